//! Hand-written lines of lishogi's two streams, one for every event type,
//! and the tests that read them.
//!
//! Derived from lishogi's source, WandererXII/lishogi at commit
//! acb3b12286dd41bc88edfa81172e6a5e7f68c52b (2026-06-28): the event
//! stream from `modules/api/src/main/EventStream.scala` with the game as
//! `modules/game/src/main/JsonView.scala` `ownerPreview` writes it (its
//! `status` an object `{id, name}`) and the challenge as
//! `modules/challenge/src/main/JsonView.scala` writes it; the game stream
//! from `modules/bot/src/main/BotJsonView.scala` (`gameFull`, `gameState`
//! with `status` a name, `chatLine`) and `GameStateStream.scala`; the
//! errors from `app/controllers/PlayApi.scala`, `LilaController.scala`
//! and `modules/bot/src/main/BotPlayer.scala`. The values are made up.

use shogi_tui::lishogi::events::Event;
use shogi_tui::lishogi::game_stream::GameEvent;
use shogi_tui::lishogi::ndjson::{Incoming, Skipped, Stream, StreamEvent};
use shogi_tui::lishogi::{Clock, Side};

pub const GAME_START: &str = r#"{"type":"gameStart","game":{"fullId":"AbCdEfGhXyZw","gameId":"AbCdEfGh","sfen":"lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1","color":"sente","lastMove":"","source":"lobby","status":{"id":20,"name":"started"},"variant":{"key":"standard","name":"Standard"},"perf":"realTime","rated":false,"hasMoved":false,"opponent":{"id":"kenji","username":"Kenji","rating":1650},"isMyTurn":true,"secondsLeft":600,"compat":{"bot":false,"board":true},"id":"AbCdEfGh"}}"#;

pub const GAME_FINISH: &str = r#"{"type":"gameFinish","game":{"fullId":"AbCdEfGhXyZw","gameId":"AbCdEfGh","sfen":"lnsgkgsnl/1r5+B1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL w B 4","color":"sente","lastMove":"8h2b+","source":"lobby","status":{"id":31,"name":"resign"},"variant":{"key":"standard","name":"Standard"},"perf":"realTime","rated":false,"hasMoved":true,"opponent":{"id":"kenji","username":"Kenji","rating":1650},"isMyTurn":false,"compat":{"bot":false,"board":true},"winner":"sente","id":"AbCdEfGh"}}"#;

pub const CHALLENGE: &str = r#"{"type":"challenge","challenge":{"id":"Qw3rTy12","url":"https://lishogi.org/Qw3rTy12","status":"created","challenger":{"id":"kenji","name":"Kenji","title":null,"rating":1650,"online":true,"lag":4},"destUser":{"id":"me","name":"Me","title":null,"rating":1500,"provisional":true,"online":true},"variant":{"key":"standard","name":"Standard"},"rated":true,"timeControl":{"type":"clock","limit":900,"increment":0,"byoyomi":30,"periods":1,"show":"15+0+30(1)"},"color":"random","perf":{"icon":"","name":"realTime"},"direction":"in"}}"#;

pub const CHALLENGE_DECLINED: &str = r#"{"type":"challengeDeclined","challenge":{"id":"Qw3rTy12","url":"https://lishogi.org/Qw3rTy12","status":"declined","challenger":{"id":"me","name":"Me","rating":1500},"destUser":{"id":"kenji","name":"Kenji","rating":1650},"variant":{"key":"standard","name":"Standard"},"rated":false,"timeControl":{"type":"unlimited"},"color":"sente","perf":{"icon":"","name":"unlimited"},"direction":"out"}}"#;

/// A canceled rematch: the site sends the id alone.
pub const CHALLENGE_CANCELED: &str =
    r#"{"type":"challengeCanceled","challenge":{"id":"Zx9cVb87"}}"#;

/// A type this program does not know, with fields it does not know.
pub const UNKNOWN_EVENT: &str = r#"{"type":"tournamentStart","tournament":{"id":"t1"}}"#;

pub const GAME_FULL: &str = r#"{"id":"AbCdEfGh","variant":{"key":"standard","name":"Standard"},"clock":{"initial":600000,"increment":0,"byoyomi":30000,"periods":1},"speed":"rapid","perf":{"name":"Rapid"},"rated":false,"createdAt":1764262800000,"sente":{"id":"me","name":"Me","title":null,"rating":1500,"provisional":true},"white":{"id":"me","name":"Me","title":null,"rating":1500,"provisional":true},"gote":{"id":"kenji","name":"Kenji","rating":1650},"black":{"id":"kenji","name":"Kenji","rating":1650},"initialSfen":"startpos","initialFen":"startpos","type":"gameFull","state":{"type":"gameState","moves":"7g7f 3c3d","btime":598000,"wtime":600000,"binc":0,"winc":0,"byo":30000,"sdraw":false,"gdraw":false,"status":"started"}}"#;

