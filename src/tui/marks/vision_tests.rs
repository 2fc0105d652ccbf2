//! The four mark colours of each built-in theme, checked as players with
//! the common colour-vision deficiencies see them.
//!
//! The simulation is Machado, Oliveira and Fernandes, "A Physiologically-
//! based Model for Simulation of Color Vision Deficiency", IEEE TVCG 15(6),
//! 2009: a 3×3 matrix on linear RGB for each deficiency; these are its
//! matrices at severity 1.0 (protanopia, deuteranopia, tritanopia: the
//! dichromacies, the hardest case of each). Distances are CIE76 ΔE (the
//! Euclidean distance in CIELAB, D65 white): 2.3 is the smallest
//! difference one can see side by side; 15 is told apart at a glance
//! between two squares that are not side by side, which is how marks sit.

use crate::kifu::marks::Brush;
use crate::tui::theme::{Theme, theme_names};
use ratatui::style::Color;

/// Any two marks, and a mark and the board under it, at least this far
/// apart under normal vision and each simulated deficiency.
const MIN_DELTA_E: f64 = 15.0;
/// A mark's tint keeps both sides' pieces readable: WCAG 2's contrast
/// ratio for large text (the pieces are bold glyphs).
const MIN_CONTRAST: f64 = 3.0;

type Matrix = [[f64; 3]; 3];

const NORMAL: Matrix = [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]];
const PROTANOPIA: Matrix = [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
];
const DEUTERANOPIA: Matrix = [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.011820, 0.042940, 0.968881],
];
const TRITANOPIA: Matrix = [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.303900],
];
const VISIONS: [(&str, Matrix); 4] = [
    ("normal", NORMAL),
    ("protanopia", PROTANOPIA),
    ("deuteranopia", DEUTERANOPIA),
    ("tritanopia", TRITANOPIA),
];

fn rgb(c: Option<Color>) -> [u8; 3] {
    match c {
        Some(Color::Rgb(r, g, b)) => [r, g, b],
        other => panic!("a mark colour is #rrggbb, not {other:?}"),
    }
}

/// sRGB to linear light.
fn linear(c: u8) -> f64 {
    let c = f64::from(c) / 255.0;
    if c <= 0.04045 {
        c / 12.92
    } else {
        ((c + 0.055) / 1.055).powf(2.4)
    }
}

fn seen(c: [u8; 3], m: &Matrix) -> [f64; 3] {
    let l = c.map(linear);
    m.map(|row| (row[0] * l[0] + row[1] * l[1] + row[2] * l[2]).clamp(0.0, 1.0))
}

/// Linear RGB to CIELAB (D65).
fn lab(l: [f64; 3]) -> [f64; 3] {
    let x = (0.4124 * l[0] + 0.3576 * l[1] + 0.1805 * l[2]) / 0.95047;
    let y = 0.2126 * l[0] + 0.7152 * l[1] + 0.0722 * l[2];
    let z = (0.0193 * l[0] + 0.1192 * l[1] + 0.9505 * l[2]) / 1.08883;
    let f = |t: f64| {
        if t > 216.0 / 24389.0 {
            t.cbrt()
        } else {
            (24389.0 / 27.0 * t + 16.0) / 116.0
        }
    };
    [
        116.0 * f(y) - 16.0,
        500.0 * (f(x) - f(y)),
        200.0 * (f(y) - f(z)),
    ]
}

fn delta_e(a: [u8; 3], b: [u8; 3], m: &Matrix) -> f64 {
    let (a, b) = (lab(seen(a, m)), lab(seen(b, m)));
    ((a[0] - b[0]).powi(2) + (a[1] - b[1]).powi(2) + (a[2] - b[2]).powi(2)).sqrt()
}

fn luminance(c: [u8; 3]) -> f64 {
    let l = c.map(linear);
    0.2126 * l[0] + 0.7152 * l[1] + 0.0722 * l[2]
}

fn contrast(a: [u8; 3], b: [u8; 3]) -> f64 {
    let (a, b) = (luminance(a), luminance(b));
    (a.max(b) + 0.05) / (a.min(b) + 0.05)
}

fn brush_name(b: Brush) -> &'static str {
    match b {
        Brush::Green => "green",
        Brush::Red => "red",
        Brush::Blue => "blue",
        Brush::Yellow => "yellow",
    }
}

#[test]
fn the_simulation_confuses_what_dichromats_confuse() {
    // Pure red and green, far apart to a trichromat, come close under
    // deuteranopia: the matrices are the right way round.
    let (red, green) = ([200, 60, 0], [90, 140, 0]);
    assert!(delta_e(red, green, &NORMAL) > 40.0);
    assert!(delta_e(red, green, &DEUTERANOPIA) < 12.0);
    // Blue and green come close under tritanopia, not under deuteranopia.
    let (blue, teal) = ([0, 120, 200], [0, 160, 150]);
    assert!(delta_e(blue, teal, &TRITANOPIA) < delta_e(blue, teal, &DEUTERANOPIA));
}

#[test]
fn the_four_mark_colours_stay_apart_for_every_vision_in_both_themes() {
    for name in theme_names() {
        let t = Theme::named(name, true).unwrap();
        let board = ("board", rgb(t.board.bg));
        let brushes: Vec<(&str, [u8; 3])> = Brush::ALL
            .into_iter()
            .map(|b| (brush_name(b), rgb(t.brush(b).bg)))
            .collect();
        let mut all = brushes.clone();
        all.push(("engine", rgb(t.engine_arrow.bg)));
        all.push(board);
        for (vision, m) in &VISIONS {
            for (i, (a, ca)) in all.iter().enumerate() {
                for (b, cb) in &all[i + 1..] {
                    let d = delta_e(*ca, *cb, m);
                    assert!(
                        d >= MIN_DELTA_E,
                        "{name}: {a} and {b} are ΔE {d:.1} apart under {vision}"
                    );
                }
            }
        }
        for (brush, c) in &brushes {
            for (side, ink) in [("black", t.black_piece.fg), ("white", t.white_piece.fg)] {
                let ratio = contrast(*c, rgb(ink));
                assert!(
                    ratio >= MIN_CONTRAST,
                    "{name}: {side}'s pieces on {brush} are {ratio:.2}:1"
                );
            }
        }
    }
}
