use super::*;
use crate::game::TimeControls;
use crate::game::{Handicap, MoveLimit, RuleSet};
use crate::settings::Settings;
use crate::tui::action::Direction;
use crate::tui::setup::UnknownPlayer;
use crate::tui::theme::Theme;
use std::time::Duration;

fn secs(s: u64) -> Duration {
    Duration::from_secs(s)
}

fn even(text: &str) -> TimeControls {
    TimeControls::even(text.parse().unwrap())
}

fn menu() -> Menu {
    let two = |a: &str, b: &str| vec![Choice::new(a, a.to_string()), Choice::new(b, b.to_string())];
    Menu::new(MenuChoices {
        players: vec![
            Choice::new("human", PlayerChoice::Plays(PlayerKind::Human)),
            Choice::new("bot 1", PlayerChoice::Plays(PlayerKind::Bot { level: 1 })),
            Choice::new("type", PlayerChoice::TypeCommand),
        ],
        move_times: vec![Choice::new("1", secs(1)), Choice::new("5", secs(5))],
        clocks: vec![
            Choice::new("untimed", ClockChoice::Untimed),
            Choice::new("10m+30s", ClockChoice::Timed(even("10m+30s"))),
            Choice::new("custom…", ClockChoice::TypeCustom),
        ],
        rules: vec![
            Choice::new("declare27", RuleSet::Declare27),
            Choice::new("try", RuleSet::Try),
        ],
        starts: vec![
            Choice::new("even", Start::Even),
            Choice::new("lance", Start::Handicap(Handicap::Lance)),
        ],
        move_limits: vec![
            Choice::new("500", MoveLimit::Plies(500)),
            Choice::new("off", MoveLimit::Off),
        ],
        themes: two("dark", "light"),
        glyphs: two("kanji", "western"),
        languages: vec![
            Choice::new("English", crate::i18n::Lang::En),
            Choice::new("日本語", crate::i18n::Lang::Ja),
        ],
        count_voices: crate::settings::CountVoice::ALL
            .iter()
            .map(|v| Choice::new(format!("{v:?}"), *v))
            .collect(),
        sound_levels: vec![
            Choice::new("off", None),
            Choice::new("50%", Some(50)),
            Choice::new("70%", Some(70)),
        ],
        books: vec![
            Choice::new("built-in", Some(crate::settings::BookChoice::Builtin)),
            Choice::new("off", Some(crate::settings::BookChoice::Off)),
            Choice::new("a file…", None),
        ],
    })
}

fn type_text(m: &mut Menu, text: &str) {
    for c in text.chars() {
        m.update(&Action::PromptChar(c));
    }
}

fn focused(m: &Menu) -> RowKind {
    m.rows[m.focus].kind
}

/// The menu drawn on a screen of `area`, as lines of text.
fn drawn(m: &Menu, area: Rect) -> Vec<String> {
    let mut buf = Buffer::empty(area);
    MenuView {
        menu: m,
        theme: &Theme::default_theme(false),
    }
    .render(area, &mut buf);
    crate::tui::snapshot::buffer_lines(&buf)
}

#[test]
fn arrows_move_focus_and_change_settings() {
    let mut m = menu();
    m.focus_on(RowKind::Rules);
    assert!(matches!(
        m.update(&Action::Move(Direction::Right)),
        Flow::Then(_)
    ));
    assert_eq!(m.take_changed(), Some(RowKind::Rules));
    assert_eq!(m.rules.value(), Some(&RuleSet::Try));
    m.update(&Action::Move(Direction::Right));
    assert_eq!(m.rules.value(), Some(&RuleSet::Declare27));
    m.focus = 0;
    m.update(&Action::Move(Direction::Up));
    assert_eq!(focused(&m), RowKind::Quit, "focus wraps around");
    assert!(matches!(m.update(&Action::Activate), Flow::Quit));
}

#[test]
fn a_changed_row_is_reported_and_enter_on_first_row_starts() {
    let mut m = menu();
    assert!(matches!(m.update(&Action::Activate), Flow::Then(_)));
    m.focus_on(RowKind::Theme);
    assert!(matches!(
        m.update(&Action::Move(Direction::Left)),
        Flow::Then(_)
    ));
    assert_eq!(m.take_changed(), Some(RowKind::Theme));
    assert_eq!(m.theme.value().map(String::as_str), Some("light"));
}

#[test]
fn clicks_focus_then_activate() {
    let mut m = menu();
    let screen = Rect::new(0, 0, 100, 40);
    let r = m.rect(screen);
    let quit = m.rows.iter().position(|r| r.kind == RowKind::Quit).unwrap();
    let quit_row = m.row_at(screen, r.x + 3, r.y + 2 + quit as u16);
    assert_eq!(quit_row, Some(quit));
    assert!(matches!(m.update(&Action::ClickRow(quit)), Flow::Stay));
    assert!(matches!(m.update(&Action::ClickRow(quit)), Flow::Quit));
    assert_eq!(m.row_at(screen, r.x + 3, r.y + 1), None);
}

