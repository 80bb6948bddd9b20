/* The synchronization checker (stub; the explorer lands next). */
#include "check/check.h"
#include <stdio.h>

int chk_sync_run(const ChkTrace *t, const ChkOptions *o, ChkReport *r)
{
	(void)t;
	(void)o;
	snprintf(r->stats[CHK_SYNC].unsupported, sizeof r->stats[CHK_SYNC].unsupported,
		"unsupported: sync checker not built yet");
	return -1;
}
