//! Clap's texts in the run's language.
//!
//! Clap's derive takes `--help` from doc comments, which are English and
//! fixed at build time. [`command`] builds the command line and then puts
//! the catalogue's text in place of each command's `about` and each
//! argument's help (the tables below name the message of each), in either
//! language: the English catalogue says what the doc comments say, which
//! a test checks, so that English `--help` is exactly clap's. In Japanese
//! it also replaces clap's own words, which the English run keeps: the
//! headings (`Usage`, `Commands`, `Arguments`, `Options`), the
//! `[default: …]` and `[possible values: …]` notes, and clap's errors
//! ([`parse`] writes those for the kinds it knows, clap the rest).

use crate::i18n::{self, Lang};
use crate::t;
use clap::builder::StyledStr;
use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::{Arg, Command, CommandFactory, FromArgMatches};
use std::ffi::OsString;
use std::fmt::Write as _;

/// Each command's `about`, by its name (`""`: the program itself).
const ABOUT: &[(&str, &str)] = &[
    ("", "cli-about"),
    ("perft", "cli-about-perft"),
    ("convert", "cli-about-convert"),
    ("export", "export-about"),
    ("inspect", "cli-about-inspect"),
    ("mate", "cli-about-mate"),
    ("play", "cli-about-play"),
    ("usi", "cli-about-usi"),
    ("analyse", "cli-about-analyse"),
    ("online", "cli-about-online"),
    ("lishogi", "cli-about-lishogi"),
    ("review", "cli-about-review"),
    ("datagen", "cli-about-datagen"),
    ("match", "series-about-match"),
    ("puzzles", "cli-about-puzzles"),
    ("puzzlegen", "cli-about-puzzlegen"),
    ("train", "cli-about-train"),
    ("book", "book-about"),
    ("build", "book-about-build"),
    ("show", "book-about-show"),
    ("merge", "book-about-merge"),
    ("add", "book-about-add"),
    ("remove", "book-about-remove"),
    ("stats", "book-about-stats"),
    ("db", "db-about"),
    ("import", "db-about-import"),
    ("search", "db-about-search"),
    ("explore", "db-about-explore"),
    ("dupes", "db-about-dupes"),
    ("drills", "drills-about"),
    ("drills add", "drills-about-add"),
    ("drills list", "drills-about-list"),
    ("help", "cli-about-help"),
];

