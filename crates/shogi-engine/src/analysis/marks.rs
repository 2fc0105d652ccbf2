//! Judging moves from evaluations: a mark for the mover (?!, ?, ??) by the
//! drop in winning chance, and a summary per player.
//!
//! Pure: a function of the evaluations of a line's positions and of the
//! weighings of its moves.
//!
//! # One search per move
//! A move is judged from the search of the position before it: the
//! engine's best move and the move played, searched alike in one search
//! (a [`Weighing`]). Two separate searches, one before the move and one
//! after, are of different depths and see different things, and their
//! difference put marks on moves the engine itself would have played. So
//! the engine's own move is never marked. A weighing that marks a move is
//! made again, longer, and the longer one stands (`job::SECOND_LOOK`,
//! done by the analysis; this module judges whatever weighing it gets).
//! Where no weighing is known (a record's evaluations, an engine without
//! MultiPV) the evaluations before and after stand in, except on the
//! engine's own move.
//!
//! # The curve
//! The winning chance of a centipawn score `cp` for the side it favours is
//! `1 / (1 + exp(-cp / 600))`, the logistic curve shogi engine authors
//! fit to game results (its scale, 600, is known as the "Ponanza
//! constant"; our pawn is worth about 90, as in those engines). +600 is a
//! 73% chance, +1200 is 88%. A mate is a chance of 1 or 0.
//!
//! # The marks
//! A move's loss is the mover's chance before it (with the engine's best
//! play) less the chance after it, in percentage points:
//! - `?!` 疑問手 (dubious) from 10 points,
//! - `?` 悪手 (mistake) from 20,
//! - `??` 大悪手 (blunder) from 30.
//!
//! A move that lets go of a forced mate the mover had, or that walks into
//! a forced mate the mover was not already under, is always `??`, however
//! lost or won the game already was.

use shogi_core::{ByColor, Color, Move};
use shogi_records::evaluation::{EvalScore, Evaluation};
use std::fmt;

/// The scale of the logistic curve, in centipawns.
pub const CURVE_SCALE: f64 = 600.0;

/// Scores beyond this count as this for the average loss, so that one
/// blunder in a decided game does not swamp a player's average.
pub const LOSS_CAP_CP: i32 = 2000;

/// A mark for the mover.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Mark {
    /// `?!` 疑問手.
    Dubious,
    /// `?` 悪手.
    Mistake,
    /// `??` 大悪手.
    Blunder,
}

impl Mark {
    pub const ALL: [Mark; 3] = [Mark::Dubious, Mark::Mistake, Mark::Blunder];

    /// `?!`, `?` or `??`.
    pub fn symbol(self) -> &'static str {
        match self {
            Mark::Dubious => "?!",
            Mark::Mistake => "?",
            Mark::Blunder => "??",
        }
    }

    /// 疑問手, 悪手 or 大悪手.
    pub fn kanji(self) -> &'static str {
        match self {
            Mark::Dubious => "疑問手",
            Mark::Mistake => "悪手",
            Mark::Blunder => "大悪手",
        }
    }

    /// The mark for a drop of `points` percentage points of winning chance.
    pub fn for_drop(points: f64) -> Option<Mark> {
        match points {
            p if p >= 30.0 => Some(Mark::Blunder),
            p if p >= 20.0 => Some(Mark::Mistake),
            p if p >= 10.0 => Some(Mark::Dubious),
            _ => None,
        }
    }
}

impl fmt::Display for Mark {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.symbol())
    }
}

/// `side`'s winning chance, 0 to 1, in a position scored `score` (Black's
/// point of view).
pub fn winning_chance(score: EvalScore, side: Color) -> f64 {
    let black = match score {
        EvalScore::Mate(n) if n >= 0 => 1.0,
        EvalScore::Mate(_) => 0.0,
        EvalScore::Cp(cp) => 1.0 / (1.0 + (-(cp as f64) / CURVE_SCALE).exp()),
    };
    match side {
        Color::Black => black,
        Color::White => 1.0 - black,
    }
}

