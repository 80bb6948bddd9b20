#!/usr/bin/env bash
# One device call for the figures issues 12 and 13 still need measured
# (docs/sessions/2026-12-02-b.md "Next"), most valuable first, each part
# under its own deadline so that a slow part cannot starve the next:
#   la    issue 13: KDA chunk forward against FLA 0.6.0 at the three chunk
#         shapes on the current code (split, pipelined split-g4 / -g8,
#         g1-mc; every row behind a 3M-cycle GPU sleep), GDN again at the
#         same shapes (session 7's 2x margin was ~1% at H64 and B8), then
#         ncu of kda_decode (and of kda_chunk while time lasts): what limits
#         decode, for its note.  bench/gpu/linear_attention.sh -> $OUT/la/
#   gemm  issue 12: MIX = 1 and MSKIP = 2 (built in session 7, untimed) at
#         8192³ interleaved with cuBLAS and rule 1a's pick, both layouts,
#         then ncu of them.  bench/gpu/gemm.sh -> $OUT/gemm/
# Each part packs its results into $OUT/<part>/r.tar.gz with summary.txt
# and log.txt beside it (7 files back in all with open_goals.txt: within
# the device's 8; the loose copies under <part>/r are removed).
# The FLA wheels must travel: carry [".whl"] (bench/baselines/README.md).
#   run(command="OUT=$OUT bash bench/gpu/open_goals.sh", carry=[".whl"], timeout_s=400)
# Env: PARTS (default "la gemm"), LA_S / GEMM_S (each part's deadline,
# seconds; defaults 240 / 120), TAG (result-file suffix, default
# -<date>-open).
set -u
OUT=${OUT:-/tmp/kiln_out}
PARTS=${PARTS:-"la gemm"}
TAG=${TAG:--$(date -u +%F)-open}
cd "$(dirname "$0")/../.."
t0=$(date +%s)
note() { echo "[$(( $(date +%s) - t0 ))s] open_goals: $*" | tee -a "$OUT/open_goals.txt"; }
mkdir -p "$OUT"
for p in $PARTS; do
	case $p in
	la)
		mkdir -p "$OUT/la"
		OUT=$OUT/la DEADLINE=${LA_S:-240} STEPS="prewarm build side ncu" \
			SIDE_ARGS="--only kda_chunk --chunk-shapes all --cap-s 0.4 --forms split --segments 4,8,1-mc --pad-cycles 3000000;--only gdn_chunk --chunk-shapes all --cap-s 0.4 --forms split --segments 4-qkr,1-qkr-mc --pad-cycles 3000000" \
			KILN_LA_INTRA_DEFINES_GDN="KGI=1 MTF=1" timeout $(( ${LA_S:-240} + 20 )) bash bench/gpu/linear_attention.sh > "$OUT/la/log.txt" 2>&1
		note "la rc=$?"
		rm -rf "$OUT/la/r"      # packed in r.tar.gz: loose files would use up the 8 that come back
		;;
	gemm)
		mkdir -p "$OUT/gemm"
		OUT=$OUT/gemm STEPS="build steady ncu" DEADLINE=${GEMM_S:-120} STEADY_S=80 STEADY_KEEP=30 TAG="$TAG" \
			STEADY_ENV="STEADY=s6 S6_M128=0 S6_8192_FIRST=1 ROUNDS=7 S6_AB=tma_bm192_sk1_c2_stm_hint_mix,tma_bm192_sk0_c2_stm_hint_mix,tma_bm192_sk1_c2_stm_hint_ms2 S6_ABT=tma_bm192_sk1_c2_stm_hint_mix,tma_bm192_sk0_c2_stm_hint_mix,tma_bm192_sk1_c2_stm_hint_ms2 CAP_S=0.06 MIN_MS=120" \
			NCU_GROUPS="abt8192mix abt8192ms2" timeout $(( ${GEMM_S:-120} + 20 )) bash bench/gpu/gemm.sh > "$OUT/gemm/log.txt" 2>&1
		note "gemm rc=$?"
		rm -rf "$OUT/gemm/r"
		;;
	*)
		note "unknown part '$p' (la, gemm)"
		;;
	esac
done
note "done"
