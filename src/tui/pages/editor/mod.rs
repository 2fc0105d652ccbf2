//! The position editor (局面編集): set up any position with the keyboard
//! or the mouse, or paste one (SFEN, BOD), then play it, review it, ask
//! the mate solver about it or save it as a record.
//!
//! The position is a `shogi::Setup` until the rules core accepts it
//! (`Position::try_from`); every change is checked at once and a refusal
//! is said in the status bar, in a player's words (`edit::refusal_sentence`).
//! What needs the world (files, the solver's thread, other pages) is asked
//! of the app as a `Flow`; the solver runs in the page's session
//! (`editor::session`).
//!
//! The folder: `state` (the page's fields), `edit` (the editing commands
//! and the cursor), `paste` (`:`), `write` (`W`), `view` (drawing);
//! `tests` (the editing operations and every refusal).

pub mod command;
mod edit;
mod explorer;
pub mod keys;
mod marks;
pub mod open;
mod paste;
pub mod session;
mod state;
#[cfg(test)]
mod tests;
pub mod view;
pub mod work;
mod write;

pub use edit::refusal_sentence;
pub use paste::{read_diagram, read_sfen};
pub use state::{
    EditorLayer, EditorOverlay, EditorPrompt, EditorQuestion, EditorScreen, Held, Mate,
    ProvenTsume, Spot,
};

use crate::game::Game;
use crate::kifu::record::start_from_position;
use crate::kifu::{GameInfo, Timestamp};
use crate::mate::{MateOutcome, MateReport};
use crate::share::{ShareError, Shareable, Shared};
use crate::shogi::Position;
use crate::t;
use crate::tsume::Puzzle;
use crate::tui::action::Action;
use crate::tui::display_prefs::Prefs;
use crate::tui::input::{InputMode, key_action, lookup};
use crate::tui::layout::ScreenLayout;
use crate::tui::overlay::{Layer, Step, Words};
use crate::tui::page::Flow;
use crate::tui::page::Page;
use crate::tui::pages::editor::command::EditorCommand;
use crate::tui::pages::play_from::{FormStep, PlayFrom};
use crate::tui::widgets::popup::QuestionText;
use crate::tui::widgets::status::Message;
use keys::EDITOR_KEYS;
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::KeyEvent;
use ratatui::layout::Rect;
use work::EditorWork;

impl EditorScreen {
    /// The position, or the refusal said in the status bar; `to` names
    /// what was asked by its message.
    fn playable(&mut self, to: &str) -> Option<Position> {
        match &self.checked {
            Ok(pos) => Some(pos.clone()),
            Err(e) => {
                self.message = Some(Message::Refusal(t!(
                    "editor-cannot",
                    to = crate::i18n::text(to),
                    why = refusal_sentence(e)
                )));
                None
            }
        }
    }

    fn board_action(&mut self, action: &Action) -> Flow {
        if self.marks_action(action) {
            return Flow::Stay;
        }
        match action {
            Action::Move(d) => self.move_cursor(*d),
            Action::Activate => self.activate(),
            Action::ClickSquare(sq) => {
                self.cursor = Spot::Square(*sq);
                self.activate();
            }
            Action::ClickHand(c, kind) => {
                let line = self.stand_kinds(*c).iter().position(|k| k == kind);
                self.cursor = Spot::Hand(*c, line.unwrap_or(0));
                self.activate();
            }
            Action::OpenPrompt => self.open_paste(),
            Action::Paste(text) => self.paste_on_board(text),
            Action::Help => self.overlay = EditorOverlay::Layer(Layer::HELP),
            Action::Copy => self.overlay = EditorOverlay::Layer(Layer::share(&self.shareable())),
            Action::Flip => self.flipped = !self.flipped,
            a if a.is_page(EditorCommand::SolveMate) => return self.solve(),
            a if a.is_page(crate::tui::explorer::ExplorerCommand::Show) => {
                return self.open_explorer();
            }
            a if a.is_page(EditorCommand::Tsume) => return self.tsume(),
            a if a.is_page(EditorCommand::Review) => {
                if let Some(pos) = self.playable("editor-doing-review") {
                    return crate::tui::pages::review::open::position(pos);
                }
            }
            a if a.is_page(EditorCommand::Play) && self.playable("editor-doing-play").is_some() => {
                self.overlay = EditorOverlay::PlayFrom(PlayFrom::new());
            }
            a if a.is_page(EditorCommand::Write) => self.open_save_path(),
            Action::Page(c) if let Some(edit) = c.get::<EditorCommand>() => self.edit(edit),
            // A piece in the hand goes back where it was; then Esc leaves,
            // asking first when the position set up would be lost.
            Action::Cancel if self.held.is_some() => self.held = None,
            // A solve under way is what Esc stops first: its session sees
            // the page no longer waits and raises the solver's flag.
            Action::Cancel if let Mate::Solving(sfen) = &self.mate => {
                self.mate = Mate::Answer {
                    sfen: sfen.clone(),
                    report: state::stopped(),
                    shown: false,
                };
                if std::mem::take(&mut self.tsume_asked) {
                    self.message = None;
                }
            }
            Action::Cancel | Action::Quit if self.setup != self.kept => {
                self.overlay = EditorOverlay::Layer(Layer::Ask(EditorQuestion::Leave));
            }
            Action::Cancel | Action::Quit | Action::ForceQuit => return Flow::Leave,
            _ => {}
        }
        Flow::Stay
    }

