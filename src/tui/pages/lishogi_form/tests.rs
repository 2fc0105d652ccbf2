use super::*;
use crate::game::PlayerKind;
use crate::lishogi::ColorChoice;
use crate::settings::LishogiSettings;
use crate::tui::action::{Direction, TextEdit};
use crate::tui::form::testing::*;
use crate::tui::lishogi_setup::{LishogiSetup, Plan};
use crate::tui::widgets::choice::PlayerChoice;

const TOKEN: &str = "lip_s3cr3tToken42";

fn form() -> LishogiForm {
    LishogiForm::new(choices(), &LishogiSettings::default())
}

fn erase(f: &mut LishogiForm) {
    press(f, Action::PromptClear);
}

/// A fresh form with the token typed: the focus on Start.
fn filled() -> LishogiForm {
    let mut f = form();
    assert_eq!(f.focus, Field::Token, "the site is filled in already");
    type_text(&mut f, TOKEN);
    f.focus = Field::Start;
    f
}

fn setup_of(setup: Option<LishogiSetup>) -> LishogiSetup {
    setup.expect("expected the form to start")
}

fn refusal(f: &LishogiForm) -> String {
    match &f.message {
        Some(m) => m.text().to_string(),
        None => String::new(),
    }
}

#[test]
fn a_seek_is_read_from_the_settings_clock() {
    let mut f = filled();
    let setup = setup_of(f.checked());
    assert_eq!(setup.server, "https://lishogi.org");
    assert_eq!(setup.token.reveal(), TOKEN);
    assert_eq!(setup.seat, PlayerKind::Human);
    assert_eq!(
        setup.plan,
        Plan::Seek(crate::lishogi::Seek {
            minutes: 10,
            increment_secs: 0,
            byoyomi_secs: 30,
            periods: 1,
            rated: false,
            color: ColorChoice::Random,
            rating_range: None,
            handicap: None,
        })
    );
}

#[test]
fn a_clock_below_the_board_api_minimum_is_said_before_seeking() {
    let mut f = filled();
    // 3 min + 10 s byoyomi: 3 + 25 × 10 s ≈ 7 min, enough casual…
    f.focus = Field::Minutes;
    erase(&mut f);
    type_text(&mut f, "3");
    f.focus = Field::Byoyomi;
    erase(&mut f);
    type_text(&mut f, "10");
    assert_eq!(f.message, None, "{}", refusal(&f));
    // …not rated: said as soon as it is chosen.
    f.focus = Field::Rated;
    press(&mut f, Action::PromptChar(' '));
    assert!(f.rated);
    assert!(
        refusal(&f).contains("at least 15 minutes"),
        "{}",
        refusal(&f)
    );
    f.focus = Field::Start;
    assert!(matches!(f.start(), Flow::Stay));
    assert_eq!(f.focus, Field::Minutes);
    assert!(
        refusal(&f).starts_with("Minutes: too fast"),
        "{}",
        refusal(&f)
    );
    // Casual at 1 min + 5 s: too fast even so.
    f.rated = false;
    f.minutes = "1".into();
    f.byoyomi = "5".into();
    assert_eq!(f.too_fast(), Some(FormError::TooFast { rated: false }));
    f.minutes = "15".into();
    f.byoyomi = "0".into();
    f.rated = true;
    assert_eq!(f.too_fast(), None);
}

#[test]
fn each_plan_shows_its_rows_and_gives_its_setup() {
    let mut f = filled();
    f.focus = Field::Plan;
    press(&mut f, Action::Move(Direction::Right));
    assert_eq!(f.plan, PlanKind::Challenge);
    assert!(f.fields().contains(&Field::User));
    f.focus = Field::Start;
    f.start();
    assert_eq!(f.focus, Field::User);
    type_text(&mut f, "bad name");
    f.start();
    assert!(
        refusal(&f).contains("not a lishogi user name"),
        "{}",
        refusal(&f)
    );
    erase(&mut f);
    type_text(&mut f, "Alice_99");
    match setup_of(f.checked()).plan {
        Plan::Challenge { user, challenge } => {
            assert_eq!(user, "Alice_99");
            assert_eq!((challenge.limit_secs, challenge.byoyomi_secs), (600, 30));
        }
        other => panic!("{other:?}"),
    }
    f.focus = Field::Plan;
    press(&mut f, Action::Move(Direction::Right));
    assert_eq!(f.plan, PlanKind::Ai);
    assert!(
        !f.fields().contains(&Field::Rated),
        "lishogi's AI is casual"
    );
    f.focus = Field::Level;
    press(&mut f, Action::Move(Direction::Left));
    assert_eq!(f.level, 8, "round from 1");
    match setup_of(f.checked()).plan {
        Plan::Ai(ai) => assert_eq!(ai.level, 8),
        other => panic!("{other:?}"),
    }
    f.focus = Field::Plan;
    press(&mut f, Action::Move(Direction::Right));
    assert_eq!(f.plan, PlanKind::Incoming);
    assert!(
        !f.fields().contains(&Field::Minutes),
        "the challenger's clock"
    );
    // Not even a bad clock stops waiting for challenges.
    f.minutes = "x".into();
    assert_eq!(setup_of(f.checked()).plan, Plan::Incoming);
}

