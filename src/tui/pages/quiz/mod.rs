//! The next-move quiz (次の一手): the `??` moves of a game under review
//! where the engine's move kept a clear win, each to be found again (`Q`
//! in review, once the game is analysed). The player plays one move on
//! the position before the mistake; the engine's move, or any move the
//! search finds within a small margin of it, is accepted
//! (`analysis::better_move`). Judging runs in the page's session
//! (`quiz::session`), so the keys keep working meanwhile.

pub use session::QuizSession;
pub mod command;
pub mod keys;
pub mod open;
pub mod session;
pub mod state;
pub mod view;

pub use state::{QuizJudging, QuizNews, QuizOverlay, QuizPrompt, QuizScreen, Shown};

use crate::shogi::Color;
use crate::t;
use crate::tui::action::Action;
use crate::tui::board_input::Selection;
use crate::tui::board_pick::Picked;
use crate::tui::display_prefs::Prefs;
use crate::tui::input::{InputMode, key_action, lookup};
use crate::tui::layout::ScreenLayout;
use crate::tui::overlay::{Layer, NoQuestion, Step, Words};
use crate::tui::page::Flow;
use crate::tui::page::Page;
use crate::tui::pages::quiz::command::QuizCommand;
use crate::tui::typed_move;
use crate::tui::widgets::popup::QuestionText;
use crate::tui::widgets::status::Message;
use keys::QUIZ_KEYS;
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::KeyEvent;
use ratatui::layout::Rect;

impl QuizScreen {
    fn board_action(&mut self, action: &Action) -> Flow {
        let question = self.puzzle().position.clone();
        let pos = self.position();
        // The board takes a move on the question only.
        let picked = if self.shown == Shown::Question {
            self.pick.act(&question, action)
        } else {
            match action {
                Action::Activate | Action::ClickSquare(_) | Action::PickHand(_) => {
                    self.shown = Shown::Question;
                    self.pick.act(&question, action)
                }
                _ => self.pick.act(&pos, action),
            }
        };
        match picked {
            Picked::Said(said) => self.message = said,
            Picked::Play(mv) => self.play(mv),
            Picked::AskPromotion { from, to } => {
                self.overlay = QuizOverlay::Layer(Layer::Promote { from, to })
            }
            Picked::NotMine => match action {
                Action::OpenPrompt => {
                    self.shown = Shown::Question;
                    self.overlay = QuizOverlay::Layer(Layer::prompt(QuizPrompt::Move, ""));
                }
                a if a.is_page(QuizCommand::Solution) => {
                    self.judging = None;
                    if self.found[self.index].is_none() {
                        self.found[self.index] = Some(false);
                    }
                    self.shown = Shown::Engine;
                }
                Action::Page(c)
                    if let Some(QuizCommand::Next { forward }) = c.get::<QuizCommand>() =>
                {
                    let last = self.puzzles.len() - 1;
                    match (forward, self.index) {
                        (true, i) if i >= last => {
                            self.message = Some(Message::Info(t!("puzzles-quiz-last")))
                        }
                        (false, 0) => self.message = Some(Message::Info(t!("puzzles-quiz-first"))),
                        (true, i) => self.open(i + 1),
                        (false, i) => self.open(i - 1),
                    }
                }
                Action::Cancel => self.shown = Shown::Question,
                Action::Help => self.overlay = QuizOverlay::Layer(Layer::HELP),
                Action::Flip => self.pick.flipped = !self.pick.flipped,
                Action::Quit => return Flow::Leave,
                _ => {}
            },
        }
        Flow::Stay
    }
}

impl Words<QuizPrompt, NoQuestion> for QuizScreen {
    fn prompt_title(&self, QuizPrompt::Move: &QuizPrompt) -> String {
        crate::t!("game-move-prompt")
    }

    fn question(&self, never: &NoQuestion) -> QuestionText {
        match *never {}
    }
}

impl Page for QuizScreen {
    fn input_mode(&self) -> InputMode {
        match self.overlay {
            QuizOverlay::None => InputMode::Own,
            QuizOverlay::Layer(ref layer) => layer.input_mode(),
        }
    }

    fn handle_key_event(&self, key: KeyEvent) -> Option<Action> {
        key_action(self.input_mode(), key, |code| lookup(QUIZ_KEYS, code))
    }