    /// `M`: the solver asked about the position, unless it is already;
    /// once it has found a mate, `M` again shows the moves.
    fn solve(&mut self) -> Flow {
        let Some(pos) = self.playable("editor-doing-solve") else {
            return Flow::Stay;
        };
        let sfen = pos.to_sfen();
        match &mut self.mate {
            Mate::Solving(s) if *s == sfen => return Flow::Stay,
            // Only a mate's moves wait to be shown; after any other answer
            // (stopped, unknown) `M` asks again, as the pane says.
            Mate::Answer {
                sfen: s,
                shown,
                report,
            } if *s == sfen && !*shown && matches!(report.outcome, MateOutcome::Mate(_)) => {
                *shown = true;
                return Flow::Stay;
            }
            _ => {}
        }
        self.mate = Mate::Solving(sfen);
        self.message = None;
        self.orders.give(EditorWork::Solve(Box::new(pos)));
        Flow::Stay
    }

    /// `T`: the position as a tsume on the puzzles page, once the solver
    /// proves the mate (at once when it has already).
    fn tsume(&mut self) -> Flow {
        let Some(pos) = self.playable("editor-doing-tsume") else {
            return Flow::Stay;
        };
        let sfen = pos.to_sfen();
        match &self.mate {
            Mate::Answer {
                sfen: s, report, ..
            } if *s == sfen => {
                return match tsume_of(pos, report) {
                    Ok(tsume) => tsume.flow(),
                    Err(why) => {
                        self.message = Some(Message::Refusal(why));
                        Flow::Stay
                    }
                };
            }
            Mate::Solving(s) if *s == sfen => {
                self.tsume_asked = true;
                self.message = Some(Message::Info(t!("editor-tsume-waiting")));
                return Flow::Stay;
            }
            _ => {}
        }
        let request = self.solve();
        self.tsume_asked = true;
        self.message = Some(Message::Info(t!("editor-tsume-waiting")));
        request
    }

    pub fn mate_news(&mut self, sfen: String, report: MateReport) {
        // An answer about a position since changed is no answer.
        if self.solving() != Some(sfen.as_str()) {
            return;
        }
        if std::mem::take(&mut self.tsume_asked)
            && let Ok(pos) = &self.checked
        {
            match tsume_of(pos.clone(), &report) {
                Ok(tsume) => self.ready_tsume = Some(tsume),
                Err(why) => self.message = Some(Message::Refusal(why)),
            }
        }
        self.mate = Mate::Answer {
            sfen,
            report,
            shown: false,
        };
    }

