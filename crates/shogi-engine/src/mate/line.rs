//! The mating line shown after a proof.
//!
//! df-pn proves with the first mate it finds, not the shortest, so the line
//! is chosen by a second, exact walk over the proof the table holds: the
//! attacker picks its shortest mate among proven checks (a mate in one
//! always wins), the defender the longest defence. Checks the proof did
//! not use are asked by an exact bounded search (`shortest`) whether they
//! mate sooner, within 3 plies first, then 5, and so on, skipping what the
//! proof's table disproved; when the lower bound it proves meets the line,
//! the line is the shortest. When its budget is spent first, the line is
//! no longer promised to be the shortest. An
//! interposition that the attacker just captures (無駄合, a futile
//! interposition) counts two plies less when the defender chooses, so the
//! line shows it only when it really makes the mate longer. Children the table lost are proven again.
//! Lengths are memoised by position; if the walk grows too large, the
//! lengths the proof stored in the table give a valid but not minimal line.

use super::limits::{EXACT_LINE, INFINITE};
use super::search::Search;
use super::shortest::{Refuted, Shortest, mating_check};
use shogi_core::attacks::between;
use shogi_core::{Bitboard, Move, Undo};
use std::collections::HashMap;

/// The walk recurses a ply at a time (an attacker's node, the check
/// considered, the defender's node): when less than `RED_ZONE` of the
/// thread's stack is left, the next plies run on a fresh `SEGMENT` on the
/// heap, so a line of a thousand plies fits on any thread.
const RED_ZONE: usize = 128 << 10;
const SEGMENT: usize = 4 << 20;

/// Positions the exact walk may visit before it gives way to the plain one.
const EXACT_VISITS: u64 = 300_000;

/// Extra search nodes granted to re-prove children the table lost and to
/// look for shorter mates the first proof did not need: as many as the
/// proof took, at least `REPROVE_MIN`, so a time limit is overrun by at
/// most about the time of the proof.
const REPROVE_MIN: u64 = 100_000;

/// Positions the plain line may step through, backing up included.
const PLAIN_STEPS: u32 = 200_000;

/// Nodes a quick proof attempt gets when the walk asks whether taking an
/// interposed piece also mates.
const SHORTER_TRY: u64 = 100;

/// The exact look may search this fraction of the positions the proof
/// took, at least `LOOK_MIN` (and at least `MateLimits::exact_line` when
/// the line is short enough to be shown shortest): it asks the shortest
/// mates first, and only where a shorter mate would change the line, so
/// what it finds it finds early. On 242 long mates from real games a
/// sixteenth gave 4,688 plies in all against a quarter's 4,678. The
/// least look finds the short mate a small proof passed by (a mate in 9
/// behind a proven 17).
const LOOK_SHARE: u64 = 16;
const LOOK_MIN: u64 = 2_500;

/// The longest line walked again with the caller's whole look when the
/// first could not show it shortest. Showing a 15-ply line shortest means
/// searching every check to 13 plies: on 600 real-game positions no
/// 15-ply line was shown so within the default look (0 of 47 walked
/// again), at a cost of a third of the line's time.
const SECOND_WALK_LEN: usize = 13;

/// The most positions the exact look may search (and remember: about
/// 40 bytes each, beside the table), however long the proof took.
const EXACT_LOOK_MAX: u64 = 1_000_000;

/// The longest mate the exact look is asked for: a search for mates
/// longer than this is too deep to finish. A longer line is still
/// checked for a mate of this length or less.
const EXACT_LEN: u32 = 15;

#[derive(Clone, Copy, Debug)]
struct Known {
    /// Plies from this position to the mate.
    len: u32,
    best: Option<Move>,
    /// Whether the look for shorter mates was made here and below; without
    /// it `len` is only an upper bound of what the look would give.
    looked: bool,
}

struct Walk {
    memo: HashMap<u64, Known>,
    visits: u64,
    /// The exact look for shorter mates.
    shortest: Shortest,
    /// Whether every look for a shorter mate was exact so far.
    shortest_known: bool,
}

/// A mating line, and whether it is known to be the shortest mate against
/// the longest defence.
pub(super) struct Line {
    pub moves: Vec<Move>,
    pub shortest: bool,
}

