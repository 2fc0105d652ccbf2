//! CSA move tokens (`+7776FU`) through `kifu`'s own CSA reader and writer.
//!
//! The protocol's moves are the CSA record's move tokens. `kifu` keeps its
//! token functions to itself, so a token is read as the one move of a CSA
//! record starting from the current position, and written as a one-move
//! engine line (`Evaluation::csa_comment`): there is one CSA move grammar
//! in the program, and the protocol uses it.

use crate::game::Start;
use crate::kifu::evaluation::{EvalScore, Evaluation};
use crate::kifu::{Record, csa, csa_write};
use crate::shogi::{Move, Position};

/// The token of `mv`, legal in `pos`.
pub fn token(pos: &Position, mv: Move) -> String {
    let line = Evaluation {
        score: EvalScore::Cp(0),
        pv: vec![mv],
    }
    .csa_comment(pos);
    // `* 0 +7776FU`: the score, then the line's moves.
    line.rsplit(' ').next().unwrap_or_default().to_string()
}

/// The legal move `token` names in `pos`, or why it is none.
pub fn read(pos: &Position, token: &str) -> Result<Move, String> {
    if token.len() != 7 || !token.is_ascii() || token.contains(['\n', '\r', ',']) {
        return Err(format!(
            "'{}' is not a CSA move",
            crate::kifu::escape::quote(token, 20)
        ));
    }
    let mut text = csa_write::write(&Record {
        start: Start::Custom(Box::new(pos.clone())),
        ..Record::default()
    });
    text.push_str(token);
    text.push('\n');
    let record = csa::parse(&text).map_err(|e| e.problem)?;
    if let Some(bad) = record.bad_move {
        return Err(bad.reason);
    }
    record
        .moves
        .first()
        .map(|m| m.mv)
        .ok_or_else(|| format!("'{token}' is not a move"))
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
        assert!(read(&pos, "+77\n6FU").is_err());
        assert!(read(&pos, "+7776F").is_err());
    }
}
