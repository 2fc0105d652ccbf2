//! `shogi-tui book`: opening books in the YaneuraOu format, from the
//! command line.
//!
//! - `book build RECORDS... --out FILE.db [--plies N] [--min-count K]`:
//!   a book from records (files, and folders of them searched through);
//!   a record that cannot be read is named on stderr and skipped.
//! - `book show FILE.db [--sfen SFEN] [--moves USI...] [--json]`: a
//!   position's moves (the start position by default); `--builtin` in
//!   place of the file reads the book inside the program (also for
//!   `stats`).
//! - `book merge A.db B.db... --out C.db`: counts and results summed.
//! - `book add FILE.db --sfen SFEN --move USI [...]`, `book remove
//!   FILE.db --sfen SFEN [--move USI]`: edits, written atomically to the
//!   same name (a failure leaves the old file).
//! - `book stats FILE.db [--json]`: positions, moves, size, order, the
//!   time to open.
//!
//! A new book (`build`, `merge`) is a `kifu::Output`: never one of the
//! files read, never anything but a regular file, an existing one only
//! with `--force`. Exit status as every subcommand: 2 bad input (a file
//! that is not a book, a bad SFEN or move), 1 a failed read or write.

use super::{Failure, messages, say_error, write_stdout};
use crate::game::{Game, Start, parse_usi_moves, replay};
use crate::i18n::rules::Shown;
use crate::kifu::book::{
    Book, BookBuilder, BookEntry, BookError, BookLine, Written, edit_book, key_of, merge_books,
    write_book,
};
use crate::kifu::files::FileKind;
use crate::kifu::{Output, escape_controls, open_record};
use crate::shogi::notation::japanese;
use crate::shogi::{Move, Position};
use crate::t;
use crate::words::Said;
use clap::{Args, Subcommand};
use serde::Serialize;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;
use unicode_width::UnicodeWidthStr;

#[derive(Args, Debug)]
pub struct BookArgs {
    #[command(subcommand)]
    pub command: BookCommand,
}

#[derive(Subcommand, Debug)]
pub enum BookCommand {
    /// Build a book from game records (.kif .ki2 .csa .ron …, and folders of them).
    Build(BuildArgs),
    /// List a position's moves in a book (the start position by default).
    Show(ShowArgs),
    /// Merge books: counts and results summed, the deeper line's value kept.
    Merge(MergeArgs),
    /// Add a move to a position of a book, or change its value, depth, count or comment.
    Add(AddArgs),
    /// Remove a move, or a whole position, from a book.
    Remove(RemoveArgs),
    /// Say how big a book is, whether it is sorted, and how long it takes to open.
    Stats(StatsArgs),
    // For `bench/book.sh` (`book_bench.rs`): a synthetic book, lookup times.
    #[command(hide = true)]
    Synth(super::book_bench::SynthArgs),
    #[command(hide = true)]
    Bench(super::book_bench::BenchArgs),
}

/// Plies of each game a book keeps by default: the opening and the
/// early middle game, where games still meet each other's positions;
/// later positions are rarely reached twice and only make the book big.
pub const DEFAULT_PLIES: usize = 40;

#[derive(Args, Debug)]
pub struct BuildArgs {
    /// Records to read, and folders searched for them.
    #[arg(required = true, value_name = "RECORDS")]
    pub records: Vec<PathBuf>,
    /// The book to write.
    #[arg(long, value_name = "FILE")]
    pub out: PathBuf,
    /// Keep only the first N moves of each game.
    #[arg(long, value_name = "N", default_value_t = DEFAULT_PLIES,
          value_parser = super::whole_number::<usize>(1, 10_000), allow_hyphen_values = true)]
    pub plies: usize,
    /// Leave out moves played in fewer than K games.
    #[arg(long, value_name = "K", default_value_t = 1,
          value_parser = super::whole_number::<u64>(1, u64::MAX), allow_hyphen_values = true)]
    pub min_count: u64,
    /// Replace FILE if it exists.
    #[arg(long)]
    pub force: bool,
}

#[derive(Args, Debug)]
pub struct ShowArgs {
    /// The book to read [default: the book built into the program].
    #[arg(value_name = "FILE")]
    pub book: Option<PathBuf>,
    /// Read the book built into the program (as without FILE).
    #[arg(long, conflicts_with = "book")]
    pub builtin: bool,
    /// The position (SFEN) [default: the start position].
    #[arg(long, value_name = "SFEN")]
    pub sfen: Option<String>,
    /// Moves (USI) played from the position first.
    #[arg(long, value_name = "USI", num_args = 1..)]
    pub moves: Vec<String>,
    /// Print JSON: {"sfen", "moves": [{"usi", "count", "wins", "losses", "draws", "value"}]}.
    #[arg(long)]
    pub json: bool,
}

