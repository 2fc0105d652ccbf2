//! The `puzzlegen` subcommand on small hand-written inputs.

use shogi_tui::bot::Score;
use shogi_tui::learn::net::{DataWriter, PackedPosition, Sample};
use shogi_tui::shogi::{Color, Position};
use shogi_tui::tsume::collection;
use std::path::{Path, PathBuf};

fn scratch(name: &str) -> PathBuf {
    crate::common::scratch_dir("puzzlegen-cli", name)
}

/// `puzzlegen --from INPUT --out OUT` and `extra` flags.
fn run(input: &Path, out: &Path, extra: &[&str]) -> (i32, String, String) {
    let mut all = vec![
        "puzzlegen",
        "--from",
        input.to_str().unwrap(),
        "--out",
        out.to_str().unwrap(),
    ];
    all.extend_from_slice(extra);
    crate::common::run_cli(&all)
}

// Black's pawn on 5c guards 5b: G*5b mates, and no other check mates
// (a gold beside the king lets it out, the pawn stepping up is taken).
const ONE_MATE: &str = "4k4/9/4P4/9/9/9/9/9/4K4 b G 1";
// White's king in the corner, Black's gold on 2c: G*1b and G*2b both
// mate, so the first move is not unique.
const TWO_MATES: &str = "8k/9/7G1/9/9/9/9/9/4K4 b G 1";
// ONE_MATE's mate for White, with White's king in the corner (1a).
const WHITE_MATES: &str = "8k/9/9/9/9/9/4p4/9/4K4 w g 1";

#[test]
fn position_lines_give_one_puzzle_per_game_turned_for_black() {
    let dir = scratch("lines");
    let input = dir.join("games.txt");
    std::fs::write(
        &input,
        format!("# three games\n{ONE_MATE}\nsfen {TWO_MATES}\nposition sfen {WHITE_MATES}\nposition startpos moves 7g7f 3c3d\n"),
    )
    .unwrap();
    let out = dir.join("tsume.txt");
    let (code, stdout, stderr) = run(&input, &out, &[]);
    assert_eq!(code, 0, "{stderr}");
    assert!(stdout.contains("games: 4"), "{stdout}");
    assert!(stdout.contains("puzzles: 2 (1 plies: 2,"), "{stdout}");
    let parsed = collection::parse(&std::fs::read_to_string(&out).unwrap());
    assert!(parsed.refused.is_empty(), "{:?}", parsed.refused);
    let sfens: Vec<String> = parsed
        .puzzles
        .iter()
        .map(|p| p.position.to_sfen())
        .collect();
    // White's mate, turned round, is Black's: the board turned 180°.
    let turned = "4k4/9/4P4/9/9/9/9/9/K8 b G 1".to_string();
    assert!(sfens.contains(&turned), "{sfens:?}");
    assert!(
        sfens.iter().all(|s| !s.starts_with("8k/")),
        "余詰 taken: {sfens:?}"
    );
    for p in &parsed.puzzles {
        assert_eq!(p.position.side_to_move(), Color::Black);
        assert_eq!(p.solution[0].to_usi(), "G*5b");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn datagen_games_split_where_the_move_number_drops() {
    let dir = scratch("datagen");
    let input = dir.join("games.bin");
    let (mut writer, _) = DataWriter::append(&input).unwrap();
    // Game one ends with the mate position at move 40; game two starts
    // again at move 9 and ends at White's mate at move 12; game three's
    // only position has no mate. Datagen positions hold the whole set:
    // the pieces off the board are in the defender's hand.
    let quiet = "4k4/9/9/9/9/9/9/9/4K4 b G2r2b3g4s4n4l18p 1";
    let one_mate = "4k4/9/4P4/9/9/9/9/9/4K4 b G2r2b3g4s4n4l17p 1";
    let white_mates = "8k/9/9/9/9/9/4p4/9/4K4 w g2R2B3G4S4N4L17P 1";
    for (sfen, move_number) in [
        (quiet, 38),
        (one_mate, 40),
        (quiet, 9),
        (white_mates, 12),
        (quiet, 5),
    ] {
        let pos = Position::from_sfen(sfen).unwrap();
        let packed = PackedPosition::pack(&pos).unwrap();
        writer
            .write(&Sample::pending(packed, Score::Cp(0), move_number))
            .unwrap();
    }
    writer.flush().unwrap();
    drop(writer);
    let out = dir.join("tsume.txt");
    let (code, stdout, stderr) = run(&input, &out, &["--last-plies", "4"]);
    assert_eq!(code, 0, "{stderr}");
    assert!(stdout.contains("games: 3"), "{stdout}");
    assert!(stdout.contains("puzzles: 2 (1 plies: 2,"), "{stdout}");
    let parsed = collection::parse(&std::fs::read_to_string(&out).unwrap());
    let sfens: Vec<String> = parsed
        .puzzles
        .iter()
        .map(|p| p.position.to_sfen())
        .collect();
    assert!(
        sfens.contains(&"4k4/9/4P4/9/9/9/9/9/K8 b G2r2b3g4s4n4l17p 1".to_string()),
        "{sfens:?}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn bad_input_is_refused_by_file_and_line_with_status_2() {
    let dir = scratch("bad");
    let input = dir.join("games.txt");
    std::fs::write(
        &input,
        format!("{ONE_MATE}\n\nposition sfen banana b - 1\n"),
    )
    .unwrap();
    let out = dir.join("tsume.txt");
    let (code, _, stderr) = run(&input, &out, &[]);
    assert_eq!(code, 2, "{stderr}");
    assert!(stderr.contains("games.txt line 3: bad SFEN"), "{stderr}");
    assert!(!out.exists(), "nothing written from bad input");
    let (code, _, stderr) = run(&dir.join("missing.bin"), &out, &[]);
    assert_eq!(code, 2, "{stderr}");
    assert!(stderr.contains("missing.bin"), "{stderr}");
    std::fs::remove_dir_all(&dir).unwrap();
}
