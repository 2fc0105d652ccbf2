//! How a game comes on the board: a new one from the menu, the latest
//! unfinished one (Continue, `--continue`), one from a position under
//! review or in the editor, and a save of the list continued. Each is a
//! [`Flow`] the page that asks returns, carrying the game's session.

use super::state::GameScreen;

use super::session::GameSession;
use super::state::Now;
use crate::game::Game;
use crate::i18n::rules::Shown;
use crate::kifu::{GameInfo, Loaded, SaveSummary, open_record};
use crate::settings::TrustedEngines;
use crate::shogi::Color;
use crate::tui::autosave::{Recorder, SaveFolder};
use crate::tui::context::Context;
use crate::tui::page::Flow;
use crate::tui::setup::NewGame;
use crate::tui::widgets::status::Message;
use crate::words::load_notes::notes_said;
use std::time::Duration;

/// A game's session on top, kept on disk by `recorder` when saving is on.
/// Hints off in the settings are off in every game started or continued
/// while they are. Its computers start as it settles.
pub fn session(cx: &Context, mut game: GameScreen, recorder: Option<Recorder>) -> Flow {
    game.hints &= cx.settings().hints;
    Flow::open(GameSession::new(game, recorder))
}

/// The menu's new game, its setup checked (`GameSetup::checked`: every
/// engine's program found).
pub fn new_game(new: NewGame) -> Flow {
    let NewGame {
        setup,
        auto_flip,
        hints,
        move_time,
    } = new;
    Flow::then(move |cx, _| {
        let mut screen = GameScreen::new(setup.game(), false, auto_flip).with_clock(
            setup.time,
            Duration::ZERO,
            Now::System,
        );
        screen.seats.move_time = move_time;
        screen.hints = hints;
        screen.message = Some(Message::Info(crate::t!("keys-new-game-hint")));
        let recorder = cx.saves.as_ref().map(|folder| {
            Recorder::new_game(folder.clone(), &screen.game).with_move_time(move_time)
        });
        session(cx, screen, recorder)
    })
}

/// "Continue": the most recent unfinished game, back on the board; why
/// not said on the page that asked.
pub fn continue_latest(auto_flip: bool) -> Flow {
    Flow::then(move |cx, top| {
        let Some(folder) = cx.saves.clone() else {
            return Flow::Stay;
        };
        match resume(&folder, auto_flip, &cx.trusted) {
            Ok((game, recorder)) => session(cx, game, Some(recorder)),
            Err(why) => {
                top.page_mut()
                    .on_news(crate::tui::page::News::Refused(why.to_string()));
                top.uncover(cx);
                Flow::Stay
            }
        }
    })
}

/// A new game from a position under review (or set up in the editor),
/// kept as a new record.
pub fn play_from(game: Game, info: GameInfo, flipped: bool) -> Flow {
    Flow::then(move |cx, _| {
        let mut screen = GameScreen::new(game, flipped, false);
        screen.message = Some(Message::Info(crate::t!(
            "keys-new-game-from-move",
            ply = screen.game.ply()
        )));
        let recorder = cx
            .saves
            .as_ref()
            .map(|folder| Recorder::new(folder.clone(), info, &screen.game));
        session(cx, screen, recorder)
    })
}

/// A save of the list continued on the board, by `recorder` (its lock
/// taken already).
pub fn continue_save(cx: &Context, loaded: &Loaded, name: &str, recorder: Recorder) -> Flow {
    let game = resumed(loaded, name, false, &cx.trusted);
    session(cx, game, Some(recorder))
}

/// The most recent unfinished game on the board (`shogi-tui --continue`).
pub fn resume_latest(
    folder: &SaveFolder,
    trusted: &TrustedEngines,
) -> Result<(GameScreen, Recorder), NoResume> {
    resume(folder, false, trusted)
}

/// What Continue offers, or why the save folder cannot be read.
pub fn continue_offer(folder: &SaveFolder) -> Result<Option<String>, String> {
    let dir = folder
        .dir()
        .map_err(|why| crate::t!("keys-saves-off", why = why.to_string()))?;
    match dir.resumable() {
        Ok(found) => Ok(found.latest.as_ref().map(continue_detail)),
        Err(e) => Err(crate::t!(
            "keys-saves-unreadable",
            why = crate::words::Said::said(&e)
        )),
    }
}

