//! Playing the computer on the game screen: the built-in bot answers, the
//! player can take back, resign, flip or quit while it thinks, two bots
//! play each other, and a misbehaving engine ends the game with its reason
//! in the status bar instead of hanging the screen.

use crate::tui_support::*;
use ratatui::layout::Rect;
use shogi_tui::game::{EndReason, PlayerKind};
use shogi_tui::shogi::{Color, Square};
use shogi_tui::tui::app::App;
use shogi_tui::tui::events::AppEvent;
use shogi_tui::tui::overlay::Layer;
use shogi_tui::tui::pages::game::GameSession;
use shogi_tui::tui::pages::game::seat_questions::SeatAsk;
use shogi_tui::tui::pages::game::{GamePrompt, GameScreen, Overlay, Question, Selection};
use shogi_tui::tui::pages::menu::Menu;
use shogi_tui::tui::setup::{GameSetup, PlayerSpec};
use shogi_tui::tui::widgets::status::Message;
use shogi_tui::usi::Timeouts;
use std::time::{Duration, Instant};

/// Only a safety net: a broken build fails instead of hanging.
const PATIENCE: Duration = Duration::from_secs(20);

fn fake_engine(mode: &str) -> String {
    format!(
        "usi:sh '{}/tests/fake_usi_engine.sh' {mode}",
        env!("CARGO_MANIFEST_DIR")
    )
}

/// A game between `black` and `white` (as `--black`/`--white` spell them)
/// with `seconds` per computer move, small tables and short engine
/// timeouts.
fn vs(black: &str, white: &str, seconds: f64) -> App {
    let spec = |s: &str| {
        s.parse::<PlayerSpec>()
            .unwrap_or_else(|e| panic!("{s}: {e}"))
    };
    vs_kinds(spec(black).0, spec(white).0, seconds)
}

fn vs_kinds(black: PlayerKind, white: PlayerKind, seconds: f64) -> App {
    let setup = GameSetup {
        black: PlayerSpec(black),
        white: PlayerSpec(white),
        ..GameSetup::default()
    };
    let mut screen = GameScreen::new(setup.game(), false, false);
    screen.seats.move_time = Some(Duration::from_secs_f64(seconds));
    screen.seats.settings.hash_mib = 4;
    screen.seats.settings.seed = 7;
    // These tests watch the bot think: the book would answer at once.
    screen.seats.settings.book = None;
    screen.seats.settings.timeouts = Timeouts {
        handshake: Duration::from_secs(1),
        ready: Duration::from_secs(2),
        grace: Duration::from_millis(300),
        untimed: Duration::from_secs(5),
        quit: Duration::from_millis(200),
    };
    App::with_game(prefs("kanji", true), screen, Rect::new(0, 0, W, H))
}

/// Ticks the app as the event loop would until `done` holds.
fn tick_until(a: &mut App, what: &str, done: impl Fn(&App) -> bool) {
    let start = Instant::now();
    loop {
        a.on_event(AppEvent::Tick);
        if done(a) {
            return;
        }
        assert!(
            start.elapsed() < PATIENCE,
            "timed out waiting for {what}; screen:\n{}",
            screen_text(a)
        );
        std::thread::sleep(Duration::from_millis(10));
    }
}

fn ply(a: &App) -> usize {
    game(a).game.ply()
}

fn status(a: &App) -> String {
    let rows = screen(a, W, H);
    rows[rows.len() - 3..].join("\n")
}

fn thinking(a: &App) -> bool {
    status(a).contains("thinking…")
}