/// Each argument's help: (command, argument id, message). Command `*`
/// is any command that has no entry of its own for the argument.
const ARGS: &[(&str, &str, &str)] = &[
    ("*", "lang", "cli-arg-lang"),
    ("*", "help", "cli-arg-help"),
    ("*", "version", "cli-arg-version"),
    ("*", "save_dir", "cli-arg-save-dir"),
    ("*", "game_db", "cli-arg-game-db"),
    ("*", "resume", "cli-arg-continue"),
    ("*", "glyphs", "cli-arg-glyphs"),
    ("*", "theme", "cli-arg-theme"),
    ("", "seconds", "cli-arg-menu-seconds"),
    ("*", "time", "cli-arg-time"),
    ("*", "byoyomi", "cli-arg-byoyomi"),
    ("*", "increment", "cli-arg-increment"),
    ("*", "black_time", "cli-arg-black-time"),
    ("*", "white_time", "cli-arg-white-time"),
    ("*", "black_byoyomi", "cli-arg-black-byoyomi"),
    ("*", "white_byoyomi", "cli-arg-white-byoyomi"),
    ("*", "black_increment", "cli-arg-black-increment"),
    ("*", "white_increment", "cli-arg-white-increment"),
    ("*", "black_name", "cli-arg-black-name"),
    ("*", "white_name", "cli-arg-white-name"),
    ("*", "quiet", "cli-arg-quiet"),
    ("*", "flip", "cli-arg-flip"),
    ("*", "rules", "cli-arg-rules"),
    ("build", "records", "book-arg-records"),
    ("build", "out", "book-arg-out"),
    ("build", "plies", "book-arg-plies"),
    ("build", "min_count", "book-arg-min-count"),
    ("build", "force", "book-arg-force"),
    ("show", "book", "book-arg-show-file"),
    ("show", "sfen", "book-arg-show-sfen"),
    ("show", "moves", "book-arg-show-moves"),
    ("show", "json", "book-arg-show-json"),
    ("merge", "books", "book-arg-books"),
    ("merge", "out", "book-arg-out"),
    ("merge", "force", "book-arg-force"),
    ("add", "book", "book-arg-change"),
    ("add", "sfen", "book-arg-sfen"),
    ("add", "mv", "book-arg-move"),
    ("add", "value", "book-arg-value"),
    ("add", "depth", "book-arg-depth"),
    ("add", "count", "book-arg-count"),
    ("add", "comment", "book-arg-comment"),
    ("remove", "book", "book-arg-change"),
    ("remove", "sfen", "book-arg-sfen"),
    ("remove", "mv", "book-arg-remove-move"),
    ("stats", "book", "book-arg-read"),
    ("stats", "json", "book-arg-json"),
    ("perft", "depth", "cli-arg-perft-depth"),
    ("perft", "sfen", "cli-arg-perft-sfen"),
    ("perft", "divide", "cli-arg-perft-divide"),
    ("convert", "input", "cli-arg-convert-input"),
    ("convert", "output", "cli-arg-convert-output"),
    ("convert", "force", "cli-arg-convert-force"),
    ("convert", "csa_version", "cli-arg-convert-csa-version"),
    ("export", "record", "export-arg-record"),
    ("export", "ply", "export-arg-ply"),
    ("export", "svg", "export-arg-svg"),
    ("export", "png", "export-arg-png"),
    ("export", "size", "export-arg-size"),
    ("export", "bod", "export-arg-bod"),
    ("export", "names", "export-arg-names"),
    ("export", "no_move_number", "export-arg-no-move-number"),
    ("export", "force", "export-arg-force"),
    ("inspect", "record", "cli-arg-inspect-record"),
    ("inspect", "sfen", "cli-arg-inspect-sfen"),
    ("inspect", "handicap", "cli-arg-inspect-handicap"),
    ("inspect", "moves", "cli-arg-inspect-moves"),
    ("inspect", "move_limit", "cli-arg-inspect-move-limit"),
    ("inspect", "declare", "cli-arg-inspect-declare"),
    ("inspect", "json", "cli-arg-inspect-json"),
    ("inspect", "link", "cli-arg-inspect-link"),
    ("mate", "sfen", "cli-arg-mate-sfen"),
    ("mate", "file", "cli-arg-mate-file"),
    ("mate", "seconds", "cli-arg-mate-seconds"),
    ("mate", "nodes", "cli-arg-mate-nodes"),
    ("mate", "hash", "cli-arg-mate-hash"),
    ("mate", "json", "cli-arg-mate-json"),
    ("play", "black", "cli-arg-play-black"),
    ("play", "white", "cli-arg-play-white"),
    ("play", "seconds", "cli-arg-play-seconds"),
    ("play", "sfen", "cli-arg-play-sfen"),
    ("play", "handicap", "cli-arg-play-handicap"),
    ("play", "move_limit", "cli-arg-play-move-limit"),
    ("play", "auto_flip", "cli-arg-play-auto-flip"),
    ("play", "no_hints", "cli-arg-play-no-hints"),
    ("usi", "level", "cli-arg-usi-level"),
    ("usi", "hash", "cli-arg-usi-hash"),
    ("usi", "tune", "cli-arg-usi-tune"),
    ("analyse", "files", "cli-arg-analyse-file"),
    ("analyse", "write_dir", "series-arg-analyse-write-dir"),
    ("analyse", "threads", "series-arg-analyse-threads"),
    ("analyse", "seconds", "cli-arg-analyse-seconds"),
    ("analyse", "nodes", "cli-arg-analyse-nodes"),
    ("analyse", "engine", "cli-arg-analyse-engine"),
    ("analyse", "json", "cli-arg-analyse-json"),
    ("analyse", "write", "cli-arg-analyse-write"),
    ("analyse", "force", "cli-arg-analyse-force"),
    ("online", "server", "cli-arg-online-server"),
    ("online", "user", "cli-arg-online-user"),
    ("online", "password_file", "cli-arg-online-password-file"),
    ("online", "player", "cli-arg-online-player"),
    ("online", "games", "cli-arg-online-games"),
    ("online", "keep_alive", "cli-arg-online-keep-alive"),
    ("online", "silence", "cli-arg-online-silence"),
    ("online", "margin_ms", "cli-arg-online-margin-ms"),
    ("lishogi", "server", "cli-arg-lishogi-server"),
    ("lishogi", "token_file", "cli-arg-lishogi-token-file"),
    ("lishogi", "player", "cli-arg-lishogi-player"),
    ("lishogi", "seek", "cli-arg-lishogi-seek"),
    ("lishogi", "challenge", "cli-arg-lishogi-challenge"),
    ("lishogi", "ai", "cli-arg-lishogi-ai"),
    ("lishogi", "accept", "cli-arg-lishogi-accept"),
    ("lishogi", "clock", "cli-arg-lishogi-clock"),
    ("lishogi", "periods", "cli-arg-lishogi-periods"),
    ("lishogi", "rated", "cli-arg-lishogi-rated"),
    ("lishogi", "color", "cli-arg-lishogi-color"),
    ("lishogi", "games", "cli-arg-lishogi-games"),
    ("lishogi", "margin_ms", "cli-arg-lishogi-margin-ms"),
    ("review", "file", "cli-arg-review-file"),
    ("review", "save_dir", "cli-arg-review-save-dir"),
    ("review", "game_db", "cli-arg-review-game-db"),
    ("play", "game_db", "cli-arg-play-game-db"),
    ("review", "engine", "cli-arg-review-engine"),
    (
        "review",
        "analysis_seconds",
        "cli-arg-review-analysis-seconds",
    ),
    ("match", "engines", "series-arg-match-engines"),
    ("match", "options", "series-arg-match-options"),
    ("match", "limits", "series-arg-match-limits"),
    ("match", "games", "series-arg-match-games"),
    ("match", "time", "series-arg-match-time"),
    ("match", "byoyomi", "series-arg-match-byoyomi"),
    ("match", "increment", "series-arg-match-increment"),
    ("match", "nodes", "series-arg-match-nodes"),
    ("match", "depth", "series-arg-match-depth"),
    ("match", "time_margin", "series-arg-match-time-margin"),
    ("match", "silence", "series-arg-match-silence"),
    ("match", "openings", "series-arg-match-openings"),
    ("match", "random_plies", "series-arg-match-random-plies"),
    ("match", "seed", "series-arg-match-seed"),
    ("match", "max_plies", "series-arg-match-max-plies"),
    ("match", "concurrency", "series-arg-match-concurrency"),
    ("match", "sprt", "series-arg-match-sprt"),
    ("match", "out", "series-arg-match-out"),
    ("match", "resume", "series-arg-match-resume"),
    ("match", "json", "series-arg-match-json"),
    ("datagen", "out", "cli-arg-datagen-out"),
    ("datagen", "games", "cli-arg-datagen-games"),
    ("datagen", "threads", "cli-arg-datagen-threads"),
    ("datagen", "nodes", "cli-arg-datagen-nodes"),
    ("datagen", "random_plies", "cli-arg-datagen-random-plies"),
    ("datagen", "random_moves", "cli-arg-datagen-random-moves"),
    ("datagen", "eval", "cli-arg-datagen-eval"),
    (
        "datagen",
        "no_mate_solver",
        "cli-arg-datagen-no-mate-solver",
    ),
    ("datagen", "weights", "cli-arg-datagen-weights"),
    ("datagen", "seed", "cli-arg-datagen-seed"),
    ("datagen", "stats", "cli-arg-datagen-stats"),
    ("datagen", "sfens", "cli-arg-datagen-sfens"),
    ("datagen", "import", "cli-arg-datagen-import"),
    ("datagen", "every", "cli-arg-datagen-every"),
    ("puzzles", "file", "cli-arg-puzzles-file"),
    ("puzzlegen", "from", "cli-arg-puzzlegen-from"),
    ("puzzlegen", "out", "cli-arg-puzzlegen-out"),
    ("puzzlegen", "force", "cli-arg-puzzlegen-force"),
    ("puzzlegen", "max_plies", "cli-arg-puzzlegen-max-plies"),
    ("puzzlegen", "per_length", "cli-arg-puzzlegen-per-length"),
    ("puzzlegen", "last_plies", "cli-arg-puzzlegen-last-plies"),
    ("puzzlegen", "nodes", "cli-arg-puzzlegen-nodes"),
    ("puzzlegen", "threads", "cli-arg-puzzlegen-threads"),
    ("train", "data", "cli-arg-train-data"),
    ("train", "out", "cli-arg-train-out"),
    ("train", "from", "cli-arg-train-from"),
    ("train", "force", "cli-arg-train-force"),
    ("train", "judge", "cli-arg-train-judge"),
    ("train", "epochs", "cli-arg-train-epochs"),
    ("train", "batch", "cli-arg-train-batch"),
    ("train", "rate", "cli-arg-train-rate"),
    ("train", "decay", "cli-arg-train-decay"),
    ("train", "weight_decay", "cli-arg-train-weight-decay"),
    ("train", "decay_to_start", "cli-arg-train-decay-to-start"),
    ("train", "integer_aware", "cli-arg-train-integer-aware"),
    ("train", "no_mirror", "cli-arg-train-no-mirror"),
    ("train", "lambda", "cli-arg-train-lambda"),
    ("train", "valid_every", "cli-arg-train-valid-every"),
    ("train", "teacher", "cli-arg-train-teacher"),
    ("train", "commit", "cli-arg-train-commit"),
    ("import", "paths", "db-arg-paths"),
    ("import", "db", "db-arg-db"),
    ("search", "db", "db-arg-db"),
    ("explore", "db", "db-arg-db"),
    ("dupes", "db", "db-arg-db"),
    ("search", "player", "db-arg-search-player"),
    ("search", "black", "db-arg-search-black"),
    ("search", "white", "db-arg-search-white"),
    ("search", "sfen", "db-arg-search-sfen"),
    ("search", "event", "db-arg-search-event"),
    ("search", "from", "db-arg-search-from"),
    ("search", "to", "db-arg-search-to"),
    ("search", "result", "db-arg-search-result"),
    ("search", "handicap", "db-arg-search-handicap"),
    ("search", "min_plies", "db-arg-search-min-plies"),
    ("search", "max_plies", "db-arg-search-max-plies"),
    ("search", "limit", "db-arg-search-limit"),
    ("search", "json", "db-arg-search-json"),
    ("explore", "sfen", "db-arg-explore-sfen"),
    ("explore", "player", "db-arg-explore-player"),
    ("explore", "json", "db-arg-explore-json"),
    ("dupes", "json", "db-arg-dupes-json"),
    ("drills add", "records", "drills-arg-records"),
    ("drills add", "side", "drills-arg-side"),
    ("drills add", "seconds", "drills-arg-seconds"),
    ("drills add", "nodes", "drills-arg-nodes"),
    ("drills add", "json", "drills-arg-add-json"),
    ("drills list", "due", "drills-arg-due"),
    ("drills list", "json", "drills-arg-list-json"),
];

