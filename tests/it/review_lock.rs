//! `s` in review never writes over moves it did not read: not into a save
//! another shogi-tui is playing (its lock is held; the refusal names that
//! process), not into a file changed on disk since review read it. Both
//! times it offers a new file beside it instead.

use crate::tmux_support::*;
use crate::tui_support::*;
use shogi_tui::analysis::AnalysisEvent;
use shogi_tui::kifu::evaluation::{EvalScore, Evaluation};
use shogi_tui::kifu::lock::GameLock;
use shogi_tui::kifu::open_record;
use shogi_tui::tui::app::App;
use shogi_tui::tui::overlay::Layer;
use shogi_tui::tui::pages::review::ReviewSession;
use shogi_tui::tui::pages::review::{ReviewOverlay, ReviewQuestion, ReviewScreen};
use shogi_tui::tui::widgets::status::Message;
use std::fs;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

const THREE_MOVES: &str = "手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 ３四歩(33)\n   3 ２六歩(27)\n";
const FOURTH_MOVE: &str = "   4 ８四歩(83)\n";

fn review(a: &App) -> &ReviewScreen {
    a.review_screen().expect("review mode is up")
}

/// Moves in the record at `path`, as read now.
fn moves_in(path: &Path) -> usize {
    open_record(path).expect("a readable record").game.ply()
}

/// Review of a three-move KIF, every position evaluated by hand, so that
/// `s` has something to write.
fn analysed_review(name: &str) -> (App, PathBuf, PathBuf) {
    let dir = scratch_dir(name);
    let path = dir.join("game.kif");
    fs::write(&path, THREE_MOVES).unwrap();
    let mut a = review_app(&path, &dir);
    let Some(r) = a.top_mut::<ReviewSession>() else {
        panic!("review mode is not up");
    };
    let now = Instant::now();
    r.analysis_started(4, now);
    for ply in 0..=3 {
        let eval = Evaluation {
            score: EvalScore::Cp(10 * ply as i32),
            pv: Vec::new(),
            line_only: false,
        };
        r.on_analysis_event(
            AnalysisEvent::Evaluated {
                ply,
                eval: Some(eval),
            },
            now,
        );
    }
    r.analysis_stopped();
    assert!(r.unsaved());
    (a, dir, path)
}

/// Another program adds a move to the file.
fn add_a_move(path: &Path) {
    fs::write(path, format!("{THREE_MOVES}{FOURTH_MOVE}")).unwrap();
    assert_eq!(moves_in(path), 4);
}

fn refusal(a: &App) -> String {
    match &review(a).message {
        Some(Message::Refusal(m)) => m.clone(),
        other => panic!("expected a refusal, got {other:?}"),
    }
}

