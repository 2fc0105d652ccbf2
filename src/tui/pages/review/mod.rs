//! Review mode: step through a loaded record (our saves, KIF, KI2, CSA,
//! SFEN/USI), look at its comments and variations (変化), ask for the
//! impasse tally at any move, and start a new game from any position.
//!
//! The positions, the outcome and every rule verdict come from the game the
//! records layer replayed through the controller (`kifu::Loaded`); this
//! module only tracks which line and which move are on screen; its fields
//! live in `state`. The engine's analysis of the main line (`a`) lives in
//! `analysis`, the evaluations it keeps in `evaluations`. Moves played on
//! the board (typed, clicked, or with the board cursor) are `play`'s; the
//! record's tree of lines they go into, and `U` `+` `-` `D` `z` on it,
//! `branches`'s. A record pasted in the terminal is `pasted`'s.

pub mod analysis;
pub mod analysis_view;
pub mod book;
pub mod book_view;
mod bookmarks;
mod branches;
pub mod command;
mod comment_edit;
mod engine_arrows;
mod evaluations;
mod explorer_tab;
pub mod explorer_view;
mod headers;
pub mod keys;
mod marks;
pub mod notes;
mod notes_state;
pub mod open;
mod pasted;
mod play;
pub mod research;
pub mod research_view;
mod save_as;
pub mod session;
mod state;
pub mod view;
pub mod work;
pub mod write_back;

pub use state::{
    Alternatives, PaneTab, PlayFrom, ReviewLayer, ReviewOverlay, ReviewPrompt, ReviewQuestion,
    ReviewScreen, StudyBoard,
};

use crate::game::{Clock, Game, ImpasseTally};
use crate::i18n::rules::ShownIn;
use crate::kifu::evaluation::{MoveComment, read_comments};
use crate::kifu::lock::FileStamp;
use crate::kifu::marks::read_marks;
use crate::kifu::{EndMarker, GameInfo, Loaded, RecordedMove, Timestamp};
use crate::share::{Shareable, Shared};
use crate::shogi::{Color, Position, Setup, Square};
use crate::t;
use crate::tui::action::Action;
use crate::tui::display_prefs::Prefs;
use crate::tui::input::{InputMode, key_action, lookup};
use crate::tui::layout::{ScreenLayout, review_graph};
use crate::tui::move_texts::{MoveTexts, notate_moves};
use crate::tui::orders::Orders;
use crate::tui::overlay::{Layer, Step, Words};
use crate::tui::page::Flow;
use crate::tui::page::Page;
use crate::tui::pages::play_from::FormStep;
use crate::tui::pages::review::command::ReviewCommand;
use crate::tui::pages::review::evaluations::ReviewAnalysis;
use crate::tui::pages::review::work::ReviewWork;
use crate::tui::widgets::eval_graph::EvalGraph;
use crate::tui::widgets::moves::MoveListView;
use crate::tui::widgets::popup::QuestionText;
use crate::tui::widgets::status::Message;
use crate::tui::widgets::tally::tally_verdicts;
use crate::tui::widgets::wrapped::WrapCache;
use keys::{REVIEW_BOARD_KEYS, REVIEW_KEYS};
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::KeyEvent;
use ratatui::layout::Rect;
use std::cell::Cell;
use std::path::Path;
use std::time::Duration;

impl ReviewScreen {
    pub fn new(loaded: Loaded, source: &Path) -> ReviewScreen {
        // Just after the file was read: a write between the two would be
        // taken for what was read, but only a shogi-tui game writes saves,
        // and it does so after a move, not within the microseconds here.
        let read_as = FileStamp::of(source);
        let analysis = ReviewAnalysis::new(loaded.record.evaluations(&loaded.game), &loaded.game);
        let mut r = ReviewScreen {
            loaded,
            source: source.to_path_buf(),
            variation: None,
            engine_line: None,
            analysis,
            read_only: None,
            read_as,
            write_to_new: None,
            ply: 0,
            flipped: false,
            overlay: ReviewOverlay::None,
            message: None,
            orders: Orders::default(),
            texts: Vec::new(),
            branches: Vec::new(),
            notes_scroll: 0,
            notes_room: Cell::new(None),
            notes_wrap: WrapCache::default(),
            study: StudyBoard::default(),
            pending_paste: None,
            unsaved: false,
            notes_rows: Cell::new(0),
            save_as: None,
            research: research::ResearchPane::default(),
            book: book::BookPane::default(),
            explorer: crate::tui::explorer::Explorer::default(),
        };
        r.line_changed();
        r
    }

