//! The whole program's state: which screen is up and the player's display
//! preferences, plus turning terminal events into actions.

use super::action::Action;
use super::autosave::{Recorder, SaveFolder};
use super::events::AppEvent;
use super::game_screen::{GameScreen, Overlay, ScreenRequest};
use super::glyphs::Glyphs;
use super::input::{InputMode, key_action};
use super::layout::ScreenLayout;
use super::load_screen::LoadScreen;
use super::menu::{Choice, Menu, MenuChoices, MenuRequest, RowKind, TYPE_ENGINE};
use super::review::{ReviewOverlay, ReviewScreen};
use super::review_view::review_panes;
use super::seats::parse_seconds;
use super::setup::{GameSetup, PlayerSpec, StartSpec};
use super::theme::{Theme, theme_names};
use super::widgets::moves::MoveListView;
use super::widgets::popup::QuestionPopup;
use super::widgets::save_list::LoadLayout;
use super::widgets::status::Message;
use crate::bot::Level;
use crate::game::{Handicap, MoveLimit, PlayerKind, RuleSet};
use crate::settings::TrustedEngines;
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

    /// Applies a look-changing key (glyphs, notation, theme); false for
    /// any other action.
    pub fn restyle(&mut self, action: &Action) -> bool {
        match action {
            Action::ToggleGlyphs => {
                let next = if self.glyphs.name == "western" {
                    "kanji"
                } else {
                    "western"
                };
                self.set_glyphs(next);
            }
            Action::ToggleNotation => {
                self.notation = match self.notation {
                    Notation::Japanese => Notation::Western,
                    Notation::Western => Notation::Japanese,
                };
            }
            Action::CycleTheme => {
                let names = theme_names();
                let i = names
                    .iter()
                    .position(|n| *n == self.theme.name)
                    .map_or(0, |i| (i + 1) % names.len());
                if let Some(n) = names.get(i) {
                    self.set_theme(n);
                }
            }
            _ => return false,
        }
        true
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
    Menu {
        menu: Menu,
        help: bool,
    },
    Game(Box<GameScreen>),
    /// The saved games.
    Load(Box<LoadScreen>),
    Review(Box<ReviewScreen>),
}