#[test]
fn the_bot_answers_a_move_and_the_board_waits_for_it() {
    let mut a = vs("human", "bot:1", 0.5);
    keys(&mut a, ":7g7f\n");
    assert_eq!(ply(&a), 1);
    assert!(a.wants_ticks(), "the loop must tick while the bot works");
    // The player's own next move may be made ahead (issue 48): Enter
    // picks up the pawn under the cursor, as on the player's turn, and
    // never a piece of the bot's.
    keys(&mut a, "\n");
    assert_eq!(game(&a).selection, Selection::Board(Square::SQ_7F));
    key(&mut a, ratatui::crossterm::event::KeyCode::Esc);
    // A move typed ahead: the letters are text, not keys (`f` would flip
    // the board), and Enter keeps it for the player's turn.
    keys(&mut a, ":2g2f");
    assert!(matches!(
        game(&a).overlay,
        Overlay::Layer(Layer::Prompt(GamePrompt::Move, _))
    ));
    assert!(!game(&a).flipped);
    // (The bot's answer is only taken on a tick, and none comes here.)
    keys(&mut a, "\n");
    assert_eq!(ply(&a), 1);
    assert_eq!(game(&a).overlay, Overlay::None);
    assert!(game(&a).premove().is_some(), "{:?}", game(&a).message);
    // Esc forgets it: the bot's reply leaves the turn to the player.
    key(&mut a, ratatui::crossterm::event::KeyCode::Esc);
    assert!(game(&a).premove().is_none());
    tick_until(&mut a, "the bot's reply", |a| ply(a) == 2);
    let g = &game(&a).game;
    assert_eq!(g.moves()[1].mover, Color::White);
    assert_eq!(g.side_to_move(), Color::Black);
    assert!(
        !a.wants_ticks(),
        "idle again: no timer while the human thinks"
    );
    let text = screen_text(&a);
    assert!(text.contains("☖ shogi-tui Beginner (bot 1)"), "{text}");
    assert!(text.contains(" 2 △"), "{text}");
    assert!(status(&a).contains("☗ Black to move"), "{}", status(&a));
    // And the game goes on: another move, another answer.
    keys(&mut a, ":2g2f\n");
    tick_until(&mut a, "the second reply", |a| ply(a) == 4);
}

#[test]
fn undo_while_the_bot_thinks_cancels_it_and_takes_back_the_human_move() {
    let mut a = vs("human", "bot:8", 30.0);
    keys(&mut a, ":7g7f\n");
    tick_until(&mut a, "the spinner with depth", |a| {
        let s = status(a);
        s.contains("Bot 8 (Strongest) thinking… depth")
    });
    assert!(status(&a).contains("u:take back"), "{}", status(&a));
    keys(&mut a, "u");
    assert_eq!(ply(&a), 0);
    assert_eq!(game(&a).game.side_to_move(), Color::Black);
    assert!(!a.wants_ticks(), "the search was cancelled");
    assert!(!thinking(&a));
    // A new search with a short budget answers the new position; the
    // abandoned 30-second one never plays.
    if let Some(g) = a.top_mut::<GameSession>() {
        g.seats.move_time = Some(Duration::from_millis(200));
    }
    keys(&mut a, ":2g2f\n");
    tick_until(&mut a, "a reply to the new move", |a| ply(a) == 2);
    let g = &game(&a).game;
    assert_eq!(
        g.moves()[0].mv.to_usi(),
        "2g2f",
        "the cancelled search never played"
    );
}

#[test]
fn undo_after_the_reply_takes_back_both_moves() {
    let mut a = vs("human", "bot:2", 0.3);
    keys(&mut a, ":7g7f\n");
    tick_until(&mut a, "the reply", |a| ply(a) == 2);
    keys(&mut a, "u");
    assert_eq!(ply(&a), 0);
    assert_eq!(game(&a).game.side_to_move(), Color::Black);
    assert!(!a.wants_ticks());
}

#[test]
fn quit_while_the_bot_thinks_returns_promptly() {
    let mut a = vs("human", "bot:8", 60.0);
    keys(&mut a, ":7g7f\n");
    tick_until(&mut a, "the bot to think", thinking);
    keys(&mut a, "q");
    assert_eq!(
        game(&a).overlay,
        Overlay::Layer(Layer::Ask(Question::Leave))
    );
    // The bot may go on while the question is open.
    a.on_event(AppEvent::Tick);
    keys(&mut a, "y");
    assert!(a.quit);
    let t0 = Instant::now();
    drop(a);
    assert!(
        t0.elapsed() < Duration::from_secs(2),
        "the bot's thread was stopped and joined in {:?}",
        t0.elapsed()
    );

    let mut b = vs("human", "bot:8", 60.0);
    keys(&mut b, ":7g7f\n");
    tick_until(&mut b, "the bot to think", thinking);
    ctrl_c(&mut b);
    assert!(b.quit, "Ctrl-C leaves without asking");
}

