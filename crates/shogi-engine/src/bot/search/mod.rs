//! The alpha-beta search below the root: principal variation search with a
//! transposition table, null-move pruning, razoring, late-move reductions
//! (shaded by the move's history and by whether the side to move is
//! improving), internal iterative reductions, check extensions, and a
//! quiescence search over captures and promotions. The last three
//! selective steps (improving, history-shaded reductions, reductions
//! without a table move, with quiet moves that lose material pruned)
//! came together: +87 ± 50 Elo over 200 games at 30,000 nodes a move
//! (bench/results/2026-11-27-search.md). The next four (table scores in
//! quiescence and in place of the static score, a deeper null move far
//! above beta and shallow pruning to depth 6, and no extension for a
//! check that loses its piece) won 114-86 at 20,000 nodes (same file).
//! Singular extensions came next (see `Searcher::singular`), gated at
//! 40,000 nodes (bench/results/2026-11-29-search-gates.md, which also
//! lists the changes that showed no gain and were dropped).
//!
//! Every move searched comes from the rules core's legal generator (less
//! the non-promotions no line needs, see `candidates`); table moves and
//! killers only reorder that list, so an unsound hint can cost time but
//! never produce an illegal move.

use super::candidates::{candidate_moves_into, is_candidate};
use super::control::SearchControl;
use super::evaluator::{EvalChoice, Evaluator};
use super::history::{GameHistory, Repetition, RepetitionStack};
use super::impasse::declaration;
use super::mate_check::NodeProbe;
use super::ordering::{
    Heuristics, MoveKey, OrderItems, OrderedMoves, is_tactical, move_key, tactical_moves_into,
};
use super::params::{Param, SearchParams};
use super::score::{INFINITE, MATE_BOUND, MAX_PLY, from_table, mate_in, mated_in, to_table};
use super::see::see;
use super::tt::{Bound, Entry, TranspositionTable};
use shogi_core::game::impasse::Declaration;
use shogi_core::game::{MoveLimit, RuleSet, try_square};
use shogi_core::{Move, MoveList, PieceKind, Position};

/// Nodes between two looks at the clock and the stop flag.
const POLL_INTERVAL: u64 = 1024;
/// Evasion plies quiescence may follow before it trusts the evaluation.
const MAX_QUIESCENCE_EVASIONS: u32 = 4;

/// Late-move reduction in plies, by depth and move number: ln(depth) ×
/// ln(moves) / 2.17 with the default divisor (`Param::LmrDivisor`, in
/// hundredths).
fn reduction(depth: i32, moves_tried: usize, divisor: i32) -> i32 {
    if depth < 3 || moves_tried < 3 {
        return 0;
    }
    let d = f64::from(depth).ln();
    let m = (moves_tried as f64).ln();
    // Divided as a whole: 217 / 100 is exactly 2.17, as the tuner meant.
    (0.5 + d * m / (f64::from(divisor.max(1)) / 100.0)) as i32
}

/// How many quiet moves a shallow node tries before it gives up on the
/// rest (4 + 2.8 × depth² by default): a third fewer when the side to move
/// is doing no better than two plies before, where a quiet move is less
/// likely to turn things round.
fn late_move_limit(depth: i32, improving: bool, params: &SearchParams) -> usize {
    let n = (params[Param::LateMovesBase] + depth * depth * params[Param::LateMovesPerDepth2] / 10)
        .max(0) as usize;
    if improving { n } else { n * 2 / 3 }
}

