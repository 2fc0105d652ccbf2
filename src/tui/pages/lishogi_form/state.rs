//! The form's state: the site, the token, who plays from here, how the
//! game is found and its clock, the focused row and the status line.

use crate::game::PlayerKind;
use crate::lishogi::ColorChoice;
use crate::settings::LishogiSettings;
use crate::tui::form::seat;
use crate::tui::widgets::choice::{Choice, Picker, PlayerChoice};
use crate::tui::widgets::secret_input::SecretInput;
use crate::tui::widgets::status::Message;
use crate::tui::widgets::text_input::TextInput;

/// How the game is found, as the form's row steps through it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlanKind {
    Seek,
    Challenge,
    Ai,
    Incoming,
}

impl PlanKind {
    pub const ALL: [PlanKind; 4] = [
        PlanKind::Seek,
        PlanKind::Challenge,
        PlanKind::Ai,
        PlanKind::Incoming,
    ];

    pub fn label(self) -> String {
        crate::i18n::text(match self {
            PlanKind::Seek => "lishogiplay-plan-seek",
            PlanKind::Challenge => "lishogiplay-plan-challenge",
            PlanKind::Ai => "lishogiplay-plan-ai",
            PlanKind::Incoming => "lishogiplay-plan-incoming",
        })
    }
}

/// The form's rows, in the order shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    Server,
    Token,
    Remember,
    /// Who plays from this terminal.
    Seat,
    /// The engine's command line, shown while the seat asks for one.
    Engine,
    Plan,
    /// The player challenged (a challenge only).
    User,
    /// lishogi's AI level (its AI only).
    Level,
    Minutes,
    Byoyomi,
    Increment,
    Periods,
    Rated,
    Color,
    Start,
}

impl Field {
    const ORDER: [Field; 15] = [
        Field::Server,
        Field::Token,
        Field::Remember,
        Field::Seat,
        Field::Engine,
        Field::Plan,
        Field::User,
        Field::Level,
        Field::Minutes,
        Field::Byoyomi,
        Field::Increment,
        Field::Periods,
        Field::Rated,
        Field::Color,
        Field::Start,
    ];

    /// The row's words; a refusal names its row with them.
    pub fn label(self) -> String {
        crate::i18n::text(match self {
            Field::Server => "lishogiplay-field-server",
            Field::Token => "lishogiplay-field-token",
            Field::Remember => "lishogiplay-field-remember",
            Field::Seat => "lishogiplay-field-seat",
            Field::Engine => "lishogiplay-field-engine",
            Field::Plan => "lishogiplay-field-plan",
            Field::User => "lishogiplay-field-user",
            Field::Level => "lishogiplay-field-level",
            Field::Minutes => "lishogiplay-field-minutes",
            Field::Byoyomi => "lishogiplay-field-byoyomi",
            Field::Increment => "lishogiplay-field-increment",
            Field::Periods => "lishogiplay-field-periods",
            Field::Rated => "lishogiplay-field-rated",
            Field::Color => "lishogiplay-field-color",
            Field::Start => "lishogiplay-field-start",
        })
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LishogiForm {
    pub server: TextInput,
    pub token: SecretInput,
    /// Keep the token in the settings folder (a file of the owner's
    /// alone); off, starting deletes any kept before.
    pub remember: bool,
    pub seat: Picker<PlayerChoice>,
    pub engine: TextInput,
    pub plan: PlanKind,
    pub user: TextInput,
    /// 1 to 8.
    pub level: u8,
    pub minutes: TextInput,
    pub byoyomi: TextInput,
    pub increment: TextInput,
    pub periods: TextInput,
    pub rated: bool,
    pub color: ColorChoice,
    pub focus: Field,
    pub message: Option<Message>,
}

impl LishogiForm {
    /// The form filled in from `last` (the settings), its seat row
    /// offering `choices` (the menu's players).
    pub fn new(choices: Vec<Choice<PlayerChoice>>, last: &LishogiSettings) -> LishogiForm {
        let mut form = LishogiForm {
            server: last.server.as_str().into(),
            token: SecretInput::new(),
            remember: false,
            seat: Picker::new(choices),
            engine: TextInput::new(),
            plan: PlanKind::Seek,
            user: last.opponent.as_str().into(),
            level: 1,
            minutes: last.minutes.to_string().into(),
            byoyomi: last.byoyomi_secs.to_string().into(),
            increment: last.increment_secs.to_string().into(),
            periods: last.periods.to_string().into(),
            rated: last.rated,
            color: ColorChoice::Random,
            focus: Field::Server,
            message: None,
        };
        form.preset_seat(&last.seat);
        form.focus = form.first_empty();
        form
    }

    /// The first row still to fill in, or Start.
    pub(super) fn first_empty(&self) -> Field {
        if self.server.is_blank() {
            Field::Server
        } else if self.token.is_blank() {
            Field::Token
        } else {
            Field::Start
        }
    }

    /// The rows shown now: the engine's command only while the seat asks
    /// for one; the user only for a challenge, the level only for the
    /// AI; no clock while waiting for others' challenges (theirs holds).
    pub fn fields(&self) -> Vec<Field> {
        Field::ORDER
            .into_iter()
            .filter(|f| match f {
                Field::Engine => self.types_engine(),
                Field::User => self.plan == PlanKind::Challenge,
                Field::Level => self.plan == PlanKind::Ai,
                // lishogi's AI games are casual.
                Field::Rated => matches!(self.plan, PlanKind::Seek | PlanKind::Challenge),
                Field::Minutes
                | Field::Byoyomi
                | Field::Increment
                | Field::Periods
                | Field::Color => self.plan != PlanKind::Incoming,
                _ => true,
            })
            .collect()
    }

    /// Whether the seat is "type its command".
    pub fn types_engine(&self) -> bool {
        seat::types_command(&self.seat)
    }

    /// Chooses `kind` for the seat, offering it first if the row lacks it.
    pub fn preset_seat(&mut self, kind: &PlayerKind) {
        seat::preset(&mut self.seat, kind);
    }

    /// The site given on the command line.
    pub fn preset_server(&mut self, server: &str) {
        self.server = server.into();
        self.focus = self.first_empty();
    }

    /// A token found for the form: the one kept, or the environment's.
    pub fn preset_token(&mut self, token: &crate::lishogi::Token) {
        self.token = token.reveal().into();
        self.focus = self.first_empty();
    }
}
