//! Static evaluation, in centipawns from the side to move's view.
//!
//! Shogi material differs from chess in two ways the terms below follow:
//! a captured piece changes sides, so a capture swings the balance by the
//! piece's value plus the hand value it becomes; and a piece in hand can be
//! dropped where it hurts most, so it is worth more than the same piece
//! standing somewhere on the board. Promoted minor pieces move like a gold
//! but fall back to their base kind when captured, which is why a tokin is
//! worth far more to its owner than a pawn is to the captor.
//!
//! Beyond material: where pieces stand (rank terms, and nearness to both
//! kings: attackers near the enemy king, golds and silvers by one's own),
//! the safety of each king (attacked squares around it, escape squares,
//! and what the enemy holds in hand to drop), and entering-king play (a
//! king inside the enemy camp is hard to mate, and then impasse points
//! decide the game).

use shogi_core::attacks;
use shogi_core::{Bitboard, Color, Move, PieceKind, Position, Square, Undo};

/// Value of a piece standing on the board, by `PieceKind` index.
const BOARD_VALUE: [i32; 14] = [
    90,   // pawn
    250,  // lance
    280,  // knight
    400,  // silver
    460,  // gold
    600,  // bishop
    700,  // rook
    0,    // king (never captured; its safety is scored apart)
    470,  // tokin
    450,  // promoted lance
    460,  // promoted knight
    460,  // promoted silver
    850,  // horse
    1000, // dragon
];

/// Value of a piece held in hand, by hand kind index.
const HAND_VALUE: [i32; 7] = [105, 285, 320, 450, 520, 690, 810];

/// A stand-in for the king in exchange arithmetic: larger than anything.
pub(crate) const KING_VALUE: i32 = 20_000;

/// The side to move's small edge for having the move.
const TEMPO: i32 = 20;

#[inline]
pub(crate) fn board_value(kind: PieceKind) -> i32 {
    if kind == PieceKind::King {
        KING_VALUE
    } else {
        BOARD_VALUE[kind.index()]
    }
}

#[inline]
pub(crate) fn hand_value(kind: PieceKind) -> i32 {
    HAND_VALUE[kind.unpromoted().index().min(6)]
}

/// How much the balance swings when a piece of this kind is captured:
/// its owner loses it from the board and the captor gains it in hand.
#[inline]
pub(crate) fn capture_gain(kind: PieceKind) -> i32 {
    if kind == PieceKind::King {
        return KING_VALUE;
    }
    BOARD_VALUE[kind.index()] + hand_value(kind)
}

/// Extra value a promotion adds to the moving piece.
#[inline]
pub(crate) fn promotion_gain(kind: PieceKind) -> i32 {
    match kind.promoted() {
        Some(p) => BOARD_VALUE[p.index()] - BOARD_VALUE[kind.index()],
        None => 0,
    }
}

/// Rank terms, indexed by the rank counted from the owner's far side
/// (index 0 = the last rank).
const fn rank_bonus(kind: PieceKind, rel_rank: u8) -> i32 {
    const PAWN: [i32; 9] = [0, 35, 25, 12, 8, 4, 0, 0, 0];
    const KNIGHT: [i32; 9] = [0, 0, 15, 15, 10, 5, 0, 0, -5];
    const SILVER: [i32; 9] = [-10, 0, 10, 10, 10, 10, 5, 0, -10];
    const GOLD: [i32; 9] = [-25, -15, -5, 0, 5, 5, 5, 5, 0];
    const PROMOTED: [i32; 9] = [15, 15, 10, 5, 0, 0, 0, 0, 0];
    const DRAGON: [i32; 9] = [25, 25, 15, 5, 0, 0, 0, 0, 0];
    let r = match rel_rank {
        0 => 0,
        10.. => 8,
        r => r as usize - 1,
    };
    match kind {
        PieceKind::Pawn => PAWN[r],
        PieceKind::Knight => KNIGHT[r],
        PieceKind::Silver => SILVER[r],
        PieceKind::Gold => GOLD[r],
        PieceKind::ProPawn | PieceKind::ProLance | PieceKind::ProKnight | PieceKind::ProSilver => {
            PROMOTED[r]
        }
        PieceKind::Dragon => DRAGON[r],
        _ => 0,
    }
}