/// Whether `side` has a forced mate in a position scored `score`.
fn mates(score: EvalScore, side: Color) -> bool {
    match (score, side) {
        (EvalScore::Mate(n), Color::Black) => n >= 0,
        (EvalScore::Mate(n), Color::White) => n < 0,
        (EvalScore::Cp(_), _) => false,
    }
}

/// `score` in centipawns for `side`, a mate counting as the cap.
fn capped_cp(score: EvalScore, side: Color) -> i32 {
    let black = match score {
        EvalScore::Cp(cp) => cp.clamp(-LOSS_CAP_CP, LOSS_CAP_CP),
        EvalScore::Mate(n) if n >= 0 => LOSS_CAP_CP,
        EvalScore::Mate(_) => -LOSS_CAP_CP,
    };
    match side {
        Color::Black => black,
        Color::White => -black,
    }
}

/// What the evaluations say of one move.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Judgement {
    pub mover: Color,
    pub mark: Option<Mark>,
    /// Centipawns the move gave away (0 when it kept or gained), each
    /// score capped at `LOSS_CAP_CP`.
    pub loss_cp: i32,
    /// The mover had a forced mate before the move and not after it.
    pub missed_mate: bool,
    /// The move lets the opponent mate by force, which it could not before.
    pub into_mate: bool,
    /// The mover's winning chance lost, in percentage points (0 when it
    /// kept or gained).
    pub drop: f64,
}

/// The move played from a position weighed against the engine's best
/// move there, both scored by one search of that position (Black's point
/// of view). The same move twice when the engine's best is the move
/// played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Weighing {
    pub best: EvalScore,
    pub played: EvalScore,
}

/// Judges a move by `mover` from the score before it (`before`, the
/// position as the engine would play it) and after it.
pub fn judge(before: EvalScore, after: EvalScore, mover: Color) -> Judgement {
    let missed_mate = mates(before, mover) && !mates(after, mover);
    let into_mate = mates(after, mover.opponent()) && !mates(before, mover.opponent());
    let drop = (winning_chance(before, mover) - winning_chance(after, mover)) * 100.0;
    let mark = if missed_mate || into_mate {
        Some(Mark::Blunder)
    } else {
        Mark::for_drop(drop)
    };
    Judgement {
        mover,
        mark,
        loss_cp: (capped_cp(before, mover) - capped_cp(after, mover)).max(0),
        missed_mate,
        into_mate,
        drop: drop.max(0.0),
    }
}

/// What is known of a line for judging its moves.
#[derive(Clone, Copy, Debug)]
pub struct Line<'a> {
    /// The side to move at the start.
    pub first: Color,
    pub moves: &'a [Move],
    /// The evaluation of the position after `k` moves (`evals[0]` the
    /// start), `None` where there is none (not analysed, or a position
    /// with no move left).
    pub evals: &'a [Option<Evaluation>],
    /// `weighings[k]`: move `k + 1` weighed in the position before it,
    /// where it was.
    pub weighings: &'a [Option<Weighing>],
}

/// Judges every move of a line: one entry per move, `None` where too
/// little is known (see the module's "One search per move").
pub fn judge_line(line: Line<'_>) -> Vec<Option<Judgement>> {
    line.moves
        .iter()
        .enumerate()
        .map(|(i, &played)| {
            let mover = if i % 2 == 0 {
                line.first
            } else {
                line.first.opponent()
            };
            let weighing = line.weighings.get(i).copied().flatten();
            let before = line.evals.get(i).and_then(Option::as_ref);
            if let Some(w) = weighing {
                return Some(judge(w.best, w.played, mover));
            }
            let before = before?;
            if before.pv.first() == Some(&played) {
                return Some(judge(before.score, before.score, mover));
            }
            let after = line.evals.get(i + 1).and_then(Option::as_ref)?;
            Some(judge(before.score, after.score, mover))
        })
        .collect()
}

