//! Reading the hand-written records in tests/data: every fact checked here
//! was worked out by hand from the record text.

use shogi_core::Color;
use shogi_core::game::{TimeControl, TimeControls};
use shogi_records::{EndWord, Handicap, Record, Start, read_record};
use std::path::Path;
use std::time::Duration;

fn read(name: &str) -> Record {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/data")
        .join(name);
    read_record(&path).unwrap_or_else(|e| panic!("{e}"))
}

fn even(main: u64, byoyomi: u64, increment: u64) -> TimeControls {
    let secs = Duration::from_secs;
    TimeControls::even(TimeControl::new(secs(main), secs(byoyomi), secs(increment)).unwrap())
}

fn usi(moves: &[&shogi_records::RecordedMove]) -> Vec<String> {
    moves.iter().map(|m| m.mv.to_usi()).collect()
}

fn main_usi(r: &Record) -> Vec<String> {
    r.moves.iter().map(|m| m.mv.to_usi()).collect()
}

const EXCHANGE: [&str; 10] = [
    "7g7f", "3c3d", "8h2b+", "3a2b", "B*4e", "2b3c", "4e3d", "3c3d", "2g2f", "B*4e",
];

#[test]
fn kif_utf8_with_branches_comments_bookmark_and_times() {
    let r = read("kif/even_branches.kifu");
    assert_eq!(main_usi(&r), EXCHANGE);
    assert_eq!(r.start, Start::Even);
    assert_eq!(r.info.black.name, "山田");
    assert_eq!(r.info.white.name, "佐藤");
    assert_eq!(r.info.event.as_deref(), Some("研究会"));
    assert_eq!(r.info.site.as_deref(), Some("東京"));
    // 持ち時間：各10分: ten minutes each, sudden death.
    assert_eq!(r.info.time_control, Some(even(600, 0, 0)));
    assert_eq!(r.info.started.unwrap().slashed(), "2026/11/20 19:00:00");
    assert_eq!(r.info.ended.unwrap().slashed(), "2026/11/20 19:30:05");
    // A header the program does not interpret is kept, not dropped.
    assert_eq!(
        r.info.other,
        vec![("戦型".to_string(), "角換わり".to_string())]
    );
    assert_eq!(r.comments, vec!["対局前のコメント"]);
    assert_eq!(r.moves[0].comments, vec!["序盤の定跡"]);
    assert_eq!(r.moves[9].comments, vec!["両取り"]);
    assert_eq!(r.moves[3].bookmark.as_deref(), Some("角交換"));
    assert_eq!(r.moves[4].time, Some(Duration::from_secs(60)));
    assert_eq!(r.moves[0].time, Some(Duration::from_secs(5)));
    let end = r.end.as_ref().unwrap();
    assert_eq!(end.word, EndWord::Resign);
    assert_eq!(end.time, Some(Duration::from_secs(4)));
    assert_eq!(r.side_to_move_at_end(), Color::Black);
    assert_eq!(end.word.winner(Color::Black), Some(Color::White));
    assert!(r.bad_move.is_none());

    // Three variations: at move 9 and move 3 of the main line, and one at
    // move 4 of the move-3 variation.
    assert_eq!(r.variations.len(), 3);
    let at9: Vec<_> = r.variations_at(9).map(|(i, _)| i).collect();
    assert_eq!(at9, vec![0]);
    assert_eq!(&usi(&r.variation_line(0))[8..], ["5i6h", "5a6b"]);
    let at3: Vec<_> = r.variations_at(3).map(|(i, _)| i).collect();
    assert_eq!(at3, vec![1]);
    assert_eq!(
        usi(&r.variation_line(1)),
        ["7g7f", "3c3d", "2g2f", "8c8d", "2f2e"]
    );
    assert_eq!(r.variations[2].parent, Some(1));
    assert_eq!(r.variations[2].ply, 4);
    assert_eq!(usi(&r.variation_line(2)), ["7g7f", "3c3d", "2g2f", "2b8h+"]);
}

