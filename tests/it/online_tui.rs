//! The game screen on a scripted CSA server: a person's moves go out and
//! the server's come in with its times, `R` resigns with `%TORYO`, Esc
//! while waiting logs out, a refused login and a dropped connection are
//! said, and the game so far stays saved. The menu's online form connects
//! and remembers what it may.

use crate::online_support::{EVEN, ScriptedServer, Step, Transcript, opening, send, summary};
use crate::tui_support::*;
use ratatui::crossterm::event::KeyCode;
use shogi_tui::game::{EndReason, PlayerKind};
use shogi_tui::kifu::{EndWord, read_save};
use shogi_tui::online::OnlineSetup;
use shogi_tui::online::password::Password;
use shogi_tui::shogi::Color;
use shogi_tui::tui::app::App;
use shogi_tui::tui::events::AppEvent;
use shogi_tui::tui::pages::game::GameSession;
use shogi_tui::tui::pages::game::online_phase::OnlinePhase;
use shogi_tui::tui::pages::menu::Menu;
use shogi_tui::tui::pages::menu::RowKind;
use shogi_tui::tui::pages::online_form::{Field, OnlineForm};
use shogi_tui::tui::widgets::choice::PlayerChoice;
use shogi_tui::tui::widgets::status::Message;
use std::time::{Duration, Instant};

const PATIENCE: Duration = Duration::from_secs(20);

fn connect(a: &mut App, port: u16, user: &str, seat: PlayerKind) {
    let online = shogi_tui::tui::pages::game::open::online(
        &a.cx,
        OnlineSetup {
            host: "127.0.0.1".into(),
            port,
            user: user.into(),
            password: Password::typed("g1-0-2,x").unwrap(),
            game: None,
            seat,
        },
    );
    a.show(shogi_tui::tui::page::Flow::open(online));
}

