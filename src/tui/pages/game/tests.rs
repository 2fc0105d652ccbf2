//! The game page's own behaviour, driven through `Page` as the app drives
//! it: the result box, messages, a computer's moves and failures.

use super::*;

use crate::tui::pages::game::command::GameCommand;
use crate::tui::pages::game::work::{GameWork, SeatRequest};

/// White's king on 5a, a Black pawn on 5c, a gold in Black's hand.
const GOLD_MATE: &str = "4k4/9/4P4/9/9/9/9/9/4K4 b G 1";

fn screen(sfen: Option<&str>) -> GameScreen {
    let game = match sfen {
        Some(s) => Game::from_sfen(s).unwrap(),
        None => Game::even(),
    };
    GameScreen::new(game, false, false)
}

/// An even game on `main` seconds, `byoyomi` or `increment`, read from a
/// hand-moved clock (the clock and sound tests).
pub(super) fn timed(
    main: u64,
    byoyomi: u64,
    increment: u64,
) -> (GameScreen, crate::tui::pages::game::Now) {
    use crate::game::{TimeControl, TimeControls};
    use std::time::Duration;
    let secs = Duration::from_secs;
    let tc = TimeControl::new(secs(main), secs(byoyomi), secs(increment))
        .unwrap_or_else(|e| panic!("{e}"));
    let now = crate::tui::pages::game::Now::manual();
    let g = GameScreen::new(Game::even(), false, false).with_clock(
        Some(TimeControls::even(tc)),
        Duration::ZERO,
        now.clone(),
    );
    (g, now)
}

/// Types `text` at the `:` prompt and presses Enter (the clock tests too).
pub(super) fn type_move(g: &mut GameScreen, text: &str) {
    g.update(&Action::OpenPrompt);
    for c in text.chars() {
        g.update(&Action::PromptChar(c));
    }
    g.update(&Action::Activate);
}

/// What an answer asked of the computers, if anything: the order the
/// page gave its session.
fn seat_request(g: &mut GameScreen, action: &Action) -> Option<SeatRequest> {
    g.update(action);
    match g.orders.take().as_slice() {
        [GameWork::Seat(seat)] => Some(seat.clone()),
        _ => None,
    }
}

#[test]
fn the_result_box_opens_on_mate_and_esc_closes_it() {
    let mut g = screen(Some(GOLD_MATE));
    type_move(&mut g, "G*5b");
    assert!(g.game.is_over());
    assert_eq!(
        g.overlay,
        Overlay::Result,
        "the typed move's prompt gives way"
    );
    let lines = g.result_lines().unwrap();
    assert_eq!(lines[0], "Black wins by checkmate after 1 move");
    assert_eq!(lines[1], "まで1手で先手の勝ち");
    assert!(lines.iter().any(|l| l.starts_with("u ")), "{lines:?}");
    g.update(&Action::Cancel);
    assert_eq!(g.overlay, Overlay::None);
    // Redraws and later changes do not bring it back.
    g.update(&Action::Flip);
    assert_eq!(g.overlay, Overlay::None);
}

#[test]
fn the_result_box_opens_on_resigning_and_a_key_that_acts_closes_it() {
    let mut g = screen(None);
    type_move(&mut g, "7g7f");
    g.update(&Action::page(GameCommand::Resign));
    assert_eq!(g.overlay, Overlay::Layer(Layer::Ask(Question::Resign)));
    g.update(&Action::Answer(true));
    assert_eq!(g.overlay, Overlay::Result);
    assert_eq!(g.input_mode(), InputMode::Own);
    // `[` closes the box and looks back at once.
    g.update(&Action::Step(-1));
    assert_eq!(g.overlay, Overlay::None);
    assert_eq!(g.viewing(), Some(0));
    g.update(&Action::Last);
    // Taking the resignation back reopens the game; ending it again
    // announces it again.
    g.update(&Action::Undo);
    assert!(!g.game.is_over());
    g.update(&Action::page(GameCommand::Resign));
    g.update(&Action::Answer(true));
    assert_eq!(g.overlay, Overlay::Result);
}

