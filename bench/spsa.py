#!/usr/bin/env python3
"""SPSA over the search's tunable numbers (issue 79), with `shogi-tui match`.

    bench/spsa.py STATE.json --bin BIN [--pairs 4000] [--batch 2] [--nodes 10000]
                  [--params A,B,...] [--r-end 0.002] [--seed 1]

Each step draws a random sign for every number, plays BIN against itself
(`usi --tune`) with the numbers moved up by c on one side and down on the
other (`--batch` pairs of games, each opening with both colours, 8 random
plies, a fixed number of nodes a move so the machine's load does not
enter), and moves every number towards the side that won, by the score
difference times its sign. The gains follow Spall's schedule as fishtest
sets it: c falls from c_end × N^0.101 to c_end (c_end is a twentieth of
the number's range, N the planned pairs), and a with A = N / 10 so that
a / c² ends at `--r-end`.

The numbers, their defaults and ranges are read from the engine's own
`usi --tune` answer. The state (the numbers as real values, the pairs
and steps played) is written atomically after each step, and each
step's line is added to STATE.log (the pairs so far, the score
difference, the games counted, the numbers), so the
same command goes on after a stop; a stop (Ctrl-C, or SIGTERM) loses at most the
step in progress. The last line printed gives the current numbers as
`NEW_TUNE="X=V ..."` for `bench/gate_nodes.sh`, to gate them against the
defaults.
"""

import argparse
import json
import os
import random
import signal
import subprocess
import sys
import tempfile

ALPHA = 0.602
GAMMA = 0.101


def tunables(binary):
    """{name: (default, min, max)} from `BIN usi --tune`."""
    out = subprocess.run(
        [binary, "usi", "--tune"],
        input="usi\nquit\n",
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    ).stdout
    found = {}
    for line in out.splitlines():
        w = line.split()
        if len(w) >= 11 and w[:2] == ["option", "name"] and w[2].startswith("Tune_"):
            found[w[2][len("Tune_"):]] = (int(w[6]), int(w[8]), int(w[10]))
    if not found:
        sys.exit(f"{binary} offers no Tune_ options (not a build with `usi --tune`?)")
    return found


def save(path, state):
    """Writes the state beside its path and renames it over: never half-written."""
    folder = os.path.dirname(os.path.abspath(path))
    fd, tmp = tempfile.mkstemp(dir=folder, prefix=".spsa-", suffix=".json")
    with os.fdopen(fd, "w") as f:
        json.dump(state, f, indent=1, sort_keys=True)
        f.flush()
        os.fsync(f.fileno())
    os.replace(tmp, path)


def play(binary, plus, minus, pairs, nodes, seed):
    """Plus's score minus minus's (wins less losses) over `pairs` pairs."""
    with tempfile.TemporaryDirectory(prefix="spsa-") as out:
        cmd = [binary, "match",
               "--engine", f"plus=usi:{binary} usi --tune",
               "--engine", f"minus=usi:{binary} usi --tune",
               "--option", "plus:Level=8", "--option", "minus:Level=8",
               "--nodes", str(nodes), "--games", str(2 * pairs),
               "--random-plies", "8", "--seed", str(seed),
               "--concurrency", "2", "--quiet", "--max-plies", "320",
               "--out", os.path.join(out, "series")]
        for side, values in (("plus", plus), ("minus", minus)):
            for name, v in values.items():
                cmd += ["--option", f"{side}:Tune_{name}={v}"]
        subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
        try:
            with open(os.path.join(out, "series", "series.json")) as f:
                games = json.load(f)["games"]
        except (OSError, ValueError, KeyError):
            return None, 0
        # A game lost by a crash or a stop says nothing of the numbers.
        fair = [g for g in games if g.get("reason") != "crash" and not g.get("fault")]
        diff = sum((g["winner"] == "plus") - (g["winner"] == "minus") for g in fair)
        return diff, len(fair)


def stop_on_signal():
    """INT and TERM stop between steps' saves (a run started in the
    background by a shell has INT ignored, so it is set here)."""
    def stop(signum, frame):
        raise KeyboardInterrupt
    signal.signal(signal.SIGINT, stop)
    signal.signal(signal.SIGTERM, stop)


def main():
    stop_on_signal()
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("state")
    ap.add_argument("--bin", required=True)
    ap.add_argument("--pairs", type=int, default=4000, help="planned pairs of games (N)")
    ap.add_argument("--batch", type=int, default=2, help="pairs a step")
    ap.add_argument("--nodes", type=int, default=10000)
    ap.add_argument("--params", default="", help="names to tune (default: all offered)")
    ap.add_argument("--r-end", type=float, default=0.002)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()

    specs = tunables(args.bin)
    if os.path.exists(args.state):
        with open(args.state) as f:
            state = json.load(f)
    else:
        names = [n for n in args.params.split(",") if n] or sorted(specs)
        unknown = [n for n in names if n not in specs]
        if unknown:
            sys.exit(f"not offered by {args.bin}: {', '.join(unknown)}")
        state = {
            "pairs_planned": args.pairs, "batch": args.batch, "nodes": args.nodes,
            "r_end": args.r_end, "seed": args.seed, "pairs": 0,
            "theta": {n: float(specs[n][0]) for n in names},
            "steps": 0,
        }
        save(args.state, state)
    n_total = state["pairs_planned"]
    big_a = n_total / 10
    rng = random.Random(state["seed"])
    # The same signs after a resume: the generator is wound on to here.
    for _ in range(state["steps"] * len(state["theta"])):
        rng.random()
    try:
        while state["pairs"] < n_total:
            k = state["pairs"]
            plus, minus, signs, gains = {}, {}, {}, {}
            for name, theta in state["theta"].items():
                default, lo, hi = specs[name]
                c_end = (hi - lo) / 20
                c_k = c_end * (n_total / (k + 1)) ** GAMMA
                a_k = state["r_end"] * c_end ** 2 * ((big_a + n_total) / (big_a + k + 1)) ** ALPHA
                sign = 1 if rng.random() < 0.5 else -1
                plus[name] = min(hi, max(lo, round(theta + c_k * sign)))
                minus[name] = min(hi, max(lo, round(theta - c_k * sign)))
                signs[name], gains[name] = sign, (a_k / c_k ** 2) * c_k
            diff, played = play(args.bin, plus, minus, state["batch"], state["nodes"],
                                state["seed"] * 1_000_000 + state["steps"])
            if diff is None:
                sys.exit("the match gave no result (see the binary's own error by running it)")
            for name in state["theta"]:
                _, lo, hi = specs[name]
                moved = state["theta"][name] + gains[name] * diff * signs[name]
                state["theta"][name] = min(hi, max(lo, moved))
            state["pairs"] += state["batch"]
            state["steps"] += 1
            save(args.state, state)
            shown = " ".join(f"{n}={v:.1f}" for n, v in state["theta"].items())
            line = f"pairs {state['pairs']}/{n_total} diff {diff:+d} games {played}: {shown}"
            with open(args.state + ".log", "a") as log:
                print(line, file=log)
            print(line, flush=True)
    except KeyboardInterrupt:
        print("stopped; the state holds every finished step", file=sys.stderr)
    tuned = " ".join(f"{n}={round(v)}" for n, v in state["theta"].items())
    print(f'NEW_TUNE="{tuned}"')


if __name__ == "__main__":
    main()
