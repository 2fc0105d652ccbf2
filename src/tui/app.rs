//! The whole program's state: which screen is up and the player's display
//! preferences, plus turning terminal events into actions.

use super::action::Action;
use super::events::AppEvent;
use super::game_screen::{GameScreen, Overlay, ScreenRequest};
use super::glyphs::Glyphs;
use super::input::{InputMode, key_action};
use super::layout::ScreenLayout;
use super::menu::{Choice, Menu, MenuChoices, MenuRequest, RowKind, TYPE_ENGINE};
use super::seats::parse_seconds;
use super::setup::{GameSetup, PlayerSpec, StartSpec};
use super::theme::{Theme, theme_names};
use super::widgets::popup::QuestionPopup;
use super::widgets::status::Message;
use crate::bot::Level;
use crate::game::{Handicap, MoveLimit, PlayerKind, RuleSet};
use ratatui::crossterm::event::{Event, MouseButton, MouseEventKind};
use ratatui::layout::Rect;
use std::str::FromStr;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Notation {
    Japanese,
    Western,
}

/// How things look; kept when moving between the menu and a game.
#[derive(Clone, Debug)]
pub struct Prefs {
    pub theme: Theme,
    pub glyphs: Glyphs,
    pub notation: Notation,
    /// False under NO_COLOR.
    pub colour: bool,
}

impl Prefs {
    pub fn new(theme: Theme, glyphs: Glyphs, colour: bool) -> Prefs {
        let notation = if glyphs.name == "western" {
            Notation::Western
        } else {
            Notation::Japanese
        };
        Prefs {
            theme,
            glyphs,
            notation,
            colour,
        }
    }

    fn set_theme(&mut self, name: &str) {
        if let Ok(t) = Theme::named(name, self.colour) {
            self.theme = t;
        }
    }

    fn set_glyphs(&mut self, name: &str) {
        if let Ok(g) = Glyphs::named(name) {
            self.notation = if g.name == "western" {
                Notation::Western
            } else {
                Notation::Japanese
            };
            self.glyphs = g;
        }
    }
}

pub enum Screen {
    Menu { menu: Menu, help: bool },
    Game(Box<GameScreen>),
}

pub struct App {
    pub screen: Screen,
    pub prefs: Prefs,
    /// The terminal's size, for hit-testing clicks.
    pub area: Rect,
    /// The menu a game was started from; leaving the game goes back to it.
    menu_behind: Option<Menu>,
    pub quit: bool,
    /// The signal that ended the program, if one did.
    pub terminated_by: Option<i32>,
}

/// The choices the menu offers, from the types that own them.
pub fn menu_choices() -> MenuChoices {
    let mut handicaps = vec![Choice::new("even game 平手", "even")];
    handicaps.extend(
        Handicap::ALL
            .iter()
            .map(|h| Choice::new(format!("{} {}", h.english(), h.japanese()), h.name())),
    );
    let limits = [
        MoveLimit::default(),
        MoveLimit::Plies(1000),
        MoveLimit::Plies(256),
        MoveLimit::Off,
    ];
    let mut players = vec![Choice::new("human", PlayerSpec(PlayerKind::Human).value())];
    players.extend(Level::all().map(|l| {
        let kind = PlayerKind::Bot { level: l.number() };
        Choice::new(
            format!("bot {} {}", l.number(), l.name()),
            PlayerSpec(kind).value(),
        )
    }));
    players.extend(
        super::engines::installed_engines()
            .into_iter()
            .map(|(label, command)| {
                Choice::new(label, PlayerSpec(PlayerKind::Engine { command }).value())
            }),
    );
    players.push(Choice::new("engine: type its command…", TYPE_ENGINE));
    let move_times = ["1", "0.5", "2", "5", "10", "30"];
    MenuChoices {
        players,
        move_times: move_times
            .iter()
            .map(|s| Choice::new(format!("{s} s per move"), *s))
            .collect(),
        rules: RuleSet::ALL
            .iter()
            .map(|r| Choice::new(r.description(), r.name()))
            .collect(),
        handicaps,
        move_limits: limits
            .iter()
            .map(|l| match l {
                MoveLimit::Plies(n) => Choice::new(format!("{n} moves"), n.to_string()),
                MoveLimit::Off => Choice::new("none", "off"),
            })
            .collect(),
        themes: theme_names().iter().map(|n| Choice::new(*n, *n)).collect(),
        glyphs: vec![
            Choice::new("kanji 歩", "kanji"),
            Choice::new("Western letters P", "western"),
        ],
    }
}

