//! One self-play game for the training data: a random opening, then the
//! bot on both sides at a fixed node budget, with the quiet positions it
//! searched kept as records.
//!
//! A position is kept when its side to move is not in check and the
//! search's best move is neither a capture nor a promotion: there the
//! score is the value of the position itself, not of an exchange under
//! way, which is what a static evaluation can learn. Each kept position is
//! labelled with the search's score, and, once the game is over, with its
//! result.
//!
//! A game ends as the rules end it (mate, repetition and perpetual check,
//! impasse declaration), as a draw at `MAX_PLIES`, or adjudicated: once
//! the searches agree for `ADJUDICATION_PLIES` plies in a row that one
//! side is ahead by `ADJUDICATION_SCORE` or more, that side has won and
//! the rest of the game would teach only how to finish it.

use super::packed::PackedPosition;
use super::sample::{Sample, clamp_score, fill_results};
use shogi_core::game::{Game, MoveLimit};
use shogi_core::{Color, Move, Position};
use shogi_engine::bot::{
    Bot, BotAction, BotConfig, EvalChoice, GameHistory, Level, ResignPolicy, Rng, SearchControl,
    SearchLimits,
};

/// A game still going at this many plies is a draw.
pub const MAX_PLIES: usize = 320;
/// The score (centipawns, either way) that counts as decided ...
pub const ADJUDICATION_SCORE: i32 = 3000;
/// ... when every search of this many plies in a row says so.
pub const ADJUDICATION_PLIES: u32 = 4;
/// The table of each worker's bot: a search of a few thousand nodes fills
/// little of it, and a small one is cleared quickly between games.
const HASH_MIB: usize = 16;

/// How the games are played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlayConfig {
    /// Nodes of each search.
    pub nodes: u64,
    /// Uniformly random legal plies from the start position before the
    /// bot takes over.
    pub random_plies: u32,
    /// After the opening, up to `RANDOM_MOVES_UNTIL`, each ply is a
    /// random legal move instead of the bot's with this chance in a
    /// thousand: the search visits positions good play never reaches, and
    /// the net must judge those too.
    pub random_moves: u32,
    /// The evaluation the bot searches with: the teacher.
    pub eval: EvalChoice,
    /// Whether the bot's mate solves run (see `BotConfig::mate_solver`):
    /// without them a game at 1,500 nodes a move takes about a quarter of
    /// the time, and the positions, not the moves, are what the data keeps.
    pub mate_solver: bool,
}

/// Random moves are played only up to this ply: later, one would mostly
/// end a game the rest of which teaches nothing.
pub const RANDOM_MOVES_UNTIL: usize = 120;

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// By the rules; `None` is a draw.
    Rules(Option<Color>),
    /// Won by adjudication.
    Adjudicated(Color),
    /// A draw at `MAX_PLIES`.
    PlyLimit,
}

impl Ending {
    pub fn winner(self) -> Option<Color> {
        match self {
            Ending::Rules(w) => w,
            Ending::Adjudicated(w) => Some(w),
            Ending::PlyLimit => None,
        }
    }
}

/// A finished game's records, results filled in.
#[derive(Clone, Debug)]
pub struct PlayedGame {
    pub samples: Vec<Sample>,
    pub plies: usize,
    pub ending: Ending,
}

/// Watches the scores for a decided game (see the module comment).
#[derive(Clone, Copy, Debug, Default)]
pub struct Adjudicator {
    /// The side the current run of decided scores favours, and its length.
    run: Option<(Color, u32)>,
}

impl Adjudicator {
    /// Takes the score of a search by `mover` (from its view; mates as
    /// `clamp_score` gives them) and says who has won, once the run is long
    /// enough.
    pub fn observe(&mut self, mover: Color, score: i32) -> Option<Color> {
        if score.abs() < ADJUDICATION_SCORE {
            self.run = None;
            return None;
        }
        let ahead = if score > 0 { mover } else { mover.opponent() };
        let length = match self.run {
            Some((side, n)) if side == ahead => n + 1,
            _ => 1,
        };
        self.run = Some((ahead, length));
        (length >= ADJUDICATION_PLIES).then_some(ahead)
    }
}

/// A bot that plays self-play games for the data, one after another.
pub struct SelfPlayer {
    bot: Bot,
    control: SearchControl,
    limits: SearchLimits,
    random_plies: u32,
    random_moves: u32,
}

impl SelfPlayer {
    pub fn new(config: PlayConfig) -> SelfPlayer {
        let bot = Bot::new(BotConfig {
            hash_mib: HASH_MIB,
            // The data generator ends games itself; a bot that resigned
            // would end them before the adjudication's scores are seen.
            resign: ResignPolicy::Never,
            // The bot is not told of the ply limit: near it, it would score
            // won positions as the draw the limit makes of them.
            move_limit: MoveLimit::Off,
            eval: config.eval,
            mate_solver: config.mate_solver,
            ..BotConfig::for_level(Level::MAX)
        });
        SelfPlayer {
            bot,
            control: SearchControl::new(),
            limits: SearchLimits {
                nodes: Some(config.nodes),
                ..SearchLimits::default()
            },
            random_plies: config.random_plies,
            random_moves: config.random_moves,
        }
    }

