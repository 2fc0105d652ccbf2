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
#
# CHUNK=N plays the match in chunks of N games (N even) instead, as
# OUTDIR/level-LEVEL-RUNG.chunk-K.out and .kif: a finished chunk (one
# with a `score:` line) is skipped, so a match of two hours can stop
# with a session or a machine and go on later with the same command.
# The openings are the same as in one run: chunk K plays the pairs
# K*N/2+1 to (K+1)*N/2 of the same seed's list.
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
# play FILE GAMES OPENINGS RUNG-ARGS...: one usi_match.py run into
# FILE.out (written whole at the end, so a stopped run leaves no score).
play() {
    file=$1 n=$2 openings=$3
    shift 3
    echo "# $(date -u +%Y-%m-%dT%H:%MZ) level $level v $rung, $n games, seed $seed, $(git -C "$here" rev-parse --short HEAD), load $(cut -d' ' -f1-3 /proc/loadavg)" >"$file.out.part"
    rm -f "$file.kif"
    "$py" "$tools/usi_match.py" -n "$n" --jobs 2 --openings "$openings" \
        --e1 "$here/target/release/shogi-tui usi" --opt1 "Level=$level" --go1 "$second" \
        --record "$file.kif" "$@" >>"$file.out.part"
    echo "# $(date -u +%Y-%m-%dT%H:%MZ) load $(cut -d' ' -f1-3 /proc/loadavg)" >>"$file.out.part"
    mv "$file.out.part" "$file.out"
}
if [ -z "${CHUNK:-}" ]; then
    play "$name" "$games" "$out/openings-$pairs-$seed.txt" "$@"
    "$here/bench/colours.sh" "$name.out"
    exit
fi
case "$CHUNK" in
    *[!0-9]* | '' | 0 | *[13579]) echo "CHUNK must be an even number of games, not '$CHUNK'" >&2; exit 2 ;;
esac
k=0
while [ $((k * CHUNK)) -lt "$games" ]; do
    n=$CHUNK
    [ $(((k + 1) * CHUNK)) -le "$games" ] || n=$((games - k * CHUNK))
    if ! grep -q '^score:' "$name.chunk-$k.out" 2>/dev/null; then
        first=$((k * CHUNK / 2 + 1))
        sed -n "$first,$((first + (n + 1) / 2 - 1))p" "$out/openings-$pairs-$seed.txt" >"$name.openings-$k.txt"
        play "$name.chunk-$k" "$n" "$name.openings-$k.txt" "$@"
    fi
    k=$((k + 1))
done
"$here/bench/colours.sh" "$name".chunk-*.out
