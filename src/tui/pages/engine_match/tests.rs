use super::*;
use crate::game::{MoveLimit, PlayerKind, TimeControl, TimeControls};
use crate::matches::Series;
use crate::tui::action::Direction;
use crate::tui::form::FormRows;
use crate::tui::snapshot::buffer_lines;
use crate::tui::theme::Theme;
use std::time::{Duration, Instant};

fn press(f: &mut MatchForm, action: Action) -> Flow {
    f.update(&action)
}

fn bot(level: u8) -> PlayerKind {
    PlayerKind::Bot { level }
}

/// Enter on Start: the series begun, with the choices the rows make.
fn started(f: &mut MatchForm) -> MatchChoices {
    f.focus = Field::Start;
    assert!(
        matches!(press(f, Action::Activate), Flow::Then(_)),
        "not starting"
    );
    f.choices().expect("the rows make a series")
}

#[test]
fn the_form_opens_on_start_with_the_strongest_level_a_second_a_move_and_twenty_games() {
    let mut f = MatchForm::new();
    assert_eq!(f.focus, Field::Start);
    let c = started(&mut f);
    assert_eq!(c.players[0], bot(8));
    assert_eq!(c.players[1], bot(7));
    assert_eq!(c.games, 20);
    assert_eq!(c.at_once, 1);
    let one_second = TimeControl::new(Duration::ZERO, Duration::from_secs(1), Duration::ZERO);
    assert_eq!(Ok(c.clock), one_second.map(TimeControls::even));
}

#[test]
fn arrows_move_and_change_rows_and_the_choices_follow() {
    let mut f = MatchForm::new();
    press(&mut f, Action::First);
    assert_eq!(f.focus, Field::First);
    // Round from the strongest level to the first choice, level 1.
    for _ in 0..f.players[0].choices().len() {
        if f.players[0].value() == Some(&bot(1)) {
            break;
        }
        press(&mut f, Action::Move(Direction::Right));
    }
    assert_eq!(f.players[0].value(), Some(&bot(1)));
    press(&mut f, Action::Move(Direction::Down));
    assert_eq!(f.focus, Field::Second);
    press(&mut f, Action::Move(Direction::Down));
    press(&mut f, Action::Move(Direction::Left));
    press(&mut f, Action::Move(Direction::Down));
    assert_eq!(f.focus, Field::Games);
    // Enter on a chosen row steps it, as on the menu.
    press(&mut f, Action::Activate);
    for _ in 0..4 {
        press(&mut f, Action::Move(Direction::Up));
    }
    assert_eq!(f.focus, Field::Start, "round from the first row");
    let c = started(&mut f);
    assert_eq!(c.players[0], bot(1));
    assert_eq!(c.games, 50);
    let half = TimeControl::new(Duration::ZERO, Duration::from_millis(500), Duration::ZERO);
    assert_eq!(Ok(c.clock), half.map(TimeControls::even));
    assert!(matches!(press(&mut f, Action::Quit), Flow::Leave));
    assert!(matches!(press(&mut f, Action::Cancel), Flow::Leave));
}

#[test]
fn a_click_focuses_a_row_and_a_second_click_acts() {
    let mut f = MatchForm::new();
    let area = Rect::new(0, 0, 80, 24);
    let buf = render_form(&f, 80, 24);
    let y = buf
        .iter()
        .position(|l| l.contains(&Field::Games.label()))
        .expect("the games row is drawn");
    let row = f.row_at(area, 20, u16::try_from(y).unwrap_or(0));
    assert_eq!(row, Some(3));
    press(&mut f, Action::ClickRow(3));
    assert_eq!(f.focus, Field::Games);
    press(&mut f, Action::ClickRow(3));
    assert_eq!(f.games.value(), Some(&50));
}

fn render_form(f: &MatchForm, w: u16, h: u16) -> Vec<String> {
    let area = Rect::new(0, 0, w, h);
    let mut buf = Buffer::empty(area);
    f.draw(area, &mut buf, &Theme::default_theme(false));
    buffer_lines(&buf)
}

#[test]
fn every_row_and_its_value_shows_at_80x24_in_either_language() {
    for lang in crate::i18n::Lang::ALL {
        crate::i18n::in_lang(lang, || {
            let f = MatchForm::new();
            let text = render_form(&f, 80, 24).join("\n");
            for field in Field::ORDER {
                assert!(text.contains(&field.label()), "{lang:?} {field:?}\n{text}");
            }
            assert!(text.contains(&crate::t!("series-match-form-games-count", count = 20)));
            assert!(text.contains(&crate::t!("series-match-form-title")));
        });
    }
}

