//! Messages that quote what a player gave: a NUL in a record shows as
//! `\x00` everywhere, a negative number reaches each numeric flag's own
//! message, a save name too long for a file is refused with the reason in
//! view, a `.usi` line going past a repetition is not said to end with a
//! word it never wrote, and `analyse --write` refuses an output its
//! encoding cannot hold before analysing.

use crate::common::run_cli;
use crate::tui_support::*;
use ratatui::crossterm::event::KeyCode;
use shogi_tui::tui::overlay::Layer;
use shogi_tui::tui::pages::game::{GamePrompt, Overlay};
use shogi_tui::tui::pages::menu::RowKind;
use std::fs;
use std::path::Path;

fn write(dir: &Path, name: &str, text: &str) -> String {
    let path = dir.join(name);
    fs::write(&path, text).unwrap();
    path.display().to_string()
}

#[test]
fn a_nul_in_a_bad_move_shows_as_x00_in_review_as_in_inspect() {
    let dir = scratch_dir("nul-move");
    let record = write(
        &dir,
        "nul.kifu",
        "手合割：平手\n   1 ７六歩(77)\n   2 ３四歩\u{0}(33)\n",
    );
    let (_, out, _) = run_cli(&["inspect", &record]);
    assert!(
        out.contains(r"unexpected '\x00(33)' after the move"),
        "{out}"
    );
    let a = review_app(Path::new(&record), &dir);
    let rows = screen(&a, W, H);
    let status = rows[rows.len() - 3..].join("\n");
    assert!(
        status.contains(r"unexpected '\x00(33)' after the move"),
        "{status}"
    );
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_negative_number_gets_the_flags_own_message() {
    let dir = scratch_dir("negative-flags");
    let record = write(&dir, "r.usi", "position startpos moves 7g7f\n");
    let out = dir.join("o.kif").display().to_string();
    let sfen = "4k4/9/4P4/9/9/9/9/9/4K4 b G 1";
    let cases: Vec<(Vec<&str>, &str)> = vec![
        (vec!["play", "--seconds", "-1"], "time per move"),
        (vec!["--seconds", "-1"], "time per move"),
        (vec!["play", "--time", "-5m"], "not a duration"),
        (vec!["play", "--byoyomi", "-30"], "not a duration"),
        (vec!["play", "--black-increment", "-1"], "not a duration"),
        (vec!["play", "--move-limit", "-1"], "-1"),
        (vec!["analyse", &record, "--seconds", "-1"], "time per move"),
        (vec!["analyse", &record, "--nodes", "-1"], "whole number"),
        (vec!["mate", "--sfen", sfen, "--seconds", "-1"], "seconds"),
        (
            vec!["mate", "--sfen", sfen, "--nodes", "-1"],
            "whole number",
        ),
        (vec!["perft", "-1"], "whole number from 1 to 20"),
        (
            vec!["convert", &record, &out, "--csa-version", "-1"],
            "whole number from 2 to 3",
        ),
        (vec!["usi", "--hash", "-1"], "whole number"),
        (
            vec!["datagen", "--out", &out, "--games", "-1"],
            "whole number",
        ),
        (
            vec!["datagen", "--out", &out, "--games", "1", "--threads", "-1"],
            "whole number from 1 to 64",
        ),
        (
            vec!["datagen", "--out", &out, "--games", "1", "--nodes", "-1"],
            "whole number",
        ),
        (
            vec![
                "datagen",
                "--out",
                &out,
                "--games",
                "1",
                "--random-plies",
                "-1",
            ],
            "whole number from 0 to 200",
        ),
        (
            vec!["datagen", "--out", &out, "--games", "1", "--seed", "-1"],
            "whole number",
        ),
        (vec!["usi", "--level", "-1"], "-1"),
        (vec!["inspect", "--move-limit", "-1"], "-1"),
        (
            vec!["review", &record, "--analysis-seconds", "-1"],
            "time per move",
        ),
    ];
    for (args, says) in cases {
        let (code, _, err) = run_cli(&args);
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(!err.contains("unexpected argument"), "{args:?}: {err}");
        assert!(err.contains(says), "{args:?} should say {says:?}: {err}");
    }
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_save_name_too_long_for_a_file_is_refused_with_the_reason_in_view() {
    let dir = scratch_dir("long-save-name");
    let mut a = menu_app(&dir);
    menu_pick(&mut a, RowKind::NewGame);
    keys(&mut a, ":7g7f\ns");
    for _ in 0..80 {
        key(&mut a, KeyCode::Backspace);
    }
    let long = "a".repeat(300);
    keys(&mut a, &long);
    keys(&mut a, "\n");
    assert_eq!(
        game(&a).overlay,
        Overlay::Layer(Layer::prompt(GamePrompt::SaveName, long.as_str()))
    );
    for width in [80, 100] {
        let rows = screen(&a, width, H);
        let status = rows[rows.len() - 3..].join(" ");
        assert!(
            status.contains("too long for a file name"),
            "at {width} columns: {status}"
        );
    }
    assert!(
        saves_in(&dir)
            .iter()
            .all(|p| p.file_name().unwrap().len() < 255),
        "nothing tried under the long name"
    );
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_usi_line_past_a_repetition_is_not_said_to_end_with_interrupted() {
    let dir = scratch_dir("usi-repetition");
    let shuffle = "5i5h 5a5b 5h5i 5b5a ";
    let past = write(
        &dir,
        "past.usi",
        &format!(
            "position startpos moves {} 5i5h\n",
            shuffle.repeat(3).trim()
        ),
    );
    let (code, out, err) = run_cli(&["inspect", &past]);
    assert_eq!(code, 0, "{err}");
    assert!(!out.contains("interrupted"), "{out}");
    assert!(
        out.contains("Record's end: none written; the moves end it: Draw by repetition"),
        "{out}"
    );
    assert!(
        out.contains("the game was over before move 13 (Draw by repetition"),
        "{out}"
    );
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn analyse_refuses_an_output_shift_jis_cannot_hold_before_it_starts() {
    let dir = scratch_dir("analyse-encoding");
    let record = write(
        &dir,
        "x.ki2",
        "手合割：平手\n先手：😀\n後手：b\n▲７六歩 △３四歩\n",
    );
    // An engine that leaves a trace if it is ever started.
    let started = dir.join("started");
    let engine = write(
        &dir,
        "engine.sh",
        &format!("#!/bin/sh\ntouch '{}'\nexit 1\n", started.display()),
    );
    let out = dir.join("o.kif");
    let (code, _, err) = run_cli(&[
        "analyse",
        &record,
        "--write",
        &out.display().to_string(),
        "--engine",
        &format!("usi:sh {engine}"),
    ]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("'😀'") && err.contains(".kifu"), "{err}");
    assert!(!started.exists(), "the engine was started: {err}");
    assert!(!out.exists());
    fs::remove_dir_all(&dir).unwrap();
}
