//! The Board API client against the fake lishogi (`lishogi_fake`): every
//! call, every error the site gives, the streams' keep-alives, garbage, a
//! dropped connection and a silent one.

use crate::lishogi_fake::{BOT, Fake, GAME_ID, NO_SCOPE, TOKEN};
use shogi_tui::lishogi::game_stream::GameEvent;
use shogi_tui::lishogi::{
    AiChallenge, ChatRoom, Client, Clock, ColorChoice, Event, Feed, FeedItem, GameStream, Incoming,
    Limits, LishogiError, Seek, SeekEnd, Side, Skipped, Token, UserChallenge,
};
use std::time::Duration;

fn client(fake: &Fake, token: &str) -> Client {
    let limits = Limits {
        connect: Duration::from_secs(5),
        call: Duration::from_secs(5),
        silence: Duration::from_secs(2),
    };
    Client::new(&fake.url, Token::new(token).expect("token"), limits).expect("client")
}

fn casual_seek() -> Seek {
    Seek {
        minutes: 10,
        increment_secs: 0,
        byoyomi_secs: 30,
        periods: 1,
        rated: false,
        color: ColorChoice::Random,
        rating_range: None,
        handicap: None,
    }
}

/// The next event of a game stream, keep-alives passed over.
fn next_event(stream: &mut GameStream) -> Result<Option<GameEvent>, LishogiError> {
    loop {
        match stream.read()? {
            Some(Incoming::Event(e)) => return Ok(Some(e)),
            Some(_) => continue,
            None => return Ok(None),
        }
    }
}

/// The next state with at least `ply` moves.
fn state_at(stream: &mut GameStream, ply: usize) -> shogi_tui::lishogi::GameState {
    loop {
        match next_event(stream).expect("stream") {
            Some(GameEvent::GameState(s)) if s.ply() >= ply => return s,
            Some(_) => continue,
            None => panic!("the stream closed before ply {ply}"),
        }
    }
}

fn full(stream: &mut GameStream) -> shogi_tui::lishogi::GameFull {
    match next_event(stream).expect("stream") {
        Some(GameEvent::GameFull(full)) => *full,
        other => panic!("not gameFull first: {other:?}"),
    }
}

#[test]
fn lishogi_the_token_and_its_scope_are_checked_and_bots_refused() {
    let fake = Fake::start(&[]);
    let me = client(&fake, TOKEN).account().expect("account");
    assert_eq!((me.id.as_str(), me.username.as_str()), ("me", "Me"));
    // The account needs no scope; playing does.
    assert!(client(&fake, NO_SCOPE).account().is_ok());
    assert_eq!(
        client(&fake, NO_SCOPE).game_stream(GAME_ID).err(),
        Some(LishogiError::MissingScope)
    );
    assert_eq!(
        client(&fake, "lip_unknown").account().err(),
        Some(LishogiError::BadToken)
    );
    assert_eq!(
        client(&fake, BOT).account().err(),
        Some(LishogiError::BotAccount)
    );
    assert_eq!(
        client(&fake, BOT).resign(GAME_ID).err(),
        Some(LishogiError::BotAccount)
    );
    let seen = fake.world().requests.clone();
    assert!(
        seen.iter()
            .any(|r| r == &format!("GET /api/account Bearer {TOKEN}")),
        "{seen:?}"
    );
}

#[test]
fn lishogi_the_event_stream_says_the_game_start_among_keep_alives() {
    let fake = Fake::start(&[]);
    let mut events = client(&fake, TOKEN).event_stream().expect("event stream");
    let mut keep_alives = 0;
    let mut seen = Vec::new();
    loop {
        match events.read().expect("stream") {
            Some(Incoming::KeepAlive) => keep_alives += 1,
            Some(Incoming::Event(Event::GameStart { game })) => {
                assert_eq!((game.game_id.as_str(), game.color), (GAME_ID, Side::Sente));
                break;
            }
            Some(Incoming::Event(e)) => seen.push(e),
            other => panic!("{other:?}"),
        }
    }
    assert!(keep_alives >= 2);
    // The unknown type was passed over; the challenge came.
    assert!(
        matches!(seen.as_slice(), [Event::Challenge { .. }]),
        "{seen:?}"
    );
}