#[derive(Args, Debug)]
pub struct MergeArgs {
    /// The books to merge (the first wins ties).
    #[arg(required = true, num_args = 2.., value_name = "BOOKS")]
    pub books: Vec<PathBuf>,
    /// The book to write.
    #[arg(long, value_name = "FILE")]
    pub out: PathBuf,
    /// Replace FILE if it exists.
    #[arg(long)]
    pub force: bool,
}

#[derive(Args, Debug)]
pub struct AddArgs {
    /// The book to change.
    #[arg(value_name = "FILE")]
    pub book: PathBuf,
    /// The position (SFEN).
    #[arg(long, value_name = "SFEN")]
    pub sfen: String,
    /// The move (USI).
    #[arg(long = "move", value_name = "USI")]
    pub mv: String,
    /// Its value (centipawns, for the side to move).
    #[arg(long, value_name = "V", allow_hyphen_values = true)]
    pub value: Option<i32>,
    /// The depth of the search that gave the value.
    #[arg(long, value_name = "D", allow_hyphen_values = true)]
    pub depth: Option<i32>,
    /// How often it was played [default for a new move: 1].
    #[arg(long, value_name = "N", value_parser = super::whole_number::<u64>(0, u64::MAX), allow_hyphen_values = true)]
    pub count: Option<u64>,
    /// A comment on the move.
    #[arg(long, value_name = "TEXT")]
    pub comment: Option<String>,
}

#[derive(Args, Debug)]
pub struct RemoveArgs {
    /// The book to change.
    #[arg(value_name = "FILE")]
    pub book: PathBuf,
    /// The position (SFEN).
    #[arg(long, value_name = "SFEN")]
    pub sfen: String,
    /// Only this move (USI) [default: the whole position].
    #[arg(long = "move", value_name = "USI")]
    pub mv: Option<String>,
}

#[derive(Args, Debug)]
pub struct StatsArgs {
    /// The book to read.
    #[arg(value_name = "FILE", required_unless_present = "builtin")]
    pub book: Option<PathBuf>,
    /// Read the book built into the program instead of a file.
    #[arg(long, conflicts_with = "book")]
    pub builtin: bool,
    /// Print JSON.
    #[arg(long)]
    pub json: bool,
}

pub fn run(args: &BookArgs) -> ExitCode {
    let (name, done) = match &args.command {
        BookCommand::Build(a) => ("book build", build(a)),
        BookCommand::Show(a) => ("book show", show(a)),
        BookCommand::Merge(a) => ("book merge", merge(a)),
        BookCommand::Add(a) => ("book add", add(a)),
        BookCommand::Remove(a) => ("book remove", remove(a)),
        BookCommand::Stats(a) => ("book stats", stats(a)),
        BookCommand::Synth(a) => ("book synth", super::book_bench::synth(a)),
        BookCommand::Bench(a) => ("book bench", super::book_bench::bench(a)),
    };
    match done {
        Ok(code) => code,
        Err(failure) => failure.report(name),
    }
}

/// A book error as the command line says it, with its exit status.
fn failure(e: &BookError) -> Failure {
    match e {
        BookError::File(r) => Failure::of_record(r),
        other if other.is_bad_input() => Failure::BadInput(other.said()),
        other => Failure::Io(other.said()),
    }
}

/// Opens a book; values held in range (a number past 32 bits read as
/// the nearest one) are said on stderr, with the line, so that a value
/// changed by reading is never changed silently.
fn open(path: &Path) -> Result<Book, Failure> {
    let book = Book::open(path).map_err(|e| failure(&e))?;
    if let Some(c) = book.clamped() {
        say_error(
            "book",
            &t!(
                "book-cli-clamped",
                book = escape_controls(book.name()),
                lines = c.lines.to_string(),
                line = c.first_line.to_string()
            ),
        );
    }
    Ok(book)
}

/// The book `show` and `stats` read: the file named, or the one inside
/// the program (`--builtin`, and `show` without a file).
fn file_or_builtin(path: Option<&Path>) -> Result<Arc<Book>, Failure> {
    match path {
        Some(path) => open(path).map(Arc::new),
        // Read when the program starts its first game; unreadable only if
        // the embedded bytes were broken, which its tests rule out.
        None => crate::book::builtin().ok_or_else(|| Failure::Io(t!("book-cli-no-builtin"))),
    }
}

