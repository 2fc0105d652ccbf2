//! The df-pn search proper.
//!
//! Numbers are from the attacker's side everywhere: at an OR node (attacker
//! to move) pn is the least of the children's and dn their sum; at an AND
//! node (defender to move) the other way round. A node is searched until
//! its numbers pass the thresholds its parent gave it; the parent keeps its
//! children's numbers in a local list while it works, which is what lets a
//! result that depends on the path (a repetition) be used there without
//! being stored in the table.

use super::limits::{INFINITE, Limit, MAX_PLY};
use super::path::Path;
use super::pieces;
use super::shortest::mating_check;
use super::table::{Found, Numbers, Table};
use shogi_core::{Bitboard, Color, Hand, Move, MoveList, Position, Undo};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

/// Nodes between two looks at the clock and the stop flag.
const POLL: u64 = 1024;

/// A check that leaves the defender this many evasions or fewer gets the
/// look for a mate in one after each (`every_evasion_mated_at_once`).
const LOOK_EVASIONS: u64 = 2;

/// One child in the list of the node being searched.
#[derive(Clone, Copy, Debug)]
struct Child {
    mv: Move,
    n: Numbers,
    /// Disproven only because of the path (a repetition, or the ply cap).
    path_bound: bool,
    /// For a proven child, the attacker's hand its proof needs here; for
    /// a disproven one, the defender's (`pieces`), in this node's terms.
    bound: Hand,
    /// For a proven child, its plies to the mate along its proof.
    len: u32,
}

/// What a search of one node gives back to its parent.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Outcome {
    pub n: Numbers,
    pub path_bound: bool,
    /// The hand a proof or disproof needs, in the node's own terms.
    pub bound: Hand,
    /// A proof's plies to the mate.
    pub len: u32,
}

pub(crate) struct Search<'a> {
    pub pos: Position,
    pub attacker: Color,
    pub table: Table,
    /// Full keys (hands included) of the positions from the root down.
    pub path: Path,
    pub nodes: u64,
    max_nodes: u64,
    start: Instant,
    deadline: Option<Instant>,
    stop: &'a AtomicBool,
    pub halted: Option<Limit>,
    /// Whether some line reached `max_ply`: a disproof of the root may
    /// then rest on the cap rather than on the position.
    pub capped: bool,
    /// The deepest ply searched: `MAX_PLY` or more by the table's size
    /// (`limits::deepest_ply`), less in tests of the cap.
    pub max_ply: usize,
    /// The least budget of the line's exact look for shorter mates
    /// (`MateLimits::exact_line`).
    pub exact_line_min: u64,
    /// Whether a defender's node lists its drops on one square one at a
    /// time and counts them once (`expand_deferred`: the search proper);
    /// or lists and counts each (the short look, `short_look`; and the
    /// whole search where the caller wants short lines shown shortest,
    /// the puzzle maker).
    pub drops_once: bool,
}