#[test]
fn lishogi_a_seek_is_held_until_paired_and_then_closed() {
    let fake = Fake::start(&[]);
    let mut seek = client(&fake, TOKEN).seek(&casual_seek()).expect("seek");
    let mut waits = 0;
    while seek.wait().expect("seek stream") == SeekEnd::Waiting {
        waits += 1;
        assert!(waits < 100, "never paired");
    }
    assert!(waits >= 3, "keep-alives: {waits}");
    let world = fake.world();
    assert!(world.seek_paired);
    let form: Vec<(&str, &str)> = world
        .seek_form
        .iter()
        .map(|(k, v)| (k.as_str(), v.as_str()))
        .collect();
    for field in [
        ("time", "10"),
        ("increment", "0"),
        ("byoyomi", "30"),
        ("periods", "1"),
        ("rated", "false"),
        ("color", "random"),
    ] {
        assert!(form.contains(&field), "{field:?} in {form:?}");
    }
}

#[test]
fn lishogi_dropping_a_seek_cancels_it() {
    let fake = Fake::start(&[]);
    fake.world().seek_keep_alives = 1000;
    let mut seek = client(&fake, TOKEN).seek(&casual_seek()).expect("seek");
    assert_eq!(seek.wait(), Ok(SeekEnd::Waiting));
    drop(seek);
    let cancelled = (0..50).any(|_| {
        std::thread::sleep(Duration::from_millis(50));
        fake.world().seek_cancelled
    });
    assert!(cancelled, "the fake never saw the seek closed");
    assert!(!fake.world().seek_paired);
}

#[test]
fn lishogi_a_clock_below_the_board_api_minimum_is_refused_before_sending() {
    let fake = Fake::start(&[]);
    let rated_ten = Seek {
        rated: true,
        byoyomi_secs: 0,
        periods: 0,
        ..casual_seek()
    };
    assert_eq!(
        client(&fake, TOKEN).seek(&rated_ten).err(),
        Some(LishogiError::TooFast)
    );
    assert!(fake.world().requests.is_empty());
}

#[test]
fn lishogi_a_game_against_the_scripted_opponent_to_its_end() {
    let fake = Fake::start(&["3c3d", "8c8d"]);
    let c = client(&fake, TOKEN);
    let mut stream = c.game_stream(GAME_ID).expect("game stream");
    let start = full(&mut stream);
    assert_eq!(start.state.ply(), 0);
    let mut clock = Clock::from_full(&start).expect("a clock");
    for (ply, ours) in ["7g7f", "2g2f"].into_iter().enumerate() {
        c.play_usi(GAME_ID, ours).expect("our move");
        let state = state_at(&mut stream, 2 * ply + 2);
        clock.on_state(&state, Some(Duration::from_millis(10)));
        assert!(state.status.is_playing());
        assert_eq!(state.parsed_moves().map(|m| m.len()), Ok(2 * ply + 2));
    }
    assert_eq!(clock.to_move(), Side::Sente);
    assert_eq!(clock.side(Side::Gote).periods_left, 1);
    // Our third move: the script is done and gote resigns.
    let mv = shogi_tui::shogi::Move::from_usi("2f2e").expect("usi");
    c.play(GAME_ID, mv).expect("our move");
    // Our move's state, then the one that ends the game.
    let mut last = state_at(&mut stream, 5);
    while last.status.is_playing() {
        last = state_at(&mut stream, 5);
    }
    assert_eq!(
        (last.status.0.as_str(), last.winner),
        ("resign", Some(Side::Sente))
    );
    assert_eq!(
        next_event(&mut stream),
        Ok(None),
        "the stream closes at the end"
    );
    // After the end the site refuses moves.
    assert_eq!(
        c.play_usi(GAME_ID, "3g3f").err(),
        Some(LishogiError::Refused {
            text: "Not your turn, or game already over".into()
        })
    );
}

