from common import *
t=T()
checks=[([((x+37)%128)*7 for x in range(128)],"bar.sync exchange: thread t reads xs[(t+37)%128] = 7*((t+37)%128), written by another warp before the barrier"),
 ([(127-x)+1000 for x in range(128)],"second round after bar.sync: thread t reads xs[127-t] = 1127 - t"),
 ([43]*128,"bar.red.popc.u32 (t % 3 == 0) over 128 threads = 43"),
 ([1]*128,"bar.red.and.pred (t < 200) = 1"),
 ([0]*128,"bar.red.and.pred (t != 77) = 0"),
 ([1]*128,"bar.red.or.pred (t == 77) = 1"),
 ([0]*128,"bar.red.or.pred (t == 500) = 0"),
 ([1350]*128,"mbarrier phase bits (thread 0): 2 parity 1 true right after init (preceding phase) | 4 phase 0 done after 1 arrival | 64 phase 1 done only after arrival AND 16 tx bytes (bits 8,16,32 clear) | 256 phase 2: expect_tx before the arrival, done after complete_tx (bit 128 clear) | 1024 test_wait on the state of the first of 2 arrivals: true only after the second (bit 512 clear) = 1350"),
 ([0]*128,"count-128 mbarrier, every thread arrives and waits for parity 0; then parity 1 (the new current phase) is pending = 0")]
for vals,cm in checks:
    for i,x in enumerate(vals): t.rows.append((x&M32,(cm+" [thread 0]") if i==0 else "  thread %d"%i))
print(t.emit("conf_barrier_mbarrier"))