/// Against the site's AI, by the old names only (`white` is sente), a
/// handicap start (gote moves first) and no clock.
pub const GAME_FULL_AI_OLD_NAMES: &str = r#"{"id":"AiGame01","variant":{"key":"standard","name":"Standard"},"clock":null,"rated":false,"white":{"aiLevel":3},"black":{"id":"me","name":"Me","rating":1500},"initialSfen":"lnsgkgsnl/1r7/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1","type":"gameFull","state":{"type":"gameState","moves":"","btime":2147483647,"wtime":2147483647,"binc":0,"winc":0,"byo":0,"sdraw":false,"gdraw":false,"status":"started"}}"#;

pub const GAME_STATE: &str = r#"{"type":"gameState","moves":"7g7f 3c3d 8h2b+","btime":590000,"wtime":30000,"binc":0,"winc":0,"byo":30000,"sdraw":false,"gdraw":false,"status":"started","futureField":[1,2]}"#;

pub const GAME_STATE_OVER: &str = r#"{"type":"gameState","moves":"7g7f 3c3d 8h2b+","btime":590000,"wtime":30000,"binc":0,"winc":0,"byo":30000,"sdraw":false,"gdraw":false,"status":"resign","winner":"sente"}"#;

/// The endings special to shogi.
pub const GAME_STATE_ENDINGS: [&str; 3] = [
    r#"{"type":"gameState","moves":"7g7f","btime":1,"wtime":1,"binc":0,"winc":0,"byo":0,"status":"tryRule","winner":"gote"}"#,
    r#"{"type":"gameState","moves":"7g7f","btime":1,"wtime":1,"binc":0,"winc":0,"byo":0,"status":"perpetualCheck","winner":"sente"}"#,
    r#"{"type":"gameState","moves":"7g7f","btime":1,"wtime":1,"binc":0,"winc":0,"byo":0,"status":"impasse27","winner":"sente"}"#,
];

pub const CHAT_LINE: &str =
    r#"{"type":"chatLine","room":"player","username":"Kenji","text":"yoroshiku"}"#;

/// The site's error replies (`{"error": …}`).
pub const INVALID_USI: &str = r#"{"error":"Invalid USI: 9z9z"}"#;
pub const NOT_YOUR_TURN: &str = r#"{"error":"Not your turn, or game already over"}"#;
pub const NO_SUCH_GAME: &str = r#"{"error":"No such game"}"#;
pub const MISSING_SCOPE: &str = r#"{"error":"Missing scope"}"#;
pub const NO_SUCH_TOKEN: &str = r#"{"error":"No such token"}"#;
pub const NOT_FOR_BOTS: &str = r#"{"error":"This API endpoint is not for Bot accounts."}"#;

fn read_all<E: StreamEvent>(text: &str) -> Vec<Incoming<E>> {
    let mut stream = Stream::<E>::new(Box::new(std::io::Cursor::new(text.as_bytes().to_vec())));
    let mut out = Vec::new();
    while let Some(item) = stream.read().expect("bytes never fail") {
        out.push(item);
    }
    out
}

fn events<E: StreamEvent>(lines: &[&str]) -> Vec<E> {
    read_all::<E>(&lines.join("\n"))
        .into_iter()
        .filter_map(|i| match i {
            Incoming::Event(e) => Some(e),
            _ => None,
        })
        .collect()
}

#[test]
fn lishogi_every_event_of_the_event_stream_is_read() {
    let got = events::<Event>(&[
        GAME_START,
        UNKNOWN_EVENT,
        CHALLENGE,
        CHALLENGE_DECLINED,
        CHALLENGE_CANCELED,
        GAME_FINISH,
    ]);
    assert_eq!(got.len(), 5, "the unknown type is passed over: {got:?}");
    let Event::GameStart { game } = &got[0] else {
        panic!("{:?}", got[0])
    };
    assert_eq!(game.game_id, "AbCdEfGh");
    assert_eq!(game.color, Side::Sente);
    assert!(game.is_my_turn);
    assert_eq!(game.status.as_ref().map(|s| s.0.as_str()), Some("started"));
    assert_eq!(
        game.opponent.as_ref().map(|o| o.username.as_str()),
        Some("Kenji")
    );
    assert_eq!(game.compat.map(|c| c.board), Some(true));
    let Event::Challenge { challenge } = &got[1] else {
        panic!("{:?}", got[1])
    };
    let tc = challenge.time_control.as_ref().expect("a clock");
    assert_eq!(
        (tc.kind.as_str(), tc.limit, tc.byoyomi, tc.periods),
        ("clock", Some(900), Some(30), Some(1))
    );
    assert_eq!(
        challenge.challenger.as_ref().map(|c| c.id.as_str()),
        Some("kenji")
    );
    assert!(
        matches!(&got[2], Event::ChallengeDeclined { challenge } if challenge.status == "declined")
    );
    assert!(
        matches!(&got[3], Event::ChallengeCanceled { challenge } if challenge.id == "Zx9cVb87")
    );
    let Event::GameFinish { game } = &got[4] else {
        panic!("{:?}", got[4])
    };
    assert_eq!(game.winner, Some(Side::Sente));
    assert_eq!(game.status.as_ref().map(|s| s.0.as_str()), Some("resign"));
    assert_eq!(game.last_move, "8h2b+");
}

