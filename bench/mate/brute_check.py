"""Checks the tsume collection's lengths against an independent search.

    target/match-venv/bin/python bench/mate/brute_check.py [N] [SEED]

Takes N puzzles (default 40) of 3 to 9 plies from assets/tsume.txt at
random (SEED, default 7) and asks a plain exhaustive mate search written on
cshogi's move generator (not ours) whether the attacker mates within L-2
plies (it must not) and within L (it must, unless the defender can add
futile interpositions: tsume do not count those, every ply counts here, so
such a puzzle needs L+2 or more). cshogi's own depth-limited DfPn is no
judge: with set_max_depth(L-2) it claimed shorter mates in 10 of the 619
puzzles of 3+ plies (printing PVs longer than its depth); this search
refutes the two of 9 plies (the 13- and 15-ply ones are too deep for it).
"""
import random
import sys
from pathlib import Path

import cshogi


def mates_within(board, d, memo, attacker_to_move=True):
    """Whether the attacker mates within d plies (every ply counted)."""
    key = (board.zobrist_hash(), d, attacker_to_move)
    if key in memo:
        return memo[key]
    if attacker_to_move:
        result = False
        if d > 0:
            for m in list(board.legal_moves):
                board.push(m)
                ok = board.is_check() and mates_within(board, d - 1, memo, False)
                board.pop()
                if ok:
                    result = True
                    break
    else:
        moves = list(board.legal_moves)
        if not moves:
            result = True
        elif d < 2:
            result = False
        else:
            result = True
            for m in moves:
                board.push(m)
                ok = mates_within(board, d - 1, memo, True)
                board.pop()
                if not ok:
                    result = False
                    break
    memo[key] = result
    return result


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 40
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 7
    root = Path(__file__).resolve().parents[2]
    rows = []
    for line in open(root / "assets" / "tsume.txt", encoding="utf-8"):
        if line.startswith("#") or not line.strip():
            continue
        sfen, plies = [f.strip() for f in line.split("|")[:2]]
        if 3 <= int(plies) <= 9:
            rows.append((sfen, int(plies)))
    random.seed(seed)
    exact = interposed = wrong = 0
    for sfen, plies in random.sample(rows, min(n, len(rows))):
        board = cshogi.Board(sfen)
        memo = {}
        if mates_within(board, plies - 2, memo):
            wrong += 1
            print(f"SHORTER than {plies}: {sfen}")
        elif mates_within(board, plies, memo):
            exact += 1
        else:
            interposed += 1
            print(f"needs more than {plies} plies counting interpositions: {sfen}")
    print(f"{exact} exact, {interposed} longer only by futile interpositions, {wrong} too long")
    sys.exit(1 if wrong else 0)


if __name__ == "__main__":
    main()
