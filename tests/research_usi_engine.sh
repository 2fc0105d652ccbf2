#!/bin/sh
# A fake USI engine for research mode's tests: it declares MultiPV, and on
# `go infinite` says one `info … multipv K … pv` line for each of the
# lines asked for, each with its own first move (pawn pushes of the side
# to move, which the tests' positions allow: edge and centre pawns), then waits for `stop` to
# answer with the first line's move. With a first argument, it writes its
# process id there, so a test can tell whether it is still running.
[ -n "$1" ] && echo $$ > "$1"
lines=1
side=b
while IFS= read -r line; do
    case "$line" in
        usi)
            echo "id name Research Fake"
            echo "option name MultiPV type spin default 1 min 1 max 5"
            echo "usiok"
            ;;
        isready) echo readyok ;;
        "setoption name MultiPV value "*) lines="${line##* }" ;;
        position*)
            # The side to move: how many moves the line has.
            set -- $line
            n=0
            seen=
            for w in "$@"; do
                [ -n "$seen" ] && n=$((n + 1))
                [ "$w" = moves ] && seen=1
            done
            if [ $((n % 2)) -eq 0 ]; then side=b; else side=w; fi
            ;;
        go*)
            if [ $side = b ]; then
                set -- 9g9f 1g1f 5g5f 4g4f 6g6f
            else
                set -- 9c9d 1c1d 5c5d 4c4d 6c6d
            fi
            best=$1
            k=1
            for mv in "$@"; do
                [ $k -gt "$lines" ] && break
                echo "info depth 5 seldepth 7 multipv $k score cp $((60 - 20 * k)) nodes 5000 nps 250000 pv $mv"
                k=$((k + 1))
            done
            ;;
        stop) echo "bestmove $best" ;;
        quit) exit 0 ;;
    esac
done
