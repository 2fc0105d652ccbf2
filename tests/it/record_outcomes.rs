//! Writing a record keeps what it says (issue 26): its outcome (winner and
//! reason) in every format that can state it, the remarks people wrote
//! (CSA `'`, KIF and KI2 `#`), and player names that look like a format's
//! own lines.
//!
//! When a record's stated ending and its replay disagree, the rules
//! decide: an ending the rules reach first (a repetition) stands and what
//! follows is ignored; a move that cannot be read or played ends the game
//! there as its mover's foul (反則負け, `%ILLEGAL_MOVE`), whatever end the
//! record states after it. `convert` reports both on stderr and writes
//! that outcome.

use crate::common::{WRITERS, convert_ok as convert};
use proptest::prelude::*;
use shogi_tui::game::Game;
use shogi_tui::kifu::encoding::decode;
use shogi_tui::kifu::evaluation::{EvalScore, Evaluation};
use shogi_tui::kifu::files::{FileKind, encode_record, parse_text};
use shogi_tui::kifu::{
    BadMove, EndMarker, EndWord, Player, Record, RecordedMove, Start, load_game, read_record,
};
use shogi_tui::shogi::{Move, Position};
use std::fs;
use std::path::{Path, PathBuf};

fn data(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(name)
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("record-outcomes-{}-{name}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

/// Winner and reason as the controller decides them on replaying a file.
fn outcome_of(path: &Path) -> Option<(Option<String>, String)> {
    let record = read_record(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    outcome(&load_game(record).game)
}

fn outcome(game: &Game) -> Option<(Option<String>, String)> {
    game.outcome().map(|o| {
        (
            o.winner.map(|w| w.name().to_string()),
            o.reason.code().to_string(),
        )
    })
}

fn white_wins(reason: &str) -> Option<(Option<String>, String)> {
    Some((Some("White".into()), reason.into()))
}

fn no_winner(reason: &str) -> Option<(Option<String>, String)> {
    Some((None, reason.into()))
}

/// Converts `input` to each of `outputs` and checks each reads back with
/// the outcome `want`.
fn converts_keeping(input: &Path, outputs: &[&str], want: Option<(Option<String>, String)>) {
    assert_eq!(outcome_of(input), want, "{}", input.display());
    let dir = input.parent().unwrap();
    for name in outputs {
        let out = dir.join(name);
        let _ = fs::remove_file(&out);
        convert(input, &out);
        assert_eq!(
            outcome_of(&out),
            want,
            "{} → {name}:\n{}",
            input.display(),
            String::from_utf8_lossy(&fs::read(&out).unwrap())
        );
    }
}

#[test]
fn a_plain_draw_stays_a_draw_not_an_impasse() {
    let dir = scratch("hikiwake");
    let input = dir.join("in.csa");
    fs::copy(data("csa/end_hikiwake.csa"), &input).unwrap();
    converts_keeping(
        &input,
        &["o.kif", "o.kifu", "o.ki2", "o.ki2u", "o.csa", "o.ron"],
        no_winner("draw"),
    );
}

#[test]
fn an_unreadable_move_before_an_interruption_stays_a_foul() {
    let dir = scratch("unreadable");
    let input = dir.join("in.kifu");
    fs::write(
        &input,
        "手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 ３四歩(33)\n   3 xyz\n   4 中断\n",
    )
    .unwrap();
    converts_keeping(
        &input,
        &["o.ki2", "o.ki2u", "o.kif", "o.csa", "o.ron"],
        white_wins("illegal_move"),
    );
}

#[test]
fn a_ki2_summary_after_an_unreadable_move_keeps_the_winner() {
    let dir = scratch("ki2-summary");
    let input = dir.join("in.ki2u");
    fs::write(&input, "▲７六歉 △３四歩 ▲２六歩\nまで3手で先手の勝ち\n").unwrap();
    converts_keeping(
        &input,
        &["o.ki2u", "o.ki2", "o.kifu", "o.csa", "o.ron"],
        white_wins("illegal_move"),
    );
    // The summary is read after the three moves it counts: Black won, by
    // White's resignation, not by a foul of White's.
    let record = read_record(&input).unwrap();
    assert_eq!(record.end.map(|e| e.word), Some(EndWord::Resign));
}

#[test]
fn an_unreadable_move_after_a_repetition_is_no_foul() {
    let dir = scratch("repetition");
    let input = dir.join("in.kifu");
    let mut text = String::from("手合割：平手\n手数----指手---------消費時間--\n");
    let cycle = ["５八玉(59)", "５二玉(51)", "５九玉(58)", "５一玉(52)"];
    for n in 1..=12 {
        text.push_str(&format!("{n:>4} {}\n", cycle[(n - 1) % 4]));
    }
    text.push_str("  13 xyz\n");
    fs::write(&input, text).unwrap();
    converts_keeping(
        &input,
        &["o.kif", "o.csa", "o.ki2", "o.ron", "o.usi"],
        no_winner("sennichite"),
    );
    let out = convert(&input, &dir.join("again.kifu"));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("the game was over before move 13"),
        "{stderr}"
    );
    // Review's `s` writes the record as loaded back over its file.
    let loaded = load_game(read_record(&input).unwrap());
    let path = dir.join("review.kifu");
    shogi_tui::kifu::write_record(&path, &loaded.record).unwrap();
    assert_eq!(outcome_of(&path), no_winner("sennichite"));
}

#[test]
fn an_illegal_move_before_a_resignation_stays_a_foul() {
    let dir = scratch("nifu");
    let input = dir.join("in.csa");
    fs::copy(data("csa/nifu.csa"), &input).unwrap();
    converts_keeping(
        &input,
        &["o.ki2", "o.ki2u", "o.kif", "o.csa", "o.ron"],
        white_wins("illegal_move"),
    );
}

/// Where a format cannot state the outcome, convert says so.
#[test]
fn convert_says_when_a_format_cannot_state_the_outcome() {
    let dir = scratch("cannot");
    let input = dir.join("in.csa");
    fs::copy(data("csa/end_hikiwake.csa"), &input).unwrap();
    let out = convert(&input, &dir.join("o.usi"));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("the outcome 'Draw' cannot be said in a USI line"),
        "{stderr}"
    );
    // A repetition is found again by replaying the moves: nothing to say.
    let rep = dir.join("rep.usi");
    fs::write(
        &rep,
        "position startpos moves 5i5h 5a5b 5h5i 5b5a 5i5h 5a5b 5h5i 5b5a 5i5h 5a5b 5h5i 5b5a\n",
    )
    .unwrap();
    let out = convert(&rep, &dir.join("rep.kif"));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("cannot be said"), "{stderr}");
    assert_eq!(outcome_of(&dir.join("rep.kif")), no_winner("sennichite"));
}