pub struct App {
    pub screen: Screen,
    pub prefs: Prefs,
    /// The terminal's size, for hit-testing clicks.
    pub area: Rect,
    /// The screens this one was opened from, the latest last; leaving a
    /// screen goes back to the one below, and leaving the first one quits.
    pub(super) behind: Vec<Screen>,
    /// Where games are saved; `None` keeps nothing on disk (tests).
    pub saves: Option<SaveFolder>,
    pub quit: bool,
    /// The signal that ended the program, if one did.
    pub terminated_by: Option<i32>,
    /// Engine commands the player allowed to run when a file names them.
    pub trusted: TrustedEngines,
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
        App::with_screen(prefs, Screen::Menu { menu, help: false }, area)
    }

    /// Opens straight into a game (`shogi-tui play`).
    pub fn with_game(prefs: Prefs, game: GameScreen, area: Rect) -> App {
        App::with_screen(prefs, Screen::Game(Box::new(game)), area)
    }

    /// Opens straight into review mode (`shogi-tui review FILE`).
    pub fn with_review(prefs: Prefs, review: ReviewScreen, area: Rect) -> App {
        App::with_screen(prefs, Screen::Review(Box::new(review)), area)
    }

    fn with_screen(prefs: Prefs, screen: Screen, area: Rect) -> App {
        App {
            screen,
            prefs,
            area,
            behind: Vec::new(),
            saves: None,
            quit: false,
            terminated_by: None,
            trusted: TrustedEngines::in_memory(),
        }
    }

    /// Keeps games in `folder`: the game on screen from its next move, and
    /// every game started or continued later. The menu offers Continue
    /// when the folder holds an unfinished game.
    pub fn with_saves(mut self, folder: SaveFolder) -> App {
        if let Screen::Game(g) = &mut self.screen
            && g.recorder.is_none()
        {
            g.recorder = Some(Recorder::new_game(folder.clone(), &g.game));
        }
        self.saves = Some(folder);
        self.refresh_menu();
        self
    }

    /// The engine commands the player allowed before (their settings).
    pub fn with_trusted(mut self, trusted: TrustedEngines) -> App {
        self.trusted = trusted;
        self
    }

    /// The game on screen, if a game is up.
    pub fn game_screen(&self) -> Option<&GameScreen> {
        match &self.screen {
            Screen::Game(g) => Some(g),
            _ => None,
        }
    }

    /// The record under review, if review mode is up.
    pub fn review_screen(&self) -> Option<&ReviewScreen> {
        match &self.screen {
            Screen::Review(r) => Some(r),
            _ => None,
        }
    }

    /// The list of saves, if it is up.
    pub fn load_screen(&self) -> Option<&LoadScreen> {
        match &self.screen {
            Screen::Load(l) => Some(l),
            _ => None,
        }
    }

    pub fn input_mode(&self) -> InputMode {
        match &self.screen {
            Screen::Menu { help: true, .. } => InputMode::Popup,
            Screen::Menu { menu, .. } if menu.typing.is_some() => InputMode::Prompt,
            Screen::Menu { .. } => InputMode::Menu,
            Screen::Game(g) => match g.overlay {
                Overlay::None => InputMode::Board,
                Overlay::Prompt(_) | Overlay::SaveName(_) => InputMode::Prompt,
                Overlay::Ask(_) | Overlay::Overwrite(_) | Overlay::Seat(_) => InputMode::Question,
                Overlay::Help(_) | Overlay::Tally => InputMode::Popup,
            },
            Screen::Load(l) if l.confirm_delete => InputMode::Question,
            Screen::Load(_) => InputMode::Load,
            Screen::Review(r) => match r.overlay {
                ReviewOverlay::None => InputMode::Review,
                ReviewOverlay::Jump(_) => InputMode::Prompt,
                ReviewOverlay::Help(_) | ReviewOverlay::Tally => InputMode::Popup,
                // Arrows, Enter and Esc, as in the menu.
                ReviewOverlay::PlayFrom(_) => InputMode::Menu,
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
                    _ => false,
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
            // A game is always on top while it lasts: none opens a screen.
            _ => false,
        }
    }

    /// What a left click at (x, y) means on the current screen.
    pub fn click_action(&self, x: u16, y: u16) -> Option<Action> {
        match &self.screen {
            Screen::Menu { help: true, .. } => Some(Action::Cancel),
            Screen::Menu { menu, .. } => menu.row_at(self.area, x, y).map(Action::ClickRow),
            Screen::Game(g) => match &g.overlay {
                Overlay::Help(_) | Overlay::Tally => Some(Action::Cancel),
                Overlay::Prompt(_) | Overlay::SaveName(_) => None,
                Overlay::Ask(_) | Overlay::Overwrite(_) | Overlay::Seat(_) => {
                    let text = g.open_question()?;
                    answer_click(self.area, &text, g.flipped, x, y)
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
            Screen::Load(l) => match l.delete_question() {
                Some(text) => answer_click(self.area, &text, false, x, y),
                None => LoadLayout::new(self.area)
                    .entry_at(x, y, l.entries.len(), l.selected)
                    .map(Action::ClickRow),
            },
            Screen::Review(r) => match r.overlay {
                ReviewOverlay::Help(_) | ReviewOverlay::Tally => Some(Action::Cancel),
                ReviewOverlay::None => {
                    let layout = ScreenLayout::new(self.area, r.flipped)?;
                    let (list, _) = review_panes(layout.moves);
                    let len = r.move_texts().len();
                    MoveListView::move_at(list, len, r.ply.checked_sub(1), x, y)
                        .map(Action::ClickMove)
                }
                _ => None,
            },
        }
    }

    pub fn update(&mut self, action: Action) {
        if action == Action::Redraw {
            return;
        }
        // Ctrl-C leaves at once from every screen and popup; games are
        // already saved after every move, so nothing is lost.
        if action == Action::ForceQuit {
            self.quit = true;
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
                    MenuRequest::Continue => self.continue_latest(),
                    MenuRequest::Load => self.open_load(),
                }
            }
            Screen::Game(game) => {
                if game.overlay == Overlay::None && self.prefs.restyle(&action) {
                    return;
                }
                match game.update(&action) {
                    ScreenRequest::Nothing => {}
                    ScreenRequest::Leave => self.leave(false),
                    ScreenRequest::Trust(command) => {
                        if let Err(e) = self.trusted.allow(&command) {
                            game.message = Some(Message::Refusal(format!(
                                "{command} runs now, but will be asked about again: {e}"
                            )));
                        }
                    }
                }
            }
            Screen::Load(_) => self.update_load(&action),
            Screen::Review(r) => {
                if r.overlay == ReviewOverlay::None && self.prefs.restyle(&action) {
                    return;
                }
                self.update_review(&action);
            }
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
                    "? lists every key · : lets you type a move · s saves".to_string(),
                ));
                if let Some(folder) = &self.saves {
                    let recorder = Recorder::new_game(folder.clone(), &screen.game);
                    screen = screen.with_recorder(recorder);
                }
                self.enter(Screen::Game(Box::new(screen)));
            }
            // The menu only offers valid choices; say so if one ever fails.
            Err(e) => {
                if let Screen::Menu { menu, .. } = &mut self.screen {
                    menu.message = Some(e);
                }
            }
        }
    }
}

/// The answer a click on a yes/no popup's buttons gives.
fn answer_click(
    area: Rect,
    text: &super::widgets::popup::QuestionText,
    flipped: bool,
    x: u16,
    y: u16,
) -> Option<Action> {
    let (y_rect, n_rect) = QuestionPopup::buttons(area, text, flipped);
    let hit = |r: Rect| x >= r.x && x < r.right() && y == r.y;
    if hit(y_rect) {
        Some(Action::Answer(true))
    } else if hit(n_rect) {
        Some(Action::Answer(false))
    } else {
        None
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