/// Bonus for standing 1, 2 or 3 squares (king steps) from the enemy king.
const fn attack_bonus(kind: PieceKind) -> [i32; 3] {
    match kind {
        PieceKind::Pawn => [20, 10, 0],
        PieceKind::Lance => [15, 15, 10],
        PieceKind::Knight => [15, 30, 15],
        PieceKind::Silver => [45, 30, 10],
        PieceKind::Gold
        | PieceKind::ProPawn
        | PieceKind::ProLance
        | PieceKind::ProKnight
        | PieceKind::ProSilver => [55, 35, 12],
        PieceKind::Bishop | PieceKind::Rook => [20, 15, 10],
        PieceKind::Horse | PieceKind::Dragon => [60, 40, 20],
        PieceKind::King => [0, 0, 0],
    }
}

/// Bonus for standing 1, 2 or 3 squares from one's own king.
const fn defense_bonus(kind: PieceKind) -> [i32; 3] {
    match kind {
        PieceKind::Pawn => [10, 8, 0],
        PieceKind::Silver => [35, 20, 5],
        PieceKind::Gold
        | PieceKind::ProPawn
        | PieceKind::ProLance
        | PieceKind::ProKnight
        | PieceKind::ProSilver => [45, 25, 5],
        PieceKind::Horse => [40, 25, 10],
        _ => [0, 0, 0],
    }
}

/// King steps between two squares.
#[inline]
const fn distance(a: Square, b: Square) -> u8 {
    let files = a.file().abs_diff(b.file());
    let ranks = a.rank().abs_diff(b.rank());
    if files > ranks { files } else { ranks }
}

#[inline]
const fn near(table: [i32; 3], d: u8) -> i32 {
    match d {
        1..=3 => table[d as usize - 1],
        _ => 0,
    }
}

/// The per-piece terms of `side_score`, looked up rather than worked out
/// at every node (the evaluation is called at almost every node, and
/// these matches and divisions were most of its time): material plus the
/// rank term by colour, kind and square, and the nearness terms by kind
/// and king steps. Built when compiled from the functions above, which
/// stay the definition.
struct PieceTables {
    place: [[[i32; Square::COUNT]; PieceKind::COUNT]; 2],
    attack: [[i32; 9]; PieceKind::COUNT],
    defense: [[i32; 9]; PieceKind::COUNT],
    distance: [[u8; Square::COUNT]; Square::COUNT],
}

static PIECE_TABLES: PieceTables = piece_tables();

const fn piece_tables() -> PieceTables {
    let mut t = PieceTables {
        place: [[[0; Square::COUNT]; PieceKind::COUNT]; 2],
        attack: [[0; 9]; PieceKind::COUNT],
        defense: [[0; 9]; PieceKind::COUNT],
        distance: [[0; Square::COUNT]; Square::COUNT],
    };
    let mut k = 0;
    while k < PieceKind::COUNT {
        let kind = PieceKind::from_index(k);
        let mut s = 0;
        while s < Square::COUNT {
            let sq = Square::from_index(s as u8);
            let mut c = 0;
            while c < 2 {
                let color = Color::ALL[c];
                t.place[c][k][s] = BOARD_VALUE[k] + rank_bonus(kind, sq.relative_rank(color));
                c += 1;
            }
            s += 1;
        }
        let mut d = 0;
        while d < 9 {
            t.attack[k][d] = near(attack_bonus(kind), d as u8);
            t.defense[k][d] = near(defense_bonus(kind), d as u8);
            d += 1;
        }
        k += 1;
    }
    let mut a = 0;
    while a < Square::COUNT {
        let mut b = 0;
        while b < Square::COUNT {
            t.distance[a][b] = distance(Square::from_index(a as u8), Square::from_index(b as u8));
            b += 1;
        }
        a += 1;
    }
    t
}

/// Danger points drops from the enemy hand add near a king.
fn hand_threat(pos: &Position, attacker: Color) -> i32 {
    let h = pos.hand(attacker);
    let n = |k: PieceKind| i32::from(h.count(k).min(2));
    4 * n(PieceKind::Rook)
        + 3 * n(PieceKind::Bishop)
        + 3 * n(PieceKind::Gold)
        + 2 * n(PieceKind::Silver)
        + 2 * n(PieceKind::Knight)
        + n(PieceKind::Lance)
        + i32::from(h.has(PieceKind::Pawn))
}

