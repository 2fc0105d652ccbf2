//! The rows read from the remembered settings, and written back one
//! row at a time; the presets given for this run.

use super::choices::{book_label, clock_label, move_time_label};
use super::rows::RowKind;
use super::state::Menu;
use crate::game::{PlayerKind, Start, TimeControls};
use crate::i18n::Lang;
use crate::settings::{BookChoice, Settings};
use crate::shogi::Color;
use crate::tui::setup::player_name;
use crate::tui::widgets::choice::{Choice, ClockChoice, Picker, PlayerChoice};
use std::time::Duration;

impl Menu {
    /// Puts the rows where the player left them last time. A remembered
    /// engine the menu does not list yet (one typed in) is added, and so
    /// is a remembered clock that is not a preset.
    pub fn remember(&mut self, s: &Settings) {
        for (side, player) in [(Color::Black, &s.black), (Color::White, &s.white)] {
            // Only an engine can be missing; a bot level the menu lacks
            // (a hand-edited file) leaves the row as it is.
            if let PlayerKind::Engine { .. } = player {
                self.offer_player(player);
            }
            self.players
                .get_mut(side)
                .select(&PlayerChoice::Plays(player.clone()));
        }
        // A name edited by hand into something the menu would refuse is
        // left out.
        self.names.black = s.black_name.as_deref().and_then(|n| player_name(n).ok());
        self.names.white = s.white_name.as_deref().and_then(|n| player_name(n).ok());
        self.my_names = s.database.names();
        self.rules.select(&s.rules);
        self.start
            .select(&s.handicap.map_or(Start::Even, Start::Handicap));
        self.move_limit.select(&s.move_limit);
        self.preset_clock(s.clock);
        if let Ok(time) = Duration::try_from_secs_f64(s.move_seconds) {
            self.preset_move_time(time);
        }
        for (kind, picker) in &mut self.on_off {
            if let Some(row) = kind.on_off() {
                picker.select(&(row.read)(s));
            }
        }
        self.language
            .select(&s.language.unwrap_or_else(crate::i18n::current));
        self.count_voice
            .select(&s.sound.count_voice(crate::i18n::current() == Lang::Ja));
        self.preset_sound(s.sound.on, s.sound.volume);
        self.preset_book(&s.book);
        self.arrange();
    }

    /// Writes the row of `kind` into the settings (the rest are left as
    /// they are: a flag's value for this run is not remembered unless its
    /// row is changed).
    pub fn store(&self, kind: RowKind, s: &mut Settings) {
        let player = |p: &Picker<PlayerChoice>| match p.value() {
            Some(PlayerChoice::Plays(k)) => Some(k.clone()),
            // "type its command" is no player yet.
            _ => None,
        };
        match kind {
            RowKind::Black => s.black = player(&self.players.black).unwrap_or(s.black.clone()),
            RowKind::White => s.white = player(&self.players.white).unwrap_or(s.white.clone()),
            RowKind::BlackName => s.black_name = self.names.black.clone(),
            RowKind::WhiteName => s.white_name = self.names.white.clone(),
            RowKind::MyNames => s.database.my_names = self.my_names.clone(),
            RowKind::Rules => s.rules = self.rules.value().copied().unwrap_or(s.rules),
            RowKind::Handicap => {
                if let Some(start) = self.start.value() {
                    s.handicap = start.handicap();
                }
            }
            RowKind::MoveLimit => {
                s.move_limit = self.move_limit.value().copied().unwrap_or(s.move_limit);
            }
            RowKind::Clock => match self.clock.value() {
                Some(ClockChoice::Untimed) => s.clock = None,
                Some(ClockChoice::Timed(t)) => s.clock = Some(*t),
                // Not typed yet.
                Some(ClockChoice::TypeCustom) | None => {}
            },
            RowKind::MoveTime => {
                if let Some(t) = self.move_time.value() {
                    s.move_seconds = t.as_secs_f64();
                }
            }
            RowKind::Theme => s.theme = self.theme.value().cloned().unwrap_or_default(),
            RowKind::Glyphs => s.glyphs = self.glyphs.value().cloned().unwrap_or_default(),
            RowKind::Language => s.language = self.language.value().copied().or(s.language),
            RowKind::CountVoice => s.sound.count = self.count_voice.value().copied(),
            RowKind::Sound => match self.sound.value() {
                Some(Some(volume)) => {
                    s.sound.on = true;
                    s.sound.volume = *volume;
                }
                // Off keeps the volume it had, for when it is on again.
                Some(None) => s.sound.on = false,
                None => {}
            },
            RowKind::Book => {
                // "a file…" is no book until its path is typed.
                if let Some(Some(book)) = self.book.value() {
                    s.book = book.clone();
                }
            }
            // The on/off rows write themselves, as their table says.
            _ => {
                if let Some(row) = kind.on_off() {
                    (row.write)(s, self.is_on(kind));
                }
            }
        }
    }

    /// Sound off, or on at `percent`, adding the volume to the row when a
    /// hand-edited file holds one between the steps offered.
    pub fn preset_sound(&mut self, on: bool, percent: u8) {
        let level = Some(percent.min(100));
        let row = &mut self.sound;
        if row.position(&level).is_none() {
            let at = row.choices().iter().position(|c| c.value > level);
            row.insert(at, Choice::new(format!("{}%", percent.min(100)), level));
        }
        row.select(&if on { level } else { None });
    }

    /// Chooses a time per move, adding it to the row when it is not one
    /// of the usual ones.
    pub fn preset_move_time(&mut self, time: Duration) {
        let row = &mut self.move_time;
        if row.position(&time).is_none() {
            let at = row.choices().iter().position(|c| c.value > time);
            row.insert(at, Choice::new(move_time_label(time), time));
        }
        row.select(&time);
    }

    /// Chooses a clock (`None`: untimed), adding it before "custom…" when
    /// it is not a preset.
    pub fn preset_clock(&mut self, time: Option<TimeControls>) {
        let choice = time.map_or(ClockChoice::Untimed, ClockChoice::Timed);
        let row = &mut self.clock;
        if let ClockChoice::Timed(t) = &choice
            && row.position(&choice).is_none()
        {
            let at = row.position(&ClockChoice::TypeCustom);
            row.insert(at, Choice::new(clock_label(t), choice));
        }
        row.select(&choice);
    }

    /// Chooses a book, adding a file to the row, before "a file…", when
    /// the row does not hold it yet.
    pub fn preset_book(&mut self, book: &BookChoice) {
        let choice = Some(book.clone());
        let row = &mut self.book;
        if let BookChoice::File(path) = book
            && row.position(&choice).is_none()
        {
            let at = row.position(&None);
            row.insert(at, Choice::new(book_label(path), choice.clone()));
        }
        row.select(&choice);
    }

    /// Names given for this run (`--black-name`), shown in the name rows.
    pub fn preset_names(&mut self, black: Option<&String>, white: Option<&String>) {
        if let Some(n) = black {
            self.names.black = Some(n.clone());
        }
        if let Some(n) = white {
            self.names.white = Some(n.clone());
        }
    }
}
