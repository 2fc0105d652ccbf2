//! The SVG diagram drawn as a PNG by resvg, with the program's own font
//! and no other: the picture is the same on every machine, and a machine
//! without Japanese fonts still shows the pieces.

use super::font::{FAMILY, FONT};
use super::input::{DiagramError, PNG_WIDTHS};
use resvg::{tiny_skia, usvg};

/// `svg` as PNG bytes, `width` pixels wide.
pub(super) fn render(svg: &str, width: u32) -> Result<Vec<u8>, DiagramError> {
    if !PNG_WIDTHS.contains(&width) {
        return Err(DiagramError::Width { width });
    }
    let mut options = usvg::Options {
        // A family the SVG names that the database lacks falls back to
        // this one rather than to resvg's default (Times New Roman).
        font_family: FAMILY.to_string(),
        ..usvg::Options::default()
    };
    options.fontdb_mut().load_font_data(FONT.to_vec());
    let draw = |why: String| DiagramError::Draw(why);
    let tree = usvg::Tree::from_str(svg, &options).map_err(|e| draw(e.to_string()))?;
    let size = tree.size();
    let scale = width as f32 / size.width();
    let height = (size.height() * scale).round().max(1.0) as u32;
    let mut pixmap = tiny_skia::Pixmap::new(width, height)
        .ok_or_else(|| draw(format!("no {width}×{height} image")))?;
    resvg::render(
        &tree,
        tiny_skia::Transform::from_scale(scale, scale),
        &mut pixmap.as_mut(),
    );
    pixmap.encode_png().map_err(|e| draw(e.to_string()))
}
