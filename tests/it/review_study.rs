//! Review as a study board, driven with actions: moves typed, clicked and
//! keyed on the position shown go into the record's tree (a step, a line
//! followed, a new 変化, a line extended), the rules refuse what a game
//! refuses, and U, D and z change the tree and take changes back.

use shogi_tui::game::Start;
use shogi_tui::kifu::evaluation::EvalScore;
use shogi_tui::kifu::record::Evaluation;
use shogi_tui::kifu::{
    EndMarker, EndWord, Record, RecordedMove, Variation, kif, kif_write, load_game,
};
use shogi_tui::shogi::{Move, Position};
use shogi_tui::tui::action::{Action, Direction};
use shogi_tui::tui::input::InputMode;
use shogi_tui::tui::overlay::Layer;
use shogi_tui::tui::page::Page;
use shogi_tui::tui::pages::review::command::ReviewCommand;
use shogi_tui::tui::pages::review::{ReviewOverlay, ReviewPrompt, ReviewQuestion, ReviewScreen};
use shogi_tui::tui::widgets::status::Message;
use std::path::Path;

fn mv(usi: &str) -> Move {
    Move::from_usi(usi).expect("a USI move written in the test")
}

/// The main line 7g7f 3c3d 2g2f 8c8d 2f2e 8d8e, resigned.
fn record() -> Record {
    Record {
        moves: ["7g7f", "3c3d", "2g2f", "8c8d", "2f2e", "8d8e"]
            .iter()
            .map(|u| RecordedMove::new(mv(u)))
            .collect(),
        end: Some(EndMarker {
            word: EndWord::Resign,
            time: None,
        }),
        ..Record::default()
    }
}

fn open(record: Record) -> ReviewScreen {
    ReviewScreen::new(load_game(record), Path::new("study.kif"))
}

/// `:` then `text`, then Enter.
fn type_in(r: &mut ReviewScreen, text: &str) {
    r.update(&Action::OpenPrompt);
    for c in text.chars() {
        r.update(&Action::PromptChar(c));
    }
    r.update(&Action::Activate);
}

fn usi_line(r: &ReviewScreen, line: Option<usize>) -> Vec<String> {
    r.loaded
        .record
        .line_moves(line)
        .iter()
        .map(|m| m.mv.to_usi())
        .collect()
}

fn refusal(r: &ReviewScreen) -> String {
    match &r.message {
        Some(Message::Refusal(why)) => why.clone(),
        other => panic!("expected a refusal, got {other:?}"),
    }
}

#[test]
fn typed_moves_make_a_variation_and_go_on_in_it_then_it_becomes_main_and_z_undoes() {
    let mut r = open(record());
    type_in(&mut r, "4");
    assert_eq!((r.line(), r.ply), (None, 4), "a plain number jumps");
    // The record's move 5 is 2f2e: 5g5f differs, in Japanese notation.
    type_in(&mut r, "５六歩");
    assert_eq!(
        r.overlay,
        ReviewOverlay::None,
        "a move played closes the prompt"
    );
    assert_eq!(r.loaded.record.variations.len(), 1);
    let v = &r.loaded.record.variations[0];
    assert_eq!((v.parent, v.ply), (None, 5));
    assert_eq!((r.line(), r.ply), (Some(0), 5));
    // Another after it, in Western notation: the variation grows.
    type_in(&mut r, "P-8e");
    assert_eq!(
        usi_line(&r, Some(0)),
        ["7g7f", "3c3d", "2g2f", "8c8d", "5g5f", "8d8e"]
    );
    assert_eq!((r.line(), r.ply), (Some(0), 6));
    assert_eq!(r.loaded.record.variations.len(), 1);
    assert_eq!(r.last_ply(), 6);
    assert!(r.unsaved(), "the record differs from its file");
    // Written and read back, the tree is the same.
    let back = kif::parse(&kif_write::write(&r.loaded.record)).expect("our own KIF");
    assert_eq!(back.variations.len(), 1);
    assert_eq!(
        back.variations[0].moves,
        r.loaded.record.variations[0].moves
    );

    // 本譜にする: the variation's moves are the main line, shown as such.
    r.update(&Action::page(ReviewCommand::MakeMainLine));
    assert_eq!((r.line(), r.ply), (None, 6));
    assert_eq!(
        usi_line(&r, None),
        ["7g7f", "3c3d", "2g2f", "8c8d", "5g5f", "8d8e"]
    );
    assert_eq!(r.loaded.game.ply(), 6, "the main line was replayed");
    let old = &r.loaded.record.variations[0];
    assert_eq!((old.parent, old.ply, old.moves.len()), (None, 5, 2));
    assert_eq!(old.end.as_ref().map(|e| e.word), Some(EndWord::Resign));

    // z takes it back: the first main line again, the variation shown.
    r.update(&Action::Undo);
    assert_eq!(r.loaded.record, {
        let mut want = record();
        want.variations = back_variation(&r);
        want
    });
    assert_eq!((r.line(), r.ply), (Some(0), 6));
    assert_eq!(usi_line(&r, None)[4], "2f2e");
    // And again: the move 8e, then the variation itself.
    r.update(&Action::Undo);
    assert_eq!(usi_line(&r, Some(0)).len(), 5);
    r.update(&Action::Undo);
    assert!(r.loaded.record.variations.is_empty());
    assert_eq!((r.line(), r.ply), (None, 4));
}

