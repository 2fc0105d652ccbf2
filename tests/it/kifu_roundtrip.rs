//! Round trips: a record written in a format and read back is the same
//! record, up to what the format cannot hold (stated per format below).

use shogi_tui::kifu::files::{FileKind, parse_text, write_text};
use shogi_tui::kifu::{
    EndMarker, EndWord, Handicap, Player, PlayerKind, Record, RecordedMove, Start, Timestamp,
    read_record, write_record,
};
use shogi_tui::shogi::{Color, Move};
use std::path::{Path, PathBuf};
use std::time::Duration;

fn data(name: &str) -> Record {
    read_record(
        &Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/data")
            .join(name),
    )
    .unwrap()
}

fn through(record: &Record, kind: FileKind) -> Record {
    let text = write_text(record, kind).unwrap_or_else(|e| panic!("{kind:?}: {e:?}"));
    parse_text(&text, kind).unwrap_or_else(|e| panic!("{kind:?}: {e}\n{text}"))
}

fn moves(usi: &[&str]) -> Vec<RecordedMove> {
    usi.iter()
        .map(|u| RecordedMove::new(Move::from_usi(u).unwrap()))
        .collect()
}

/// What survives a KIF round trip: everything but player kinds, rules,
/// the move limit (KIF has no field for them) and fractions of seconds.
fn kif_view(r: &Record) -> Record {
    let mut r = r.clone();
    let whole = |t: &mut Option<Duration>| *t = t.map(|d| Duration::from_secs(d.as_secs()));
    r.moves.iter_mut().for_each(|m| whole(&mut m.time));
    r.variations
        .iter_mut()
        .flat_map(|v| v.moves.iter_mut())
        .for_each(|m| whole(&mut m.time));
    if let Some(e) = r.end.as_mut() {
        whole(&mut e.time);
    }
    for p in [&mut r.info.black, &mut r.info.white] {
        p.kind = PlayerKind::Human;
    }
    r.info.rules = None;
    r.info.move_limit = None;
    r.result = None;
    r
}

/// What survives CSA: no variations, bookmarks or title; times in whole
/// seconds unless written as V3.0.
fn csa_view(r: &Record) -> Record {
    let mut r = kif_view(r);
    r.variations.clear();
    r.info.title = None;
    for m in &mut r.moves {
        m.bookmark = None;
    }
    r
}

#[test]
fn hand_made_records_survive_every_format() {
    for name in [
        "kif/even_branches.kifu",
        "kif/bod_promotions.kifu",
        "kif/handicap_bishop.kifu",
        "ki2/relative_words.ki2",
        "csa/v22_full_board.csa",
        "csa/v30_utf8.csa",
        "csa/old_style_handicap.csa",
        "csa/tsume_hands.csa",
        "usi/bishop_exchange.usi",
    ] {
        let r = data(name);
        assert_eq!(through(&r, FileKind::Save), r, "{name} through RON");
        assert_eq!(
            kif_view(&through(&r, FileKind::Kifu)),
            kif_view(&r),
            "{name} through KIF"
        );
        assert_eq!(
            csa_view(&through(&r, FileKind::Csa)),
            csa_view(&r),
            "{name} through CSA"
        );
        let line = through(&r, FileKind::Usi);
        assert_eq!(
            (
                &line.start,
                &line.moves.iter().map(|m| m.mv).collect::<Vec<_>>()
            ),
            (&r.start, &r.moves.iter().map(|m| m.mv).collect::<Vec<_>>()),
            "{name} through USI"
        );
        assert_eq!(
            through(&r, FileKind::Sfen).start,
            r.start,
            "{name} through SFEN"
        );
    }
}

