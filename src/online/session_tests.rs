use super::*;

/// A summary as shogi-server sends it, Black to `your_turn`, with `moves`
/// already played (a resumed game).
fn summary(your_turn: &str, moves: &str) -> Vec<String> {
    let text = format!(
        "BEGIN Game_Summary
Protocol_Version:1.2
Protocol_Mode:Server
Format:Shogi 1.0
Declaration:Jishogi 1.1
Game_ID:g1
Name+:alice
Name-:bob
Your_Turn:{your_turn}
Rematch_On_Draw:NO
To_Move:+
Max_Moves:256
BEGIN Time
Time_Unit:1sec
Total_Time:60
Byoyomi:10
Least_Time_Per_Move:1
END Time
BEGIN Position
PI
+
{moves}END Position
END Game_Summary"
    );
    text.lines().map(str::to_string).collect()
}

fn feed(s: &mut Session, lines: &[String]) -> Vec<Event> {
    let mut events = Vec::new();
    for l in lines {
        events.extend(s.receive(l).unwrap_or_else(|e| panic!("{l}: {e}")));
    }
    events
}

fn started(your_turn: &str, moves: &str) -> Session {
    let (mut s, login) = Session::login("alice", "g1-60-10,x").unwrap();
    assert_eq!(login.to_string(), "LOGIN alice g1-60-10,x");
    feed(&mut s, &["LOGIN:alice OK".into()]);
    let events = feed(&mut s, &summary(your_turn, moves));
    assert!(matches!(&events[..], [Event::Offered(_)]), "{events:?}");
    assert_eq!(s.agree().unwrap().to_string(), "AGREE g1");
    assert_eq!(feed(&mut s, &["START:g1".into()]), [Event::Started]);
    s
}

fn usi(m: &str) -> Move {
    Move::from_usi(m).unwrap()
}

#[test]
fn a_game_runs_from_login_to_result() {
    let mut s = started("+", "");
    let game = s.game().unwrap();
    assert!(game.is_our_turn());
    let line = s.play(usi("7g7f"), Some("* 30 -3334FU".into())).unwrap();
    assert_eq!(line.to_string(), "+7776FU,'* 30 -3334FU");
    // Not again before the server confirms.
    assert!(matches!(
        s.play(usi("2g2f"), None),
        Err(SessionError::NotNow { .. })
    ));
    assert_eq!(
        feed(&mut s, &["+7776FU,T3".into()]),
        [Event::MoveConfirmed {
            mv: usi("7g7f"),
            time: Duration::from_secs(3)
        }]
    );
    assert_eq!(
        feed(&mut s, &["-3334FU,T5,'* -12 +2726FU".into()]),
        [Event::OpponentMoved {
            mv: usi("3c3d"),
            time: Duration::from_secs(5),
            comment: Some("* -12 +2726FU".into())
        }]
    );
    let game = s.game().unwrap();
    assert_eq!(game.remaining(Color::Black), Duration::from_secs(57));
    assert_eq!(game.remaining(Color::White), Duration::from_secs(55));
    assert_eq!(s.resign().unwrap().to_string(), "%TORYO");
    let events = feed(&mut s, &["%TORYO".into(), "#RESIGN".into(), "#LOSE".into()]);
    let [Event::GameOver(end)] = &events[..] else {
        panic!("{events:?}")
    };
    assert_eq!(end.winner, Some(Color::White));
    assert_eq!(end.word, EndWord::Resign);
    assert_eq!(end.describe(), "loss by resignation");
    let record = s.game().unwrap().record(&Player::bot("alice", 3));
    assert_eq!(record.moves.len(), 2);
    assert_eq!(record.moves[0].comments, ["* 30 -3334FU"]);
    assert_eq!(record.moves[1].comments, ["* -12 +2726FU"]);
    assert_eq!(record.info.white.name, "bob");
    assert_eq!(record.end.map(|e| e.word), Some(EndWord::Resign));
    assert_eq!(s.logout().to_string(), "LOGOUT");
    assert_eq!(
        feed(&mut s, &["LOGOUT:completed".into()]),
        [Event::LoggedOut]
    );
    assert!(s.is_closed());
}

#[test]
fn a_resumed_game_counts_its_moves_on_the_clocks() {
    let mut s = started("-", "+2726FU,T7\n");
    let game = s.game().unwrap();
    assert_eq!(game.moves().len(), 1);
    assert_eq!(game.remaining(Color::Black), Duration::from_secs(53));
    assert!(game.is_our_turn());
    assert_eq!(s.wait_limit(Duration::from_secs(5)), None);
    s.play(usi("3c3d"), None).unwrap();
    assert_eq!(
        s.wait_limit(Duration::from_secs(5)),
        Some(Duration::from_secs(5))
    );
    feed(&mut s, &["-3334FU,T1".into()]);
    // The opponent may use all its time and byoyomi before we worry.
    assert_eq!(
        s.wait_limit(Duration::from_secs(5)),
        Some(Duration::from_secs(53 + 10 + 5))
    );
}

#[test]
fn the_servers_moves_are_checked_on_our_board() {
    let mut s = started("-", "");
    let err = s.receive("+5554FU,T1").unwrap_err();
    assert!(
        matches!(&err, SessionError::IllegalServerMove { ply: 1, .. }),
        "{err}"
    );
    assert!(err.to_string().contains("illegal on our board"), "{err}");
}