#[test]
fn lishogi_the_sites_errors_are_typed() {
    let fake = Fake::start(&["3c3d", "8c8d"]);
    let c = client(&fake, TOKEN);
    assert_eq!(
        c.play_usi(GAME_ID, "9z9z").err(),
        Some(LishogiError::Refused {
            text: "Invalid USI: 9z9z".into()
        })
    );
    assert!(matches!(
        c.play_usi(GAME_ID, "5e5d").err(),
        Some(LishogiError::Refused { text }) if text.starts_with("Illegal move")
    ));
    assert_eq!(
        c.game_stream("Nope1234").err(),
        Some(LishogiError::NotFound {
            text: "No such game".into()
        })
    );
    assert!(matches!(
        c.play_usi("Nope1234", "7g7f"),
        Err(LishogiError::NotFound { .. })
    ));
    assert_eq!(
        c.game_stream("limited1").err(),
        Some(LishogiError::RateLimited { seconds: 7 })
    );
    assert_eq!(
        c.game_stream("broken01").err(),
        Some(LishogiError::Server { status: 503 })
    );
    // Names that cannot be part of an address are not sent.
    assert!(matches!(
        c.game_stream("../account"),
        Err(LishogiError::BadName { .. })
    ));
    assert!(matches!(
        c.play_usi(GAME_ID, "7g7f/x"),
        Err(LishogiError::BadName { .. })
    ));
    c.play_usi(GAME_ID, "7g7f").expect("our move");
    assert_eq!(
        c.abort(GAME_ID).err(),
        Some(LishogiError::Refused {
            text: "This game can no longer be aborted".into()
        })
    );
    c.resign(GAME_ID).expect("resign");
    let mut stream = c.game_stream(GAME_ID).expect("game stream");
    let end = full(&mut stream);
    assert_eq!(
        (end.state.status.0.as_str(), end.state.winner),
        ("resign", Some(Side::Gote))
    );
}

#[test]
fn lishogi_challenges_accept_decline_the_ai_and_chat() {
    let fake = Fake::start(&[]);
    let c = client(&fake, TOKEN);
    let sent = c
        .challenge_user(
            "kenji",
            &UserChallenge {
                limit_secs: 900,
                increment_secs: 0,
                byoyomi_secs: 30,
                periods: 1,
                rated: true,
                color: ColorChoice::Sente,
            },
        )
        .expect("challenge");
    assert_eq!(sent.id, "Qw3rTy12");
    assert_eq!(sent.dest_user.map(|u| u.id), Some("kenji".to_string()));
    c.accept("Qw3rTy12").expect("accept");
    c.decline("Qw3rTy12").expect("decline");
    assert!(matches!(
        c.accept("Nope1234"),
        Err(LishogiError::NotFound { .. })
    ));
    let ai = AiChallenge {
        level: 3,
        limit_secs: 600,
        increment_secs: 0,
        byoyomi_secs: 10,
        periods: 1,
        color: ColorChoice::Sente,
    };
    assert_eq!(c.challenge_ai(&ai).as_deref(), Ok(GAME_ID));
    c.chat(GAME_ID, ChatRoom::Player, "yoroshiku onegaishimasu")
        .expect("chat");
    assert_eq!(
        fake.world().chat,
        [("player".to_string(), "yoroshiku onegaishimasu".to_string())]
    );
}

#[test]
fn lishogi_a_dropped_game_stream_is_opened_again_and_resumes_from_game_full() {
    let fake = Fake::start(&["3c3d", "8c8d"]);
    // The start's state is the first; the drop comes after our move.
    fake.world().drop_after_states = Some(2);
    let c = client(&fake, TOKEN);
    let mut stream = c.game_stream(GAME_ID).expect("game stream");
    let mut clock = Clock::from_full(&full(&mut stream)).expect("clock");
    c.play_usi(GAME_ID, "7g7f").expect("our move");
    // The connection dies: an error or an early end, both mid-game.
    let mut dropped = false;
    for _ in 0..100 {
        match next_event(&mut stream) {
            Ok(None) | Err(LishogiError::Network { .. }) => {
                dropped = true;
                break;
            }
            Ok(Some(_)) => continue,
            Err(e) => panic!("{e:?}"),
        }
    }
    assert!(dropped);
    assert!(fake.world().dropped);
    let mut again = c.game_stream(GAME_ID).expect("reconnected");
    let resumed = full(&mut again);
    assert_eq!(resumed.state.moves, "7g7f 3c3d");
    clock.on_state(&resumed.state, None);
    assert_eq!(clock.to_move(), Side::Sente);
    c.play_usi(GAME_ID, "2g2f")
        .expect("our move after the drop");
    assert_eq!(state_at(&mut again, 4).moves, "7g7f 3c3d 2g2f 8c8d");
}