#[test]
fn kif_shift_jis_reads_like_its_utf8_twin() {
    assert_eq!(
        read("kif/even_branches.kif"),
        read("kif/even_branches.kifu")
    );
}

#[test]
fn kif_board_diagram_with_promotion_choices() {
    let r = read("kif/bod_promotions.kifu");
    let Start::Custom(pos) = &r.start else {
        panic!("expected a custom start, got {:?}", r.start)
    };
    assert_eq!(pos.to_sfen(), "4k4/9/9/6S2/9/9/9/9/4K4 b 2GP 1");
    // 不成, 成 written after the origin, a pawn drop, 同.
    assert_eq!(
        main_usi(&r),
        ["3d2c", "5a4a", "2c3b+", "4a5b", "P*5c", "5b5c"]
    );
    assert_eq!(r.moves[4].comments, vec!["歩の王手"]);
    assert_eq!(r.end.as_ref().map(|e| e.word), Some(EndWord::Interrupted));
    assert_eq!(r.info.black.name, "攻め方");
}

#[test]
fn kif_handicap_names_and_white_first() {
    let r = read("kif/handicap_bishop.kifu");
    assert_eq!(r.start, Start::Handicap(Handicap::Bishop));
    assert_eq!(r.info.white.name, "先生");
    assert_eq!(r.info.black.name, "生徒");
    assert_eq!(main_usi(&r), ["3c3d", "7g7f", "8c8d", "2g2f"]);
    assert_eq!(r.side_to_move_at_end(), Color::White);
    assert_eq!(
        r.end.as_ref().unwrap().word.winner(Color::White),
        Some(Color::Black)
    );
}

#[test]
fn ki2_relative_words_resolve_against_the_position() {
    let r = read("ki2/relative_words.ki2");
    assert_eq!(
        main_usi(&r),
        [
            "7g7f", "3c3d", "4i5h", "6a5b", "8h2b+", "3a2b", "B*4e", "2b3c", "4e3d", "3c3d",
            "2g2f", "B*4e"
        ]
    );
    assert_eq!(r.moves[7].comments, vec!["銀で受ける"]);
    // まで12手で後手の勝ち: Black, to move, lost: a resignation.
    assert_eq!(r.end.as_ref().map(|e| e.word), Some(EndWord::Resign));
}

#[test]
fn csa_v22_full_board_times_comments_and_comma_lines() {
    let r = read("csa/v22_full_board.csa");
    assert_eq!(r.start, Start::Even);
    assert_eq!(main_usi(&r), &EXCHANGE[..8]);
    assert_eq!(r.info.black.name, "Sente Player");
    assert_eq!(r.info.event.as_deref(), Some("Test Cup, round 1"));
    // $TIME_LIMIT:00:10+30: ten minutes, then 30 seconds a move.
    assert_eq!(r.info.time_control, Some(even(600, 30, 0)));
    assert_eq!(
        r.info.other,
        vec![("OPENING".to_string(), "KAKUGAWARI".to_string())]
    );
    assert_eq!(r.moves[0].comments, vec!["first move"]);
    assert_eq!(r.moves[1].time, Some(Duration::from_secs(3)));
    assert_eq!(r.moves[5].time, Some(Duration::from_secs(30)));
    assert_eq!(r.moves[6].time, Some(Duration::from_secs(20)));
    let end = r.end.as_ref().unwrap();
    assert_eq!(
        (end.word, end.time),
        (EndWord::Resign, Some(Duration::from_secs(4)))
    );
}

