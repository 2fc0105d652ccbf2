//! Where everything goes on screen. One pure function of the terminal size,
//! used both to draw and to tell which square or hand piece a click hit, so
//! the two can never disagree.
//!
//! The board grows with the terminal: 80×24 has the compact board it always
//! had, a roomier terminal larger squares, and the side panes what is left.

use crate::shogi::{Color, Hand, PieceKind, Square};
use ratatui::layout::Rect;

/// The compact board widget: file labels, border, 9 ranks, border.
pub const BOARD_HEIGHT: u16 = BoardSize::COMPACT.height();
/// The compact board: border, a space, 9 cells, border, a two-column rank
/// label.
pub const BOARD_WIDTH: u16 = BoardSize::COMPACT.width();
/// A hand stand lists at most the 7 hand kinds, one per line, inside a border.
pub const STAND_WIDTH: u16 = 10;
pub const STAND_HEIGHT: u16 = 9;
/// A stand beside the largest board is this much wider at most: room for
/// a count written ×１８ apart from its piece.
const STAND_MORE_WIDTH: u16 = 4;
/// Beside a larger board the stands widen only while the side column
/// keeps this many: a research line needs them more than a stand does.
const SIDE_ROOMY_WIDTH: u16 = 48;
pub const MOVES_MIN_WIDTH: u16 = 16;
const MOVES_MAX_WIDTH: u16 = 36;
/// A move list this wide shows the longest moves (`▲５五成銀左上`) whole.
const MOVES_COMFORTABLE_WIDTH: u16 = 19;
/// A larger board is drawn only while the column beside it keeps this
/// many columns: research lines, comments and the puzzles' words need
/// them more than the board needs its next size.
const SIDE_KEEP_WIDTH: u16 = 32;
/// Beside a larger board the column takes what is left, up to this: wider
/// only stretches a move list.
const SIDE_MAX_WIDTH: u16 = 64;
/// The stands, the board and the move list side by side, with no gaps.
const PARTS_WIDTH: u16 = STAND_WIDTH + BOARD_WIDTH + STAND_WIDTH;
pub const STATUS_HEIGHT: u16 = 3;
pub const HEADER_HEIGHT: u16 = 1;

/// The smallest terminal the game screen fits in.
pub const MIN_WIDTH: u16 = PARTS_WIDTH + 3 + MOVES_MIN_WIDTH;
pub const MIN_HEIGHT: u16 = HEADER_HEIGHT + BOARD_HEIGHT + 1 + STATUS_HEIGHT;

/// How large the board's squares are drawn: columns and rows a square.
///
/// Inside the frame, each square starts with a blank column (and, when a
/// square is taller than a row, a blank row) that it shares with the one
/// before it; one more of each closes the last file and rank. So a piece
/// sits in the middle of its square, and the blank lines between squares
/// read as the board's grid.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardSize {
    pub cell_width: u16,
    pub cell_height: u16,
}

impl BoardSize {
    /// The board 80×24 has always had: four columns and one row a square.
    pub const COMPACT: BoardSize = BoardSize {
        cell_width: 4,
        cell_height: 1,
    };

    /// Smallest first. A terminal's cell is about twice as tall as wide,
    /// so these squares are about square; even heights keep the piece on
    /// the middle row.
    const STEPS: [BoardSize; 3] = [
        BoardSize::COMPACT,
        BoardSize {
            cell_width: 6,
            cell_height: 2,
        },
        BoardSize {
            cell_width: 8,
            cell_height: 4,
        },
    ];

    /// The board widget's columns: border, 9 squares and the closing blank
    /// column, border, a two-column rank label.
    pub const fn width(self) -> u16 {
        1 + 9 * self.cell_width + 1 + 1 + 2
    }

    /// The board widget's rows: file labels, border, the ranks, border.
    pub const fn height(self) -> u16 {
        1 + 1 + self.inner_rows() + 1
    }

    /// Rows inside the frame: one a rank on the compact board; taller
    /// squares share blank rows, and one more closes the last rank.
    const fn inner_rows(self) -> u16 {
        9 * self.cell_height + if self.cell_height > 1 { 1 } else { 0 }
    }

    /// The largest board that fits in `w`×`h`; the compact one if none does.
    pub fn fitting(w: u16, h: u16) -> BoardSize {
        BoardSize::largest(|s| s.width() <= w && s.height() <= h)
    }

