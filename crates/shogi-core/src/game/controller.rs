//! The game controller: the only place that decides a game is over.

use super::handicap::Handicap;
use super::impasse::{Declaration, ImpasseTally};
use super::outcome::{EndReason, GameOver, Outcome};
use super::played::{Event, MoveNote, PlayedMove};
use super::players::Players;
use super::repetition::{self, Repetition, RepetitionTable, SENNICHITE_OCCURRENCES};
use super::rules::{MoveLimit, RuleSet};
use crate::{Color, FromSfenError, IllegalMove, Move, PieceKind, Position, Square};
use thiserror::Error;

/// Where a game starts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Start {
    /// The standard start, Black to move.
    Even,
    /// A standard handicap, White (上手) to move.
    Handicap(Handicap),
    /// Any other position (an SFEN, a problem, a record's diagram).
    Custom(Box<Position>),
}

impl Start {
    pub fn position(&self) -> Position {
        match self {
            Start::Even => Position::startpos(),
            Start::Handicap(h) => h.position(),
            Start::Custom(p) => (**p).clone(),
        }
    }

    pub fn from_sfen(text: &str) -> Result<Start, FromSfenError> {
        Position::from_sfen(text).map(|p| Start::Custom(Box::new(p)))
    }

    pub fn handicap(&self) -> Option<Handicap> {
        match self {
            Start::Handicap(h) => Some(*h),
            _ => None,
        }
    }
}

/// Which kings a position lacks, which makes it no game, legal as it may
/// be: a game needs both kings (a mate problem leaves out the attacker's).
/// The editor's Play and a server's offer refuse alike.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MissingKings {
    Black,
    White,
    Both,
}

