//! A record's own ending is the game's outcome (issue 12): each CSA `%`
//! word and KIF end word maps to its reason and winner, the rules only add
//! a note, and moves written after the end are dropped with a warning.

use serde_json::Value;
use shogi_tui::game::EndReason;
use shogi_tui::kifu::{EndCheck, EndWord, Finding, LoadNote, Loaded, open_record};
use shogi_tui::shogi::Color;
use shogi_tui::words::load_notes::notes_said;
use std::path::PathBuf;

fn path(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(name)
}

fn load(name: &str) -> Loaded {
    open_record(&path(name)).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// (reason code, winner) of a loaded record's outcome.
fn ending(name: &str) -> (&'static str, Option<Color>) {
    let loaded = load(name);
    let o = loaded
        .game
        .outcome()
        .unwrap_or_else(|| panic!("{name}: the game is not over"));
    (o.reason.code(), o.winner)
}

const B: Option<Color> = Some(Color::Black);
const W: Option<Color> = Some(Color::White);

#[test]
fn every_csa_ending_gives_its_reason_and_winner() {
    // After ▲7六歩 △3四歩 ▲2六歩 White is to move.
    let table = [
        ("end_toryo", "resignation", B),
        ("end_time_up", "timeout", B),
        ("end_jishogi", "impasse", None),
        ("end_max_moves", "move_limit", None),
        ("end_chudan", "interrupted", None),
        ("end_sennichite", "sennichite", None),
        // White is not in check: White, to move, was the checker.
        ("end_oute_sennichite", "perpetual_check", B),
        ("end_kachi", "impasse_declaration", W),
        ("end_tsumi", "checkmate", B),
        ("end_hikiwake", "draw", None),
        ("end_illegal_move", "illegal_move", B),
        ("end_plus_illegal_action", "illegal_move", W),
        ("end_minus_illegal_action", "illegal_move", B),
        ("end_fuzumi", "no_mate", None),
        ("end_error", "interrupted", None),
    ];
    for (name, reason, winner) in table {
        let file = format!("csa/{name}.csa");
        assert_eq!(ending(&file), (reason, winner), "{file}");
        assert_eq!(load(&file).game.ply(), 3, "{file}");
    }
}

#[test]
fn every_kif_ending_gives_its_reason_and_winner() {
    let table = [
        ("end_time_up", "timeout", B),
        ("end_kire_make", "timeout", B),
        ("end_jishogi", "impasse", None),
        ("end_chudan", "interrupted", None),
        ("end_sennichite", "sennichite", None),
        ("end_nyugyoku", "impasse_declaration", W),
        ("end_tsumi", "checkmate", B),
        ("end_foul_loss", "illegal_move", B),
    ];
    for (name, reason, winner) in table {
        let file = format!("kif/{name}.kifu");
        assert_eq!(ending(&file), (reason, winner), "{file}");
    }
}

#[test]
fn a_resignation_in_a_mated_position_stays_a_resignation() {
    let loaded = load("csa/end_toryo_mated.csa");
    let o = loaded.game.outcome().unwrap();
    assert_eq!(o.reason, EndReason::Resignation);
    assert_eq!(o.winner, B);
    assert!(loaded.final_position_checkmate());
    assert_eq!(
        loaded.end_check,
        EndCheck::Disagrees {
            recorded: EndWord::Resign,
            why: Finding::FinalCheckmate
        }
    );
    // Stated as mate, the same position agrees with the rules.
    let loaded = load("csa/end_tsumi_mated.csa");
    assert_eq!(loaded.game.outcome().unwrap().reason, EndReason::Checkmate);
    assert_eq!(loaded.end_check, EndCheck::Agrees);
    assert!(loaded.final_position_checkmate());
    assert!(loaded.notes().is_empty(), "{:?}", loaded.notes());
}

#[test]
fn a_stated_ending_the_rules_do_not_see_is_kept_with_a_note() {
    let loaded = load("csa/end_tsumi.csa");
    assert!(!loaded.final_position_checkmate());
    let notes = notes_said(&loaded.notes());
    assert_eq!(
        notes,
        ["the record ends with 'checkmate', but White is not checkmated"]
    );
    // In Japanese the record's end word is KIF's, not the save's key.
    let notes = shogi_tui::i18n::in_lang(shogi_tui::i18n::Lang::Ja, || {
        notes_said(&load("csa/end_tsumi.csa").notes())
    });
    assert_eq!(notes.len(), 1, "{notes:?}");
    assert!(
        notes[0].starts_with("棋譜は「詰み」で終わっています"),
        "{notes:?}"
    );
    assert!(!notes[0].contains("checkmate"), "{notes:?}");
    let loaded = load("csa/end_toryo.csa");
    assert_eq!(loaded.end_check, EndCheck::Agrees);
    assert!(loaded.notes().is_empty());
}

#[test]
fn a_move_limit_draw_is_a_draw_not_an_unfinished_game() {
    let loaded = load("csa/end_max_moves.csa");
    let o = loaded.game.outcome().unwrap();
    assert!(o.is_draw(), "{o:?}");
    assert_eq!(o.reason, EndReason::MoveLimit { limit: 3 });
    assert_eq!(loaded.end_check, EndCheck::Agrees);
}

#[test]
fn moves_after_the_end_line_are_dropped_with_a_warning() {
    for (name, line, word) in [
        ("csa/end_then_moves.csa", 13, "%TORYO"),
        ("kif/end_then_moves.kifu", 7, "投了"),
    ] {
        let loaded = load(name);
        assert_eq!(loaded.game.ply(), 3, "{name}");
        let o = loaded.game.outcome().unwrap();
        assert_eq!((o.reason.code(), o.winner), ("resignation", B), "{name}");
        assert_eq!(
            loaded.record.warnings,
            [format!(
                "line {line}: the record goes on after its end ({word}); the moves from there are ignored"
            )],
            "{name}"
        );
        assert!(
            loaded
                .notes()
                .contains(&LoadNote::Read(loaded.record.warnings[0].clone()))
        );
        // Nor does a comment on a dropped move land on a kept one.
        assert!(
            loaded.record.moves.iter().all(|m| m.comments.is_empty()),
            "{name}"
        );
    }
}

fn inspect_json(name: &str) -> (Value, String) {
    let out = crate::common::cli()
        .args(["inspect", "--json"])
        .arg(path(name))
        .output()
        .unwrap();
    assert!(out.status.success(), "{name}: {out:?}");
    let v = serde_json::from_slice(&out.stdout).unwrap();
    (v, String::from_utf8_lossy(&out.stderr).into_owned())
}

#[test]
fn inspect_json_gives_the_end_as_written_and_the_mate() {
    let (v, _) = inspect_json("csa/end_toryo_mated.csa");
    assert_eq!(v["end"], "%TORYO");
    assert_eq!(v["final_position_checkmate"], true);
    assert_eq!(v["outcome"]["reason"], "resignation");
    assert_eq!(v["outcome"]["winner"], "black");
    let (v, _) = inspect_json("kif/end_jishogi.kifu");
    assert_eq!(v["end"], "持将棋");
    assert_eq!(v["final_position_checkmate"], false);
    assert_eq!(v["outcome"]["reason"], "impasse");
    assert_eq!(v["outcome"]["kif"], "まで3手で持将棋");
    let (v, stderr) = inspect_json("csa/end_then_moves.csa");
    assert_eq!(v["ply"], 3);
    assert!(stderr.contains("line 13: the record goes on"), "{stderr}");
    let (v, _) = inspect_json("usi/opening_26.usi");
    assert_eq!(v["end"], Value::Null);
}

#[test]
fn inspect_text_shows_the_stated_end() {
    let out = crate::common::cli()
        .arg("inspect")
        .arg(path("csa/end_toryo_mated.csa"))
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("Record's end: %TORYO"), "{text}");
    assert!(text.contains("The final position is checkmate"), "{text}");
    assert!(
        text.contains("Outcome: Black wins by resignation after 1 move"),
        "{text}"
    );
}

