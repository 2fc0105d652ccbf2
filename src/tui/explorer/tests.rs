//! The explorer over a database made here from records written by hand:
//! its counts worked out from the moves, its order, its filters, and an
//! answer about a position no longer shown dropped.

use super::worker::Answer;
use super::*;
use crate::shogi::{Move, Position};
use crate::tui::action::{Action, Direction};
use shogi_db::{Access, Database, Explored};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("shogi-explorer-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn csa(black: &str, white: &str, date: &str, moves: &[&str], end: &str) -> String {
    let mut text = format!("V2.2\nN+{black}\nN-{white}\n$START_TIME:{date}\nPI\n+\n");
    for m in moves {
        text.push_str(m);
        text.push('\n');
    }
    text.push_str(end);
    text.push('\n');
    text
}

/// Four games:
/// 1. Hana-Sora 2020: 7g7f 3c3d 2g2f, White resigns: Black wins.
/// 2. Sora-Hana 2021: 7g7f 8c8d, Black resigns: White wins.
/// 3. Kai-Hana 2022: 2g2f 3c3d 7g7f, White resigns: Black wins.
/// 4. Kai-Sora 2023: 7g7f 3c3d, interrupted: no result.
pub(crate) fn four_games(name: &str) -> PathBuf {
    let dir = scratch(name);
    let records = dir.join("records");
    std::fs::create_dir_all(&records).unwrap();
    let games = [
        (
            "Hana",
            "Sora",
            "2020/01/01",
            &["+7776FU", "-3334FU", "+2726FU"][..],
            "%TORYO",
        ),
        (
            "Sora",
            "Hana",
            "2021/01/01",
            &["+7776FU", "-8384FU"][..],
            "%TORYO",
        ),
        (
            "Kai",
            "Hana",
            "2022/01/01",
            &["+2726FU", "-3334FU", "+7776FU"][..],
            "%TORYO",
        ),
        (
            "Kai",
            "Sora",
            "2023/01/01",
            &["+7776FU", "-3334FU"][..],
            "%CHUDAN",
        ),
    ];
    for (i, (b, w, date, moves, end)) in games.into_iter().enumerate() {
        std::fs::write(
            records.join(format!("{i}.csa")),
            csa(b, w, date, moves, end),
        )
        .unwrap();
    }
    let path = dir.join("games.sqlite");
    let mut db = Database::open(&path, Access::Write).unwrap();
    let summary = db.import(&[records], &mut |_| {}).unwrap();
    assert_eq!(summary.imported, 4);
    path
}

fn after(moves: &[&str]) -> Position {
    let mut pos = Position::startpos();
    for m in moves {
        pos.do_move(Move::from_usi(m).unwrap());
    }
    pos
}

/// Polls until nothing is awaited, for at most a few seconds.
pub(crate) fn settled(ex: &mut Explorer) {
    let until = Instant::now() + Duration::from_secs(10);
    while ex.waiting() && Instant::now() < until {
        ex.poll();
        std::thread::sleep(Duration::from_millis(2));
    }
    assert!(!ex.waiting(), "the explorer answered");
}

/// A move's USI, games, Black wins, White wins, draws.
type Row = (String, u64, u64, u64, u64);

/// The games through the position and each move's row.
fn table(ex: &Explorer) -> (u64, Vec<Row>) {
    let Reply::Found(found) = ex.said() else {
        panic!("no answer: {:?}", ex.said());
    };
    let rows = found
        .moves
        .iter()
        .map(|m| (m.mv.to_usi(), m.games, m.black_wins, m.white_wins, m.draws))
        .collect();
    (found.games, rows)
}

fn row(usi: &str, games: u64, b: u64, w: u64, d: u64) -> Row {
    (usi.to_string(), games, b, w, d)
}

#[test]
fn the_start_and_a_move_on_counted_from_the_records_most_played_first() {
    let path = four_games("counts");
    let mut ex = Explorer::new(Some(path), Vec::new());
    ex.show(&Position::startpos());
    settled(&mut ex);
    assert_eq!(
        table(&ex),
        (4, vec![row("7g7f", 3, 1, 1, 0), row("2g2f", 1, 1, 0, 0)])
    );
    ex.show(&after(&["7g7f"]));
    settled(&mut ex);
    assert_eq!(
        table(&ex),
        (3, vec![row("3c3d", 2, 1, 0, 0), row("8c8d", 1, 0, 1, 0)])
    );
    // Games 1 and 3 reach it by two orders; neither goes on.
    ex.show(&after(&["7g7f", "3c3d", "2g2f"]));
    settled(&mut ex);
    assert_eq!(table(&ex), (2, vec![]));
}

