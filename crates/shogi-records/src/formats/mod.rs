//! The record formats, one module a format and its writer: KIF, KI2,
//! CSA, BOD, USI lines, with what they share (encodings, sniffing a
//! format from content, reading and writing a file by extension, reading
//! a pasted text).

mod as_text;
pub mod bod;
pub mod csa;
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
pub mod kif_write;
pub mod pasted;
pub mod sniff;
pub mod usi_line;
mod variation_tree;
