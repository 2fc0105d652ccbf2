//! `shogi-tui usi [--level N] [--hash MIB]`: play as a USI engine on
//! standard input and output.

use crate::bot::Level;
use crate::usi::engine::run_stdio;
use crate::usi::{EngineOptions, no_mate_solver};
use clap::Args;
use std::process::ExitCode;

#[derive(Args, Debug)]
pub struct UsiArgs {
    /// Starting level, 1-8 or a name (Beginner … Strongest); the GUI may
    /// change it with the Level option.
    #[arg(long, default_value = "8")]
    pub level: Level,
    /// Transposition table size in MiB (the USI_Hash option).
    #[arg(long, value_name = "MIB", default_value_t = crate::bot::DEFAULT_HASH_MIB as u64,
          value_parser = clap::value_parser!(u64).range(1..=crate::bot::MAX_HASH_MIB as u64))]
    pub hash: u64,
}

pub fn run(args: &UsiArgs) -> ExitCode {
    let options = EngineOptions {
        level: args.level,
        hash_mib: usize::try_from(args.hash).unwrap_or(crate::bot::DEFAULT_HASH_MIB),
        ..EngineOptions::default()
    };
    match run_stdio(options, no_mate_solver()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => super::Failure::Io(e.to_string()).report("usi"),
    }
}