/// The record's variation as it stands (for comparing whole records).
fn back_variation(r: &ReviewScreen) -> Vec<shogi_tui::kifu::Variation> {
    r.loaded.record.variations.clone()
}

#[test]
fn the_records_own_move_steps_and_an_existing_variation_is_followed() {
    let mut r = open(record());
    type_in(&mut r, "7g7f");
    assert_eq!((r.line(), r.ply), (None, 1));
    type_in(&mut r, "2");
    type_in(&mut r, "5g5f");
    assert_eq!((r.line(), r.ply), (Some(0), 3));
    // The number keys choose among the lines of the move shown.
    r.update(&Action::page(ReviewCommand::ShowVariation(0)));
    assert_eq!((r.line(), r.ply), (None, 3));
    // On the main line again, the same move follows the variation made.
    r.update(&Action::Step(-1));
    type_in(&mut r, "5g5f");
    assert_eq!((r.line(), r.ply), (Some(0), 3));
    assert_eq!(r.loaded.record.variations.len(), 1, "nothing new");
    r.update(&Action::page(ReviewCommand::ShowVariation(0)));
    r.update(&Action::page(ReviewCommand::ShowVariation(1)));
    assert_eq!(r.line(), Some(0));
    r.update(&Action::page(ReviewCommand::ShowVariation(2)));
    assert!(refusal(&r).contains("0 to 1"), "{}", refusal(&r));
}

#[test]
fn illegal_moves_are_refused_with_the_games_reason_and_the_prompt_stays() {
    let mut r = open(record());
    type_in(&mut r, "2");
    type_in(&mut r, "5e5d");
    assert!(matches!(
        r.overlay,
        ReviewOverlay::Layer(Layer::Prompt(ReviewPrompt::Jump, _))
    ));
    assert!(!refusal(&r).is_empty());
    // A pawn dropped where the side has none in hand: the rules' reason.
    r.update(&Action::Cancel);
    type_in(&mut r, "P*5e");
    assert!(refusal(&r).contains("hand"), "{}", refusal(&r));
    assert!(r.loaded.record.variations.is_empty());
    assert_eq!(r.loaded.record, record());
}

#[test]
fn an_ended_line_takes_no_more_moves() {
    let pos = Position::from_sfen("4k4/9/4P4/9/9/9/9/9/4K4 b G 1").expect("a legal position");
    let mut r = open(Record {
        start: Start::Custom(Box::new(pos)),
        moves: vec![RecordedMove::new(mv("G*5b"))],
        ..Record::default()
    });
    r.update(&Action::Last);
    type_in(&mut r, "5a4a");
    assert!(refusal(&r).contains("over"), "{}", refusal(&r));
    assert_eq!(r.loaded.record.moves.len(), 1);
}

#[test]
fn at_the_end_of_an_unfinished_line_the_move_extends_it() {
    let mut unfinished = record();
    unfinished.end = None;
    let mut r = open(unfinished);
    r.update(&Action::Last);
    type_in(&mut r, "6i7h");
    assert_eq!((r.line(), r.ply), (None, 7));
    assert_eq!(r.loaded.record.moves.len(), 7);
    assert!(r.loaded.record.variations.is_empty());
    // A resigned one keeps its end: the move is a 変化 in its place.
    let mut r = open(record());
    r.update(&Action::Last);
    type_in(&mut r, "6i7h");
    assert_eq!((r.line(), r.ply), (Some(0), 7));
    assert_eq!(r.loaded.record.moves.len(), 6);
}

