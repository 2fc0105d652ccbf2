//! The load screen's state: the saves of the folder as last read and the
//! one picked. Apart from the keys (mod.rs) and the drawing (view.rs),
//! which both need it, so neither has to import the other's file for it.

use super::open_file::{self, Completion};
use crate::kifu::{RecordError, SaveDir, SaveSummary};
use crate::t;
use crate::tui::orders::Orders;
use crate::tui::widgets::status::Message;
use crate::tui::widgets::text_input::TextInput;
use crate::words::Said;
use std::path::PathBuf;

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
    /// The path typed after `o`, while its prompt is open.
    pub open_prompt: Option<TextInput>,
    /// The folder a file was last opened from (remembered in the
    /// settings), where the prompt starts.
    pub last_folder: Option<PathBuf>,
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
            open_prompt: None,
            last_folder: None,
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
                self.message = Some(Message::Refusal(e.said()));
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

    pub(super) fn open(&mut self, review: bool) -> Option<Opening> {
        let Some(entry) = self.selected_entry() else {
            self.message = Some(Message::Info(t!(
                "review-load-no-saves-in",
                folder = self.dir.path().display().to_string()
            )));
            return None;
        };
        if let Some(problem) = &entry.problem {
            self.message = Some(Message::Refusal(t!(
                "review-load-cannot-open",
                why = problem.said()
            )));
            return None;
        }
        Some(Opening {
            save: entry.clone(),
            // A record of another format is a game to look at, not one of
            // this terminal's to go on with.
            review: review || !entry.is_save(),
        })
    }

    /// `o`: the path prompt, in the folder last opened from.
    pub(super) fn ask_path(&mut self) {
        self.open_prompt = Some(open_file::first_text(self.last_folder.as_deref()));
        self.message = None;
    }

    /// Tab at the prompt.
    pub(super) fn complete_path(&mut self) {
        let Some(prompt) = &mut self.open_prompt else {
            return;
        };
        self.message = match open_file::complete(prompt.as_str()) {
            Completion::Text(text) => {
                *prompt = TextInput::from(text);
                None
            }
            Completion::Choices(names) => Some(Message::Info(names.join("  "))),
            Completion::Nothing => Some(Message::Info(t!("review-load-open-no-match"))),
        };
    }

    /// Enter at the prompt: the file, for the app to read and review; a
    /// name no reader knows is refused here, the prompt left open to fix it.
    pub(super) fn open_typed(&mut self) -> Option<Opening> {
        let prompt = self.open_prompt.as_ref()?;
        let path = open_file::typed_path(prompt.as_str());
        if let Some(why) = open_file::refusal(&path) {
            self.message = Some(Message::Refusal(why));
            return None;
        }
        self.open_prompt = None;
        // The next `o` of this visit starts here too (the app remembers
        // it for the next run once the file opens).
        if let Some(folder) = std::path::absolute(&path)
            .ok()
            .and_then(|p| p.parent().map(PathBuf::from))
        {
            self.last_folder = Some(folder);
        }
        Some(Opening {
            save: SaveSummary::of_file(&path),
            review: true,
        })
    }

    /// `d`: the question, for a save; any other record is the player's
    /// own file (an export, a match's game), not the screen's to delete.
    pub(super) fn ask_delete(&mut self) {
        match self.selected_entry() {
            Some(e) if !e.is_save() => {
                self.message = Some(Message::Refusal(t!(
                    "review-load-not-a-save",
                    name = e.name.as_str()
                )));
            }
            Some(_) => self.confirm_delete = true,
            None => {}
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
            Err(e) => self.message = Some(Message::Refusal(e.said())),
        }
    }
}

/// What the player chose to open from the list.
#[derive(Debug)]
pub struct Opening {
    pub save: SaveSummary,
    /// In review even when it is an unfinished game of this terminal's.
    pub review: bool,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kifu::FileKind;
    use crate::tui::action::Action;
    use crate::tui::page::Flow;
    use crate::tui::page::Page;
    use crate::tui::pages::load::command::LoadCommand;

