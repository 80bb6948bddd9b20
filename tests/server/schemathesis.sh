#!/usr/bin/env bash
# schemathesis (PyPI) against docs/openapi.yaml and a real kilnd: generated
# and mutated requests for every operation; the server must stay up and
# never answer 500.  Not part of `make test` (it installs from PyPI and runs
# minutes).  501 ("unsupported: ...", a GPU kind on a GPU-less server) and
# 400 digest_mismatch (a random body under a random ?sha256=) are the
# server's documented answers, which schemathesis reports as findings.
# usage: tests/server/schemathesis.sh [N examples per operation (100)]
set -eu
cd "$(dirname "$0")/../.."
B=${B:-build}
V=${SCHEMATHESIS_VENV:-build/schemathesis-venv}
[ -x "$V/bin/st" ] || { python3 -m venv "$V" && "$V/bin/pip" install -q schemathesis; }
tmp=$(mktemp -d)
T=$("$B/kilnd" token add st --db "$tmp/q.db" 2>/dev/null)
"$B/kilnd" --listen 127.0.0.1:0 --db "$tmp/q.db" --gpus none --cpu-workers 1 --job-timeout 5 2>"$tmp/err" &
PID=$!
trap 'kill $PID 2>/dev/null; rm -rf "$tmp"' EXIT
sleep 1
P=$(grep -o 'listening on http://127.0.0.1:[0-9]*' "$tmp/err" | sed 's/.*://')
"$V/bin/st" run docs/openapi.yaml -u "http://127.0.0.1:$P" -H "Authorization: Bearer $T" -n "${1:-100}" --request-timeout 30 | tee "$tmp/st.out" | tail -25 || true
kill -0 $PID && echo "schemathesis: kilnd still up" || { echo "schemathesis: kilnd died"; exit 1; }
if grep -q '\[500\]' "$tmp/st.out"; then echo "schemathesis: a 500 answer"; exit 1; fi
echo "schemathesis: no crash, no 500"