/// How much `c`'s king is in danger, as a penalty for `c`: for each square
/// next to the king the enemy attacks, two points an attacker and more
/// where the defenders are fewer; for each it leaves free, a flight square
/// (few flights add points); and the enemy's hand.
fn king_danger(pos: &Position, c: Color) -> i32 {
    let Some(k) = pos.king_square(c) else {
        return 0;
    };
    let them = c.opponent();
    let occ = pos.occupied();
    let around = attacks::king(k);
    let attackers = EnemyCounts::around(pos, them, k);
    let attacked = attackers.any();
    let king_bit = Bitboard::from_square(k);
    let mut units = 0;
    for s in attacked {
        let att = attackers.at(s);
        let def = pos.attackers_to_with(c, s, occ).and_not(king_bit).count() as i32;
        units += 2 * att + if def == 0 { 3 } else { i32::from(att > def) };
    }
    units += hand_threat(pos, them);
    let flights = around.and_not(attacked).and_not(pos.pieces(c)).count();
    units += match flights {
        0 => 4,
        1 => 2,
        _ => 0,
    };
    (units * units * 2).min(2400)
}

/// How many of one side's pieces attack each of a few squares, as bit
/// planes (the count's bits 1, 2, 4, 8). Made from the pieces that can
/// reach the squares at all, rather than by asking each square for its
/// attackers: around a king most squares have none, and the few pieces
/// near it and the sliders are quickly gone through. A square has at
/// most ten attackers of one side (eight neighbours and two knights; a
/// slider's line passes only through an empty neighbour), so four planes
/// hold every count.
struct EnemyCounts([Bitboard; 4]);

impl EnemyCounts {
    /// `by`'s attackers of the squares next to `k`.
    #[inline]
    fn around(pos: &Position, by: Color, k: Square) -> EnemyCounts {
        let around = attacks::king(k);
        let occ = pos.occupied();
        let theirs = pos.pieces(by);
        let lances = pos.kind_bb(PieceKind::Lance) & theirs;
        let diagonal = (pos.kind_bb(PieceKind::Bishop) | pos.kind_bb(PieceKind::Horse)) & theirs;
        let orthogonal = (pos.kind_bb(PieceKind::Rook) | pos.kind_bb(PieceKind::Dragon)) & theirs;
        let mut reach = attacks::king_zone(k) & theirs;
        for sq in lances {
            if (attacks::lance_pseudo(by, sq) & around).any() {
                reach |= Bitboard::from_square(sq);
            }
        }
        for sq in diagonal {
            if (attacks::bishop_pseudo(sq) & around).any() {
                reach |= Bitboard::from_square(sq);
            }
        }
        for sq in orthogonal {
            if (attacks::rook_pseudo(sq) & around).any() {
                reach |= Bitboard::from_square(sq);
            }
        }
        let mut planes = [Bitboard::EMPTY; 4];
        for sq in reach {
            let Some(p) = pos.piece_at(sq) else { continue };
            let mut carry = attacks::piece(by, p.kind, sq, occ) & around;
            for plane in planes.iter_mut() {
                if !carry.any() {
                    break;
                }
                let next = *plane & carry;
                *plane ^= carry;
                carry = next;
            }
        }
        EnemyCounts(planes)
    }

    /// The squares with at least one attacker.
    #[inline]
    fn any(&self) -> Bitboard {
        let [a, b, c, d] = self.0;
        a | b | c | d
    }

    #[inline]
    fn at(&self, s: Square) -> i32 {
        self.0
            .iter()
            .enumerate()
            .map(|(bit, plane)| i32::from(plane.has(s)) << bit)
            .sum()
    }
}

/// King placement: the home corner while the enemy is out in force; the
/// enemy camp once the king has got there, where impasse points count.
fn king_placement(pos: &Position, c: Color, k: Square) -> i32 {
    const RANK: [i32; 9] = [0, 0, 0, -60, -70, -50, -10, 20, 25];
    const FILE: [i32; 5] = [0, 10, 5, -5, -15];
    let rel = k.relative_rank(c);
    let edge = usize::from(k.file().min(10 - k.file()) - 1);
    let mut v = RANK[usize::from(rel - 1)] + FILE[edge];
    if rel <= 3 {
        let t = pos.impasse_tally(c);
        v += 200 + 20 * t.pieces_in_zone.min(10) as i32 + 8 * t.zone_points.min(31) as i32;
    }
    v
}

