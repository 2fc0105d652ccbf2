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
//! app.rs        App, the shell: a stack of components (the page on top
//!               last) and the context they share; `follow` is the one
//!               place where what a page says happens next (a `Flow`) is
//!               carried out, and `render`, which draws the page on top
//!               (or says the terminal is too small), as helix's
//!               compositor dispatches and draws in one file. It names no
//!               page beyond those a program can start on (`with_menu`,
//!               `with_game`, …) and the accessors tests and the command
//!               line use
//! context.rs    Context: what every page may reach of the app (the look,
//!               the settings, the save folder, the trusted engines, the
//!               speaker, the bell and the clipboard due), helix's Context
//! page.rs       the Page trait every page implements; Component, a page
//!               with the work it owns, and what it does after an update,
//!               on a tick, when covered, uncovered and left (`alone!` for
//!               a page that owns no work); Flow, what a page says happens
//!               next (stay, leave, quit, open a page it carries, replace
//!               itself, or a callback run with the context)
//! explorer/   the game database's explorer every board shows (review's
//!               Games tab, an overlay on the editor and a finished game):
//!               its state, keys, drawing and the thread its queries run on
//! news.rs       News, what the app tells any page: a refusal, a problem,
//!               a thing done
//! share.rs      the copy menu's choice carried out with the context: the
//!               clipboard (OSC 52) or a file under `exports/`
//! pages/        one folder per page, owning everything of its own: its
//!               state, its keys (a table in `keys.rs` that the help draws
//!               too, read in `Page::handle_key_event`), its commands
//!               (`command.rs`, carried as `Action::Page` and read by the
//!               page alone), its drawing, the work it owns (`session.rs`:
//!               the page with its computers, analysis or solver, alive
//!               exactly as long as the page) and how it opens (`open.rs`
//!               or `connect.rs`, `start.rs`: the flows other pages return
//!               to open it)
//! orders.rs     Orders: how a page asks for work it does not run itself,
//!               taken by the component that owns the work
//!   menu/         the main menu: state.rs (the menu's fields), rows.rs
//!                 (the row table, a row that opens a page naming that
//!                 page's opener), choices.rs, keys.rs, remember.rs,
//!                 setting.rs (a setting row carried out with the context,
//!                 the Continue row kept true), view.rs; mod.rs reads the
//!                 rows into a `setup::NewGame`
//!   game/         a game: mod.rs (update), state.rs (the page's data,
//!                 which its other files import), view.rs (drawing),
//!                 seats.rs (who plays, as the page shows it; a
//!                 computer's news applied, its time),
//!                 look_back.rs ([ ] Home End), questions.rs,
//!                 seat_questions.rs (engine consent, failed computers),
//!                 save_as.rs (`s`), clocks.rs (the page's side of the
//!                 clock: what runs it, the pause `z`; its rules are
//!                 `game::TimedGame`), countdown.rs
//!                 (the last ten seconds in the status bar, and their
//!                 bells), sounds.rs (what the page gives to be heard:
//!                 moves, check, the end, refusals, the clock to count),
//!                 hint_key.rs
//!                 (`H`: asking for a hint, and showing it), premove.rs
//!                 (moves made ahead of the person's turn); online.rs
//!                 and online_phase.rs (a game on a CSA server: the
//!                 page's behaviour, and what its state knows), site.rs
//!                 and site_view.rs (the same for a game on lishogi);
//!                 session.rs (GameSession: the computers, the hint's
//!                 search and the save), open.rs (a new game, Continue, a
//!                 game from a position, a save continued, a game on a
//!                 server), online_link.rs and lishogi_link/ (a game's
//!                 link to a CSA server or to lishogi: its streams and
//!                 calls on threads of their own)
//!   load/         the saved games: list.rs (the saves read, the one
//!                 picked), mod.rs (keys), view.rs (drawing), open_file.rs
//!                 (`o`: a path typed, with Tab completion), open.rs (the
//!                 list opened, and a save or record opened from it)
//!   review/       a record step by step: state.rs (the page's fields),
//!                 mod.rs (lines, moves, keys), view.rs (drawing),
//!                 evaluations.rs (the engine's evaluations of the main
//!                 line and the marks they give), analysis.rs (asking for
//!                 them, n/N, the best line b/K), analysis_view.rs
//!                 (progress, a move's verdict, summary),
//!                 write_back.rs (`s`: written under the save's lock, and
//!                 only over the file as review read it; the unsaved flag
//!                 and the question leaving asks), notes.rs (what a player
//!                 writes: one overlay for comment_edit.rs `C`,
//!                 bookmarks.rs `&` `'`, headers.rs `H`, save_as.rs `S`;
//!                 their data in notes_state.rs), play.rs (moves made
//!                 on the board: typed, clicked, the board cursor Tab),
//!                 branches.rs (the variation tree's keys U + - D z, by
//!                 `kifu::study`), research.rs and research_view.rs
//!                 (research mode `r`: the page's side and its pane),
//!                 book.rs and book_view.rs (the book pane `B`),
//!                 pasted.rs (a record pasted: review made of it),
//!                 session.rs (ReviewSession: the analysis, and research
//!                 mode's live engine), open.rs (a review over or in place
//!                 of the page that asks)
//!   editor/       the position editor (局面編集): state.rs (a Setup checked
//!                 at every change), edit.rs (the keys' edits), paste.rs
//!                 (SFEN and BOD at `:`), write.rs (`W`), view.rs,
//!                 session.rs (the mate solver's thread), open.rs
//!   online_form/  the online form (a CSA server, the login, who plays
//!                 from here): state.rs (its fields), keys.rs, check.rs
//!                 (Connect's checks, naming the field to fix), view.rs,
//!                 connect.rs (the form opened from the settings; Connect
//!                 carried out: what is remembered, the password kept or
//!                 forgotten, the game screen on the server)
//!   lishogi_form/ the lishogi form (the site, the token, who plays, a
//!                 seek, a challenge, lishogi's AI or incoming challenges;
//!                 the Board API's minimum said before seeking), as
//!                 online_form/ is laid out
//!   puzzles/      the tsume puzzles (詰将棋): state.rs (the collection,
//!                 the try, the work waited for), view.rs; its session
//!                 (session.rs) judges moves and reads files on threads
//!                 and keeps the progress, and tells the page what it found
//!                 in news.rs; open.rs (the built-in shelf, or the
//!                 editor's proven tsume)
//!   quiz/         the next-move quiz (次の一手) on a review's ?? moves;
//!                 its session (session.rs) judges the answers
//!   engine_match/ the menu's engine match (連続対局): form.rs (the
//!                 form's rows on the shared `form/`, and its opener),
//!                 choices.rs, keys.rs; start.rs (Start carried out: the
//!                 series' records in a folder of their own); watching.rs
//!                 (the series started, watched as `watch/` shows it)
//!   play_from.rs  the "play from this position" form review and the
//!                 editor share
//! board_input.rs making a move on a board with keys or clicks (picking,
//!               destinations, the promotion question): the game page and
//!               review's study board share it
//! board_pick.rs the cursor and the piece held of a board whose moves are
//!               judged elsewhere (the puzzles, the quiz), on board_input
//! input.rs      keys → actions as every page reads them: Ctrl-C, a
//!               prompt, a question, a popup, a text editor, a list; the
//!               rows pages share in their own tables (`pages/*/keys.rs`)
//! overlay.rs    the layer every page opens the same way: the help (the
//!               page's key table, scrolled), the promotion question, a
//!               one-line prompt and a yes/no question; the page gives
//!               their words and acts on what was typed or answered
//! job.rs        a page's background work on a thread of its own: spawned,
//!               cancelled, polled, joined (the quiz, the puzzles, the
//!               editor's solver, the hint; review's analysis let go)
//! action.rs     what the player asked for, whatever key or click said it
//! widgets/      drawing pieces any page uses: board.rs, hands.rs,
//!               clock.rs, header.rs (who plays a side), moves.rs (the
//!               move list), status.rs (the status bar), popup.rs (help,
//!               yes/no) and tally.rs (the impasse tally), text_input.rs
//!               (and secret_input.rs, a password shown as dots),
//!               text_area.rs (review's comment editor), wrapped.rs
//!               (text with scroll marks), eval_graph.rs, form.rs (a
//!               form's box and rows), choice.rs (a row's choices),
//!               side_pane.rs, share_menu.rs (the copy menu), fit.rs
//!               (text cut to a width in terminal columns)
//! watch/        watching a series (`shogi-tui match`, and the menu's
//!               engine match): state.rs, view.rs
//! share.rs      the copy menu carried out: the clipboard or a file
//! sound.rs      Speaker: what the player hears, by the sound settings;
//!               sound_process.rs the process that plays it
//! engines.rs    finding installed USI engines, checking a typed command
//! typed_move.rs a move typed at `:`, read alike on every page
//! autosave.rs   SaveFolder and Recorder: a game kept in a save of its own,
//!               held by its GameSession
//! computers.rs  Computers: the bot threads and engine processes of the
//!               game on top, held by its GameSession; what they did
//!               (SeatEvent) and are busy with (Activity), which the game
//!               page hears
//! hint.rs       Hinter: the hint key's short search by the full-strength
//!               bot, held in Computers and run like them
//! setup.rs      GameSetup and PlayerSpec: a game as the command line or the
//!               menu describes it, every value already typed (the menu's
//!               choices are `Choice<T>`; the app looks an engine's program
//!               up on PATH when the game starts); NewGame, the menu's
//!               game: the setup and what the game page adds to it
//! layout.rs     where things are on screen, shared by drawing and clicks
//! marks/        the circles and arrows a player draws on a studied board:
//!               their keys, a stroke of the keys or the mouse applied to
//!               a page's marks (pen.rs), their drawing over the board
//! display_prefs.rs Prefs and Notation: the theme, glyphs and notation
//!               the player chose, and the look keys that change them
//! move_texts.rs MoveTexts: a game's moves in both notations, for the
//!               move lists of game and review
//! theme.rs, glyphs.rs, terminal.rs (raw mode in and out), snapshot.rs
//! ```
//!
//! # How a key becomes a redraw
//!
//! 1. `run.rs` receives the key from `events.rs` and hands it to
//!    `App::on_event` (`app.rs`).
//! 2. The app asks the page on top what the key means
//!    (`Page::handle_key_event`): a prompt, a question or a popup open over
//!    it reads keys as on every page (`input::key_action`), and otherwise
//!    the page reads them from its own table (`pages/…/keys.rs`), giving
//!    an `Action`: one every page shares, or the page's own command
//!    (`pages/…/command.rs`) carried as `Action::Page`.
//!    Ctrl-C quits from anywhere; look keys (`w`, `m`, `c`) change the
//!    `Prefs` (`display_prefs.rs`) when the page takes them.
//! 3. Anything else goes to the page's `Page::update` (`pages/…/mod.rs`),
//!    which changes the page's own state (asking the game controller,
//!    `game::TimedGame`, for every rule decision), gives its session any
//!    work it wants done as an order (`orders::Orders`), and returns one
//!    `Flow`: stay (most do), leave, quit, open a page it carries, replace
//!    itself, or a callback the app runs with its `Context` (opening a
//!    page that reads the settings, writing a setting).
//! 4. `App::follow` carries the flow out on the stack.
//! 5. `Component::settle` lets the component on top take the
//!    page's orders and bring its work in line with its page:
//!    `GameSession::settle` changes a seat or saves under a name if asked,
//!    syncs the computers (starting the search the position now wants,
//!    cancelling a stale one) and writes the save; `ReviewSession::settle`
//!    starts or stops the analysis and reads it. What that work did the
//!    session hands to its page by the page's own methods.
//! 6. `App::render` draws the page on top; drawing never changes state
//!    (one exception: the review page notes how far its comment pane can
//!    scroll, which only drawing knows, in a `Cell`).
//!
//! A tick (every 100 ms, only while `App::wants_ticks`: a computer works,
//! an analysis runs, a clock runs) goes to `Component::tick` instead of step
//! 3: the session polls its work (a computer's move is played with its
//! time before the clock is looked at), the page looks at its clock
//! (`Page::tick`: the flag, the countdown). After every action and every
//! tick the app takes what the page gives to be heard (`Page::take_sounds`:
//! a move's click, the clock to count, a bell) and hands it to its
//! `sound::Speaker`, which plays it on the audio device (`shogi_sound`) or
//! rings the bell after drawing. It redraws only when something shown
//! changed, such as a clock's second.
//!
//! # Adding things
//!
//! - A key: a row in the page's table in its `keys.rs` (with its help
//!   words), a variant of the page's own command (`command.rs`) if no
//!   shared `Action` fits, and its arm in the page's `update`. Nothing
//!   outside the page's folder changes.
//! - A page: a folder under `pages/` implementing `Page` (its keys in its
//!   `keys.rs`, read by `handle_key_event`; its commands its own type in
//!   `command.rs`; its words in its own `assets/i18n/{en,ja}/<page>.ftl`,
//!   which the build finds by itself), `alone!(ThePage)` if it owns no
//!   work (else a `session.rs` implementing `Component`), and an opener
//!   returning `Flow::open(page)` (or `Flow::then` when it needs the
//!   context). Two shared lines: its `pub mod` in `pages/mod.rs`, and the
//!   row that opens it in `pages/menu/rows.rs` naming its opener.
//! - A prompt or a yes/no question: a variant of the page's own prompt or
//!   question enum (the `P`, `Q` of its `overlay::Layer`), its words in
//!   the page's `overlay::Words` impl, and what the line or the answer
//!   does where the page's `update` matches the layer's `Step`; the keys,
//!   the clicks and the drawing are the layer's.
//! - Work a page needs done (a search, a file): an order of the page's
//!   own (`pages/…/work.rs`), carried out by its session's `settle`; the
//!   outcome goes back by a method of the page. Only moving between pages
//!   is a `Flow` (what needs the app's context, a callback in one), and
//!   only what any page may hear (a refusal, a problem) a `News`.
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
//! Never in a page's update: a page gives orders and its component (the
//! session, or the list of saves itself) carries them out as it settles.
//! Review's `s` gives `ReviewWork::WriteBack`, written under the save's
//! lock by `pages/review/write_back.rs` from its session; the list of
//! saves deletes what the player said yes to in its `Component::settle`;
//! the editor's session writes the record the editor ordered. The app
//! lists saves for the load page and writes the settings. A game's save is
//! written by its `GameSession` after every update and tick (it tells the
//! page how that went, `GameScreen::kept`), and under a name when the page
//! orders it (`GameWork::SaveAs`, answered by `GameScreen::saved`).
//!
//! The computers (bot threads, engine processes) are the `GameSession`'s
//! too: after every update and tick it brings them in line with the game
//! (which search is wanted, with the time `GameScreen::turn_time` gives;
//! a stale one is cancelled), polls them, and tells the page what they
//! did and are doing (`GameScreen::on_seat_event`, `computers_now`). The
//! page applies a move through the controller and asks the player about a
//! computer that failed or that a save names; while it asks, the session
//! holds that computer, and the answer comes back as a `GameWork::Seat`
//! order (start it, someone else plays); a program the player trusts is
//! remembered in the context (`Context::trust`, from the page's flow).
//!
//! A hint (`H`) runs the same way: the page only records which position
//! it wants a hint for (`GameScreen::wanted_hint`); the session starts or
//! stops the `hint::Hinter` search to match and hands the answer back
//! (`GameScreen::on_hint`). A hint about a position the game has left is
//! dropped by the page and its search stopped by the session.
//!
//! Review's analysis follows the same rule. The review page keeps only
//! what the analysis found: `a` orders one (`ReviewWork::Analyse`, with
//! the positions and the engine) and Esc its end (`ReviewWork::Stop`).
//! The `ReviewSession` starts and stops the `analysis::Analysis` it holds
//! and tells the page what the engine reports
//! (`ReviewScreen::on_analysis_event`); the app ticks while one runs. An
//! analysis belongs to the review on top: another page opening over it
//! (`Component::cover`), or leaving it, ends it, and what was done goes into
//! the record (`ReviewScreen::analysis_stopped`). A stopped analysis is
//! dropped on a thread of its own, so that Esc does not wait for the
//! search under way. "Analyse this game" opens review with
//! `ReviewScreen::start_analysis_on_open`, whose order the session takes
//! at its first settle.

pub mod action;
pub mod app;
pub mod autosave;
pub mod board_input;
pub mod board_pick;
pub mod computers;
pub mod context;
pub mod display_prefs;
pub mod engines;
pub mod events;
pub mod explorer;
pub mod form;
pub mod glyphs;
pub mod hint;
pub mod input;
pub mod job;
pub mod layout;
pub mod lishogi_setup;
pub mod marks;
pub mod move_texts;
pub mod news;
pub mod orders;
pub mod overlay;
pub mod page;
pub mod pages;
pub mod run;
pub mod setup;
pub mod share;
pub mod snapshot;
pub mod sound;
pub mod sound_process;
pub mod suspend;
pub mod terminal;
pub mod theme;
pub mod typed_move;
pub mod watch;
pub mod widgets;