#[test]
fn a_name_being_typed_is_not_swept_away_by_the_result() {
    let mut g = screen(None);
    g.overlay = Overlay::Layer(Layer::prompt(GamePrompt::SaveName, "my game"));
    // As when a computer resigns while the player types.
    assert!(g.game.resign(Color::White).is_ok());
    g.after_change();
    assert_eq!(
        g.overlay,
        Overlay::Layer(Layer::prompt(GamePrompt::SaveName, "my game"))
    );
}

#[test]
fn a_finished_game_opened_again_has_no_box() {
    let mut game = Game::even();
    assert!(game.resign(Color::Black).is_ok());
    let g = GameScreen::new(game, false, false);
    assert_eq!(g.overlay, Overlay::None);
}

#[test]
fn a_message_lives_until_the_next_action() {
    let mut g = screen(None);
    type_move(&mut g, "7g7f");
    type_move(&mut g, "3c3d");
    g.update(&Action::Undo);
    g.update(&Action::Undo);
    assert_eq!(g.message, Some(Message::Info("took back 1 move".into())));
    g.update(&Action::page(GameCommand::Resign));
    assert_eq!(g.message, None, "gone as soon as the player acts");
    g.update(&Action::Answer(true));
    assert_eq!(g.message, None, "nothing stale next to the result");
    // A refusal is the answer to its own action, and the next clears it.
    g.update(&Action::Cancel);
    g.update(&Action::Activate);
    assert!(matches!(g.message, Some(Message::Refusal(_))));
    g.update(&Action::Move(Direction::Up));
    assert_eq!(g.message, None);
}

/// A person (Black) against an engine (White), as the page sees it:
/// the engine is only the events the app hands over.
fn against_an_engine() -> GameScreen {
    use crate::game::{Player, Players};
    let players = Players::new(
        Player::human("Me"),
        Player::engine("It", "/opt/gikou/gikou --threads 1"),
    );
    GameScreen::new(Game::even().with_players(players), false, false)
}

fn usi(text: &str) -> Move {
    Move::from_usi(text).unwrap()
}

#[test]
fn the_bot_keeps_its_name_in_the_players_language_once_it_is_ready() {
    use crate::game::{Player, Players};
    use crate::i18n::{Lang, in_lang};
    use crate::tui::computers::SeatEvent;
    in_lang(Lang::Ja, || {
        let players = Players::new(Player::human("Me"), Player::bot("It", 8));
        let mut g = GameScreen::new(Game::even().with_players(players), false, false);
        assert_eq!(g.seats.name(Color::White), "ボット8（最強）");
        // The bot reports its own, English, name as it starts.
        g.on_seat_event(SeatEvent::Ready {
            side: Color::White,
            name: "Bot 8 (Strongest)".into(),
        });
        assert_eq!(g.seats.name(Color::White), "ボット8（最強）");
    });
}

#[test]
fn a_computers_move_is_played_when_the_app_hands_it_over() {
    use crate::computer::TurnTime;
    use crate::tui::computers::SeatEvent;
    use crate::tui::pages::game::seats::DEFAULT_MOVE_TIME;
    use crate::usi::EngineMove;
    let mut g = against_an_engine();
    assert_eq!(g.turn_time(), TurnTime::PerMove(DEFAULT_MOVE_TIME));
    g.seats.move_time = Some(std::time::Duration::from_millis(500));
    assert_eq!(
        g.turn_time(),
        TurnTime::PerMove(std::time::Duration::from_millis(500))
    );
    assert_eq!(g.seats.name(Color::White), "gikou");
    g.on_seat_event(SeatEvent::Ready {
        side: Color::White,
        name: "Gikou 2".into(),
    });
    assert_eq!(g.seats.name(Color::White), "Gikou 2");
    type_move(&mut g, "7g7f");
    // While it is to move, its moves are not the person's to type:
    // the text waits in its prompt to be put right.
    type_move(&mut g, "3c3d");
    assert_eq!(g.game.ply(), 1);
    assert!(matches!(
        g.overlay,
        Overlay::Layer(Layer::Prompt(GamePrompt::Move, _))
    ));
    assert!(
        matches!(&g.message, Some(Message::Refusal(m)) if m.contains("3c")),
        "{:?}",
        g.message
    );
    g.update(&Action::Cancel);
    // An answer for the side that is not to move is stale.
    g.on_seat_event(SeatEvent::Decided {
        side: Color::Black,
        answer: EngineMove::Move(usi("2g2f")),
    });
    assert_eq!(g.game.ply(), 1);
    g.on_seat_event(SeatEvent::Decided {
        side: Color::White,
        answer: EngineMove::Move(usi("3c3d")),
    });
    assert_eq!(g.game.ply(), 2);
    assert_eq!(g.game.moves()[1].mover, Color::White);
    assert_eq!(g.move_texts()[1].japanese, "△３四歩");
    type_move(&mut g, "2g2f");
    g.on_seat_event(SeatEvent::Decided {
        side: Color::White,
        answer: EngineMove::Resign,
    });
    assert_eq!(g.game.outcome().and_then(|o| o.winner), Some(Color::Black));
    assert_eq!(g.message, Some(Message::Info("Gikou 2 resigns".into())));
    assert_eq!(g.overlay, Overlay::Result);
}

