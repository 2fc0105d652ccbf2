//! `H`: the engine's suggestion for the person to move, on the board and
//! in the status bar. The page only asks and shows; the app runs the
//! search (`tui::hint`) and hands the answer back.

use super::state::GameScreen;
pub use super::state::Hint;
use crate::i18n::rules::ShownIn;
use crate::shogi::notation::{japanese, western};
use crate::shogi::{Bitboard, Move, Square};
use crate::t;
use crate::tui::display_prefs::Notation;
use crate::tui::hint::{HintAbout, HintNews, Suggestion};
use crate::tui::widgets::status::Message;
use crate::words::engine::eval_in_words;

/// The words that refuse a hint when the game was started without them
/// (English; `hints_off` says them in the language of the moment).
pub const HINTS_OFF: &str = "hints are off for this game (menu: Hints)";

/// `HINTS_OFF` in the language of the moment.
pub fn hints_off() -> String {
    t!("game-hints-off")
}

impl GameScreen {
    /// `H`: asks for a hint about the game as it stands, or says why not.
    pub(super) fn ask_hint(&mut self) {
        let mover = self.game.side_to_move();
        let refusal = if !self.hints {
            Some(hints_off())
        } else if let Some(o) = self.game.outcome() {
            Some(t!("game-hint-over", result = o.shown_in(self.handicap())))
        } else if let Some(why) = self.viewing_refusal() {
            Some(why)
        } else if self.is_computer(mover) {
            Some(t!("game-hint-computer", name = self.seats.name(mover)))
        } else {
            None
        };
        if let Some(why) = refusal {
            self.message = Some(Message::Refusal(why));
            return;
        }
        let about = HintAbout::of(&self.game);
        match &self.hint {
            Some(h) if h.about == about && h.found.is_some() => {}
            Some(h) if h.about == about => {
                self.message = Some(Message::Info(t!("game-hint-still-looking")));
            }
            _ => {
                self.hint = Some(Hint {
                    about,
                    found: None,
                    score: None,
                })
            }
        }
    }

    /// The position the app should look for a hint in, while one is wanted
    /// and not found yet.
    pub fn wanted_hint(&self) -> Option<HintAbout> {
        self.hint
            .as_ref()
            .filter(|h| h.found.is_none())
            .map(|h| h.about)
    }

    /// The app's answer about `about`; stale when the game has moved on.
    pub fn on_hint(&mut self, about: HintAbout, news: HintNews) {
        let Some(hint) = self.hint.as_mut().filter(|h| h.about == about) else {
            return;
        };
        match news {
            HintNews::Found(s, score) => {
                hint.found = Some(s);
                hint.score = Some(score);
            }
            HintNews::Failed(why) => {
                self.hint = None;
                self.message = Some(Message::Refusal(t!("game-hint-failed", why = why)));
            }
        }
    }

    /// Drops a hint about a position the game has left (a move, an undo).
    pub(super) fn forget_stale_hint(&mut self) {
        let now = HintAbout::of(&self.game);
        if self.hint.as_ref().is_some_and(|h| h.about != now) {
            self.hint = None;
        }
    }

    /// The hint found for the position on the board (not while looking
    /// back, when the board shows another one).
    pub fn shown_hint(&self) -> Option<Suggestion> {
        if self.viewing().is_some() {
            return None;
        }
        self.hint.as_ref().and_then(|h| h.found)
    }

    /// The squares the hint's move goes from and to, for the board: drawn
    /// as a piece picked up and where it may go.
    pub fn hint_squares(&self) -> Option<(Option<Square>, Bitboard)> {
        match self.shown_hint()? {
            Suggestion::Move(mv) => Some((mv.from(), Bitboard::from_square(mv.to()))),
            Suggestion::Declare => None,
        }
    }

    /// The status bar's words: `Hint: ▲７六歩 · +47 (equal)` in `notation`,
    /// or that the bot is looking.
    pub fn hint_text(&self, notation: Notation) -> Option<String> {
        if self.viewing().is_some() {
            return None;
        }
        let hint = self.hint.as_ref()?;
        let text = match hint.found {
            None => return Some(t!("game-hint-thinking")),
            Some(Suggestion::Declare) => t!("game-hint-declare"),
            Some(Suggestion::Move(mv)) => t!("game-hint-move", mv = self.notate(mv, notation)),
        };
        Some(match &hint.score {
            Some(score) => t!(
                "game-hint-with-score",
                hint = text,
                score = eval_in_words(score, self.handicap())
            ),
            None => text,
        })
    }

    /// A move of the position as it stands, as the move list writes it.
    fn notate(&self, mv: Move, notation: Notation) -> String {
        let pos = self.game.position();
        match notation {
            Notation::Japanese => {
                let previous_to = self.game.last_move().map(|m| m.mv.to());
                japanese(pos, mv, previous_to)
            }
            Notation::Western => western(pos, mv),
        }
    }
}
