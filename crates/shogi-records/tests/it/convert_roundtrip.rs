//! The conversion round trip (issue 9): for every record the readers
//! accept, whatever `convert` writes in any format reads back with the
//! same main-line moves, comments and times, within what the format keeps:
//!
//! | format | moves | comments | times | variations, bookmarks | names, time control |
//! |---|---|---|---|---|---|
//! | `.ron` | all | exactly | milliseconds | exactly | exactly |
//! | `.csa` | all | one line each (CR/LF become spaces, controls and direction marks escapes: `\e`, `\u{202e}`) | milliseconds (V3.0 when a time has a fraction, else whole seconds) | none | names on one line, trimmed; time control exactly |
//! | `.kif` `.kifu` | all | one line each, trailing blanks dropped | whole seconds (fractions cut) | variations in KIF's order; bookmarks on one line, trimmed | as CSA |
//! | `.ki2` `.ki2u` | all | as KIF | none | as KIF | as KIF |
//! | `.usi` `.sfen` | all | none | none | none | none |
//!
//! Times are at most 24 hours a move: readers refuse more, writers cut a
//! longer time to 24 hours.
//!
//! A `.kif` or `.ki2` is Shift_JIS: a record with a character Shift_JIS
//! lacks is refused by the writer (convert says so), never written wrong.
//! When the main line ended with an unplayable move, KIF, KI2 and CSA add
//! one comment saying so before the end line.
//!
//! Records come from the test records, from the fuzz corpus mutated as
//! in tests/kifu_fuzz.rs, and from random games with random times and
//! comments read through the save reader.

use crate::common::WRITERS;
use crate::fuzz_support::{mutated, mutation, seeds};
use proptest::prelude::*;
use shogi_core::Position;
use shogi_core::game::time_control::MAX_TIME;
use shogi_core::game::{Handicap, Player, TimeControl, TimeControls};
use shogi_records::encoding::decode;
use shogi_records::files::{FileKind, WhyUnwritable, encode_record, parse_text};
use shogi_records::{
    GameInfo, Record, RecordedMove, Start, Variation, load_game, read_record, save,
};
use std::path::Path;
use std::time::Duration;

const READERS: [FileKind; 6] = [
    FileKind::Save,
    FileKind::Kifu,
    FileKind::Ki2,
    FileKind::Csa,
    FileKind::Usi,
    FileKind::Sfen,
];

/// How precisely a format keeps times.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Times {
    None,
    WholeSeconds,
    Millis,
}

fn times_kept(kind: FileKind) -> Times {
    match kind {
        FileKind::Save | FileKind::Csa => Times::Millis,
        FileKind::Kif | FileKind::Kifu => Times::WholeSeconds,
        _ => Times::None,
    }
}

fn expected_time(kind: FileKind, t: Option<Duration>) -> Option<Duration> {
    match times_kept(kind) {
        Times::None => None,
        Times::WholeSeconds => t.map(|d| Duration::from_secs(d.as_secs())),
        Times::Millis => t,
    }
}

/// Whether the format has headers for names and the time control.
fn keeps_headers(kind: FileKind) -> bool {
    kind == FileKind::Save || kind == FileKind::Csa || is_kif_like(kind)
}

/// KIF and KI2, which share headers, comments, bookmarks and variations.
fn is_kif_like(kind: FileKind) -> bool {
    matches!(
        kind,
        FileKind::Kif | FileKind::Kifu | FileKind::Ki2 | FileKind::Ki2u
    )
}

/// A comment as the format keeps it; `None` when it keeps no comments.
/// A record file holds it on one line, with what would reorder or hide
/// its text (ESC, a right-to-left override) as escapes, which read back
/// as the text they are.
fn expected_comment(kind: FileKind, c: &str) -> Option<String> {
    let one_line = shogi_records::escape::record_line(c);
    match kind {
        FileKind::Save => Some(c.to_string()),
        FileKind::Csa => Some(one_line),
        k if is_kif_like(k) => Some(one_line.trim_end().to_string()),
        _ => None,
    }
}

fn expected_comments(kind: FileKind, comments: &[String]) -> Vec<String> {
    comments
        .iter()
        .filter_map(|c| expected_comment(kind, c))
        .collect()
}

/// The record as `convert` writes it: replayed through the controller,
/// which adds its verdict.
fn as_converted(record: Record) -> Record {
    load_game(record).record_to_write()
}

