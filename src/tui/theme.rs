//! Colour themes, read from the RON files in `assets/` that are built into
//! the binary (so it runs from any folder).

use crate::kifu::marks::Brush;
use ratatui::style::{Color, Modifier, Style};
use serde::Deserialize;
use std::str::FromStr;
use thiserror::Error;

/// The built-in themes: (name, RON text).
const BUILT_IN: [(&str, &str); 2] = [
    ("dark", include_str!("../../assets/theme-dark.ron")),
    ("light", include_str!("../../assets/theme-light.ron")),
];

#[derive(Debug, Error, PartialEq, Eq)]
pub enum ThemeError {
    #[error("unknown theme '{0}' (available: {names})", names = theme_names().join(", "))]
    Unknown(String),
    #[error("theme file '{name}' is malformed: {why}")]
    Malformed { name: String, why: String },
    #[error("theme '{name}': '{value}' is not a colour (use a name, 0-255 or #rrggbb)")]
    BadColour { name: String, value: String },
}

/// Names of the built-in themes, in menu order.
pub fn theme_names() -> Vec<&'static str> {
    BUILT_IN.iter().map(|(n, _)| *n).collect()
}

#[derive(Deserialize, Clone, Copy, Debug, PartialEq, Eq)]
enum Mod {
    Bold,
    Dim,
    Italic,
    Underlined,
    Reversed,
}

impl Mod {
    fn modifier(self) -> Modifier {
        match self {
            Mod::Bold => Modifier::BOLD,
            Mod::Dim => Modifier::DIM,
            Mod::Italic => Modifier::ITALIC,
            Mod::Underlined => Modifier::UNDERLINED,
            Mod::Reversed => Modifier::REVERSED,
        }
    }
}

#[derive(Deserialize, Default)]
struct StyleSpec {
    #[serde(default)]
    fg: Option<String>,
    #[serde(default)]
    bg: Option<String>,
    #[serde(default)]
    add: Vec<Mod>,
    #[serde(default)]
    mono: Vec<Mod>,
}

#[derive(Deserialize)]
#[serde(rename = "Theme")]
struct ThemeFile {
    name: String,
    text: StyleSpec,
    dim: StyleSpec,
    title: StyleSpec,
    board: StyleSpec,
    grid: StyleSpec,
    label: StyleSpec,
    black_piece: StyleSpec,
    white_piece: StyleSpec,
    empty: StyleSpec,
    cursor: StyleSpec,
    selected: StyleSpec,
    destination: StyleSpec,
    last_move: StyleSpec,
    check: StyleSpec,
    hand_selected: StyleSpec,
    status: StyleSpec,
    refusal: StyleSpec,
    outcome: StyleSpec,
    popup: StyleSpec,
    popup_border: StyleSpec,
    mark_green: StyleSpec,
    mark_red: StyleSpec,
    mark_blue: StyleSpec,
    mark_yellow: StyleSpec,
    engine_arrow: StyleSpec,
}

/// Ready-to-use styles for every role on screen.
#[derive(Clone, Debug, PartialEq)]
pub struct Theme {
    pub name: String,
    pub text: Style,
    pub dim: Style,
    pub title: Style,
    pub board: Style,
    pub grid: Style,
    pub label: Style,
    pub black_piece: Style,
    pub white_piece: Style,
    pub empty: Style,
    pub cursor: Style,
    pub selected: Style,
    pub destination: Style,
    pub last_move: Style,
    pub check: Style,
    pub hand_selected: Style,
    pub status: Style,
    pub refusal: Style,
    pub outcome: Style,
    pub popup: Style,
    pub popup_border: Style,
    /// The four colours of the marks a player draws (`tui::marks`), in
    /// lishogi's order: green, red, blue, yellow. Light enough that both
    /// sides' pieces read on them, and apart under the common colour-vision
    /// deficiencies (`tui/marks/vision_tests.rs`).
    pub marks: [Style; 4],
    /// The engine's best moves drawn as arrows in research (`x`): a colour
    /// of their own, apart from the four marks' under the same test.
    pub engine_arrow: Style,
    /// Brackets around the last move's squares. Without colour the modifiers
    /// are taken (reversed is the cursor, underlined a legal destination),
    /// and the brackets fit in the blank column between cells.
    pub bracket_last_move: bool,
}