/// The line from the root of a proven search, or `None` if a limit cut the
/// extraction short.
pub(super) fn mating_line(s: &mut Search) -> Option<Line> {
    let proof_nodes = s.nodes;
    s.allow_more_nodes(proof_nodes.max(REPROVE_MIN));
    let root = s.pos.clone();
    // A first walk with a small look: most lines past EXACT_LEN cannot be
    // shown shortest at any affordable cost, and a larger look only
    // shortens them a little. A line of SECOND_WALK_LEN plies or less that
    // it could not show shortest is walked again with the whole look the
    // caller grants, so short mates stay exact; so is any line when the
    // caller grants more than the default (the puzzle maker: a short mate
    // the quick look missed behind a long proven one must be found).
    let quick = proof_nodes / LOOK_SHARE;
    let first = quick.clamp(LOOK_MIN, EXACT_LOOK_MAX);
    let full = quick.max(s.exact_line_min).min(EXACT_LOOK_MAX);
    let (mut line, mut look) = exact_line(s, Shortest::new(first));
    if let Some(l) = &line
        && !l.shortest
        && (l.moves.len() <= SECOND_WALK_LEN || s.exact_line_min > EXACT_LINE)
        && full > first
        && !s.stop_requested()
    {
        s.pos = root.clone();
        s.path.clear();
        // The bounds the first look learnt still hold: the second one
        // starts from them.
        look.raise_budget(full);
        if let (Some(exact), _) = exact_line(s, look) {
            line = Some(exact);
        }
    }
    if line.is_some() {
        return line;
    }
    s.pos = root;
    s.path.clear();
    // The exact walk may have spent the extra nodes: the plain walk gets
    // its own, and if the defence the proof's lengths pick leads where
    // the table lost too much, the first proven moves still give a mate.
    //
    // The stored lengths and the work disagree where a proof that holds
    // with fewer pieces in hand stands for a position (its length is that
    // of a longer mate than the pieces here allow) and where work is a
    // poor guide; neither line is proven, and the longer is the one whose
    // defender resisted better: with a 1 GiB table 煙詰 gives 101 plies by
    // work and 47 by length, 無双 30 85 by length and 41 by work (published
    // 117 and 119).
    s.allow_more_nodes(proof_nodes.max(REPROVE_MIN));
    let by_len = plain_line(s, Pick::Len);
    let by_work = plain_line(s, Pick::Work);
    let longer = match (by_len, by_work) {
        (Some(a), Some(b)) => Some(if b.len() > a.len() { b } else { a }),
        (a, b) => a.or(b),
    };
    longer
        .or_else(|| plain_line(s, Pick::First))
        .map(|moves| Line {
            moves,
            shortest: false,
        })
}

/// The walk over the proof with `look`, the look for shorter mates; the
/// line is `None` when it could not measure the root. The look is given
/// back for another walk to go on with.
fn exact_line(s: &mut Search, look: Shortest) -> (Option<Line>, Shortest) {
    let looked = look.visits();
    let mut walk = Walk {
        memo: HashMap::new(),
        visits: 0,
        shortest: look,
        shortest_known: true,
    };
    let root = s.pos.clone();
    // After a check (`solve_after_check`) the root is the defender's.
    let attacker_first = root.side_to_move() == s.attacker;
    let measured = if attacker_first {
        walk.or_len(s, 0, true)
    } else {
        walk.and_len(s, 0, true)
    };
    // The exact look's positions are searched positions too.
    s.nodes += walk.shortest.visits() - looked;
    if measured.is_none() {
        return (None, walk.shortest);
    }
    let mut line = Vec::new();
    let mut pos = root;
    while let Some(Known { best: Some(mv), .. }) = walk.memo.get(&pos.key()).copied() {
        line.push(mv);
        pos.do_move(mv);
        if line.len() > s.max_ply {
            break;
        }
    }
    let line = (pos.is_checkmate() && (line.len() % 2 == 1) == attacker_first).then_some(Line {
        moves: line,
        shortest: walk.shortest_known,
    });
    (line, walk.shortest)
}

impl Walk {
    /// Plies to the mate at an attacker's node; with `look`, after the look
    /// for shorter mates, else an upper bound of that.
    fn or_len(&mut self, s: &mut Search, ply: usize, look: bool) -> Option<u32> {
        stacker::maybe_grow(RED_ZONE, SEGMENT, || self.or_len_here(s, ply, look))
    }

