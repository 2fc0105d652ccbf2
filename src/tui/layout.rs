//! Where everything goes on screen. One pure function of the terminal size,
//! used both to draw and to tell which square or hand piece a click hit, so
//! the two can never disagree.

use crate::shogi::{Color, Hand, PieceKind, Square};
use ratatui::layout::Rect;

/// Columns per board cell: a space, the marker and a two-column glyph.
pub const CELL_WIDTH: u16 = 4;
/// Board widget: file labels, border, 9 ranks, border.
pub const BOARD_HEIGHT: u16 = 12;
/// Border, a space, 9 cells, border, a two-column rank label.
pub const BOARD_WIDTH: u16 = 1 + 1 + 9 * CELL_WIDTH + 1 + 2;
/// A hand stand lists at most the 7 hand kinds, one per line, inside a border.
pub const STAND_WIDTH: u16 = 10;
pub const STAND_HEIGHT: u16 = 9;
pub const MOVES_MIN_WIDTH: u16 = 16;
const MOVES_MAX_WIDTH: u16 = 36;
/// A move list this wide shows the longest moves (`▲５五成銀左上`) whole.
const MOVES_COMFORTABLE_WIDTH: u16 = 19;
/// The stands, the board and the move list side by side, with no gaps.
const PARTS_WIDTH: u16 = STAND_WIDTH + BOARD_WIDTH + STAND_WIDTH;
pub const STATUS_HEIGHT: u16 = 3;
pub const HEADER_HEIGHT: u16 = 1;

/// The smallest terminal the game screen fits in.
pub const MIN_WIDTH: u16 = STAND_WIDTH + 1 + BOARD_WIDTH + 1 + STAND_WIDTH + 1 + MOVES_MIN_WIDTH;
pub const MIN_HEIGHT: u16 = HEADER_HEIGHT + BOARD_HEIGHT + 1 + STATUS_HEIGHT;

/// Rectangles of the game screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ScreenLayout {
    pub header: Rect,
    pub board: Rect,
    /// The stand next to the top of the board (White's unless flipped).
    pub top_stand: Rect,
    /// The stand next to the bottom of the board (Black's unless flipped).
    pub bottom_stand: Rect,
    pub moves: Rect,
    pub status: Rect,
    pub flipped: bool,
}

impl ScreenLayout {
    /// `None` when the terminal is too small for the game screen.
    pub fn new(area: Rect, flipped: bool) -> Option<ScreenLayout> {
        if area.width < MIN_WIDTH || area.height < MIN_HEIGHT {
            return None;
        }
        // A column between the parts, unless the move list needs it more.
        let gap = u16::from(area.width >= PARTS_WIDTH + 3 + MOVES_COMFORTABLE_WIDTH);
        let fixed = PARTS_WIDTH + 3 * gap;
        let moves_w = (area.width - fixed).min(MOVES_MAX_WIDTH);
        let left = area.x + (area.width - fixed - moves_w) / 2;
        let header = Rect::new(area.x, area.y, area.width, HEADER_HEIGHT);
        let status = Rect::new(
            area.x,
            area.bottom() - STATUS_HEIGHT,
            area.width,
            STATUS_HEIGHT,
        );
        let middle_top = area.y + HEADER_HEIGHT;
        let middle_h = status.y - middle_top;
        let board_y = middle_top + (middle_h - BOARD_HEIGHT) / 2;
        let board = Rect::new(left + STAND_WIDTH + gap, board_y, BOARD_WIDTH, BOARD_HEIGHT);
        // Stands line up with the board's frame, not its file labels.
        let top_stand = Rect::new(left, board_y + 1, STAND_WIDTH, STAND_HEIGHT);
        let bottom_stand = Rect::new(
            board.right() + gap,
            board.bottom() - STAND_HEIGHT,
            STAND_WIDTH,
            STAND_HEIGHT,
        );
        let moves = Rect::new(bottom_stand.right() + gap, middle_top, moves_w, middle_h);
        Some(ScreenLayout {
            header,
            board,
            top_stand,
            bottom_stand,
            moves,
            status,
            flipped,
        })
    }

    /// The side whose stand is at the top.
    pub fn top_color(&self) -> Color {
        if self.flipped {
            Color::Black
        } else {
            Color::White
        }
    }

    /// The line for `c`'s clock: under the top stand, over the bottom one,
    /// so each clock sits by its owner's pieces in hand and the two are
    /// diagonally apart like the board's own sides.
    pub fn clock(&self, c: Color) -> Rect {
        if c == self.top_color() {
            Rect::new(self.top_stand.x, self.top_stand.bottom(), STAND_WIDTH, 1)
        } else {
            Rect::new(
                self.bottom_stand.x,
                self.bottom_stand.y.saturating_sub(1),
                STAND_WIDTH,
                1,
            )
        }
    }