    /// The game of the line on screen.
    pub fn shown(&self) -> &Game {
        self.engine_line
            .as_ref()
            .or(self.variation.as_ref())
            .map_or(&self.loaded.game, |(_, g)| g)
    }

    /// The variation on screen (`None` = the main line).
    pub fn line(&self) -> Option<usize> {
        self.variation.as_ref().map(|(i, _)| *i)
    }

    /// The position on the board.
    pub fn position(&self) -> &Position {
        let game = self.shown();
        game.view(self.ply).unwrap_or_else(|| game.position())
    }

    /// The last move number of the line shown.
    pub fn last_ply(&self) -> usize {
        self.shown().ply()
    }

    /// Both notations of every move of the line shown.
    pub fn move_texts(&self) -> &[MoveTexts] {
        &self.texts
    }

    /// Whether variations replace move `ply` (1 = the first) of the line shown.
    pub fn branches_at(&self, ply: usize) -> bool {
        ply.checked_sub(1)
            .and_then(|i| self.branches.get(i))
            .copied()
            .unwrap_or(false)
    }

    /// The thinking time of move `ply` (1 = the first) of the line shown,
    /// when the record has it.
    pub fn move_time(&self, ply: usize) -> Option<Duration> {
        self.shown().moves().get(ply.checked_sub(1)?)?.time
    }

    /// Both clocks as they stood once the move shown was made: the
    /// record's time control less the times of the moves up to it. No turn
    /// is started, since nothing runs in review. `None` for an untimed
    /// record.
    pub fn clock(&self) -> Option<Clock> {
        let controls = self.loaded.record.info.time_control?;
        let game = self.shown();
        let times = game.moves().iter().take(self.ply).map(|m| m.time);
        let mut clock = Clock::replay(Some(controls), game.start_position().side_to_move(), times);
        // The end's time (a resignation's) is the last turn's, spent but
        // no move: no increment follows it.
        if let Some(spent) = self.end_shown().and_then(|e| e.time) {
            let now = std::time::Instant::now();
            clock.start(self.position().side_to_move(), spent, now);
            clock.stop(now);
        }
        Some(clock)
    }

    /// The record's end, when the move shown is the main line's last one,
    /// which the end follows.
    pub fn end_shown(&self) -> Option<&EndMarker> {
        let last = self.on_main_line() && self.ply == self.last_ply();
        last.then_some(self.loaded.record.end.as_ref()).flatten()
    }

    /// The side whose clock would run at the move shown: the side to move,
    /// unless the game ended there.
    pub fn clock_side(&self) -> Option<Color> {
        let ended_here = self.shown().outcome().is_some() && self.ply == self.last_ply();
        (!ended_here).then(|| self.position().side_to_move())
    }

    /// The recorded move `ply` of the line shown, with its comments.
    fn recorded(&self, ply: usize) -> Option<&RecordedMove> {
        let i = ply.checked_sub(1)?;
        // The engine's moves are in no record.
        if self.engine_line_from().is_some_and(|from| ply > from) {
            return None;
        }
        match self.line() {
            None => self.loaded.record.moves.get(i),
            Some(v) => self.loaded.record.variation_line(v).get(i).copied(),
        }
    }

    /// The comments of the current move (before the first move: the record's).
    pub fn comments(&self) -> &[String] {
        match (self.line(), self.ply) {
            _ if self.engine_line_from().is_some_and(|from| self.ply > from) => &[],
            (None, ply) => self.loaded.comments_at(ply),
            (Some(_), 0) => self.loaded.comments_at(0),
            (Some(_), ply) => self.recorded(ply).map_or(&[], |m| &m.comments),
        }
    }

