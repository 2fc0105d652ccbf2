#!/usr/bin/env python3
"""Mate positions from outside game records (issue 55), for floodgate.sfen.

    extract_mates.py INDEX [--nodes N] [--plies P] [--per-game K]
                     [--exclude FILE ...] [--jobs J] > positions.sfen

INDEX is a tab-separated list, one game record a line:
    LOCAL_FILE <TAB> REPOSITORY <TAB> PATH_IN_REPOSITORY <TAB> COMMIT [<TAB> last-mover-wins]
The record is read as CSA (.csa), KIF (.kif/.kifu) or KI2 (.ki2) by
cshogi; only games with a winner are used (resignation, mate, a win by
declaration, time or illegal move of the loser). For every position of the
last P plies (default 41) where the eventual winner is to move, cshogi's
DfPn (N nodes, default 2,000,000) is asked whether the side to move mates.
Of the proven mates at most K a game (default 8) are kept, spread over the
mate lengths (the shortest, the longest, then the lengths farthest from
those already taken). The last proven "no mate" position of the winner
(not in check: DfPn gives no verdict there) that comes two plies before a
proven mate is kept too, as the honest
no-mate case, with a comment saying so. Positions already in an --exclude
file (or kept from an earlier game) are dropped; positions are compared by
board, side to move and hands (the move number is written as 1).
Prints the source list (one comment line a game), then the positions with
one comment line each.
"""
import argparse
import codecs
import os
import sys
from concurrent.futures import ProcessPoolExecutor

import cshogi
import cshogi.KI2
import cshogi.KIF


def read_text(path):
    raw = open(path, "rb").read()
    for enc in ("utf-8", "cp932"):
        try:
            return raw.decode(enc)
        except UnicodeDecodeError:
            pass
    return raw.decode("cp932", errors="replace")


def parse(path):
    """(start sfen, moves, winner colour or None, ending) of one record."""
    text = read_text(path).lstrip("\ufeff")
    ext = os.path.splitext(path)[1].lower()
    if ext == ".csa":
        parser = cshogi.Parser()
        parser.parse_csa_str(text)
        win = parser.win
        return parser.sfen, list(parser.moves), win, parser.endgame
    module = cshogi.KI2 if ext == ".ki2" else cshogi.KIF
    parser = module.Parser.parse_str(text)
    return parser.sfen, list(parser.moves), parser.win, parser.endgame


def winner_colour(win):
    if win == cshogi.BLACK_WIN:
        return cshogi.BLACK
    if win == cshogi.WHITE_WIN:
        return cshogi.WHITE
    return None


def key(sfen):
    return " ".join(sfen.split()[:3])


def normal(sfen):
    return key(sfen) + " 1"


def look(args):
    """Every winner-to-move position of the game's last plies, with DfPn's answer."""
    index, path, nodes, plies, last_mover_wins = args
    try:
        start, moves, win, ending = parse(path)
    except Exception as error:  # a record cshogi cannot read is reported, not fatal
        return index, None, f"unreadable: {error}", []
    colour = winner_colour(win)
    if colour is None and not ending and moves and last_mover_wins:
        # Old professional records (2chkifu style) stop at the resignation
        # with no result line: the side that made the last move won.
        colour = cshogi.BLACK if len(moves) % 2 == 1 else cshogi.WHITE
        if cshogi.Board(start).turn == cshogi.WHITE:
            colour = 1 - colour
        ending = "no result line: the last mover taken as the winner"
    if colour is None:
        return index, None, f"no winner ({ending})", []
    board = cshogi.Board(start)
    sfens = [board.sfen()]
    for move in moves:
        if not board.is_legal(move):
            return index, None, f"illegal move at ply {len(sfens)}", []
        board.push(move)
        sfens.append(board.sfen())
    total = len(moves)
    looked = []
    for ply in range(max(0, total - plies), total + 1):
        board = cshogi.Board(sfens[ply])
        # DfPn answers "no" at once for a side in check: no verdict there.
        if board.turn != colour or board.is_game_over() or board.is_check():
            continue
        dfpn = cshogi.DfPn()
        dfpn.set_max_search_node(nodes)
        mate = dfpn.search(board)
        if mate:
            length = len(dfpn.get_pv(board))
            looked.append((ply, sfens[ply], "mate", length))
        elif dfpn.searched_node < nodes:
            looked.append((ply, sfens[ply], "nomate", 0))
        else:
            looked.append((ply, sfens[ply], "unknown", 0))
    side = "black" if colour == cshogi.BLACK else "white"
    return index, (total, side, ending), "ok", looked