impl App {
    /// Opens on the main menu.
    pub fn with_menu(prefs: Prefs, area: Rect) -> App {
        let mut menu = Menu::new(menu_choices());
        menu.preset(RowKind::Theme, &prefs.theme.name);
        menu.preset(RowKind::Glyphs, &prefs.glyphs.name);
        App {
            screen: Screen::Menu { menu, help: false },
            prefs,
            area,
            menu_behind: None,
            quit: false,
            terminated_by: None,
        }
    }

    /// Opens straight into a game (`shogi-tui play`).
    pub fn with_game(prefs: Prefs, game: GameScreen, area: Rect) -> App {
        App {
            screen: Screen::Game(Box::new(game)),
            prefs,
            area,
            menu_behind: None,
            quit: false,
            terminated_by: None,
        }
    }

    /// The game on screen, if a game is up.
    pub fn game_screen(&self) -> Option<&GameScreen> {
        match &self.screen {
            Screen::Game(g) => Some(g),
            Screen::Menu { .. } => None,
        }
    }

    pub fn input_mode(&self) -> InputMode {
        match &self.screen {
            Screen::Menu { help: true, .. } => InputMode::Popup,
            Screen::Menu { menu, .. } if menu.typing.is_some() => InputMode::Prompt,
            Screen::Menu { .. } => InputMode::Menu,
            Screen::Game(g) => match g.overlay {
                Overlay::None => InputMode::Board,
                Overlay::Prompt(_) => InputMode::Prompt,
                Overlay::Ask(_) => InputMode::Question,
                Overlay::Help(_) | Overlay::Tally => InputMode::Popup,
            },
        }
    }

    /// Applies one event; returns whether the screen needs a redraw.
    pub fn on_event(&mut self, ev: AppEvent) -> bool {
        let action = match ev {
            AppEvent::Input(Event::Key(key)) => key_action(self.input_mode(), key),
            AppEvent::Input(Event::Mouse(m)) => match m.kind {
                MouseEventKind::Down(MouseButton::Left) => self.click_action(m.column, m.row),
                _ => None,
            },
            AppEvent::Input(Event::Resize(w, h)) => {
                self.area = Rect::new(0, 0, w, h);
                Some(Action::Redraw)
            }
            AppEvent::Input(_) => None,
            AppEvent::Terminate(signal) => {
                self.terminated_by = Some(signal);
                self.quit = true;
                return false;
            }
            AppEvent::InputFailed(_) => {
                self.quit = true;
                return false;
            }
            AppEvent::Tick => {
                return match &mut self.screen {
                    Screen::Game(g) => g.tick(),
                    Screen::Menu { .. } => false,
                };
            }
        };
        match action {
            Some(a) => {
                self.update(a);
                true
            }
            None => false,
        }
    }

    /// Whether the event loop must wake on a timer: a computer is starting
    /// or thinking.
    pub fn wants_ticks(&self) -> bool {
        match &self.screen {
            Screen::Game(g) => g.needs_ticks(),
            Screen::Menu { .. } => false,
        }
    }

    /// What a left click at (x, y) means on the current screen.
    pub fn click_action(&self, x: u16, y: u16) -> Option<Action> {
        match &self.screen {
            Screen::Menu { help: true, .. } => Some(Action::Cancel),
            Screen::Menu { menu, .. } => menu.row_at(self.area, x, y).map(Action::ClickRow),
            Screen::Game(g) => match &g.overlay {
                Overlay::Help(_) | Overlay::Tally => Some(Action::Cancel),
                Overlay::Prompt(_) => None,
                Overlay::Ask(q) => {
                    let text = g.question_text(*q);
                    let (y_rect, n_rect) = QuestionPopup::buttons(self.area, &text, g.flipped);
                    let hit = |r: Rect| x >= r.x && x < r.right() && y == r.y;
                    if hit(y_rect) {
                        Some(Action::Answer(true))
                    } else if hit(n_rect) {
                        Some(Action::Answer(false))
                    } else {
                        None
                    }
                }
                Overlay::None => {
                    let layout = ScreenLayout::new(self.area, g.flipped)?;
                    if let Some(sq) = layout.square_at(x, y) {
                        return Some(Action::ClickSquare(sq));
                    }
                    let pos = g.game.position();
                    let hands = [
                        pos.hand(crate::shogi::Color::Black),
                        pos.hand(crate::shogi::Color::White),
                    ];
                    layout
                        .hand_piece_at(x, y, hands)
                        .map(|(c, k)| Action::ClickHand(c, k))
                }
            },
        }
    }

