//! Saving from the interface: the autosave after every move, `s` with a
//! name, Continue in the menu, and the load screen (list, preview, delete).

mod tui_support;

use ratatui::crossterm::event::KeyCode;
use shogi_tui::game::{Game, Player, Players};
use shogi_tui::kifu::saves::{AUTOSAVE_FILE, load};
use shogi_tui::kifu::{GameInfo, Record, SaveDir, Timestamp, record_of};
use shogi_tui::shogi::{Color, Move};
use shogi_tui::tui::app::{App, Screen};
use shogi_tui::tui::game_screen::Overlay;
use shogi_tui::tui::menu::RowKind;
use shogi_tui::tui::widgets::status::Message;
use std::fs;
use std::path::Path;
use std::time::{Duration, SystemTime};
use tui_support::*;

fn usi(r: &Record) -> Vec<String> {
    r.moves.iter().map(|m| m.mv.to_usi()).collect()
}

fn autosave(dir: &Path) -> Record {
    load(&dir.join(AUTOSAVE_FILE)).unwrap()
}

fn message(app: &App) -> Option<Message> {
    game(app).message.clone()
}

/// A record of `moves` from the start, resigned by the side to move when `resign`.
fn record(moves: &[&str], resign: bool) -> Record {
    let mut g =
        Game::even().with_players(Players::new(Player::human("Black"), Player::human("White")));
    for m in moves {
        g.play(Move::from_usi(m).unwrap()).unwrap();
    }
    if resign {
        g.resign(g.side_to_move()).unwrap();
    }
    let info = GameInfo {
        started: Timestamp::parse("2026-11-20 19:05:00"),
        ..GameInfo::default()
    };
    record_of(&g, &info)
}

fn set_age(path: &Path, seconds: u64) {
    fs::File::options()
        .write(true)
        .open(path)
        .unwrap()
        .set_modified(SystemTime::now() - Duration::from_secs(seconds))
        .unwrap();
}

fn erase_prompt(app: &mut App) {
    for _ in 0..80 {
        key(app, KeyCode::Backspace);
    }
}

