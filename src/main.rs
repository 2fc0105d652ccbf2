use clap::{Parser, Subcommand};
use shogi_tui::cli;
use std::process::ExitCode;

/// Shogi (Japanese chess) in the terminal.
#[derive(Parser)]
#[command(name = "shogi-tui", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Count legal move sequences of DEPTH plies (tests the move generator).
    Perft(cli::perft::PerftArgs),
    /// Play as a USI engine on standard input/output (for GUIs and matches).
    Usi(cli::usi::UsiArgs),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Some(Command::Perft(args)) => cli::perft::run(&args),
        Some(Command::Usi(args)) => cli::usi::run(&args),
        None => {
            use clap::CommandFactory;
            let _ = Cli::command().print_help();
            ExitCode::SUCCESS
        }
    }
}