#[test]
fn a_loaded_ending_is_written_back_and_read_the_same() {
    use shogi_tui::kifu::files::{FileKind, parse_text, write_text};
    use shogi_tui::kifu::{GameInfo, load_game, record_of};
    let names = [
        "end_toryo",
        "end_time_up",
        "end_jishogi",
        "end_max_moves",
        "end_chudan",
        "end_sennichite",
        "end_oute_sennichite",
        "end_kachi",
        "end_tsumi",
        "end_hikiwake",
        "end_illegal_move",
        "end_plus_illegal_action",
        "end_minus_illegal_action",
        "end_fuzumi",
        "end_toryo_mated",
    ];
    for name in names {
        let file = format!("csa/{name}.csa");
        let loaded = load(&file);
        let record = record_of(&loaded.game, &GameInfo::default());
        for kind in [FileKind::Csa, FileKind::Kifu, FileKind::Save] {
            let text = write_text(&record, kind).unwrap();
            let back = load_game(parse_text(&text, kind).unwrap());
            let (a, b) = (loaded.game.outcome().unwrap(), back.game.outcome().unwrap());
            assert_eq!(a.winner, b.winner, "{file} via {kind:?}\n{text}");
            // KIF has one word for every impasse draw.
            if kind != FileKind::Kifu {
                assert_eq!(
                    a.reason.code(),
                    b.reason.code(),
                    "{file} via {kind:?}\n{text}"
                );
            }
        }
    }
}

/// Every special move KIF and KI2 writers use, with the end it names
/// after ▲7六歩 △3四歩 ▲2六歩 (White to move): (word, reason, winner).
/// The rules cannot confirm 詰み, 千日手 or 入玉勝ち here; the record's
/// word stands, with a note.
const KIF_WORDS: [(&str, &str, Option<Color>); 12] = [
    ("封じ手", "sealed", None),
    ("持将棋", "impasse", None),
    ("千日手", "sennichite", None),
    ("詰み", "checkmate", B),
    ("切れ負け", "timeout", B),
    ("反則勝ち", "illegal_move", W),
    ("反則負け", "illegal_move", B),
    ("入玉勝ち", "impasse_declaration", W),
    ("不戦勝", "resignation", W),
    ("不戦敗", "resignation", B),
    ("中断", "interrupted", None),
    ("投了", "resignation", B),
];

