use clap::{Parser, Subcommand};
use shogi_tui::cli;
use std::process::ExitCode;

/// Shogi (Japanese chess) in the terminal.
#[derive(Parser)]
#[command(name = "shogi-tui", version, about)]
struct Cli {
    #[command(flatten)]
    start: cli::play::StartArgs,
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Count legal move sequences of DEPTH plies (tests the move generator).
    Perft(cli::perft::PerftArgs),
    /// Convert a game record between formats by extension (.ron .kif .kifu .ki2 .csa .usi .sfen).
    Convert(cli::convert::ConvertArgs),
    /// Replay moves and report position, notation, impasse tally and outcome.
    Inspect(cli::inspect::InspectArgs),
    /// Find a mate by checks for the side to move (one SFEN or a file of them).
    Mate(cli::mate::MateArgs),
    /// Start a game directly (two humans at one keyboard by default).
    Play(Box<cli::play::PlayArgs>),
    /// Play as a USI engine on standard input/output (for GUIs and matches).
    Usi(cli::usi::UsiArgs),
    /// Analyse a record with an engine: an evaluation per move, mistakes marked, a summary.
    Analyse(cli::analyse::AnalyseArgs),
    /// Play on a CSA server (shogi-server, floodgate): the form, or --server … to connect at once; headless with --player bot:N|usi:CMD.
    Online(cli::online::OnlineArgs),
    /// Step through a game record (.ron .kif .kifu .ki2 .csa .usi .sfen) move by move.
    Review(cli::review::ReviewArgs),
    /// Self-play training data for the learned evaluation (--out FILE --games N), or --stats FILE.
    Datagen(cli::datagen::DatagenArgs),
    /// Tsume puzzles (詰将棋): the built-in collection, or a file of problems (.kif .ki2 .csa .sfen).
    Puzzles(cli::puzzles::PuzzlesArgs),
    /// Find tsume puzzles in games and write a collection (--from FILES --out FILE).
    Puzzlegen(cli::puzzlegen::PuzzlegenArgs),
    /// Train the learned evaluation on datagen files; writes weights and a training card.
    Train(Box<cli::train::TrainArgs>),
}

fn main() -> ExitCode {
    // GUIs start an engine by its path alone, on pipes, and say `usi`
    // first: serve them as `shogi-tui usi` would.
    if std::env::args_os().len() == 1
        && let Some(code) = cli::usi::serve_a_gui_on_pipes()
    {
        return code;
    }
    let cli = Cli::parse();
    match cli.command {
        Some(Command::Perft(args)) => cli::perft::run(&args),
        Some(Command::Convert(args)) => cli::convert::run(&args),
        Some(Command::Inspect(args)) => cli::inspect::run(&args),
        Some(Command::Mate(args)) => cli::mate::run(&args),
        Some(Command::Play(args)) => cli::play::run_play(&args, &cli.start),
        Some(Command::Analyse(args)) => cli::analyse::run(&args),
        Some(Command::Review(args)) => cli::review::run(&args, &cli.start),
        Some(Command::Usi(args)) => cli::usi::run(&args),
        Some(Command::Online(args)) => cli::online::run(&args, &cli.start),
        Some(Command::Datagen(args)) => cli::datagen::run(&args),
        Some(Command::Train(args)) => cli::train::run(&args),
        Some(Command::Puzzlegen(args)) => cli::puzzlegen::run(&args),
        Some(Command::Puzzles(args)) => cli::puzzles::run(&args, &cli.start),
        None => cli::play::run_menu(&cli.start),
    }
}
