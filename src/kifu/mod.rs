//! Game records: our RON save format, KIF/KI2, CSA and SFEN/USI lines.
//!
//! Every format reads into and writes from one in-memory [`Record`]. The
//! parsers check spelling and structure; replaying the moves (legality,
//! outcome) belongs to the game controller. File access (size limit,
//! encodings, atomic writes, the save folder) lives in `files`, `atomic`
//! and `saves`, so the parsers stay pure functions of text.

pub mod atomic;
mod bod;
pub mod csa;
pub mod csa_write;
pub mod encoding;
pub mod error;
pub mod files;
pub mod game_record;
pub mod handicap;
pub mod inspect;
pub mod ki2;
pub mod kif;
mod kif_header;
pub mod kif_write;
pub mod record;
pub mod review;
pub mod save;
pub mod saves;
mod setup;
pub mod timestamp;
pub mod usi_line;

pub use error::{Format, ParseError, RecordError};
pub use files::{FileKind, read_record, write_record};
pub use game_record::{EndCheck, Loaded, load_game, open_record, record_of, result_of};
pub use record::{
    BadMove, EndMarker, EndWord, GameInfo, GameResult, Handicap, Player, PlayerKind, Record,
    RecordedMove, Start, Variation,
};
pub use saves::{SaveDir, SaveSummary, resolve_save_dir};
pub use timestamp::Timestamp;