/// One player's figures.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct PlayerSummary {
    pub dubious: usize,
    pub mistakes: usize,
    pub blunders: usize,
    /// Moves judged (both scores known).
    pub judged: usize,
    pub total_loss_cp: i64,
    /// The winning chance lost, summed over the judged moves, in
    /// percentage points.
    pub total_drop: f64,
}

impl PlayerSummary {
    /// How many moves got `mark`.
    pub fn count(&self, mark: Mark) -> usize {
        match mark {
            Mark::Dubious => self.dubious,
            Mark::Mistake => self.mistakes,
            Mark::Blunder => self.blunders,
        }
    }

    /// Average centipawn loss per judged move (0 when none was judged).
    pub fn average_loss(&self) -> f64 {
        if self.judged == 0 {
            0.0
        } else {
            self.total_loss_cp as f64 / self.judged as f64
        }
    }

    /// Accuracy, 0 to 100: the share of their winning chances a player
    /// kept from move to move, on average (100 less the average drop in
    /// percentage points). Unlike the centipawn loss it is bounded and
    /// does not grow in positions already decided, where a thousand
    /// centipawns change nothing; the engine's own moves score 100.
    /// `None` before a move is judged.
    pub fn accuracy(&self) -> Option<f64> {
        (self.judged > 0).then(|| (100.0 - self.total_drop / self.judged as f64).clamp(0.0, 100.0))
    }

    /// Adds another game's figures (a player's over several games).
    pub fn add(&mut self, other: &PlayerSummary) {
        self.dubious += other.dubious;
        self.mistakes += other.mistakes;
        self.blunders += other.blunders;
        self.judged += other.judged;
        self.total_loss_cp += other.total_loss_cp;
        self.total_drop += other.total_drop;
    }
}

/// Both players' figures, indexed by `Color`.
pub type Summary = ByColor<PlayerSummary>;

