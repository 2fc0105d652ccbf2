#!/bin/sh
# A fake USI engine for the client tests. It misbehaves on purpose, in the
# way named by its first argument; the second is the move it plays when it
# behaves.
mode="$1"
move="${2:-7g7f}"
if [ "$mode" = die-at-start ]; then
    echo "fake engine: cannot load its evaluation file" >&2
    exit 1
fi
while IFS= read -r line; do
    case "$line" in
        usi)
            if [ "$mode" != no-usiok ]; then
                echo "id name Fake Engine ($mode)"
                echo "option name Depth type spin default 1 min 1 max 9"
                echo "usiok"
            fi
            ;;
        isready) echo readyok ;;
        go*)
            case "$mode" in
                crash-on-go)
                    echo "fake engine: segmentation fault" >&2
                    exit 3
                    ;;
                hang-on-go) ;;
                # Stops reading altogether, so it cannot even hear quit.
                hang-hard) sleep 600 ;;
                illegal) echo "bestmove 5e5d" ;;
                malformed) echo "bestmove 7g7" ;;
                resign) echo "bestmove resign" ;;
                # Thinks a while, then plays the next of the moves given
                # ("3c3d 8c8d"), the last one again once they run out.
                slow)
                    sleep 1.5
                    echo "bestmove ${move%% *}"
                    move="${move#* }"
                    ;;
                # Answers, then answers again with another legal move.
                double-bestmove)
                    echo "bestmove $move"
                    echo "bestmove 1g1f"
                    ;;
                # Slow to answer, and answers every stop, even when idle:
                # a stop that crosses its bestmove gets a second one.
                answers-stop)
                    sleep 0.2
                    echo "bestmove $move"
                    ;;
                *)
                    echo "info depth 1 score cp 12 nodes 1 pv $move"
                    echo "bestmove $move"
                    ;;
            esac
            ;;
        stop)
            if [ "$mode" = answers-stop ]; then
                echo "bestmove 1g1f"
            fi
            ;;
        quit) exit 0 ;;
    esac
done
