//! Names, time controls and move times in every record format: written
//! and read back equal, the text each format writes checked by hand, and
//! the spellings other programs write read.

use shogi_core::game::{Player, TimeControl, TimeControls};
use shogi_core::{Move, Position};
use shogi_records::files::{FileKind, parse_text, write_text};
use shogi_records::{GameInfo, Record, RecordedMove, Start};
use std::time::Duration;

fn secs(s: u64) -> Duration {
    Duration::from_secs(s)
}

fn tc(main: u64, byoyomi: u64, increment: u64) -> TimeControl {
    TimeControl::new(secs(main), secs(byoyomi), secs(increment)).unwrap()
}

/// 7g7f 3c3d 2g2f 8c8d: Black spends 5 s and 83 s, White 1 s and 3721 s.
fn game(time_control: Option<TimeControls>, start: Start) -> Record {
    let mut pos: Position = start.position();
    let mut moves = Vec::new();
    let times = [5, 1, 83, 3721];
    for (i, usi) in ["7g7f", "3c3d", "2g2f", "8c8d"].iter().enumerate() {
        let mv = Move::from_usi(usi).unwrap();
        if pos.check_move(mv).is_err() {
            break;
        }
        pos.do_move(mv);
        moves.push(RecordedMove {
            time: Some(secs(times[i])),
            ..RecordedMove::new(mv)
        });
    }
    Record {
        info: GameInfo {
            black: Player::human("山田 花子"),
            white: Player::human("Sato"),
            time_control,
            ..GameInfo::default()
        },
        start,
        moves,
        ..Record::default()
    }
}

fn round_trip(record: &Record, kind: FileKind) -> (String, Record) {
    let text = write_text(record, kind).unwrap_or_else(|e| panic!("{kind:?}: {e}"));
    let back = parse_text(&text, kind).unwrap_or_else(|e| panic!("{kind:?}: {e}\n{text}"));
    (text, back)
}

/// Names, time control and move times come back from every format that
/// holds them.
#[test]
fn names_time_control_and_move_times_read_back() {
    let controls = [
        TimeControls::even(tc(600, 30, 0)),
        TimeControls::even(tc(0, 30, 0)),
        TimeControls::even(tc(300, 0, 10)),
        TimeControls::even(tc(180, 0, 0)),
        TimeControls::even(tc(90, 5, 0)),
        TimeControls {
            black: tc(600, 30, 0),
            white: tc(300, 30, 0),
        },
        TimeControls {
            black: tc(600, 0, 10),
            white: tc(3600, 0, 0),
        },
    ];
    for control in controls {
        let record = game(Some(control), Start::Even);
        for kind in [FileKind::Save, FileKind::Kifu, FileKind::Kif, FileKind::Csa] {
            let (text, back) = round_trip(&record, kind);
            let why = format!("{kind:?} {control:?}\n{text}");
            assert_eq!(back.info.time_control, Some(control), "{why}");
            assert_eq!(back.info.black.name, "山田 花子", "{why}");
            assert_eq!(back.info.white.name, "Sato", "{why}");
            let times: Vec<_> = back.moves.iter().map(|m| m.time).collect();
            let want: Vec<_> = record.moves.iter().map(|m| m.time).collect();
            assert_eq!(times, want, "{why}");
            assert!(back.info.other.is_empty(), "{why}: {:?}", back.info.other);
        }
    }
}

#[test]
fn untimed_records_write_no_time_header() {
    let record = game(None, Start::Even);
    for kind in [FileKind::Kifu, FileKind::Csa] {
        let (text, back) = round_trip(&record, kind);
        assert!(
            !text.contains("持ち時間") && !text.contains("$TIME"),
            "{text}"
        );
        assert_eq!(back.info.time_control, None);
    }
}

