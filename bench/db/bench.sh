#!/usr/bin/env bash
# The game database's benchmark: import speed, explore and search --sfen
# latency (a new process each query: the cold process is counted), and
# the size per game and per indexed position.
#
#   bench/db/bench.sh [CORPUS_DIR] [QUERIES]
#
# CORPUS_DIR is what bench/db/make_corpus.sh made (default /work/corpus/db).
# Prints a Markdown report on stdout; bench/results/ keeps the dated ones.
set -euo pipefail
cd "$(dirname "$0")/../.."
corpus=${1:-/work/corpus/db}
queries=${2:-300}
work=${TMPDIR:-/tmp}/shogi-db-bench.$$
mkdir -p "$work"
trap 'rm -rf "$work"' EXIT
# The test profile: opt-level 3 like release, without the fat LTO that
# takes a shared 2-core machine a quarter of an hour.
if [ -z "${SKIP_BUILD:-}" ]; then
  cargo build --profile test --bin shogi-tui -p shogi-tui >&2
fi
bin=${BIN:-target/debug/shogi-tui}
db=$work/games.sqlite

# The files in the page cache, as the goal says.
find "$corpus" -type f -name '*.csa' -print0 | xargs -0 cat > /dev/null
files=$(find "$corpus" -type f -name '*.csa' | wc -l)
bytes=$(find "$corpus" -type f -name '*.csa' -print0 | du -cb --files0-from=- | tail -1 | cut -f1)

start=$(date +%s.%N)
/usr/bin/time -f '%U %S %M' -o "$work/import.time" \
  "$bin" db import "$corpus" --db "$db" > "$work/import.out"
end=$(date +%s.%N)
read -r user sys maxrss < "$work/import.time"
games=$(sqlite3 "$db" 'SELECT count(*) FROM games')
positions=$(sqlite3 "$db" 'SELECT count(*) FROM positions')
wall=$(echo "$end - $start" | bc -l)

size=$(stat -c %s "$db")
# Bytes each table and index takes (SQLite's dbstat: pages in use).
split=$(sqlite3 "$db" "SELECT name, sum(pgsize) FROM dbstat GROUP BY name ORDER BY 2 DESC" | tr '\n' ' ')
games_bytes=$(sqlite3 "$db" "SELECT sum(pgsize) FROM dbstat WHERE name IN ('games', 'sqlite_autoindex_games_1', 'games_black', 'games_white')")
pos_bytes=$(sqlite3 "$db" "SELECT sum(pgsize) FROM dbstat WHERE name = 'positions'")

# The positions asked: QUERIES corpus files drawn at random, each cut
# after a random number of its moves (0 to 50, the index's limit), the
# position read by `shogi-tui inspect` (the record reader, not the
# database), so the sample mixes the start, shared openings and positions
# one game reached, as games give them.
find "$corpus" -type f -name '*.csa' | shuf -n "$queries" --random-source=<(yes) > "$work/files"
while IFS= read -r f; do
  k=$(( RANDOM % 51 ))
  awk -v k="$k" '/^[+-][0-9]/ { if (n++ >= k) exit } { print }' "$f" > "$work/cut.csa"
  "$bin" inspect "$work/cut.csa" | sed -n 's/^SFEN: //p'
done < "$work/files" > "$work/sfens"

# One process a query; the time of each, in milliseconds.
time_each() {
  local out=$1; shift
  : > "$out"
  while IFS= read -r sfen; do
    local t0 t1
    t0=$(date +%s%N)
    "$bin" db "$@" --sfen "$sfen" --db "$db" --json > /dev/null
    t1=$(date +%s%N)
    echo $(( (t1 - t0) / 1000 )) >> "$out"
  done < "$work/sfens"
}
percentile() { sort -n "$1" | awk -v p="$2" '{a[NR]=$1} END {i=int(NR*p/100+0.999); if (i<1) i=1; printf "%.1f", a[i]/1000}'; }
# The same number of processes that only print the version: what a cold
# process costs before any query.
: > "$work/start.us"
for _ in $(seq "$queries"); do
  t0=$(date +%s%N); "$bin" --version > /dev/null; t1=$(date +%s%N)
  echo $(( (t1 - t0) / 1000 )) >> "$work/start.us"
done
time_each "$work/explore.us" explore
time_each "$work/search.us" search --limit 20

cat <<REPORT
## $(date -u +%Y-%m-%d) on $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)

Corpus: $files files, $bytes bytes ($corpus).
Binary: \`$bin\` (test profile, opt-level 3).

| measure | figure |
|---|---|
| import: games | $games imported ($(cat "$work/import.out")) |
| import: wall time | $(printf %.2f "$wall") s: **$(echo "$games / $wall" | bc) games/s** |
| import: CPU (user + sys) | $user s + $sys s: $(echo "$games / ($user + $sys)" | bc) games per CPU-second; peak memory $maxrss KiB |
| database | $size bytes: $(echo "$size / $games" | bc) bytes a game in all |
| games table and its indexes | $games_bytes bytes: $(echo "$games_bytes / $games" | bc) bytes a game |
| positions index | $positions rows, $pos_bytes bytes: $(echo "scale=1; $pos_bytes / $positions" | bc) bytes a position |
| the goal's budget: 300 B a game + 16 B a position | $(( games * 300 + positions * 16 )) bytes, against the file's $size |
| by table | $split |
| \`db explore --sfen\` ($queries positions, a process each) | p50 $(percentile "$work/explore.us" 50) ms, p95 $(percentile "$work/explore.us" 95) ms, max $(percentile "$work/explore.us" 100) ms |
| \`shogi-tui --version\` (the process alone) | p50 $(percentile "$work/start.us" 50) ms, p95 $(percentile "$work/start.us" 95) ms |
| \`db search --sfen --limit 20\` | p50 $(percentile "$work/search.us" 50) ms, p95 $(percentile "$work/search.us" 95) ms, max $(percentile "$work/search.us" 100) ms |
REPORT