    fn and_len(&mut self, s: &mut Search, ply: usize, look: bool) -> Option<u32> {
        stacker::maybe_grow(RED_ZONE, SEGMENT, || self.and_len_here(s, ply, look))
    }

    /// What the memo already answers for this position.
    fn known(&self, key: u64, look: bool) -> Option<u32> {
        self.memo
            .get(&key)
            .filter(|k| k.looked || !look)
            .map(|k| k.len)
    }

    fn or_len_here(&mut self, s: &mut Search, ply: usize, look: bool) -> Option<u32> {
        let key = s.pos.key();
        if let Some(len) = self.known(key, look) {
            return Some(len);
        }
        // A stop gives up the exact walk at once: the plain walk that
        // follows needs no search, so the answer is still a mate.
        if ply >= s.max_ply || s.path.contains(&key) || s.halted.is_some() || s.stop_requested() {
            return None;
        }
        self.visits += 1;
        if self.visits > EXACT_VISITS {
            return None;
        }
        let checks = s.moves();
        if let Some(mv) = mating_check(&mut s.pos, &checks) {
            self.memo.insert(
                key,
                Known {
                    len: 1,
                    best: Some(mv),
                    looked: true,
                },
            );
            return Some(1);
        }
        let mut proven = proven_checks(s, &checks);
        if proven.is_empty() {
            // The table lost this part of the proof: prove it again.
            if s.mid(INFINITE, INFINITE, ply).n.pn != 0 {
                return None;
            }
            proven = proven_checks(s, &checks);
        }
        s.path.push(key);
        let mut best: Option<Known> = None;
        for &mv in &proven {
            self.consider(s, mv, ply, look, &mut best);
        }
        // The proof took the first mate it found; the checks it did not
        // use may mate sooner (not sooner than in 3: the mates in 1 were
        // tried above).
        if look && best.is_some_and(|b| b.len > 3) {
            let others: Vec<Move> = checks
                .iter()
                .copied()
                .filter(|m| !proven.contains(m))
                .collect();
            if !self.exact_pass(s, &others, ply, &mut best) {
                self.shortest_known = false;
            }
        }
        s.path.pop();
        let best = best?;
        self.memo.insert(key, best);
        Some(best.len)
    }

    /// Asks the exact search whether any of `others` mates sooner than
    /// `best`, the shortest first (within 3 plies, then 5, ...), so that a
    /// much shorter mate is found before a deep look, and measures those
    /// that do. True when it has shown that none mates sooner: the lower
    /// bound it proves has met the line. False when the budget ran out
    /// first or the length was past what it asks (what it found holds).
    fn exact_pass(
        &mut self,
        s: &mut Search,
        others: &[Move],
        ply: usize,
        best: &mut Option<Known>,
    ) -> bool {
        // Plies left to the defender after the check: 0 is a mate in one,
        // which the walk has tried.
        let mut after = 2;
        loop {
            let Some(len) = best.map(|b| b.len).filter(|&l| l > 3) else {
                return true;
            };
            // Past EXACT_LEN only the mates the look can afford are asked
            // for, those of EXACT_LEN plies or fewer: a longer proven check
            // the walk met first must not hide a short mate.
            let asked = (len - 3).min(EXACT_LEN - 1);
            if after > asked {
                return asked == len - 3;
            }
            for &mv in others {
                let undo = s.pos.do_move(mv);
                let refuted = Some(Refuted::new(&s.table, s.attacker));
                let sooner = self
                    .shortest
                    .defender_mated_within(&mut s.pos, after, refuted);
                s.pos.undo_move(mv, undo);
                match sooner {
                    Some(true) => {
                        self.consider(s, mv, ply, true, best);
                        // The walk could not measure it (a limit): the line
                        // found is no longer known to be the shortest.
                        if best.is_none_or(|b| b.len >= len) {
                            return false;
                        }
                        break;
                    }
                    Some(false) => {}
                    None => return false,
                }
            }
            after += 2;
        }
    }

