//! `shogi-tui usi [--level N] [--hash MIB] [--tune]`: play as a USI engine on
//! standard input and output. `shogi-tui` alone does the same when a GUI
//! starts it on pipes and says `usi` first.

use crate::bot::{Level, LevelError};
use crate::usi::engine::{self, run_stdio};
use crate::usi::protocol::{LineRead, MAX_LINE_BYTES, read_line_capped};
use crate::usi::{EngineOptions, df_pn_solver};
use crate::words::Said;
use clap::Args;
use std::io::{self, IsTerminal, Read};
use std::process::ExitCode;

#[derive(Args, Debug)]
pub struct UsiArgs {
    /// Starting level, 1-8 or a name (Beginner … Strongest); the GUI may
    /// change it with the Level option.
    #[arg(long, default_value = "8", value_parser = parse_level, allow_hyphen_values = true)]
    pub level: Level,
    /// Transposition table size in MiB (the USI_Hash option).
    #[arg(long, value_name = "MIB", default_value_t = crate::bot::DEFAULT_HASH_MIB as u64,
          value_parser = super::whole_number::<u64>(1, crate::bot::MAX_HASH_MIB as u64),
          allow_hyphen_values = true)]
    pub hash: u64,
    /// Also offer the search's margins and divisors as options (Tune_…),
    /// for a tuner such as bench/spsa.py; a game needs none of them.
    #[arg(long)]
    pub tune: bool,
}

/// A level as `--level` takes it, refused in the player's words.
fn parse_level(text: &str) -> Result<Level, String> {
    text.parse().map_err(|e: LevelError| e.said())
}

pub fn run(args: &UsiArgs) -> ExitCode {
    let options = EngineOptions {
        level: args.level,
        hash_mib: usize::try_from(args.hash).unwrap_or(crate::bot::DEFAULT_HASH_MIB),
        tunable: args.tune,
        ..EngineOptions::default()
    };
    finish(run_stdio(options, df_pn_solver()))
}

fn finish(served: std::io::Result<()>) -> ExitCode {
    match served {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => super::Failure::Io(e.to_string()).report("usi"),
    }
}

/// `shogi-tui` with no arguments and standard input not a terminal: if
/// the first line is `usi`, a GUI has started it as an engine, and it is
/// served with the default options. `None`: not a GUI (the caller goes on
/// to the game, which explains that it needs a terminal).
pub fn serve_a_gui_on_pipes() -> Option<ExitCode> {
    if io::stdin().is_terminal() {
        return None;
    }
    let mut input = io::BufReader::new(io::stdin());
    let mut first = Vec::new();
    // Blank lines before `usi` are allowed, as everywhere in USI.
    loop {
        match read_line_capped(&mut input, &mut first, MAX_LINE_BYTES) {
            Ok(LineRead::Line) if first.trim_ascii().is_empty() => continue,
            Ok(LineRead::Line) if first.trim_ascii() == b"usi" => break,
            _ => return None,
        }
    }
    let input = io::Cursor::new(b"usi\n".to_vec()).chain(input);
    Some(finish(engine::run(
        input,
        io::stdout(),
        EngineOptions::default(),
        df_pn_solver(),
    )))
}
