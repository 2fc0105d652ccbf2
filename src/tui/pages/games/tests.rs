//! The games list over a database of games written by hand: filters,
//! order, paging, the delete question, export read back.

use super::command::{ExportKind, FilterField, GamesCommand};
use super::*;
use crate::tui::action::Action;
use crate::tui::page::Component;
use shogi_db::{Access, Database, SortBy, Won};
use std::path::{Path, PathBuf};

/// A folder of the test's own, emptied first.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("games-page-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn csa(black: &str, white: &str, date: &str, moves: &[&str], end: &str) -> String {
    let mut text =
        format!("V2.2\nN+{black}\nN-{white}\n$START_TIME:{date}\n$EVENT:Club cup\nPI\n+\n");
    for m in moves {
        text.push_str(m);
        text.push('\n');
    }
    text.push_str(end);
    text.push('\n');
    text
}

/// Four games (Black–White, date, moves, result):
/// Hana–Sora 2022/05/01, 3 moves, Black won (White resigned);
/// Sora–Kai 2020/01/01, 2 moves, White won; KAITO–Hana 2021/03/03,
/// 4 moves, White won; Mio–Ren 2023/07/07, 1 move, interrupted.
fn four_games(dir: &Path) -> PathBuf {
    let records = dir.join("records");
    std::fs::create_dir_all(&records).unwrap();
    let games = [
        csa(
            "Hana",
            "Sora",
            "2022/05/01",
            &["+7776FU", "-3334FU", "+2726FU"],
            "%TORYO",
        ),
        csa(
            "Sora",
            "Kai",
            "2020/01/01",
            &["+7776FU", "-8384FU"],
            "%TORYO",
        ),
        csa(
            "KAITO",
            "Hana",
            "2021/03/03",
            &["+2726FU", "-3334FU", "+7776FU", "-8384FU"],
            "%TORYO",
        ),
        csa("Mio", "Ren", "2023/07/07", &["+5756FU"], "%CHUDAN"),
    ];
    for (i, text) in games.iter().enumerate() {
        std::fs::write(records.join(format!("{i}.csa")), text).unwrap();
    }
    let path = dir.join("games.sqlite");
    let mut db = Database::open(&path, Access::Write).unwrap();
    let summary = db.import(&[records], &mut |_| {}).unwrap();
    assert_eq!(summary.imported, 4, "{:?}", summary.refusals);
    path
}

fn session(db: &Path) -> GamesSession {
    let mut s = GamesSession::new(GamesPage::new(db.to_path_buf()));
    s.finish_work();
    s
}

/// The update the app would make, then the session's work carried out.
fn act(s: &mut GamesSession, action: Action) -> Flow {
    let flow = s.page.update(&action);
    s.settle();
    s.finish_work();
    flow
}

fn command(c: GamesCommand) -> Action {
    Action::page(c)
}

fn type_line(s: &mut GamesSession, text: &str) {
    s.page.update(&Action::PromptClear);
    for c in text.chars() {
        s.page.update(&Action::PromptChar(c));
    }
    act(s, Action::Activate);
}

fn blacks(s: &GamesSession) -> Vec<&str> {
    s.page.rows.iter().map(|g| g.black.as_str()).collect()
}

#[test]
fn the_list_opens_newest_first_and_counts_every_game() {
    let dir = scratch("newest");
    let s = session(&four_games(&dir));
    assert_eq!(s.page.count, Some(4));
    assert_eq!(blacks(&s), ["Mio", "Hana", "KAITO", "Sora"]);
    assert_eq!(s.page.selected_game().map(|g| g.plies), Some(1));
}