#[test]
fn resign_flip_help_and_tally_work_while_the_bot_thinks() {
    let mut a = vs("human", "bot:8", 60.0);
    keys(&mut a, ":7g7f\n");
    tick_until(&mut a, "the bot to think", thinking);
    keys(&mut a, "f");
    assert!(game(&a).flipped);
    keys(&mut a, "i");
    assert_eq!(game(&a).overlay, Overlay::Tally);
    a.on_event(AppEvent::Tick);
    assert!(screen_text(&a).contains("Impasse tally"));
    keys(&mut a, "i?");
    assert_eq!(game(&a).overlay, Overlay::Layer(Layer::HELP));
    keys(&mut a, "?R");
    assert_eq!(
        game(&a).overlay,
        Overlay::Layer(Layer::Ask(Question::Resign))
    );
    assert!(screen_text(&a).contains("Black resigns and White wins."));
    keys(&mut a, "y");
    let g = &game(&a).game;
    assert_eq!(g.outcome().unwrap().reason, EndReason::Resignation);
    assert_eq!(g.outcome().unwrap().winner, Some(Color::White));
    assert_eq!(g.ply(), 1, "the bot's move never came");
    assert!(!a.wants_ticks(), "the bot was stopped with the game");
    assert!(status(&a).contains("White wins by resignation"));
}

#[test]
fn a_bot_playing_black_moves_first_on_a_board_turned_to_white() {
    let mut a = vs("bot:1", "human", 0.3);
    assert!(game(&a).flipped, "the person plays White, from their side");
    assert_eq!(game(&a).cursor, sq("3c"), "on White's pawns");
    tick_until(&mut a, "the bot's first move", |a| ply(a) == 1);
    assert_eq!(game(&a).game.side_to_move(), Color::White);
    // Now it is the person's turn and the board is theirs.
    keys(&mut a, ":3c3d\n");
    assert_eq!(ply(&a), 2);
    tick_until(&mut a, "the bot's second move", |a| ply(a) == 3);
}

#[test]
fn two_bots_play_each_other_while_the_player_watches_and_leaves() {
    let mut a = vs("bot:1", "bot:2", 0.2);
    tick_until(&mut a, "three moves", |a| ply(a) >= 3);
    let g = &game(&a).game;
    for (i, m) in g.moves().iter().enumerate() {
        let expected = if i % 2 == 0 {
            Color::Black
        } else {
            Color::White
        };
        assert_eq!(m.mover, expected);
    }
    keys(&mut a, "\n");
    assert!(
        matches!(&game(&a).message, Some(Message::Info(m)) if m.contains("two computers are playing")),
        "{:?}",
        game(&a).message
    );
    keys(&mut a, "R");
    assert_eq!(game(&a).overlay, Overlay::None, "no one to resign for");
    keys(&mut a, "q");
    assert_eq!(
        game(&a).overlay,
        Overlay::Layer(Layer::Ask(Question::Leave))
    );
    keys(&mut a, "y");
    assert!(a.quit);
}

#[test]
fn the_menu_offers_every_level_and_starts_a_game_against_the_bot() {
    let mut a = App::with_menu(prefs("kanji", true), Rect::new(0, 0, W, H));
    let Some(menu) = a.top::<Menu>() else {
        panic!("menu first");
    };
    let choices = menu.players.white.choices();
    let labels: Vec<&str> = choices.iter().map(|c| c.label.as_str()).collect();
    for l in ["human", "bot 1 Beginner", "bot 4 Casual", "bot 8 Strongest"] {
        assert!(labels.contains(&l), "{l} not in {labels:?}");
    }
    assert_eq!(labels.last(), Some(&"engine: type its command…"));
    // White row (after Black's and Black's name), one step right: bot 1;
    // then start.
    keys(&mut a, "jjjl");
    keys(&mut a, "kkk\n");
    let g = &game(&a).game;
    assert_eq!(g.players().white.kind, PlayerKind::Bot { level: 1 });
    assert_eq!(g.players().white.name, "shogi-tui Beginner");
    assert!(g.players().black.is_human());
    assert_eq!(
        game(&a).seats.move_time,
        Some(Duration::from_secs(1)),
        "the menu's time"
    );
    assert!(
        a.wants_ticks(),
        "the bot starts at once, before the player's first key"
    );
    assert!(
        status(&a).contains("starting Bot 1 (Beginner)…"),
        "{}",
        status(&a)
    );
    keys(&mut a, ":7g7f\n");
    tick_until(&mut a, "the bot's reply", |a| ply(a) == 2);
}