/// The kings `pos` lacks to be a game, or `None` when it has both.
pub fn missing_kings(pos: &Position) -> Option<MissingKings> {
    let missing = |c: Color| pos.king_square(c).is_none();
    match (missing(Color::Black), missing(Color::White)) {
        (false, false) => None,
        (true, true) => Some(MissingKings::Both),
        (true, false) => Some(MissingKings::Black),
        (false, true) => Some(MissingKings::White),
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PlayError {
    #[error(transparent)]
    Illegal(#[from] IllegalMove),
    #[error(transparent)]
    Over(#[from] GameOver),
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum DeclareError {
    #[error(transparent)]
    Over(#[from] GameOver),
    #[error("impasse declaration is not available {}", refusal_context(*.0))]
    NotAvailable(RuleSet),
}

/// Where a refused declaration stands, for its message.
fn refusal_context(rules: RuleSet) -> &'static str {
    match rules {
        RuleSet::Try => "under the try rule (reach the enemy king's square instead)",
        _ => "in a game played without an impasse rule",
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
#[error("there is no move to take back")]
pub struct NothingToUndo;

/// The square a king must reach to win under the try rule: the enemy
/// king's start square.
pub fn try_square(c: Color) -> Square {
    match c {
        Color::Black => Square::SQ_5A,
        Color::White => Square::SQ_5I,
    }
}

/// A game: start, moves, settings and, once decided, the outcome.
#[derive(Clone, Debug)]
pub struct Game {
    start: Start,
    /// `positions[i]` is the position after `i` moves; never empty.
    positions: Vec<Position>,
    moves: Vec<PlayedMove>,
    table: RepetitionTable,
    players: Players,
    rules: RuleSet,
    move_limit: MoveLimit,
    outcome: Option<Outcome>,
}

impl Game {
    pub fn new(start: Start) -> Game {
        let first = start.position();
        let mut table = RepetitionTable::new();
        table.push(first.key(), 0);
        let mut game = Game {
            start,
            positions: vec![first],
            moves: Vec::new(),
            table,
            players: Players::default(),
            rules: RuleSet::default(),
            move_limit: MoveLimit::default(),
            outcome: None,
        };
        // A composed start may already be lost for the side to move.
        game.outcome = game.no_legal_move_end();
        game
    }

    pub fn even() -> Game {
        Game::new(Start::Even)
    }

    pub fn handicap_game(h: Handicap) -> Game {
        Game::new(Start::Handicap(h))
    }

    pub fn from_sfen(text: &str) -> Result<Game, FromSfenError> {
        Start::from_sfen(text).map(Game::new)
    }

    pub fn with_rules(mut self, rules: RuleSet) -> Game {
        self.rules = rules;
        self
    }

    pub fn with_move_limit(mut self, limit: MoveLimit) -> Game {
        self.move_limit = limit;
        self
    }

    pub fn with_players(mut self, players: Players) -> Game {
        self.players = players;
        self
    }

    // --- what the game is ------------------------------------------------

    pub fn start(&self) -> &Start {
        &self.start
    }

    pub fn handicap(&self) -> Option<Handicap> {
        self.start.handicap()
    }

    pub fn is_handicap(&self) -> bool {
        self.handicap().is_some()
    }

    pub fn rules(&self) -> RuleSet {
        self.rules
    }

    pub fn move_limit(&self) -> MoveLimit {
        self.move_limit
    }

    pub fn players(&self) -> &Players {
        &self.players
    }

    pub fn players_mut(&mut self) -> &mut Players {
        &mut self.players
    }

    pub fn start_position(&self) -> &Position {
        &self.positions[0]
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        // `positions` starts with the start position and only `undo` pops,
        // never below one entry.
        self.positions.last().unwrap_or(&self.positions[0])
    }

    pub fn side_to_move(&self) -> Color {
        self.position().side_to_move()
    }

    /// Moves played so far.
    pub fn ply(&self) -> usize {
        self.moves.len()
    }

    pub fn moves(&self) -> &[PlayedMove] {
        &self.moves
    }

    pub fn last_move(&self) -> Option<&PlayedMove> {
        self.moves.last()
    }

    /// The position after `ply` moves (0 = the start), for review; later
    /// moves stay in the game.
    pub fn view(&self, ply: usize) -> Option<&Position> {
        self.positions.get(ply)
    }

    pub fn outcome(&self) -> Option<&Outcome> {
        self.outcome.as_ref()
    }

    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }

    /// How many times the current position has occurred (1 = first time).
    pub fn repetitions(&self) -> usize {
        self.repetitions_at(self.ply())
    }

    /// How many times the position after `ply` moves had occurred by then.
    pub fn repetitions_at(&self, ply: usize) -> usize {
        self.table.occurrences(&self.positions, ply).len()
    }

    /// Impasse figures and verdicts for the current position.
    pub fn tally(&self) -> ImpasseTally {
        ImpasseTally::of(self.position())
    }

    // --- playing -----------------------------------------------------------

    pub fn play(&mut self, mv: Move) -> Result<Event, PlayError> {
        self.play_with(mv, MoveNote::default())
    }

    /// Plays a move with its time and comment. An illegal move leaves the
    /// game untouched.
    pub fn play_with(&mut self, mv: Move, note: MoveNote) -> Result<Event, PlayError> {
        self.ensure_not_over()?;
        self.position().check_move(mv)?;
        Ok(self.apply(mv, note))
    }

    /// Adds a (legal) move to the game and decides whether it ended the game.
    fn apply(&mut self, mv: Move, note: MoveNote) -> Event {
        let before = self.position();
        let mover = before.side_to_move();
        let reached_try = self.rules == RuleSet::Try
            && mv.to() == try_square(mover)
            && mv
                .from()
                .and_then(|from| before.piece_at(from))
                .is_some_and(|p| p.kind == PieceKind::King);
        let mut next = before.clone();
        next.do_move(mv);
        let check = next.in_check();
        let ply = self.moves.len() + 1;
        self.table.push(next.key(), ply);
        self.positions.push(next);
        self.moves.push(PlayedMove {
            mv,
            mover,
            check,
            time: note.time,
            comment: note.comment,
        });
        let occurrences = self.table.occurrences(&self.positions, ply);
        self.outcome = if reached_try {
            Some(Outcome::new(Some(mover), EndReason::Try, ply))
        } else {
            self.no_legal_move_end()
                .or_else(|| self.repetition_end(&occurrences))
                .or_else(|| self.move_limit_end())
        };
        Event {
            mv,
            mover,
            ply,
            check,
            repetitions: occurrences.len(),
            outcome: self.outcome.clone(),
        }
    }

    /// No legal move loses, in check (checkmate) or not.
    fn no_legal_move_end(&self) -> Option<Outcome> {
        let pos = self.position();
        if pos.has_legal_move() {
            return None;
        }
        let reason = if pos.in_check() {
            EndReason::Checkmate
        } else {
            EndReason::NoLegalMoves
        };
        let winner = pos.side_to_move().opponent();
        Some(Outcome::new(Some(winner), reason, self.ply()))
    }

    fn repetition_end(&self, occurrences: &[usize]) -> Option<Outcome> {
        if occurrences.len() < SENNICHITE_OCCURRENCES {
            return None;
        }
        let first = occurrences[0];
        let cycle = self.moves[first..].iter().map(|m| (m.mover, m.check));
        let n = self.ply();
        Some(match repetition::judge(cycle) {
            Repetition::Sennichite => Outcome::new(None, EndReason::Sennichite, n),
            Repetition::PerpetualCheck { checker } => Outcome::new(
                Some(checker.opponent()),
                EndReason::PerpetualCheck {
                    checker: Some(checker),
                },
                n,
            ),
            Repetition::MutualPerpetualCheck => {
                Outcome::new(None, EndReason::PerpetualCheck { checker: None }, n)
            }
        })
    }

    fn move_limit_end(&self) -> Option<Outcome> {
        let MoveLimit::Plies(limit) = self.move_limit else {
            return None;
        };
        let n = self.ply();
        let gave_check = |ply: usize| {
            ply.checked_sub(1)
                .and_then(|i| self.moves.get(i))
                .is_some_and(|m| m.check)
        };
        self.move_limit
            .reached(n, gave_check(n), gave_check(n.saturating_sub(1)))
            .then(|| Outcome::new(None, EndReason::MoveLimit { limit }, self.ply()))
    }

    fn ensure_not_over(&self) -> Result<(), GameOver> {
        match &self.outcome {
            Some(o) => Err(GameOver(o.clone())),
            None => Ok(()),
        }
    }

    fn finish(&mut self, winner: Option<Color>, reason: EndReason) -> Result<Outcome, GameOver> {
        self.ensure_not_over()?;
        let outcome = Outcome::new(winner, reason, self.ply());
        self.outcome = Some(outcome.clone());
        Ok(outcome)
    }

    // --- ending without a move -------------------------------------------

    /// `loser` resigns; either side may, on either turn.
    pub fn resign(&mut self, loser: Color) -> Result<Outcome, GameOver> {
        self.finish(Some(loser.opponent()), EndReason::Resignation)
    }

    /// `loser` ran out of time.
    pub fn time_out(&mut self, loser: Color) -> Result<Outcome, GameOver> {
        self.finish(Some(loser.opponent()), EndReason::Timeout)
    }

    /// The game stops without a result (a record that simply ends).
    pub fn interrupt(&mut self) -> Result<Outcome, GameOver> {
        self.finish(None, EndReason::Interrupted)
    }

    /// For loaded records: the side to move made an illegal move (given
    /// when the record has it) and loses.
    pub fn end_with_illegal_move(
        &mut self,
        attempted: Option<(Move, IllegalMove)>,
    ) -> Result<Outcome, GameOver> {
        let loser = self.side_to_move();
        self.finish(Some(loser.opponent()), EndReason::IllegalMove { attempted })
    }

    /// For loaded records: the game ends as the record states, even over
    /// an end the rules found in its final position (a resignation written
    /// in a mated position stays a resignation).
    pub fn end_as_recorded(&mut self, winner: Option<Color>, reason: EndReason) -> Outcome {
        let outcome = Outcome::new(winner, reason, self.ply());
        self.outcome = Some(outcome.clone());
        outcome
    }

    /// The side to move declares impasse (entering kings) under the game's
    /// rule set. This always ends the game: a declaration that does not
    /// meet the conditions loses, as the rules say.
    pub fn declare(&mut self) -> Result<Outcome, DeclareError> {
        self.ensure_not_over()?;
        let declarer = self.side_to_move();
        let tally = self.tally();
        let result = match self.rules {
            RuleSet::Declare27 => tally.declare27(declarer),
            RuleSet::Declare24 => tally.declare24(declarer),
            RuleSet::Try | RuleSet::None => return Err(DeclareError::NotAvailable(self.rules)),
        };
        let winner = match result {
            Declaration::Win => Some(declarer),
            Declaration::Draw => None,
            Declaration::Loss => Some(declarer.opponent()),
        };
        let reason = EndReason::ImpasseDeclaration {
            declarer,
            rules: self.rules,
            points: tally.sides.get(declarer).zone_points,
            result,
        };
        Ok(self.finish(winner, reason)?)
    }

    // --- taking back -------------------------------------------------------

    /// Takes back the last move. Whatever ended the game (a mate, a
    /// resignation, a declaration) is withdrawn with it.
    pub fn undo(&mut self) -> Result<Move, NothingToUndo> {
        let last = self.moves.pop().ok_or(NothingToUndo)?;
        if let Some(p) = self.positions.pop() {
            self.table.pop(p.key());
        }
        self.outcome = None;
        Ok(last.mv)
    }

    /// Takes back moves until it is `side`'s turn again: one move, or two
    /// when the opponent (a bot) has already replied. Nothing changes when
    /// there are not enough moves. Returns how many moves were taken back.
    pub fn undo_to_turn_of(&mut self, side: Color) -> Result<usize, NothingToUndo> {
        let last_mover = self.last_move().ok_or(NothingToUndo)?.mover;
        let count = if last_mover == side { 1 } else { 2 };
        if count > self.ply() {
            return Err(NothingToUndo);
        }
        for _ in 0..count {
            self.undo()?;
        }
        Ok(count)
    }

    /// Sets or clears the comment of the move that made the game `ply`
    /// moves long (1 = the first move). False if there is no such move.
    pub fn set_comment(&mut self, ply: usize, comment: Option<String>) -> bool {
        match ply.checked_sub(1).and_then(|i| self.moves.get_mut(i)) {
            Some(m) => {
                m.comment = comment;
                true
            }
            None => false,
        }
    }
}
