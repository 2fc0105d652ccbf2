use super::*;
use crate::game::PlayerKind;
use crate::online::password::Password;
use crate::online::{OnlineSettings, OnlineSetup};
use crate::tui::action::{Direction, TextEdit};
use crate::tui::form::testing::*;
use crate::tui::widgets::choice::PlayerChoice;

const PASSWORD: &str = "g1-600-10,s3cr3t";

fn form() -> OnlineForm {
    OnlineForm::new(choices(), &OnlineSettings::default())
}

fn tab(f: &mut OnlineForm) {
    press(f, Action::Move(Direction::Down));
}

fn enter(f: &mut OnlineForm) -> Flow {
    press(f, Action::EditText(TextEdit::Newline))
}

/// Host, user and password (with its game name, as files hold it) typed
/// into a fresh form, the focus left on the seat.
fn filled() -> OnlineForm {
    let mut f = form();
    type_text(&mut f, "localhost");
    tab(&mut f);
    tab(&mut f);
    type_text(&mut f, "alice");
    tab(&mut f);
    assert_eq!(f.focus, Field::Game, "optional: passed over");
    tab(&mut f);
    type_text(&mut f, PASSWORD);
    tab(&mut f);
    tab(&mut f);
    assert_eq!(f.focus, Field::Seat);
    f
}

/// Moves the focus to Connect and presses Enter.
fn connect(f: &mut OnlineForm) -> Flow {
    f.focus = Field::Connect;
    enter(f)
}

fn refusal(f: &OnlineForm) -> &str {
    match &f.message {
        Some(Message::Refusal(m)) => m,
        other => panic!("no refusal: {other:?}"),
    }
}

fn refused(f: &mut OnlineForm, field: Field, start: &str) {
    assert!(matches!(connect(f), Flow::Stay));
    assert!(refusal(f).starts_with(start), "{}", refusal(f));
    assert_eq!(f.focus, field, "{}", refusal(f));
}

/// What a press that connects connected with.
fn setup_of(f: &mut OnlineForm, pressed: Flow) -> OnlineSetup {
    assert!(
        matches!(pressed, Flow::Then(_)),
        "not connecting: {pressed:?}"
    );
    f.checked().expect("not connecting")
}

#[test]
fn a_fresh_form_starts_on_the_server_with_the_usual_port_and_a_person() {
    let f = form();
    assert_eq!(f.focus, Field::Host);
    assert_eq!(f.port.as_str(), "4081");
    assert_eq!(
        f.seat.value(),
        Some(&PlayerChoice::Plays(PlayerKind::Human))
    );
    assert!(!f.remember, "the password is not remembered unless asked");
    assert!(!f.fields().contains(&Field::Engine));
}

#[test]
fn connect_gives_the_setup_typed() {
    let mut f = filled();
    // Right, Space, Right, Left: the second bot level.
    press(&mut f, Action::Move(Direction::Right));
    press(&mut f, Action::PromptChar(' '));
    press(&mut f, Action::Move(Direction::Right));
    press(&mut f, Action::Move(Direction::Left));
    let setup = {
        let pressed = connect(&mut f);
        setup_of(&mut f, pressed)
    };
    assert_eq!(
        setup,
        OnlineSetup {
            host: "localhost".into(),
            port: 4081,
            user: "alice".into(),
            password: Password::typed(PASSWORD).unwrap(),
            game: None,
            seat: PlayerKind::Bot { level: 2 },
        }
    );
    assert_eq!(f.message, None);
}

/// Issue 48: the game name has a row of its own, remembered, and goes
/// into the password line as the server wants it (`GAMENAME,trip`).
#[test]
fn the_game_name_has_its_own_row_and_goes_before_the_password() {
    let mut f = filled();
    f.focus = Field::Game;
    type_text(&mut f, "floodgate-300-10F");
    f.password = "s3cr3t".into();
    let setup = {
        let pressed = connect(&mut f);
        setup_of(&mut f, pressed)
    };
    assert_eq!(setup.game.as_deref(), Some("floodgate-300-10F"));
    assert_eq!(setup.password.reveal(), "s3cr3t");
    assert_eq!(setup.login_password().reveal(), "floodgate-300-10F,s3cr3t");
    // Remembered with the rest, never the password.
    let kept = OnlineSettings::of(&setup);
    assert_eq!(kept.game, "floodgate-300-10F");
    let again = OnlineForm::new(choices(), &kept);
    assert_eq!(again.game.as_str(), "floodgate-300-10F");
    let text = render(&again, 80, 24);
    assert!(text.contains("Game name"), "{text}");
    assert!(text.contains("floodgate-300-10F"), "{text}");
    // A name not of the server's form is said on its row.
    f.game = "floodgate-300".into();
    refused(
        &mut f,
        Field::Game,
        "Game name: 'floodgate-300' is not of the form NAME-SECONDS-BYOYOMI",
    );
    // And the name typed twice, on the password's.
    f.game = "g1-600-10".into();
    f.password = "g1-600-10,s3cr3t".into();
    refused(
        &mut f,
        Field::Password,
        "Password: the game name goes only in its own row",
    );
    assert!(!refusal(&f).contains("s3cr3t"), "{}", refusal(&f));
    // Empty: the server's own game, the password as typed.
    f.game = "".into();
    f.password = "s3cr3t".into();
    let setup = {
        let pressed = connect(&mut f);
        setup_of(&mut f, pressed)
    };
    assert_eq!(setup.game, None);
    assert_eq!(setup.login_password().reveal(), "s3cr3t");
}

