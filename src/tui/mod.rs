//! The terminal user interface.
//!
//! # The shape
//!
//! ```text
//! run.rs        the event loop: waits for a key, a click, a resize, a signal
//! events.rs     the sources of those events (input thread, signal thread)
//! app.rs        App: the page on top, the pages below it, the look (Prefs),
//!               the save folder and the player's settings; `fulfil` is the
//!               one place where pages open and close and files are touched
//! navigation.rs opening and leaving pages: Continue, Load, review, play on
//! page.rs       the Page trait every page implements, and Request
//! pages/        one module per page, each with its state, keys and drawing
//!   menu.rs       the main menu (a new game's setup, parsed into NewGame)
//!   game/         a game: mod.rs (state, update), view.rs (drawing),
//!                 seats.rs (computers), computer_turns.rs, look_back.rs
//!                 ([ ] Home End), questions.rs, seat_questions.rs (engine
//!                 consent, failed computers), save_as.rs (`s`)
//!   load/         the saved games: mod.rs (list, keys), view.rs (drawing)
//!   review/       a record step by step: mod.rs, view.rs
//! input.rs      keys → actions; the key tables (GAME_KEYS, REVIEW_KEYS)
//!               are also what the help popups show
//! action.rs     what the player asked for, whatever key or click said it
//! widgets/      drawing pieces any page uses: board, hands, move list,
//!               status bar, popups (help, tally, yes/no), text input,
//!               wrapped text with scroll marks
//! autosave.rs   SaveFolder and Recorder: a game kept in a save of its own,
//!               used by the app only
//! setup.rs      GameSetup and PlayerSpec: a game as the command line or the
//!               menu describes it, every value already typed (the menu's
//!               choices are `Choice<T>`; the app looks an engine's program
//!               up on PATH when the game starts)
//! layout.rs     where things are on screen, shared by drawing and clicks
//! theme.rs, glyphs.rs, terminal.rs (raw mode in and out), snapshot.rs
//! ```
//!
//! # How a key becomes a redraw
//!
//! `run` receives the key and hands it to `App::on_event`, which asks the
//! page on top for its `input_mode` (a prompt takes letters as text, a
//! question takes y/n, the board takes commands) and turns the key into an
//! `Action` with `input::key_action`. Ctrl-C quits from anywhere; look keys
//! (`w`, `m`, `c`) change the `Prefs` when the page takes them; anything
//! else goes to the page's `update`, which changes the page's own state
//! (asking the game controller for every rule decision) and returns a
//! `Request` that `App::fulfil` carries out. Then `view::render` draws the
//! page on top into the terminal's buffer; drawing never changes state
//! (one exception: the review page notes how far its comment pane can
//! scroll, which only drawing knows, in a `Cell`).
//!
//! # Adding things
//!
//! - A key: a row in the page's table in `input.rs` (with its help words),
//!   an `Action` if none fits, and a match arm in the page's `update`.
//! - A page: a module under `pages/` implementing `Page`, a `Screen`
//!   variant in `app.rs`, and the `Request` that opens it.
//! - A kind of player: a `setup::PlayerSpec` spelling, a
//!   `menu::PlayerChoice` in `app::menu_choices` (review's "play from here"
//!   form offers the same choices), and a `usi::Computer` behind it.
//! - A menu setting: a `RowKind`, a `Picker<T>` field of `Menu` with its
//!   choices in `app::menu_choices`, and its line in `Menu::remember`,
//!   `Menu::store` and `Settings`.
//!
//! # Where files are touched
//!
//! Only in `App` (`app.rs`, `navigation.rs`): it keeps the game on top in
//! its save (`App::keep_game` after every update and tick, through the
//! `autosave::Recorder` it holds), saves under a name when the game page
//! asks (`Request::SaveAs`), lists and deletes saves for the load page, and
//! writes the settings. Pages get the outcome (`GameScreen::kept`,
//! `GameScreen::saved`, `LoadScreen::show`, `LoadScreen::deleted`).
//!
//! # Not yet in this shape
//!
//! Seats still start computer threads from the game page.

pub mod action;
pub mod app;
pub mod autosave;
pub mod engines;
pub mod events;
pub mod glyphs;
pub mod input;
pub mod layout;
pub mod navigation;
pub mod page;
pub mod pages;
pub mod run;
pub mod setup;
pub mod snapshot;
pub mod terminal;
pub mod theme;
pub mod view;
pub mod widgets;
