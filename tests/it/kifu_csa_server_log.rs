//! CSA server and tournament logs are records (issue 22): the server's `#`
//! lines after the end (`#RESIGN`, `#TIME_UP`, `#WIN` …) give or confirm
//! the reason, a line that contradicts the record is warned about, and a
//! shogi-server game file's `'summary:` names the end it writes no `%`
//! line for. The files under tests/data/csa/ were written by hand in the
//! shapes the CSA protocol (1.2.1) and shogi-server's game files take.

use shogi_tui::kifu::files::{FileKind, parse_text};
use shogi_tui::kifu::{EndCheck, EndWord, Loaded, open_record};
use shogi_tui::shogi::Color;
use std::path::PathBuf;

fn path(name: &str) -> PathBuf {
    crate::tui_support::data(&format!("csa/{name}"))
}

fn load(name: &str) -> Loaded {
    open_record(&path(name)).unwrap_or_else(|e| panic!("{name}: {e}"))
}

const B: Option<Color> = Some(Color::Black);
const W: Option<Color> = Some(Color::White);

#[test]
fn every_server_ending_shape_gives_its_end_and_winner_without_a_warning() {
    // ▲7六歩 △3四歩 ▲2六歩, then White (to move) ends the game as the
    // server says; the sennichite file repeats rook moves to a 4th time.
    let table = [
        ("server_toryo_comma.csa", EndWord::Resign, "resignation", B),
        ("server_toryo_t_line.csa", EndWord::Resign, "resignation", B),
        ("server_time_up.csa", EndWord::TimeUp, "timeout", B),
        (
            "server_illegal_move.csa",
            EndWord::FoulLoss,
            "illegal_move",
            B,
        ),
        (
            "server_minus_illegal_action.csa",
            EndWord::IllegalAction {
                offender: Color::White,
            },
            "illegal_move",
            B,
        ),
        // White is not in check: White, to move, was the checker.
        (
            "server_oute_sennichite.csa",
            EndWord::PerpetualCheck {
                checker: Color::White,
            },
            "perpetual_check",
            B,
        ),
        (
            "server_kachi.csa",
            EndWord::DeclareWin,
            "impasse_declaration",
            W,
        ),
        // The server ruled White's declaration wrong.
        (
            "server_illegal_kachi.csa",
            EndWord::FoulLoss,
            "illegal_move",
            B,
        ),
        (
            "server_max_moves.csa",
            EndWord::MaxMoves,
            "move_limit",
            None,
        ),
        ("server_censored.csa", EndWord::MaxMoves, "move_limit", None),
        (
            "server_chudan.csa",
            EndWord::Interrupted,
            "interrupted",
            None,
        ),
        ("server_jishogi_draw.csa", EndWord::Impasse, "impasse", None),
        (
            "server_sennichite.csa",
            EndWord::Sennichite,
            "sennichite",
            None,
        ),
        ("shogi_server_toryo.csa", EndWord::Resign, "resignation", B),
        (
            "shogi_server_illegal_move.csa",
            EndWord::FoulLoss,
            "illegal_move",
            B,
        ),
    ];
    for (name, word, reason, winner) in table {
        let loaded = load(name);
        assert_eq!(
            loaded.record.end.as_ref().map(|e| e.word),
            Some(word),
            "{name}"
        );
        let o = loaded
            .game
            .outcome()
            .unwrap_or_else(|| panic!("{name}: the game is not over"));
        assert_eq!((o.reason.code(), o.winner), (reason, winner), "{name}");
        assert!(
            loaded.record.warnings.is_empty(),
            "{name}: {:?}",
            loaded.record.warnings
        );
    }
}

#[test]
fn a_real_repetition_stated_by_the_server_agrees_with_the_rules() {
    let loaded = load("server_sennichite.csa");
    assert_eq!(loaded.game.ply(), 12);
    assert_eq!(loaded.end_check, EndCheck::Agrees);
    assert!(loaded.notes().is_empty(), "{:?}", loaded.notes());
}

#[test]
fn a_reason_that_contradicts_the_record_is_kept_with_a_warning_and_the_time() {
    let loaded = load("server_contradiction.csa");
    let end = loaded.record.end.clone().unwrap();
    assert_eq!(end.word, EndWord::TimeUp);
    assert_eq!(end.time, Some(std::time::Duration::from_secs(20)));
    assert_eq!(
        loaded.record.warnings,
        [
            "line 10: the server says #TIME_UP where the record says %TORYO; the server's word is kept (%TIME_UP)"
        ]
    );
    assert_eq!(loaded.game.outcome().unwrap().reason.code(), "timeout");
}