#[test]
fn continue_is_offered_first_and_withdrawn() {
    let mut m = menu();
    m.focus = 3;
    m.offer_continue(Some("Black vs White, 12 moves".into()));
    assert_eq!(m.rows[0].kind, RowKind::Continue);
    assert_eq!(m.focus, 0, "Enter continues");
    assert!(matches!(m.update(&Action::Activate), Flow::Then(_)));
    m.focus = 1;
    m.offer_continue(None);
    assert_eq!(m.rows[0].kind, RowKind::NewGame);
    assert_eq!(m.focus, 0, "focus stays on the same row");
    m.focus_on(RowKind::Load);
    assert!(matches!(m.update(&Action::Activate), Flow::Then(_)));
}

#[test]
fn the_rows_describe_the_game_in_typed_values() {
    let mut m = menu();
    m.focus_on(RowKind::White);
    m.update(&Action::Move(Direction::Right));
    m.focus_on(RowKind::Handicap);
    m.update(&Action::Move(Direction::Right));
    m.focus_on(RowKind::MoveLimit);
    m.update(&Action::Move(Direction::Right));
    m.focus_on(RowKind::MoveTime);
    m.update(&Action::Move(Direction::Right));
    let g = m.new_game().unwrap();
    assert_eq!(g.setup.white, PlayerSpec(PlayerKind::Bot { level: 1 }));
    assert_eq!(g.setup.black, PlayerSpec(PlayerKind::Human));
    assert_eq!(g.setup.start, Start::Handicap(Handicap::Lance));
    assert_eq!(g.setup.move_limit, MoveLimit::Off);
    assert_eq!(g.setup.time, None, "untimed first");
    assert_eq!(g.move_time, Some(secs(5)));
    assert!(!g.auto_flip);
}

#[test]
fn clock_presets_are_chosen_with_the_arrows() {
    let mut m = menu();
    m.focus_on(RowKind::Clock);
    assert_eq!(m.shown(RowKind::Clock).as_deref(), Some("untimed"));
    assert!(matches!(
        m.update(&Action::Move(Direction::Right)),
        Flow::Then(_)
    ));
    assert_eq!(m.take_changed(), Some(RowKind::Clock));
    assert_eq!(m.new_game().unwrap().setup.time, Some(even("10m+30s")));
    let mut s = Settings::default();
    m.store(RowKind::Clock, &mut s);
    assert_eq!(s.clock, Some(even("10m+30s")));
    // One more: "custom…", which is no clock until typed.
    m.update(&Action::Move(Direction::Right));
    assert_eq!(m.new_game().unwrap_err(), NotReady::Clock);
    m.store(RowKind::Clock, &mut s);
    assert_eq!(s.clock, Some(even("10m+30s")), "nothing to remember yet");
    let mut page = m.clone();
    page.focus_on(RowKind::NewGame);
    assert!(matches!(
        Page::update(&mut page, &Action::Activate),
        Flow::Stay
    ));
    assert_eq!(focused(&page), RowKind::Clock, "the row to fix");
    assert_eq!(
        page.message.as_deref(),
        Some("the custom clock is not typed yet: press Enter on it")
    );
}

#[test]
fn a_custom_clock_is_typed_checked_and_offered() {
    let mut m = menu();
    m.focus_on(RowKind::Clock);
    m.update(&Action::Move(Direction::Left));
    assert_eq!(m.clock.value(), Some(&ClockChoice::TypeCustom));
    assert!(matches!(m.update(&Action::Activate), Flow::Stay));
    assert_eq!(m.typing.as_ref().map(|t| t.prompt), Some(Prompt::Clock));
    // A bad duration: said, and the text kept to be corrected.
    type_text(&mut m, "5x+10s");
    assert!(matches!(m.update(&Action::Activate), Flow::Stay));
    let said = m.message.clone().unwrap_or_default();
    assert!(said.contains("'5x' is not a duration"), "{said}");
    assert_eq!(m.typing.as_ref().map(|t| t.text.as_str()), Some("5x+10s"));
    // The prompt rule of every page: the refused text is selected, so
    // what is typed next replaces it instead of joining it.
    assert!(m.typing.as_ref().is_some_and(|t| t.text.is_selected()));
    type_text(&mut m, "5m+10s/move+30s");
    assert_eq!(
        m.typing.as_ref().map(|t| t.text.as_str()),
        Some("5m+10s/move+30s")
    );
    // Byoyomi and increment together are refused with the clock's words.
    m.update(&Action::Activate);
    assert!(m.message.is_some(), "refused");
    m.update(&Action::PromptClear);
    type_text(&mut m, "5m+10s/move");
    assert!(matches!(m.update(&Action::Activate), Flow::Then(_)));
    assert_eq!(m.take_changed(), Some(RowKind::Clock));
    assert_eq!(m.typing, None);
    assert_eq!(m.message, None);
    assert_eq!(
        m.shown(RowKind::Clock).as_deref(),
        Some("5m + 10s per move")
    );
    let fischer = even("5m+10s/move");
    assert_eq!(m.new_game().unwrap().setup.time, Some(fischer));
    let labels: Vec<&str> = m.clock.choices().iter().map(|c| c.label.as_str()).collect();
    assert_eq!(labels.last(), Some(&"custom…"), "typing stays last");
    // Esc leaves the typing without changing anything.
    m.update(&Action::Move(Direction::Right));
    m.update(&Action::Activate);
    type_text(&mut m, "3m");
    m.update(&Action::Cancel);
    assert_eq!(m.typing, None);
    assert_eq!(m.clock.value(), Some(&ClockChoice::TypeCustom));
}

