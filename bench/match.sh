#!/bin/sh
# Strength measurement: builds the release binary and plays a match with
# ../shared/tools/usi_match.py beside this clone (see its MATCH.md), or
# MATCH_TOOLS=DIR.
#
#   bench/match.sh PRESET [GAMES] [extra usi_match.py arguments...]
#
# Presets (engine 1 is always shogi-tui):
#   strongest-gnu4   Level 8, 1 s byoyomi   vs gnushogi Depth=4
#   strongest-gnu3   Level 8, 1 s byoyomi   vs gnushogi Depth=3
#   strongest-fsf8   Level 8, 1 s byoyomi   vs fairy-stockfish depth 8
#   beginner-gnu2    Level 1, 1 s byoyomi   vs gnushogi Depth=2
#   smoke            Level 8, 0.3 s byoyomi vs gnushogi Depth=2 (protocol check)
#   strongest-gps    Level 8, 1 s byoyomi   vs GPSShogi (gpsusi Thread=1,
#                    LimitDepth=4, which ignores byoyomi <= 1000 and spikes to
#                    1.4 s, hence --grace-ms 3000 as MATCH.md advises)
#   clock-gnu4       Level 8, 1 min + 1 s byoyomi vs gnushogi Depth=4 (its
#                    adapter ignores the clock, so it plays its calibrated depth)
#   clock-fsf8       Level 8, 1 min + 1 s byoyomi vs fairy-stockfish depth 8
#                    (on the same clock it forfeited 9 games of 10 at this grace,
#                    even with Move Overhead=100, so it plays its calibrated depth)
# The clock presets allow only 100 ms past a move's budget (--grace-ms 100),
# so that a loss on time really counts, and log all engine I/O with times to
# target/match-<preset>.log.
#
# Needs: apt-get install gnushogi fairy-stockfish gpsshogi; python3 -m venv.
# The venv with cshogi is created once under target/match-venv.
# Every game line and the final "score: W-L-D" line go to standard output;
# records are appended to target/match-<preset>.txt.
set -eu

here=$(cd "$(dirname "$0")/.." && pwd)
preset=${1:?usage: bench/match.sh PRESET [GAMES] [usi_match.py args...]}
games=${2:-10}
[ $# -ge 2 ] && shift 2 || shift $#

cd "$here"
. "$here/bench/match_env.sh"
bot="$here/target/release/shogi-tui usi"
gnu="$py $tools/gnushogi_usi.py"
one_second="btime 0 wtime 0 byoyomi 1000"
clock="btime 60000 wtime 60000 byoyomi 1000"
strict="--grace-ms 100 --log $here/target/match-$preset.log"

case "$preset" in
    strongest-gnu4) set -- --opt1 Level=8 --go1 "$one_second" --e2 "$gnu" --opt2 Depth=4 --go2 "depth 4" "$@" ;;
    strongest-gnu3) set -- --opt1 Level=8 --go1 "$one_second" --e2 "$gnu" --opt2 Depth=3 --go2 "depth 3" "$@" ;;
    strongest-fsf8) set -- --opt1 Level=8 --go1 "$one_second" --e2 /usr/games/fairy-stockfish --go2 "depth 8" "$@" ;;
    beginner-gnu2) set -- --opt1 Level=1 --go1 "$one_second" --e2 "$gnu" --opt2 Depth=2 --go2 "depth 2" "$@" ;;
    clock-gnu4) set -- --opt1 Level=8 --go1 "$clock" --e2 "$gnu" --opt2 Depth=4 --go2 "depth 4" $strict "$@" ;;
    clock-fsf8) set -- --opt1 Level=8 --go1 "$clock" --e2 /usr/games/fairy-stockfish --go2 "depth 8" $strict "$@" ;;
    strongest-gps) set -- --opt1 Level=8 --go1 "$one_second" --e2 /usr/games/gpsusi --opt2 Thread=1 --opt2 LimitDepth=4 --go2 "$one_second" --grace-ms 3000 "$@" ;;
    smoke) set -- --opt1 Level=8 --go1 "btime 0 wtime 0 byoyomi 300" --e2 "$gnu" --opt2 Depth=2 --go2 "depth 2" "$@" ;;
    *) echo "unknown preset '$preset' (see the comment at the top of $0)" >&2; exit 2 ;;
esac

echo "# $(date -u +%Y-%m-%dT%H:%MZ) $(uname -srm), $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
echo "# $py $tools/usi_match.py -n $games --random-plies 8 --seed 1 --max-plies 300 --jobs 1 --e1 '$bot' $*"
exec "$py" "$tools/usi_match.py" -n "$games" --random-plies 8 --seed 1 --max-plies 300 --jobs 1 \
    --record "$here/target/match-$preset.txt" --e1 "$bot" "$@"
