package eval

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/snowflakeverify/snowflake/verify"
)

const reg = "(*github.com/snowflakeverify/snowflake/verify/testdata/golden/registry.Registry)."

func TestTable(t *testing.T) {
	labels := []Label{
		{Func: reg + "Register", Label: "atomic"},
		{Func: reg + "RegisterRacy", Label: "nonatomic"},
		{Func: reg + "Lookup", Label: "nonatomic"}, // wrong on purpose: it is proven atomic
		{Func: reg + "Gone", Label: "atomic"},      // not in the package
	}
	tab, err := Run(context.Background(), verify.Options{Dir: "..", Timeout: 30 * time.Second, Environment: verify.EnvCollection}, labels, "./verify/testdata/golden/registry")
	if err != nil {
		t.Fatal(err)
	}
	if tab.Counts["atomic"][verify.Atomic] != 1 || tab.Counts["nonatomic"][verify.Violation] != 1 {
		t.Errorf("counts %v", tab.Counts)
	}
	if len(tab.Soundness) != 1 || !strings.Contains(tab.Soundness[0], "Lookup proven atomic") {
		t.Errorf("soundness errors %v", tab.Soundness)
	}
	if len(tab.Missing) != 1 || !strings.HasSuffix(tab.Missing[0], "Gone") || len(tab.Unlabelled) == 0 {
		t.Errorf("missing %v, unlabelled %v", tab.Missing, tab.Unlabelled)
	}
	if tab.ProvenShare != 1 || tab.RefutedShare != 0.5 || tab.LoadMs <= 0 || tab.WallMs <= tab.LoadMs/10 {
		t.Errorf("shares %v %v, times %v %v", tab.ProvenShare, tab.RefutedShare, tab.LoadMs, tab.WallMs)
	}
	var b strings.Builder
	if err := Print(&b, tab); err != nil || !strings.Contains(b.String(), "soundness errors:             1") {
		t.Errorf("print: %v\n%s", err, b.String())
	}
}
