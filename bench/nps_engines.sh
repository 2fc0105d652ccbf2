#!/bin/sh
# Nodes a second, ours against the other engines on the same positions:
# the middle games of real professional records (tests/data/real-games,
# whose SOURCE.md names them), cut at plies 30, 50 and 70. Each engine on
# one thread for SECONDS (default 1) a position, the engines taking turns
# on each position so that they see the same load. Prints each search's
# last info line's nodes, depth and nps, then the medians and ratios.
#
#   bench/nps_engines.sh [SECONDS] [BINARY]
#
# `bench/nps_engines.sh --positions [BINARY]` only prints the twelve
# positions (as `position` commands), for bench/nps_builds.py.
#
# BINARY defaults to target/release/shogi-tui (build it first). GPSShogi
# (`gpsusi`) and Fairy-Stockfish (`fairy-stockfish`) come from Debian's
# packages; a missing one is left out.
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
only_positions=""
if [ "${1:-}" = --positions ]; then
    only_positions=1
    shift
    set -- 1 "$@"
fi
secs=${1:-1}
us=${2:-$here/target/release/shogi-tui}
ms=$((secs * 1000))
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
records="$here/tests/data/real-games/kifu-for-js"
: >"$work/positions"
for rec in oui201407080101.kif kiou201403160101.kif meijinsen_20180508_M7_10034.kif ouza201410070101.kif; do
    "$us" convert --force "$records/$rec" "$work/game.usi" >/dev/null 2>&1
    moves=$(sed -n 's/^position startpos moves //p' "$work/game.usi")
    for ply in 30 50 70; do
        echo "$moves" | awk -v n="$ply" '{ s = "position startpos moves"; for (i = 1; i <= n && i <= NF; i++) s = s " " $i; print s }' >>"$work/positions"
    done
done
if [ -n "$only_positions" ]; then
    cat "$work/positions"
    exit 0
fi

# search NAME COMMAND SETUP POSITION: one search; prints "NAME nodes depth nps".
search() {
    line=$({ printf 'usi\n%bisready\nusinewgame\n%s\ngo byoyomi %s\n' "$3" "$4" "$ms"
             sleep $((secs + 2)); echo quit; } | $2 2>/dev/null | grep '^info .*nodes' | tail -1)
    echo "$line" | awk -v name="$1" '{ for (i = 1; i < NF; i++) { if ($i == "nodes") n = $(i + 1); if ($i == "time") t = $(i + 1); if ($i == "depth") d = $(i + 1) } }
        END { if (t > 0) printf "%s %d %s %d\n", name, n, d, n * 1000 / t }'
}

while IFS= read -r pos; do
    echo "# $pos" | cut -c1-100
    search ours "$us usi --hash 64" 'setoption name Level value 8\nsetoption name Threads value 1\nsetoption name USI_OwnBook value false\n' "$pos" | tee -a "$work/all"
    if command -v /usr/games/gpsusi >/dev/null; then
        search gps /usr/games/gpsusi 'setoption name Thread value 1\nsetoption name LimitDepth value 10\nsetoption name BookDepth value 0\n' "$pos" | tee -a "$work/all"
    fi
    if command -v /usr/games/fairy-stockfish >/dev/null; then
        search fsf /usr/games/fairy-stockfish 'setoption name Threads value 1\n' "$pos" | tee -a "$work/all"
    fi
done <"$work/positions"

median() {
    grep "^$1 " "$work/all" | cut -d' ' -f"$2" | sort -n |
        awk '{ v[NR] = $1 } END { if (NR == 0) print 0; else if (NR % 2) print v[(NR + 1) / 2]; else print int((v[NR / 2] + v[NR / 2 + 1]) / 2) }'
}
for e in ours gps fsf; do
    [ "$(median $e 4)" = 0 ] && continue
    echo "median: $e nps $(median $e 4), depth $(median $e 3)"
done
echo "# load $(cut -d' ' -f1-3 /proc/loadavg), $(nproc) cores, $secs s a position"
