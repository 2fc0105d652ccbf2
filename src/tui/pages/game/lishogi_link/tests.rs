//! The link's own tests: what it makes of the site's messages and calls.

use super::*;
use crate::lishogi::Token;
use crate::lishogi::events::Account;

const FULL: &str = r#"{"type":"gameFull","id":"AbCdEfGh","rated":false,
    "clock":{"initial":0,"increment":0,"byoyomi":10000,"periods":3},
    "sente":{"id":"me","name":"Me","rating":1500},
    "gote":{"id":"kenji","name":"Kenji\u001b[2J","rating":1650},
    "initialSfen":"startpos",
    "state":{"type":"gameState","moves":"","btime":10000,"wtime":10000,
             "byo":10000,"status":"started"}}"#;

fn event(json: &str) -> Heard {
    match serde_json::from_str::<GameEvent>(json) {
        Ok(e) => Heard::Game(Box::new(e)),
        Err(e) => panic!("{e}: {json}"),
    }
}

fn state(moves: &str, status: &str) -> Heard {
    event(&format!(
        r#"{{"type":"gameState","moves":"{moves}","btime":9000,"wtime":10000,"byo":10000,"status":"{status}"}}"#
    ))
}

fn setup(plan: Plan) -> LishogiSetup {
    LishogiSetup {
        server: "https://lishogi.org".into(),
        token: Token::new("lip_x").expect("a token"),
        seat: crate::game::PlayerKind::Human,
        plan,
    }
}

