#!/usr/bin/env python3
"""A weights file with king boxes of R steps widened to boxes of R+1 (issue 79).

    bench/widen_boxes.py OLD.bin NEW.bin [OLD_RADIUS]

Reads a shogi-tui NNUE weights file (the layout of
crates/shogi-engine/src/nnue/weights.rs) whose inputs end with the two
kings' boxes of OLD_RADIUS steps (default 2: 5 x 5 cells), and writes
the same net for boxes one step wider: every board and hand input's row
stays where it was, each box cell's rows move to that cell's place in
the larger box, and the new cells' rows are zero. The widened net scores
every position exactly as the old one did (the new inputs add nothing
until training moves them), which a search to a fixed depth shows by
its node count. The architecture line's input count and the body's
FNV-1a hash are rewritten; the rest of the net is copied byte for byte.

It was used to make kb3a from kr9f (5 x 5 to 7 x 7) and kb4e from kb3a
(7 x 7 to 9 x 9, OLD_RADIUS 3; assets/nnue.card.md).
"""
import struct
import sys

MAGIC = b"STNNUE\0\x01"
HIDDEN = 64
KINDS = 14
BOX_START = 2 * KINDS * 81 + 2 * 38  # board inputs, then both hands' slots


def fnv1a(data):
    h = 0xCBF29CE484222325
    for b in data:
        h = ((h ^ b) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return h


def inputs(radius):
    return BOX_START + 2 * (2 * radius + 1) ** 2 * 2 * KINDS


def widen(data, old_r):
    new_r = old_r + 1
    if data[:8] != MAGIC:
        sys.exit("not a shogi-tui weights file")
    (arch_len,) = struct.unpack_from("<I", data, 8)
    arch = data[12 : 12 + arch_len].decode()
    _, body_len = struct.unpack_from("<QQ", data, 12 + arch_len)
    body = data[12 + arch_len + 16 :]
    old_n, new_n = inputs(old_r), inputs(new_r)
    if len(body) != body_len or f" {old_n} -> " not in arch:
        sys.exit(f"not a net with {old_n} inputs: {arch}")
    row = 2 * HIDDEN
    bias, ft, rest = body[:row], body[row : row + row * old_n], body[row + row * old_n :]
    rows = [bytes(row)] * new_n
    old_w, new_w = 2 * old_r + 1, 2 * new_r + 1
    per_cell = 2 * KINDS
    for i in range(old_n):
        at = i
        if i >= BOX_START:
            cells, within = divmod(i - BOX_START, per_cell)
            which, cell = divmod(cells, old_w * old_w)
            df, dr = divmod(cell, old_w)
            moved = (df + 1) * new_w + dr + 1
            at = BOX_START + (which * new_w * new_w + moved) * per_cell + within
        rows[at] = ft[row * i : row * (i + 1)]
    new_body = bias + b"".join(rows) + rest
    new_arch = arch.replace(f" {old_n} -> ", f" {new_n} -> ").encode()
    header = MAGIC + struct.pack("<I", len(new_arch)) + new_arch
    return header + struct.pack("<QQ", fnv1a(new_body), len(new_body)) + new_body


if __name__ == "__main__":
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    old_r = int(sys.argv[3]) if len(sys.argv) > 3 else 2
    out = widen(open(sys.argv[1], "rb").read(), old_r)
    with open(sys.argv[2] + ".part", "wb") as f:
        f.write(out)
    import os

    os.replace(sys.argv[2] + ".part", sys.argv[2])