#[test]
fn lishogi_a_silent_stream_ends_in_a_network_error() {
    let fake = Fake::start(&[]);
    let limits = Limits {
        silence: Duration::from_millis(300),
        ..Limits::default()
    };
    let c = Client::new(&fake.url, Token::new(TOKEN).expect("token"), limits).expect("client");
    let mut stream = c.game_stream("silent01").expect("game stream");
    full(&mut stream);
    assert!(matches!(stream.read(), Err(LishogiError::Network { .. })));
}

#[test]
fn lishogi_garbage_an_oversized_line_and_unknown_types_are_passed_over() {
    let fake = Fake::start(&[]);
    let mut stream = client(&fake, TOKEN)
        .game_stream("garbage1")
        .expect("game stream");
    let mut skipped = Vec::new();
    loop {
        match stream.read().expect("stream") {
            Some(Incoming::Skipped(s)) => skipped.push(s),
            Some(Incoming::KeepAlive) => {}
            Some(Incoming::Event(GameEvent::GameFull(_))) => break,
            other => panic!("{other:?}"),
        }
    }
    assert!(
        matches!(
            skipped.as_slice(),
            [Skipped::Unreadable(_), Skipped::TooLong(70_000)]
        ),
        "{skipped:?}"
    );
}

#[test]
fn lishogi_the_token_is_never_in_an_error_or_a_debug_output() {
    let fake = Fake::start(&[]);
    let mut errors = Vec::new();
    for token in [TOKEN, "lip_notKnown99"] {
        let c = client(&fake, token);
        errors.extend(c.account().err());
        errors.extend(c.game_stream("Nope1234").err());
        errors.extend(c.game_stream("limited1").err());
        errors.extend(c.game_stream("broken01").err());
        errors.extend(c.play_usi(GAME_ID, "9z9z").err());
        assert!(!format!("{c:?}").contains(token));
    }
    // Nothing listens on port 1.
    let closed = Client::new(
        "http://127.0.0.1:1",
        Token::new(TOKEN).expect("token"),
        Limits::default(),
    )
    .expect("client");
    errors.extend(closed.account().err());
    assert!(errors.len() >= 8, "{errors:?}");
    for e in &errors {
        for shown in [e.to_string(), format!("{e:?}")] {
            assert!(
                !shown.contains(TOKEN) && !shown.contains("lip_notKnown99"),
                "{shown}"
            );
        }
    }
    assert!(
        errors
            .iter()
            .any(|e| matches!(e, LishogiError::Network { .. }))
    );
}

#[test]
fn lishogi_a_feed_comes_back_after_a_drop_and_ends_with_the_game() {
    let fake = Fake::start(&["3c3d"]);
    fake.world().drop_after_states = Some(2);
    let c = client(&fake, TOKEN);
    let mut feed = Feed::open(&c, |c| c.game_stream(GAME_ID)).expect("feed");
    let mut fulls = 0;
    let mut lost = 0;
    let mut last_moves = String::new();
    while let Some(item) = feed
        .read()
        .expect("the feed gives up only on a lasting fault")
    {
        match item {
            FeedItem::Event(GameEvent::GameFull(full)) => {
                fulls += 1;
                last_moves = full.state.moves.clone();
                // Our move when it is ours: the first, then the one after
                // which gote (out of script) resigns.
                match full.state.ply() {
                    0 => c.play_usi(GAME_ID, "7g7f").expect("first move"),
                    2 => c.play_usi(GAME_ID, "2g2f").expect("second move"),
                    _ => {}
                }
            }
            FeedItem::Event(GameEvent::GameState(s)) => last_moves = s.moves.clone(),
            FeedItem::Lost(_) => lost += 1,
            _ => {}
        }
    }
    assert_eq!((fulls, lost), (2, 1), "one drop, one gameFull after it");
    assert_eq!(last_moves, "7g7f 3c3d 2g2f");
    assert_eq!(feed.read(), Ok(None));
}