fn about_message(command: &str) -> Option<&'static str> {
    ABOUT.iter().find(|(c, _)| *c == command).map(|(_, m)| *m)
}

fn arg_message(command: &str, arg: &str) -> Option<&'static str> {
    let find = |c: &str| {
        ARGS.iter()
            .find(|(cc, a, _)| *cc == c && *a == arg)
            .map(|(_, _, m)| *m)
    };
    find(command).or_else(|| find("*"))
}

/// `T`'s command line, built, in the current language.
pub fn command<T: CommandFactory>() -> Command {
    let mut cmd = T::command();
    // Built first, so that what clap adds (`--help`, `--version`, the
    // `help` subcommand, global flags copied into each subcommand) is
    // there to be said in the language too.
    cmd.build();
    let words = (i18n::current() == Lang::Ja).then(Headings::new);
    localize(cmd, "", &[], words)
}

/// Clap's headings in Japanese, made once for the whole command line.
#[derive(Clone, Copy)]
struct Headings {
    usage: &'static str,
    commands: &'static str,
    arguments: &'static str,
    options: &'static str,
}

impl Headings {
    fn new() -> Headings {
        Headings {
            usage: leak(t!("cli-heading-usage")),
            commands: leak(t!("cli-heading-commands")),
            arguments: leak(t!("cli-heading-arguments")),
            options: leak(t!("cli-heading-options")),
        }
    }
}