    fn screen(name: &str, entries: Vec<SaveSummary>) -> LoadScreen {
        let dir = std::env::temp_dir().join(format!("load-list-{}-{name}", std::process::id()));
        LoadScreen::new(SaveDir::open(&dir).unwrap(), Ok(entries))
    }

    fn command(c: LoadCommand) -> Action {
        Action::page(c)
    }

    #[test]
    fn a_listed_record_opens_in_review_and_is_not_deleted() {
        let kifu = SaveSummary::of_file(std::path::Path::new("saves/review.kifu"));
        let mut s = screen("record", vec![kifu]);
        let Some(Opening { save, review }) = s.open(false) else {
            panic!("not opened: {:?}", s.message);
        };
        assert!(review);
        assert_eq!(save.kind, FileKind::Kifu);
        s.update(&command(LoadCommand::Delete));
        assert!(!s.confirm_delete);
        assert!(matches!(&s.message, Some(Message::Refusal(m)) if m.contains("review.kifu")));
    }

    #[test]
    fn the_path_prompt_refuses_a_name_no_reader_knows_and_opens_a_record() {
        let mut s = screen("prompt", Vec::new());
        s.last_folder = Some(PathBuf::from("/games"));
        s.update(&command(LoadCommand::OpenFile));
        assert_eq!(
            s.open_prompt.as_ref().map(TextInput::as_str),
            Some("/games/")
        );
        for c in "notes.txt".chars() {
            s.update(&Action::PromptChar(c));
        }
        assert!(s.open_typed().is_none());
        assert!(s.open_prompt.is_some(), "left open to fix the name");
        assert!(matches!(&s.message, Some(Message::Refusal(m)) if m.contains("txt")));
        s.update(&Action::PromptClear);
        for c in "/games/d.bod".chars() {
            s.update(&Action::PromptChar(c));
        }
        let Some(Opening { save, review }) = s.open_typed() else {
            panic!("not opened: {:?}", s.message);
        };
        assert!(review);
        assert_eq!(save.path, PathBuf::from("/games/d.bod"));
        assert_eq!(save.kind, FileKind::Bod);
        assert!(s.open_prompt.is_none());
        // Esc closes the prompt without leaving the page; the prompt
        // opens again in the folder just opened from.
        s.update(&command(LoadCommand::OpenFile));
        assert_eq!(
            s.open_prompt.as_ref().map(TextInput::as_str),
            Some("/games/")
        );
        assert!(matches!(s.update(&Action::Cancel), Flow::Stay));
        assert!(s.open_prompt.is_none());
    }

    #[test]
    fn every_record_format_in_the_folder_and_the_match_games_are_listed() {
        let dir = std::env::temp_dir().join(format!("load-list-{}-formats", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let series = dir.join("matches").join("2026-01-01_0000");
        std::fs::create_dir_all(&series).unwrap();
        let csa = "V2.2\nN+Hana\nN-Sora\nPI\n+\n+7776FU\n-3334FU\n%TORYO\n";
        let kif =
            "先手：Kai\n後手：Mio\n手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 投了\n";
        std::fs::write(dir.join("club.csa"), csa).unwrap();
        std::fs::write(dir.join("download.kif"), kif).unwrap();
        std::fs::write(
            dir.join("line.sfen"),
            "sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1 moves 7g7f\n",
        )
        .unwrap();
        std::fs::write(series.join("game-0001.kif"), kif).unwrap();
        // Not records: left out.
        std::fs::write(dir.join("notes.txt"), "hello").unwrap();
        let folder = SaveDir::open(&dir).unwrap();
        let s = LoadScreen::new(folder.clone(), folder.list());
        let mut names: Vec<&str> = s.entries.iter().map(|e| e.name.as_str()).collect();
        names.sort_unstable();
        assert_eq!(
            names,
            [
                "club.csa",
                "download.kif",
                "line.sfen",
                "matches/2026-01-01_0000/game-0001.kif"
            ]
        );
        assert!(
            s.entries.iter().all(|e| e.problem.is_none()),
            "{:?}",
            s.entries
        );
        assert!(s.entries.iter().all(|e| !e.is_save()));
    }
}
