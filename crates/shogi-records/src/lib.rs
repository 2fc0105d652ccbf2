//! Game records: our RON save format, KIF/KI2, CSA and SFEN/USI lines.
//!
//! # Words
//! - **record**: one game as a record format describes it (start, moves,
//!   times, comments, variations, end), held in memory as a [`Record`]
//!   whatever format it came from. A *record file* is any file holding one
//!   (`.ron .kif .kifu .ki2 .ki2u .csa .usi .sfen`); `read_record` and
//!   `write_record` pick the format by extension (`read_record` reads a
//!   KIF, KI2 or CSA file by its content when that plainly disagrees).
//! - **save**: our own record format, a RON document (`saves::save`), and
//!   one file in that format kept for one game (`read_save`, [`SaveSlot`]).
//! - **saves**: the folder of saves (`saves::folder`, [`SaveDir`]): which
//!   save each game is kept in, the load screen's list.
//!
//! Every format reads into and writes from one in-memory [`Record`]. The
//! readers check spelling and structure (and stop a line at a move that
//! cannot be played); deciding legality and the outcome is the game
//! controller's job, done by replaying the record through `Game::play`.
//! File access (size limit, encodings, atomic writes, the save folder)
//! lives in `files`, `atomic` and `saves`; the parsers are pure functions
//! of text.
//!
//! # Folders
//! One concept a folder, cut by who changes it: a new format touches only
//! `formats/`, the save store only `saves/`, the study board only `study/`.
//! - `formats/`: KIF, KI2, CSA, BOD and USI lines, each reader with its
//!   writer, and what they share (the KIF/KI2 line loop and headers, the
//!   variation tree they read into, encodings, sniffing a format from
//!   content, reading and writing a file by extension).
//! - `saves/`: our RON save format, the save folder, the lock that keeps a
//!   save to one program, atomic writes and a command's output file.
//! - `study/`: what review reads of a record's lines, and the study
//!   board's changes to them.
//! - `server_log`: what a CSA server's logs say of a game's end (one
//!   file, no folder).
//! - Here, at the top: the record every format reads into (`record`,
//!   `game_record`, what replaying it finds in `load_notes`,
//!   `evaluation`, `record_analysis`), its numbers and
//!   words (`limits`, `time_limit`, `timestamp`, `handicap`, `as_read`),
//!   errors and escaping, which all folders use.
//!
//! The format and save modules are also re-exported here by their old
//! names (`kifu::kif`, `kifu::save`, …), so that callers' paths did not
//! change when the folders came.
//!
//! # What the interface calls
//! - Save folder: `SaveDir::open(folder)`, created when missing, then
//!   `.with_older(dir)` for the `./saves` of older versions, listed too;
//!   `dir.holding(&save)` is the folder a listed save lives in. Which
//!   folder is the program's choice (`player_dirs::resolve_save_dir` and
//!   `older_save_dir`): records take folders, they do not look for them.
//! - Every game is kept in a save of its own. A new game claims a free
//!   name with `dir.claim_new(&default_name(&record))` at its first move;
//!   a continued save is claimed with `dir.claim(name)`. A claim
//!   ([`SaveSlot`]) holds an OS lock, so no other running shogi-tui writes
//!   that save; `slot.write(&record)` after every move is atomic, so a
//!   crash leaves the previous or the new complete save.
//! - "Continue": `dir.resumable()` names the most recent unfinished save
//!   that no other instance holds.
//! - Load screen: `dir.list()` (newest first: date, players, moves,
//!   outcome, final SFEN, or the problem of a broken file),
//!   `dir.holding(&save).delete(name)`.
//! - Open any record (`review FILE`, Enter on the load screen):
//!   `open_record(path)` → [`Loaded`]: the `game` (step with `game.view(ply)`),
//!   `notes()` to show (illegal move, unconfirmed end), `comments_at(ply)`,
//!   `bookmark_at(ply)`, `variations_at(ply)` (or `variations_from(line,
//!   ply)` inside a variation) and `variation_game(index)`.
//! - Showing text from a file or an engine (comments, names, notes,
//!   errors): `escape_controls(text)` (`kifu::escape`), so that control
//!   characters reach the terminal as `\e`, `\x07`, `\u{9b}`.
//! - Export: `write_record(path, &record)` picks the format by extension;
//!   `create_record` is the same but never replaces an existing file.
//! - A command's output (`convert`, `analyse --write`, the tools):
//!   [`Output`] `{ path, force }`, `check(&inputs)` before the work, then
//!   `write`: never over an input or anything but a regular file, over an
//!   existing file only with `--force`.

pub mod as_read;
pub mod book;
pub mod error;
pub mod escape;
pub mod evaluation;
pub mod formats;
pub mod game_record;
pub mod handicap;
pub mod limits;
pub mod load_notes;
pub mod marks;
pub mod record;
mod record_analysis;
pub mod saves;
pub mod server_log;
pub mod study;
pub mod time_limit;
pub mod timestamp;

pub use formats::{
    bod, csa, csa_write, dropped, encoding, files, ki2, ki2_write, kif, kif_write, pasted, sniff,
    usi_line,
};
pub use saves::{atomic, lock, output, save};

pub use error::{Format, ParseError, RecordError};
pub use escape::{MAX_RECORDED_NAME_CHARS, clean_name, escape_controls, short_name};
pub use formats::files::{FileKind, create_record, read_record, read_save, write_record};
pub use formats::kif_write::kif_end_line;
pub use game_record::{EndCheck, Loaded, load_game, open_record, record_of, result_of};
pub use load_notes::{Finding, IllegalAt, LoadNote, Unplayable};
pub use record::{
    BadMove, EndMarker, EndWord, GameInfo, GameResult, Handicap, Player, PlayerKind, Record,
    RecordedMove, Start, Variation, new_game_id,
};
pub use saves::folder::{Resumable, SaveDir, SaveSlot, SaveSummary};
pub use saves::output::Output;
pub use study::changes::{LinePlayed, Placed, Played, StudyError};
pub use timestamp::Timestamp;