#[test]
fn the_series_of_the_choices_pairs_its_openings_and_names_two_alike_apart() {
    let c = MatchChoices {
        players: [bot(3), bot(3)],
        clock: TimeControls::even(TimeControl {
            main: Duration::ZERO,
            byoyomi: Duration::from_secs(1),
            increment: Duration::ZERO,
        }),
        games: 7,
        at_once: 2,
    };
    let setup = c.setup(None, 5);
    let names: Vec<&str> = setup
        .plan
        .entrants
        .iter()
        .map(|e| e.name.as_str())
        .collect();
    assert_eq!(names.len(), 2);
    assert_ne!(names[0], names[1]);
    assert_eq!(setup.plan.openings.len(), 4, "one opening a pair");
    assert!(setup.plan.openings.iter().all(|o| o.moves.len() == 8));
    assert_eq!(setup.plan.fixtures().len(), 7);
    assert_eq!(setup.plan.concurrency, 2);
    assert_eq!(setup.settings.seed, 5);
    // The same seed, the same openings: a series can be played again.
    let again = c.setup(None, 5);
    let moves = |s: &crate::matches::SeriesSetup| -> Vec<Vec<String>> {
        s.plan
            .openings
            .iter()
            .map(|o| o.moves.iter().map(|m| m.to_usi()).collect())
            .collect()
    };
    assert_eq!(moves(&setup), moves(&again));
    assert_ne!(moves(&setup), moves(&c.setup(None, 6)));
}

/// A short series between two quick levels, each game cut at 24 plies.
fn short_series(games: usize) -> MatchPage {
    let c = MatchChoices {
        players: [bot(1), bot(2)],
        clock: TimeControls::even(TimeControl {
            main: Duration::ZERO,
            byoyomi: Duration::from_secs(2),
            increment: Duration::ZERO,
        }),
        games,
        at_once: 1,
    };
    let mut setup = c.setup(None, 11);
    setup.plan.move_limit = MoveLimit::Plies(24);
    let series = Series::start(setup).expect("a series without a folder starts");
    MatchPage::new(series, None)
}

