#!/bin/sh
# The level ladder (issue 51): one level of the bot against one rung of
# the fixed ladder of other programs (../shared/tools/MATCH.md), over a
# number of games with colours swapped per pair and openings of 2-8
# random plies (bench/openings.py, seed SEED), played by `shogi-tui
# match`. A stopped match goes on with the same command (`--resume`).
#
#   bench/ladder.sh LEVEL RUNG [GAMES] [SEED] [OUTDIR]
#
# Rungs, weakest first (MATCH.md's calibration, gnushogi depth 3 = 0;
# the skill rungs are not in it, and are placed by their results here):
#   skillN    fairy-stockfish Skill Level=N (-20 to 20), depth 5;
#             the ladder uses skill-5, skill-2 and skill0
#   fsf1  fairy-stockfish depth 1            (about -510)
#   fsf3  fairy-stockfish depth 3            (about -340)
#   gnu1  gnushogi Depth=1                   (not calibrated)
#   gnu2  gnushogi Depth=2                   (about -280)
#   gnu3  gnushogi Depth=3                   (0)
#   fsf6  fairy-stockfish depth 6            (about +100)
#   gnu4  gnushogi Depth=4                   (about +160)
#   fsf8  fairy-stockfish depth 8            (about +540)
#   gps   gpsusi Thread=1 LimitDepth=4, 1 s  (about +1650, a bound)
# Every rung plays on the same 1 s byoyomi as the bot, each at its depth
# (`--limit`), as the earlier ladder played them untimed: a depth-held
# rung's move counts up to 10 s past its time (gnushogi at depth 4 can
# take more than a second), GPSShogi's 3 s (MATCH.md). The margin helps
# no one's play: the bot stops at its own byoyomi whatever the margin.
# The bot plays LEVEL with 1 s a move (the menu's default "Computer's
# time") and its built-in book.
# Levels 1-6 and every rung but gps stop at a depth, so those matches
# hardly depend on the machine's load; levels 7 and 8 and the gps rung
# spend time, and want the machine to themselves.
#
# Output: OUTDIR/level-LEVEL-RUNG/ (KIF records and series.json; default
# OUTDIR target/ladder), the table in OUTDIR/level-LEVEL-RUNG.txt, and
# the score by colour.
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
level=${1:?usage: bench/ladder.sh LEVEL RUNG [GAMES] [SEED] [OUTDIR]}
rung=${2:?usage: bench/ladder.sh LEVEL RUNG [GAMES] [SEED] [OUTDIR]}
games=${3:-200}
seed=${4:-61}
out=${5:-$here/target/ladder}
mkdir -p "$out"
. "$here/bench/match_env.sh"
us="$here/target/release/shogi-tui"
gnu="usi:$py $tools/gnushogi_usi.py"
fsf="usi:/usr/games/fairy-stockfish"
case "$rung" in
    skill*) set -- --engine "fsf=$fsf" --option "fsf:Skill Level=${rung#skill}" --limit fsf:depth=5 ;;
    fsf1) set -- --engine "fsf=$fsf" --limit fsf:depth=1 ;;
    fsf3) set -- --engine "fsf=$fsf" --limit fsf:depth=3 ;;
    fsf6) set -- --engine "fsf=$fsf" --limit fsf:depth=6 ;;
    fsf8) set -- --engine "fsf=$fsf" --limit fsf:depth=8 ;;
    gnu1) set -- --engine "gnu=$gnu" --option gnu:Depth=1 --limit gnu:depth=1 --max-plies 300 ;;
    gnu2) set -- --engine "gnu=$gnu" --option gnu:Depth=2 --limit gnu:depth=2 --max-plies 300 ;;
    gnu3) set -- --engine "gnu=$gnu" --option gnu:Depth=3 --limit gnu:depth=3 --max-plies 300 ;;
    gnu4) set -- --engine "gnu=$gnu" --option gnu:Depth=4 --limit gnu:depth=4 --max-plies 300 ;;
    gps) set -- --engine "gps=usi:/usr/games/gpsusi" --option gps:Thread=1 --option gps:LimitDepth=4 --option gps:BookDepth=30 ;;
    *) echo "unknown rung '$rung' (see the comment at the top of $0)" >&2; exit 2 ;;
esac
pairs=$(((games + 1) / 2))
"$py" "$here/bench/openings.py" "$pairs" "$seed" >"$out/openings-$pairs-$seed.txt"
name="$out/level-$level-$rung"
if [ -f "$name/series.json" ]; then into="--resume"; else into="--out"; fi
echo "# $(date -u +%Y-%m-%dT%H:%MZ) level $level v $rung, $games games, seed $seed, $(git -C "$here" rev-parse --short HEAD), load $(cut -d' ' -f1-3 /proc/loadavg)" >>"$name.txt"
margin=10s
[ "$rung" = gps ] && margin=3s
"$us" match --engine "us=usi:$us usi" --option "us:Level=$level" --byoyomi 1s --time-margin "$margin" \
    --games "$games" --openings "$out/openings-$pairs-$seed.txt" --concurrency 2 \
    "$into" "$name" "$@" >>"$name.txt"
echo "# $(date -u +%Y-%m-%dT%H:%MZ) load $(cut -d' ' -f1-3 /proc/loadavg)" >>"$name.txt"
"$py" "$here/bench/series_colours.py" "$name"