#[test]
fn an_engine_command_typed_in_the_menu_plays() {
    let mut a = App::with_menu(prefs("kanji", true), Rect::new(0, 0, W, H));
    // White row, one step left wraps to "type its command".
    keys(&mut a, "jjjh\n");
    let command = fake_engine("resign");
    let command = command.trim_start_matches("usi:");
    keys(&mut a, command);
    // The screen shows what is typed.
    assert!(screen_text(&a).contains("fake_usi_engine.sh"));
    keys(&mut a, "\n");
    keys(&mut a, "kkk\n");
    let g = &game(&a).game;
    assert_eq!(
        g.players().white.kind,
        PlayerKind::Engine {
            command: command.to_string()
        }
    );
    assert_eq!(
        g.players().white.name,
        "sh",
        "its program, until it names itself"
    );
    keys(&mut a, ":7g7f\n");
    tick_until(&mut a, "the engine to resign", |a| game(a).game.is_over());
    let o = game(&a).game.outcome().unwrap();
    assert_eq!(o.reason, EndReason::Resignation);
    assert_eq!(o.winner, Some(Color::Black));
    assert!(status(&a).contains("Black wins by resignation"));
    // Once started, the engine goes by its own name, in the record too.
    assert_eq!(game(&a).game.players().white.name, "Fake Engine (resign)");
}

#[test]
fn a_typed_engine_whose_program_is_missing_is_refused_when_the_game_starts() {
    let mut a = App::with_menu(prefs("kanji", true), Rect::new(0, 0, W, H));
    keys(&mut a, "jjjh\n/no/such/engine --fast\n");
    let Some(menu) = a.top::<Menu>() else {
        panic!("the menu");
    };
    assert_eq!(menu.message, None, "the menu looks nothing up");
    keys(&mut a, "kkk\n");
    let Some(menu) = a.top::<Menu>() else {
        panic!("no game starts");
    };
    assert_eq!(
        menu.message.as_deref(),
        Some("no engine program at /no/such/engine")
    );
    assert_eq!(
        menu.rows[menu.focus].kind,
        shogi_tui::tui::pages::menu::RowKind::White,
        "on the row to change"
    );
}

/// Plays 7g7f against the fake engine in `mode` and waits for the end.
fn fault(mode: &str) -> App {
    let mut a = vs("human", &fake_engine(mode), 0.2);
    // The engine starts while the player thinks.
    tick_until(&mut a, "the engine's handshake", |a| {
        !status(a).contains("starting")
    });
    keys(&mut a, ":7g7f\n");
    tick_until(&mut a, "the game to end", |a| game(a).game.is_over());
    assert!(!a.wants_ticks(), "nothing left running");
    a
}

/// Whether the question about a failed computer is open.
fn asks_about_a_failure(a: &App) -> bool {
    matches!(game(a).overlay, Overlay::Seat(SeatAsk::Failed { .. }))
}

#[test]
fn an_engine_that_crashes_keeps_the_game_and_offers_another_player() {
    let mut a = vs("human", &fake_engine("crash-on-go"), 0.2);
    tick_until(&mut a, "the engine's handshake", |a| {
        !status(a).contains("starting")
    });
    keys(&mut a, ":7g7f\n");
    tick_until(&mut a, "the crash", asks_about_a_failure);
    // A crash is no move of shogi: the game goes on, unfinished.
    assert!(!game(&a).game.is_over());
    assert!(!a.wants_ticks(), "nothing runs while the player decides");
    let text = screen_text(&a);
    assert!(text.contains("engine crashed: it exited"), "{text}");
    assert!(text.contains("fake engine: segmentation fault"), "{text}");
    // The built-in bot takes White over and answers.
    keys(&mut a, "b");
    assert_eq!(game(&a).overlay, Overlay::None);
    assert!(matches!(
        game(&a).game.players().white.kind,
        PlayerKind::Bot { .. }
    ));
    tick_until(&mut a, "the bot's reply", |a| ply(a) == 2);
}

#[test]
fn an_engine_that_plays_an_illegal_move_loses() {
    let mut a = fault("illegal");
    let o = game(&a).game.outcome().unwrap().clone();
    assert_eq!(o.winner, Some(Color::Black));
    assert!(
        matches!(o.reason, EndReason::IllegalMove { attempted: Some((mv, _)) } if mv.to_usi() == "5e5d")
    );
    let s = status(&a);
    assert!(s.contains("engine played an illegal move 5e5d: "), "{s}");
    assert!(s.contains("まで1手で後手の反則負け"), "{s}");
    // The reason stays while the player looks around.
    keys(&mut a, "fi");
    keys(&mut a, "i");
    assert!(status(&a).contains("engine played an illegal move 5e5d"));
    // Taking the move back resumes the game and starts the engine again.
    keys(&mut a, "u");
    assert_eq!(ply(&a), 0);
    assert!(!game(&a).game.is_over());
    assert!(game(&a).seats.fault.is_none());
    assert!(a.wants_ticks(), "the engine is being restarted");
}

