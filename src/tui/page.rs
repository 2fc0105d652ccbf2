//! What every page of the program is: the menu, a game, the saved games,
//! a review. A page holds its own state and knows its keys, its clicks and
//! its drawing; it never starts anything and touches no file itself: what
//! it wants done it orders from its component (`orders::Orders`).
//!
//! A page and the app talk through two messages and nothing else, and
//! both keep only what is app-wide:
//! - a page answers every action with one [`Request`]: what only the app
//!   can do (open or leave a page, write the settings), carried out in one
//!   place (`App::fulfil`). Work the page's own session runs (a search, a
//!   file) is not a request but an order the session takes as it settles
//!   (`orders::Orders`);
//! - the app tells a page what went wrong out there with one [`News`]
//!   (`Page::on_news`), said in the page's status bar. What a session's
//!   work did it hands to its page by the page's own methods.

use super::action::Action;
use super::display_prefs::Prefs;
use super::input::{InputMode, key_action};
use super::setup::NewGame;
use super::sound::Sounds;
use super::widgets::status::{Message, StatusSlot};
use crate::game::Game;
use crate::kifu::{GameInfo, SaveSummary};
use crate::settings::Settings;
use crate::shogi::{Position, Setup};
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::KeyEvent;
use ratatui::layout::Rect;

pub trait Page {
    /// Which keys mean what now (a prompt takes letters as text, …).
    fn input_mode(&self) -> InputMode;

    /// What a key press means now (ratatui's `handle_key_event`). A page
    /// with keys of its own reads them from its own table (`keys.rs` in
    /// its folder, which its help shows too); a prompt, a question, a
    /// popup or a list open over it reads keys as on every page
    /// (`input::key_action`). A page without keys of its own (the menu,
    /// a form) has only those.
    fn handle_key_event(&self, key: KeyEvent) -> Option<Action> {
        key_action(self.input_mode(), key, |_| None)
    }

    /// What a left click at (x, y) of a screen of `area` means.
    fn click(&self, area: Rect, x: u16, y: u16) -> Option<Action>;

    /// Applies one action, and says what the app must do about it.
    fn update(&mut self, action: &Action) -> Request;

    /// Where the page says things to the player (its status bar), for
    /// the app's news to be said there; `None` for a page with no status
    /// bar of that kind (it then hears news its own way, `on_news`).
    fn message_mut(&mut self) -> Option<&mut Option<Message>> {
        None
    }

    /// What the app has to tell the page: said in its status bar.
    fn on_news(&mut self, news: News) {
        if let Some(message) = self.message_mut() {
            news.tell(message);
        }
    }

    /// Whether look keys (`w` glyphs, `m` notation, `c` theme) go to the
    /// app's preferences now, rather than to the page.
    fn takes_look_keys(&self) -> bool {
        false
    }

    /// Whether the event loop must wake on a timer for the page itself (a
    /// clock runs); the work its session owns ticks on its own.
    fn wants_ticks(&self) -> bool {
        false
    }

    /// Time passed; returns whether the page needs a redraw.
    fn tick(&mut self) -> bool {
        false
    }

    /// What happened to be heard since last asked (a move's click, the
    /// clock to count, the bell's ring); asked after every action and
    /// every tick.
    fn take_sounds(&mut self) -> Sounds {
        Sounds::default()
    }

    /// What the page asks of the world because of something that came
    /// with time, not with a key (the editor's solver proved the tsume
    /// `T` waits for); asked after every tick.
    fn take_request(&mut self) -> Option<Request> {
        None
    }

    /// Draws the whole page.
    fn render(&self, prefs: &Prefs, area: Rect, buf: &mut Buffer);
}