// ---- Remarks ----

/// A CSA file's remarks (`'`), before the first move and after moves, but
/// not its `'**` engine lines (analysis, kept as comments) nor the V3.0
/// encoding line.
const CSA_WITH_REMARKS: &str = "'CSA encoding=UTF-8\nV3.0\n'a note before the game\nN+A\nN-B\nPI\n+\n+7776FU\n'a note for people\n'** 30 -3334FU\n-3334FU\n'after the last move\n%TORYO\n";

fn remarks(r: &Record) -> Vec<Vec<String>> {
    std::iter::once(&r.remarks)
        .chain(r.moves.iter().map(|m| &m.remarks))
        .cloned()
        .collect()
}

#[test]
fn remarks_survive_every_format_that_holds_them() {
    let dir = scratch("remarks");
    let input = dir.join("in.csa");
    fs::write(&input, CSA_WITH_REMARKS).unwrap();
    let original = read_record(&input).unwrap();
    let want = vec![
        vec!["a note before the game".to_string()],
        vec!["a note for people".to_string()],
        vec!["after the last move".to_string()],
    ];
    assert_eq!(remarks(&original), want);
    assert_eq!(original.moves[0].comments, ["* 30 -3334FU"]);
    for name in ["o.csa", "o.kif", "o.kifu", "o.ki2", "o.ki2u", "o.ron"] {
        let out = dir.join(name);
        convert(&input, &out);
        let back = read_record(&out).unwrap();
        assert_eq!(
            remarks(&back),
            want,
            "{name}:\n{}",
            String::from_utf8_lossy(&fs::read(&out).unwrap())
        );
        // And from there on, again.
        let again = dir.join(format!("again-{name}.csa"));
        convert(&out, &again);
        assert_eq!(remarks(&read_record(&again).unwrap()), want, "{name} → csa");
    }
    // A USI line holds none: convert says so.
    let out = convert(&input, &dir.join("o.usi"));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("3 remark(s) left out"), "{stderr}");
}

