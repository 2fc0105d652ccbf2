//! The command line as a whole: `shogi-tui [OPTIONS] [COMMAND]`, parsed in
//! the run's language (`help` localizes clap's texts) and dispatched to the
//! subcommands' modules.

use super::{
    analyse, book, convert, datagen, engine_match, export, inspect, lishogi, mate, online, perft,
    play, puzzlegen, puzzles,
};
use super::{db, drills, review, train, usi};
use crate::i18n::Lang;
use clap::{Parser, Subcommand};
use std::process::ExitCode;

/// Shogi (Japanese chess) in the terminal.
#[derive(Parser)]
#[command(name = "shogi-tui", version, about)]
pub struct Cli {
    #[command(flatten)]
    pub start: play::StartArgs,
    /// Language of messages and help: en or ja [default: from LC_ALL,
    /// LC_MESSAGES or LANG].
    #[arg(long, global = true, value_name = "LANG", value_parser = super::lang::parse_lang,
          display_order = 900, overrides_with = "lang")]
    pub lang: Option<Lang>,
    #[command(subcommand)]
    pub command: Option<Command>,
}

#[derive(Subcommand)]
pub enum Command {
    /// Count legal move sequences of DEPTH plies (tests the move generator).
    Perft(perft::PerftArgs),
    /// Convert a game record between formats by extension (.ron .kif .kifu .ki2 .csa .usi .sfen .bod).
    Convert(convert::ConvertArgs),
    /// Write one position of a record as a board diagram: an SVG or PNG image, or BOD text.
    Export(export::ExportArgs),
    /// Replay moves and report position, notation, impasse tally and outcome.
    Inspect(inspect::InspectArgs),
    /// Find a mate by checks for the side to move (one SFEN or a file of them).
    Mate(mate::MateArgs),
    /// Start a game directly (two humans at one keyboard by default).
    Play(Box<play::PlayArgs>),
    /// Play as a USI engine on standard input/output (for GUIs and matches).
    Usi(usi::UsiArgs),
    /// Analyse a record with an engine: an evaluation per move, mistakes marked, a summary.
    Analyse(analyse::AnalyseArgs),
    /// A series of games between engines and levels, with the score, an Elo difference and an SPRT.
    Match(Box<engine_match::MatchArgs>),
    /// Play on a CSA server (shogi-server, floodgate): the form, or --server … to connect at once; headless with --player bot:N|usi:CMD.
    Online(online::OnlineArgs),
    /// Play on lishogi through its Board API: headless with --player bot:N|usi:CMD and --seek, --challenge, --ai or --accept; the token from --token-file or $SHOGI_TUI_LISHOGI_TOKEN.
    Lishogi(Box<super::lishogi_args::LishogiArgs>),
    /// Step through a game record (.ron .kif .kifu .ki2 .csa .usi .sfen .bod) move by move.
    Review(review::ReviewArgs),
    /// Self-play training data for the learned evaluation (--out FILE --games N), or --stats FILE.
    Datagen(datagen::DatagenArgs),
    /// Tsume puzzles (詰将棋): the built-in collection, or a file of problems (.kif .ki2 .csa .sfen).
    Puzzles(puzzles::PuzzlesArgs),
    /// Find tsume puzzles in games and write a collection (--from FILES --out FILE).
    Puzzlegen(puzzlegen::PuzzlegenArgs),
    /// Train the learned evaluation on datagen files; writes weights and a training card.
    Train(Box<train::TrainArgs>),
    /// Opening books (YaneuraOu format): build from records, show, merge, edit, stats.
    Book(book::BookArgs),
    /// The game database (SQLite): import records, search by player and position, explore the moves played.
    Db(db::DbArgs),
    /// Drills from your own games: practise those due today; add the mistakes of analysed records; list them
    Drills(drills::DrillsArgs),
}

