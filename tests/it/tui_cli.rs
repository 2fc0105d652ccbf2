//! `shogi-tui play` flags: bad ones give clap's error and exit status 2
//! before the terminal is touched.

fn play(args: &[&str]) -> (i32, String) {
    let out = crate::common::cli()
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
    let long_name = "n".repeat(41);
    let cases: [(&[&str], &str); 22] = [
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
        (
            &["--time", "10x"],
            "invalid value '10x' for '--time <DURATION>': '10x' is not a duration",
        ),
        (
            &["--white-byoyomi", "1.5s"],
            "for '--white-byoyomi <DURATION>'",
        ),
        (
            &["--time", "5m", "--byoyomi", "30s", "--increment", "10s"],
            "shogi-tui play: byoyomi and increment cannot be combined: choose one",
        ),
        (
            &["--byoyomi", "30s", "--black-increment", "10s"],
            "shogi-tui play: Black's clock: byoyomi and increment cannot be combined",
        ),
        (
            &["--increment", "10s"],
            "an increment needs a main time to add to",
        ),
        (
            &["--time", "25h"],
            "the main time of 25h is too long: at most 24h",
        ),
        (&["--black-name", " "], "a player's name cannot be empty"),
        (
            &["--white-name", "a\u{1b}[2J"],
            "cannot hold control characters",
        ),
        (
            &["--white-name", &long_name],
            "a player's name is at most 40 characters",
        ),
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
    let out = crate::common::cli()
        .args(["play", "--help"])
        .output()
        .unwrap();
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
        "--time <DURATION>",
        "--byoyomi <DURATION>",
        "--increment <DURATION>",
        "--black-time",
        "--white-time",
        "--black-byoyomi",
        "--white-byoyomi",
        "--black-increment",
        "--white-increment",
        "Without --time it is byoyomi only",
        "--black-name <NAME>",
        "--white-name <NAME>",
        "--quiet",
        "bot:LEVEL",
        "usi:COMMAND",
    ] {
        assert!(text.contains(flag), "{flag} missing from:\n{text}");
    }
}

/// The program run in `cwd` with no terminal (standard input from
/// /dev/null), its settings in `cwd` too.
fn run_without_terminal(cwd: &std::path::Path, args: &[&str]) -> std::process::Output {
    crate::common::cli()
        .args(args)
        .current_dir(cwd)
        .env_remove("SHOGI_TUI_SAVE_DIR")
        .env("SHOGI_TUI_CONFIG_DIR", cwd.join("config"))
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap()
}

#[test]
fn without_a_terminal_it_says_so_and_writes_no_escape_codes() {
    // In a folder of its own, so that a `saves/` made by mistake shows.
    let cwd = scratch("no-terminal");
    std::fs::create_dir_all(&cwd).unwrap();
    for args in [&["play"][..], &[][..]] {
        let out = run_without_terminal(&cwd, args);
        assert!(
            !cwd.join("saves").exists(),
            "{args:?}: nothing is made before the terminal is checked"
        );
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        assert!(
            out.stdout.is_empty(),
            "{:?}",
            String::from_utf8_lossy(&out.stdout)
        );
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains("the game needs a terminal"), "{err}");
    }
    std::fs::remove_dir_all(&cwd).unwrap();
}