#[test]
fn a_result_that_does_not_fit_the_end_is_warned_about() {
    let loaded = load("server_result_contradiction.csa");
    assert_eq!(loaded.record.end.as_ref().unwrap().word, EndWord::Resign);
    assert_eq!(
        loaded.record.warnings,
        [
            "line 11: the server's result #DRAW does not fit the end %TORYO (Black won); %TORYO is kept"
        ]
    );
    let loaded = load("shogi_server_summary_contradiction.csa");
    assert_eq!(loaded.game.outcome().unwrap().winner, B);
    assert_eq!(
        loaded.record.warnings,
        ["line 36: the server's summary says White won, but %TORYO says Black won; %TORYO is kept"]
    );
}

#[test]
fn a_result_with_no_reason_leaves_the_end_open() {
    // `#WIN` is the log keeper's result, and the file does not say who
    // kept it.
    let loaded = load("server_result_only.csa");
    assert_eq!(loaded.record.end, None);
    assert!(loaded.game.outcome().is_none());
    assert_eq!(
        loaded.record.warnings,
        [
            "line 9: the server's #WIN gives no reason for the end, and a log does not say whose result it is: the end is left open"
        ]
    );
}

#[test]
fn the_shogi_server_game_file_keeps_its_header_and_remarks() {
    let loaded = load("shogi_server_toryo.csa");
    let info = &loaded.record.info;
    assert_eq!(info.black.name, "alice");
    assert_eq!(info.white.name, "bob");
    assert_eq!(
        info.event.as_deref(),
        Some("wdoor+floodgate-300-10F+alice+bob+20261123100000")
    );
    assert!(info.started.is_some());
    assert_eq!(
        loaded.record.remarks,
        [
            "Max_Moves:256",
            "Least_Time_Per_Move:0",
            "rating:alice+0123abcd:bob+4567ef01"
        ]
    );
    let after_last = &loaded.record.moves[2].remarks;
    assert!(
        after_last.contains(&"summary:toryo:alice win:bob lose".to_string()),
        "{after_last:?}"
    );
    assert!(
        after_last.contains(&"$END_TIME:2026/11/23 10:05:00".to_string()),
        "{after_last:?}"
    );
}

/// The record's end word and warnings of CSA `text`.
fn read(text: &str) -> (Option<EndWord>, Vec<String>) {
    let r = parse_text(text, FileKind::Csa).unwrap_or_else(|e| panic!("{text}: {e}"));
    (
        r.end.map(|e| e.word),
        r.warnings.iter().map(ToString::to_string).collect(),
    )
}

const THREE_MOVES: &str = "V2.2\nPI\n+\n+7776FU,T3\n-3334FU,T5\n+2726FU,T2\n";

#[test]
fn more_server_shapes_read_inline() {
    let no_warning: Vec<String> = Vec::new();
    for (tail, word) in [
        ("%TIME_UP\n#TIME_UP\n#LOSE\n", EndWord::TimeUp),
        ("%SENNICHITE\n#SENNICHITE\n#DRAW\n", EndWord::Sennichite),
        ("%ILLEGAL_MOVE\n#ILLEGAL_MOVE\n#WIN\n", EndWord::FoulLoss),
        ("%KACHI\n#JISHOGI\n#DRAW\n", EndWord::Impasse),
        ("#JISHOGI\n#WIN\n", EndWord::DeclareWin),
        ("#DRAW\n", EndWord::DeclareDraw),
        ("#CHUDAN\n", EndWord::Interrupted),
        ("%MAX_MOVES\n#MAX_MOVES\n#CENSORED\n", EndWord::MaxMoves),
        ("#RESIGN\n#LOSE\n", EndWord::Resign),
        // A `%` line after the server's may still name the end.
        ("#RESIGN\n%TORYO\n#LOSE\n", EndWord::Resign),
        ("%TORYO\n#WIN\n", EndWord::Resign),
    ] {
        let text = format!("{THREE_MOVES}{tail}");
        assert_eq!(read(&text), (Some(word), no_warning.clone()), "{tail}");
    }
}

#[test]
fn a_draw_result_after_a_win_reason_and_a_second_reason_are_warned_about() {
    let (word, warnings) = read(&format!("{THREE_MOVES}%SENNICHITE\n#WIN\n"));
    assert_eq!(word, Some(EndWord::Sennichite));
    assert_eq!(
        warnings,
        [
            "line 8: the server's result #WIN does not fit the end %SENNICHITE (no one won); %SENNICHITE is kept"
        ]
    );
    let (word, warnings) = read(&format!("{THREE_MOVES}#RESIGN\n#TIME_UP\n#LOSE\n"));
    assert_eq!(word, Some(EndWord::Resign));
    assert_eq!(
        warnings,
        ["line 8: the server already said #RESIGN (line 7); #TIME_UP is ignored"]
    );
}

#[test]
fn moves_after_a_server_end_are_dropped_with_a_warning() {
    let (word, warnings) = read(&format!("{THREE_MOVES}#TIME_UP\n-8384FU,T1\n#WIN\n"));
    assert_eq!(word, Some(EndWord::TimeUp));
    assert_eq!(
        warnings,
        ["line 8: the record goes on after its end (#TIME_UP); the moves from there are ignored"]
    );
}

