#!/usr/bin/env bash
# The files one key press crosses: a game against the bot at level 1,
# `:7g7f` typed, then Enter and the redraw (examples/key_walk.rs). The
# example runs under callgrind, collecting only inside `press_enter`; the
# files counted are the distinct files of `src/` whose code ran there. A
# dev build, so that nothing is inlined away and a call into a file is
# seen as one. Needs valgrind (apt-get install valgrind).
#
# Prints the count, the widgets among them, then the files with the
# number of their functions that ran.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --quiet --example key_walk
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
valgrind --tool=callgrind --callgrind-out-file="$out/cg" \
  --toggle-collect='*press_enter*' target/debug/examples/key_walk >/dev/null 2>&1
root=$(pwd)
callgrind_annotate --inclusive=no --threshold=100 "$out/cg" 2>/dev/null |
  grep -o "$root/src/[^:]*:[^ ]*" | sed "s|$root/||" | sort -u |
  cut -d: -f1 | sort | uniq -c | sort -k2 >"$out/files"
echo "files: $(wc -l <"$out/files"), widgets among them: $(grep -c widgets/ "$out/files" || true)"
cat "$out/files"