/// What review's `s` does: the analysis stored in the record as read,
/// which is written back over its file.
#[test]
fn writing_analysis_back_keeps_the_remarks() {
    let dir = scratch("analysis-back");
    for (name, text) in [
        ("a.csa", CSA_WITH_REMARKS),
        (
            "b.kifu",
            "# a note\n手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n#after move one\n   2 ３四歩(33)\n",
        ),
    ] {
        let path = dir.join(name);
        fs::write(&path, text).unwrap();
        let loaded = load_game(read_record(&path).unwrap());
        let want = remarks(&loaded.record);
        assert!(want.iter().flatten().count() >= 2, "{name}: {want:?}");
        let mut record = loaded.record.clone();
        let eval = Evaluation {
            score: EvalScore::Cp(42),
            pv: Vec::new(),
            line_only: false,
        };
        let evals = vec![Some(eval); loaded.game.ply() + 1];
        record.set_evaluations(&loaded.game, &evals);
        shogi_tui::kifu::write_record(&path, &record).unwrap();
        let back = read_record(&path).unwrap();
        assert_eq!(
            remarks(&back),
            want,
            "{name}:\n{}",
            fs::read_to_string(&path).unwrap()
        );
        assert!(
            back.evaluations(&load_game(back.clone()).game)[1].is_some(),
            "{name}"
        );
    }
}

#[test]
fn kif_remarks_survive_but_the_banner_is_not_doubled() {
    let dir = scratch("kif-remarks");
    let input = dir.join("in.kifu");
    fs::write(
        &input,
        "#KIF version=2.0 encoding=UTF-8\n# ---- Kifu for Windows V7 V7.70 棋譜ファイル ----\n# about this game\n手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n#after move one\n   2 ３四歩(33)\n   3 投了\n",
    )
    .unwrap();
    let want = vec![
        vec![" about this game".to_string()],
        vec!["after move one".to_string()],
        vec![],
    ];
    assert_eq!(remarks(&read_record(&input).unwrap()), want);
    for name in ["o.kifu", "o.ki2u", "o.csa", "o.ron"] {
        let out = dir.join(name);
        convert(&input, &out);
        let text = fs::read_to_string(&out).unwrap();
        assert_eq!(
            remarks(&read_record(&out).unwrap()),
            want,
            "{name}:\n{text}"
        );
        assert!(!text.contains("Kifu for Windows"), "{name}:\n{text}");
    }
}

// ---- Names that look like a format's own lines ----