#[test]
fn a_password_found_with_its_game_name_fills_both_rows() {
    let mut f = form();
    f.preset_password(&Password::typed("floodgate-300-10F,mytrip").unwrap());
    assert_eq!(f.game.as_str(), "floodgate-300-10F");
    assert_eq!(f.password.reveal(), "mytrip");
    // A comma that is not after a game name is the password's own.
    f.preset_password(&Password::typed("a,b").unwrap());
    assert_eq!(f.password.reveal(), "a,b");
}

#[test]
fn enter_on_a_text_field_goes_to_the_next_and_tab_goes_round() {
    let mut f = form();
    assert!(matches!(enter(&mut f), Flow::Stay));
    assert_eq!(f.focus, Field::Port);
    press(&mut f, Action::Move(Direction::Up));
    press(&mut f, Action::Move(Direction::Up));
    assert_eq!(f.focus, Field::Connect, "round from the top");
    tab(&mut f);
    assert_eq!(f.focus, Field::Host);
    // Letters are text here, even those that are keys elsewhere.
    type_text(&mut f, "q?hjkl");
    assert_eq!(f.host.as_str(), "q?hjkl");
}

#[test]
fn the_port_must_be_a_port() {
    for bad in ["0", "65536", "40 81", "port", ""] {
        let mut f = filled();
        f.port = bad.into();
        refused(
            &mut f,
            Field::Port,
            "Port: give a whole number from 1 to 65535",
        );
    }
    let mut f = filled();
    f.port = " 65535 ".into();
    assert_eq!(
        {
            let pressed = connect(&mut f);
            setup_of(&mut f, pressed)
        }
        .port,
        65535
    );
}

#[test]
fn the_server_user_and_password_are_checked_by_name() {
    let mut f = filled();
    f.host = "  ".into();
    refused(&mut f, Field::Host, "Server: type the server's name");
    f.host = "local host".into();
    refused(
        &mut f,
        Field::Host,
        "Server: a server's name holds no spaces",
    );
    f.host = "localhost".into();
    f.user = "".into();
    refused(&mut f, Field::User, "User: type your login name");
    f.user = "alice smith".into();
    refused(
        &mut f,
        Field::User,
        "User: a CSA login name cannot hold a space",
    );
    f.user = "alice".into();
    f.password = "".into();
    refused(&mut f, Field::Password, "Password: type your password");
    f.password = "floodgate-300,trip".into();
    refused(
        &mut f,
        Field::Password,
        "Password: the game name 'floodgate-300'",
    );
    assert!(!refusal(&f).contains("trip"), "{}", refusal(&f));
    // Typing again clears the refusal.
    type_text(&mut f, "x");
    assert_eq!(f.message, None);
}

#[test]
fn an_engine_s_command_is_typed_in_its_own_row() {
    let mut f = filled();
    press(&mut f, Action::Move(Direction::Left));
    assert!(f.types_engine());
    assert!(f.fields().contains(&Field::Engine));
    refused(
        &mut f,
        Field::Engine,
        "Engine command: type the engine's command line",
    );
    type_text(&mut f, "'/opt/my engine' --fast");
    let setup = {
        let pressed = connect(&mut f);
        setup_of(&mut f, pressed)
    };
    assert_eq!(
        setup.seat,
        PlayerKind::Engine {
            command: "'/opt/my engine' --fast".into()
        }
    );
    f.focus = Field::Engine;
    type_text(&mut f, " 'open");
    refused(
        &mut f,
        Field::Engine,
        "Engine command: the engine command has an unclosed",
    );
    // Another seat: the row goes, and the focus never rests on it.
    f.focus = Field::Seat;
    press(&mut f, Action::Move(Direction::Right));
    assert!(!f.fields().contains(&Field::Engine));
    tab(&mut f);
    assert_eq!(f.focus, Field::Connect);
}