impl<'a> Search<'a> {
    pub fn new(
        pos: &Position,
        table: Table,
        max_nodes: u64,
        deadline: Option<Instant>,
        stop: &'a AtomicBool,
    ) -> Search<'a> {
        Search {
            pos: pos.clone(),
            attacker: pos.side_to_move(),
            table,
            path: Path::default(),
            nodes: 0,
            max_nodes,
            start: Instant::now(),
            deadline,
            stop,
            halted: None,
            capped: false,
            max_ply: MAX_PLY,
            exact_line_min: 0,
            drops_once: true,
        }
    }

    /// Lets the search go on for `extra` more nodes, past any limit but
    /// the stop flag: what a proof needs to show its line.
    pub fn allow_more_nodes(&mut self, extra: u64) {
        self.max_nodes = self.nodes.saturating_add(extra);
        self.deadline = None;
        self.halted = None;
    }

    /// Tries to prove the position on the board within `budget` nodes,
    /// without touching the limits of the whole search.
    pub fn try_prove(&mut self, budget: u64, ply: usize) -> bool {
        if let Some(n) = self.lookup()
            && (n.pn == 0 || n.dn == 0)
        {
            return n.pn == 0;
        }
        let (max_nodes, halted) = (self.max_nodes, self.halted);
        self.max_nodes = max_nodes.min(self.nodes.saturating_add(budget));
        let proven = self.mid(INFINITE, INFINITE, ply).n.pn == 0;
        self.halted = halted;
        self.max_nodes = max_nodes;
        proven
    }

    /// Searches the root for mates within `max_ply` plies only, within
    /// `budget` nodes, counting every evasion as the first proof number
    /// (the short mates first): the short look before the search proper. The
    /// limits of the whole search still hold (a stop, the time or the
    /// node limit reached here ends the search); the budget's own does not.
    pub fn short_look(&mut self, budget: u64, max_ply: usize) {
        let (max_nodes, deepest) = (self.max_nodes, self.max_ply);
        self.max_nodes = max_nodes.min(self.nodes.saturating_add(budget));
        self.max_ply = max_ply.min(deepest);
        let drops_once = std::mem::replace(&mut self.drops_once, false);
        self.mid(INFINITE, INFINITE, 0);
        self.drops_once = drops_once;
        if self.halted == Some(Limit::Nodes) && self.nodes < max_nodes {
            self.halted = None;
        }
        self.max_nodes = max_nodes;
        self.max_ply = deepest;
        // What the cap disproved was never stored (it rests on the path).
        self.capped = false;
    }

    /// Whether the caller has raised the stop flag (read at once, not at
    /// the next poll).
    #[inline]
    pub fn stop_requested(&self) -> bool {
        self.stop.load(Ordering::Relaxed)
    }

    pub fn start(&self) -> Instant {
        self.start
    }

    #[inline]
    fn hands(&self) -> (Hand, Hand) {
        (
            self.pos.hand(self.attacker),
            self.pos.hand(self.attacker.opponent()),
        )
    }

    #[inline]
    pub fn lookup(&self) -> Option<Numbers> {
        let (a, d) = self.hands();
        self.table.lookup(self.pos.board_key(), a, d)
    }

    /// `lookup` with the hand the result rests on and a proof's length
    /// (`Table::lookup_bound`).
    #[inline]
    fn lookup_bound(&self) -> Option<Found> {
        let (a, d) = self.hands();
        self.table.lookup_bound(self.pos.board_key(), a, d)
    }

    /// The work the table's proof of the position on the board took (0:
    /// no proof there).
    pub fn proof_work(&self) -> u32 {
        let (a, d) = self.hands();
        self.table.proof_work(self.pos.board_key(), a, d)
    }

    /// The plies to the mate of the table's shortest proof of the position
    /// on the board (`None`: no proof there).
    pub fn proof_len(&self) -> Option<u32> {
        let (a, d) = self.hands();
        self.table.proof_len(self.pos.board_key(), a, d)
    }

    #[inline]
    fn store(&mut self, n: Numbers, work: u64, len: u32) {
        let hands = self.hands();
        self.table.store(self.pos.board_key(), hands, n, work, len);
    }

    /// Stores a result for the position on the board: a proof for every
    /// attacker's hand holding `bound`, a disproof for every defender's
    /// hand holding `bound`; unresolved numbers for these hands alone. A
    /// proof is stored with its plies to the mate, `len`.
    #[inline]
    fn store_result(&mut self, n: Numbers, bound: Hand, work: u64, len: u32) {
        let (a, d) = self.hands();
        let entry = if n.pn == 0 {
            (bound, pieces::complement(d, a, bound))
        } else if n.dn == 0 {
            (pieces::complement(a, d, bound), bound)
        } else {
            (a, d)
        };
        self.table
            .store_bound(self.pos.board_key(), (a, d), entry, n, (work, len));
    }

    /// A bound learnt at a child (on the board now) in its parent's terms,
    /// the parent having held `parent`.
    #[inline]
    fn bound_to_parent(&self, n: Numbers, bound: Hand, parent: (Hand, Hand)) -> Hand {
        let (a, d) = self.hands();
        if n.pn == 0 {
            pieces::through_move(bound, a, parent.0)
        } else if n.dn == 0 {
            pieces::through_move(bound, d, parent.1)
        } else {
            bound
        }
    }

    /// The attacker's checks, or all the defender's legal moves (which,
    /// in check, are exactly its evasions).
    #[inline]
    pub fn moves(&self) -> MoveList {
        if self.pos.side_to_move() == self.attacker {
            self.pos.checking_moves()
        } else {
            self.pos.legal_moves()
        }
    }

    fn poll(&mut self) {
        if self.nodes >= self.max_nodes {
            self.halted = Some(Limit::Nodes);
        } else if self.stop.load(Ordering::Relaxed) {
            self.halted = Some(Limit::Stopped);
        } else if self.deadline.is_some_and(|d| Instant::now() >= d) {
            self.halted = Some(Limit::Time);
        }
    }

    /// First numbers of a child not yet in the table, with the child's
    /// position on the board. After a check, the number of evasions (none
    /// is mate, since the check was legal and so no pawn-drop mate); after
    /// an evasion, one.
    /// With the numbers, the hand a proof needs (`pieces`) and its length.
    #[inline]
    fn estimate(&mut self) -> Found {
        let held = self.pos.hand(self.attacker);
        let open = |n| Found {
            n,
            bound: held,
            len: 0,
        };
        if self.pos.side_to_move() == self.attacker {
            return open(Numbers { pn: 1, dn: 1 });
        }
        let mut evasions = MoveList::new();
        self.pos.legal_moves_into(&mut evasions);
        if evasions.is_empty() {
            let bound = pieces::proof_at_defence(&self.pos, self.attacker, Hand::EMPTY);
            self.store_result(Numbers::PROVEN, bound, 1, 0);
            return Found {
                n: Numbers::PROVEN,
                bound,
                len: 0,
            };
        }
        let few = evasions.len() as u64 <= LOOK_EVASIONS;
        if few && self.every_evasion_mated_at_once(&evasions) {
            // The mates in one were not searched as nodes: no proof
            // pieces, the hand as it is.
            self.store(Numbers::PROVEN, 1, 2);
            return Found {
                n: Numbers::PROVEN,
                bound: held,
                len: 2,
            };
        }
        // Drops on one square count once, as the search lists them; the
        // short look counts each, which favours the checks that leave
        // the defender least, the short mates.
        let count = if self.drops_once {
            let mut drop_squares = Bitboard::EMPTY;
            let mut others = 0u32;
            for &mv in &evasions {
                match mv {
                    Move::Drop { to, .. } => drop_squares.set(to),
                    Move::Board { .. } => others += 1,
                }
            }
            others + drop_squares.count()
        } else {
            evasions.len() as u32
        };
        let n = Numbers {
            pn: count.min(INFINITE - 1),
            dn: 1,
        };
        if few {
            // Kept so that the look is not made again each time the parent
            // is searched: df-pn comes back to a node many times.
            self.store(n, 1, 0);
        }
        open(n)
    }

    /// Whether the attacker mates in one after each of the defender's
    /// evasions (the defender to move, in check): a mate in three from the
    /// check's parent, found while the parent expands instead of by
    /// searching each evasion as a node. Positions looked at are not
    /// counted as nodes, as in the C++ solvers this is measured against.
    fn every_evasion_mated_at_once(&mut self, evasions: &[Move]) -> bool {
        for &mv in evasions {
            let undo = self.pos.do_move(mv);
            // A position in the table was either proven, or searched, and a
            // search finds a mate in one as it expands the node.
            let mated = match self.lookup() {
                Some(n) => n.pn == 0,
                None => {
                    let checks = self.pos.checking_moves();
                    mating_check(&mut self.pos, &checks).is_some()
                }
            };
            self.pos.undo_move(mv, undo);
            if !mated {
                return false;
            }
        }
        true
    }

    /// Searches the position on the board until its proof number reaches
    /// `pn_limit` or its disproof number `dn_limit`, or a limit stops it.
    ///
    /// The nodes under search are frames on a stack of its own, not calls:
    /// a line thousands of plies deep (the classic tsume) costs heap, not
    /// the thread's stack.
    pub fn mid(&mut self, pn_limit: u32, dn_limit: u32, ply: usize) -> Outcome {
        let mut stack: Vec<Frame> = Vec::new();
        let mut returned: Option<Outcome> = match self.enter(pn_limit, dn_limit, ply) {
            Entered::Settled(outcome) => return outcome,
            Entered::Frame(frame) => {
                stack.push(frame);
                None
            }
        };
        loop {
            let Some(top) = stack.last_mut() else {
                // Never: the root's frame returns from the loop below.
                return Outcome {
                    n: Numbers { pn: 1, dn: 1 },
                    path_bound: false,
                    bound: Hand::EMPTY,
                    len: 0,
                };
            };
            if let Some(r) = returned.take()
                && let Some((best, mv, undo)) = top.searching.take()
            {
                top.children[best].bound = self.bound_to_parent(r.n, r.bound, top.hands);
                self.pos.undo_move(mv, undo);
                top.children[best].n = r.n;
                top.children[best].path_bound = r.path_bound;
                top.children[best].len = r.len;
                if r.n.pn == 0 && !top.deferred.is_empty() {
                    self.expand_deferred(top);
                }
            }
            let n = aggregate(top.or_node, &top.children);
            if n.pn >= top.pn_limit || n.dn >= top.dn_limit || self.halted.is_some() {
                let Some(frame) = stack.pop() else {
                    continue;
                };
                self.path.pop();
                let outcome = self.leave(&frame);
                if stack.is_empty() {
                    return outcome;
                }
                returned = Some(outcome);
                continue;
            }
            let (best, second) = select(top.or_node, &top.children);
            let c = top.children[best];
            let (child_pn, child_dn) = if top.or_node {
                (
                    top.pn_limit.min(one_plus_epsilon(second)),
                    top.dn_limit.saturating_sub(n.dn - c.n.dn.min(n.dn)),
                )
            } else {
                (
                    top.pn_limit.saturating_sub(n.pn - c.n.pn.min(n.pn)),
                    top.dn_limit.min(one_plus_epsilon(second)),
                )
            };
            let child_ply = top.ply + 1;
            let undo = self.pos.do_move(c.mv);
            top.searching = Some((best, c.mv, undo));
            match self.enter(child_pn.max(1), child_dn.max(1), child_ply) {
                Entered::Settled(outcome) => returned = Some(outcome),
                Entered::Frame(frame) => stack.push(frame),
            }
        }
    }

    /// A node reached: settled at once (no moves, the ply cap, a child
    /// that decides it), or its children listed for the search to go on.
    fn enter(&mut self, pn_limit: u32, dn_limit: u32, ply: usize) -> Entered {
        self.nodes += 1;
        if self.nodes.is_multiple_of(POLL) || self.nodes >= self.max_nodes {
            self.poll();
        }
        let work_before = self.nodes;
        let or_node = self.pos.side_to_move() == self.attacker;
        let moves = self.moves();
        let held = self.hands();
        if moves.is_empty() {
            let (n, bound) = if or_node {
                let bound = pieces::disproof_at_attack(&self.pos, self.attacker, Hand::EMPTY);
                (Numbers::DISPROVEN, bound)
            } else {
                let bound = pieces::proof_at_defence(&self.pos, self.attacker, Hand::EMPTY);
                (Numbers::PROVEN, bound)
            };
            self.store_result(n, bound, 1, 0);
            return Entered::Settled(Outcome {
                n,
                path_bound: false,
                bound,
                len: 0,
            });
        }
        if ply >= self.max_ply {
            self.capped = true;
            return Entered::Settled(Outcome {
                n: Numbers::DISPROVEN,
                path_bound: true,
                bound: held.1,
                len: 0,
            });
        }

        let board_key = self.pos.board_key();
        for &mv in &moves {
            self.table
                .prefetch(board_key ^ self.pos.board_key_change(mv));
        }
        let mut children: Vec<Child> = Vec::with_capacity(moves.len());
        let mut deferred = Vec::new();
        let mut drop_squares = Bitboard::EMPTY;
        for &mv in &moves {
            if !or_node
                && self.drops_once
                && let Move::Drop { to, .. } = mv
            {
                // Interpositions on one square: one at a time (below).
                if drop_squares.has(to) {
                    deferred.push(mv);
                    continue;
                }
                drop_squares.set(to);
            }
            let child = self.child(mv, held);
            let settled = if or_node {
                child.n.pn == 0
            } else {
                child.n.dn == 0 && !child.path_bound
            };
            if settled {
                let (n, len) = if or_node {
                    (Numbers::PROVEN, child.len + 1)
                } else {
                    (Numbers::DISPROVEN, 0)
                };
                self.store_result(n, child.bound, 1, len);
                return Entered::Settled(Outcome {
                    n,
                    path_bound: false,
                    bound: child.bound,
                    len,
                });
            }
            children.push(child);
        }
        self.path.push(self.pos.key());
        let mut frame = Frame {
            pn_limit,
            dn_limit,
            ply,
            or_node,
            children,
            work_before,
            searching: None,
            hands: held,
            deferred,
        };
        self.expand_deferred(&mut frame);
        Entered::Frame(frame)
    }

    /// One child of the position on the board, the move made and taken
    /// back: its numbers from the table or a first estimate.
    fn child(&mut self, mv: Move, held: (Hand, Hand)) -> Child {
        let undo = self.pos.do_move(mv);
        let child = if self.path.contains(&self.pos.key()) {
            // A repetition inside a series of checks is perpetual check
            // at best: never a mate.
            Child {
                mv,
                n: Numbers::DISPROVEN,
                path_bound: true,
                bound: held.1,
                len: 0,
            }
        } else {
            let found = match self.lookup_bound() {
                Some(known) => known,
                None => self.estimate(),
            };
            Child {
                mv,
                n: found.n,
                path_bound: false,
                bound: self.bound_to_parent(found.n, found.bound, held),
                len: found.len,
            }
        };
        self.pos.undo_move(mv, undo);
        child
    }

    /// Interpositions by drops wait behind the first on their square (遅延
    /// 展開): a check that can be blocked on a square by any of five kinds
    /// counts once, not five times, and once the first is proven the
    /// others mostly follow from the table (the attacker takes the piece
    /// whatever it is, and the proof seldom needs it: proof pieces). The
    /// next is listed when every one listed on its square is proven, so
    /// the node is proven only with all of them.
    fn expand_deferred(&mut self, frame: &mut Frame) {
        while !frame.deferred.is_empty() {
            let ready = frame.deferred.iter().position(|d| {
                frame
                    .children
                    .iter()
                    .filter(|c| c.mv.is_drop() && c.mv.to() == d.to())
                    .all(|c| c.n.pn == 0)
            });
            let Some(i) = ready else {
                return;
            };
            let mv = frame.deferred.remove(i);
            let child = self.child(mv, frame.hands);
            frame.children.push(child);
        }
    }

    /// A node's search is over (its thresholds passed, or a limit): its
    /// numbers, stored unless they rest on the path.
    fn leave(&mut self, frame: &Frame) -> Outcome {
        let children = &frame.children;
        let n = aggregate(frame.or_node, children);
        let path_bound = n.dn == 0
            && if frame.or_node {
                children.iter().any(|c| c.path_bound)
            } else {
                children
                    .iter()
                    .filter(|c| c.n.dn == 0)
                    .all(|c| c.path_bound)
            };
        let bound = self.bound_of(frame, n);
        let len = if n.pn != 0 {
            0
        } else if frame.or_node {
            1 + children
                .iter()
                .filter(|c| c.n.pn == 0)
                .map(|c| c.len)
                .min()
                .unwrap_or(0)
        } else {
            1 + children.iter().map(|c| c.len).max().unwrap_or(0)
        };
        // A disproof that rests on the path would be wrong reached by
        // another path: it is not stored (the GHI problem).
        if !path_bound {
            self.store_result(n, bound, self.nodes - frame.work_before + 1, len);
        }
        Outcome {
            n,
            path_bound,
            bound,
            len,
        }
    }

    /// The hand a node's proof or disproof needs, from its children's: one
    /// child's where one child decides (a check that mates, an evasion
    /// that escapes), all of them together where all must hold.
    fn bound_of(&self, frame: &Frame, n: Numbers) -> Hand {
        let all = || {
            frame
                .children
                .iter()
                .fold(Hand::EMPTY, |acc, c| pieces::union(acc, c.bound))
        };
        let (held_a, held_d) = frame.hands;
        match (n.pn == 0, n.dn == 0, frame.or_node) {
            // The shortest proven check: the one its length is stored for.
            (true, _, true) => frame
                .children
                .iter()
                .filter(|c| c.n.pn == 0)
                .min_by_key(|c| c.len)
                .map_or(held_a, |c| c.bound),
            (true, _, false) => pieces::proof_at_defence(&self.pos, self.attacker, all()),
            (_, true, false) => frame
                .children
                .iter()
                .find(|c| c.n.dn == 0 && !c.path_bound)
                .map_or(held_d, |c| c.bound),
            (_, true, true) => pieces::disproof_at_attack(&self.pos, self.attacker, all()),
            _ => held_a,
        }
    }
}