#[test]
fn names_are_typed_for_people_and_left_to_computers() {
    let mut m = menu();
    assert!(m.row(RowKind::BlackName).is_some());
    assert_eq!(m.shown(RowKind::WhiteName).as_deref(), Some("White"));
    m.focus_on(RowKind::BlackName);
    m.update(&Action::Activate);
    assert_eq!(
        m.typing.as_ref().map(|t| t.prompt),
        Some(Prompt::Name(Color::Black))
    );
    type_text(&mut m, &"n".repeat(41));
    m.update(&Action::Activate);
    let said = m.message.clone().unwrap_or_default();
    assert!(said.contains("at most 40 characters"), "{said}");
    m.update(&Action::PromptClear);
    type_text(&mut m, "  Hanako ");
    assert!(matches!(m.update(&Action::Activate), Flow::Then(_)));
    assert_eq!(m.take_changed(), Some(RowKind::BlackName));
    assert_eq!(m.shown(RowKind::BlackName).as_deref(), Some("Hanako"));
    let mut s = Settings::default();
    m.store(RowKind::BlackName, &mut s);
    assert_eq!(s.black_name.as_deref(), Some("Hanako"));
    // Editing starts from the name; an empty one is the side's again.
    m.update(&Action::Activate);
    assert_eq!(m.typing.as_ref().map(|t| t.text.as_str()), Some("Hanako"));
    m.update(&Action::PromptClear);
    m.update(&Action::Activate);
    assert_eq!(m.names.black, None);
    assert_eq!(m.shown(RowKind::BlackName).as_deref(), Some("Black"));

    // A computer on White: no name row, and no name given.
    m.names.white = Some("Taro".into());
    m.focus_on(RowKind::White);
    m.update(&Action::Move(Direction::Right));
    assert!(m.row(RowKind::WhiteName).is_none());
    assert_eq!(focused(&m), RowKind::White, "the focus stays put");
    let g = m.new_game().unwrap();
    assert_eq!(g.setup.white_name, None);
    assert_eq!(g.setup.players().white.name, "shogi-tui Beginner");
    m.update(&Action::Move(Direction::Left));
    assert!(m.row(RowKind::WhiteName).is_some(), "a person again");
    assert_eq!(
        m.new_game().unwrap().setup.white_name.as_deref(),
        Some("Taro")
    );
}

#[test]
fn the_sound_rows_are_the_sound_settings() {
    use crate::settings::CountVoice;
    let mut m = menu();
    m.remember(&Settings::default());
    assert_eq!(
        m.shown(RowKind::Sound).as_deref(),
        Some("70%"),
        "on unless told"
    );
    m.focus_on(RowKind::Sound);
    m.update(&Action::Move(Direction::Left));
    assert_eq!(m.take_changed(), Some(RowKind::Sound));
    let mut s = Settings::default();
    m.store(RowKind::Sound, &mut s);
    assert_eq!((s.sound.on, s.sound.volume), (true, 50), "quieter");
    m.update(&Action::Move(Direction::Left));
    m.store(RowKind::Sound, &mut s);
    assert_eq!(
        (s.sound.on, s.sound.volume),
        (false, 50),
        "off keeps the volume"
    );
    // The count: a step right from the Japanese voice is the English one.
    m.count_voice.select(&CountVoice::Japanese);
    m.focus_on(RowKind::CountVoice);
    m.update(&Action::Move(Direction::Right));
    assert_eq!(m.take_changed(), Some(RowKind::CountVoice));
    m.store(RowKind::CountVoice, &mut s);
    assert_eq!(s.sound.count, Some(CountVoice::English));
    m.focus_on(RowKind::PieceSounds);
    m.update(&Action::Activate);
    m.store(RowKind::PieceSounds, &mut s);
    assert!(!s.sound.pieces);
    let mut again = menu();
    again.remember(&s);
    for (row, shown) in [
        (RowKind::Sound, "off"),
        (RowKind::CountVoice, "English"),
        (RowKind::PieceSounds, "off"),
    ] {
        assert_eq!(again.shown(row).as_deref(), Some(shown), "{row:?}");
    }
    // A volume edited by hand between the steps is kept, not lost.
    s.sound.on = true;
    s.sound.volume = 55;
    again.remember(&s);
    assert_eq!(again.shown(RowKind::Sound).as_deref(), Some("55%"));
}

