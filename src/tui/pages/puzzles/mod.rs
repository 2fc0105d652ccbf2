//! The puzzles page (詰将棋): the player mates, the program defends.
//!
//! The player plays the attacker's moves as in a game (the cursor, the
//! mouse, or typed at `:`); each goes to the solver (`tsume::trainer`),
//! which refuses a move that does not check, answers a check that lets
//! the mate go with the defence that refutes it, and otherwise plays the
//! defender's longest defence at once. The solver runs in the page's
//! session (`puzzles::session`), so a slow judgement never freezes the
//! keys; so does reading a file of problems (`o`), which proves each one.
//! What the player solved is kept by the session in the settings folder
//! (`tsume::progress`).
//!
//! The folder: `state` (the page's fields and the try's life), `view`
//! (drawing), `tests`.

pub mod command;
pub mod keys;
pub mod news;
pub mod open;
pub mod session;
mod state;
#[cfg(test)]
mod tests;
pub mod view;

pub use news::PuzzleNews;
pub use state::{
    BUILTIN_NAME, EDITOR_NAME, Ended, FinishedTry, Judging, PuzzleOverlay, PuzzlePrompt,
    PuzzlesScreen, Shelf,
};

use crate::share::{Shareable, Shared};
use crate::shogi::{Move, Setup};
use crate::t;
use crate::tsume::files::{FilesError, Loaded};
use crate::tsume::progress::CollectionProgress;
use crate::tsume::trainer::{Accepted, Attempt, Refusal};
use crate::tui::action::Action;
use crate::tui::board_input::Selection;
use crate::tui::board_pick::Picked;
use crate::tui::display_prefs::Prefs;
use crate::tui::input::{InputMode, key_action, lookup};
use crate::tui::layout::ScreenLayout;
use crate::tui::overlay::{Layer, NoQuestion, Step, Words};
use crate::tui::page::Flow;
use crate::tui::page::Page;
use crate::tui::pages::puzzles::command::PuzzleCommand;
use crate::tui::typed_move;
use crate::tui::widgets::popup::QuestionText;
use crate::tui::widgets::status::{Message, side_mark};
use keys::{PUZZLE_KEYS, PUZZLE_SOLUTION_KEYS};
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::KeyEvent;
use ratatui::layout::Rect;
use std::path::PathBuf;
use view::said_time;

impl PuzzlesScreen {
    /// Why the board takes no move now, if it does not.
    fn why_no_move(&self) -> Option<String> {
        if self.judging.is_some() {
            return Some(t!("puzzles-still-judging"));
        }
        match self.ended {
            Some(Ended::Solved(_)) => Some(t!("puzzles-already-solved")),
            _ if self.attempt.is_solved() => Some(t!("puzzles-king-mated")),
            _ => None,
        }
    }

    /// Sends `mv` to the solver; its answer comes as news.
    fn play(&mut self, mv: Move) {
        if let Some(why) = self.why_no_move() {
            self.message = Some(Message::Refusal(why));
            return;
        }
        self.judging = Some(Judging {
            try_id: self.try_id,
            mv,
        });
        self.message = Some(Message::Info(t!("puzzles-defender-thinks")));
    }

    fn judged(&mut self, judging: Judging, attempt: Attempt, result: Result<Accepted, Refusal>) {
        // An answer about a try since left, or a move since replaced.
        if self.judging.as_ref() != Some(&judging) {
            return;
        }
        self.judging = None;
        let accepted = match result {
            Ok(accepted) => accepted,
            Err(refusal) => {
                if matches!(refusal, Refusal::DoesNotMate { .. }) {
                    self.mistakes += 1;
                }
                self.message = Some(Message::Refusal(refusal.to_string()));
                return;
            }
        };
        self.close_move_prompt();
        let asked = self.attempt.plies();
        // A length that is only the solver's line is not the mate's.
        let line_only = self.shelf.is_line_only(self.puzzle());
        self.attempt = attempt;
        self.pick.cursor = judging.mv.to();
        let mut words = Vec::new();
        if self.attempt.is_solved() {
            let time = self.started.elapsed();
            self.finish(Ended::Solved(time));
            words.push(t!("puzzles-mated", time = said_time(time)));
        } else if accepted.reply.is_some() {
            let defender = self.attacker().opponent();
            let left = self
                .attempt
                .plies()
                .saturating_sub(self.attempt.moves().len() as u32);
            let side = side_mark(defender);
            words.push(if line_only {
                t!("puzzles-defender-answers-line", side = side, plies = left)
            } else {
                t!("puzzles-defender-answers", side = side, plies = left)
            });
        }
        if accepted.alternative {
            words.push(t!("puzzles-alternative"));
        }
        if let Some(plies) = accepted.longer {
            words.push(if line_only {
                t!("puzzles-longer-than-line", plies = plies, asked = asked)
            } else {
                t!("puzzles-longer-mate", plies = plies, asked = asked)
            });
        }
        self.message = Some(Message::Info(words.join(" · ")));
    }

