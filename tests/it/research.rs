//! Research mode (検討): the live engine on its own (the built-in one and
//! a USI script), then in review through keys, and in the real program
//! inside tmux.

use crate::tmux_support::*;
use crate::tui_support::*;
use ratatui::crossterm::event::KeyCode;
use shogi_tui::analysis::{AnalysisSettings, Research, ResearchEvent, ResearchUpdate};
use shogi_tui::game::PlayerKind;
use shogi_tui::kifu::evaluation::EvalScore;
use shogi_tui::shogi::{Move, Position};
use shogi_tui::tui::app::App;
use shogi_tui::tui::events::AppEvent;
use shogi_tui::tui::pages::review::ReviewSession;
use shogi_tui::usi::Timeouts;
use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::sync::mpsc::channel;
use std::thread::sleep;
use std::time::{Duration, Instant};

fn mv(usi: &str) -> Move {
    Move::from_usi(usi).unwrap()
}

/// Quick to quit; the handshake and `readyok` get the time a loaded
/// machine (a test run beside a build) can take to start a shell script:
/// a limit only a failure waits for.
fn quick_timeouts() -> Timeouts {
    Timeouts {
        handshake: Duration::from_secs(20),
        ready: Duration::from_secs(20),
        grace: Duration::from_millis(500),
        untimed: Duration::from_secs(5),
        quit: Duration::from_millis(300),
    }
}

/// The research USI script, writing its process id to `pid_file`.
fn script(pid_file: &Path) -> AnalysisSettings {
    AnalysisSettings {
        engine: PlayerKind::Engine {
            command: format!(
                "sh '{}/tests/research_usi_engine.sh' '{}'",
                env!("CARGO_MANIFEST_DIR"),
                pid_file.display()
            ),
        },
        timeouts: quick_timeouts(),
        ..AnalysisSettings::default()
    }
}

/// The first picture, polled for up to `limit`, that `ok` accepts.
fn wait_lines(
    r: &mut Research,
    limit: Duration,
    ok: impl Fn(&ResearchUpdate) -> bool,
) -> ResearchUpdate {
    let until = Instant::now() + limit;
    let mut last = None;
    while Instant::now() < until {
        for e in r.poll(Instant::now()) {
            match e {
                ResearchEvent::Lines(u) if ok(&u) => return u,
                ResearchEvent::Lines(u) => last = Some(u),
                ResearchEvent::Failed(why) => panic!("research failed: {why}"),
                ResearchEvent::Engine(_) => {}
            }
        }
        sleep(Duration::from_millis(20));
    }
    panic!("no such picture within {limit:?}; the last: {last:?}");
}

fn first_moves(u: &ResearchUpdate) -> Vec<Move> {
    u.lines
        .iter()
        .filter_map(|l| l.pv.first().copied())
        .collect()
}

fn distinct(moves: &[Move]) -> bool {
    moves.iter().collect::<HashSet<_>>().len() == moves.len()
}

/// Whether process `pid` still runs (a zombie has ended).
fn running(pid: &str) -> bool {
    std::fs::read_to_string(format!("/proc/{pid}/stat")).is_ok_and(|s| {
        !s.rsplit(')')
            .next()
            .unwrap_or("")
            .trim_start()
            .starts_with('Z')
    })
}

fn pid_file(name: &str) -> PathBuf {
    std::env::temp_dir().join(format!("research-{name}-{}.pid", std::process::id()))
}

fn read_pid(path: &Path) -> String {
    let until = Instant::now() + Duration::from_secs(20);
    loop {
        if let Ok(pid) = std::fs::read_to_string(path)
            && !pid.trim().is_empty()
        {
            return pid.trim().to_string();
        }
        assert!(Instant::now() < until, "the engine never started");
        sleep(Duration::from_millis(20));
    }
}

fn wait_gone(pid: &str) {
    let until = Instant::now() + Duration::from_secs(20);
    while running(pid) {
        assert!(
            Instant::now() < until,
            "engine process {pid} is left behind"
        );
        sleep(Duration::from_millis(20));
    }
}

#[test]
fn the_built_in_engine_gives_three_lines_with_distinct_first_moves() {
    let mut r = Research::start(&AnalysisSettings::default(), 3);
    let search = r.set_position(&Position::startpos(), &[]);
    let u = wait_lines(&mut r, Duration::from_secs(10), |u| u.lines.len() == 3);
    assert_eq!(Some(u.search), search);
    let firsts = first_moves(&u);
    assert!(distinct(&firsts), "{firsts:?}");
    let start = Position::startpos();
    assert!(firsts.iter().all(|&m| start.check_move(m).is_ok()));
    assert_eq!(
        u.lines.iter().map(|l| l.multipv).collect::<Vec<_>>(),
        [1, 2, 3]
    );
}

