//! KIF as different writers produce it: the move-table heading with any
//! number of dashes or none, `#` comment lines anywhere, 手合割 names
//! beyond the game's own handicaps and with text after the name, and
//! diagrams with 上手/下手 hands, `なし` and kanji counts. Each fixture is
//! hand-written from the format's description; every expected position
//! was worked out by hand.

use shogi_core::Position;
use shogi_records::formats::kif_problem::LineKinds;
use shogi_records::formats::reading_note::ReadingNote;
use shogi_records::{EndWord, Handicap, Record, Start, read_record};
use std::path::Path;
use std::time::Duration;

fn read(name: &str) -> Record {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/data/kif")
        .join(name);
    read_record(&path).unwrap_or_else(|e| panic!("{name}: {e}"))
}

fn usi(r: &Record) -> Vec<String> {
    r.moves.iter().map(|m| m.mv.to_usi()).collect()
}

fn sfen(text: &str) -> String {
    Position::from_sfen(text)
        .unwrap_or_else(|e| panic!("{text}: {e}"))
        .to_sfen()
}

#[test]
fn kifu_heading_with_few_dashes_is_read() {
    let r = read("heading_short.kifu");
    assert_eq!(usi(&r), ["7g7f", "3c3d"]);
    assert_eq!(r.end.map(|e| e.word), Some(EndWord::Resign));
    assert_eq!(r.info.black.name, "甲");
}

#[test]
fn kifu_heading_with_many_dashes_is_read() {
    let r = read("heading_long.kifu");
    assert_eq!(usi(&r), ["7g7f", "3c3d"]);
    assert_eq!(r.moves[1].time, Some(Duration::from_secs(2)));
    assert_eq!(r.end.map(|e| e.word), Some(EndWord::Resign));
}

#[test]
fn kifu_missing_heading_is_read() {
    let r = read("heading_missing.kifu");
    assert_eq!(usi(&r), ["7g7f", "3c3d"]);
    assert_eq!(r.info.white.name, "乙");
    assert_eq!(r.end.map(|e| e.word), Some(EndWord::Resign));
}

#[test]
fn kifu_hash_lines_anywhere_are_skipped() {
    let r = read("hash_comments.kifu");
    assert_eq!(r.start, Start::Even);
    assert_eq!(r.info.black.name, "甲");
    assert_eq!(usi(&r), ["7g7f", "3c3d", "2g2f"]);
    assert_eq!(r.end.map(|e| e.word), Some(EndWord::Resign));
    // The variation after a `#` line still branches at move 3.
    assert_eq!(r.variations.len(), 1);
    assert_eq!(r.variations[0].ply, 3);
    let branch: Vec<String> = r.variations[0]
        .moves
        .iter()
        .map(|m| m.mv.to_usi())
        .collect();
    assert_eq!(branch, ["6g6f"]);
    // `#` lines are the writer's, not the players': no comment keeps them.
    assert!(r.comments.is_empty(), "{:?}", r.comments);
    assert!(r.moves.iter().all(|m| m.comments.is_empty()));
    assert!(r.warnings.is_empty(), "{:?}", r.warnings);
}

#[test]
fn kifu_three_piece_handicap_starts_without_rook_bishop_and_left_lance() {
    let r = read("handicap_three_piece.kifu");
    // 二枚落ち and 上手's left lance (1一, the one 香落ち removes).
    assert_eq!(
        r.start.position().to_sfen(),
        sfen("lnsgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1")
    );
    assert_eq!(usi(&r), ["5a5b", "7g7f"]);
    assert_eq!(r.info.white.name, "師匠");
    assert_eq!(r.end.map(|e| e.word), Some(EndWord::Interrupted));
}

#[test]
fn kifu_handicap_name_with_trailing_text_is_read() {
    let r = read("handicap_trailing_text.kifu");
    assert_eq!(r.start, Start::Handicap(Handicap::Lance));
    assert_eq!(usi(&r), ["3c3d", "7g7f"]);
    let r = read("handicap_even_spaces.kifu");
    assert_eq!(r.start, Start::Even);
    assert_eq!(usi(&r), ["7g7f"]);
}

#[test]
fn kifu_diagram_with_handicap_hands_and_kanji_counts() {
    let r = read("bod_handicap_hands.kifu");
    // 上手 has nothing; 下手 holds a bishop and all eighteen pawns.
    assert_eq!(
        r.start.position().to_sfen(),
        sfen("4k4/9/4G4/9/9/9/9/9/4K4 w B18P 1")
    );
    assert_eq!(usi(&r), ["5a6a", "P*5b"]);
    assert_eq!(r.info.white.name, "出題者");
    assert_eq!(r.info.black.name, "解答者");
    assert_eq!(r.end.map(|e| e.word), Some(EndWord::Interrupted));
}

