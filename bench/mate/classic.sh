#!/bin/sh
# The mate solver on classic long tsume (bench/mate/classic.sfen).
#
#   bench/mate/classic.sh [SECONDS] [SET_FILE]
#
# SECONDS (default 300) is the time limit per problem; SET_FILE defaults to
# bench/mate/classic.sfen, where the comment line just above each position
# reads "# NAME | COMPOSER | COLLECTION | LENGTH plies | SOURCE". Builds the
# release binary, then solves the problems one at a time, each in its own
# `shogi-tui mate --json` process under GNU time for the peak memory, and
# prints a table: name, published length, our result (mate in N, or line N
# when the line is not proven shortest against the longest defence; no
# mate; unknown = limit reached; "<" or ">" after a line shorter or
# longer than the published length), seconds, nodes, peak RSS in MiB. The
# machine is shared: run it under `nice -n 10`.
#
# Needs GNU time at /usr/bin/time (Debian: apt-get install time).
#
# CSHOGI_NODES=N adds a column: cshogi's DfPn with a node limit of N and a
# depth limit of 255 plies on the same positions, run with CSHOGI_PYTHON
# (default target/match-venv/bin/python, the venv bench/match.sh creates).
# DfPn reports mate or not; "unknown" when it stopped at the node limit.
set -eu
here=$(cd "$(dirname "$0")/../.." && pwd)
seconds=${1:-300}
set_file=${2:-$here/bench/mate/classic.sfen}
cd "$here"
if ! /usr/bin/time -f %M true >/dev/null 2>&1; then
    echo "classic.sh: needs GNU time at /usr/bin/time (apt-get install time)" >&2
    exit 1
fi
cargo build --release --quiet
bin="$here/target/release/shogi-tui"
out="$here/target/mate-classic"
mkdir -p "$out"

# NAME <tab> LENGTH <tab> SFEN, one line per position.
awk '
    /^#/ { label = $0; next }
    /^[ \t]*$/ { label = ""; next }
    {
        n = split(label, f, "|")
        name = f[1]; sub(/^#[ \t]*/, "", name); sub(/[ \t]+$/, "", name)
        # The first number of the fourth field: "59 plies (...)".
        len = "?"
        if (n >= 4 && match(f[4], /[0-9]+/)) len = substr(f[4], RSTART, RLENGTH)
        if (name == "") name = "?"
        sfen = $0; sub(/^sfen /, "", sfen)
        printf "%s\t%s\t%s\n", name, len, sfen
    }
' "$set_file" > "$out/set.tsv"

cshogi=${CSHOGI_NODES:-}
python=${CSHOGI_PYTHON:-$here/target/match-venv/bin/python}
if [ -n "$cshogi" ] && [ ! -x "$python" ]; then
    echo "classic.sh: CSHOGI_NODES set but no python at $python (set CSHOGI_PYTHON)" >&2
    exit 1
fi

echo "# $(date -u +%Y-%m-%dT%H:%MZ) $(uname -srm), $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
echo "# commit $(git rev-parse --short HEAD), set $set_file, limit $seconds s a problem${cshogi:+, cshogi DfPn $cshogi nodes}"
header=$(printf '%-20s %9s  %-13s %9s %13s %9s' problem published shogi-tui seconds nodes "RSS MiB")
[ -n "$cshogi" ] && header=$(printf '%s  %-13s %9s %11s' "$header" cshogi seconds nodes)
echo "$header"

tab=$(printf '\t')
: > "$out/results.jsonl"
while IFS=$tab read -r name len sfen; do
    status=0
    json=$(/usr/bin/time -f %M -o "$out/rss" "$bin" mate --sfen "$sfen" --json --seconds "$seconds" </dev/null) || status=$?
    printf '%s\n' "$json" >> "$out/results.jsonl"
    rss=$(tail -n 1 "$out/rss")
    mate=$(printf '%s' "$json" | sed -n 's/.*"mate":\([a-z]*\).*/\1/p')
    plies=$(printf '%s' "$json" | sed -n 's/.*"plies":\([0-9]*\).*/\1/p')
    nodes=$(printf '%s' "$json" | sed -n 's/.*"nodes":\([0-9]*\).*/\1/p')
    secs=$(printf '%s' "$json" | sed -n 's/.*"seconds":\([0-9.e-]*\).*/\1/p')
    shortest=$(printf '%s' "$json" | sed -n 's/.*"shortest":\([a-z]*\).*/\1/p')
    case $mate in
        true)
            # "line" when the line is not proven the shortest mate against
            # the longest defence, as `mate` itself says.
            if [ "$shortest" = true ]; then result="mate in $plies"; else result="line $plies"; fi
            # A line shorter than the published one is a cook of the
            # problem or a wrong (not longest) defence in our line.
            [ "$len" != "?" ] && [ "$plies" -lt "$len" ] && result="$result <"
            [ "$len" != "?" ] && [ "$plies" -gt "$len" ] && result="$result >"
            ;;
        false) result="no mate" ;;
        null) result="unknown" ;;
        *) result="error ($status)"; nodes=0; secs=0 ;;
    esac
    line=$(awk -v n="$name" -v l="$len" -v r="$result" -v s="$secs" -v nd="$nodes" -v m="$rss" \
        'BEGIN { printf "%-20s %9s  %-13s %9.1f %13s %9.1f", n, l, r, s, nd, m / 1024 }')
    if [ -n "$cshogi" ]; then
        cs=$("$python" - "$sfen" "$cshogi" <<'PY'
import sys, time
import cshogi
from cshogi import DfPn
sfen, nodes = sys.argv[1], int(sys.argv[2])
board = cshogi.Board(sfen)
dfpn = DfPn()
dfpn.set_max_depth(255)
dfpn.set_max_search_node(nodes)
start = time.perf_counter()
mate = dfpn.search(board)
seconds = time.perf_counter() - start
if mate:
    result = f"mate in {len(dfpn.get_pv(board))}"
elif dfpn.searched_node >= nodes:
    result = "unknown"
else:
    result = "no mate"
print(f"{result:13} {seconds:9.1f} {dfpn.searched_node:11}")
PY
)
        line="$line  $cs"
    fi
    echo "$line"
done < "$out/set.tsv"
