//! The series started from the form, watched as `shogi-tui match` shows
//! it (`tui::watch`): the page owns the series (its thread and engines)
//! and feeds the view on every tick. `q` asks, then the series stops
//! after the games in progress are saved; once it is over, `q` goes back
//! to the form. Leaving the program ends the games at once.

use crate::matches::Series;
use crate::t;
use crate::tui::watch::{Watch, WatchAction};
use std::path::PathBuf;
use std::time::Instant;

pub struct MatchPage {
    series: Series,
    pub watch: Watch,
    /// Where the records go; `None` keeps none (no save folder).
    dir: Option<PathBuf>,
}

impl MatchPage {
    pub fn new(series: Series, dir: Option<PathBuf>) -> MatchPage {
        let watch = series.watch(Instant::now());
        MatchPage { series, watch, dir }
    }

    pub fn is_over(&self) -> bool {
        self.watch.over.is_some()
    }

    /// What came from the series since the last tick; true when the view
    /// changed.
    pub fn feed(&mut self) -> bool {
        if self.is_over() {
            return false;
        }
        // The games' imports that have ended: a trouble is said at the end.
        self.series.take_imports();
        let fed = self.series.feed(&mut self.watch);
        if fed.ended {
            self.watch.over = Some(self.closing_words());
            self.watch.over_path = self.records_shown();
        }
        fed.changed || fed.ended
    }

    /// The line the view ends on: the score, where the records are, or
    /// why they could not all be written.
    fn closing_words(&self) -> String {
        let s = &self.series;
        let done = t!(
            "series-match-over",
            games = s.file.games.len(),
            total = s.total
        );
        let words = match (&s.write_error, &self.dir) {
            (Some(why), _) => t!(
                "series-match-over-not-written",
                done = done,
                why = why.as_str()
            ),
            (None, Some(_)) => t!(
                "series-match-over-records",
                done = done,
                dir = self.records_shown().unwrap_or_default()
            ),
            (None, None) => t!("series-match-over-no-records", done = done),
        };
        match &s.not_imported {
            Some(why) => format!("{words} · {why}"),
            None => words,
        }
    }

    /// The records' folder as the closing words name it, when they do.
    fn records_shown(&self) -> Option<String> {
        match (&self.series.write_error, &self.dir) {
            (None, Some(dir)) => {
                Some(crate::kifu::escape_controls(&dir.display().to_string()).into_owned())
            }
            _ => None,
        }
    }

    /// `q` or Esc: asks to stop, stops at once when already stopping;
    /// false once the series is over (the page is left).
    pub fn quit_key(&mut self) -> bool {
        if self.is_over() {
            return false;
        }
        if self.watch.quit_key() == Some(WatchAction::Abort) {
            self.series.abort();
        }
        true
    }

    pub fn answer(&mut self, yes: bool) {
        if self.watch.answer(yes) == Some(WatchAction::Stop) {
            self.series.stop();
        }
    }
}
