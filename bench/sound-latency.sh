#!/bin/sh
# How late sounds are heard (issue 50: a click within 50 ms of the move, a
# count word within 50 ms of its second), through ALSA to a private
# PulseAudio server whose null sink is recorded:
#
#   bench/sound-latency.sh [ROUNDS]   (default 1; about 30 s a round)
#
# Each round runs crates/shogi-sound/benches/latency.rs, which starts its
# own server (tests/it/pulse.rs) and prints the latencies the player
# measured and the same from the recording. Needs pulseaudio,
# pulseaudio-utils and libasound2-plugins (.ci/run installs them).
set -eu
rounds=${1:-1}
cd "$(dirname "$0")/.."
for tool in pulseaudio parec pactl; do
    command -v "$tool" >/dev/null || { echo "$0: $tool missing: apt-get install pulseaudio pulseaudio-utils libasound2-plugins" >&2; exit 1; }
done
cargo bench --quiet -p shogi-sound --bench latency --no-run
echo "commit $(git rev-parse --short HEAD)$(git diff --quiet HEAD -- crates/shogi-sound || echo ' (with changes)'); $(pulseaudio --version); $(nproc) cores"
i=1
while [ "$i" -le "$rounds" ]; do
    echo
    echo "round $i, load average $(cut -d' ' -f1-3 /proc/loadavg)"
    cargo bench --quiet -p shogi-sound --bench latency
    i=$((i + 1))
done
echo
echo "load average at the end $(cut -d' ' -f1-3 /proc/loadavg)"