impl Theme {
    /// A built-in theme by name. `colour` false (NO_COLOR) drops every
    /// colour and keeps only the modifiers, so highlights still show.
    pub fn named(name: &str, colour: bool) -> Result<Theme, ThemeError> {
        let (_, text) = BUILT_IN
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .ok_or_else(|| ThemeError::Unknown(name.to_string()))?;
        Theme::parse(text, colour)
    }

    /// The first built-in theme; its RON is tested, so failing here is a build bug
    /// that still must not panic: fall back to the terminal's own colours.
    pub fn default_theme(colour: bool) -> Theme {
        Theme::named(BUILT_IN[0].0, colour).unwrap_or_else(|_| Theme::plain())
    }

    /// Terminal defaults with modifiers only.
    pub fn plain() -> Theme {
        let s = Style::default();
        Theme {
            name: "plain".into(),
            text: s,
            dim: s.add_modifier(Modifier::DIM),
            title: s.add_modifier(Modifier::BOLD),
            board: s,
            grid: s,
            label: s,
            black_piece: s,
            white_piece: s.add_modifier(Modifier::BOLD),
            empty: s.add_modifier(Modifier::DIM),
            cursor: s.add_modifier(Modifier::REVERSED),
            selected: s.add_modifier(Modifier::UNDERLINED | Modifier::BOLD),
            destination: s.add_modifier(Modifier::UNDERLINED),
            last_move: s,
            check: s.add_modifier(Modifier::REVERSED | Modifier::UNDERLINED | Modifier::BOLD),
            hand_selected: s.add_modifier(Modifier::REVERSED),
            status: s,
            refusal: s.add_modifier(Modifier::BOLD),
            outcome: s.add_modifier(Modifier::BOLD),
            popup: s,
            popup_border: s,
            // Without colour a mark is its glyphs: parentheses round a
            // circled square, an arrow's head.
            marks: [s; 4],
            engine_arrow: s,
            bracket_last_move: true,
        }
    }

    pub fn parse(text: &str, colour: bool) -> Result<Theme, ThemeError> {
        let file: ThemeFile = ron::from_str(text).map_err(|e| ThemeError::Malformed {
            name: "?".into(),
            why: e.to_string(),
        })?;
        let name = file.name.clone();
        let st = |spec: &StyleSpec| build_style(&name, spec, colour);
        Ok(Theme {
            text: st(&file.text)?,
            dim: st(&file.dim)?,
            title: st(&file.title)?,
            board: st(&file.board)?,
            grid: st(&file.grid)?,
            label: st(&file.label)?,
            black_piece: st(&file.black_piece)?,
            white_piece: st(&file.white_piece)?,
            empty: st(&file.empty)?,
            cursor: st(&file.cursor)?,
            selected: st(&file.selected)?,
            destination: st(&file.destination)?,
            last_move: st(&file.last_move)?,
            check: st(&file.check)?,
            hand_selected: st(&file.hand_selected)?,
            status: st(&file.status)?,
            refusal: st(&file.refusal)?,
            outcome: st(&file.outcome)?,
            popup: st(&file.popup)?,
            popup_border: st(&file.popup_border)?,
            marks: [
                st(&file.mark_green)?,
                st(&file.mark_red)?,
                st(&file.mark_blue)?,
                st(&file.mark_yellow)?,
            ],
            engine_arrow: st(&file.engine_arrow)?,
            bracket_last_move: !colour,
            name,
        })
    }
}

impl Theme {
    /// The style of a mark drawn in `brush`.
    pub fn brush(&self, brush: Brush) -> Style {
        self.marks[match brush {
            Brush::Green => 0,
            Brush::Red => 1,
            Brush::Blue => 2,
            Brush::Yellow => 3,
        }]
    }
}

fn build_style(name: &str, spec: &StyleSpec, colour: bool) -> Result<Style, ThemeError> {
    let parse = |v: &Option<String>| -> Result<Option<Color>, ThemeError> {
        v.as_deref()
            .map(|s| {
                Color::from_str(s).map_err(|_| ThemeError::BadColour {
                    name: name.to_string(),
                    value: s.to_string(),
                })
            })
            .transpose()
    };
    // Colours are parsed even when unused so a bad theme fails the same way everywhere.
    let fg = parse(&spec.fg)?;
    let bg = parse(&spec.bg)?;
    let mut style = Style::default();
    for m in &spec.add {
        style = style.add_modifier(m.modifier());
    }
    if colour {
        if let Some(fg) = fg {
            style = style.fg(fg);
        }
        if let Some(bg) = bg {
            style = style.bg(bg);
        }
    } else {
        for m in &spec.mono {
            style = style.add_modifier(m.modifier());
        }
    }
    Ok(style)
}

