# A real one-node Slurm cluster on localhost for the kilnd suites, started
# the way a container without systemd must: munged, slurmctld and slurmd in
# the foreground with explicit paths (a generated munge key, slurm.conf with
# free ports, state and spool under one directory; no cgroups:
# proctrack/linuxproc, task/none), as the user running the test (root on
# CI).  Sourced; sets SLURM_CONF and the daemons' pids.
# start_slurm DIR -> 0 when the node is idle; else prints the logs, 1.
MUNGE_PID= CTLD_PID= SLURMD_PID=

slurm_free_port() {
	python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

slurm_tools_missing() {
	local t miss=
	for t in munged slurmctld slurmd sbatch squeue scancel sinfo scontrol; do
		command -v "$t" >/dev/null 2>&1 || [ -x "/usr/sbin/$t" ] || miss="$miss $t"
	done
	echo "$miss"
}

start_slurm() {
	local d=$1 i
	export PATH="$PATH:/usr/sbin"
	mkdir -p "$d/mkey" "$d/msock" "$d/state" "$d/spool" "$d/log"
	chmod 700 "$d/mkey"
	chmod 755 "$d/msock"
	head -c 1024 /dev/urandom >"$d/mkey/munge.key"
	chmod 400 "$d/mkey/munge.key"
	munged -F -f --key-file="$d/mkey/munge.key" --socket="$d/msock/munge.sock" --pid-file="$d/mkey/munged.pid" \
		--seed-file="$d/mkey/munged.seed" --log-file="$d/log/munged.log" >"$d/log/munged.out" 2>&1 &
	MUNGE_PID=$!
	for i in $(seq 1 100); do [ -S "$d/msock/munge.sock" ] && break; sleep 0.05; done
	local host ctl_port d_port cpus
	host=$(hostname -s)
	ctl_port=$(slurm_free_port)
	d_port=$(slurm_free_port)
	cpus=$(nproc)
	: >"$d/gres.conf"
	if [ -n "${SLURM_FAKE_GPU:-}" ]; then
		# a GPU GRES with no GPU behind it: GPU jobs are scheduled
		# (--gres=gpu:1 --exclusive) and fail in kiln for want of CUDA
		echo "NodeName=knode Name=gpu File=/dev/null" >"$d/gres.conf"
	fi
	cat >"$d/slurm.conf" <<EOF
ClusterName=kilntest
SlurmctldHost=$host(127.0.0.1)
SlurmctldPort=$ctl_port
SlurmdPort=$d_port
SlurmUser=$(id -un)
SlurmdUser=$(id -un)
AuthType=auth/munge
AuthInfo=socket=$d/msock/munge.sock
CredType=cred/munge
StateSaveLocation=$d/state
SlurmdSpoolDir=$d/spool
SlurmctldPidFile=$d/slurmctld.pid
SlurmdPidFile=$d/slurmd.pid
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
SchedulerType=sched/builtin
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
MpiDefault=none
MailProg=/bin/true
ReturnToService=2
SlurmctldTimeout=30
SlurmdTimeout=300
InactiveLimit=0
# keep every ended job's record for two hours: the suites' exactly-once audit
# lists them with squeue at the end, and under load a suite outlived 600 s
# (0 purges at once here, whatever older manuals say)
MinJobAge=7200
KillWait=2
Waittime=0
GresTypes=gpu
NodeName=knode NodeAddr=127.0.0.1 NodeHostname=$host CPUs=$cpus ${SLURM_FAKE_GPU:+Gres=gpu:1} State=UNKNOWN
PartitionName=kiln Nodes=knode Default=YES MaxTime=INFINITE State=UP
EOF
	export SLURM_CONF=$d/slurm.conf
	slurmctld -D -i -f "$SLURM_CONF" >"$d/log/slurmctld.log" 2>&1 &
	CTLD_PID=$!
	for i in $(seq 1 200); do scontrol ping 2>/dev/null | grep -q UP && break; sleep 0.1; done
	slurmd -D -N knode -f "$SLURM_CONF" >"$d/log/slurmd.log" 2>&1 &
	SLURMD_PID=$!
	for i in $(seq 1 300); do
		case $(sinfo -h -n knode -o %T 2>/dev/null) in idle) return 0;; esac
		kill -0 $SLURMD_PID 2>/dev/null && kill -0 $CTLD_PID 2>/dev/null || break
		sleep 0.1
	done
	echo "slurm did not come up (node state: $(sinfo -h -n knode -o %T 2>&1)); logs:"
	tail -n 20 "$d/log/munged.out" "$d/log/slurmctld.log" "$d/log/slurmd.log"
	return 1
}

stop_slurm() {
	local p
	# jobs a failed run left: slurmstepd outlives slurmd, so end them first
	[ -n "$CTLD_PID" ] && scancel --me 2>/dev/null && sleep 0.5
	for p in $SLURMD_PID $CTLD_PID $MUNGE_PID; do kill "$p" 2>/dev/null; done
	for p in $SLURMD_PID $CTLD_PID $MUNGE_PID; do wait "$p" 2>/dev/null; done
	SLURMD_PID= CTLD_PID= MUNGE_PID=
}

# stop_slurmctld / start_slurmctld: the controller down and back (its state
# is saved in DIR/state; slurmd keeps running and registers again)
stop_slurmctld() { kill "$CTLD_PID" 2>/dev/null; wait "$CTLD_PID" 2>/dev/null; CTLD_PID=; }
start_slurmctld() {
	local d=$1 i
	slurmctld -D -f "$SLURM_CONF" >>"$d/log/slurmctld.log" 2>&1 &
	CTLD_PID=$!
	for i in $(seq 1 600); do
		case $(sinfo -h -n knode -o %T 2>/dev/null) in idle|mixed|allocated) return 0;; esac
		sleep 0.1
	done
	return 1
}