/// `cmd` (named `name` in the tables) and its subcommands in the
/// current language; `headings` for Japanese, where clap's own words are
/// replaced too. Arguments are changed in place (`mut_args`): the built
/// command's lookup of flags by position stays right.
fn localize(
    mut cmd: Command,
    name: &str,
    ancestors: &[String],
    headings: Option<Headings>,
) -> Command {
    if let Some(id) = about_message(name) {
        cmd = cmd.about(i18n::text(id));
    }
    let own = name.to_string();
    cmd = cmd.mut_args(|arg| localize_arg(arg, &own, headings));
    if let Some(h) = headings {
        let style = *cmd.get_styles().get_usage();
        cmd = cmd
            .help_template(format!(
                "{{before-help}}{{about-with-newline}}\n{style}{}:{style:#} {{usage}}\n\n{{all-args}}{{after-help}}",
                h.usage
            ))
            .subcommand_help_heading(h.commands);
    }
    let mut line: Vec<String> = ancestors.to_vec();
    line.push(cmd.get_name().to_string());
    cmd.mut_subcommands(|sub| {
        let name = table_name(&line, sub.get_name());
        localize(sub, &name, &line, headings)
    })
}

/// A subcommand's name in the tables: `ancestor name` where the tables
/// have that for one of the commands above it, nearest first (two
/// commands' subcommands of one name, such as `book add` and `drills
/// add`, also under `drills help`), else its own name.
fn table_name(ancestors: &[String], name: &str) -> String {
    ancestors
        .iter()
        .rev()
        .map(|a| format!("{a} {name}"))
        .find(|q| about_message(q).is_some())
        .unwrap_or_else(|| name.to_string())
}

