//! Saving from the interface: every game in a save of its own after every
//! move, `s` to rename it, Continue in the menu, the load screen (list,
//! preview, delete), and engines named by saves waiting for consent.

use crate::tui_support::*;
use ratatui::crossterm::event::KeyCode;
use shogi_tui::game::{Game, Player, Players};
use shogi_tui::kifu::read_save as load;
use shogi_tui::kifu::{GameInfo, Record, SaveDir, record_of};
use shogi_tui::shogi::{Color, Move};
use shogi_tui::tui::app::App;
use shogi_tui::tui::overlay::Layer;
use shogi_tui::tui::pages::game::GameSession;
use shogi_tui::tui::pages::game::{GamePrompt, Overlay, Question};
use shogi_tui::tui::pages::load::command::LoadCommand;
use shogi_tui::tui::pages::menu::Menu;
use shogi_tui::tui::pages::menu::RowKind;
use shogi_tui::tui::widgets::status::Message;
use shogi_tui::words::Said;
use std::fs;
use std::path::Path;
use std::time::{Duration, SystemTime};

fn usi(r: &Record) -> Vec<String> {
    r.moves.iter().map(|m| m.mv.to_usi()).collect()
}

/// The save the game on screen is kept in, as it is on disk now.
fn kept(app: &App) -> Record {
    let Some(session) = app.top::<GameSession>() else {
        panic!("a game is on top");
    };
    let recorder = session.recorder().expect("the game is kept");
    load(recorder.save_path().expect("the game has a save")).unwrap()
}

/// Writes `record` as the save `name` of `dir`, as an earlier run would have.
fn write_save(dir: &Path, name: &str, record: &Record) -> std::path::PathBuf {
    let slot = SaveDir::open(dir).unwrap().claim(name).unwrap();
    slot.write(record).unwrap();
    slot.path().to_path_buf()
}

fn message(app: &App) -> Option<Message> {
    game(app).message.clone()
}