/// A node under search: what `mid` kept in a call's locals before.
struct Frame {
    pn_limit: u32,
    dn_limit: u32,
    ply: usize,
    or_node: bool,
    children: Vec<Child>,
    /// The node count when it was entered: its work, for the table.
    work_before: u64,
    /// The child searched below it now, and how to take its move back.
    searching: Option<(usize, Move, Undo)>,
    /// The attacker's and the defender's hands here.
    hands: (Hand, Hand),
    /// Interpositions by drops not yet listed (`expand_deferred`).
    deferred: Vec<Move>,
}

enum Entered {
    Settled(Outcome),
    Frame(Frame),
}

/// The threshold given to the best child: a little above the second best,
/// so that the search does not flip between two close children.
#[inline]
fn one_plus_epsilon(second: u32) -> u32 {
    second.saturating_add(second / 4 + 1).min(INFINITE)
}

#[inline]
fn aggregate(or_node: bool, children: &[Child]) -> Numbers {
    let mut least = INFINITE;
    let mut sum: u32 = 0;
    for c in children {
        let (minimised, summed) = if or_node {
            (c.n.pn, c.n.dn)
        } else {
            (c.n.dn, c.n.pn)
        };
        least = least.min(minimised);
        sum = sum.saturating_add(summed);
    }
    // A sum only reaches infinity when one of its terms is infinite.
    let sum = if children.iter().any(|c| {
        if or_node {
            c.n.dn >= INFINITE
        } else {
            c.n.pn >= INFINITE
        }
    }) {
        INFINITE
    } else {
        sum.min(INFINITE - 1)
    };
    if or_node {
        Numbers { pn: least, dn: sum }
    } else {
        Numbers { pn: sum, dn: least }
    }
}