fn account() -> Account {
    serde_json::from_str(r#"{"id":"me","username":"Me"}"#).expect("an account")
}

fn feed(link: &mut LishogiLink, heard: Heard) -> Vec<LinkNews> {
    let mut news = Vec::new();
    link.on(heard, &mut news);
    news
}

fn has_phase(news: &[LinkNews], phase: &OnlinePhase) -> bool {
    news.iter()
        .any(|n| matches!(n, LinkNews::Phase(p) if p == phase))
}

fn said(news: &[LinkNews]) -> Vec<String> {
    news.iter()
        .filter_map(|n| match n {
            LinkNews::Said(s) => Some(s.clone()),
            _ => None,
        })
        .collect()
}

/// A link in a game begun: the account known, the game's stream
/// followed, its `gameFull` taken.
fn playing() -> (LishogiLink, Receiver<(Option<String>, Call)>) {
    let (mut link, calls) = LishogiLink::fed(&setup(Plan::Incoming));
    feed(&mut link, Heard::Ready(account()));
    let start = r#"{"type":"gameStart","game":{"gameId":"AbCdEfGh","color":"sente"}}"#;
    let start: Event = serde_json::from_str(start).expect("an event");
    feed(&mut link, Heard::Event(Box::new(start)));
    assert_eq!(link.game_id.as_deref(), Some("AbCdEfGh"));
    let news = feed(&mut link, event(FULL));
    assert!(
        news.iter().any(|n| matches!(
            n,
            LinkNews::Offered {
                us: Color::Black,
                agreed: true,
                ..
            }
        )),
        "{news:?}"
    );
    assert!(has_phase(&news, &OnlinePhase::Playing), "{news:?}");
    (link, calls)
}

#[test]
fn a_game_begun_shows_the_players_and_the_periods() {
    let (link, _) = playing();
    let view = link.view();
    let players = view.players.expect("players");
    assert_eq!(players[0], "Me (1500)");
    assert!(players[1].contains("Kenji") && !players[1].contains('\u{1b}'));
    assert_eq!(
        view.clocks,
        Some(["0:10 ×3".to_string(), "0:10 ×3".to_string()])
    );
    assert!(view.abortable);
    assert_eq!(view.url.as_deref(), Some("https://lishogi.org/AbCdEfGh"));
}

#[test]
fn our_move_goes_out_once_and_a_refusal_resyncs() {
    let (mut link, calls) = playing();
    let mut page = link.game().expect("a game").game(&link.us);
    let mv = crate::shogi::Move::from_usi("7g7f").expect("a move");
    page.play(mv).expect("legal");
    link.outgoing(&page);
    link.outgoing(&page);
    assert_eq!(
        calls.try_iter().collect::<Vec<_>>(),
        vec![(Some("AbCdEfGh".to_string()), Call::Play(mv))],
        "sent once"
    );
    let refused = Err(LishogiError::Refused {
        text: "Not your turn, or game already over".into(),
    });
    let news = feed(&mut link, Heard::Answered(Call::Play(mv), refused));
    assert!(said(&news)[0].contains("refused"), "{news:?}");
    let back = news.iter().find_map(|n| match n {
        LinkNews::Server(g) => Some(g.ply()),
        _ => None,
    });
    assert_eq!(back, Some(0), "the site's position again");
    // The site's state brings the move (and the answer).
    let news = feed(&mut link, state("7g7f 3c3d", "started"));
    let ply = news.iter().find_map(|n| match n {
        LinkNews::Server(g) => Some(g.ply()),
        _ => None,
    });
    assert_eq!(ply, Some(2));
    assert!(!link.view().abortable, "both have moved");
}

#[test]
fn the_end_is_said_as_lishogi_states_it() {
    let (mut link, _) = playing();
    let news = feed(&mut link, state("7g7f 3c3d", "resign"));
    assert!(has_phase(&news, &OnlinePhase::Over), "{news:?}");
    assert!(
        said(&news).iter().any(|s| s.starts_with("lishogi says")),
        "{news:?}"
    );
    feed(&mut link, Heard::GameStreamEnded);
    assert!(!link.is_live());
    assert!(link.interrupted().is_none());
}

#[test]
fn chat_lines_are_escaped_and_bounded() {
    let (mut link, calls) = playing();
    for i in 0..(CHAT_LINES + 20) {
        feed(
            &mut link,
            event(&format!(
                r#"{{"type":"chatLine","room":"player","username":"Ken\u001b[31m","text":"hi {i}\u0007"}}"#
            )),
        );
    }
    let chat = link.view().chat;
    assert_eq!(chat.len(), CHAT_LINES);
    assert!(
        chat.iter()
            .all(|l| !l.contains('\u{1b}') && !l.contains('\u{7}'))
    );
    assert!(chat.last().is_some_and(|l| l.contains("hi 69")), "{chat:?}");
    link.ask(vec![SiteAsk::Chat("good game".into())]);
    let (_, call) = calls.try_recv().expect("sent");
    assert_eq!(call, Call::Chat("good game".into()));
    feed(&mut link, Heard::Answered(call, Ok(None)));
    assert_eq!(
        link.view().chat.last().map(String::as_str),
        Some("Me: good game")
    );
}

#[test]
fn a_lost_stream_is_said_and_the_game_kept_interrupted() {
    let (mut link, _) = playing();
    feed(&mut link, state("7g7f", "started"));
    let news = feed(&mut link, Heard::Reconnecting("reset".into()));
    assert!(said(&news)[0].contains("reconnecting"), "{news:?}");
    let news = feed(&mut link, Heard::Gone("gave up".into()));
    assert!(
        news.iter()
            .any(|n| matches!(n, LinkNews::Lost(why) if why == "gave up")),
        "{news:?}"
    );
    assert!(!link.is_live());
}

#[test]
fn an_incoming_challenge_is_asked_and_answered() {
    let (mut link, calls) = LishogiLink::fed(&setup(Plan::Incoming));
    feed(&mut link, Heard::Ready(account()));
    let challenge = r#"{"type":"challenge","challenge":{"id":"ch1","rated":true,
        "challenger":{"id":"ken","name":"Ken","rating":1700},
        "destUser":{"id":"me","name":"Me"}}}"#;
    let challenge: Event = serde_json::from_str(challenge).expect("an event");
    let news = feed(&mut link, Heard::Event(Box::new(challenge)));
    assert!(
        news.iter()
            .any(|n| matches!(n, LinkNews::Offered { agreed: false, .. })),
        "{news:?}"
    );
    assert!(said(&news)[0].contains("Ken (1700)"), "{news:?}");
    let news = link.answer_offer(false);
    assert!(has_phase(&news, &OnlinePhase::WaitingForGame));
    assert_eq!(
        calls.try_recv().map(|c| c.1),
        Ok(Call::Decline("ch1".into()))
    );
}

#[test]
fn a_computer_in_our_seat_thinks_on_the_site_s_clock() {
    let (link, _) = playing();
    match link.turn_time() {
        Some(TurnTime::Clock { black, byoyomi, .. }) => {
            assert_eq!(black, Duration::ZERO, "all byoyomi");
            assert!(byoyomi >= Duration::from_secs(5) && byoyomi < Duration::from_secs(10));
        }
        other => panic!("{other:?}"),
    }
}
