#!/bin/sh
# Search speed: builds the release binary and lets the Strongest level
# think for SECONDS (default 10) on two middle-game positions, printing the
# last info line of each (nodes, nps, depth).
#
#   bench/nps.sh [SECONDS]
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
secs=${1:-10}
cd "$here"
cargo build --release --quiet
ms=$((secs * 1000))
for sfen in \
    "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1" \
    "ln1g3nl/1r1sk1gb1/p1pppp1pp/1p4p2/9/2P4P1/PP1PPPP1P/1BG2S1R1/LNS1KG1NL b s 1"
do
    echo "# $sfen"
    { printf 'usi\nisready\nposition sfen %s\ngo movetime %s\n' "$sfen" "$ms"; sleep $((secs + 1)); echo quit; } |
        ./target/release/shogi-tui usi --hash 64 | grep '^info depth' | tail -1
done
echo "# load $(cut -d' ' -f1-3 /proc/loadavg), $(nproc) cores"