/// The child to search next (least pn at an OR node, least dn at an AND
/// node) and the second least value.
#[inline]
fn select(or_node: bool, children: &[Child]) -> (usize, u32) {
    let value = |c: &Child| if or_node { c.n.pn } else { c.n.dn };
    let mut best = 0;
    let mut best_v = INFINITE;
    let mut second = INFINITE;
    for (i, c) in children.iter().enumerate() {
        let v = value(c);
        if v < best_v {
            second = best_v;
            best_v = v;
            best = i;
        } else if v < second {
            second = v;
        }
    }
    (best, second)
}

#[cfg(test)]
mod tests {
    use super::*;
    use shogi_core::Position;

    static NEVER: AtomicBool = AtomicBool::new(false);

    #[test]
    fn a_result_that_rests_on_a_repetition_is_kept_out_of_the_table() {
        // Gold in hand, the pawn on 5c guards 5b: G*5b mates at once.
        let root = Position::from_sfen("4k4/9/4P4/9/9/9/9/9/4K4 b G 1").unwrap();
        let mut mated = root.clone();
        mated.do_move(Move::from_usi("G*5b").unwrap());
        // The mated position on the current line, as if a cycle of checks
        // had led there: on this line G*5b repeats it, which can never be
        // a mate (perpetual check loses), so the root is not proven here.
        let mut s = Search::new(&root, Table::new(1), 100_000, None, &NEVER);
        // A mate in one is stored as one.
        let mut fresh = Search::new(&root, Table::new(1), 100_000, None, &NEVER);
        assert_eq!(fresh.mid(INFINITE, INFINITE, 0).len, 1);
        assert_eq!(fresh.proof_len(), Some(1));
        s.path.push(mated.key());
        let r = s.mid(INFINITE, INFINITE, 1);
        assert_ne!(r.n.pn, 0, "a mate through a repetition");
        // Reached another way, the root mates: the table must not say no.
        assert!(s.lookup().is_none_or(|n| n.dn != 0), "{:?}", s.lookup());
        s.path.clear();
        assert_eq!(s.mid(INFINITE, INFINITE, 0).n.pn, 0);
    }