    /// The current move's comment taken apart: the lines a person wrote
    /// (without the marks' markup, which the board draws) and an engine's
    /// evaluation of the position shown.
    pub fn move_comment(&self) -> MoveComment {
        let text = read_marks(self.comments()).text;
        read_comments(&text, self.position(), self.last_to())
    }

    /// Where the move shown went (for 同 in the lines that follow it).
    pub fn last_to(&self) -> Option<Square> {
        let i = self.ply.checked_sub(1)?;
        Some(self.shown().moves().get(i)?.mv.to())
    }

    pub fn bookmark(&self) -> Option<&str> {
        self.recorded(self.ply)?.bookmark.as_deref()
    }

    /// What each impasse rule would decide at the position shown.
    pub fn tally(&self) -> (ImpasseTally, Vec<(String, String)>) {
        let pos = self.position();
        let tally = ImpasseTally::of(pos);
        let verdicts = tally_verdicts(
            &tally,
            pos.side_to_move(),
            self.shown().rules(),
            self.shown().is_handicap(),
        );
        (tally, verdicts)
    }

    /// Which line the shown move `ply` belongs to, and the line whose move
    /// `ply` that one replaces (the same line when it does not start there).
    fn owner_at(&self, ply: usize) -> (Option<usize>, Option<usize>) {
        self.loaded.record.branch_of(self.line(), ply)
    }

    /// The variations of the current move, when it has any.
    pub fn alternatives(&self) -> Option<Alternatives> {
        if self.ply == 0 || self.engine_line.is_some() {
            return None;
        }
        let (owner, base) = self.owner_at(self.ply);
        let entries = self.loaded.variations_from(base, self.ply);
        (!entries.is_empty()).then(|| Alternatives {
            ply: self.ply,
            base,
            entries,
            shown: owner.filter(|_| owner != base),
        })
    }

    /// Rows of the notes pane scrolled past.
    pub fn notes_scroll(&self) -> usize {
        self.notes_scroll
    }

    /// What the drawing keeps of the notes pane between redraws.
    pub fn notes_wrap(&self) -> &WrapCache {
        &self.notes_wrap
    }

    /// Called by the drawing with how far the notes pane can scroll.
    pub fn notes_drawn(&self, max_scroll: usize) {
        self.notes_room.set(Some(max_scroll));
    }

    /// Called by the drawing with how many rows of text the notes pane
    /// shows.
    pub fn notes_shown(&self, rows: usize) {
        self.notes_rows.set(rows);
    }

    /// `}` and `{`: `by` pages of the notes pane, each its height less one
    /// row, so that the row last seen stays in view (one row before the
    /// first drawing).
    fn scroll_notes(&mut self, by: i32) {
        let page = self.notes_rows.get().saturating_sub(1).max(1);
        let by = (by as isize).saturating_mul(page as isize);
        // A terminal grown since the scroll leaves less to scroll: count
        // from what is on screen, not from the old place.
        let room = self.notes_room.get().unwrap_or(usize::MAX);
        self.notes_scroll = self
            .notes_scroll
            .min(room)
            .saturating_add_signed(by)
            .min(room);
    }

    /// Another move's notes start at their top.
    fn notes_changed(&mut self) {
        self.notes_scroll = 0;
        self.notes_room.set(None);
    }

    pub(super) fn line_changed(&mut self) {
        let mut texts = Vec::new();
        notate_moves(self.shown(), &mut texts);
        self.texts = texts;
        let vars = &self.loaded.record.variations;
        let engine_from = self.engine_line_from();
        self.branches = (1..=self.last_ply())
            .map(|ply| {
                let (_, base) = self.owner_at(ply);
                engine_from.is_none_or(|from| ply <= from)
                    && vars
                        .iter()
                        .any(|v| v.parent == base && v.ply as usize == ply && !v.moves.is_empty())
            })
            .collect();
        self.ply = self.ply.min(self.last_ply());
        self.notes_changed();
    }

