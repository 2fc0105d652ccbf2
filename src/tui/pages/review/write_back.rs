//! `s`: what review added to the record (analysis, kept lines, comments,
//! bookmarks, headers) written back into the record's file, but never
//! over what review did not read. The file is written under its
//! save's lock, so not while another shogi-tui plays the game in it, and
//! only while it is still the file review read (its size, time and
//! identity as when opened): a game continued meanwhile, or any other
//! program's write, is never undone from review's older copy. When the
//! file cannot be written, review offers a new file beside it instead.

use super::state::{ReviewOverlay, ReviewQuestion, ReviewScreen};
use super::work::ReviewWork;
use crate::kifu::lock::{FileStamp, GameLock, WriteBackError, write_back};
use crate::kifu::{FileKind, create_record, write_record};
use crate::t;
use crate::tui::overlay::Layer;
use crate::tui::widgets::popup::QuestionText;
use crate::tui::widgets::status::Message;
use crate::words::Said;
use std::path::{Path, PathBuf};

/// How many numbered names (`-analysis-2` …) are tried for a new file.
const NEW_NAMES: usize = 99;

impl ReviewScreen {
    /// The record in memory now differs from its file (a move played, a
    /// comment, a line kept): `s` has something to write, and leaving asks.
    pub(super) fn record_changed(&mut self) {
        self.unsaved = true;
    }

    /// Whether the record holds what its file does not yet.
    pub fn unsaved(&self) -> bool {
        self.unsaved
    }

    /// Whether leaving now would drop what the player did here: a change
    /// to the record, or analysis not yet stored in it. Asked even where
    /// the file itself cannot hold it (a USI line): `S` writes a new file.
    pub(super) fn would_lose_changes(&self) -> bool {
        self.unsaved || self.analysis.fresh.iter().any(Option::is_some)
    }

    /// How the changes can still be kept, as a question that would drop
    /// them says it: `s` back to the file, or `S` into a new one.
    pub(super) fn how_to_keep(&self) -> String {
        if self.writable().is_ok() {
            t!("review-leave-how-save")
        } else {
            t!("review-leave-how-save-as")
        }
    }

    /// The question leaving asks when the changes are not written yet.
    pub fn leave_question(&self) -> QuestionText {
        let how = self.how_to_keep();
        QuestionText {
            title: t!("review-leave-title"),
            lines: vec![
                t!("review-leave-unwritten", file = self.file_name()),
                t!("review-leave-question", how = how),
            ],
            yes: t!("review-key-leave-yes"),
            no: t!("review-key-leave-no"),
            keep_visible: None,
        }
    }

    /// `s`: asks before writing the record back to its file. What can be
    /// seen already to stop the write (the game open elsewhere, the file
    /// changed) is said at once, with the offer of a new file.
    pub(super) fn ask_to_save(&mut self) {
        if let Err(why) = self.writable() {
            self.message = Some(Message::Refusal(why));
            return;
        }
        if !self.unsaved {
            self.message = Some(Message::Info(t!("review-nothing-to-write")));
            return;
        }
        if let Some(why) = self.blocked_now() {
            self.offer_new_file(&why);
            return;
        }
        self.overlay = ReviewOverlay::Layer(Layer::Ask(ReviewQuestion::Save));
    }

    /// Why the record cannot go back to its file, if it cannot.
    pub(super) fn writable(&self) -> Result<(), String> {
        if let Some(why) = &self.read_only {
            return Err(why.clone());
        }
        let name = self.file_name();
        match FileKind::from_path(&self.source) {
            Ok(FileKind::Usi | FileKind::Sfen) => Err(t!("review-usi-not-writable", file = name)),
            Ok(_) => Ok(()),
            Err(e) => Err(e.said()),
        }
    }

    /// What stops the write, as far as can be told without taking the
    /// lock (the write itself looks again, holding it).
    fn blocked_now(&self) -> Option<WriteBackError> {
        if let Some(pid) = GameLock::held_elsewhere(&self.source) {
            return Some(WriteBackError::InUse {
                path: self.source.clone(),
                pid,
            });
        }
        (FileStamp::of(&self.source) != self.read_as).then(|| WriteBackError::Changed {
            path: self.source.clone(),
        })
    }

    /// The file cannot be written now: says why, and offers a new file.
    fn offer_new_file(&mut self, why: &WriteBackError) {
        let why = match why {
            WriteBackError::InUse { .. } => t!("review-not-written-in-use", why = why.said()),
            _ => t!("review-not-written-changed", why = why.said()),
        };
        match self.new_file() {
            Some(to) => {
                self.overlay =
                    ReviewOverlay::Layer(Layer::Ask(ReviewQuestion::WriteElsewhere { why, to }))
            }
            None => self.message = Some(Message::Refusal(why)),
        }
    }