/// The record files named: files as given, folders searched through
/// (files of other types in them passed over, symlinked folders not
/// followed, so that a loop cannot trap the walk), in name order.
pub(crate) fn record_files(paths: &[PathBuf]) -> Vec<PathBuf> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        let Ok(read) = std::fs::read_dir(dir) else {
            // An unreadable folder: its files are named by the read below.
            out.push(dir.to_path_buf());
            return;
        };
        let mut entries: Vec<_> = read.flatten().collect();
        entries.sort_by_key(|e| e.file_name());
        for e in entries {
            let path = e.path();
            match e.file_type() {
                Ok(t) if t.is_dir() => walk(&path, out),
                _ if FileKind::from_path(&path).is_ok() => out.push(path),
                _ => {}
            }
        }
    }
    let mut out = Vec::new();
    for p in paths {
        if p.is_dir() {
            walk(p, &mut out);
        } else {
            out.push(p.clone());
        }
    }
    out
}

fn build(args: &BuildArgs) -> Result<ExitCode, Failure> {
    let files = record_files(&args.records);
    let inputs: Vec<&Path> = files.iter().map(PathBuf::as_path).collect();
    let output = Output::new(&args.out, args.force);
    output.check(&inputs).map_err(|e| Failure::of_record(&e))?;
    let mut builder = BookBuilder::new(args.plies, args.min_count);
    let mut skipped = 0u64;
    for file in &files {
        match open_record(file) {
            // A file the lenient readers take for a record of no moves
            // (a KIF of junk) adds nothing, and is not a game read.
            Ok(loaded) if loaded.game.moves().is_empty() => {
                skipped += 1;
                say_error(
                    "book build",
                    &t!(
                        "book-cli-no-moves",
                        path = escape_controls(&file.display().to_string())
                    ),
                );
            }
            Ok(loaded) => builder.add_loaded(&loaded),
            Err(e) => {
                skipped += 1;
                say_error(
                    "book build",
                    &t!("book-cli-skipped", why = messages::record_error(&e)),
                );
            }
        }
    }
    let games = builder.games();
    if games == 0 {
        return Err(Failure::BadInput(t!("book-cli-no-games")));
    }
    let entries = builder.finish();
    write_book(&output, &entries).map_err(|e| failure(&e))?;
    let moves: usize = entries.iter().map(|e| e.moves.len()).sum();
    let said = t!(
        "book-cli-built",
        games = games.to_string(),
        skipped = skipped.to_string(),
        positions = entries.len().to_string(),
        moves = moves.to_string(),
        path = escape_controls(&args.out.display().to_string())
    );
    Ok(write_stdout("book build", |w| writeln!(w, "{said}")))
}

/// The position of `--sfen` (or the start) after `--moves`.
fn position(sfen: Option<&str>, moves: &[String]) -> Result<Position, Failure> {
    let start = match sfen {
        Some(s) => Start::from_sfen(s).map_err(|e| Failure::BadInput(messages::bad_sfen(&e)))?,
        None => Start::Even,
    };
    let moves = parse_usi_moves(&moves.join(" "))
        .map_err(|e| Failure::BadInput(messages::usi_list_error(&e)))?;
    let game = replay(Game::new(start), moves)
        .map_err(|e| Failure::BadInput(messages::replay_error(&e)))?;
    Ok(game.position().clone())
}

#[derive(Serialize)]
struct ShownMove {
    usi: String,
    count: Option<u64>,
    wins: Option<u64>,
    losses: Option<u64>,
    draws: Option<u64>,
    value: Option<i32>,
}

#[derive(Serialize)]
struct ShownPosition {
    sfen: String,
    moves: Vec<ShownMove>,
}

fn show(args: &ShowArgs) -> Result<ExitCode, Failure> {
    let pos = position(args.sfen.as_deref(), &args.moves)?;
    let book = file_or_builtin(args.book.as_deref())?;
    let entry = book.entry(&key_of(&pos)).map_err(|e| failure(&e))?;
    let lines = entry.map(|e| e.moves).unwrap_or_default();
    if args.json {
        let shown = ShownPosition {
            sfen: pos.to_sfen(),
            moves: lines
                .iter()
                .map(|m| ShownMove {
                    usi: m.usi.clone(),
                    count: m.count,
                    wins: m.results.map(|r| r.wins),
                    losses: m.results.map(|r| r.losses),
                    draws: m.results.map(|r| r.draws),
                    value: m.value,
                })
                .collect(),
        };
        let text = serde_json::to_string(&shown).map_err(|e| Failure::Io(e.to_string()))?;
        return Ok(write_stdout("book show", |w| writeln!(w, "{text}")));
    }
    let mut text = table(&book, &pos, &lines);
    if !lines.is_empty() {
        text += &what_the_figures_are(&book, args.book.is_none());
    }
    Ok(write_stdout("book show", |w| write!(w, "{text}")))
}

