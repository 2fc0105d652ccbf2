#!/bin/sh
# Lazy SMP, one thread against two, side by side on each position: the
# time to finish depth DEPTH (default 11), and nodes per second and depth
# reached in SECONDS (default 5) of `go movetime`. Positions: the final
# positions of records in tests/data that were not made by this bot (a
# floodgate game, records from Kifu for Windows and ShogiHome, an opening
# book line, a five-piece handicap game, ...: openings, the records are
# short), and ten middlegame positions from games between gnushogi and
# Fairy-Stockfish (bench/multipv, FILE@PLY). Prints a row per position,
# then the medians of the ratios, and the load average before and after.
#
#   bench/smp.sh [DEPTH] [SECONDS]
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
depth=${1:-11}
secs=${2:-5}
cd "$here"
cargo build --release --quiet
bin=./target/release/shogi-tui
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

records="tests/data/usi/opening_26.usi tests/data/ki2/relative_words.ki2
tests/data/kif/even_branches.kif tests/data/csa/nifu.csa
tests/data/usi/bishop_exchange.usi tests/data/evals/floodgate.csa
tests/data/evals/kifu_for_windows.kif tests/data/evals/shogihome.kif
tests/data/kif/handicap_five_piece.kifu
bench/multipv/game01.usi@30 bench/multipv/game02.usi@40
bench/multipv/game03.usi@50 bench/multipv/game04.usi@60
bench/multipv/game05.usi@70 bench/multipv/game06.usi@80
bench/multipv/game07.usi@90 bench/multipv/game08.usi@50
bench/multipv/game09.usi@30 bench/multipv/game10.usi@60"

# search THREADS SFEN GO: the last full `info depth` line of a search that runs
# to its `bestmove` (a `quit` sent earlier would cut it short).
search() {
    rm -f "$tmp/in" "$tmp/out"
    mkfifo "$tmp/in"
    "$bin" usi --hash 64 <"$tmp/in" >"$tmp/out" &
    exec 3>"$tmp/in"
    printf 'usi\nsetoption name Threads value %s\nisready\nposition sfen %s\n%s\n' "$1" "$2" "$3" >&3
    until grep -q '^bestmove' "$tmp/out"; do sleep 0.05; done
    echo quit >&3
    exec 3>&-
    wait
    # (The line `info … score … pv` added when a stopped search plays
    # another move has no nps.)
    grep '^info depth.* nps ' "$tmp/out" | tail -1
}
field() { echo "$2" | awk -v k="$1" '{for (i = 1; i < NF; i++) if ($i == k) { print $(i + 1); exit }}'; }

echo "# load before: $(cut -d' ' -f1-3 /proc/loadavg), $(nproc) cores"
printf '%-40s %9s %9s %6s %9s %9s %6s %5s %5s\n' record "d${depth}_1t_ms" "d${depth}_2t_ms" speed nps_1t nps_2t ratio d_1t d_2t
for r in $records; do
    file=${r%@*}
    if [ "$file" != "$r" ]; then
        # FILE@PLY: the middlegame position after PLY moves of a game
        # between two other programs (the MultiPV benchmark's, see
        # bench/multipv/README.md), from its `position startpos moves` line.
        awk -v n="${r#*@}" '/^position/ {printf "position startpos moves"; for (i = 4; i < 4 + n && i <= NF; i++) printf " %s", $i; print ""}' "$file" >"$tmp/cut.usi"
        file=$tmp/cut.usi
    fi
    sfen=$("$bin" inspect --json "$file" 2>/dev/null | sed 's/^{"sfen":"\([^"]*\)".*/\1/')
    a=$(search 1 "$sfen" "go depth $depth")
    b=$(search 2 "$sfen" "go depth $depth")
    c=$(search 1 "$sfen" "go movetime $((secs * 1000))")
    d=$(search 2 "$sfen" "go movetime $((secs * 1000))")
    ta=$(field time "$a"); tb=$(field time "$b")
    na=$(field nps "$c"); nb=$(field nps "$d")
    printf '%-40s %9s %9s %6s %9s %9s %6s %5s %5s\n' "$r" "$ta" "$tb" \
        "$(echo "$ta $tb" | awk '{printf "%.2f", $1 / ($2 > 0 ? $2 : 1)}')" "$na" "$nb" \
        "$(echo "$nb $na" | awk '{printf "%.2f", $1 / ($2 > 0 ? $2 : 1)}')" \
        "$(field depth "$c")" "$(field depth "$d")"
done | tee "$tmp/rows"
median() { sort -n | awk '{v[NR] = $1} END {print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2}'; }
echo "# median time-to-depth speed-up (1t time / 2t time): $(awk '{print $4}' "$tmp/rows" | median)"
echo "# median nps ratio (2t / 1t): $(awk '{print $7}' "$tmp/rows" | median)"
echo "# median depth in ${secs} s: 1 thread $(awk '{print $8}' "$tmp/rows" | median), 2 threads $(awk '{print $9}' "$tmp/rows" | median)"
echo "# load after: $(cut -d' ' -f1-3 /proc/loadavg), $(nproc) cores"