/// Both players' figures over a record's judged moves.
pub fn summary_of(judgements: &[Option<Judgement>]) -> Summary {
    let mut s = Summary::default();
    for j in judgements.iter().flatten() {
        let p = s.get_mut(j.mover);
        p.judged += 1;
        p.total_loss_cp += i64::from(j.loss_cp);
        p.total_drop += j.drop;
        match j.mark {
            Some(Mark::Dubious) => p.dubious += 1,
            Some(Mark::Mistake) => p.mistakes += 1,
            Some(Mark::Blunder) => p.blunders += 1,
            None => {}
        }
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use EvalScore::{Cp, Mate};

    fn mark(before: EvalScore, after: EvalScore, mover: Color) -> Option<Mark> {
        judge(before, after, mover).mark
    }

    fn mv(usi: &str) -> Move {
        Move::from_usi(usi).unwrap()
    }

    /// An evaluation whose line starts with `best` (none: an empty line).
    fn eval(score: EvalScore, best: Option<&str>) -> Option<Evaluation> {
        Some(Evaluation {
            score,
            pv: best.into_iter().map(mv).collect(),
            line_only: false,
        })
    }

    /// A line of `moves` judged from record-style scores alone: no
    /// weighings, and lines that name no move.
    fn by_scores(
        scores: &[Option<EvalScore>],
        moves: &[Move],
        first: Color,
    ) -> Vec<Option<Judgement>> {
        let evals: Vec<_> = scores
            .iter()
            .map(|s| s.and_then(|s| eval(s, None)))
            .collect();
        judge_line(Line {
            first,
            moves,
            evals: &evals,
            weighings: &[],
        })
    }

    /// `n` moves; judging never looks at what they do.
    fn moves(n: usize) -> Vec<Move> {
        ["7g7f", "3c3d", "2g2f", "8c8d"][..n]
            .iter()
            .map(|m| mv(m))
            .collect()
    }

    #[test]
    fn the_curve_is_even_at_zero_and_symmetric() {
        assert!((winning_chance(Cp(0), Color::Black) - 0.5).abs() < 1e-12);
        let b = winning_chance(Cp(600), Color::Black);
        assert!((b - 0.7311).abs() < 1e-3, "{b}");
        assert!((winning_chance(Cp(600), Color::White) - (1.0 - b)).abs() < 1e-12);
        assert_eq!(winning_chance(Mate(5), Color::Black), 1.0);
        assert_eq!(winning_chance(Mate(-5), Color::Black), 0.0);
        assert_eq!(winning_chance(Mate(-5), Color::White), 1.0);
    }

    #[test]
    fn small_losses_are_not_marked() {
        assert_eq!(mark(Cp(100), Cp(60), Color::Black), None);
        assert_eq!(mark(Cp(0), Cp(120), Color::White), None);
        // Gaining is never a mistake.
        assert_eq!(mark(Cp(-300), Cp(200), Color::Black), None);
    }

    #[test]
    fn marks_grow_with_the_drop_in_chance() {
        // From even: 0 → -260 is 10.6 points, -550 is 21.4, -900 is 31.8.
        assert_eq!(mark(Cp(0), Cp(-260), Color::Black), Some(Mark::Dubious));
        assert_eq!(mark(Cp(0), Cp(-550), Color::Black), Some(Mark::Mistake));
        assert_eq!(mark(Cp(0), Cp(-900), Color::Black), Some(Mark::Blunder));
        // The same for White, with the signs turned.
        assert_eq!(mark(Cp(0), Cp(260), Color::White), Some(Mark::Dubious));
        assert_eq!(mark(Cp(0), Cp(900), Color::White), Some(Mark::Blunder));
    }

    #[test]
    fn the_same_centipawns_matter_less_in_a_decided_game() {
        // 600 centipawns from even is a mistake...
        assert_eq!(mark(Cp(0), Cp(-600), Color::Black), Some(Mark::Mistake));
        // ...but from +3000 to +2400 the game stays won.
        assert_eq!(mark(Cp(3000), Cp(2400), Color::Black), None);
    }

    #[test]
    fn a_missed_mate_is_always_a_blunder() {
        let j = judge(Mate(3), Cp(2500), Color::Black);
        assert!(j.missed_mate);
        assert_eq!(j.mark, Some(Mark::Blunder));
        // Keeping the mate, even a longer one, is fine.
        assert_eq!(mark(Mate(3), Mate(7), Color::Black), None);
        assert_eq!(mark(Mate(-1), Mate(-4), Color::White), None);
    }

    #[test]
    fn walking_into_a_mate_is_always_a_blunder() {
        let j = judge(Cp(-2500), Mate(-9), Color::Black);
        assert!(j.into_mate);
        assert_eq!(j.mark, Some(Mark::Blunder));
        // Already being mated, a move that keeps being mated is not marked.
        assert_eq!(mark(Mate(-5), Mate(-3), Color::Black), None);
        assert_eq!(mark(Cp(-3000), Mate(7), Color::White), Some(Mark::Blunder));
    }

    #[test]
    fn a_line_is_judged_move_by_move_with_alternating_movers() {
        // Black blunders at move 1, White errs at move 2, Black's move 3
        // keeps the score, and there is no score after move 4.
        let scores = [
            Some(Cp(50)),
            Some(Cp(-900)),
            Some(Cp(-350)),
            Some(Cp(-350)),
            None,
        ];
        let j = by_scores(&scores, &moves(4), Color::Black);
        assert_eq!(j.len(), 4);
        let marks: Vec<_> = j.iter().map(|j| j.and_then(|j| j.mark)).collect();
        assert_eq!(
            marks,
            [Some(Mark::Blunder), Some(Mark::Dubious), None, None]
        );
        assert_eq!(j[0].map(|j| j.mover), Some(Color::Black));
        assert_eq!(j[1].map(|j| j.mover), Some(Color::White));
        assert_eq!(j[2].map(|j| j.mover), Some(Color::Black));
        assert!(j[3].is_none(), "no score after the last move: no judgement");
        let s = summary_of(&j);
        assert_eq!((s.black.blunders, s.black.judged), (1, 2));
        assert_eq!(s.black.total_loss_cp, 950);
        assert_eq!((s.white.dubious, s.white.judged), (1, 1));
        assert_eq!(s.white.average_loss(), 550.0);
        // Accuracy: 100 less the average drop of winning chance. Black's
        // two moves dropped j[0]'s and nothing; White's one move j[1]'s.
        let drop = |k: usize| j[k].map_or(0.0, |j| j.drop);
        assert!(drop(0) > 0.0 && drop(1) > 0.0);
        assert_eq!(s.black.accuracy(), Some(100.0 - drop(0) / 2.0));
        assert_eq!(s.white.accuracy(), Some(100.0 - drop(1)));
        assert_eq!(PlayerSummary::default().accuracy(), None);
        let mut both = s.black;
        both.add(&s.white);
        assert_eq!(both.judged, 3);
        assert_eq!(both.accuracy(), Some(100.0 - (drop(0) + drop(1)) / 3.0));
    }

    #[test]
    fn a_handicap_line_starts_with_white() {
        let scores = [Some(Cp(-600)), Some(Cp(400))];
        let j = by_scores(&scores, &moves(1), Color::White);
        assert_eq!(j[0].map(|j| j.mover), Some(Color::White));
        assert!(j[0].and_then(|j| j.mark).is_some());
    }

    #[test]
    fn the_average_loss_caps_mates() {
        let j = by_scores(&[Some(Mate(5)), Some(Cp(-100))], &moves(1), Color::Black);
        assert_eq!(j[0].map(|j| j.loss_cp), Some(LOSS_CAP_CP + 100));
    }

    #[test]
    fn a_weighing_judges_the_move_whatever_the_position_after_says() {
        let played = moves(2);
        // The searches before and after the move disagree by 900, but the
        // one search that weighed it found it 40 worse than the best.
        let evals = [eval(Cp(50), Some("2g2f")), eval(Cp(-850), None), None];
        let weighings = [
            Some(Weighing {
                best: Cp(50),
                played: Cp(10),
            }),
            // White's 3c3d: weighed as a blunder, with nothing after it.
            Some(Weighing {
                best: Cp(-850),
                played: Cp(100),
            }),
        ];
        let j = judge_line(Line {
            first: Color::Black,
            moves: &played,
            evals: &evals,
            weighings: &weighings,
        });
        assert_eq!(j[0].map(|j| (j.mark, j.loss_cp)), Some((None, 40)));
        let white = j[1].expect("weighed");
        assert_eq!((white.mark, white.loss_cp), (Some(Mark::Blunder), 950));
        assert!((white.drop - 34.6).abs() < 0.1, "{}", white.drop);
    }

    #[test]
    fn the_engine_s_own_move_is_never_marked() {
        // Record-style: the score falls from +50 to -900 after the move
        // the engine's line began with. The engine would have played it:
        // whatever the search after it saw, the move is not the mistake.
        let played = moves(1);
        let evals = [eval(Cp(50), Some("7g7f")), eval(Cp(-900), None)];
        let j = judge_line(Line {
            first: Color::Black,
            moves: &played,
            evals: &evals,
            weighings: &[],
        });
        let j = j[0].expect("judged");
        assert_eq!((j.mark, j.loss_cp, j.drop), (None, 0, 0.0));
        // Another move with the same scores is a blunder.
        let evals = [eval(Cp(50), Some("2g2f")), eval(Cp(-900), None)];
        let j = judge_line(Line {
            first: Color::Black,
            moves: &played,
            evals: &evals,
            weighings: &[],
        });
        assert_eq!(j[0].and_then(|j| j.mark), Some(Mark::Blunder));
    }
}
