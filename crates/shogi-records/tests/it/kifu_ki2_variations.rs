//! KI2 as Kifu for Windows and ShogiHome write it beyond the main line:
//! 変化 (variations) read into the same tree as KIF's, and written back;
//! moves after a line's `まで` end; lines KI2 has no rule for. Every
//! fixture is hand-written from the format; the expected moves were
//! worked out by hand.

use shogi_records::formats::kif_problem::LineKinds;
use shogi_records::formats::reading_note::ReadingNote;
use shogi_records::{EndWord, Record, ki2, ki2_write, kif, kif_write, read_record};
use std::path::Path;

fn path(name: &str) -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/data/ki2")
        .join(name)
}

fn read(name: &str) -> Record {
    read_record(&path(name)).unwrap_or_else(|e| panic!("{name}: {e}"))
}

fn usi(moves: &[shogi_records::RecordedMove]) -> Vec<String> {
    moves.iter().map(|m| m.mv.to_usi()).collect()
}

#[test]
fn ki2_variations_are_read_into_the_variation_tree() {
    let r = read("variations.ki2");
    assert!(r.warnings.is_empty(), "{:?}", r.warnings);
    assert_eq!(r.comments, ["序盤の研究"]);
    assert_eq!(usi(&r.moves), ["7g7f", "3c3d", "2g2f", "8c8d", "2f2e"]);
    // まで5手で先手の勝ち: White, to move, resigned.
    assert_eq!(r.end.as_ref().map(|e| e.word), Some(EndWord::Resign));
    assert_eq!(r.variations.len(), 3);

    // 変化：3手 branches from the main line.
    let v = &r.variations[0];
    assert_eq!((v.parent, v.ply), (None, 3));
    assert_eq!(usi(&v.moves), ["6g6f", "8c8d"]);
    assert_eq!(v.moves[0].comments, ["角道を止める"]);
    assert!(v.end.is_none());

    // 変化：4手 follows it and branches from it: the latest line written
    // that reaches move 3.
    let v = &r.variations[1];
    assert_eq!((v.parent, v.ply), (Some(0), 4));
    assert_eq!(usi(&v.moves), ["3d3e"]);
    let whole: Vec<String> = r.variation_line(1).iter().map(|m| m.mv.to_usi()).collect();
    assert_eq!(whole, ["7g7f", "3c3d", "6g6f", "3d3e"]);

    // 変化：2手 goes back to the main line, with a bookmark and an end.
    let v = &r.variations[2];
    assert_eq!((v.parent, v.ply), (None, 2));
    assert_eq!(usi(&v.moves), ["8c8d", "2g2f"]);
    assert_eq!(v.moves[0].bookmark.as_deref(), Some("居飛車"));
    assert_eq!(v.end.as_ref().map(|e| e.word), Some(EndWord::Interrupted));
}

#[test]
fn ki2_variations_survive_ki2_and_kif_export() {
    let r = read("variations.ki2");
    let text = ki2_write::write(&r);
    assert!(text.contains("\n変化：3手\n"), "{text}");
    assert!(text.contains("\n変化：2手\n"), "{text}");
    let back = ki2::parse(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(back.variations, r.variations, "{text}");
    assert_eq!(back.moves, r.moves, "{text}");
    assert_eq!(back.comments, r.comments);
    assert_eq!(back.end, r.end);

    // KIF holds the same tree: a KI2 file converted to KIF loses no line.
    let text = kif_write::write(&r);
    let back = kif::parse(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(back.variations, r.variations, "{text}");
    assert_eq!(back.moves, r.moves, "{text}");
}

#[test]
fn ki2_moves_after_the_end_are_dropped_with_a_warning() {
    let r = read("after_end.ki2");
    assert_eq!(usi(&r.moves), ["7g7f", "3c3d", "2g2f"]);
    // まで3手で先手の勝ち: White, to move, resigned.
    assert_eq!(r.end.as_ref().map(|e| e.word), Some(EndWord::Resign));
    assert_eq!(r.warnings.len(), 1, "{:?}", r.warnings);
    assert!(
        matches!(&r.warnings[0], ReadingNote::MovesAfterEnd { line: 4, .. }),
        "{:?}",
        r.warnings
    );
    // The comment on a move that is not played goes with it.
    assert!(r.moves.iter().all(|m| m.comments.is_empty()));
}

#[test]
fn ki2_stray_lines_are_kept_as_comments_with_a_warning() {
    let r = read("stray_lines.ki2");
    assert_eq!(usi(&r.moves), ["7g7f", "3c3d", "2g2f"]);
    assert_eq!(r.end.as_ref().map(|e| e.word), Some(EndWord::Interrupted));
    assert_eq!(r.comments, ["この棋譜は手で書き写したもの"]);
    assert_eq!(r.moves[1].comments, ["感想戦より"]);
    assert_eq!(r.warnings.len(), 2, "{:?}", r.warnings);
    let kept: Vec<usize> = r
        .warnings
        .iter()
        .filter_map(|w| match w {
            ReadingNote::KeptAsComment {
                line,
                kinds: LineKinds::Ki2,
                ..
            } => Some(*line),
            _ => None,
        })
        .collect();
    assert_eq!(kept, [2, 4], "{:?}", r.warnings);
}

#[test]
fn ki2_line_that_looks_like_a_move_is_refused_naming_its_line() {
    let e = read_record(&path("refused/move_like_line.ki2")).expect_err("must be refused");
    let text = e.to_string();
    assert!(text.contains("line 3") && text.contains("３手目"), "{text}");
}
