//! Helpers of the engine's integration tests: the rules' helpers
//! (`core_common`, the file of shogi-core's tests) and fake USI engines
//! made of shell scripts. The app's tests include this file with `#[path]`
//! (as `engine_common`).

pub use crate::core_common::*;

/// A fake USI engine from a shell `script` that gets the path of a fresh
/// log file as `$1` and `extra` as `$2`: the command line that starts it,
/// and the log (`tag` keeps tests' folders apart).
pub fn logging_engine(tag: &str, script: &str, extra: &str) -> (String, std::path::PathBuf) {
    let dir = std::env::temp_dir().join(format!("shogi-fake-{}-{tag}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let log = dir.join("log.txt");
    let _ = std::fs::remove_file(&log);
    let path = dir.join("engine.sh");
    std::fs::write(&path, script).unwrap();
    (
        format!("sh '{}' '{}' '{extra}'", path.display(), log.display()),
        log,
    )
}

/// An engine that says `score <score>` with `line` as its PV and plays
/// the line's first move; Black's and White's lines are given apart. It
/// logs what it is told, and can die on its Nth `go`. Its arguments are
/// one word each: `_` stands for a space in a score, `,` in a line.
const SCRIPTED: &str = r#"#!/bin/sh
log="$1"
set -- $2
black_score="$1"; black_line="$2"; white_score="$3"; white_line="$4"; die_on="$5"
n=0
while IFS= read -r line; do
    echo "$line" >> "$log"
    case "$line" in
        usi)
            echo "id name Scripted"
            echo "option name USI_Threads type spin default 1 min 1 max 64"
            echo "option name USI_OwnBook type check default true"
            echo usiok ;;
        isready) echo readyok ;;
        position*)
            set -- $line
            if [ $# -gt 2 ]; then plies=$(( $# - 3 )); else plies=0; fi
            if [ $(( plies % 2 )) -eq 0 ]; then score="$black_score"; pv="$black_line"
            else score="$white_score"; pv="$white_line"; fi ;;
        go*)
            n=$(( n + 1 ))
            if [ "$n" = "$die_on" ]; then echo "fake engine: out of memory" >&2; exit 3; fi
            score=$(echo "$score" | tr _ ' ')
            pv=$(echo "$pv" | tr , ' ')
            echo "info depth 1 score cp 1 pv 1g1f"
            echo "info depth 5 score $score nodes 100 pv $pv"
            set -- $pv
            echo "bestmove $1" ;;
        quit) exit 0 ;;
    esac
done
"#;

pub fn scripted(
    tag: &str,
    black: (&str, &str),
    white: (&str, &str),
    die_on: u32,
) -> (String, std::path::PathBuf) {
    let extra = format!(
        "{} {} {} {} {die_on}",
        black.0.replace(' ', "_"),
        black.1.replace(' ', ","),
        white.0.replace(' ', "_"),
        white.1.replace(' ', ",")
    );
    logging_engine(tag, SCRIPTED, &extra)
}
