//! `S`: the record written into a new file whose format follows its
//! extension, named beside the record (a bare name) or anywhere (a full
//! path). A file that exists is replaced only once the player says so,
//! and then as `s` writes: under its lock, only if it is still the file
//! asked about, through a temporary file renamed over it. From then on
//! the new file is the one review writes.

use super::notes_state::{SaveAsTarget, WriteAs};
use super::state::{ReviewOverlay, ReviewPrompt, ReviewQuestion, ReviewScreen};
use super::work::ReviewWork;
use crate::kifu::dropped::dropped;
use crate::kifu::lock::{FileStamp, WriteBackError, write_back};
use crate::kifu::{FileKind, RecordError, create_record, escape_controls, write_record};
use crate::t;
use crate::tui::overlay::Layer;
use crate::tui::widgets::popup::QuestionText;
use crate::tui::widgets::status::Message;
use crate::tui::widgets::text_input::TextInput;
use crate::words::Said;
use std::path::{Path, PathBuf};

/// `S`'s prompt, holding `name`.
fn name_prompt(name: impl Into<TextInput>) -> ReviewOverlay {
    ReviewOverlay::Layer(Layer::prompt(ReviewPrompt::SaveAs, name))
}

/// A path as the player sees it, without control characters.
fn shown(path: &Path) -> String {
    escape_controls(&path.display().to_string()).into_owned()
}

impl ReviewScreen {
    /// `S`: a prompt for the new file's name.
    pub(super) fn ask_save_as(&mut self) {
        self.overlay = name_prompt("");
        self.message = None;
    }

    /// The file a typed name means: beside the record unless absolute.
    fn save_as_path(&self, typed: &str) -> PathBuf {
        let typed = Path::new(typed);
        if typed.is_absolute() {
            return typed.to_path_buf();
        }
        match self.source.parent() {
            Some(folder) => folder.join(typed),
            None => typed.to_path_buf(),
        }
    }

    /// Enter on `name` at the prompt: refused (the prompt stays open, to
    /// fix the name), asked about (a file of that name exists), or written.
    pub(super) fn save_as_named(&mut self, name: &str) {
        let to = self.save_as_path(name);
        let refusal = match FileKind::from_path(&to) {
            Ok(FileKind::Usi | FileKind::Sfen) => Some(t!("review-save-as-usi")),
            Ok(_) if to.is_dir() => Some(t!("review-save-as-folder", path = shown(&to))),
            Ok(_) if to == self.source => {
                Some(t!("review-save-as-same-file", file = self.file_name()))
            }
            Ok(_) => None,
            Err(e) => Some(t!("review-save-as-bad-kind", why = e.said())),
        };
        if let Some(why) = refusal {
            self.message = Some(Message::Refusal(why));
            return;
        }
        // `symlink_metadata`: a dangling symlink is a name in the way too.
        if to.symlink_metadata().is_ok() {
            self.overlay = ReviewOverlay::Layer(Layer::Ask(ReviewQuestion::Replace(to)));
            return;
        }
        self.overlay = ReviewOverlay::None;
        self.save_as = Some(SaveAsTarget {
            to,
            how: WriteAs::New,
        });
        self.orders.give(ReviewWork::WriteBack);
    }

    /// The answer to "replace it?": a no goes back to the name, to choose
    /// another.
    pub(super) fn replace_answered(&mut self, to: PathBuf, yes: bool) {
        if yes {
            let stamp = FileStamp::of(&to);
            self.save_as = Some(SaveAsTarget {
                to,
                how: WriteAs::Over(stamp),
            });
            self.orders.give(ReviewWork::WriteBack);
        } else {
            let name = to
                .file_name()
                .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
            self.overlay = name_prompt(name);
        }
    }

    /// The question before the file `to` is replaced.
    pub(super) fn replace_question(to: &Path) -> QuestionText {
        QuestionText {
            title: t!("review-replace-title"),
            lines: vec![
                t!("review-replace-exists", path = shown(to)),
                t!("review-replace-question"),
            ],
            yes: t!("review-key-replace-yes"),
            no: t!("review-key-replace-no"),
            keep_visible: None,
        }
    }

    /// For `write_file`: writes the record into the file `S` named, and
    /// says how it went and what its format left out.
    pub(super) fn write_save_as(&mut self, target: SaveAsTarget) {
        let SaveAsTarget { to, how } = target;
        let mut record = self.loaded.record_to_write();
        if matches!(FileKind::from_path(&to), Ok(FileKind::Save)) {
            // A copy is a game of its own: two saves with one game's id
            // would each be taken for the other (see `new_game_id`).
            record.info.id = None;
        }
        let written = match how {
            WriteAs::New => create_record(&to, &record).map_err(WriteBackError::Failed),
            WriteAs::Over(stamp) => {
                write_back(&to, stamp, || write_record(&to, &record)).map(|_| ())
            }
        };
        match written {
            Ok(()) => {
                let old = self.file_name();
                self.read_as = FileStamp::of(&to);
                self.source = to;
                // The new file is this review's own, whatever kept the old one.
                self.read_only = None;
                self.unsaved = false;
                let kind = FileKind::from_path(&self.source).ok();
                let lost = kind.map_or_else(Vec::new, |k| dropped(&record, &self.loaded.game, k));
                let mut said = t!("review-written-new", file = self.file_name(), old = old);
                if !lost.is_empty() {
                    said = format!("{said} · {}", lost.join(" · "));
                }
                self.message = Some(Message::Info(said));
            }
            Err(WriteBackError::Failed(RecordError::AlreadyExists { path })) => {
                self.message = Some(Message::Refusal(t!(
                    "review-save-as-appeared",
                    path = shown(&path)
                )));
            }
            Err(e) => {
                self.message = Some(Message::Refusal(t!("review-not-written", why = e.said())))
            }
        }
    }
}
