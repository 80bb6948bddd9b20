#!/usr/bin/env bash
# A deliberately wrong kernel must fail `kiln sim` with exit 1, the mismatch
# count, and the indices it got wrong (tests/gpu/wrong_vadd.kiln: 4242 and
# i % 1000 == 7).  The GPU half of this check is in bench/gpu/final_check.sh.
B=${B:-build}
pass=0; fail=0
ok() { if eval "$2"; then pass=$((pass+1)); else fail=$((fail+1)); echo "FAIL: $1"; fi; }
out=$("$B"/kiln sim tests/gpu/wrong_vadd.json 2>&1); rc=$?
ok "exit status 1" '[ $rc -eq 1 ]'
ok "11 mismatches" 'grep -q "11 mismatches" <<<"$out"'
ok "names index 4242" 'grep -q "at \[4242\]" <<<"$out"'
ok "names index 7" 'grep -q "at \[7\]" <<<"$out"'
json=$("$B"/kiln sim tests/gpu/wrong_vadd.json --json 2>/dev/null)
ok "json verdict mismatch" 'python3 -c "import json,sys; d=json.loads(sys.argv[1]); assert d[\"verdict\"]==\"mismatch\", d[\"verdict\"]" "$json"'
echo "wrong_kernel: $pass passed, $fail failed"
[ $fail -eq 0 ]
