//! Settings are remembered: the menu's choices and the look keys are kept
//! in the player's settings file and restored on the next start; a
//! command-line flag changes one run only; `--continue` plays on with the
//! time per move the game was started with.

use crate::tui_support::*;
use ratatui::layout::Rect;
use shogi_tui::game::{MoveLimit, PlayerKind};
use shogi_tui::i18n::rules::Shown;
use shogi_tui::settings::{Remembered, SETTINGS_FILE, Settings};
use shogi_tui::tui::app::{App, Notation};
use shogi_tui::tui::autosave::SaveFolder;
use shogi_tui::tui::pages::menu::Menu;
use shogi_tui::tui::pages::menu::RowKind;
use std::fs;
use std::path::Path;
use std::time::Duration;

fn app_with(dir: &Path, glyphs: &str) -> App {
    App::with_menu(prefs(glyphs, true), Rect::new(0, 0, W, H))
        .with_saves(SaveFolder::at(dir.join("saves")))
        .with_settings(Remembered::load_from(&dir.join(SETTINGS_FILE)))
}

fn stored(dir: &Path) -> Settings {
    Remembered::load_from(&dir.join(SETTINGS_FILE)).settings
}

/// What the menu row of `kind` shows.
fn menu_value(a: &App, kind: RowKind) -> String {
    let Some(menu) = a.top::<Menu>() else {
        panic!("the menu");
    };
    menu.shown(kind).unwrap_or_default().to_string()
}

/// Steps the menu row of `kind` one choice to the right.
fn step_row(a: &mut App, kind: RowKind) {
    let Some(menu) = a.top::<Menu>() else {
        panic!("the menu");
    };
    let target = menu.rows.iter().position(|r| r.kind == kind).unwrap();
    let steps = (target + menu.rows.len() - menu.focus) % menu.rows.len();
    for _ in 0..steps {
        keys(a, "j");
    }
    keys(a, "l");
}

