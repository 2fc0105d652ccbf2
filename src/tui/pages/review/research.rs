//! Review's research mode (検討), the page's side: whether the player
//! wants a live engine on the position shown, with how many lines, and
//! what it last said. The page never runs the engine: its session
//! (`sessions::review`) reads [`ReviewScreen::research_wish`] after every
//! update, starts, restarts or stops the `analysis::Research` to match,
//! and hands back what it reports (`ReviewScreen::on_research_news`).
//!
//! Keys: `r` on and off (Esc off), `]` / `[` more or fewer lines, `1`-`5`
//! play the first move of that line, `o` keeps the last line chosen as a
//! variation (変化), as `K` keeps the engine's best line.

pub use super::state::ResearchPane;
use super::state::ReviewScreen;
use crate::analysis::research::MAX_LINES;
use crate::analysis::{AnalysisSettings, ResearchEvent, ResearchLine};
use crate::shogi::{Move, Position};
use crate::t;
use crate::tui::widgets::status::{Message, StatusSlot};
use crate::words::Said;

/// What the session tells the page about research.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ResearchNews {
    /// The engine started (its name as far as known).
    Started { engine: String },
    /// It thinks about another position now: the old lines are gone.
    Restarted,
    /// What it reported.
    Event(ResearchEvent),
    /// It was stopped from outside (another page opened over review).
    Stopped,
}

/// What the session must keep running: this engine, with these lines, on
/// the position `moves` reach from `start`.
pub struct ResearchWish<'a> {
    pub settings: &'a AnalysisSettings,
    pub lines: usize,
    pub start: &'a Position,
    pub moves: Vec<Move>,
}

impl ReviewScreen {
    /// Research mode as it stands.
    pub fn research(&self) -> &ResearchPane {
        &self.research
    }

    /// What the session must keep running; `None`: nothing.
    pub fn research_wish(&self) -> Option<ResearchWish<'_>> {
        if !self.research.on {
            return None;
        }
        let game = self.shown();
        Some(ResearchWish {
            settings: &self.analysis.settings,
            lines: self.research.lines,
            start: game.start_position(),
            moves: game.moves().iter().take(self.ply).map(|m| m.mv).collect(),
        })
    }

    /// Review opened to think about a position (the editor's Enter):
    /// research mode is on from the start.
    pub fn with_research(mut self) -> ReviewScreen {
        if !self.research.on {
            self.toggle_research();
        }
        self
    }

    /// `r`: research on or off.
    pub(super) fn toggle_research(&mut self) {
        let r = &mut self.research;
        r.on = !r.on;
        r.update = None;
        self.message = Some(Message::Info(if r.on {
            t!("review-research-on", lines = r.lines, max = MAX_LINES)
        } else {
            t!("review-research-off")
        }));
    }

    /// `]` / `[`: one line more or fewer.
    pub(super) fn change_research_lines(&mut self, by: i32) {
        let r = &mut self.research;
        r.lines = r
            .lines
            .saturating_add_signed(by as isize)
            .clamp(1, MAX_LINES);
        self.message = Some(Message::Info(if r.on {
            t!("review-research-lines", lines = r.lines)
        } else {
            t!("review-research-lines-later", lines = r.lines)
        }));
    }

    /// Whether Esc should stop research before anything else.
    pub(super) fn researching(&self) -> bool {
        self.research.on
    }

    /// What the session reports.
    pub fn on_research_news(&mut self, news: ResearchNews) {
        let r = &mut self.research;
        match news {
            ResearchNews::Started { engine } => {
                r.engine = engine;
                r.update = None;
            }
            ResearchNews::Restarted => r.update = None,
            ResearchNews::Event(ResearchEvent::Lines(update)) => r.update = Some(update),
            ResearchNews::Event(ResearchEvent::Engine(name)) => r.engine = name,
            ResearchNews::Event(ResearchEvent::Failed(why)) => {
                r.on = false;
                self.message.say(Some(Message::Notice(why.said())));
            }
            ResearchNews::Stopped => r.on = false,
        }
    }

    /// Line `k` (1 = the best) of what research sees now.
    fn research_line(&self, k: usize) -> Result<&ResearchLine, String> {
        if !self.research.on {
            return Err(t!("review-research-first"));
        }
        self.research
            .update
            .as_ref()
            .and_then(|u| u.lines.iter().find(|l| l.multipv == k))
            .filter(|l| !l.pv.is_empty())
            .ok_or_else(|| t!("review-research-no-line", line = k))
    }

    /// `1`-`5`: the first move of line `k` played on the board, as a
    /// variation unless the line shown goes on with it.
    pub(super) fn play_research_move(&mut self, k: usize) {
        let mv = match self.research_line(k) {
            Ok(line) => line.pv[0],
            Err(why) => {
                self.message = Some(Message::Refusal(why));
                return;
            }
        };
        // Lines are dropped as the board moves, so this holds; a line
        // about another position is still never played.
        if self.position().check_move(mv).is_err() {
            self.message = Some(Message::Refusal(t!("review-research-stale", line = k)));
            return;
        }
        self.research.chosen = Some(k);
        // As if the player made it: steps on, follows a variation, or
        // branches, by the study board's rules.
        self.play_here(mv);
    }

    /// `o`: the whole of the last line chosen (or line 1) kept as a
    /// variation, the board staying where it is.
    pub(super) fn keep_research_line(&mut self) {
        let k = self.research.chosen.unwrap_or(1);
        let pv = match self.research_line(k) {
            Ok(line) => line.pv.clone(),
            Err(why) => {
                self.message = Some(Message::Refusal(why));
                return;
            }
        };
        if self.engine_line.is_some() {
            self.message = Some(Message::Refusal(t!("review-research-engine-line")));
            return;
        }
        let what = t!("review-research-what", line = k);
        self.keep_line(self.line(), self.ply, &pv, self.ply, &what);
    }
}
