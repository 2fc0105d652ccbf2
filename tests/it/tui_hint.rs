//! In play: `H` shows the built-in engine's move for the person to move,
//! on the board and in the status bar, and the Hints setting turns it off
//! for a serious game; once a game is over, `A` (offered in the result
//! box) opens it in review to be analysed.

use crate::snapshot_support::{FREE_ROOK, game_with_a_hint, tick_until_hint};
use crate::tui_support::*;
use ratatui::layout::Rect;
use shogi_tui::game::RuleSet;
use shogi_tui::settings::{Remembered, SETTINGS_FILE};
use shogi_tui::shogi::Move;
use shogi_tui::tui::app::App;
use shogi_tui::tui::autosave::SaveFolder;
use shogi_tui::tui::events::AppEvent;
use shogi_tui::tui::hint::Suggestion;
use shogi_tui::tui::page::Page;
use shogi_tui::tui::pages::game::command::GameCommand;
use shogi_tui::tui::pages::game::hint_key::HINTS_OFF;
use shogi_tui::tui::pages::game::{GameScreen, Overlay};
use shogi_tui::tui::pages::menu::Menu;
use shogi_tui::tui::pages::menu::RowKind;
use shogi_tui::tui::setup::{GameSetup, PlayerSpec};
use shogi_tui::tui::widgets::status::Message;

/// White's king on 5a, a Black pawn on 5c, a gold in Black's hand: G*5b
/// is the one mate in one (the pawn guards the gold).
const GOLD_MATE: &str = "4k4/9/4P4/9/9/9/9/9/4K4 b G 1";

fn usi(text: &str) -> Move {
    Move::from_usi(text).unwrap()
}

/// The status bar's rows.
fn status(a: &App) -> String {
    let rows = screen(a, W, H);
    rows[rows.len() - 3..].join("\n")
}

fn refusal(a: &App) -> String {
    match &game(a).message {
        Some(Message::Refusal(m)) => m.clone(),
        other => panic!("a refusal expected, got {other:?}"),
    }
}

/// The board's highlight styles at `usi` ("5b"): (selected, destination).
fn highlighted(a: &App, square: &str) -> (bool, bool) {
    use shogi_tui::tui::layout::ScreenLayout;
    let buf = buffer(a, W, H);
    let layout = ScreenLayout::new(a.area, game(a).flipped).unwrap();
    let (x, y) = layout.cell_origin(sq(square));
    let bg = buf[(x + 1, y)].bg;
    let t = &a.prefs.theme;
    (t.selected.bg == Some(bg), t.destination.bg == Some(bg))
}

#[test]
fn the_hint_for_a_mate_in_one_is_the_mating_drop_on_the_board_and_in_the_status_bar() {
    let mut a = app(Some(GOLD_MATE), RuleSet::default());
    assert_eq!(highlighted(&a, "5b"), (false, false), "nothing before H");
    assert!(status(&a).contains("H:hint"), "offered: {}", status(&a));
    keys(&mut a, "H");
    assert!(status(&a).contains("Hint: thinking…"), "{}", status(&a));
    let hint = tick_until_hint(&mut a);
    assert_eq!(hint, Suggestion::Move(usi("G*5b")));
    assert!(status(&a).contains("Hint: ▲５二金"), "{}", status(&a));
    assert!(highlighted(&a, "5b").1, "the drop square is marked");
    assert!(!a.wants_ticks(), "nothing runs once the hint is found");
    // `m` switches the notation the hint is written in.
    keys(&mut a, "m");
    assert!(status(&a).contains("Hint: G*5b"), "{}", status(&a));
}