pub(crate) struct Searcher<'a> {
    pub(crate) pos: Position,
    pub(crate) tt: &'a TranspositionTable,
    pub(crate) heur: &'a mut Heuristics,
    pub(crate) control: &'a SearchControl,
    pub(crate) rule: RuleSet,
    move_limit: MoveLimit,
    /// Moves played in the game before the root, as the history counts them.
    root_played: usize,
    /// Whether the move limit may fall inside this search; only then do
    /// scores depend on the ply, and the table keys include it.
    limit_in_reach: bool,
    pub(crate) node_limit: Option<u64>,
    pub(crate) nodes: u64,
    pub(crate) seldepth: usize,
    pub(crate) aborted: bool,
    pub(crate) root_depth: i32,
    /// Mate solves at selected nodes (none unless the level asks).
    pub(crate) probe: NodeProbe,
    /// See `BotConfig::razoring`; off unless the caller turns it on.
    pub(crate) razoring: bool,
    /// Whether quiescence answers from the table and the table's score
    /// stands in for the static one in the pruning; on unless the level
    /// says otherwise (`LevelParams::table_shortcuts`).
    pub(crate) table_shortcuts: bool,
    /// The margins and divisors below (see `params`).
    pub(crate) params: SearchParams,
    rep: RepetitionStack,
    pv: Vec<Vec<Move>>,
    /// The evaluation, and what it keeps along the line.
    pub(crate) eval: Evaluator,
    /// Each ply's move lists, lent to the node searching there.
    lists: Vec<Option<Box<NodeLists>>>,
    eval_cache: EvalCache,
    /// The key of the move that led to each ply (`None` after a null
    /// move), for the reply history.
    keys: Vec<Option<MoveKey>>,
    /// Each ply's static evaluation (`NO_EVAL` in check), to tell
    /// whether the side to move is doing better than two plies before.
    evals: Vec<i32>,
    /// The move a singular search at each ply leaves out (see `singular`).
    excluded: Vec<Option<Move>>,
}

const NO_EVAL: i32 = i32::MIN;

/// The least depth at which a node asks whether its table move is singular.
const SINGULAR_DEPTH: i32 = 8;

/// What a singular search found (see `Searcher::singular`).
enum Singular {
    /// Search the table's move this many plies deeper (-1, 0 or 1).
    Extend(i32),
    /// Another move beats beta too: the node fails high with this score.
    Cut(i32),
}

/// Static evaluations by position key. The evaluation is a function of the
/// position alone, and quiescence meets the same positions again and again
/// (captures taken in another order), where the table, which keeps only
/// searched nodes, does not help; the hand-written terms and the net
/// together cost a third of the search's time.
struct EvalCache {
    /// Key and score; key 0 marks an empty slot (a position whose key is
    /// 0 is simply never cached).
    slots: Vec<(u64, i32)>,
}

impl EvalCache {
    /// 2^15 slots of 16 bytes: half a megabyte a searcher, cleared with it.
    const SLOTS: usize = 1 << 15;

    fn new() -> EvalCache {
        EvalCache {
            slots: vec![(0, 0); EvalCache::SLOTS],
        }
    }

    fn clear(&mut self) {
        self.slots.iter_mut().for_each(|s| *s = (0, 0));
    }

    #[inline]
    fn slot(key: u64) -> usize {
        (key as usize) & (EvalCache::SLOTS - 1)
    }

    #[inline]
    fn get(&self, key: u64) -> Option<i32> {
        match self.slots.get(EvalCache::slot(key)) {
            Some(&(k, v)) if k == key && key != 0 => Some(v),
            _ => None,
        }
    }

    #[inline]
    fn put(&mut self, key: u64, value: i32) {
        if let Some(s) = self.slots.get_mut(EvalCache::slot(key)) {
            *s = (key, value);
        }
    }
}

/// A node's move lists, kept between nodes of one ply: filled in place
/// rather than returned by value, since copying these arrays (10 KB) at
/// every node cost 13% of the search's time in `memmove`.
struct NodeLists {
    moves: MoveList,
    order: OrderItems,
}