#[test]
fn the_board_cursor_and_clicks_play_and_ask_about_promotion() {
    let mut r = open(record());
    type_in(&mut r, "2");
    assert_eq!(r.input_mode(), InputMode::Own);
    assert!(r.board_cursor().is_none(), "the cursor is off");
    r.update(&Action::page(ReviewCommand::ToggleBoardCursor));
    assert_eq!(r.input_mode(), InputMode::Own);
    assert!(r.board_cursor().is_some(), "the cursor is on");
    // The cursor starts on 5e: two left, three down is 7h... the bishop
    // is on 8h: three left (towards 9), three down.
    for d in [Direction::Left; 3] {
        r.update(&Action::Move(d));
    }
    for d in [Direction::Down; 3] {
        r.update(&Action::Move(d));
    }
    assert_eq!(r.board_cursor().map(|s| s.to_string()), Some("8h".into()));
    r.update(&Action::Activate);
    assert!(!r.destinations().is_empty(), "the bishop's squares are lit");
    // The bishop takes on 2b by a click: promote or not is asked.
    r.update(&Action::ClickSquare(
        shogi_tui::shogi::Square::parse_usi("2b").expect("a square"),
    ));
    assert!(matches!(
        r.overlay,
        ReviewOverlay::Layer(Layer::Promote { .. })
    ));
    assert_eq!(r.input_mode(), InputMode::Question);
    r.update(&Action::Answer(true));
    assert_eq!(
        usi_line(&r, r.line()).last().map(String::as_str),
        Some("8h2b+")
    );
    assert_eq!((r.line(), r.ply), (Some(0), 3));
    // Esc with nothing picked up turns the cursor off; Esc again leaves.
    r.update(&Action::Cancel);
    assert_eq!(r.input_mode(), InputMode::Own);
    assert!(r.board_cursor().is_none(), "the cursor is off");
}

#[test]
fn deleting_asks_first_and_takes_the_nested_variations() {
    let mut r = open(record());
    type_in(&mut r, "2");
    type_in(&mut r, "5g5f");
    type_in(&mut r, "4a3b");
    // A variation of the variation, at its move 4.
    r.update(&Action::Step(-1));
    type_in(&mut r, "8c8d");
    assert_eq!(r.loaded.record.variations.len(), 2);
    assert_eq!(r.loaded.record.variations[1].parent, Some(0));
    r.update(&Action::page(ReviewCommand::ShowVariation(0)));
    assert_eq!(r.line(), Some(0));
    r.update(&Action::page(ReviewCommand::DeleteVariation));
    assert_eq!(
        r.overlay,
        ReviewOverlay::Layer(Layer::Ask(ReviewQuestion::Delete(0)))
    );
    r.update(&Action::Answer(false));
    assert_eq!(r.loaded.record.variations.len(), 2, "n keeps it");
    r.update(&Action::page(ReviewCommand::DeleteVariation));
    r.update(&Action::Answer(true));
    assert!(r.loaded.record.variations.is_empty());
    assert_eq!(r.line(), None);
    // The main line itself cannot be deleted.
    r.update(&Action::page(ReviewCommand::DeleteVariation));
    assert_eq!(r.overlay, ReviewOverlay::None);
    assert!(refusal(&r).contains("main line"));
    r.update(&Action::Undo);
    assert_eq!(r.loaded.record.variations.len(), 2);
}

#[test]
fn plus_and_minus_reorder_rivals_and_z_refuses_to_undo_over_another_change() {
    let mut r = open(record());
    type_in(&mut r, "2");
    type_in(&mut r, "5g5f");
    r.update(&Action::page(ReviewCommand::ShowVariation(0)));
    r.update(&Action::Step(-1));
    type_in(&mut r, "6g6f");
    assert_eq!((r.line(), r.ply), (Some(1), 3));
    r.update(&Action::page(ReviewCommand::MoveVariation { up: true }));
    assert_eq!(r.line(), Some(0), "the line shown moved with its number");
    assert_eq!(usi_line(&r, Some(0))[2], "6g6f");
    assert_eq!(usi_line(&r, Some(1))[2], "5g5f");
    r.update(&Action::page(ReviewCommand::MoveVariation { up: true }));
    assert!(refusal(&r).contains("first"), "{}", refusal(&r));
    r.update(&Action::page(ReviewCommand::MoveVariation { up: false }));
    assert_eq!(r.line(), Some(1));
    assert_eq!(usi_line(&r, Some(0))[2], "5g5f");
    // A change z does not know of (a comment) is not undone by it.
    r.loaded.record.comments.push("a note".into());
    r.update(&Action::Undo);
    assert!(refusal(&r).contains("changed"), "{}", refusal(&r));
    assert_eq!(r.loaded.record.comments, ["a note"]);
    assert_eq!(r.loaded.record.variations.len(), 2);
}