/// Clock and name flags that make sense get as far as the terminal check
/// (status 1 without one): they were read, not refused. Before `play` they
/// are the menu's for this run, and checked the same.
#[test]
fn good_clock_and_name_flags_are_taken() {
    let cwd = scratch("clock-flags");
    let run_in = |args: &[&str]| {
        let out = run_without_terminal(&cwd, args);
        (
            out.status.code(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    };
    let good: [&[&str]; 7] = [
        &["play", "--time", "10m", "--byoyomi", "30s"],
        &["play", "--byoyomi", "2s"],
        &["play", "--time", "5m", "--increment", "10s"],
        &[
            "play",
            "--time",
            "1h30m",
            "--white-time",
            "10m",
            "--byoyomi",
            "0",
        ],
        &[
            "play",
            "--black-name",
            "Hanako",
            "--white-name",
            "羽生 善治",
            "--quiet",
        ],
        &["--time", "3m", "--black-name", "Hanako", "--quiet"],
        &["--time", "3m", "play", "--white-byoyomi", "10s"],
    ];
    for args in good {
        let (code, err) = run_in(args);
        assert_eq!(code, Some(1), "{args:?}: {err}");
        assert!(err.contains("the game needs a terminal"), "{args:?}: {err}");
    }
    let (code, err) = run_in(&["--byoyomi", "30s", "--increment", "10s"]);
    assert_eq!(code, Some(2), "{err}");
    assert!(
        err.contains("shogi-tui: byoyomi and increment cannot be combined: choose one"),
        "{err}"
    );
    let (code, err) = run_in(&["--white-name", "", "play"]);
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("cannot be empty"), "{err}");
    std::fs::remove_dir_all(&cwd).unwrap();
}

fn run(args: &[&str]) -> (i32, String) {
    let out = crate::common::cli()
        .args(args)
        .env_remove("SHOGI_TUI_SAVE_DIR")
        .stdin(std::process::Stdio::null())
        .output()
        .expect("the binary runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn scratch(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("tui-cli-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn review_of_a_bad_file_names_the_file_and_the_problem_and_exits_2() {
    let dir = scratch("bad-review");
    let garbage = dir.join("garbage.csa");
    std::fs::write(&garbage, "V2.2\nPI\n+\n+7776FU\nthis is not CSA\n").unwrap();
    let missing = dir.join("missing.kif");
    let folder = dir.join("folder.kif");
    std::fs::create_dir_all(&folder).unwrap();
    let cases = [
        (folder.clone(), "folder.kif: is a folder, not a record file"),
        (garbage.clone(), "garbage.csa: CSA record, line 5: "),
        (missing.clone(), "missing.kif: no such file"),
        (dir.clone(), "unknown record type"),
        (dir.join("game.pgn"), "unknown record type 'pgn'"),
    ];
    for (path, why) in cases {
        let (code, err) = run(&["review", path.to_str().unwrap()]);
        assert_eq!(code, 2, "{path:?}: {err}");
        assert!(err.starts_with("shogi-tui review: "), "{err}");
        assert!(err.contains(why), "{path:?}: {err}");
        assert!(!err.contains("panicked"), "{err}");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn continue_without_an_unfinished_game_says_so() {
    let dir = scratch("no-autosave");
    let (code, err) = run(&["--continue", "--save-dir", dir.to_str().unwrap()]);
    // Nothing to continue is a request that cannot be met, not an I/O failure.
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains(&format!(
            "no unfinished game to continue in {}",
            dir.display()
        )),
        "{err}"
    );
    // With a subcommand it makes no sense: a usage error.
    let (code, err) = run(&["--continue", "play"]);
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("--continue resumes the last unfinished game"),
        "{err}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn continue_with_only_a_newer_builds_save_says_to_update() {
    let dir = scratch("newer-save");
    std::fs::write(
        dir.join("2030-01-01_1200_A-vs-B.ron"),
        "(version: 99, moves: [\"7g7f\"], flying_cars: true)",
    )
    .unwrap();
    let (code, err) = run(&["--continue", "--save-dir", dir.to_str().unwrap()]);
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("one save was written by a newer shogi-tui; update shogi-tui to continue it"),
        "{err}"
    );
    assert!(
        !err.contains("there is no unfinished game to continue"),
        "{err}"
    );
    let (code, ja) = run(&[
        "--lang",
        "ja",
        "--continue",
        "--save-dir",
        dir.to_str().unwrap(),
    ]);
    assert_eq!(code, 2, "{ja}");
    assert!(
        ja.contains("新しいバージョンの shogi-tui が書いた保存が 1 件"),
        "{ja}"
    );
    // A save that is merely broken is not one an update would read.
    std::fs::write(
        dir.join("2030-01-01_1200_A-vs-B.ron"),
        "(version: 1, moves: [",
    )
    .unwrap();
    let (_, err) = run(&["--continue", "--save-dir", dir.to_str().unwrap()]);
    assert!(err.contains("no unfinished game to continue"), "{err}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn save_dir_is_a_flag_of_the_program_of_play_and_of_review() {
    for args in [&["--help"][..], &["play", "--help"], &["review", "--help"]] {
        let out = crate::common::cli().args(args).output().unwrap();
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(text.contains("--save-dir <DIR>"), "{args:?}:\n{text}");
    }
    let out = crate::common::cli().arg("--help").output().unwrap();
    assert!(String::from_utf8_lossy(&out.stdout).contains("--continue"));
}