#[test]
fn names_that_look_like_format_lines_read_back() {
    let dir = scratch("names");
    let names = [
        "手数----指手",
        "手数----指手---------消費時間--",
        "a:b",
        "a：b",
        "*star",
        "#hash",
        "'quote",
        "N+x",
        "まで3手で先手の勝ち",
        "変化：3手",
        "&mark",
        "1 ７六歩",
        "▲７六歩",
        "%TORYO",
        "+7776FU",
        "V2.2",
        "PI",
    ];
    for name in names {
        let mut record = Record {
            moves: ["7g7f", "3c3d"]
                .iter()
                .map(|u| RecordedMove::new(Move::from_usi(u).unwrap()))
                .collect(),
            ..Record::default()
        };
        record.info.black = Player::human(name);
        record.info.white = Player::human(name);
        for ext in ["kif", "kifu", "ki2", "ki2u", "csa"] {
            let path = dir.join(format!("nm.{ext}"));
            shogi_tui::kifu::write_record(&path, &record).unwrap();
            let back = read_record(&path).unwrap_or_else(|e| panic!("{name:?} as .{ext}: {e}"));
            assert_eq!(back.info.white.name, name, ".{ext}");
            assert_eq!(back.info.black.name, name, ".{ext}");
            assert_eq!(back.moves.len(), 2, "{name:?} as .{ext}");
        }
    }
}

// ---- The round trip of outcomes ----

/// How a generated game ends.
#[derive(Clone, Debug)]
enum Ending {
    /// Random moves, then this end word.
    Word(EndWord),
    /// Random moves, then a move that cannot be read, then maybe an end.
    Unreadable(Option<EndWord>),
    /// Random moves, then an illegal move (a piece moved from an empty
    /// square), then maybe an end.
    Illegal(Option<EndWord>),
    /// A drop that mates.
    Mate,
    /// Kings shuffling until the position occurs four times.
    Repetition,
    /// A rook checking back and forth until the fourth occurrence.
    PerpetualCheck,
}

fn ending() -> impl Strategy<Value = Ending> {
    let words = prop_oneof![
        Just(EndWord::Resign),
        Just(EndWord::TimeUp),
        Just(EndWord::Interrupted),
        Just(EndWord::DeclareDraw),
        Just(EndWord::Impasse),
        Just(EndWord::DeclareWin),
        Just(EndWord::FoulLoss),
        Just(EndWord::Checkmate),
        Just(EndWord::Sennichite),
    ];
    prop_oneof![
        words.clone().prop_map(Ending::Word),
        prop::option::of(words.clone()).prop_map(Ending::Unreadable),
        prop::option::of(words).prop_map(Ending::Illegal),
        Just(Ending::Mate),
        Just(Ending::Repetition),
        Just(Ending::PerpetualCheck),
    ]
}

fn remark() -> impl Strategy<Value = String> {
    prop_oneof!["[a-z歩金]", "[a-z歩金][a-z 歩金]{0,6}[a-z歩金]"]
}

fn recorded(usi: &[&str]) -> Vec<RecordedMove> {
    usi.iter()
        .map(|u| RecordedMove::new(Move::from_usi(u).unwrap()))
        .collect()
}