/// Writes `record` as every format, reads each back as a file of that
/// type would be read, and checks what the format keeps.
fn round_trip(record: Record, origin: &str) {
    let record = as_converted(record);
    for kind in WRITERS {
        let bytes = match encode_record(&record, kind) {
            Ok(b) => b,
            // Only Shift_JIS may refuse a record these tests can make.
            Err(e) => {
                assert!(
                    matches!(kind, FileKind::Kif | FileKind::Ki2),
                    "{origin} as {kind:?}: {e}"
                );
                assert!(
                    matches!(e.why, WhyUnwritable::NotInShiftJis { .. }),
                    "{origin}: {e}"
                );
                continue;
            }
        };
        let text = decode(&bytes, kind.encoding())
            .unwrap_or_else(|e| panic!("{origin} as {kind:?} does not decode: {e:?}"));
        let back = parse_text(&text, kind)
            .unwrap_or_else(|e| panic!("{origin} as {kind:?} does not read back: {e}\n{text}"));
        check_same(&record, &back, kind, origin, &text);
        // What inspect and review do with it must work too.
        let game = load_game(back).game;
        let played: Vec<_> = game.moves().iter().map(|m| m.mv).collect();
        let recorded: Vec<_> = record.moves.iter().map(|m| m.mv).collect();
        assert!(
            recorded.starts_with(&played),
            "{origin} as {kind:?}: replay differs"
        );
    }
}

fn check_same(record: &Record, back: &Record, kind: FileKind, origin: &str, text: &str) {
    let why = |what: &str| format!("{origin} as {kind:?}: {what} differ\n{text}");
    let moves = |r: &Record| r.moves.iter().map(|m| m.mv).collect::<Vec<_>>();
    assert_eq!(moves(back), moves(record), "{}", why("moves"));
    if keeps_headers(kind) {
        let name = |n: &str| match kind {
            FileKind::Save => n.to_string(),
            _ => n.replace(['\r', '\n'], " ").trim().to_string(),
        };
        let names = |r: &Record| (r.info.black.name.clone(), r.info.white.name.clone());
        assert_eq!(
            names(back),
            (name(&record.info.black.name), name(&record.info.white.name)),
            "{}",
            why("names")
        );
        // A header one format leaves as text may be a time header in
        // another (a KIF `TIME+：` line becomes CSA's `$TIME+:`).
        let foreign_time_header = record.info.other.iter().any(|(k, _)| {
            ["TIME_LIMIT", "TIME", "TIME+", "TIME-"].contains(&k.as_str())
                || k.contains("持ち時間")
                || k == "秒読み"
        });
        if !foreign_time_header || kind == FileKind::Save {
            assert_eq!(
                back.info.time_control,
                record.info.time_control,
                "{}",
                why("time controls")
            );
        }
    }
    let times = |r: &Record| r.moves.iter().map(|m| m.time).collect::<Vec<_>>();
    let want: Vec<_> = record
        .moves
        .iter()
        .map(|m| expected_time(kind, m.time))
        .collect();
    assert_eq!(times(back), want, "{}", why("times"));

    // Comments before the first move, then those of each move.
    let mut want: Vec<Vec<String>> = std::iter::once(&record.comments)
        .chain(record.moves.iter().map(|m| &m.comments))
        .map(|c| expected_comments(kind, c))
        .collect();
    let got: Vec<Vec<String>> = std::iter::once(&back.comments)
        .chain(back.moves.iter().map(|m| &m.comments))
        .cloned()
        .collect();
    if let Some(bad) = &record.bad_move
        && (is_kif_like(kind) || kind == FileKind::Csa)
    {
        // The note about the unplayable move, on the last move read.
        let last = want
            .last_mut()
            .expect("at least the comments before move 1");
        let note = got.last().and_then(|c| c.get(last.len())).cloned();
        let note = note.unwrap_or_else(|| panic!("{}", why("the illegal-move note")));
        assert!(note.starts_with(&format!("move {}: ", bad.ply)), "{note}");
        last.push(note);
    }
    assert_eq!(got, want, "{}", why("comments"));

    // Bookmarks (KIF `&`): KIF keeps them trimmed, saves exactly.
    let bookmarks = |r: &Record| {
        r.moves
            .iter()
            .map(|m| m.bookmark.clone())
            .collect::<Vec<_>>()
    };
    let want: Vec<_> = record
        .moves
        .iter()
        .map(|m| {
            let b = m.bookmark.as_deref()?;
            match kind {
                FileKind::Save => Some(b.to_string()),
                k if is_kif_like(k) => {
                    Some(shogi_records::escape::record_line(b).trim().to_string())
                }
                _ => None,
            }
        })
        .collect();
    assert_eq!(bookmarks(back), want, "{}", why("bookmarks"));

    // Variations (変化): KIF, KI2 and saves keep them. KIF and KI2 write
    // them in their own order, so each is compared as its whole line from
    // the start.
    if kind == FileKind::Save || is_kif_like(kind) {
        let lines = |r: &Record| {
            let mut lines: Vec<_> = (0..r.variations.len())
                .map(|i| {
                    let line: Vec<_> = r.variation_line(i).iter().map(|m| m.mv.to_usi()).collect();
                    (r.variations[i].ply, line)
                })
                .collect();
            lines.sort();
            lines
        };
        assert_eq!(lines(back), lines(record), "{}", why("variations"));
    }

    // The time of the end, where the end survives.
    if let (Some(end), Some(back_end)) = (&record.end, &back.end)
        && end.word == back_end.word
        && record.bad_move.is_none()
    {
        assert_eq!(
            back_end.time,
            expected_time(kind, end.time),
            "{}",
            why("end times")
        );
    }
}

