//! `shogi-tui lishogi` for a person: the game screen. Not built yet: the
//! command says so and stops, so that the headless player can ship first.

use super::Failure;
use super::lishogi::LishogiArgs;
use super::play::StartArgs;
use std::process::ExitCode;

pub fn run(_args: &LishogiArgs, _top: &StartArgs) -> ExitCode {
    Failure::BadInput(crate::t!("lishogi-cli-no-screen-yet")).report("lishogi")
}