/// Through the app, with the mouse and the keys: what is picked up and
/// where it may go are drawn, and the click that plays makes a 変化.
#[test]
fn clicks_and_the_cursor_are_drawn_and_a_click_plays_a_variation() {
    use crate::tui_support::*;
    use ratatui::crossterm::event::KeyCode;
    use shogi_tui::tui::layout::ScreenLayout;
    use shogi_tui::tui::theme::Theme;
    let dir = scratch_dir("study-clicks");
    let mut a = review_app(&data("kif/even_branches.kifu"), &dir);
    let theme = Theme::named("dark", true).expect("the dark theme");
    let bg_at = |a: &shogi_tui::tui::app::App, usi: &str| {
        let buf = buffer(a, W, H);
        let layout = ScreenLayout::new(a.area, false).expect("room for the board");
        let (x, y) = layout.cell_origin(sq(usi));
        buf[(x + 1, y)].bg
    };
    let click_on = |a: &mut shogi_tui::tui::app::App, usi: &str| {
        let layout = ScreenLayout::new(a.area, false).expect("room for the board");
        let (x, y) = layout.cell_origin(sq(usi));
        click(a, x + 1, y);
    };
    click_on(&mut a, "2g");
    assert_eq!(bg_at(&a, "2g"), theme.selected.bg.unwrap());
    assert_eq!(bg_at(&a, "2f"), theme.destination.bg.unwrap());
    // The record's first move is 7g7f: 2g2f is a new variation.
    click_on(&mut a, "2f");
    let r = a.review_screen().expect("review is up");
    assert_eq!(r.ply, 1);
    let line = r.line().expect("a new variation is shown");
    assert_eq!(r.loaded.record.variations[line].ply, 1);
    let summary = r.branch_summary().expect("a variation is shown");
    assert!(
        summary.contains("from move 1 of the main line"),
        "{summary}"
    );
    // Tab: the cursor is drawn where it starts, and Esc puts it away.
    key(&mut a, KeyCode::Tab);
    assert_eq!(bg_at(&a, "5e"), theme.cursor.bg.unwrap());
    key(&mut a, KeyCode::Esc);
    assert_eq!(bg_at(&a, "5e"), theme.board.bg.unwrap());
    assert!(
        a.review_screen().is_some(),
        "Esc closed the cursor, not review"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_digit_or_v_on_the_engines_line_leaves_it_for_the_records_variations() {
    let mut rec = record();
    // The engine's line after move 1, and a 変化 for move 2.
    rec.moves[0].analysis = Some(Evaluation {
        score: EvalScore::Cp(40),
        pv: vec![mv("8c8d"), mv("2g2f"), mv("8d8e")],
        line_only: false,
    });
    rec.variations.push(Variation {
        parent: None,
        ply: 2,
        moves: vec![RecordedMove::new(mv("4a3b"))],
        end: None,
    });
    for key in [
        Action::page(ReviewCommand::ShowVariation(1)),
        Action::page(ReviewCommand::NextVariation),
    ] {
        let mut r = open(rec.clone());
        r.update(&Action::Step(1));
        r.update(&Action::page(ReviewCommand::BestLine));
        assert_eq!(r.ply, 2, "b shows the engine's first move");
        assert!(r.alternatives().is_none(), "the engine's move 2 has none");
        r.update(&key);
        assert_eq!(r.message, None, "{key:?}: no refusal");
        assert_eq!((r.line(), r.ply), (Some(0), 2), "{key:?}");
        assert_eq!(usi_line(&r, r.line()), ["7g7f", "4a3b"]);
    }
    // Where the record's move has none, the player is told so.
    let mut r = open(rec);
    r.update(&Action::Step(1));
    r.update(&Action::page(ReviewCommand::BestLine));
    r.update(&Action::Step(1));
    r.update(&Action::page(ReviewCommand::ShowVariation(1)));
    assert_eq!(
        r.message,
        Some(Message::Info("move 3 has no variation (変化)".into()))
    );
    assert_eq!((r.line(), r.ply), (None, 3));
}