    fn largest(fits: impl Fn(BoardSize) -> bool) -> BoardSize {
        BoardSize::STEPS
            .into_iter()
            .rev()
            .find(|&s| fits(s))
            .unwrap_or(BoardSize::COMPACT)
    }

    /// The board for a screen of `area`: the largest that leaves the
    /// stands, the side column and the header and status bar their room.
    fn for_screen(area: Rect) -> BoardSize {
        BoardSize::largest(|s| {
            s == BoardSize::COMPACT
                || (2 * STAND_WIDTH + s.width() + 3 + SIDE_KEEP_WIDTH <= area.width
                    && HEADER_HEIGHT + s.height() + 1 + STATUS_HEIGHT <= area.height)
        })
    }

    /// Where the text of the square at display `col` and `row` starts (its
    /// marker column), on a board drawn at `board`.
    pub fn text_origin(self, board: Rect, col: u16, row: u16) -> (u16, u16) {
        let (x, y) = self.square_corner(board, col, row);
        (x + self.cell_width / 2 - 1, y + self.cell_height / 2)
    }

    /// The square at display `col` and `row` without the blank lines it
    /// shares with its neighbours: what a highlight paints. On the compact
    /// board, just its text.
    pub fn square_rect(self, board: Rect, col: u16, row: u16) -> Rect {
        let (x, y) = self.square_corner(board, col, row);
        let tall = u16::from(self.cell_height > 1);
        Rect::new(
            x + 1,
            y + tall,
            self.cell_width - 1,
            self.cell_height - tall,
        )
    }

    /// The square's top left: its shared blank column (and row).
    fn square_corner(self, board: Rect, col: u16, row: u16) -> (u16, u16) {
        (
            board.x + 1 + col * self.cell_width,
            board.y + 2 + row * self.cell_height,
        )
    }

    /// The display column and row of the square under a screen position,
    /// counting each square's shared blank lines as its own.
    pub fn display_at(self, board: Rect, x: u16, y: u16) -> Option<(u16, u16)> {
        let (left, top) = self.square_corner(board, 0, 0);
        if x < left || y < top {
            return None;
        }
        let col = (x - left) / self.cell_width;
        let row = (y - top) / self.cell_height;
        (col < 9 && row < 9).then_some((col, row))
    }
}

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
    /// How large the board's squares are.
    pub size: BoardSize,
}