fn tick_until_over(page: &mut MatchPage) {
    let deadline = Instant::now() + Duration::from_secs(120);
    while !page.is_over() {
        assert!(Instant::now() < deadline, "the series never ended");
        page.tick();
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[test]
fn the_page_plays_the_series_to_its_end_and_q_then_leaves() {
    let mut page = short_series(2);
    assert!(page.wants_ticks());
    tick_until_over(&mut page);
    assert!(!page.wants_ticks());
    assert_eq!(page.watch.finished, 2);
    let over = page.watch.over.clone().unwrap_or_default();
    assert!(over.contains("2/2"), "{over}");
    // The standings count both games.
    let table = page.watch.table.join(" ");
    assert!(
        table.contains("Level 1") && table.contains("Level 2"),
        "{table}"
    );
    assert!(matches!(page.update(&Action::Quit), Flow::Leave));
}

#[test]
fn q_asks_no_keeps_playing_and_yes_stops_after_the_game_in_progress() {
    let mut page = short_series(200);
    // Wait for the first game to begin.
    let deadline = Instant::now() + Duration::from_secs(60);
    while page.watch.shown().is_none() && Instant::now() < deadline {
        page.tick();
        std::thread::sleep(Duration::from_millis(10));
    }
    assert!(matches!(page.update(&Action::Quit), Flow::Stay));
    assert_eq!(page.input_mode(), InputMode::Question);
    page.update(&Action::Cancel);
    assert_eq!(page.input_mode(), InputMode::Own, "Esc answers no");
    page.update(&Action::Quit);
    page.update(&Action::Answer(true));
    tick_until_over(&mut page);
    assert!(
        page.watch.finished < 200,
        "stopped early: {} of 200 played",
        page.watch.finished
    );
    assert!(page.watch.finished >= 1, "the game in progress was kept");
}

#[test]
fn stopped_at_once_the_game_in_progress_is_left_out_of_the_score() {
    let dir = std::env::temp_dir().join(format!("match-at-once-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    // The strongest levels on a long clock: the game is still being
    // played when the series is stopped.
    let c = MatchChoices {
        players: [bot(8), bot(7)],
        clock: TimeControls::even(TimeControl {
            main: Duration::ZERO,
            byoyomi: Duration::from_secs(5),
            increment: Duration::ZERO,
        }),
        games: 2,
        at_once: 1,
    };
    let series = Series::start(c.setup(Some(dir.clone()), 3)).expect("the series starts");
    let mut page = MatchPage::new(series, Some(dir.clone()));
    let deadline = Instant::now() + Duration::from_secs(60);
    while page.watch.shown().is_none() && Instant::now() < deadline {
        page.tick();
        std::thread::sleep(Duration::from_millis(10));
    }
    assert!(page.watch.shown().is_some(), "the first game began");
    // q, y (stop after the game), q again: at once.
    page.update(&Action::Quit);
    page.update(&Action::Answer(true));
    page.update(&Action::Quit);
    tick_until_over(&mut page);
    assert_eq!(page.watch.finished, 0, "{:?}", page.watch.table);
    let table = page.watch.table.join(" ");
    assert!(!table.contains("0-0-1"), "scored as a draw: {table}");
    let saved = std::fs::read_to_string(dir.join("series.json")).unwrap_or_default();
    assert!(!saved.contains("\"number\""), "{saved}");
    assert!(
        page.watch
            .over
            .as_deref()
            .is_some_and(|o| o.contains("0/2"))
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_games_row_stops_at_two_and_at_a_thousand() {
    let mut f = MatchForm::new();
    f.focus = Field::Games;
    for _ in 0..choices::GAME_COUNTS.len() + 2 {
        press(&mut f, Action::Move(Direction::Left));
    }
    assert_eq!(f.games.value(), Some(&2));
    for _ in 0..choices::GAME_COUNTS.len() + 2 {
        press(&mut f, Action::Move(Direction::Right));
    }
    assert_eq!(f.games.value(), Some(&1000));
    // Enter steps forward, and stops there too.
    press(&mut f, Action::Activate);
    assert_eq!(f.games.value(), Some(&1000));
}

#[test]
fn the_half_second_clock_reads_half_a_second_in_either_language() {
    for (lang, want) in [
        (crate::i18n::Lang::En, "0.5s byoyomi"),
        (crate::i18n::Lang::Ja, "秒読み0.5秒"),
    ] {
        crate::i18n::in_lang(lang, || {
            let mut f = MatchForm::new();
            f.focus = Field::Clock;
            let half = TimeControls::even(byoyomi_only(500));
            assert!(f.clock.select(&half));
            let text = render_form(&f, 80, 24).join("\n");
            assert!(text.contains(want), "{lang:?}\n{text}");
        });
    }
}

fn byoyomi_only(ms: u64) -> TimeControl {
    TimeControl {
        main: Duration::ZERO,
        byoyomi: Duration::from_millis(ms),
        increment: Duration::ZERO,
    }
}

#[test]
fn the_form_opens_where_the_last_start_left_it_through_the_settings_file() {
    let mut f = MatchForm::new();
    f.focus = Field::First;
    press(&mut f, Action::Move(Direction::Right));
    f.focus = Field::Clock;
    press(&mut f, Action::Move(Direction::Left));
    f.focus = Field::Games;
    press(&mut f, Action::Move(Direction::Right));
    f.focus = Field::Start;
    let chosen = started(&mut f);
    assert_eq!(
        Ok(chosen.clock),
        TimeControl::new(Duration::ZERO, Duration::from_millis(500), Duration::ZERO)
            .map(TimeControls::even)
    );
    assert_ne!(chosen, started(&mut MatchForm::new()));
    // As the app keeps it: in the settings file, read back on the next run.
    let settings = crate::settings::Settings {
        engine_match: chosen.remembered(),
        ..crate::settings::Settings::default()
    };
    let text = ron::ser::to_string(&settings).expect("settings are written");
    let read: crate::settings::Settings = ron::from_str(&text).expect("and read back");
    let mut again = MatchForm::remembered(&read.engine_match);
    assert_eq!(started(&mut again), chosen);
    // A file without the form's choices: the form as it first opens.
    let mut fresh = MatchForm::remembered(&crate::settings::MatchSettings::default());
    assert_eq!(started(&mut fresh), started(&mut MatchForm::new()));
}
