//! The layer every page opens over itself in the same way: the help (the
//! page's own key table, scrolled on a short terminal), the promotion
//! question of a move made on the board, a one-line prompt (a move typed
//! at `:`, a name, a path) and a yes/no question (resign? leave? replace
//! the file?). Its keys (typing, Backspace, Ctrl-U, a paste, Enter and
//! Esc; y, n and Esc), its clicks (a question's two buttons) and its
//! drawing are written once here, as a compositor's popups are in helix
//! or gitui; a page holds a [`Layer`] in its own overlay and hears what
//! the player did as a [`Step`].
//!
//! What stays the page's is only what is its own: which prompts and
//! questions it has (the types `P` and `Q` of its [`Layer<P, Q>`], each an
//! enum of the page's), their words (the page implements [`Words`]: a
//! question often names what is on the page), and what a typed line or an
//! answer does (the page's `update` matches the [`Step`]). The layer is
//! generic over the page's enums rather than holding boxed callbacks, so
//! that a page's overlay stays plain data (`Clone`, `PartialEq`: tests
//! compare it) and a page matches its prompts and questions exhaustively:
//! a prompt or a question added without its words does not compile.
//!
//! The layer never closes itself on a line or an answer: the page does,
//! because only it knows whether the line was taken (a move refused, a
//! name already used, keep the prompt open with its text). Esc is a no to
//! every question: nothing a question offers happens unasked.
//!
//! Popups that are more than a line or a yes/no stay with their page:
//! game's seat question (two more answers, b and h, and Esc leaves the
//! game), the tally, review's notes forms and their "drop the changes?"
//! (asked inside a form still drawn), the play-from form, the result and
//! paused boxes, and the list of saves' delete question (a flag on the
//! row picked, on a page with no help or prompt to share a layer with).

use super::action::{Action, Direction};
use super::board_input::promotion_question;
use super::input::{Binding, InputMode};
use super::theme::Theme;
use super::widgets::popup::{HelpPopup, QuestionPopup, QuestionText, prompt_line};
use super::widgets::share_menu::{ShareMenu, ShareMenuView, ShareStep};
use super::widgets::text_input::TextInput;
use crate::share::{Destination, ShareKind};
use crate::shogi::{Move, Position, Square};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

/// What is open over a page, the same on every page: `P` names the
/// page's prompts, `Q` its questions ([`NoQuestion`] for a page that asks
/// none).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Layer<P, Q> {
    /// The page's key list, scrolled down this many lines.
    Help(u16),
    /// A move made on the board may promote or not: which? y/n.
    Promote { from: Square, to: Square },
    /// A line being typed: what it is for, and the text so far.
    Prompt(P, TextInput),
    /// A question waiting for a yes or a no.
    Ask(Q),
    /// The copy menu (`y`): which text of the page, and where to.
    Share(ShareMenu),
}

/// The questions of a page that asks none: no value, so the page's
/// `match` on an answer has no arm to write.
pub type NoQuestion = std::convert::Infallible;

/// What an action did to the layer. Where the player typed a line or
/// answered, the page acts; the layer stays as it was until the page
/// closes it, so that a line refused (a move that cannot be played, a
/// name already taken) stays there to be corrected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step<P, Q> {
    /// It stays open, as it now is.
    Open(Layer<P, Q>),
    /// The help closed, and nothing else happens.
    Closed,
    /// The promotion question was answered: this move is to be played.
    Play(Move),
    /// Esc to the promotion question: the move is given up.
    GaveUp,
    /// Enter on a prompt holding text: this line (as typed, blanks and
    /// all) for what the prompt is about.
    Typed(P, String),
    /// Enter on a prompt holding nothing but blanks.
    Blank(P),
    /// Esc on a prompt: what it was about, for a page that puts something
    /// back (the editor's position from before a paste).
    Cancelled(P),
    /// A yes (y, a click on the first button) or a no (n, Esc, the
    /// second button) to the question.
    Answered(Q, bool),
    /// A row of the copy menu was chosen: the page makes that text and
    /// sends it there.
    Share(ShareKind, Destination),
    /// Ctrl-C: out at once, from whatever is open.
    Leave,
}