/// What a page asks of the app.
#[derive(Debug)]
pub enum Request {
    Nothing,
    /// Back to the page below, or out of the program when there is none.
    Leave,
    /// Out of the program.
    Quit,
    /// A setting row of the menu changed (`Menu::take_changed` says
    /// which): remember it, and show a theme or glyph change at once.
    Setting,
    /// A setting the page changed of its own (a game's auto-flip):
    /// remembered for the next start.
    Remember(Remember),
    /// The player allowed this program, which a saved game names, to run:
    /// remembered, so that it is not asked about again.
    Trust(Box<crate::usi::program::Program>),
    /// The menu's new game: the setup it describes.
    StartGame(Box<NewGame>),
    /// The most recent unfinished game, back on the board.
    Continue,
    /// The list of saved games.
    OpenLoad,
    /// The online form, filled in from the settings.
    OpenOnline,
    /// The lishogi form, filled in from the settings.
    OpenLishogi,
    /// The puzzles page, on the built-in collection.
    OpenPuzzles,
    /// This page over the one asking: a page that owns no work and that
    /// the app need not know by its type (an added page needs no variant
    /// of its own here nor in `Screen`).
    OpenPage(OpenPage),
    /// Review: the next-move quiz on these questions (`Q`).
    Quiz(Box<crate::tui::pages::quiz::state::QuizScreen>),
    /// The engine-match form, filled in from the settings.
    OpenMatchForm,
    /// The engine-match form's Start: a series with these choices, its
    /// records in the save folder's `matches/`, watched on its own page.
    StartMatch(Box<crate::tui::pages::engine_match::choices::MatchChoices>),
    /// The copy menu's choice: a text to the terminal's clipboard or to a
    /// file, which only the app can reach.
    Share(Box<crate::share::Shared>),
    /// Play on a CSA server with this setup: connect, and show the game
    /// screen while waiting for and playing the game.
    GoOnline(Box<crate::online::OnlineSetup>),
    /// Play on lishogi with this setup: the game screen while the game
    /// is found and played.
    PlayLishogi(Box<crate::tui::lishogi_setup::LishogiSetup>),
    /// A save of the list: continue it when unfinished, unless `review`.
    Open {
        save: Box<SaveSummary>,
        review: bool,
    },
    /// A new game from a position under review.
    Play(Box<Game>, Box<GameInfo>),
    /// The finished game on top, replaced by its review with analysis
    /// (`A` once it is over).
    ReviewGame,
    /// The position editor on this position (the menu's row, review's
    /// `E`), its mate solver started with `solve` (review's `M`).
    EditPosition {
        setup: Box<Setup>,
        solve: bool,
    },
    /// Editor's `T`: this proven tsume on the puzzles page; `line_only`
    /// when its length is only the solver's line, not proven the shortest.
    OpenTsume {
        puzzle: Box<crate::tsume::Puzzle>,
        line_only: bool,
    },
    /// Editor: this position in review, as a record of no moves.
    ReviewPosition(Box<Position>),
    /// A record pasted in the menu or in review: reviewed, in place of
    /// the review on top (which asked first if that would lose anything).
    ReviewPasted(Box<crate::kifu::pasted::Pasted>),
}

/// A change to the player's settings, as `Request::Remember` carries it:
/// the page says what changes, the app writes the settings file.
pub struct Remember(Box<dyn FnOnce(&mut Settings)>);

impl Remember {
    pub fn new(change: impl FnOnce(&mut Settings) + 'static) -> Remember {
        Remember(Box::new(change))
    }

    /// Makes the change in `settings`.
    pub fn apply(self, settings: &mut Settings) {
        (self.0)(settings);
    }
}

impl std::fmt::Debug for Remember {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Remember(..)")
    }
}

/// A page to open, as `Request::OpenPage` carries it.
pub struct OpenPage(pub Box<dyn Page>);

impl std::fmt::Debug for OpenPage {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("OpenPage(..)")
    }
}

/// What the app tells any page: what went wrong out there. What a page's
/// own work did (its computers, its analysis, its solver) its session
/// hands to the page directly, in the page's own terms; what the app did
/// for one kind of page (the list of saves read again) it tells that page
/// by its type.
#[derive(Debug)]
pub enum News {
    /// Something went wrong out there that the player should know of (a
    /// settings file that cannot be used, an engine that could not be
    /// remembered, sound lost): said after whatever the page says already,
    /// as a notice that stays until a key is pressed.
    Problem(String),
    /// What the page asked for failed, and why: said instead of whatever
    /// the page said.
    Refused(String),
    /// What the page asked for was done: said instead of whatever the
    /// page said.
    Done(String),
}

impl News {
    /// Said in a status bar holding `message`: a refusal instead of what it
    /// said (but not of a notice not yet seen), a problem after it, as a
    /// notice.
    pub fn tell(self, message: &mut Option<Message>) {
        match self {
            News::Refused(why) => message.say(Some(Message::Refusal(why))),
            News::Done(what) => message.say(Some(Message::Info(what))),
            News::Problem(why) => *message = Some(Message::problem(message.take(), &why)),
        }
    }
}
