#!/bin/sh
# Opening books: how long a big YaneuraOu book takes to open, how much
# memory it takes, how long a lookup takes. Builds the release binary,
# makes a synthetic book of POSITIONS positions (default 1,000,000;
# random games from the start, seed 1, `shogi-tui book synth`, hidden)
# sorted and a shuffled (unsorted) copy, then for each:
#   - its size;
#   - the time to open (`book stats --json`, open_seconds), median of
#     RUNS runs (default 5) with the file in the page cache ("warm"),
#     and of RUNS runs after its pages are dropped ("cold-ish": `dd
#     iflag=nocache`, which asks the kernel to forget the file's cached
#     pages, no root needed);
#   - the maximum resident memory of `book stats` (/usr/bin/time, else
#     none), beside that of a one-position book (the program itself);
#   - lookup times (`book bench`): median and 99th percentile over 10,000
#     keys of the book and 10,000 absent ones, and `moves` (a lookup and
#     the legality of each move) for the present ones.
#
#   bench/book.sh [POSITIONS] [RUNS]
#
# BOOK_BENCH_DIR=dir keeps the books there (default target/book-bench).
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
n=${1:-1000000}
runs=${2:-5}
cd "$here"
cargo build --release --quiet
bin=./target/release/shogi-tui
dir=${BOOK_BENCH_DIR:-target/book-bench}
mkdir -p "$dir"

echo "== making $n positions (seed 1)"
"$bin" book synth --positions "$n" --seed 1 --out "$dir/sorted.db" --force
"$bin" book synth --positions "$n" --seed 1 --shuffle --out "$dir/unsorted.db" --force
printf '#YANEURAOU-DB2016 1.00\nsfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1\n7g7f none 0 0 1\n' > "$dir/tiny.db"

open_seconds() {
    "$bin" book stats "$1" --json | sed 's/.*"open_seconds":\([0-9.e-]*\).*/\1/'
}

median() {
    sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'
}

rss_kb() {
    if [ -x /usr/bin/time ]; then
        /usr/bin/time -f %M "$bin" book stats "$1" 2>&1 >/dev/null | tail -1
    else
        echo none
    fi
}

echo "== program alone: max RSS $(rss_kb "$dir/tiny.db") KiB (a one-position book)"
for kind in sorted unsorted; do
    f="$dir/$kind.db"
    size=$(stat -c %s "$f")
    open_seconds "$f" >/dev/null
    warm=$(for i in $(seq "$runs"); do open_seconds "$f"; done | median)
    cold=$(for i in $(seq "$runs"); do
        sync
        dd if="$f" iflag=nocache count=0 status=none
        open_seconds "$f"
    done | median)
    rss=$(rss_kb "$f")
    echo "== $kind: $size bytes; open warm ${warm}s, cold-ish ${cold}s (medians of $runs); max RSS $rss KiB"
    "$bin" book bench "$f" --lookups 10000 --seed 1
done
