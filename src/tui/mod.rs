//! The terminal user interface.
//!
//! # The shape
//!
//! ```text
//! run.rs        the event loop: waits for a key, a click, a resize, a signal
//! events.rs     the sources of those events (input thread, signal threads,
//!               job control's among them)
//! suspend.rs    Ctrl-Z / SIGTSTP and SIGCONT: the terminal given back, then
//!               taken again and redrawn
//! app.rs        App: the page on top, the pages below it, the look (Prefs),
//!               the save folder, the player's settings and the game's
//!               computers; `fulfil` is the one place where pages open and
//!               close, files are touched and computers are changed
//! navigation.rs opening and leaving pages: Continue, Load, review, play on
//! page.rs       the Page trait every page implements, and Request
//! pages/        one module per page, each with its state, keys and drawing
//!   menu/         the main menu: state.rs (the menu's fields), rows.rs
//!                 (the row table), choices.rs, keys.rs, remember.rs,
//!                 view.rs; mod.rs reads the rows
//!                 into a `setup::NewGame`
//!   game/         a game: mod.rs (state, update), view.rs (drawing),
//!                 seats.rs (who plays, as the page shows it),
//!                 computer_turns.rs (a computer's news applied, its time),
//!                 look_back.rs ([ ] Home End), questions.rs,
//!                 seat_questions.rs (engine consent, failed computers),
//!                 save_as.rs (`s`), clocks.rs (the page's side of the
//!                 clock: what runs it, the pause `z`; its rules are
//!                 `game::TimedGame`), countdown.rs
//!                 (the last ten seconds and their bells), hint_key.rs
//!                 (`H`: asking for a hint, and showing it)
//!   load/         the saved games: list.rs (the saves read, the one
//!                 picked), mod.rs (keys), view.rs (drawing)
//!   review/       a record step by step: state.rs (the page's fields),
//!                 mod.rs (lines, moves, keys), view.rs (drawing),
//!                 evaluations.rs (the engine's evaluations of the main
//!                 line and the marks they give), analysis.rs (asking for
//!                 them, n/N, the best line b/K), analysis_view.rs
//!                 (progress, a move's verdict, summary),
//!                 write_back.rs (`s`: written under the save's lock, and
//!                 only over the file as review read it)
//! input.rs      keys → actions; the key tables (GAME_KEYS, REVIEW_KEYS)
//!               are also what the help popups show
//! action.rs     what the player asked for, whatever key or click said it
//! widgets/      drawing pieces any page uses: board, hands, move list,
//!               status bar, popups (help, tally, yes/no), text input,
//!               wrapped text with scroll marks, the evaluation graph
//! autosave.rs   SaveFolder and Recorder: a game kept in a save of its own,
//!               used by the app only
//! computers.rs  Computers: the bot threads and engine processes of the
//!               game on top, used by the app only; what they did
//!               (SeatEvent) and are busy with (Activity), which the game
//!               page hears
//! hint.rs       Hinter: the hint key's short search by the full-strength
//!               bot, held in Computers and run by the app like them
//! setup.rs      GameSetup and PlayerSpec: a game as the command line or the
//!               menu describes it, every value already typed (the menu's
//!               choices are `Choice<T>`; the app looks an engine's program
//!               up on PATH when the game starts); NewGame, the menu's
//!               game: the setup and what the game page adds to it
//! now.rs        where the clocks read the time (tests move it by hand)
//! layout.rs     where things are on screen, shared by drawing and clicks
//! look.rs       Prefs and Notation: the theme, glyphs and notation the
//!               player chose, and the look keys that change them
//! move_texts.rs MoveTexts: a game's moves in both notations, for the
//!               move lists of game and review
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
//! `Request` that `App::fulfil` carries out; the app then brings the
//! game's computers in line and writes its save. A tick (every 100 ms, and
//! only while a computer works or a clock runs) does the same, and also
//! lets the page look at its clock (`Page::tick`: the flag, the countdown);
//! it redraws only when something shown changed, such as a clock's second,
//! and rings the bell the page asks for (`Page::take_bell`) after drawing.
//! Then `view::render` draws the
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
//!   `widgets::choice::PlayerChoice` in `widgets::choice::player_choices`
//!   (the menu and review's "play from here" form offer the same
//!   choices), and a `usi::Computer` behind it.
//! - A menu setting: its field in `Settings`, then an on/off row is one
//!   line of the table in `pages/menu/rows.rs`; a row with other choices
//!   also needs its picker in `pages/menu/choices.rs` and its lines in
//!   `pages/menu/remember.rs`.
//!
//! # Where files are touched and computers run
//!
//! Only in `App` (`app.rs`, `navigation.rs`): it keeps the game on top in
//! its save (`App::keep_game` after every update and tick, through the
//! `autosave::Recorder` it holds), saves under a name when the game page
//! asks (`Request::SaveAs`), lists and deletes saves for the load page, and
//! writes the settings. Pages get the outcome (`GameScreen::kept`,
//! `GameScreen::saved`, `LoadScreen::show`, `LoadScreen::deleted`).
//!
//! The same goes for the computers (bot threads, engine processes): the
//! app holds the `computers::Computers` of the game on top, and after
//! every update and tick `App::run_computers` brings them in line with
//! the game (which search is wanted, with the time `GameScreen::turn_time`
//! gives; a stale one is cancelled), polls them, and hands their news to
//! the page (`GameScreen::on_seat_event`, `GameScreen::computers_now`).
//! The page applies a move through the controller and asks the player
//! about a computer that failed or that a save names; while it asks, the
//! app holds that computer, and the answer comes back as a
//! `Request::Seat` (try again, trust the engine, someone else plays).
//!
//! A hint (`H`) runs the same way: the page only records which position
//! it wants a hint for (`GameScreen::wanted_hint`); `App::run_computers`
//! starts or stops the `hint::Hinter` search to match and hands the
//! answer back (`GameScreen::on_hint`). A hint about a position the game
//! has left is dropped by the page and its search stopped by the app.
//!
//! Review's analysis follows the same rule. The review page keeps only
//! what the analysis found and what the player wants: `a` leaves an order
//! (the positions, the engine) and Esc a wish to stop. After every update
//! and tick `App::run_analysis` takes them, starts or stops the
//! `analysis::Analysis` it holds, and hands what the engine reports to
//! the page (`ReviewScreen::on_analysis_event`); the app ticks while one
//! runs. An analysis belongs to the review on top: another page opening
//! over it, or leaving it, ends it, and what was done goes into the
//! record (`ReviewScreen::analysis_stopped`). A stopped analysis is
//! dropped on a thread of its own, so that Esc does not wait for the
//! search under way. Writing the record back (`s`, then y) is a
//! `Request::SaveReview`, carried out by the app like any file.
//! "Analyse this game" opens review with
//! `ReviewScreen::start_analysis_on_open` through `App::enter_review`.

pub mod action;
pub mod app;
pub mod autosave;
pub mod computers;
pub mod engines;
pub mod events;
pub mod glyphs;
pub mod hint;
pub mod input;
pub mod layout;
pub mod look;
pub mod move_texts;
pub mod navigation;
pub mod now;
pub mod page;
pub mod pages;
pub mod run;
pub mod screen;
pub mod sessions;
pub mod setup;
pub mod snapshot;
pub mod suspend;
pub mod terminal;
pub mod theme;
pub mod view;
pub mod widgets;
