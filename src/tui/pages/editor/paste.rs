//! `:` in the editor: an SFEN or a BOD diagram, typed or pasted.
//!
//! A terminal hands a paste over as keys, a line's end as Enter, or, with
//! bracketed paste, as one piece of text: its lines are then entered one
//! by one, as if typed (`paste_lines`). One line
//! holding a `/` is an SFEN (`sfen …` and `position sfen …` too) and is
//! read at its Enter. Any other line starts a diagram: each line is added
//! to it and the diagram read again, so the board follows the paste as it
//! arrives (a side-to-move line after the board still counts); Enter on
//! an empty line ends it. Esc puts back the position from before `:`.
//! A paste onto the board itself is read the same way, as if `:` came
//! first and Enter after.

use super::edit::refusal_sentence;
use super::state::{EditorOverlay, EditorPrompt, EditorScreen};
use crate::kifu::bod::BodReader;
use crate::shogi::{Position, Setup};
use crate::t;
use crate::tui::action::Action;
use crate::tui::overlay::Layer;
use crate::tui::widgets::status::Message;
use crate::words::Said;

/// What an SFEN line says, with the words around it that USI and the
/// `mate` command's files put there taken off.
pub fn read_sfen(text: &str) -> Result<Setup, String> {
    let t = text.trim();
    let t = t.strip_prefix("position").map_or(t, str::trim_start);
    if t == "startpos" || t.starts_with("startpos ") {
        return Ok(Setup::from(&Position::startpos()));
    }
    let t = t.strip_prefix("sfen").map_or(t, str::trim_start);
    // A position of a game: its moves are not the editor's business.
    let t = t.split(" moves").next().unwrap_or(t);
    Setup::from_sfen(t).map_err(|e| crate::t!("editor-bad-sfen", why = e.to_string()))
}

/// The diagram `lines` make, once they make one.
pub fn read_diagram(lines: &[String]) -> Result<Option<Position>, String> {
    let mut reader = BodReader::default();
    for line in lines {
        reader.line(line).map_err(|p| p.said())?;
    }
    reader.finish().map_err(|p| p.said())
}

impl EditorScreen {
    pub(super) fn open_paste(&mut self) {
        self.overlay = paste_prompt(Vec::new(), "", Box::new(self.setup.clone()));
    }

    /// A paste straight onto the board, without `:` first: read as `:`
    /// reads it, to its end; its end counts as Enter, and as the empty
    /// line that ends a diagram. A text that is no position is refused at
    /// the prompt, still there to mend or to leave with Esc.
    pub(super) fn paste_on_board(&mut self, pasted: &str) {
        self.open_paste();
        self.paste_lines(&format!("{pasted}\n\n"));
    }

    /// A paste of several lines at the prompt: each line typed and
    /// entered in turn. Blank lines before anything was entered are
    /// passed over (a copy often starts with one); what follows the last
    /// line break stays typed at the prompt. Once a line ends the prompt
    /// (an SFEN, the diagram's empty line) or is refused, the rest of the
    /// paste is dropped rather than typed anywhere else.
    pub(super) fn paste_lines(&mut self, pasted: &str) {
        let pasted = pasted.replace("\r\n", "\n").replace('\r', "\n");
        let mut pieces = pasted.split('\n').peekable();
        while let Some(piece) = pieces.next() {
            let EditorOverlay::Layer(Layer::Prompt(EditorPrompt::Paste { lines, .. }, text)) =
                &mut self.overlay
            else {
                return;
            };
            text.edit(&Action::Paste(piece.to_string()));
            if pieces.peek().is_none() {
                return;
            }
            if lines.is_empty() && text.is_blank() {
                continue;
            }
            if let EditorOverlay::Layer(Layer::Prompt(
                EditorPrompt::Paste { lines, before },
                text,
            )) = std::mem::replace(&mut self.overlay, EditorOverlay::None)
            {
                self.paste_entered(lines, text.as_str(), before);
            }
            if matches!(self.message, Some(Message::Refusal(_))) {
                return;
            }
        }
    }

    /// Enter on the line `text` at `:`, after `lines` of a diagram.
    pub(super) fn paste_entered(&mut self, mut lines: Vec<String>, text: &str, before: Box<Setup>) {
        let blank = text.trim().is_empty();
        if lines.is_empty() && blank {
            self.overlay = EditorOverlay::None;
            return;
        }
        if lines.is_empty() && text.contains('/') {
            match read_sfen(text) {
                Ok(setup) => {
                    self.held = None;
                    self.set_setup(setup);
                    self.overlay = EditorOverlay::None;
                    self.message = Some(Message::Info(t!("editor-sfen-read")));
                }
                Err(why) => {
                    self.message = Some(Message::Refusal(why));
                    self.overlay = paste_prompt(lines, text, before);
                }
            }
            return;
        }
        if blank {
            // The end of a diagram.
            self.overlay = EditorOverlay::None;
            match read_diagram(&lines) {
                Ok(Some(_)) => self.message = Some(Message::Info(t!("editor-diagram-read"))),
                Ok(None) => {
                    self.set_setup(*before);
                    self.message = Some(Message::Refusal(t!("editor-no-diagram")));
                }
                Err(why) => {
                    self.set_setup(*before);
                    self.message = Some(Message::Refusal(why));
                }
            }
            return;
        }
        lines.push(text.to_string());
        match read_diagram(&lines) {
            Ok(Some(pos)) => {
                self.held = None;
                self.set_setup(Setup::from(&pos));
                self.message = Some(Message::Info(t!(
                    "editor-diagram-so-far",
                    lines = lines.len()
                )));
            }
            Ok(None) | Err(_) => {
                self.message = Some(Message::Info(t!(
                    "editor-diagram-partial",
                    lines = lines.len()
                )));
            }
        }
        self.overlay = paste_prompt(lines, "", before);
    }

    /// Why the position cannot be played, in a player's words.
    pub fn refusal(&self) -> Option<String> {
        self.checked.as_ref().err().map(refusal_sentence)
    }
}

/// `:` open on `text`, after `lines` of a diagram.
fn paste_prompt(lines: Vec<String>, text: &str, before: Box<Setup>) -> EditorOverlay {
    EditorOverlay::Layer(Layer::prompt(EditorPrompt::Paste { lines, before }, text))
}