fn localize_arg(mut arg: Arg, command: &str, headings: Option<Headings>) -> Arg {
    let mut help = match arg_message(command, arg.get_id().as_str()) {
        Some(id) if arg.get_help().is_some() => i18n::text(id),
        _ => match arg.get_help() {
            Some(h) => h.to_string(),
            None => return arg,
        },
    };
    if let Some(h) = headings {
        // Clap's notes after the help, in the order clap writes them
        // (their brackets are wide, as the catalogue's own notes are).
        if arg.get_action().takes_values()
            && !arg.is_hide_default_value_set()
            && !arg.get_default_values().is_empty()
        {
            let value = arg
                .get_default_values()
                .iter()
                .map(|v| quoted(&v.to_string_lossy()))
                .collect::<Vec<_>>()
                .join(" ");
            help += &t!("cli-help-default", value = value);
            arg = arg.hide_default_value(true);
        }
        let values: Vec<String> = arg
            .get_possible_values()
            .iter()
            .filter(|v| !v.is_hide_set())
            .map(|v| quoted(v.get_name()))
            .collect();
        if !values.is_empty() && !arg.is_hide_possible_values_set() {
            help += &t!("cli-help-possible-values", values = values.join(", "));
            arg = arg.hide_possible_values(true);
        }
        let heading = if arg.is_positional() {
            h.arguments
        } else {
            h.options
        };
        arg = arg.help_heading(heading);
    }
    arg.help(help)
}

/// A heading for clap, which keeps only `'static` ones without its
/// `string` feature: made once per run.
fn leak(text: String) -> &'static str {
    Box::leak(text.into_boxed_str())
}

/// A value as clap shows it in help: quoted when it holds a space.
fn quoted(value: &str) -> String {
    if value.contains(char::is_whitespace) {
        format!("{value:?}")
    } else {
        value.to_string()
    }
}

/// `T` from the program's arguments, with help and errors in the
/// current language; exits as clap does on `--help` or a mistake.
pub fn parse<T: CommandFactory + FromArgMatches>() -> T {
    parse_from(std::env::args_os())
}