/// Every format a text reads as, as `exercise` in kifu_fuzz does.
fn round_trip_text(bytes: &[u8], origin: &str) {
    for kind in READERS {
        let Ok(text) = decode(bytes, kind.encoding()) else {
            continue;
        };
        if let Ok(record) = parse_text(&text, kind) {
            round_trip(record, &format!("{origin} read as {kind:?}"));
        }
    }
}

#[test]
fn every_test_record_converts_to_every_format_and_back() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/data");
    let mut seen = 0;
    for folder in ["kif", "ki2", "csa", "usi"] {
        for entry in std::fs::read_dir(root.join(folder)).unwrap() {
            let path = entry.unwrap().path();
            // `refused/` holds files the readers must refuse.
            if path.is_dir() {
                continue;
            }
            let record =
                read_record(&path).unwrap_or_else(|e| panic!("test record does not read: {e}"));
            round_trip(record, &path.display().to_string());
            seen += 1;
        }
    }
    assert!(seen >= 15, "test records missing: {seen}");
    for (i, seed) in seeds().iter().enumerate() {
        round_trip_text(seed, &format!("fuzz seed {i}"));
    }
}

/// Times and comments the writers must keep: fractions of seconds, the
/// 24-hour limit, blank and whitespace-only comments, control characters,
/// characters Shift_JIS lacks.
#[test]
fn hand_written_times_and_comments_survive() {
    let text = "(\n  version: 1,\n  comments: [\"\", \"  before  \", \"tab\\tand\\u{1b}esc\"],\n  moves: [\n    (usi: \"7g7f\", seconds: Some(86400.0), comment: Some(\"\")),\n    (usi: \"3c3d\", seconds: Some(0.001), comment: Some(\"a\\n\\nb \")),\n    (usi: \"2g2f\", seconds: Some(59.999), comment: Some(\"\u{3000}全角 \u{1F600}\")),\n    (usi: \"8c8d\", seconds: None, comment: Some(\"\\r\")),\n  ],\n  end: Some(\"resign\"),\n  end_seconds: Some(3.5),\n)\n";
    let record = parse_text(text, FileKind::Save).unwrap();
    assert_eq!(record.moves.len(), 4);
    assert_eq!(
        record.moves[0].comments,
        [""],
        "an empty comment is a comment"
    );
    assert_eq!(record.moves[1].comments, ["a", "", "b "]);
    round_trip(record, "hand-written save");
}

/// Random legal moves from `pos`, one per pick, with random times and
/// comments.
fn random_moves(
    pos: &mut Position,
    picks: &[usize],
    times: &[Option<u64>],
    comments: &[Vec<String>],
) -> Vec<RecordedMove> {
    let mut moves = Vec::new();
    for (i, &pick) in picks.iter().enumerate() {
        let legal = pos.legal_moves();
        if legal.is_empty() {
            break;
        }
        let mv = legal[pick % legal.len()];
        pos.do_move(mv);
        let comments = comments.get(i).cloned().unwrap_or_default();
        moves.push(RecordedMove {
            time: times.get(i).copied().flatten().map(Duration::from_millis),
            // Every other move carries its first comment as a bookmark too.
            bookmark: comments.first().filter(|_| i % 2 == 1).cloned(),
            comments,
            ..RecordedMove::new(mv)
        });
    }
    moves
}

/// A random legal game from `start`, with random times and comments, and
/// variations branching from the main line at random moves.
fn random_game(
    start: Start,
    picks: &[usize],
    times: &[Option<u64>],
    comments: &[Vec<String>],
    branches: &[(usize, Vec<usize>)],
    info: GameInfo,
) -> Record {
    let mut pos: Position = start.position();
    let moves = random_moves(&mut pos, picks, times, comments);
    let mut variations = Vec::new();
    for (at, picks) in branches {
        if moves.is_empty() {
            break;
        }
        let before = at % moves.len();
        let mut pos = start.position();
        for m in &moves[..before] {
            pos.do_move(m.mv);
        }
        variations.push(Variation {
            parent: None,
            ply: u32::try_from(before + 1).unwrap(),
            moves: random_moves(&mut pos, picks, times, comments),
            end: None,
        });
    }
    Record {
        info,
        start,
        moves,
        comments: comments.last().cloned().unwrap_or_default(),
        variations,
        ..Record::default()
    }
}