impl<'a> Searcher<'a> {
    pub(crate) fn new(
        root: &Position,
        history: &GameHistory,
        tt: &'a TranspositionTable,
        heur: &'a mut Heuristics,
        control: &'a SearchControl,
        rule: RuleSet,
        move_limit: MoveLimit,
    ) -> Searcher<'a> {
        let rep = RepetitionStack::new(history, root);
        let root_played = rep.len() - 1;
        let limit_in_reach = match move_limit {
            MoveLimit::Plies(limit) => root_played + MAX_PLY >= limit as usize,
            MoveLimit::Off => false,
        };
        Searcher {
            pos: root.clone(),
            tt,
            heur,
            control,
            rule,
            move_limit,
            root_played,
            limit_in_reach,
            node_limit: None,
            razoring: false,
            table_shortcuts: true,
            params: SearchParams::default(),
            nodes: 0,
            seldepth: 0,
            aborted: false,
            root_depth: 1,
            probe: NodeProbe::new(0),
            rep,
            pv: (0..MAX_PLY + 2)
                .map(|_| Vec::with_capacity(MAX_PLY))
                .collect(),
            eval: Evaluator::hand(root),
            lists: (0..MAX_PLY + 2).map(|_| None).collect(),
            eval_cache: EvalCache::new(),
            keys: vec![None; MAX_PLY + 2],
            evals: vec![NO_EVAL; MAX_PLY + 2],
            excluded: vec![None; MAX_PLY + 2],
        }
    }

    /// Borrows the lists of `ply`'s node, made anew the first time (or
    /// when a node of the same ply still holds them, which the recursion
    /// never does); `give_back` returns them.
    fn take_lists(&mut self, ply: usize) -> Box<NodeLists> {
        self.lists
            .get_mut(ply)
            .and_then(Option::take)
            .unwrap_or_else(|| {
                Box::new(NodeLists {
                    moves: MoveList::new(),
                    order: OrderItems::new(),
                })
            })
    }

    fn give_back(&mut self, ply: usize, lists: Box<NodeLists>) {
        if let Some(slot) = self.lists.get_mut(ply) {
            *slot = Some(lists);
        }
    }

    /// The principal variation found below `ply` by the last search call.
    pub(crate) fn pv(&self, ply: usize) -> &[Move] {
        self.pv.get(ply).map_or(&[], |v| v.as_slice())
    }

    #[inline]
    fn poll(&mut self) {
        self.nodes += 1;
        if self.nodes.is_multiple_of(POLL_INTERVAL) {
            // Other threads read the count while this one searches.
            self.control.count_nodes(POLL_INTERVAL);
            if self.control.should_stop() || self.node_limit.is_some_and(|n| self.nodes >= n) {
                self.aborted = true;
            }
        }
    }

    /// Plays `mv`, a move at `ply`, in the search and records it for
    /// repetition checks and the reply history; returns whether it gives
    /// check.
    #[inline]
    pub(crate) fn make(&mut self, mv: Move, ply: usize) -> (shogi_core::Undo, bool) {
        self.set_key(ply + 1, move_key(&self.pos, mv));
        let undo = self.play(mv, ply + 1);
        let check = self.pos.in_check();
        self.rep.push(self.pos.key(), check);
        (undo, check)
    }

    #[inline]
    fn set_key(&mut self, ply: usize, key: Option<MoveKey>) {
        if let Some(k) = self.keys.get_mut(ply) {
            *k = key;
        }
    }

    #[inline]
    pub(crate) fn unmake(&mut self, mv: Move, undo: shogi_core::Undo) {
        self.rep.pop();
        self.take_back(mv, undo);
    }

    /// Plays `mv` on the board and in the evaluation only (quiescence
    /// keeps no repetition record), reaching `ply`. The table entry the
    /// node will probe first is asked for at once, so that its load
    /// overlaps the work before the probe.
    #[inline]
    fn play(&mut self, mv: Move, ply: usize) -> shogi_core::Undo {
        let undo = self.pos.do_move(mv);
        self.tt.prefetch(self.table_key(ply));
        self.eval.moved(&self.pos, mv, &undo);
        undo
    }

    #[inline]
    fn take_back(&mut self, mv: Move, undo: shogi_core::Undo) {
        self.eval.unmoved();
        self.pos.undo_move(mv, undo);
    }

    /// Searches with `choice` from here on (the root, before searching).
    pub(crate) fn use_eval(&mut self, choice: EvalChoice) {
        self.eval = Evaluator::new(choice, &self.pos);
        self.eval_cache.clear();
    }

    /// The static evaluation of the current position.
    #[inline]
    pub(crate) fn evaluate(&mut self) -> i32 {
        let key = self.pos.key();
        if let Some(v) = self.eval_cache.get(key) {
            return v;
        }
        let v = self.eval.evaluate(&self.pos);
        self.eval_cache.put(key, v);
        v
    }

    /// Under the try rule, a king stepping onto the enemy king's starting
    /// square wins on the spot.
    #[inline]
    pub(crate) fn wins_by_try(&self, mv: Move) -> bool {
        self.rule == RuleSet::Try
            && matches!(mv, Move::Board { from, to, .. }
                if to == try_square(self.pos.side_to_move())
                    && self.pos.piece_at(from).is_some_and(|p| p.kind == PieceKind::King))
    }

    /// Whether the game is over by the move limit at `ply`, where the side
    /// to move is `in_check` and `previous_check` tells whether the move
    /// before the last gave check (the controller's rule: a run of checks
    /// carries the game past the limit).
    #[inline]
    fn move_limit_reached(&self, ply: usize, in_check: bool, previous_check: bool) -> bool {
        self.limit_in_reach
            && self
                .move_limit
                .reached(self.root_played + ply, in_check, previous_check)
    }

    /// The score of a position the move limit ends: a draw, unless the side
    /// to move has no legal move, which the controller judges first.
    fn move_limit_score(&self, ply: usize) -> i32 {
        if self.pos.has_legal_move() {
            0
        } else {
            mated_in(ply)
        }
    }

    /// The table key: the position's, and near the move limit its ply too,
    /// since the same position scores differently on either side of it.
    #[inline]
    fn table_key(&self, ply: usize) -> u64 {
        let key = self.pos.key();
        if self.limit_in_reach {
            key ^ ((self.root_played + ply) as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15)
        } else {
            key
        }
    }

    pub(crate) fn update_pv(&mut self, ply: usize, mv: Move) {
        if ply + 1 >= self.pv.len() {
            return;
        }
        let (head, tail) = self.pv.split_at_mut(ply + 1);
        let line = &mut head[ply];
        line.clear();
        line.push(mv);
        line.extend_from_slice(&tail[0]);
    }

    /// Negamax alpha-beta with a principal-variation window.
    pub(crate) fn search(
        &mut self,
        mut alpha: i32,
        mut beta: i32,
        mut depth: i32,
        ply: usize,
        pv_node: bool,
        null_allowed: bool,
    ) -> i32 {
        if let Some(line) = self.pv.get_mut(ply) {
            line.clear();
        }
        // The game's end rules come before the horizon: a move into a
        // repetition or onto the move limit ends the game at any depth.
        match self.rep.verdict() {
            Some(Repetition::Draw) => return 0,
            Some(Repetition::SideToMoveWins) => return mate_in(ply),
            Some(Repetition::SideToMoveLoses) => return mated_in(ply),
            None => {}
        }
        let (in_check, previous_check) = self.rep.last_checks();
        if self.move_limit_reached(ply, in_check, previous_check) {
            return self.move_limit_score(ply);
        }
        if depth <= 0 {
            return self.quiescence(alpha, beta, ply, 0, previous_check);
        }
        self.poll();
        if self.aborted {
            return 0;
        }
        self.seldepth = self.seldepth.max(ply);
        // No line can be better than mating now or worse than being mated now.
        alpha = alpha.max(mated_in(ply));
        beta = beta.min(mate_in(ply + 1));
        if alpha >= beta {
            return alpha;
        }
        let mut best = -INFINITE;
        if !in_check {
            match declaration(&self.pos, self.rule) {
                Some(Declaration::Win) => return mate_in(ply),
                Some(_) => {
                    if 0 >= beta {
                        return 0;
                    }
                    best = 0;
                    alpha = alpha.max(0);
                }
                None => {}
            }
        }
        if ply >= MAX_PLY - 1 {
            return self.evaluate();
        }

        // A singular search of this node, which leaves the table's move
        // out: its table entry is the whole node's, so it neither answers
        // from it nor overwrites it, and it takes no shortcut that the
        // left-out move might have been the reason for.
        let excluded = self.excluded.get(ply).copied().flatten();
        let key = self.table_key(ply);
        let entry = self.tt.probe(key);
        let tt_move = entry.and_then(|e| e.mv);
        if let Some(e) = entry
            && !pv_node
            && excluded.is_none()
            && e.depth >= depth
        {
            let v = from_table(e.score, ply);
            if e.bound.settles(v, alpha, beta) {
                return v;
            }
        }

        if !in_check
            && excluded.is_none()
            && self.probe.selects(ply, depth, pv_node)
            && let Some(v) = self.solve_mate(key, ply)
        {
            return v;
        }

        let raw_eval = if in_check {
            -INFINITE
        } else {
            entry.map_or_else(|| self.evaluate(), |e| e.eval)
        };
        // A table score from an earlier search says more than the static
        // score wherever its bound points past it, so the pruning below
        // judges by it (the table keeps the raw score, for next time).
        let static_eval = match entry {
            Some(e) if !in_check && self.table_shortcuts => {
                let v = from_table(e.score, ply);
                let past = e.bound.settles(v, raw_eval, raw_eval);
                if past && v.abs() < MATE_BOUND {
                    v
                } else {
                    raw_eval
                }
            }
            _ => raw_eval,
        };
        if let Some(e) = self.evals.get_mut(ply) {
            *e = if in_check { NO_EVAL } else { static_eval };
        }
        // Doing better than at our last move: the pruning below trusts a
        // good static score a little more then, and gives a quiet move a
        // little more chance; doing worse, a little less.
        let improving = !in_check
            && ply >= 2
            && self
                .evals
                .get(ply - 2)
                .is_some_and(|&e| e != NO_EVAL && static_eval > e);

        // A bare king with nothing in hand may have no legal move without
        // being in check, which loses in shogi: the evaluation cannot see
        // that, so no shortcut below may answer for such a position.
        let us = self.pos.side_to_move();
        let bare_king = !self.pos.pieces(us).more_than_one() && self.pos.hand(us).total() == 0;
        if !pv_node && !in_check && !bare_king && excluded.is_none() && beta.abs() < MATE_BOUND {
            // The position is so good that even a shallow search would
            // fail high: trust the evaluation.
            let p = self.params;
            let margin =
                p[Param::RfpMargin] * depth - if improving { p[Param::RfpImproving] } else { 0 };
            if depth <= 6 && static_eval - margin >= beta {
                return static_eval;
            }
            // The mirror image: so bad that only a capture or a check
            // could save it, which quiescence sees. +58 ± 49 Elo over 200
            // games at 300 a ply (README, issue 23's last bars).
            if self.razoring && depth <= 2 && static_eval + p[Param::RazorMargin] * depth < alpha {
                let v = self.quiescence(alpha - 1, alpha, ply, 0, previous_check);
                if v < alpha {
                    return v;
                }
            }
            // Give the opponent a free move; if we still stay above beta,
            // a real move surely would too. The further above, the less
            // deep that needs looking (up to three plies less).
            if null_allowed && depth >= 3 && static_eval >= beta {
                let r =
                    3 + depth / 6 + ((static_eval - beta) / p[Param::NullEvalStep].max(1)).min(3);
                self.set_key(ply + 1, None);
                self.pos.set_side_to_move(us.opponent());
                let saved = self.rep.enter_null(self.pos.key());
                let v = -self.search(-beta, -beta + 1, depth - 1 - r, ply + 1, false, false);
                self.rep.leave_null(saved);
                self.pos.set_side_to_move(us);
                if self.aborted {
                    return 0;
                }
                if v >= beta {
                    return if v >= MATE_BOUND { beta } else { v };
                }
            }
        }

        // No move from the table: this node was never searched, or its
        // search found nothing better than alpha. Search it a ply less
        // deep; if it matters, the next iteration comes back with a move
        // to try first (internal iterative reduction).
        if depth >= 4 && tt_move.is_none() {
            depth -= 1;
        }
        let singular = match (entry, tt_move) {
            (Some(e), Some(mv)) if excluded.is_none() && ply > 0 && !in_check => {
                match self.singular(e, mv, depth, ply, beta) {
                    Singular::Cut(v) => return v,
                    Singular::Extend(n) => Some((mv, n)),
                }
            }
            _ => None,
        };
        if self.aborted {
            return 0;
        }
        let mut lists = self.take_lists(ply);
        let NodeLists { moves, order } = &mut *lists;
        // The table's move, when it is one the search weighs here, is
        // searched before the others are even generated: it often cuts
        // the node alone, and then listing and ordering the rest was
        // waste. The rest are ordered after it, by the history as its
        // search left it.
        let first = tt_move.filter(|&mv| Some(mv) != excluded && is_candidate(&self.pos, mv));
        if first.is_none() {
            candidate_moves_into(&self.pos, moves);
            if moves.is_empty() {
                // Mate, or no legal move at all: both lose in shogi.
                self.give_back(ply, lists);
                return mated_in(ply);
            }
        }
        let alpha_start = alpha;
        let mut best_move = None;
        let mut quiets_tried: arrayvec::ArrayVec<Move, 64> = arrayvec::ArrayVec::new();
        let killers = self.heur.killers(ply);
        let mut searched = 0usize;
        let prev = self.keys.get(ply).copied().flatten();
        let mut pending = first;
        // Lent once, to the ordered list made when the first move is done.
        let mut order_lent = Some(order);
        let mut ordered: Option<OrderedMoves> = None;
        loop {
            let mv = match pending.take() {
                Some(mv) => mv,
                None => {
                    let rest = match (&mut ordered, order_lent.take()) {
                        (Some(rest), _) => rest,
                        (None, Some(order)) => {
                            if first.is_some() {
                                candidate_moves_into(&self.pos, moves);
                            }
                            ordered.insert(OrderedMoves::for_search(
                                &self.pos, moves, tt_move, self.heur, ply, prev, order,
                            ))
                        }
                        (None, None) => break,
                    };
                    match rest.next() {
                        Some(mv) if Some(mv) == first => continue,
                        Some(mv) => mv,
                        None => break,
                    }
                }
            };
            if Some(mv) == excluded {
                continue;
            }
            if self.wins_by_try(mv) {
                let v = mate_in(ply + 1);
                best = v;
                best_move = Some(mv);
                self.update_pv(ply, mv);
                break;
            }
            let tactical = is_tactical(&self.pos, mv);
            let killer = killers.contains(&Some(mv));
            let prunable = !pv_node && !in_check && !tactical && best > -MATE_BOUND && searched > 0;
            // Quiet moves past the limit, quiet moves that cannot lift a
            // bad position to alpha, and quiet moves that lose material
            // outright (a piece put or dropped where it is taken for less).
            let p = self.params;
            let futile = prunable
                && (searched >= late_move_limit(depth, improving, &p) && depth <= 4
                    || depth <= 3
                        && static_eval + p[Param::FutilityBase] + p[Param::FutilityPerPly] * depth
                            <= alpha
                    || depth <= 4 && see(&self.pos, mv) < -p[Param::SeeQuietPerPly] * depth);
            let history = if tactical {
                0
            } else {
                self.heur.history(&self.pos, mv) + 2 * self.heur.reply(prev, &self.pos, mv)
            };
            // A check that gives the piece away is searched no deeper than
            // a quiet move: drops make checks so many in shogi that
            // extending every one spends the time on hopeless lines.
            let losing_check = !tactical && self.pos.gives_check(mv) && see(&self.pos, mv) < 0;
            let (undo, gives_check) = self.make(mv, ply);
            if futile && !gives_check {
                self.unmake(mv, undo);
                continue;
            }
            let check_extension =
                i32::from(gives_check && !losing_check && (ply as i32) < 2 * self.root_depth);
            // A singular table move goes a ply deeper (or checks on as a
            // check would); one the table's score alone carries, a ply less.
            let extension = match singular {
                Some((tt, n)) if tt == mv && n < 0 => n,
                Some((tt, n)) if tt == mv => n.max(check_extension),
                _ => check_extension,
            };
            let new_depth = depth - 1 + extension;
            let v = if searched == 0 {
                -self.search(-beta, -alpha, new_depth, ply + 1, pv_node, true)
            } else {
                let mut r = 0;
                if !tactical && !gives_check && !in_check {
                    r = reduction(depth, searched, self.params[Param::LmrDivisor]);
                    if pv_node || killer {
                        r -= 1;
                    }
                    if !improving && !pv_node {
                        r += 1;
                    }
                    // The history (the move's own plus twice its reply
                    // score) spans about ±98,000: at most about four plies
                    // either way with the default weight.
                    r -= history / self.params[Param::HistoryPerPly].max(1);
                    r = r.clamp(0, (new_depth - 1).max(0));
                }
                let mut v = -self.search(-alpha - 1, -alpha, new_depth - r, ply + 1, false, true);
                if v > alpha && r > 0 {
                    v = -self.search(-alpha - 1, -alpha, new_depth, ply + 1, false, true);
                }
                if v > alpha && v < beta && pv_node {
                    v = -self.search(-beta, -alpha, new_depth, ply + 1, true, true);
                }
                v
            };
            self.unmake(mv, undo);
            if self.aborted {
                return 0;
            }
            searched += 1;
            if v > best {
                best = v;
                if v > alpha {
                    best_move = Some(mv);
                    alpha = v;
                    if pv_node {
                        self.update_pv(ply, mv);
                    }
                    if v >= beta {
                        if !tactical {
                            self.heur
                                .on_cutoff(&self.pos, mv, ply, depth, &quiets_tried, prev);
                        }
                        break;
                    }
                }
            }
            if !tactical {
                let _ = quiets_tried.try_push(mv);
            }
        }

        self.give_back(ply, lists);
        if excluded.is_some() {
            // Only the left-out move was legal: nothing else holds, so the
            // table's move is as singular as a move can be.
            return if searched == 0 && best_move.is_none() {
                alpha
            } else {
                best
            };
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if best > alpha_start {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.tt.store(
            key,
            Entry {
                mv: best_move,
                score: to_table(best, ply),
                eval: if in_check { 0 } else { raw_eval },
                depth,
                bound,
            },
        );
        best
    }

    /// Whether the table's move `mv` is singular here: every other move
    /// falls clearly short of the score the table gives it, in a search
    /// half as deep that leaves it out. Then the line hangs on that one
    /// move and it is searched a ply deeper; when other moves also beat
    /// `beta`, the node is cut at once; when the table's score alone beats
    /// beta, the move is searched a ply shallower (it is not needed as
    /// much as it seemed).
    fn singular(&mut self, e: Entry, mv: Move, depth: i32, ply: usize, beta: i32) -> Singular {
        let tt_score = from_table(e.score, ply);
        if depth < SINGULAR_DEPTH
            || e.depth < depth - 3
            || e.bound == Bound::Upper
            || tt_score.abs() >= MATE_BOUND
            || (ply as i32) >= 2 * self.root_depth
        {
            return Singular::Extend(0);
        }
        let singular_beta = tt_score - 2 * depth;
        if let Some(x) = self.excluded.get_mut(ply) {
            *x = Some(mv);
        }
        let v = self.search(
            singular_beta - 1,
            singular_beta,
            (depth - 1) / 2,
            ply,
            false,
            false,
        );
        if let Some(x) = self.excluded.get_mut(ply) {
            *x = None;
        }
        if v < singular_beta {
            Singular::Extend(1)
        } else if singular_beta >= beta {
            Singular::Cut(singular_beta)
        } else if tt_score >= beta {
            Singular::Extend(-1)
        } else {
            Singular::Extend(0)
        }
    }

    /// The score of a mate by checks the solver proves for the side to
    /// move at this node, which is stored in the table and becomes the
    /// node's line. Not under the try rule or near the move limit, which
    /// the solver does not know.
    fn solve_mate(&mut self, key: u64, ply: usize) -> Option<i32> {
        if self.rule == RuleSet::Try || self.limit_in_reach {
            return None;
        }
        let line = self.probe.solve(&self.pos, self.control.stop_flag())?;
        let v = mate_in(ply + line.len());
        if let Some(pv) = self.pv.get_mut(ply) {
            pv.clear();
            pv.extend_from_slice(&line);
        }
        self.tt.store(
            key,
            Entry {
                mv: line.first().copied(),
                score: to_table(v, ply),
                eval: self.evaluate(),
                // The mate holds at any depth; the solver's line may not be
                // the shortest, so it is a lower bound.
                depth: MAX_PLY as i32,
                bound: Bound::Lower,
            },
        );
        Some(v)
    }

    /// Captures and big promotions until the position is quiet; all
    /// evasions when in check, so that mates at the horizon are seen.
    /// `previous_check`: whether the move before the last gave check.
    pub(crate) fn quiescence(
        &mut self,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        evasions: u32,
        previous_check: bool,
    ) -> i32 {
        self.poll();
        if self.aborted {
            return 0;
        }
        self.seldepth = self.seldepth.max(ply);
        if ply >= MAX_PLY - 1 {
            return self.evaluate();
        }
        let in_check = self.pos.in_check();
        if self.move_limit_reached(ply, in_check, previous_check) {
            return self.move_limit_score(ply);
        }
        // Captures taken in another order meet positions the main search
        // has already scored; any depth of search beats none.
        if let Some(e) = self
            .tt
            .probe(self.table_key(ply))
            .filter(|_| self.table_shortcuts)
        {
            let v = from_table(e.score, ply);
            if e.bound.settles(v, alpha, beta) {
                return v;
            }
        }
        if in_check {
            if evasions >= MAX_QUIESCENCE_EVASIONS {
                return self.evaluate();
            }
            let mut lists = self.take_lists(ply);
            let NodeLists { moves, order } = &mut *lists;
            candidate_moves_into(&self.pos, moves);
            if moves.is_empty() {
                self.give_back(ply, lists);
                return mated_in(ply);
            }
            let mut best = -INFINITE;
            for mv in OrderedMoves::for_quiescence(&self.pos, moves, order) {
                let undo = self.play(mv, ply + 1);
                let v = -self.quiescence(-beta, -alpha, ply + 1, evasions + 1, in_check);
                self.take_back(mv, undo);
                if self.aborted {
                    return 0;
                }
                if v > best {
                    best = v;
                    if v > alpha {
                        alpha = v;
                        if v >= beta {
                            break;
                        }
                    }
                }
            }
            self.give_back(ply, lists);
            return best;
        }

        let stand = self.evaluate();
        if stand >= beta {
            return stand;
        }
        alpha = alpha.max(stand);
        let mut best = stand;
        let mut lists = self.take_lists(ply);
        let NodeLists { moves, order } = &mut *lists;
        tactical_moves_into(&self.pos, moves);
        for mv in OrderedMoves::for_quiescence(&self.pos, moves, order) {
            let gain = super::ordering::immediate_gain(&self.pos, mv);
            // Even winning this outright would not lift the score to alpha.
            if stand + gain + self.params[Param::QuiescenceDelta] <= alpha {
                continue;
            }
            if see(&self.pos, mv) < 0 {
                continue;
            }
            let undo = self.play(mv, ply + 1);
            let v = -self.quiescence(-beta, -alpha, ply + 1, evasions, in_check);
            self.take_back(mv, undo);
            if self.aborted {
                return 0;
            }
            if v > best {
                best = v;
                if v > alpha {
                    alpha = v;
                    if v >= beta {
                        break;
                    }
                }
            }
        }
        self.give_back(ply, lists);
        best
    }
}

/// What a test needs to run a bare `Searcher` on one position: its own
/// table, heuristics and control, a history that starts at the position.
#[cfg(test)]
pub(crate) struct SearchKit {
    pub(crate) pos: Position,
    history: GameHistory,
    tt: TranspositionTable,
    heur: super::ordering::Heuristics,
    control: SearchControl,
}

#[cfg(test)]
impl SearchKit {
    pub(crate) fn new(sfen: &str) -> SearchKit {
        let start = Position::from_sfen(sfen).unwrap_or_else(|e| panic!("{sfen}: {e:?}"));
        let (pos, history) = GameHistory::replay(&start, &[]).unwrap_or_else(|e| panic!("{e:?}"));
        SearchKit {
            pos,
            history,
            tt: TranspositionTable::new(16),
            heur: super::ordering::Heuristics::new(),
            control: SearchControl::new(),
        }
    }

    pub(crate) fn searcher(&mut self) -> Searcher<'_> {
        Searcher::new(
            &self.pos,
            &self.history,
            &self.tt,
            &mut self.heur,
            &self.control,
            RuleSet::default(),
            MoveLimit::Off,
        )
    }
}

#[cfg(test)]
mod tests;
