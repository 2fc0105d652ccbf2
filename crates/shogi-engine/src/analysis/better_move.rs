//! Next-move puzzles (次の一手) from the player's own analysed games: each
//! move the analysis marked `??` where the engine's move would have left
//! the mover clearly winning becomes "find the better move". Any move
//! within a small margin of the engine's is accepted, as ShogiHome's quiz
//! and lishogi's "learn from your mistakes" do.
//!
//! Pure: the analysis gives the scores, and an answer that is neither the
//! engine's move nor the one played is judged by a search of ours bounded
//! by nodes (so the verdict does not depend on the machine's load).

use crate::analysis::black_view;
use crate::analysis::marks::{Mark, judge as judge_move, winning_chance};
use crate::bot::{Bot, BotConfig, GameHistory, Level, ResignPolicy, SearchControl, SearchLimits};
use shogi_core::{Color, IllegalMove, Move, Position};
use shogi_records::evaluation::{EvalScore, Evaluation};

/// The winning chance (0 to 1) the engine's move must leave the mover for
/// the position to be a puzzle: a clear win missed, not a choice between
/// two bad moves. 0.70 is about +510 centipawns on the marks' curve.
pub const CLEAR_WIN: f64 = 0.70;

/// How much winning chance an answer may give away against the engine's
/// move and still be accepted: 5 percentage points, half of what a `?!`
/// takes.
pub const MARGIN: f64 = 0.05;

/// The nodes the search spends on an answer: a few tenths of a second.
pub const JUDGE_NODES: u64 = 300_000;

/// One "find the better move" puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NextMove {
    /// The position before the mistake, the mover to play.
    pub position: Position,
    /// The game's start and its moves up to `position`, so that the
    /// search knows the repetitions.
    pub start: Position,
    pub before: Vec<Move>,
    /// The game's move there, marked `??`.
    pub played: Move,
    /// The engine's move there.
    pub best: Move,
    /// The engine's score of the position (Black's point of view).
    pub best_score: EvalScore,
    /// The score after the move played (Black's point of view).
    pub played_score: EvalScore,
    /// The mistake's move number (1 = the first move of the game).
    pub number: usize,
}

impl NextMove {
    pub fn mover(&self) -> Color {
        self.position.side_to_move()
    }
}

/// The puzzles of an analysed line: `moves` from `start`, and `evals[k]`
/// the analysis of the position after `k` moves (`evals[0]` the start;
/// `None` where there is none). Moves that cannot be replayed end it.
pub fn from_analysis(
    start: &Position,
    moves: &[Move],
    evals: &[Option<Evaluation>],
) -> Vec<NextMove> {
    missed(start, moves, evals, |mark, before, mover| {
        mark == Mark::Blunder && winning_chance(before, mover) >= CLEAR_WIN
    })
}

/// The drills of an analysed line: every move the marks call a mistake
/// (`?`) or a blunder (`??`) by a side `mine` names, whatever the game's
/// standing. The quiz keeps to clear wins thrown away, a drill to every
/// lesson a player's own game holds: a `?` in a lost game is still a
/// better move to find.
pub fn mistakes(
    start: &Position,
    moves: &[Move],
    evals: &[Option<Evaluation>],
    mine: impl Fn(Color) -> bool,
) -> Vec<NextMove> {
    missed(start, moves, evals, |mark, _, mover| {
        mark >= Mark::Mistake && mine(mover)
    })
}

