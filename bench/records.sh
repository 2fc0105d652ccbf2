#!/bin/sh
# How many real game records load: runs `shogi-tui inspect` on every record
# file under DIR (.kif .kifu .ki2 .ki2u .csa, any depth), prints each
# refusal with its message, then loaded/total and how many refusals name
# the line they stopped at.
#
#   bench/records.sh DIR
#
# Uses the debug binary (built if missing), or the one named by SHOGI_TUI.
# Keep the records outside the repository: they are others' text.
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
dir=${1:?usage: bench/records.sh DIR}
bin=${SHOGI_TUI:-$here/target/debug/shogi-tui}
if [ ! -x "$bin" ]; then
    (cd "$here" && cargo build --quiet)
fi
total=0
loaded=0
refused=0
named=0
list=$(mktemp)
trap 'rm -f "$list"' EXIT
find "$dir" -type f \( -iname '*.kif' -o -iname '*.kifu' -o -iname '*.ki2' \
    -o -iname '*.ki2u' -o -iname '*.csa' \) | LC_ALL=C sort >"$list"
while IFS= read -r f; do
    total=$((total + 1))
    if err=$("$bin" inspect "$f" 2>&1 >/dev/null); then
        loaded=$((loaded + 1))
    else
        refused=$((refused + 1))
        # A refusal should say where: "line N" (or "move N") and why.
        if printf '%s' "$err" | grep -Eq '(line|move) [0-9]+'; then
            named=$((named + 1))
        fi
        printf 'REFUSED %s\n  %s\n' "$f" "$(printf '%s' "$err" | head -3 | tr '\n' ' ')"
    fi
done <"$list"
echo "loaded $loaded of $total"
echo "refusals naming a line or move: $named of $refused"
