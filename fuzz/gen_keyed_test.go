package fuzz

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestGenKeyedBuilds builds packages of the keyed form (gen_keyed.go),
// of every kind of base, with the go command in a module requiring the
// collections' modules.
func TestGenKeyedBuilds(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "go.mod"), []byte(keyedGoMod), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "go.sum"), []byte(keyedGoSum), 0o644); err != nil {
		t.Fatal(err)
	}
	kinds := map[string]int{}
	for i, data := range inputs(3000) {
		if form, _ := newForm(data); form != formKeyed {
			continue
		}
		p := Generate(data)
		kind := strings.TrimPrefix(formKind(data), formKeyed+" ")
		if !bytes.Contains(p.Source, []byte("// The base: "+kind+".\n")) {
			t.Errorf("input %q: formKind says %s\n%s", data, kind, p.Source)
		}
		if kinds[kind]++; kinds[kind] > 3 {
			continue // three of each kind
		}
		sub := filepath.Join(dir, fmt.Sprintf("p%d", i))
		if err := os.Mkdir(sub, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(sub, FileName), p.Source, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, b := range keyedBases {
		if kinds[b.name] == 0 {
			t.Errorf("no generated package has a base %s", b.name)
		}
	}
	cmd := exec.Command("go", "build", "./...")
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	t.Logf("%v", kinds)
}

// TestGenKeyed checks packages of the keyed form, with both engines:
// none is refused, none fails, no disagreement. By default it checks one
// kind of base, concurrent-map's; with $SNOWFLAKE_FUZZ_FORMS=all one of
// each kind.
func TestGenKeyed(t *testing.T) { checkForms(t, &keyedCheck) }

var keyedCheck = formCheck{forms: keyedForms(), perForm: 1, refusals: []string{"not supported", "unsupported"}}

// keyedForms are the texts that find each kind of base TestGenKeyed
// checks.
func keyedForms() []string {
	var forms []string
	for i := range keyedBases {
		b := keyedBases[(i+2)%len(keyedBases)] // concurrent-map first
		forms = append(forms, "// The base: "+b.name+".\n")
	}
	return kindsToCheck(forms, 1)
}
