//! Playing, refusing, taking back, replaying and reviewing moves.

use shogi_core::game::{
    EndReason, Game, MoveNote, NothingToUndo, PlayError, parse_usi_moves, replay,
};
use shogi_core::{Color, IllegalMove, Move, Position};
use shogi_records::kif_write::end_line;
use std::time::Duration;

fn mv(usi: &str) -> Move {
    Move::from_usi(usi).unwrap_or_else(|e| panic!("{e}"))
}

fn after(moves: &str) -> Position {
    let mut p = Position::startpos();
    for m in moves.split_whitespace() {
        p.do_move(mv(m));
    }
    p
}

fn played(moves: &str) -> Game {
    replay(Game::even(), parse_usi_moves(moves).unwrap()).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn illegal_move_leaves_the_game_untouched() {
    // Black wins a pawn on 3f; dropping it on file 7, where Black's pawn
    // stands on 7f, is nifu.
    let mut g = played("7g7f 3c3d 2g2f 3d3e 2f2e 3e3f 3g3f 4a3b 2e2d");
    // Back to Black's turn, after a take-back as a player would get there.
    g.undo().unwrap();
    let before = (g.position().clone(), g.ply());
    let err = g.play(mv("P*7e")).unwrap_err();
    assert_eq!(
        err,
        PlayError::Illegal(IllegalMove::Nifu {
            mover: Color::Black,
            file: 7
        })
    );
    assert_eq!(
        err.to_string(),
        "nifu: Black already has an unpromoted pawn on file 7"
    );
    let err = g.play(mv("3a3b")).unwrap_err();
    assert!(
        matches!(err, PlayError::Illegal(IllegalMove::NotYourPiece { .. })),
        "{err}"
    );
    assert_eq!((g.position().clone(), g.ply()), before);
    assert!(g.play(mv("P*7e")).is_err(), "still refused");
}

#[test]
fn view_shows_earlier_positions_without_losing_moves() {
    let g = played("7g7f 3c3d 2g2f 4a3b");
    assert_eq!(g.view(0), Some(&Position::startpos()));
    assert_eq!(g.view(2), Some(&after("7g7f 3c3d")));
    assert_eq!(g.view(4), Some(g.position()));
    assert_eq!(g.view(5), None);
    assert_eq!(g.ply(), 4);
}

#[test]
fn undo_walks_the_record_back() {
    let mut g = played("7g7f 3c3d 2g2f");
    assert_eq!(g.undo(), Ok(mv("2g2f")));
    assert_eq!(g.undo(), Ok(mv("3c3d")));
    assert_eq!(g.position(), &after("7g7f"));
    assert_eq!(g.side_to_move(), Color::White);
    let e = g.play(mv("4a3b")).unwrap();
    assert_eq!((e.mv, e.ply), (mv("4a3b"), 2));
    assert_eq!(g.position(), &after("7g7f 4a3b"));
}

#[test]
fn undo_at_the_start_is_refused() {
    let mut g = Game::even();
    assert_eq!(g.undo(), Err(NothingToUndo));
    assert_eq!(g.undo_to_turn_of(Color::Black), Err(NothingToUndo));
    assert_eq!(NothingToUndo.to_string(), "there is no move to take back");
}

#[test]
fn take_back_against_a_bot_undoes_to_the_humans_turn() {
    // Human Black, bot White: after the bot's reply, two moves go.
    let mut g = played("7g7f 3c3d");
    assert_eq!(g.undo_to_turn_of(Color::Black), Ok(2));
    assert_eq!(g.ply(), 0);
    // Before the bot has replied, only the human's move goes.
    let mut g = played("7g7f");
    assert_eq!(g.undo_to_turn_of(Color::Black), Ok(1));
    assert_eq!(g.side_to_move(), Color::Black);
    // Human White in a game where Black (the bot) moved first: taking back
    // White's only move would leave it Black's turn with nothing more to
    // undo, so nothing changes.
    let mut g = played("7g7f");
    assert_eq!(g.undo_to_turn_of(Color::White), Err(NothingToUndo));
    assert_eq!(g.ply(), 1);
}

#[test]
fn undo_withdraws_a_mate_and_playing_it_again_restores_it() {
    let mut g = Game::from_sfen("4k4/9/4P4/9/9/9/9/9/4K4 b G 1").unwrap();
    let e = g.play(mv("G*5b")).unwrap();
    assert_eq!(
        e.outcome.as_ref().map(|o| &o.reason),
        Some(&EndReason::Checkmate)
    );
    assert!(matches!(g.play(mv("5a4a")), Err(PlayError::Over(_))));
    g.undo().unwrap();
    assert!(!g.is_over());
    let e = g.play(mv("G*5b")).unwrap();
    assert_eq!(e.outcome.map(|o| o.winner), Some(Some(Color::Black)));
    assert_eq!(
        g.outcome().map(|o| o.sentence()).as_deref(),
        Some("Black wins by checkmate after 1 move")
    );
}

#[test]
fn undo_restores_repetition_counts() {
    let mut g = Game::from_sfen("6gkl/6pn1/4G3p/9/9/9/9/9/K8 b Gg 1").unwrap();
    let moves = parse_usi_moves(&"5c5d 3a4a 5d5c 4a3a ".repeat(2)).unwrap();
    for m in moves {
        g.play(m).unwrap();
    }
    assert_eq!(g.repetitions(), 3);
    for _ in 0..4 {
        g.undo().unwrap();
    }
    assert_eq!(g.repetitions(), 2);
    // Replaying forward counts the same occurrences again, not double.
    for m in parse_usi_moves("5c5d 3a4a 5d5c 4a3a").unwrap() {
        g.play(m).unwrap();
    }
    assert_eq!(g.repetitions(), 3);
    for m in parse_usi_moves("5c5d 3a4a 5d5c 4a3a").unwrap() {
        g.play(m).unwrap();
    }
    assert_eq!(g.outcome().map(|o| o.moves), Some(12));
}

#[test]
fn resignation_and_other_endings_refuse_further_play() {
    let mut g = played("7g7f");
    let o = g.resign(Color::Black).unwrap();
    assert_eq!(o.winner, Some(Color::White));
    assert_eq!(end_line(&o, false), "まで1手で後手の勝ち");
    let err = g.play(mv("3c3d")).unwrap_err();
    assert_eq!(
        err.to_string(),
        "the game is over: White wins by resignation"
    );
    assert!(g.resign(Color::White).is_err());
    assert!(g.interrupt().is_err());
    // Taking back the move withdraws the resignation too.
    g.undo().unwrap();
    assert!(!g.is_over());

    let mut g = played("7g7f 3c3d");
    let o = g.time_out(Color::Black).unwrap();
    assert_eq!(end_line(&o, false), "まで2手で時間切れにより後手の勝ち");
    let mut g = played("7g7f 3c3d");
    let o = g.interrupt().unwrap();
    assert_eq!(
        (o.winner, end_line(&o, false)),
        (None, "まで2手で中断".to_string())
    );
}

#[test]
fn illegal_move_in_a_loaded_record_ends_the_game() {
    let mut g = played("7g7f 3c3d");
    let attempt = mv("7f7e");
    let reason = IllegalMove::Nifu {
        mover: Color::Black,
        file: 7,
    };
    let o = g.end_with_illegal_move(Some((attempt, reason))).unwrap();
    assert_eq!(o.winner, Some(Color::White));
    assert_eq!(o.reason.code(), "illegal_move");
    assert_eq!(end_line(&o, false), "まで2手で先手の反則負け");
    assert!(o.text().contains("7f7e"));
}

#[test]
fn moves_carry_time_and_comments() {
    let mut g = Game::even();
    let note = MoveNote {
        time: Some(Duration::from_secs(16)),
        comment: Some("the usual".to_string()),
    };
    g.play_with(mv("7g7f"), note).unwrap();
    g.play(mv("3c3d")).unwrap();
    assert!(g.set_comment(2, Some("symmetric".into())));
    assert!(!g.set_comment(3, None));
    assert!(!g.set_comment(0, None));
    let m = g.moves();
    assert_eq!(m[0].time, Some(Duration::from_secs(16)));
    assert_eq!(m[0].comment.as_deref(), Some("the usual"));
    assert_eq!(m[1].comment.as_deref(), Some("symmetric"));
}

#[test]
fn replay_reports_the_first_bad_move_with_its_ply() {
    let moves = parse_usi_moves("7g7f 3c3d 7f7e 3d3e 7e7d 7c7d 2b7g").unwrap();
    let err = replay(Game::even(), moves).unwrap_err();
    assert_eq!(err.ply, 7);
    assert_eq!(
        err.to_string(),
        "ply 7: 2b7g: the piece on 2b is White's, and it is Black's turn"
    );
    let err = parse_usi_moves("7g7f 3c3d 7g7").unwrap_err();
    assert_eq!(err.ply, 3);
    assert_eq!(
        err.to_string(),
        "ply 3: 7g7: expected a move like 7g7f, 8h2b+ or P*5e"
    );
}
