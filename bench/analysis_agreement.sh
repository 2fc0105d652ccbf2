#!/bin/sh
# Agreement of `shogi-tui analyse` with results: over games that ended by
# resignation, how often the evaluation of the final position favours the
# winner (cp > 0 or a mate for the winner's side; 0 counts as not).
#
#   bench/analysis_agreement.sh [--seconds S | --nodes N] FILE...
#
# FILE: match records as ../shared/tools/usi_match.py --record writes
# them (.txt: a [Termination "..."] header per game, then a
# `position startpos moves ...` line), or any record shogi-tui reads
# (.kif .csa .ki2 ...; `inspect` says whether it ended by resignation).
# Match games repeated across files are counted once (record files are
# counted each). A match game's winner is its [Result] (Black's view:
# "1-0" Black won); a record's is what `inspect` makes of its end.
#
# Only the last move is analysed (a record from the position before it,
# with that move): the final position's evaluation is what is measured,
# and a whole game would cost a hundred times more. The mate search and
# the engine see that position as `analyse` would; only the repetition
# history is lost, which a resigned position does not hinge on.
# BIN=path/to/shogi-tui analyses with another build (issue 23 compares the
# analysis before and after the net); without BIN the release binary is
# built and used. Needs jq.
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
bin=$BIN
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# One line per game: the winner ("black"/"white") and a USI position line.
for f in "$@"; do
    case "$f" in
        *.txt)
            awk '/^\[Termination / { resigned = ($0 ~ /"resign"/) }
                 /^\[Result "1-0"\]/ { winner = "black" }
                 /^\[Result "0-1"\]/ { winner = "white" }
                 /^position startpos moves / {
                     if (resigned && winner != "") print winner " " $0
                     resigned = 0; winner = ""
                 }' "$f"
            ;;
        *)
            winner=$("$bin" inspect --json "$f" 2>/dev/null |
                jq -r 'select(.outcome.reason == "resignation") | .outcome.winner // empty')
            if [ -n "$winner" ]; then echo "$winner RECORD $f"; fi
            ;;
    esac
done | sort -u >"$work/games"

total=0
agree=0
while read -r winner kind rest; do
    if [ "$kind" = RECORD ]; then
        # A record file: analysed whole (its own start, any format).
        eval=$("$bin" analyse --json $limit "$rest" 2>/dev/null | jq -c '.moves[-1].eval')
    else
        set -- $rest
        shift 2 # "startpos moves"
        last=$(eval echo "\${$#}")
        before=$(echo "$*" | awk '{ NF--; print }')
        sfen=$("$bin" inspect --moves "$before" --json | jq -r '.sfen')
        echo "position sfen $sfen moves $last" >"$work/game.usi"
        eval=$("$bin" analyse --json $limit "$work/game.usi" 2>/dev/null | jq -c '.moves[-1].eval')
    fi
    total=$((total + 1))
    favours=$(echo "$eval" | jq -r 'if . == null then "none"
        elif has("cp") then (if .cp > 0 then "black" elif .cp < 0 then "white" else "none" end)
        else (if .mate > 0 then "black" else "white" end) end')
    if [ "$favours" = "$winner" ]; then
        agree=$((agree + 1))
    else
        echo "disagrees: winner $winner, eval $eval: $kind $rest" | cut -c1-160 >&2
    fi
done <"$work/games"
echo "$agree of $total games: the final position's evaluation favours the winner ($limit)"
echo "# load $(cut -d' ' -f1-3 /proc/loadavg), $(nproc) cores"
