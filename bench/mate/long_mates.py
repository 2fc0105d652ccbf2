#!/usr/bin/env python3
"""Long forced mates from real games, proven by cshogi's DfPn.

    long_mates.py [--min 15] [--max 41] [--nodes 1000000] RECORD... > long.sfen

RECORD: match records as usi_match.py --record writes them (a [Result]
tag and a "position startpos moves ..." line a game). For each decided
game, walks back from its last position two plies at a time (the winner
to move each time) while cshogi's DfPn proves a mate within --nodes, and
prints every position whose proven line is --min to --max plies long, as
SFEN with move number 1, followed by a comment with the game, the ply
and the length cshogi found. A position seen before is skipped. Positions
in check are skipped (the solver's question is a mate by checks for the
side to move, which is not in check).
"""
import argparse
import cshogi


def games(path):
    result = None
    with open(path) as f:
        for line in f:
            line = line.strip()
            if line.startswith("[Result "):
                result = line.split('"')[1]
            elif line.startswith("position startpos moves"):
                yield result, line.split()[3:]
                result = None


def proven(sfen, nodes):
    board = cshogi.Board(sfen)
    if board.is_check():
        return None
    dfpn = cshogi.DfPn()
    dfpn.set_max_search_node(nodes)
    if not dfpn.search(board):
        return None
    return len(dfpn.get_pv(board))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--min", type=int, default=15)
    ap.add_argument("--max", type=int, default=41)
    ap.add_argument("--nodes", type=int, default=1_000_000)
    ap.add_argument("records", nargs="+")
    a = ap.parse_args()
    seen = set()
    for path in a.records:
        for number, (result, moves) in enumerate(games(path), 1):
            if result not in ("1-0", "0-1"):
                continue
            winner = cshogi.BLACK if result == "1-0" else cshogi.WHITE
            board = cshogi.Board()
            sfens = [board.sfen()]
            for usi in moves:
                board.push_usi(usi)
                sfens.append(board.sfen())
            # The last position with the winner to move, then back by twos.
            last = len(sfens) - 1
            if cshogi.Board(sfens[last]).turn != winner:
                last -= 1
            misses = 0
            for ply in range(last, -1, -2):
                key = " ".join(sfens[ply].split()[:3])
                if key in seen:
                    continue
                seen.add(key)
                length = proven(sfens[ply], a.nodes)
                if length is None:
                    # A position in check, or not proven: one more try
                    # further back, then the game is done.
                    misses += 1
                    if misses >= 2:
                        break
                    continue
                misses = 0
                if length > a.max:
                    break
                if length >= a.min:
                    print(f"{key} 1")
                    print(f"# {path} game {number} ply {ply}: cshogi {length} plies", flush=True)


main()
