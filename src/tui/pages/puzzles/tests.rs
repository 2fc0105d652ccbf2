//! The puzzles page through its keys, with its session doing the judging
//! on its thread, as in the program.

use super::session::PuzzlesSession;
use super::*;
use crate::mate::{self, MateLimits, MateOutcome};
use crate::shogi::Position;
use crate::tsume::Puzzle;
use crate::tsume::progress::{PROGRESS_FILE, Progress};
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use std::sync::atomic::AtomicBool;
use std::time::Instant;

// White's king in the corner (1a), Black's gold on 2c guarding 1b and 2b,
// a gold in hand: G*1b and G*2b both mate at once; 2c2b is taken.
const GOLD_MATE: &str = "8k/9/7G1/9/9/9/9/9/9 b G 1";
// Two rooks in hand against a bare king: a mate of several moves.
const TWO_ROOKS: &str = "4k4/9/9/9/9/9/9/9/4K4 b 2R 1";

fn puzzle(sfen: &str, solution: &[&str]) -> Puzzle {
    Puzzle {
        position: Position::from_sfen(sfen).unwrap(),
        plies: solution.len() as u32,
        solution: solution
            .iter()
            .map(|u| Move::from_usi(u).unwrap())
            .collect(),
        difficulty: 0,
        line: None,
    }
}

/// The two-rooks mate with the solver's own line as its solution.
fn two_rooks() -> Puzzle {
    let pos = Position::from_sfen(TWO_ROOKS).unwrap();
    let stop = AtomicBool::new(false);
    let MateOutcome::Mate(line) = mate::solve(&pos, &MateLimits::default(), &stop).outcome else {
        panic!("two rooks mate a bare king");
    };
    Puzzle {
        position: pos,
        plies: line.len() as u32,
        solution: line,
        difficulty: 5,
        line: None,
    }
}

fn session(puzzles: Vec<Puzzle>, progress: Progress) -> PuzzlesSession {
    let shelf = Shelf::new("test".into(), puzzles, 0);
    PuzzlesSession::new(shelf, progress).unwrap()
}

/// Types `keys` as the page's input mode reads them (`⏎` Enter, `⎋` Esc,
/// `→` `←` arrows), then lets the session finish the work asked for.
fn keys(s: &mut PuzzlesSession, keys: &str) -> Flow {
    let mut last = Flow::Stay;
    for c in keys.chars() {
        let code = match c {
            '←' => KeyCode::Left,
            '→' => KeyCode::Right,
            '↑' => KeyCode::Up,
            '↓' => KeyCode::Down,
            '⏎' => KeyCode::Enter,
            '⎋' => KeyCode::Esc,
            c => KeyCode::Char(c),
        };
        let key = KeyEvent::new(code, KeyModifiers::NONE);
        if let Some(action) = s.page.handle_key_event(key) {
            last = s.page.update(&action);
            s.settle();
        }
    }
    let until = Instant::now() + std::time::Duration::from_secs(60);
    while s.wants_ticks() && Instant::now() < until {
        std::thread::sleep(std::time::Duration::from_millis(5));
        s.tick();
    }
    last
}

fn said(s: &PuzzlesSession) -> String {
    match &s.page.message {
        Some(m) => m.text().to_string(),
        None => String::new(),
    }
}

fn refused(s: &PuzzlesSession) -> String {
    match &s.page.message {
        Some(Message::Refusal(m)) => m.clone(),
        other => panic!("no refusal: {other:?}"),
    }
}

#[test]
fn a_move_that_does_not_check_or_does_not_mate_is_refused_and_not_played() {
    let mut s = session(vec![puzzle(GOLD_MATE, &["G*1b"])], Progress::in_memory());
    keys(&mut s, ":G*5e⏎");
    assert!(refused(&s).contains("G*5e is not a check"), "{}", said(&s));
    keys(&mut s, ":2c2b⏎");
    assert_eq!(refused(&s), "that check does not mate: Kx2b escapes");
    assert!(s.page.attempt.moves().is_empty(), "nothing was played");
    assert_eq!(s.page.mistakes, 1);
    assert_eq!(s.page.ended, None);
    // The prompt stays open after a move the solver refused, its line
    // selected (the next move replaces it).
    assert_eq!(prompt(&s), Some(("2c2b".to_string(), true)));
    assert!(s.page.solution_step.is_none(), "solving, not stepping");
}

/// The `:` line, and whether it is selected, while the prompt is open.
fn prompt(s: &PuzzlesSession) -> Option<(String, bool)> {
    match &s.page.overlay {
        PuzzleOverlay::Layer(Layer::Prompt(PuzzlePrompt::Move, text)) => {
            Some((text.as_str().to_string(), text.is_selected()))
        }
        _ => None,
    }
}