#[test]
fn the_language_row_is_remembered_and_relabels_the_choices() {
    use crate::i18n::{Lang, in_lang};
    in_lang(Lang::En, || {
        let mut m = menu();
        m.remember(&Settings::default());
        // No choice remembered: the row shows the language of the run.
        assert_eq!(m.shown(RowKind::Language).as_deref(), Some("English"));
        m.focus_on(RowKind::Language);
        assert!(matches!(m.update(&Action::Activate), Flow::Then(_)));
        assert_eq!(m.take_changed(), Some(RowKind::Language));
        let mut s = Settings::default();
        m.store(RowKind::Language, &mut s);
        assert_eq!(s.language, Some(Lang::Ja));
        let mut again = menu();
        again.remember(&s);
        assert_eq!(again.shown(RowKind::Language).as_deref(), Some("日本語"));
        // The words of the pickers follow the language they are drawn in;
        // what is chosen stays.
        m.focus_on(RowKind::AutoFlip);
        m.update(&Action::Activate);
        assert_eq!(m.shown(RowKind::AutoFlip).as_deref(), Some("on"));
        in_lang(Lang::Ja, || m.relabel());
        assert_eq!(m.shown(RowKind::AutoFlip).as_deref(), Some("オン"));
    });
}

#[test]
fn theme_names_are_shown_in_the_language_and_stored_as_they_are() {
    use crate::i18n::{Lang, in_lang};
    let themes = in_lang(Lang::Ja, || menu_choices().themes);
    let shown: Vec<(&str, &str)> = themes
        .iter()
        .map(|c| (c.label.as_str(), c.value.as_str()))
        .collect();
    assert_eq!(shown, [("ダーク", "dark"), ("ライト", "light")]);
    let en = in_lang(Lang::En, || menu_choices().themes);
    assert_eq!(en[0].label, "dark");
}

#[test]
fn remembered_settings_come_back_typed() {
    let s = Settings {
        white: PlayerKind::Engine {
            command: "/opt/gps --x".into(),
        },
        black_name: Some("Hanako".into()),
        white_name: Some("bad\u{7}name".into()),
        handicap: Some(Handicap::Lance),
        clock: Some(even("3m")),
        move_seconds: 2.5,
        ..Settings::default()
    };
    let mut m = menu();
    m.remember(&Settings {
        black: PlayerKind::Bot { level: 9 },
        ..s.clone()
    });
    assert_eq!(
        m.shown(RowKind::Black).as_deref(),
        Some("human"),
        "no such level"
    );
    assert_eq!(
        m.shown(RowKind::White).as_deref(),
        Some("engine: /opt/gps --x")
    );
    assert_eq!(m.shown(RowKind::BlackName).as_deref(), Some("Hanako"));
    assert_eq!(
        m.names.white, None,
        "a name the menu would refuse is left out"
    );
    assert_eq!(m.start.value(), Some(&Start::Handicap(Handicap::Lance)));
    assert_eq!(m.shown(RowKind::Clock).as_deref(), Some("3m sudden death"));
    assert_eq!(
        m.shown(RowKind::MoveTime).as_deref(),
        Some("2.5 s per move")
    );
    let times: Vec<Duration> = m.move_time.choices().iter().map(|c| c.value).collect();
    assert_eq!(
        times,
        [secs(1), Duration::from_millis(2500), secs(5)],
        "in order"
    );
    // And each row writes back what it read.
    let mut back = Settings::default();
    for row in &m.rows {
        m.store(row.kind, &mut back);
    }
    assert_eq!(back.black, PlayerKind::Human);
    assert_eq!(back.white, s.white);
    assert_eq!(back.black_name, s.black_name);
    assert_eq!(back.handicap, s.handicap);
    assert_eq!(back.clock, s.clock);
    assert_eq!(back.move_seconds, 2.5);
}