/// `parse`, from the given arguments (the program's name first).
pub fn parse_from<T: CommandFactory + FromArgMatches>(
    args: impl IntoIterator<Item = impl Into<OsString> + Clone>,
) -> T {
    match try_parse_from(args) {
        Ok(t) => t,
        Err(e) => exit(&e),
    }
}

/// `T` from the arguments, or clap's error (its context intact).
pub fn try_parse_from<T: CommandFactory + FromArgMatches>(
    args: impl IntoIterator<Item = impl Into<OsString> + Clone>,
) -> Result<T, clap::Error> {
    let mut cmd = command::<T>();
    let matches = cmd.try_get_matches_from_mut(args)?;
    T::from_arg_matches(&matches).map_err(|e| e.format(&mut cmd))
}

/// Says `e` (help, the version, or a mistake) and ends the process as
/// clap does: status 0 for help and version, 2 for a mistake.
fn exit(e: &clap::Error) -> ! {
    if i18n::current() == Lang::Ja
        && let Some(text) = japanese_error(e)
    {
        let _ = std::io::Write::write_all(&mut std::io::stderr().lock(), text.as_bytes());
        std::process::exit(e.exit_code());
    }
    e.exit()
}

/// Clap's error in Japanese, for the kinds whose details clap gives;
/// `None` for help, the version and any other (clap says those itself).
pub fn japanese_error(e: &clap::Error) -> Option<String> {
    let text = |kind| match e.get(kind) {
        Some(ContextValue::String(s)) => Some(s.clone()),
        _ => None,
    };
    let texts = |kind| match e.get(kind) {
        Some(ContextValue::Strings(v)) => Some(v.clone()),
        Some(ContextValue::String(s)) => Some(vec![s.clone()]),
        _ => None,
    };
    let number = |kind| match e.get(kind) {
        Some(ContextValue::Number(n)) => Some(*n),
        _ => None,
    };
    let list = |values: Vec<String>| {
        values
            .iter()
            .map(|v| format!("\n  {v}"))
            .collect::<String>()
    };
    let mut out = String::new();
    match e.kind() {
        ErrorKind::UnknownArgument => {
            out += &t!(
                "cli-clap-unknown-argument",
                arg = text(ContextKind::InvalidArg)?
            );
        }
        ErrorKind::InvalidSubcommand => {
            out += &t!(
                "cli-clap-unknown-subcommand",
                name = text(ContextKind::InvalidSubcommand)?
            );
        }
        ErrorKind::InvalidValue => {
            let arg = text(ContextKind::InvalidArg)?;
            let value = text(ContextKind::InvalidValue)?;
            out += &if value.is_empty() {
                t!("cli-clap-value-required", arg = arg)
            } else {
                t!("cli-clap-invalid-value", arg = arg, value = value)
            };
            if let Some(values) = texts(ContextKind::ValidValue).filter(|v| !v.is_empty()) {
                out += "\n  ";
                out += &t!("cli-help-possible-values", values = values.join(", "));
            }
        }
        ErrorKind::ValueValidation => {
            let arg = text(ContextKind::InvalidArg)?;
            let value = text(ContextKind::InvalidValue)?;
            out += &match std::error::Error::source(e) {
                Some(why) => t!(
                    "cli-clap-invalid-value-why",
                    arg = arg,
                    value = value,
                    why = why.to_string()
                ),
                None => t!("cli-clap-invalid-value", arg = arg, value = value),
            };
        }
        ErrorKind::MissingRequiredArgument => {
            out += &t!("cli-clap-missing-arguments");
            out += &list(texts(ContextKind::InvalidArg)?);
        }
        ErrorKind::MissingSubcommand => {
            out += &t!(
                "cli-clap-missing-subcommand",
                name = text(ContextKind::InvalidSubcommand)?
            );
        }
        ErrorKind::ArgumentConflict => {
            let arg = text(ContextKind::InvalidArg)?;
            match e.get(ContextKind::PriorArg) {
                Some(ContextValue::String(prior)) if *prior == arg => {
                    out += &t!("cli-clap-used-twice", arg = arg);
                }
                Some(ContextValue::String(prior)) => {
                    out += &t!("cli-clap-conflict", arg = arg, other = prior.clone());
                }
                Some(ContextValue::Strings(prior)) => {
                    out += &t!("cli-clap-conflict-many", arg = arg);
                    out += &list(prior.clone());
                }
                _ => out += &t!("cli-clap-conflict-some", arg = arg),
            }
        }
        ErrorKind::NoEquals => {
            out += &t!("cli-clap-no-equals", arg = text(ContextKind::InvalidArg)?);
        }
        ErrorKind::TooManyValues => {
            out += &t!(
                "cli-clap-too-many-values",
                arg = text(ContextKind::InvalidArg)?,
                value = text(ContextKind::InvalidValue)?
            );
        }
        ErrorKind::TooFewValues | ErrorKind::WrongNumberOfValues => {
            let wanted = number(ContextKind::MinValues)
                .or_else(|| number(ContextKind::ExpectedNumValues))?;
            out += &t!(
                "cli-clap-value-count",
                arg = text(ContextKind::InvalidArg)?,
                wanted = wanted as i64,
                given = number(ContextKind::ActualNumValues)? as i64
            );
        }
        _ => return None,
    }
    for (kind, what) in [
        (ContextKind::SuggestedSubcommand, "subcommand"),
        (ContextKind::SuggestedArg, "argument"),
        (ContextKind::SuggestedValue, "value"),
    ] {
        if let Some(similar) = texts(kind) {
            let similar = similar
                .iter()
                .map(|s| format!("'{s}'"))
                .collect::<Vec<_>>()
                .join(", ");
            out += "\n\n  ";
            out += &match what {
                "subcommand" => t!("cli-clap-similar-subcommand", names = similar),
                "argument" => t!("cli-clap-similar-argument", names = similar),
                _ => t!("cli-clap-similar-value", names = similar),
            };
        }
    }
    if let Some(ContextValue::StyledStrs(tips)) = e.get(ContextKind::Suggested) {
        for tip in tips {
            out += "\n\n  ";
            out += &t!("cli-clap-tip", tip = plain(tip));
        }
    }
    if let Some(ContextValue::StyledStr(usage)) = e.get(ContextKind::Usage) {
        let usage = plain(usage);
        let usage = usage.trim();
        let usage = usage.strip_prefix("Usage:").unwrap_or(usage).trim_start();
        let _ = write!(out, "\n\n{}: {usage}", t!("cli-heading-usage"));
    }
    Some(format!(
        "{}: {out}\n\n{}\n",
        t!("cli-clap-error"),
        t!("cli-clap-more", flag = "--help")
    ))
}

