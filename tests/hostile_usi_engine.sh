#!/bin/sh
# A USI engine that says things a terminal obeys: on `go` it prints `info
# string` lines holding an OSC 52 clipboard write, a screen clear, a bell
# and a right-to-left override, with 100,000 more characters after them,
# on its output and its error output alike; then it crashes (`crash`) or
# answers that text for its move (`malformed`).
mode="${1:-crash}"
hostile() {
    printf '\033]52;c;cm0gLXJmIH4K\007\033[2J\007\342\200\256evil'
    head -c 100000 /dev/zero | tr '\0' x
}
while IFS= read -r line; do
    case "$line" in
        usi)
            echo "id name Hostile ($mode)"
            echo usiok
            ;;
        isready) echo readyok ;;
        go*)
            echo "info string $(hostile)"
            echo "info string $(hostile)" >&2
            case "$mode" in
                malformed) echo "bestmove $(hostile)" ;;
                *) exit 3 ;;
            esac
            ;;
        quit) exit 0 ;;
    esac
done
