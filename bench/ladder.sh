#!/bin/sh
# The level ladder (issue 51): one level of the bot against one rung of
# the fixed ladder of other programs (../shared/tools/MATCH.md), over a
# number of games with colours swapped per pair and openings of 2-8
# random plies (bench/openings.py, seed SEED).
#
#   bench/ladder.sh LEVEL RUNG [GAMES] [SEED] [OUTDIR]
#
# Rungs, weakest first (MATCH.md's calibration, gnushogi depth 3 = 0;
# the skill rungs are not in it, and are placed by their results here):
#   skillN    fairy-stockfish Skill Level=N (-20 to 20), go depth 5;
#             the ladder uses skill-5, skill-2 and skill0
#   fsf1  fairy-stockfish go depth 1            (about -510)
#   fsf3  fairy-stockfish go depth 3            (about -340)
#   gnu1  gnushogi Depth=1                      (not calibrated)
#   gnu2  gnushogi Depth=2                      (about -280)
#   gnu3  gnushogi Depth=3                      (0)
#   fsf6  fairy-stockfish go depth 6            (about +100)
#   gnu4  gnushogi Depth=4                      (about +160)
#   fsf8  fairy-stockfish go depth 8            (about +540)
#   gps   gpsusi Thread=1 LimitDepth=4, 1 s     (about +1650, a bound)
# The bot plays LEVEL with 1 s a move (the menu's default "Computer's
# time") and its built-in book. Levels 1-6 and every rung but gps stop at
# a depth, so those matches hardly depend on the machine's load; levels 7
# and 8 and the gps rung spend time, and want the machine to themselves.
#
# Output: OUTDIR/level-LEVEL-RUNG.out (game lines and score; default
# OUTDIR target/ladder), records beside it, and the score by colour.
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
level=${1:?usage: bench/ladder.sh LEVEL RUNG [GAMES] [SEED] [OUTDIR]}
rung=${2:?usage: bench/ladder.sh LEVEL RUNG [GAMES] [SEED] [OUTDIR]}
games=${3:-200}
seed=${4:-61}
out=${5:-$here/target/ladder}
mkdir -p "$out"
. "$here/bench/match_env.sh"
gnu="$py $tools/gnushogi_usi.py"
fsf=/usr/games/fairy-stockfish
second="btime 0 wtime 0 byoyomi 1000"
case "$rung" in
    skill*) set -- --e2 "$fsf" --opt2 "Skill Level=${rung#skill}" --go2 "depth 5" ;;
    fsf1) set -- --e2 "$fsf" --go2 "depth 1" ;;
    fsf3) set -- --e2 "$fsf" --go2 "depth 3" ;;
    fsf6) set -- --e2 "$fsf" --go2 "depth 6" ;;
    fsf8) set -- --e2 "$fsf" --go2 "depth 8" ;;
    gnu1) set -- --e2 "$gnu" --opt2 Depth=1 --go2 "depth 1" --max-plies 300 ;;
    gnu2) set -- --e2 "$gnu" --opt2 Depth=2 --go2 "depth 2" --max-plies 300 ;;
    gnu3) set -- --e2 "$gnu" --opt2 Depth=3 --go2 "depth 3" --max-plies 300 ;;
    gnu4) set -- --e2 "$gnu" --opt2 Depth=4 --go2 "depth 4" --max-plies 300 ;;
    gps) set -- --e2 /usr/games/gpsusi --opt2 Thread=1 --opt2 LimitDepth=4 --go2 "$second" --grace-ms 3000 ;;
    *) echo "unknown rung '$rung' (see the comment at the top of $0)" >&2; exit 2 ;;
esac
pairs=$(((games + 1) / 2))
"$py" "$here/bench/openings.py" "$pairs" "$seed" >"$out/openings-$pairs-$seed.txt"
name="$out/level-$level-$rung"
echo "# $(date -u +%Y-%m-%dT%H:%MZ) level $level v $rung, $games games, seed $seed, $(git -C "$here" rev-parse --short HEAD), load $(cut -d' ' -f1-3 /proc/loadavg)" >"$name.out"
"$py" "$tools/usi_match.py" -n "$games" --jobs 2 --openings "$out/openings-$pairs-$seed.txt" \
    --e1 "$here/target/release/shogi-tui usi" --opt1 "Level=$level" --go1 "$second" \
    --record "$name.kif" "$@" >>"$name.out"
echo "# $(date -u +%Y-%m-%dT%H:%MZ) load $(cut -d' ' -f1-3 /proc/loadavg)" >>"$name.out"
"$here/bench/colours.sh" "$name.out"