#[test]
fn kif_writes_the_usual_header_and_each_movers_running_total() {
    let record = game(Some(TimeControls::even(tc(600, 30, 0))), Start::Even);
    let (text, _) = round_trip(&record, FileKind::Kifu);
    for line in [
        "持ち時間：10分+30秒",
        "先手：山田 花子",
        "後手：Sato",
        // Each total is the mover's own: Black 5 then 5+83, White 1 then
        // 1+3721.
        "   1 ７六歩(77)   ( 0:05/00:00:05)",
        "   2 ３四歩(33)   ( 0:01/00:00:01)",
        "   3 ２六歩(27)   ( 1:23/00:01:28)",
        "   4 ８四歩(83)   (62:01/01:02:02)",
    ] {
        assert!(
            text.lines().any(|l| l == line),
            "missing {line:?} in\n{text}"
        );
    }
    let sides = TimeControls {
        black: tc(600, 30, 0),
        white: tc(300, 0, 10),
    };
    let (text, _) = round_trip(&game(Some(sides), Start::Even), FileKind::Kifu);
    assert!(text.contains("先手持ち時間：10分+30秒\n"), "{text}");
    assert!(text.contains("後手持ち時間：5分+10秒/手\n"), "{text}");
    assert!(!text.contains("\n持ち時間"), "{text}");
}

#[test]
fn handicap_kif_names_the_sides_shitate_and_uwate() {
    let sides = TimeControls {
        black: tc(1800, 60, 0),
        white: tc(600, 60, 0),
    };
    let record = game(
        Some(sides),
        Start::Handicap(shogi_core::game::Handicap::ALL[0]),
    );
    let (text, back) = round_trip(&record, FileKind::Kifu);
    assert!(text.contains("下手：山田 花子\n"), "{text}");
    assert!(text.contains("上手：Sato\n"), "{text}");
    assert_eq!(back.info.time_control, Some(sides));
    assert_eq!(back.info.black.name, "山田 花子");
}

#[test]
fn csa_writes_v22_time_limit_or_v30_time() {
    let record = game(Some(TimeControls::even(tc(600, 30, 0))), Start::Even);
    let (text, _) = round_trip(&record, FileKind::Csa);
    assert!(text.starts_with("V2.2\n"), "{text}");
    for line in ["N+山田 花子", "N-Sato", "$TIME_LIMIT:00:10+30", "T5", "T83"] {
        assert!(text.lines().any(|l| l == line), "missing {line} in\n{text}");
    }
    // Fischer, seconds of main time and sides that differ need V3.0.
    let fischer = game(Some(TimeControls::even(tc(300, 0, 10))), Start::Even);
    let (text, _) = round_trip(&fischer, FileKind::Csa);
    assert!(text.contains("\nV3.0\n"), "{text}");
    assert!(text.contains("\n$TIME:300+0+10\n"), "{text}");
    assert!(!text.contains("TIME_LIMIT"), "{text}");
    let sides = TimeControls {
        black: tc(600, 30, 0),
        white: tc(300, 30, 0),
    };
    let (text, _) = round_trip(&game(Some(sides), Start::Even), FileKind::Csa);
    assert!(
        text.contains("\n$TIME+:600+30+0\n$TIME-:300+30+0\n"),
        "{text}"
    );
    // A record that is V3.0 for another reason writes $TIME.
    let mut fraction = game(Some(TimeControls::even(tc(600, 30, 0))), Start::Even);
    fraction.moves[0].time = Some(Duration::from_millis(1500));
    let (text, back) = round_trip(&fraction, FileKind::Csa);
    assert!(text.contains("\n$TIME:600+30+0\n"), "{text}");
    assert_eq!(back.moves[0].time, Some(Duration::from_millis(1500)));
}

