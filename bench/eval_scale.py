#!/usr/bin/env python3
"""How a match's evaluations foretold its results: the logistic scale.

    python3 bench/eval_scale.py SERIES_DIR [--from-ply N]

Reads a `shogi-tui match` folder (series.json and its KIF records, whose
comments hold each engine's evaluation after its own move, from Black's
side) and fits, for each engine, P(the mover wins) = 1 / (1 + exp(-(cp +
b) / s)) by maximum likelihood over a grid: `s` is the centipawns that
make a 73% chance (the analysis's marks assume 600, marks.rs
CURVE_SCALE), `b` what the mover's strength adds. Drawn games, mates and
plies before --from-ply (the opening's random plies and book) are left
out.

The fit mixes an engine's scale with the match: against a weaker
opponent an even score already wins more often than half. So compare
engines within one match, or one engine across nets on the same
openings; the offset carries the strength, the scale the units.
"""

import argparse
import glob
import json
import math
import os
import re

ap = argparse.ArgumentParser()
ap.add_argument("series")
ap.add_argument("--from-ply", type=int, default=20)
args = ap.parse_args()

with open(os.path.join(args.series, "series.json"), encoding="utf-8") as f:
    games = {g["record"]: g for g in json.load(f)["games"] if g.get("record")}

points = {}
for path in sorted(glob.glob(os.path.join(args.series, "*.kif"))):
    game = games.get(os.path.basename(path))
    if not game or game["winner"] is None:
        continue
    with open(path, encoding="cp932", errors="replace") as f:
        lines = f.read().split("\n")
    black, white = game["black"], game["white"]
    ply = None
    for line in lines:
        m = re.match(r"\s*(\d+) ", line)
        if m:
            ply = int(m.group(1))
            continue
        m = re.search(r"評価値 (-?\d+)", line)
        if not m or ply is None or ply < args.from_ply:
            continue
        cp = int(m.group(1))
        if abs(cp) >= 30000:  # a mate, in either engine's way of saying it
            continue
        mover = black if ply % 2 == 1 else white
        points.setdefault(mover, []).append((cp if mover == black else -cp, game["winner"] == mover))


def log_likelihood(pts, s, b):
    total = 0.0
    for cp, won in pts:
        x = max(min((cp + b) / s, 50.0), -50.0)
        p = min(max(1.0 / (1.0 + math.exp(-x)), 1e-12), 1 - 1e-12)
        total += math.log(p if won else 1.0 - p)
    return total


for name, pts in sorted(points.items()):
    best = max(
        ((log_likelihood(pts, s, b), s, b) for s in range(200, 1501, 20) for b in range(-600, 601, 20)),
        key=lambda t: t[0],
    )
    print(f"{name}: {len(pts)} evaluations, scale {best[1]} cp, offset {best[2]:+d} cp")