impl ScreenLayout {
    /// `None` when the terminal is too small for the game screen.
    pub fn new(area: Rect, flipped: bool) -> Option<ScreenLayout> {
        if area.width < MIN_WIDTH || area.height < MIN_HEIGHT {
            return None;
        }
        let size = BoardSize::for_screen(area);
        let (stand_w, stand_h) = stand_size(area, size);
        let parts = stand_w + size.width() + stand_w;
        // A column between the parts, unless the move list needs it more.
        let gap = u16::from(area.width >= parts + 3 + MOVES_COMFORTABLE_WIDTH);
        let fixed = parts + 3 * gap;
        let most = if size == BoardSize::COMPACT {
            MOVES_MAX_WIDTH
        } else {
            SIDE_MAX_WIDTH
        };
        let moves_w = (area.width - fixed).min(most);
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
        let spare = middle_h - size.height();
        let mut above = spare / 2;
        if size != BoardSize::COMPACT {
            // Review's graph has the rows under the board first, as many
            // as it can use; the board is centred in what it leaves.
            above = above.min(spare.saturating_sub(GRAPH_MAX_HEIGHT));
        }
        let board_y = middle_top + above;
        let board = Rect::new(left + stand_w + gap, board_y, size.width(), size.height());
        // Stands line up with the board's frame, not its file labels.
        let top_stand = Rect::new(left, board_y + 1, stand_w, stand_h);
        let bottom_stand = Rect::new(
            board.right() + gap,
            board.bottom() - stand_h,
            stand_w,
            stand_h,
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
            size,
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
            Rect::new(
                self.top_stand.x,
                self.top_stand.bottom(),
                self.top_stand.width,
                1,
            )
        } else {
            Rect::new(
                self.bottom_stand.x,
                self.bottom_stand.y.saturating_sub(1),
                self.bottom_stand.width,
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
        self.size.text_origin(self.board, col, row)
    }

    /// The square under a screen position, if any.
    pub fn square_at(&self, x: u16, y: u16) -> Option<Square> {
        let (col, row) = self.size.display_at(self.board, x, y)?;
        square_at_display(col, row, self.flipped)
    }

    /// The hand piece listed under a screen position, given the hands shown.
    pub fn hand_piece_at(&self, x: u16, y: u16, hands: [Hand; 2]) -> Option<(Color, PieceKind)> {
        for c in Color::ALL {
            let r = self.stand(c);
            if x > r.x && x + 1 < r.right() && y > r.y && y + 1 < r.bottom() {
                // A click on the blank row under a kind picks it too.
                let line = usize::from((y - r.y - 1) / stand_step(r));
                return hands[c.index()].iter().nth(line).map(|(kind, _)| (c, kind));
            }
        }
        None
    }
}

/// Rows of the evaluation graph at most: more would only stretch it.
pub const GRAPH_MAX_HEIGHT: u16 = 8;

/// The stands' columns and rows beside a board of `size`. The largest
/// board leaves rows beside it and, on a wide screen, columns: its stands
/// space the kinds a row apart, as its squares are, and widen while the
/// side column keeps [`SIDE_ROOMY_WIDTH`].
fn stand_size(area: Rect, size: BoardSize) -> (u16, u16) {
    if size == BoardSize::COMPACT {
        return (STAND_WIDTH, STAND_HEIGHT);
    }
    let used = 2 * STAND_WIDTH + size.width() + 3 + SIDE_ROOMY_WIDTH;
    let more = (area.width.saturating_sub(used) / 2).min(STAND_MORE_WIDTH);
    let step = if size.cell_height >= 4 { 2 } else { 1 };
    // Seven kinds, the blank rows between them, the border.
    (STAND_WIDTH + more, 7 * step - (step - 1) + 2)
}

/// Rows a stand gives each kind: two (the piece and a blank row) when it
/// is tall enough for seven kinds spaced so.
pub fn stand_step(stand: Rect) -> u16 {
    if stand.height >= 15 { 2 } else { 1 }
}

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

    /// Terminals from the smallest to a large one, the common sizes among
    /// them, wide-and-short and narrow-and-tall ones too.
    const SCREENS: [(u16, u16); 9] = [
        (MIN_WIDTH, MIN_HEIGHT),
        (80, 24),
        (100, 30),
        (120, 40),
        (132, 43),
        (160, 50),
        (200, 60),
        (250, 24),
        (80, 60),
    ];

    #[test]
    fn every_square_round_trips_through_its_cell() {
        for (w, h) in SCREENS {
            for flipped in [false, true] {
                let l = ScreenLayout::new(Rect::new(0, 0, w, h), flipped).unwrap();
                for sq in Square::all() {
                    let (x, y) = l.cell_origin(sq);
                    // The marker and the glyph: the text of the square.
                    for dx in 0..3 {
                        assert_eq!(l.square_at(x + dx, y), Some(sq), "{sq} {w}x{h} {flipped}");
                    }
                    // And every cell a highlight paints, on every size.
                    let (col, row) = display_col_row(sq, flipped);
                    let painted = l.size.square_rect(l.board, col, row);
                    assert!(painted.contains((x, y).into()), "{sq} {w}x{h}");
                    for py in painted.top()..painted.bottom() {
                        for px in painted.left()..painted.right() {
                            assert_eq!(l.square_at(px, py), Some(sq), "{sq} {w}x{h} ({px},{py})");
                        }
                    }
                }
                // Outside the frame's inside, no square.
                let b = l.board;
                for (x, y) in [
                    (b.x, b.y + 2),
                    (b.x + 1, b.y + 1),
                    (b.right() - 3, b.y + 2),
                    (b.x + 1, b.bottom() - 1),
                ] {
                    assert_eq!(l.square_at(x, y), None, "({x},{y}) {w}x{h}");
                }
            }
        }
    }

    #[test]
    fn the_board_grows_with_the_terminal_and_80x24_keeps_its_own() {
        let size = |w, h| {
            ScreenLayout::new(Rect::new(0, 0, w, h), false)
                .unwrap()
                .size
        };
        for (w, h) in [
            (MIN_WIDTH, MIN_HEIGHT),
            (80, 24),
            (100, 30),
            (250, 24),
            (80, 60),
        ] {
            assert_eq!(size(w, h), BoardSize::COMPACT, "{w}x{h}");
        }
        let roomy = size(120, 40);
        let large = size(160, 50);
        assert!(
            roomy.cell_width > BoardSize::COMPACT.cell_width && roomy.cell_height > 1,
            "{roomy:?}"
        );
        assert!(
            large.cell_width > roomy.cell_width && large.cell_height > roomy.cell_height,
            "{large:?}"
        );
        // The compact board is the one the constants describe.
        let l = ScreenLayout::new(Rect::new(0, 0, 80, 24), false).unwrap();
        assert_eq!((l.board.width, l.board.height), (BOARD_WIDTH, BOARD_HEIGHT));
    }

    #[test]
    fn a_larger_board_leaves_the_side_column_its_room_and_nothing_overlaps() {
        for (w, h) in SCREENS {
            for flipped in [false, true] {
                let l = ScreenLayout::new(Rect::new(0, 0, w, h), flipped).unwrap();
                let parts = [
                    l.header,
                    l.board,
                    l.top_stand,
                    l.bottom_stand,
                    l.moves,
                    l.status,
                ];
                for (i, a) in parts.iter().enumerate() {
                    assert!(a.right() <= w && a.bottom() <= h, "{w}x{h} {a:?}");
                    for b in &parts[i + 1..] {
                        assert!(!a.intersects(*b), "{w}x{h} {a:?} {b:?}");
                    }
                }
                if l.size != BoardSize::COMPACT {
                    assert!(l.moves.width >= SIDE_KEEP_WIDTH, "{w}x{h} {:?}", l.moves);
                }
                // The stands still line up with the board's frame.
                assert_eq!(l.top_stand.y, l.board.y + 1);
                assert_eq!(l.bottom_stand.bottom(), l.board.bottom());
            }
        }
        // At 120 columns the column beside the larger board is wider than
        // the compact board's move list was.
        let l = ScreenLayout::new(Rect::new(0, 0, 120, 40), false).unwrap();
        assert!(l.moves.width > MOVES_MAX_WIDTH, "{:?}", l.moves);
    }

    #[test]
    fn a_widget_area_picks_the_largest_board_it_holds() {
        for s in BoardSize::STEPS {
            assert_eq!(BoardSize::fitting(s.width(), s.height()), s);
            assert_eq!(BoardSize::fitting(s.width() + 3, s.height() + 1), s);
        }
        assert_eq!(BoardSize::fitting(10, 5), BoardSize::COMPACT);
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
        // A larger board leaves the graph every row under it, up to its
        // most: 160×50's six free rows all go to it.
        let big = ScreenLayout::new(Rect::new(0, 0, 120, 40), false).unwrap();
        assert_eq!(review_graph(&big).unwrap().height, GRAPH_MAX_HEIGHT);
        let large = ScreenLayout::new(Rect::new(0, 0, 160, 50), false).unwrap();
        assert_eq!(review_graph(&large).unwrap().height, 6);
        assert_eq!(large.board.y, HEADER_HEIGHT);
        for l in [small, big, large] {
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
    fn beside_the_largest_board_the_stands_take_the_room_beside_it() {
        let l = ScreenLayout::new(Rect::new(0, 0, 160, 50), false).unwrap();
        assert_eq!(l.size.cell_height, 4);
        for stand in [l.top_stand, l.bottom_stand] {
            assert_eq!((stand.width, stand.height), (14, 15));
            assert_eq!(stand_step(stand), 2);
        }
        assert!(l.moves.width >= SIDE_ROOMY_WIDTH, "{:?}", l.moves);
        // 80×24 and 120×40 keep their stands.
        for (w, h) in [(80, 24), (120, 40)] {
            let l = ScreenLayout::new(Rect::new(0, 0, w, h), false).unwrap();
            assert_eq!((l.top_stand.width, l.top_stand.height), (10, 9));
        }
        // Kinds two rows apart: the blank row under one picks it.
        let hand = Hand::EMPTY
            .with_count(PieceKind::Pawn, 3)
            .and_then(|h| h.with_count(PieceKind::Bishop, 1))
            .unwrap();
        let hands = [hand, Hand::EMPTY];
        let r = l.stand(Color::Black);
        for (dy, kind) in [
            (1, Some(PieceKind::Bishop)),
            (2, Some(PieceKind::Bishop)),
            (3, Some(PieceKind::Pawn)),
            (5, None),
        ] {
            let picked = l.hand_piece_at(r.x + 2, r.y + dy, hands).map(|(_, k)| k);
            assert_eq!(picked, kind, "row {dy}");
        }
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