#[test]
fn every_move_of_a_menu_game_is_autosaved_and_so_is_its_end() {
    let dir = scratch_dir("autosave");
    let mut a = menu_app(&dir);
    menu_pick(&mut a, RowKind::NewGame);
    assert!(
        !dir.join(AUTOSAVE_FILE).exists(),
        "nothing is written before the first move"
    );
    keys(&mut a, ":7g7f\n");
    assert_eq!(usi(&autosave(&dir)), ["7g7f"]);
    keys(&mut a, ":3c3d\n");
    click_square(&mut a, "2g");
    click_square(&mut a, "2f");
    let saved = autosave(&dir);
    assert_eq!(usi(&saved), ["7g7f", "3c3d", "2g2f"]);
    assert!(saved.result.is_none() && saved.end.is_none());
    // A takeback is saved too: the file always matches the board.
    keys(&mut a, "u");
    assert_eq!(usi(&autosave(&dir)), ["7g7f", "3c3d"]);
    // Black, to move, resigns: the end is written with its winner.
    keys(&mut a, "Ry");
    let ended = autosave(&dir);
    assert_eq!(usi(&ended), ["7g7f", "3c3d"]);
    let result = ended.result.expect("the outcome is saved");
    assert_eq!(result.winner, Some(Color::White));
    assert!(ended.info.ended.is_some(), "the end time is written");
    // A finished game is nothing to continue.
    keys(&mut a, "q");
    let Screen::Menu { menu, .. } = &a.screen else {
        panic!("leaving the game goes back to the menu");
    };
    assert!(menu.row(RowKind::Continue).is_none());
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn continue_in_the_menu_resumes_the_unfinished_game_and_goes_on_saving_it() {
    let dir = scratch_dir("continue");
    let mut a = menu_app(&dir);
    menu_pick(&mut a, RowKind::NewGame);
    keys(&mut a, ":7g7f\n:3c3d\nqy");
    let Screen::Menu { menu, .. } = &a.screen else {
        panic!("back in the menu");
    };
    let row = menu.row(RowKind::Continue).expect("Continue is offered");
    assert_eq!(
        row.detail.as_deref(),
        Some("Black vs White, 2 moves, Black to move")
    );
    assert_eq!(menu.rows[menu.focus].kind, RowKind::Continue, "and picked");
    keys(&mut a, "\n");
    let g = &game(&a).game;
    assert_eq!(g.ply(), 2);
    assert_eq!(g.last_move().unwrap().mv.to_usi(), "3c3d");
    assert!(
        matches!(message(&a), Some(Message::Info(m)) if m.starts_with("continuing after 2 moves"))
    );
    keys(&mut a, ":2g2f\n");
    assert_eq!(usi(&autosave(&dir)), ["7g7f", "3c3d", "2g2f"]);
    let files: Vec<_> = fs::read_dir(&dir).unwrap().flatten().collect();
    assert_eq!(files.len(), 1, "continuing writes only the autosave");
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_new_game_moves_another_unfinished_autosave_to_a_save_of_its_own() {
    let dir = scratch_dir("keep-other");
    let mut a = menu_app(&dir);
    menu_pick(&mut a, RowKind::NewGame);
    keys(&mut a, ":7g7f\n:3c3d\nqy");
    menu_pick(&mut a, RowKind::NewGame);
    keys(&mut a, ":2g2f\n");
    assert_eq!(usi(&autosave(&dir)), ["2g2f"]);
    let kept: Vec<_> = fs::read_dir(&dir)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| !p.ends_with(AUTOSAVE_FILE))
        .collect();
    assert_eq!(kept.len(), 1, "{kept:?}");
    assert_eq!(usi(&load(&kept[0]).unwrap()), ["7g7f", "3c3d"]);
    let name = kept[0].file_stem().unwrap().to_string_lossy().into_owned();
    assert!(name.ends_with("_Black-vs-White"), "{name}");
    assert_eq!(
        message(&a),
        Some(Message::Info(format!(
            "the other game that was in the autosave is kept as '{name}'"
        )))
    );
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn s_offers_a_name_from_the_start_date_and_the_players() {
    let dir = scratch_dir("save-as");
    let mut a = menu_app(&dir);
    menu_pick(&mut a, RowKind::NewGame);
    keys(&mut a, ":7g7f\ns");
    let started = autosave(&dir).info.started.expect("a start time");
    let (h, m, _) = started.time.unwrap();
    let expected = format!(
        "{:04}-{:02}-{:02}_{h:02}{m:02}_Black-vs-White",
        started.year, started.month, started.day
    );
    assert_eq!(game(&a).overlay, Overlay::SaveName(expected.clone()));
    // While the name is typed, letters are text, not commands.
    keys(&mut a, "-uR");
    key(&mut a, KeyCode::Backspace);
    keys(&mut a, "\n");
    assert_eq!(game(&a).overlay, Overlay::None);
    let path = dir.join(format!("{expected}-u.ron"));
    assert_eq!(usi(&load(&path).unwrap()), ["7g7f"]);
    assert_eq!(
        message(&a),
        Some(Message::Info(format!("saved as {}", path.display())))
    );
    assert!(!game(&a).game.is_over(), "R was typed, not a resignation");
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_name_in_use_asks_before_the_save_is_replaced() {
    let dir = scratch_dir("overwrite");
    let mut a = menu_app(&dir);
    menu_pick(&mut a, RowKind::NewGame);
    keys(&mut a, ":7g7f\ns");
    erase_prompt(&mut a);
    keys(&mut a, "mine\n");
    let path = dir.join("mine.ron");
    assert_eq!(usi(&load(&path).unwrap()), ["7g7f"]);
    keys(&mut a, ":3c3d\ns");
    assert_eq!(
        game(&a).overlay,
        Overlay::SaveName("mine".into()),
        "the name it was saved under is offered again"
    );
    keys(&mut a, "\n");
    assert_eq!(game(&a).overlay, Overlay::Overwrite("mine".into()));
    let question = game(&a).open_question().unwrap();
    assert_eq!(question.lines, ["A save named 'mine' exists already."]);
    // No: back to the name, the old save untouched.
    keys(&mut a, "n");
    assert_eq!(game(&a).overlay, Overlay::SaveName("mine".into()));
    assert_eq!(usi(&load(&path).unwrap()), ["7g7f"]);
    keys(&mut a, "\ny");
    assert_eq!(game(&a).overlay, Overlay::None);
    assert_eq!(usi(&load(&path).unwrap()), ["7g7f", "3c3d"]);
    // A name that cannot be a file name is refused with the reason.
    keys(&mut a, "s");
    erase_prompt(&mut a);
    keys(&mut a, "a/b\n");
    assert!(matches!(message(&a), Some(Message::Refusal(m)) if m.contains("must not contain /")));
    assert_eq!(game(&a).overlay, Overlay::SaveName("a/b".into()));
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_failed_autosave_is_shown_and_the_game_goes_on() {
    let dir = scratch_dir("failing");
    let mut a = menu_app(&dir);
    menu_pick(&mut a, RowKind::NewGame);
    // The folder disappears and a file takes its place: no write can work,
    // whoever runs the test.
    fs::remove_dir_all(&dir).unwrap();
    fs::write(&dir, "in the way").unwrap();
    keys(&mut a, ":7g7f\n");
    assert_eq!(game(&a).game.ply(), 1, "the move is played all the same");
    let Some(Message::Refusal(why)) = message(&a) else {
        panic!("the failure is reported");
    };
    assert!(why.starts_with("not saved: "), "{why}");
    assert!(why.contains(&dir.display().to_string()), "{why}");
    let status = screen(&a, W, H);
    let status = status[status.len() - 3..].join("\n");
    assert!(status.contains("✗ NOT SAVED"), "{status}");
    assert!(status.contains("✗ not saved: "), "{status}");
    keys(&mut a, "q");
    let question = game(&a).open_question().unwrap();
    assert!(
        question.lines[1].starts_with("It is NOT saved"),
        "{question:?}"
    );
    keys(&mut a, "n");
    // The folder comes back: the next move saves the whole game.
    fs::remove_file(&dir).unwrap();
    fs::create_dir_all(&dir).unwrap();
    keys(&mut a, ":3c3d\n");
    assert_eq!(usi(&autosave(&dir)), ["7g7f", "3c3d"]);
    assert!(!screen_text(&a).contains("NOT SAVED"));
    fs::remove_dir_all(&dir).unwrap();
}

/// A folder with an old finished save, a newer unfinished one and a broken file.
fn three_saves(name: &str) -> std::path::PathBuf {
    let dir = scratch_dir(name);
    let saves = SaveDir::open(&dir).unwrap();
    let old = saves
        .save_as("older", &record(&["7g7f", "3c3d", "2g2f"], true), false)
        .unwrap();
    let new = saves
        .save_as("newer", &record(&["7g7f"], false), false)
        .unwrap();
    let broken = dir.join("broken.ron");
    fs::write(&broken, "(version: 1, moves: [(usi: \"7g7f\"").unwrap();
    set_age(&old, 300);
    set_age(&broken, 200);
    set_age(&new, 100);
    dir
}

fn load_screen(a: &App) -> &shogi_tui::tui::load_screen::LoadScreen {
    a.load_screen().expect("the load screen is up")
}

#[test]
fn the_load_screen_lists_newest_first_with_a_preview_and_broken_files() {
    let dir = three_saves("list");
    let mut a = menu_app(&dir);
    menu_pick(&mut a, RowKind::Load);
    let names: Vec<&str> = load_screen(&a)
        .entries
        .iter()
        .map(|e| e.name.as_str())
        .collect();
    assert_eq!(names, ["newer", "broken", "older"]);
    let text = screen_text(&a);
    assert!(
        text.contains("☗Black vs ☖White · 1 move · unfinished"),
        "{text}"
    );
    assert!(
        text.contains("☗Black vs ☖White · 3 moves · Black wins by resignation"),
        "{text}"
    );
    assert!(text.contains("2026-11-20 19:05"), "the game's start date");
    // The preview: the position after 7g7f, Black's pawn on 7f.
    let six = text.lines().find(|l| l.contains("六")).unwrap();
    assert!(
        six.contains("│  ・  ・  歩  ・  ・  ・  ・  ・  ・ │六"),
        "{six}"
    );
    // The broken file is listed with its problem, and cannot be opened.
    keys(&mut a, "j");
    let problem = load_screen(&a).entries[1].problem.clone().unwrap();
    assert!(problem.contains("broken.ron"), "{problem}");
    let text = screen_text(&a);
    let listed = text.lines().find(|l| l.starts_with("│    ✗ ")).unwrap();
    assert!(
        listed.contains("│    ✗ saved game (RON) record, line 1"),
        "the list names the problem without the path: {listed}"
    );
    let layout = shogi_tui::tui::widgets::save_list::LoadLayout::new(a.area);
    let preview: String = region(&buffer(&a, W, H), layout.preview)
        .iter()
        .map(|l| l.trim_matches(|c| c == '│' || c == ' ').to_string())
        .collect::<Vec<_>>()
        .join(" ");
    assert!(
        preview.contains(&format!("✗ {}", dir.join("broken.ron").display())),
        "the preview shows the whole problem: {preview}"
    );
    assert!(!preview.contains('香'), "and no board");
    keys(&mut a, "\n");
    assert!(a.load_screen().is_some(), "still on the list");
    assert!(
        matches!(&load_screen(&a).message, Some(Message::Refusal(m)) if m.starts_with("cannot open it"))
    );
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn d_deletes_only_after_a_yes() {
    let dir = three_saves("delete");
    let mut a = menu_app(&dir);
    menu_pick(&mut a, RowKind::Load);
    keys(&mut a, "jd");
    assert!(load_screen(&a).confirm_delete);
    let q = load_screen(&a).delete_question().unwrap();
    assert!(q.lines[0].starts_with("'broken'"), "{q:?}");
    assert!(screen_text(&a).contains("Delete this save?"));
    keys(&mut a, "n");
    assert!(dir.join("broken.ron").exists());
    keys(&mut a, "d");
    // Click the yes button.
    let (yes, _) = shogi_tui::tui::widgets::popup::QuestionPopup::buttons(a.area, &q, false);
    click(&mut a, yes.x + 1, yes.y);
    assert!(!dir.join("broken.ron").exists());
    let names: Vec<&str> = load_screen(&a)
        .entries
        .iter()
        .map(|e| e.name.as_str())
        .collect();
    assert_eq!(names, ["newer", "older"]);
    assert_eq!(load_screen(&a).selected, 1, "the next save takes its place");
    assert_eq!(
        load_screen(&a).message,
        Some(Message::Info("deleted 'broken'".into()))
    );
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn enter_continues_an_unfinished_save_and_reviews_a_finished_one() {
    let dir = three_saves("open");
    let mut a = menu_app(&dir);
    menu_pick(&mut a, RowKind::Load);
    // "newer" is unfinished: back on the board, saving goes on.
    keys(&mut a, "\n");
    assert_eq!(game(&a).game.ply(), 1);
    keys(&mut a, ":3c3d\n");
    assert_eq!(usi(&autosave(&dir)), ["7g7f", "3c3d"]);
    assert_eq!(
        usi(&load(&dir.join("newer.ron")).unwrap()),
        ["7g7f"],
        "the named save changes only when saved"
    );
    keys(&mut a, "s");
    assert_eq!(game(&a).overlay, Overlay::SaveName("newer".into()));
    key(&mut a, KeyCode::Esc);
    // Leaving goes back to the list, which now shows the autosave too.
    keys(&mut a, "qy");
    let names: Vec<String> = load_screen(&a)
        .entries
        .iter()
        .map(|e| e.name.clone())
        .collect();
    assert!(names.contains(&"autosave".to_string()), "{names:?}");
    // A click picks "older" (finished); a second click opens it: review.
    let older = names.iter().position(|n| n == "older").unwrap();
    let layout = shogi_tui::tui::widgets::save_list::LoadLayout::new(a.area);
    let y = layout.list.y + 1 + 2 * older as u16;
    click(&mut a, layout.list.x + 4, y);
    assert_eq!(load_screen(&a).selected, older);
    click(&mut a, layout.list.x + 4, y);
    let r = a.review_screen().expect("a finished game opens for review");
    assert_eq!(r.last_ply(), 3);
    keys(&mut a, "q");
    // `r` reviews an unfinished one instead of continuing it.
    let newer = load_screen(&a)
        .entries
        .iter()
        .position(|e| e.name == "newer")
        .unwrap();
    while load_screen(&a).selected != newer {
        keys(&mut a, "j");
    }
    keys(&mut a, "r");
    assert_eq!(a.review_screen().unwrap().last_ply(), 1);
    fs::remove_dir_all(&dir).unwrap();
}