    pub(super) fn go_to(&mut self, ply: usize) {
        let ply = ply.min(self.last_ply());
        if ply != self.ply {
            self.notes_changed();
        }
        self.ply = ply;
        self.message = None;
    }

    fn step(&mut self, by: i32) {
        self.go_to(self.ply.saturating_add_signed(by as isize));
    }

    /// The current move's variations, for `v` or a digit to choose
    /// among; `None`, with the reason said, when it has none. The
    /// engine's best line (`b`) is left first: its moves are in no
    /// record, so they have no variations to choose.
    pub(super) fn choosing_variation(&mut self) -> Option<Alternatives> {
        if self.engine_line.take().is_some() {
            // The record's move of the same number is the one whose
            // variations the player is after (the line may be shorter).
            self.line_changed();
            self.go_to(self.ply);
        }
        let alt = self.alternatives();
        if alt.is_none() {
            self.message = Some(Message::Info(if self.ply == 0 {
                t!("review-variations-need-move")
            } else {
                t!("review-no-variation", ply = self.ply)
            }));
        }
        alt
    }

    /// `v`: the next line among the current move's variations; after the
    /// last one, back to the line they branch from.
    fn next_variation(&mut self) {
        let Some(alt) = self.choosing_variation() else {
            return;
        };
        let lines: Vec<Option<usize>> = std::iter::once(alt.base)
            .chain(alt.entries.iter().map(|e| Some(e.index)))
            .collect();
        let at = lines.iter().position(|l| *l == alt.shown.or(alt.base));
        let next = at
            .and_then(|i| lines.get((i + 1) % lines.len()))
            .copied()
            .flatten();
        // The rivals all replace the move on screen: the board stays there.
        let ply = self.ply;
        self.show_line(next, ply);
    }

    fn review_action(&mut self, action: &Action) -> Flow {
        if self.marks_action(action) || self.study_action(action) {
            return Flow::Stay;
        }
        match action {
            Action::Page(c) if let Some(command) = c.get::<ReviewCommand>() => {
                return self.command(command);
            }
            Action::Step(by) => self.step(*by),
            Action::First => self.go_to(0),
            Action::Last => self.go_to(self.last_ply()),
            Action::OpenPrompt => {
                self.overlay = ReviewOverlay::Layer(Layer::prompt(ReviewPrompt::Jump, ""))
            }
            Action::Tally => self.overlay = ReviewOverlay::Tally,
            Action::Help => self.overlay = ReviewOverlay::Layer(Layer::HELP),
            Action::Copy => self.overlay = ReviewOverlay::Layer(Layer::share(&self.shareable())),
            Action::Flip => self.flipped = !self.flipped,
            Action::Save => self.ask_to_save(),
            Action::Paste(text) => return self.paste(text),
            // Esc stops the live engine first.
            Action::Cancel if self.researching() => self.toggle_research(),
            // Esc stops a running analysis first, then leaves.
            Action::Cancel if self.analysing() => self.orders.give(ReviewWork::Stop),
            // Minutes of an engine's work, or a player's, are not dropped
            // on one key.
            Action::Cancel | Action::Quit if self.would_lose_changes() => {
                self.overlay = ReviewOverlay::Layer(Layer::Ask(ReviewQuestion::Leave))
            }
            Action::Cancel => return Flow::Leave,
            Action::Quit | Action::ForceQuit => return Flow::Leave,
            _ => {}
        }
        Flow::Stay
    }

    /// The position shown in the position editor, solved at once with
    /// `solve`.
    fn edit_position(&self, solve: bool) -> Flow {
        crate::tui::pages::editor::open::edit(Setup::from(self.position()), solve)
    }