#[test]
fn an_engine_that_sends_a_malformed_move_loses() {
    let a = fault("malformed");
    let o = game(&a).game.outcome().unwrap();
    assert_eq!(o.winner, Some(Color::Black));
    assert!(matches!(
        o.reason,
        EndReason::IllegalMove { attempted: None }
    ));
    assert!(status(&a).contains("engine sent a malformed move '7g7'"));
}

#[test]
fn an_engine_that_stops_answering_loses_on_time_and_is_killed() {
    // A marker in its command line finds the process afterwards.
    let marker = format!("hang-marker-{}", std::process::id());
    let mut a = vs(
        "human",
        &format!("{} {marker}", fake_engine("hang-hard")),
        0.2,
    );
    tick_until(&mut a, "the handshake", |a| !status(a).contains("starting"));
    assert!(running(&marker), "the engine runs during the game");
    keys(&mut a, ":7g7f\n");
    tick_until(&mut a, "the time-out", |a| game(a).game.is_over());
    let o = game(&a).game.outcome().unwrap();
    assert_eq!(o.reason, EndReason::Timeout);
    assert_eq!(o.winner, Some(Color::Black));
    let s = status(&a);
    assert!(s.contains("White loses on time"), "{s}");
    assert!(
        s.contains("engine stopped answering: no reply to 'go' within 0.5 s"),
        "{s}"
    );
    // The kill is sent when the game ends; on a busy machine the process
    // may take a moment to go.
    tick_until(
        &mut a,
        "the engine to be killed when the game ended",
        |_| !running(&marker),
    );
}

/// Whether a process with `marker` on its command line exists (Linux).
fn running(marker: &str) -> bool {
    let Ok(dir) = std::fs::read_dir("/proc") else {
        // No /proc: nothing to check, so say what the test expects.
        return !cfg!(target_os = "linux");
    };
    dir.flatten().any(|e| {
        std::fs::read(e.path().join("cmdline"))
            .is_ok_and(|c| String::from_utf8_lossy(&c).contains(marker))
    })
}

#[test]
fn an_engine_that_cannot_start_leaves_the_game_to_continue() {
    let mut a = vs("human", &fake_engine("die-at-start"), 1.0);
    tick_until(&mut a, "the failed start", asks_about_a_failure);
    assert!(!game(&a).game.is_over(), "the game is not ended by it");
    let s = screen_text(&a);
    assert!(s.contains("White's computer is not playing"), "{s}");
    assert!(s.contains("engine crashed"), "{s}");
    assert!(s.contains("cannot load its evaluation file"), "{s}");
    // y tries again: it fails again, and is asked about again.
    keys(&mut a, "y");
    assert_eq!(game(&a).overlay, Overlay::None);
    tick_until(&mut a, "the second failed start", asks_about_a_failure);
    // h: a person plays White; the game is played on.
    keys(&mut a, "h");
    keys(&mut a, ":7g7f\n:3c3d\n");
    assert_eq!(ply(&a), 2);
    assert!(game(&a).game.players().white.is_human());

    // A program that is gone (a saved game's engine, say).
    let mut b = vs_kinds(
        PlayerKind::Human,
        PlayerKind::Engine {
            command: "/no/such/engine".into(),
        },
        1.0,
    );
    tick_until(&mut b, "the failed start", asks_about_a_failure);
    assert!(
        screen_text(&b).contains("engine failed to start: /no/such/engine"),
        "{}",
        screen_text(&b)
    );
    // n leaves; the game was never ended.
    keys(&mut b, "n");
    assert!(b.quit);

    // One that never finishes the handshake.
    let mut c = vs("human", &fake_engine("no-usiok"), 1.0);
    tick_until(&mut c, "the handshake time-out", asks_about_a_failure);
    assert!(
        screen_text(&c).contains("engine stopped answering: no reply to 'usi' within 1.0 s"),
        "{}",
        screen_text(&c)
    );
}
