#!/usr/bin/env bash
# Makes the game database's benchmark corpus: GAMES self-play games of the
# bot (level 3: a two-ply search, no mate solver) at NODES nodes a move,
# one CSA file a game, a thousand to a folder. It stays out of the
# repository: by default under /work/corpus, or the folder given.
#
#   bench/db/make_corpus.sh [OUT_DIR] [GAMES] [THREADS] [NODES]
#
# A stopped run goes on where it stopped (finished files are kept).
set -euo pipefail
cd "$(dirname "$0")/../.."
out=${1:-/work/corpus/db}
games=${2:-100000}
threads=${3:-2}
nodes=${4:-40}
# The test profile is optimised (opt-level 3) and shares its build with
# `cargo test`, so this needs no fat-LTO release build.
cargo build --profile test -p shogi-db --example corpus
mkdir -p "$out"
exec nice -n 15 target/debug/examples/corpus "$out" "$games" "$threads" "$nodes"