    /// Plays one game with openings drawn from `rng`. `None` when `stop`
    /// said so between two moves, or when the random opening ended the
    /// game before the bot had a move (the caller draws another).
    pub(crate) fn play(&mut self, rng: &mut Rng, stop: &dyn Fn() -> bool) -> Option<PlayedGame> {
        self.bot.new_game();
        let mut game = Game::even();
        for _ in 0..self.random_plies {
            let legal = game.position().legal_moves();
            let pick = legal.get(rng.below(legal.len() as u64) as usize).copied()?;
            game.play(pick).ok()?;
        }
        if game.is_over() {
            return None;
        }
        let mut samples = Vec::new();
        let mut adjudicator = Adjudicator::default();
        let ending = loop {
            if let Some(outcome) = game.outcome() {
                break Ending::Rules(outcome.winner);
            }
            if game.ply() >= MAX_PLIES {
                break Ending::PlyLimit;
            }
            if stop() {
                return None;
            }
            let pos = game.position().clone();
            let history = GameHistory::of_game(&game);
            self.control.reset();
            let decision = self
                .bot
                .think(&pos, &history, &self.limits, &self.control, &mut |_| {});
            let mover = pos.side_to_move();
            let score = clamp_score(decision.score);
            match decision.action {
                BotAction::Move(mv) => {
                    if is_quiet(&pos, mv)
                        && let Ok(packed) = PackedPosition::pack(&pos)
                    {
                        samples.push(Sample::pending(packed, decision.score, pos.ply()));
                    }
                    if let Some(winner) = adjudicator.observe(mover, i32::from(score)) {
                        break Ending::Adjudicated(winner);
                    }
                    let mv = if game.ply() < RANDOM_MOVES_UNTIL
                        && rng.below(1000) < u64::from(self.random_moves)
                    {
                        let legal = pos.legal_moves();
                        legal
                            .get(rng.below(legal.len() as u64) as usize)
                            .copied()
                            .unwrap_or(mv)
                    } else {
                        mv
                    };
                    // The bot only plays legal moves; should one be refused,
                    // the game is dropped rather than recorded wrongly.
                    game.play(mv).ok()?;
                }
                BotAction::DeclareWin => {
                    game.declare().ok()?;
                }
                // Only with no legal move, which the rules have already
                // ended the game for; kept for completeness.
                BotAction::Resign => {
                    game.resign(mover).ok()?;
                }
            }
        };
        fill_results(&mut samples, ending.winner());
        Some(PlayedGame {
            samples,
            plies: game.ply(),
            ending,
        })
    }
}

/// Whether the search's best move `mv` leaves `pos` to be judged as it
/// stands (see the module comment).
fn is_quiet(pos: &Position, mv: Move) -> bool {
    !pos.in_check() && !mv.is_promotion() && pos.piece_at(mv.to()).is_none()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::net::sample::GameResult;

    #[test]
    fn adjudication_needs_four_decided_plies_for_one_side() {
        let mut a = Adjudicator::default();
        // Scores alternate in view: +3500 by Black and -3200 by White both
        // say Black is ahead.
        assert_eq!(a.observe(Color::Black, 3500), None);
        assert_eq!(a.observe(Color::White, -3200), None);
        assert_eq!(a.observe(Color::Black, 10_000), None);
        assert_eq!(a.observe(Color::White, -3000), Some(Color::Black));
    }

    #[test]
    fn an_undecided_ply_or_a_change_of_side_restarts_the_count() {
        let mut a = Adjudicator::default();
        for (mover, score) in [
            (Color::Black, 4000),
            (Color::White, -4000),
            (Color::Black, 4000),
            (Color::White, -2999),
            (Color::Black, 4000),
            (Color::White, -4000),
            (Color::Black, 4000),
            // White now thinks it is ahead: a new run, for White.
            (Color::White, 5000),
        ] {
            assert_eq!(a.observe(mover, score), None, "{mover} {score}");
        }
        assert_eq!(a.observe(Color::Black, -5000), None);
        assert_eq!(a.observe(Color::White, 5000), None);
        assert_eq!(a.observe(Color::Black, -10_000), Some(Color::White));
    }

    #[test]
    fn quiet_means_no_check_no_capture_no_promotion() {
        let pos = Position::startpos();
        assert!(is_quiet(&pos, Move::from_usi("7g7f").unwrap()));
        let pos = Position::from_sfen(
            "lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 3",
        )
        .unwrap();
        assert!(!is_quiet(&pos, Move::from_usi("8h2b+").unwrap()));
        assert!(!is_quiet(&pos, Move::from_usi("8h2b").unwrap()));
        // The rook on 5h checks: even a king's quiet step is no quiet position.
        let check = Position::from_sfen("4k4/9/9/9/9/9/9/4r4/4K4 b - 1").unwrap();
        assert!(!is_quiet(&check, Move::from_usi("5i4i").unwrap()));
    }

    #[test]
    fn a_short_game_has_every_result_filled() {
        let mut player = SelfPlayer::new(PlayConfig {
            nodes: 200,
            random_plies: 8,
            random_moves: 0,
            eval: EvalChoice::Hand,
            mate_solver: true,
        });
        let mut rng = Rng::new(11);
        let game = player.play(&mut rng, &|| false).expect("a game");
        assert!(!game.samples.is_empty());
        assert!(game.plies <= MAX_PLIES);
        for s in &game.samples {
            let expected = GameResult::for_side(game.ending.winner(), s.position.side_to_move());
            assert_eq!(s.result, expected);
            let pos = s.position().unwrap();
            assert!(!pos.in_check());
            // Positions from the bot's part only.
            assert!(pos.ply() > 8);
        }
        // Stopped before the first move: nothing.
        assert!(player.play(&mut rng, &|| true).is_none());
    }
}
