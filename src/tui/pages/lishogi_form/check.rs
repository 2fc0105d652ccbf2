//! Start's checks: the form read into a `LishogiSetup`, or the first row
//! that is wrong and why. A clock shorter than the Board API plays is
//! refused here, before anything is sent, as the site would refuse it.

use super::state::{Field, LishogiForm, PlanKind};
use crate::game::PlayerKind;
use crate::kifu::escape::quote;
use crate::lishogi::client::server_allowed;
use crate::lishogi::{
    AiChallenge, ClockConfig, FairPlayError, Seek, Token, UserChallenge, board_api_playable,
    computer_may_play,
};
use crate::t;
use crate::tui::lishogi_setup::{LishogiSetup, Plan};
use crate::tui::setup::{PlayerSpec, UnknownPlayer};
use crate::tui::widgets::choice::PlayerChoice;
use crate::usi::cmdline::split_command_line;
use crate::words::Said;

/// The longest main time a form takes, in minutes (lishogi's longest is
/// three hours).
const MAX_MINUTES: u32 = 180;
/// The longest byoyomi or increment, in seconds.
const MAX_SECONDS: u32 = 180;
const MAX_PERIODS: u32 = 5;

#[derive(Debug, PartialEq, Eq)]
pub enum FormError {
    NoServer,
    /// Not an `https://` address (`http://` only on this machine).
    BadServer(String),
    NoToken,
    BadToken,
    NoUser,
    /// A user name lishogi could not have (quoted).
    BadUser(String),
    /// A number out of its row's range (the row, the text quoted).
    BadNumber(Field, String),
    /// The clock is shorter than the Board API plays (rated or not).
    TooFast {
        rated: bool,
    },
    NoEngine,
    BadEngine(String),
    /// A computer in our seat against people on the public site.
    ComputerAgainstPeople(FairPlayError),
}

impl std::fmt::Display for FormError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let why = match self {
            FormError::NoServer => t!("lishogiplay-no-server"),
            FormError::BadServer(s) => t!("lishogiplay-bad-server", server = s),
            FormError::NoToken => t!("lishogiplay-no-token"),
            FormError::BadToken => t!("lishogiplay-bad-token"),
            FormError::NoUser => t!("lishogiplay-no-user"),
            FormError::BadUser(name) => t!("lishogiplay-bad-user", name = name),
            FormError::BadNumber(field, text) => {
                let (min, max) = field_range(*field);
                t!(
                    "lishogiplay-bad-number",
                    text = text,
                    min = i64::from(min),
                    max = i64::from(max)
                )
            }
            FormError::TooFast { rated: true } => t!("lishogiplay-too-fast-rated"),
            FormError::TooFast { rated: false } => t!("lishogiplay-too-fast-casual"),
            FormError::NoEngine => t!("lishogiplay-no-engine"),
            FormError::BadEngine(why) => why.clone(),
            FormError::ComputerAgainstPeople(why) => why.to_string(),
        };
        f.write_str(&t!(
            "lishogiplay-field-problem",
            field = self.field().label(),
            why = why
        ))
    }
}

impl std::error::Error for FormError {}

impl FormError {
    /// The row to fix.
    pub fn field(&self) -> Field {
        match self {
            FormError::NoServer | FormError::BadServer(_) => Field::Server,
            FormError::NoToken | FormError::BadToken => Field::Token,
            FormError::NoUser | FormError::BadUser(_) => Field::User,
            FormError::BadNumber(field, _) => *field,
            FormError::TooFast { .. } => Field::Minutes,
            FormError::NoEngine | FormError::BadEngine(_) => Field::Engine,
            FormError::ComputerAgainstPeople(_) => Field::Seat,
        }
    }
}

/// The numbers a row takes.
fn field_range(field: Field) -> (u32, u32) {
    match field {
        Field::Minutes => (0, MAX_MINUTES),
        Field::Periods => (1, MAX_PERIODS),
        _ => (0, MAX_SECONDS),
    }
}

/// lishogi's user names: letters, digits, `_` and `-`, 2 to 30 long.
fn user_ok(name: &str) -> bool {
    (2..=30).contains(&name.len())
        && name
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-')
}