#[test]
fn every_handicap_round_trips() {
    for h in Handicap::ALL {
        let mut r = Record {
            start: Start::Handicap(h),
            moves: moves(&["5a4b", "7g7f"]),
            ..Record::default()
        };
        r.info.white.name = "上手".into();
        r.info.black.name = "下手".into();
        for kind in [
            FileKind::Save,
            FileKind::Kifu,
            FileKind::Csa,
            FileKind::Usi,
            FileKind::Sfen,
        ] {
            assert_eq!(
                through(&r, kind).start,
                Start::Handicap(h),
                "{h:?} via {kind:?}"
            );
        }
        let kif = write_text(&r, FileKind::Kifu).unwrap();
        assert!(kif.contains(&format!("手合割：{}", h.japanese())), "{kif}");
        assert!(
            kif.contains("上手：上手") && kif.contains("下手：下手"),
            "{kif}"
        );
        assert_eq!(through(&r, FileKind::Kifu), r);
    }
}

/// The end word each format gives back, written by hand from the format
/// tables (KIF has no word for the move limit, and says a plain draw in its
/// `まで…` line only; CSA has
/// none for a default, a try or a sealed move, and names fouls by the
/// offender).
#[test]
fn every_end_word_round_trips_as_documented() {
    // After two moves from the standard start, Black is to move.
    let to_move = Color::Black;
    for word in EndWord::ALL {
        let r = Record {
            moves: moves(&["7g7f", "3c3d"]),
            end: Some(EndMarker {
                word,
                time: Some(Duration::from_secs(7)),
            }),
            ..Record::default()
        };
        assert_eq!(through(&r, FileKind::Save), r, "{word:?} via RON");

        let kif_expected = match word {
            // A plain draw is said by the `まで…` line alone (引き分け).
            EndWord::MaxMoves => EndWord::Impasse,
            EndWord::IllegalAction { offender } if offender == to_move => EndWord::FoulLoss,
            EndWord::IllegalAction { .. } => EndWord::FoulWin,
            EndWord::PerpetualCheck { checker } if checker == to_move => EndWord::FoulLoss,
            EndWord::PerpetualCheck { .. } => EndWord::FoulWin,
            EndWord::Error => EndWord::Interrupted,
            w => w,
        };
        let back = through(&r, FileKind::Kifu).end.map(|e| e.word);
        assert_eq!(back, Some(kif_expected), "{word:?} via KIF");

        let csa_expected = match word {
            EndWord::DefaultWin | EndWord::DefaultLoss | EndWord::Try => None,
            // CSA has no sealed move: the game stops, as %CHUDAN says.
            EndWord::Sealed => Some(EndWord::Interrupted),
            EndWord::FoulWin => Some(EndWord::IllegalAction {
                offender: to_move.opponent(),
            }),
            // %OUTE_SENNICHITE names no side: the reader takes the checker
            // from the final position, where Black to move is not in check.
            EndWord::PerpetualCheck { .. } => Some(EndWord::PerpetualCheck { checker: to_move }),
            w => Some(w),
        };
        let back = through(&r, FileKind::Csa).end.map(|e| e.word);
        assert_eq!(back, csa_expected, "{word:?} via CSA");
        // The winner survives whatever the spelling.
        if let Some(w) = back
            && !matches!(word, EndWord::PerpetualCheck { .. })
        {
            assert_eq!(w.winner(to_move), word.winner(to_move), "{word:?}");
        }
    }
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("kifu-rt-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn kif_files_are_shift_jis_and_kifu_files_utf8() {
    let dir = scratch("encodings");
    let mut r = data("kif/even_branches.kifu");
    r.info.started = Some(Timestamp::parse("2026/11/20 19:00:00").unwrap());
    let kif = dir.join("game.kif");
    let kifu = dir.join("game.kifu");
    write_record(&kif, &r).unwrap();
    write_record(&kifu, &r).unwrap();
    let sjis = std::fs::read(&kif).unwrap();
    assert!(
        std::str::from_utf8(&sjis).is_err(),
        "a .kif must be Shift_JIS"
    );
    assert!(std::str::from_utf8(&std::fs::read(&kifu).unwrap()).is_ok());
    assert_eq!(read_record(&kif).unwrap(), r);
    assert_eq!(read_record(&kifu).unwrap(), r);

    // A name Shift_JIS cannot hold: the .kif is refused, nothing written;
    // the .kifu takes it.
    r.info.black = Player {
        name: "🐉 player".into(),
        kind: PlayerKind::Human,
    };
    let fresh = dir.join("dragon.kif");
    let e = write_record(&fresh, &r).unwrap_err().to_string();
    assert!(e.contains("🐉") && e.contains(".kifu"), "{e}");
    assert!(!fresh.exists());
    write_record(&dir.join("dragon.kifu"), &r).unwrap();
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn csa_keeps_subsecond_times_by_writing_v3() {
    let mut r = Record {
        moves: moves(&["7g7f"]),
        ..Record::default()
    };
    r.moves[0].time = Some(Duration::from_millis(1234));
    let text = write_text(&r, FileKind::Csa).unwrap();
    assert!(text.starts_with("'CSA encoding=UTF-8\nV3.0\n"), "{text}");
    assert_eq!(
        through(&r, FileKind::Csa).moves[0].time,
        Some(Duration::from_millis(1234))
    );
    r.moves[0].time = Some(Duration::from_secs(3));
    assert!(write_text(&r, FileKind::Csa).unwrap().starts_with("V2.2\n"));
}

/// The writer lays out moves, times (with running totals per side, also
/// in variations), comments, bookmarks, '+' marks and 変化 blocks exactly
/// as the hand-written file does.
#[test]
fn kif_move_section_is_written_as_written_by_hand() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/kif/even_branches.kifu");
    let by_hand = std::fs::read_to_string(&path).unwrap();
    let written = write_text(&data("kif/even_branches.kifu"), FileKind::Kifu).unwrap();
    let moves = |text: &str| -> Vec<String> {
        text.lines()
            .skip_while(|l| !l.starts_with("   1 "))
            .map(|l| l.split_whitespace().collect::<Vec<_>>().join(" "))
            .collect()
    };
    assert_eq!(moves(&written), moves(&by_hand));
}

/// Issue 12: re-saving keeps everything. A KIF with comments before the
/// first move, bookmarks, move comments, times and a tree of variations
/// (a variation of a variation, two at one move, variation ends) is
/// converted to our save by the program, opened again as review opens
/// it, converted once more, and written back as KIF: nothing is lost on
/// the way. (Review itself does not save a record; "play from here"
/// starts a new game.)
#[test]
fn converting_a_kif_to_a_save_and_back_keeps_everything() {
    let dir = std::env::temp_dir().join(format!("shogi-tui-resave-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let kif = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/kif/resave_everything.kifu");
    let original = read_record(&kif).unwrap();
    // The fixture holds what the test is about.
    assert_eq!(original.comments, ["対局前の解説", "二行目"]);
    assert_eq!(original.moves[0].bookmark.as_deref(), Some("初手"));
    assert_eq!(original.variations.len(), 4);
    assert_eq!(original.variations[1].parent, Some(0));

    let convert = |from: &Path, to: &Path| {
        let out = crate::common::convert_ok(from, to);
        // Nothing is reported as dropped: a save holds it all.
        assert!(
            out.stderr.is_empty(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
    };
    let same = |back: &Record, what: &str| {
        assert_eq!(back.comments, original.comments, "{what}: comments");
        assert_eq!(back.moves, original.moves, "{what}: moves");
        assert_eq!(back.variations, original.variations, "{what}: variations");
        assert_eq!(back.end, original.end, "{what}: end");
        assert_eq!(back.info.black.name, original.info.black.name, "{what}");
        assert_eq!(back.info.started, original.info.started, "{what}");
    };
    let first = dir.join("first.ron");
    convert(&kif, &first);
    let loaded = shogi_tui::kifu::open_record(&first).unwrap();
    same(&loaded.record, "opened save");
    let second = dir.join("second.ron");
    convert(&first, &second);
    same(&read_record(&second).unwrap(), "save of the save");
    let again = dir.join("again.kifu");
    convert(&second, &again);
    same(&read_record(&again).unwrap(), "KIF of the save");
    std::fs::remove_dir_all(&dir).unwrap();
}