#[test]
fn a_typed_engine_command_becomes_a_choice_on_both_player_rows() {
    let mut m = menu();
    m.focus_on(RowKind::White);
    m.players.white.select(&PlayerChoice::TypeCommand);
    m.players
        .black
        .select(&PlayerChoice::Plays(PlayerKind::Bot { level: 1 }));
    assert!(matches!(m.update(&Action::Activate), Flow::Stay));
    assert_eq!(m.typing.as_ref().map(|t| t.text.as_str()), Some(""));
    // Letters are text now, q included; a broken quote is refused at once.
    type_text(&mut m, "gps 'q");
    m.update(&Action::Activate);
    assert_eq!(
        m.message.as_deref(),
        Some("the engine command has an unclosed ' quote")
    );
    assert_eq!(
        m.typing.as_ref().map(|t| t.text.as_str()),
        Some("gps 'q"),
        "kept to be corrected"
    );
    m.update(&Action::PromptClear);
    // Whether the program exists is not the menu's to look up.
    type_text(&mut m, "/no/such/q --fast");
    assert!(matches!(m.update(&Action::Activate), Flow::Then(_)));
    assert_eq!(m.take_changed(), Some(RowKind::White));
    assert_eq!(m.typing, None);
    assert_eq!(m.message, None);
    let engine = PlayerKind::Engine {
        command: "/no/such/q --fast".into(),
    };
    assert_eq!(
        m.players.white.value(),
        Some(&PlayerChoice::Plays(engine.clone()))
    );
    assert_eq!(
        m.players.black.value(),
        Some(&PlayerChoice::Plays(PlayerKind::Bot { level: 1 })),
        "the other row keeps its choice"
    );
    let black = m.players.black.choices();
    assert_eq!(black[2].label, "engine: /no/such/q --fast");
    assert_eq!(
        black[3].value,
        PlayerChoice::TypeCommand,
        "typing stays last"
    );
    assert_eq!(m.new_game().unwrap().setup.white, PlayerSpec(engine));
    // The app found the program missing: said on the row to change.
    m.focus = 0;
    m.refuse_start(
        Color::White,
        &UnknownPlayer::Engine("no engine program at /no/such/q".into()),
    );
    assert_eq!(
        m.message.as_deref(),
        Some("no engine program at /no/such/q")
    );
    assert_eq!(focused(&m), RowKind::White);
    // Esc leaves the typing without changing anything.
    m.update(&Action::Move(Direction::Right));
    m.update(&Action::Activate);
    m.update(&Action::PromptChar('x'));
    m.update(&Action::Cancel);
    assert_eq!(m.typing, None);
    assert_eq!(m.players.white.value(), Some(&PlayerChoice::TypeCommand));
    assert_eq!(
        m.new_game().unwrap_err().to_string(),
        "White plays an engine whose command is not typed yet: press Enter on it"
    );
}

#[test]
fn every_row_can_be_reached_on_the_smallest_terminal() {
    use crate::tui::layout::{MIN_HEIGHT, MIN_WIDTH};
    let mut m = menu();
    m.offer_continue(Some("human vs bot, 12 moves".into()));
    let area = Rect::new(0, 0, MIN_WIDTH, MIN_HEIGHT);
    assert!(m.rows.len() + 3 > usize::from(MIN_HEIGHT), "they scroll");
    for focus in 0..m.rows.len() {
        m.focus = focus;
        let lines = drawn(&m, area);
        let text = lines.join("\n");
        let row = &m.rows[focus];
        let y = lines
            .iter()
            .position(|l| l.contains(&format!("▸ {}", row.kind.label())))
            .unwrap_or_else(|| panic!("{} not shown:\n{text}", row.kind.label()));
        assert!(text.contains("Enter select"), "the key hint:\n{text}");
        let y = u16::try_from(y).unwrap();
        let x = m.rect(area).x + 3;
        assert_eq!(m.row_at(area, x, y), Some(focus), "a click finds it");
        let (first, room) = m.shown_rows(m.rect(area));
        assert_eq!(text.contains('▲'), first > 0, "{text}");
        assert_eq!(text.contains('▼'), first + room < m.rows.len(), "{text}");
    }
}

#[test]
fn home_and_end_jump_to_the_first_and_last_rows() {
    use crate::tui::input::{InputMode, key_action};
    use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
    let key = |code| {
        key_action(
            InputMode::List,
            KeyEvent::new(code, KeyModifiers::NONE),
            |_| None,
        )
    };
    let mut m = menu();
    m.focus_on(RowKind::Rules);
    let end = key(KeyCode::End).expect("End is a menu key");
    m.update(&end);
    assert_eq!(m.focus, m.rows.len() - 1);
    assert_eq!(focused(&m), RowKind::Quit);
    let home = key(KeyCode::Home).expect("Home is a menu key");
    m.update(&home);
    assert_eq!(m.focus, 0);
}

