//! `shogi-tui perft DEPTH [--sfen SFEN] [--divide]`

use super::{Failure, messages, write_stdout};
use crate::shogi::Position;
use crate::shogi::perft::{divide, perft};
use clap::Args;
use std::process::ExitCode;

#[derive(Args, Debug)]
pub struct PerftArgs {
    /// Number of plies, 1 to 20.
    #[arg(value_parser = super::whole_number::<u32>(1, 20), allow_negative_numbers = true)]
    pub depth: u32,
    /// Start from this position (SFEN) instead of the initial one.
    #[arg(long, value_name = "SFEN")]
    pub sfen: Option<String>,
    /// First print each root move with its count, sorted by move text.
    #[arg(long)]
    pub divide: bool,
}

pub fn run(args: &PerftArgs) -> ExitCode {
    let mut pos = match args.sfen.as_deref().map(Position::from_sfen).transpose() {
        Ok(p) => p.unwrap_or_else(Position::startpos),
        Err(e) => return Failure::BadInput(messages::bad_sfen(&e)).report("perft"),
    };
    if args.divide {
        let rows = divide(&mut pos, args.depth);
        let total: u64 = rows.iter().map(|(_, n)| n).sum();
        write_stdout("perft", |out| {
            rows.iter()
                .try_for_each(|(mv, n)| writeln!(out, "{mv} {n}"))
                .and_then(|()| writeln!(out, "{total}"))
        })
    } else {
        let count = perft(&mut pos, args.depth);
        write_stdout("perft", |out| writeln!(out, "{count}"))
    }
}