/// One piece's terms for its owner `c`: material and rank, and nearness
/// to both kings (`own_king`, `enemy_king`, where they stand).
#[inline]
fn piece_term(
    c: Color,
    kind: PieceKind,
    sq: Square,
    own_king: Option<Square>,
    enemy_king: Option<Square>,
) -> i32 {
    let t = &PIECE_TABLES;
    let (k, s) = (kind.index(), sq.index());
    let mut v = t.place[c.index()][k][s];
    if let Some(ek) = enemy_king {
        v += t.attack[k][usize::from(t.distance[s][ek.index()])];
    }
    if let Some(ok) = own_king {
        v += t.defense[k][usize::from(t.distance[s][ok.index()])];
    }
    v
}

/// The sum of `piece_term` over `c`'s pieces on the board other than
/// its king.
fn pieces_score(pos: &Position, c: Color) -> i32 {
    let own_king = pos.king_square(c);
    let enemy_king = pos.king_square(c.opponent());
    let mut v = 0;
    for sq in pos.pieces(c) {
        match pos.piece_at(sq) {
            Some(p) if p.kind != PieceKind::King => {
                v += piece_term(c, p.kind, sq, own_king, enemy_king);
            }
            _ => {}
        }
    }
    v
}

/// Each side's `pieces_score`, by colour index. A move changes only the
/// terms of the pieces it moves, takes or drops, unless a king moves (its
/// nearness terms are every piece's): the search carries these sums
/// along its line rather than counting them at every node, where the
/// count was half the hand-written evaluation's time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Placement([i32; 2]);

impl Placement {
    /// Counted afresh.
    pub(crate) fn of(pos: &Position) -> Placement {
        Placement(Color::ALL.map(|c| pieces_score(pos, c)))
    }

    /// The sums after `mv`, played from the position these are of, which
    /// left `after` and gave `undo`.
    #[inline]
    pub(crate) fn after(self, after: &Position, mv: Move, undo: &Undo) -> Placement {
        let mover = after.side_to_move().opponent();
        let (from, to) = match mv {
            Move::Board { from, to, .. } => (Some(from), to),
            Move::Drop { to, .. } => (None, to),
        };
        if from.is_some() && undo.moved() == PieceKind::King {
            return Placement::of(after);
        }
        let [mut black, mut white] = self.0;
        let kings = Color::ALL.map(|c| after.king_square(c));
        let near = |c: Color| (kings[c.index()], kings[c.opponent().index()]);
        let mut add = |c: Color, v: i32| match c {
            Color::Black => black += v,
            Color::White => white += v,
        };
        let (own, enemy) = near(mover);
        if let Some(from) = from {
            add(mover, -piece_term(mover, undo.moved(), from, own, enemy));
        }
        if let Some(placed) = after.piece_at(to) {
            add(mover, piece_term(mover, placed.kind, to, own, enemy));
        }
        if let Some(taken) = undo.captured() {
            let them = mover.opponent();
            let (own, enemy) = near(them);
            add(them, -piece_term(them, taken.kind, to, own, enemy));
        }
        Placement([black, white])
    }
}

/// Everything scored for one side, from that side's view, its pieces'
/// terms given (`pieces_score`).
fn side_score(pos: &Position, c: Color, pieces: i32) -> i32 {
    let mut v = pieces;
    for k in pos.pieces_of(c, PieceKind::King) {
        v += king_placement(pos, c, k);
    }
    for (kind, n) in pos.hand(c).iter() {
        v += HAND_VALUE[kind.index()] * i32::from(n);
    }
    v - king_danger(pos, c)
}

/// The evaluation from the side to move's view.
pub fn evaluate(pos: &Position) -> i32 {
    evaluate_placed(pos, Placement::of(pos))
}

