#!/usr/bin/env python3
"""Score of a series' first engine by colour, from the series.json of
`shogi-tui match --out DIR` (one or more folders or files), as
bench/colours.sh says it for usi_match.py's output:

    bench/series_colours.py target/gate/series

Prints W-L-D as Black, as White and in all, with the share of points,
then each engine's longest answer over the series and how many games
had an answer past a second (series written since `longest_ms` was
kept: the referee's own timing, before --time-margin counts a late
answer as in time).
"""
import json
import os
import sys


def load(path):
    if os.path.isdir(path):
        path = os.path.join(path, "series.json")
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def main(paths):
    tally = {"black": [0, 0, 0], "white": [0, 0, 0]}
    # engine name -> [longest ms, games with an answer over 1000 ms, games timed]
    longest = {}
    for path in paths:
        series = load(path)
        first = series["settings"]["engines"][0]["name"]
        for g in series["games"]:
            if first == g["black"]:
                colour = "black"
            elif first == g["white"]:
                colour = "white"
            else:
                continue
            for name, ms in zip((g["black"], g["white"]), g.get("longest_ms") or ()):
                seen = longest.setdefault(name, [0, 0, 0])
                seen[0] = max(seen[0], ms)
                seen[1] += ms > 1000
                seen[2] += 1
            winner = g.get("winner")
            index = 2 if winner is None else (0 if winner == first else 1)
            tally[colour][index] += 1

    def line(name, w, l, d):
        n = w + l + d
        text = f"{name:<6} {w}-{l}-{d}"
        if n:
            text += f" ({100 * (w + d / 2) / n:.1f}% of {n})"
        print(text)

    line("black", *tally["black"])
    line("white", *tally["white"])
    line("all", *[a + b for a, b in zip(tally["black"], tally["white"])])
    for name, (ms, over, timed) in sorted(longest.items()):
        print(f"{name}: longest answer {ms} ms; {over} of {timed} games had one over 1000 ms")


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    main(sys.argv[1:])