    fn board_action(&mut self, action: &Action) -> Flow {
        if self.solution_step.is_some() {
            return self.solution_action(action);
        }
        let pos = self.attempt.position().clone();
        match self.pick.act(&pos, action) {
            Picked::Said(said) => self.message = said,
            Picked::Play(mv) => self.play(mv),
            Picked::AskPromotion { from, to } => {
                self.overlay = PuzzleOverlay::Layer(Layer::Promote { from, to })
            }
            Picked::NotMine => match action {
                Action::Cancel if self.loading.is_some() => self.stop_loading(),
                Action::Cancel => self.message = Some(Message::Info(t!("puzzles-q-goes-back"))),
                Action::OpenPrompt => match self.why_no_move() {
                    Some(why) => self.message = Some(Message::Refusal(why)),
                    None => {
                        self.overlay = PuzzleOverlay::Layer(Layer::prompt(PuzzlePrompt::Move, ""))
                    }
                },
                Action::Page(c) if let Some(key) = c.get::<PuzzleCommand>() => self.command(key),
                Action::Help => self.overlay = PuzzleOverlay::Layer(Layer::HELP),
                Action::Copy => {
                    self.overlay = PuzzleOverlay::Layer(Layer::share(&self.shareable()))
                }
                Action::Flip => self.pick.flipped = !self.pick.flipped,
                Action::Quit => {
                    self.give_up_if_begun();
                    return Flow::Leave;
                }
                _ => {}
            },
        }
        Flow::Stay
    }

    /// Keys while the solution is shown: steps through it.
    fn solution_action(&mut self, action: &Action) -> Flow {
        let len = self.attempt.solution().len();
        let step = self.solution_step.unwrap_or(0);
        match action {
            Action::Step(n) => {
                let to = i64::try_from(step).unwrap_or(0) + i64::from(*n);
                self.solution_step = Some(usize::try_from(to.max(0)).unwrap_or(0).min(len));
            }
            Action::First => self.solution_step = Some(0),
            Action::Last => self.solution_step = Some(len),
            Action::Page(c) if let Some(key) = c.get::<PuzzleCommand>() => self.command(key),
            Action::Help => self.overlay = PuzzleOverlay::Layer(Layer::HELP),
            Action::Copy => self.overlay = PuzzleOverlay::Layer(Layer::share(&self.shareable())),
            Action::Flip => self.pick.flipped = !self.pick.flipped,
            Action::Cancel if self.loading.is_some() => self.stop_loading(),
            Action::Quit => return Flow::Leave,
            _ => {}
        }
        Flow::Stay
    }

    /// What the copy menu offers: the position on the board (a puzzle
    /// is no game to write as a record).
    fn shareable(&self) -> Shareable {
        Shareable {
            position: Setup::from(&self.shown()),
            handicap: false,
            record: None,
            last_move: self.shown_moves().last().map(|m| m.to()),
            move_number: None,
        }
    }

    fn command(&mut self, key: PuzzleCommand) {
        match key {
            PuzzleCommand::Hint => self.hint(),
            PuzzleCommand::Solution => {
                self.finish(Ended::GivenUp);
                self.revealed = true;
                self.judging = None;
                self.pick.selection = Selection::None;
                self.solution_step = Some(0);
                self.message = Some(Message::Info(t!("puzzles-solution-shown")));
            }
            PuzzleCommand::Retry => self.retry(),
            PuzzleCommand::Next { forward } => {
                let last = self.shelf.puzzles.len() - 1;
                match (forward, self.index) {
                    (true, i) if i >= last => {
                        self.message = Some(Message::Info(t!("puzzles-last-puzzle")))
                    }
                    (false, 0) => self.message = Some(Message::Info(t!("puzzles-first-puzzle"))),
                    (true, i) => self.open(i + 1),
                    (false, i) => self.open(i - 1),
                }
            }
            PuzzleCommand::NextUnsolved => {
                let n = self.shelf.puzzles.len();
                let next = (1..=n)
                    .map(|k| (self.index + k) % n)
                    .find(|&i| !self.shelf.progress.is_solved(&self.shelf.puzzles[i]));
                match next {
                    Some(i) => self.open(i),
                    None => self.message = Some(Message::Info(t!("puzzles-all-solved"))),
                }
            }
            PuzzleCommand::Length { longer } => self.other_length(longer),
            PuzzleCommand::Open => {
                self.overlay = PuzzleOverlay::Layer(Layer::prompt(PuzzlePrompt::Open, ""))
            }
        }
    }

