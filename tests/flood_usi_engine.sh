#!/bin/sh
# A USI engine that answers the handshake, then on `go` floods its output
# and never answers: `info string` lines without end (`info`), chatter no
# client acts on (`chatter`), or one endless line (`line`); or floods
# instead of finishing the handshake (`handshake`). It reads nothing while
# it floods, as a stuck engine would not.
mode="${1:-info}"
while IFS= read -r line; do
    case "$line" in
        usi)
            echo "id name Flood ($mode)"
            # Never says usiok: floods from the handshake on.
            [ "$mode" = handshake ] && exec yes "info string flooding the handshake"
            echo usiok
            ;;
        isready) echo readyok ;;
        go*)
            case "$mode" in
                chatter) exec yes "flooding the GUI with chatter" ;;
                line) exec tr -d '\n' < /dev/zero ;;
                *) exec yes "info string flooding the GUI with words" ;;
            esac
            ;;
        quit) exit 0 ;;
    esac
done
