//! A position as a picture: an SVG board diagram as Japanese books and
//! newspapers print them (kanji pieces, gote's turned, both hands beside
//! the board, ９…１ across the top and 一…九 down the right), and the same
//! diagram as a PNG.
//!
//! The API is small on purpose: make a [`DiagramInput`] (from a game with
//! [`DiagramInput::of_game`], or by hand), then [`write_svg`] or
//! [`write_png`] to an [`Output`], which keeps the program's rules for
//! files it writes (atomic, never over an input, never over anything but a
//! regular file, an existing file only when the output allows it).
//! [`svg`] and [`png`] give the bytes instead.
//!
//! The SVG is built from the position alone (`svg.rs`, pure); the PNG is
//! that SVG drawn by resvg with the font the program carries (`png.rs`,
//! `font.rs`), so it looks the same on every machine.

mod font;
mod input;
mod png;
mod svg;

pub use font::{FAMILY, FAMILY_STACK};
pub use input::{DEFAULT_PNG_WIDTH, DiagramError, DiagramInput, PNG_WIDTHS};

use crate::kifu::Output;

/// The diagram as SVG text.
pub fn svg(input: &DiagramInput) -> String {
    svg::diagram(input)
}

/// The diagram as PNG bytes, `width` pixels wide (within
/// [`PNG_WIDTHS`]) and as high as the diagram's proportions make it.
pub fn png(input: &DiagramInput, width: u32) -> Result<Vec<u8>, DiagramError> {
    png::render(&svg::diagram(input), width)
}

/// The characters of the players' names that the PNG cannot draw, each
/// once, in the order met: the font the program carries holds the
/// diagram's own glyphs and ASCII, not every kanji and kana a name may
/// have (a font of those would add megabytes to the program), so a name
/// outside it would be left out of the picture without a word.
pub fn name_glyphs_missing(input: &DiagramInput) -> String {
    let mut missing = String::new();
    let lines = crate::shogi::Color::ALL.map(|c| svg::name_line(input, c));
    for c in lines.iter().flatten().flat_map(|l| l.chars()) {
        if !c.is_whitespace() && !font::GLYPHS.contains(c) && !missing.contains(c) {
            missing.push(c);
        }
    }
    missing
}

/// Writes the SVG diagram to `output`.
pub fn write_svg(output: &Output, input: &DiagramInput) -> Result<(), DiagramError> {
    Ok(output.write(svg(input).as_bytes())?)
}

/// Writes the PNG diagram, `width` pixels wide, to `output`.
pub fn write_png(output: &Output, input: &DiagramInput, width: u32) -> Result<(), DiagramError> {
    Ok(output.write(&png(input, width)?)?)
}
