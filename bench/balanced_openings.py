#!/usr/bin/env python3
"""Balanced openings for a gate: of the openings read (one USI position a
line, as bench/openings.py writes them), those an engine scores within
MAXCP of even after NODES nodes.

    bench/openings.py 2000 SEED 8 8 | bench/balanced_openings.py BIN [NODES] [MAXCP] > FILE
    shogi-tui match ... --openings FILE --random-plies 0

BIN is a shogi-tui build (Level 8, its book off); NODES defaults to
200000, MAXCP to 150. Why: in 8 random plies many openings already give
one side the game, so both games of a colour-swapped pair go to the side
the opening favours, and the pair says nothing about the engines (about
half the pairs of the issue-79 gates split one game each). A gate from
balanced openings needs fewer games for the same certainty. Progress
goes to stderr; the same input and engine give the same file.
"""
import sys

from usi_engine import Engine, last_score

if len(sys.argv) < 2:
    sys.exit(__doc__)
binary = sys.argv[1]
nodes = int(sys.argv[2]) if len(sys.argv) > 2 else 200000
max_cp = int(sys.argv[3]) if len(sys.argv) > 3 else 150

engine = Engine([binary, "usi"], binary)
engine.send("usi")
engine.until("usiok")
engine.send("setoption name USI_OwnBook value false", "setoption name Level value 8", "isready")
engine.until("readyok")
seen = kept = 0
for line in sys.stdin:
    opening = line.strip()
    if not opening:
        continue
    seen += 1
    engine.send("usinewgame", "position " + opening, "go nodes %d" % nodes)
    # A mate score is never balanced.
    found = last_score(engine.until("bestmove"))
    score = found[1] if found and found[0] == "cp" else None
    if score is not None and abs(score) <= max_cp:
        print(opening, flush=True)
        kept += 1
    if seen % 100 == 0:
        print("%d read, %d kept" % (seen, kept), file=sys.stderr)
engine.quit()
print("%d read, %d kept (|score| <= %d at %d nodes)" % (seen, kept, max_cp, nodes), file=sys.stderr)