#[test]
fn an_echo_that_is_not_our_move_is_refused() {
    let mut s = started("+", "");
    s.play(usi("7g7f"), None).unwrap();
    assert!(matches!(
        s.receive("+2726FU,T1"),
        Err(SessionError::Unexpected { .. })
    ));
    let mut s = started("+", "");
    // A move for our side that we never sent.
    assert!(matches!(
        s.receive("+2726FU,T1"),
        Err(SessionError::Unexpected { .. })
    ));
}

#[test]
fn every_ending_gets_its_record_word_and_winner() {
    use EndWord as W;
    // (lines after 7g7f by us (Black), our result, word, winner)
    let cases: [(&[&str], W, Option<Color>); 9] = [
        (
            &["%TORYO", "#RESIGN", "#WIN"],
            W::Resign,
            Some(Color::Black),
        ),
        (&["#TIME_UP", "#WIN"], W::TimeUp, Some(Color::Black)),
        (&["#TIME_UP", "#LOSE"], W::TimeUp, Some(Color::White)),
        (&["#ILLEGAL_MOVE", "#WIN"], W::FoulLoss, Some(Color::Black)),
        (&["#SENNICHITE", "#DRAW"], W::Sennichite, None),
        (
            &["#OUTE_SENNICHITE", "#LOSE"],
            W::PerpetualCheck {
                checker: Color::Black,
            },
            Some(Color::White),
        ),
        (
            &["%KACHI", "#JISHOGI", "#LOSE"],
            W::DeclareWin,
            Some(Color::White),
        ),
        (&["#MAX_MOVES", "#CENSORED"], W::MaxMoves, None),
        (&["#CHUDAN"], W::Interrupted, None),
    ];
    for (lines, word, winner) in cases {
        let mut s = started("+", "");
        s.play(usi("7g7f"), None).unwrap();
        feed(&mut s, &["+7776FU,T1".into()]);
        let lines: Vec<String> = lines.iter().map(|l| l.to_string()).collect();
        let events = feed(&mut s, &lines);
        let [Event::GameOver(end)] = &events[..] else {
            panic!("{lines:?}: {events:?}")
        };
        assert_eq!((end.word, end.winner), (word, winner), "{lines:?}");
    }
}

#[test]
fn a_refused_login_and_out_of_turn_commands_are_errors() {
    let (mut s, _) = Session::login("alice", "pw").unwrap();
    assert_eq!(
        s.receive("LOGIN:incorrect"),
        Err(SessionError::LoginRefused)
    );
    assert!(Session::login("al ice", "pw").is_err());
    assert!(Session::login("alice", "p\nw").is_err());
    let (mut s, _) = Session::login("alice", "pw").unwrap();
    assert!(matches!(s.agree(), Err(SessionError::NotNow { .. })));
    assert!(matches!(
        s.receive("START:g1"),
        Err(SessionError::Unexpected { .. })
    ));
    let mut s = started("-", "");
    assert!(matches!(s.resign(), Err(SessionError::NotNow { .. })));
}

/// Issue 47: a START for another game names both games.
#[test]
fn a_start_for_another_game_names_both() {
    let (mut s, _) = Session::login("alice", "pw").unwrap();
    feed(&mut s, &["LOGIN:alice OK".into()]);
    feed(&mut s, &summary("+", ""));
    s.agree().unwrap();
    let err = s.receive("START:g9").unwrap_err();
    assert_eq!(
        err,
        SessionError::OtherGame {
            started: "g9".into(),
            offered: "g1".into()
        }
    );
    let said = err.to_string();
    assert!(said.contains("'g9'") && said.contains("'g1'"), "{said}");
}

#[test]
fn a_rejected_proposal_goes_back_to_waiting() {
    let (mut s, _) = Session::login("alice", "pw").unwrap();
    feed(&mut s, &["LOGIN:alice OK".into()]);
    feed(&mut s, &summary("+", ""));
    assert_eq!(s.reject().unwrap().to_string(), "REJECT g1");
    assert_eq!(
        feed(&mut s, &["REJECT:g1 by alice".into()]),
        [Event::Rejected { by: "alice".into() }]
    );
    // And the next proposal is welcome.
    let events = feed(&mut s, &summary("+", ""));
    assert!(matches!(&events[..], [Event::Offered(_)]));
}

#[test]
fn the_sessions_errors_are_said_in_the_language_of_the_moment() {
    use crate::i18n::{Lang, in_lang};
    let said = |lang| {
        in_lang(lang, || {
            let bad_name = Session::login("al ice", "pw").map(|_| ()).unwrap_err();
            let (mut s, _) = Session::login("alice", "pw").unwrap();
            let early = s.agree().map(|_| ()).unwrap_err();
            let (mut s, _) = Session::login("alice", "pw").unwrap();
            let unexpected = s.receive("START:g1").map(|_| ()).unwrap_err();
            [bad_name, early, unexpected].map(|e| e.to_string())
        })
    };
    assert_eq!(
        said(Lang::En),
        [
            "the user name cannot be sent: it holds a space or a control character",
            "cannot agree now: no game is proposed",
            "the server sent 'START:g1' before answering the login",
        ]
    );
    assert_eq!(
        said(Lang::Ja),
        [
            "ユーザ名を送れません：空白か制御文字が含まれています",
            "今は対局を受ける（AGREE）ことはできません：対局の申し込みがありません",
            "ログインの応答より前にサーバから'START:g1'が届きました",
        ]
    );
}