/// What the columns count, and for the built-in book where its games
/// came from (`assets/book/README.md`, its card): without it a player
/// reads "25 wins of 77" as a verdict on the move rather than as how a
/// few games of one engine against itself went.
fn what_the_figures_are(book: &Book, builtin: bool) -> String {
    let mut out = String::from("\n");
    out += &t!("book-cli-show-figures");
    out.push('\n');
    if builtin {
        // Every game starts from the start position, so its moves' counts
        // add up to the games the book was built from.
        let start = book
            .entry(&key_of(&Position::startpos()))
            .ok()
            .flatten()
            .map(|e| e.moves.iter().filter_map(|m| m.count).sum::<u64>())
            .unwrap_or(0);
        out += &t!("book-cli-show-builtin", games = start);
        out.push('\n');
    }
    out
}

/// `text` padded with spaces to `width` columns (kanji are two).
fn pad(text: &str, width: usize) -> String {
    let w = UnicodeWidthStr::width(text);
    format!("{text}{}", " ".repeat(width.saturating_sub(w)))
}

fn number<T: ToString>(n: Option<T>) -> String {
    n.map_or_else(|| "-".to_string(), |n| n.to_string())
}

/// The moves as a table, in the player's language.
fn table(book: &Book, pos: &Position, lines: &[BookLine]) -> String {
    let mut out = t!(
        "book-cli-show-title",
        book = escape_controls(book.name()),
        sfen = pos.to_sfen()
    );
    out.push('\n');
    if lines.is_empty() {
        out += &t!("book-cli-show-none");
        out.push('\n');
        return out;
    }
    let rows: Vec<[String; 9]> = lines
        .iter()
        .map(|m| {
            let played = Move::from_usi(&m.usi)
                .ok()
                .filter(|&mv| pos.check_move(mv).is_ok());
            let r = m.results;
            [
                played.map_or_else(|| t!("book-cli-not-playable"), |mv| japanese(pos, mv, None)),
                escape_controls(&m.usi).into_owned(),
                number(m.count),
                number(r.map(|r| r.wins)),
                number(r.map(|r| r.losses)),
                number(r.map(|r| r.draws)),
                number(m.value),
                number(m.depth),
                escape_controls(&m.comment.replace('\n', " / ")).into_owned(),
            ]
        })
        .collect();
    let heads = [
        t!("book-cli-col-move"),
        "USI".to_string(),
        t!("book-cli-col-games"),
        t!("book-cli-col-wins"),
        t!("book-cli-col-losses"),
        t!("book-cli-col-draws"),
        t!("book-cli-col-value"),
        t!("book-cli-col-depth"),
        t!("book-cli-col-comment"),
    ];
    let mut widths = heads.clone().map(|h| UnicodeWidthStr::width(h.as_str()));
    for row in &rows {
        for (w, cell) in widths.iter_mut().zip(row) {
            *w = (*w).max(UnicodeWidthStr::width(cell.as_str()));
        }
    }
    for row in std::iter::once(&heads).chain(&rows) {
        let cells: Vec<String> = row.iter().zip(widths).map(|(c, w)| pad(c, w)).collect();
        out += cells.join("  ").trim_end();
        out.push('\n');
    }
    out
}

fn merge(args: &MergeArgs) -> Result<ExitCode, Failure> {
    let inputs: Vec<&Path> = args.books.iter().map(PathBuf::as_path).collect();
    let output = Output::new(&args.out, args.force);
    output.check(&inputs).map_err(|e| Failure::of_record(&e))?;
    let books = args
        .books
        .iter()
        .map(|p| open(p))
        .collect::<Result<Vec<_>, _>>()?;
    let refs: Vec<&Book> = books.iter().collect();
    let Written { positions, moves } = merge_books(&refs, &output).map_err(|e| failure(&e))?;
    let said = t!(
        "book-cli-merged",
        books = books.len().to_string(),
        positions = positions.to_string(),
        moves = moves.to_string(),
        path = escape_controls(&args.out.display().to_string())
    );
    Ok(write_stdout("book merge", |w| writeln!(w, "{said}")))
}

