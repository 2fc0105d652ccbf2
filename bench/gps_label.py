#!/usr/bin/env python3
"""GPSShogi's score as a second teacher's label (issue 23).

    shogi-tui datagen --sfens DATA --every K > lines
    python3 bench/gps_label.py [DEPTH] [MS] [SCALE] [OFFSET] < lines > labelled
    shogi-tui datagen --import labelled --out gps-labelled.bin

For each line of `datagen --sfens` output, asks gpsusi (Debian's
gpsshogi package: Thread=1, LimitDepth=DEPTH, default 2, and at most MS
milliseconds, default 100) for its score of the position, and writes
the line back with GPSShogi's score in our units, round(SCALE * score),
in the score column (the line `datagen --import` reads), the line's
other fields after the result, then our search score (the column
replaced) and GPSShogi's raw score. Progress goes to stderr every 250
positions. bench/judge.sh uses it with SCALE 1. SCALE (default 0.63) is the ratio of the
spread of our search scores to GPSShogi's on balanced positions (their
pawns differ in size); a mate is +-100000 raw, clamped to +-10000 on
import. Only GPSShogi's answers are used: none of its files (weights,
books) is read or copied. At depth 2 its score correlates 0.97 with its
depth-4 score and costs about 40 ms a position on one core.

OFFSET (default 0) is added to GPSShogi's raw score before scaling (not
to a mate). At depth 1 its score costs about 6 ms and correlates 0.973
with depth 2's, but an odd depth is optimistic for the side to move:
on 1,934 positions of self-play (scores within +-3,000) the best fit was
depth2 = 0.987 x depth1 - 35.6, so depth-1 labels take OFFSET -36
(bench/results/2026-11-30-depth1-labels.md).
"""
import os
import sys

from usi_engine import Engine, last_score

depth = sys.argv[1] if len(sys.argv) > 1 else "2"
ms = sys.argv[2] if len(sys.argv) > 2 else "100"
scale = float(sys.argv[3]) if len(sys.argv) > 3 else 0.63
offset = int(sys.argv[4]) if len(sys.argv) > 4 else 0
gps = os.environ.get("GPSUSI", "/usr/games/gpsusi")

engine = Engine([gps], "gpsusi")
engine.send("usi")
engine.until("usiok")
engine.send("setoption name Thread value 1", "setoption name LimitDepth value " + depth, "isready")
engine.until("readyok")
engine.send("usinewgame")

for count, line in enumerate(sys.stdin, 1):
    fields = line.rstrip("\n").split("\t")
    engine.send("position sfen " + fields[0], "go btime 0 wtime 0 byoyomi " + ms)
    found = last_score(engine.until("bestmove"))
    if found is None:
        continue
    kind, value = found
    score = value + offset if kind == "cp" else 100000 * value
    ours = max(-10000, min(10000, round(scale * score)))
    out = [fields[0], str(ours), fields[2]] + fields[3:] + [fields[1], str(score)]
    sys.stdout.write("\t".join(out) + "\n")
    sys.stdout.flush()
    if count % 250 == 0:
        print("  %d positions judged" % count, file=sys.stderr, flush=True)
engine.quit()
