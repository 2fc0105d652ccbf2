//! The watched series as it stands: the games in progress, the one on
//! the board, the standings' lines, the last games and what the player
//! asked (to stop, at once).

use crate::game::{Clock, Game};
use crate::kifu::evaluation::Evaluation;
use crate::tui::move_texts::{MoveTexts, notate_moves};
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use std::collections::BTreeMap;
use std::collections::btree_map::Entry;
use std::time::{Duration, Instant};

/// Finished games' lines kept for the side pane.
const RECENT: usize = 6;

/// What a key asks of the series.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WatchAction {
    /// No new game; the ones in progress finish and are saved.
    Stop,
    /// End now: the games in progress are lost.
    Abort,
}

/// A game in progress as the board shows it.
pub struct InPlay {
    /// "▲A △B".
    pub title: String,
    pub game: Game,
    /// Its clocks as they were after the last move; none before the
    /// first move of a timed game is reported.
    pub clock: Option<Clock>,
    /// The last mover's evaluation (Black's point of view), when it gave one.
    pub eval: Option<Evaluation>,
    /// The moves in both notations, written once each as they come.
    pub texts: Vec<MoveTexts>,
}

pub struct Watch {
    pub total: usize,
    pub finished: usize,
    /// Games finished before this run (a resumed series): not part of
    /// the pace the time left is guessed from.
    pub finished_before: usize,
    pub started: Instant,
    /// The games in progress by number, as they stand.
    pub(super) playing: BTreeMap<usize, InPlay>,
    /// The game on the board.
    pub(super) shown: Option<usize>,
    /// The standings, a line per pairing (and the SPRT's).
    pub table: Vec<String>,
    pub(super) recent: Vec<String>,
    pub(super) asking: bool,
    pub(super) stopping: bool,
    /// Said once the series is over (where the records are): the view
    /// shows it in place of the keys, and `q` then only leaves.
    pub over: Option<String>,
    /// The folder named in `over`, which gives way first (cut in its
    /// middle) when the line is wider than the screen: the score and the
    /// key to leave must stay.
    pub over_path: Option<String>,
}

impl Watch {
    pub fn new(total: usize, finished_before: usize, now: Instant) -> Watch {
        Watch {
            total,
            finished: finished_before,
            finished_before,
            started: now,
            playing: BTreeMap::new(),
            shown: None,
            table: Vec::new(),
            recent: Vec::new(),
            asking: false,
            stopping: false,
            over: None,
            over_path: None,
        }
    }

    /// A game began (`title`: "A v B"), or moved on.
    pub fn update_game(&mut self, number: usize, title: &str, game: Game) {
        let entry = match self.playing.entry(number) {
            Entry::Occupied(e) => {
                let e = e.into_mut();
                e.game = game;
                e
            }
            Entry::Vacant(v) => v.insert(InPlay {
                title: String::new(),
                game,
                clock: None,
                eval: None,
                texts: Vec::new(),
            }),
        };
        title.clone_into(&mut entry.title);
        notate_moves(&entry.game, &mut entry.texts);
        if self.shown.is_none_or(|n| !self.playing.contains_key(&n)) {
            self.shown = Some(number);
        }
    }

    /// The clocks and the evaluation after a move of game `number`.
    pub fn update_clock(&mut self, number: usize, clock: Clock, eval: Option<Evaluation>) {
        if let Some(entry) = self.playing.get_mut(&number) {
            entry.clock = Some(clock);
            entry.eval = eval;
        }
    }

    /// A game ended, said by `line`; the board moves to another game if
    /// it showed this one.
    pub fn game_over(&mut self, number: usize, line: String) {
        self.playing.remove(&number);
        self.finished += 1;
        self.recent.push(line);
        if self.recent.len() > RECENT {
            self.recent.remove(0);
        }
        if self.shown == Some(number) {
            self.shown = self.playing.keys().next().copied();
        }
    }

    /// The series was told to stop (a key, a signal, the SPRT).
    pub fn set_stopping(&mut self) {
        self.stopping = true;
        self.asking = false;
    }

    pub fn shown(&self) -> Option<(usize, &str, &Game)> {
        self.shown_in_play()
            .map(|(n, p)| (n, p.title.as_str(), &p.game))
    }

    /// The game on the board with all that is known of it.
    pub fn shown_in_play(&self) -> Option<(usize, &InPlay)> {
        let n = self.shown?;
        self.playing.get(&n).map(|p| (n, p))
    }

    /// The time the rest will take at the pace so far; `None` before the
    /// first game of this run ends.
    pub fn time_left(&self, now: Instant) -> Option<Duration> {
        let done = self
            .finished
            .checked_sub(self.finished_before)
            .filter(|&d| d > 0)?;
        let per_game = now.saturating_duration_since(self.started) / done as u32;
        Some(per_game * (self.total.saturating_sub(self.finished)) as u32)
    }

