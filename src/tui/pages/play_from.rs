//! The new-game form of review's `p` and the editor's `v`: who plays
//! each side of a game started from the position shown. Each page says
//! what the game starts from; the form only chooses the players.

use crate::game::{PlayerKind, Players};
use crate::i18n::rules::Shown;
use crate::shogi::Color;
use crate::t;
use crate::tui::action::{Action, Direction};
use crate::tui::layout::centered;
use crate::tui::setup::{GameSetup, PlayerSpec};
use crate::tui::theme::Theme;
use crate::tui::widgets::choice::{Choice, PlayerChoice, player_choices};
use crate::tui::widgets::fit::padded;
use crate::tui::widgets::popup::frame;
use crate::tui::widgets::status::side_mark;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

/// Who plays each side from the position shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayFrom {
    /// The player kinds on offer: the menu's, so every kind of player the
    /// menu offers (a bot, an engine) is offered here too.
    pub choices: Vec<Choice<PlayerKind>>,
    /// Index into `choices` for Black and for White.
    pub sides: [usize; 2],
    /// 0 = the Black row, 1 = the White row.
    pub focus: usize,
}

/// What a key did to the form.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FormStep {
    /// The form stays open.
    Open,
    /// Enter: start the game with the players chosen.
    Start,
    /// Esc or q: closed, nothing started.
    Closed,
    /// Ctrl-C.
    Quit,
}

impl PlayFrom {
    pub fn new() -> PlayFrom {
        // This form has no place to type an engine's command.
        let choices = player_choices()
            .into_iter()
            .filter_map(|c| match c.value {
                PlayerChoice::Plays(kind) => Some(Choice::new(c.label, kind)),
                PlayerChoice::TypeCommand => None,
            })
            .collect();
        PlayFrom {
            choices,
            sides: [0, 0],
            focus: 0,
        }
    }

    /// Arrows, Enter and Esc, as in the menu.
    pub fn step(&mut self, action: &Action) -> FormStep {
        let n = self.choices.len().max(1);
        match action {
            Action::Move(Direction::Up | Direction::Down) => self.focus = 1 - self.focus.min(1),
            Action::Move(d @ (Direction::Left | Direction::Right)) => {
                if let Some(side) = self.sides.get_mut(self.focus) {
                    *side = if *d == Direction::Right {
                        (*side + 1) % n
                    } else {
                        (*side + n - 1) % n
                    };
                }
            }
            Action::Activate => return FormStep::Start,
            Action::Quit | Action::Cancel => return FormStep::Closed,
            Action::ForceQuit => return FormStep::Quit,
            _ => {}
        }
        FormStep::Open
    }

    /// The players chosen, named as the menu names them.
    pub fn players(&self) -> Result<Players, String> {
        let spec = |side: usize| -> Result<PlayerSpec, String> {
            let i = self.sides.get(side).copied().unwrap_or(0);
            let choice = self
                .choices
                .get(i)
                .ok_or_else(|| t!("review-play-form-no-kind"))?;
            Ok(PlayerSpec(choice.value.clone()))
        };
        Ok(GameSetup {
            black: spec(0)?,
            white: spec(1)?,
            ..GameSetup::default()
        }
        .players())
    }
}

impl Default for PlayFrom {
    fn default() -> PlayFrom {
        PlayFrom::new()
    }
}

/// Draws the form over `screen`, under the page's own lines about the
/// position the game starts from.
pub fn render_play_form(
    form: &PlayFrom,
    about: Vec<String>,
    t: &Theme,
    screen: Rect,
    buf: &mut Buffer,
) {
    let inner = frame(
        centered(screen, 56, 10),
        &t!("review-play-form-title"),
        t,
        buf,
    );
    let mut lines: Vec<Line> = about
        .into_iter()
        .map(|text| Line::styled(format!(" {text}"), t.popup))
        .collect();
    lines.push(Line::default());
    for (row, c) in Color::ALL.iter().enumerate() {
        let here = form.focus == row;
        let choice = form
            .sides
            .get(row)
            .and_then(|&i| form.choices.get(i))
            .map_or("?", |ch| ch.label.as_str());
        lines.push(Line::from(vec![
            Span::styled(
                format!(
                    "{}{} {}",
                    if here { " ▸ " } else { "   " },
                    side_mark(*c),
                    padded(&c.shown(), 6)
                ),
                if here { t.cursor } else { t.popup },
            ),
            Span::styled(format!(" ‹ {choice} ›"), t.title),
        ]));
    }
    lines.push(Line::default());
    lines.push(Line::styled(
        format!(" {}", t!("review-play-form-keys")),
        t.dim,
    ));
    Paragraph::new(lines).render(inner, buf);
}
