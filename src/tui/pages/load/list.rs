//! The load screen's state: the saves of the folder as last read and the
//! one picked. Apart from the keys (mod.rs) and the drawing (view.rs),
//! which both need it, so neither has to import the other's file for it.

use crate::kifu::{RecordError, SaveDir, SaveSummary};
use crate::t;
use crate::tui::orders::Orders;
use crate::tui::page::Request;
use crate::tui::widgets::status::Message;

#[derive(Clone, Debug)]
pub struct LoadScreen {
    dir: SaveDir,
    pub entries: Vec<SaveSummary>,
    pub selected: usize,
    /// The delete question is open for the selected save.
    pub confirm_delete: bool,
    pub message: Option<Message>,
    /// The saves the player said yes to deleting, for the page's component
    /// to delete after the update: the page itself touches no file.
    pub orders: Orders<SaveSummary>,
}

impl LoadScreen {
    /// The page for `dir`, showing `listed` (what `SaveDir::list` read:
    /// the app reads the folder, the page only shows it).
    pub fn new(dir: SaveDir, listed: Result<Vec<SaveSummary>, RecordError>) -> LoadScreen {
        let mut screen = LoadScreen {
            dir,
            entries: Vec::new(),
            selected: 0,
            confirm_delete: false,
            message: None,
            orders: Orders::default(),
        };
        screen.show(listed);
        screen
    }

    pub fn dir(&self) -> &SaveDir {
        &self.dir
    }

    /// Shows the folder as read again, keeping the same save picked when
    /// it is still there.
    pub fn show(&mut self, listed: Result<Vec<SaveSummary>, RecordError>) {
        let picked = self.selected_entry().map(|e| e.name.clone());
        match listed {
            Ok(entries) => self.entries = entries,
            Err(e) => {
                self.entries.clear();
                self.message = Some(Message::Refusal(e.to_string()));
            }
        }
        self.selected = picked
            .and_then(|name| self.entries.iter().position(|e| e.name == name))
            .unwrap_or(0)
            .min(self.entries.len().saturating_sub(1));
    }

    pub fn selected_entry(&self) -> Option<&SaveSummary> {
        self.entries.get(self.selected)
    }

    pub(super) fn open(&mut self, review: bool) -> Request {
        let Some(entry) = self.selected_entry() else {
            self.message = Some(Message::Info(t!(
                "review-load-no-saves-in",
                folder = self.dir.path().display().to_string()
            )));
            return Request::Nothing;
        };
        if let Some(problem) = &entry.problem {
            self.message = Some(Message::Refusal(t!(
                "review-load-cannot-open",
                why = problem.as_str()
            )));
            return Request::Nothing;
        }
        Request::Open {
            save: Box::new(entry.clone()),
            review,
        }
    }

    pub(super) fn delete_selected(&mut self) {
        self.confirm_delete = false;
        if let Some(e) = self.selected_entry() {
            let save = e.clone();
            self.orders.give(save);
        }
    }

    /// The deletions asked for, carried out: from the folder each save was
    /// listed from, older or not; the folder is read again after each.
    pub fn delete_asked(&mut self) {
        for save in self.orders.take() {
            let result = self.dir.holding(&save).delete(&save.name);
            let listed = self.dir.list();
            self.deleted(&save.name, result, listed);
        }
    }

    /// How the app's deletion of `name` went, and the folder read after it.
    pub fn deleted(
        &mut self,
        name: &str,
        result: Result<(), RecordError>,
        listed: Result<Vec<SaveSummary>, RecordError>,
    ) {
        match result {
            Ok(()) => {
                let at = self.selected;
                self.show(listed);
                // The next save takes the deleted one's place.
                self.selected = at.min(self.entries.len().saturating_sub(1));
                self.message = Some(Message::Info(t!("review-load-deleted", name = name)));
            }
            Err(e) => self.message = Some(Message::Refusal(e.to_string())),
        }
    }
}