#[test]
fn menu_choices_and_look_keys_are_restored_on_the_next_start() {
    let dir = scratch_dir("settings-restore");
    let mut a = app_with(&dir, "kanji");
    assert!(!dir.join(SETTINGS_FILE).exists(), "nothing written unasked");
    // In order: 256, 500, 1000, off; from 500 one step is 1000.
    assert_eq!(menu_value(&a, RowKind::MoveLimit), "500 moves");
    step_row(&mut a, RowKind::MoveLimit);
    assert_eq!(menu_value(&a, RowKind::MoveLimit), "1000 moves");
    assert_eq!(stored(&dir).move_limit, MoveLimit::Plies(1000));
    step_row(&mut a, RowKind::White);
    let white = stored(&dir).white;
    assert!(matches!(white, PlayerKind::Bot { level: 1 }), "{white:?}");
    step_row(&mut a, RowKind::MoveTime);
    assert_eq!(stored(&dir).move_seconds, 2.0, "times go up in order");
    // A game against the bot: `w` and `m` there are remembered too.
    menu_pick(&mut a, RowKind::NewGame);
    keys(&mut a, "w");
    assert_eq!(stored(&dir).glyphs, "western");
    keys(&mut a, "m");
    assert_eq!(
        stored(&dir).western_moves,
        Some(false),
        "Western pieces, Japanese moves"
    );
    keys(&mut a, "qy");

    let b = app_with(&dir, &stored(&dir).glyphs);
    assert_eq!(menu_value(&b, RowKind::MoveLimit), "1000 moves");
    assert_eq!(menu_value(&b, RowKind::White), "bot 1 Beginner");
    assert_eq!(menu_value(&b, RowKind::MoveTime), "2 s per move");
    assert_eq!(b.prefs.glyphs.name, "western");
    assert_eq!(b.prefs.notation, Notation::Japanese);
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_look_given_for_one_run_is_not_remembered() {
    let dir = scratch_dir("settings-flag");
    // As `shogi-tui --glyphs western` builds it: the flag's look, the
    // stored settings (none yet).
    let mut a = app_with(&dir, "western");
    assert_eq!(a.prefs.glyphs.name, "western");
    step_row(&mut a, RowKind::Rules);
    let s = stored(&dir);
    assert_eq!(s.glyphs, "kanji", "the flag was for this run only");
    assert_eq!(s.rules.name(), "declare24");
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_typed_engine_is_remembered_and_offered_again() {
    let dir = scratch_dir("settings-engine");
    let mut a = app_with(&dir, "kanji");
    // The White row's last choice types a command.
    let Some(menu) = a.top::<Menu>() else {
        panic!("the menu");
    };
    let white = menu
        .rows
        .iter()
        .position(|r| r.kind == RowKind::White)
        .unwrap();
    for _ in 0..white {
        keys(&mut a, "j");
    }
    keys(&mut a, "h\n");
    keys(&mut a, "/bin/cat --my-engine\n");
    assert_eq!(
        stored(&dir).white,
        PlayerKind::Engine {
            command: "/bin/cat --my-engine".into()
        }
    );
    let b = app_with(&dir, "kanji");
    assert_eq!(
        menu_value(&b, RowKind::White),
        "engine: /bin/cat --my-engine"
    );
    fs::remove_dir_all(&dir).unwrap();
}

/// Issue 26, item 3: a damaged file is moved aside, never overwritten.
#[test]
fn a_broken_settings_file_is_reported_and_kept_aside() {
    let dir = scratch_dir("settings-broken");
    fs::write(dir.join(SETTINGS_FILE), "(glyphs: ").unwrap();
    let mut a = app_with(&dir, "kanji");
    let Some(menu) = a.top::<Menu>() else {
        panic!("the menu");
    };
    let said = menu.message.clone().unwrap_or_default();
    assert!(said.contains("settings.ron.damaged"), "{said}");
    assert!(said.contains("start from the defaults"), "{said}");
    step_row(&mut a, RowKind::Rules);
    assert_eq!(
        fs::read_to_string(dir.join("settings.ron.damaged")).unwrap(),
        "(glyphs: "
    );
    let again = Remembered::load_from(&dir.join(SETTINGS_FILE));
    assert!(
        dir.join(SETTINGS_FILE).exists(),
        "the change is written anew"
    );
    assert_eq!(again.problem, None);
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn continue_plays_on_with_the_time_per_move_the_game_began_with() {
    let dir = scratch_dir("settings-continue");
    let mut a = app_with(&dir, "kanji");
    step_row(&mut a, RowKind::MoveTime);
    step_row(&mut a, RowKind::MoveTime);
    assert_eq!(menu_value(&a, RowKind::MoveTime), "5 s per move");
    menu_pick(&mut a, RowKind::NewGame);
    assert_eq!(game(&a).seats.move_time, Some(Duration::from_secs(5)));
    keys(&mut a, ":7g7f\nqy");
    // The menu's time changes meanwhile; the game keeps its own.
    step_row(&mut a, RowKind::MoveTime);
    menu_pick(&mut a, RowKind::Continue);
    assert_eq!(game(&a).game.ply(), 1);
    assert_eq!(game(&a).seats.move_time, Some(Duration::from_secs(5)));
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_clock_names_and_sound_are_remembered() {
    let dir = scratch_dir("settings-clock");
    let mut a = app_with(&dir, "kanji");
    // The first preset: 10 minutes and 30 seconds of byoyomi.
    step_row(&mut a, RowKind::Clock);
    assert_eq!(menu_value(&a, RowKind::Clock), "10m + 30s byoyomi");
    // Sound: a step right from 70% is 80%.
    step_row(&mut a, RowKind::Sound);
    assert_eq!(a.remembered.settings.sound.volume, 80, "louder at once");
    // The count, English by the language of the run, steps to the bell.
    assert_eq!(menu_value(&a, RowKind::CountVoice), "English voice");
    step_row(&mut a, RowKind::CountVoice);
    // Black's name, typed.
    let Some(menu) = a.top::<Menu>() else {
        panic!("the menu");
    };
    let target = menu
        .rows
        .iter()
        .position(|r| r.kind == RowKind::BlackName)
        .unwrap();
    let steps = (target + menu.rows.len() - menu.focus) % menu.rows.len();
    for _ in 0..steps {
        keys(&mut a, "j");
    }
    keys(&mut a, "\nHanako\n");
    let s = stored(&dir);
    assert_eq!(
        s.clock.map(|c| c.shown()),
        Some("10m + 30s byoyomi".to_string())
    );
    assert!(s.sound.on);
    assert_eq!(s.sound.volume, 80);
    assert_eq!(s.sound.count, Some(shogi_tui::settings::CountVoice::Bell));
    assert_eq!(s.black_name.as_deref(), Some("Hanako"));
    menu_pick(&mut a, RowKind::NewGame);
    assert_eq!(game(&a).game.players().black.name, "Hanako");
    keys(&mut a, "qy");

    let b = app_with(&dir, "kanji");
    assert_eq!(menu_value(&b, RowKind::Clock), "10m + 30s byoyomi");
    assert_eq!(menu_value(&b, RowKind::Sound), "80%");
    assert_eq!(menu_value(&b, RowKind::CountVoice), "terminal bell");
    assert_eq!(menu_value(&b, RowKind::BlackName), "Hanako");
    fs::remove_dir_all(&dir).unwrap();
}
