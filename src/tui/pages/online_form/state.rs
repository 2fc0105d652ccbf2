//! The form's state: what is typed in each field, who plays from here,
//! which row has the focus and what the status line says. Its other
//! files (keys, check, view) all read it from here.

use crate::game::PlayerKind;
use crate::online::OnlineSettings;
use crate::online::password::Password;
use crate::tui::form::seat;
use crate::tui::widgets::choice::{Choice, Picker, PlayerChoice};
use crate::tui::widgets::secret_input::SecretInput;
use crate::tui::widgets::status::Message;
use crate::tui::widgets::text_input::TextInput;

/// The form's rows, in the order shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    Host,
    Port,
    User,
    /// The game to be paired in, built into the password at LOGIN.
    Game,
    Password,
    Remember,
    /// Who plays from this terminal.
    Seat,
    /// The engine's command line, shown while the seat asks for one.
    Engine,
    Connect,
}

impl Field {
    const ORDER: [Field; 9] = [
        Field::Host,
        Field::Port,
        Field::User,
        Field::Game,
        Field::Password,
        Field::Remember,
        Field::Seat,
        Field::Engine,
        Field::Connect,
    ];

    /// The row's words; messages about a field start with them, so the
    /// player finds the row they mean.
    pub fn label(self) -> String {
        crate::i18n::text(match self {
            Field::Host => "online-field-host",
            Field::Port => "online-field-port",
            Field::User => "online-field-user",
            Field::Game => "online-field-game",
            Field::Password => "online-field-password",
            Field::Remember => "online-field-remember",
            Field::Seat => "online-field-seat",
            Field::Engine => "online-field-engine",
            Field::Connect => "online-field-connect",
        })
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OnlineForm {
    pub host: TextInput,
    pub port: TextInput,
    pub user: TextInput,
    /// The game name (`floodgate-300-10F`), remembered; empty for the
    /// server's own.
    pub game: TextInput,
    pub password: SecretInput,
    /// Keep the password in the settings folder (a file of the owner's
    /// alone) when connecting; off, connecting deletes any kept before.
    pub remember: bool,
    /// A person, a bot level, an engine found installed or remembered,
    /// or "type its command".
    pub seat: Picker<PlayerChoice>,
    /// The command typed for "type its command".
    pub engine: TextInput,
    pub focus: Field,
    /// The status line: why Connect was refused, or what the app said.
    pub message: Option<Message>,
}

impl OnlineForm {
    /// The form filled in from `last` (what the settings remember), its
    /// seat row offering `choices` (the menu's players).
    pub fn new(choices: Vec<Choice<PlayerChoice>>, last: &OnlineSettings) -> OnlineForm {
        let mut form = OnlineForm {
            host: last.host.as_str().into(),
            port: last.port.to_string().into(),
            user: last.user.as_str().into(),
            game: last.game.as_str().into(),
            password: SecretInput::new(),
            remember: false,
            seat: Picker::new(choices),
            engine: TextInput::new(),
            focus: Field::Host,
            message: None,
        };
        form.preset_seat(&last.seat);
        form.focus = form.first_empty();
        form
    }

    /// The first field still to fill in, or Connect: where a returning
    /// player most likely goes.
    fn first_empty(&self) -> Field {
        [
            (Field::Host, self.host.is_blank()),
            (Field::User, self.user.is_blank()),
            (Field::Password, self.password.is_blank()),
        ]
        .into_iter()
        .find_map(|(field, empty)| empty.then_some(field))
        .unwrap_or(Field::Connect)
    }

    /// The rows shown now: the engine's command only while the seat asks
    /// for one.
    pub fn fields(&self) -> Vec<Field> {
        Field::ORDER
            .into_iter()
            .filter(|f| *f != Field::Engine || self.types_engine())
            .collect()
    }

    /// Whether the seat is "type its command".
    pub fn types_engine(&self) -> bool {
        seat::types_command(&self.seat)
    }

    /// Chooses `kind` for the seat, offering it first if the row lacks it
    /// (an engine typed in another time).
    pub fn preset_seat(&mut self, kind: &PlayerKind) {
        seat::preset(&mut self.seat, kind);
    }

    /// The server given on the command line.
    pub fn preset_server(&mut self, host: &str, port: u16) {
        self.host = host.into();
        self.port = port.to_string().into();
        self.focus = self.first_empty();
    }

    pub fn preset_user(&mut self, user: &str) {
        self.user = user.into();
        self.focus = self.first_empty();
    }

    /// A password found for the form: the one remembered, or one given
    /// for this run (`--password-file`, the environment). A game name in
    /// it (`GAMENAME,trip`, as files hold it) goes to its own row.
    pub fn preset_password(&mut self, password: &Password) {
        let text = password.reveal();
        match password.game_name() {
            Some(game) => {
                self.game = game.into();
                self.password = text.get(game.len() + 1..).unwrap_or_default().into();
            }
            None => self.password = text.into(),
        }
        self.focus = self.first_empty();
    }
}