#[test]
fn the_computers_time_says_when_the_clock_decides_instead() {
    let mut m = menu();
    let area = Rect::new(0, 0, 100, 40);
    let row = |m: &Menu| {
        let label = RowKind::MoveTime.label();
        drawn(m, area)
            .into_iter()
            .find(|l| l.contains(&label))
            .unwrap_or_else(|| panic!("no {label} row"))
    };
    let untimed = row(&m);
    assert!(untimed.contains("‹ 1 ›"), "{untimed}");
    assert!(!untimed.contains("the clock decides"), "{untimed}");
    m.clock.select(&ClockChoice::Timed(even("10m+30s")));
    let timed = row(&m);
    // The choice stays in view (it is kept for untimed games), marked as
    // not in force.
    assert!(timed.contains("‹ 1 ›"), "{timed}");
    assert!(timed.contains("— the clock decides"), "{timed}");
    assert_eq!(m.new_game().unwrap().move_time, Some(secs(1)));
    // Stepping it under a clock still changes the choice, and the note
    // stays.
    m.focus_on(RowKind::MoveTime);
    m.update(&Action::Move(Direction::Right));
    let stepped = row(&m);
    assert!(
        stepped.contains("‹ 5 ›") && stepped.contains("the clock decides"),
        "{stepped}"
    );
    m.clock.select(&ClockChoice::Untimed);
    assert!(!row(&m).contains("the clock decides"));
}

