#!/bin/sh
# Mate solver against cshogi's DfPn, side by side on one position set.
#
#   bench/mate_vs_cshogi.sh [SFEN_FILE] [NODES]
#
# SFEN_FILE defaults to bench/mate/positions.sfen; NODES (default 2000000)
# is the node limit of both solvers. The venv with cshogi is created once
# under target/mate-venv. Prints, for each solver: positions proven mate,
# proven no mate, undecided; total and median time per position; the range
# of mate lengths; nodes in all and until the answer was known (ours
# without the search for the shortest line, which cshogi does not make);
# then the positions one proves and the other does not.
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
set_file=${1:-$here/bench/mate/positions.sfen}
nodes=${2:-2000000}
cd "$here"
cargo build --release --quiet
venv="$here/target/mate-venv"
if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet cshogi
fi
out="$here/target/mate-bench"
mkdir -p "$out"
echo "# $(date -u +%Y-%m-%dT%H:%MZ) $(uname -srm), $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
echo "# set: $set_file, node limit $nodes"

"$venv/bin/python" - "$set_file" "$nodes" > "$out/cshogi.jsonl" <<'PY'
import json, sys, time
import cshogi
from cshogi import DfPn
path, nodes = sys.argv[1], int(sys.argv[2])
for line in open(path):
    line = line.strip()
    if not line or line.startswith("#"):
        continue
    board = cshogi.Board(line)
    dfpn = DfPn()
    dfpn.set_max_search_node(nodes)
    start = time.perf_counter()
    mate = dfpn.search(board)
    seconds = time.perf_counter() - start
    moves = [cshogi.move_to_usi(m) for m in dfpn.get_pv(board)] if mate else []
    # DfPn answers False both for "no mate" and for "node limit reached".
    if not mate and dfpn.searched_node >= nodes:
        mate = None
    print(json.dumps({"sfen": line, "mate": mate, "moves": moves, "plies": len(moves),
                      "nodes": dfpn.searched_node, "seconds": seconds}))
PY

"$here/target/release/shogi-tui" mate --file "$set_file" --nodes "$nodes" --json > "$out/shogi-tui.jsonl"

"$venv/bin/python" - "$out/cshogi.jsonl" "$out/shogi-tui.jsonl" <<'PY'
import json, statistics, sys
runs = {}
for name, path in (("cshogi DfPn", sys.argv[1]), ("shogi-tui mate", sys.argv[2])):
    runs[name] = [json.loads(l) for l in open(path)]
for name, rows in runs.items():
    mates = [r for r in rows if r["mate"] is True]
    lengths = [r["plies"] for r in mates]
    times = [r["seconds"] for r in rows]
    short = [r["seconds"] for r in mates if r["plies"] <= 7]
    print(f"{name:15} {len(rows)} positions: {len(mates)} mate, "
          f"{sum(r['mate'] is False for r in rows)} no mate, "
          f"{sum(r['mate'] is None for r in rows)} undecided; "
          f"total {sum(times):.2f} s, median {statistics.median(times)*1000:.2f} ms; "
          f"mates of {min(lengths, default=0)}-{max(lengths, default=0)} plies; "
          f"mates in 1-7: median {statistics.median(short)*1000 if short else 0:.2f} ms, "
          f"{sum(t < 0.010 for t in short)}/{len(short)} under 10 ms")
    # cshogi counts the proof alone; our proof_* leave out the line's search
    # for the shortest mate and longest defence.
    proof_nodes = sum(r.get("proof_nodes", r["nodes"]) for r in rows)
    proof_secs = sum(r.get("proof_seconds", r["seconds"]) for r in rows)
    print(f"{'':15} nodes {sum(r['nodes'] for r in rows):,} in all, "
          f"{proof_nodes:,} to the answer ({proof_secs:.2f} s)")
a, b = runs["cshogi DfPn"], runs["shogi-tui mate"]
for x, y in zip(a, b):
    if x["mate"] != y["mate"]:
        print(f"differ: {x['sfen']}: cshogi {x['mate']} ({x['nodes']} nodes), "
              f"shogi-tui {y['mate']} ({y['nodes']} nodes)")
PY