#[test]
fn a_file_changed_since_review_read_it_is_not_written_over() {
    let (mut a, dir, path) = analysed_review("stale-at-s");
    add_a_move(&path);
    keys(&mut a, "s");
    assert!(
        matches!(
            review(&a).overlay,
            ReviewOverlay::Layer(Layer::Ask(ReviewQuestion::WriteElsewhere { .. }))
        ),
        "{:?}",
        review(&a).overlay
    );
    let asked = screen_text(&a);
    assert!(
        asked.contains("game.kif has changed on disk since it was read"),
        "{asked}"
    );
    assert!(asked.contains("game-analysis.kif instead?"), "{asked}");
    // n: nothing written, and the reason stays in the status bar.
    keys(&mut a, "n");
    assert!(refusal(&a).contains("changed on disk"), "{}", refusal(&a));
    assert_eq!(moves_in(&path), 4);
    // s, then y: the analysis goes into a new file; the changed one stays.
    keys(&mut a, "sy");
    let new = dir.join("game-analysis.kif");
    assert_eq!(moves_in(&new), 3, "the new file holds what review read");
    assert_eq!(
        fs::read(&path).unwrap(),
        format!("{THREE_MOVES}{FOURTH_MOVE}").as_bytes(),
        "the file is as the other program left it"
    );
    assert!(!review(&a).unsaved());
    assert_eq!(review(&a).source, new, "s now writes the new file");
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_file_changed_while_the_question_is_open_is_not_written_over() {
    let (mut a, dir, path) = analysed_review("stale-at-y");
    keys(&mut a, "s");
    assert_eq!(
        review(&a).overlay,
        ReviewOverlay::Layer(Layer::Ask(ReviewQuestion::Save))
    );
    add_a_move(&path);
    keys(&mut a, "y");
    assert!(
        matches!(
            review(&a).overlay,
            ReviewOverlay::Layer(Layer::Ask(ReviewQuestion::WriteElsewhere { .. }))
        ),
        "{:?}",
        review(&a).overlay
    );
    assert_eq!(moves_in(&path), 4);
    keys(&mut a, "n");
    assert_eq!(moves_in(&path), 4);
    assert!(!dir.join("game-analysis.kif").exists());
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn an_unchanged_file_is_written_and_can_be_written_again() {
    let (mut a, dir, path) = analysed_review("unchanged");
    keys(&mut a, "sy");
    assert!(!review(&a).unsaved(), "{:?}", review(&a).message);
    let written = fs::read(&path).unwrap();
    assert_eq!(moves_in(&path), 3);
    assert!(!dir.join(".game.lock").exists(), "the lock is let go");
    // Its own write does not count as a change: K and s again work.
    let Some(r) = a.top_mut::<ReviewSession>() else {
        panic!("review mode is not up");
    };
    r.analysis_started(1, Instant::now());
    r.on_analysis_event(
        AnalysisEvent::Evaluated {
            ply: 3,
            eval: Some(Evaluation {
                score: EvalScore::Cp(-500),
                pv: Vec::new(),
                line_only: false,
            }),
        },
        Instant::now(),
    );
    r.analysis_stopped();
    keys(&mut a, "sy");
    assert!(!review(&a).unsaved(), "{:?}", review(&a).message);
    assert_ne!(fs::read(&path).unwrap(), written);
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_save_whose_lock_is_held_is_not_written_and_the_holder_is_named() {
    let (mut a, dir, path) = analysed_review("held");
    let before = fs::read(&path).unwrap();
    let holder = format!("(process {})", std::process::id());
    // Held before s: said at once.
    let lock = GameLock::try_take(&path).expect("the lock is free");
    keys(&mut a, "s");
    let asked = screen_text(&a);
    assert!(asked.contains(&holder), "{asked}");
    assert!(asked.contains("open in another shogi-tui"), "{asked}");
    keys(&mut a, "n");
    assert!(refusal(&a).contains(&holder), "{}", refusal(&a));
    drop(lock);
    // Taken while the question is open: the write looks again.
    keys(&mut a, "s");
    assert_eq!(
        review(&a).overlay,
        ReviewOverlay::Layer(Layer::Ask(ReviewQuestion::Save))
    );
    let lock = GameLock::try_take(&path).expect("the lock is free");
    keys(&mut a, "y");
    assert!(screen_text(&a).contains(&holder));
    keys(&mut a, "n");
    drop(lock);
    assert_eq!(fs::read(&path).unwrap(), before);
    fs::remove_dir_all(&dir).unwrap();
}

/// The one save in the folder of tmux session `t`, once it holds `moves`.
fn save_with(t: &Tmux, moves: usize) -> PathBuf {
    let folder = std::env::temp_dir().join(&t.socket);
    let start = Instant::now();
    loop {
        let saves = saves_in(&folder);
        if let [save] = saves.as_slice()
            && open_record(save).is_ok_and(|l| l.game.ply() == moves)
        {
            return save.clone();
        }
        assert!(
            start.elapsed() < WAIT,
            "no save with {moves} moves in {}: {saves:?}",
            folder.display()
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// Window A plays; window B reviews its save; A plays on; B analyses and
/// asks to write: refused, naming A's process, and the save keeps A's
/// fourth move, also after A leaves.
fn review_of_a_game_being_played(b_args: impl Fn(&Path) -> Vec<String>, open_in_b: impl Fn(&Tmux)) {
    let game = Tmux::start(&["play"]);
    game.wait_text("☗ Black to move");
    for (mv, shown) in [
        ("7g7f", "1 ▲７六歩"),
        ("3c3d", "2 △３四歩"),
        ("2g2f", "3 ▲２六歩"),
    ] {
        game.prompt_move(mv);
        game.wait_text(shown);
    }
    let save = save_with(&game, 3);
    let game_pid = game.format("#{pane_pid}");
    let args = b_args(&save);
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let reviewer = Tmux::start(&args);
    open_in_b(&reviewer);
    reviewer.wait_text("move 0/3");
    game.prompt_move("8c8d");
    game.wait_text("4 △８四歩");
    save_with(&game, 4);
    reviewer.keys(&["a"]);
    reviewer.wait_text("analysis done");
    reviewer.keys(&["s"]);
    let asked = reviewer.wait_text("Not written");
    assert!(
        asked.contains(&format!("open in another shogi-tui (process {game_pid})")),
        "{asked}"
    );
    // y writes the new file beside the save, never the save.
    reviewer.keys(&["y"]);
    reviewer.wait_text("written into");
    assert_eq!(moves_in(&save), 4);
    let stem = save.file_stem().unwrap().to_string_lossy().into_owned();
    let new = save.with_file_name(format!("{stem}-analysis.kifu"));
    assert_eq!(moves_in(&new), 3, "the new file holds what review read");
    // A leaves: its fourth move is still there.
    game.keys(&["q"]);
    game.wait_text("Leave the game?");
    game.keys(&["y"]);
    game.wait_exit("the game to exit");
    assert_eq!(moves_in(&save), 4);
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn review_never_writes_over_a_save_a_running_game_has_open() {
    require_tmux!();
    review_of_a_game_being_played(
        |save| {
            vec![
                "review".into(),
                save.display().to_string(),
                "--analysis-seconds".into(),
                "0.1".into(),
            ]
        },
        |_| {},
    );
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn review_from_the_load_list_never_writes_over_a_save_in_use() {
    require_tmux!();
    review_of_a_game_being_played(
        |save| {
            let folder = save.parent().unwrap().display().to_string();
            vec!["--save-dir".into(), folder]
        },
        |b| {
            // The menu's Load list, the save marked open elsewhere; `r`
            // reviews it.
            // Load is seventh from the end (the book, Play online, Play
            // on lishogi and Engine match follow it), and the focus wraps.
            b.wait_text("Load / review a game");
            b.keys(&["Up", "Up", "Up", "Up", "Up", "Up", "Up", "Up", "Enter"]);
            b.wait_text("(open elsewhere)");
            b.keys(&["r"]);
        },
    );
}
