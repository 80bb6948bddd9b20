#!/usr/bin/env bash
# Certifies every ISA table entry with real ptxas (tests/tools/isa_cert.c):
# one result per entry, plus one failure if fewer than 250 entries pass.
set -u
B=${B:-build}
cd "$(dirname "$0")/../.."
if ! command -v ptxas >/dev/null 2>&1; then
	echo "isa_cert: ptxas not on PATH; the ISA table cannot be certified"
	echo "0 passed, 1 failed"
	exit 1
fi
exec "$B/tools/isa_cert" --min 250 "$@"