impl LishogiForm {
    /// The clock asked for, when its rows read.
    fn clock(&self) -> Result<ClockConfig, FormError> {
        let number = |field: Field, input: &crate::tui::widgets::text_input::TextInput| {
            let text = input.trimmed();
            let (min, max) = field_range(field);
            text.parse::<u32>()
                .ok()
                .filter(|n| (min..=max).contains(n))
                .ok_or_else(|| FormError::BadNumber(field, quote(text, 20)))
        };
        let minutes = number(Field::Minutes, &self.minutes)?;
        let byoyomi = number(Field::Byoyomi, &self.byoyomi)?;
        let increment = number(Field::Increment, &self.increment)?;
        let periods = number(Field::Periods, &self.periods)?;
        Ok(ClockConfig {
            initial_ms: u64::from(minutes) * 60_000,
            increment_ms: u64::from(increment) * 1000,
            byoyomi_ms: u64::from(byoyomi) * 1000,
            periods,
        })
    }

    /// Whether the plan's game is rated (lishogi's AI never is).
    fn is_rated(&self) -> bool {
        self.rated && matches!(self.plan, PlanKind::Seek | PlanKind::Challenge)
    }

    /// The warning the form shows while the clock is too short for the
    /// Board API (`None` when it is long enough, or does not read yet).
    pub fn too_fast(&self) -> Option<FormError> {
        if self.plan == PlanKind::Incoming {
            return None;
        }
        let clock = self.clock().ok()?;
        let rated = self.is_rated();
        (!board_api_playable(&clock, rated)).then_some(FormError::TooFast { rated })
    }

    /// What the form asks for, checked row by row from the top.
    pub fn setup(&self) -> Result<LishogiSetup, FormError> {
        let server = self.server.trimmed().trim_end_matches('/');
        if server.is_empty() {
            return Err(FormError::NoServer);
        }
        if !server_allowed(server) {
            return Err(FormError::BadServer(quote(server, 60)));
        }
        if self.token.is_blank() {
            return Err(FormError::NoToken);
        }
        let token = Token::new(self.token.reveal()).map_err(|_| FormError::BadToken)?;
        let seat = self.seat_kind()?;
        let user = self.user.trimmed();
        if self.plan == PlanKind::Challenge {
            if user.is_empty() {
                return Err(FormError::NoUser);
            }
            if !user_ok(user) {
                return Err(FormError::BadUser(quote(user, 40)));
            }
        }
        let plan = if self.plan == PlanKind::Incoming {
            Plan::Incoming
        } else {
            let clock = self.clock()?;
            if let Some(e) = self.too_fast() {
                return Err(e);
            }
            let secs = |ms: u64| u32::try_from(ms / 1000).unwrap_or(u32::MAX);
            let (limit_secs, increment_secs, byoyomi_secs, periods) = (
                secs(clock.initial_ms),
                secs(clock.increment_ms),
                secs(clock.byoyomi_ms),
                clock.periods,
            );
            match self.plan {
                PlanKind::Seek => Plan::Seek(Seek {
                    minutes: limit_secs / 60,
                    increment_secs,
                    byoyomi_secs,
                    periods,
                    rated: self.rated,
                    color: self.color,
                    rating_range: None,
                    handicap: None,
                }),
                PlanKind::Challenge => Plan::Challenge {
                    user: user.to_string(),
                    challenge: UserChallenge {
                        limit_secs,
                        increment_secs,
                        byoyomi_secs,
                        periods,
                        rated: self.rated,
                        color: self.color,
                    },
                },
                _ => Plan::Ai(AiChallenge {
                    level: self.level,
                    limit_secs,
                    increment_secs,
                    byoyomi_secs,
                    periods,
                    color: self.color,
                }),
            }
        };
        if seat != PlayerKind::Human {
            computer_may_play(server, plan.opponent()).map_err(FormError::ComputerAgainstPeople)?;
        }
        Ok(LishogiSetup {
            server: server.to_string(),
            token,
            seat,
            plan,
        })
    }

    /// Who plays from here: the seat's choice, or the engine typed.
    fn seat_kind(&self) -> Result<PlayerKind, FormError> {
        match self.seat.value() {
            Some(PlayerChoice::Plays(kind)) => Ok(kind.clone()),
            Some(PlayerChoice::TypeCommand) => {
                let command = self.engine.trimmed();
                if command.is_empty() {
                    return Err(FormError::NoEngine);
                }
                split_command_line(command).map_err(|e| FormError::BadEngine(e.said()))?;
                let spec: PlayerSpec = format!("usi:{command}")
                    .parse()
                    .map_err(|e: UnknownPlayer| FormError::BadEngine(e.to_string()))?;
                Ok(spec.0)
            }
            None => Ok(PlayerKind::Human),
        }
    }
}
