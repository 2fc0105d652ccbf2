//! Between records and the game controller: a record is replayed through
//! `Game::play_with`, so the controller alone decides legality and the
//! outcome; a game is turned back into a record to be saved or exported.

use super::load_notes::{Finding, IllegalAt, LoadNote, Unplayable};
use super::record::{BadMove, EndMarker, EndWord, GameInfo, GameResult, Record, RecordedMove};
use shogi_core::Color;
use shogi_core::game::{
    Declaration, EndReason, Game, MoveNote, Outcome, PlayError, Players, RuleSet,
};

/// What the controller made of the record's own end word.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EndCheck {
    /// The record gives no end word.
    NoEndWord,
    /// The rules find the same end in the final position, or nothing
    /// against it.
    Agrees,
    /// The moves could not all be played (an illegal move, or the rules
    /// ended the game before the record does): the controller's verdict is
    /// the outcome, and the record's end word is set aside.
    Differs { recorded: EndWord, found: Finding },
    /// The record's end is the outcome, but the rules see the final
    /// position otherwise (`why`): a resignation where the position is
    /// checkmate, a mate that is not there, a repetition that did not
    /// happen.
    Disagrees { recorded: EndWord, why: Finding },
}

/// A record loaded into a game.
#[derive(Clone, Debug)]
pub struct Loaded {
    pub game: Game,
    /// The record as read (headers, comments, bookmarks, variations), less
    /// a move that cannot be played after the game's end.
    pub record: Record,
    /// "move 109: nifu: …" when a move could not be played.
    pub illegal: Option<IllegalAt>,
    pub end_check: EndCheck,
}

impl Loaded {
    /// What a player should be told about the load, one sentence each:
    /// what the reader assumed or passed over, the illegal move, and an
    /// end word the rules do not bear out.
    pub fn notes(&self) -> Vec<LoadNote> {
        let mut notes: Vec<LoadNote> = self
            .record
            .warnings
            .iter()
            .cloned()
            .map(LoadNote::Read)
            .collect();
        if let Some(illegal) = &self.illegal {
            notes.push(LoadNote::GameEndsThere(illegal.clone()));
        }
        match &self.end_check {
            // A record that states no end (a `.usi` line) is not said to
            // end with the 'interrupted' it was given for the replay.
            EndCheck::Differs { found, .. } if self.record.end.is_none() => {
                notes.push(LoadNote::Found(found.clone()))
            }
            EndCheck::Differs {
                recorded,
                found: why,
            }
            | EndCheck::Disagrees { recorded, why } => notes.push(LoadNote::EndsBut {
                end: *recorded,
                to_move: self.game.position().side_to_move(),
                why: why.clone(),
            }),
            EndCheck::NoEndWord | EndCheck::Agrees => {}
        }
        notes
    }

    /// Whether the side to move in the final position is checkmated,
    /// whatever ending the record states (a player resigning when mated).
    pub fn final_position_checkmate(&self) -> bool {
        let pos = self.game.position();
        pos.in_check() && !pos.has_legal_move()
    }
}

/// Reads any record file (by extension) and replays it: what `review FILE`
/// and the load screen open.
pub fn open_record(path: &std::path::Path) -> Result<Loaded, super::error::RecordError> {
    Ok(load_game(crate::formats::files::read_record(path)?))
}