#[test]
fn a_computer_that_fails_is_asked_about_and_the_answers_are_requests() {
    use crate::computer::ComputerError;
    use crate::game::PlayerKind;
    use crate::tui::computers::SeatEvent;
    use crate::tui::pages::game::seat_questions::SeatAsk;
    use crate::usi::EngineError;
    let crashed = || SeatEvent::Failed {
        side: Color::White,
        error: ComputerError::Engine(EngineError::Crashed(crate::usi::Crash {
            status: None,
            said: Vec::new(),
        })),
        starting: false,
    };
    let mut g = against_an_engine();
    g.on_seat_event(SeatEvent::Failed {
        side: Color::White,
        error: ComputerError::Engine(EngineError::Spawn {
            program: "/opt/gikou/gikou".into(),
            reason: crate::usi::SpawnFailure::System("no such file".into()),
        }),
        starting: true,
    });
    let why = "gikou: engine failed to start: /opt/gikou/gikou: no such file";
    assert_eq!(
        g.overlay,
        Overlay::Seat(SeatAsk::Failed {
            side: Color::White,
            why: why.into()
        })
    );
    assert!(g.asks_about_seat(Color::White), "the app holds it");
    assert!(!g.asks_about_seat(Color::Black));
    assert_eq!(g.input_mode(), InputMode::Question);
    // y: try again.
    assert_eq!(
        seat_request(&mut g, &Action::Answer(true)),
        Some(SeatRequest::Start(Color::White))
    );
    assert_eq!(g.overlay, Overlay::None);
    assert!(!g.asks_about_seat(Color::White));
    // It crashes on its first move: no move of shogi, so the game goes on.
    type_move(&mut g, "7g7f");
    g.on_seat_event(crashed());
    assert!(!g.game.is_over());
    assert!(g.asks_about_seat(Color::White));
    // b: the built-in bot plays White, in the game and its save.
    let bot = PlayerKind::Bot {
        level: crate::bot::Level::default().number(),
    };
    assert_eq!(
        seat_request(&mut g, &Action::Choice('b')),
        Some(SeatRequest::Replace {
            side: Color::White,
            kind: bot.clone()
        })
    );
    assert_eq!(g.game.players().white.kind, bot);
    assert!(g.seats.name(Color::White).starts_with("Bot "));
    // The bot fails too; h: a person plays White, and plays at once.
    g.on_seat_event(crashed());
    assert_eq!(
        seat_request(&mut g, &Action::Choice('h')),
        Some(SeatRequest::Replace {
            side: Color::White,
            kind: PlayerKind::Human
        })
    );
    assert!(!g.is_computer(Color::White));
    type_move(&mut g, "3c3d");
    assert_eq!(g.game.ply(), 2);
    // n (or Esc) leaves the game as it is.
    let mut g = against_an_engine();
    g.on_seat_event(crashed());
    assert!(matches!(g.update(&Action::Answer(false)), Flow::Leave));
    assert!(!g.game.is_over());
}

