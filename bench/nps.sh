#!/bin/sh
# Search speed: builds the release binary and lets the Strongest level
# think for SECONDS (default 5) on two middle-game positions, once with
# the hand-written evaluation and once with the net, ROUNDS times
# (default 3) taking turns, so that both see the same load. Prints each
# run's last info line, then the median nodes per second of each
# evaluation and the net's share of the hand-written one's.
#
#   bench/nps.sh [SECONDS] [ROUNDS]
#
# OLD_BUILD=path/to/shogi-tui adds a third contender, another build (with
# its default evaluation): the issue-23 figure compares the net with the
# build before it, e.g. `git worktree add /tmp/old 851d400~3` and
# `cargo build --release` there.
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
secs=${1:-5}
rounds=${2:-3}
cd "$here"
cargo build --release --quiet
new=./target/release/shogi-tui
ms=$((secs * 1000))
out=$(mktemp)
trap 'rm -f "$out"' EXIT

# run NAME BINARY EVAL SFEN: one search, its last info line kept as "NAME nps".
run() {
    line=$({ printf 'usi\n'
             [ -n "$3" ] && printf 'setoption name Eval value %s\n' "$3"
             printf 'isready\nposition sfen %s\ngo movetime %s\n' "$4" "$ms"
             sleep $((secs + 1)); echo quit; } |
        "$2" usi --hash 64 | grep '^info depth' | tail -1)
    echo "$1: $line"
    # The last line, sent at the stop, may have no nps field: nodes over
    # time is the same figure and every line has both.
    nps=$(echo "$line" | awk '{ for (i = 1; i < NF; i++) { if ($i == "nodes") n = $(i + 1); if ($i == "time") t = $(i + 1) } }
        END { if (t > 0) printf "%d", n * 1000 / t }')
    echo "$1 $nps" >>"$out"
}

for round in $(seq "$rounds"); do
    for sfen in \
        "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1" \
        "ln1g3nl/1r1sk1gb1/p1pppp1pp/1p4p2/9/2P4P1/PP1PPPP1P/1BG2S1R1/LNS1KG1NL b s 1"
    do
        echo "# round $round: $sfen"
        run hand "$new" hand "$sfen"
        run net "$new" net "$sfen"
        if [ -n "${OLD_BUILD:-}" ]; then run old "$OLD_BUILD" "" "$sfen"; fi
    done
done

# The median of one contender's figures (both positions, all rounds).
median() {
    grep "^$1 " "$out" | cut -d' ' -f2 | sort -n |
        awk '{ v[NR] = $1 } END { if (NR == 0) print 0; else if (NR % 2) print v[(NR + 1) / 2]; else print int((v[NR / 2] + v[NR / 2 + 1]) / 2) }'
}
hand=$(median hand)
net=$(median net)
echo "median nps: hand $hand, net $net ($(awk "BEGIN { printf \"%.0f\", 100 * $net / $hand }")% of hand)"
if [ -n "${OLD_BUILD:-}" ]; then
    old=$(median old)
    echo "median nps: old build $old; net $(awk "BEGIN { printf \"%.0f\", 100 * $net / $old }")% of it, hand $(awk "BEGIN { printf \"%.0f\", 100 * $hand / $old }")% of it"
fi
echo "# load $(cut -d' ' -f1-3 /proc/loadavg), $(nproc) cores"
