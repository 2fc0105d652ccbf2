//! Scenes shared by the English and the Japanese snapshots (and by the
//! tests that look at the same screens): each is set up once here, so
//! both languages show the same thing. The snapshot macros stay in the
//! test files, as insta names a snapshot after the module that takes it.

use crate::common::dated_record;
use crate::tui_support::*;
use ratatui::crossterm::event::KeyCode;
use ratatui::crossterm::event::{Event, KeyEvent, KeyModifiers};
use shogi_tui::analysis::AnalysisEvent;
use shogi_tui::analysis::{ResearchEvent, ResearchLine, ResearchUpdate};
use shogi_tui::game::{Game, Player, Players, RuleSet};
use shogi_tui::kifu::evaluation::{EvalScore, Evaluation};
use shogi_tui::kifu::{GameInfo, SaveDir, record_of};
use shogi_tui::shogi::Move;
use shogi_tui::tui::app::App;
use shogi_tui::tui::events::AppEvent;
use shogi_tui::tui::hint::{HintAbout, HintNews, Suggestion};
use shogi_tui::tui::pages::game::GameSession;
use shogi_tui::tui::pages::quiz::QuizSession;
use shogi_tui::tui::pages::review::ReviewScreen;
use shogi_tui::tui::pages::review::ReviewSession;
use shogi_tui::tui::pages::review::research::ResearchNews;
use std::fs;
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
    keys(a, "floodgate-300");
    key(a, KeyCode::Tab);
    keys(a, "trip");
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
    Evaluation {
        score,
        pv,
        line_only: false,
    }
}

/// Review of `usi/opening_26.usi` at move 4 in research (`r`), with three
/// lines handed to the page as the engine would hand them.
pub fn research_with_three_lines(a: &mut App) {
    research_lines_at_move_4(
        a,
        &[
            (35, &["6g6f", "7a6b"]),
            (20, &["9g9f", "1c1d"]),
            (-5, &["1g1f", "9c9d"]),
        ],
    );
}

/// Review of `usi/opening_26.usi` at move 4 in research, with three
/// lines of eight to ten moves: more than 80×24 has rows for, so a
/// larger screen shows more of each.
pub fn research_with_long_lines_at_move_4(a: &mut App) {
    research_lines_at_move_4(
        a,
        &[
            (
                35,
                &[
                    "6g6f", "7a6b", "5g5f", "5c5d", "3i4h", "3a4b", "4i5h", "4a3b", "5i6h", "5a4a",
                ],
            ),
            (
                20,
                &[
                    "2f2e", "2b3c", "7i6h", "8d8e", "8h7g", "4a3b", "3i4h", "7a7b",
                ],
            ),
            (
                -5,
                &[
                    "9g9f", "9c9d", "1g1f", "1c1d", "6g6f", "7a6b", "5g5f", "5c5d",
                ],
            ),
        ],
    );
}