/// The words a page's prompts and questions are said in: the page knows
/// them (a question often names what is on its board or its file).
pub trait Words<P, Q> {
    /// The title over the prompt: what to type, and what Enter does.
    fn prompt_title(&self, about: &P) -> String;
    /// The question, its lines and the words of its two buttons.
    fn question(&self, about: &Q) -> QuestionText;
}

impl<P: Clone, Q: Clone> Layer<P, Q> {
    /// The help, from its top.
    pub const HELP: Layer<P, Q> = Layer::Help(0);

    /// A prompt for `about`, holding `text` to start with, selected: a
    /// suggestion, or a line given back to be corrected, is replaced by
    /// what the player types next, never added to.
    pub fn prompt(about: P, text: impl Into<TextInput>) -> Layer<P, Q> {
        let mut text = text.into();
        text.select_all();
        Layer::Prompt(about, text)
    }

    /// Which keys mean what while it is open.
    pub fn input_mode(&self) -> InputMode {
        match self {
            Layer::Help(_) => InputMode::Popup,
            Layer::Prompt(..) => InputMode::Prompt,
            Layer::Promote { .. } | Layer::Ask(_) => InputMode::Question,
            Layer::Share(_) => InputMode::List,
        }
    }

    /// Applies `action`; `help_rows` is how far the help may scroll (the
    /// rows of the page's key table).
    ///
    /// Enter on a line selects it where it is: a page that refuses the
    /// line leaves the prompt open (it never closes itself), and the line
    /// is then there to read, replaced by the next thing typed. So every
    /// page's prompt treats a refusal alike without a word of its own.
    pub fn step(&mut self, action: &Action, help_rows: usize) -> Step<P, Q> {
        if let (Layer::Prompt(_, text), Action::Activate) = (&mut *self, action) {
            text.select_all();
        }
        if matches!(action, Action::ForceQuit) {
            return Step::Leave;
        }
        match &*self {
            Layer::Help(scroll) => match action {
                Action::Move(Direction::Down) => {
                    let last = u16::try_from(help_rows).unwrap_or(u16::MAX);
                    Step::Open(Layer::Help(scroll.saturating_add(1).min(last)))
                }
                Action::Move(Direction::Up) => Step::Open(Layer::Help(scroll.saturating_sub(1))),
                Action::Cancel | Action::Help => Step::Closed,
                _ => Step::Open(self.clone()),
            },
            Layer::Promote { from, to } => match action {
                Action::Answer(promote) => Step::Play(Move::Board {
                    from: *from,
                    to: *to,
                    promote: *promote,
                }),
                Action::Cancel => Step::GaveUp,
                _ => Step::Open(self.clone()),
            },
            Layer::Prompt(about, text) => {
                // Typing edits the line where it is.
                let mut edited = text.clone();
                if edited.edit(action) {
                    return Step::Open(Layer::Prompt(about.clone(), edited));
                }
                match action {
                    Action::Activate if text.is_blank() => Step::Blank(about.clone()),
                    Action::Activate => Step::Typed(about.clone(), text.as_str().to_string()),
                    Action::Cancel => Step::Cancelled(about.clone()),
                    _ => Step::Open(self.clone()),
                }
            }
            Layer::Ask(q) => match action {
                Action::Answer(yes) => Step::Answered(q.clone(), *yes),
                // Esc is a no: nothing a question offers happens unasked.
                Action::Cancel => Step::Answered(q.clone(), false),
                _ => Step::Open(self.clone()),
            },
            Layer::Share(menu) => match menu.step(action) {
                ShareStep::Open(menu) => Step::Open(Layer::Share(menu)),
                ShareStep::Closed => Step::Closed,
                ShareStep::Chosen(kind, to) => Step::Share(kind, to),
            },
        }
    }

    /// The copy menu over a page that can share `what`.
    pub fn share(what: &crate::share::Shareable) -> Layer<P, Q> {
        Layer::Share(ShareMenu::new(what.kinds()))
    }