/// One side's time, any that `TimeControl::new` accepts.
fn time_control() -> impl Strategy<Value = TimeControl> {
    let secs = |max: u64| (0..=max).prop_map(Duration::from_secs);
    prop_oneof![
        (secs(MAX_TIME.as_secs()), secs(600)).prop_map(|(m, b)| (m, b, Duration::ZERO)),
        (secs(MAX_TIME.as_secs()), secs(600)).prop_map(|(m, i)| (m, Duration::ZERO, i)),
        Just((
            Duration::from_secs(600),
            Duration::from_secs(30),
            Duration::ZERO
        )),
    ]
    .prop_filter_map("not a playable clock", |(m, b, i)| {
        TimeControl::new(m, b, i).ok()
    })
}

/// Names, and the time control: none, the same for both, or each side's.
fn game_info() -> impl Strategy<Value = GameInfo> {
    let controls = prop_oneof![
        Just(None),
        time_control().prop_map(|t| Some(TimeControls::even(t))),
        (time_control(), time_control())
            .prop_map(|(black, white)| Some(TimeControls { black, white })),
    ];
    (comment(), comment(), controls).prop_map(|(black, white, time_control)| GameInfo {
        black: Player::human(black),
        white: Player::human(white),
        time_control,
        ..GameInfo::default()
    })
}

fn comment() -> impl Strategy<Value = String> {
    prop_oneof![
        "[ 　a-z歩金]{0,6}",
        prop::collection::vec(any::<char>(), 0..6).prop_map(String::from_iter),
    ]
}

fn millis() -> impl Strategy<Value = Option<u64>> {
    prop_oneof![
        Just(None),
        (0u64..=86_400).prop_map(|s| Some(s * 1000)),
        (0u64..=86_400_000).prop_map(Some),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    #[test]
    fn mutated_corpus_records_convert_and_read_back(
        pick in any::<usize>(),
        donor in any::<usize>(),
        mutations in prop::collection::vec(mutation(), 1..6),
    ) {
        round_trip_text(&mutated(pick, donor, &mutations), "mutated seed");
    }

    #[test]
    fn random_games_convert_and_read_back(
        handicap in prop::option::of(0usize..Handicap::ALL.len()),
        picks in prop::collection::vec(any::<usize>(), 0..40),
        times in prop::collection::vec(millis(), 0..40),
        comments in prop::collection::vec(prop::collection::vec(comment(), 0..3), 0..41),
        branches in prop::collection::vec(
            (any::<usize>(), prop::collection::vec(any::<usize>(), 1..6)),
            0..3,
        ),
        info in game_info(),
    ) {
        let start = handicap.map_or(Start::Even, |h| Start::Handicap(Handicap::ALL[h]));
        let game = random_game(start, &picks, &times, &comments, &branches, info);
        // A record the readers accept: the game as the save reader reads it.
        let text = save::write(&game);
        let record = parse_text(&text, FileKind::Save)
            .unwrap_or_else(|e| panic!("the save reader refuses a save: {e}\n{text}"));
        round_trip(record, "random game");
    }
}

/// A time longer than any reader accepts (a game left open for days, as
/// the clock measured it) is written as the longest accepted, 24 hours,
/// so the file still reads.
#[test]
fn times_beyond_the_limit_are_written_as_the_limit() {
    let mut pos = Position::startpos();
    let long = Duration::from_secs(30 * 3600) + Duration::from_millis(250);
    let record = Record {
        moves: random_moves(&mut pos, &[0, 1], &[Some(1000), None], &[]),
        ..Record::default()
    };
    let mut record = record;
    record.moves[0].time = Some(long);
    record.moves[1].time = Some(long);
    for kind in WRITERS {
        let bytes = encode_record(&record, kind).unwrap();
        let text = decode(&bytes, kind.encoding()).unwrap();
        let back = parse_text(&text, kind).unwrap_or_else(|e| panic!("{kind:?}: {e}\n{text}"));
        let day = Some(Duration::from_secs(24 * 3600));
        let want = if times_kept(kind) == Times::None {
            None
        } else {
            day
        };
        assert_eq!(back.moves[0].time, want, "{kind:?}\n{text}");
        assert_eq!(back.moves[1].time, want, "{kind:?}\n{text}");
    }
}
