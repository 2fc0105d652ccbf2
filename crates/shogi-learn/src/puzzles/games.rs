//! Games to look for puzzles in, read from files of three kinds:
//!
//! - datagen files (`.bin`, see `learn::net::file`): records of quiet positions
//!   of self-play games, back to back; a game ends where the move number
//!   drops (the next game starts again from an opening);
//! - game records (`.ron .kif .kifu .ki2 .ki2u .csa`), one game each, by
//!   the record readers;
//! - anything else is read as position lines (`.usi`, `.sfen`, `.txt`):
//!   one game a line, `position startpos moves ...`, `sfen ... moves ...`
//!   or a bare SFEN; blank lines and `#` comments are skipped, and text
//!   after a tab is ignored (datagen's `.sfens` files carry labels there).

use crate::net::DataFileError;
use crate::net::file::DataReader;
use crate::net::sample::Sample;
use shogi_core::Position;
use shogi_records::files::{FileKind, MAX_RECORD_BYTES, extension_of, read_capped_text};
use shogi_records::formats::problem::Problem;
use shogi_records::record::BadMove;
use shogi_records::{Record, RecordError, escape_controls, read_record, usi_line};
use std::path::Path;
use thiserror::Error;

/// The positions of one game, in order, and where it was read.
#[derive(Clone, Debug)]
pub struct Game {
    /// The line of a position-lines file, or the first record of a
    /// datagen game; `None` for a record file.
    pub line: Option<u64>,
    pub positions: Vec<Position>,
}

/// Why a file gives no games.
#[derive(Debug, Error)]
pub enum GamesError {
    #[error(transparent)]
    Data(#[from] DataFileError),
    #[error(transparent)]
    Record(#[from] RecordError),
    #[error("{path}: record {record}: {why}")]
    Sample {
        path: String,
        record: u64,
        why: String,
    },
    /// A line that is no USI record, kept as the reader's value so that
    /// the app says it in the player's language.
    #[error("{path} line {line}: {why}")]
    Line {
        path: String,
        line: usize,
        why: Problem,
    },
    /// A line whose move cannot be played, kept as the value so that the
    /// app says it in the player's language.
    #[error("{path} line {line}: {bad}")]
    BadMove {
        path: String,
        line: usize,
        bad: Box<BadMove>,
    },
}

impl GamesError {
    /// Whether the request is wrong (a missing or malformed file) rather
    /// than reading failing.
    pub fn is_bad_input(&self) -> bool {
        match self {
            GamesError::Data(e) => e.is_bad_input(),
            GamesError::Record(e) => !matches!(e, RecordError::Io { .. }),
            GamesError::Sample { .. } | GamesError::Line { .. } | GamesError::BadMove { .. } => {
                true
            }
        }
    }
}

fn shown(path: &Path) -> String {
    escape_controls(&path.display().to_string()).into_owned()
}

/// The games of a file, by its kind (see the module comment).
pub fn games_in(path: &Path) -> Result<Vec<Game>, GamesError> {
    match extension_of(path).as_str() {
        "bin" => datagen_games(path),
        "ron" | "kif" | "kifu" | "ki2" | "ki2u" | "csa" => {
            // Fails as `read_record` does for what is no record.
            FileKind::from_path(path)?;
            let record = read_record(path)?;
            Ok(vec![Game {
                line: None,
                positions: positions_of(&record),
            }])
        }
        _ => line_games(path),
    }
}

/// The positions of a record's main line, its start included.
pub fn positions_of(record: &Record) -> Vec<Position> {
    let mut p = record.start.position();
    let mut positions = vec![p.clone()];
    for m in &record.moves {
        // The readers stop a line at a move that cannot be played; this
        // guards a record built by hand all the same.
        if p.check_move(m.mv).is_err() {
            break;
        }
        p.do_move(m.mv);
        positions.push(p.clone());
    }
    positions
}

fn datagen_games(path: &Path) -> Result<Vec<Game>, GamesError> {
    let mut reader = DataReader::open(path)?;
    let mut games: Vec<Game> = Vec::new();
    let mut last_ply = u16::MAX;
    let mut index = 0u64;
    while let Some(bytes) = reader.next_bytes()? {
        index += 1;
        let bad = |why: String| GamesError::Sample {
            path: shown(path),
            record: index,
            why,
        };
        let sample = Sample::from_bytes(&bytes).map_err(|e| bad(e.to_string()))?;
        let position = sample.position().map_err(|e| bad(e.to_string()))?;
        match games.last_mut() {
            Some(game) if sample.ply > last_ply => game.positions.push(position),
            _ => games.push(Game {
                line: Some(index),
                positions: vec![position],
            }),
        }
        last_ply = sample.ply;
    }
    Ok(games)
}

fn line_games(path: &Path) -> Result<Vec<Game>, GamesError> {
    let text = read_capped_text(path, MAX_RECORD_BYTES)?;
    let mut games = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let line = raw.split('\t').next().unwrap_or("").trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let record = usi_line::parse_line(line).map_err(|why| GamesError::Line {
            path: shown(path),
            line: i + 1,
            why,
        })?;
        if let Some(bad) = &record.bad_move {
            return Err(GamesError::BadMove {
                path: shown(path),
                line: i + 1,
                bad: Box::new(bad.clone()),
            });
        }
        games.push(Game {
            line: Some(i as u64 + 1),
            positions: positions_of(&record),
        });
    }
    Ok(games)
}
