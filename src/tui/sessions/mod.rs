//! A session is a page together with the work it owns: a game with the
//! computers that play its sides and the save that keeps it, a review with
//! the analysis that runs over its record. The work lives exactly as long
//! as its page is on top (leaving the page drops the session, and with it
//! the computers and the save's lock), so the app holds no resource that
//! is valid only while one kind of page shows.
//!
//! After every update and tick the session alone brings its work in line
//! with its page (`settle`, `tick`): the one place where computers are
//! synced and polled, the game is written, the analysis is started,
//! stopped and read. A session derefs to its page, so code that only
//! reads the page (the drawing, the tests) need not know about sessions.

pub mod editor;
pub mod game;
pub mod lishogi;
pub mod online;
pub mod puzzles;
pub mod quiz;
pub mod review;

pub use editor::EditorSession;
pub use game::GameSession;
pub use puzzles::PuzzlesSession;
pub use quiz::QuizSession;
pub use review::ReviewSession;
