//! Records replayed through the game controller: legality, outcomes, and
//! the record's own end word checked against what the controller finds.

use shogi_core::game::{EndReason, Game, Player, RuleSet, Start};
use shogi_core::notation::NotationError;
use shogi_core::{Color, IllegalMove, Move, Position};
use shogi_records::files::{FileKind, parse_text, write_text};
use shogi_records::{
    EndCheck, EndMarker, EndWord, Finding, GameInfo, LoadNote, Record, Unplayable, load_game,
    read_record, record_of,
};
use std::path::Path;
use std::time::Duration;

fn data(name: &str) -> Record {
    read_record(
        &Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../../tests/data")
            .join(name),
    )
    .unwrap()
}

#[test]
fn a_resigned_game_loads_with_the_controller_agreeing() {
    let loaded = load_game(data("kif/even_branches.kifu"));
    assert_eq!(loaded.end_check, EndCheck::Agrees);
    assert_eq!(loaded.illegal, None);
    let outcome = loaded.game.outcome().unwrap();
    assert_eq!(outcome.reason, EndReason::Resignation);
    assert_eq!(outcome.winner, Some(Color::White));
    assert_eq!(loaded.game.ply(), 10);
    // Comments and times travel with the moves into the game.
    assert_eq!(
        loaded.game.moves()[0].comment.as_deref(),
        Some("序盤の定跡")
    );
    assert_eq!(loaded.game.moves()[4].time, Some(Duration::from_secs(60)));
    // Variations stay in the record for review.
    assert_eq!(loaded.record.variations.len(), 3);
}

#[test]
fn an_illegal_move_ends_the_game_as_a_loss_for_its_maker() {
    for name in ["usi/nifu.usi", "csa/nifu.csa", "kif/nifu.kifu"] {
        let loaded = load_game(data(name));
        let outcome = loaded
            .game
            .outcome()
            .unwrap_or_else(|| panic!("{name}: not over"));
        assert!(
            matches!(outcome.reason, EndReason::IllegalMove { .. }),
            "{name}: {outcome:?}"
        );
        assert_eq!(outcome.winner, Some(Color::White), "{name}");
        assert_eq!(
            loaded.game.ply(),
            8,
            "{name}: moves before the illegal one are kept"
        );
        let illegal = loaded.illegal.unwrap();
        assert_eq!(illegal.number, 9, "{name}: {illegal}");
        // The fault as a value: the controller's, or the KIF reader's
        // when it could not make a move of the text.
        let nifu = IllegalMove::Nifu {
            mover: Color::Black,
            file: 5,
        };
        let fault = match &illegal.why {
            Unplayable::Rule(e) => Some(e),
            Unplayable::Unreadable { notation, .. } => match notation {
                Some(NotationError::Illegal(e)) => Some(e),
                _ => None,
            },
        };
        assert_eq!(fault, Some(&nifu), "{name}: {illegal:?}");
        let why = illegal.to_string();
        assert!(why.starts_with("move 9: "), "{name}: {why}");
        assert!(
            why.contains("nifu: Black already has an unpromoted pawn on file 5"),
            "{name}: {why}"
        );
    }
    // The controller itself named the fault of the USI and CSA moves.
    let loaded = load_game(data("usi/nifu.usi"));
    let Some(EndReason::IllegalMove {
        attempted: Some((mv, _)),
    }) = loaded.game.outcome().map(|o| o.reason.clone())
    else {
        panic!("no attempted move")
    };
    assert_eq!(mv, Move::from_usi("P*5e").unwrap());
    // The record's own 投了 after the illegal move is not what happened.
    let loaded = load_game(data("kif/nifu.kifu"));
    assert!(
        matches!(
            loaded.end_check,
            EndCheck::Differs {
                recorded: EndWord::Resign,
                ..
            }
        ),
        "{:?}",
        loaded.end_check
    );
}

#[test]
fn sennichite_is_checked_as_a_fourfold_repetition() {
    let loaded = load_game(data("kif/sennichite.kifu"));
    assert_eq!(loaded.end_check, EndCheck::Agrees);
    let outcome = loaded.game.outcome().unwrap();
    assert_eq!(outcome.reason, EndReason::Sennichite);
    assert_eq!(outcome.winner, None);

    // Cut two moves: the record's word still decides, with a note.
    let mut short = data("kif/sennichite.kifu");
    short.moves.truncate(10);
    let loaded = load_game(short);
    assert!(
        matches!(
            &loaded.end_check,
            EndCheck::Disagrees {
                recorded: EndWord::Sennichite,
                why: Finding::NotFourfold { count: 3 }
            }
        ),
        "{:?}",
        loaded.end_check
    );
    assert_eq!(loaded.game.outcome().unwrap().reason, EndReason::Sennichite);
}

#[test]
fn a_false_mate_claim_stands_with_a_note() {
    let loaded = load_game(data("kif/false_mate.kifu"));
    assert!(matches!(
        loaded.end_check,
        EndCheck::Disagrees {
            recorded: EndWord::Checkmate,
            ..
        }
    ));
    // The note is a value, the side not mated in it, for the app to word.
    let to_move = loaded.game.position().side_to_move();
    assert_eq!(
        loaded.notes(),
        [LoadNote::EndsBut {
            end: EndWord::Checkmate,
            to_move,
            why: Finding::NotCheckmated {
                side: to_move,
                handicap: false
            }
        }]
    );
    assert_eq!(loaded.game.outcome().unwrap().winner, Some(Color::Black));
}