#[test]
fn filters_by_part_of_a_name_event_dates_and_result_and_clear() {
    let dir = scratch("filters");
    let mut s = session(&four_games(&dir));
    act(&mut s, command(GamesCommand::Filter(FilterField::Player)));
    type_line(&mut s, "kai");
    assert!(s.page.layer.is_none(), "{:?}", s.page.message);
    assert_eq!(s.page.count, Some(2));
    assert_eq!(blacks(&s), ["KAITO", "Sora"]);
    // Dates: from 2021 takes KAITO's game (2021-03-03), not Sora's.
    act(&mut s, command(GamesCommand::Filter(FilterField::From)));
    type_line(&mut s, "2021");
    assert_eq!(blacks(&s), ["KAITO"]);
    assert_eq!(s.page.filter.from.as_deref(), Some("2021"));
    // A date that is none is refused at the prompt, which stays open.
    act(&mut s, command(GamesCommand::Filter(FilterField::To)));
    type_line(&mut s, "2021-13");
    assert!(s.page.layer.is_some());
    assert!(matches!(&s.page.message, Some(Message::Refusal(m)) if m.contains("2021-13")));
    s.page.update(&Action::Cancel);
    act(&mut s, command(GamesCommand::ClearFilters));
    assert_eq!(s.page.count, Some(4));
    // Result: Black won, then White won.
    act(&mut s, command(GamesCommand::Result));
    assert_eq!(s.page.filter.result, Some(Won::Black));
    assert_eq!(blacks(&s), ["Hana"]);
    act(&mut s, command(GamesCommand::Result));
    assert_eq!(blacks(&s), ["KAITO", "Sora"]);
    act(&mut s, command(GamesCommand::ClearFilters));
    act(&mut s, command(GamesCommand::Filter(FilterField::Event)));
    type_line(&mut s, "Club");
    assert_eq!(s.page.count, Some(4));
    act(&mut s, command(GamesCommand::Filter(FilterField::Event)));
    type_line(&mut s, "Meijin");
    assert_eq!(s.page.count, Some(0));
}

#[test]
fn each_sort_both_ways() {
    let dir = scratch("sort");
    let mut s = session(&four_games(&dir));
    act(&mut s, command(GamesCommand::Sort));
    assert_eq!(s.page.sort.by, SortBy::Players);
    assert_eq!(blacks(&s), ["Hana", "KAITO", "Mio", "Sora"]);
    act(&mut s, command(GamesCommand::Reverse));
    assert_eq!(blacks(&s), ["Sora", "Mio", "KAITO", "Hana"]);
    act(&mut s, command(GamesCommand::Sort));
    assert_eq!(s.page.sort.by, SortBy::Plies);
    assert_eq!(blacks(&s), ["KAITO", "Hana", "Sora", "Mio"]);
    act(&mut s, command(GamesCommand::Sort));
    assert_eq!(s.page.sort.by, SortBy::Id);
    assert_eq!(blacks(&s), ["Hana", "Sora", "KAITO", "Mio"]);
}

#[test]
fn a_large_list_is_read_a_window_at_a_time() {
    let dir = scratch("paging");
    let records = dir.join("records");
    std::fs::create_dir_all(&records).unwrap();
    // 250 games told apart by Black's name; dates in the order written.
    for i in 0..250 {
        let date = format!("2020/{:02}/{:02}", 1 + i / 28, 1 + i % 28);
        let text = csa(&format!("P{i:03}"), "Sora", &date, &["+7776FU"], "%TORYO");
        std::fs::write(records.join(format!("{i}.csa")), text).unwrap();
    }
    let db = dir.join("games.sqlite");
    Database::open(&db, Access::Write)
        .unwrap()
        .import(&[records], &mut |_| {})
        .unwrap();
    let mut s = session(&db);
    assert_eq!(s.page.count, Some(250));
    assert_eq!(s.page.rows.len(), WINDOW as usize, "never the whole list");
    act(&mut s, Action::Last);
    assert_eq!(s.page.selected, 249);
    assert_eq!(
        s.page.selected_game().map(|g| g.black.as_str()),
        Some("P000")
    );
    assert!(s.page.rows.len() <= WINDOW as usize);
    act(&mut s, Action::First);
    assert_eq!(
        s.page.selected_game().map(|g| g.black.as_str()),
        Some("P249")
    );
    s.page.shown_rows.set(20);
    for _ in 0..7 {
        act(&mut s, command(GamesCommand::PageDown));
    }
    assert_eq!(s.page.selected, 140);
    assert_eq!(
        s.page.selected_game().map(|g| g.black.as_str()),
        Some("P109")
    );
}