    fn hint(&mut self) {
        if let Some(why) = self.why_no_move() {
            self.message = Some(Message::Info(why));
            return;
        }
        self.message = Some(match self.attempt.hint() {
            Some(hint) => {
                self.hinted = true;
                Message::Info(t!("puzzles-hint", hint = hint.to_string()))
            }
            None => Message::Info(t!("puzzles-no-hint")),
        });
    }

    /// `r`: the board back to the puzzle's start. A try under way goes on
    /// (its time runs); a finished one is followed by a fresh try.
    fn retry(&mut self) {
        if self.ended.is_some() {
            let revealed = self.revealed;
            self.open(self.index);
            self.revealed = revealed;
        } else {
            self.attempt = Attempt::new(&self.puzzle().clone());
            self.judging = None;
            self.pick.selection = Selection::None;
            self.solution_step = None;
        }
        self.message = Some(Message::Info(t!("puzzles-from-the-start")));
    }

    /// The first puzzle of the next longer, or the previous shorter, mate.
    fn other_length(&mut self, longer: bool) {
        let puzzles = &self.shelf.puzzles;
        let plies = self.puzzle().plies;
        let found = if longer {
            puzzles.iter().position(|p| p.plies > plies)
        } else {
            // The shorter length's first puzzle: the list is sorted by length.
            puzzles
                .iter()
                .rposition(|p| p.plies < plies)
                .and_then(|last| {
                    let shorter = puzzles[last].plies;
                    puzzles.iter().position(|p| p.plies == shorter)
                })
        };
        match found {
            Some(i) => self.open(i),
            None => {
                self.message = Some(Message::Info(if longer {
                    t!("puzzles-no-longer-mate", plies = plies)
                } else {
                    t!("puzzles-no-shorter-mate", plies = plies)
                }));
            }
        }
    }

    fn stop_loading(&mut self) {
        if let Some(path) = self.loading.take() {
            self.message = Some(Message::Info(t!(
                "puzzles-stopped-reading",
                path = path.display().to_string()
            )));
        }
    }

    /// Enter on a move typed at `:`. The prompt stays open, its line
    /// selected, until the solver takes the move (`judged`): a move
    /// refused, here or by the solver, is there to read and the next one
    /// typed replaces it, as on every page; no letter meant for the
    /// prompt falls on the page's own keys.
    fn move_typed(&mut self, text: &str) {
        let pos = self.attempt.position();
        let previous = self.attempt.moves().last().map(|m| m.to());
        match typed_move::read(pos, text, previous, false) {
            Ok(mv) => self.play(mv),
            Err(why) => self.message = Some(Message::Refusal(why)),
        }
    }

    /// The solver took the move typed at `:`: the prompt closes, unless
    /// the player is typing something new into it.
    fn close_move_prompt(&mut self) {
        if let PuzzleOverlay::Layer(Layer::Prompt(PuzzlePrompt::Move, text)) = &self.overlay
            && (text.is_selected() || text.is_blank())
        {
            self.overlay = PuzzleOverlay::None;
        }
    }

    /// Enter on a path at `o`: its session reads the file.
    fn open_typed(&mut self, text: &str) {
        self.overlay = PuzzleOverlay::None;
        let path = PathBuf::from(text);
        self.message = Some(Message::Info(t!(
            "puzzles-reading-file",
            path = path.display().to_string()
        )));
        self.loading = Some(path);
    }

    fn loaded(
        &mut self,
        path: PathBuf,
        name: String,
        result: Result<Loaded, FilesError>,
        progress: CollectionProgress,
    ) {
        if self.loading.as_ref() != Some(&path) {
            return;
        }
        self.loading = None;
        let loaded = match result {
            Ok(loaded) => loaded,
            Err(e) => {
                self.message = Some(Message::Refusal(t!(
                    "puzzles-collection-stays",
                    why = e.to_string(),
                    name = self.shelf.shown_name()
                )));
                return;
            }
        };
        self.give_up_if_begun();
        let refused = loaded.refused.len();
        let mut shelf = Shelf::new(name, loaded.puzzles, refused).line_only(loaded.line_only);
        shelf.progress = progress;
        let first_refusal = loaded.refused.first().map(|r| r.to_string());
        // `files::load` never gives an empty list without an error.
        let Some(mut page) = PuzzlesScreen::new(shelf) else {
            return;
        };
        // Tries of the old collection not yet written still are.
        page.finished = std::mem::take(&mut self.finished);
        *self = page;
        let n = self.shelf.puzzles.len();
        let mut said = t!("puzzles-opened", name = self.shelf.shown_name(), count = n);
        match first_refusal {
            Some(first) if refused > 0 => said.push_str(&t!(
                "puzzles-opened-refused",
                count = refused,
                first = first
            )),
            _ => {}
        }
        self.message = Some(Message::Info(said));
    }
}