#[test]
fn the_site_and_token_are_checked() {
    let mut f = filled();
    f.server = "http://lishogi.org".into();
    f.start();
    assert_eq!(f.focus, Field::Server);
    assert!(refusal(&f).contains("https://"), "{}", refusal(&f));
    f.server = "http://127.0.0.1:8080/".into();
    assert_eq!(setup_of(f.checked()).server, "http://127.0.0.1:8080");
    f.token = "".into();
    f.start();
    assert_eq!(f.focus, Field::Token);
    f.token = "two words".into();
    f.start();
    assert!(refusal(&f).starts_with("Token:"), "{}", refusal(&f));
    assert!(!refusal(&f).contains("two words"));
}

#[test]
fn the_token_is_never_drawn_nor_debugged() {
    let mut f = filled();
    f.focus = Field::Token;
    for (w, h) in [(80, 24), (120, 40), (40, 12)] {
        let text = render(&f, w, h);
        assert!(!text.contains(TOKEN), "{text}");
        assert!(!text.contains("s3cr3t"), "{text}");
    }
    assert!(!format!("{f:?}").contains("s3cr3t"));
    let setup = setup_of(f.checked());
    assert!(!format!("{setup:?}").contains("s3cr3t"));
}

#[test]
fn the_keys_move_change_and_leave() {
    let mut f = filled();
    f.focus = Field::Server;
    press(&mut f, Action::Move(Direction::Up));
    assert_eq!(f.focus, Field::Start, "round from the top");
    f.focus = Field::Color;
    press(&mut f, Action::PromptChar(' '));
    assert_eq!(f.color, ColorChoice::Sente);
    press(&mut f, Action::Move(Direction::Right));
    assert_eq!(f.color, ColorChoice::Gote);
    f.focus = Field::Remember;
    press(&mut f, Action::EditText(TextEdit::Newline));
    assert!(f.remember);
    type_text(&mut f, "abc");
    assert!(f.server.as_str().starts_with("https://"), "no text here");
    f.focus = Field::Seat;
    press(&mut f, Action::Move(Direction::Left));
    assert!(f.types_engine());
    // An engine on the public site plays lishogi's AI only.
    f.plan = PlanKind::Ai;
    f.focus = Field::Start;
    f.start();
    assert_eq!(f.focus, Field::Engine);
    type_text(&mut f, "/opt/engine --fast");
    assert_eq!(
        setup_of(f.checked()).seat,
        PlayerKind::Engine {
            command: "/opt/engine --fast".into()
        }
    );
    assert!(matches!(press(&mut f, Action::Cancel), Flow::Leave));
}

#[test]
fn what_is_remembered_is_never_the_token() {
    let mut f = filled();
    f.focus = Field::Plan;
    press(&mut f, Action::Move(Direction::Right));
    f.user = "bob".into();
    let setup = setup_of(f.checked());
    let kept = setup.remembered(&LishogiSettings::default());
    assert_eq!(kept.opponent, "bob");
    assert!(!format!("{kept:?}").contains("s3cr3t"));
    let again = LishogiForm::new(choices(), &kept);
    assert_eq!(again.user.as_str(), "bob");
    assert_eq!(again.focus, Field::Token, "no token kept in the settings");
}

#[test]
fn it_draws_on_any_screen() {
    let mut f = filled();
    f.plan = PlanKind::Challenge;
    f.seat.select(&PlayerChoice::TypeCommand);
    f.minutes = "x".into();
    f.start();
    for (w, h) in [(0, 0), (1, 1), (3, 3), (20, 5), (80, 6)] {
        let area = Rect::new(0, 0, w, h);
        render(&f, w, h);
        for x in 0..w {
            for y in 0..h {
                let _ = f.row_at(area, x, y);
            }
        }
    }
    for field in f.fields() {
        f.focus = field;
        let text = render(&f, 80, 10);
        assert!(
            text.contains(&format!("▸ {}", field.label())),
            "{field:?}:\n{text}"
        );
    }
}

#[test]
fn a_computer_in_the_seat_plays_only_the_ai_on_the_public_site() {
    let mut f = filled();
    assert_eq!(f.server.trimmed(), "https://lishogi.org");
    f.seat
        .select(&PlayerChoice::Plays(PlayerKind::Bot { level: 3 }));
    // The seek of a fresh form: people.
    assert!(matches!(f.start(), Flow::Stay));
    assert_eq!(f.focus, Field::Seat);
    assert!(refusal(&f).contains("lishogi's own AI"), "{}", refusal(&f));
    for plan in [PlanKind::Challenge, PlanKind::Incoming] {
        f.plan = plan;
        f.user = "Alice_99".into();
        assert!(matches!(f.start(), Flow::Stay), "{plan:?}");
        assert_eq!(f.focus, Field::Seat, "{plan:?}");
    }
    f.plan = PlanKind::Ai;
    assert!(matches!(setup_of(f.checked()).plan, Plan::Ai(_)));
    // On a server of one's own, its owner's rules: any game.
    f.server = "http://127.0.0.1:9663".into();
    f.plan = PlanKind::Seek;
    assert!(matches!(setup_of(f.checked()).plan, Plan::Seek(_)));
    // And a person plays anyone on the public site.
    f.server = "https://lishogi.org".into();
    f.seat.select(&PlayerChoice::Plays(PlayerKind::Human));
    assert!(matches!(setup_of(f.checked()).plan, Plan::Seek(_)));
}