    /// Measures the proven check `mv` and keeps it if it mates sooner.
    fn consider(
        &mut self,
        s: &mut Search,
        mv: Move,
        ply: usize,
        look: bool,
        best: &mut Option<Known>,
    ) {
        let undo = s.pos.do_move(mv);
        let len = self.and_len(s, ply + 1, look);
        s.pos.undo_move(mv, undo);
        if let Some(len) = len
            && best.is_none_or(|b| len + 1 < b.len)
        {
            *best = Some(Known {
                len: len + 1,
                best: Some(mv),
                looked: look,
            });
        }
    }

    fn and_len_here(&mut self, s: &mut Search, ply: usize, look: bool) -> Option<u32> {
        let key = s.pos.key();
        if let Some(len) = self.known(key, look) {
            return Some(len);
        }
        if s.path.contains(&key) {
            return None;
        }
        let evasions = s.moves();
        if evasions.is_empty() {
            self.memo.insert(
                key,
                Known {
                    len: 0,
                    best: None,
                    looked: true,
                },
            );
            return Some(0);
        }
        let interposing = interposition_squares(s);
        s.path.push(key);
        // Each evasion's length without the look first: the look can only
        // shorten a mate, so an evasion already shorter than the longest
        // defence found needs no look (alpha-beta's cut at a max node).
        let mut bounds = Vec::with_capacity(evasions.len());
        for &mv in &evasions {
            let undo = s.pos.do_move(mv);
            let len = self.or_len(s, ply + 1, false);
            s.pos.undo_move(mv, undo);
            let Some(len) = len else {
                s.path.pop();
                return None;
            };
            bounds.push((len, mv));
        }
        bounds.sort_by_key(|&(len, _)| std::cmp::Reverse(len));
        let mut best: Option<((u32, bool, u32), Move)> = None;
        for (bound, mv) in bounds {
            // Longest first: once the best defence ranks above what this
            // one could rank were it a real defence, none of the rest counts.
            if best.is_some_and(|(b, _)| defence_rank(bound + 1, false) <= b) {
                break;
            }
            let undo = s.pos.do_move(mv);
            let len = if look {
                self.or_len(s, ply + 1, true)
            } else {
                Some(bound)
            };
            let reply = self.memo.get(&s.pos.key()).and_then(|k| k.best);
            s.pos.undo_move(mv, undo);
            let Some(len) = len else {
                s.path.pop();
                return None;
            };
            // An interposition the reply takes is futile; one the reply
            // does not take is asked (a quick proof of the capture) only
            // when it could still be the longest defence.
            let futile = interposing.has(mv.to())
                && s.pos.piece_at(mv.to()).is_none()
                && (reply.is_some_and(|r| r.to() == mv.to())
                    || (best.is_none_or(|(b, _)| defence_rank(len + 1, false) > b)
                        && self.recapture_mates_as_soon(s, mv, len, ply, look)));
            let rank = defence_rank(len + 1, futile);
            if best.is_none_or(|(b, _)| rank > b) {
                best = Some((rank, mv));
            }
        }
        s.path.pop();
        let ((_, _, len), mv) = best?;
        self.memo.insert(
            key,
            Known {
                len,
                best: Some(mv),
                looked: look,
            },
        );
        Some(len)
    }
}

impl Walk {
    /// Whether, after the interposition `mv`, taking the interposed piece
    /// also mates in the `len` plies the walk measured, so the
    /// interposition is futile even though the reply kept for that
    /// position was another check of the same length. The capture then
    /// becomes the reply shown.
    fn recapture_mates_as_soon(
        &mut self,
        s: &mut Search,
        mv: Move,
        len: u32,
        ply: usize,
        look: bool,
    ) -> bool {
        let undo = s.pos.do_move(mv);
        let key = s.pos.key();
        let captures: Vec<Move> = s
            .moves()
            .iter()
            .copied()
            .filter(|c| c.to() == mv.to())
            .collect();
        s.path.push(key);
        let mut found = None;
        for c in captures {
            let u = s.pos.do_move(c);
            let proven = !s.path.contains(&s.pos.key())
                && (s.lookup().is_some_and(|n| n.pn == 0) || s.try_prove(SHORTER_TRY, ply + 2));
            let after = if proven {
                self.and_len(s, ply + 2, look)
            } else {
                None
            };
            s.pos.undo_move(c, u);
            if after.is_some_and(|a| a < len) {
                found = Some(c);
                break;
            }
        }
        s.path.pop();
        s.pos.undo_move(mv, undo);
        if let Some(c) = found {
            self.memo.insert(
                key,
                Known {
                    len,
                    best: Some(c),
                    looked: look,
                },
            );
        }
        found.is_some()
    }
}

