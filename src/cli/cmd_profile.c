/* kiln profile: Nsight Compute counters (--ncu) and the intra-kernel
 * timeline of `trace` regions (--timeline) of a workload's kernel, in .kiln
 * lines and warp roles (src/prof/drive.c, docs/profiling.md).  Exit: 0 ok,
 * 1 the run failed, 2 usage, input, no GPU or no tool, 3 internal. */
#include "cli/cli.h"
#include "cli/opt.h"
#include "prof/drive.h"
#include <stdio.h>
#include <string.h>

int cmd_profile(int argc, char **argv)
{
	ProfProfileOpts o;
	memset(&o, 0, sizeof o);
	int json = 0;
	uint64_t events = 0, lines = 0, rounds = 0;
	OptList inc = {0};
	const CliOpt opts[] = {
		{"--case", 0, OPT_STR, &o.case_name, "NAME", "case to run (default: the first)"},
		{"--ncu", 0, OPT_FLAG, &o.ncu, NULL, "profile with Nsight Compute: speed of light, occupancy, pipes, memory, per-line stalls"},
		{"--set", 0, OPT_STR, &o.set, "SET", "ncu section set: basic or full (full)"},
		{"--timeline", 0, OPT_FLAG, &o.timeline, NULL, "record the kernel's trace regions: Perfetto trace + PNG plot"},
		{"--timeline-events", 0, OPT_U64, &events, "N", "timeline records per warp, a power of two (1024)"},
		{"--overhead", 0, OPT_FLAG, &o.overhead, NULL, "bench the kernel without and with the trace markers, side by side"},
		{"--rounds", 0, OPT_U64, &rounds, "N", "--overhead: rounds of (without, with) (2)"},
		{"--time-cap", 0, OPT_DBL, &o.time_cap_s, "S", "--overhead: timing cap per bench (3)"},
		{"--no-plot", 0, OPT_FLAG, &o.no_plot, NULL, "--timeline: skip the PNG"},
		{"--lines", 0, OPT_U64, &lines, "N", "hottest source lines to list (text 10; JSON all)"},
		{"--out", 0, OPT_STR, &o.out_dir, "DIR", "artifacts: profile.ncu-rep, ncu-*.csv, timeline.json/.png/.bin (./kiln-profile)"},
		{"--import", 0, OPT_STR, &o.import_dir, "DIR", "summarise a recorded profile from DIR (ncu-raw.csv, ncu-source.csv, timeline.bin, "
			"timeline-regions.json) instead of running: no GPU needed"},
		{"--ncu-csv", 0, OPT_STR, &o.ncu_csv, "FILE", "summarise every kernel of an ncu raw-page CSV export (ncu -i REP --page raw --csv) "
			"instead of running: no workload, no GPU"},
		{"--timeout", 0, OPT_DBL, &o.timeout_s, "S", "kill the kernel after S seconds without progress (60)"},
		{"--include", 'I', OPT_LIST, &inc, "DIR", "search DIR for imports"},
		{"--json", 0, OPT_FLAG, &json, NULL, "print one JSON document (schema docs/schema/profile.json)"},
	};
	CliSpec spec = {"profile", "WORKLOAD.json [--ncu [--set basic|full]] [--timeline [--overhead]] [options] | --ncu-csv RAW.csv", opts,
		(int)(sizeof opts / sizeof opts[0]), &o.workload, "workload"};
	int rc = cli_parse(&spec, argc, argv);
	if (rc == 1)
		return 0;
	/* --ncu-csv summarises an export; everything else runs the workload */
	int (*run)(const ProfProfileOpts *, Buf *, Buf *) = prof_profile;
	if (!rc && o.ncu_csv && (o.workload || o.ncu || o.timeline || o.import_dir))
		rc = cli_usage_error(&spec, "--ncu-csv summarises an existing export: give no workload, --ncu, --timeline or --import with it");
	else if (!rc && o.ncu_csv)
		run = prof_ncu_csv;
	else if (!rc && !o.workload)
		rc = cli_usage_error(&spec, "no workload given");
	else if (!rc && !o.ncu && !o.timeline)
		rc = cli_usage_error(&spec, "nothing to do: give --ncu, --timeline or both");
	else if (!rc && o.set && strcmp(o.set, "basic") && strcmp(o.set, "full"))
		rc = cli_usage_error(&spec, "--set is basic or full, not '%s'", o.set);
	else if (!rc && o.overhead && !o.timeline)
		rc = cli_usage_error(&spec, "--overhead measures the timeline markers: give --timeline too");
	else if (!rc && (events > (1u << 20) || (events & (events - 1)) || lines > 100000 || rounds > 4 ||
	                 o.timeout_s < 0 || o.time_cap_s < 0))
		rc = cli_usage_error(&spec, "an option value is out of range (--timeline-events: a power of two up to 2^20; --rounds: 1..4)");
	if (rc) {
		cli_list_free(&inc);
		return 2;
	}
	o.trace_events = (int)events;
	o.lines = (int)lines;
	o.rounds = (int)rounds;
	o.incdirs = inc.v;
	o.ninc = inc.n;
	o.argc = cli_argc;
	o.argv = cli_argv;
	Buf j = {0}, t = {0};
	rc = run(&o, &j, &t);
	cli_print_result(&j, &t, json, rc);
	cli_list_free(&inc);
	return rc;
}