#[test]
fn filters_count_only_the_games_they_keep() {
    let path = four_games("filters");
    let mut ex = Explorer::new(Some(path), vec!["Sora".to_string()]);
    ex.show(&Position::startpos());
    settled(&mut ex);
    // My games (Sora's): 1, 2 and 4, all 7g7f.
    assert!(matches!(
        ex.act(&Action::page(ExplorerCommand::Mine)),
        Step::Stay
    ));
    settled(&mut ex);
    assert_eq!(table(&ex), (3, vec![row("7g7f", 3, 1, 1, 0)]));
    ex.act(&Action::page(ExplorerCommand::Mine));
    // A player typed: Kai's games are 3 and 4.
    ex.act(&Action::page(ExplorerCommand::Player));
    for c in "Kai".chars() {
        ex.act(&Action::PromptChar(c));
    }
    ex.act(&Action::Activate);
    assert!(ex.typing.is_none());
    settled(&mut ex);
    assert_eq!(
        table(&ex),
        (2, vec![row("2g2f", 1, 1, 0, 0), row("7g7f", 1, 0, 0, 0)])
    );
    // Dates with the player: only game 3 (2022).
    ex.act(&Action::page(ExplorerCommand::Dates));
    for c in "2021..2022".chars() {
        ex.act(&Action::PromptChar(c));
    }
    ex.act(&Action::Activate);
    settled(&mut ex);
    assert_eq!(table(&ex), (1, vec![row("2g2f", 1, 1, 0, 0)]));
}

#[test]
fn a_date_that_is_no_date_is_said_and_the_line_stays_open() {
    let mut ex = Explorer::new(None, Vec::new());
    ex.act(&Action::page(ExplorerCommand::Dates));
    for c in "soon".chars() {
        ex.act(&Action::PromptChar(c));
    }
    assert!(matches!(ex.act(&Action::Activate), Step::Say(_)));
    assert!(ex.typing.is_some());
    assert_eq!(ex.filters, Default::default());
    ex.act(&Action::Cancel);
    assert!(ex.typing.is_none());
}

#[test]
fn my_games_without_names_says_how_to_set_them() {
    let mut ex = Explorer::new(None, Vec::new());
    let Step::Say(words) = ex.act(&Action::page(ExplorerCommand::Mine)) else {
        panic!("said nothing");
    };
    assert_eq!(words, crate::t!("explorer-no-names"));
    assert!(!ex.filters.mine);
}

#[test]
fn an_answer_about_a_position_no_longer_shown_is_dropped() {
    let path = four_games("stale");
    let mut ex = Explorer::new(Some(path), Vec::new());
    let start = Position::startpos();
    ex.show(&start);
    settled(&mut ex);
    let (old, _) = ex.wanted.clone().unwrap();
    ex.show(&after(&["7g7f"]));
    // The start's answer arriving late: not the position shown.
    let late = Answer::Moves(
        old,
        Ok(Explored {
            games: 99,
            moves: Vec::new(),
        }),
    );
    assert!(!ex.take(late), "dropped");
    assert_ne!(
        ex.said(),
        Reply::Found(Explored {
            games: 99,
            moves: Vec::new()
        })
    );
    settled(&mut ex);
    assert_eq!(table(&ex).0, 3);
}

#[test]
fn enter_plays_the_move_under_the_cursor() {
    let path = four_games("enter");
    let mut ex = Explorer::new(Some(path), Vec::new());
    ex.show(&Position::startpos());
    settled(&mut ex);
    let usi = |s: Step| match s {
        Step::Play(mv) => mv.to_usi(),
        other => panic!("{other:?}"),
    };
    assert_eq!(usi(ex.act(&Action::Activate)), "7g7f");
    ex.act(&Action::Move(Direction::Down));
    ex.act(&Action::Move(Direction::Down));
    assert_eq!(
        usi(ex.act(&Action::Activate)),
        "2g2f",
        "stops at the last row"
    );
    ex.act(&Action::Move(Direction::Up));
    assert_eq!(usi(ex.act(&Action::Activate)), "7g7f");
    // Another position: back to the top.
    ex.show(&after(&["7g7f"]));
    assert!(
        matches!(ex.act(&Action::Activate), Step::Say(_)),
        "nothing yet"
    );
}