#[test]
fn an_engine_a_save_names_runs_only_when_trusted() {
    use crate::game::{Player, Players};
    use crate::settings::TrustedEngines;
    use crate::usi::program::Program;
    // A program that is there: trust names files, not command text.
    let command = "sh -c 'exit 0'";
    let players = Players::new(Player::human("Me"), Player::engine("It", command));
    let mut g = GameScreen::new(Game::even().with_players(players), false, false);
    let program = Program::resolve(command).unwrap();
    let mut trusted = TrustedEngines::in_memory();
    trusted.allow(&program).unwrap();
    g.ask_about_untrusted_engines(&trusted);
    assert_eq!(g.overlay, Overlay::None, "allowed before: not asked");
    g.ask_about_untrusted_engines(&TrustedEngines::in_memory());
    assert!(g.asks_about_seat(Color::White));
    // y: the program is remembered by the app, and its computer starts.
    let flow = g.update(&Action::Answer(true));
    assert_eq!(
        g.orders.take(),
        [GameWork::Seat(SeatRequest::Start(Color::White))]
    );
    assert!(!g.asks_about_seat(Color::White));
    let mut cx = crate::tui::context::Context::for_tests();
    let mut session = crate::tui::pages::game::GameSession::new(g, None);
    assert!(flow.run(&mut cx, &mut session).is_stay());
    assert!(cx.trusted.allows(&program), "the program is remembered");
}

#[test]
fn a_computer_out_of_time_loses_and_its_fault_stays_while_the_game_is_over() {
    use crate::computer::ComputerError;
    use crate::game::EndReason;
    use crate::tui::computers::{Activity, SeatEvent};
    use crate::usi::EngineError;
    let mut g = against_an_engine();
    type_move(&mut g, "7g7f");
    g.on_seat_event(SeatEvent::Failed {
        side: Color::White,
        error: ComputerError::Engine(EngineError::Timeout {
            waiting_for: "go".into(),
            limit: std::time::Duration::from_millis(500),
        }),
        starting: false,
    });
    assert_eq!(
        g.game.outcome().map(|o| &o.reason),
        Some(&EndReason::Timeout)
    );
    assert!(!g.asks_about_seat(Color::White), "nothing to ask");
    let fault = Some("gikou: engine stopped answering: no reply to 'go' within 0.5 s".into());
    assert_eq!(g.seats.fault, fault);
    g.computers_now(Activity::default());
    assert_eq!(g.seats.fault, fault, "kept while the game is over");
    g.update(&Action::Undo);
    assert_eq!(g.game.ply(), 0);
    g.computers_now(Activity::default());
    assert_eq!(g.seats.fault, None, "gone once the game resumes");
}

/// Issue 47: `q` leaves at once only when there is nothing to lose; a
/// game the server has started is never that, before its first move
/// too. Before the start it only logs out.
#[test]
fn q_asks_while_the_servers_game_is_under_way() {
    use crate::game::Player;
    use crate::tui::pages::game::online_phase::OnlinePhase;
    let waiting = || GameScreen::waiting_online("127.0.0.1:4081".into(), Player::human("me"));
    let mut g = waiting();
    assert!(matches!(g.update(&Action::Quit), Flow::Leave));
    let mut g = waiting();
    g.offered_online(Game::even(), None, Color::Black, true);
    assert!(matches!(g.update(&Action::Quit), Flow::Leave));
    let mut g = waiting();
    g.offered_online(Game::even(), None, Color::Black, true);
    g.online_phase(OnlinePhase::Playing);
    assert_eq!(g.game.ply(), 0);
    assert!(matches!(g.update(&Action::Quit), Flow::Stay));
    assert_eq!(g.overlay, Overlay::Layer(Layer::Ask(Question::Leave)));
    assert!(matches!(g.update(&Action::Answer(true)), Flow::Leave));
}

#[test]
fn a_refused_move_stays_selected_and_the_next_one_typed_replaces_it() {
    let (mut g, _now) = timed(0, 10, 0);
    type_move(&mut g, "7h8h");
    assert!(
        matches!(&g.message, Some(Message::Refusal(m)) if m == "there is no piece on 7h"),
        "{:?}",
        g.message
    );
    let Overlay::Layer(Layer::Prompt(GamePrompt::Move, text)) = &g.overlay else {
        panic!("the prompt stays open: {:?}", g.overlay);
    };
    assert_eq!((text.as_str(), text.is_selected()), ("7h8h", true));
    // The player types `:` out of habit, then the move: the key the
    // terminal sends at an open prompt is text.
    for c in ":2g2f".chars() {
        g.update(&Action::PromptChar(c));
    }
    g.update(&Action::Activate);
    assert_eq!(g.game.ply(), 1, "{:?}", g.message);
    assert_eq!(g.overlay, Overlay::None);
}