    /// What a click at (x, y) means: anywhere closes the help; a
    /// question's buttons answer it (the promotion question's too); a
    /// prompt takes no clicks. `pos` is the position a promotion is made
    /// in, `flipped` the board's orientation.
    pub fn click(
        &self,
        words: &impl Words<P, Q>,
        pos: &Position,
        flipped: bool,
        area: Rect,
        x: u16,
        y: u16,
    ) -> Option<Action> {
        match self {
            Layer::Help(_) => Some(Action::Cancel),
            Layer::Promote { from, to } => {
                let text = promotion_question(pos, *from, *to);
                QuestionPopup::answer_at(area, &text, flipped, x, y)
            }
            Layer::Prompt(..) => None,
            Layer::Ask(q) => QuestionPopup::answer_at(area, &words.question(q), flipped, x, y),
            Layer::Share(menu) => menu.row_at(area, x, y).map(Action::ClickRow),
        }
    }

    /// Draws it over the page, in the page's words.
    pub fn render(
        &self,
        words: &impl Words<P, Q>,
        view: LayerView<'_>,
        area: Rect,
        buf: &mut Buffer,
    ) {
        let question = |text: &QuestionText, buf: &mut Buffer| {
            QuestionPopup {
                text,
                flipped: view.flipped,
                theme: view.theme,
            }
            .render(area, buf)
        };
        match self {
            Layer::Help(scroll) => HelpPopup {
                theme: view.theme,
                keys: view.keys,
                scroll: *scroll,
                notes: &[],
            }
            .render(area, buf),
            Layer::Promote { from, to } => {
                question(&promotion_question(view.position, *from, *to), buf)
            }
            Layer::Prompt(about, text) => prompt_line(
                text,
                &words.prompt_title(about),
                view.status,
                view.theme,
                buf,
            ),
            Layer::Ask(q) => question(&words.question(q), buf),
            Layer::Share(menu) => ShareMenuView {
                menu,
                theme: view.theme,
            }
            .render(area, buf),
        }
    }
}