/// The game a case describes, with remarks spread over it.
fn game(ending: &Ending, picks: &[usize], remarks: &[Vec<String>]) -> Record {
    let mut record = Record::default();
    let random = |record: &mut Record| {
        let mut pos = Position::startpos();
        for &pick in picks {
            let legal = pos.legal_moves();
            if legal.is_empty() {
                break;
            }
            let mv = legal[pick % legal.len()];
            pos.do_move(mv);
            record.moves.push(RecordedMove::new(mv));
        }
        // Only a move that stays unplayable whatever came before.
        let empty = Move::from_usi("5e5d").unwrap();
        (pos.check_move(empty).is_err()).then_some(empty)
    };
    match ending {
        Ending::Word(word) => {
            random(&mut record);
            record.end = Some(EndMarker {
                word: *word,
                time: None,
            });
        }
        Ending::Unreadable(word) | Ending::Illegal(word) => {
            let illegal = random(&mut record);
            let readable = matches!(ending, Ending::Illegal(_));
            record.bad_move = Some(BadMove {
                mv: illegal.filter(|_| readable),
                ply: record.moves.len() as u32 + 1,
                line: 0,
                text: if readable {
                    "5e5d".into()
                } else {
                    "xyz".into()
                },
                reason: "cannot be played".into(),
                notation: None,
            });
            record.end = word.map(|word| EndMarker { word, time: None });
        }
        Ending::Mate => {
            let pos = Position::from_sfen("4k4/9/4G4/9/9/9/9/9/4K4 b G 1").unwrap();
            record.start = Start::Custom(Box::new(pos));
            record.moves = recorded(&["G*5b"]);
            record.end = Some(EndMarker {
                word: EndWord::Checkmate,
                time: None,
            });
        }
        Ending::Repetition => {
            let cycle = ["5i5h", "5a5b", "5h5i", "5b5a"];
            record.moves = recorded(&cycle.repeat(3));
        }
        Ending::PerpetualCheck => {
            let pos = Position::from_sfen("8k/9/9/9/9/9/9/9/K6R1 b - 1").unwrap();
            record.start = Start::Custom(Box::new(pos));
            let cycle = ["2i1i", "1a2a", "1i2i", "2a1a"];
            record.moves = recorded(&cycle.repeat(3));
        }
    }
    record.remarks = remarks.first().cloned().unwrap_or_default();
    for (m, r) in record.moves.iter_mut().zip(remarks.iter().skip(1)) {
        m.remarks = r.clone();
    }
    record
}

/// What a format keeps of the outcome: USI lines only what replaying the
/// moves finds again.
fn outcome_kept(kind: FileKind, record: &Record, full: &Game) -> Option<(Option<String>, String)> {
    match kind {
        FileKind::Usi | FileKind::Sfen => {
            let moves = Record {
                start: record.start.clone(),
                moves: record.moves.clone(),
                ..Record::default()
            };
            outcome(&load_game(moves).game)
        }
        _ => outcome(full),
    }
}

fn keeps_remarks(kind: FileKind) -> bool {
    !matches!(kind, FileKind::Usi | FileKind::Sfen)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    /// Every ending, written by `convert`'s way in every format and read
    /// back: the same moves, final position and outcome (winner and
    /// reason), and the remarks, wherever the format can hold them.
    #[test]
    fn every_ending_survives_every_format(
        ending in ending(),
        picks in prop::collection::vec(any::<usize>(), 0..16),
        remarks in prop::collection::vec(prop::collection::vec(remark(), 0..2), 0..18),
    ) {
        let record = game(&ending, &picks, &remarks);
        let loaded = load_game(record);
        let written = loaded.record_to_write();
        let played = |g: &Game| g.moves().iter().map(|m| m.mv).collect::<Vec<_>>();
        for kind in WRITERS {
            let bytes = encode_record(&written, kind)
                .unwrap_or_else(|e| panic!("{ending:?} as {kind:?}: {e}"));
            let text = decode(&bytes, kind.encoding()).unwrap();
            let back = parse_text(&text, kind)
                .unwrap_or_else(|e| panic!("{ending:?} as {kind:?}: {e}\n{text}"));
            let back_remarks = remarks_of(&back);
            let again = load_game(back);
            let why = format!("{ending:?} as {kind:?}:\n{text}");
            prop_assert_eq!(played(&again.game), played(&loaded.game), "moves: {}", why);
            prop_assert_eq!(
                again.game.position().to_sfen(),
                loaded.game.position().to_sfen(),
                "final position: {}", why
            );
            prop_assert_eq!(
                outcome(&again.game),
                outcome_kept(kind, &written, &loaded.game),
                "outcome: {}", why
            );
            if keeps_remarks(kind) {
                prop_assert_eq!(back_remarks, remarks_of(&written), "remarks: {}", why);
            }
        }
    }
}

/// All the remarks of a record's main line, in order.
fn remarks_of(r: &Record) -> Vec<Vec<String>> {
    remarks(r)
}
