#!/usr/bin/env python3
"""Two or more builds' CPU time for the same search, for a change meant to
make the same search cheaper (same nodes at the same depth).

    bench/cpu_builds.py DEPTH ROUNDS BIN...

Each round starts each build once (in turn, the order reversed every other
round) as `usi`, Strongest on one thread, book off, and searches `go depth
DEPTH` from four of the twelve real-game positions of bench/nps_engines.sh
(the 2nd, 5th, 8th and 11th), a new game before each. Prints each run's
user CPU seconds (from the kernel, at the process's exit) and its total
nodes, then each build's median and the median of its per-round ratio to
the first build. Nodes differing between builds means the change altered
the search: then the times do not compare.

CPU time rather than nodes a second: on a machine shared with other work
(a match, a tuning run) the wall clock of a search moves with the load,
its CPU time much less.
"""
import os
import statistics
import subprocess
import sys

if len(sys.argv) < 4:
    sys.exit(__doc__)
depth, rounds, bins = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3:]
here = os.path.dirname(os.path.abspath(__file__))
listed = subprocess.run([os.path.join(here, "nps_engines.sh"), "--positions", bins[0]],
                        capture_output=True, text=True, check=True).stdout
positions = [line for line in listed.splitlines() if line.strip()][1::3]


def run(binary):
    p = subprocess.Popen([binary, "usi", "--hash", "64"], stdin=subprocess.PIPE,
                         stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, bufsize=1)

    def send(line):
        p.stdin.write(line + "\n")
        p.stdin.flush()

    for line in ["usi", "setoption name USI_OwnBook value false", "setoption name Level value 8",
                 "setoption name Threads value 1", "isready"]:
        send(line)
    for line in p.stdout:
        if line.startswith("readyok"):
            break
    nodes = 0
    for position in positions:
        send("usinewgame")
        send(position)
        send("go depth %d" % depth)
        last = None
        for line in p.stdout:
            if line.startswith("info") and " nodes " in line:
                last = line.split()
            if line.startswith("bestmove"):
                break
        if last is None:
            sys.exit("no search line for: " + position[:60])
        nodes += int(last[last.index("nodes") + 1])
    send("quit")
    p.stdin.close()
    _, _, usage = os.wait4(p.pid, 0)
    return usage.ru_utime, nodes


times = {b: [] for b in bins}
for r in range(rounds):
    for b in bins if r % 2 == 0 else bins[::-1]:
        cpu, nodes = run(b)
        times[b].append(cpu)
        print("round %d %s: %.2f s, %d nodes" % (r + 1, b, cpu, nodes), flush=True)
for b in bins:
    ratio = statistics.median(x / y for x, y in zip(times[b], times[bins[0]]))
    print("%s: median %.2f s, median ratio to the first %.3f" % (b, statistics.median(times[b]), ratio))