#[test]
fn csa_v30_fractional_times_and_headers() {
    let r = read("csa/v30_utf8.csa");
    assert_eq!(main_usi(&r), ["2g2f", "8c8d"]);
    assert_eq!(r.info.black.name, "先手");
    assert_eq!(
        r.info.move_limit,
        Some(shogi_core::game::MoveLimit::Plies(256))
    );
    assert_eq!(r.info.rules, Some(shogi_core::game::RuleSet::Declare27));
    assert_eq!(r.moves[0].time, Some(Duration::from_millis(1500)));
    assert_eq!(r.moves[1].time, Some(Duration::from_millis(250)));
    assert_eq!(r.moves[1].comments, vec!["飛車先"]);
    assert_eq!(r.end.as_ref().map(|e| e.word), Some(EndWord::Interrupted));
}

#[test]
fn csa_old_style_one_line_with_handicap_start() {
    let r = read("csa/old_style_handicap.csa");
    assert_eq!(r.start, Start::Handicap(Handicap::TwoPiece));
    assert_eq!(main_usi(&r), ["5a4b", "7g7f"]);
    assert_eq!(r.moves[1].time, Some(Duration::from_secs(2)));
    let end = r.end.as_ref().unwrap();
    assert_eq!(
        (end.word, end.time),
        (EndWord::Resign, Some(Duration::ZERO))
    );
}

#[test]
fn csa_piece_lists_and_all_remaining_to_hand() {
    let r = read("csa/tsume_hands.csa");
    let Start::Custom(pos) = &r.start else {
        panic!("expected a custom start")
    };
    assert_eq!(pos.to_sfen(), "8k/9/9/9/9/9/9/9/9 b 2RG2b3g4s4n4l18p 1");
    assert_eq!(main_usi(&r), ["R*2a", "1a1b"]);
}

#[test]
fn usi_and_sfen_lines() {
    let r = read("usi/bishop_exchange.usi");
    assert_eq!(main_usi(&r), &EXCHANGE[..5]);
    let r = read("usi/bishop_handicap.sfen");
    assert_eq!(r.start, Start::Handicap(Handicap::Bishop));
    assert_eq!(main_usi(&r), ["3c3d", "7g7f"]);
}

#[test]
fn a_kif_file_in_utf8_with_or_without_mark_is_detected() {
    let dir = std::env::temp_dir().join(format!("kifu-read-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let utf8 = std::fs::read(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/data/kif/even_branches.kifu"),
    )
    .unwrap();
    let plain = dir.join("plain.kif");
    std::fs::write(&plain, &utf8).unwrap();
    let mut marked_bytes = b"\xEF\xBB\xBF".to_vec();
    marked_bytes.extend_from_slice(&utf8);
    let marked = dir.join("marked.kif");
    std::fs::write(&marked, &marked_bytes).unwrap();
    let expected = read("kif/even_branches.kif");
    assert_eq!(read_record(&plain).unwrap(), expected);
    assert_eq!(read_record(&marked).unwrap(), expected);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn kif_only_handicap_names_start_from_their_position() {
    let r = shogi_records::kif::parse(
        "手合割：三枚落ち\n手数----指手---------消費時間--\n   1 ３四歩(33)\n",
    )
    .unwrap();
    let Start::Custom(pos) = &r.start else {
        panic!("expected a custom start, got {:?}", r.start)
    };
    // Rook, bishop and White's left lance (1a) removed; White moves first.
    assert_eq!(
        pos.to_sfen(),
        "lnsgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"
    );
    assert_eq!(main_usi(&r), ["3c3d"]);
}

#[test]
fn a_kif_summary_line_gives_the_end_when_no_end_line_does() {
    let text = "手合割：平手\n   1 ７六歩(77)\n   2 ３四歩(33)\nまで2手で後手の勝ち\n";
    let r = shogi_records::kif::parse(text).unwrap();
    assert_eq!(r.end.map(|e| e.word), Some(EndWord::Resign));
    // With an end line, the end line is what counts.
    let text = "手合割：平手\n   1 ７六歩(77)\n   2 ３四歩(33)\n   3 中断\nまで2手で後手の勝ち\n";
    let r = shogi_records::kif::parse(text).unwrap();
    assert_eq!(r.end.map(|e| e.word), Some(EndWord::Interrupted));
}
