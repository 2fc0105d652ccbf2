//! The player's own problem files: records with "the defender holds all
//! the rest", SFEN lists and collections, each problem proven, the bad
//! ones refused by file and line.

use crate::common::pos;
use shogi_tui::shogi::{Color, PieceKind};
use shogi_tui::tsume::files::{self, FilesError};
use std::path::PathBuf;

fn scratch(name: &str) -> PathBuf {
    crate::common::scratch_dir("tsume-files", name)
}

/// A KIF problem: White's king on 5a, Black's pawn on 5c, a gold in
/// Black's hand, the defender's hand written as `rest`.
fn kif_problem(rest: &str, solution: &str) -> String {
    format!(
        "後手の持駒：{rest}\n\
  ９ ８ ７ ６ ５ ４ ３ ２ １\n\
+---------------------------+\n\
| ・ ・ ・ ・v玉 ・ ・ ・ ・|一\n\
| ・ ・ ・ ・ ・ ・ ・ ・ ・|二\n\
| ・ ・ ・ ・ 歩 ・ ・ ・ ・|三\n\
| ・ ・ ・ ・ ・ ・ ・ ・ ・|四\n\
| ・ ・ ・ ・ ・ ・ ・ ・ ・|五\n\
| ・ ・ ・ ・ ・ ・ ・ ・ ・|六\n\
| ・ ・ ・ ・ ・ ・ ・ ・ ・|七\n\
| ・ ・ ・ ・ ・ ・ ・ ・ ・|八\n\
| ・ ・ ・ ・ ・ ・ ・ ・ ・|九\n\
+---------------------------+\n\
先手の持駒：金\n\
手数----指手---------消費時間--\n\
{solution}"
    )
}

