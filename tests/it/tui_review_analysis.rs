//! Review as analysis, driven by keys and clicks: hand-made evaluations
//! handed to the page as the engine would hand them, the marks they give,
//! `n` / `N`, the best line (`b`, `K`), the summary, the graph, Esc, and
//! a real run of the built-in engine written back into the file (`s`).

use crate::snapshot_support::opening_26_evaluation;
use crate::tui_support::*;
use ratatui::crossterm::event::KeyCode;
use ratatui::layout::Rect;
use shogi_tui::analysis::{AnalysisError, AnalysisEvent, AnalysisSettings, Mark};
use shogi_tui::game::PlayerKind;
use shogi_tui::kifu::evaluation::{EvalScore, Evaluation};
use shogi_tui::shogi::{Color, Move};
use shogi_tui::tui::app::App;
use shogi_tui::tui::events::AppEvent;
use shogi_tui::tui::layout::{ScreenLayout, review_graph};
use shogi_tui::tui::overlay::Layer;
use shogi_tui::tui::pages::review::ReviewSession;
use shogi_tui::tui::pages::review::{ReviewOverlay, ReviewQuestion, ReviewScreen};
use shogi_tui::tui::widgets::status::Message;
use shogi_tui::usi::{Crash, EngineError};
use std::fs;
use std::time::{Duration, Instant};

fn review(a: &App) -> &ReviewScreen {
    a.review_screen().expect("review mode is up")
}

fn review_mut(a: &mut App) -> &mut ReviewScreen {
    match a.top_mut::<ReviewSession>() {
        Some(r) => r,
        _ => panic!("review mode is not up"),
    }
}

fn mv(usi: &str) -> Move {
    Move::from_usi(usi).unwrap()
}

/// Review of opening_26 with every position evaluated by hand, the
/// position after 4 moves with a line (2f2e 8d8e) instead of move 5.
fn analysed(name: &str) -> (App, std::path::PathBuf) {
    let dir = scratch_dir(name);
    let mut a = review_app(&data("usi/opening_26.usi"), &dir);
    let now = Instant::now();
    let r = review_mut(&mut a);
    for ply in 0..=26 {
        let eval = Some(opening_26_evaluation(ply));
        r.on_analysis_event(AnalysisEvent::Evaluated { ply, eval }, now);
    }
    (a, dir)
}

#[test]
fn evaluations_mark_the_moves_that_lose_winning_chance() {
    let (a, dir) = analysed("marks");
    let r = review(&a);
    let marked: Vec<(usize, Mark)> = (1..=26)
        .filter_map(|ply| Some((ply, r.judgement(ply)?.mark?)))
        .collect();
    assert_eq!(
        marked,
        vec![(5, Mark::Blunder), (10, Mark::Blunder), (14, Mark::Dubious)]
    );
    // The move list shows them after the move.
    let text = screen_text(&a);
    for marked in ["   5 ▲６六歩 ??", "  10 △４二銀 ??", "  14 △４一玉 ?!"] {
        assert!(text.contains(marked), "{marked}: {text}");
    }
    assert!(
        !text.contains("▲２六歩 ?"),
        "move 3 kept the balance: {text}"
    );
    fs::remove_dir_all(&dir).unwrap();
}

/// White mates in one (G*5h, the pawn on 5g guarding it) after Black's
/// 1g1f: the review of that game with `evals` given to its three
/// positions as the analysis would.
fn mate_review(name: &str, evals: [Option<Evaluation>; 3]) -> (App, std::path::PathBuf) {
    let dir = scratch_dir(name);
    let record = dir.join("mate.usi");
    fs::write(
        &record,
        "position sfen 4k4/9/9/9/9/9/4p3P/9/4K4 b g 1 moves 1g1f G*5h\n",
    )
    .unwrap();
    let mut a = review_app(&record, &dir);
    let now = Instant::now();
    for (ply, eval) in evals.into_iter().enumerate() {
        review_mut(&mut a).on_analysis_event(AnalysisEvent::Evaluated { ply, eval }, now);
    }
    (a, dir)
}

#[test]
fn the_move_that_mates_keeps_the_mate_that_was_there() {
    // The mated position has no evaluation of its own.
    let (mut a, dir) = mate_review(
        "mate-kept",
        [
            Some(Evaluation {
                score: EvalScore::Mate(-2),
                pv: vec![mv("1g1f"), mv("G*5h")],
                line_only: false,
            }),
            Some(Evaluation {
                score: EvalScore::Mate(-1),
                pv: vec![mv("G*5h")],
                line_only: false,
            }),
            None,
        ],
    );
    keys(&mut a, ":2\n");
    let text = screen_text(&a);
    assert!(text.contains("Mate in 1 was there: kept"), "{text}");
    assert!(!text.contains("missed"), "{text}");
    fs::remove_dir_all(&dir).unwrap();
}