    #[test]
    fn a_mate_in_three_through_a_forced_reply_is_seen_as_the_root_expands() {
        // N*2c leaves the king on 1a only 2a (the silver on 1c guards 1b
        // and 2b), and after that a mate in one follows; no mate in one
        // at the root. The look after the check proves it without
        // searching the reply as a node: the root is its only node.
        let root = Position::from_sfen("5+P2k/9/8S/9/9/9/9/4K4/9 b N 1").unwrap();
        let mut s = Search::new(&root, Table::new(1), 100_000, None, &NEVER);
        let r = s.mid(INFINITE, INFINITE, 0);
        assert_eq!(r.n.pn, 0, "{:?}", r.n);
        assert_eq!(s.nodes, 1);
        // Stored as a mate in three: the check, the forced reply, the mate.
        assert_eq!(r.len, 3);
        assert_eq!(s.proof_len(), Some(3));
        let mut after = root.clone();
        after.do_move(Move::from_usi("N*2c").unwrap());
        assert_eq!(after.legal_move_count(), 1);
        assert_eq!(
            s.table.lookup(
                after.board_key(),
                after.hand(Color::Black),
                after.hand(Color::White)
            ),
            Some(Numbers::PROVEN)
        );
    }

    #[test]
    fn interpositions_on_one_square_are_listed_one_at_a_time() {
        // The rook on 5i checks the king on 5a down the open file; the
        // defender holds a gold, a silver and a pawn (the golds on 4c and
        // 6c only take two of the king's squares away).
        let pos = Position::from_sfen("4k4/9/3G1G3/9/9/9/9/9/4R4 w gsp 1").unwrap();
        let mut s = Search::new(&pos, Table::new(1), u64::MAX, None, &NEVER);
        s.attacker = Color::Black;
        let Entered::Frame(mut frame) = s.enter(INFINITE, INFINITE, 1) else {
            panic!("the defender has moves");
        };
        let drops = |f: &Frame, sq: &str| {
            f.children
                .iter()
                .filter(|c| c.mv.is_drop() && c.mv.to().usi() == sq)
                .count()
        };
        // Seven squares between, each taking all three kinds: one drop
        // listed on each, the other two waiting.
        for rank in ["b", "c", "d", "e", "f", "g", "h"] {
            assert_eq!(drops(&frame, &format!("5{rank}")), 1, "5{rank}");
        }
        assert_eq!(frame.deferred.len(), 7 * 2);
        // The one on 5e proven: the next kind there is listed, and only it.
        let i = frame
            .children
            .iter()
            .position(|c| c.mv.is_drop() && c.mv.to().usi() == "5e")
            .unwrap();
        frame.children[i].n = Numbers::PROVEN;
        s.expand_deferred(&mut frame);
        assert_eq!(drops(&frame, "5e"), 2);
        assert_eq!(drops(&frame, "5d"), 1);
        assert_eq!(frame.deferred.len(), 7 * 2 - 1);
        // The node is not proven while a kind waits: its numbers count
        // the listed children only, and one of them is open.
        assert_ne!(aggregate(false, &frame.children).pn, 0);
    }

