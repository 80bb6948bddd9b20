/* race_check WORKLOAD [--case NAME] [--json] [--no-witness]: the race level of
 * `kiln check` on one workload case, for the race corpus suite and
 * bench/check until the check command routes --race here. */
#include "check/race_run.h"
#include <stdio.h>
#include <string.h>

int main(int argc, char **argv)
{
	RaceRunOpts o = {0};
	int json = 0;
	for (int i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "--case") && i + 1 < argc)
			o.case_name = argv[++i];
		else if (!strcmp(argv[i], "--json"))
			json = 1;
		else if (!strcmp(argv[i], "--no-witness"))
			o.witness_runs = -1;
		else if (argv[i][0] == '-' || o.workload) {
			fprintf(stderr, "usage: race_check WORKLOAD [--case NAME] [--json] [--no-witness]\n");
			return 2;
		} else
			o.workload = argv[i];
	}
	if (!o.workload) {
		fprintf(stderr, "usage: race_check WORKLOAD [--case NAME] [--json] [--no-witness]\n");
		return 2;
	}
	Diags d;
	diags_init(&d);
	RaceReport r;
	int rc = race_check_workload(&o, &d, &r);
	Buf out = {0};
	if (d.n)
		diags_render(&d, &out);
	if (json) {
		JsonW w;
		jw_init(&w, &out, 1);
		jw_obj(&w);
		jw_kstr(&w, "workload", o.workload);
		jw_kstr(&w, "case", r.case_name);
		jw_kstr(&w, "verdict", rc == 0 ? "clean" : rc == 1 ? "findings" : "error");
		race_report_json(&r, &w);
		jw_end_obj(&w);
		buf_putc(&out, '\n');
	} else if (rc != 2) {
		race_report_text(&r, &out);
	}
	fputs(buf_str(&out), rc == 2 ? stderr : stdout);
	buf_free(&out);
	race_report_free(&r);
	diags_free(&d);
	return rc;
}