#[test]
fn unknown_or_misplaced_server_lines_are_refused_with_the_line() {
    let e = parse_text(&format!("{THREE_MOVES}#RESIGN\n#BYE\n"), FileKind::Csa).unwrap_err();
    let text = e.to_string();
    assert!(text.contains("line 8"), "{text}");
    assert!(text.contains("unknown server line '#BYE'"), "{text}");
    assert!(text.contains("#RESIGN"), "{text}");
    let e = parse_text("V2.2\n#RESIGN\nPI\n+\n", FileKind::Csa).unwrap_err();
    let text = e.to_string();
    assert!(text.contains("line 2"), "{text}");
    assert!(text.contains("before the start position"), "{text}");
}

/// The server logs and what they end with as tsshogi names it (`none`
/// where only `#` lines say how the game ended: tsshogi passes over them).
const LOGS_FOR_READERS: [(&str, &str); 6] = [
    ("server_toryo_comma.csa", "resign"),
    ("server_toryo_t_line.csa", "resign"),
    ("server_time_up.csa", "none"),
    ("server_kachi.csa", "enteringOfKing"),
    ("shogi_server_toryo.csa", "resign"),
    ("shogi_server_illegal_move.csa", "none"),
];

#[test]
#[ignore = "reads server logs with tsshogi: needs node and `npm ci` in tests/readers; run with cargo test -- --ignored"]
fn tsshogi_reads_the_server_logs_and_our_exports_of_them_alike() {
    use crate::kifu_export::{field, read_with_tsshogi, scratch, secs, tsshogi_ready, usi_moves};
    if !tsshogi_ready() {
        return;
    }
    let dir = scratch("server-logs-tsshogi");
    for (name, end) in LOGS_FOR_READERS {
        let record = shogi_tui::kifu::read_record(&path(name)).unwrap();
        let end_secs = record
            .end
            .as_ref()
            .and_then(|e| e.time)
            .map_or("none".to_string(), |t| t.as_secs().to_string());
        let got = read_with_tsshogi(&path(name), "csa");
        assert_eq!(field(&got, "moves"), usi_moves(&record), "{name}");
        assert_eq!(field(&got, "times"), secs(&record), "{name}");
        assert_eq!(field(&got, "end"), end, "{name}");
        if end != "none" {
            assert_eq!(field(&got, "end_time"), end_secs, "{name}");
        }
        // Our exports write the server's end as a `%` line, time and all.
        for (ext, kind) in [("csa", FileKind::Csa), ("kif", FileKind::Kif)] {
            let out = dir.join(format!("{name}.{ext}"));
            shogi_tui::kifu::files::write_record(&out, &record).unwrap();
            let got = read_with_tsshogi(&out, ext);
            assert_eq!(field(&got, "moves"), usi_moves(&record), "{name} {kind:?}");
            assert_eq!(field(&got, "end_time"), end_secs, "{name} {kind:?}");
            assert_ne!(field(&got, "end"), "none", "{name} {kind:?}");
        }
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
#[ignore = "reads server logs with cshogi: needs python3 with cshogi (pip install cshogi); run with cargo test -- --ignored"]
fn cshogi_reads_shogi_server_files_and_our_exports_of_every_log() {
    use crate::kifu_export::{cshogi_ready, read_with_cshogi, scratch, secs, usi_moves};
    if !cshogi_ready() {
        return;
    }
    let dir = scratch("server-logs-cshogi");
    for (name, _) in LOGS_FOR_READERS {
        let record = shogi_tui::kifu::read_record(&path(name)).unwrap();
        // cshogi 1.1.0 refuses a `#` line ("Invalid line"), so only the
        // shogi-server game files are read as they are.
        if name.starts_with("shogi_server") {
            let got = read_with_cshogi(&path(name), "csa");
            assert_eq!(got[0], usi_moves(&record), "{name}");
            assert_eq!(got[1], secs(&record), "{name}");
        }
        let out = dir.join(format!("{name}.kif"));
        shogi_tui::kifu::files::write_record(&out, &record).unwrap();
        let got = read_with_cshogi(&out, "kif");
        assert_eq!(got[0], usi_moves(&record), "{name}");
        assert!(got[1].starts_with(&secs(&record)), "{name}: {got:?}");
        // cshogi's CSA times list the ending's time after the moves'.
        let mut times = secs(&record);
        if let Some(t) = record.end.as_ref().and_then(|e| e.time) {
            times = format!("{times} {}", t.as_secs());
        }
        let out = dir.join(format!("{name}.csa"));
        shogi_tui::kifu::files::write_record(&out, &record).unwrap();
        let got = read_with_cshogi(&out, "csa");
        assert_eq!(got[0], usi_moves(&record), "{name}");
        assert_eq!(got[1], times, "{name}");
        let word = record
            .end
            .as_ref()
            .and_then(|e| e.word.csa(record.side_to_move_at_end()));
        assert_eq!(Some(got[2].as_str()), word, "{name}");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}
