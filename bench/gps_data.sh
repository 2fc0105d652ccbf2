#!/bin/sh
# GPSShogi-labelled training data, chunk by chunk (issue 23).
#
#   bench/gps_data.sh DIR CHUNKS [GAMES] [NODES] [EVERY] [SEED]
#
# Each chunk is GAMES self-play games (default 100) of the bot with the
# embedded net at NODES nodes a move (default 1500; the positions matter,
# not their scores, which GPSShogi replaces), of which every EVERY-th
# position (default 3) is labelled by GPSShogi (bench/gps_label.py: depth
# 2, 100 ms, x0.63) and packed into DIR/chunk-N.gps.bin, ready for
# `shogi-tui train --data DIR/chunk-*.gps.bin`. While one chunk is being
# labelled the next is being played, so the two cores are both busy.
#
# What held out the games, not the positions: a game's neighbouring
# positions teach nearly the same thing (labelling the other half of
# 8,633 games' positions moved the held-out loss from 0.02685 to
# 0.02683), so fewer positions from more games are worth more.
#
# LABEL_DEPTH=1 labels at GPSShogi's depth 1 (about 6 ms a position
# against depth 2's 40, with its side-to-move optimism taken off:
# LABEL_OFFSET, default -36 at depth 1, 0 otherwise; see gps_label.py),
# so the self-play, not the labelling, sets the pace.
#
# Resumable: a finished chunk is skipped, an unfinished one made again.
# Seeds are SEED + chunk number (default SEED 1000), so chunks differ and
# a run can be repeated. Nothing here is committed: DIR belongs out of the
# tree (e.g. /work/data/nnue/gen12).
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
dir=${1:?usage: bench/gps_data.sh DIR CHUNKS [GAMES] [NODES] [EVERY] [SEED]}
chunks=${2:?usage: bench/gps_data.sh DIR CHUNKS [GAMES] [NODES] [EVERY] [SEED]}
games=${3:-100}
nodes=${4:-1500}
every=${5:-3}
seed=${6:-1000}
label_depth=${LABEL_DEPTH:-2}
if [ "$label_depth" = 1 ]; then label_offset=${LABEL_OFFSET:--36}; else label_offset=${LABEL_OFFSET:-0}; fi
# The bot's mate solves took three quarters of the self-play's time;
# without them (`datagen --no-mate-solver`, from gen17 on) a chunk is
# played 3.8 times as fast. MATE_SOLVER=1 keeps them, as gen15 and gen16
# were made.
if [ "${MATE_SOLVER:-0}" = 1 ]; then mate=""; else mate="--no-mate-solver"; fi
mkdir -p "$dir"
# BIN=path plays and packs with that build instead of building this tree
# (a run that goes on while the tree changes keeps the build it began with).
if [ -n "${BIN:-}" ]; then
    bin=$BIN
else
    (cd "$here" && cargo build --release --quiet)
    bin="$here/target/release/shogi-tui"
fi

# label N: GPSShogi's scores for chunk N's positions, then packed.
label() {
    c="$dir/chunk-$1"
    python3 "$here/bench/gps_label.py" "$label_depth" 100 0.63 "$label_offset" <"$c.sfens" >"$c.gps" 2>"$c.gpslog"
    rm -f "$c.gps.bin.part"
    "$bin" datagen --import "$c.gps" --out "$c.gps.bin.part" >/dev/null
    mv "$c.gps.bin.part" "$c.gps.bin"
    echo "chunk $1: $(wc -l <"$c.gps") positions labelled"
}

labelling=""
for n in $(seq "$chunks"); do
    c="$dir/chunk-$n"
    [ -f "$c.gps.bin" ] && continue
    rm -f "$c.bin"
    "$bin" datagen --out "$c.bin" --games "$games" --threads 1 --nodes "$nodes" \
        --eval net --seed $((seed + n)) $mate >"$c.log" 2>&1
    "$bin" datagen --sfens "$c.bin" --every "$every" >"$c.sfens"
    [ -n "$labelling" ] && wait "$labelling"
    label "$n" &
    labelling=$!
done
[ -n "$labelling" ] && wait "$labelling"
echo "done: $(cat "$dir"/chunk-*.gps 2>/dev/null | wc -l) labelled positions in $dir"