/// What the layer is drawn with, from the page under it.
pub struct LayerView<'a> {
    pub theme: &'a Theme,
    /// The key table the help shows.
    pub keys: &'a [Binding],
    /// The position a promotion question is about.
    pub position: &'a Position,
    pub flipped: bool,
    /// The page's status bar: a prompt is drawn just above it.
    pub status: Rect,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tui::snapshot::buffer_lines;

    fn sq(s: &str) -> Square {
        Square::parse_usi(s).expect("a square")
    }

    /// A page's own prompt and question, as a page declares them.
    #[derive(Clone, Debug, PartialEq, Eq)]
    enum About {
        Name,
    }

    #[derive(Clone, Debug, PartialEq, Eq)]
    enum Ask {
        Replace(String),
    }

    type TestLayer = Layer<About, Ask>;

    /// The page's words.
    struct Page;

    impl Words<About, Ask> for Page {
        fn prompt_title(&self, About::Name: &About) -> String {
            "name to save under".into()
        }
        fn question(&self, Ask::Replace(name): &Ask) -> QuestionText {
            QuestionText {
                title: "Replace?".into(),
                lines: vec![format!("{name} exists.")],
                yes: "y: replace".into(),
                no: "n: keep".into(),
                keep_visible: None,
            }
        }
    }

    /// A prompt with `text` typed into it (not selected).
    fn typing(text: &str) -> TestLayer {
        Layer::Prompt(About::Name, TextInput::from(text))
    }

    #[test]
    fn the_help_scrolls_within_its_rows_and_closes_on_esc_or_question_mark() {
        let down = Action::Move(Direction::Down);
        let up = Action::Move(Direction::Up);
        let mut help = TestLayer::HELP;
        assert_eq!(help.step(&up, 2), Step::Open(Layer::Help(0)));
        assert_eq!(help.step(&down, 2), Step::Open(Layer::Help(1)));
        assert_eq!(
            TestLayer::Help(2).step(&down, 2),
            Step::Open(Layer::Help(2))
        );
        assert_eq!(TestLayer::Help(2).step(&up, 2), Step::Open(Layer::Help(1)));
        assert_eq!(TestLayer::Help(1).step(&Action::Cancel, 2), Step::Closed);
        assert_eq!(TestLayer::Help(1).step(&Action::Help, 2), Step::Closed);
        assert_eq!(
            TestLayer::Help(1).step(&Action::Flip, 2),
            Step::Open(Layer::Help(1))
        );
        assert_eq!(help.input_mode(), InputMode::Popup);
    }

    #[test]
    fn the_promotion_question_plays_the_answer_or_gives_the_move_up() {
        let (from, to) = (sq("3d"), sq("3c"));
        let mut ask = TestLayer::Promote { from, to };
        for promote in [true, false] {
            assert_eq!(
                ask.step(&Action::Answer(promote), 0),
                Step::Play(Move::Board { from, to, promote })
            );
        }
        assert_eq!(ask.step(&Action::Cancel, 0), Step::GaveUp);
        let stays = Step::Open(ask.clone());
        assert_eq!(ask.step(&Action::Flip, 0), stays);
        assert_eq!(ask.input_mode(), InputMode::Question);
    }

    #[test]
    fn a_prompt_takes_typing_backspace_ctrl_u_and_a_paste_as_its_line() {
        let mut prompt = typing("ab");
        assert_eq!(prompt.input_mode(), InputMode::Prompt);
        assert_eq!(
            prompt.step(&Action::PromptChar('c'), 0),
            Step::Open(typing("abc"))
        );
        assert_eq!(
            prompt.step(&Action::PromptBackspace, 0),
            Step::Open(typing("a"))
        );
        assert_eq!(prompt.step(&Action::PromptClear, 0), Step::Open(typing("")));
        assert_eq!(
            prompt.step(&Action::Paste("c\nd".into()), 0),
            Step::Open(typing("abc d")),
            "a pasted line break is a space"
        );
        // Keys that mean nothing at a prompt leave it as it is.
        let stays = Step::Open(prompt.clone());
        assert_eq!(prompt.step(&Action::Flip, 0), stays);
    }

    #[test]
    fn enter_hands_the_line_to_the_page_and_esc_says_what_was_given_up() {
        assert_eq!(
            typing(" my game ").step(&Action::Activate, 0),
            Step::Typed(About::Name, " my game ".into()),
            "the line as typed: the page trims it if it must"
        );
        assert_eq!(
            typing("   ").step(&Action::Activate, 0),
            Step::Blank(About::Name)
        );
        assert_eq!(
            typing("").step(&Action::Activate, 0),
            Step::Blank(About::Name)
        );
        assert_eq!(
            typing("half").step(&Action::Cancel, 0),
            Step::Cancelled(About::Name)
        );
    }

    #[test]
    fn a_question_hears_y_n_and_esc_as_answers_and_nothing_else() {
        let q = Ask::Replace("mine".into());
        let mut ask = TestLayer::Ask(q.clone());
        assert_eq!(ask.input_mode(), InputMode::Question);
        assert_eq!(
            ask.step(&Action::Answer(true), 0),
            Step::Answered(q.clone(), true)
        );
        assert_eq!(
            ask.step(&Action::Answer(false), 0),
            Step::Answered(q.clone(), false)
        );
        assert_eq!(
            ask.step(&Action::Cancel, 0),
            Step::Answered(q.clone(), false),
            "Esc is a no"
        );
        for stray in [Action::Choice('b'), Action::Activate, Action::Flip] {
            let stays = Step::Open(ask.clone());
            assert_eq!(ask.step(&stray, 0), stays, "{stray:?}");
        }
    }

    #[test]
    fn ctrl_c_leaves_from_whatever_is_open() {
        let open: [TestLayer; 4] = [
            Layer::HELP,
            Layer::Promote {
                from: sq("3d"),
                to: sq("3c"),
            },
            typing("7g7f"),
            Layer::Ask(Ask::Replace("mine".into())),
        ];
        for mut layer in open {
            let was = format!("{layer:?}");
            assert_eq!(layer.step(&Action::ForceQuit, 9), Step::Leave, "{was}");
        }
    }

    #[test]
    fn a_click_on_a_question_button_answers_it_and_a_prompt_takes_no_clicks() {
        let area = Rect::new(0, 0, 80, 24);
        let pos = Position::startpos();
        let q = Ask::Replace("mine".into());
        let ask = TestLayer::Ask(q.clone());
        let (yes, no) = QuestionPopup::buttons(area, &Page.question(&q), false);
        let click = |layer: &TestLayer, r: Rect| layer.click(&Page, &pos, false, area, r.x, r.y);
        assert_eq!(click(&ask, yes), Some(Action::Answer(true)));
        assert_eq!(click(&ask, no), Some(Action::Answer(false)));
        assert_eq!(ask.click(&Page, &pos, false, area, 0, 0), None, "beside");
        assert_eq!(click(&typing("x"), yes), None);
        assert_eq!(click(&TestLayer::HELP, yes), Some(Action::Cancel));
    }

    fn drawn(layer: &TestLayer) -> String {
        let area = Rect::new(0, 0, 60, 20);
        let mut buf = Buffer::empty(area);
        let view = LayerView {
            theme: &Theme::plain(),
            keys: &[],
            position: &Position::startpos(),
            flipped: false,
            status: Rect::new(0, 18, 60, 2),
        };
        layer.render(&Page, view, area, &mut buf);
        buffer_lines(&buf).join("\n")
    }

    #[test]
    fn a_prompt_is_drawn_over_the_status_bar_and_a_question_in_its_words() {
        let prompt = drawn(&typing("7g7f"));
        let rows: Vec<&str> = prompt.lines().collect();
        assert!(rows[15].contains("name to save under"), "\n{prompt}");
        assert!(rows[16].contains(": 7g7f█"), "\n{prompt}");
        assert!(
            rows[18].trim().is_empty(),
            "the status bar is left\n{prompt}"
        );
        let ask = drawn(&TestLayer::Ask(Ask::Replace("mine".into())));
        for words in ["Replace?", "mine exists.", "[y: replace]", "[n: keep]"] {
            assert!(ask.contains(words), "{words}\n{ask}");
        }
    }

    #[test]
    fn a_line_entered_and_left_open_is_selected_and_the_next_letters_replace_it() {
        // Enter: the page hears the line; the prompt, if the page keeps it
        // open (a refusal), holds it selected.
        let mut prompt = typing("7h8h");
        assert_eq!(
            prompt.step(&Action::Activate, 0),
            Step::Typed(About::Name, "7h8h".into())
        );
        let Layer::Prompt(_, text) = &prompt else {
            panic!("still a prompt: {prompt:?}");
        };
        assert_eq!((text.as_str(), text.is_selected()), ("7h8h", true));
        // The next move replaces it, `:` out of habit included.
        for c in ":2g2f".chars() {
            let Step::Open(next) = prompt.step(&Action::PromptChar(c), 0) else {
                panic!("typing keeps it open");
            };
            prompt = next;
        }
        assert_eq!(prompt, typing("2g2f"));
        // A prompt opened with a suggestion holds it selected too.
        let Layer::Prompt(_, offered) = TestLayer::prompt(About::Name, "position.kif") else {
            panic!("a prompt");
        };
        assert!(offered.is_selected());
    }

    #[test]
    fn a_selected_line_is_drawn_reversed() {
        let area = Rect::new(0, 0, 60, 20);
        let selected = TestLayer::prompt(About::Name, "7g7f");
        for (layer, reversed) in [(typing("7g7f"), false), (selected, true)] {
            let mut buf = Buffer::empty(area);
            let view = LayerView {
                theme: &Theme::plain(),
                keys: &[],
                position: &Position::startpos(),
                flipped: false,
                status: Rect::new(0, 18, 60, 2),
            };
            layer.render(&Page, view, area, &mut buf);
            let row: Vec<&str> = (0..60).map(|x| buf[(x, 16)].symbol()).collect();
            let at = (0..57)
                .find(|&x| row[x..x + 4].concat() == "7g7f")
                .expect("the line is drawn");
            let cell = &buf[(u16::try_from(at).unwrap_or(0), 16)];
            let row = row.concat();
            assert_eq!(
                cell.modifier.contains(ratatui::style::Modifier::REVERSED),
                reversed,
                "{row}"
            );
        }
    }
}
