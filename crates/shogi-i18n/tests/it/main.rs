//! The catalogues' integration tests, in one binary: reading and writing
//! moves in the player's words (Japanese, western, numeric), through the
//! public API of `shogi_i18n` and the rules core below it.

mod notation_numeric;
mod notation_parse;