    /// One of review's own commands, with no overlay open (those of the
    /// study board are `play.rs`'s).
    fn command(&mut self, command: ReviewCommand) -> Flow {
        match command {
            ReviewCommand::ClickMove(i) => self.go_to(i + 1),
            ReviewCommand::NextVariation => self.next_variation(),
            ReviewCommand::ScrollNotes(by) => self.scroll_notes(by),
            ReviewCommand::PlayFromHere => self.overlay = ReviewOverlay::PlayFrom(PlayFrom::new()),
            ReviewCommand::SolveMateThere => {
                return self.edit_position(true);
            }
            ReviewCommand::EditPosition => {
                return self.edit_position(false);
            }
            ReviewCommand::Quiz => return self.quiz(),
            ReviewCommand::Analyse { all } => self.analyse(all),
            ReviewCommand::NextMark { forward } => self.next_mark(forward),
            ReviewCommand::BestLine => self.show_best_line(),
            ReviewCommand::NextEngine => self.next_engine(),
            ReviewCommand::KeepLine => self.keep_best_line(),
            ReviewCommand::ClickGraph(ply) => self.graph_clicked(ply),
            ReviewCommand::EditComment => self.edit_comment(),
            ReviewCommand::EditBookmark => self.edit_bookmark(),
            ReviewCommand::ListBookmarks => self.list_bookmarks(),
            ReviewCommand::EditHeaders => self.edit_headers(),
            ReviewCommand::SaveAs => self.ask_save_as(),
            ReviewCommand::Research => self.toggle_research(),
            ReviewCommand::Book => self.toggle_book(),
            ReviewCommand::ResearchLines(by) => self.change_research_lines(by),
            ReviewCommand::KeepResearchLine => self.keep_research_line(),
            ReviewCommand::EngineArrows => self.toggle_engine_arrows(),
            // The study board's, read by `study_action` first.
            ReviewCommand::ToggleBoardCursor
            | ReviewCommand::ShowVariation(_)
            | ReviewCommand::MakeMainLine
            | ReviewCommand::MoveVariation { .. }
            | ReviewCommand::DeleteVariation => {}
        }
        Flow::Stay
    }

    /// What the shared layer heard: the help, a promotion, the `:` line
    /// or an answer.
    fn layer_step(&mut self, step: Step<ReviewPrompt, ReviewQuestion>) -> Flow {
        match step {
            Step::Open(layer) => self.overlay = ReviewOverlay::Layer(layer),
            Step::Closed
            | Step::GaveUp
            | Step::Cancelled(_)
            | Step::Blank(ReviewPrompt::Jump | ReviewPrompt::SaveAs) => {
                self.overlay = ReviewOverlay::None
            }
            Step::Play(mv) => {
                self.overlay = ReviewOverlay::None;
                self.play_here(mv);
            }
            Step::Typed(ReviewPrompt::Jump, text) => self.jump_typed(text.trim()),
            Step::Blank(ReviewPrompt::Bookmark) => {
                self.overlay = ReviewOverlay::None;
                self.set_bookmark("");
            }
            Step::Typed(ReviewPrompt::Bookmark, name) => {
                self.overlay = ReviewOverlay::None;
                self.set_bookmark(name.trim());
            }
            Step::Typed(ReviewPrompt::SaveAs, name) => self.save_as_named(name.trim()),
            Step::Answered(q, yes) => {
                self.overlay = ReviewOverlay::None;
                return self.answered(q, yes);
            }
            Step::Share(kind, to) => {
                self.overlay = ReviewOverlay::None;
                match Shared::of(&self.shareable(), kind, to) {
                    Ok(shared) => return crate::tui::share::share(shared),
                    Err(why) => self.message = Some(Message::Refusal(why.to_string())),
                }
            }
            Step::Leave => return Flow::Leave,
        }
        Flow::Stay
    }

    /// What the copy menu offers: the position shown and the record with
    /// everything the review holds (variations, comments, analysis).
    fn shareable(&self) -> Shareable {
        Shareable {
            position: Setup::from(self.position()),
            handicap: self.loaded.game.is_handicap(),
            record: Some(self.loaded.record_to_write()),
            last_move: self
                .ply
                .checked_sub(1)
                .and_then(|i| self.shown().moves().get(i))
                .map(|m| m.mv.to()),
            move_number: Some(self.ply),
        }
    }

