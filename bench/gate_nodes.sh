#!/bin/sh
# A change to the bot gated against the build before it (issue 79): two
# builds of `shogi-tui` play each other at a fixed number of nodes a move
# (the machine's load then does not enter the result), with colours
# swapped on each opening of random plies, until the SPRT decides or the
# games run out. A stopped run goes on with the same command.
#
#   bench/gate_nodes.sh NEW OLD OUTDIR [NODES] [GAMES] [SEED]
#
# NEW and OLD are paths to the two binaries (copy a build aside before
# changing the code). NODES defaults to 25000, GAMES to 600, SEED to 7.
# Both play Level 8 with the built-in book; two games at a time, as a
# 2-core machine has room for. The SPRT tests 0 against +20 Elo at 5%.
#
# OPENINGS=FILE plays from those openings instead of 8 random plies.
# NEW_OPTION=KEY=VALUE and OLD_OPTION=KEY=VALUE give one
# side a USI option (EvalFile=FILE gates a net with one build for both).
# NEW_TUNE="Name=V Name=V ..." starts NEW as `usi --tune` and sets those
# search numbers (`Tune_Name`): the last line of bench/spsa.py.
#
# Output: OUTDIR (KIF records and series.json) and OUTDIR.log (a line a
# game, then the result and the SPRT's verdict).
set -eu
new=${1:?usage: bench/gate_nodes.sh NEW OLD OUTDIR [NODES] [GAMES] [SEED]}
old=${2:?usage: bench/gate_nodes.sh NEW OLD OUTDIR [NODES] [GAMES] [SEED]}
out=${3:?usage: bench/gate_nodes.sh NEW OLD OUTDIR [NODES] [GAMES] [SEED]}
nodes=${4:-25000}
games=${5:-600}
seed=${6:-7}
if [ -f "$out/series.json" ]; then into="--resume $out"; else into="--out $out"; fi
if [ -n "${OPENINGS:-}" ]; then
    openings="--openings $OPENINGS --random-plies 0"
else
    openings="--random-plies 8"
fi
extra=""
[ -n "${NEW_OPTION:-}" ] && extra="$extra --option new:$NEW_OPTION"
[ -n "${OLD_OPTION:-}" ] && extra="$extra --option old:$OLD_OPTION"
new_usi="usi"
if [ -n "${NEW_TUNE:-}" ]; then
    new_usi="usi --tune"
    for nv in $NEW_TUNE; do extra="$extra --option new:Tune_$nv"; done
fi
log="$out.log"
echo "# $(date -u +%Y-%m-%dT%H:%MZ) $new v $old, $nodes nodes, $games games, seed $seed, $openings$extra, load $(cut -d' ' -f1-3 /proc/loadavg)" >>"$log"
# shellcheck disable=SC2086 # $into, $openings and $extra are several words
"$new" match --engine "new=usi:$new $new_usi" --engine "old=usi:$old usi" \
    --option new:Level=8 --option old:Level=8 $extra --nodes "$nodes" --games "$games" \
    $openings --seed "$seed" --concurrency 2 --quiet --sprt 0,20 \
    --max-plies 320 $into >>"$log" 2>&1
echo "# $(date -u +%Y-%m-%dT%H:%MZ) done" >>"$log"
tail -n 3 "$log"