#[test]
fn a_book_file_is_typed_opened_and_remembered() {
    use crate::settings::BookChoice;
    let dir = std::env::temp_dir().join(format!("menu-book-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let bad = dir.join("notes.db");
    std::fs::write(&bad, "just notes\n").unwrap();
    let good = dir.join("small.db");
    std::fs::write(
        &good,
        "#YANEURAOU-DB2016 1.00\nsfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1\n7g7f none 0 0 3\n",
    )
    .unwrap();
    let mut m = menu();
    m.focus_on(RowKind::Book);
    m.update(&Action::Move(Direction::Left));
    assert_eq!(m.book.value(), Some(&None), "a file…");
    m.update(&Action::Activate);
    assert_eq!(m.typing.as_ref().map(|t| t.prompt), Some(Prompt::BookFile));
    // A file that is no book is refused with the book's words, and the
    // path is kept to be corrected.
    type_text(&mut m, &bad.display().to_string());
    assert!(matches!(m.update(&Action::Activate), Flow::Stay));
    let said = m.message.clone().unwrap_or_default();
    assert!(said.contains("notes.db"), "{said}");
    m.update(&Action::PromptClear);
    type_text(&mut m, &good.display().to_string());
    assert!(matches!(m.update(&Action::Activate), Flow::Then(_)));
    assert_eq!(m.take_changed(), Some(RowKind::Book));
    let mut s = Settings::default();
    m.store(RowKind::Book, &mut s);
    assert_eq!(s.book, BookChoice::File(good.clone()));
    // Remembered next time: the row holds the file, named by its name.
    let mut again = menu();
    again.remember(&s);
    assert_eq!(again.book.value(), Some(&Some(BookChoice::File(good))));
    assert_eq!(again.shown(RowKind::Book).as_deref(), Some("small.db"));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_bot_row_says_how_its_level_fared_on_the_ladder() {
    let mut m = menu();
    let area = Rect::new(0, 0, 80, 24);
    let message_line = |m: &Menu| drawn(m, area)[usize::from(m.rect(area).y + 1)].clone();
    m.focus_on(RowKind::White);
    assert_eq!(m.focus_note(), None, "a person plays White");
    m.update(&Action::Move(Direction::Right));
    assert_eq!(
        m.players.white.value(),
        Some(&PlayerChoice::Plays(PlayerKind::Bot { level: 1 }))
    );
    let standing = crate::bot::Level::MIN
        .standing()
        .expect("level 1 is measured");
    let line = message_line(&m);
    assert!(
        line.contains(&format!(
            "scores {}% in {} games against",
            standing.percent(),
            standing.games()
        )) && line.contains(standing.rung.program()),
        "{line}"
    );
    // Whole, inside the box, at 80 columns.
    assert!(line.trim_end().ends_with('│'), "{line}");
    let note = m.focus_note().unwrap_or_default();
    assert!(line.contains(&note), "{line}");
    // So is every other level's (this menu offers level 1 only): the
    // box's inside, less a space each side, holds the longest.
    let inside = line.trim().trim_matches('│').width();
    for level in crate::bot::Level::all() {
        let words = standing_words(level, "menu-level-standing");
        assert!(
            words.width() + 2 <= inside,
            "level {level}: {words} in {inside}"
        );
    }
    // Only the focused row speaks, and a refusal comes first.
    m.focus_on(RowKind::Rules);
    assert_eq!(m.focus_note(), None);
    m.focus_on(RowKind::White);
    m.message = Some("no".into());
    assert!(message_line(&m).contains(" no "), "{}", message_line(&m));
}

#[test]
fn the_help_lists_every_level_with_its_score_and_scrolls_to_them() {
    let mut m = menu();
    let area = Rect::new(0, 0, 80, 24);
    m.update(&Action::Help);
    assert!(m.help);
    // The page as the app draws it: the menu, and the help over it.
    let prefs = crate::tui::display_prefs::Prefs::new(
        Theme::default_theme(false),
        crate::tui::glyphs::Glyphs::named("kanji").unwrap(),
        false,
    );
    let page = |m: &Menu| {
        let mut buf = Buffer::empty(area);
        Page::render(m, &prefs, area, &mut buf);
        crate::tui::snapshot::buffer_lines(&buf).join("\n")
    };
    let mut screen = page(&m);
    assert!(!screen.contains("Beginner"), "below the keys:\n{screen}");
    // The keys fill a 24-row screen first; the levels are below them.
    for _ in 0..HelpPopup::rows(GAME_KEYS, &level_notes()) {
        m.update(&Action::Move(Direction::Down));
    }
    screen = page(&m);
    for level in crate::bot::Level::all() {
        let line = screen
            .lines()
            .find(|l| l.contains(&format!(" {} {}", level.number(), level.said())))
            .unwrap_or_else(|| panic!("level {level} not listed:\n{screen}"));
        match level.standing() {
            Some(s) => assert!(
                line.contains(&format!("{}% vs {}", s.percent(), s.rung.program()))
                    && line.contains(&format!("{} games", s.games())),
                "{line}"
            ),
            // The end of the line: whole, not cut at the popup's edge.
            None => assert!(line.contains("not yet measured"), "{line}"),
        }
    }
    m.update(&Action::Cancel);
    assert!(!m.help);
}

#[test]
fn a_pasted_record_asks_for_its_review_and_other_text_is_said() {
    let mut m = menu();
    let csa = "V2.2\nPI\n+\n+7776FU\n-3334FU\n+8822UM\n-3122GI\n";
    let flow = m.update(&Action::Paste(csa.into()));
    assert!(m.message.is_none());
    let mut cx = crate::tui::context::Context::for_tests();
    let flow = flow.run(&mut cx, &mut m);
    let Some(review) = flow.opens::<crate::tui::pages::review::ReviewSession>() else {
        panic!("no review asked for: {flow:?}");
    };
    assert_eq!(review.page.last_ply(), 4);
    assert!(matches!(
        m.update(&Action::Paste("hello".into())),
        Flow::Stay
    ));
    let said = m.message.clone().unwrap_or_default();
    assert!(
        said.starts_with("The pasted text is not a record"),
        "{said}"
    );
    assert_eq!(m.focus, 0, "nothing else changed");
}

#[test]
fn the_sound_sub_rows_are_dimmed_while_sound_is_off() {
    let mut m = menu();
    m.remember(&Settings::default());
    let area = Rect::new(0, 0, 100, 40);
    // Modifiers only, so that dim and lit differ whatever the colours.
    let theme = Theme::plain();
    // The style of the value on the row labelled `kind`.
    let value_style = |m: &Menu, kind: RowKind| {
        let mut buf = Buffer::empty(area);
        MenuView {
            menu: m,
            theme: &theme,
        }
        .render(area, &mut buf);
        let label = kind.label();
        let lines = crate::tui::snapshot::buffer_lines(&buf);
        let y = lines
            .iter()
            .position(|l| l.contains(label.trim()))
            .unwrap_or_else(|| panic!("no {label} row"));
        let x = lines[y].chars().position(|c| c == '‹').expect("a value");
        // `position` counts chars; every char before the value is one cell.
        buf[(area.x + x as u16, y as u16)].style()
    };
    use ratatui::style::Modifier;
    // The plain theme dims with DIM and lights titles with BOLD.
    let dimmed = |style: ratatui::style::Style| {
        style.add_modifier.contains(Modifier::DIM) && !style.add_modifier.contains(Modifier::BOLD)
    };
    let lit: Vec<_> = [RowKind::CountVoice, RowKind::PieceSounds]
        .into_iter()
        .map(|kind| value_style(&m, kind))
        .collect();
    assert!(lit.iter().all(|s| !dimmed(*s)), "with sound on: {lit:?}");
    m.sound.select(&None);
    for kind in [RowKind::CountVoice, RowKind::PieceSounds] {
        let style = value_style(&m, kind);
        assert!(dimmed(style), "{kind:?} with sound off: {style:?}");
    }
    // The Sound row itself says "off" plainly.
    assert!(!dimmed(value_style(&m, RowKind::Sound)));
}

#[test]
fn leaving_a_page_keeps_the_focus_on_the_row_that_opened_it() {
    let mut m = menu();
    m.offer_continue(Some("Black vs White, 12 moves".into()));
    assert_eq!(focused(&m), RowKind::Continue, "at start, Continue");
    m.focus_on(RowKind::Load);
    assert!(matches!(m.update(&Action::Activate), Flow::Then(_)));
    // Back from the page, the app reads the folder again.
    m.offer_continue(Some("Black vs White, 12 moves".into()));
    assert_eq!(focused(&m), RowKind::Load);
    // A game left unfinished offers Continue anew: still no surprise.
    m.focus_on(RowKind::NewGame);
    m.offer_continue(None);
    m.offer_continue(Some("Black vs White, 13 moves".into()));
    assert_eq!(focused(&m), RowKind::NewGame);
}

#[test]
fn esc_on_the_rows_stays_and_says_q_quits() {
    use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
    let mut m = menu();
    let esc = m
        .handle_key_event(KeyEvent::new(KeyCode::Esc, KeyModifiers::NONE))
        .expect("Esc means something on the menu");
    assert!(matches!(m.update(&esc), Flow::Stay));
    assert!(
        m.message.as_deref().is_some_and(|s| s.contains('q')),
        "{:?}",
        m.message
    );
    let q = m
        .handle_key_event(KeyEvent::new(KeyCode::Char('q'), KeyModifiers::NONE))
        .expect("q is a menu key");
    assert!(matches!(m.update(&q), Flow::Quit));
    // Esc still gives up a typed name, and closes the help.
    m.focus_on(RowKind::BlackName);
    m.update(&Action::Activate);
    assert!(m.typing.is_some());
    let esc = m.handle_key_event(KeyEvent::new(KeyCode::Esc, KeyModifiers::NONE));
    m.update(&esc.expect("Esc in a prompt"));
    assert!(m.typing.is_none());
}

#[test]
fn my_names_are_typed_as_a_list_kept_and_bounded() {
    let mut m = menu();
    assert_eq!(
        m.shown(RowKind::MyNames).as_deref(),
        Some(crate::t!("menu-my-names-none").as_str())
    );
    m.focus_on(RowKind::MyNames);
    m.update(&Action::Activate);
    assert_eq!(m.typing.as_ref().map(|t| t.prompt), Some(Prompt::MyNames));
    // A Japanese comma separates too; blanks and repeats are dropped.
    type_text(&mut m, " Hana , hana_24、,Hana ");
    assert!(matches!(m.update(&Action::Activate), Flow::Then(_)));
    assert_eq!(m.take_changed(), Some(RowKind::MyNames));
    assert_eq!(m.my_names, ["Hana", "hana_24"]);
    assert_eq!(m.shown(RowKind::MyNames).as_deref(), Some("Hana, hana_24"));
    let mut s = Settings::default();
    m.store(RowKind::MyNames, &mut s);
    assert_eq!(s.database.names(), ["Hana", "hana_24"]);
    // One more than the most: refused, the prompt left open, nothing kept.
    m.update(&Action::Activate);
    m.update(&Action::PromptClear);
    let many: Vec<String> = (0..=crate::settings::MAX_MY_NAMES)
        .map(|i| format!("n{i}"))
        .collect();
    type_text(&mut m, &many.join(","));
    assert!(matches!(m.update(&Action::Activate), Flow::Stay));
    assert!(m.typing.is_some());
    assert!(m.message.as_deref().is_some_and(|w| w.contains("16")));
    assert_eq!(m.my_names.len(), 2);
    // A name too long is refused as a player's name is.
    m.update(&Action::PromptClear);
    type_text(&mut m, &format!("Hana, {}", "n".repeat(41)));
    assert!(matches!(m.update(&Action::Activate), Flow::Stay));
    m.update(&Action::Cancel);
    // Read back from the settings on the next start.
    let mut again = menu();
    again.remember(&s);
    assert_eq!(again.my_names, ["Hana", "hana_24"]);
}

#[test]
fn finished_games_to_the_database_is_an_on_off_row_on_by_default() {
    let mut m = menu();
    m.remember(&Settings::default());
    assert!(m.is_on(RowKind::ImportFinished));
    m.focus_on(RowKind::ImportFinished);
    m.update(&Action::Move(Direction::Right));
    assert_eq!(m.take_changed(), Some(RowKind::ImportFinished));
    let mut s = Settings::default();
    m.store(RowKind::ImportFinished, &mut s);
    assert!(!s.database.import_finished);
    let mut again = menu();
    again.remember(&s);
    assert!(!again.is_on(RowKind::ImportFinished));
    // The Games row opens the page by itself.
    assert!(RowKind::Games.opens().is_some());
}
