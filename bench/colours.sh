#!/bin/sh
# Score of engine 1 by colour, from the game lines of bench/match.sh
# output (one or more files, or standard input):
#
#   bench/match.sh strongest-gps 20 --seed 3 | tee target/gps-3.out
#   bench/colours.sh target/gps-*.out
#
# Prints W-L-D as Black, as White and in all, with the share of points.
exec awk '
$1 == "game" && $3 == "E1" {
    c = $4; r = $5 " " $6
    if (r == "E1 wins") w[c]++; else if (r == "E2 wins") l[c]++; else d[c]++
}
function line(name, W, L, D,   n) {
    n = W + L + D
    printf "%-6s %d-%d-%d", name, W, L, D
    if (n) printf " (%.1f%% of %d)", 100 * (W + D / 2) / n, n
    printf "\n"
}
END {
    line("black", w["black"], l["black"], d["black"])
    line("white", w["white"], l["white"], d["white"])
    line("all", w["black"] + w["white"], l["black"] + l["white"], d["black"] + d["white"])
}' "$@"