#[test]
fn delete_asks_first_and_no_keeps_the_games() {
    let dir = scratch("delete");
    let db = four_games(&dir);
    let mut s = session(&db);
    // Mark Mio's and Hana's games (the first two, newest first).
    act(&mut s, command(GamesCommand::Mark));
    act(&mut s, command(GamesCommand::Mark));
    assert_eq!(s.page.marked.len(), 2);
    act(&mut s, command(GamesCommand::Delete));
    assert!(matches!(
        &s.page.layer,
        Some(crate::tui::overlay::Layer::Ask(GamesQuestion::Delete(ids))) if ids.len() == 2
    ));
    act(&mut s, Action::Answer(false));
    assert!(s.page.layer.is_none());
    assert_eq!(s.page.count, Some(4));
    act(&mut s, command(GamesCommand::Delete));
    act(&mut s, Action::Answer(true));
    assert_eq!(s.page.count, Some(2));
    assert_eq!(blacks(&s), ["KAITO", "Sora"]);
    assert!(s.page.marked.is_empty());
    let left = Database::open(&db, Access::Read).unwrap();
    assert_eq!(left.search(&shogi_db::Search::default()).unwrap().count, 2);
}

/// The moves and players of every game of `path` (a database).
fn games_in(path: &Path) -> Vec<(String, String, Vec<String>)> {
    let db = Database::open(path, Access::Read).unwrap();
    let found = db
        .search(&shogi_db::Search {
            limit: 100,
            ..shogi_db::Search::default()
        })
        .unwrap();
    let mut games: Vec<_> = found
        .games
        .iter()
        .map(|hit| {
            let game = db.stored_game(hit.id).unwrap().unwrap();
            let moves = game.record.moves.iter().map(|m| m.mv.to_usi()).collect();
            (hit.black.clone(), hit.white.clone(), moves)
        })
        .collect();
    games.sort();
    games
}

#[test]
fn exports_read_back_as_the_same_games() {
    let dir = scratch("export");
    let db = four_games(&dir);
    let mut s = session(&db);
    for _ in 0..4 {
        act(&mut s, command(GamesCommand::Mark));
    }
    // One CSA file of all four.
    let one = dir.join("out").join("all.csa");
    std::fs::create_dir_all(one.parent().unwrap()).unwrap();
    act(&mut s, command(GamesCommand::Export(ExportKind::Csa)));
    type_line(&mut s, one.to_str().unwrap());
    assert!(
        matches!(&s.page.message, Some(Message::Info(m)) if m.contains('4')),
        "{:?}",
        s.page.message
    );
    let text = std::fs::read_to_string(&one).unwrap();
    assert_eq!(text.lines().filter(|l| *l == "/").count(), 3);
    // KIF files, one a game, into a new folder.
    let folder = dir.join("kif");
    act(&mut s, command(GamesCommand::Export(ExportKind::Kif)));
    type_line(&mut s, folder.to_str().unwrap());
    assert_eq!(std::fs::read_dir(&folder).unwrap().count(), 4);
    // Both read back, by the importer, as the very games exported.
    let original = games_in(&db);
    for (name, from) in [("one.sqlite", one.clone()), ("kif.sqlite", folder.clone())] {
        let again = dir.join(name);
        let mut copy = Database::open(&again, Access::Write).unwrap();
        let summary = copy.import(&[from], &mut |_| {}).unwrap();
        assert_eq!(summary.imported, 4, "{:?}", summary.refusals);
        assert_eq!(games_in(&again), original, "{name}");
    }
    // The result comes back where the record can say it: Hana beat Sora
    // by White's resignation.
    let kif = crate::kifu::read_record(&folder.join("game-1.kif")).unwrap();
    assert_eq!(kif.end.map(|e| e.word), Some(crate::kifu::EndWord::Resign));
    // Nothing is written over: the same export again refuses each file.
    act(&mut s, command(GamesCommand::Export(ExportKind::Csa)));
    type_line(&mut s, one.to_str().unwrap());
    assert!(
        matches!(&s.page.message, Some(Message::Refusal(_))),
        "{:?}",
        s.page.message
    );
    assert_eq!(std::fs::read_to_string(&one).unwrap(), text);
}

