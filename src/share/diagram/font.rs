//! The font diagrams are drawn with: a cut of Noto Serif CJK JP Bold to the
//! glyphs a diagram writes (`assets/fonts/README.md` says how it was made).
//! It is in the program so that a PNG never depends on the fonts of the
//! machine that draws it.

/// The font file, OpenType (CFF outlines).
pub const FONT: &[u8] = include_bytes!("../../../assets/fonts/NotoSerifCJKjp-Bold-diagram.otf");

/// Its family name, as the SVG names it first.
pub const FAMILY: &str = "Noto Serif CJK JP";

/// What the SVG asks a viewer for: the embedded font's family, then the
/// Mincho faces macOS, Windows and Linux ship, then any serif.
pub const FAMILY_STACK: &str = "'Noto Serif CJK JP', 'Noto Serif JP', 'Hiragino Mincho ProN', \
'Yu Mincho', YuMincho, 'MS Mincho', 'IPAexMincho', serif";

/// Every character the font has (`assets/fonts/diagram-glyphs.txt`, the
/// list it was cut to): what the diagram's own words use, and what a
/// player's name may use to be drawn in the PNG.
pub const GLYPHS: &str = include_str!("../../../assets/fonts/diagram-glyphs.txt");