/// A move of `--move`, which must be legal at `pos`.
fn legal_move(pos: &Position, usi: &str) -> Result<Move, Failure> {
    let mv = parse_usi_moves(usi)
        .map_err(|e| Failure::BadInput(messages::usi_list_error(&e)))?
        .first()
        .copied()
        .ok_or_else(|| Failure::BadInput(t!("book-cli-no-move")))?;
    pos.check_move(mv).map_err(|e| {
        Failure::BadInput(t!(
            "book-cli-illegal-move",
            text = mv.to_usi(),
            why = e.shown()
        ))
    })?;
    Ok(mv)
}

/// Rewrites the book at `path` with `change` made to the entry of
/// `pos` (`Ok(None)`: the position removed), to the same name,
/// atomically; a refusal writes nothing.
fn edit(
    path: &Path,
    pos: &Position,
    change: impl FnOnce(Option<BookEntry>) -> Result<Option<BookEntry>, Failure>,
) -> Result<(), Failure> {
    let book = open(path)?;
    let key = key_of(pos);
    let current = book.entry(&key).map_err(|e| failure(&e))?;
    let replacement = change(current)?;
    edit_book(&book, &Output::new(path, true), &key, replacement)
        .map(|_| ())
        .map_err(|e| failure(&e))
}

fn add(args: &AddArgs) -> Result<ExitCode, Failure> {
    let pos = position(Some(&args.sfen), &[])?;
    let mv = legal_move(&pos, &args.mv)?;
    let usi = mv.to_usi();
    edit(&args.book, &pos, |entry| {
        let mut entry = entry.unwrap_or_else(|| BookEntry {
            key: key_of(&pos),
            ply: Some(pos.ply()),
            ..BookEntry::default()
        });
        let line = match entry.moves.iter().position(|m| m.usi == usi) {
            Some(i) => &mut entry.moves[i],
            None => {
                entry.moves.push(BookLine {
                    usi: usi.clone(),
                    count: Some(1),
                    ..BookLine::default()
                });
                let last = entry.moves.len() - 1;
                &mut entry.moves[last]
            }
        };
        line.value = args.value.or(line.value);
        line.depth = args.depth.or(line.depth);
        line.count = args.count.or(line.count);
        if let Some(c) = &args.comment {
            line.comment = c.replace('\r', "");
        }
        Ok(Some(entry))
    })?;
    let said = t!(
        "book-cli-added",
        text = usi,
        path = escape_controls(&args.book.display().to_string())
    );
    Ok(write_stdout("book add", |w| writeln!(w, "{said}")))
}

fn remove(args: &RemoveArgs) -> Result<ExitCode, Failure> {
    let pos = position(Some(&args.sfen), &[])?;
    let usi = match &args.mv {
        Some(m) => Some(legal_move(&pos, m)?.to_usi()),
        None => None,
    };
    let path = escape_controls(&args.book.display().to_string()).into_owned();
    let absent = || Failure::BadInput(t!("book-cli-not-in-book", path = path.clone()));
    edit(&args.book, &pos, |entry| {
        let Some(mut entry) = entry else {
            return Err(absent());
        };
        match &usi {
            None => Ok(None),
            Some(usi) => {
                let before = entry.moves.len();
                entry.moves.retain(|m| &m.usi != usi);
                if entry.moves.len() == before {
                    return Err(absent());
                }
                // A position left without moves goes too.
                Ok((!entry.moves.is_empty()).then_some(entry))
            }
        }
    })?;
    let said = t!("book-cli-removed", path = path.clone());
    Ok(write_stdout("book remove", |w| writeln!(w, "{said}")))
}

#[derive(Serialize)]
struct ShownStats {
    positions: usize,
    moves: usize,
    bytes: u64,
    sorted: bool,
    table_bytes: usize,
    open_seconds: f64,
}

fn stats(args: &StatsArgs) -> Result<ExitCode, Failure> {
    let book = file_or_builtin(args.book.as_deref())?;
    let s = book.stats();
    let text = if args.json {
        let shown = ShownStats {
            positions: s.positions,
            moves: s.moves,
            bytes: s.bytes,
            sorted: s.sorted,
            table_bytes: s.table_bytes,
            open_seconds: s.opened_in.as_secs_f64(),
        };
        serde_json::to_string(&shown).map_err(|e| Failure::Io(e.to_string()))?
    } else {
        t!(
            "book-cli-stats",
            book = escape_controls(book.name()),
            positions = s.positions.to_string(),
            moves = s.moves.to_string(),
            bytes = s.bytes.to_string(),
            order = if s.sorted {
                t!("book-cli-sorted")
            } else {
                t!("book-cli-unsorted", table = s.table_bytes.to_string())
            },
            ms = format!("{:.1}", s.opened_in.as_secs_f64() * 1000.0)
        )
    };
    Ok(write_stdout("book stats", |w| writeln!(w, "{text}")))
}
