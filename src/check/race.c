/* The race checker (issue 10, owned by the race-check engineer): a stub
 * until that lands, so `kiln check --race` fails loudly. */
#include "check/check.h"
#include <stdio.h>

int chk_race_run(const ChkTrace *t, const ChkOptions *o, ChkReport *r)
{
	(void)t;
	(void)o;
	snprintf(r->stats[CHK_RACE].unsupported, sizeof r->stats[CHK_RACE].unsupported,
		"unsupported: race checker not built yet");
	return -1;
}