/// Replays a record's main line through the controller.
pub fn load_game(mut record: Record) -> Loaded {
    let mut rules = record.info.rules;
    if rules.is_none() && record.end.as_ref().is_some_and(|e| e.word == EndWord::Try) {
        // Only the try rule can end a game by a try.
        rules = Some(RuleSet::Try);
    }
    let mut game = Game::new(record.start.clone())
        .with_rules(rules.unwrap_or_default())
        .with_players(Players::new(
            record.info.black.clone(),
            record.info.white.clone(),
        ));
    if let Some(limit) = record.info.move_limit {
        game = game.with_move_limit(limit);
    }
    let mut illegal = None;
    let mut over_early = None;
    for (i, m) in record.moves.iter().enumerate() {
        let note = MoveNote {
            time: m.time,
            comment: (!m.comments.is_empty()).then(|| m.comments.join("\n")),
        };
        match game.play_with(m.mv, note) {
            Ok(_) => {}
            Err(PlayError::Illegal(e)) => {
                illegal = Some(IllegalAt {
                    number: ply_number(i),
                    why: Unplayable::Rule(e.clone()),
                });
                let _ = game.end_with_illegal_move(Some((m.mv, e)));
                break;
            }
            Err(PlayError::Over(over)) => {
                over_early = Some(Finding::OverBefore {
                    number: ply_number(i),
                    outcome: over.0,
                    handicap: game.is_handicap(),
                });
                break;
            }
        }
    }
    if let (None, None, Some(bad), Some(over)) =
        (&illegal, &over_early, &record.bad_move, game.outcome())
    {
        // The rules ended the game before the move that cannot be played:
        // it is one of the moves after the end, not a foul.
        over_early = Some(Finding::OverBefore {
            number: bad.ply,
            outcome: over.clone(),
            handicap: game.is_handicap(),
        });
    }
    if illegal.is_none()
        && over_early.is_none()
        && let Some(bad) = &record.bad_move
    {
        // When the reader decoded the move, the controller names the fault.
        let attempted = bad.mv.and_then(|mv| match game.clone().play(mv) {
            Err(PlayError::Illegal(e)) => Some((mv, e)),
            _ => None,
        });
        illegal = Some(IllegalAt {
            number: bad.ply,
            why: match &attempted {
                Some((_, e)) => Unplayable::Rule(e.clone()),
                None => Unplayable::Unreadable {
                    text: bad.text.clone(),
                    reason: bad.reason.clone(),
                    notation: bad.notation.clone(),
                },
            },
        });
        let _ = game.end_with_illegal_move(attempted);
    }
    if illegal.is_none() {
        // An unplayable move after the game's end is, like any move after
        // an end, not part of the game: no writer states it as a foul.
        record.bad_move = None;
    }
    let end_check = match (&record.end, over_early) {
        (Some(end), Some(why)) => EndCheck::Differs {
            recorded: end.word,
            found: why,
        },
        (None, Some(why)) => EndCheck::Differs {
            recorded: EndWord::Interrupted,
            found: why,
        },
        (None, None) => EndCheck::NoEndWord,
        (Some(end), None) if illegal.is_some() => match end.word {
            EndWord::FoulLoss | EndWord::IllegalAction { .. } => EndCheck::Agrees,
            word => EndCheck::Differs {
                recorded: word,
                found: Finding::IllegalEndedIt,
            },
        },
        (Some(end), None) => {
            let saved_winner = record.result.as_ref().and_then(|r| r.winner);
            apply_end(&mut game, end.word, saved_winner)
        }
    };
    Loaded {
        game,
        record,
        illegal,
        end_check,
    }
}

impl Loaded {
    /// The record to write (convert, analyse --write): the record as read,
    /// stating the outcome the controller decided, so that every format
    /// that can say it says the same winner and reason. Where the record's
    /// own end is that outcome (`Agrees`, `Disagrees`) it is kept as
    /// written; where replaying found another (an unreadable or illegal
    /// move, the rules ending the game first, no end word) the end word
    /// becomes the controller's, and a move after the rules' end is no
    /// foul to state (`load_game` left it out). It goes to a new file,
    /// which follows its type's custom (`.kif` in Shift_JIS) rather than
    /// the encoding the record's own file was read in.
    pub fn record_to_write(&self) -> Record {
        let mut record = self.record.clone();
        record.encoding_as_read = Default::default();
        record.result = result_of(&self.game);
        let keeps_own = matches!(
            self.end_check,
            EndCheck::Agrees | EndCheck::Disagrees { .. }
        );
        if let Some(outcome) = self.game.outcome()
            && !keeps_own
        {
            let word = end_word(outcome, record.side_to_move_at_end());
            let time = record
                .end
                .as_ref()
                .filter(|e| e.word == word)
                .and_then(|e| e.time);
            record.end = Some(EndMarker { word, time });
        }
        record
    }
}

/// Ends a game whose moves were all played the way its record states;
/// the rules only add a note where they see the final position otherwise.
/// `saved_winner` is the winner our own saves store: a player may resign
/// or lose on time while the opponent is to move, which the end word,
/// relative to the side to move, cannot say.
fn apply_end(game: &mut Game, word: EndWord, saved_winner: Option<Color>) -> EndCheck {
    let to_move = game.side_to_move();
    if let Some(found) = game.outcome().cloned() {
        // The rules ended the game with the last move: their outcome says
        // more (the checker, the limit) when it is the same end.
        if same_end(word, &found, to_move) {
            return EndCheck::Agrees;
        }
        let (winner, reason) = stated(game, word, saved_winner);
        game.end_as_recorded(winner, reason);
        let why = match found.reason {
            EndReason::Checkmate => Finding::FinalCheckmate,
            _ => Finding::RulesFind {
                outcome: found,
                handicap: game.is_handicap(),
            },
        };
        return EndCheck::Disagrees {
            recorded: word,
            why,
        };
    }
    if matches!(word, EndWord::DeclareWin)
        && let Ok(judged) = game.clone().declare()
        && same_end(word, &judged, to_move)
    {
        // Judged by the rules, with the declarer's points.
        game.end_as_recorded(judged.winner, judged.reason);
        return EndCheck::Agrees;
    }
    let why = doubt(game, word);
    let (winner, reason) = stated(game, word, saved_winner);
    game.end_as_recorded(winner, reason);
    match why {
        Some(why) => EndCheck::Disagrees {
            recorded: word,
            why,
        },
        None => EndCheck::Agrees,
    }
}