/// The moves of the line that `wanted` takes, by their mark, the score
/// before them and the mover, where the engine's move differed.
fn missed(
    start: &Position,
    moves: &[Move],
    evals: &[Option<Evaluation>],
    wanted: impl Fn(Mark, EvalScore, Color) -> bool,
) -> Vec<NextMove> {
    let mut found = Vec::new();
    let mut pos = start.clone();
    for (i, &mv) in moves.iter().enumerate() {
        if pos.check_move(mv).is_err() {
            break;
        }
        let mover = pos.side_to_move();
        if let (Some(Some(before)), Some(Some(after))) = (evals.get(i), evals.get(i + 1))
            && let Some(&best) = before.pv.first()
            && best != mv
            && let Some(mark) = judge_move(before.score, after.score, mover).mark
            && wanted(mark, before.score, mover)
            && pos.check_move(best).is_ok()
        {
            found.push(NextMove {
                position: pos.clone(),
                start: start.clone(),
                before: moves[..i].to_vec(),
                played: mv,
                best,
                best_score: before.score,
                played_score: after.score,
                number: i + 1,
            });
        }
        pos.do_move(mv);
    }
    found
}

/// What an answer is worth.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Verdict {
    /// The engine's move.
    Best,
    /// Another move as good, within the margin: its winning chance.
    AsGood { chance: f64 },
    /// The game's mistake again.
    Played,
    /// Worse than the engine's move by more than the margin.
    Worse { chance: f64 },
}

impl Verdict {
    pub fn accepted(self) -> bool {
        matches!(self, Verdict::Best | Verdict::AsGood { .. })
    }
}

/// Judges `answer` in `puzzle`, searching it for `nodes` when it is
/// neither the engine's move nor the game's; `stop` ends the search early
/// (the verdict is then on what it found).
pub fn judge(
    puzzle: &NextMove,
    answer: Move,
    nodes: u64,
    control: &SearchControl,
) -> Result<Verdict, IllegalMove> {
    let pos = &puzzle.position;
    pos.check_move(answer)?;
    if answer == puzzle.best {
        return Ok(Verdict::Best);
    }
    if answer == puzzle.played {
        return Ok(Verdict::Played);
    }
    let mover = pos.side_to_move();
    let mut after = pos.clone();
    after.do_move(answer);
    let chance = if after.is_checkmate() {
        1.0
    } else {
        let mut line = puzzle.before.clone();
        line.push(answer);
        let history = GameHistory::replay(&puzzle.start, &line)
            .map(|(_, h)| h)
            .unwrap_or_default();
        let mut bot = Bot::new(BotConfig {
            hash_mib: 16,
            resign: ResignPolicy::Never,
            threads: 1,
            // The analysis compares scores of moves searched apart: they must
            // not depend on the window (see `BotConfig::razoring`).
            razoring: false,
            ..BotConfig::for_level(Level::MAX)
        });
        let limits = SearchLimits {
            nodes: Some(nodes),
            ..SearchLimits::default()
        };
        let decision = bot.think(&after, &history, &limits, control, &mut |_| {});
        winning_chance(black_view(decision.score, after.side_to_move()), mover)
    };
    let target = winning_chance(puzzle.best_score, mover) - MARGIN;
    Ok(if chance >= target {
        Verdict::AsGood { chance }
    } else {
        Verdict::Worse { chance }
    })
}

