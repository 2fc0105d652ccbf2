//! What the forms' tests share: the names they use, the menu's players
//! without the engines installed here (so that the tests do not depend
//! on the machine), and keys pressed and screens drawn.

pub use super::FormRows;
pub use crate::tui::action::Action;
pub use crate::tui::page::{Flow, Page};
pub use crate::tui::widgets::status::Message;
pub use ratatui::buffer::Buffer;
pub use ratatui::layout::Rect;
pub use ratatui::widgets::Widget;

use crate::bot::Level;
use crate::game::PlayerKind;
use crate::tui::snapshot::buffer_lines;
use crate::tui::theme::Theme;
use crate::tui::widgets::choice::{Choice, PlayerChoice};

/// A person, the bot's levels, and "type its command".
pub fn choices() -> Vec<Choice<PlayerChoice>> {
    let mut players = vec![Choice::new("human", PlayerChoice::Plays(PlayerKind::Human))];
    players.extend(Level::all().map(|l| {
        let kind = PlayerKind::Bot { level: l.number() };
        Choice::new(format!("bot {}", l.number()), PlayerChoice::Plays(kind))
    }));
    players.push(Choice::new("type", PlayerChoice::TypeCommand));
    players
}

pub fn press<F: Page>(f: &mut F, action: Action) -> Flow {
    f.update(&action)
}

pub fn type_text<F: Page>(f: &mut F, text: &str) {
    for c in text.chars() {
        press(f, Action::PromptChar(c));
    }
}

/// The form drawn on a `w` × `h` screen, a line a row.
pub fn render<F: FormRows>(f: &F, w: u16, h: u16) -> String {
    let area = Rect::new(0, 0, w, h);
    let mut buf = Buffer::empty(area);
    f.draw(area, &mut buf, &Theme::default_theme(false));
    buffer_lines(&buf).join("\n")
}