/// The outcome a record's end word states, given the game it ends.
fn stated(game: &Game, word: EndWord, saved_winner: Option<Color>) -> (Option<Color>, EndReason) {
    let to_move = game.side_to_move();
    let loser = saved_winner.map_or(to_move, Color::opponent);
    let illegal = EndReason::IllegalMove { attempted: None };
    match word {
        EndWord::Interrupted | EndWord::Error => (None, EndReason::Interrupted),
        EndWord::NoMate => (None, EndReason::NoMate),
        EndWord::Sealed => (None, EndReason::Sealed),
        EndWord::Resign => (Some(loser.opponent()), EndReason::Resignation),
        EndWord::TimeUp => (Some(loser.opponent()), EndReason::Timeout),
        EndWord::FoulLoss => (Some(to_move.opponent()), illegal),
        EndWord::FoulWin => (Some(to_move), illegal),
        EndWord::IllegalAction { offender } => (Some(offender.opponent()), illegal),
        EndWord::PerpetualCheck { checker } => (
            Some(checker.opponent()),
            EndReason::PerpetualCheck {
                checker: Some(checker),
            },
        ),
        EndWord::DeclareWin => (
            Some(to_move),
            EndReason::ImpasseDeclaration {
                declarer: to_move,
                rules: game.rules(),
                points: game.tally().sides.get(to_move).zone_points,
                result: Declaration::Win,
            },
        ),
        EndWord::DeclareDraw => (None, EndReason::Draw),
        EndWord::Impasse => (None, EndReason::Impasse),
        EndWord::MaxMoves => (
            None,
            EndReason::MoveLimit {
                limit: u32::try_from(game.ply()).unwrap_or(u32::MAX),
            },
        ),
        EndWord::Sennichite => (None, EndReason::Sennichite),
        EndWord::Checkmate => (Some(to_move.opponent()), EndReason::Checkmate),
        EndWord::Try => (Some(to_move.opponent()), EndReason::Try),
        // Kept as the other side's resignation: the controller has no
        // game that was never played.
        EndWord::DefaultWin => (Some(to_move), EndReason::Resignation),
        EndWord::DefaultLoss => (Some(to_move.opponent()), EndReason::Resignation),
    }
}

/// Where the rules see the final position otherwise than the end word
/// (the game not yet ended by them), why; `None` when nothing speaks
/// against it. Resignations, timeouts, fouls off the board, draws by
/// agreement and limits set by the event cannot be checked.
fn doubt(game: &Game, word: EndWord) -> Option<Finding> {
    let to_move = game.side_to_move();
    let handicap = game.is_handicap();
    match word {
        EndWord::Checkmate => Some(Finding::NotCheckmated {
            side: to_move,
            handicap,
        }),
        EndWord::Sennichite | EndWord::PerpetualCheck { .. } => Some(Finding::NotFourfold {
            count: game.repetitions(),
        }),
        EndWord::Try => Some(Finding::NoTry),
        EndWord::DeclareWin => Some(match game.clone().declare() {
            Ok(outcome) => Finding::DeclarationJudged { outcome, handicap },
            Err(e) => Finding::DeclarationRefused(e),
        }),
        EndWord::DefaultWin | EndWord::DefaultLoss => Some(Finding::DefaultWin),
        _ => None,
    }
}

/// The move number of the move at `index` of the main line (a record
/// holds at most `limits::MAX_PLY` moves, far below `u32::MAX`).
fn ply_number(index: usize) -> u32 {
    u32::try_from(index + 1).unwrap_or(u32::MAX)
}