def choose(mates, per_game):
    """At most per_game mates, spread over the lengths."""
    by_length = {}
    for entry in sorted(mates, key=lambda e: e[0]):
        by_length.setdefault(entry[3], entry)  # earliest ply of each length
    lengths = sorted(by_length)
    chosen = []
    if lengths:
        chosen.append(lengths[-1])
        if lengths[0] != lengths[-1]:
            chosen.append(lengths[0])
    while len(chosen) < min(per_game, len(lengths)):
        rest = [l for l in lengths if l not in chosen]
        chosen.append(max(rest, key=lambda l: min(abs(l - c) for c in chosen)))
    picked = [by_length[l] for l in chosen]
    # Same length at other plies only if lengths ran out.
    extra = [e for e in sorted(mates, key=lambda e: -e[3]) if e not in picked]
    picked += extra[: max(0, per_game - len(picked))]
    return sorted(picked, key=lambda e: e[0])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("index")
    ap.add_argument("--nodes", type=int, default=2_000_000)
    ap.add_argument("--plies", type=int, default=41)
    ap.add_argument("--per-game", type=int, default=8)
    ap.add_argument("--exclude", nargs="*", default=[])
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    opt = ap.parse_args()

    rows = [line.rstrip("\n").split("\t") for line in open(opt.index) if line.strip() and not line.startswith("#")]
    seen = set()
    for path in opt.exclude:
        for line in open(path):
            line = line.strip()
            if line and not line.startswith("#"):
                seen.add(key(line))

    base = os.path.dirname(os.path.abspath(opt.index))
    # A fifth column "last-mover-wins" marks a record without a result line.
    jobs = [(i, os.path.join(base, row[0]), opt.nodes, opt.plies, row[4:5] == ["last-mover-wins"])
            for i, row in enumerate(rows)]
    with ProcessPoolExecutor(opt.jobs) as pool:
        results = sorted(pool.map(look, jobs), key=lambda r: r[0])

    out, sources = [], []
    number = 0
    counts = {"mate": 0, "nomate": 0}
    for (i, info, status, looked), row in zip(results, rows):
        _, repo, path, commit = row[:4]
        if info is None:
            print(f"skipped {repo} {path}: {status}", file=sys.stderr)
            continue
        total, side, ending = info
        mates = [e for e in looked if e[2] == "mate" and key(e[1]) not in seen]
        picked = choose(mates, opt.per_game)
        # The honest no-mate: the winner's last proven no-mate two plies before a mate.
        mate_plies = {e[0] for e in looked if e[2] == "mate"}
        nomates = [e for e in looked if e[2] == "nomate" and e[0] + 2 in mate_plies and key(e[1]) not in seen]
        if nomates:
            picked.append(nomates[-1])
        if not picked:
            print(f"no positions from {repo} {path} ({total} plies, {side} won)", file=sys.stderr)
            continue
        number += 1
        sources.append(f"#   game {number}: {repo} {path} @ {commit[:12]} ({total} plies, {side} won, {ending})")
        for ply, sfen, kind, length in sorted(picked, key=lambda e: e[0]):
            if key(sfen) in seen:
                continue
            seen.add(key(sfen))
            out.append(normal(sfen))
            if kind == "mate":
                out.append(f"# game {number} ply {ply}: cshogi mate in {length} plies")
            else:
                out.append(f"# game {number} ply {ply}: NO MATE (cshogi DfPn proved none; a mate follows two plies later)")
            counts[kind] += 1
    print("# Sources (game number: repository, path, commit; plies, winner, ending):")
    print("\n".join(sources))
    print("\n".join(out))
    print(f"{counts['mate']} mates, {counts['nomate']} no-mates from {number} games", file=sys.stderr)


if __name__ == "__main__":
    main()