#[test]
fn the_hint_for_a_free_rook_takes_it_and_goes_when_the_position_changes() {
    let mut a = app(Some(FREE_ROOK), RuleSet::default());
    keys(&mut a, "H");
    assert_eq!(tick_until_hint(&mut a), Suggestion::Move(usi("5h5e")));
    assert!(status(&a).contains("Hint: ▲５五飛"), "{}", status(&a));
    assert_eq!(
        highlighted(&a, "5h"),
        (true, false),
        "from: as if picked up"
    );
    assert!(highlighted(&a, "5e").1, "to: where it goes");
    // A move ends it.
    keys(&mut a, ":5h5g\n");
    assert_eq!(game(&a).game.ply(), 1);
    assert_eq!(game(&a).shown_hint(), None);
    assert!(!status(&a).contains("Hint:"), "{}", status(&a));
    // White (a person too) asks; looking back ends that hint, and no
    // hint is given about a position looked back at.
    keys(&mut a, "H");
    tick_until_hint(&mut a);
    keys(&mut a, "[");
    assert_eq!(game(&a).viewing(), Some(0));
    assert!(!status(&a).contains("Hint:"), "{}", status(&a));
    keys(&mut a, "H");
    assert!(
        refusal(&a).contains("End returns to the game"),
        "{}",
        refusal(&a)
    );
    keys(&mut a, "]");
    assert_eq!(game(&a).shown_hint(), None, "gone, not just hidden");
    // An undo drops a hint still being looked for, and stops its search.
    keys(&mut a, "H");
    assert!(game(&a).wanted_hint().is_some());
    keys(&mut a, "u");
    assert_eq!(game(&a).game.ply(), 0);
    assert_eq!(game(&a).wanted_hint(), None);
    a.on_event(AppEvent::Tick);
    assert!(!a.wants_ticks(), "its search is stopped");
}

#[test]
fn a_late_answer_about_a_position_the_game_left_is_not_shown() {
    let mut g = GameScreen::new(
        shogi_tui::game::Game::from_sfen(FREE_ROOK).unwrap(),
        false,
        false,
    );
    g.update(&shogi_tui::tui::action::Action::page(GameCommand::Hint));
    let about = g.wanted_hint().unwrap();
    g.update(&shogi_tui::tui::action::Action::OpenPrompt);
    for c in "5h5g".chars() {
        g.update(&shogi_tui::tui::action::Action::PromptChar(c));
    }
    g.update(&shogi_tui::tui::action::Action::Activate);
    g.on_hint(
        about,
        shogi_tui::tui::hint::HintNews::Found(
            Suggestion::Move(usi("5h5e")),
            shogi_tui::kifu::evaluation::Evaluation {
                score: shogi_tui::kifu::evaluation::EvalScore::Cp(900),
                pv: Vec::new(),
                line_only: false,
            },
        ),
    );
    assert_eq!(g.shown_hint(), None);
}

#[test]
fn no_hint_while_a_computer_is_to_move_or_once_the_game_is_over() {
    let setup = GameSetup {
        black: "bot:1".parse::<PlayerSpec>().unwrap(),
        ..GameSetup::default()
    };
    let screen = GameScreen::new(setup.game(), false, false);
    let mut a = App::with_game(prefs("kanji", true), screen, Rect::new(0, 0, W, H));
    keys(&mut a, "H");
    assert!(refusal(&a).contains("is to move: hints are for a person's turn"));
    assert_eq!(game(&a).wanted_hint(), None);

    let mut a = app(Some(GOLD_MATE), RuleSet::default());
    keys(&mut a, ":G*5b\n");
    assert!(game(&a).game.is_over());
    key(&mut a, ratatui::crossterm::event::KeyCode::Esc);
    keys(&mut a, "H");
    assert!(
        refusal(&a).starts_with("the game is over"),
        "{}",
        refusal(&a)
    );
}

#[test]
fn against_the_bot_the_person_gets_a_legal_hint_on_their_turn() {
    let setup = GameSetup {
        white: "bot:1".parse::<PlayerSpec>().unwrap(),
        ..GameSetup::default()
    };
    let screen = GameScreen::new(setup.game(), false, false);
    let mut a = App::with_game(prefs("kanji", true), screen, Rect::new(0, 0, W, H));
    keys(&mut a, "H");
    let Suggestion::Move(mv) = tick_until_hint(&mut a) else {
        panic!("a move, not a declaration, at the start");
    };
    assert!(game(&a).game.position().check_move(mv).is_ok(), "{mv:?}");
    assert_eq!(
        game(&a).game.ply(),
        0,
        "the bot waits for the person's move"
    );
}

#[test]
fn hints_off_in_the_settings_refuse_the_key_with_the_reason() {
    let mut remembered = Remembered::in_memory();
    remembered.settings.hints = false;
    let mut a = app(Some(GOLD_MATE), RuleSet::default()).with_settings(remembered);
    assert!(
        !status(&a).contains("H:hint"),
        "not offered: {}",
        status(&a)
    );
    keys(&mut a, "H");
    assert_eq!(refusal(&a), HINTS_OFF);
    assert_eq!(game(&a).wanted_hint(), None);
    assert!(status(&a).contains(HINTS_OFF), "{}", status(&a));
}

