#!/usr/bin/env bash
# kiln mcp: the official MCP Python SDK (`mcp` on PyPI, installed by
# .ci/install-deps) as the client over both protocol revisions, and a raw
# JSON-RPC client for malformed messages.  A missing SDK is a failure, not a
# skip.
set -u
B=${B:-build}
cd "$(dirname "$0")/../.."
pass=0; fail=0
# runs one client (its last "N passed, N failed" counts; no such line, or a
# non-zero exit with 0 failures, counts as a failure)
client() {
	local limit=$1; shift
	local out rc p f
	out=$(timeout "$limit" "$@" 2>&1); rc=$?
	echo "$out" | grep -E "FAIL|passed" | tail -40
	p=$(echo "$out" | grep -oE '[0-9]+ passed' | tail -1 | grep -oE '[0-9]+'); f=$(echo "$out" | grep -oE '[0-9]+ failed' | tail -1 | grep -oE '[0-9]+')
	pass=$((pass + ${p:-0})); fail=$((fail + ${f:-1}))
	[ $rc = 0 ] || { [ "${f:-1}" = 0 ] && fail=$((fail+1)); echo "$out" | tail -20; }
}
if ! python3 -c 'import mcp' 2>/dev/null; then
	echo "FAIL: the mcp Python package is not installed (pip install mcp; .ci/install-deps does it)"
	fail=1
else
	client 600 python3 tests/mcp/test_mcp_sdk.py "$B"
fi
client 120 python3 tests/mcp/test_mcp_raw.py "$B"
if [ -x "$B/kilnd" ]; then
	client 300 env B="$B" bash tests/mcp/test_mcp_kilnd.sh
else
	echo "FAIL: $B/kilnd was not built (the KILN_SERVER path of kiln mcp is untested)"
	fail=$((fail+1))
fi
echo "mcp: $pass passed, $fail failed"
[ "$fail" = 0 ]
