"""Writes bench/mate/verdicts.txt: cshogi's DfPn verdict on each position
of bench/mate/positions.sfen at 2M nodes, the independent answer that
tests/it/mate_solver.rs holds our solver to.

    python3 -m venv target/readers/venv
    target/readers/venv/bin/pip install cshogi==1.1.0
    target/readers/venv/bin/python bench/mate/cshogi_verdicts.py

DfPn answers False both for "no mate" and for "node limit reached": a
False at the limit is written as undecided (as bench/mate_vs_cshogi.sh
counts it).
"""
from importlib.metadata import version
from pathlib import Path

import cshogi
from cshogi import DfPn

NODES = 2_000_000


def main():
    here = Path(__file__).resolve().parent
    rows = [
        "# cshogi DfPn on bench/mate/positions.sfen, 2M nodes a position:",
        f"# mate | nomate | undecided, then the SFEN. cshogi {version('cshogi')}",
        "# (made by bench/mate/cshogi_verdicts.py).",
    ]
    for line in (here / "positions.sfen").read_text().splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        board = cshogi.Board(line)
        dfpn = DfPn()
        dfpn.set_max_search_node(NODES)
        if dfpn.search(board):
            verdict = "mate"
        elif dfpn.searched_node >= NODES:
            verdict = "undecided"
        else:
            verdict = "nomate"
        rows.append(f"{verdict} {line}")
    (here / "verdicts.txt").write_text("\n".join(rows) + "\n")


if __name__ == "__main__":
    main()