#[test]
fn kifu_five_piece_handicaps_keep_the_knight_their_name_leaves() {
    // 五枚落ち keeps 上手's left knight (2一), which then jumps to 3三.
    let r = read("handicap_five_piece.kifu");
    assert_eq!(
        r.start.position().to_sfen(),
        sfen("2sgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1")
    );
    assert_eq!(usi(&r), ["3c3d", "7g7f", "2a3c"]);
    assert!(r.bad_move.is_none(), "{:?}", r.bad_move);
    // 左五枚落ち drops that knight and keeps the right one (8一).
    let r = read("handicap_left_five_piece.kifu");
    assert_eq!(
        r.start.position().to_sfen(),
        sfen("1nsgkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1")
    );
    assert_eq!(usi(&r), ["7c7d", "7g7f", "8a7c"]);
    assert!(r.bad_move.is_none(), "{:?}", r.bad_move);
}

#[test]
fn kifu_plain_seven_piece_handicap_is_read_as_the_right_seven() {
    let r = read("handicap_seven_piece.kifu");
    // 上手 keeps only the left silver (3一) besides golds and king.
    assert_eq!(
        r.start.position().to_sfen(),
        sfen("3gkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1")
    );
    assert_eq!(usi(&r), ["3a3b", "7g7f"]);
    assert_eq!(r.end.map(|e| e.word), Some(EndWord::Interrupted));
}

#[test]
fn kifu_one_king_problem_gives_the_defender_all_the_rest_and_replays() {
    let r = read("tsume_rest_of_pieces.kifu");
    // 後手 holds every piece not on the board or in 先手's hand: the set
    // less the gold in hand, the pawn on 5三 and the kings.
    assert_eq!(
        r.start.position(),
        Position::from_sfen("4k4/9/4P4/9/9/9/9/9/9 b G2r2b3g4s4n4l17p 1").expect("sfen")
    );
    assert_eq!(usi(&r), ["G*5b"]);
    assert_eq!(r.end.as_ref().map(|e| e.word), Some(EndWord::Checkmate));
    assert_eq!(r.comments, ["金を頭に打てば詰み"]);
    assert!(r.warnings.is_empty(), "{:?}", r.warnings);
    // The controller replays a problem without the attacker's king, and
    // the rules bear out the stated mate.
    let loaded = shogi_records::load_game(r);
    assert!(loaded.notes().is_empty(), "{:?}", loaded.notes());
    assert_eq!(loaded.game.ply(), 1);
    assert!(loaded.final_position_checkmate());
    let outcome = loaded.game.outcome().expect("the problem ends in mate");
    assert_eq!(outcome.winner, Some(shogi_core::Color::Black));
}

#[test]
fn kifu_stray_lines_are_kept_as_comments_with_a_warning() {
    let r = read("stray_lines.kifu");
    assert_eq!(usi(&r), ["7g7f", "3c3d"]);
    assert_eq!(r.end.as_ref().map(|e| e.word), Some(EndWord::Resign));
    assert_eq!(r.comments, ["この棋譜は手で書き写したもの"]);
    assert_eq!(r.moves[0].comments, ["感想戦より"]);
    assert_eq!(r.warnings.len(), 2, "{:?}", r.warnings);
    let kept: Vec<usize> = r
        .warnings
        .iter()
        .filter_map(|w| match w {
            ReadingNote::KeptAsComment {
                line,
                kinds: LineKinds::Kif,
                ..
            } => Some(*line),
            _ => None,
        })
        .collect();
    assert_eq!(kept, [4, 7], "{:?}", r.warnings);
}

#[test]
fn kifu_line_that_looks_like_a_move_is_refused_naming_its_line() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/data/kif/refused/move_like_line.kifu");
    let text = read_record(&path).expect_err("must be refused").to_string();
    assert!(
        text.contains("line 4") && text.contains("looks like a move"),
        "{text}"
    );
}

#[test]
fn kifu_moves_after_a_summary_without_end_line_are_dropped_with_a_warning() {
    let r = read("summary_then_moves.kifu");
    assert_eq!(usi(&r), ["7g7f", "3c3d"]);
    // まで2手で後手の勝ち: Black, to move, resigned.
    assert_eq!(r.end.as_ref().map(|e| e.word), Some(EndWord::Resign));
    assert_eq!(r.warnings.len(), 1, "{:?}", r.warnings);
    assert!(
        matches!(&r.warnings[0], ReadingNote::MovesAfterEnd { line: 6, .. }),
        "{:?}",
        r.warnings
    );
}
