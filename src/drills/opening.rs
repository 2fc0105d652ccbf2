//! Opening drills: the first move of the player's that left the known
//! opening. Known is what the opening book chosen in the menu holds
//! (`settings::book::open_book`); past the book, what the game database
//! holds of positions enough games went through, whose most played move
//! is then the one to know. The drill asks that position again; any
//! move the book gives there is right (a book lists only moves it
//! stands by, in no order a player must learn), and past the book the
//! database's most played move (tied ones all).

use super::drill::{Drill, Known};
use super::make::Side;
use crate::kifu::Loaded;
use crate::kifu::book::Book;
use crate::shogi::{Color, Move, Position};

/// Games through a position before its most played move counts as the
/// known one: fewer are one player's habit, not an opening.
pub const MIN_GAMES: u64 = 5;

/// What knows the openings: the book chosen, the game database, or both.
#[derive(Default)]
pub struct Openings<'a> {
    pub book: Option<&'a Book>,
    pub games: Option<&'a shogi_db::Database>,
}

impl Openings<'_> {
    /// The moves known in `pos`, and from where: the book's when it has
    /// the position, else the database's most played (every move tied
    /// for the most) when `MIN_GAMES` went through it; `None` when
    /// neither knows it. A book or database that fails to answer knows
    /// nothing of it: no drill is made from a failure.
    pub fn known(&self, pos: &Position) -> Option<(Vec<Move>, Known)> {
        if let Some(book) = self.book
            && let Ok(moves) = book.moves(pos)
            && !moves.is_empty()
        {
            return Some((moves.iter().map(|m| m.mv).collect(), Known::Book));
        }
        let explored = self
            .games?
            .explore(pos, &shogi_db::Explore::default())
            .ok()?;
        if explored.games < MIN_GAMES {
            return None;
        }
        let most = explored.moves.iter().map(|m| m.games).max()?;
        let top = explored
            .moves
            .iter()
            .filter(|m| m.games == most)
            .map(|m| m.mv)
            .collect();
        Some((top, Known::Games))
    }
}