#[test]
fn after_a_refusal_the_next_letters_replace_the_line_and_run_no_command() {
    let mut s = session(vec![puzzle(GOLD_MATE, &["G*1b"])], Progress::in_memory());
    // Refused by the solver, then as no move at all: the prompt stays.
    keys(&mut s, ":G*5e⏎");
    assert_eq!(prompt(&s), Some(("G*5e".to_string(), true)));
    keys(&mut s, "xyz⏎");
    assert!(refused(&s).contains("'xyz'"), "{}", said(&s));
    assert_eq!(prompt(&s), Some(("xyz".to_string(), true)));
    // `y` is text at the prompt, not the copy menu; Enter is not a copy.
    keys(&mut s, "y");
    assert_eq!(prompt(&s), Some(("y".to_string(), false)));
    keys(&mut s, "⎋:");
    assert_eq!(
        prompt(&s),
        Some((String::new(), false)),
        "`:` starts afresh"
    );
    // `:` typed over a refused line starts afresh too; the mate is taken
    // and the prompt closes.
    keys(&mut s, "xyz⏎:G*1b⏎");
    assert!(s.page.attempt.is_solved(), "{}", said(&s));
    assert_eq!(prompt(&s), None);
}

#[test]
fn the_refusals_are_in_the_players_language() {
    use crate::i18n::{Lang, in_lang};
    let mut s = session(vec![puzzle(GOLD_MATE, &["G*1b"])], Progress::in_memory());
    let said_in_ja = |s: &mut PuzzlesSession, typed: &str| {
        in_lang(Lang::Ja, || {
            keys(s, &format!(":{typed}⏎"));
            refused(s)
        })
    };
    assert_eq!(
        said_in_ja(&mut s, "xyz"),
        in_lang(Lang::Ja, || {
            crate::tui::typed_move::read(
                &Position::from_sfen(GOLD_MATE).unwrap(),
                "xyz",
                None,
                false,
            )
            .unwrap_err()
        }),
        "the game screen's words"
    );
    assert!(said_in_ja(&mut s, "xyz").starts_with("「xyz」は指し手として読めません"));
    assert_eq!(said_in_ja(&mut s, "R*2b"), "先手の持ち駒に飛はありません");
    assert_eq!(said_in_ja(&mut s, "５五銀"), "５五に動ける銀はありません");
}

#[test]
fn another_mate_as_short_is_accepted_and_the_solve_is_kept() {
    let mut s = session(vec![puzzle(GOLD_MATE, &["G*1b"])], Progress::in_memory());
    // G*2b, not the book's G*1b, by the keys: G picks the gold, then the
    // cursor goes from 5e to 2b (three right, three up) and Enter drops.
    keys(&mut s, "G→→→↑↑↑⏎");
    assert!(s.page.attempt.is_solved());
    assert!(matches!(s.page.ended, Some(Ended::Solved(_))));
    let m = said(&s);
    assert!(m.contains("詰み mate! solved in"), "{m}");
    assert!(m.contains("別解"), "{m}");
    let kept = &s.page.shelf.progress;
    assert_eq!(kept.streak, 1);
    assert!(kept.is_solved(s.page.puzzle()));
    assert_eq!(kept.of(s.page.puzzle()).map(|p| p.attempts), Some(1));
    // No move is taken on a solved puzzle: the prompt does not open.
    keys(&mut s, ":");
    assert!(refused(&s).starts_with("solved"), "{}", said(&s));
}

#[test]
fn the_defender_answers_each_check_until_the_mate() {
    let p = two_rooks();
    assert!(p.plies >= 3, "{p:?}");
    let mut s = session(vec![p.clone()], Progress::in_memory());
    while !s.page.attempt.is_solved() {
        let played = s.page.attempt.moves().len();
        let next = s.page.attempt.line_ahead()[0];
        keys(&mut s, &format!(":{}⏎", next.to_usi()));
        let moves = s.page.attempt.moves();
        assert_eq!(moves.get(played), Some(&next), "{}", said(&s));
        if !s.page.attempt.is_solved() {
            assert_eq!(moves.len(), played + 2, "the defender answered");
            assert!(said(&s).contains("answers"), "{}", said(&s));
        }
    }
    assert_eq!(s.page.attempt.moves().len() as u32, p.plies);
    assert_eq!(s.page.shelf.progress.streak, 1);
}