#[test]
fn remember_is_ticked_with_space_the_arrows_or_enter() {
    let mut f = form();
    f.focus = Field::Remember;
    press(&mut f, Action::PromptChar(' '));
    assert!(f.remember);
    press(&mut f, Action::Move(Direction::Left));
    assert!(!f.remember);
    enter(&mut f);
    assert!(f.remember);
    type_text(&mut f, "abc");
    assert!(f.host.is_blank(), "no text goes anywhere from here");
}

#[test]
fn esc_leaves() {
    let mut f = filled();
    assert!(matches!(press(&mut f, Action::Cancel), Flow::Leave));
}

#[test]
fn the_settings_fill_it_in_and_an_engine_remembered_is_offered() {
    let last = OnlineSettings {
        host: "wdoor.c.u-tokyo.ac.jp".into(),
        port: 4000,
        user: "bot_alice".into(),
        game: "g1-600-10".into(),
        seat: PlayerKind::Engine {
            command: "/usr/games/gpsusi".into(),
        },
    };
    let mut f = OnlineForm::new(choices(), &last);
    assert_eq!(f.focus, Field::Password, "the first field still empty");
    f.preset_password(&Password::typed(PASSWORD).unwrap());
    assert_eq!(f.focus, Field::Connect);
    let setup = {
        let pressed = connect(&mut f);
        setup_of(&mut f, pressed)
    };
    assert_eq!(OnlineSettings::of(&setup), last);
    let labels: Vec<_> = f.seat.choices().iter().map(|c| c.label.as_str()).collect();
    assert_eq!(
        labels.last(),
        Some(&"type"),
        "typing stays last: {labels:?}"
    );
    assert!(labels.contains(&"engine: /usr/games/gpsusi"), "{labels:?}");
}

#[test]
fn a_click_focuses_a_row_and_a_second_connects() {
    let mut f = filled();
    let area = Rect::new(0, 0, 80, 24);
    let text = render(&f, 80, 24);
    let y = text
        .lines()
        .position(|l| l.contains("  Connect"))
        .unwrap_or_else(|| panic!("{text}"));
    let x = f.rect(area).x + 3;
    let row = f.row_at(area, x, u16::try_from(y).unwrap()).unwrap();
    assert!(matches!(press(&mut f, Action::ClickRow(row)), Flow::Stay));
    assert_eq!(f.focus, Field::Connect);
    let pressed = press(&mut f, Action::ClickRow(row));
    setup_of(&mut f, pressed);
}

#[test]
fn the_password_is_never_drawn() {
    let mut f = filled();
    f.focus = Field::Password;
    for (w, h) in [(80, 24), (120, 40), (40, 12)] {
        let text = render(&f, w, h);
        assert!(!text.contains(PASSWORD), "{text}");
        assert!(!text.contains("s3cr3t"), "{text}");
        assert!(text.contains("••••"), "{text}");
    }
    // Nor in a refusal about it.
    f.password = "floodgate-300,s3cr3t".into();
    connect(&mut f);
    let text = render(&f, 80, 24);
    assert!(text.contains("Password: the game name"), "{text}");
    assert!(!text.contains("s3cr3t"), "{text}");
    assert!(!format!("{f:?}").contains("s3cr3t"));
}

#[test]
fn it_draws_on_any_screen_and_every_row_can_be_reached_on_a_short_one() {
    let mut f = filled();
    f.seat.select(&PlayerChoice::TypeCommand);
    // A long refusal takes several lines.
    f.port = "x".into();
    connect(&mut f);
    for (w, h) in [(0, 0), (1, 1), (2, 2), (3, 3), (20, 5), (30, 4), (80, 6)] {
        let area = Rect::new(0, 0, w, h);
        render(&f, w, h);
        for x in 0..w {
            for y in 0..h {
                let _ = f.row_at(area, x, y);
            }
        }
    }
    let fields = f.fields();
    for &field in &fields {
        f.focus = field;
        let text = render(&f, 80, 8);
        assert!(
            text.contains(&format!("▸ {}", field.label())),
            "{field:?}:\n{text}"
        );
    }
    let full = render(&f, 80, 24);
    for field in fields {
        assert!(full.contains(&field.label()), "{field:?}:\n{full}");
    }
    assert!(full.contains("Esc back"), "{full}");
}