/// Colour is on unless the NO_COLOR convention asks otherwise (any non-empty value).
pub fn colour_wanted() -> bool {
    std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_built_in_theme_parses_with_its_own_name() {
        for name in theme_names() {
            let t = Theme::named(name, true).unwrap();
            assert_eq!(t.name, name);
            assert!(t.board.bg.is_some(), "{name} board has a background");
        }
    }

    #[test]
    fn no_colour_keeps_modifiers_and_drops_colours() {
        let t = Theme::named("dark", false).unwrap();
        assert_eq!(t.board.bg, None);
        assert_eq!(t.white_piece.fg, None);
        assert!(t.cursor.add_modifier.contains(Modifier::REVERSED));
        assert!(t.destination.add_modifier.contains(Modifier::UNDERLINED));
    }

    /// A style and the name of the field holding it.
    type Role = (&'static str, Style);

    /// Every style of `t`, split by how it gets its background. The
    /// destructuring is exhaustive, so a new style does not compile here
    /// until it is put in one group.
    fn painted_and_inked(t: &Theme) -> (Vec<Role>, Vec<Role>) {
        let Theme {
            name: _,
            bracket_last_move: _,
            text,
            dim,
            title,
            board,
            grid,
            label,
            black_piece,
            white_piece,
            empty,
            cursor,
            selected,
            destination,
            last_move,
            check,
            hand_selected,
            status,
            refusal,
            outcome,
            popup,
            popup_border,
            marks,
            engine_arrow,
        } = t.clone();
        // The areas and the highlights drawn over them.
        let painted = vec![
            ("text", text),
            ("board", board),
            ("status", status),
            ("popup", popup),
            ("cursor", cursor),
            ("selected", selected),
            ("destination", destination),
            ("last_move", last_move),
            ("check", check),
            ("hand_selected", hand_selected),
            ("mark_green", marks[0]),
            ("mark_red", marks[1]),
            ("mark_blue", marks[2]),
            ("mark_yellow", marks[3]),
            ("engine_arrow", engine_arrow),
        ];
        // Ink used on several areas (a title in a popup and on the screen),
        // so it takes the background of the area it is drawn in.
        let inked = vec![
            ("dim", dim),
            ("title", title),
            ("grid", grid),
            ("label", label),
            ("black_piece", black_piece),
            ("white_piece", white_piece),
            ("empty", empty),
            ("refusal", refusal),
            ("outcome", outcome),
            ("popup_border", popup_border),
        ];
        (painted, inked)
    }

    #[test]
    fn every_theme_paints_a_background_under_all_its_text() {
        for name in theme_names() {
            let (painted, inked) = painted_and_inked(&Theme::named(name, true).unwrap());
            for (role, style) in painted {
                assert!(style.bg.is_some(), "{name}.{role} has no background");
            }
            for (role, style) in inked {
                assert!(style.fg.is_some(), "{name}.{role} has no colour");
                // A background here would show as a patch inside a popup.
                assert_eq!(style.bg, None, "{name}.{role} paints its own background");
            }
        }
    }

    #[test]
    fn without_colour_the_cursor_differs_by_more_than_bold_from_selection_and_check() {
        let themes = theme_names()
            .into_iter()
            .map(|n| Theme::named(n, false).unwrap());
        for t in themes.chain([Theme::plain()]) {
            // Bold alone is lost on many terminals, and reads as "bright".
            for (role, other) in [("selected", t.selected), ("check", t.check)] {
                let differ = (t.cursor.add_modifier ^ other.add_modifier) - Modifier::BOLD;
                assert!(!differ.is_empty(), "{} {role}: {differ:?}", t.name);
            }
            assert!(t.bracket_last_move, "{}", t.name);
        }
        assert!(!Theme::named("dark", true).unwrap().bracket_last_move);
    }

    #[test]
    fn unknown_theme_lists_the_choices() {
        let e = Theme::named("neon", true).unwrap_err();
        assert_eq!(
            e.to_string(),
            "unknown theme 'neon' (available: dark, light)"
        );
    }

    #[test]
    fn bad_colour_is_named() {
        let text = include_str!("../../assets/theme-dark.ron").replace("#c8a060", "woodish");
        let e = Theme::parse(&text, true).unwrap_err();
        assert_eq!(
            e,
            ThemeError::BadColour {
                name: "dark".into(),
                value: "woodish".into()
            }
        );
    }
}