/// RULE_EXAMPLES.md section 4: both sides have 27 points.
const IMPASSE: &str =
    "K+P+P+L5/+N+P+P+B5/+P+P+P+R5/9/9/9/5+r+p+p+p/5+b+p+n+p/5+n+sgk b 2GSNL3Pg2s2l3p 1";

fn declaration(side: &str) -> Record {
    let sfen = IMPASSE.replace(" b ", side);
    let record = Record {
        start: Start::Custom(Box::new(Position::from_sfen(&sfen).unwrap())),
        end: Some(EndMarker {
            word: EndWord::DeclareWin,
            time: None,
        }),
        ..Record::default()
    };
    // Through CSA text, as a downloaded %KACHI record would arrive.
    let text = write_text(&record, FileKind::Csa).unwrap();
    assert!(text.contains("%KACHI"), "{text}");
    parse_text(&text, FileKind::Csa).unwrap()
}

#[test]
fn kachi_is_a_declaration_judged_by_the_controller() {
    // White to move: 27 points are enough for White.
    let loaded = load_game(declaration(" w "));
    assert_eq!(loaded.end_check, EndCheck::Agrees);
    let outcome = loaded.game.outcome().unwrap();
    assert!(matches!(
        outcome.reason,
        EndReason::ImpasseDeclaration { .. }
    ));
    assert_eq!(outcome.winner, Some(Color::White));
    // Black to move: 27 < 28, the rules would fail the declaration, but
    // the record says Black won; the note says what the rules find.
    let loaded = load_game(declaration(" b "));
    assert_eq!(loaded.game.outcome().unwrap().winner, Some(Color::Black));
    assert!(matches!(
        loaded.end_check,
        EndCheck::Disagrees {
            recorded: EndWord::DeclareWin,
            ..
        }
    ));
}

#[test]
fn a_game_becomes_a_record_and_back() {
    let mut game =
        Game::even()
            .with_rules(RuleSet::Declare24)
            .with_players(shogi_core::game::Players::new(
                Player::human("Alice"),
                Player::bot("shogi-tui", 3),
            ));
    for u in ["7g7f", "3c3d", "8h2b+"] {
        game.play(Move::from_usi(u).unwrap()).unwrap();
    }
    game.resign(Color::White).unwrap();
    let info = GameInfo {
        title: Some("test".into()),
        ..GameInfo::default()
    };
    let record = record_of(&game, &info);
    assert_eq!(record.end.as_ref().map(|e| e.word), Some(EndWord::Resign));
    assert_eq!(record.result.as_ref().unwrap().kif, "まで3手で先手の勝ち");
    let kif = write_text(&record, FileKind::Kifu).unwrap();
    assert!(kif.contains("まで3手で先手の勝ち"), "{kif}");
    // Through the save format and back into a game: the same game.
    let saved = parse_text(
        &write_text(&record, FileKind::Save).unwrap(),
        FileKind::Save,
    )
    .unwrap();
    assert_eq!(saved, record);
    let loaded = load_game(saved);
    assert_eq!(loaded.game.moves(), game.moves());
    assert_eq!(loaded.game.outcome(), game.outcome());
    assert_eq!(loaded.game.rules(), RuleSet::Declare24);
    assert_eq!(loaded.game.players(), game.players());
}

#[test]
fn resigning_while_the_opponent_is_to_move_survives_a_save() {
    // Black resigns while White (a bot, say) is thinking.
    let mut game = Game::even();
    game.play(Move::from_usi("7g7f").unwrap()).unwrap();
    game.resign(Color::Black).unwrap();
    let record = record_of(&game, &GameInfo::default());
    let saved = parse_text(
        &write_text(&record, FileKind::Save).unwrap(),
        FileKind::Save,
    )
    .unwrap();
    let loaded = load_game(saved);
    assert_eq!(loaded.game.outcome().unwrap().winner, Some(Color::White));
}

#[test]
fn review_data_comments_bookmarks_and_variations() {
    let path =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/data/kif/even_branches.kifu");
    let loaded = shogi_records::open_record(&path).unwrap();
    assert_eq!(loaded.comments_at(0), ["対局前のコメント"]);
    assert_eq!(loaded.comments_at(1), ["序盤の定跡"]);
    assert!(loaded.comments_at(2).is_empty());
    assert!(loaded.comments_at(99).is_empty());
    assert_eq!(loaded.bookmark_at(4), Some("角交換"));
    let at9 = loaded.variations_at(9);
    assert_eq!(at9.len(), 1);
    assert_eq!((at9[0].first_move.as_str(), at9[0].moves), ("▲６八玉", 2));
    let at3 = loaded.variations_at(3);
    assert_eq!(at3[0].first_move, "▲２六歩");
    assert!(loaded.variations_at(5).is_empty());
    // The nested variation (move 4 of the move-3 line) as its own game.
    let game = loaded.variation_game(2).unwrap().unwrap();
    assert_eq!(game.ply(), 4);
    assert_eq!(game.moves()[3].mv, Move::from_usi("2b8h+").unwrap());
    assert!(loaded.variation_game(9).is_none());
    // Nested: the move-3 line has its own 変化 at move 4; the main line has none there.
    let nested = loaded.variations_from(Some(1), 4);
    assert_eq!(nested.len(), 1);
    assert_eq!(nested[0].index, 2);
    assert_eq!(nested[0].first_move, "△８八角成");
    assert!(loaded.variations_from(None, 4).is_empty());
    assert!(loaded.variations_from(Some(7), 4).is_empty());
}