/// Whether the rules' outcome is the end the word states.
fn same_end(word: EndWord, outcome: &Outcome, to_move: Color) -> bool {
    let same_winner = word.winner(to_move) == outcome.winner;
    let reason_fits = match (&outcome.reason, word) {
        (EndReason::Checkmate | EndReason::NoLegalMoves, EndWord::Checkmate) => true,
        (EndReason::Sennichite, EndWord::Sennichite) => true,
        (EndReason::PerpetualCheck { checker: None }, EndWord::Sennichite) => true,
        (EndReason::PerpetualCheck { checker: Some(_) }, w) => {
            matches!(
                w,
                EndWord::FoulWin
                    | EndWord::FoulLoss
                    | EndWord::IllegalAction { .. }
                    | EndWord::PerpetualCheck { .. }
            )
        }
        (EndReason::ImpasseDeclaration { result, .. }, w) => matches!(
            (result, w),
            (Declaration::Win, EndWord::DeclareWin)
                | (Declaration::Draw, EndWord::DeclareDraw | EndWord::Impasse)
                | (Declaration::Loss, EndWord::FoulLoss)
        ),
        (EndReason::Try, EndWord::Try) => true,
        (EndReason::MoveLimit { .. }, EndWord::MaxMoves | EndWord::Impasse) => true,
        _ => false,
    };
    reason_fits && same_winner
}

/// The record of a game (to save it or export it). `info` supplies what
/// the controller does not hold (title, dates, event); players, rules and
/// the move limit come from the game.
pub fn record_of(game: &Game, info: &GameInfo) -> Record {
    let mut info = info.clone();
    info.black = game.players().black.clone();
    info.white = game.players().white.clone();
    info.rules = Some(game.rules());
    info.move_limit = Some(game.move_limit());
    let moves = game
        .moves()
        .iter()
        .map(|m| RecordedMove {
            time: m.time,
            comments: m
                .comment
                .as_deref()
                .map(|c| c.lines().map(str::to_string).collect())
                .unwrap_or_default(),
            ..RecordedMove::new(m.mv)
        })
        .collect();
    let outcome = game.outcome();
    let bad_move = match outcome.map(|o| &o.reason) {
        Some(EndReason::IllegalMove {
            attempted: Some((mv, why)),
        }) => Some(BadMove {
            mv: Some(*mv),
            ply: game.ply() as u32 + 1,
            line: 0,
            text: mv.to_usi(),
            reason: why.to_string(),
            notation: None,
        }),
        _ => None,
    };
    let end = outcome.map(|o| EndMarker {
        word: end_word(o, game.side_to_move()),
        time: None,
    });
    Record {
        info,
        start: game.start().clone(),
        moves,
        bad_move,
        end,
        result: result_of(game),
        ..Record::default()
    }
}

/// The end word that states `o`, with `to_move` to move at the end.
fn end_word(o: &Outcome, to_move: Color) -> EndWord {
    match &o.reason {
        EndReason::Checkmate | EndReason::NoLegalMoves => EndWord::Checkmate,
        // Also when the side not to move resigned: `result` keeps the winner.
        EndReason::Resignation => EndWord::Resign,
        EndReason::Sennichite | EndReason::PerpetualCheck { checker: None } => EndWord::Sennichite,
        EndReason::PerpetualCheck { checker: Some(c) } => EndWord::PerpetualCheck { checker: *c },
        EndReason::ImpasseDeclaration { result, .. } => match result {
            Declaration::Win => EndWord::DeclareWin,
            Declaration::Draw => EndWord::DeclareDraw,
            Declaration::Loss => EndWord::FoulLoss,
        },
        EndReason::Try => EndWord::Try,
        EndReason::MoveLimit { .. } => EndWord::MaxMoves,
        // A record may state the foul of the side not to move.
        EndReason::IllegalMove { .. } => match o.winner {
            Some(w) if w == to_move => EndWord::IllegalAction {
                offender: w.opponent(),
            },
            _ => EndWord::FoulLoss,
        },
        EndReason::Timeout => EndWord::TimeUp,
        EndReason::Interrupted => EndWord::Interrupted,
        EndReason::Impasse => EndWord::Impasse,
        EndReason::Draw => EndWord::DeclareDraw,
        EndReason::NoMate => EndWord::NoMate,
        EndReason::Sealed => EndWord::Sealed,
    }
}

/// The controller's outcome in record terms, once the game is over.
pub fn result_of(game: &Game) -> Option<GameResult> {
    game.outcome().map(|o| GameResult {
        winner: o.winner,
        reason: o.reason.code().to_string(),
        text: o.text(),
        kif: crate::formats::kif_write::end_line(o, game.is_handicap()),
    })
}
