# Helpers for the kilnd suites: start/stop a real kilnd on a loopback
# port, call it with curl, assert on status codes and JSON.
# Sourced; expects B (build dir) and tmp (a scratch dir) to be set.
pass=${pass:-0}; fail=${fail:-0}
ok() { pass=$((pass + 1)); }
bad() { echo "FAIL: $*"; fail=$((fail + 1)); }
KILND="$B/kilnd"
KILN="$B/kiln"

# start_kilnd NAME [kilnd options]: db $tmp/NAME.db; sets PORT, PID, URL.
# kilnd does not get the JSON checker's FIFO descriptors (below): a kilnd
# left running would otherwise hold the checker's input open.
start_kilnd() {
	local name=$1; shift
	: >"$tmp/$name.err"
	"$KILND" --listen 127.0.0.1:${KILND_PORT:-0} --db "$tmp/$name.db" --gpus none "$@" 2>>"$tmp/$name.err" {PYJ_W}>&- {PYJ_R}<&- &
	PID=$!
	local i
	for i in $(seq 1 100); do
		PORT=$(grep -o 'listening on http://127.0.0.1:[0-9]*' "$tmp/$name.err" | tail -n 1 | sed 's/.*://')
		[ -n "$PORT" ] && break
		kill -0 $PID 2>/dev/null || break
		sleep 0.05
	done
	URL="http://127.0.0.1:$PORT"
	if [ -z "$PORT" ]; then echo "kilnd did not start:"; cat "$tmp/$name.err"; return 1; fi
}
stop_kilnd() { kill "$PID" 2>/dev/null; wait "$PID" 2>/dev/null; }
kill9_kilnd() { kill -9 "$PID" 2>/dev/null; wait "$PID" 2>/dev/null; }

# req METHOD PATH [curl args...]: body -> $tmp/body, status -> $STATUS
req() {
	local m=$1 p=$2; shift 2
	STATUS=$(curl -s -o "$tmp/body" -w '%{http_code}' -X "$m" "$@" "$URL$p")
}
# want STATUS DESCRIPTION
want() {
	if [ "$STATUS" = "$1" ]; then ok; else bad "$2: HTTP $STATUS, want $1"; head -c 400 "$tmp/body"; echo; fi
}
# JSON checks: one python3 for the whole suite (it used to be one start
# per check, ~100 a suite at ~0.1 s of CPU each).  Requests go over a FIFO
# as "MODE<tab>FILE<tab>EXPR" lines (MODE check or get); the answer line is
# "ok" or "err"; a get's value, or an error's text, goes to $tmp/pyj.val.
# Subshells ($(jget ...)) share the two descriptors; nothing calls these
# from a background job, so requests never interleave.
mkfifo "$tmp/pyj.in" "$tmp/pyj.out"
python3 -c '
import json, sys, traceback
rq, ans, val = sys.argv[1:4]
with open(rq) as inp, open(ans, "w") as out:
	for line in inp:
		mode, f, expr = line.rstrip("\n").split("\t", 2)
		try:
			d = json.load(open(f))
			v = eval(expr, {"json": json, "d": d})
			text, good = (str(v) + "\n", True) if mode == "get" else ("", bool(v))
		except Exception:
			text, good = traceback.format_exc(), False
		with open(val, "w") as o:
			o.write(text)
		out.write("ok\n" if good else "err\n")
		out.flush()
' "$tmp/pyj.in" "$tmp/pyj.out" "$tmp/pyj.val" &
exec {PYJ_W}>"$tmp/pyj.in" {PYJ_R}<"$tmp/pyj.out"
# pyj_ask MODE EXPR FILE: 0 when the checker answered ok
pyj_ask() {
	case $2 in *$'\t'*|*$'\n'*) echo "pyj: a check must be one line without tabs: $2" >"$tmp/pyj.val"; return 1;; esac
	printf '%s\t%s\t%s\n' "$1" "$3" "$2" >&$PYJ_W
	local a
	read -r a <&$PYJ_R || { echo "pyj: the JSON checker is gone" >"$tmp/pyj.val"; return 1; }
	[ "$a" = ok ]
}
# pyj EXPR [FILE]: python assertion over the JSON document d
pyj() {
	local f=${2:-$tmp/body}
	if pyj_ask check "$1" "$f"; then ok
	else bad "json check failed: $1"; head -c 600 "$f"; echo; cat "$tmp/pyj.val"; fi
}
# jget EXPR [FILE]: the value of EXPR over d, printed (status 1 and the
# error on stderr when it fails)
jget() {
	if pyj_ask get "$1" "${2:-$tmp/body}"; then cat "$tmp/pyj.val"; else cat "$tmp/pyj.val" >&2; return 1; fi
}
sha() { sha256sum "$1" | cut -d' ' -f1; }
# upload FILE...: POST each as a blob
upload() {
	local f
	for f in "$@"; do curl -s -o /dev/null -H "$AUTH" --data-binary @"$f" "$URL/v1/blobs"; done
}
# jobspec KIND MAIN [ARGS_JSON [EXTRA_JSON]] FILES...: a POST /v1/jobs body on stdout
jobspec() {
	local kind=$1 main=$2 args=$3 extra=$4; shift 4
	local files="" f
	for f in "$@"; do files="$files${files:+,}{\"name\":\"$f\",\"sha256\":\"$(sha "$f")\"}"; done
	echo "{\"kind\":\"$kind\",\"main\":\"$main\",\"files\":[$files],\"args\":${args:-[]}${extra:+,$extra}}"
}
# submit KIND MAIN ARGS EXTRA FILES...: uploads, submits; JOB = id
submit() {
	local kind=$1 main=$2 args=$3 extra=$4; shift 4
	upload "$@"
	jobspec "$kind" "$main" "$args" "$extra" "$@" >"$tmp/spec.json"
	req POST /v1/jobs -H "$AUTH" --data-binary @"$tmp/spec.json"
	JOB=$(jget 'd.get("id", "")' 2>/dev/null)
}
# wait_job ID: GET ?wait until the job ends; document in $tmp/body
wait_job() {
	local i
	for i in $(seq 1 60); do
		req GET "/v1/jobs/$1?wait=10" -H "$AUTH"
		case $(jget 'd.get("state")' 2>/dev/null) in done|failed|cancelled) return 0;; esac
	done
	return 1
}
# wait_state ID STATE: poll until the job is in STATE (up to 60 s: the
# machine may be loaded; it returns as soon as the state is reached)
wait_state() {
	local i
	for i in $(seq 1 1200); do
		req GET "/v1/jobs/$1" -H "$AUTH"
		[ "$(jget 'd.get("state")' 2>/dev/null)" = "$2" ] && return 0
		sleep 0.05
	done
	return 1
}
