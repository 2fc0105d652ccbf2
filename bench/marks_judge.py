#!/usr/bin/env python3
"""Do the analysis's mistake marks hold up before a stronger judge?

    python3 bench/marks_judge.py [--bin BIN] [--judge-ms MS] [--margin CP] RECORD...

Analyses each record with `shogi-tui analyse --json` at its default
budget (0.5 s a position, the bot), then asks GPSShogi (Debian's gpsusi,
Thread=1, LimitDepth=10 (the most it takes: its clock, not the depth,
ends the search), its book off (BookDepth=0), MS milliseconds a search,
default 3000: six
times the analysis's budget) about every move the analysis marked `?`
or `??`: its score of the position before the move (the best it finds)
and of the position after it (the played move's value, from the mover's
side). A mark is *confirmed* when GPSShogi's best is at least CP
(default 50) centipawns above the played move's value, or when the
played move is the only one it calls losing to a mate; otherwise it is
*disputed*. Prints each mark and the share confirmed.

Only GPSShogi's answers are used; none of its files is read. Scores are
in GPSShogi's own units (its pawn is about 1.6 of ours: gps_label.py).
"""
import argparse
import json
import os
import queue
import subprocess
import sys
import threading

MATE = 100000

ap = argparse.ArgumentParser()
ap.add_argument("--bin", default=os.path.join(os.path.dirname(__file__), "..", "target", "release", "shogi-tui"))
ap.add_argument("--judge-ms", type=int, default=3000)
ap.add_argument("--margin", type=int, default=50)
ap.add_argument("--seconds", default=None, help="the analysis's budget, if not its default")
ap.add_argument("records", nargs="+")
args = ap.parse_args()

def start_gps():
    proc = subprocess.Popen([os.environ.get("GPSUSI", "/usr/games/gpsusi")], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, bufsize=1)
    lines = queue.Queue()

    def pump():
        for line in proc.stdout:
            lines.put(line)
        lines.put(None)
    threading.Thread(target=pump, daemon=True).start()
    return proc, lines


gps, lines = start_gps()


def send(line):
    gps.stdin.write(line + "\n")
    gps.stdin.flush()


def until(word, seconds=30.0):
    """The lines up to one starting with `word`; None past `seconds`."""
    got = []
    while True:
        try:
            line = lines.get(timeout=seconds)
        except queue.Empty:
            return None
        if line is None:
            return None
        got.append(line)
        if line.startswith(word):
            return got


def ready():
    send("usi")
    until("usiok")
    # Every setting is sent: gpsusi keeps the last value any program set
    # in one file for the whole machine and starts from it.
    send("setoption name Thread value 1")
    send("setoption name LimitDepth value 10")
    send("setoption name BookDepth value 0")
    send("isready")
    until("readyok")


ready()


def judge(position):
    """GPSShogi's score of `position` for the side to move; None when it
    gives no answer in time (it is then stopped, or started again)."""
    global gps, lines
    send("usinewgame")
    send(position)
    send("go btime 0 wtime 0 byoyomi %d" % args.judge_ms)
    answer = until("bestmove", args.judge_ms / 1000.0 + 5)
    if answer is None:
        send("stop")
        answer = until("bestmove", 5)
    if answer is None:
        gps.kill()
        gps, lines = start_gps()
        ready()
        return None
    score = None
    for info in answer:
        words = info.split()
        if "score" in words:
            i = words.index("score")
            if words[i + 1] == "cp":
                score = int(words[i + 2])
            elif words[i + 1] == "mate":
                score = -MATE if words[i + 2].startswith("-") else MATE
        if info.startswith("bestmove") and words[1] in ("resign", "win"):
            score = -MATE if words[1] == "resign" else MATE
    return score


confirmed = disputed = 0
for record in args.records:
    cmd = [args.bin, "analyse", "--json", "--quiet", record]
    if args.seconds:
        cmd[2:2] = ["--seconds", args.seconds]
    out = subprocess.run(cmd, capture_output=True, text=True)
    if out.returncode != 0:
        print("# %s: not analysed: %s" % (record, out.stderr.strip()[:200]))
        continue
    analysis = json.loads(out.stdout)
    moves = [m["usi"] for m in analysis["moves"]]
    # The start (a handicap's, or a position's) as `convert` writes it.
    usi = os.path.join(os.environ.get("TMPDIR", "/tmp"), "marks_judge.%d.usi" % os.getpid())
    subprocess.run([args.bin, "convert", "--force", record, usi], capture_output=True)
    with open(usi) as f:
        line = f.readline().strip()
    os.remove(usi)
    head = line.split(" moves")[0] + " moves"
    for m in analysis["moves"]:
        if m.get("mark") not in ("?", "??"):
            continue
        ply = m["ply"]
        before = " ".join([head] + moves[:ply - 1])
        after = " ".join([head] + moves[:ply])
        best = judge(before)
        reply = judge(after)
        if best is None or reply is None:
            print("%s ply %d %s %s: GPSShogi gave no answer in time: left out" % (
                os.path.basename(record), ply, m["usi"], m["mark"]), flush=True)
            continue
        played = -reply
        ok = best - played >= args.margin or (played <= -MATE and best > -MATE)
        confirmed += ok
        disputed += not ok
        print("%s ply %d %s %s: GPSShogi best %d, played %d: %s" % (
            os.path.basename(record), ply, m["usi"], m["mark"], best, played,
            "confirmed" if ok else "disputed"), flush=True)
send("quit")
total = confirmed + disputed
if total:
    print("confirmed %d of %d marks (%.1f%%), margin %d, GPSShogi %d ms a search" % (
        confirmed, total, 100.0 * confirmed / total, args.margin, args.judge_ms))