/// Why Continue has nothing to put on the board.
#[derive(Debug, thiserror::Error)]
pub enum NoResume {
    #[error("{}", crate::t!("keys-no-resume"))]
    Nothing,
    #[error("{}", crate::t!("keys-no-resume-open-elsewhere", count = *.0))]
    AllOpenElsewhere(usize),
    /// Nothing this build can continue, but saves a newer build wrote,
    /// which may hold one.
    #[error("{}", crate::t!("keys-no-resume-newer", count = *.0))]
    OnlyNewer(usize),
    #[error("{}", crate::t!("keys-cannot-continue", why = .0))]
    Failed(String),
}

fn resume(
    folder: &SaveFolder,
    auto_flip: bool,
    trusted: &TrustedEngines,
) -> Result<(GameScreen, Recorder), NoResume> {
    let dir = folder
        .dir()
        .map_err(|why| NoResume::Failed(why.to_string()))?;
    let found = dir
        .resumable()
        .map_err(|e| NoResume::Failed(crate::words::Said::said(&e)))?;
    let Some(save) = found.latest else {
        return Err(match (found.open_elsewhere, found.newer_version) {
            (0, 0) => NoResume::Nothing,
            (0, newer) => NoResume::OnlyNewer(newer),
            (n, _) => NoResume::AllOpenElsewhere(n),
        });
    };
    let loaded =
        open_record(&save.path).map_err(|e| NoResume::Failed(crate::words::Said::said(&e)))?;
    let recorder = Recorder::continuing(
        folder.holding(&save),
        loaded.record.info.clone(),
        &loaded.game,
        &save.name,
    )
    .map_err(|e| NoResume::Failed(crate::words::Said::said(&e)))?;
    Ok((resumed(&loaded, &save.name, auto_flip, trusted), recorder))
}

/// A loaded unfinished game on the board, saying which game was resumed.
/// An engine the file names waits for the player's yes.
fn resumed(loaded: &Loaded, name: &str, auto_flip: bool, trusted: &TrustedEngines) -> GameScreen {
    let info = &loaded.record.info;
    let mut screen = GameScreen::new(loaded.game.clone(), false, auto_flip).with_clock(
        info.time_control,
        info.turn_time.unwrap_or_default(),
        Now::System,
    );
    screen.seats.move_time = info.move_time;
    screen.ask_about_untrusted_engines(trusted);
    let mut text = crate::t!(
        "keys-continuing",
        name = name,
        moves = crate::t!("common-moves", count = loaded.game.ply())
    );
    for note in notes_said(&loaded.notes()) {
        text.push_str(" · ");
        text.push_str(&note);
    }
    screen.message = Some(Message::Info(text));
    screen
}

/// What Continue resumes, in a few words.
/// Players and moves first: a narrow menu cuts the save's name, not them.
fn continue_detail(s: &SaveSummary) -> String {
    // A save from before people were named in the session's language
    // calls them "Black" and "White": said in the language of the moment.
    let said = |name: &str, side: Color| {
        if name == side.name() {
            side.shown()
        } else {
            name.to_string()
        }
    };
    crate::t!(
        "keys-continue-detail",
        black = said(&s.black, Color::Black),
        white = said(&s.white, Color::White),
        moves = crate::t!("common-moves", count = s.moves),
        name = &s.name,
    )
}

/// The game screen waiting on a CSA server for its game, connecting with
/// `setup`; leaving it logs out. Kept in the save folder once it begins.
pub fn online(cx: &Context, setup: crate::online::OnlineSetup) -> GameSession {
    let link = super::online_link::OnlineLink::connect(setup, crate::online::Limits::default());
    GameSession::online(link, cx.saves.clone())
}

/// The game screen while a game is found and played on lishogi; leaving
/// it cancels a seek.
pub fn lishogi(cx: &Context, setup: crate::tui::lishogi_setup::LishogiSetup) -> GameSession {
    let link = super::lishogi_link::LishogiLink::start(setup, crate::lishogi::Limits::default());
    GameSession::lishogi(link, cx.saves.clone())
}