/// How much the defender likes a defence leading to a mate in `len` plies:
/// a futile interposition counts two plies less (the drop and its capture
/// add nothing), and on equal counts a real defence reads better.
fn defence_rank(len: u32, futile: bool) -> (u32, bool, u32) {
    let score = if futile { len.saturating_sub(2) } else { len };
    (score, !futile, len)
}

/// Squares between the checked king and its one sliding checker.
fn interposition_squares(s: &Search) -> Bitboard {
    let pos = &s.pos;
    let us = pos.side_to_move();
    let Some(k) = pos.king_square(us) else {
        return Bitboard::EMPTY;
    };
    let checkers = pos.checkers();
    match checkers.first() {
        Some(c) if !checkers.more_than_one() => between(k, c),
        _ => Bitboard::EMPTY,
    }
}

/// The checks whose positions the table holds as proven.
fn proven_checks(s: &mut Search, checks: &[Move]) -> Vec<Move> {
    let mut proven = Vec::new();
    for &mv in checks {
        let undo = s.pos.do_move(mv);
        if s.lookup().is_some_and(|n| n.pn == 0) {
            proven.push(mv);
        }
        s.pos.undo_move(mv, undo);
    }
    proven
}

/// How the line read from the table picks its moves.
#[derive(Clone, Copy)]
enum Pick {
    /// By the lengths the proofs stored: the attacker's check with the
    /// shortest proof, the defender's evasion with the longest (a futile
    /// interposition counting two plies less, as in the exact walk).
    Len,
    /// By the work the proofs took: the least at the attacker's node, the
    /// most at the defender's (work stands in for length, and unlike a
    /// stored length it is not shortened by a proof that holds with fewer
    /// pieces in hand than here).
    Work,
    /// The first proven check and the first evasion.
    First,
}

/// A valid line without the shortest-mate guarantee, read from the proof
/// in the table (`Pick`). Along a proof's own moves its length falls by a
/// ply at each step, so the line needs no search; but a proof that holds
/// with other pieces in hand stands for many positions, so the lengths
/// can lead back to a position of the line (a lap of 寿 with a piece
/// fewer looks like the last one). A move back to the line is never
/// taken, and where none is left the walk backs up to the last choice
/// and takes the next best, within `PLAIN_STEPS` positions. Each step is
/// proven again if the table lost it (unless the caller has asked the
/// search to stop: the line then rests on the table alone).
fn plain_line(s: &mut Search, pick: Pick) -> Option<Vec<Move>> {
    let root = s.pos.clone();
    // The moves made, each with the undo and the choices still left there.
    let mut made: Vec<(Move, Undo, Vec<Move>)> = Vec::new();
    let mut seen = vec![s.pos.key()];
    let mut steps = 0u32;
    let mut choices = candidates(s, pick, 0, &seen);
    let result = loop {
        if s.pos.side_to_move() != s.attacker && s.moves().is_empty() {
            break Some(());
        }
        steps += 1;
        if steps > PLAIN_STEPS || made.len() > s.max_ply {
            break None;
        }
        // The best choice left here, or back to the last node with one.
        let next = loop {
            if let Some(mv) = choices.first().copied() {
                choices.remove(0);
                break Some(mv);
            }
            let Some((mv, undo, rest)) = made.pop() else {
                break None;
            };
            s.pos.undo_move(mv, undo);
            seen.pop();
            choices = rest;
        };
        let Some(mv) = next else {
            break None;
        };
        let undo = s.pos.do_move(mv);
        made.push((mv, undo, std::mem::take(&mut choices)));
        seen.push(s.pos.key());
        choices = candidates(s, pick, made.len(), &seen);
    };
    s.pos = root;
    result.map(|()| made.into_iter().map(|(mv, _, _)| mv).collect())
}

