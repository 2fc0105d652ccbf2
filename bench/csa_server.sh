#!/bin/sh
# The headless bridge on the real shogi-server: bot against bot, GAMES games
# on one clock, then the figures the README quotes: protocol errors, losses
# on time, and the server-reported move times against the byoyomi.
#
#   bench/csa_server.sh [GAMES] [LEVEL] [TOTAL_SECONDS] [BYOYOMI_SECONDS]
#   (default: 10 games, level 8, 60 s + 1 s byoyomi)
#
# Needs ruby and ruby-webrick (apt-get install -y ruby ruby-webrick) and
# ../shared/tools/shogi-server (or SHOGI_TUI_SHOGI_SERVER). The server runs
# from a copy under target/csa-bench/, where its records stay.
set -eu
games=${1:-10}
level=${2:-8}
total=${3:-60}
byoyomi=${4:-1}
cd "$(dirname "$0")/.."
src=${SHOGI_TUI_SHOGI_SERVER:-../shared/tools/shogi-server}
cargo build --release --quiet
bin=$PWD/target/release/shogi-tui
work=$PWD/target/csa-bench/$(date +%Y%m%d-%H%M%S)
mkdir -p "$work/server/shogi_server" "$work/players"
cp "$src/shogi-server" "$src/shogi_server.rb" "$work/server/"
cp -r "$src/shogi_server/." "$work/server/shogi_server/"
chmod -R u+w "$work/server"
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
(cd "$work/server" && exec ruby shogi-server --player-log-dir "$work/players" bench "$port") \
  >"$work/server.log" 2>&1 &
server=$!
trap 'kill $server 2>/dev/null || true' EXIT
i=0
until python3 -c "import socket; socket.create_connection(('127.0.0.1',$port))" 2>/dev/null; do
  i=$((i + 1)); [ $i -lt 100 ] || { echo "shogi-server did not start" >&2; exit 1; }
  sleep 0.2
done
echo "bench-$total-$byoyomi,x" >"$work/pw"
uptime
start=$(date +%s)
for user in alice bob; do
  "$bin" online --server "127.0.0.1:$port" --user "$user" --password-file "$work/pw" \
    --player "bot:$level" --games "$games" --save-dir "$work/saves-$user" \
    >"$work/$user.out" 2>"$work/$user.err" &
  eval "pid_$user=\$!"
done
status=0
wait "$pid_alice" || status=1
wait "$pid_bob" || status=1
echo "wall time: $(( $(date +%s) - start )) s; clients' exit: $status"
uptime
cat "$work/alice.out" "$work/bob.out"
grep -v "logged in as" "$work/alice.err" "$work/bob.err" || true
python3 - "$work/server" "$total" "$byoyomi" <<'PY'
import glob, statistics, sys
root, total, byoyomi = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
reasons, in_byoyomi, all_times = {}, [], []
files = sorted(glob.glob(f"{root}/[0-9]*/*/*/*.csa"))
for path in files:
    used, side = [0, 0], 0
    for line in open(path, encoding="utf-8", errors="replace"):
        line = line.strip()
        if line[:1] in "+-" and len(line) == 7:
            side = 0 if line[0] == "+" else 1
        elif line.startswith("T") and line[1:].isdigit():
            t = int(line[1:])
            all_times.append(t)
            if used[side] >= total:
                in_byoyomi.append(t)
            used[side] += t
        elif line.startswith("'summary:"):
            r = line.split(":")[1]
            reasons[r] = reasons.get(r, 0) + 1
print(f"games recorded by the server: {len(files)}; endings: {reasons}")
if in_byoyomi:
    print(f"moves in byoyomi: {len(in_byoyomi)}; server time median {statistics.median(in_byoyomi)} s, "
          f"max {max(in_byoyomi)} s against {byoyomi} s byoyomi")
print(f"all moves: {len(all_times)}; median {statistics.median(all_times) if all_times else '-'} s, max {max(all_times) if all_times else '-'} s")
PY
exit $status