#[test]
fn the_solution_is_shown_step_by_step_and_the_try_counts_as_given_up() {
    let p = two_rooks();
    let mut s = session(vec![p.clone()], Progress::in_memory());
    keys(&mut s, "s");
    assert_eq!(s.page.input_mode(), InputMode::Own);
    assert!(
        s.page.solution_step.is_some(),
        "stepping through the solution"
    );
    assert_eq!(s.page.ended, Some(Ended::GivenUp));
    assert_eq!(s.page.shelf.progress.streak, 0);
    assert_eq!(s.page.shelf.progress.of(&p).map(|k| k.attempts), Some(1));
    assert!(!s.page.shelf.progress.is_solved(&p));
    assert_eq!(s.page.shown(), p.position);
    keys(&mut s, "→→");
    let mut expected = p.position.clone();
    expected.do_move(p.solution[0]);
    expected.do_move(p.solution[1]);
    assert_eq!(s.page.shown(), expected);
    // Past the end stays at the mate.
    keys(&mut s, &"→".repeat(p.solution.len() + 3));
    assert!(s.page.shown().is_checkmate());
    // r: a fresh try from the start, practice only: solving it now is
    // not kept as solved.
    keys(&mut s, "r");
    assert_eq!(s.page.input_mode(), InputMode::Own);
    assert!(s.page.solution_step.is_none(), "solving, not stepping");
    assert_eq!(s.page.shown(), p.position);
    assert_eq!(s.page.ended, None);
    while !s.page.attempt.is_solved() {
        let next = s.page.attempt.line_ahead()[0];
        keys(&mut s, &format!(":{}⏎", next.to_usi()));
    }
    assert!(matches!(s.page.ended, Some(Ended::Solved(_))));
    assert!(!s.page.shelf.progress.is_solved(&p));
    assert_eq!(s.page.shelf.progress.of(&p).map(|k| k.attempts), Some(1));
}

#[test]
fn the_hint_names_the_piece_and_the_keys_walk_the_collection() {
    let mut s = session(
        vec![two_rooks(), puzzle(GOLD_MATE, &["G*1b"])],
        Progress::in_memory(),
    );
    // Sorted shortest first: the mate in 1 comes first.
    assert_eq!(s.page.puzzle().plies, 1);
    keys(&mut s, "h");
    assert_eq!(said(&s), "hint: drop a gold from the hand");
    assert!(s.page.hinted);
    keys(&mut s, "p");
    assert_eq!(said(&s), "this is the first puzzle");
    keys(&mut s, "n");
    assert_eq!(s.page.index, 1);
    keys(&mut s, "n");
    assert_eq!(said(&s), "this is the last puzzle");
    keys(&mut s, "[");
    assert_eq!(s.page.index, 0);
    keys(&mut s, "[");
    assert!(said(&s).contains("no shorter mate"), "{}", said(&s));
    keys(&mut s, "]");
    assert_eq!(s.page.index, 1);
    // Leaving a puzzle untouched is no try; leaving one begun is.
    assert_eq!(s.page.shelf.progress.puzzles.len(), 0);
    let first = s.page.attempt.line_ahead()[0];
    keys(&mut s, &format!(":{}⏎", first.to_usi()));
    assert_eq!(s.page.attempt.moves().len(), 2, "{}", said(&s));
    keys(&mut s, "p");
    assert_eq!(s.page.shelf.progress.puzzles.len(), 1);
    // u: the next not solved, here the other one again.
    keys(&mut s, ":G*1b⏎");
    assert!(s.page.attempt.is_solved());
    keys(&mut s, "u");
    assert_eq!(s.page.index, 1);
}