/// The moves to try at a node of the plain line, best first, none back
/// to a position of the line (`seen`).
fn candidates(s: &mut Search, pick: Pick, ply: usize, seen: &[u64]) -> Vec<Move> {
    let moves = s.moves();
    let defender = s.pos.side_to_move() != s.attacker;
    if !defender && let Some(mv) = mating_check(&mut s.pos, &moves) {
        return vec![mv];
    }
    let moves = if defender {
        moves.iter().copied().collect()
    } else {
        reproven_checks(s, &moves, ply)
    };
    let mut scored: Vec<(i64, Move)> = match pick {
        Pick::Len if defender => defences_by_len(s, &moves, ply, seen),
        Pick::Len => checks_by_len(s, &moves, seen)
            .into_iter()
            .map(|(mv, len)| (-i64::from(len), mv))
            .collect(),
        Pick::Work => by_work(s, &moves, seen)
            .into_iter()
            .map(|(w, mv)| (if defender { 1 } else { -1 } * i64::from(w), mv))
            .collect(),
        Pick::First => by_work(s, &moves, seen)
            .into_iter()
            .map(|(_, mv)| (0, mv))
            .collect(),
    };
    // Highest score first; a stable sort keeps the generation order on ties.
    scored.sort_by_key(|&(score, _)| std::cmp::Reverse(score));
    scored.into_iter().map(|(_, mv)| mv).collect()
}

/// Each move not back to a position of the line so far, with the work of
/// the table's proof of the position it leads to.
fn by_work(s: &mut Search, moves: &[Move], seen: &[u64]) -> Vec<(u32, Move)> {
    moves
        .iter()
        .filter_map(|&mv| {
            let undo = s.pos.do_move(mv);
            let back = seen.contains(&s.pos.key());
            let work = s.proof_work();
            s.pos.undo_move(mv, undo);
            (!back).then_some((work, mv))
        })
        .collect()
}

/// The proven checks, proven again first if the table lost them all.
fn reproven_checks(s: &mut Search, checks: &[Move], ply: usize) -> Vec<Move> {
    let proven = proven_checks(s, checks);
    if proven.is_empty() && !s.stop_requested() && s.mid(INFINITE, INFINITE, ply).n.pn == 0 {
        return proven_checks(s, checks);
    }
    proven
}

/// The proven checks not back to the line, each with its plies to the
/// mate by the table's shortest proof.
fn checks_by_len(s: &mut Search, checks: &[Move], seen: &[u64]) -> Vec<(Move, u32)> {
    checks
        .iter()
        .filter_map(|&mv| {
            let undo = s.pos.do_move(mv);
            let len = (!seen.contains(&s.pos.key()))
                .then(|| s.proof_len())
                .flatten();
            s.pos.undo_move(mv, undo);
            len.map(|len| (mv, len + 1))
        })
        .collect()
}

/// The evasions not back to the line that the table shows a reply to,
/// scored by the length of their shortest reply (a mate in one first),
/// a futile interposition (that reply takes the piece) counting two
/// plies less.
fn defences_by_len(
    s: &mut Search,
    evasions: &[Move],
    ply: usize,
    seen: &[u64],
) -> Vec<(i64, Move)> {
    let interposing = interposition_squares(s);
    let mut scored = Vec::new();
    for &mv in evasions {
        let undo = s.pos.do_move(mv);
        let reply = if seen.contains(&s.pos.key()) {
            None
        } else {
            let checks = s.moves();
            match mating_check(&mut s.pos, &checks) {
                Some(m) => Some((m, 1)),
                None => {
                    let proven = reproven_checks(s, &checks, ply + 1);
                    checks_by_len(s, &proven, seen)
                        .into_iter()
                        .min_by_key(|&(_, len)| len)
                }
            }
        };
        s.pos.undo_move(mv, undo);
        if let Some((reply, len)) = reply {
            let futile = interposing.has(mv.to()) && reply.to() == mv.to();
            let (score, real, _) = defence_rank(len + 1, futile);
            scored.push((i64::from(score) * 2 + i64::from(real), mv));
        }
    }
    scored
}

#[cfg(test)]
mod tests {
    use super::super::table::Table;
    use super::*;
    use shogi_core::Position;
    use std::sync::atomic::{AtomicBool, Ordering};