impl PuzzlesScreen {
    /// What the session's work did: the solver's judgement, a file read,
    /// the progress kept.
    pub(crate) fn hear(&mut self, news: PuzzleNews) {
        match news {
            PuzzleNews::Judged {
                judging,
                attempt,
                result,
            } => self.judged(judging, *attempt, result),
            PuzzleNews::Loaded {
                path,
                name,
                result,
                progress,
            } => self.loaded(path, name, result, progress),
            PuzzleNews::Progress(progress) => self.shelf.progress = progress,
        }
    }
}

impl PuzzlesScreen {
    /// The keys in force, which the help shows: the solver's, or those of
    /// stepping through a solution.
    pub(super) fn keys(&self) -> &'static [crate::tui::input::Binding] {
        if self.solution_step.is_some() {
            PUZZLE_SOLUTION_KEYS
        } else {
            PUZZLE_KEYS
        }
    }
}

impl Words<PuzzlePrompt, NoQuestion> for PuzzlesScreen {
    fn prompt_title(&self, about: &PuzzlePrompt) -> String {
        match about {
            PuzzlePrompt::Move => t!("game-move-prompt"),
            PuzzlePrompt::Open => t!("puzzles-open-prompt"),
        }
    }

    fn question(&self, never: &NoQuestion) -> QuestionText {
        match *never {}
    }
}

impl Page for PuzzlesScreen {
    fn input_mode(&self) -> InputMode {
        match self.overlay {
            PuzzleOverlay::None => InputMode::Own,
            PuzzleOverlay::Layer(ref layer) => layer.input_mode(),
        }
    }

    fn handle_key_event(&self, key: KeyEvent) -> Option<Action> {
        let table = self.keys();
        key_action(self.input_mode(), key, |code| lookup(table, code))
    }

    fn click(&self, area: Rect, x: u16, y: u16) -> Option<Action> {
        match &self.overlay {
            PuzzleOverlay::Layer(layer) => {
                layer.click(self, self.attempt.position(), self.pick.flipped, area, x, y)
            }
            PuzzleOverlay::None if self.solution_step.is_none() => {
                let layout = ScreenLayout::new(area, self.pick.flipped)?;
                if let Some(sq) = layout.square_at(x, y) {
                    return Some(Action::ClickSquare(sq));
                }
                let pos = self.attempt.position();
                let hands = [
                    pos.hand(crate::shogi::Color::Black),
                    pos.hand(crate::shogi::Color::White),
                ];
                layout
                    .hand_piece_at(x, y, hands)
                    .map(|(c, kind)| Action::ClickHand(c, kind))
            }
            _ => None,
        }
    }

    fn update(&mut self, action: &Action) -> Flow {
        // What was said stays while a line is typed (a move refused).
        if !matches!(self.overlay, PuzzleOverlay::Layer(Layer::Prompt(..))) {
            self.message = None;
        }
        let help_rows = self.keys().len();
        let PuzzleOverlay::Layer(layer) = &mut self.overlay else {
            return self.board_action(action);
        };
        match layer.step(action, help_rows) {
            Step::Open(layer) => self.overlay = PuzzleOverlay::Layer(layer),
            Step::Closed | Step::Cancelled(_) | Step::Blank(_) => {
                self.overlay = PuzzleOverlay::None
            }
            Step::Play(mv) => {
                self.overlay = PuzzleOverlay::None;
                self.play(mv);
            }
            Step::GaveUp => {
                self.overlay = PuzzleOverlay::None;
                self.pick.selection = Selection::None;
            }
            Step::Typed(PuzzlePrompt::Move, text) => self.move_typed(text.trim()),
            Step::Typed(PuzzlePrompt::Open, text) => self.open_typed(text.trim()),
            Step::Answered(never, _) => match never {},
            Step::Share(kind, to) => {
                self.overlay = PuzzleOverlay::None;
                match Shared::of(&self.shareable(), kind, to) {
                    Ok(shared) => return crate::tui::share::share(shared),
                    Err(why) => self.message = Some(Message::Refusal(why.to_string())),
                }
            }
            Step::Leave => return Flow::Leave,
        }
        Flow::Stay
    }

    fn message_mut(&mut self) -> Option<&mut Option<Message>> {
        Some(&mut self.message)
    }

    fn takes_look_keys(&self) -> bool {
        self.overlay == PuzzleOverlay::None
    }

    /// Back on top (a drill answered meanwhile): the drills counted again.
    fn uncover(&mut self, cx: &mut crate::tui::context::Context) {
        self.count_drills(cx.remembered.folder());
    }

    fn render(&self, prefs: &Prefs, area: Rect, buf: &mut Buffer) {
        view::render_puzzles(prefs, self, area, buf);
    }
}
pub use session::PuzzlesSession;
