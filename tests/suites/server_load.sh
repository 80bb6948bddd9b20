#!/usr/bin/env bash
# The kilnd load test, small: 8 clients, 80 sim jobs, 2 SIGKILL restarts;
# every job must end exactly once.  `make load-test` runs the full one
# (32 clients, 1000 jobs, 5 restarts) and prints the figures.
set -u
B=${B:-build}
cd "$(dirname "$0")/../.."
python3 tests/server/load.py --build "$B" --clients 8 --jobs 80 --kills 2
