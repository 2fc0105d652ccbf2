//! What a record file of a given type cannot hold of a record: said by
//! `convert` on stderr and by review's `S` in the status bar, in the same
//! words.

use super::files::{FileKind, parse_text, write_text};
use crate::game_record::load_game;
use crate::record::Record;
use shogi_core::game::Game;

/// What a file of type `kind` cannot hold of `record` (whose replayed
/// game is `game`), as lines for a player: the record is still written,
/// without it. `convert` says them on stderr, review in its status bar.
pub fn dropped(record: &Record, game: &Game, kind: FileKind) -> Vec<String> {
    let name = match kind {
        FileKind::Csa => "CSA",
        FileKind::Usi | FileKind::Sfen => "a USI line",
        FileKind::Ki2 | FileKind::Ki2u => "KI2",
        FileKind::Kif | FileKind::Kifu => "KIF",
        FileKind::Save => "a save",
        FileKind::Bod => "a BOD diagram",
    };
    let mut out: Vec<String> = outcome_lost(record, game, kind, name).into_iter().collect();
    if matches!(kind, FileKind::Save | FileKind::Kif | FileKind::Kifu) {
        return out;
    }
    let variations = record.variations.len();
    // KI2 writes 変化 like KIF; only its moves carry no times.
    if variations > 0 && !matches!(kind, FileKind::Ki2 | FileKind::Ki2u) {
        out.push(format!(
            "{variations} variation(s) left out: {name} holds only the main line"
        ));
    }
    if matches!(kind, FileKind::Usi | FileKind::Sfen) {
        let comments =
            record.comments.len() + record.moves.iter().map(|m| m.comments.len()).sum::<usize>();
        if comments > 0 {
            out.push(format!("{comments} comment(s) left out: {name} holds none"));
        }
        let remarks =
            record.remarks.len() + record.moves.iter().map(|m| m.remarks.len()).sum::<usize>();
        if remarks > 0 {
            out.push(format!(
                "{remarks} remark(s) left out (lines for people: CSA ', KIF #): {name} holds none"
            ));
        }
    }
    // Neither CSA nor a USI line has bookmarks.
    let bookmarks = record.moves.iter().filter(|m| m.bookmark.is_some()).count();
    if bookmarks > 0 && matches!(kind, FileKind::Csa | FileKind::Usi | FileKind::Sfen) {
        out.push(format!(
            "{bookmarks} bookmark(s) left out: {name} holds none"
        ));
    }
    let timed = record.moves.iter().any(|m| m.time.is_some());
    let end_timed = record.end.as_ref().is_some_and(|e| e.time.is_some());
    let times = match (timed, end_timed) {
        (true, false) => Some("the times of the moves"),
        (true, true) => Some("the times of the moves and of the ending"),
        (false, true) => Some("the time spent on the ending"),
        (false, false) => None,
    };
    if let Some(times) = times
        && matches!(
            kind,
            FileKind::Usi | FileKind::Sfen | FileKind::Ki2 | FileKind::Ki2u
        )
    {
        out.push(format!("{times} left out: {name} holds none"));
    }
    out
}

/// Where the written record does not state the game's outcome (winner and
/// reason) as the controller decided it, what it reads back as. Found by
/// reading the text back, so that no table of what each format can say
/// has to be kept in step with the writers.
fn outcome_lost(record: &Record, game: &Game, kind: FileKind, name: &str) -> Option<String> {
    let want = game.outcome()?;
    let text = write_text(record, kind).ok()?;
    let back = parse_text(&text, kind).ok().map(|r| load_game(r).game);
    let got = back.as_ref().and_then(Game::outcome);
    if got.is_some_and(|g| g.winner == want.winner && g.reason.code() == want.reason.code()) {
        return None;
    }
    Some(format!(
        "the outcome '{}' cannot be said in {name}: the file reads as {}",
        want.text(),
        got.map_or("a game without a result".to_string(), |g| format!(
            "'{}'",
            g.text()
        ))
    ))
}