#[test]
fn progress_is_written_to_the_file_and_read_back() {
    let dir = std::env::temp_dir().join(format!("shogi-puzzle-page-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let file = dir.join(PROGRESS_FILE);
    let gold = puzzle(GOLD_MATE, &["G*1b"]);
    {
        let mut s = session(vec![gold.clone()], Progress::load_from(&file));
        keys(&mut s, ":G*1b⏎");
        assert!(s.page.attempt.is_solved());
    }
    let again = Progress::load_from(&file).collection("test");
    assert!(again.is_solved(&gold));
    assert_eq!(again.streak, 1);
    // A new page starts past what is solved, and says so.
    let s = session(vec![gold.clone(), two_rooks()], Progress::load_from(&file));
    assert_eq!(s.page.puzzle().plies, two_rooks().plies);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_file_opened_with_o_replaces_the_collection_or_is_refused() {
    let dir = std::env::temp_dir().join(format!("shogi-puzzle-open-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let list = dir.join("mine.sfen");
    std::fs::write(&list, format!("{GOLD_MATE}\n{TWO_ROOKS}\n")).unwrap();
    let mut s = session(vec![two_rooks()], Progress::in_memory());
    keys(&mut s, &format!("o{}/missing.sfen⏎", dir.display()));
    let m = refused(&s);
    assert!(m.contains("the test collection stays"), "{m}");
    assert_eq!(s.page.shelf.name, "test");
    keys(&mut s, &format!("o{}⏎", list.display()));
    assert_eq!(s.page.loading, None);
    assert_eq!(s.page.shelf.puzzles.len(), 2, "{}", said(&s));
    assert!(s.page.shelf.name.ends_with("mine.sfen"));
    assert!(said(&s).contains("2 puzzles"), "{}", said(&s));
    assert_eq!(s.page.puzzle().plies, 1);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_page_draws_the_puzzle_the_pane_and_the_keys() {
    use crate::tui::snapshot::buffer_lines;
    let s = session(vec![puzzle(GOLD_MATE, &["G*1b"])], Progress::in_memory());
    let area = Rect::new(0, 0, 110, 30);
    let mut buf = Buffer::empty(area);
    let theme = crate::tui::theme::Theme::named("dark", false).unwrap();
    let glyphs = crate::tui::glyphs::Glyphs::named("kanji").unwrap();
    s.page
        .render(&Prefs::new(theme, glyphs, false), area, &mut buf);
    let screen = buffer_lines(&buf).join("\n");
    for words in [
        "Puzzle 1 of 1",
        "mate in 1 (1手詰)",
        "solved 0 of 1",
        "streak 0",
        "your move",
        "h:hint",
    ] {
        assert!(screen.contains(words), "{words}:\n{screen}");
    }
}

#[test]
fn the_move_prompt_is_titled_in_the_players_language() {
    use crate::i18n::{Lang, in_lang};
    use crate::tui::overlay::Words;
    let s = session(vec![two_rooks()], Progress::in_memory());
    let en = in_lang(Lang::En, || s.page.prompt_title(&PuzzlePrompt::Move));
    let ja = in_lang(Lang::Ja, || s.page.prompt_title(&PuzzlePrompt::Move));
    assert!(en.starts_with("move (7g7f"), "{en}");
    assert!(
        ja.starts_with("指し手"),
        "the Japanese player reads Japanese: {ja}"
    );
}

#[test]
fn the_help_scrolls_within_the_keys_in_force() {
    use crate::tui::overlay::Layer;
    let mut s = session(vec![two_rooks()], Progress::in_memory());
    keys(&mut s, "s?");
    keys(&mut s, &"↓".repeat(PUZZLE_KEYS.len() + 5));
    let stepping = u16::try_from(PUZZLE_SOLUTION_KEYS.len()).expect("a short table");
    assert!(stepping < u16::try_from(PUZZLE_KEYS.len()).expect("a short table"));
    assert_eq!(
        s.page.overlay,
        PuzzleOverlay::Layer(Layer::Help(stepping)),
        "stepping through the solution, the help shows its shorter table"
    );
}

/// A puzzle whose length is only the solver's line (the editor's `T` on
/// a mate not proven shortest) is never said "mate in N": not in the
/// header, the pane, nor as the defender answers.
#[test]
fn a_length_only_as_long_as_the_solvers_line_is_said_so() {
    use crate::i18n::{Lang, in_lang};
    use crate::tui::snapshot::buffer_lines;
    let p = two_rooks();
    let shelf = Shelf::new("test".into(), vec![p.clone()], 0).line_only([p.position.to_sfen()]);
    let mut s = PuzzlesSession::new(shelf, Progress::in_memory()).unwrap();
    let drawn = |s: &PuzzlesSession| {
        let area = Rect::new(0, 0, 160, 30);
        let mut buf = Buffer::empty(area);
        let theme = crate::tui::theme::Theme::named("dark", false).unwrap();
        let glyphs = crate::tui::glyphs::Glyphs::named("kanji").unwrap();
        s.page
            .render(&Prefs::new(theme, glyphs, false), area, &mut buf);
        buffer_lines(&buf).join("\n")
    };
    in_lang(Lang::En, || {
        let screen = drawn(&s);
        let line = format!("mate (line of {} plies, not proven shortest)", p.plies);
        assert!(screen.contains(&line), "{screen}");
        assert!(!screen.contains("mate in"), "{screen}");
        let first = s.page.attempt.line_ahead()[0];
        keys(&mut s, &format!(":{}⏎", first.to_usi()));
        let m = said(&s);
        assert!(m.contains("answers · the line mates in"), "{m}");
        assert!(m.contains("(not proven shortest)"), "{m}");
    });
    in_lang(Lang::Ja, || {
        let screen = drawn(&s);
        let line = format!("詰み（{}手の手順。最短は未証明）", p.plies);
        assert!(screen.contains(&line), "{screen}");
        assert!(!screen.contains("手詰"), "{screen}");
    });
    // The same puzzle on an ordinary shelf is a mate in N.
    let plain = session(vec![p.clone()], Progress::in_memory());
    let screen = in_lang(Lang::En, || drawn(&plain));
    assert!(
        screen.contains(&format!("mate in {} ({}手詰)", p.plies, p.plies)),
        "{screen}"
    );
}
