//! Where the games of a series start: lines read from an openings file
//! (USI `position` text, with or without the word, or a bare SFEN), the
//! first plies of records, or random legal plies.

use super::runner::Opening;
use crate::bot::Rng;
use crate::usi::protocol::{GuiCommand, parse_command};
use shogi_core::game::{Game, Start};
use shogi_core::{Move, Position};
use thiserror::Error;

/// Why a line of an openings file is not an opening.
#[derive(Clone, Debug, Error, PartialEq, Eq)]
pub enum OpeningError {
    #[error("not a position: {why}")]
    NotAPosition { why: String },
    #[error("the move {mv} cannot be played there")]
    Unplayable { mv: String },
    #[error("the game is already over after its moves")]
    AlreadyOver,
}

/// An opening from one line: `startpos moves 7g7f 3c3d`, `sfen … moves …`,
/// either after `position`, a bare SFEN, or bare moves from the start.
pub fn parse_line(line: &str) -> Result<Opening, OpeningError> {
    let line = line.trim();
    let rest = line.strip_prefix("position").map_or(line, str::trim_start);
    let text = if rest.starts_with("startpos") || rest.starts_with("sfen") {
        format!("position {rest}")
    } else if Position::from_sfen(rest).is_ok() {
        format!("position sfen {rest}")
    } else {
        format!("position startpos moves {rest}")
    };
    let not = |why: String| OpeningError::NotAPosition { why };
    match parse_command(&text) {
        Ok(Some(GuiCommand::Position { start, moves })) => {
            let start = if *start == Position::startpos() {
                Start::Even
            } else {
                Start::Custom(start)
            };
            checked(Opening { start, moves })
        }
        Ok(_) => Err(not(line.to_string())),
        Err(e) => Err(not(e.to_string())),
    }
}

/// The opening if its moves can be played and leave a game to play.
pub fn checked(o: Opening) -> Result<Opening, OpeningError> {
    let mut game = Game::new(o.start.clone());
    for &mv in &o.moves {
        game.play(mv)
            .map_err(|_| OpeningError::Unplayable { mv: mv.to_usi() })?;
    }
    if game.is_over() {
        return Err(OpeningError::AlreadyOver);
    }
    Ok(o)
}

/// `plies` random legal moves from the start, drawn with `rng`; drawn
/// again (up to a bound) when they end the game, which random play can
/// stumble into.
pub fn random(rng: &mut Rng, plies: usize) -> Opening {
    for _ in 0..100 {
        let mut game = Game::even();
        let mut moves: Vec<Move> = Vec::with_capacity(plies);
        for _ in 0..plies {
            let legal = game.position().legal_moves();
            if legal.is_empty() {
                break;
            }
            let mv = legal[rng.below(legal.len() as u64) as usize];
            if game.play(mv).is_err() {
                break;
            }
            moves.push(mv);
        }
        if moves.len() == plies && !game.is_over() {
            return Opening {
                start: Start::Even,
                moves,
            };
        }
    }
    Opening {
        start: Start::Even,
        moves: Vec::new(),
    }
}

/// `count` random openings of `plies` plies from `seed`: the same seed
/// gives the same list, so that a series can be played again.
pub fn random_set(seed: u64, count: usize, plies: usize) -> Vec<Opening> {
    let mut rng = Rng::new(seed);
    (0..count).map(|_| random(&mut rng, plies)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn usi(o: &Opening) -> Vec<String> {
        o.moves.iter().map(|m| m.to_usi()).collect()
    }

    #[test]
    fn every_spelling_of_a_line() {
        for line in [
            "startpos moves 7g7f 3c3d",
            "position startpos moves 7g7f 3c3d",
            "  7g7f 3c3d ",
        ] {
            let o = parse_line(line).unwrap_or_else(|e| panic!("{line}: {e}"));
            assert!(matches!(o.start, Start::Even), "{line}");
            assert_eq!(usi(&o), ["7g7f", "3c3d"], "{line}");
        }
        let sfen = "lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2";
        for line in [
            sfen.to_string(),
            format!("sfen {sfen} moves 3c3d"),
            format!("position sfen {sfen}"),
        ] {
            let o = parse_line(&line).unwrap_or_else(|e| panic!("{line}: {e}"));
            assert!(matches!(o.start, Start::Custom(_)), "{line}");
        }
        assert_eq!(parse_line("startpos").map(|o| o.moves.len()), Ok(0));
    }

    #[test]
    fn lines_that_are_not_openings() {
        assert!(matches!(
            parse_line("7g7f 7g7f"),
            Err(OpeningError::Unplayable { .. })
        ));
        assert!(matches!(
            parse_line("hello"),
            Err(OpeningError::NotAPosition { .. })
        ));
        assert!(matches!(
            parse_line("sfen 9/9 b - 1"),
            Err(OpeningError::NotAPosition { .. })
        ));
        // Mated: the fool's mate of shogi is long, so a mated SFEN.
        let mated = "sfen 4k4/4G4/4G4/9/9/9/9/9/4K4 w - 1";
        assert_eq!(
            parse_line(mated).map(|_| ()),
            Err(OpeningError::AlreadyOver)
        );
    }

    #[test]
    fn random_openings_are_legal_and_repeatable() {
        let (mut a, mut b) = (Rng::new(7), Rng::new(7));
        for plies in [0, 2, 8] {
            let (x, y) = (random(&mut a, plies), random(&mut b, plies));
            assert_eq!(usi(&x), usi(&y));
            assert_eq!(x.moves.len(), plies);
            assert!(checked(x).is_ok());
        }
        let mut c = Rng::new(8);
        let draws: Vec<_> = (0..5).map(|_| usi(&random(&mut c, 6))).collect();
        assert!(draws.windows(2).any(|w| w[0] != w[1]));
    }
}