    /// A name beside the file that no file has yet: NAME-analysis, then
    /// NAME-analysis-2 …. A save gets a record file (`.kifu`), not another
    /// save: a copy of an unfinished game must not be what `--continue`
    /// resumes.
    fn new_file(&self) -> Option<PathBuf> {
        let stem = self.source.file_stem()?.to_string_lossy().into_owned();
        let ext = match FileKind::from_path(&self.source).ok()? {
            FileKind::Save => "kifu".to_string(),
            kind => self.source.extension().map_or_else(
                || kind.extension().to_string(),
                |e| e.to_string_lossy().into_owned(),
            ),
        };
        (1..=NEW_NAMES)
            .map(|n| match n {
                1 => format!("{stem}-analysis.{ext}"),
                n => format!("{stem}-analysis-{n}.{ext}"),
            })
            .map(|name| self.source.with_file_name(name))
            .find(|path| !path.exists() && path.symlink_metadata().is_err())
    }

    /// The question asked when the file cannot be written now.
    pub fn elsewhere_question(&self, why: &str, to: &Path) -> QuestionText {
        let new = to.file_name().map_or_else(
            || to.display().to_string(),
            |n| n.to_string_lossy().into_owned(),
        );
        let mut why = why.to_string();
        if let Some(first) = why.get_mut(..1) {
            first.make_ascii_uppercase();
        }
        QuestionText {
            title: t!("review-elsewhere-title"),
            lines: vec![
                t!("review-elsewhere-why", why = why),
                t!("review-elsewhere-question", file = new),
            ],
            yes: t!("review-key-write-new-yes"),
            no: t!("review-key-not-now"),
            keep_visible: None,
        }
    }

    /// The answer to [`Self::elsewhere_question`]: a yes writes the new
    /// file.
    pub(super) fn elsewhere_answered(&mut self, why: String, to: PathBuf, yes: bool) {
        if yes {
            self.write_to_new = Some(to);
            self.orders.give(ReviewWork::WriteBack);
        } else {
            self.message = Some(Message::Refusal(why));
        }
    }

    /// The question `s` asks.
    pub fn save_question(&self) -> QuestionText {
        let format = FileKind::from_path(&self.source)
            .map(|k| k.format().name())
            .map_or_else(|_| t!("review-own-format"), str::to_string);
        QuestionText {
            title: t!("review-save-title"),
            lines: vec![
                t!("review-save-question", file = self.file_name()),
                t!("review-save-rewritten", format = format),
            ],
            yes: t!("review-key-write-yes"),
            no: t!("review-key-not-now"),
            keep_visible: None,
        }
    }

    /// For the app, once the player said yes: writes the record into its
    /// file (or into the new file accepted instead) and says how it went.
    pub fn write_file(&mut self) {
        if let Some(target) = self.save_as.take() {
            self.write_save_as(target);
            return;
        }
        if let Some(to) = self.write_to_new.take() {
            self.write_new_file(to);
            return;
        }
        let source = self.source.clone();
        let record = &self.loaded.record;
        match write_back(&source, self.read_as, || write_record(&source, record)) {
            Ok(stamp) => {
                self.read_as = stamp;
                self.unsaved = false;
                self.message = Some(Message::Info(t!("review-written", file = self.file_name())));
            }
            Err(WriteBackError::Failed(e)) => {
                self.message = Some(Message::Refusal(t!(
                    "review-not-written-unchanged",
                    why = e.said()
                )));
            }
            Err(why) => self.offer_new_file(&why),
        }
    }

    /// Writes the record into `to`, a file of its own that from now on is
    /// the one this review writes.
    fn write_new_file(&mut self, to: PathBuf) {
        let old = self.file_name();
        match create_record(&to, &self.loaded.record) {
            Ok(()) => {
                self.read_as = FileStamp::of(&to);
                self.source = to;
                self.unsaved = false;
                // Beside the old one: its name says where it is.
                self.message = Some(Message::Info(t!(
                    "review-written-new",
                    file = self.file_name(),
                    old = old
                )));
            }
            Err(e) => {
                self.message = Some(Message::Refusal(t!("review-not-written", why = e.said())));
            }
        }
    }

    /// Marks the record as one to look at, not to write (open in another
    /// shogi-tui).
    pub fn read_only(mut self, why: String) -> ReviewScreen {
        self.read_only = Some(why);
        self
    }
}
