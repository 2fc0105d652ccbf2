"""Turns the records of ../shared/tools/usi_match.py (--record FILE: a
header of [Key "value"] lines, then `position startpos moves ...`, then
the result) into one CSA file per game, which `shogi-tui book build`
reads. Only the moves and who won matter to a book, so the end is
written as the CSA word that gives the same winner.

    python match_to_csa.py OUT_DIR RECORD.txt...

Needs cshogi (for the CSA spelling of each move)."""

import os
import re
import sys

import cshogi


def games(path):
    """Yields (headers, moves) for each game of a record file."""
    headers, moves = {}, None
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.strip()
            m = re.match(r'\[(\w+) "(.*)"\]$', line)
            if m:
                if moves is not None:
                    yield headers, moves
                    headers, moves = {}, None
                headers[m.group(1)] = m.group(2)
            elif line.startswith("position startpos"):
                words = line.split()
                moves = words[3:] if len(words) > 2 and words[2] == "moves" else []
    if moves is not None:
        yield headers, moves


def end_word(result, reason, to_move):
    """The CSA end line giving this game's winner (to_move: 0 Black, 1 White)."""
    if result == "1/2-1/2":
        return "%SENNICHITE" if "sennichite" in reason else "%MAX_MOVES"
    loser = 1 if result == "1-0" else 0
    if reason == "resign" and loser == to_move:
        return "%TORYO"
    if reason.startswith("win") and loser != to_move:
        return "%KACHI"
    return "%+ILLEGAL_ACTION" if loser == 0 else "%-ILLEGAL_ACTION"


def main():
    out, paths = sys.argv[1], sys.argv[2:]
    os.makedirs(out, exist_ok=True)
    n = 0
    for path in paths:
        stem = os.path.splitext(os.path.basename(path))[0]
        for headers, moves in games(path):
            board = cshogi.Board()
            lines = ["V2.2", "N+" + headers.get("Black", "").split(" / ")[0], "N-" + headers.get("White", "").split(" / ")[0], "PI", "+"]
            for usi in moves:
                move = board.move_from_usi(usi)
                if not board.is_legal(move):
                    break
                sign = "+" if board.turn == cshogi.BLACK else "-"
                lines.append(sign + cshogi.move_to_csa(move))
                board.push(move)
            result = headers.get("Result", "*")
            if result != "*":
                lines.append(end_word(result, headers.get("Termination", ""), board.turn))
            n += 1
            name = os.path.join(out, f"{stem}-{headers.get('Game', n)}.csa")
            with open(name, "w", encoding="utf-8") as f:
                f.write("\n".join(lines) + "\n")
    print(f"{n} games written to {out}", file=sys.stderr)


if __name__ == "__main__":
    main()
