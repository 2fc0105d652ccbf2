#!/bin/sh
# The strength gate against GPSShogi (issue 51): 200 games, colours
# alternating, openings of 2-8 random plies, in ten chunks of 20 games
# that can be run one at a time (a session or a machine may stop; a
# finished chunk is kept and skipped).
#
#   bench/gate_gps.sh OUTDIR [FIRST_CHUNK] [LAST_CHUNK] [SEED]
#
# The openings come from bench/openings.py 100 SEED (default SEED 51):
# chunk N (0-9) plays pairs 10N to 10N+9, each opening once with either
# colour. Both sides get `go btime 0 wtime 0 byoyomi 1000` (1 s a move);
# GPSShogi is gpsusi Thread=1 LimitDepth=4, which overruns a 1 s byoyomi
# by up to 0.4 s, hence --grace-ms 3000 (MATCH.md); our bot plays Level 8
# with its built-in book (random openings rarely stay in it). Two games
# run at a time, so nothing else should use the machine: a time budget
# loaded by other work weakens our side only.
#
# THREADS=N (default 1) sets our bot's `Threads`, and JOBS=N (default 2)
# how many games run at once. With THREADS=2 play JOBS=1 on a 2-core
# machine: the bot then has both cores on its turn, as the game's
# Strongest level has (it searches on every core), and GPSShogi, held
# to a depth, plays the same moves on one core however long it takes.
#
# Output: OUTDIR/chunk-N.out (usi_match.py's game lines and score) and
# OUTDIR/chunk-N.kif (records), then the sum by colour (bench/colours.sh).
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
out=${1:?usage: bench/gate_gps.sh OUTDIR [FIRST_CHUNK] [LAST_CHUNK] [SEED]}
first=${2:-0}
last=${3:-9}
seed=${4:-51}
threads=${THREADS:-1}
jobs=${JOBS:-2}
mkdir -p "$out"
. "$here/bench/match_env.sh"
# The commit the binary was just built from: later commits made while the
# chunks play (results, scripts) do not change what plays.
built=$(git -C "$here" rev-parse --short HEAD)
"$py" "$here/bench/openings.py" 100 "$seed" >"$out/openings-$seed.txt"
n=$first
while [ "$n" -le "$last" ]; do
    if ! grep -q '^score:' "$out/chunk-$n.out" 2>/dev/null; then
        sed -n "$((n * 10 + 1)),$((n * 10 + 10))p" "$out/openings-$seed.txt" >"$out/openings-$seed-$n.txt"
        echo "# $(date -u +%Y-%m-%dT%H:%MZ) chunk $n, built at $built, Threads $threads, $jobs at a time, load $(cut -d' ' -f1-3 /proc/loadavg)" >"$out/chunk-$n.out.part"
        rm -f "$out/chunk-$n.kif"
        "$py" "$tools/usi_match.py" -n 20 --jobs "$jobs" --openings "$out/openings-$seed-$n.txt" --max-plies 300 \
            --e1 "$here/target/release/shogi-tui usi" --opt1 Level=8 --opt1 Threads="$threads" --go1 "btime 0 wtime 0 byoyomi 1000" \
            --e2 /usr/games/gpsusi --opt2 Thread=1 --opt2 LimitDepth=4 --go2 "btime 0 wtime 0 byoyomi 1000" \
            --grace-ms 3000 --record "$out/chunk-$n.kif" >>"$out/chunk-$n.out.part"
        echo "# $(date -u +%Y-%m-%dT%H:%MZ) load $(cut -d' ' -f1-3 /proc/loadavg)" >>"$out/chunk-$n.out.part"
        mv "$out/chunk-$n.out.part" "$out/chunk-$n.out"
    fi
    n=$((n + 1))
done
"$here/bench/colours.sh" "$out"/chunk-*.out