/// `evaluate`, with the pieces' terms carried along the line.
#[inline]
pub(crate) fn evaluate_placed(pos: &Position, placement: Placement) -> i32 {
    let [b, w] = placement.0;
    let black = side_score(pos, Color::Black, b) - side_score(pos, Color::White, w);
    let v = match pos.side_to_move() {
        Color::Black => black,
        Color::White => -black,
    };
    v + TEMPO
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pos(sfen: &str) -> Position {
        Position::from_sfen(sfen).unwrap()
    }

    #[test]
    fn start_position_is_balanced() {
        let p = Position::startpos();
        assert_eq!(evaluate(&p), TEMPO);
    }

    #[test]
    fn rotated_position_scores_the_same_for_the_mover() {
        for sfen in [
            "ln1g3nl/1r1sk1gb1/p1pppp1pp/1p4p2/9/2P4P1/PP1PPPP1P/1BG2S1R1/LNS1KG1NL b s 1",
            "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1",
            "K+P+P+L5/+N+P+P+B5/+P+P+P+R5/9/9/9/5+r+p+p+p/5+b+p+n+p/5+n+sgk b 2GSNL3Pg2s2l3p 1",
        ] {
            let a = pos(sfen);
            let b = pos(&shogi_core::sfen::rotated(sfen));
            assert_eq!(evaluate(&a), evaluate(&b), "{sfen}");
        }
    }

    /// The trainer learns from mirror images with the hand-written score
    /// of the position as played (`learn::net::train::data`): that is only right
    /// if no term tells file 1 from file 9.
    #[test]
    fn a_mirrored_position_scores_the_same() {
        for sfen in [
            "ln1g3nl/1r1sk1gb1/p1pppp1pp/1p4p2/9/2P4P1/PP1PPPP1P/1BG2S1R1/LNS1KG1NL b s 1",
            "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1",
            "K+P+P+L5/+N+P+P+B5/+P+P+P+R5/9/9/9/5+r+p+p+p/5+b+p+n+p/5+n+sgk b 2GSNL3Pg2s2l3p 1",
            "8l/1l+R2P3/p2pBG1pp/kps1p4/Nn1P2G2/P1P1P2PP/1PS6/1KSG3+r1/LN2+p3L w Sbgn3p 124",
        ] {
            let mirror = shogi_core::sfen::mirrored(sfen);
            assert_ne!(mirror, sfen);
            assert_eq!(evaluate(&pos(sfen)), evaluate(&pos(&mirror)), "{sfen}");
        }
    }

    /// The looked-up per-piece terms are the functions that define them,
    /// on every square for both colours, in positions of random games.
    #[test]
    fn the_piece_tables_hold_what_the_term_functions_say() {
        let mut rng = crate::bot::Rng::new(11);
        let mut checked = 0;
        for _ in 0..30 {
            let mut p = Position::startpos();
            for _ in 0..150 {
                for c in Color::ALL {
                    let (ok, ek) = (p.king_square(c), p.king_square(c.opponent()));
                    for sq in p.pieces(c) {
                        let Some(piece) = p.piece_at(sq) else {
                            continue;
                        };
                        if piece.kind == PieceKind::King {
                            continue;
                        }
                        let by_definition = BOARD_VALUE[piece.kind.index()]
                            + rank_bonus(piece.kind, sq.relative_rank(c))
                            + ek.map_or(0, |e| near(attack_bonus(piece.kind), distance(sq, e)))
                            + ok.map_or(0, |o| near(defense_bonus(piece.kind), distance(sq, o)));
                        let looked_up = piece_term(c, piece.kind, sq, ok, ek);
                        assert_eq!(looked_up, by_definition, "{} at {sq:?}", p.to_sfen());
                        checked += 1;
                    }
                }
                let moves = p.legal_moves();
                if moves.is_empty() {
                    break;
                }
                p.do_move(moves[rng.below(moves.len() as u64) as usize]);
            }
        }
        assert!(checked > 50_000, "{checked}");
    }

    #[test]
    fn a_piece_in_hand_is_worth_more_than_on_the_board() {
        for kind in PieceKind::HAND {
            assert!(hand_value(kind) > board_value(kind), "{kind}");
        }
    }

    #[test]
    fn an_extra_rook_is_clearly_better() {
        let even = pos("4k4/9/9/9/9/9/9/9/4K4 b - 1");
        let rook = pos("4k4/9/9/9/9/9/9/9/4K4 b R 1");
        assert!(evaluate(&rook) > evaluate(&even) + 500);
    }

    /// `king_danger` as first written: every square next to the king asked
    /// for its attackers (`Position::attackers_to_with`), one by one.
    fn king_danger_square_by_square(pos: &Position, c: Color) -> i32 {
        let Some(k) = pos.king_square(c) else {
            return 0;
        };
        let them = c.opponent();
        let occ = pos.occupied();
        let own = pos.pieces(c);
        let king_bit = Bitboard::from_square(k);
        let mut units = 0;
        let mut flights = 0;
        for s in attacks::king(k) {
            let att = pos.attackers_to_with(them, s, occ).count() as i32;
            if att == 0 {
                if !own.has(s) {
                    flights += 1;
                }
                continue;
            }
            let def = pos.attackers_to_with(c, s, occ).and_not(king_bit).count() as i32;
            units += 2 * att + if def == 0 { 3 } else { i32::from(att > def) };
        }
        units += hand_threat(pos, them);
        units += match flights {
            0 => 4,
            1 => 2,
            _ => 0,
        };
        (units * units * 2).min(2400)
    }

    /// Each square next to each king: the count made from the pieces that
    /// reach the king's squares is the number of attackers the square has.
    fn assert_counts_around_kings(p: &Position) -> usize {
        let mut most = 0;
        for c in Color::ALL {
            let Some(k) = p.king_square(c) else { continue };
            let around = attacks::king(k);
            let counts = EnemyCounts::around(p, c.opponent(), k);
            for s in around {
                let n = p.attackers_to_with(c.opponent(), s, p.occupied()).count() as i32;
                assert_eq!(counts.at(s), n, "{} {s:?}", p.to_sfen());
                assert_eq!(counts.any().has(s), n > 0, "{} {s:?}", p.to_sfen());
                most = most.max(n as usize);
            }
        }
        most
    }

    /// In random games (kings under attack from every kind, sliders
    /// blocked and not) the danger is what asking each square for its
    /// attackers gives, and so are the counts under it, also in positions
    /// crowded with attackers, where the danger reaches its cap.
    #[test]
    fn king_danger_counts_each_squares_attackers() {
        let mut rng = crate::bot::Rng::new(23);
        let mut checked = 0;
        let mut attacked = 0;
        for _ in 0..60 {
            let mut p = Position::startpos();
            for _ in 0..200 {
                assert_counts_around_kings(&p);
                for c in Color::ALL {
                    let k = king_danger(&p, c);
                    assert_eq!(
                        k,
                        king_danger_square_by_square(&p, c),
                        "{} {c:?}",
                        p.to_sfen()
                    );
                    checked += 1;
                    attacked += usize::from(k > 2 * 16 * 16);
                }
                let moves = p.legal_moves();
                if moves.is_empty() {
                    break;
                }
                p.do_move(moves[rng.below(moves.len() as u64) as usize]);
            }
        }
        assert!(checked > 10_000 && attacked > 1_000, "{checked} {attacked}");
        // Nine White attackers of 5h, next to Black's king: tokins,
        // promoted silvers and dragons on its seven other neighbours, and
        // two knights (a king's neighbour has at most nine attackers: the
        // king stands on one of its eight); the same with the colours
        // turned; and nine with a bishop's line through an empty neighbour.
        for (sfen, most) in [
            ("4k4/9/9/9/9/3n1n3/3+p+p+p3/3+s1+s3/3+rK+r3 b - 1", 9),
            ("3+Rk+R3/3+S1+S3/3+P+P+P3/3N1N3/9/9/9/9/4K4 w - 1", 9),
            ("4k4/9/9/9/7b1/3n1n3/3+p+p4/3+s1+s3/3+rK+r3 b - 1", 9),
        ] {
            let p = pos(sfen);
            assert_eq!(assert_counts_around_kings(&p), most, "{sfen}");
            for c in Color::ALL {
                assert_eq!(
                    king_danger(&p, c),
                    king_danger_square_by_square(&p, c),
                    "{sfen}"
                );
            }
        }
    }

    #[test]
    fn attacked_king_is_in_more_danger() {
        // The same material, but in the second position White's gold and
        // silver stand right beside Black's king instead of far away.
        let far = pos("4k4/9/9/9/9/9/9/9/g3K3s b - 1");
        let close = pos("4k4/9/9/9/9/9/9/3gs4/4K4 b - 1");
        assert!(king_danger(&close, Color::Black) > king_danger(&far, Color::Black));
    }
}