    /// Every move legal, every attacker's move a check, mate at the end.
    fn assert_mates(start: Position, line: &[Move]) {
        let mut p = start;
        for (i, &mv) in line.iter().enumerate() {
            assert!(p.check_move(mv).is_ok(), "{} illegal", mv.to_usi());
            p.do_move(mv);
            if i % 2 == 0 {
                assert!(p.in_check(), "{} is no check", mv.to_usi());
            }
        }
        assert!(p.is_checkmate(), "{line:?}");
    }

    #[test]
    fn the_plain_line_is_the_proof_with_its_longest_defence() {
        // Two rooks in hand against a bare king: a mate in seven, and many
        // longer proofs. Read from the table alone, the line follows the
        // lengths the proof stored: as long as the root's proof, and a mate.
        let start = Position::from_sfen("4k4/9/9/9/9/9/9/9/4K4 b 2R 1").unwrap();
        let stop = AtomicBool::new(false);
        let mut s = Search::new(&start, Table::new(4), u64::MAX, None, &stop);
        assert_eq!(s.mid(INFINITE, INFINITE, 0).n.pn, 0);
        let root_len = s.proof_len().expect("the root's proof");
        assert!(root_len >= 7 && root_len % 2 == 1, "{root_len}");
        let nodes = s.nodes;
        let line = plain_line(&mut s, Pick::Len).expect("a line from the proof");
        assert_eq!(s.nodes, nodes, "the table held the whole proof");
        assert_eq!(line.len() as u32, root_len, "{line:?}");
        assert_mates(start, &line);
    }

    #[test]
    fn a_stop_during_the_extraction_still_gives_a_mating_line() {
        // Two rooks in hand against a bare king: a mate in seven.
        let start = Position::from_sfen("4k4/9/9/9/9/9/9/9/4K4 b 2R 1").unwrap();
        let stop = AtomicBool::new(false);
        let mut s = Search::new(&start, Table::new(1), u64::MAX, None, &stop);
        assert_eq!(s.mid(INFINITE, INFINITE, 0).n.pn, 0);
        // The GUI's `stop` lands just as the proof is done: the line comes
        // from the table, with no more search.
        stop.store(true, Ordering::Relaxed);
        let proof_nodes = s.nodes;
        let line = mating_line(&mut s).expect("a line from the proof").moves;
        assert_eq!(s.nodes, proof_nodes, "the stopped extraction searched on");
        assert_mates(start, &line);
    }

    #[test]
    fn a_shorter_mate_the_proof_did_not_use_is_found() {
        // From a self-play game: B*6a first. The proof mates 7a7b with
        // R*8b ..., five plies more, but 6a7b+ mates in three (8c8d, R*8c),
        // so 7a7b is not the longest defence: L*7b holds out for nine
        // plies in all (it is captured, but the mate after it is longer by
        // more than the drop and the capture).
        let sfen = "lnl6/3G1p2+P/1kpp5/p3P4/4bP3/P1PN2S2/1P1P+r3P/LKS6/1N1S4+p b RBG3P2gsnl2p 1";
        let start = Position::from_sfen(sfen).unwrap();
        let stop = AtomicBool::new(false);
        let report = crate::mate::solve(&start, &crate::mate::MateLimits::default(), &stop);
        let crate::mate::MateOutcome::Mate(line) = report.outcome else {
            panic!("{:?}", report.outcome);
        };
        let usi: Vec<String> = line.iter().map(|m| m.to_usi()).collect();
        assert_eq!(usi.len(), 9, "{usi:?}");
        assert_eq!(&usi[..2], ["B*6a", "L*7b"]);
        assert!(report.shortest);
        let mut after = start.clone();
        for m in ["B*6a", "7a7b"] {
            after.do_move(Move::from_usi(m).unwrap());
        }
        let mut exact = super::super::shortest::Shortest::new(100_000);
        assert_eq!(exact.or_node(&mut after, 3, None), Some(true));
    }

    #[test]
    fn a_futile_interposition_is_shown_only_when_it_really_lengthens_the_mate() {
        // Two plies longer only by the drop and its capture: the real defence.
        assert!(defence_rank(5, false) > defence_rank(7, true));
        assert!(defence_rank(5, false) > defence_rank(5, true));
        // Four plies longer: the interposition gains something, so it is shown.
        assert!(defence_rank(9, true) > defence_rank(5, false));
        assert!(defence_rank(7, false) > defence_rank(5, false));
    }
}
