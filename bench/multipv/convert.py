#!/usr/bin/env python3
"""Splits a record written by usi_match.py --record into one .usi file per
game (the `position startpos moves ...` line the kifu reader loads), with the
game's header kept as `#` comments.

    python3 convert.py games.txt OUT_DIR
"""
import os
import sys


def games(text):
    """Yields (headers, position line, result) for every game in the record."""
    headers, position = [], None
    for line in text.splitlines():
        line = line.strip()
        if line.startswith("["):
            headers.append(line)
        elif line.startswith("position "):
            position = line
        elif line and position is not None:
            yield headers, position, line
            headers, position = [], None


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: convert.py RECORD OUT_DIR")
    with open(sys.argv[1], encoding="utf-8") as f:
        text = f.read()
    os.makedirs(sys.argv[2], exist_ok=True)
    for n, (headers, position, result) in enumerate(games(text), 1):
        path = os.path.join(sys.argv[2], f"game{n:02}.usi")
        tmp = path + ".tmp"
        with open(tmp, "w", encoding="utf-8") as out:
            for h in headers:
                out.write(f"# {h}\n")
            out.write(f"# result {result}\n{position}\n")
        os.replace(tmp, path)
        print(path)


if __name__ == "__main__":
    main()