/// A styled text without its styles.
fn plain(s: &StyledStr) -> String {
    s.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::command_line::Cli;

    /// Every command of a built command line by its path of names, with
    /// its long help rendered.
    fn helps(mut cmd: Command) -> Vec<(String, String)> {
        fn walk(cmd: &mut Command, path: &str, out: &mut Vec<(String, String)>) {
            out.push((path.to_string(), cmd.render_long_help().to_string()));
            for sub in cmd.get_subcommands_mut() {
                let path = format!("{path} {}", sub.get_name());
                walk(sub, &path, out);
            }
        }
        let mut out = Vec::new();
        walk(&mut cmd, "shogi-tui", &mut out);
        out
    }

    #[test]
    fn english_help_is_clap_s_own_from_the_doc_comments() {
        let mut derived = Cli::command();
        derived.build();
        let derived = helps(derived);
        let localized = i18n::in_lang(Lang::En, || helps(command::<Cli>()));
        assert!(derived.len() > 14, "{}", derived.len());
        assert_eq!(derived.len(), localized.len());
        for ((path, want), (_, got)) in derived.iter().zip(&localized) {
            assert_eq!(got, want, "{path}");
        }
    }

    #[test]
    fn every_about_and_help_has_a_message() {
        let mut cmd = Cli::command();
        cmd.build();
        let mut missing = Vec::new();
        for sub in std::iter::once(&cmd).chain(cmd.get_subcommands()) {
            let name = if sub.get_name() == cmd.get_name() {
                ""
            } else {
                sub.get_name()
            };
            if sub.get_about().is_some() && about_message(name).is_none() {
                missing.push(format!("about of '{name}'"));
            }
            for arg in sub.get_arguments() {
                if arg.get_help().is_some() && arg_message(name, arg.get_id().as_str()).is_none() {
                    missing.push(format!("'{name}' {}", arg.get_id()));
                }
            }
        }
        assert!(missing.is_empty(), "no message for {missing:?}");
    }

    #[test]
    fn japanese_help_says_clap_s_words_in_japanese() {
        let helps = i18n::in_lang(Lang::Ja, || helps(command::<Cli>()));
        let top = &helps[0].1;
        for word in [
            "使い方:",
            "コマンド:",
            "オプション:",
            "対局を始める",
            "ヘルプを表示する",
        ] {
            assert!(top.contains(word), "{word}: {top}");
        }
        for english in ["Usage:", "Options:", "Commands:", "Print help", "[default:"] {
            assert!(!top.contains(english), "{english}: {top}");
        }
        let (_, inspect) = helps
            .iter()
            .find(|(path, _)| path == "shogi-tui inspect")
            .expect("inspect");
        for word in ["引数:", "オプション:", "［既定：declare27］", "局面"] {
            assert!(inspect.contains(word), "{word}: {inspect}");
        }
        let (_, play) = helps
            .iter()
            .find(|(path, _)| path == "shogi-tui play")
            .expect("play");
        assert!(play.contains("［指定できる値：kanji, western］"), "{play}");
    }

    #[test]
    fn clap_s_errors_are_said_in_japanese() {
        let error = |args: &[&str]| {
            i18n::in_lang(Lang::Ja, || {
                let e = try_parse_from::<Cli>(["shogi-tui"].iter().chain(args))
                    .err()
                    .expect("an error");
                japanese_error(&e).expect("said in Japanese")
            })
        };
        let unknown = error(&["--sfn"]);
        assert!(
            unknown.starts_with("エラー: 知らない引数 '--sfn'"),
            "{unknown}"
        );
        assert!(unknown.contains("使い方: shogi-tui"), "{unknown}");
        assert!(
            unknown.ends_with("詳しくは '--help' を見てください。\n"),
            "{unknown}"
        );
        let similar = error(&["inspect", "--sfn", "x"]);
        assert!(similar.contains("'--sfen'"), "{similar}");
        let depth = error(&["perft", "0"]);
        assert!(depth.contains("1から20までの整数"), "{depth}");
        let glyphs = error(&["play", "--glyphs", "x"]);
        assert!(
            glyphs.contains("［指定できる値：kanji, western］"),
            "{glyphs}"
        );
        let missing = error(&["mate"]);
        assert!(missing.contains("必須の引数"), "{missing}");
        let twice = error(&["inspect", "--sfen", "x", "--handicap", "rook"]);
        assert!(twice.contains("一緒には使えません"), "{twice}");
        let lang = error(&["--lang", "fr"]);
        assert!(lang.contains("ja（日本語）"), "{lang}");
        // Help and the version are clap's to print.
        i18n::in_lang(Lang::Ja, || {
            let e = try_parse_from::<Cli>(["shogi-tui", "--help"])
                .err()
                .unwrap();
            assert!(japanese_error(&e).is_none());
            assert!(e.to_string().contains("使い方:"));
        });
    }

    #[test]
    fn lang_may_come_anywhere_and_the_last_one_counts() {
        let lang = |args: &[&str]| {
            try_parse_from::<Cli>(["shogi-tui"].iter().chain(args))
                .map(|cli| cli.lang)
                .map_err(|e| e.to_string())
        };
        assert_eq!(lang(&["--lang", "ja"]), Ok(Some(Lang::Ja)));
        assert_eq!(lang(&["perft", "1", "--lang=ja"]), Ok(Some(Lang::Ja)));
        assert_eq!(
            lang(&["--lang", "ja", "perft", "1", "--lang", "en"]),
            Ok(Some(Lang::En))
        );
        assert_eq!(lang(&["perft", "1"]), Ok(None));
        let bad = i18n::in_lang(Lang::En, || lang(&["--lang", "fr"])).unwrap_err();
        assert!(
            bad.contains("give en (English) or ja (Japanese), not 'fr'"),
            "{bad}"
        );
    }
}
