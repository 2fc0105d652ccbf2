//! CSA move tokens (`+7776FU`) as the server protocol sends them.
//!
//! The protocol's moves are the CSA record's move tokens, so they are read
//! and written by `kifu`'s own token functions: there is one CSA move
//! grammar in the program, and the protocol uses it.

use crate::kifu::formats::csa_token;
use crate::shogi::{Move, Position};

/// The token of `mv`, legal in `pos`.
pub fn token(pos: &Position, mv: Move) -> String {
    csa_token::move_token(pos, mv)
}

/// The legal move `token` names in `pos`, or why it is none (the token is
/// shown escaped: it came from the server).
pub fn read(pos: &Position, token: &str) -> Result<Move, String> {
    csa_token::read_move_token(pos, token)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_go_both_ways() {
        let mut pos = Position::startpos();
        let mv = read(&pos, "+7776FU").unwrap();
        assert_eq!(mv.to_usi(), "7g7f");
        assert_eq!(token(&pos, mv), "+7776FU");
        pos.do_move(mv);
        pos.do_move(read(&pos, "-3334FU").unwrap());
        let promote = read(&pos, "+8822UM").unwrap();
        assert_eq!(promote.to_usi(), "8h2b+");
        assert_eq!(token(&pos, promote), "+8822UM");
    }

    #[test]
    fn illegal_and_malformed_tokens_say_why() {
        let pos = Position::startpos();
        assert!(read(&pos, "-3334FU").unwrap_err().contains("turn"));
        assert!(read(&pos, "+5554FU").is_err());
        assert!(read(&pos, "+7775FU").is_err());
        let garbled = read(&pos, "+77\n6FU").unwrap_err();
        assert!(garbled.contains("is not a move like +7776FU"), "{garbled}");
        assert!(!garbled.contains('\n'), "the token is shown escaped");
        assert!(read(&pos, "+7776F").is_err());
    }
}