#[test]
fn the_menu_row_turns_hints_off_remembers_it_and_games_started_keep_it() {
    let dir = scratch_dir("hints-menu");
    let settings = dir.join(SETTINGS_FILE);
    let open = || {
        App::with_menu(prefs("kanji", true), Rect::new(0, 0, W, H))
            .with_saves(SaveFolder::at(dir.join("saves")))
            .with_settings(Remembered::load_from(&settings))
    };
    let mut a = open();
    let shown = |a: &App| match a.top::<Menu>() {
        Some(m) => m.shown(RowKind::Hints).unwrap_or_default().to_string(),
        _ => panic!("the menu"),
    };
    assert_eq!(shown(&a), "on");
    // To the row, then one choice to the left.
    let Some(menu) = a.top::<Menu>() else {
        panic!("the menu")
    };
    let target = menu.rows.iter().position(|r| r.kind == RowKind::Hints);
    let steps = (target.unwrap() + menu.rows.len() - menu.focus) % menu.rows.len();
    for _ in 0..steps {
        keys(&mut a, "j");
    }
    keys(&mut a, "h");
    assert_eq!(shown(&a), "off");
    assert!(!Remembered::load_from(&settings).settings.hints, "written");
    menu_pick(&mut a, RowKind::NewGame);
    assert!(!game(&a).hints);
    keys(&mut a, "H");
    assert_eq!(refusal(&a), HINTS_OFF);
    keys(&mut a, "q");
    // The next start remembers the choice.
    let b = open();
    assert_eq!(shown(&b), "off");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_result_box_offers_analysis_and_a_opens_the_finished_game_in_review() {
    let dir = scratch_dir("hint-analyse");
    let screen = GameScreen::new(
        shogi_tui::game::Game::from_sfen(GOLD_MATE).unwrap(),
        false,
        false,
    );
    let mut a = App::with_game(prefs("kanji", true), screen, Rect::new(0, 0, W, H))
        .with_saves(SaveFolder::at(&dir));
    // Not before the game is over.
    keys(&mut a, "A");
    assert!(refusal(&a).contains("not over"), "{}", refusal(&a));
    keys(&mut a, ":G*5b\n");
    assert_eq!(game(&a).overlay, Overlay::Result);
    assert!(
        screen_text(&a).contains("A    analyse this game"),
        "{}",
        screen_text(&a)
    );
    keys(&mut a, "A");
    let review = a.review_screen().expect("review of the game is open");
    let moves: Vec<Move> = review.shown().moves().iter().map(|m| m.mv).collect();
    assert_eq!(moves, vec![usi("G*5b")]);
    assert!(review.shown().is_over());
    // It is the game as kept in its save.
    let saved = shogi_tui::kifu::open_record(&only_save(&dir)).unwrap();
    assert_eq!(saved.game.moves().len(), 1);
    // And it is being analysed: the start, where Black mated in one.
    let start = std::time::Instant::now();
    while a.review_screen().is_some_and(|r| r.analysing()) {
        assert!(start.elapsed() < std::time::Duration::from_secs(60));
        a.on_event(shogi_tui::tui::events::AppEvent::Tick);
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    let review = a.review_screen().expect("still in review");
    assert_eq!(
        review.evaluation(0).map(|e| e.score),
        Some(shogi_tui::kifu::evaluation::EvalScore::Mate(1))
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn in_the_real_program_h_shows_the_mating_drop_and_no_hints_refuses() {
    use crate::tmux_support::Tmux;
    crate::require_tmux!();
    let t = Tmux::start(&["play", "--sfen", GOLD_MATE]);
    t.wait_text("☗ Black to move");
    t.keys(&["H"]);
    let screen = t.wait_text("Hint: ▲５二金");
    assert!(
        Tmux::status_bar(&screen)
            .join("\n")
            .contains("Hint: ▲５二金")
    );
    // Played, the hint goes and the game ends; A opens it in review.
    t.prompt_move("G*5b");
    t.wait_text("A    analyse this game");
    t.keys(&["A"]);
    let screen = t.wait_text("Review ");
    assert!(!screen.contains("Hint:"), "{screen}");
    assert!(screen.contains("▲５二金"), "{screen}");

    let t = Tmux::start(&["play", "--no-hints", "--sfen", GOLD_MATE]);
    t.wait_text("☗ Black to move");
    t.keys(&["H"]);
    t.wait_text(HINTS_OFF);
}

#[test]
fn the_hint_in_the_status_bar_at_80x24() {
    let a = game_with_a_hint();
    insta::assert_snapshot!("game_hint_80x24", screen(&a, 80, 24).join("\n"));
}
