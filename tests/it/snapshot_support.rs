//! Scenes shared by the English and the Japanese snapshots (and by the
//! tests that look at the same screens): each is set up once here, so
//! both languages show the same thing. The snapshot macros stay in the
//! test files, as insta names a snapshot after the module that takes it.

use crate::common::dated_record;
use crate::tui_support::*;
use ratatui::crossterm::event::KeyCode;
use shogi_tui::analysis::{ResearchEvent, ResearchLine, ResearchUpdate};
use shogi_tui::game::{Game, Player, Players};
use shogi_tui::kifu::evaluation::{EvalScore, Evaluation};
use shogi_tui::kifu::{GameInfo, SaveDir, record_of};
use shogi_tui::shogi::Move;
use shogi_tui::tui::app::{App, Screen};
use shogi_tui::tui::events::AppEvent;
use shogi_tui::tui::page::{News, Page};
use shogi_tui::tui::pages::review::research::ResearchNews;
use std::path::Path;
use std::time::{Duration, Instant};

/// The screen at `w`×`h` as one text, the test's folder `dir` written as
/// `<folder>`: its name changes from run to run.
pub fn snapshot_text(app: &App, (w, h): (u16, u16), dir: Option<&Path>) -> String {
    let text = screen(app, w, h).join("\n");
    match dir {
        Some(dir) => text.replace(&dir.display().to_string(), "<folder>"),
        None => text,
    }
}

/// Fills the online form (server, user, a game name the server would
/// not place) and presses Connect: refused on the game name's row.
pub fn fill_online_form_to_refusal(a: &mut App) {
    keys(a, "wdoor.c.u-tokyo.ac.jp");
    key(a, KeyCode::Tab);
    key(a, KeyCode::Tab);
    keys(a, "alice");
    key(a, KeyCode::Tab);
    keys(a, "floodgate-300,trip");
    key(a, KeyCode::Tab);
    key(a, KeyCode::Tab);
    key(a, KeyCode::Left);
    key(a, KeyCode::Tab);
    key(a, KeyCode::Tab);
    key(a, KeyCode::Enter);
}

/// A save "from-a-friend" in `dir`, one move in, naming an engine that is
/// not on this machine: continuing it asks for consent.
pub fn save_naming_an_engine(dir: &Path) {
    let mut g = Game::even().with_players(Players::new(
        Player::human("Me"),
        Player::engine("Friend", "/opt/engines/friend --level 3"),
    ));
    g.play(Move::from_usi("7g7f").unwrap()).unwrap();
    let slot = SaveDir::open(dir).unwrap().claim("from-a-friend").unwrap();
    slot.write(&record_of(&g, &GameInfo::default())).unwrap();
}

/// A save `name` of Alice against the bot, `moves` from the start, with a
/// fixed start date, so the load page shows the same date on every run;
/// resigned by the side to move when `resign`.
pub fn save_dated(dir: &Path, name: &str, moves: &[&str], resign: bool) {
    let players = Players::new(Player::human("Alice"), Player::bot("Bot", 3));
    let record = dated_record(players, moves, resign);
    let slot = SaveDir::open(dir).unwrap().claim(name).unwrap();
    slot.write(&record).unwrap();
}

/// The evaluation of `usi/opening_26.usi` after `ply` moves, made by
/// hand: even, until Black's move 5 gives 2000 away (??), White's move 10
/// gives it back (??), and White's move 14 gives 300 (?!: 50% down to
/// 38%); the position after 4 moves has a line (2f2e 8d8e).
pub fn opening_26_evaluation(ply: usize) -> Evaluation {
    let score = match ply {
        5..=9 => EvalScore::Cp(-2000),
        14.. => EvalScore::Cp(300),
        _ => EvalScore::Cp(0),
    };
    let pv = if ply == 4 {
        ["2f2e", "8d8e"]
            .iter()
            .map(|u| Move::from_usi(u).unwrap())
            .collect()
    } else {
        Vec::new()
    };
    Evaluation { score, pv }
}

/// Review of `usi/opening_26.usi` at move 4 in research (`r`), with three
/// lines handed to the page as the engine would hand them.
pub fn research_with_three_lines(a: &mut App) {
    keys(a, ":4\n");
    key(a, KeyCode::Char('r'));
    let search = a
        .review_screen()
        .and_then(|r| r.research().update.as_ref().map(|u| u.search))
        .unwrap_or(1);
    let line = |k: usize, cp: i32, usi: &[&str]| ResearchLine {
        multipv: k,
        depth: 9,
        score: EvalScore::Cp(cp),
        pv: usi.iter().map(|u| Move::from_usi(u).unwrap()).collect(),
    };
    let update = ResearchUpdate {
        search,
        lines: vec![
            line(1, 35, &["6g6f", "7a6b"]),
            line(2, 20, &["9g9f", "1c1d"]),
            line(3, -5, &["1g1f", "9c9d"]),
        ],
        nodes: 1_000_000,
        nps: 250_000,
    };
    if let Screen::Review(r) = &mut a.screen {
        r.page
            .on_news(News::Research(ResearchNews::Event(ResearchEvent::Lines(
                update,
            ))));
    }
}

/// Ticks `a` until it has no more work on its threads (a puzzle judged,
/// a mate searched), for up to `limit`.
pub fn tick_until_idle(a: &mut App, limit: Duration) {
    let until = Instant::now() + limit;
    while a.wants_ticks() && Instant::now() < until {
        std::thread::sleep(Duration::from_millis(5));
        a.on_event(AppEvent::Tick);
    }
}
