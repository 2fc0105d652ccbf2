//! The bot driven as its tests drive it: a small bot of a level, a line
//! of moves replayed, one search, the move it played. The app's tests
//! (`bot_end_rules`) include this file with `#[path]`.

use shogi_core::{Move, Position};
use shogi_engine::bot::{
    Bot, BotAction, BotConfig, Decision, GameHistory, Level, SearchControl, SearchLimits,
};

pub(crate) fn moves(line: &str) -> Vec<Move> {
    line.split_whitespace()
        .map(|m| Move::from_usi(m).unwrap())
        .collect()
}

pub(crate) fn small_bot(level: u8) -> Bot {
    Bot::new(BotConfig {
        hash_mib: 4,
        ..BotConfig::for_level(Level::new(level).unwrap())
    })
}

/// The strongest level without its mate solves: the search alone, for
/// tests of the search that a node-capped solve's verdict would confound.
pub(crate) fn bot_without_solves(eval: shogi_engine::bot::EvalChoice) -> Bot {
    Bot::new(BotConfig {
        hash_mib: 4,
        mate_solver: false,
        eval,
        ..BotConfig::for_level(Level::MAX)
    })
}

pub(crate) fn think(bot: &mut Bot, start: &Position, line: &str, limits: SearchLimits) -> Decision {
    let (p, history) = GameHistory::replay(start, &moves(line)).unwrap();
    bot.think(&p, &history, &limits, &SearchControl::new(), &mut |_| {})
}

pub(crate) fn played(d: &Decision) -> Move {
    match d.action {
        BotAction::Move(m) => m,
        other => panic!("expected a move, got {other:?}"),
    }
}