#[cfg(unix)]
#[test]
fn an_export_never_writes_through_a_device_or_a_pipe() {
    let dir = scratch("devices");
    let db = four_games(&dir);
    let mut s = session(&db);
    let fifo = dir.join("pipe.csa");
    let made = std::process::Command::new("mkfifo").arg(&fifo).status();
    assert!(made.is_ok_and(|st| st.success()));
    let link = dir.join("null.csa");
    std::os::unix::fs::symlink("/dev/null", &link).unwrap();
    for target in [&fifo, &link] {
        act(&mut s, command(GamesCommand::Export(ExportKind::Csa)));
        type_line(&mut s, target.to_str().unwrap());
        assert!(
            matches!(&s.page.message, Some(Message::Refusal(_))),
            "{:?}",
            s.page.message
        );
    }
    // A KIF export to a record's name is refused at the prompt.
    act(&mut s, command(GamesCommand::Export(ExportKind::Kif)));
    type_line(&mut s, "games.kif");
    assert!(s.page.layer.is_some());
}

#[test]
fn no_database_yet_says_how_to_import() {
    let dir = scratch("missing");
    let s = session(&dir.join("games.sqlite"));
    assert_eq!(s.page.count, Some(0));
    assert!(s.page.problem.is_some());
    let lines = crate::tui::snapshot::buffer_lines(&render(&s.page));
    assert!(
        lines.iter().any(|l| l.contains("shogi-tui db import")),
        "{lines:#?}"
    );
}

fn render(page: &GamesPage) -> ratatui::buffer::Buffer {
    let area = Rect::new(0, 0, 100, 24);
    let mut buf = ratatui::buffer::Buffer::empty(area);
    let prefs = crate::tui::display_prefs::Prefs::new(
        crate::tui::theme::Theme::plain(),
        crate::tui::glyphs::Glyphs::western(),
        false,
    );
    page.render(&prefs, area, &mut buf);
    buf
}

#[test]
fn names_that_move_the_cursor_or_turn_the_line_are_shown_escaped() {
    let dir = scratch("hostile");
    let mut page = GamesPage::new(dir.join("games.sqlite"));
    // As a database written by another program may hold them.
    let name = "Ha\u{202e}na\u{1b}[2J";
    page.count = Some(1);
    page.rows = vec![shogi_db::Hit {
        id: 1,
        black: name.to_string(),
        white: "Sora".to_string(),
        date: None,
        event: Some("\u{2067}cup\u{7}".to_string()),
        result: None,
        plies: 1,
        ply: None,
        source: String::new(),
    }];
    let lines = crate::tui::snapshot::buffer_lines(&render(&page));
    let shown = lines.iter().find(|l| l.contains("Ha")).unwrap();
    for c in ['\u{202e}', '\u{1b}', '\u{2067}', '\u{7}'] {
        assert!(!shown.contains(c), "{c:?} in {shown:?}");
    }
    assert!(shown.contains("Sora"), "{shown:?}");
}

#[test]
fn dates_are_read_as_a_year_a_month_or_a_day() {
    assert_eq!(date_filter("2024").unwrap(), "2024");
    assert_eq!(date_filter("2024/3").unwrap(), "2024-03");
    assert_eq!(date_filter("2024-03-05").unwrap(), "2024-03-05");
    for bad in [
        "24",
        "2024-13",
        "2024-02-32",
        "2024-1-1-1",
        "２０２４",
        "2024--1",
        "x",
    ] {
        assert!(date_filter(bad).is_err(), "{bad}");
    }
}

#[test]
fn a_tiny_terminal_draws_without_a_panic() {
    let dir = scratch("tiny");
    let s = session(&four_games(&dir));
    let prefs = crate::tui::display_prefs::Prefs::new(
        crate::tui::theme::Theme::plain(),
        crate::tui::glyphs::Glyphs::western(),
        false,
    );
    for (w, h) in [(1, 1), (19, 30), (80, 6), (80, 7), (20, 8)] {
        let area = Rect::new(0, 0, w, h);
        let mut buf = ratatui::buffer::Buffer::empty(area);
        s.page.render(&prefs, area, &mut buf);
    }
}
