//! What every page may reach of the app (helix's `Context`): the look, the
//! player's settings, the save folder, the engines allowed to run, the
//! speaker, and what is due at the terminal after drawing (the bell, a
//! copy to the clipboard). A page is handed it in the callbacks it
//! returns (`Flow::then`) and when it is on top again (`uncover`); the
//! app owns it and nothing else of a page's.

use super::autosave::SaveFolder;
use super::display_prefs::Prefs;
use super::news::News;
use super::sound::Speaker;
use crate::settings::{Remembered, Settings, SoundSettings, TrustedEngines};
use std::path::PathBuf;

pub struct Context {
    pub prefs: Prefs,
    /// Where games are saved; `None` keeps nothing on disk (tests).
    pub saves: Option<SaveFolder>,
    /// Engine commands the player allowed to run when a file names them.
    pub trusted: TrustedEngines,
    /// The player's settings, written when they change.
    pub remembered: Remembered,
    /// What reaches the audio device, from the sound settings.
    pub speaker: Speaker,
    /// The terminal bell is due (a clock's countdown); the event loop
    /// rings it after drawing.
    pub ring: bool,
    /// A copy to the clipboard is due (the OSC 52 escape); the event loop
    /// writes it to the terminal after drawing.
    pub clipboard: Option<String>,
    /// The game database file the explorer and the games page open;
    /// `None`: no database (tests that keep nothing on disk).
    pub database: Option<PathBuf>,
}

impl Context {
    /// Nothing on disk, the settings in memory (tests, and the start).
    pub fn in_memory(prefs: Prefs) -> Context {
        let speaker = Speaker::new(&SoundSettings::default(), prefs.quiet);
        Context {
            prefs,
            saves: None,
            trusted: TrustedEngines::in_memory(),
            remembered: Remembered::in_memory(),
            speaker,
            ring: false,
            clipboard: None,
            database: None,
        }
    }

    /// The settings as the player chose them.
    pub fn settings(&self) -> &Settings {
        &self.remembered.settings
    }

    /// A change to the settings, written at once.
    pub fn remember(&mut self, change: impl FnOnce(&mut Settings)) {
        change(&mut self.remembered.settings);
        self.remembered.save();
    }

    /// Points the save folder's finished games at the database when the
    /// player chose so (`Settings.database.import_finished`), else
    /// nowhere; the games already open follow at once.
    pub fn route_finished_games(&self) {
        if let Some(saves) = &self.saves {
            let on = self.settings().database.import_finished;
            saves.finished().set(self.database.clone().filter(|_| on));
        }
    }

    /// The save folder's path, when there is one that can be used.
    pub fn save_dir(&self) -> Option<PathBuf> {
        let dir = self.saves.as_ref()?.dir().ok()?;
        Some(dir.path().to_path_buf())
    }

    /// The player allowed this program, which a saved game names, to run:
    /// remembered, so that it is not asked about again; what went wrong,
    /// as news for the page.
    pub fn trust(&mut self, program: &crate::usi::program::Program) -> Option<News> {
        let e = self.trusted.allow(program).err()?;
        Some(News::Refused(crate::t!(
            "game-trust-not-kept",
            program = crate::kifu::escape_controls(&program.shown()),
            why = crate::words::Said::said(&e)
        )))
    }
}

impl Context {
    /// The look keys' choice, remembered for the next start.
    pub fn remember_look(&mut self) {
        let western = self.prefs.notation == super::display_prefs::Notation::Western;
        let (theme, glyphs) = (
            self.prefs.theme.name.clone(),
            self.prefs.glyphs.name.clone(),
        );
        self.remember(|s| {
            s.theme = theme;
            s.glyphs = glyphs;
            s.western_moves = Some(western);
        });
    }
}

#[cfg(test)]
impl Context {
    /// A context as a test's app has it: nothing on disk, plain look.
    pub fn for_tests() -> Context {
        use super::glyphs::Glyphs;
        use super::theme::Theme;
        Context::in_memory(Prefs::new(Theme::plain(), Glyphs::western(), false))
    }
}
