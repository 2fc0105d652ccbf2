//! One drill: a position from the player's own game where they went
//! wrong, kept as text (SFEN and USI) so the file reads in any version
//! and by any tool.

use crate::analysis::better_move::NextMove;
use crate::analysis::marks::judge;
use crate::kifu::evaluation::EvalScore;
use crate::shogi::{Move, Position};
use serde::{Deserialize, Serialize};

/// The longest game line a drill keeps (the moves before its position,
/// for the search to know the repetitions): longer games are rare, and a
/// hand-made file cannot grow a drill past it.
pub const MAX_LINE: usize = 1024;

/// The most of an engine line a drill keeps: more than a player reads.
pub const MAX_SHOWN_LINE: usize = 16;

/// The most answers an opening drill is judged by: more than any
/// position has legal moves, so a hand-made file cannot grow it.
pub const MAX_ANSWERS: usize = 600;

/// Where an opening drill's answers came from.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Known {
    /// The opening book's moves.
    #[default]
    Book,
    /// The game database's most played move.
    Games,
}

/// What a drill asks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum DrillKind {
    /// A move analysis marked `?` or `??`: find a better one.
    #[default]
    Mistake,
    /// The player's move that left the known opening: find a known one
    /// (`Drill::answers`), known from where it says.
    Opening(Known),
}

impl DrillKind {
    /// The kind as `drills list --json` names it.
    pub fn name(self) -> &'static str {
        match self {
            DrillKind::Mistake => "mistake",
            DrillKind::Opening(_) => "opening",
        }
    }
}

/// An engine score kept in a drill, Black's point of view.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Score {
    Cp(i32),
    Mate(i32),
}

impl From<EvalScore> for Score {
    fn from(s: EvalScore) -> Score {
        match s {
            EvalScore::Cp(cp) => Score::Cp(cp),
            EvalScore::Mate(n) => Score::Mate(n),
        }
    }
}

impl From<Score> for EvalScore {
    fn from(s: Score) -> EvalScore {
        match s {
            Score::Cp(cp) => EvalScore::Cp(cp),
            Score::Mate(n) => EvalScore::Mate(n),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Drill {
    pub kind: DrillKind,
    /// The position before the game's move, the player to move.
    pub sfen: String,
    /// The game's move and the engine's, in USI.
    pub played: String,
    pub best: String,
    /// Centipawns the game's move gave away against the engine's, each
    /// score capped as the marks cap it.
    pub loss_cp: i32,
    pub best_score: Score,
    pub played_score: Score,
    /// The engine's line from the position (its best move first), and
    /// its line after the game's move (the reply that punished it first),
    /// in USI: what a wrong answer is shown.
    #[serde(default)]
    pub best_line: Vec<String>,
    #[serde(default)]
    pub punish_line: Vec<String>,
    /// Every move that answers it, in USI: an opening drill's known
    /// moves (`best` the first of them); empty for a mistake, which a
    /// search judges.
    #[serde(default)]
    pub answers: Vec<String>,
    /// The game's start and its moves up to `sfen`.
    pub start: String,
    pub line: Vec<String>,
    /// The move's number in its game (1 = the first).
    pub number: usize,
    /// Where it came from: the record's file, and who played.
    pub source: String,
    pub black: String,
    pub white: String,
}

impl Drill {
    pub fn of(found: &NextMove, source: String, black: String, white: String) -> Drill {
        Drill {
            kind: DrillKind::Mistake,
            sfen: found.position.to_sfen(),
            played: found.played.to_usi(),
            best: found.best.to_usi(),
            loss_cp: judge(found.best_score, found.played_score, found.mover()).loss_cp,
            best_score: found.best_score.into(),
            played_score: found.played_score.into(),
            best_line: Vec::new(),
            punish_line: Vec::new(),
            answers: Vec::new(),
            start: found.start.to_sfen(),
            line: found.before.iter().map(|m| m.to_usi()).collect(),
            number: found.number,
            source,
            black,
            white,
        }
    }

    /// The opening drill at `pos` (reached from `start` by `line`), where
    /// the game played `played` and `known` were the moves known, from
    /// where it says; `names` are the source, Black and White. It has no
    /// scores: no engine judged it (`loss_cp` 0, both scores 0).
    pub fn opening(
        pos: &Position,
        start: &Position,
        line: &[Move],
        played: Move,
        (known, from): (&[Move], Known),
        (source, black, white): (&str, &str, &str),
    ) -> Drill {
        let answers: Vec<String> = known.iter().map(|m| m.to_usi()).collect();
        Drill {
            kind: DrillKind::Opening(from),
            sfen: pos.to_sfen(),
            played: played.to_usi(),
            best: answers.first().cloned().unwrap_or_default(),
            loss_cp: 0,
            best_score: Score::Cp(0),
            played_score: Score::Cp(0),
            best_line: Vec::new(),
            punish_line: Vec::new(),
            answers,
            start: start.to_sfen(),
            line: line.iter().map(|m| m.to_usi()).collect(),
            number: line.len() + 1,
            source: source.to_string(),
            black: black.to_string(),
            white: white.to_string(),
        }
    }

    /// The moves that answer it, for the quiz to judge without a search;
    /// empty for a mistake, or a hand-made answer that is not a move.
    pub fn known_answers(&self) -> Vec<Move> {
        self.answers
            .iter()
            .take(MAX_ANSWERS)
            .filter_map(|u| Move::from_usi(u).ok())
            .collect()
    }

    /// The drill with the engine's lines from the analysis: `before` of
    /// the position, `after` of the position after the game's move.
    pub fn with_lines(mut self, before: &[Move], after: &[Move]) -> Drill {
        let usi = |line: &[Move]| {
            line.iter()
                .take(MAX_SHOWN_LINE)
                .map(|m| m.to_usi())
                .collect()
        };
        self.best_line = usi(before);
        self.punish_line = usi(after);
        self
    }

    /// Which drill this is: a position and the move it asks to improve on.
    /// The same mistake from two imports of one game is one drill.
    pub fn key(&self) -> (&str, &str) {
        (&self.sfen, &self.played)
    }

    /// The drill as the quiz's judge takes it; `None` for one a hand or a
    /// newer version made that does not replay (passed over, not shown).
    pub fn question(&self) -> Option<NextMove> {
        if self.line.len() > MAX_LINE {
            return None;
        }
        let start = Position::from_sfen(&self.start).ok()?;
        let mut pos = start.clone();
        let mut before = Vec::with_capacity(self.line.len());
        for usi in &self.line {
            let mv = Move::from_usi(usi).ok()?;
            pos.check_move(mv).ok()?;
            pos.do_move(mv);
            before.push(mv);
        }
        if pos.to_sfen() != Position::from_sfen(&self.sfen).ok()?.to_sfen() {
            return None;
        }
        let played = Move::from_usi(&self.played).ok()?;
        let best = Move::from_usi(&self.best).ok()?;
        pos.check_move(played).ok()?;
        pos.check_move(best).ok()?;
        Some(NextMove {
            position: pos,
            start,
            before,
            played,
            best,
            best_score: self.best_score.into(),
            played_score: self.played_score.into(),
            number: self.number,
        })
    }
}
