#!/usr/bin/env python3
"""A job cancelled while bwrap sets its sandbox up leaves nothing running.

Slurm's cancel sends SIGTERM to every process of the job; when the outer
bwrap dies of it before `kilnd exec-job` (its parent) acts, the sandbox's
pid 1 may be between --new-session (out of the process group) and arming
--die-with-parent.  This drives exactly that order many times, at random
points of the setup: SIGTERM to the outer bwrap, then to exec-job.  It
prints one line per failure and a closing `N passed, N failed`.

usage: sandbox_race.py KILND ROUNDS"""
import json, os, random, signal, subprocess, sys, tempfile, time

kilnd, rounds = sys.argv[1], int(sys.argv[2])
tmp = tempfile.mkdtemp(prefix="kiln-race.")


def children(pid):
    out = []
    for d in os.listdir("/proc"):
        if d.isdigit():
            try:
                st = open(f"/proc/{d}/stat").read()
            except OSError:
                continue
            if int(st[st.rindex(")") + 2:].split()[1]) == pid:
                out.append(int(d))
    return out


def alive(mark):
    return subprocess.run(["pgrep", "-f", mark], stdout=subprocess.DEVNULL).returncode == 0


passed = failed = 0
for i in range(rounds):
    d = f"{tmp}/j{i}"
    os.makedirs(d + "/work")
    mark = f"{1500 + i}.{os.getpid()}"      # the sandboxed `sleep MARK` names this round
    argv = ["bwrap", "--die-with-parent", "--new-session", "--unshare-all", "--ro-bind", "/", "/",
            "--tmpfs", "/tmp", "--proc", "/proc", "--dev", "/dev", "--bind", d + "/work", d + "/work",
            "--chdir", d + "/work", "--", "sleep", mark]
    with open(d + "/run.json", "w") as f:
        json.dump({"attempt": 1, "class": "cpu", "timeout_s": 60, "mem_limit_mb": 0, "work": d + "/work",
                   "exe": "/usr/bin/bwrap", "argv": argv, "env": []}, f)
    p = subprocess.Popen([kilnd, "exec-job", d, "1"], stderr=subprocess.DEVNULL)
    t0 = time.time()
    while not children(p.pid) and time.time() - t0 < 5:
        pass
    if not children(p.pid):
        failed += 1
        print(f"FAIL: round {i}: exec-job started no bwrap in 5 s")
        p.kill()
        p.wait()
        continue
    time.sleep(random.uniform(0, 0.015))
    for c in children(p.pid):
        os.kill(c, signal.SIGTERM)
    time.sleep(0.03)
    p.send_signal(signal.SIGTERM)
    p.wait()
    t0 = time.time()
    while alive(mark) and time.time() - t0 < 2:
        time.sleep(0.02)
    if alive(mark):
        failed += 1
        print(f"FAIL: round {i}: a sandbox process outlived exec-job:")
        sys.stdout.flush()
        subprocess.run(["pgrep", "-af", mark])
        subprocess.run(["pkill", "-9", "-f", mark])
    else:
        passed += 1
subprocess.run(["rm", "-rf", tmp])
print(f"sandbox race: {passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
