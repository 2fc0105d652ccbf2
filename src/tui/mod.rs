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
//! app.rs        App: the screen on top and those below it, the look
//!               (Prefs), the save folder, the player's settings and
//!               trusted engines; `fulfil` is the one place where what a
//!               page asks is carried out
//! navigation.rs opening and leaving screens: Continue, Load, review,
//!               play on from review, review a finished game
//! online_start.rs the online form opened from the settings, its Connect
//!               (what is remembered, the password kept or forgotten), and
//!               the game screen on a server
//! lishogi_start.rs the same for lishogi: its form, its Start (the token
//!               kept or forgotten), the game screen on the site;
//!               lishogi_setup.rs what the form gives (LishogiSetup)
//! match_start.rs the menu's engine match started: the form's Start
//!               carried out, the series' records in a folder of its own
//! screen.rs     Screen: the menu, a game, the saved games, a review, the
//!               position editor or the online form, as the app holds it;
//!               one place turns it into its Component
//! component.rs  Component: a page with the work it owns, and what it
//!               does after an update, on a tick, when covered and when
//!               left (each session implements it in its own file)
//! sessions/     a page with the work it owns, alive exactly as long as
//!               the page: game.rs (GameSession: the computers, the hint's
//!               search and the save of a game), review.rs (ReviewSession:
//!               the analysis of a record, and research mode's live
//!               engine kept on the position shown), editor.rs
//!               (EditorSession: the mate solver's thread); online.rs
//!               and lishogi.rs, a game's link to a CSA server or to
//!               lishogi (its streams and calls on threads of their own)
//! page.rs       the Page trait every page implements; Request (what a
//!               page asks) and News (what it is told), the only two
//!               messages between a page and the app
//! orders.rs     Orders: how a page asks for work it does not run itself,
//!               taken by the component that owns the work
//! pages/        one module per page, each with its state, keys and drawing;
//!               a page with keys of its own keeps their table in its
//!               `keys.rs` (the help draws the same table) and reads them
//!               in `Page::handle_key_event`; a page's own commands are
//!               its `command.rs`, the work it orders its `work.rs`, and
//!               its unit tests, driven through `Page`, its `tests.rs`
//!   menu/         the main menu: state.rs (the menu's fields), rows.rs
//!                 (the row table), choices.rs, keys.rs, remember.rs,
//!                 view.rs; mod.rs reads the rows
//!                 into a `setup::NewGame`
//!   game/         a game: mod.rs (update), state.rs (the page's data,
//!                 which its other files import), view.rs (drawing),
//!                 seats.rs (who plays, as the page shows it),
//!                 computer_turns.rs (a computer's news applied, its time),
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
//!                 and site_view.rs (the same for a game on lishogi)
//!   load/         the saved games: list.rs (the saves read, the one
//!                 picked), mod.rs (keys), view.rs (drawing),
//!                 open_file.rs (`o`: any record file by its path)
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
//!                 pasted.rs (a record pasted: review made of it)
//!   editor/       the position editor (局面編集): state.rs (a Setup checked
//!                 at every change), edit.rs (the keys' edits), paste.rs
//!                 (SFEN and BOD at `:`), write.rs (`W`), view.rs
//!   online_form/  the online form (a CSA server, the login, who plays
//!                 from here): state.rs (its fields), keys.rs, check.rs
//!                 (Connect's checks, naming the field to fix), view.rs
//!   lishogi_form/ the lishogi form (the site, the token, who plays, a
//!                 seek, a challenge, lishogi's AI or incoming challenges;
//!                 the Board API's minimum said before seeking), as
//!                 online_form/ is laid out
//!   puzzles/      the tsume puzzles (詰将棋): state.rs (the collection,
//!                 the try, the work waited for), view.rs; its session
//!                 (sessions/puzzles.rs) judges moves and reads files on
//!                 threads and keeps the progress, and tells the page
//!                 what it found in news.rs
//!   quiz/         the next-move quiz (次の一手) on a review's ?? moves;
//!                 its session (sessions/quiz.rs) judges the answers
//!   engine_match/ the menu's engine match (連続対局): form.rs (the
//!                 form's state and keys), choices.rs, keys.rs, view.rs;
//!                 watching.rs (the series started, watched as `watch/`
//!                 shows it)
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
//! time_source.rs where the clocks read the time (tests move it by hand)
//! layout.rs     where things are on screen, shared by drawing and clicks
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
//!    `Request` for what only the app can do (open or leave a page, write
//!    the settings).
//! 4. `App::fulfil` carries the request out (most are `Request::Nothing`).
//! 5. `Screen::settle` (`screen.rs`) lets the component on top take the
//!    page's orders and bring its work in line with its page:
//!    `GameSession::settle` changes a seat or saves under a name if asked,
//!    syncs the computers (starting the search the position now wants,
//!    cancelling a stale one) and writes the save; `ReviewSession::settle`
//!    starts or stops the analysis and reads it. What that work did the
//!    session hands to its page by the page's own methods.
//! 6. `view::render` draws the page on top; drawing never changes state
//!    (one exception: the review page notes how far its comment pane can
//!    scroll, which only drawing knows, in a `Cell`).
//!
//! A tick (every 100 ms, only while `App::wants_ticks`: a computer works,
//! an analysis runs, a clock runs) goes to `Screen::tick` instead of step
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
//!   `keys.rs`, read by `handle_key_event`; its words in its own
//!   `assets/i18n/{en,ja}/<page>.ftl`), its line in `pages/mod.rs`
//!   (with a `PageCommand` line if it has commands of its own), and the
//!   row that opens it in `pages/menu/rows.rs`, whose opener returns
//!   `Request::OpenPage(OpenPage(Box::new(page)))`. A page the app must
//!   reach by its type, or that owns work (a session in `sessions/`, which
//!   holds the work and takes the page's orders as it settles), also gets
//!   a `Screen` variant in `screen.rs`.
//! - A prompt or a yes/no question: a variant of the page's own prompt or
//!   question enum (the `P`, `Q` of its `overlay::Layer`), its words in
//!   the page's `overlay::Words` impl, and what the line or the answer
//!   does where the page's `update` matches the layer's `Step`; the keys,
//!   the clicks and the drawing are the layer's.
//! - Work a page needs done (a search, a file): an order of the page's
//!   own (`pages/…/work.rs`), carried out by its session's `settle`; the
//!   outcome goes back by a method of the page. Only what the app alone
//!   can do (open a page, write the settings) is a `Request`, and only
//!   what any page may hear (a refusal, a problem) a `News`.
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
//! remembered by the app (`Request::Trust`).
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
//! (`Screen::cover`), or leaving it, ends it, and what was done goes into
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
pub mod component;
pub mod computers;
pub mod display_prefs;
pub mod engines;
pub mod events;
pub mod glyphs;
pub mod hint;
pub mod input;
pub mod job;
pub mod layout;
pub mod lishogi_setup;
pub mod lishogi_start;
pub mod match_start;
pub mod move_texts;
pub mod navigation;
pub mod online_start;
pub mod orders;
pub mod overlay;
pub mod page;
pub mod pages;
pub mod run;
pub mod screen;
pub mod sessions;
pub mod setup;
pub mod share;
pub mod snapshot;
pub mod sound;
pub mod sound_process;
pub mod suspend;
pub mod terminal;
pub mod theme;
pub mod time_source;
pub mod typed_move;
pub mod view;
pub mod watch;
pub mod widgets;
