// Package eval measures snowflake against a labelled corpus: how far its
// verdicts are from the labels, and how fast it is.
//
// In: a labels file (a JSON array of {"func", "label", "reason"}, label
// atomic, nonatomic or outside; func is types.Func.FullName) and the
// package patterns of the corpus.
// Out: a Table: counts of each verdict per label; soundness errors (a
// nonatomic function proven atomic, an atomic one reported a violation);
// the share of atomic functions proven and of nonatomic ones refuted with
// a confirmed witness; median and 90th percentile time per function; the
// run's wall time, and in the same run the wall time of loading and
// building SSA for the packages alone (the floor any verifier pays); and
// the functions labelled but not reported, or reported but not labelled.
//
// Files:
//
//	table.go  Run and the Table
//	print.go  the text rendering
package eval