#[test]
fn the_games_list_counts_them_and_opens_one_at_the_ply_it_got_there() {
    let path = four_games("list");
    let mut ex = Explorer::new(Some(path), Vec::new());
    ex.show(&after(&["7g7f", "3c3d", "2g2f"]));
    settled(&mut ex);
    ex.act(&Action::page(ExplorerCommand::Games));
    settled(&mut ex);
    let list = ex.games.clone().unwrap();
    let found = list.found.unwrap().unwrap();
    assert_eq!(found.count, 2);
    let players: Vec<_> = found
        .games
        .iter()
        .map(|h| (h.black.as_str(), h.ply))
        .collect();
    assert_eq!(players, [("Hana", Some(3)), ("Kai", Some(3))]);
    ex.act(&Action::Move(Direction::Down));
    let Step::Open(game, ply) = ex.act(&Action::Activate) else {
        panic!("opened nothing");
    };
    assert_eq!((game.record.info.black.name.as_str(), ply), ("Kai", 3));
    assert!(ex.games.is_none(), "the list closes");
}

#[test]
fn a_game_deleted_since_it_was_listed_is_said() {
    let path = four_games("deleted");
    let mut ex = Explorer::new(Some(path.clone()), Vec::new());
    ex.show(&after(&["7g7f", "8c8d"]));
    settled(&mut ex);
    ex.act(&Action::page(ExplorerCommand::Games));
    settled(&mut ex);
    let conn_path: &Path = &path;
    let id = ex
        .games
        .as_ref()
        .unwrap()
        .found
        .clone()
        .unwrap()
        .unwrap()
        .games[0]
        .id;
    remove_game(conn_path, id);
    let Step::Say(words) = ex.act(&Action::Activate) else {
        panic!("no word");
    };
    assert_eq!(words, crate::t!("explorer-game-gone", id = id.to_string()));
}

/// Deletes a game as the games page would (the crate's own SQL is not
/// ours to call: the file is opened as any SQLite client would).
fn remove_game(path: &Path, id: i64) {
    let status = std::process::Command::new("sqlite3")
        .arg(path)
        .arg(format!("DELETE FROM games WHERE id = {id}"))
        .status();
    if !matches!(status, Ok(s) if s.success()) {
        // No sqlite3 shell: the file is replaced by an empty database of
        // the same schema, which has no game at all.
        std::fs::remove_file(path).unwrap();
        Database::open(path, Access::Write).unwrap();
    }
}

#[test]
fn no_database_and_no_file_yet_say_how_to_make_one() {
    let mut ex = Explorer::new(None, Vec::new());
    ex.show(&Position::startpos());
    assert_eq!(ex.said(), Reply::NoDatabase);
    assert!(!ex.waiting());
    let dir = scratch("missing");
    let mut ex = Explorer::new(Some(dir.join("games.sqlite")), Vec::new());
    ex.show(&Position::startpos());
    settled(&mut ex);
    assert_eq!(ex.said(), Reply::NoGamesYet);
    assert!(!dir.join("games.sqlite").exists(), "reading makes no file");
}

#[test]
fn a_file_that_is_no_database_is_said_in_words() {
    let dir = scratch("not-sqlite");
    let path = dir.join("games.sqlite");
    std::fs::write(&path, "V2.2\nN+Hana\n").unwrap();
    let mut ex = Explorer::new(Some(path.clone()), Vec::new());
    ex.show(&Position::startpos());
    settled(&mut ex);
    let Reply::Failed(words) = ex.said() else {
        panic!("{:?}", ex.said());
    };
    assert_eq!(
        words,
        crate::words::Said::said(&shogi_db::DbError::NotSqlite { path })
    );
}

#[test]
fn a_narrow_pane_drops_rating_date_and_results_but_keeps_move_games_and_score() {
    use crate::tui::display_prefs::Notation;
    use crate::tui::theme::Theme;
    let path = four_games("narrow");
    let mut ex = Explorer::new(Some(path), Vec::new());
    let start = Position::startpos();
    ex.show(&start);
    settled(&mut ex);
    let board = view::Board {
        position: &start,
        last_to: None,
        notation: Notation::Western,
    };
    let text = |room| {
        view::rows(&ex, board, room, true, &Theme::plain())
            .iter()
            .map(|l| l.to_string())
            .collect::<Vec<_>>()
    };
    let wide = text(100);
    let narrow = text(20);
    let first = wide.iter().find(|l| l.starts_with('▸')).unwrap();
    // 7g7f: 3 games, Black 1 of 2 decided: 50%; 1/1/0; last 2023.
    for part in ["P-7f", "3", "50%", "1/1/0", "2023-01-01", "-"] {
        assert!(first.contains(part), "{part} in {first}");
    }
    let first = narrow.iter().find(|l| l.starts_with('▸')).unwrap();
    assert!(first.contains("P-7f") && first.contains("50%"), "{first}");
    assert!(
        !first.contains("1/1/0") && !first.contains("2023"),
        "{first}"
    );
    // What was dropped is said for the chosen move, above the columns.
    assert!(
        narrow.iter().any(|l| l.starts_with("last 2023-01-01")),
        "{narrow:?}"
    );
    assert!(
        !wide.iter().any(|l| l.starts_with("last ")),
        "nothing dropped: {wide:?}"
    );
    assert!(
        narrow
            .iter()
            .all(|l| unicode_width::UnicodeWidthStr::width(l.as_str()) <= 20
                || !l.starts_with(['▸', ' ']))
    );
}

