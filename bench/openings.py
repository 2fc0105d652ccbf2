#!/usr/bin/env python3
"""Random openings for a match: one line per colour-swapped pair, each of
2 to 8 plies (the length drawn too) of uniformly random legal moves from
the start position, as `usi_match.py --openings FILE` reads them.

    bench/openings.py PAIRS SEED [MIN_PLIES] [MAX_PLIES] > FILE

Needs cshogi (the match venv has it). An opening that already ends the
game (a mate, which random play can stumble on) is drawn again. The same
PAIRS and SEED always give the same file, so a match can be repeated.
"""
import random
import sys

import cshogi


def opening(rng, lo, hi):
    while True:
        plies = rng.randint(lo, hi)
        board = cshogi.Board()
        moves = []
        for _ in range(plies):
            legal = list(board.legal_moves)
            if not legal:
                break
            mv = rng.choice(legal)
            moves.append(cshogi.move_to_usi(mv))
            board.push(mv)
        if len(moves) == plies and not board.is_game_over():
            return moves


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    pairs, seed = int(sys.argv[1]), int(sys.argv[2])
    lo = int(sys.argv[3]) if len(sys.argv) > 3 else 2
    hi = int(sys.argv[4]) if len(sys.argv) > 4 else 8
    rng = random.Random(seed)
    for _ in range(pairs):
        print("startpos moves " + " ".join(opening(rng, lo, hi)))


if __name__ == "__main__":
    main()