/// A mate whose length is only the solver's line (not proven shortest
/// against the longest defence) is never said "a mate in N".
#[test]
fn a_mate_only_as_long_as_its_line_is_not_said_mate_in_n() {
    let (mut a, dir) = mate_review(
        "mate-line-only",
        [
            Some(Evaluation {
                score: EvalScore::Cp(100),
                pv: vec![mv("1g1f")],
                line_only: false,
            }),
            Some(Evaluation {
                score: EvalScore::Mate(-1),
                pv: vec![mv("G*5h")],
                line_only: true,
            }),
            None,
        ],
    );
    keys(&mut a, ":1\n");
    let text = screen_text(&a);
    assert!(
        text.contains("Walks into a mate (a line of 1 ply,"),
        "{text}"
    );
    assert!(text.contains("White mates (a line of 1 ply,"), "{text}");
    assert!(!text.contains("mate in"), "{text}");
    assert!(!text.contains("mates in"), "{text}");
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn n_and_capital_n_jump_between_marked_moves() {
    let (mut a, dir) = analysed("next-mark");
    keys(&mut a, "n");
    assert_eq!(review(&a).ply, 5);
    keys(&mut a, "n");
    assert_eq!(review(&a).ply, 10);
    keys(&mut a, "n");
    assert_eq!(review(&a).ply, 14);
    keys(&mut a, "n");
    assert_eq!(review(&a).ply, 14, "nothing marked after 14");
    assert_eq!(
        review(&a).message,
        Some(Message::Info("no marked move after move 14".into()))
    );
    keys(&mut a, "NN");
    assert_eq!(review(&a).ply, 5);
    keys(&mut a, "N");
    assert_eq!(review(&a).ply, 5, "nothing marked before 5");
    // The notes pane says what the mark is.
    let text = screen_text(&a);
    assert!(text.contains("?? 大悪手"), "{text}");
    assert!(text.contains("Eval -2000 (White winning)"), "{text}");
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn n_without_analysis_says_to_analyse() {
    let dir = scratch_dir("next-mark-none");
    let mut a = review_app(&data("usi/opening_26.usi"), &dir);
    keys(&mut a, "n");
    assert_eq!(review(&a).ply, 0);
    assert_eq!(
        review(&a).message,
        Some(Message::Info(
            "no move is analysed yet: a analyses the game".into()
        ))
    );
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_summary_counts_marks_and_averages_the_loss_per_player() {
    let (a, dir) = analysed("summary");
    let s = review(&a).summary().expect("moves are judged");
    let (b, w) = (s.get(Color::Black), s.get(Color::White));
    assert_eq!((b.dubious, b.mistakes, b.blunders, b.judged), (0, 0, 1, 13));
    assert_eq!((w.dubious, w.mistakes, w.blunders, w.judged), (1, 0, 1, 13));
    // Black gave 2000 once; White 2000 and 300.
    assert!((b.average_loss() - 2000.0 / 13.0).abs() < 1e-9);
    assert!((w.average_loss() - 2300.0 / 13.0).abs() < 1e-9);
    // Before the first move the notes pane shows it.
    let text = screen_text(&a);
    let black = text.find("☗ ?!0 ?0 ??1").expect(&text);
    let white = text.find("☖ ?!1 ?0 ??1").expect(&text);
    let b_loss = text.find("loss 154 per move").expect(&text);
    let w_loss = text.find("loss 177 per move").expect(&text);
    assert!(black < b_loss && b_loss < white && white < w_loss, "{text}");
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_notes_pane_shows_the_engines_move_instead_of_the_one_played() {
    let (mut a, dir) = analysed("best-move");
    keys(&mut a, ":5\n");
    let text = screen_text(&a);
    assert!(text.contains("Best: ▲２五歩 △８五歩"), "{text}");
    key(&mut a, KeyCode::Left);
    let text = screen_text(&a);
    assert!(!text.contains("Best:"), "no line before move 4: {text}");
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn b_steps_through_the_best_line_and_k_keeps_it_as_a_variation() {
    let (mut a, dir) = analysed("best-line");
    keys(&mut a, ":4\n");
    keys(&mut a, "b");
    let r = review(&a);
    assert_eq!(r.engine_line_from(), Some(4));
    assert_eq!((r.ply, r.last_ply()), (5, 6), "the line's first move");
    let line: Vec<Move> = r.shown().moves().iter().skip(4).map(|m| m.mv).collect();
    assert_eq!(line, vec![mv("2f2e"), mv("8d8e")]);
    assert!(screen_text(&a).contains("engine line from move 4"));
    // b again: back to the main line, where the line started.
    keys(&mut a, "b");
    assert_eq!(review(&a).engine_line_from(), None);
    assert_eq!((review(&a).ply, review(&a).last_ply()), (4, 26));
    // K keeps it: a variation replacing move 5, shown.
    keys(&mut a, "bK");
    let r = review(&a);
    assert_eq!(r.engine_line_from(), None);
    let kept = r.line().expect("the kept line is shown");
    let v = &r.loaded.record.variations[kept];
    assert_eq!((v.parent, v.ply), (None, 5));
    let moves: Vec<Move> = v.moves.iter().map(|m| m.mv).collect();
    assert_eq!(moves, vec![mv("2f2e"), mv("8d8e")]);
    assert!(r.unsaved(), "s would write it");
    // Kept twice is kept once.
    keys(&mut a, "v:4\nbK");
    assert_eq!(review(&a).loaded.record.variations.len(), 1);
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn k_keeps_nothing_past_the_games_last_move() {
    let (mut a, dir) = analysed("keep-past-end");
    let next = review(&a).loaded.game.position().legal_moves()[0];
    review_mut(&mut a).on_analysis_event(
        AnalysisEvent::Evaluated {
            ply: 26,
            eval: Some(Evaluation {
                score: EvalScore::Cp(300),
                pv: vec![next],
                line_only: false,
            }),
        },
        Instant::now(),
    );
    keys(&mut a, "GbK");
    assert!(review(&a).loaded.record.variations.is_empty());
    assert!(!review(&a).unsaved());
    assert_eq!(review(&a).engine_line_from(), Some(26), "still shown");
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn b_without_a_line_refuses() {
    let (mut a, dir) = analysed("no-line");
    keys(&mut a, ":7\nb");
    assert_eq!(review(&a).engine_line_from(), None);
    assert!(matches!(review(&a).message, Some(Message::Refusal(_))));
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_click_on_the_graph_jumps_to_that_move() {
    let (mut a, dir) = analysed("graph-click");
    let layout = ScreenLayout::new(Rect::new(0, 0, W, H), false).unwrap();
    let graph = review_graph(&layout).unwrap();
    // 27 positions in the graph's columns after its two of labels.
    let each = (graph.width - 2) / 27;
    click(&mut a, graph.x + 2 + 10 * each, graph.y);
    assert_eq!(review(&a).ply, 10);
    click(&mut a, graph.x + 2, graph.bottom() - 1);
    assert_eq!(review(&a).ply, 0);
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn records_with_engine_comments_show_their_analysis_without_running() {
    let dir = scratch_dir("record-evals");
    let a = review_app(&data("evals/floodgate.csa"), &dir);
    let r = review(&a);
    assert!(r.has_analysis());
    assert!(!r.analysing());
    assert_eq!(
        r.evaluation(1).map(|e| e.score),
        Some(EvalScore::Cp(30)),
        "the comment after move 1"
    );
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn e_says_which_engine_analyses_and_offers_the_others() {
    let dir = scratch_dir("engine-choice");
    let mut a = review_app(&data("usi/opening_26.usi"), &dir);
    // An engine named on the command line, not among those installed.
    review_mut(&mut a).set_analysis_settings(AnalysisSettings {
        engine: PlayerKind::Engine {
            command: "/nowhere/usi-engine".into(),
        },
        ..AnalysisSettings::default()
    });
    keys(&mut a, "e");
    assert!(matches!(
        review(&a).analysis().settings.engine,
        PlayerKind::Bot { .. }
    ));
    let said = format!("{:?}", review(&a).message);
    assert!(
        said.contains("a analyses with the built-in engine"),
        "{said}"
    );
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn esc_leaves_review_when_nothing_runs() {
    let dir = scratch_dir("esc-leaves");
    let mut a = review_app(&data("usi/opening_26.usi"), &dir);
    key(&mut a, KeyCode::Esc);
    assert!(a.quit, "review was the only page");
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn s_refuses_a_usi_line_and_asks_before_writing_others() {
    let (mut a, dir) = analysed("save-usi");
    keys(&mut a, "s");
    assert_eq!(review(&a).overlay, ReviewOverlay::None);
    assert!(
        matches!(&review(&a).message, Some(Message::Refusal(m)) if m.contains("USI line")),
        "{:?}",
        review(&a).message
    );
    fs::remove_dir_all(&dir).unwrap();
}

/// Ticks the app as the event loop would until `done` holds.
fn tick_until(a: &mut App, what: &str, done: impl Fn(&App) -> bool) {
    let start = Instant::now();
    while !done(a) {
        a.on_event(AppEvent::Tick);
        assert!(
            start.elapsed() < Duration::from_secs(120),
            "timed out waiting for {what}; screen:\n{}",
            screen_text(a)
        );
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// A bishop left hanging: 3. ▲７八銀 leaves the bishop on 8h to
/// △８八角成 with nothing to take back.
const HANGING_BISHOP: &str = "# KIF for shogi-tui's tests: a bishop left hanging.\n\
手合割：平手\n\
先手：Black\n\
後手：White\n\
手数----指手---------消費時間--\n\
   1 ７六歩(77)\n\
   2 ３四歩(33)\n\
   3 ７八銀(79)\n\
   4 ８八角成(22)\n";

#[test]
fn a_runs_the_built_in_engine_and_s_writes_the_analysis_into_the_file() {
    let dir = scratch_dir("analyse-run");
    let path = dir.join("hanging.kifu");
    fs::write(&path, HANGING_BISHOP).unwrap();
    let mut a = review_app(&path, &dir);
    review_mut(&mut a).set_analysis_settings(AnalysisSettings {
        time: Some(Duration::from_millis(100)),
        mate_nodes: 2_000,
        ..AnalysisSettings::default()
    });
    assert!(!a.wants_ticks());
    keys(&mut a, "a");
    assert!(review(&a).analysing());
    assert!(a.wants_ticks(), "the app ticks while the engine works");
    let status = screen(&a, W, H).join("\n");
    assert!(status.contains("analysing ▕"), "{status}");
    // Browsing goes on meanwhile.
    keys(&mut a, "l");
    assert_eq!(review(&a).ply, 1);
    tick_until(&mut a, "the analysis", |a| !review(a).analysing());
    let r = review(&a);
    for ply in 0..=4 {
        assert!(r.evaluation(ply).is_some(), "position {ply} is evaluated");
    }
    assert_eq!(
        r.judgement(3).and_then(|j| j.mark),
        Some(Mark::Blunder),
        "the hanging bishop"
    );
    // A second a has nothing left to do.
    keys(&mut a, "a");
    assert!(!review(&a).analysing());
    // Leaving with the analysis not written asks first; n stays.
    keys(&mut a, "q");
    assert_eq!(
        review(&a).overlay,
        ReviewOverlay::Layer(Layer::Ask(ReviewQuestion::Leave))
    );
    let asked = screen(&a, W, H).join("\n");
    assert!(asked.contains("Leave without it?"), "{asked}");
    keys(&mut a, "n");
    assert!(!a.quit && a.review_screen().is_some());
    key(&mut a, KeyCode::Esc);
    assert_eq!(
        review(&a).overlay,
        ReviewOverlay::Layer(Layer::Ask(ReviewQuestion::Leave))
    );
    keys(&mut a, "n");
    // s asks; n keeps the file as it was.
    let before = fs::read_to_string(&path).unwrap();
    keys(&mut a, "s");
    assert_eq!(
        review(&a).overlay,
        ReviewOverlay::Layer(Layer::Ask(ReviewQuestion::Save))
    );
    keys(&mut a, "n");
    assert_eq!(fs::read_to_string(&path).unwrap(), before);
    keys(&mut a, "sy");
    assert!(!review(&a).unsaved());
    let again = review_app(&path, &dir);
    let r2 = review(&again);
    for ply in 0..=3 {
        assert_eq!(
            r2.evaluation(ply).map(|e| e.score),
            review(&a).evaluation(ply).map(|e| e.score),
            "position {ply} read back"
        );
    }
    // Written, it leaves without a question.
    keys(&mut a, "q");
    assert!(a.quit, "review was the only page");
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn esc_stops_a_running_analysis_and_keeps_what_is_done() {
    let dir = scratch_dir("analyse-stop");
    let mut a = review_app(&data("usi/opening_26.usi"), &dir);
    review_mut(&mut a).set_analysis_settings(AnalysisSettings {
        time: Some(Duration::from_millis(200)),
        mate_nodes: 2_000,
        workers: 1,
        ..AnalysisSettings::default()
    });
    keys(&mut a, "a");
    tick_until(&mut a, "a first evaluation", |a| review(a).has_analysis());
    key(&mut a, KeyCode::Esc);
    assert!(!a.quit, "Esc stopped the analysis, not review");
    assert!(!review(&a).analysing());
    assert!(!a.wants_ticks());
    let done = (0..=26)
        .filter(|&p| review(&a).evaluation(p).is_some())
        .count();
    assert!((1..27).contains(&done), "{done} kept");
    // a goes on with the rest only.
    keys(&mut a, "a");
    assert!(review(&a).analysing());
    key(&mut a, KeyCode::Esc);
    key(&mut a, KeyCode::Esc);
    // A USI line cannot hold the analysis, but a new file can (S): the
    // second Esc asks before dropping it, and y leaves.
    assert_eq!(
        review(&a).overlay,
        ReviewOverlay::Layer(Layer::Ask(ReviewQuestion::Leave))
    );
    keys(&mut a, "y");
    assert!(a.quit, "y leaves");
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn analysed_review_snapshots() {
    let (mut a, dir) = analysed("snap-analysed");
    keys(&mut a, "n");
    for (w, h) in [(80, 24), (120, 40), (160, 50)] {
        insta::assert_snapshot!(
            format!("review_analysed_move_5_{w}x{h}"),
            screen(&a, w, h).join("\n")
        );
    }
    keys(&mut a, "g");
    insta::assert_snapshot!(
        "review_analysed_summary_120x40",
        screen(&a, W, H).join("\n")
    );
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_progress_bar_counts_positions_and_time_left() {
    let dir = scratch_dir("snap-progress");
    let mut a = review_app(&data("usi/opening_26.usi"), &dir);
    let t0 = Instant::now();
    let r = review_mut(&mut a);
    r.analysis_started(27, t0);
    for ply in 0..9 {
        r.on_analysis_event(
            AnalysisEvent::Evaluated {
                ply,
                eval: Some(Evaluation {
                    score: EvalScore::Cp(40 * ply as i32),
                    pv: Vec::new(),
                    line_only: false,
                }),
            },
            t0 + Duration::from_secs(3),
        );
    }
    // 9 in 3 s: the other 18 take about 6 s.
    let p = review(&a).progress().unwrap();
    assert_eq!(
        (p.done, p.total, p.left),
        (9, 27, Some(Duration::from_secs(6)))
    );
    for (w, h) in [(80, 24), (120, 40)] {
        insta::assert_snapshot!(
            format!("review_analysing_{w}x{h}"),
            screen(&a, w, h).join("\n")
        );
    }
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn a_analyses_in_the_real_terminal_and_n_jumps_to_the_blunder() {
    use crate::tmux_support::Tmux;
    crate::require_tmux!();
    let dir = scratch_dir("tmux-analyse");
    let path = dir.join("hanging.kifu");
    fs::write(&path, HANGING_BISHOP).unwrap();
    let file = path.display().to_string();
    let d = dir.display().to_string();
    let t = Tmux::start(&[
        "review",
        &file,
        "--save-dir",
        &d,
        "--analysis-seconds",
        "0.5",
    ]);
    t.wait_text("Review hanging.kifu");
    t.keys(&["a"]);
    t.wait_text("analysing ▕");
    let done = t.wait_text("analysis done");
    // The graph: its labels under the board.
    assert!(done.contains('█'), "{done}");
    t.keys(&["n"]);
    let at = t.wait_text("move 3/4");
    assert!(at.contains("?? 大悪手"), "{at}");
    // The analysis is not in the file yet: leaving asks first.
    t.keys(&["q"]);
    t.wait_text("Leave without it?");
    t.keys(&["y"]);
    t.wait_exit("the program to exit");
    fs::remove_dir_all(&dir).unwrap();
}

/// An engine that dies mid-analysis is a notice: a key press has seen it,
/// a routine line does not wipe it.
#[test]
fn an_engine_that_dies_mid_analysis_is_a_notice_until_a_key() {
    let (mut a, dir) = analysed("engine-died-notice");
    let died = AnalysisEvent::Failed(AnalysisError::Engine(EngineError::Crashed(Crash {
        status: None,
        said: vec!["engine exited".into()],
    })));
    review_mut(&mut a).on_analysis_event(died, Instant::now());
    let notice = review(&a).message.clone();
    assert!(
        matches!(&notice, Some(Message::Notice(m)) if m.contains("engine exited")),
        "{notice:?}"
    );
    // The run's end comes next; it leaves the notice standing.
    review_mut(&mut a).analysis_stopped();
    assert_eq!(review(&a).message, notice);
    // A key: seen, gone (→ moves on and says nothing of the engine).
    keys(&mut a, "l");
    assert!(
        !matches!(&review(&a).message, Some(Message::Notice(_))),
        "{:?}",
        review(&a).message
    );
    fs::remove_dir_all(&dir).unwrap();
}