fn kif_with_headers(headers: &str) -> Record {
    let text = format!(
        "{headers}手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)   ( 0:05/00:00:05)\n"
    );
    parse_text(&text, FileKind::Kifu).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

#[test]
fn kif_headers_other_programs_write() {
    let even = |t| Some(TimeControls::even(t));
    for (headers, want) in [
        // Kifu for Windows: full-width digits, byoyomi in its own header.
        (
            "持ち時間：各４時間\n秒読み：６０秒\n",
            even(tc(4 * 3600, 60, 0)),
        ),
        ("秒読み：60秒\n持ち時間：8時間\n", even(tc(8 * 3600, 60, 0))),
        // 81Dojo.
        ("持ち時間：15分+60秒\n", even(tc(900, 60, 0))),
        // ShogiHome: CSA spellings, per-side keys.
        ("持ち時間：00:10+30\n", even(tc(600, 30, 0))),
        (
            "先手持ち時間：600+0+10\n後手持ち時間：900+0+10\n",
            Some(TimeControls {
                black: tc(600, 0, 10),
                white: tc(900, 0, 10),
            }),
        ),
        // A common time and one side's own.
        (
            "持ち時間：10分\n後手持ち時間：5分\n",
            Some(TimeControls {
                black: tc(600, 0, 0),
                white: tc(300, 0, 0),
            }),
        ),
        ("持ち時間：秒読み30秒\n", even(tc(0, 30, 0))),
    ] {
        let r = kif_with_headers(headers);
        assert_eq!(r.info.time_control, want, "{headers}");
        assert!(r.info.other.is_empty(), "{headers}: {:?}", r.info.other);
    }
}

/// What cannot be understood is kept under its own key and written again.
#[test]
fn unreadable_time_controls_are_kept_as_written() {
    let r = kif_with_headers("持ち時間：各1時間（チェスクロック使用）\n");
    assert_eq!(r.info.time_control, None);
    let kept = vec![(
        "持ち時間".to_string(),
        "各1時間（チェスクロック使用）".to_string(),
    )];
    assert_eq!(r.info.other, kept);
    for kind in [FileKind::Kifu, FileKind::Save] {
        let (text, back) = round_trip(&r, kind);
        assert_eq!(back.info.other, kept, "{kind:?}\n{text}");
        assert_eq!(back.info.time_control, None);
    }
    // One side's time alone cannot be played with: kept as text.
    let r = kif_with_headers("先手持ち時間：10分\n");
    assert_eq!(r.info.time_control, None);
    assert_eq!(
        r.info.other,
        vec![("先手持ち時間".to_string(), "10分".to_string())]
    );
    // Byoyomi together with an increment is refused, kept as text.
    let r = kif_with_headers("持ち時間：5分+10秒/手\n秒読み：30秒\n");
    assert_eq!(
        r.info.time_control,
        Some(TimeControls::even(tc(300, 0, 10)))
    );
    assert_eq!(
        r.info.other,
        vec![("秒読み".to_string(), "30秒".to_string())]
    );

    let csa = "V2.2\n$TIME_LIMIT:unlimited\nPI\n+\n+7776FU\nT3\n";
    let r = parse_text(csa, FileKind::Csa).unwrap();
    assert_eq!(r.info.time_control, None);
    assert_eq!(
        r.info.other,
        vec![("TIME_LIMIT".to_string(), "unlimited".to_string())]
    );
    let (text, back) = round_trip(&r, FileKind::Csa);
    assert!(text.contains("\n$TIME_LIMIT:unlimited\n"), "{text}");
    assert_eq!(back.info.other, r.info.other);
    let csa = "V3.0\n$TIME-:300+0+5\nPI\n+\n";
    let r = parse_text(csa, FileKind::Csa).unwrap();
    assert_eq!(r.info.time_control, None);
    assert_eq!(
        r.info.other,
        vec![("TIME-".to_string(), "300+0+5".to_string())]
    );
}

#[test]
fn csa_v30_per_side_headers_are_read() {
    let csa = "'CSA encoding=UTF-8\nV3.0\nN+Alice\nN-Bob\n$TIME:600+30+0\n$TIME-:300+30+0\nPI\n+\n+7776FU\nT2.5\n";
    let r = parse_text(csa, FileKind::Csa).unwrap();
    assert_eq!(
        r.info.time_control,
        Some(TimeControls {
            black: tc(600, 30, 0),
            white: tc(300, 30, 0),
        })
    );
    assert_eq!(
        (r.info.black.name.as_str(), r.info.white.name.as_str()),
        ("Alice", "Bob")
    );
    assert_eq!(r.moves[0].time, Some(Duration::from_millis(2500)));
}

/// A save keeps the time control spelled as settings spell it, and the
/// time spent on the unfinished turn.
#[test]
fn saves_spell_the_time_control_and_keep_the_turn_time() {
    let mut record = game(
        Some(TimeControls {
            black: tc(600, 30, 0),
            white: tc(300, 0, 10),
        }),
        Start::Even,
    );
    record.info.turn_time = Some(Duration::from_millis(12_500));
    let (text, back) = round_trip(&record, FileKind::Save);
    assert!(
        text.contains(
            "time_control: Some((\n        black: \"10m+30s\",\n        white: \"5m+10s/move\",\n    )),"
        ),
        "{text}"
    );
    assert!(text.contains("turn_seconds: Some(12.5)"), "{text}");
    assert_eq!(back.info, record.info);
    // Other formats have no place for it.
    for kind in [FileKind::Kifu, FileKind::Csa] {
        assert_eq!(round_trip(&record, kind).1.info.turn_time, None);
    }
}

/// Saves written before time controls were typed held the record's text,
/// or nothing: both still load.
#[test]
fn older_saves_still_load() {
    let old = |time_control: &str| {
        format!(
            "(\n    version: 1,\n    title: None,\n    event: None,\n    site: None,\n    started: Some(\"2026-11-20 19:00:00\"),\n    ended: None,\n    {time_control}\n    black: (name: \"Alice\", kind: Human),\n    white: (name: \"Bob\", kind: Human),\n    rules: Some(Declare27),\n    move_limit: Some(Plies(500)),\n    handicap: None,\n    start_sfen: None,\n    comments: [],\n    moves: [\n        (usi: \"7g7f\", seconds: Some(3.5), comment: None),\n    ],\n    illegal_move: None,\n    end: None,\n    end_seconds: None,\n    result: None,\n    variations: [],\n    other_headers: [],\n)\n"
        )
    };
    let read = |field: &str| parse_text(&old(field), FileKind::Save).unwrap();
    let r = read("time_control: Some(\"各10分\"),");
    assert_eq!(r.info.time_control, Some(TimeControls::even(tc(600, 0, 0))));
    assert_eq!(r.info.black.name, "Alice");
    assert_eq!(r.moves[0].time, Some(Duration::from_millis(3500)));
    let r = read("time_control: Some(\"00:10+30\"),");
    assert_eq!(
        r.info.time_control,
        Some(TimeControls::even(tc(600, 30, 0)))
    );
    let r = read("time_control: Some(\"三十分\"),");
    assert_eq!(r.info.time_control, None);
    assert_eq!(
        r.info.other,
        vec![("持ち時間".to_string(), "三十分".to_string())]
    );
    for field in ["time_control: None,", ""] {
        let r = read(field);
        assert_eq!(r.info.time_control, None);
        assert_eq!(r.info.turn_time, None);
        assert!(r.info.other.is_empty());
    }
}

#[test]
fn bad_time_controls_in_saves_are_explained() {
    let text =
        "(version: 1, time_control: Some((black: \"10m+30s+5s\", white: \"10m\")), moves: [])";
    let e = parse_text(text, FileKind::Save).unwrap_err().to_string();
    assert!(e.contains("time_control black '10m+30s+5s'"), "{e}");
    let text = "(version: 1, time_control: Some((black: \"10m+30s\", white: \"0\")), moves: [])";
    let e = parse_text(text, FileKind::Save).unwrap_err().to_string();
    assert!(e.contains("time_control white '0'"), "{e}");
    assert!(e.contains("a clock needs some time"), "{e}");
    let text = "(version: 1, turn_seconds: Some(-1.0), moves: [])";
    assert!(parse_text(text, FileKind::Save).is_err());
}