    fn answered(&mut self, q: ReviewQuestion, yes: bool) -> Flow {
        match q {
            ReviewQuestion::Save if yes => self.orders.give(ReviewWork::WriteBack),
            ReviewQuestion::Leave if yes => return Flow::Leave,
            ReviewQuestion::WriteElsewhere { why, to } => self.elsewhere_answered(why, to, yes),
            ReviewQuestion::Delete(i) if yes => self.delete_variation(i),
            ReviewQuestion::Replace(to) => self.replace_answered(to, yes),
            ReviewQuestion::OpenPasted => return self.paste_answered(yes),
            _ => {}
        }
        Flow::Stay
    }

    /// Enter on `:`: a move number, or a move.
    fn jump_typed(&mut self, text: &str) {
        match text.parse::<usize>() {
            Ok(n) if n <= self.last_ply() => {
                self.overlay = ReviewOverlay::None;
                self.go_to(n);
            }
            Ok(n) => {
                self.message = Some(Message::Refusal(t!(
                    "review-no-such-move",
                    ply = n,
                    moves = self.last_ply()
                )));
            }
            // Anything else is a move, read as a game reads one.
            Err(_) => {
                if self.typed_move(text) {
                    self.overlay = ReviewOverlay::None;
                }
            }
        }
    }

    fn play_form(&mut self, mut form: PlayFrom, action: &Action) -> Flow {
        match form.step(action) {
            FormStep::Open => self.overlay = ReviewOverlay::PlayFrom(form),
            // A refusal closes the form; its reason is in the status bar.
            FormStep::Start => {
                self.overlay = ReviewOverlay::None;
                return self.play_from_here(&form);
            }
            FormStep::Closed => self.overlay = ReviewOverlay::None,
            FormStep::Quit => return Flow::Leave,
        }
        Flow::Stay
    }

    /// A new game with the moves up to the position shown; the players come
    /// from the form, the rules and move limit from the record.
    fn play_from_here(&mut self, form: &PlayFrom) -> Flow {
        let players = match form.players() {
            Ok(players) => players,
            Err(e) => {
                self.message = Some(Message::Refusal(e));
                return Flow::Stay;
            }
        };
        match self.replay_shown(players) {
            Ok(game) if game.is_over() => {
                let why = game
                    .outcome()
                    .map(|o| o.shown_in(game.is_handicap()))
                    .unwrap_or_default();
                self.message = Some(Message::Refusal(t!("review-play-from-over", why = why)));
                Flow::Stay
            }
            Ok(game) => {
                let file = self.file_name();
                let info = GameInfo {
                    title: Some(t!("review-new-game-title", ply = self.ply, file = file)),
                    started: Some(Timestamp::now()),
                    ..GameInfo::default()
                };
                crate::tui::pages::game::open::play_from(game, info, self.flipped)
            }
            Err(e) => {
                self.message = Some(Message::Refusal(e.to_string()));
                Flow::Stay
            }
        }
    }
}

impl Words<ReviewPrompt, ReviewQuestion> for ReviewScreen {
    fn prompt_title(&self, about: &ReviewPrompt) -> String {
        match about {
            ReviewPrompt::Jump => t!("review-jump-prompt"),
            ReviewPrompt::Bookmark => t!("review-bookmark-prompt"),
            ReviewPrompt::SaveAs => t!("review-save-as-prompt"),
        }
    }

    fn question(&self, about: &ReviewQuestion) -> QuestionText {
        match about {
            ReviewQuestion::Save => self.save_question(),
            ReviewQuestion::Leave => self.leave_question(),
            ReviewQuestion::WriteElsewhere { why, to } => self.elsewhere_question(why, to),
            ReviewQuestion::Delete(i) => self.delete_question(*i),
            ReviewQuestion::Replace(to) => ReviewScreen::replace_question(to),
            ReviewQuestion::OpenPasted => self.paste_question(),
        }
    }
}

impl Page for ReviewScreen {
    fn input_mode(&self) -> InputMode {
        match self.overlay {
            // The explorer's filter line or its list of games, when open.
            ReviewOverlay::None if let Some(mode) = self.explorer_mode() => mode,
            ReviewOverlay::None => InputMode::Own,
            ReviewOverlay::Layer(ref layer) => layer.input_mode(),
            ReviewOverlay::Tally => InputMode::Popup,
            // Arrows, Enter and Esc, as in the menu.
            ReviewOverlay::PlayFrom(_) => InputMode::List,
            ReviewOverlay::Notes(ref open) => open.input_mode(),
        }
    }