    #[test]
    fn a_proof_is_stored_with_the_pieces_it_needs() {
        // G*5b mates (the pawn on 5c guards it); the attacker also holds
        // three pawns it does not need.
        let root = Position::from_sfen("4k4/9/4P4/9/9/9/9/9/4K4 b G3P 1").unwrap();
        let mut s = Search::new(&root, Table::new(1), 100_000, None, &NEVER);
        assert_eq!(s.mid(INFINITE, INFINITE, 0).n.pn, 0);
        // The same board with the gold alone is proven too; with the
        // pawns alone it is not.
        let key = root.board_key();
        let gold = Position::from_sfen("4k4/9/4P4/9/9/9/9/9/4K4 b G 1").unwrap();
        let pawns = Position::from_sfen("4k4/9/4P4/9/9/9/9/9/4K4 b 3P 1").unwrap();
        let proven = |p: &Position| {
            s.table
                .lookup(key, p.hand(Color::Black), p.hand(Color::White))
                .is_some_and(|n| n.pn == 0)
        };
        assert!(proven(&gold));
        assert!(!proven(&pawns));
    }

    #[test]
    fn checks_that_only_go_round_in_a_cycle_are_no_mate() {
        // A rook against a bare king in the open: it can check for ever,
        // and every line of checks comes back to a position already met.
        let root = Position::from_sfen("4k4/9/9/9/9/9/9/9/4K4 b R 1").unwrap();
        let mut s = Search::new(&root, Table::new(4), u64::MAX, None, &NEVER);
        let r = s.mid(INFINITE, INFINITE, 0);
        assert_eq!(r.n.dn, 0, "{:?}", r.n);
        assert!(!s.capped, "decided by the position, not by the ply cap");
    }
}