    /// What the shared layer heard, the layer taken off the page: the
    /// help, a line typed, or an answer.
    fn layer_step(&mut self, mut layer: EditorLayer, action: &Action) -> Flow {
        match layer.step(action, EDITOR_KEYS.len()) {
            Step::Open(layer) => self.overlay = EditorOverlay::Layer(layer),
            // The editor asks no promotion: a piece is put down as it is.
            Step::Closed
            | Step::GaveUp
            | Step::Play(_)
            | Step::Cancelled(EditorPrompt::SavePath) => {}
            Step::Cancelled(EditorPrompt::Paste { before, .. }) => self.set_setup(*before),
            Step::Typed(EditorPrompt::Paste { lines, before }, text) => {
                self.paste_entered(lines, &text, before)
            }
            Step::Blank(EditorPrompt::Paste { lines, before }) => {
                self.paste_entered(lines, "", before)
            }
            Step::Typed(EditorPrompt::SavePath, typed) => return self.save_typed(typed.trim()),
            Step::Blank(EditorPrompt::SavePath) => {
                self.message = Some(Message::Refusal(t!("editor-save-needs-name")));
                self.overlay = EditorOverlay::Layer(layer);
            }
            Step::Answered(EditorQuestion::Overwrite(path), yes) => {
                return self.answer_overwrite(path, yes);
            }
            Step::Answered(EditorQuestion::Leave, true) | Step::Leave => return Flow::Leave,
            Step::Answered(EditorQuestion::Leave, false) => {}
            Step::Share(kind, to) => match Shared::of(&self.shareable(), kind, to) {
                Ok(shared) => return crate::tui::share::share(shared),
                Err(ShareError::NotAPosition(e)) => {
                    self.message = Some(Message::Refusal(t!(
                        "share-not-a-position",
                        why = refusal_sentence(&e)
                    )))
                }
                Err(why) => self.message = Some(Message::Refusal(why.to_string())),
            },
        }
        Flow::Stay
    }

    /// What the copy menu offers: the board as it stands (a position
    /// only: the editor holds no game).
    fn shareable(&self) -> Shareable {
        Shareable {
            position: self.setup().clone(),
            handicap: false,
            record: None,
            last_move: None,
            move_number: None,
        }
    }

    fn play_form(&mut self, mut form: PlayFrom, action: &Action) -> Flow {
        match form.step(action) {
            FormStep::Open => self.overlay = EditorOverlay::PlayFrom(form),
            FormStep::Closed => self.overlay = EditorOverlay::None,
            FormStep::Quit => return Flow::Leave,
            FormStep::Start => {
                self.overlay = EditorOverlay::None;
                return self.play(&form);
            }
        }
        Flow::Stay
    }

    /// A new game from the position, with the players of the form.
    fn play(&mut self, form: &PlayFrom) -> Flow {
        let Some(pos) = self.playable("editor-doing-play") else {
            return Flow::Stay;
        };
        let players = match form.players() {
            Ok(p) => p,
            Err(why) => {
                self.message = Some(Message::Refusal(why));
                return Flow::Stay;
            }
        };
        if let Some(why) = self.game_refusal() {
            self.message = Some(Message::Refusal(t!(
                "editor-cannot",
                to = t!("editor-doing-play"),
                why = why
            )));
            return Flow::Stay;
        }
        if pos.legal_move_count() == 0 {
            self.message = Some(Message::Refusal(t!("editor-no-legal-move")));
            return Flow::Stay;
        }
        let game = Game::new(start_from_position(pos)).with_players(players);
        let info = GameInfo {
            title: Some(t!("editor-new-game-title")),
            started: Some(Timestamp::now()),
            ..GameInfo::default()
        };
        crate::tui::pages::game::open::play_from(game, info, false)
    }
}

/// The solver's answer about `pos` as a tsume to solve: a mate it found,
/// with its line as the solution; else why the position is none.
fn tsume_of(pos: Position, report: &MateReport) -> Result<ProvenTsume, String> {
    match &report.outcome {
        MateOutcome::Mate(moves) => Ok(ProvenTsume {
            puzzle: Box::new(Puzzle {
                position: pos,
                plies: u32::try_from(moves.len()).unwrap_or(u32::MAX),
                solution: moves.clone(),
                difficulty: report.nodes,
                line: None,
            }),
            line_only: !report.shortest,
        }),
        _ => Err(t!(
            "editor-cannot",
            to = t!("editor-doing-tsume"),
            why = view::answer_rows(crate::tui::display_prefs::Notation::Japanese, &pos, report)
                .join(" ")
        )),
    }
}

