#!/usr/bin/env python3
"""The composed horse-saw mate of the solver's deep-stack test (issue 55).

    horse_saw.py [N ...] [--solve BINARY] [--seconds S]

Prints the position with N of the 16 spare pawns in White's hand (the
counter) and the rest in Black's, where they are dead (default: N = 16,
the test's position, a line of 247 plies). With --solve, runs
`BINARY mate --json` on each and prints the line's length: 23 + 14 N plies
for N >= 2. The reasoning is in the test's doc comment
(crates/shogi-engine/tests/it/mate_solver.rs, HORSE_SAW_247).
"""
import argparse
import json
import subprocess

BOARD = "brrllg1gk/lggss4/nss6/6+B1N/7N1/9/3n4P/2l4p1/9"


def count(n, letter):
    return "" if n == 0 else (letter if n == 1 else f"{n}{letter}")


def sfen(n):
    hand = count(16 - n, "P") + count(n, "p")
    return f"{BOARD} b {hand or '-'} 1"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("n", nargs="*", type=int, default=[16])
    ap.add_argument("--solve", metavar="BINARY")
    ap.add_argument("--seconds", type=int, default=20)
    args = ap.parse_args()
    for n in args.n:
        s = sfen(n)
        if not args.solve:
            print(s)
            continue
        out = subprocess.run(
            [args.solve, "mate", "--sfen", s, "--seconds", str(args.seconds), "--json"],
            capture_output=True, text=True, check=True,
        )
        r = json.loads(out.stdout)
        print(n, s, r.get("plies"), "shortest" if r.get("shortest") else "not proven shortest")


if __name__ == "__main__":
    main()