const THREE_MOVES: &str = "手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 ３四歩(33)\n   3 ２六歩(27)\n";

#[test]
fn every_kif_special_move_is_the_end_it_names_and_is_written_back_as_read() {
    use shogi_tui::kifu::files::{FileKind, parse_text, write_text};
    use shogi_tui::kifu::load_game;
    for (word, reason, winner) in KIF_WORDS {
        let kif = format!("{THREE_MOVES}   4 {word}\n");
        let loaded = load_game(parse_text(&kif, FileKind::Kifu).unwrap());
        assert!(loaded.illegal.is_none(), "{word}: read as a foul");
        let o = loaded.game.outcome().unwrap();
        assert_eq!((o.reason.code(), o.winner), (reason, winner), "{word}");
        let out = write_text(&loaded.record_to_write(), FileKind::Kifu).unwrap();
        assert!(
            out.lines()
                .any(|l| l.trim_start().starts_with("4 ")
                    && l.split_whitespace().nth(1) == Some(word)),
            "{word} not written back as read:\n{out}"
        );
    }
}

#[test]
fn every_ki2_summary_is_the_end_it_names() {
    use shogi_tui::kifu::files::{FileKind, parse_text, write_text};
    use shogi_tui::kifu::load_game;
    for (word, reason, winner) in KIF_WORDS {
        // What each writer puts after `まで3手で`; a win or loss by a
        // plain word names the winner, as Kifu for Windows writes it.
        let summary = match word {
            "投了" => "先手の勝ち".to_string(),
            "切れ負け" => "時間切れにより先手の勝ち".to_string(),
            "反則勝ち" | "反則負け" | "入玉勝ち" => format!("後手の{word}"),
            "詰み" => "先手の勝ち".to_string(),
            _ => word.to_string(),
        };
        // 詰み is a win for Black to a KI2 reader: the winner is all it says.
        let reason = if word == "詰み" {
            "resignation"
        } else {
            reason
        };
        let ki2 = format!("手合割：平手\n▲７六歩 △３四歩 ▲２六歩\nまで3手で{summary}\n");
        let loaded = load_game(parse_text(&ki2, FileKind::Ki2u).unwrap());
        let o = loaded
            .game
            .outcome()
            .unwrap_or_else(|| panic!("{word}: no end"));
        assert_eq!((o.reason.code(), o.winner), (reason, winner), "{word}");
        let out = write_text(&loaded.record_to_write(), FileKind::Ki2u).unwrap();
        assert!(
            out.contains(&format!("まで3手で{summary}")),
            "{word}:\n{out}"
        );
    }
}

#[test]
fn a_sealed_move_adjourns_the_game_in_inspect_in_both_languages() {
    use crate::common::cli_in_locale;
    let dir = crate::common::scratch_dir("endings", "sealed");
    let file = dir.join("meijin.kif");
    // As the Meijin-sen record ends: the sealed move, then the summary.
    std::fs::write(
        &file,
        format!("{THREE_MOVES}   4 封じ手\nまで3手で封じ手\n"),
    )
    .unwrap();
    let (code, out, err) = crate::common::run_cli(&["inspect", file.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    let outcome = out
        .lines()
        .find(|l| l.starts_with("Outcome:"))
        .unwrap_or("");
    assert_eq!(
        outcome,
        "Outcome: Adjourned with a sealed move after 3 moves"
    );
    let ja = cli_in_locale("ja_JP.UTF-8")
        .args(["inspect", file.to_str().unwrap()])
        .output()
        .unwrap();
    let ja = String::from_utf8_lossy(&ja.stdout);
    let outcome = ja.lines().find(|l| l.starts_with("結果：")).unwrap_or("");
    assert!(outcome.contains("封じ手"), "{ja}");
    assert!(!outcome.contains("反則"), "{ja}");
    // Every line in Japanese, but for the notations it quotes.
    assert!(
        !outcome.is_ascii() && !outcome.contains("moves"),
        "{outcome}"
    );
}

#[test]
fn a_move_a_reader_cannot_read_is_explained_in_japanese() {
    use crate::common::cli_in_locale;
    let dir = crate::common::scratch_dir("endings", "unreadable");
    let file = dir.join("odd.kifu");
    std::fs::write(&file, format!("{THREE_MOVES}   4 ほげ\n")).unwrap();
    let out = cli_in_locale("ja_JP.UTF-8")
        .args(["inspect", file.to_str().unwrap()])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    let line = text.lines().find(|l| l.contains("ほげ")).unwrap_or("");
    assert!(!line.is_empty(), "{text}");
    assert!(
        !line.contains("not a move") && !line.contains("expected"),
        "{line}"
    );
}