/// A record of `moves` from the start, resigned by the side to move when `resign`.
fn record(moves: &[&str], resign: bool) -> Record {
    let players = Players::new(Player::human("Black"), Player::human("White"));
    crate::common::dated_record(players, moves, resign)
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
fn every_move_of_a_menu_game_is_saved_and_so_is_its_end() {
    let dir = scratch_dir("autosave");
    let mut a = menu_app(&dir);
    menu_pick(&mut a, RowKind::NewGame);
    assert!(
        saves_in(&dir).is_empty(),
        "nothing is written before the first move"
    );
    keys(&mut a, ":7g7f\n");
    assert_eq!(usi(&kept(&a)), ["7g7f"]);
    let path = only_save(&dir);
    let name = path.file_stem().unwrap().to_string_lossy().into_owned();
    assert!(name.ends_with("_Black-vs-White"), "{name}");
    keys(&mut a, ":3c3d\n");
    click_square(&mut a, "2g");
    click_square(&mut a, "2f");
    let saved = kept(&a);
    assert_eq!(usi(&saved), ["7g7f", "3c3d", "2g2f"]);
    assert!(saved.result.is_none() && saved.end.is_none());
    assert!(saved.info.id.is_some(), "the game's identity is saved");
    // A takeback is saved too: the file always matches the board.
    keys(&mut a, "u");
    assert_eq!(usi(&kept(&a)), ["7g7f", "3c3d"]);
    // Black, to move, resigns: the end is written with its winner.
    keys(&mut a, "Ry");
    let ended = kept(&a);
    assert_eq!(usi(&ended), ["7g7f", "3c3d"]);
    let result = ended.result.expect("the outcome is saved");
    assert_eq!(result.winner, Some(Color::White));
    assert!(ended.info.ended.is_some(), "the end time is written");
    // A finished game is nothing to continue, but it stays, listed.
    keys(&mut a, "q");
    let Some(menu) = a.top::<Menu>() else {
        panic!("leaving the game goes back to the menu");
    };
    assert!(menu.row(RowKind::Continue).is_none());
    assert_eq!(only_save(&dir), path);
    let list = SaveDir::open(&dir).unwrap().list().unwrap();
    assert!(list[0].finished() && !list[0].in_use, "{list:?}");
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn continue_in_the_menu_resumes_the_unfinished_game_and_goes_on_saving_it() {
    let dir = scratch_dir("continue");
    let mut a = menu_app(&dir);
    menu_pick(&mut a, RowKind::NewGame);
    keys(&mut a, ":7g7f\n:3c3d\nqy");
    let path = only_save(&dir);
    let name = path.file_stem().unwrap().to_string_lossy().into_owned();
    let Some(menu) = a.top::<Menu>() else {
        panic!("back in the menu");
    };
    let row = menu.row(RowKind::Continue).expect("Continue is offered");
    assert_eq!(
        row.detail.as_deref(),
        Some(format!("Black vs White, 2 moves ({name})").as_str())
    );
    assert_eq!(menu.rows[menu.focus].kind, RowKind::Continue, "and picked");
    keys(&mut a, "\n");
    let g = &game(&a).game;
    assert_eq!(g.ply(), 2);
    assert_eq!(g.last_move().unwrap().mv.to_usi(), "3c3d");
    assert!(
        matches!(message(&a), Some(Message::Info(m)) if m.starts_with(&format!("continuing {name} after 2 moves"))),
        "{:?}",
        message(&a)
    );
    keys(&mut a, ":2g2f\n");
    assert_eq!(usi(&load(&path).unwrap()), ["7g7f", "3c3d", "2g2f"]);
    assert_eq!(saves_in(&dir), [path], "continuing writes the same save");
    fs::remove_dir_all(&dir).unwrap();
}

/// Issue 9, defect 1: a new game never replaces an earlier one, finished or
/// not, whatever moves the two share.
#[test]
fn a_new_game_never_replaces_an_earlier_one_even_with_the_same_first_moves() {
    let dir = scratch_dir("keep-other");
    let mut a = menu_app(&dir);
    menu_pick(&mut a, RowKind::NewGame);
    keys(&mut a, ":7g7f\nRyqy");
    menu_pick(&mut a, RowKind::NewGame);
    keys(&mut a, ":7g7f\nqy");
    menu_pick(&mut a, RowKind::NewGame);
    keys(&mut a, ":7g7f\n:3c3d\n");
    let games: Vec<Record> = saves_in(&dir).iter().map(|p| load(p).unwrap()).collect();
    assert_eq!(games.len(), 3, "{:?}", saves_in(&dir));
    let finished = games.iter().filter(|r| r.result.is_some()).count();
    assert_eq!(finished, 1, "the resigned game is kept with its result");
    let mut lines: Vec<Vec<String>> = games.iter().map(usi).collect();
    lines.sort();
    assert_eq!(lines, [vec!["7g7f"], vec!["7g7f"], vec!["7g7f", "3c3d"]]);
    let mut ids: Vec<_> = games.iter().map(|r| r.info.id.clone().unwrap()).collect();
    ids.dedup();
    assert_eq!(ids.len(), 3, "each game has its own identity");
    fs::remove_dir_all(&dir).unwrap();
}

/// Issue 9, defect 2, inside one process: two games on one folder at the
/// same time each keep every move in a save of their own.
#[test]
fn two_games_on_one_folder_at_once_keep_all_their_moves() {
    let dir = scratch_dir("two-at-once");
    let mut a = menu_app(&dir);
    let mut b = menu_app(&dir);
    menu_pick(&mut a, RowKind::NewGame);
    menu_pick(&mut b, RowKind::NewGame);
    keys(&mut a, ":7g7f\n:3c3d\n:2g2f\n");
    keys(&mut b, ":5g5f\n");
    keys(&mut a, ":8c8d\n");
    keys(&mut b, ":5c5d\n");
    keys(&mut a, ":6i7h\n");
    assert_eq!(usi(&kept(&a)), ["7g7f", "3c3d", "2g2f", "8c8d", "6i7h"]);
    assert_eq!(usi(&kept(&b)), ["5g5f", "5c5d"]);
    assert_eq!(saves_in(&dir).len(), 2);
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn s_offers_a_name_from_the_start_date_and_the_players() {
    let dir = scratch_dir("save-as");
    let mut a = menu_app(&dir);
    menu_pick(&mut a, RowKind::NewGame);
    keys(&mut a, ":7g7f\ns");
    let started = kept(&a).info.started.expect("a start time");
    let (h, m, _) = started.time.unwrap();
    let expected = format!(
        "{:04}-{:02}-{:02}_{h:02}{m:02}_Black-vs-White",
        started.year, started.month, started.day
    );
    assert_eq!(
        game(&a).overlay,
        Overlay::Layer(Layer::prompt(GamePrompt::SaveName, expected.clone()))
    );
    // The name offered is selected: End keeps it, to add to. While the
    // name is typed, letters are text, not commands.
    key(&mut a, KeyCode::End);
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
    // The game moved to its new name: no near-duplicate is left behind,
    // and the next move goes there.
    assert_eq!(saves_in(&dir), std::slice::from_ref(&path));
    keys(&mut a, ":3c3d\n");
    assert_eq!(usi(&load(&path).unwrap()), ["7g7f", "3c3d"]);
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_name_holding_another_game_asks_before_it_is_replaced() {
    let dir = scratch_dir("overwrite");
    let other = write_save(&dir, "other", &record(&["2g2f"], true));
    let mut a = menu_app(&dir);
    menu_pick(&mut a, RowKind::NewGame);
    keys(&mut a, ":7g7f\ns");
    erase_prompt(&mut a);
    keys(&mut a, "mine\n");
    let mine = dir.join("mine.ron");
    assert_eq!(usi(&load(&mine).unwrap()), ["7g7f"]);
    keys(&mut a, ":3c3d\ns");
    assert_eq!(
        game(&a).overlay,
        Overlay::Layer(Layer::prompt(GamePrompt::SaveName, "mine")),
        "the name it is kept under is offered again"
    );
    // Its own name: nothing to ask.
    keys(&mut a, "\n");
    assert_eq!(game(&a).overlay, Overlay::None);
    assert_eq!(usi(&load(&mine).unwrap()), ["7g7f", "3c3d"]);
    // Another game's name: asked first.
    keys(&mut a, "s");
    erase_prompt(&mut a);
    keys(&mut a, "other\n");
    assert_eq!(
        game(&a).overlay,
        Overlay::Layer(Layer::Ask(Question::Overwrite("other".into())))
    );
    let question = game(&a).open_question().unwrap();
    assert_eq!(question.lines, ["A save named 'other' exists already."]);
    // No: back to the name, the other game untouched.
    keys(&mut a, "n");
    assert_eq!(
        game(&a).overlay,
        Overlay::Layer(Layer::prompt(GamePrompt::SaveName, "other"))
    );
    assert_eq!(usi(&load(&other).unwrap()), ["2g2f"]);
    keys(&mut a, "\ny");
    assert_eq!(game(&a).overlay, Overlay::None);
    assert_eq!(usi(&load(&other).unwrap()), ["7g7f", "3c3d"]);
    assert_eq!(saves_in(&dir), [other], "the game moved to its new name");
    // A name that cannot be a file name is refused with the reason.
    keys(&mut a, "s");
    erase_prompt(&mut a);
    keys(&mut a, "a/b\n");
    assert!(matches!(message(&a), Some(Message::Refusal(m)) if m.contains("must not contain /")));
    assert_eq!(
        game(&a).overlay,
        Overlay::Layer(Layer::prompt(GamePrompt::SaveName, "a/b"))
    );
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
    // A notice: the next routine line (a computer's reply, the clock)
    // must not wipe it before it is read.
    let Some(Message::Notice(why)) = message(&a) else {
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
    assert_eq!(usi(&kept(&a)), ["7g7f", "3c3d"]);
    assert!(!screen_text(&a).contains("NOT SAVED"));
    fs::remove_dir_all(&dir).unwrap();
}

/// A folder with an old finished save, a newer unfinished one and a broken file.
fn three_saves(name: &str) -> std::path::PathBuf {
    let dir = scratch_dir(name);
    let old = write_save(&dir, "older", &record(&["7g7f", "3c3d", "2g2f"], true));
    let new = write_save(&dir, "newer", &record(&["7g7f"], false));
    let broken = dir.join("broken.ron");
    fs::write(&broken, "(version: 1, moves: [(usi: \"7g7f\"").unwrap();
    set_age(&old, 300);
    set_age(&broken, 200);
    set_age(&new, 100);
    dir
}

fn load_screen(a: &App) -> &shogi_tui::tui::pages::load::LoadScreen {
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
    let problem = load_screen(&a).entries[1].problem.clone().unwrap().said();
    assert!(problem.contains("broken.ron"), "{problem}");
    let text = screen_text(&a);
    let listed = text.lines().find(|l| l.starts_with("│    ✗ ")).unwrap();
    assert!(
        listed.contains("│    ✗ saved game (RON) record, line 1"),
        "the list names the problem without the path: {listed}"
    );
    let layout = shogi_tui::tui::pages::load::view::LoadLayout::new(a.area);
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
    assert_eq!(
        usi(&load(&dir.join("newer.ron")).unwrap()),
        ["7g7f", "3c3d"],
        "continuing a save updates that save"
    );
    keys(&mut a, "s");
    assert_eq!(
        game(&a).overlay,
        Overlay::Layer(Layer::prompt(GamePrompt::SaveName, "newer"))
    );
    key(&mut a, KeyCode::Esc);
    // Leaving goes back to the list: no near-duplicate was made.
    keys(&mut a, "qy");
    let names: Vec<String> = load_screen(&a)
        .entries
        .iter()
        .map(|e| e.name.clone())
        .collect();
    assert_eq!(names.len(), 3, "{names:?}");
    // A click picks "older" (finished); a second click opens it: review.
    let older = names.iter().position(|n| n == "older").unwrap();
    let layout = shogi_tui::tui::pages::load::view::LoadLayout::new(a.area);
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
    assert_eq!(
        a.review_screen().unwrap().last_ply(),
        2,
        "with the move played on"
    );
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn an_unreadable_save_is_listed_never_continued_and_never_touched() {
    let dir = scratch_dir("unreadable");
    let broken = "(version: 1, moves: [(usi: \"7g7f\"";
    fs::write(dir.join("autosave.ron"), broken).unwrap();
    let mut a = menu_app(&dir);
    let Some(menu) = a.top::<Menu>() else {
        panic!("the menu");
    };
    assert!(menu.row(RowKind::Continue).is_none());
    menu_pick(&mut a, RowKind::NewGame);
    keys(&mut a, ":7g7f\n");
    assert_eq!(
        fs::read_to_string(dir.join("autosave.ron")).unwrap(),
        broken
    );
    assert_eq!(usi(&kept(&a)), ["7g7f"]);
    assert_eq!(saves_in(&dir).len(), 2);
    fs::remove_dir_all(&dir).unwrap();
}

/// A save naming `command` as White's engine, one move played.
fn engine_save(dir: &Path, command: &str) -> std::path::PathBuf {
    let mut g = Game::even().with_players(Players::new(
        Player::human("Me"),
        Player::engine("Them", command),
    ));
    g.play(Move::from_usi("7g7f").unwrap()).unwrap();
    let r = record_of(&g, &GameInfo::default());
    write_save(dir, "engine-game", &r)
}

/// Issue 9, defect 3: a save that names a command never runs it without
/// the player's yes; the player can let the bot or a person play instead.
#[test]
fn an_engine_named_by_a_save_waits_for_consent() {
    use shogi_tui::tui::events::AppEvent;
    use shogi_tui::tui::pages::game::seat_questions::SeatAsk;
    let dir = scratch_dir("consent");
    let marker = dir.join("ran");
    let command = format!("/bin/sh -c \"touch {}; exec cat\"", marker.display());
    let path = engine_save(&dir, &command);
    let before = fs::read(&path).unwrap();
    let mut a = menu_app(&dir);
    menu_pick(&mut a, RowKind::Continue);
    let Overlay::Seat(SeatAsk::Consent {
        side,
        command: asked,
        ..
    }) = &game(&a).overlay
    else {
        panic!("consent is asked: {:?}", game(&a).overlay);
    };
    assert_eq!((*side, asked.as_str()), (Color::White, command.as_str()));
    let text = screen_text(&a);
    assert!(
        text.contains("Run a program named by the saved game?"),
        "{text}"
    );
    assert!(text.contains("touch"), "the exact command is shown: {text}");
    for _ in 0..20 {
        a.on_event(AppEvent::Tick);
    }
    // A program started by the ticks would be running now (its command
    // ends in `exec cat`) or would have left the marker.
    let marker_name = marker.to_string_lossy();
    assert_eq!(
        crate::common::processes_naming(&marker_name),
        Vec::<String>::new(),
        "a program started while the question is open"
    );
    assert!(!marker.exists(), "nothing ran while the question is open");
    assert!(!a.wants_ticks(), "nothing is starting");
    // n: leave, the game as it was.
    keys(&mut a, "n");
    assert!(a.top::<Menu>().is_some());
    assert_eq!(fs::read(&path).unwrap(), before);
    // h: a person plays White instead, and the save says so.
    menu_pick(&mut a, RowKind::Continue);
    keys(&mut a, "h");
    assert_eq!(game(&a).overlay, Overlay::None);
    assert!(game(&a).game.players().white.is_human());
    keys(&mut a, ":3c3d\n");
    let saved = load(&path).unwrap();
    assert_eq!(usi(&saved), ["7g7f", "3c3d"]);
    assert!(saved.info.white.is_human());
    assert!(!marker.exists());
    let program = shogi_tui::usi::program::Program::resolve(&command).unwrap();
    assert!(!a.trusted.allows(&program), "nothing was allowed");
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn an_allowed_engine_command_is_remembered_and_then_not_asked_about() {
    use shogi_tui::settings::TrustedEngines;
    let dir = scratch_dir("consent-yes");
    // Settings live apart from the saves.
    let settings = dir.join("settings/trusted-engines.ron");
    // Trust names a program file: one must be there.
    let engine = dir.join("engine.sh");
    fs::write(&engine, "#!/bin/sh\nexit 0\n").unwrap();
    fs::set_permissions(&engine, std::os::unix::fs::PermissionsExt::from_mode(0o755)).unwrap();
    let command = &format!("{} --level 3", engine.display());
    let program = shogi_tui::usi::program::Program::resolve(command).unwrap();
    engine_save(&dir.join("saves"), command);
    let mut a = menu_app(&dir.join("saves")).with_trusted(TrustedEngines::load_from(&settings));
    menu_pick(&mut a, RowKind::Continue);
    assert!(matches!(game(&a).overlay, Overlay::Seat(_)));
    keys(&mut a, "y");
    assert!(a.trusted.allows(&program));
    assert!(
        TrustedEngines::load_from(&settings).allows(&program),
        "remembered"
    );
    assert!(
        !fs::read_to_string(dir.join("saves/engine-game.ron"))
            .unwrap()
            .contains("trusted")
    );
    keys(&mut a, "qy");
    let mut b = menu_app(&dir.join("saves")).with_trusted(TrustedEngines::load_from(&settings));
    menu_pick(&mut b, RowKind::Continue);
    assert!(
        !matches!(
            game(&b).overlay,
            Overlay::Seat(shogi_tui::tui::pages::game::seat_questions::SeatAsk::Consent { .. })
        ),
        "not asked again"
    );
    fs::remove_dir_all(&dir).unwrap();
}

/// Ctrl-C leaves at once from every screen and popup, and the game on
/// screen is already saved.
#[test]
fn ctrl_c_quits_from_every_screen_and_popup() {
    let dir = scratch_dir("ctrl-c");
    write_save(&dir, "done", &record(&["7g7f"], true));
    // Each case: how to get there from the menu.
    type Reach<'a> = &'a dyn Fn(&mut App);
    let cases: [(&str, Reach); 11] = [
        ("menu", &|_| {}),
        ("menu help", &|a| keys(a, "?")),
        ("game", &|a| menu_pick(a, RowKind::NewGame)),
        ("move prompt", &|a| {
            menu_pick(a, RowKind::NewGame);
            keys(a, ":7g");
        }),
        ("save prompt", &|a| {
            menu_pick(a, RowKind::NewGame);
            keys(a, ":7g7f\ns");
        }),
        ("help", &|a| {
            menu_pick(a, RowKind::NewGame);
            keys(a, "?");
        }),
        ("tally", &|a| {
            menu_pick(a, RowKind::NewGame);
            keys(a, "i");
        }),
        ("leave question", &|a| {
            menu_pick(a, RowKind::NewGame);
            keys(a, ":7g7f\nq");
        }),
        ("load screen", &|a| menu_pick(a, RowKind::Load)),
        ("delete question", &|a| {
            menu_pick(a, RowKind::Load);
            keys(a, "d");
        }),
        ("review jump", &|a| {
            menu_pick(a, RowKind::Load);
            keys(a, "\n:");
        }),
    ];
    for (what, reach) in cases {
        let mut a = menu_app(&dir);
        reach(&mut a);
        assert!(!a.quit, "{what}: still running before Ctrl-C");
        ctrl_c(&mut a);
        assert!(a.quit, "{what}: Ctrl-C quits");
    }
    fs::remove_dir_all(&dir).unwrap();
}

/// The load page's update only asks for a deletion; its component deletes
/// after the update and tells the page how it went.
#[test]
fn the_load_page_asks_for_a_deletion_and_shows_how_it_went() {
    use shogi_tui::tui::action::Action;
    use shogi_tui::tui::page::Component;
    use shogi_tui::tui::page::Flow;
    use shogi_tui::tui::page::Page;
    use shogi_tui::tui::pages::load::LoadScreen;
    let dir = scratch_dir("load-page");
    let path = write_save(&dir, "only", &record(&["7g7f"], false));
    let saves = SaveDir::open(&dir).unwrap();
    let mut page = LoadScreen::new(saves.clone(), saves.list());
    assert!(matches!(
        page.update(&Action::page(LoadCommand::Delete)),
        Flow::Stay
    ));
    assert!(page.confirm_delete);
    assert!(matches!(page.update(&Action::Answer(true)), Flow::Stay));
    let asked: Vec<_> = page
        .orders
        .waiting()
        .iter()
        .map(|s| s.name.clone())
        .collect();
    assert_eq!(asked, ["only"]);
    assert!(path.exists(), "the update deleted nothing itself");
    // Its component deletes after the update, and tells the page.
    page.settle();
    assert!(!path.exists());
    assert!(page.entries.is_empty());
    assert_eq!(page.message, Some(Message::Info("deleted 'only'".into())));
    fs::remove_dir_all(&dir).unwrap();
}