/// A question for tests: White's king on 1a, Black's gold on 2c, a gold
/// in hand: G*1b and G*2b both mate at once; the game dropped the gold on
/// 5e instead. Also the app's quiz tests' question, hence the feature.
#[cfg(any(test, feature = "test-fixtures"))]
pub fn two_gold_mates() -> NextMove {
    let pos = Position::from_sfen("8k/9/7G1/9/9/9/9/9/K8 b G 1").expect("test position");
    let mv = |usi| Move::from_usi(usi).expect("test move");
    NextMove {
        position: pos.clone(),
        start: pos,
        before: Vec::new(),
        played: mv("G*5e"),
        best: mv("G*1b"),
        best_score: EvalScore::Mate(1),
        played_score: EvalScore::Cp(900),
        number: 1,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mv(usi: &str) -> Move {
        Move::from_usi(usi).unwrap()
    }

    fn eval(cp: i32, best: &str) -> Option<Evaluation> {
        Some(Evaluation {
            score: EvalScore::Cp(cp),
            pv: vec![mv(best)],
            line_only: false,
        })
    }

    #[test]
    fn only_a_blunder_that_missed_a_clear_win_is_a_puzzle() {
        let start = Position::startpos();
        let moves = [mv("7g7f"), mv("3c3d"), mv("2g2f"), mv("8c8d")];
        // Black's 7g7f: +800 before (2g2f best), -100 after: a clear win
        // thrown away (??). White's 3c3d: from -100 to +200 for Black is a
        // drop of 12 points for White, only ?!. Black's 2g2f: +200 to -900
        // is ??, but +200 was no clear win. White's 8c8d is the engine's move.
        let evals = [
            eval(800, "2g2f"),
            eval(-100, "8c8d"),
            eval(200, "7i6h"),
            eval(-900, "8c8d"),
            eval(-900, "7i6h"),
        ];
        let found = from_analysis(&start, &moves, &evals);
        assert_eq!(found.len(), 1, "{found:?}");
        let p = &found[0];
        assert_eq!((p.number, p.played, p.best), (1, mv("7g7f"), mv("2g2f")));
        assert_eq!(p.position, start);
        assert_eq!(p.mover(), Color::Black);
        // A missing evaluation is no puzzle.
        let gaps = [eval(800, "2g2f"), None, None, None, None];
        assert!(from_analysis(&start, &moves, &gaps).is_empty());
    }

    #[test]
    fn a_drill_is_every_mistake_of_the_chosen_side_won_or_lost() {
        let start = Position::startpos();
        let moves = [mv("7g7f"), mv("3c3d"), mv("2g2f"), mv("8c8d")];
        // The same line as above: Black's 7g7f (??, a clear win thrown
        // away) and 2g2f (??, from a small edge) are both drills; White's
        // 3c3d is only ?!, and 8c8d the engine's own move.
        let evals = [
            eval(800, "2g2f"),
            eval(-100, "8c8d"),
            eval(200, "7i6h"),
            eval(-900, "8c8d"),
            eval(-900, "7i6h"),
        ];
        let black = mistakes(&start, &moves, &evals, |c| c == Color::Black);
        let numbers: Vec<usize> = black.iter().map(|p| p.number).collect();
        assert_eq!(numbers, [1, 3]);
        assert_eq!(black[1].before, [mv("7g7f"), mv("3c3d")]);
        assert!(mistakes(&start, &moves, &evals, |c| c == Color::White).is_empty());
        // A ? is a drill as well: White's 3c3d made worse, from -100 to
        // +400 for Black, White's chance from 54% to 34% (a ? from 20).
        let worse = [
            eval(800, "2g2f"),
            eval(-100, "8c8d"),
            eval(400, "7i6h"),
            eval(-900, "8c8d"),
            eval(-900, "7i6h"),
        ];
        let white = mistakes(&start, &moves, &worse, |c| c == Color::White);
        assert_eq!(white.iter().map(|p| p.number).collect::<Vec<_>>(), [2]);
    }

    #[test]
    fn the_engines_move_is_best_the_game_move_is_not_and_a_mate_is_as_good() {
        let p = super::two_gold_mates();
        let control = SearchControl::new();
        assert_eq!(judge(&p, mv("G*1b"), 1000, &control), Ok(Verdict::Best));
        assert_eq!(judge(&p, mv("G*5e"), 1000, &control), Ok(Verdict::Played));
        assert_eq!(
            judge(&p, mv("G*2b"), 1000, &control),
            Ok(Verdict::AsGood { chance: 1.0 })
        );
        assert!(judge(&p, mv("R*5e"), 1000, &control).is_err());
        // The gold stepping up to 2b is taken: far from a mate.
        let worse = judge(&p, mv("2c2b"), 20_000, &control).unwrap();
        assert!(matches!(worse, Verdict::Worse { .. }), "{worse:?}");
        assert!(!worse.accepted());
    }
}