#[test]
fn a_device_a_fifo_and_a_folder_as_the_database_are_said_and_never_block() {
    let dir = scratch("not-regular");
    let fifo = dir.join("games.sqlite");
    let made = std::process::Command::new("mkfifo").arg(&fifo).status();
    let mut paths = vec![PathBuf::from("/dev/zero"), dir.clone()];
    if matches!(made, Ok(s) if s.success()) {
        paths.push(fifo);
    }
    for path in paths {
        let mut ex = Explorer::new(Some(path.clone()), Vec::new());
        ex.show(&Position::startpos());
        // A FIFO opened for reading would wait for a writer: the answer
        // comes at once instead.
        settled(&mut ex);
        assert_eq!(
            ex.said(),
            Reply::Failed(crate::words::Said::said(&shogi_db::DbError::NotRegular {
                path: path.clone()
            })),
            "{}",
            path.display()
        );
    }
}

#[test]
fn names_with_control_and_direction_characters_are_shown_escaped() {
    use super::worker::GamesFound;
    use crate::tui::theme::Theme;
    use ratatui::buffer::Buffer;
    use ratatui::layout::Rect;
    let mut ex = Explorer::new(None, Vec::new());
    ex.show(&Position::startpos());
    let (asked, _) = ex.wanted.clone().unwrap();
    let hit = shogi_db::Hit {
        id: 1,
        black: "Ha\u{202e}na".to_string(),
        white: "So\u{1b}[31mra".to_string(),
        date: Some("2024-01-01".to_string()),
        event: None,
        result: Some(shogi_db::Won::Black),
        plies: 3,
        ply: Some(1),
        source: "x.csa".to_string(),
    };
    ex.games = Some(GamesList {
        asked,
        found: Some(Ok(GamesFound {
            count: 1,
            games: vec![hit],
        })),
        cursor: 0,
    });
    let area = Rect::new(0, 0, 120, 40);
    let mut buf = Buffer::empty(area);
    view::render_open(
        &ex,
        &Theme::plain(),
        Rect::new(0, 39, 120, 1),
        area,
        &mut buf,
    );
    let text: String = buf.content().iter().map(|c| c.symbol()).collect();
    assert!(
        text.contains("Ha\\u{202e}na"),
        "the override shown as an escape"
    );
    assert!(text.contains("So\\e[31mra"), "ESC shown as an escape");
    assert!(!text.contains('\u{1b}') && !text.contains('\u{202e}'));
}

/// What a key costs the screen's thread while the Games tab shows: the
/// position's SFEN and a message to the explorer's thread, never a query.
/// Run with `--ignored --nocapture` for the figures.
#[test]
#[ignore = "a measurement: cargo test --lib key_path -- --ignored --nocapture"]
fn the_key_path_costs_microseconds_and_stale_questions_are_skipped() {
    let path = four_games("key-path");
    let mut ex = Explorer::new(Some(path), Vec::new());
    let (a, b) = (Position::startpos(), after(&["7g7f"]));
    let steps = 20_000;
    let started = Instant::now();
    for i in 0..steps {
        ex.show(if i % 2 == 0 { &a } else { &b });
    }
    let per_key = started.elapsed() / steps;
    let mut answers = 0;
    let until = Instant::now() + Duration::from_secs(30);
    while Instant::now() < until {
        let got = ex.worker.answers().len();
        answers += got;
        if got == 0 && answers > 0 {
            std::thread::sleep(Duration::from_millis(50));
            if ex.worker.answers().is_empty() {
                break;
            }
        }
        std::thread::sleep(Duration::from_millis(1));
    }
    eprintln!(
        "show(): {per_key:?} a key; {steps} questions, {answers} answered (the rest skipped as stale)"
    );
    assert!(answers < steps as usize);
}
