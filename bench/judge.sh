#!/bin/sh
# Judgement: how well the hand-written evaluation and the net (added to
# it) agree with an independent judge, GPSShogi, on positions from a
# training-data file the net was not trained on.
#
#   bench/judge.sh DATAFILE [EVERY] [WEIGHTS]
#
# Takes one record in EVERY (default 20) of DATAFILE (`shogi-tui datagen`
# output), asks gpsusi (Thread=1, LimitDepth=4, byoyomi 100 ms: a short
# search, so its score is its evaluation after the exchanges settle) for
# its score of each position, and prints Pearson's correlation of each of
# our static scores with GPSShogi's, over all positions and over the
# balanced ones (GPSShogi within ±1000 cp, where positional judgement is
# what is left to measure), and the correlation of the search scores the
# file holds for comparison. WEIGHTS: another weights file than the
# embedded one.
#
# Needs: apt-get install gpsshogi. Builds the release binary first.
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
data=${1:?usage: bench/judge.sh DATAFILE [EVERY] [WEIGHTS]}
every=${2:-20}
weights=${3:-}
gps=${GPSUSI:-/usr/games/gpsusi}
[ -x "$gps" ] || { echo "no $gps: apt-get install gpsshogi" >&2; exit 2; }
(cd "$here" && cargo build --release --quiet)
bin="$here/target/release/shogi-tui"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

if [ -n "$weights" ]; then
    "$bin" datagen --sfens "$data" --every "$every" --weights "$weights" >"$work/ours"
else
    "$bin" datagen --sfens "$data" --every "$every" >"$work/ours"
fi
echo "# $(wc -l <"$work/ours") positions from $data (one in $every)"

python3 "$here/bench/gps_label.py" 4 100 1 <"$work/ours" >"$work/judged"

# Each judged line: SFEN, GPSShogi's score, result, hand-written, net,
# our search score, GPSShogi's raw score.
python3 - "$work/judged" <<'EOF'
import sys

rows = []
for line in open(sys.argv[1]):
    f = line.rstrip("\n").split("\t")
    rows.append((int(f[6]), int(f[5]), int(f[3]), int(f[4])))

def corr(xs, ys):
    n = len(xs)
    if n < 2:
        return float("nan")
    mx, my = sum(xs) / n, sum(ys) / n
    sxy = sum((x - mx) * (y - my) for x, y in zip(xs, ys))
    sxx = sum((x - mx) ** 2 for x in xs)
    syy = sum((y - my) ** 2 for y in ys)
    return sxy / (sxx * syy) ** 0.5 if sxx and syy else float("nan")

def clip(v):
    # Mates and runaway scores would decide a correlation alone.
    return max(-3000, min(3000, v))

for name, keep in (("all", lambda r: True), ("balanced (|GPS| < 1000)", lambda r: abs(r[0]) < 1000)):
    sel = [r for r in rows if keep(r)]
    g = [clip(r[0]) for r in sel]
    print("%s, %d positions: correlation with GPSShogi: hand-written %.3f, net %.3f (search scores in the file %.3f)" % (
        name, len(sel),
        corr(g, [clip(r[2]) for r in sel]),
        corr(g, [clip(r[3]) for r in sel]),
        corr(g, [clip(r[1]) for r in sel])))
EOF
