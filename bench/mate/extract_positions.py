#!/usr/bin/env python3
"""Positions a few plies before the mate, from match records.

Reads records written by usi_match.py --record (a "position startpos moves
..." line per game and a [Termination] tag), keeps the games that ended in
checkmate, and prints the position 1, 3, 5, ... plies (up to --max-plies)
before the mating move, with the winner to move, as SFEN with move number 1.
Duplicates are dropped. Needs cshogi (only for replaying the moves).

    extract_positions.py RECORD... [--max-plies 13]
"""
import argparse
import cshogi


def games(path):
    termination = None
    with open(path) as f:
        for line in f:
            line = line.strip()
            if line.startswith("[Termination"):
                termination = line.split('"')[1]
            elif line.startswith("position startpos moves"):
                yield termination, line.split()[3:]
                termination = None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("records", nargs="+")
    ap.add_argument("--max-plies", type=int, default=13)
    args = ap.parse_args()
    seen = set()
    for path in args.records:
        for termination, moves in games(path):
            if termination != "checkmate":
                continue
            for before in range(1, args.max_plies + 1, 2):
                cut = len(moves) - before
                if cut < 0:
                    break
                board = cshogi.Board()
                for m in moves[:cut]:
                    board.push_usi(m)
                # Move number 1: the same position from any game.
                fields = board.sfen().split()
                sfen = " ".join(fields[:3] + ["1"])
                if sfen not in seen:
                    seen.add(sfen)
                    print(sfen)


if __name__ == "__main__":
    main()
