#!/usr/bin/env python3
"""Two builds' search speed side by side, for a change meant to make the
same search faster (same nodes at the same depth, less time).

    bench/nps_builds.py OLD NEW [ROUNDS] [MS]

Both builds run at once, each in one `usi` process kept for the whole run
(its table kept from search to search, as in a game), Strongest on one
thread, book off. They take turns on the twelve middle-game positions of
real professional games that bench/nps_engines.sh uses, ROUNDS times
(default 3), MS milliseconds a search (default 1000), the first to search
alternating. Prints the median nodes a second of each and the median of
the per-position ratios NEW/OLD with its quartiles: a shared machine's
load moves both of a pair alike, so the ratio is steadier than either.
"""
import os
import statistics
import subprocess
import sys

if len(sys.argv) < 3:
    sys.exit(__doc__)
old, new = sys.argv[1], sys.argv[2]
rounds = int(sys.argv[3]) if len(sys.argv) > 3 else 3
ms = int(sys.argv[4]) if len(sys.argv) > 4 else 1000
here = os.path.dirname(os.path.abspath(__file__))
listed = subprocess.run([os.path.join(here, "nps_engines.sh"), "--positions", old],
                        capture_output=True, text=True, check=True).stdout
positions = [line for line in listed.splitlines() if line.strip()]


def start(binary):
    p = subprocess.Popen([binary, "usi", "--hash", "64"], stdin=subprocess.PIPE,
                         stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, bufsize=1)
    for line in ["usi", "setoption name USI_OwnBook value false", "setoption name Level value 8",
                 "setoption name Threads value 1", "isready"]:
        p.stdin.write(line + "\n")
    p.stdin.flush()
    for line in p.stdout:
        if line.startswith("readyok"):
            break
    p.stdin.write("usinewgame\n")
    return p


def nps(p, position):
    p.stdin.write("%s\ngo movetime %d\n" % (position, ms))
    p.stdin.flush()
    last = None
    for line in p.stdout:
        words = line.split()
        if words[:1] == ["info"] and "nodes" in words and "time" in words:
            last = words
        if words[:1] == ["bestmove"]:
            break
    if last is None:
        sys.exit("no search line for: " + position[:60])
    return int(last[last.index("nodes") + 1]) * 1000 / max(1, int(last[last.index("time") + 1]))


engines = {old: start(old), new: start(new)}
rates = {old: [], new: []}
ratios = []
for r in range(rounds):
    for i, position in enumerate(positions):
        order = [old, new] if (r + i) % 2 == 0 else [new, old]
        got = {b: nps(engines[b], position) for b in order}
        for b in (old, new):
            rates[b].append(got[b])
        ratios.append(got[new] / got[old])
for p in engines.values():
    p.stdin.write("quit\n")
    p.stdin.flush()
    p.wait()
ratios.sort()
q = len(ratios) // 4
print("%d positions x %d rounds, %d ms a search" % (len(positions), rounds, ms))
print("median nps: old %d, new %d" % (statistics.median(rates[old]), statistics.median(rates[new])))
print("median ratio new/old %.3f (quartiles %.3f to %.3f)" % (statistics.median(ratios), ratios[q], ratios[-q - 1]))
print("# load %s" % open("/proc/loadavg").read().split()[:3])
