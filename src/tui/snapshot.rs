//! Screen text from a rendered buffer, as a terminal would show it: used by
//! tests and to paste screen captures into documentation.

use ratatui::buffer::Buffer;
use unicode_width::UnicodeWidthStr;

/// One string per row. A two-column glyph hides the cell after it, which the
/// buffer keeps as a blank, so that cell is skipped to keep columns true.
pub fn buffer_lines(buf: &Buffer) -> Vec<String> {
    let area = buf.area;
    (area.top()..area.bottom())
        .map(|y| {
            let mut line = String::new();
            let mut skip = 0;
            for x in area.left()..area.right() {
                if skip > 0 {
                    skip -= 1;
                    continue;
                }
                let symbol = buf[(x, y)].symbol();
                skip = symbol.width().saturating_sub(1);
                line.push_str(symbol);
            }
            line.trim_end().to_string()
        })
        .collect()
}
