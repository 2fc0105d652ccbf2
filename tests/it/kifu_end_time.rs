//! The time spent on the ending is kept (issue 22): a CSA `%TORYO,T20`
//! (or `%TORYO` then `T20`) and a KIF `投了 ( 0:20/…)` say how long the
//! loser thought before resigning. It goes through reading, saves, every
//! writer with a place for it, the players' totals, `inspect` and the
//! review's clocks.

use crate::tui_support::{data, key, review_app, scratch_dir, screen};
use ratatui::crossterm::event::KeyCode;
use shogi_tui::game::Reading;
use shogi_tui::kifu::files::{FileKind, parse_text, write_text};
use shogi_tui::kifu::{Record, load_game, read_record};
use shogi_tui::shogi::Color;
use std::time::{Duration, Instant};

fn secs(s: u64) -> Duration {
    Duration::from_secs(s)
}

fn csa(name: &str) -> Record {
    read_record(&data(&format!("csa/{name}"))).unwrap_or_else(|e| panic!("{name}: {e}"))
}

fn end_time(r: &Record) -> Option<Duration> {
    r.end.as_ref().and_then(|e| e.time)
}

/// Written as `kind`, then read back.
fn through(r: &Record, kind: FileKind) -> (String, Record) {
    let text = write_text(r, kind).unwrap();
    let back = parse_text(&text, kind).unwrap_or_else(|e| panic!("{kind:?}: {e}\n{text}"));
    (text, back)
}

/// ▲7六歩 (5 s) △3四歩 (12 s), then Black resigns after 20 s; a
/// variation from move 2 (△8四歩, 3 s) where Black resigns after 9 s.
const KIF: &str = "手合割：平手
手数----指手---------消費時間--
   1 ７六歩(77)   ( 0:05/00:00:05)
   2 ３四歩(33)   ( 0:12/00:00:12)+
   3 投了         ( 0:20/00:00:25)
まで2手で後手の勝ち

変化：2手
   2 ８四歩(83)   ( 0:03/00:00:03)
   3 投了         ( 0:09/00:00:14)
";

#[test]
fn both_csa_shapes_and_kif_give_the_end_time() {
    assert_eq!(end_time(&csa("server_toryo_comma.csa")), Some(secs(20)));
    assert_eq!(end_time(&csa("server_toryo_t_line.csa")), Some(secs(20)));
    let kif = parse_text(KIF, FileKind::Kifu).unwrap();
    assert_eq!(end_time(&kif), Some(secs(20)));
    let variation_end = kif.variations[0].end.as_ref().and_then(|e| e.time);
    assert_eq!(variation_end, Some(secs(9)));
}

#[test]
fn the_end_time_goes_from_csa_to_kif_and_back_to_csa() {
    let record = csa("server_toryo_comma.csa");
    let (kif, back) = through(&record, FileKind::Kifu);
    // White's running total: 5 s on its move, 20 s on resigning.
    assert!(kif.contains("   4 投了         ( 0:20/00:00:25)"), "{kif}");
    assert_eq!(end_time(&back), Some(secs(20)));
    let (csa_text, again) = through(&back, FileKind::Csa);
    assert!(
        csa_text.ends_with("+2726FU\nT2\n%TORYO\nT20\n"),
        "{csa_text}"
    );
    assert!(
        !csa_text.contains('#'),
        "no server line is written: {csa_text}"
    );
    assert_eq!(end_time(&again), Some(secs(20)));
    assert_eq!(again.end.map(|e| e.word), record.end.map(|e| e.word));
}

#[test]
fn the_end_time_goes_from_kif_to_csa_and_back() {
    let record = parse_text(KIF, FileKind::Kifu).unwrap();
    let (text, back) = through(&record, FileKind::Csa);
    assert!(text.contains("-3334FU\nT12\n%TORYO\nT20\n"), "{text}");
    assert_eq!(end_time(&back), Some(secs(20)));
    let (kif, _) = through(&back, FileKind::Kifu);
    assert!(kif.contains("   3 投了         ( 0:20/00:00:25)"), "{kif}");
}

#[test]
fn a_v3_record_keeps_a_fractional_end_time() {
    let text = "'CSA encoding=UTF-8\nV3.0\nPI\n+\n+7776FU,T3.5\n-3334FU,T5\n%TORYO,T20.25\n";
    let record = parse_text(text, FileKind::Csa).unwrap();
    assert_eq!(end_time(&record), Some(Duration::from_millis(20_250)));
    let written = shogi_tui::kifu::csa_write::write_v3(&record);
    assert!(written.ends_with("%TORYO\nT20.250\n"), "{written}");
}

#[test]
fn saves_keep_the_end_time_of_the_main_line_and_of_variations() {
    let record = parse_text(KIF, FileKind::Kifu).unwrap();
    let (text, back) = through(&record, FileKind::Save);
    assert!(text.contains("end_seconds: Some(20.0)"), "{text}");
    assert!(text.contains("end_seconds: Some(9.0)"), "{text}");
    assert_eq!(end_time(&back), Some(secs(20)));
    assert_eq!(
        back.variations[0].end.as_ref().and_then(|e| e.time),
        Some(secs(9))
    );
    // A save edited to a time no clock could show is refused by name.
    let broken = text.replace("end_seconds: Some(9.0)", "end_seconds: Some(-9.0)");
    let e = parse_text(&broken, FileKind::Save).unwrap_err().to_string();
    assert!(e.contains("end_seconds") || e.contains("-9"), "{e}");
}