/// Review at move 4 in research (`r`), with `lines` (score, moves) handed
/// to the page as the engine would hand them.
fn research_lines_at_move_4(a: &mut App, lines: &[(i32, &[&str])]) {
    keys(a, ":4\n");
    key(a, KeyCode::Char('r'));
    let search = a
        .review_screen()
        .and_then(|r| r.research().update.as_ref().map(|u| u.search))
        .unwrap_or(1);
    let update = ResearchUpdate {
        search,
        lines: lines
            .iter()
            .enumerate()
            .map(|(k, (cp, usi))| ResearchLine {
                multipv: k + 1,
                depth: 9,
                score: EvalScore::Cp(*cp),
                pv: usi.iter().map(|u| Move::from_usi(u).unwrap()).collect(),
                line_only: false,
            })
            .collect(),
        nodes: 1_000_000,
        nps: 250_000,
    };
    if let Some(r) = a.top_mut::<ReviewSession>() {
        r.page
            .on_research_news(ResearchNews::Event(ResearchEvent::Lines(update)));
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

/// The review page of `a`, which must be up.
pub fn review_page(a: &mut App) -> &mut ReviewScreen {
    match a.top_mut::<ReviewSession>() {
        Some(r) => r,
        _ => panic!("review mode is not up"),
    }
}

/// A scene's name and the app showing it, for the test to snapshot.
pub type Scenes<'a> = &'a mut dyn FnMut(&str, &App);

/// The game page, two people playing: the start, a move typed in the
/// prompt, the capture played, the help, the tally, the resign question
/// and the board looking back two moves.
pub fn game_page_scenes(scene: Scenes) {
    let mut a = app(None, RuleSet::Declare27);
    scene("game_start", &a);
    keys(&mut a, ":7g7f\n:3c3d\n:8h2b");
    scene("game_prompt", &a);
    keys(&mut a, "+\n");
    scene("game_after_a_capture", &a);
    keys(&mut a, "?");
    scene("game_help", &a);
    keys(&mut a, "?i");
    scene("game_tally", &a);
    keys(&mut a, "iR");
    scene("game_resign_question", &a);
    keys(&mut a, "n[[");
    scene("game_looking_back", &a);
}

/// The review of `kif/even_branches.kifu` in `dir`: the start, move 3
/// (its variations listed), the help there, and the form to play on
/// from it.
pub fn review_page_scenes(dir: &Path, scene: Scenes) {
    let mut a = review_app(&data("kif/even_branches.kifu"), dir);
    scene("review_start", &a);
    keys(&mut a, "lll");
    scene("review_move_3", &a);
    keys(&mut a, "?");
    scene("review_help", &a);
    keys(&mut a, "?p");
    scene("review_play_from_form", &a);
}

/// The review of `kif/timed_review.kifu` (10 min + 30 s byoyomi) in
/// `dir` at move 2, where Black has spent 5 s and White 12 s.
pub fn review_timed_at_move_2(dir: &Path) -> App {
    let mut a = review_app(&data("kif/timed_review.kifu"), dir);
    keys(&mut a, "ll");
    a
}

/// Three moves; move 1 has a person's line and a floodgate evaluation
/// (`** 30 …` in KIF: "* 30 …" once read), move 2 a variation of two
/// moves.
pub const STUDY: &str = "\
手合割：平手
先手：先手さん
後手：後手さん
*序盤の研究
手数----指手---------消費時間--
   1 ７六歩(77)
*最初の手
** 30 -3334FU
   2 ３四歩(33)+
   3 ２六歩(27)

変化：2手
   2 ８四歩(83)
   3 ２六歩(27)
";

/// A .kif file is Shift_JIS.
pub fn encoded(text: &str) -> Vec<u8> {
    encoding_rs::SHIFT_JIS.encode(text).0.into_owned()
}

pub fn ctrl(a: &mut App, c: char) {
    a.on_event(AppEvent::Input(Event::Key(KeyEvent::new(
        KeyCode::Char(c),
        KeyModifiers::CONTROL,
    ))));
}

/// `STUDY` reviewed in `dir`: the comment editor on move 1 with a line
/// long enough to wrap at 80 columns and a second one (a combining mark
/// in it), then, kept, the header form.
pub fn notes_scenes(dir: &Path, scene: Scenes) {
    let path = dir.join("snap.kif");
    fs::write(&path, encoded(STUDY)).unwrap();
    let mut a = review_app(&path, dir);
    keys(&mut a, "lC");
    keys(
        &mut a,
        "\n角道を開けて、次に△３四歩なら角交換を含みにした駒組みになる。\nか\u{3099}",
    );
    key(&mut a, KeyCode::Left);
    scene("review_comment_editor", &a);
    ctrl(&mut a, 's');
    keys(&mut a, "H");
    scene("review_header_form", &a);
}

/// White's rook on 5e stands unguarded in front of Black's rook on 5h:
/// taking it wins a rook and gives check.
pub const FREE_ROOK: &str = "4k4/9/9/9/4r4/9/9/4R4/4K4 b - 1";

/// Only a safety net: a broken build fails instead of hanging.
const PATIENCE: Duration = Duration::from_secs(20);

/// Ticks the app as the event loop would until the hint is found.
pub fn tick_until_hint(a: &mut App) -> Suggestion {
    let start = Instant::now();
    loop {
        a.on_event(AppEvent::Tick);
        if let Some(s) = game(a).shown_hint() {
            return s;
        }
        assert!(
            a.wants_ticks(),
            "the loop must tick while the hint is looked for"
        );
        assert!(
            start.elapsed() < PATIENCE,
            "no hint came; screen:\n{}",
            screen_text(a)
        );
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// `FREE_ROOK` with the hint (take the rook) shown.
pub fn game_with_a_hint() -> App {
    let mut a = app(Some(FREE_ROOK), RuleSet::default());
    keys(&mut a, "H");
    let found = tick_until_hint(&mut a);
    // The search's score depends on how far it got in its time: the
    // picture gets a fixed one (the engine sees a long mate here).
    let Some(g) = a.top_mut::<GameSession>() else {
        panic!("a game is on screen")
    };
    let about = HintAbout::of(&g.game);
    let eval = Evaluation {
        score: EvalScore::Mate(11),
        pv: Vec::new(),
        line_only: false,
    };
    g.on_hint(about, HintNews::Found(found, eval));
    a
}

/// `opening_26_evaluation`, with the engine's move 8d8e before White's
/// move 10 (3a4b, which throws the win of 2000 away): one ?? move that
/// threw a clear win away, for the next-move quiz.
fn opening_26_quiz_evaluation(ply: usize) -> Evaluation {
    let mut e = opening_26_evaluation(ply);
    if ply == 9 {
        e.pv = vec![Move::from_usi("8d8e").unwrap()];
    }
    e
}

/// The next-move quiz (次の一手) on `usi/opening_26.usi` reviewed in
/// `dir` and analysed: its question, and the engine's move shown (`s`).
pub fn quiz_scenes(dir: &Path, scene: Scenes) {
    let mut a = review_app(&data("usi/opening_26.usi"), dir);
    let t0 = Instant::now();
    review_page(&mut a).analysis_started(27, t0);
    for ply in 0..=26 {
        let eval = Some(opening_26_quiz_evaluation(ply));
        let event = AnalysisEvent::Evaluated { ply, eval };
        review_page(&mut a).on_analysis_event(event, t0 + Duration::from_secs(3));
    }
    review_page(&mut a).analysis_stopped();
    keys(&mut a, "Q");
    assert!(a.top::<QuizSession>().is_some(), "{}", screen_text(&a));
    scene("quiz_question", &a);
    keys(&mut a, "s");
    scene("quiz_engine_move", &a);
}
