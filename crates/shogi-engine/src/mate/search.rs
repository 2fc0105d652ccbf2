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
use super::shortest::mating_check;
use super::table::{Numbers, Table};
use shogi_core::{Color, Hand, Move, MoveList, Position, Undo};
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
}

/// What a search of one node gives back to its parent.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Outcome {
    pub n: Numbers,
    pub path_bound: bool,
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

    /// The work the table's proof of the position on the board took (0:
    /// no proof there).
    pub fn proof_work(&self) -> u32 {
        let (a, d) = self.hands();
        self.table.proof_work(self.pos.board_key(), a, d)
    }

    #[inline]
    fn store(&mut self, n: Numbers, work: u64) {
        let (a, d) = self.hands();
        self.table.store(self.pos.board_key(), a, d, n, work);
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
    #[inline]
    fn estimate(&mut self) -> Numbers {
        if self.pos.side_to_move() == self.attacker {
            return Numbers { pn: 1, dn: 1 };
        }
        let mut evasions = MoveList::new();
        self.pos.legal_moves_into(&mut evasions);
        let evasions_len = evasions.len() as u64;
        if evasions.is_empty()
            || (evasions_len <= LOOK_EVASIONS && self.every_evasion_mated_at_once(&evasions))
        {
            self.store(Numbers::PROVEN, 1);
            return Numbers::PROVEN;
        }
        let n = Numbers {
            pn: evasions_len.min(u64::from(INFINITE - 1)) as u32,
            dn: 1,
        };
        if evasions_len <= LOOK_EVASIONS {
            // Kept so that the look is not made again each time the parent
            // is searched: df-pn comes back to a node many times.
            self.store(n, 1);
        }
        n
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
                };
            };
            if let Some(r) = returned.take()
                && let Some((best, mv, undo)) = top.searching.take()
            {
                self.pos.undo_move(mv, undo);
                top.children[best].n = r.n;
                top.children[best].path_bound = r.path_bound;
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
        if moves.is_empty() {
            let n = if or_node {
                Numbers::DISPROVEN
            } else {
                Numbers::PROVEN
            };
            self.store(n, 1);
            return Entered::Settled(Outcome {
                n,
                path_bound: false,
            });
        }
        if ply >= self.max_ply {
            self.capped = true;
            return Entered::Settled(Outcome {
                n: Numbers::DISPROVEN,
                path_bound: true,
            });
        }

        let board_key = self.pos.board_key();
        for &mv in &moves {
            self.table
                .prefetch(board_key ^ self.pos.board_key_change(mv));
        }
        let mut children: Vec<Child> = Vec::with_capacity(moves.len());
        for &mv in &moves {
            let undo = self.pos.do_move(mv);
            let repeated = self.path.contains(&self.pos.key());
            let child = if repeated {
                // A repetition inside a series of checks is perpetual check
                // at best: never a mate.
                Child {
                    mv,
                    n: Numbers::DISPROVEN,
                    path_bound: true,
                }
            } else {
                let n = match self.lookup() {
                    Some(n) => n,
                    None => self.estimate(),
                };
                Child {
                    mv,
                    n,
                    path_bound: false,
                }
            };
            self.pos.undo_move(mv, undo);
            let settled = if or_node {
                child.n.pn == 0
            } else {
                child.n.dn == 0 && !child.path_bound
            };
            if settled {
                let n = if or_node {
                    Numbers::PROVEN
                } else {
                    Numbers::DISPROVEN
                };
                self.store(n, 1);
                return Entered::Settled(Outcome {
                    n,
                    path_bound: false,
                });
            }
            children.push(child);
        }
        self.path.push(self.pos.key());
        Entered::Frame(Frame {
            pn_limit,
            dn_limit,
            ply,
            or_node,
            children,
            work_before,
            searching: None,
        })
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
        // A disproof that rests on the path would be wrong reached by
        // another path: it is not stored (the GHI problem).
        if !path_bound {
            self.store(n, self.nodes - frame.work_before + 1);
        }
        Outcome { n, path_bound }
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
