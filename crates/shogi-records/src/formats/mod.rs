//! The record formats, one module a format and its writer: KIF, KI2,
//! CSA, BOD, USI lines, with what they share (encodings, sniffing a
//! format from content, reading and writing a file by extension, reading
//! a pasted text). What the readers find wrong, or tell the player, are
//! values (`problem`, `reading_note`); the app words them.

pub mod bod;
pub mod bod_problem;
pub mod csa;
pub mod csa_problem;
pub mod csa_token;
pub mod csa_write;
pub mod dropped;
pub mod encoding;
pub mod files;
pub mod ki2;
pub mod ki2_write;
pub mod kif;
pub(super) mod kif_common;
mod kif_header;
mod kif_lines;
pub mod kif_problem;
pub mod kif_write;
pub mod pasted;
pub mod problem;
pub mod reading_note;
pub mod sniff;
pub mod unwritable;
pub mod usi_line;
pub mod usi_problem;
mod variation_tree;