#[test]
fn the_defender_holds_all_the_rest_however_it_is_spelled() {
    let dir = scratch("rest");
    for rest in ["残り全部", "残り全て", "残りの駒全部"] {
        let file = dir.join("atama-kin.kifu");
        std::fs::write(&file, kif_problem(rest, "   1 ５二金打\n")).unwrap();
        let loaded = files::load(&file).unwrap_or_else(|e| panic!("{rest}: {e}"));
        assert!(loaded.refused.is_empty(), "{rest}: {:?}", loaded.refused);
        let p = &loaded.puzzles[0];
        let white = p.position.hand(Color::White);
        // 40 pieces: two kings... one king on the board, a pawn, a gold in
        // Black's hand; White holds everything else but the missing king.
        assert_eq!(white.count(PieceKind::Pawn), 17, "{rest}");
        assert_eq!(white.count(PieceKind::Gold), 3, "{rest}");
        assert_eq!(white.count(PieceKind::Rook), 2, "{rest}");
        assert_eq!((p.plies, p.solution[0].to_usi().as_str()), (1, "G*5b"));
    }
    // KI2: the same diagram, the solution in KI2 moves.
    let ki2 = dir.join("atama-kin.ki2u");
    let kif = kif_problem("残り全部", "");
    let diagram = kif.split("手数----").next().unwrap();
    std::fs::write(&ki2, format!("{diagram}▲５二金打\nまで1手で詰み\n")).unwrap();
    let loaded = files::load(&ki2).unwrap_or_else(|e| panic!("{e}"));
    let p = &loaded.puzzles[0];
    assert_eq!(p.position.hand(Color::White).count(PieceKind::Bishop), 2);
    assert_eq!(p.solution.len(), 1);
    // CSA: P-00AL gives White the rest.
    let csa = dir.join("atama-kin.csa");
    std::fs::write(
        &csa,
        "V2.2\nP1 *  *  *  * -OU *  *  *  * \nP2 *  *  *  *  *  *  *  *  * \n\
         P3 *  *  *  * +FU *  *  *  * \nP4 *  *  *  *  *  *  *  *  * \n\
         P5 *  *  *  *  *  *  *  *  * \nP6 *  *  *  *  *  *  *  *  * \n\
         P7 *  *  *  *  *  *  *  *  * \nP8 *  *  *  *  *  *  *  *  * \n\
         P9 *  *  *  *  *  *  *  *  * \nP+00KI\nP-00AL\n+\n",
    )
    .unwrap();
    let loaded = files::load(&csa).unwrap_or_else(|e| panic!("{e}"));
    let p = &loaded.puzzles[0];
    assert_eq!(p.position.hand(Color::White).count(PieceKind::Silver), 4);
    // No solution written: the solver's.
    assert_eq!(p.solution[0].to_usi(), "G*5b");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_wrong_written_solution_is_refused() {
    let dir = scratch("wrong");
    let file = dir.join("wrong.kifu");
    // A gold dropped beside the king: it escapes.
    std::fs::write(&file, kif_problem("残り全部", "   1 ４二金打\n")).unwrap();
    let e = files::load(&file).expect_err("no usable problem");
    let said = e.to_string();
    assert!(said.contains("no problem can be solved"), "{said}");
    assert!(said.contains("the solution is wrong"), "{said}");
    assert!(said.contains("does not mate"), "{said}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn an_sfen_list_refuses_bad_lines_by_number_and_keeps_the_rest() {
    let dir = scratch("list");
    let file = dir.join("mine.sfen");
    let lines = [
        "# my problems",
        // 2: a mate in 1.
        "4k4/9/4P4/9/9/9/9/9/9 b G 1",
        // 3: a bare king and a gold: no mate.
        "sfen 4k4/9/9/9/9/9/9/9/9 b G 1",
        // 4: no White king.
        "position sfen 9/9/4P4/9/9/9/9/9/9 b G 1",
        // 5: Black to move in check from White's rook on 5e.
        "4k4/9/9/9/4r4/9/9/9/4K4 b G 1",
        // 6: not an SFEN.
        "hello",
        // 7: a written solution that does not end in mate.
        "position sfen 4k4/9/4P4/9/9/9/9/9/9 b G 1 moves 5c5b+ 5a5b",
        // 8: the mate in 1 with its solution.
        "position sfen 4k4/9/4P4/9/9/9/9/9/9 b G 1 moves G*5b",
        // 9: a move that cannot be played.
        "position sfen 4k4/9/4P4/9/9/9/9/9/9 b G 1 moves R*5b",
        // 10: not a legal position: two Black pawns on file 5 (nifu).
        "4k4/9/4P4/9/4P4/9/9/9/9 b G 1",
    ];
    std::fs::write(&file, lines.join("\n")).unwrap();
    let loaded = files::load(&file).unwrap();
    let found: Vec<Option<usize>> = loaded.puzzles.iter().map(|p| p.line).collect();
    assert_eq!(found, [Some(2), Some(8)]);
    let refused: Vec<(Option<usize>, String)> = loaded
        .refused
        .iter()
        .map(|r| (r.line, r.to_string()))
        .collect();
    let lines: Vec<Option<usize>> = refused.iter().map(|r| r.0).collect();
    assert_eq!(
        lines,
        [
            Some(6),
            Some(9),
            Some(10),
            Some(3),
            Some(4),
            Some(5),
            Some(7)
        ]
    );
    let said = |line: usize| {
        refused
            .iter()
            .find(|r| r.0 == Some(line))
            .map(|r| r.1.clone())
            .unwrap()
    };
    assert!(
        said(3).contains("mine.sfen line 3: there is no mate"),
        "{}",
        said(3)
    );
    assert!(said(4).contains("no king"), "{}", said(4));
    assert!(said(5).contains("in check"), "{}", said(5));
    assert!(said(6).contains("line 6"), "{}", said(6));
    assert!(said(7).contains("solution is wrong"), "{}", said(7));
    assert!(said(9).contains("solution is wrong: move 1"), "{}", said(9));
    assert!(said(10).contains("nifu"), "{}", said(10));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_collection_file_is_proven_line_by_line() {
    let dir = scratch("collection");
    let file = dir.join("mine.txt");
    std::fs::write(
        &file,
        "# SFEN | plies | solution | difficulty\n\
         4k4/9/4P4/9/9/9/9/9/9 b G 1 | 1 | G*5b | 3\n\
         4k4/9/4P4/9/9/9/9/9/9 b G 1 | 1 | G*4b | 3\n\
         4k4/9/4P4/9/9/9/9/9/9 b G 1 | 1 | G*5b\n",
    )
    .unwrap();
    let loaded = files::load(&file).unwrap();
    assert_eq!(loaded.puzzles.len(), 1);
    assert_eq!(
        loaded.puzzles[0].position,
        pos("4k4/9/4P4/9/9/9/9/9/9 b G 1")
    );
    let refused: Vec<String> = loaded.refused.iter().map(|r| r.to_string()).collect();
    assert_eq!(refused.len(), 2, "{refused:?}");
    assert!(
        refused[0].contains("line 4: expected 4 fields"),
        "{refused:?}"
    );
    assert!(
        refused[1].contains("line 3: the solution is wrong"),
        "{refused:?}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_file_with_nothing_to_solve_is_an_error() {
    let dir = scratch("empty");
    let file = dir.join("none.sfen");
    std::fs::write(&file, "# nothing\n\n").unwrap();
    let e = files::load(&file).expect_err("nothing to solve");
    assert!(matches!(e, FilesError::NoPuzzle { .. }), "{e:?}");
    assert!(e.to_string().contains("the file holds none"), "{e}");
    let missing = files::load(&dir.join("missing.kif")).expect_err("no file");
    assert!(matches!(missing, FilesError::File(_)), "{missing:?}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A problem without a written solution gets the solver's line; when the
/// solver does not prove it the shortest, the puzzles page must not call
/// its length "mate in N", so the file's loading says which those are.
#[test]
fn a_solver_line_not_proven_shortest_is_named_as_such() {
    use shogi_tui::mate::proof;
    let dir = scratch("line-only");
    let file = dir.join("two.sfen");
    // A mate in one, and a 37-ply mate from a game (bench/mate/long.sfen).
    let short = "4k4/9/4P4/9/9/9/9/9/4K4 b G 1";
    let long = "3R3nl/lkg2sRb1/1p3G1pp/psP6/Psn6/4S4/LP2P1NPP/3K1+p3/8L b B2GN6Pp 1";
    std::fs::write(&file, format!("{short}\n{long}\n")).unwrap();
    let loaded = files::load(&file).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(loaded.puzzles.len(), 2, "{:?}", loaded.refused);
    for p in &loaded.puzzles {
        let sfen = p.position.to_sfen();
        let shortest = proof::prove(&p.position, proof::FILE_NODES)
            .unwrap_or_else(|e| panic!("{sfen}: {e}"))
            .shortest;
        assert_eq!(loaded.line_only.contains(&sfen), !shortest, "{sfen}");
    }
    assert!(!loaded.line_only.contains(&pos(short).to_sfen()));
    assert!(
        loaded.line_only.contains(&pos(long).to_sfen()),
        "the solver now proves this line shortest: take a position whose line it does not"
    );
}
