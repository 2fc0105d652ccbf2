//! ShogiHome's analysis comments written back: a KIF whose evaluations
//! came as ShogiHome's `#評価値=` / `#読み筋=` block, given an analysis of
//! some of its positions here and written again, keeps the lines it read
//! as they came, writes the new analysis in the same block (not Kifu for
//! Windows' `*解析` line), and says each position's evaluation once. A
//! record without ShogiHome's lines is written as before. The record is
//! hand-made from ShogiHome's form: a situation word, then `#評価値=`
//! (Black's point of view) and `#読み筋=` with the moves' side marks.

use shogi_core::Move;
use shogi_records::evaluation::{EvalScore, Evaluation, KifDialect};
use shogi_records::{ki2, ki2_write, kif, kif_write, load_game};

const SHOGIHOME: &str = "\
先手：Hana
後手：Sora
手合割：平手
手数----指手---------消費時間--
   1 ７六歩(77)   ( 0:01/00:00:01)
*互角
*#評価値=45
*#読み筋=△３四歩▲２六歩
   2 ３四歩(33)   ( 0:02/00:00:02)
*研究会で指された手
*#評価値=30
*#読み筋=▲２六歩△８四歩
   3 ２六歩(27)   ( 0:01/00:00:02)
   4 ８四歩(83)   ( 0:01/00:00:04)
   5 投了
まで4手で後手の勝ち
";

fn usi(moves: &[&str]) -> Vec<Move> {
    moves.iter().map(|u| Move::from_usi(u).unwrap()).collect()
}

/// The analysis "done here": positions 2 (after 34歩, which ShogiHome
/// had analysed) and 3 and 4 (which it had not); the rest left alone.
fn analysis() -> Vec<Option<Evaluation>> {
    let eval = |score, pv: &[&str]| {
        Some(Evaluation {
            score,
            pv: usi(pv),
            line_only: false,
        })
    };
    vec![
        None,
        None,
        eval(EvalScore::Cp(60), &["2g2f", "8c8d"]),
        eval(EvalScore::Cp(-12), &["8c8d", "2f2e"]),
        eval(EvalScore::Mate(-7), &["2f2e", "8d8e"]),
    ]
}

/// The comment lines written after move `n` (1 = the first) of `kif`.
fn notes_after(kif: &str, n: usize) -> Vec<&str> {
    let head = format!("{n:>4} ");
    kif.lines()
        .skip_while(|l| !l.starts_with(&head))
        .skip(1)
        .take_while(|l| l.starts_with('*'))
        .collect()
}

#[test]
fn a_shogihome_record_analysed_here_is_written_back_in_shogihome_s_block() {
    let mut loaded = load_game(kif::parse(SHOGIHOME).unwrap());
    assert_eq!(loaded.record.kif_dialect(), KifDialect::ShogiHome);
    let game = loaded.game.clone();
    loaded.record.set_evaluations(&game, &analysis());
    let written = kif_write::write(&loaded.record);

    // Read and not replaced: as it came, its situation word included.
    assert_eq!(
        notes_after(&written, 1),
        ["*互角", "*#評価値=45", "*#読み筋=△３四歩▲２六歩"],
        "{written}"
    );
    // Replaced: the person's line kept, ShogiHome's old block gone, the
    // new one in its form.
    assert_eq!(
        notes_after(&written, 2),
        [
            "*研究会で指された手",
            "*#評価値=60",
            "*#読み筋=▲２六歩△８四歩"
        ],
        "{written}"
    );
    assert_eq!(
        notes_after(&written, 3),
        ["*#評価値=-12", "*#読み筋=△８四歩▲２五歩"]
    );
    assert_eq!(
        notes_after(&written, 4),
        ["*#詰み=後手勝ち:7手", "*#読み筋=▲２五歩△８五歩"]
    );
    assert!(!written.contains("解析"), "{written}");

    // Read again: every evaluation as set, and written a second time the
    // same text (nothing doubles on each save).
    let again = load_game(kif::parse(&written).unwrap());
    let evals = again.record.evaluations(&again.game);
    assert_eq!(evals[1].as_ref().map(|e| e.score), Some(EvalScore::Cp(45)));
    for (k, set) in analysis().iter().enumerate().skip(2) {
        assert_eq!(evals[k].as_ref(), set.as_ref(), "position {k}");
    }
    assert_eq!(kif_write::write(&again.record), written);
}

#[test]
fn ki2_writes_the_same_block_and_reads_it_back() {
    let mut loaded = load_game(kif::parse(SHOGIHOME).unwrap());
    let game = loaded.game.clone();
    loaded.record.set_evaluations(&game, &analysis());
    let written = ki2_write::write(&loaded.record);
    assert!(written.contains("*#評価値=-12\n"), "{written}");
    assert!(!written.contains("解析"), "{written}");
    let again = load_game(ki2::parse(&written).unwrap());
    let evals = again.record.evaluations(&again.game);
    assert_eq!(
        evals[4].as_ref().map(|e| e.score),
        Some(EvalScore::Mate(-7))
    );
}

#[test]
fn a_record_without_shogihome_lines_keeps_our_form() {
    // The same game, no engine lines: analysis is written as Kifu for
    // Windows' line, as before.
    let plain: String = SHOGIHOME
        .lines()
        .filter(|l| !l.starts_with("*#") && *l != "*互角")
        .map(|l| format!("{l}\n"))
        .collect();
    let mut loaded = load_game(kif::parse(&plain).unwrap());
    assert_eq!(loaded.record.kif_dialect(), KifDialect::KifuForWindows);
    let game = loaded.game.clone();
    loaded.record.set_evaluations(&game, &analysis());
    let written = kif_write::write(&loaded.record);
    assert_eq!(
        notes_after(&written, 3),
        ["**解析 0 △ 候補1 評価値 -12 読み筋 △８四歩(83) ▲２五歩(26)"]
    );
    assert!(!written.contains("#評価値"), "{written}");
    // A `*` block (the player's own search in ShogiHome) alone does not
    // make the record ShogiHome's analysis: only `#` does.
    let own_search = SHOGIHOME.replace("*#", "**");
    let own = load_game(kif::parse(&own_search).unwrap());
    assert_eq!(own.record.kif_dialect(), KifDialect::KifuForWindows);
    // A record mixing dialects (Kifu for Windows' line at move 3 too) is
    // written in ours, which most programs read.
    let mixed = SHOGIHOME.replace(
        "   4 ８四歩(83)",
        "**解析 0 △ 候補1 評価値 20 読み筋 △８四歩(83)\n   4 ８四歩(83)",
    );
    let mixed = load_game(kif::parse(&mixed).unwrap());
    assert_eq!(mixed.record.kif_dialect(), KifDialect::KifuForWindows);
}
