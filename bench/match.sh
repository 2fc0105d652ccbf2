#!/bin/sh
# Strength measurement: builds the release binary and plays a match with
# `shogi-tui match` (docs/guide/matches.md) against one of the ladder's
# programs (../shared/tools/MATCH.md beside this clone, or MATCH_TOOLS=DIR
# for gnushogi's USI adapter).
#
#   bench/match.sh PRESET [GAMES] [extra shogi-tui match arguments...]
#
# Presets (the first engine is always this build's `shogi-tui usi`, one
# thread, as the earlier results were measured):
#   strongest-gnu4   Level 8, 1 s byoyomi   vs gnushogi Depth=4
#   strongest-gnu3   Level 8, 1 s byoyomi   vs gnushogi Depth=3
#   strongest-fsf8   Level 8, 1 s byoyomi   vs fairy-stockfish depth 8
#   beginner-gnu2    Level 1, 1 s byoyomi   vs gnushogi Depth=2
#   smoke            Level 8, 0.3 s byoyomi vs gnushogi Depth=2 (protocol check)
#   strongest-gps    Level 8, 1 s byoyomi   vs GPSShogi (gpsusi Thread=1,
#                    LimitDepth=4, which ignores byoyomi <= 1000 and spikes to
#                    1.4 s, hence --time-margin 3s as MATCH.md advises)
#   clock-gnu4       Level 8, 1 min + 1 s byoyomi vs gnushogi Depth=4
#   clock-fsf8       Level 8, 1 min + 1 s byoyomi vs fairy-stockfish depth 8
# gnushogi and Fairy-Stockfish play their calibrated depth (`--limit`) on
# the same clock: a move later than its time loses. The clock presets
# allow no margin past a move's time, so that a loss on time really counts.
#
# Needs: apt-get install gnushogi fairy-stockfish gpsshogi; python3 for
# gnushogi's adapter. One game at a time, 8 random plies from seed 1, 300
# plies at most. Every game's line goes to standard error, the result to
# standard output; records and series.json into target/match-PRESET/
# (replaced on every run).
set -eu

here=$(cd "$(dirname "$0")/.." && pwd)
preset=${1:?usage: bench/match.sh PRESET [GAMES] [shogi-tui match args...]}
games=${2:-10}
[ $# -ge 2 ] && shift 2 || shift $#

cd "$here"
tools=${MATCH_TOOLS:-$here/../shared/tools}
cargo build --release --quiet
us="$here/target/release/shogi-tui"
gnu="usi:python3 $tools/gnushogi_usi.py"
fsf="usi:/usr/games/fairy-stockfish"
gps="usi:/usr/games/gpsusi"
one_second="--byoyomi 1s"
clock="--time 1m --byoyomi 1s"

case "$preset" in
    strongest-gnu4) set -- --option us:Level=8 $one_second --engine "gnu=$gnu" --option gnu:Depth=4 --limit gnu:depth=4 "$@" ;;
    strongest-gnu3) set -- --option us:Level=8 $one_second --engine "gnu=$gnu" --option gnu:Depth=3 --limit gnu:depth=3 "$@" ;;
    strongest-fsf8) set -- --option us:Level=8 $one_second --engine "fsf=$fsf" --limit fsf:depth=8 "$@" ;;
    beginner-gnu2) set -- --option us:Level=1 $one_second --engine "gnu=$gnu" --option gnu:Depth=2 --limit gnu:depth=2 "$@" ;;
    clock-gnu4) set -- --option us:Level=8 $clock --engine "gnu=$gnu" --option gnu:Depth=4 --limit gnu:depth=4 "$@" ;;
    clock-fsf8) set -- --option us:Level=8 $clock --engine "fsf=$fsf" --limit fsf:depth=8 "$@" ;;
    strongest-gps) set -- --option us:Level=8 $one_second --engine "gps=$gps" --option gps:Thread=1 --option gps:LimitDepth=4 --option gps:BookDepth=30 --time-margin 3s "$@" ;;
    smoke) set -- --option us:Level=8 --byoyomi 300ms --engine "gnu=$gnu" --option gnu:Depth=2 --limit gnu:depth=2 "$@" ;;
    *) echo "unknown preset '$preset' (see the comment at the top of $0)" >&2; exit 2 ;;
esac

out="$here/target/match-$preset"
rm -rf "$out"
echo "# $(date -u +%Y-%m-%dT%H:%MZ) $(uname -srm), $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
echo "# $us match --engine 'us=usi:$us usi' --games $games --random-plies 8 --seed 1 --max-plies 300 --out $out $*"
exec "$us" match --engine "us=usi:$us usi" --games "$games" --random-plies 8 --seed 1 \
    --max-plies 300 --out "$out" "$@"
