//! `shogi-tui play` flags: bad ones give clap's error and exit status 2
//! before the terminal is touched.

use std::process::Command;

const BIN: &str = env!("CARGO_BIN_EXE_shogi-tui");

fn play(args: &[&str]) -> (i32, String) {
    let out = Command::new(BIN)
        .arg("play")
        .args(args)
        .output()
        .expect("the binary runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn bad_flags_exit_2_with_a_reason() {
    let cases: [(&[&str], &str); 13] = [
        (&["--rules", "bogus"], "unknown rule set 'bogus'"),
        (&["--move-limit", "lots"], "bad move limit 'lots'"),
        (&["--handicap", "queen"], "unknown handicap 'queen'"),
        (
            &["--black", "robot"],
            "unknown player 'robot': expected human, bot:LEVEL",
        ),
        (&["--white", "bot:9"], "'9' is not a level"),
        (&["--white", "bot:grandmaster"], "Beginner, Novice"),
        (&["--white", "usi:"], "usi: needs the engine's command line"),
        (
            &["--black", "usi:/no/such/engine --fast"],
            "no engine program at /no/such/engine",
        ),
        (&["--white", "usi:gps 'oops"], "unclosed ' quote"),
        (&["--seconds", "0"], "give seconds from 0.1 to 3600"),
        (&["--theme", "neon"], "expected one of: dark, light"),
        (&["--glyphs", "emoji"], "--glyphs"),
        (&["--sfen", "9/9/9 b - 1"], "the board has 3 ranks"),
    ];
    for (args, why) in cases {
        let (code, err) = play(args);
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(err.contains(why), "{args:?}: {err}");
    }
}

#[test]
fn sfen_and_handicap_exclude_each_other() {
    let (code, err) = play(&[
        "--handicap",
        "rook",
        "--sfen",
        "4k4/9/9/9/9/9/9/9/4K4 b - 1",
    ]);
    assert_eq!(code, 2);
    assert!(err.contains("cannot be used with"), "{err}");
}

#[test]
fn help_lists_every_flag() {
    let out = Command::new(BIN).args(["play", "--help"]).output().unwrap();
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    for flag in [
        "--black",
        "--white",
        "--sfen",
        "--handicap",
        "--rules",
        "--move-limit",
        "--glyphs",
        "--flip",
        "--auto-flip",
        "--theme",
        "--seconds",
        "bot:LEVEL",
        "usi:COMMAND",
    ] {
        assert!(text.contains(flag), "{flag} missing from:\n{text}");
    }
}

#[test]
fn without_a_terminal_it_says_so_and_writes_no_escape_codes() {
    for args in [&["play"][..], &[][..]] {
        let out = Command::new(BIN)
            .args(args)
            .stdin(std::process::Stdio::null())
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        assert!(
            out.stdout.is_empty(),
            "{:?}",
            String::from_utf8_lossy(&out.stdout)
        );
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains("the game needs a terminal"), "{err}");
    }
}
