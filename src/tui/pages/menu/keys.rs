//! What the keys do in the menu: move the focus, step a row's choices,
//! act on a row, and type an engine's command, a clock or a name.

use super::rows::RowKind;
use super::state::{Menu, NotReady, Prompt, Typing, side_of};
use crate::game::{PlayerKind, TimeControl, TimeControls};
use crate::kifu::pasted::read_pasted;
use crate::settings::BookChoice;
use crate::shogi::{Color, Position, Setup};
use crate::tui::action::{Action, Direction};
use crate::tui::page::{Flow, downcast_mut};
use crate::tui::setup::{PlayerSpec, UnknownPlayer, player_name};
use crate::tui::widgets::choice::{ClockChoice, PlayerChoice, offer_player};
use crate::tui::widgets::text_input::TextInput;
use crate::usi::cmdline::split_command_line;
use crate::words::Said;

impl Menu {
    /// A key or click on the menu itself (no popup open).
    pub(super) fn on_key(&mut self, action: &Action) -> Flow {
        if self.typing.is_some() {
            return self.type_text(action);
        }
        let n = self.rows.len();
        match action {
            Action::Move(Direction::Up) => self.focus = (self.focus + n - 1) % n,
            Action::Move(Direction::Down) => self.focus = (self.focus + 1) % n,
            Action::First => self.focus = 0,
            Action::Last => self.focus = n.saturating_sub(1),
            Action::Move(d @ (Direction::Left | Direction::Right)) => {
                return self.cycle(*d == Direction::Right);
            }
            Action::ClickRow(i) if *i < n => {
                // A click focuses a row; a click on the focused row acts like Enter.
                if self.focus != *i {
                    self.focus = *i;
                    return Flow::Stay;
                }
                return self.activate();
            }
            Action::Activate => return self.activate(),
            Action::Help => return self.show_help(),
            // A record pasted in the terminal opens in review; a text that
            // is none is said, and the menu stays as it was.
            Action::Paste(text) => match read_pasted(text) {
                Ok(pasted) => return crate::tui::pages::review::open::pasted(pasted),
                Err(why) => self.message = Some(crate::words::Said::said(&why)),
            },
            Action::Quit | Action::ForceQuit => return Flow::Quit,
            Action::Cancel => self.message = Some(crate::t!("menu-esc-stays")),
            _ => {}
        }
        Flow::Stay
    }

    pub(super) fn open_prompt(&mut self, prompt: Prompt, text: TextInput) -> Flow {
        self.typing = Some(Typing { prompt, text });
        self.message = None;
        Flow::Stay
    }

    /// `kind`'s setting changed: remembered, and a look, the sound or the
    /// language shown at once (`Menu::setting_changed`, with the context).
    fn changed(&mut self, kind: RowKind) -> Flow {
        self.changed = Some(kind);
        Flow::then(|cx, top| {
            if let Some(menu) = downcast_mut::<Menu>(top)
                && let Some(kind) = menu.take_changed()
            {
                menu.setting_changed(kind, cx);
            }
            Flow::Stay
        })
    }

    /// The setting row the last change was about, once.
    pub fn take_changed(&mut self) -> Option<RowKind> {
        self.changed.take()
    }

    pub(super) fn activate(&mut self) -> Flow {
        let Some(kind) = self.rows.get(self.focus).map(|r| r.kind) else {
            return Flow::Stay;
        };
        match kind {
            RowKind::Continue => crate::tui::pages::game::open::continue_latest(self.auto_flip()),
            RowKind::NewGame => self.start_request(),
            RowKind::Editor => {
                crate::tui::pages::editor::open::edit(Setup::from(&Position::startpos()), false)
            }
            RowKind::Help => self.show_help(),
            RowKind::Quit => Flow::Quit,
            _ if kind.opens().is_some() => kind.opens().map_or(Flow::Stay, |open| open()),
            RowKind::Black | RowKind::White
                if self.players.get(side_of(kind)).value() == Some(&PlayerChoice::TypeCommand) =>
            {
                self.open_prompt(Prompt::EngineCommand, TextInput::new())
            }
            RowKind::Clock if self.clock.value() == Some(&ClockChoice::TypeCustom) => {
                self.open_prompt(Prompt::Clock, TextInput::new())
            }
            RowKind::Book if self.book.value() == Some(&None) => {
                self.open_prompt(Prompt::BookFile, TextInput::new())
            }
            RowKind::MyNames => {
                let typed = self.my_names.join(", ");
                self.open_prompt(Prompt::MyNames, typed.into())
            }
            RowKind::BlackName | RowKind::WhiteName => {
                let side = side_of(kind);
                let typed = self.names.get(side).clone();
                self.open_prompt(Prompt::Name(side), typed.unwrap_or_default().into())
            }
            // Enter on a setting steps to its next choice.
            _ => self.cycle(true),
        }
    }