#[test]
fn after_set_position_only_the_new_positions_lines_arrive() {
    let mut r = Research::start(&AnalysisSettings::default(), 2);
    let old = r.set_position(&Position::startpos(), &[]);
    wait_lines(&mut r, Duration::from_secs(10), |_| true);
    // White to move now: every line starts with a White move, legal here.
    let new = r.set_position(&Position::startpos(), &[mv("7g7f")]);
    assert_ne!(old, new);
    let mut after = Position::startpos();
    after.do_move(mv("7g7f"));
    let until = Instant::now() + Duration::from_secs(2);
    let mut seen = 0;
    while Instant::now() < until {
        for e in r.poll(Instant::now()) {
            if let ResearchEvent::Lines(u) = e {
                assert_eq!(Some(u.search), new);
                for l in &u.lines {
                    assert!(after.check_move(l.pv[0]).is_ok(), "{:?}", l.pv);
                }
                seen += 1;
            }
        }
        sleep(Duration::from_millis(20));
    }
    assert!(seen > 0, "the new position was thought about");
    // Pictures came at most four times a second (and one at once).
    assert!(seen <= 10, "{seen} pictures in 2 s");
}

#[test]
fn dropping_research_stops_its_endless_search() {
    let mut r = Research::start(&AnalysisSettings::default(), 1);
    r.set_position(&Position::startpos(), &[]);
    wait_lines(&mut r, Duration::from_secs(10), |_| true);
    // The search has no end of its own: the drop must stop it and join
    // its thread, or this never finishes.
    let (done, dropped) = channel();
    std::thread::spawn(move || {
        drop(r);
        let _ = done.send(());
    });
    assert!(
        dropped.recv_timeout(Duration::from_secs(3)).is_ok(),
        "dropping research did not stop the search"
    );
}

#[test]
fn a_usi_engine_gives_its_multipv_lines_follows_positions_and_quits() {
    let pids = pid_file("usi");
    let mut r = Research::start(&script(&pids), 3);
    let first = r.set_position(&Position::startpos(), &[]);
    let u = wait_lines(&mut r, Duration::from_secs(5), |u| u.lines.len() == 3);
    assert_eq!(Some(u.search), first);
    assert_eq!(first_moves(&u), [mv("9g9f"), mv("1g1f"), mv("5g5f")]);
    // Scores from Black's view: Black to move, so as the engine said.
    assert_eq!(u.lines[0].score, EvalScore::Cp(40));
    assert_eq!(r.engine_name(), Some("Research Fake"));
    // White to move: the engine's +40 is White's, -40 from Black's view.
    let second = r.set_position(&Position::startpos(), &[mv("7g7f")]);
    let u = wait_lines(&mut r, Duration::from_secs(5), |u| u.lines.len() == 3);
    assert_eq!(Some(u.search), second);
    assert_eq!(first_moves(&u), [mv("9c9d"), mv("1c1d"), mv("5c5d")]);
    assert_eq!(u.lines[0].score, EvalScore::Cp(-40));
    // Five lines: `setoption name MultiPV value 5`, then the same position.
    r.set_lines(5);
    let u = wait_lines(&mut r, Duration::from_secs(5), |u| u.lines.len() == 5);
    assert_eq!(first_moves(&u)[4], mv("6c6d"));
    let pid = read_pid(&pids);
    assert!(running(&pid));
    drop(r);
    wait_gone(&pid);
    let _ = std::fs::remove_file(&pids);
}

/// Review of a short record with the research script as the engine.
fn review_with_script(name: &str, pids: &Path) -> (App, PathBuf) {
    let dir = scratch_dir(name);
    let mut a = review_app(&data("usi/opening_26.usi"), &dir);
    if let Some(r) = a.top_mut::<ReviewSession>() {
        r.set_analysis_settings(script(pids));
    }
    (a, dir)
}

/// Ticks the app until research shows `n` lines, or panics (after a
/// time only a failure waits for).
fn tick_until_lines(a: &mut App, n: usize) {
    let until = Instant::now() + Duration::from_secs(30);
    loop {
        a.on_event(AppEvent::Tick);
        let shown = a
            .review_screen()
            .and_then(|r| r.research().update.as_ref())
            .map_or(0, |u| u.lines.len());
        if shown == n {
            return;
        }
        assert!(Instant::now() < until, "research never showed {n} lines");
        sleep(Duration::from_millis(30));
    }
}