    pub fn stand(&self, c: Color) -> Rect {
        if c == self.top_color() {
            self.top_stand
        } else {
            self.bottom_stand
        }
    }

    /// Screen column and row of the cell showing `sq` (its marker column).
    pub fn cell_origin(&self, sq: Square) -> (u16, u16) {
        let (col, row) = display_col_row(sq, self.flipped);
        (self.board.x + 2 + col * CELL_WIDTH, self.board.y + 2 + row)
    }

    /// The square under a screen position, if any.
    pub fn square_at(&self, x: u16, y: u16) -> Option<Square> {
        let inner_x = self.board.x + 1;
        let inner_y = self.board.y + 2;
        if x < inner_x || y < inner_y {
            return None;
        }
        let col = (x - inner_x) / CELL_WIDTH;
        let row = y - inner_y;
        if col >= 9 || row >= 9 {
            return None;
        }
        square_at_display(col, row, self.flipped)
    }

    /// The hand piece listed under a screen position, given the hands shown.
    pub fn hand_piece_at(&self, x: u16, y: u16, hands: [Hand; 2]) -> Option<(Color, PieceKind)> {
        for c in Color::ALL {
            let r = self.stand(c);
            if x > r.x && x + 1 < r.right() && y > r.y && y + 1 < r.bottom() {
                let line = usize::from(y - r.y - 1);
                return hands[c.index()].iter().nth(line).map(|(kind, _)| (c, kind));
            }
        }
        None
    }
}

/// Rows of the evaluation graph at most: more would only stretch it.
pub const GRAPH_MAX_HEIGHT: u16 = 8;

/// Where review draws its evaluation graph: the rows under the board and
/// the stands, across both stands and the board: one row on the smallest
/// screen, four at 80×24. `None` when the board leaves no row free.
pub fn review_graph(l: &ScreenLayout) -> Option<Rect> {
    let top = l.board.bottom().max(l.bottom_stand.bottom());
    let height = l.status.y.saturating_sub(top).min(GRAPH_MAX_HEIGHT);
    let x = l.top_stand.x.min(l.bottom_stand.x);
    let right = l.top_stand.right().max(l.bottom_stand.right());
    (height > 0).then(|| Rect::new(x, top, right - x, height))
}

/// Display column (0 = left) and row (0 = top) of a square.
pub fn display_col_row(sq: Square, flipped: bool) -> (u16, u16) {
    let (file, rank) = (u16::from(sq.file()), u16::from(sq.rank()));
    if flipped {
        (file - 1, 9 - rank)
    } else {
        (9 - file, rank - 1)
    }
}

/// The square at a display column and row (both 0..9).
pub fn square_at_display(col: u16, row: u16, flipped: bool) -> Option<Square> {
    let (col, row) = (u8::try_from(col).ok()?, u8::try_from(row).ok()?);
    if col >= 9 || row >= 9 {
        return None;
    }
    if flipped {
        Square::new(col + 1, 9 - row)
    } else {
        Square::new(9 - col, row + 1)
    }
}

/// The rows of a list of `len` that show in `room` lines: the first
/// one's index and how many. When they do not all fit, the focused one
/// stays near the middle.
pub fn rows_around(focus: usize, len: usize, room: usize) -> (usize, usize) {
    let room = room.min(len);
    let first = focus.saturating_sub(room / 2).min(len - room);
    (first, room)
}

/// A rectangle of at most `w`×`h` centred in `area`.
pub fn centered(area: Rect, w: u16, h: u16) -> Rect {
    let w = w.min(area.width);
    let h = h.min(area.height);
    Rect::new(
        area.x + (area.width - w) / 2,
        area.y + (area.height - h) / 2,
        w,
        h,
    )
}