    /// Keys while text is typed: Enter reads it (a refusal keeps the text
    /// to be corrected), Esc gives up.
    pub(super) fn type_text(&mut self, action: &Action) -> Flow {
        let Some(typing) = self.typing.as_mut() else {
            return Flow::Stay;
        };
        if typing.text.edit(action) {
            return Flow::Stay;
        }
        match action {
            Action::Cancel => {
                self.typing = None;
                self.message = None;
                Flow::Stay
            }
            Action::ForceQuit => Flow::Quit,
            Action::Activate => {
                let Typing { prompt, text } = typing.clone();
                let done = match prompt {
                    Prompt::EngineCommand => self.typed_engine(text.trimmed()),
                    Prompt::Clock => self.typed_clock(text.trimmed()),
                    Prompt::Name(side) => self.typed_name(side, &text),
                    Prompt::BookFile => self.typed_book(text.trimmed()),
                    Prompt::MyNames => self.typed_my_names(text.as_str()),
                };
                match done {
                    Ok(kind) => {
                        self.typing = None;
                        self.message = None;
                        self.arrange();
                        self.changed(kind)
                    }
                    Err(why) => {
                        // The prompt rule of every page: the refused text
                        // stays, selected, so that typing replaces it.
                        if let Some(typing) = self.typing.as_mut() {
                            typing.text.select_all();
                        }
                        self.message = Some(why);
                        Flow::Stay
                    }
                }
            }
            _ => Flow::Stay,
        }
    }

    /// A typed engine command, offered on both player rows and chosen on
    /// the focused one. Only its words are read here: whether its program
    /// exists is the app's to find out when the game starts.
    pub(super) fn typed_engine(&mut self, command: &str) -> Result<RowKind, String> {
        let spec: PlayerSpec = format!("usi:{command}")
            .parse()
            .map_err(|e: UnknownPlayer| e.to_string())?;
        split_command_line(command).map_err(|e| e.said())?;
        let kind = self.rows.get(self.focus).map_or(RowKind::Black, |r| r.kind);
        self.offer_player(&spec.0);
        self.players
            .get_mut(side_of(kind))
            .select(&PlayerChoice::Plays(spec.0));
        Ok(kind)
    }

    pub(super) fn typed_clock(&mut self, text: &str) -> Result<RowKind, String> {
        let tc: TimeControl = text.parse()?;
        self.preset_clock(Some(TimeControls::even(tc)));
        Ok(RowKind::Clock)
    }

    /// A book's path: opened at once, so that a file that is no book is
    /// said here, where the player can type another, not later in review.
    pub(super) fn typed_book(&mut self, text: &str) -> Result<RowKind, String> {
        if text.is_empty() {
            return Err(crate::t!("menu-book-no-path"));
        }
        let path = std::path::PathBuf::from(text);
        crate::kifu::book::Book::open(&path).map_err(|e| crate::words::Said::said(&e))?;
        self.preset_book(&BookChoice::File(path));
        Ok(RowKind::Book)
    }

    pub(super) fn typed_name(&mut self, side: Color, text: &TextInput) -> Result<RowKind, String> {
        // Nothing typed: back to the side's own name.
        let name = if text.is_blank() {
            None
        } else {
            Some(player_name(text.as_str()).map_err(|e| e.to_string())?)
        };
        *self.names.get_mut(side) = name;
        Ok(RowKind::name_of(side))
    }

    /// The player's names, comma-separated (a Japanese comma too); blank
    /// entries dropped, each read as a player's name is, at most
    /// `MAX_MY_NAMES` of them: each is a condition of every "my games"
    /// query. Nothing typed: no names.
    pub(super) fn typed_my_names(&mut self, text: &str) -> Result<RowKind, String> {
        let mut names: Vec<String> = Vec::new();
        for part in text.split([',', '、', '，']) {
            if part.trim().is_empty() {
                continue;
            }
            let name = player_name(part).map_err(|e| e.to_string())?;
            if !names.contains(&name) {
                names.push(name);
            }
        }
        let most = crate::settings::MAX_MY_NAMES;
        if names.len() > most {
            return Err(crate::t!(
                "menu-my-names-too-many",
                most = most,
                typed = names.len()
            ));
        }
        self.my_names = names;
        Ok(RowKind::MyNames)
    }

    /// Offers an engine (or any player the rows lack) on both player rows
    /// without choosing it.
    pub(super) fn offer_player(&mut self, kind: &PlayerKind) {
        for side in Color::ALL {
            offer_player(self.players.get_mut(side), kind);
        }
    }

    pub(super) fn cycle(&mut self, forward: bool) -> Flow {
        let Some(kind) = self.rows.get(self.focus).map(|r| r.kind) else {
            return Flow::Stay;
        };
        let stepped = self.picker_mut(kind).is_some_and(|p| p.step(forward));
        if !stepped {
            return Flow::Stay;
        }
        self.arrange();
        self.changed(kind)
    }

    fn show_help(&mut self) -> Flow {
        self.help = true;
        self.help_scroll = 0;
        Flow::Stay
    }

    /// New game: the game the rows describe, or why it cannot start yet,
    /// said on the row to change.
    fn start_request(&mut self) -> Flow {
        match self.new_game() {
            Ok(mut game) => match game.setup.checked() {
                Ok(setup) => {
                    game.setup = setup;
                    crate::tui::pages::game::open::new_game(game)
                }
                // An engine's program is looked for here: a missing one
                // is said back on its row.
                Err((side, why)) => {
                    self.refuse_start(side, &why);
                    Flow::Stay
                }
            },
            Err(why) => {
                self.focus_on(match why {
                    NotReady::EngineCommand(side) => RowKind::player_of(side),
                    NotReady::Clock => RowKind::Clock,
                });
                self.message = Some(why.to_string());
                Flow::Stay
            }
        }
    }

    /// The game could not start: says why, on the row to change.
    pub fn refuse_start(&mut self, side: Color, why: &UnknownPlayer) {
        self.message = Some(why.to_string());
        self.focus_on(RowKind::player_of(side));
    }
}