    fn handle_key_event(&self, key: KeyEvent) -> Option<Action> {
        let mode = self.input_mode();
        // With the board cursor on (Tab), the keys make a move.
        let table = if self.board_cursor().is_some() {
            REVIEW_BOARD_KEYS
        } else {
            REVIEW_KEYS
        };
        // The Games tab in front takes ↑ ↓ j k and Enter for its rows.
        let rows = self.explorer_focused() && table == REVIEW_KEYS;
        key_action(mode, key, |code| {
            rows.then(|| lookup(&[crate::tui::explorer::keys::ROWS], code))
                .flatten()
                .or_else(|| lookup(table, code))
        })
    }

    fn click(&self, area: Rect, x: u16, y: u16) -> Option<Action> {
        match &self.overlay {
            ReviewOverlay::Layer(layer) => {
                layer.click(self, self.position(), self.flipped, area, x, y)
            }
            ReviewOverlay::Tally => Some(Action::Cancel),
            ReviewOverlay::None => {
                let layout = ScreenLayout::new(area, self.flipped)?;
                if let Some(sq) = layout.square_at(x, y) {
                    return Some(Action::ClickSquare(sq));
                }
                let pos = self.position();
                let hands = [pos.hand(Color::Black), pos.hand(Color::White)];
                if let Some((c, k)) = layout.hand_piece_at(x, y, hands) {
                    return Some(Action::ClickHand(c, k));
                }
                if self.has_analysis()
                    && let Some(graph) = review_graph(&layout)
                {
                    let points = self.loaded.game.ply() + 1;
                    if let Some(ply) = EvalGraph::ply_at(graph, points, x, y) {
                        return Some(Action::page(ReviewCommand::ClickGraph(ply)));
                    }
                }
                let list = research_view::Panes::of(self, layout.moves).list;
                let len = self.move_texts().len();
                MoveListView::move_at(list, len, self.ply.checked_sub(1), x, y)
                    .map(|i| Action::page(ReviewCommand::ClickMove(i)))
            }
            _ => None,
        }
    }

    fn update(&mut self, action: &Action) -> Flow {
        match self.overlay.clone() {
            ReviewOverlay::Tally => {
                if matches!(action, Action::Cancel | Action::Tally | Action::Help) {
                    self.overlay = ReviewOverlay::None;
                }
            }
            ReviewOverlay::PlayFrom(form) => return self.play_form(form, action),
            ReviewOverlay::Layer(mut layer) => {
                // The layer as the step left it (a line entered is selected).
                let step = layer.step(action, REVIEW_KEYS.len());
                self.overlay = ReviewOverlay::Layer(layer);
                return self.layer_step(step);
            }
            ReviewOverlay::Notes(open) => return self.notes_update(open, action),
            ReviewOverlay::None => {
                if let Some(flow) = self.explorer_action(action) {
                    return flow;
                }
                return self.review_action(action);
            }
        }
        if *action == Action::ForceQuit {
            return Flow::Leave;
        }
        Flow::Stay
    }

    fn message_mut(&mut self) -> Option<&mut Option<Message>> {
        Some(&mut self.message)
    }

    fn takes_look_keys(&self) -> bool {
        self.overlay == ReviewOverlay::None && self.explorer_mode().is_none()
    }

    fn wants_ticks(&self) -> bool {
        self.explorer_waiting()
    }

    fn tick(&mut self) -> bool {
        self.explorer_poll()
    }

    /// The database and the names may have changed (the program's start
    /// names the database after the page is made; the menu sets names).
    fn uncover(&mut self, cx: &mut crate::tui::context::Context) {
        self.explorer_context(cx.database.clone(), cx.settings().database.names());
    }

    fn render(&self, prefs: &Prefs, area: Rect, buf: &mut Buffer) {
        crate::tui::pages::review::view::render_review(prefs, self, area, buf);
    }
}
pub use session::ReviewSession;