    /// The board shows the next (or previous) game in progress.
    pub fn step(&mut self, forward: bool) {
        let keys: Vec<usize> = self.playing.keys().copied().collect();
        let Some(i) = self.shown.and_then(|n| keys.iter().position(|&k| k == n)) else {
            self.shown = keys.first().copied();
            return;
        };
        let j = if forward {
            (i + 1) % keys.len()
        } else {
            (i + keys.len() - 1) % keys.len()
        };
        self.shown = keys.get(j).copied();
    }

    /// Whether "stop the series?" waits for an answer.
    pub fn is_asking(&self) -> bool {
        self.asking
    }

    /// `q`: asks whether to stop; once stopping, ends at once.
    pub fn quit_key(&mut self) -> Option<WatchAction> {
        if self.stopping {
            return Some(WatchAction::Abort);
        }
        self.asking = true;
        None
    }

    /// The answer to "stop the series?".
    pub fn answer(&mut self, yes: bool) -> Option<WatchAction> {
        self.asking = false;
        yes.then(|| {
            self.set_stopping();
            WatchAction::Stop
        })
    }

    /// A key on the command's own screen: what it asks of the series.
    pub fn key(&mut self, key: KeyEvent) -> Option<WatchAction> {
        let ctrl_c =
            key.code == KeyCode::Char('c') && key.modifiers.contains(KeyModifiers::CONTROL);
        if ctrl_c {
            if self.stopping {
                return Some(WatchAction::Abort);
            }
            self.set_stopping();
            return Some(WatchAction::Stop);
        }
        if self.asking {
            return match key.code {
                KeyCode::Char('y' | 'Y') | KeyCode::Enter => self.answer(true),
                KeyCode::Char('n' | 'N') | KeyCode::Esc => self.answer(false),
                _ => None,
            };
        }
        match key.code {
            KeyCode::Tab | KeyCode::Right | KeyCode::Down => self.step(true),
            KeyCode::BackTab | KeyCode::Left | KeyCode::Up => self.step(false),
            KeyCode::Char('q' | 'Q') | KeyCode::Esc => return self.quit_key(),
            _ => {}
        }
        None
    }
}

impl crate::matches::Watcher for Watch {
    fn start(total: usize, finished_before: usize, now: Instant) -> Watch {
        Watch::new(total, finished_before, now)
    }

    fn game_moved(&mut self, number: usize, title: &str, game: Game) {
        self.update_game(number, title, game);
    }

    fn clock_after_move(&mut self, number: usize, clock: Clock, eval: Option<Evaluation>) {
        self.update_clock(number, clock, eval);
    }

    fn game_over(&mut self, number: usize, line: String) {
        Watch::game_over(self, number, line);
    }

    fn stopping(&mut self) {
        self.set_stopping();
    }

    fn standings(&mut self, lines: Vec<String>) {
        self.table = lines;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn press(w: &mut Watch, code: KeyCode) -> Option<WatchAction> {
        w.key(KeyEvent::new(code, KeyModifiers::NONE))
    }

    #[test]
    fn the_board_follows_the_games_in_progress() {
        let t0 = Instant::now();
        let mut w = Watch::new(4, 0, t0);
        w.update_game(0, "a v b", Game::even());
        w.update_game(1, "b v a", Game::even());
        assert_eq!(w.shown().map(|s| s.0), Some(0));
        press(&mut w, KeyCode::Tab);
        assert_eq!(w.shown().map(|s| s.0), Some(1));
        press(&mut w, KeyCode::Tab);
        assert_eq!(w.shown().map(|s| s.0), Some(0));
        press(&mut w, KeyCode::Left);
        assert_eq!(w.shown().map(|s| s.0), Some(1));
        w.game_over(1, "done".into());
        assert_eq!(w.shown().map(|s| s.0), Some(0));
        assert_eq!(
            w.time_left(t0 + Duration::from_secs(10)),
            Some(Duration::from_secs(30))
        );
    }

    #[test]
    fn q_asks_before_it_stops_and_again_ends_at_once() {
        let mut w = Watch::new(4, 0, Instant::now());
        assert_eq!(press(&mut w, KeyCode::Char('q')), None);
        assert_eq!(press(&mut w, KeyCode::Char('n')), None);
        assert_eq!(press(&mut w, KeyCode::Char('q')), None);
        assert_eq!(press(&mut w, KeyCode::Char('y')), Some(WatchAction::Stop));
        assert_eq!(press(&mut w, KeyCode::Char('q')), Some(WatchAction::Abort));
        let mut w = Watch::new(4, 0, Instant::now());
        let ctrl_c = KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL);
        assert_eq!(w.key(ctrl_c), Some(WatchAction::Stop));
        assert_eq!(w.key(ctrl_c), Some(WatchAction::Abort));
    }
}