#[test]
fn review_keys_drive_research_and_leaving_ends_the_engine() {
    let pids = pid_file("review");
    let (mut a, dir) = review_with_script("research-keys", &pids);
    keys(&mut a, ":4\n");
    key(&mut a, KeyCode::Char('r'));
    tick_until_lines(&mut a, 3);
    let text = screen_text(&a);
    assert!(text.contains("検討 Research"), "{text}");
    assert!(text.contains("Research Fake"), "{text}");
    // `o` with no line chosen keeps line 1 (9g9f, not the record's move
    // 5, 6g6f) as a variation; the board stays, and so do the lines.
    key(&mut a, KeyCode::Char('o'));
    let r = a.review_screen().expect("review");
    assert_eq!(r.ply, 4, "the board stays");
    let kept = r.line().expect("a variation is shown");
    let v = &r.loaded.record.variations[kept];
    assert_eq!((v.parent, v.ply, v.moves[0].mv), (None, 5, mv("9g9f")));
    assert!(r.research().update.is_some(), "the same position");
    // `2`: line 2's first move (1g1f) becomes a variation beside it,
    // shown one move on; research follows the board.
    key(&mut a, KeyCode::Char('2'));
    let r = a.review_screen().expect("review");
    assert_eq!(r.ply, 5);
    let kept = r.line().expect("a variation is shown");
    let v = &r.loaded.record.variations[kept];
    assert_eq!((v.parent, v.ply, v.moves.len()), (None, 5, 1));
    assert_eq!(v.moves[0].mv, mv("1g1f"));
    assert!(r.research().update.is_none(), "the old lines are gone");
    tick_until_lines(&mut a, 3);
    let u = a.review_screen().and_then(|r| r.research().update.clone());
    let firsts = u.map(|u| first_moves(&u)).unwrap_or_default();
    assert_eq!(firsts, [mv("9c9d"), mv("1c1d"), mv("5c5d")]);
    // `]` asks for four lines.
    key(&mut a, KeyCode::Char(']'));
    tick_until_lines(&mut a, 4);
    // Esc stops research; r starts it again; leaving review ends it.
    key(&mut a, KeyCode::Esc);
    assert!(!a.review_screen().expect("review").research().on);
    key(&mut a, KeyCode::Char('r'));
    tick_until_lines(&mut a, 4);
    let pid = read_pid(&pids);
    drop(a);
    wait_gone(&pid);
    let _ = std::fs::remove_file(&pids);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn research_shows_three_lines_in_review_and_follows_a_step() {
    require_tmux!();
    let file = data("usi/opening_26.usi");
    let t = Tmux::start(&["review", &file.display().to_string()]);
    t.wait_text("move 0/26");
    t.keys(&["r"]);
    let started = Instant::now();
    // The moves row under each `K. score  dN` head, as the pane shows
    // them: the text between the last two borders of the row.
    let lines_of = |screen: &str| -> Vec<String> {
        let pane = |row: &str| row.rsplit('│').nth(1).unwrap_or("").trim().to_string();
        let rows: Vec<String> = screen.lines().map(pane).collect();
        (1..=3)
            .filter_map(|k| {
                let head = format!("{k}. ");
                let i = rows
                    .iter()
                    .position(|r| r.starts_with(&head) && r.contains(" d"))?;
                rows.get(i + 1).filter(|m| !m.is_empty()).cloned()
            })
            .collect()
    };
    let screen = t.wait_for("three research lines", |s| lines_of(s).len() == 3);
    assert!(
        started.elapsed() < Duration::from_secs(3),
        "took {:?}",
        started.elapsed()
    );
    let before = lines_of(&screen);
    let firsts: HashSet<String> = before
        .iter()
        .map(|l| l.split_whitespace().next().unwrap_or("").to_string())
        .collect();
    assert_eq!(firsts.len(), 3, "{before:?}\n{screen}");
    t.keys(&["Right"]);
    let screen = t.wait_for("the lines of move 1", |s| {
        s.contains("move 1/26") && lines_of(s).len() == 3 && lines_of(s) != before
    });
    // White to move: every line now starts with a White move (☖ or △).
    let after = lines_of(&screen);
    assert!(
        after
            .iter()
            .all(|l| l.starts_with('△') || l.starts_with('☖')),
        "{after:?}"
    );
    t.keys(&["q"]);
    t.wait_exit("the program to exit");
}

#[test]
fn an_80_by_24_screen_shows_the_board_the_moves_and_three_lines() {
    let dir = scratch_dir("research-80x24");
    let mut a = review_app(&data("usi/opening_26.usi"), &dir);
    crate::snapshot_support::research_with_three_lines(&mut a);
    let rows = screen(&a, 80, 24);
    let text = rows.join("\n");
    // The board, the move list with the move shown, and the three lines
    // (the score, depth and first move of each), in the pane's 17 columns.
    assert!(text.contains("v香 v桂"), "{text}");
    assert!(text.contains("4 △３四歩"), "{text}");
    for want in [
        "1 +35 d9",
        "2 +20 d9",
        "3 -5 d9",
        "６六歩",
        "９六歩",
        "１六歩",
    ] {
        assert!(text.contains(want), "no {want}:\n{text}");
    }
    assert!(text.contains("250k nps"), "{text}");
    let _ = std::fs::remove_dir_all(&dir);
}