#[test]
fn formats_with_no_place_for_it_still_write_the_end() {
    let record = csa("server_toryo_comma.csa");
    let (ki2, back) = through(&record, FileKind::Ki2u);
    assert!(ki2.contains("まで3手で先手の勝ち"), "{ki2}");
    assert_eq!(
        back.end.as_ref().map(|e| e.word),
        record.end.as_ref().map(|e| e.word)
    );
    assert_eq!(end_time(&back), None);
    let usi = write_text(&record, FileKind::Usi).unwrap();
    assert!(
        usi.starts_with("position startpos moves 7g7f 3c3d 2g2f"),
        "{usi}"
    );
}

#[test]
fn convert_says_where_the_end_time_is_left_out() {
    use shogi_tui::kifu::dropped::dropped;
    let record = csa("server_toryo_comma.csa");
    let game = load_game(record.clone()).game;
    let said = dropped(&record, &game, FileKind::Ki2u);
    assert!(
        said.contains(&"the times of the moves and of the ending left out: KI2 holds none".into()),
        "{said:?}"
    );
    let mut untimed_moves = record.clone();
    for m in &mut untimed_moves.moves {
        m.time = None;
    }
    let said = dropped(&untimed_moves, &game, FileKind::Usi);
    assert!(
        said.contains(&"the time spent on the ending left out: a USI line holds none".into()),
        "{said:?}"
    );
    assert!(dropped(&record, &game, FileKind::Kifu).is_empty());
    assert!(dropped(&record, &game, FileKind::Csa).is_empty());
}

#[test]
fn the_players_totals_include_the_end_time() {
    let record = csa("server_toryo_comma.csa");
    assert_eq!(record.time_used(), Some([secs(5), secs(25)]));
    let kif = parse_text(KIF, FileKind::Kifu).unwrap();
    assert_eq!(kif.time_used(), Some([secs(25), secs(12)]));
    // Writing the record the controller decided keeps the time too.
    let loaded = load_game(record);
    assert_eq!(end_time(&loaded.record_to_write()), Some(secs(20)));
    let untimed = parse_text("V2.2\nPI\n+\n+7776FU\n%TORYO\n", FileKind::Csa).unwrap();
    assert_eq!(untimed.time_used(), None);
}

#[test]
fn inspect_shows_the_end_time_and_the_totals() {
    let file = data("csa/server_toryo_comma.csa");
    let out = crate::common::cli()
        .args(["inspect", "--json"])
        .arg(&file)
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["end"], "%TORYO");
    assert_eq!(v["end_seconds"], 20.0);
    assert_eq!(v["time_used"]["black"], 5.0);
    assert_eq!(v["time_used"]["white"], 25.0);
    let out = crate::common::cli()
        .arg("inspect")
        .arg(&file)
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("Record's end: %TORYO  20s"), "{text}");
    // As a clock reads (h:mm:ss), not a count of seconds.
    assert!(
        text.contains("Time used: Black 0:00:05, White 0:00:25"),
        "{text}"
    );
    let out = crate::common::cli_in_locale("ja_JP.UTF-8")
        .arg("inspect")
        .arg(&file)
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("消費時間：先手 0:00:05、後手 0:00:25"),
        "{text}"
    );
    // A KIF's own running total (`4 投了 ( 0:03/00:00:15)`) is White's.
    let out = crate::common::cli()
        .args(["inspect", "--json"])
        .arg(data("kif/timed_names.kifu"))
        .output()
        .unwrap();
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["end_seconds"], 3.0);
    assert_eq!(v["time_used"]["white"], 15.0);
    assert_eq!(v["time_used"]["black"], 66.0);
}

#[test]
fn the_review_charges_the_end_time_and_shows_it_after_the_last_move() {
    // 10 minutes each; White spent 5 s on its move and 20 s resigning.
    let dir = scratch_dir("end-time-review");
    let mut a = review_app(&data("csa/server_toryo_timed.csa"), &dir);
    key(&mut a, KeyCode::End);
    let clock = a.review_screen().unwrap().clock().unwrap();
    let now = Instant::now();
    assert_eq!(
        clock.reading(Color::White, now),
        Reading::Main(secs(600 - 25))
    );
    assert_eq!(
        clock.reading(Color::Black, now),
        Reading::Main(secs(600 - 5))
    );
    let text = screen(&a, 80, 24).join("\n");
    assert!(text.contains("▲２六歩  0:02 · 投了  0:20"), "{text}");
    // One move earlier the end is not yet reached.
    key(&mut a, KeyCode::Left);
    let clock = a.review_screen().unwrap().clock().unwrap();
    assert_eq!(
        clock.reading(Color::White, Instant::now()),
        Reading::Main(secs(600 - 5))
    );
    std::fs::remove_dir_all(&dir).unwrap();
}