/// Ticks the app until `done` holds of it, or fails the test.
fn tick_until(a: &mut App, what: &str, done: impl Fn(&App) -> bool) {
    let start = Instant::now();
    while !done(a) {
        assert!(
            start.elapsed() < PATIENCE,
            "waited for {what}; status: {}",
            status_of(a)
        );
        a.on_event(AppEvent::Tick);
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// Waits for the server's offer, checks that the person is asked about
/// it, and plays it (`y`: AGREE).
fn accept_offer(a: &mut App) {
    tick_until(a, "the offer", |a| phase(a) == Some(OnlinePhase::Offered));
    let shown = screen_text(a);
    assert!(shown.contains("Play this game?"), "{shown}");
    keys(a, "y");
}

fn phase(a: &App) -> Option<OnlinePhase> {
    a.game_screen()
        .and_then(|g| g.online())
        .map(|o| o.phase.clone())
}

fn status_of(a: &App) -> String {
    match a.game_screen() {
        Some(g) => format!("{:?} / {:?}", g.message, g.online()),
        None => "no game screen".into(),
    }
}

/// What went wrong, said as a refusal or (a connection lost) as a notice
/// that stays until a key is pressed.
fn refusal(a: &App) -> String {
    match &game(a).message {
        Some(Message::Refusal(m) | Message::Notice(m)) => m.clone(),
        other => panic!("no refusal: {other:?}"),
    }
}

fn lines(t: &[Transcript]) -> Vec<String> {
    assert_eq!(t.len(), 1, "{t:?}");
    assert_eq!(t[0].problem, None, "{:?}", t[0].lines);
    t[0].lines
        .iter()
        .filter(|l| !l.is_empty())
        .cloned()
        .collect()
}

#[test]
fn a_person_plays_and_resigns_on_the_game_screen() {
    let mut script = opening("alice", summary('+', '+', EVEN));
    script.extend([
        Step::Echo(3),
        send("-3334FU,T5"),
        Step::Echo(2),
        send("-8384FU,T1"),
        Step::Expect("%TORYO"),
        send("%TORYO,T4"),
        send("#RESIGN"),
        send("#LOSE"),
        Step::Expect("LOGOUT"),
        send("LOGOUT:completed"),
    ]);
    let server = ScriptedServer::start(vec![script]);
    let dir = scratch_dir("online-person");
    let mut a = menu_app(&dir);
    connect(&mut a, server.port, "alice", PlayerKind::Human);
    assert!(a.top::<GameSession>().is_some(), "the game screen at once");
    assert!(a.wants_ticks(), "connecting");
    accept_offer(&mut a);
    tick_until(&mut a, "the start", |a| {
        phase(a) == Some(OnlinePhase::Playing)
    });
    let g = game(&a);
    assert_eq!(g.game.players().white.name, "bob");
    assert_eq!(g.game.players().black.name, "alice");
    assert!(!g.flipped, "Black sits at the bottom");
    assert!(g.game.clock().is_timed(), "the server's clock");
    assert!(screen_text(&a).contains("online 127.0.0.1"));
    // What a game on a server does not allow.
    keys(&mut a, "u");
    assert_eq!(refusal(&a), "no takebacks in an online game");
    keys(&mut a, "z");
    assert_eq!(refusal(&a), "the server's clock cannot be paused");
    keys(&mut a, ":7g7f\n");
    // The opponent's turn: its pieces are not ours to move.
    keys(&mut a, ":3c3d\n");
    assert_eq!(game(&a).game.ply(), 1);
    assert!(refusal(&a).contains("3c"), "{}", refusal(&a));
    key(&mut a, KeyCode::Esc);
    tick_until(&mut a, "White's reply", |a| game(a).game.ply() == 2);
    let moves = game(&a).game.moves();
    assert_eq!(
        moves[0].time,
        Some(Duration::from_secs(3)),
        "the server's time"
    );
    assert_eq!(moves[1].time, Some(Duration::from_secs(5)));
    keys(&mut a, ":2g2f\n");
    tick_until(&mut a, "White's second move", |a| game(a).game.ply() == 4);
    keys(&mut a, "R");
    keys(&mut a, "y");
    tick_until(&mut a, "the server's result", |a| {
        phase(a) == Some(OnlinePhase::Over)
    });
    let outcome = game(&a).game.outcome().cloned().unwrap();
    assert_eq!(outcome.reason, EndReason::Resignation);
    assert_eq!(outcome.winner, Some(Color::White));
    // The result box offers what an online game allows: no takeback.
    let shown = screen_text(&a);
    assert!(shown.contains("Game over"), "{shown}");
    assert!(!shown.contains("take back"), "{shown}");
    let sent = lines(&server.finish());
    assert_eq!(sent[0], "LOGIN alice g1-0-2,x");
    assert!(sent.contains(&"+7776FU".to_string()), "{sent:?}");
    assert!(sent.contains(&"+2726FU".to_string()), "{sent:?}");
    assert_eq!(&sent[sent.len() - 2..], ["%TORYO", "LOGOUT"]);
    // Saved as any game, with the server's names, times and result.
    tick_until(&mut a, "the save", |_| saves_in(&dir).len() == 1);
    let r = read_save(&only_save(&dir)).unwrap();
    assert_eq!(r.moves.len(), 4);
    assert_eq!(r.moves[1].time, Some(Duration::from_secs(5)));
    assert_eq!(r.end.as_ref().map(|e| e.word), Some(EndWord::Resign));
    assert_eq!(r.result.as_ref().and_then(|r| r.winner), Some(Color::White));
    assert_eq!(r.info.white.name, "bob");
    assert_eq!(
        r.info.site.as_deref(),
        Some(&*format!("127.0.0.1:{}", server_port_of(&r)))
    );
    assert!(
        !format!("{r:?}").contains("g1-0-2,x"),
        "no password in the save"
    );
}

/// Issue 48: a move typed on the opponent's turn goes out the moment
/// their move arrives, and a resignation asked for on their turn goes out
/// the moment ours comes (the server takes `%TORYO` only from the side to
/// move); the person is told so in plain words.
#[test]
fn a_move_and_a_resignation_asked_for_on_their_turn_go_out_when_ours_comes() {
    let mut script = opening("alice", summary('+', '+', EVEN));
    script.extend([
        Step::Echo(3),
        send("-3334FU,T5"),
        // Our move made ahead, with nothing pressed after theirs came.
        Step::Expect("+2726FU"),
        send("+2726FU,T0"),
        send("-8384FU,T1"),
        Step::Expect("%TORYO"),
        send("%TORYO,T0"),
        send("#RESIGN"),
        send("#LOSE"),
        Step::Expect("LOGOUT"),
        send("LOGOUT:completed"),
    ]);
    let server = ScriptedServer::start(vec![script]);
    let dir = scratch_dir("online-ahead");
    let mut a = menu_app(&dir);
    connect(&mut a, server.port, "alice", PlayerKind::Human);
    accept_offer(&mut a);
    tick_until(&mut a, "the start", |a| {
        phase(a) == Some(OnlinePhase::Playing)
    });
    keys(&mut a, ":7g7f\n");
    keys(&mut a, ":2g2f\n");
    assert_eq!(game(&a).game.ply(), 1, "bob is to move");
    let shown = screen_text(&a);
    assert!(shown.contains("premove ▲２六歩"), "{shown}");
    tick_until(&mut a, "bob's reply and ours", |a| game(a).game.ply() == 3);
    assert_eq!(game(&a).game.moves()[2].mv.to_usi(), "2g2f");
    // Resigning on bob's turn: asked, then kept for our turn.
    keys(&mut a, "R");
    keys(&mut a, "y");
    assert!(!game(&a).game.is_over(), "not ours to say yet");
    match &game(&a).message {
        Some(Message::Info(m)) => assert!(
            m.starts_with("you resign the moment it is your turn"),
            "{m}"
        ),
        other => panic!("{other:?}"),
    }
    assert!(!format!("{:?}", game(&a).message).contains("TORYO"));
    tick_until(&mut a, "the server's result", |a| {
        phase(a) == Some(OnlinePhase::Over)
    });
    let outcome = game(&a).game.outcome().cloned().unwrap();
    assert_eq!(outcome.reason, EndReason::Resignation);
    assert_eq!(outcome.winner, Some(Color::White));
    let sent = lines(&server.finish());
    assert_eq!(
        &sent[1..],
        ["AGREE g1", "+7776FU", "+2726FU", "%TORYO", "LOGOUT"]
    );
}

/// The port the save names (the test's server port is gone by then).
fn server_port_of(r: &shogi_tui::kifu::Record) -> String {
    r.info
        .site
        .as_deref()
        .and_then(|s| s.rsplit_once(':'))
        .map(|(_, p)| p.to_string())
        .unwrap_or_default()
}

#[test]
fn esc_while_waiting_for_a_game_logs_out() {
    let server = ScriptedServer::start(vec![vec![
        Step::Expect("LOGIN "),
        send("LOGIN:alice OK"),
        // The client leaves at once, without waiting for LOGOUT:completed.
        Step::Expect("LOGOUT"),
    ]]);
    let dir = scratch_dir("online-cancel");
    let mut a = menu_app(&dir);
    connect(&mut a, server.port, "alice", PlayerKind::Human);
    tick_until(&mut a, "the login", |a| {
        phase(a) == Some(OnlinePhase::WaitingForGame)
    });
    assert!(screen_text(&a).contains("waiting for the server to start a game"));
    // No moves before the game.
    keys(&mut a, ":7g7f\n");
    assert!(
        refusal(&a).contains("waiting for the server"),
        "{}",
        refusal(&a)
    );
    key(&mut a, KeyCode::Esc);
    assert!(
        a.top::<GameSession>().is_some(),
        "Esc closes the prompt first"
    );
    key(&mut a, KeyCode::Esc);
    assert!(a.top::<Menu>().is_some(), "back to the menu");
    let sent = lines(&server.finish());
    assert_eq!(sent.last().map(String::as_str), Some("LOGOUT"));
    assert!(saves_in(&dir).is_empty(), "no game, no save");
}

#[test]
fn a_person_sees_the_offer_and_may_decline_it() {
    let offer = summary('+', '+', EVEN).replace("Total_Time:0", "Total_Time:600");
    let server = ScriptedServer::start(vec![vec![
        Step::Expect("LOGIN "),
        send("LOGIN:alice OK"),
        Step::Send(offer),
        Step::Expect("REJECT g1"),
        // As shogi-server does: the REJECT to both players, then their
        // connections end.
        send("REJECT:g1 by alice"),
        Step::Expect("LOGOUT"),
    ]]);
    let dir = scratch_dir("online-decline");
    let mut a = menu_app(&dir);
    connect(&mut a, server.port, "alice", PlayerKind::Human);
    tick_until(&mut a, "the offer", |a| {
        phase(a) == Some(OnlinePhase::Offered)
    });
    let shown = screen_text(&a);
    for words in [
        "Play this game?",
        "bob offers a game: you play Black.",
        "Clock: 10m + 2s byoyomi.",
        "n: decline",
        "bob (on the server)",
    ] {
        assert!(shown.contains(words), "{words}:\n{shown}");
    }
    // Esc answers as n does: the server is waiting for an answer.
    key(&mut a, KeyCode::Esc);
    tick_until(&mut a, "the server's word", |a| {
        matches!(phase(a), Some(OnlinePhase::Lost(_)))
    });
    let shown = screen_text(&a);
    assert!(shown.contains("you declined the game"), "{shown}");
    assert!(!shown.contains("connection lost"), "{shown}");
    assert!(shown.contains("Esc or q: leave"), "{shown}");
    assert!(!shown.contains("R:resign"), "no game to resign:\n{shown}");
    assert_eq!(game(&a).online().and_then(|o| o.us), None, "no game now");
    assert!(!a.wants_ticks(), "nothing left to wait for");
    let sent = lines(&server.finish());
    assert_eq!(sent, ["LOGIN alice g1-0-2,x", "REJECT g1", "LOGOUT"]);
    // Esc leaves (to the menu here; to the form when it connected); nothing
    // was saved.
    key(&mut a, KeyCode::Esc);
    assert!(a.top::<Menu>().is_some(), "left");
    assert!(saves_in(&dir).is_empty(), "no game, no save");
}

#[test]
fn a_refused_login_is_said() {
    let server = ScriptedServer::start(vec![vec![Step::Expect("LOGIN "), send("LOGIN:incorrect")]]);
    let mut a = menu_app(&scratch_dir("online-refused"));
    connect(&mut a, server.port, "alice", PlayerKind::Human);
    tick_until(&mut a, "the refusal", |a| {
        matches!(phase(a), Some(OnlinePhase::Lost(_)))
    });
    assert!(
        refusal(&a).contains("the server refused the login"),
        "{}",
        refusal(&a)
    );
    assert!(!a.wants_ticks(), "nothing left to wait for");
    server.finish();
}

#[test]
fn a_server_that_is_not_there_is_said() {
    // A port nobody listens on: bind one, then let it go.
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let mut a = menu_app(&scratch_dir("online-refused-port"));
    connect(&mut a, port, "alice", PlayerKind::Human);
    tick_until(&mut a, "the refusal", |a| {
        matches!(phase(a), Some(OnlinePhase::Lost(_)))
    });
    assert!(refusal(&a).contains("refused"), "{}", refusal(&a));
}

#[test]
fn a_dropped_connection_keeps_the_game_unfinished() {
    let mut script = opening("alice", summary('+', '+', EVEN));
    script.extend([Step::Echo(1), send("-3334FU,T2")]);
    let server = ScriptedServer::start(vec![script]);
    let dir = scratch_dir("online-dropped");
    let mut a = menu_app(&dir);
    connect(&mut a, server.port, "alice", PlayerKind::Human);
    accept_offer(&mut a);
    tick_until(&mut a, "the start", |a| {
        phase(a) == Some(OnlinePhase::Playing)
    });
    keys(&mut a, ":7g7f\n");
    tick_until(&mut a, "the drop", |a| {
        matches!(phase(a), Some(OnlinePhase::Lost(_)))
    });
    server.finish();
    assert_eq!(game(&a).game.ply(), 2, "what the server confirmed");
    assert_eq!(
        game(&a).game.outcome().map(|o| &o.reason),
        Some(&EndReason::Interrupted)
    );
    assert!(refusal(&a).contains("connection lost"), "{}", refusal(&a));
    let r = read_save(&only_save(&dir)).unwrap();
    assert_eq!(r.moves.len(), 2);
    assert_eq!(r.end.as_ref().map(|e| e.word), Some(EndWord::Interrupted));
    assert_eq!(r.result.as_ref().and_then(|r| r.winner), None, "no result");
    // In the list as the interrupted game it is; Continue leaves it
    // alone, even once no program holds it.
    drop(a);
    let listed = shogi_tui::kifu::SaveDir::open(&dir).unwrap();
    let resumable = listed.resumable().unwrap();
    assert!(resumable.latest.is_none(), "its opponent is not here");
    let all = listed.list().unwrap();
    assert_eq!(
        all[0].outcome.as_deref(),
        Some("Game interrupted"),
        "{:?}",
        all[0]
    );
    assert!(!all[0].in_use);
}

#[test]
fn leaving_mid_game_keeps_it_as_interrupted() {
    let mut script = opening("alice", summary('+', '+', EVEN));
    script.extend([Step::Echo(1), send("-3334FU,T2"), Step::Expect("LOGOUT")]);
    let server = ScriptedServer::start(vec![script]);
    let dir = scratch_dir("online-left");
    let mut a = menu_app(&dir);
    connect(&mut a, server.port, "alice", PlayerKind::Human);
    accept_offer(&mut a);
    tick_until(&mut a, "the start", |a| {
        phase(a) == Some(OnlinePhase::Playing)
    });
    keys(&mut a, ":7g7f\n");
    tick_until(&mut a, "White's reply", |a| game(a).game.ply() == 2);
    keys(&mut a, "q");
    assert!(screen_text(&a).contains("Leave the online game?"));
    keys(&mut a, "y");
    assert!(a.top::<Menu>().is_some());
    server.finish();
    let r = read_save(&only_save(&dir)).unwrap();
    assert_eq!(r.moves.len(), 2);
    assert_eq!(r.end.as_ref().map(|e| e.word), Some(EndWord::Interrupted));
}

#[test]
fn the_bot_in_our_seat_plays_on_the_game_screen() {
    let mut script = opening("carol", summary('-', '+', EVEN));
    script.extend([
        // A first move no book holds, so that the bot searches and says
        // its line (a move from the book has none to say).
        send("+1716FU,T1"),
        Step::Echo(1),
        send("%TORYO,T1"),
        send("#RESIGN"),
        send("#WIN"),
        Step::Expect("LOGOUT"),
        send("LOGOUT:completed"),
    ]);
    let server = ScriptedServer::start(vec![script]);
    let dir = scratch_dir("online-bot");
    let mut a = menu_app(&dir);
    connect(&mut a, server.port, "carol", PlayerKind::Bot { level: 1 });
    tick_until(&mut a, "the server's result", |a| {
        phase(a) == Some(OnlinePhase::Over)
    });
    let g = game(&a);
    assert!(g.flipped, "White sits at the bottom");
    assert_eq!(g.game.players().white.kind, PlayerKind::Bot { level: 1 });
    assert_eq!(g.game.outcome().and_then(|o| o.winner), Some(Color::White));
    let sent = lines(&server.finish());
    // Its move goes out with its line, as floodgate shows it: a score
    // from Black's side, then moves from after it.
    let ours = sent
        .iter()
        .find(|l| l.starts_with('-') && l.len() >= 7)
        .unwrap_or_else(|| panic!("no move of ours in {sent:?}"));
    let comment = ours.split_once(",'").map(|(_, c)| c);
    assert!(
        comment.is_some_and(|c| c.starts_with("* ")
            && c[2..]
                .split(' ')
                .next()
                .is_some_and(|n| n.parse::<i32>().is_ok())),
        "{ours:?}"
    );
}

/// White's king on 5a, a Black pawn on 5c, a gold in Black's hand, Black
/// to move: G*5b mates.
fn gold_mate_position() -> String {
    let empty = " * ";
    let row = |n: usize, piece: Option<&str>| match piece {
        Some(p) => format!("P{n}{}{p}{}", empty.repeat(4), empty.repeat(4)),
        None => format!("P{n}{}", empty.repeat(9)),
    };
    let mut lines: Vec<String> = (1..=9)
        .map(|n| match n {
            1 => row(n, Some("-OU")),
            3 => row(n, Some("+FU")),
            9 => row(n, Some("+OU")),
            _ => row(n, None),
        })
        .collect();
    lines.push("P+00KI".into());
    lines.push("+".into());
    lines.join("\n")
}

#[test]
fn checkmated_a_person_resigns_on_the_server_at_once() {
    let mut script = opening("bob", summary('-', '+', &gold_mate_position()));
    script.extend([
        send("+0052KI,T1"),
        Step::Expect("%TORYO"),
        send("%TORYO,T0"),
        send("#RESIGN"),
        send("#LOSE"),
        Step::Expect("LOGOUT"),
    ]);
    let server = ScriptedServer::start(vec![script]);
    let dir = scratch_dir("online-mated");
    let mut a = menu_app(&dir);
    connect(&mut a, server.port, "bob", PlayerKind::Human);
    accept_offer(&mut a);
    tick_until(&mut a, "the server's result", |a| {
        phase(a) == Some(OnlinePhase::Over)
    });
    let g = game(&a);
    assert!(g.flipped, "White at the bottom");
    assert_eq!(g.game.outcome().and_then(|o| o.winner), Some(Color::Black));
    let sent = lines(&server.finish());
    assert_eq!(&sent[sent.len() - 2..], ["%TORYO", "LOGOUT"], "{sent:?}");
    let r = read_save(&only_save(&dir)).unwrap();
    assert_eq!(r.moves.len(), 1);
    // CSA has no word for mate: the mated side must send %TORYO, and the
    // server says #RESIGN. The save says what happened on the board, as a
    // KIF that ends in 詰み after a mating move would.
    assert_eq!(r.end.as_ref().map(|e| e.word), Some(EndWord::Checkmate));
    assert_eq!(
        r.result.as_ref().and_then(|res| res.winner),
        Some(Color::Black)
    );
}

/// Types `text` into the form's focused field.
fn type_in_form(a: &mut App, text: &str) {
    for c in text.chars() {
        key(a, KeyCode::Char(c));
    }
}

/// Fills in the form from the menu's row: the server on 127.0.0.1:`port`,
/// the login, and `remember` as asked; the focus ends on Connect.
fn fill_form(a: &mut App, port: u16, user: &str, password: &str) {
    menu_pick(a, RowKind::Online);
    let form = a.online_form().expect("the form is up");
    assert_eq!(form.focus, Field::Host, "{:?}", form.focus);
    type_in_form(a, "127.0.0.1");
    key(a, KeyCode::Tab);
    key(a, KeyCode::Backspace);
    key(a, KeyCode::Backspace);
    key(a, KeyCode::Backspace);
    key(a, KeyCode::Backspace);
    type_in_form(a, &port.to_string());
    key(a, KeyCode::Tab);
    type_in_form(a, user);
    // The game name's row, left empty: a password may still hold one.
    key(a, KeyCode::Tab);
    key(a, KeyCode::Tab);
    type_in_form(a, password);
    // Remember password, who plays, Connect.
    key(a, KeyCode::Tab);
    key(a, KeyCode::Tab);
    key(a, KeyCode::Tab);
    assert_eq!(a.online_form().map(|f| f.focus), Some(Field::Connect));
}

/// A server that logs `user` in, and nothing more until the LOGOUT.
fn waiting_server(user: &str) -> Vec<Step> {
    vec![
        Step::Expect("LOGIN "),
        send(&format!("LOGIN:{user} OK")),
        Step::Expect("LOGOUT"),
    ]
}

#[test]
fn the_menu_s_row_opens_the_form_and_connect_goes_online() {
    let server = ScriptedServer::start(vec![waiting_server("alice")]);
    let dir = scratch_dir("online-form");
    let mut a = menu_app(&dir);
    fill_form(&mut a, server.port, "alice", "g1-0-2,x");
    assert!(
        !screen_text(&a).contains("g1-0-2,x"),
        "the password is dots:\n{}",
        screen_text(&a)
    );
    // A wrong port first: said on the form, which stays.
    let form = a.top_mut::<OnlineForm>().unwrap();
    form.port = "99999".into();
    key(&mut a, KeyCode::Enter);
    assert!(
        screen_text(&a).contains("Port: give a whole number from 1 to 65535"),
        "{}",
        screen_text(&a)
    );
    assert_eq!(a.online_form().map(|f| f.focus), Some(Field::Port));
    let form = a.top_mut::<OnlineForm>().unwrap();
    form.port = server.port.to_string().into();
    form.focus = Field::Connect;
    key(&mut a, KeyCode::Enter);
    assert!(a.top::<GameSession>().is_some(), "the game screen");
    tick_until(&mut a, "the login", |a| {
        phase(a) == Some(OnlinePhase::WaitingForGame)
    });
    // Remembered for next time, all but the password.
    let online = &a.remembered.settings.online;
    assert_eq!(
        (online.host.as_str(), online.port, online.user.as_str()),
        ("127.0.0.1", server.port, "alice")
    );
    assert_eq!(online.seat, PlayerKind::Human);
    // Leaving the game goes back to the form, filled in; Esc to the menu.
    key(&mut a, KeyCode::Esc);
    let form = a.online_form().expect("back on the form");
    assert_eq!(form.user.as_str(), "alice");
    key(&mut a, KeyCode::Esc);
    assert!(a.top::<Menu>().is_some());
    let sent = lines(&server.finish());
    assert_eq!(sent, ["LOGIN alice g1-0-2,x", "LOGOUT"]);
}

#[test]
fn an_engine_that_is_not_there_is_said_on_the_form() {
    let mut a = menu_app(&scratch_dir("online-form-engine"));
    fill_form(&mut a, 4081, "alice", "pw");
    let form = a.top_mut::<OnlineForm>().unwrap();
    form.preset_seat(&PlayerKind::Engine {
        command: "/no/such/engine".into(),
    });
    key(&mut a, KeyCode::Enter);
    assert_eq!(
        a.online_form().map(|f| f.focus),
        Some(Field::Seat),
        "nothing started: the row to change"
    );
    assert!(
        screen_text(&a).contains("Plays from here: no engine program at /no/such/engine"),
        "{}",
        screen_text(&a)
    );
    // Typed in the form: said on the row where it was typed.
    let form = a.top_mut::<OnlineForm>().unwrap();
    form.seat.select(&PlayerChoice::TypeCommand);
    form.engine = "/no/such/other".into();
    form.focus = Field::Connect;
    key(&mut a, KeyCode::Enter);
    assert_eq!(a.online_form().map(|f| f.focus), Some(Field::Engine));
    assert!(
        screen_text(&a).contains("Engine command: no engine program at /no/such/other"),
        "{}",
        screen_text(&a)
    );
}

#[cfg(unix)]
#[test]
fn a_remembered_password_is_kept_0600_beside_the_settings_and_forgotten_when_unticked() {
    use shogi_tui::online::remembered_password::PASSWORD_FILE;
    use shogi_tui::settings::{Remembered, SETTINGS_FILE};
    use std::os::unix::fs::PermissionsExt;
    let server = ScriptedServer::start(vec![waiting_server("bob"), waiting_server("bob")]);
    let dir = scratch_dir("online-form-remember");
    let config = dir.join("config");
    let settings = config.join(SETTINGS_FILE);
    let kept = config.join(PASSWORD_FILE);
    let password = "g2-300-10F,hush";
    let mut a = menu_app(&dir.join("saves")).with_settings(Remembered::load_from(&settings));
    fill_form(&mut a, server.port, "bob", password);
    a.top_mut::<OnlineForm>().unwrap().focus = Field::Remember;
    key(&mut a, KeyCode::Char(' '));
    a.top_mut::<OnlineForm>().unwrap().focus = Field::Connect;
    key(&mut a, KeyCode::Enter);
    tick_until(&mut a, "the login", |a| {
        phase(a) == Some(OnlinePhase::WaitingForGame)
    });
    let mode = std::fs::metadata(&kept).unwrap().permissions().mode();
    assert_eq!(mode & 0o777, 0o600, "{mode:o}");
    assert_eq!(
        std::fs::read_to_string(&kept).unwrap(),
        format!("{password}\n")
    );
    let text = std::fs::read_to_string(&settings).unwrap();
    assert!(text.contains("\"bob\""), "{text}");
    assert!(!text.contains("hush"), "never in the settings:\n{text}");
    key(&mut a, KeyCode::Esc);
    key(&mut a, KeyCode::Esc);
    drop(a);

    // The next start: all filled in, the password among them.
    let mut a = menu_app(&dir.join("saves")).with_settings(Remembered::load_from(&settings));
    menu_pick(&mut a, RowKind::Online);
    let form = a.online_form().unwrap();
    assert_eq!(form.focus, Field::Connect, "nothing left to type");
    assert!(form.remember);
    // The game name typed into the password goes to its own row.
    assert_eq!(form.game.as_str(), "g2-300-10F");
    assert_eq!(form.password.reveal(), "hush");
    assert!(!screen_text(&a).contains("hush"), "{}", screen_text(&a));
    // Unticked: connecting forgets it.
    let form = a.top_mut::<OnlineForm>().unwrap();
    form.remember = false;
    key(&mut a, KeyCode::Enter);
    tick_until(&mut a, "the login", |a| {
        phase(a) == Some(OnlinePhase::WaitingForGame)
    });
    assert!(!kept.exists(), "forgotten");
    key(&mut a, KeyCode::Esc);
    server.finish();

    // A file others can read is refused, and the form says how to fix it.
    std::fs::write(&kept, format!("{password}\n")).unwrap();
    std::fs::set_permissions(&kept, std::fs::Permissions::from_mode(0o644)).unwrap();
    let mut a = menu_app(&dir.join("saves")).with_settings(Remembered::load_from(&settings));
    menu_pick(&mut a, RowKind::Online);
    let form = a.online_form().unwrap();
    assert!(form.password.is_blank());
    assert!(!form.remember);
    let text = screen_text(&a);
    assert!(text.contains("chmod 600"), "{text}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn shogi_tui_online_opens_the_form_in_a_terminal_and_connects() {
    crate::require_tmux!();
    let server = ScriptedServer::start(vec![waiting_server("alice")]);
    let t = crate::tmux_support::Tmux::start(&["online", "--user", "alice", "--player", "bot:2"]);
    let screen = t.wait_text("Play online (CSA server)");
    assert!(screen.contains("alice"), "--user fills it in:\n{screen}");
    assert!(
        screen.contains("‹ bot 2"),
        "--player fills it in:\n{screen}"
    );
    assert!(
        screen.contains("▸ Server"),
        "the first row to fill:\n{screen}"
    );
    t.type_text("127.0.0.1");
    t.keys(&["Tab", "C-u"]);
    t.type_text(&server.port.to_string());
    // Past the user and the game name's row, left empty.
    t.keys(&["Tab", "Tab", "Tab"]);
    t.type_text("g1-0-2,hush");
    let screen = t.wait_text("•••••••••••");
    assert!(!screen.contains("hush"), "{screen}");
    // Shift-Tab goes back, round from the top to Connect.
    t.keys(&["BTab", "BTab", "BTab", "BTab", "BTab"]);
    let screen = t.wait_text("▸ Connect");
    assert!(screen.contains("127.0.0.1"), "{screen}");
    t.keys(&["Enter"]);
    t.wait_text("waiting for the server to start a game");
    t.keys(&["Escape"]);
    t.wait_text("▸ Connect");
    t.keys(&["Escape"]);
    t.wait_text("Load / review a game");
    let sent = lines(&server.finish());
    assert_eq!(sent, ["LOGIN alice g1-0-2,hush", "LOGOUT"]);
    let config = std::env::temp_dir().join(&t.socket).join("config");
    let settings = std::fs::read_to_string(config.join("settings.ron")).unwrap();
    assert!(settings.contains("\"127.0.0.1\""), "{settings}");
    assert!(settings.contains("level: 2"), "{settings}");
    assert!(!settings.contains("hush"), "{settings}");
    assert!(
        !config.join("csa-password").exists(),
        "not asked to remember"
    );
}

/// Issue 47: `q` before the first move of a game the server has started
/// asks, as it does later: the server's game is under way.
#[test]
fn q_before_the_first_move_asks_too() {
    let mut script = opening("alice", summary('+', '+', EVEN));
    script.push(Step::Expect("LOGOUT"));
    let server = ScriptedServer::start(vec![script]);
    let dir = scratch_dir("online-q-first");
    let mut a = menu_app(&dir);
    connect(&mut a, server.port, "alice", PlayerKind::Human);
    accept_offer(&mut a);
    tick_until(&mut a, "the start", |a| {
        phase(a) == Some(OnlinePhase::Playing)
    });
    assert_eq!(game(&a).game.ply(), 0);
    keys(&mut a, "q");
    assert!(a.top::<GameSession>().is_some(), "not left at once");
    assert!(screen_text(&a).contains("Leave the online game?"));
    keys(&mut a, "n");
    assert!(a.top::<GameSession>().is_some(), "n stays");
    keys(&mut a, "qy");
    assert!(a.top::<Menu>().is_some());
    let sent = lines(&server.finish());
    assert_eq!(sent.last().map(String::as_str), Some("LOGOUT"), "{sent:?}");
    let r = read_save(&only_save(&dir)).unwrap();
    assert_eq!(r.end.as_ref().map(|e| e.word), Some(EndWord::Interrupted));
}

/// Issue 47: a server that floods lines once the login is done (the
/// screen grew to 1.6 GB in 3 s) is given up, said on the screen.
#[test]
fn a_flooding_server_is_given_up_with_a_word() {
    let server = ScriptedServer::start(vec![vec![
        Step::Expect("LOGIN "),
        send("LOGIN:alice OK"),
        Step::Flood {
            line: "",
            count: 8_000_000,
        },
    ]]);
    let mut a = menu_app(&scratch_dir("online-flood"));
    connect(&mut a, server.port, "alice", PlayerKind::Human);
    tick_until(&mut a, "the flood's end", |a| {
        matches!(phase(a), Some(OnlinePhase::Lost(_)))
    });
    assert!(refusal(&a).contains("faster than"), "{}", refusal(&a));
    assert!(!a.wants_ticks(), "nothing left to wait for");
    drop(a);
    server.finish();
}

/// Issue 47: the save says it is a server's game from its first write.
/// Left without an end (the program killed: no handler runs), it is not
/// Continue's to offer, and Load lists it as an unfinished online game and
/// opens it in review, never as a game against a person at this terminal.
#[test]
fn an_online_save_without_an_end_is_reviewed_not_continued() {
    let mut script = opening("alice", summary('+', '+', EVEN));
    script.extend([Step::Echo(1), send("-3334FU,T2"), Step::Expect("LOGOUT")]);
    let server = ScriptedServer::start(vec![script]);
    let dir = scratch_dir("online-killed");
    let mut a = menu_app(&dir);
    connect(&mut a, server.port, "alice", PlayerKind::Human);
    accept_offer(&mut a);
    tick_until(&mut a, "the start", |a| {
        phase(a) == Some(OnlinePhase::Playing)
    });
    keys(&mut a, ":7g7f\n");
    tick_until(&mut a, "White's reply", |a| game(a).game.ply() == 2);
    // The save as it stands mid-game, where no program holds it: what a
    // SIGKILL leaves.
    let left = scratch_dir("online-killed-copy");
    std::fs::copy(only_save(&dir), left.join("killed.ron")).unwrap();
    keys(&mut a, "qy");
    drop(a);
    server.finish();
    let r = read_save(&left.join("killed.ron")).unwrap();
    assert_eq!(r.moves.len(), 2);
    assert_eq!(r.end, None);
    assert!(r.info.server.is_some(), "{:?}", r.info);
    let mut b = menu_app(&left);
    let Some(menu) = b.top::<Menu>() else {
        panic!("not in the menu");
    };
    assert!(
        menu.row(RowKind::Continue).is_none(),
        "Continue is not offered"
    );
    menu_pick(&mut b, RowKind::Load);
    let text = screen_text(&b);
    assert!(text.contains("unfinished online game"), "{text}");
    keys(&mut b, "\n");
    assert!(b.game_screen().is_none(), "not back on the board");
    assert!(b.review_screen().is_some(), "in review");
}
