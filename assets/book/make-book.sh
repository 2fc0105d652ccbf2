#!/bin/sh
# Makes the built-in opening book, assets/book/builtin.db, from engine
# games (its card, README.md beside this script, gives the run that made
# the shipped one). Deterministic given the game records; the games
# themselves vary with the engines' own books and timing.
#
#   assets/book/make-book.sh GAMES_DIR [GAMES_PER_CHUNK CHUNKS [PAIRING [FIRST_SEED]]]
#
# 1. plays games from the start position with ../shared/tools/usi_match.py
#    (skipped if no chunk count is given: the records already in GAMES_DIR
#    are used), by PAIRING:
#    gps  GPSShogi (gpsusi, Thread=1, LimitDepth=4) against itself, 0.3 s
#         a move: its own opening book gives the variety, its search the
#         rest; records gps-SEED.txt;
#    bot  shogi-tui Level 8 with its book off (USI_OwnBook=false), so that
#         it plays the opening from its own search, against GPSShogi as
#         above, colours alternating, 0.3 s a move; records bot-SEED.txt;
# 2. turns each record into a CSA file (match_to_csa.py, needs cshogi);
# 3. builds the book with `shogi-tui book build`: the first 32 plies of
#    every game, moves played in at least 2 games.
#
# Needs: apt-get install gpsshogi; python3 -m venv (cshogi is installed
# into target/match-venv, as bench/match.sh does).
set -eu
here=$(cd "$(dirname "$0")/../.." && pwd)
dir=${1:?usage: make-book.sh GAMES_DIR [GAMES_PER_CHUNK CHUNKS [PAIRING [FIRST_SEED]]]}
per=${2:-}
chunks=${3:-}
pairing=${4:-gps}
seed=${5:-1}
tools=${MATCH_TOOLS:-$here/../shared/tools}
venv="$here/target/match-venv"
if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet cshogi
fi
py="$venv/bin/python"
# BOOK_OUT writes the book elsewhere (a trial run), not over the shipped one.
book=${BOOK_OUT:-$here/assets/book/builtin.db}
case "$pairing" in
    gps) first="/usr/games/gpsusi --opt1 Thread=1 --opt1 LimitDepth=4" ;;
    bot)
        (cd "$here" && cargo build --release --quiet)
        first="$here/target/release/shogi-tui --opt1 Level=8 --opt1 USI_OwnBook=false"
        ;;
    *) echo "unknown pairing '$pairing': gps or bot" >&2; exit 2 ;;
esac
mkdir -p "$dir"
if [ -n "$chunks" ]; then
    last=$((seed + chunks - 1))
    while [ "$seed" -le "$last" ]; do
        engine=${first%% *}
        opts=${first#* }
        [ "$pairing" = bot ] && engine="$engine usi"
        # shellcheck disable=SC2086 # the options are words
        nice -n 10 "$py" "$tools/usi_match.py" -n "$per" --seed "$seed" --record "$dir/$pairing-$seed.txt" \
            --e1 "$engine" $opts --go1 "btime 0 wtime 0 byoyomi 300" \
            --e2 /usr/games/gpsusi --opt2 Thread=1 --opt2 LimitDepth=4 --go2 "btime 0 wtime 0 byoyomi 300" \
            --grace-ms 10000 --max-plies 256 -q
        seed=$((seed + 1))
    done
fi
rm -rf "$dir/csa"
set --
for f in "$dir"/gps-*.txt "$dir"/bot-*.txt; do
    [ -f "$f" ] && set -- "$@" "$f"
done
"$py" "$here/assets/book/match_to_csa.py" "$dir/csa" "$@"
cd "$here"
cargo build --release --quiet
target/release/shogi-tui book build "$dir/csa" --out "$book" --plies 32 --min-count 2 --force
target/release/shogi-tui book stats "$book"