/// The game screen and the headless player open a game's stream through
/// a feed: a 429 on the first opening is waited out as on any later one.
#[test]
fn lishogi_a_feed_waits_out_a_429_on_its_first_opening() {
    let fake = Fake::start(&["3c3d"]);
    fake.world().limit_game_streams = 1;
    let c = client(&fake, TOKEN);
    let started = std::time::Instant::now();
    let mut feed = Feed::open(&c, |c| c.game_stream(GAME_ID)).expect("a wait is no failure");
    let mut lost = Vec::new();
    let full = loop {
        match feed.read().expect("the feed waits") {
            Some(FeedItem::Event(GameEvent::GameFull(full))) => break full,
            Some(FeedItem::Lost(e)) => lost.push(e),
            Some(_) => {}
            None => panic!("the feed ended before the game"),
        }
    };
    assert_eq!(lost, [LishogiError::RateLimited { seconds: 1 }]);
    assert!(
        started.elapsed() >= Duration::from_secs(1),
        "Retry-After kept"
    );
    assert_eq!(full.id, GAME_ID);
    assert_eq!(fake.world().limit_game_streams, 0);
}

#[test]
fn lishogi_a_feed_gives_up_on_a_fault_that_does_not_pass() {
    let fake = Fake::start(&[]);
    let c = client(&fake, TOKEN);
    assert!(matches!(
        Feed::open(&c, |c| c.game_stream("Nope1234")).err(),
        Some(LishogiError::NotFound { .. })
    ));
}

#[test]
fn lishogi_the_chat_so_far_is_read_and_bounded() {
    let fake = Fake::start(&[]);
    let c = client(&fake, TOKEN);
    c.chat(GAME_ID, ChatRoom::Player, "yoroshiku")
        .expect("chat");
    let lines = c.chat_history(GAME_ID).expect("chat history");
    assert_eq!(lines.len(), 1);
    assert_eq!(
        (lines[0].username.as_str(), lines[0].text.as_str()),
        ("Me", "yoroshiku")
    );
    // A flood: the last lines kept, each cut.
    {
        let mut world = fake.world();
        for i in 0..300 {
            world
                .chat
                .push(("player".into(), format!("{i} {}", "x".repeat(400))));
        }
    }
    let lines = c.chat_history(GAME_ID).expect("chat history");
    assert_eq!(lines.len(), shogi_tui::lishogi::client::MAX_CHAT_LINES);
    assert!(lines.last().unwrap().text.starts_with("299 "));
    assert!(lines.iter().all(|l| l.text.chars().count() <= 280));
    // A reply past the size any real chat has is not read whole.
    fake.world()
        .chat
        .push(("player".into(), "y".repeat(300 * 1024)));
    assert!(matches!(
        c.chat_history(GAME_ID),
        Err(LishogiError::Garbage { .. })
    ));
    assert!(matches!(
        c.chat_history("Nope1234"),
        Err(LishogiError::NotFound { .. })
    ));
}

#[test]
fn lishogi_a_429_on_an_ordinary_call_is_returned_not_waited_out() {
    let fake = Fake::start(&["3c3d"]);
    let c = client(&fake, TOKEN);
    fake.world().limit_moves = 1;
    let mv = shogi_tui::shogi::Move::from_usi("2g2f").unwrap();
    let asked = std::time::Instant::now();
    assert_eq!(
        c.play(GAME_ID, mv),
        Err(LishogiError::RateLimited { seconds: 1 })
    );
    assert!(
        asked.elapsed() < Duration::from_millis(900),
        "not waited out"
    );
    c.play(GAME_ID, mv)
        .expect("the move, once the wait is over");
}

#[test]
fn lishogi_a_seek_sends_the_variant_and_a_handicap() {
    let fake = Fake::start(&[]);
    let sfen = "lnsgkgsnl/1r7/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1";
    let seek = Seek {
        handicap: Some(sfen.to_string()),
        ..casual_seek()
    };
    let mut held = client(&fake, TOKEN).seek(&seek).expect("seek");
    while held.wait().expect("seek stream") == SeekEnd::Waiting {}
    let form = fake.world().seek_form.clone();
    assert!(form.contains(&("variant".to_string(), "standard".to_string())));
    assert!(form.contains(&("handicap".to_string(), sfen.to_string())));
    let bad = Seek {
        handicap: Some("lnsg\u{1b}[2J".to_string()),
        ..casual_seek()
    };
    let asked = fake.world().requests.len();
    assert!(matches!(
        client(&fake, TOKEN).seek(&bad),
        Err(LishogiError::BadName { .. })
    ));
    assert_eq!(fake.world().requests.len(), asked);
}
