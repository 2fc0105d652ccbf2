#!/usr/bin/env bash
# Perft speed of shogi-tui next to fairy-stockfish, measured in one run,
# alternating the two programs so machine noise hits both alike.
#   bash bench/perft_vs_fsf.sh [runs]      (default 5; needs fairy-stockfish)
# Prints the median whole-process wall time of each and the ratio.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-5}
FSF=${FSF:-/usr/games/fairy-stockfish}
if [ ! -x "$FSF" ]; then
  echo "fairy-stockfish not found at $FSF (apt-get install fairy-stockfish)" >&2
  exit 1
fi
cargo build --release --quiet
BIN=target/release/shogi-tui
MATSURI='l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1'

ms() { # command... -> wall milliseconds
  local t0 t1
  t0=$(date +%s%N)
  "$@" >/dev/null
  t1=$(date +%s%N)
  echo $(((t1 - t0) / 1000000))
}
median() { sort -n | awk '{a[NR]=$1} END {print (NR%2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'; }
fsf() { printf 'usi\nposition %s\ngo perft %s\nquit\n' "$1" "$2" | "$FSF"; }

ours_perft() { # depth [sfen]
  if [ -n "${2:-}" ]; then "$BIN" perft "$1" --sfen "$2"; else "$BIN" perft "$1"; fi
}

bench() { # label fsf-position our-sfen depth
  local label=$1 fpos=$2 sfen=$3 depth=$4 ours=() theirs=()
  for _ in $(seq "$runs"); do
    ours+=("$(ms ours_perft "$depth" "$sfen")")
    theirs+=("$(ms fsf "$fpos" "$depth")")
  done
  local a b
  a=$(printf '%s\n' "${ours[@]}" | median)
  b=$(printf '%s\n' "${theirs[@]}" | median)
  printf '%-18s shogi-tui %6s ms   fairy-stockfish %6s ms   ratio %.1fx   (runs: %s / %s)\n' \
    "$label" "$a" "$b" "$(echo "$b / $a" | bc -l)" "${ours[*]}" "${theirs[*]}"
}

bench "startpos perft 5" "startpos" "" 5
bench "matsuri perft 4" "sfen $MATSURI" "$MATSURI" 4