    fn click(&self, area: Rect, x: u16, y: u16) -> Option<Action> {
        match &self.overlay {
            QuizOverlay::Layer(layer) => {
                layer.click(self, &self.puzzle().position, self.pick.flipped, area, x, y)
            }
            QuizOverlay::None => {
                let layout = ScreenLayout::new(area, self.pick.flipped)?;
                if let Some(sq) = layout.square_at(x, y) {
                    return Some(Action::ClickSquare(sq));
                }
                let pos = &self.puzzle().position;
                let hands = [pos.hand(Color::Black), pos.hand(Color::White)];
                layout
                    .hand_piece_at(x, y, hands)
                    .map(|(c, kind)| Action::ClickHand(c, kind))
            }
        }
    }

    fn update(&mut self, action: &Action) -> Flow {
        // What was said stays while a line is typed (a move refused).
        if !matches!(self.overlay, QuizOverlay::Layer(Layer::Prompt(..))) {
            self.message = None;
        }
        let QuizOverlay::Layer(layer) = &mut self.overlay else {
            return self.board_action(action);
        };
        match layer.step(action, QUIZ_KEYS.len()) {
            Step::Open(layer) => self.overlay = QuizOverlay::Layer(layer),
            // The quiz offers no copy menu: its answer is the point.
            Step::Closed | Step::Cancelled(_) | Step::Blank(_) | Step::Share(..) => {
                self.overlay = QuizOverlay::None
            }
            Step::Play(mv) => {
                self.overlay = QuizOverlay::None;
                self.play(mv);
            }
            Step::GaveUp => {
                self.overlay = QuizOverlay::None;
                self.pick.selection = Selection::None;
            }
            Step::Typed(QuizPrompt::Move, text) => {
                let pos = &self.puzzle().position;
                let previous = self.puzzle().before.last().map(|m| m.to());
                match typed_move::read(pos, text.trim(), previous, false) {
                    Ok(mv) => {
                        self.overlay = QuizOverlay::None;
                        self.play(mv);
                    }
                    // It stays there, to be corrected.
                    Err(why) => self.message = Some(Message::Refusal(why)),
                }
            }
            Step::Answered(never, _) => match never {},
            Step::Leave => return Flow::Leave,
        }
        Flow::Stay
    }

    fn message_mut(&mut self) -> Option<&mut Option<Message>> {
        Some(&mut self.message)
    }

    fn takes_look_keys(&self) -> bool {
        self.overlay == QuizOverlay::None
    }

    fn render(&self, prefs: &Prefs, area: Rect, buf: &mut Buffer) {
        view::render_quiz(prefs, self, area, buf);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::better_move::Verdict;
    use crate::shogi::Move;
    use crate::tui::pages::quiz::QuizSession;
    use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
    use std::time::{Duration, Instant};

    fn mv(usi: &str) -> Move {
        Move::from_usi(usi).unwrap()
    }

    fn typed(s: &mut QuizSession, text: &str) {
        for c in text.chars() {
            let code = match c {
                '⏎' => KeyCode::Enter,
                c => KeyCode::Char(c),
            };
            let key = KeyEvent::new(code, KeyModifiers::NONE);
            if let Some(a) = s.page.handle_key_event(key) {
                s.page.update(&a);
                s.settle();
            }
        }
        let until = Instant::now() + Duration::from_secs(60);
        while s.wants_ticks() && Instant::now() < until {
            std::thread::sleep(Duration::from_millis(5));
            s.tick();
        }
    }

    #[test]
    fn a_mate_as_good_is_accepted_the_games_move_and_a_worse_one_are_not() {
        let page = QuizScreen::new(
            vec![crate::analysis::better_move::two_gold_mates()],
            "test".into(),
        )
        .unwrap();
        let mut s = QuizSession::new(page);
        typed(&mut s, ":G*5e⏎");
        assert_eq!(s.page.shown, Shown::Answer(mv("G*5e"), Verdict::Played));
        assert_eq!(s.page.found, vec![Some(false)], "the first try counts");
        typed(&mut s, ":2c2b⏎");
        assert!(matches!(
            s.page.shown,
            Shown::Answer(_, Verdict::Worse { .. })
        ));
        typed(&mut s, ":G*2b⏎");
        assert_eq!(
            s.page.shown,
            Shown::Answer(mv("G*2b"), Verdict::AsGood { chance: 1.0 })
        );
        assert!(s.page.position().is_checkmate());
        typed(&mut s, "s");
        assert_eq!(s.page.shown, Shown::Engine);
        assert_eq!(s.page.shown_move(), Some(mv("G*1b")));
        typed(&mut s, "n");
        assert!(matches!(&s.page.message, Some(Message::Info(m)) if m.contains("last")));
    }
}