/// The opening drill of `loaded` on the sides `side` names: the first
/// move of the player's, in a position the openings know, that is not
/// one they know there. None when the player stayed in the known
/// opening until it ran out, or the other side left it first.
pub fn opening_drill(
    loaded: &Loaded,
    side: &Side,
    openings: &Openings,
    source: &str,
) -> Option<Drill> {
    let info = &loaded.record.info;
    let takes = side.takes(&info.black.name, &info.white.name);
    let start = loaded.game.start_position();
    let mut pos = start.clone();
    let moves: Vec<Move> = loaded.game.moves().iter().map(|m| m.mv).collect();
    for (i, &mv) in moves.iter().enumerate() {
        let mover = pos.side_to_move();
        let (known, from) = openings.known(&pos)?;
        if takes[usize::from(mover == Color::White)] && !known.contains(&mv) {
            return Some(Drill::opening(
                &pos,
                start,
                &moves[..i],
                mv,
                (&known, from),
                (source, &info.black.name, &info.white.name),
            ));
        }
        pos.do_move(mv);
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kifu::load_game;

    /// A game whose Black plays the book's 7g7f, White its 3c3d, then
    /// Black 1g1f: the built-in book has the start (7g7f, 2g2f) and the
    /// position after 7g7f (3c3d, 8c8d), and after 7g7f 3c3d it lists
    /// 6g6f and 2g2f, not 1g1f.
    const LEAVES_AT_3: &str =
        "V2.2\nN+Hana\nN-Sora\nPI\n+\n+7776FU\n-3334FU\n+1716FU\n-8384FU\n%TORYO\n";

    fn loaded(csa: &str) -> Loaded {
        load_game(crate::kifu::csa::parse(csa).unwrap())
    }

    fn builtin() -> std::sync::Arc<Book> {
        crate::book::builtin().expect("the built-in book")
    }

    #[test]
    fn the_drill_is_the_position_where_black_left_the_book() {
        let book = builtin();
        let openings = Openings {
            book: Some(&book),
            games: None,
        };
        let d = opening_drill(&loaded(LEAVES_AT_3), &Side::Black, &openings, "g.csa")
            .expect("Black left the book at move 3");
        assert_eq!(d.number, 3);
        assert_eq!(d.played, "1g1f");
        assert_eq!(d.line, ["7g7f", "3c3d"]);
        assert_eq!(
            d.sfen,
            "lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 3"
        );
        assert!(d.answers.contains(&d.best));
        assert!(!d.answers.contains(&d.played));
        assert!(d.question().is_some(), "it replays");
    }

    #[test]
    fn white_who_stayed_in_the_book_has_no_drill_and_without_a_book_none() {
        let book = builtin();
        let openings = Openings {
            book: Some(&book),
            games: None,
        };
        // White's 3c3d was a book move; after Black's 1g1f the book knows
        // nothing more, so White never left it.
        assert_eq!(
            opening_drill(&loaded(LEAVES_AT_3), &Side::White, &openings, "g.csa"),
            None
        );
        let nothing = Openings::default();
        assert_eq!(
            opening_drill(&loaded(LEAVES_AT_3), &Side::Black, &nothing, "g.csa"),
            None
        );
    }

    /// A database of games opening 1g1f (out of the built-in book), White
    /// answering each of `replies` (CSA).
    fn database(name: &str, replies: &[&str]) -> shogi_db::Database {
        let dir = std::env::temp_dir().join(format!("opening-db-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let files: Vec<std::path::PathBuf> = replies
            .iter()
            .enumerate()
            .map(|(i, reply)| {
                let file = dir.join(format!("g{i}.csa"));
                let text =
                    format!("V2.2\nN+P{i}\nN-Q{i}\nPI\n+\n+1716FU\n{reply}\n+7776FU\n%TORYO\n");
                std::fs::write(&file, text).unwrap();
                file
            })
            .collect();
        let path = dir.join("games.sqlite");
        let mut db = shogi_db::Database::open(&path, shogi_db::Access::Write).unwrap();
        let summary = db.import(&files, &mut |_| {}).unwrap();
        assert_eq!(summary.imported, replies.len() as u64);
        db
    }

    #[test]
    fn past_the_book_the_database_s_most_played_move_is_the_answer() {
        let book = builtin();
        // 3c3d three times, 8c8d twice.
        let five = ["-3334FU", "-3334FU", "-3334FU", "-8384FU", "-8384FU"];
        let db = database("most", &five);
        let openings = Openings {
            book: Some(&book),
            games: Some(&db),
        };
        // Black leaves the book at once; White, to move where only the
        // database knows the position, plays 9c9d, not its 3c3d.
        let game = loaded("V2.2\nN+Hana\nN-Sora\nPI\n+\n+1716FU\n-9394FU\n%TORYO\n");
        let d = opening_drill(&game, &Side::White, &openings, "g.csa").expect("White left it");
        assert_eq!(d.kind, crate::drills::DrillKind::Opening(Known::Games));
        assert_eq!((d.number, d.played.as_str()), (2, "9c9d"));
        assert_eq!(d.answers, ["3c3d"]);
        // Fewer games than MIN_GAMES know nothing.
        let few = database("few", &five[1..]);
        let too_few = Openings {
            book: Some(&book),
            games: Some(&few),
        };
        assert_eq!(opening_drill(&game, &Side::White, &too_few, "g.csa"), None);
        // White's 3c3d is the known move: no drill.
        let kept = loaded("V2.2\nN+Hana\nN-Sora\nPI\n+\n+1716FU\n-3334FU\n%TORYO\n");
        assert_eq!(opening_drill(&kept, &Side::White, &openings, "g.csa"), None);
    }
}