#[test]
fn lishogi_every_event_of_the_game_stream_is_read() {
    let mut lines = vec![
        GAME_FULL,
        UNKNOWN_EVENT,
        GAME_STATE,
        CHAT_LINE,
        GAME_STATE_OVER,
    ];
    lines.extend(GAME_STATE_ENDINGS);
    let got = events::<GameEvent>(&lines);
    assert_eq!(got.len(), 7, "{got:?}");
    let GameEvent::GameFull(full) = &got[0] else {
        panic!("{:?}", got[0])
    };
    assert_eq!(full.sente().and_then(|p| p.name.as_deref()), Some("Me"));
    assert_eq!(full.gote().and_then(|p| p.rating), Some(1650));
    assert_eq!(full.state.ply(), 2);
    let clock = Clock::from_full(full).expect("a clock");
    assert_eq!(clock.config.byoyomi_ms, 30_000);
    assert_eq!(clock.side(Side::Sente).periods_left, 1);
    assert_eq!(clock.side(Side::Sente).time_ms, 598_000);
    let GameEvent::GameState(state) = &got[1] else {
        panic!("{:?}", got[1])
    };
    assert_eq!(state.parsed_moves().map(|m| m.len()), Ok(3));
    assert!(state.status.is_playing());
    assert!(
        matches!(&got[2], GameEvent::ChatLine(c) if c.text == "yoroshiku" && c.room == "player")
    );
    let GameEvent::GameState(over) = &got[3] else {
        panic!("{:?}", got[3])
    };
    assert!(!over.status.is_playing());
    assert_eq!(over.winner, Some(Side::Sente));
    let endings: Vec<&str> = got[4..]
        .iter()
        .filter_map(|e| match e {
            GameEvent::GameState(s) => Some(s.status.0.as_str()),
            _ => None,
        })
        .collect();
    assert_eq!(endings, ["tryRule", "perpetualCheck", "impasse27"]);
}

#[test]
fn lishogi_old_names_a_handicap_start_and_no_clock_are_read() {
    let got = events::<GameEvent>(&[GAME_FULL_AI_OLD_NAMES]);
    let GameEvent::GameFull(full) = &got[0] else {
        panic!("{got:?}")
    };
    // `white` is sente: the AI here.
    assert_eq!(full.sente().and_then(|p| p.ai_level), Some(3));
    assert_eq!(full.gote().and_then(|p| p.id.as_deref()), Some("me"));
    assert!(Clock::from_full(full).is_none());
    assert_eq!(
        shogi_tui::lishogi::clock::first_to_move(&full.initial_sfen),
        Side::Gote
    );
}

#[test]
fn lishogi_keep_alives_garbage_and_long_lines_are_said_not_fatal() {
    let long = format!(
        "{{\"type\":\"chatLine\",\"text\":\"{}\"}}",
        "x".repeat(70_000)
    );
    let text = format!("\n\nnot json{{\n{long}\n{{\"type\":\"gameState\"}}\n{CHAT_LINE}\n");
    let got = read_all::<GameEvent>(&text);
    assert!(matches!(got[0], Incoming::KeepAlive));
    assert!(matches!(got[1], Incoming::KeepAlive));
    assert!(matches!(&got[2], Incoming::Skipped(Skipped::Unreadable(_))));
    assert!(matches!(&got[3], Incoming::Skipped(Skipped::TooLong(n)) if *n == long.len()));
    // A known type without its fields is unreadable, not a crash.
    assert!(matches!(&got[4], Incoming::Skipped(Skipped::Unreadable(_))));
    assert!(matches!(&got[5], Incoming::Event(GameEvent::ChatLine(_))));
    assert_eq!(got.len(), 6);
}

#[test]
fn lishogi_the_sites_error_replies_are_typed() {
    use shogi_tui::lishogi::LishogiError as E;
    use shogi_tui::lishogi::client::classify;
    let refused = |text: &str| E::Refused { text: text.into() };
    assert_eq!(
        classify(400, None, INVALID_USI),
        refused("Invalid USI: 9z9z")
    );
    assert_eq!(
        classify(400, None, NOT_YOUR_TURN),
        refused("Not your turn, or game already over")
    );
    assert_eq!(
        classify(404, None, NO_SUCH_GAME),
        E::NotFound {
            text: "No such game".into()
        }
    );
    assert_eq!(classify(401, None, MISSING_SCOPE), E::MissingScope);
    assert_eq!(classify(401, None, NO_SUCH_TOKEN), E::BadToken);
    assert_eq!(classify(400, None, NOT_FOR_BOTS), E::BotAccount);
}
