//! The app's side of the menu's engine match: the form's Start carried
//! out. The records go to a folder of their own under the save folder's
//! `matches/`, named by the time the series began (UTC), so that series
//! never mix and a player finds them beside their games.

use super::app::App;
use super::page::News;
use super::pages::engine_match::{MatchChoices, MatchForm, MatchPage};
use super::screen::Screen;
use crate::kifu::Timestamp;
use crate::matches::Series;
use crate::share::exports::file_stamp;
use std::path::PathBuf;

/// The folder of the save folder that holds the series' folders.
pub const MATCHES_FOLDER: &str = crate::kifu::saves::folder::SERIES_FOLDER;

impl App {
    /// The form, its rows where the last Start left them.
    pub fn open_match_form(&mut self) {
        let form = MatchForm::remembered(&self.remembered.settings.engine_match);
        self.enter(Screen::Page(Box::new(form)));
    }

    /// Starts the series `choices` describe and shows it being played;
    /// a refusal (no folder for the records, an engine that cannot start
    /// its first game is not one: it loses that game) is said on the form.
    /// The choices are remembered for the next run either way.
    pub fn start_match(&mut self, choices: MatchChoices) {
        self.remembered.settings.engine_match = choices.remembered();
        self.remembered.save();
        let dir = match self.match_folder() {
            Ok(dir) => dir,
            Err(why) => {
                self.screen.page_mut().on_news(News::Refused(why));
                return;
            }
        };
        let setup = choices.setup(dir.clone(), crate::bot::clock_seed());
        match Series::start(setup) {
            Ok(series) => self.enter(Screen::Page(Box::new(MatchPage::new(series, dir)))),
            Err(e) => self.screen.page_mut().on_news(News::Refused(e.to_string())),
        }
    }

    /// A new folder for a series' records; `None` when the app keeps no
    /// files (tests).
    fn match_folder(&self) -> Result<Option<PathBuf>, String> {
        let Some(saves) = &self.saves else {
            return Ok(None);
        };
        let parent = saves
            .dir()
            .map_err(str::to_string)?
            .path()
            .join(MATCHES_FOLDER);
        std::fs::create_dir_all(&parent).map_err(|e| {
            crate::t!(
                "series-match-no-folder",
                dir = crate::kifu::escape_controls(&parent.display().to_string()).into_owned(),
                why = e.to_string()
            )
        })?;
        let name = file_stamp(&Timestamp::now());
        // Two series begun in the same second: the second one numbered.
        let mut dir = parent.join(&name);
        let mut n = 2;
        while dir.symlink_metadata().is_ok() {
            dir = parent.join(format!("{name}-{n}"));
            n += 1;
        }
        Ok(Some(dir))
    }
}
