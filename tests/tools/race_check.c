/* race_check WORKLOAD [--case NAME | --all] [--json] [--no-witness]: the race
 * level of `kiln check` on workload cases through one workload load (--all:
 * every case not marked bench), for the zoo suite and quick looks. */
#include "check/race_run.h"
#include <stdio.h>
#include <string.h>

int main(int argc, char **argv)
{
	RaceRunOpts o = {0};
	int json = 0, all = 0;
	for (int i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "--case") && i + 1 < argc)
			o.case_name = argv[++i];
		else if (!strcmp(argv[i], "--json"))
			json = 1;
		else if (!strcmp(argv[i], "--all"))
			all = 1;
		else if (!strcmp(argv[i], "--no-witness"))
			o.witness_runs = -1;
		else if (argv[i][0] == '-' || o.workload) {
			fprintf(stderr, "usage: race_check WORKLOAD [--case NAME | --all] [--json] [--no-witness]\n");
			return 2;
		} else
			o.workload = argv[i];
	}
	if (!o.workload) {
		fprintf(stderr, "usage: race_check WORKLOAD [--case NAME | --all] [--json] [--no-witness]\n");
		return 2;
	}
	Diags d;
	diags_init(&d);
	Workload *w = work_load(o.workload, &d);
	int rc = w ? 0 : 2;
	Buf out = {0};
	for (int c = 0; w && c < w->ncases; c++) {
		if (all ? w->cases[c].bench : (o.case_name ? strcmp(w->cases[c].name, o.case_name) != 0 : c > 0))
			continue;
		o.loaded = w;
		o.case_name = w->cases[c].name;
		RaceReport r;
		int crc = race_check_workload(&o, &d, &r);
		if (crc > rc)
			rc = crc;
		if (json) {
			JsonW jw;
			jw_init(&jw, &out, 1);
			jw_obj(&jw);
			jw_kstr(&jw, "workload", o.workload);
			jw_kstr(&jw, "case", r.case_name);
			jw_kstr(&jw, "verdict", crc == 0 ? "clean" : crc == 1 ? "findings" : "error");
			race_report_json(&r, &jw);
			jw_end_obj(&jw);
			buf_putc(&out, '\n');
		} else if (crc != 2) {
			buf_printf(&out, "case %s:\n", r.case_name);
			race_report_text(&r, &out);
		}
		race_report_free(&r);
	}
	if (w && !out.len && rc == 0) {
		fprintf(stderr, "race_check: no case selected\n");
		rc = 2;
	}
	if (d.n) {
		Buf db = {0};
		diags_render(&d, &db);
		fputs(buf_str(&db), stderr);
		buf_free(&db);
	}
	fputs(buf_str(&out), stdout);
	buf_free(&out);
	work_free(w);
	diags_free(&d);
	return rc;
}
