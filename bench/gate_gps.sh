#!/bin/sh
# The strength gate against GPSShogi (issue 51): 200 games, colours
# alternating, openings of 2-8 random plies, played by `shogi-tui match`.
# A stopped gate goes on with the same command (`match --resume`): the
# games already played are kept and not played again.
#
#   bench/gate_gps.sh OUTDIR [SEED] [GAMES]
#
# The openings come from bench/openings.py 100 SEED (default SEED 51;
# pair k plays line k, once with either colour). Both sides play a 1 s
# byoyomi; GPSShogi is gpsusi Thread=1 LimitDepth=4, which overruns a
# 1 s byoyomi by up to 0.4 s, hence --time-margin 3s (MATCH.md); our bot
# plays Level 8 with its built-in book (random openings rarely stay in
# it).
#
# THREADS=N (default 1) sets our bot's `Threads`, and JOBS=N (default 2)
# how many games run at once. With THREADS=2 play JOBS=1 on a 2-core
# machine: the bot then has both cores on its turn, as the game's
# Strongest level has, and GPSShogi, held to a depth, plays the same
# moves on one core however long it takes. Nothing else should use the
# machine: a time budget loaded by other work weakens our side only.
#
# GPS_DEPTH=N (default 4) holds GPSShogi to that depth; GPS_DEPTH=0 lets
# it play at full strength (the strength issue's judge): LimitDepth=10,
# the most gpsusi accepts, which its clock cuts short at 1 s. The limit
# is always sent: gpsusi writes every setoption into one file for the
# whole machine (/usr/share/gpsshogi-data/gpsusi.conf) and starts from
# it, so a gpsusi told nothing plays at whatever depth the last program
# set (bench/gps_label.py's LimitDepth=2 made "full strength" a
# depth-2 GPSShogi that moved in 2 ms). At full strength it overruns a
# 1 s byoyomi by 50-100 ms (measured on Debian's gpsshogi 0.7.0), which
# the same --time-margin covers; each side's longest answer is in
# series.json (`longest_ms`) and every move's time in the records.
#
# US_MARGIN=MS (default: the bot's own, 100) sets our bot's `TimeMargin`,
# the time it keeps back from the byoyomi for the answer to arrive: on
# one machine's pipes the answer takes a few milliseconds, so 100 ms
# (meant for a network) leaves a tenth of each move unused while
# GPSShogi spends all of its second and more.
#
# Output: OUTDIR/series (KIF records and series.json), OUTDIR/gate.txt
# (the table), then the score by colour (bench/series_colours.py).
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
out=${1:?usage: bench/gate_gps.sh OUTDIR [SEED] [GAMES]}
seed=${2:-51}
games=${3:-200}
threads=${THREADS:-1}
jobs=${JOBS:-2}
gps_depth=${GPS_DEPTH:-4}
margin=""
[ -n "${US_MARGIN:-}" ] && margin="--option us:TimeMargin=$US_MARGIN"
if [ "$gps_depth" -gt 0 ]; then held="--option gps:LimitDepth=$gps_depth"; else held="--option gps:LimitDepth=10"; fi
mkdir -p "$out"
# The release build, and the venv with cshogi that bench/openings.py needs
# (the same openings as the gates played with usi_match.py before).
. "$here/bench/match_env.sh"
us="$here/target/release/shogi-tui"
"$py" "$here/bench/openings.py" $(((games + 1) / 2)) "$seed" >"$out/openings-$seed.txt"
series="$out/series"
if [ -f "$series/series.json" ]; then into="--resume $series"; else into="--out $series"; fi
echo "# $(date -u +%Y-%m-%dT%H:%MZ) built at $(git -C "$here" rev-parse --short HEAD), Threads $threads, TimeMargin ${US_MARGIN:-default}, $jobs at a time, GPSShogi depth ${gps_depth} (0: full strength), load $(cut -d' ' -f1-3 /proc/loadavg)" >>"$out/gate.txt"
# shellcheck disable=SC2086 # $into and $held are two words, $margin two or none
"$us" match --engine "us=usi:$us usi" --option us:Level=8 --option us:Threads="$threads" $margin \
    --engine "gps=usi:/usr/games/gpsusi" --option gps:Thread=1 --option gps:BookDepth=30 $held \
    --byoyomi 1s --time-margin 3s --games "$games" --openings "$out/openings-$seed.txt" \
    --max-plies 300 --concurrency "$jobs" $into >>"$out/gate.txt"
echo "# $(date -u +%Y-%m-%dT%H:%MZ) load $(cut -d' ' -f1-3 /proc/loadavg)" >>"$out/gate.txt"
python3 "$here/bench/series_colours.py" "$series"
