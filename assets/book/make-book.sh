#!/bin/sh
# Makes the built-in opening book, assets/book/builtin.db, from engine
# games (its card, README.md beside this script, gives the run that made
# the shipped one). Deterministic given the game records; the games
# themselves vary with the engines' own books and timing.
#
#   assets/book/make-book.sh GAMES_DIR [GAMES_PER_CHUNK CHUNKS]
#
# 1. plays GPSShogi (gpsusi, Thread=1, LimitDepth=4) against itself from
#    the start position with ../shared/tools/usi_match.py: its own opening
#    book gives the variety, its search the rest (skipped if GAMES_DIR
#    already holds gps-*.txt records and no chunk count is given);
# 2. turns each record into a CSA file (match_to_csa.py, needs cshogi);
# 3. builds the book with `shogi-tui book build`: the first 32 plies of
#    every game, moves played in at least 2 games.
#
# Needs: apt-get install gpsshogi; python3 -m venv (cshogi is installed
# into target/match-venv, as bench/match.sh does).
set -eu
here=$(cd "$(dirname "$0")/../.." && pwd)
dir=${1:?usage: make-book.sh GAMES_DIR [GAMES_PER_CHUNK CHUNKS]}
per=${2:-}
chunks=${3:-}
tools=${MATCH_TOOLS:-$here/../shared/tools}
venv="$here/target/match-venv"
if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet cshogi
fi
py="$venv/bin/python"
mkdir -p "$dir"
if [ -n "$chunks" ]; then
    i=1
    while [ "$i" -le "$chunks" ]; do
        nice -n 10 "$py" "$tools/usi_match.py" -n "$per" --seed "$i" --record "$dir/gps-$i.txt" \
            --e1 /usr/games/gpsusi --opt1 Thread=1 --opt1 LimitDepth=4 \
            --e2 /usr/games/gpsusi --opt2 Thread=1 --opt2 LimitDepth=4 \
            --go1 "btime 0 wtime 0 byoyomi 300" --go2 "btime 0 wtime 0 byoyomi 300" \
            --grace-ms 10000 --max-plies 256 -q
        i=$((i + 1))
    done
fi
rm -rf "$dir/csa"
"$py" "$here/assets/book/match_to_csa.py" "$dir/csa" "$dir"/gps-*.txt
cd "$here"
cargo build --release --quiet
target/release/shogi-tui book build "$dir/csa" --out assets/book/builtin.db --plies 32 --min-count 2 --force
target/release/shogi-tui book stats assets/book/builtin.db