/// The move list above, the notes pane (comments, variations) below.
pub fn review_panes(moves: Rect) -> (Rect, Rect) {
    let notes_h = (moves.height * 2 / 5)
        .max(5)
        .min(moves.height.saturating_sub(4));
    let list = Rect {
        height: moves.height - notes_h,
        ..moves
    };
    let notes = Rect::new(moves.x, list.bottom(), moves.width, notes_h);
    (list, notes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn minimum_fits_an_80_column_terminal() {
        assert_eq!(MIN_WIDTH, 80);
        assert!(ScreenLayout::new(Rect::new(0, 0, 80, MIN_HEIGHT), false).is_some());
        assert!(ScreenLayout::new(Rect::new(0, 0, 79, 40), false).is_none());
        assert!(ScreenLayout::new(Rect::new(0, 0, 120, MIN_HEIGHT - 1), false).is_none());
    }

    #[test]
    fn at_80_columns_the_gaps_go_to_the_move_list() {
        let narrow = ScreenLayout::new(Rect::new(0, 0, 80, 24), false).unwrap();
        assert_eq!(narrow.moves.width, MOVES_COMFORTABLE_WIDTH);
        assert_eq!(narrow.moves.right(), 80);
        assert_eq!(narrow.board.x, narrow.top_stand.right());
        let wide = ScreenLayout::new(Rect::new(0, 0, 83, 24), false).unwrap();
        assert_eq!(wide.moves.width, MOVES_COMFORTABLE_WIDTH);
        assert_eq!(wide.board.x, wide.top_stand.right() + 1);
        for l in [narrow, wide] {
            assert!(l.top_stand.right() <= l.board.x && l.board.right() <= l.bottom_stand.x);
            assert!(l.bottom_stand.right() <= l.moves.x);
        }
    }

    #[test]
    fn every_square_round_trips_through_its_cell() {
        for flipped in [false, true] {
            let l = ScreenLayout::new(Rect::new(0, 0, 120, 40), flipped).unwrap();
            for sq in Square::all() {
                let (x, y) = l.cell_origin(sq);
                for dx in 0..CELL_WIDTH - 1 {
                    assert_eq!(l.square_at(x + dx, y), Some(sq), "{sq} flipped={flipped}");
                }
            }
        }
    }

    #[test]
    fn black_sees_9a_top_left_and_flipped_sees_1i() {
        let l = ScreenLayout::new(Rect::new(0, 0, 100, 30), false).unwrap();
        let (x, y) = l.cell_origin(Square::new(9, 1).unwrap());
        assert_eq!((x, y), (l.board.x + 2, l.board.y + 2));
        let f = ScreenLayout::new(Rect::new(0, 0, 100, 30), true).unwrap();
        assert_eq!(f.cell_origin(Square::new(1, 9).unwrap()), (x, y));
    }

    #[test]
    fn clocks_sit_beside_their_stands_and_overlap_nothing() {
        for (w, h) in [(80, 24), (MIN_WIDTH, MIN_HEIGHT), (120, 40)] {
            for flipped in [false, true] {
                let l = ScreenLayout::new(Rect::new(0, 0, w, h), flipped).unwrap();
                for c in [Color::Black, Color::White] {
                    let clock = l.clock(c);
                    let stand = l.stand(c);
                    assert_eq!((clock.x, clock.width), (stand.x, stand.width));
                    assert!(clock.y == stand.bottom() || clock.bottom() == stand.y);
                    for other in [
                        l.board,
                        l.top_stand,
                        l.bottom_stand,
                        l.moves,
                        l.header,
                        l.status,
                    ] {
                        assert!(
                            !clock.intersects(other),
                            "{w}x{h} {c:?} {clock:?} {other:?}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn the_review_graph_sits_under_the_board_and_overlaps_nothing() {
        let small = ScreenLayout::new(Rect::new(0, 0, 80, 24), false).unwrap();
        let g = review_graph(&small).unwrap();
        assert_eq!((g.y, g.height), (small.board.bottom(), 4));
        assert_eq!(g.width, PARTS_WIDTH);
        let big = ScreenLayout::new(Rect::new(0, 0, 120, 40), false).unwrap();
        assert_eq!(review_graph(&big).unwrap().height, GRAPH_MAX_HEIGHT);
        for l in [small, big] {
            let g = review_graph(&l).unwrap();
            for other in [l.board, l.top_stand, l.bottom_stand, l.moves, l.status] {
                assert!(!g.intersects(other), "{g:?} {other:?}");
            }
        }
        // The smallest screen leaves one row: the graph's one-line form.
        let tiny = ScreenLayout::new(Rect::new(0, 0, 80, MIN_HEIGHT), false).unwrap();
        assert_eq!(review_graph(&tiny).map(|g| g.height), Some(1));
    }

    #[test]
    fn clicks_on_hand_lines_pick_the_listed_kind() {
        let l = ScreenLayout::new(Rect::new(0, 0, 100, 30), false).unwrap();
        let hand = Hand::EMPTY
            .with_count(PieceKind::Pawn, 3)
            .and_then(|h| h.with_count(PieceKind::Bishop, 1))
            .unwrap();
        let hands = [hand, Hand::EMPTY];
        let r = l.stand(Color::Black);
        assert_eq!(
            l.hand_piece_at(r.x + 2, r.y + 1, hands),
            Some((Color::Black, PieceKind::Bishop))
        );
        assert_eq!(
            l.hand_piece_at(r.x + 2, r.y + 2, hands),
            Some((Color::Black, PieceKind::Pawn))
        );
        assert_eq!(l.hand_piece_at(r.x + 2, r.y + 3, hands), None);
        let w = l.stand(Color::White);
        assert_eq!(l.hand_piece_at(w.x + 2, w.y + 1, hands), None);
    }
}