impl Words<EditorPrompt, EditorQuestion> for EditorScreen {
    fn prompt_title(&self, about: &EditorPrompt) -> String {
        match about {
            EditorPrompt::Paste { lines, .. } if lines.is_empty() => t!("editor-paste-prompt"),
            EditorPrompt::Paste { lines, .. } => t!("editor-paste-more", lines = lines.len()),
            EditorPrompt::SavePath => t!("editor-save-prompt"),
        }
    }

    fn question(&self, about: &EditorQuestion) -> QuestionText {
        match about {
            EditorQuestion::Overwrite(path) => write::overwrite_question(path),
            EditorQuestion::Leave => write::leave_question(),
        }
    }
}

impl Page for EditorScreen {
    fn input_mode(&self) -> InputMode {
        match self.overlay {
            EditorOverlay::None => InputMode::Own,
            EditorOverlay::Layer(ref layer) => layer.input_mode(),
            EditorOverlay::PlayFrom(_) => InputMode::List,
            EditorOverlay::Explorer => self.explorer_mode(),
        }
    }

    fn handle_key_event(&self, key: KeyEvent) -> Option<Action> {
        let table = match self.overlay {
            EditorOverlay::Explorer => crate::tui::explorer::keys::OVERLAY_KEYS,
            _ => EDITOR_KEYS,
        };
        key_action(self.input_mode(), key, |code| lookup(table, code))
    }

    fn click(&self, area: Rect, x: u16, y: u16) -> Option<Action> {
        match &self.overlay {
            EditorOverlay::Layer(layer) => {
                layer.click(self, &state::sketch(&self.setup), self.flipped, area, x, y)
            }
            EditorOverlay::None => {
                let layout = ScreenLayout::new(area, self.flipped)?;
                if let Some(sq) = layout.square_at(x, y) {
                    return Some(Action::ClickSquare(sq));
                }
                let pos = self.sketch();
                let hands = [
                    pos.hand(crate::shogi::Color::Black),
                    pos.hand(crate::shogi::Color::White),
                ];
                if let Some((c, kind)) = layout.hand_piece_at(x, y, hands) {
                    return Some(Action::ClickHand(c, kind));
                }
                crate::shogi::Color::ALL
                    .into_iter()
                    .find(|&c| layout.stand(c).contains(ratatui::layout::Position { x, y }))
                    .map(|c| Action::page(EditorCommand::ClickStand(c)))
            }
            _ => None,
        }
    }

    fn update(&mut self, action: &Action) -> Flow {
        let pasting = self.overlay.pasting();
        // What the diagram read so far says stays while it is pasted.
        if !pasting {
            self.message = None;
        }
        // A paste of lines at `:` is entered line by line.
        if let (true, Action::Paste(pasted)) = (pasting, action)
            && pasted.contains(['\n', '\r'])
        {
            self.paste_lines(pasted);
            return Flow::Stay;
        }
        match std::mem::replace(&mut self.overlay, EditorOverlay::None) {
            EditorOverlay::None => self.board_action(action),
            EditorOverlay::Layer(layer) => self.layer_step(layer, action),
            EditorOverlay::PlayFrom(form) => self.play_form(form, action),
            EditorOverlay::Explorer => self.explorer_update(action),
        }
    }

    fn message_mut(&mut self) -> Option<&mut Option<Message>> {
        Some(&mut self.message)
    }

    fn takes_look_keys(&self) -> bool {
        self.overlay == EditorOverlay::None
    }

    fn wants_ticks(&self) -> bool {
        self.ready_tsume.is_some() || self.explorer_waiting()
    }

    fn tick(&mut self) -> bool {
        self.explorer_poll()
    }

    fn take_flow(&mut self) -> Option<Flow> {
        self.take_tsume().map(ProvenTsume::flow)
    }

    fn render(&self, prefs: &Prefs, area: Rect, buf: &mut Buffer) {
        view::render_editor(prefs, self, area, buf);
    }
}
pub use session::EditorSession;