    pub fn update(&mut self, action: Action) {
        if action == Action::Redraw {
            return;
        }
        match &mut self.screen {
            Screen::Menu { menu, help } => {
                if *help {
                    if matches!(action, Action::Cancel | Action::ForceQuit) {
                        *help = false;
                    }
                    if action == Action::ForceQuit {
                        self.quit = true;
                    }
                    return;
                }
                match menu.update(&action) {
                    MenuRequest::Nothing => {}
                    MenuRequest::ShowHelp => *help = true,
                    MenuRequest::Quit => self.quit = true,
                    MenuRequest::Restyle => {
                        let theme = menu.value(RowKind::Theme).map(str::to_string);
                        let glyphs = menu.value(RowKind::Glyphs).map(str::to_string);
                        if let Some(t) = theme {
                            self.prefs.set_theme(&t);
                        }
                        if let Some(g) = glyphs {
                            self.prefs.set_glyphs(&g);
                        }
                    }
                    MenuRequest::StartGame => {
                        let menu = menu.clone();
                        self.start_from_menu(menu);
                    }
                }
            }
            Screen::Game(game) => match action {
                Action::ToggleGlyphs if game.overlay == Overlay::None => {
                    let next = if self.prefs.glyphs.name == "western" {
                        "kanji"
                    } else {
                        "western"
                    };
                    self.prefs.set_glyphs(next);
                }
                Action::ToggleNotation if game.overlay == Overlay::None => {
                    self.prefs.notation = match self.prefs.notation {
                        Notation::Japanese => Notation::Western,
                        Notation::Western => Notation::Japanese,
                    };
                }
                Action::CycleTheme if game.overlay == Overlay::None => {
                    let names = theme_names();
                    let i = names
                        .iter()
                        .position(|n| *n == self.prefs.theme.name)
                        .map_or(0, |i| (i + 1) % names.len());
                    if let Some(n) = names.get(i) {
                        self.prefs.set_theme(n);
                    }
                }
                _ => {
                    if game.update(&action) == ScreenRequest::Leave {
                        match self.menu_behind.take() {
                            Some(menu) if action != Action::ForceQuit => {
                                self.screen = Screen::Menu { menu, help: false };
                            }
                            _ => self.quit = true,
                        }
                    }
                }
            },
        }
    }

    fn start_from_menu(&mut self, menu: Menu) {
        let value = |k| menu.value(k).unwrap_or_default();
        let auto_flip = value(RowKind::AutoFlip) == "on";
        let game = setup_from_menu(&menu).and_then(|s| s.game().map_err(|e| e.to_string()));
        match game {
            Ok(game) => {
                let mut screen = GameScreen::new(game, false, auto_flip);
                screen.seats.move_time = parse_seconds(value(RowKind::MoveTime)).ok();
                screen.message = Some(Message::Info(
                    "? lists every key · : lets you type a move".to_string(),
                ));
                self.screen = Screen::Game(Box::new(screen));
                self.menu_behind = Some(menu);
            }
            // The menu only offers valid choices; say so if one ever fails.
            Err(e) => {
                let mut menu = menu;
                menu.message = Some(e);
                self.screen = Screen::Menu { menu, help: false };
            }
        }
    }
}

/// The game the menu's rows describe.
fn setup_from_menu(menu: &Menu) -> Result<GameSetup, String> {
    let value = |k| menu.value(k).unwrap_or_default();
    let text = |e: &dyn std::fmt::Display| e.to_string();
    let start = match value(RowKind::Handicap) {
        "even" => StartSpec::Even,
        name => StartSpec::Handicap(Handicap::from_str(name).map_err(|e| text(&e))?),
    };
    Ok(GameSetup {
        black: PlayerSpec::from_str(value(RowKind::Black)).map_err(|e| text(&e))?,
        white: PlayerSpec::from_str(value(RowKind::White)).map_err(|e| text(&e))?,
        start,
        rules: RuleSet::from_str(value(RowKind::Rules)).map_err(|e| text(&e))?,
        move_limit: MoveLimit::from_str(value(RowKind::MoveLimit)).map_err(|e| text(&e))?,
    })
}
