#!/bin/sh
# The analysis's marks on the games shogi-tui lost in match records: each
# lost game is analysed whole (`shogi-tui analyse --json`), and the marks
# (?! ? ??) and the average loss per move are summed by side, shogi-tui's
# and its opponent's, over all those games.
#
#   bench/loss_marks.sh [--seconds S | --nodes N] FILE...
#
# FILE: match records as ../shared/tools/usi_match.py --record writes
# them, with shogi-tui as E1 (its colour in the [E1 "..."] header, the
# winner in [Result]). Games repeated across files are counted once.
# BIN=path/to/shogi-tui analyses with another build: issue 23 compares
# the analysis before and after the net on the same games. Without BIN the
# release binary is built and used. Needs jq.
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
limit="--seconds 0.5"
case "${1:-}" in
    --seconds | --nodes) limit="$1 $2"; shift 2 ;;
esac
[ $# -gt 0 ] || { echo "usage: $0 [--seconds S | --nodes N] FILE..." >&2; exit 2; }
if [ -z "${BIN:-}" ]; then
    (cd "$here" && cargo build --release --quiet)
    BIN="$here/target/release/shogi-tui"
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# One line per game shogi-tui lost: its colour, then the USI position line.
cat "$@" | awk '
    /^\[Result "1-0"\]/ { winner = "black" }
    /^\[Result "0-1"\]/ { winner = "white" }
    /^\[Result "1\/2-1\/2"\]/ { winner = "none" }
    /^\[E1 / { e1 = ($0 ~ /"black"/) ? "black" : "white" }
    /^position / { if (winner != "" && winner != "none" && winner != e1) print e1 "\t" $0; winner = ""; e1 = "" }
' | sort -u >"$work/lost"
games=$(wc -l <"$work/lost")
[ "$games" -gt 0 ] || { echo "no lost games in $*" >&2; exit 1; }

n=0
while IFS="$(printf '\t')" read -r side line; do
    n=$((n + 1))
    printf '%s\n' "$line" >"$work/$n.usi"
    echo "analysing lost game $n of $games" >&2
    # shellcheck disable=SC2086
    "$BIN" analyse $limit --json "$work/$n.usi" 2>/dev/null |
        jq -r --arg bot "$side" '
            def side(p): if p % 2 == 1 then "black" else "white" end;
            .summary as $s
            | [.moves[] | side(.ply)] as $movers
            | ["black", "white"][]
            | . as $c
            | [ (if $c == $bot then "bot" else "opponent" end),
                ([$movers[] | select(. == $c)] | length),
                $s[$c].average_loss, $s[$c]["?!"], $s[$c]["?"], $s[$c]["??"] ]
            | @tsv' >>"$work/sums"
done <"$work/lost"

echo "# $games lost games, $limit, $BIN"
awk -F'\t' '
    { moves[$1] += $2; loss[$1] += $2 * $3; a[$1] += $4; b[$1] += $5; c[$1] += $6 }
    END {
        for (who in moves)
            printf "%-8s moves %5d  average loss %6.1f cp  ?! %3d  ? %3d  ?? %3d\n",
                who, moves[who], loss[who] / moves[who], a[who], b[who], c[who]
    }' "$work/sums" | sort