/// Parses the command line (in the language already set) and runs it.
pub fn run() -> ExitCode {
    let cli = super::help::parse::<Cli>();
    if let Some(lang) = cli.lang {
        // The scan before parsing found it too; clap has the last word.
        super::lang::set_flag(lang);
    }
    match cli.command {
        Some(Command::Perft(args)) => perft::run(&args),
        Some(Command::Convert(args)) => convert::run(&args),
        Some(Command::Export(args)) => export::run(&args),
        Some(Command::Inspect(args)) => inspect::run(&args),
        Some(Command::Mate(args)) => mate::run(&args),
        Some(Command::Play(args)) => play::run_play(&args, &cli.start),
        Some(Command::Analyse(args)) => match analyse::single(&args) {
            Some(one) => analyse::run(&args, one),
            None => super::analyse_batch::run(&args),
        },
        Some(Command::Match(args)) => engine_match::run(&args),
        Some(Command::Review(args)) => review::run(&args, &cli.start),
        Some(Command::Usi(args)) => usi::run(&args),
        Some(Command::Online(args)) => online::run(&args, &cli.start),
        Some(Command::Lishogi(args)) => lishogi::run(&args, &cli.start),
        Some(Command::Datagen(args)) => datagen::run(&args),
        Some(Command::Train(args)) => train::run(&args),
        Some(Command::Puzzlegen(args)) => puzzlegen::run(&args),
        Some(Command::Puzzles(args)) => puzzles::run(&args, &cli.start),
        Some(Command::Book(args)) => book::run(&args),
        Some(Command::Db(args)) => db::run(&args),
        Some(Command::Drills(args)) => drills::run(&args, &cli.start),
        None => play::run_menu(&cli.start),
    }
}

#[cfg(test)]
mod tests {
    use super::{Cli, Command};
    use crate::i18n::Lang;
    use clap::Parser;
    use std::path::PathBuf;

    fn parse(args: &[&str]) -> Cli {
        match Cli::try_parse_from(["shogi-tui"].iter().chain(args)) {
            Ok(cli) => cli,
            Err(e) => panic!("{args:?} refused: {e}"),
        }
    }

    /// A player adds a flag at the end of the line they just typed:
    /// `--quiet`, `--lang`, `--glyphs` and `--save-dir` mean the same
    /// before or after the subcommand.
    #[test]
    fn the_run_s_flags_are_taken_before_or_after_the_subcommand() {
        for sub in [
            &["review", "game.kif"][..],
            &["puzzles"],
            &["online"],
            &["lishogi"],
            &["play"],
            &["inspect", "game.kif"],
        ] {
            let after: Vec<&str> = sub
                .iter()
                .copied()
                .chain(["--quiet", "--lang", "ja", "--glyphs", "western"])
                .chain(["--save-dir", "elsewhere"])
                .collect();
            let before: Vec<&str> = ["--quiet", "--lang", "ja", "--glyphs", "western"]
                .into_iter()
                .chain(["--save-dir", "elsewhere"])
                .chain(sub.iter().copied())
                .collect();
            for line in [after, before] {
                let cli = parse(&line);
                assert_eq!(cli.lang, Some(Lang::Ja), "{line:?}");
                assert!(cli.start.setup.quiet, "{line:?}");
                assert_eq!(cli.start.glyphs.as_deref(), Some("western"), "{line:?}");
                assert_eq!(
                    cli.start.save_dir,
                    Some(PathBuf::from("elsewhere")),
                    "{line:?}"
                );
                // Pages with flags of their own under the same names see
                // the value too, wherever it was typed.
                match cli.command {
                    Some(Command::Review(r)) => {
                        assert_eq!(r.glyphs.as_deref(), Some("western"));
                        assert_eq!(r.save_dir, Some(PathBuf::from("elsewhere")));
                    }
                    Some(Command::Online(o)) => {
                        assert_eq!(o.save_dir, Some(PathBuf::from("elsewhere")));
                    }
                    Some(Command::Lishogi(l)) => {
                        assert_eq!(l.save_dir, Some(PathBuf::from("elsewhere")));
                    }
                    Some(Command::Play(p)) => assert!(p.setup.quiet),
                    _ => {}
                }
            }
        }
    }
}
