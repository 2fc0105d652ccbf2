//! `Bot`: iterative deepening over the root moves, the level's way of
//! choosing, resignation and impasse declaration.

use super::candidates::candidate_moves_into;
use super::control::SearchControl;
use super::easy::EasyMove;
use super::eval::evaluate;
use super::evaluator::EvalChoice;
use super::history::GameHistory;
use super::impasse::declaration;
use super::level::Level;
use super::mate_check::{
    Budget, GUARD_CANDIDATES, NodeProbe, ROOT_SHARE, Reply, allows_checks, find_mate,
    guard_reserve, opponent_has_checks, reply_to, share_of,
};
use super::multipv::{Iteration, search_lines};
use super::ordering::{Heuristics, OrderItems, OrderedMoves};
use super::params::SearchParams;
use super::rng::Rng;
use super::root::RootMove;
use super::score::{INFINITE, MATE_BOUND, MAX_PLY, Score, mate_in, mated_in};
use super::search::Searcher;
use super::smp::{Assignment, MAX_THREADS, alongside};
use super::time::{SearchLimits, deadline, only_byoyomi};
use super::tt::{DEFAULT_HASH_MIB, TranspositionTable};
use crate::book::{BookUse, choose};
use shogi_core::game::impasse::Declaration;
use shogi_core::game::{MoveLimit, RuleSet};
use shogi_core::{Move, MoveList, Position};
use std::time::{Duration, Instant};

/// When the bot gives up a lost game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ResignPolicy {
    /// Play on to the end.
    Never,
    /// Resign once the search finds a forced mate against the bot, or a
    /// search of depth 4 or more a deficit of at least this many centipawns.
    WhenLost { below_cp: i32 },
}

/// Everything that shapes how the bot plays.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BotConfig {
    pub level: Level,
    /// Transposition table size in MiB.
    pub hash_mib: usize,
    /// Seed for the weak levels' choices; the same seed and the same game
    /// give the same moves.
    pub seed: u64,
    pub impasse_rule: RuleSet,
    /// The game's move limit, counted over the history the bot is given
    /// (`Off` when the bot is not told of one: it then never plays for it).
    pub move_limit: MoveLimit,
    pub resign: ResignPolicy,
    /// Kept back from every time allowance (sending the move, clock
    /// rounding), so the bot never loses on time.
    pub time_margin: Duration,
    /// Threads searching together (lazy SMP), 1 to `MAX_THREADS`; 1
    /// searches on the calling thread alone. Only the strongest level
    /// uses more: the weaker ones choose with the seed among the moves
    /// their search scores, which must not depend on threads' timing.
    pub threads: usize,
    /// The evaluation the search uses.
    pub eval: EvalChoice,
    /// The book the opening is played from, for as many plies as the
    /// level takes from it; `None` searches from the first move.
    pub book: Option<BookUse>,
    /// Razoring: near the leaves, a position whose static score is far
    /// below alpha is left to quiescence. It makes the score of a line
    /// depend on the window it was searched with, so it is only for
    /// playing: searches that report several lines (MultiPV) or whose
    /// scores are compared (analysis, research) turn it off.
    pub razoring: bool,
    /// A person waits for the moves: the first plies of a game get a
    /// quarter of the usual time, and an easy move is played at once even
    /// where the time saved is lost (a byoyomi). Off over USI, where the
    /// engine is judged by its moves and a GUI expects the byoyomi used.
    pub spare_waiting: bool,
    /// The search's margins and divisors: the defaults, unless a tuner
    /// sets them (`shogi-tui usi --tune`).
    pub params: SearchParams,
    /// Whether the level's mate solves run (its own mate before the
    /// search, the solves at nodes, the guard after). Off only where the
    /// number of moves matters more than each one: the training data's
    /// self-play at a few thousand nodes a move, whose time the solves
    /// (up to 20,000 nodes before a search of 1,500) would otherwise take.
    pub mate_solver: bool,
}

impl BotConfig {
    /// The defaults for a level: the strong levels resign hopeless games.
    pub fn for_level(level: Level) -> BotConfig {
        BotConfig {
            level,
            hash_mib: DEFAULT_HASH_MIB,
            seed: 0,
            impasse_rule: RuleSet::default(),
            move_limit: MoveLimit::Off,
            resign: if level.params().resigns {
                ResignPolicy::WhenLost { below_cp: 4000 }
            } else {
                ResignPolicy::Never
            },
            time_margin: Duration::from_millis(30),
            threads: 1,
            eval: if level.params().uses_net {
                EvalChoice::Net
            } else {
                EvalChoice::Hand
            },
            book: None,
            razoring: true,
            params: SearchParams::default(),
            spare_waiting: true,
            mate_solver: true,
        }
    }
}

impl BotConfig {
    /// How long this bot thinks under `limits` (`None`: no time limit)
    /// about a move at the game's `ply`, which tells the phase of the game.
    pub fn thinking_time(&self, limits: &SearchLimits, ply: u32) -> Option<Duration> {
        deadline(
            limits,
            self.level.params().time_percent,
            self.time_margin,
            ply,
            self.spare_waiting,
        )
    }
}

/// The book's generator: `seed` when one is set, else entropy (std's
/// per-process random hash keys, mixed with the time).
fn book_rng(seed: u64) -> Rng {
    if seed != 0 {
        return Rng::new(seed);
    }
    use std::hash::{BuildHasher, Hasher};
    let mut h = std::collections::hash_map::RandomState::new().build_hasher();
    if let Ok(t) = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH) {
        h.write_u128(t.as_nanos());
    }
    Rng::new(h.finish())
}

impl Default for BotConfig {
    fn default() -> BotConfig {
        BotConfig::for_level(Level::default())
    }
}

/// What the bot does on its turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BotAction {
    Move(Move),
    Resign,
    /// Declare an impasse (USI `bestmove win`). It wins, except under the
    /// 24-point rule with 24 to 30 points, where it draws: the bot then
    /// declares only when its search says playing on is worse than a draw.
    DeclareWin,
}

/// Progress of a search, sent after each completed iteration.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchInfo {
    pub depth: u32,
    pub seldepth: u32,
    /// From the bot's (side to move's) point of view.
    pub score: Score,
    pub nodes: u64,
    pub nps: u64,
    pub elapsed: Duration,
    /// Best line, starting with the move the bot would play.
    pub pv: Vec<Move>,
    /// Transposition table use in per mille.
    pub hashfull: u32,
    /// Which of the best lines this is (1 = the best; see
    /// `SearchLimits::multipv`): an iteration reports lines 1..=N in order.
    /// A search stopped during an iteration may report that iteration's
    /// finished lines 1..=K (K < N) last: line 1 is then complete, and is
    /// the line of the move played.
    pub multipv: usize,
    /// A mate `score` that is only the length of the mate solver's line,
    /// not proven the shortest against the longest defence: it bounds the
    /// mate's length neither above nor below. Set for the root solve's
    /// line, alone or as one of several lines; a mate the alpha-beta
    /// search found is a mate within the tree it searched, what every
    /// engine's `score mate` means, and is not marked.
    pub line_only: bool,
}

/// The bot's answer, with what the search saw.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Decision {
    pub action: BotAction,
    pub score: Score,
    /// Deepest completed iteration.
    pub depth: u32,
    pub nodes: u64,
    pub elapsed: Duration,
    pub pv: Vec<Move>,
    /// As `SearchInfo::line_only`.
    pub line_only: bool,
}

/// The built-in player. It searches on the calling thread; `BotHandle`
/// runs one on a thread of its own.
pub struct Bot {
    config: BotConfig,
    tt: TranspositionTable,
    heur: Heuristics,
    /// Each helper thread's heuristics, kept between searches as the main
    /// thread's are.
    helper_heur: Vec<Heuristics>,
    rng: Rng,
    /// The book's draws: from the seed when one is set, else from
    /// entropy, so that games against a bot left at seed 0 (a USI engine's
    /// default) still open differently.
    book_rng: Rng,
    /// Makes every helper thread panic, to test that the search survives.
    #[cfg(test)]
    pub(crate) helpers_panic: bool,
}

impl Bot {
    pub fn new(config: BotConfig) -> Bot {
        Bot {
            tt: TranspositionTable::new(config.hash_mib),
            heur: Heuristics::new(),
            helper_heur: Vec::new(),
            rng: Rng::new(config.seed),
            book_rng: book_rng(config.seed),
            config,
            #[cfg(test)]
            helpers_panic: false,
        }
    }

    pub fn config(&self) -> &BotConfig {
        &self.config
    }

    /// Changes the settings; the table is reallocated only if its size changes.
    pub fn set_config(&mut self, config: BotConfig) {
        if config.hash_mib != self.config.hash_mib {
            self.tt = TranspositionTable::new(config.hash_mib);
        }
        if config.seed != self.config.seed {
            self.rng = Rng::new(config.seed);
            self.book_rng = book_rng(config.seed);
        }
        self.config = config;
    }

    /// Forgets everything learnt in the previous game and restarts the
    /// random choices from the seed.
    pub fn new_game(&mut self) {
        self.tt.clear();
        self.heur.clear();
        self.helper_heur.clear();
        self.rng = Rng::new(self.config.seed);
        self.book_rng = book_rng(self.config.seed);
    }

    /// The book's move for `pos`, if the bot is to play one: a book is
    /// set, the level has not left it yet, and the caller wants one move
    /// played, not lines weighed or a restricted choice searched.
    fn book_move(
        &mut self,
        pos: &Position,
        limits: &SearchLimits,
    ) -> Option<(Move, Option<Move>, Option<i32>)> {
        let book = self.config.book.as_ref()?;
        if pos.ply() > self.config.level.book_plies()
            || limits.infinite
            || limits.multipv > 1
            || !limits.root_moves.is_empty()
        {
            return None;
        }
        // An unreadable book (a file changed under us) is no book: the
        // search plays on.
        let moves = book.book.moves(pos).ok()?;
        let m = choose(&moves, book.variety, self.book_rng.next_u64())?;
        // The reply to ponder on: the book's own, else the reply the book
        // knows best, so that a GUI pondering has something to ponder.
        let ponder = m.ponder.or_else(|| {
            let mut after = pos.clone();
            after.do_move(m.mv);
            let replies = book.book.moves(&after).ok()?;
            replies.iter().max_by_key(|r| r.count).map(|r| r.mv)
        });
        Some((m.mv, ponder, m.value))
    }

    /// Chooses a move for the side to move in `pos`, the last position of
    /// `history`. Returns early when `control` is stopped, with the best
    /// move found so far; a move is always legal.
    pub fn think(
        &mut self,
        pos: &Position,
        history: &GameHistory,
        limits: &SearchLimits,
        control: &SearchControl,
        on_info: &mut dyn FnMut(&SearchInfo),
    ) -> Decision {
        let start = Instant::now();
        let mut params = self.config.level.params();
        if !self.config.mate_solver {
            params.mate_nodes = 0;
            params.guard_nodes = 0;
            params.node_mate_nodes = 0;
        }
        let thinking = self.config.thinking_time(limits, pos.ply());
        // The check of the chosen move runs after the search: its time is
        // kept back from the search's, so the move's total stays within
        // the thinking time. An opponent with no check to give cannot
        // mate, so then the search keeps all the time.
        let guard_time = thinking
            .filter(|_| params.guard_nodes > 0 && opponent_has_checks(pos))
            .map(guard_reserve);
        control.set_deadline_unless_set(thinking.map(|t| t - guard_time.unwrap_or_default()));
        // The moves weighed: the candidates, or those the caller named
        // (each one, even a non-promotion the search would leave out).
        let mut legal = MoveList::new();
        if limits.root_moves.is_empty() {
            candidate_moves_into(pos, &mut legal);
        } else {
            pos.legal_moves_into(&mut legal);
            legal.retain(|m| limits.root_moves.contains(m));
        }
        let allowed = |m: &Move| limits.root_moves.is_empty() || limits.root_moves.contains(m);
        let quick = |action, score| Decision {
            action,
            score,
            depth: 0,
            nodes: 0,
            elapsed: start.elapsed(),
            pv: Vec::new(),
            line_only: false,
        };
        if legal.is_empty() {
            return quick(BotAction::Resign, Score::from_internal(mated_in(0)));
        }
        if !pos.in_check() && declaration(pos, self.config.impasse_rule) == Some(Declaration::Win) {
            return quick(BotAction::DeclareWin, Score::Mate(1));
        }
        if let Some((mv, ponder, value)) = self.book_move(pos, limits) {
            let mut decision = quick(BotAction::Move(mv), Score::Cp(value.unwrap_or(0)));
            decision.pv = std::iter::once(mv).chain(ponder).collect();
            return decision;
        }
        // A forced move in a game on the clock: there is nothing to
        // weigh, and the person across the board should not wait. (Under
        // a fixed time or depth the caller wants the search's score,
        // which the analysis and the training data record.)
        if let [only] = legal.as_slice()
            && limits.clock.is_some()
            && !limits.infinite
        {
            return quick(BotAction::Move(*only), Score::from_internal(evaluate(pos)));
        }

        // How many best moves to report, each with its own line.
        let lines = limits.multipv.clamp(1, legal.len());
        let mut mate_nodes = 0;
        let mut solved = None;
        if params.mate_nodes > 0 {
            let budget = Budget {
                nodes: params.mate_nodes,
                time: control.time_left().map(|t| share_of(t, ROOT_SHARE)),
            };
            let (line, nodes) = find_mate(pos, budget, control.stop_flag());
            mate_nodes = nodes;
            // The solver's line may start with a non-promotion the
            // search leaves out: there it is what mates.
            if let Some((line, shortest)) = line.filter(|(l, _)| l.first().is_some_and(allowed)) {
                if lines == 1 {
                    return announce_mate(line, !shortest, nodes, start, on_info);
                }
                // More lines are wanted: the mate is line 1, and the search
                // goes on for the others.
                solved = Some((line, !shortest));
            }
        }

        self.tt.new_search();
        self.heur.age();
        let max_depth = params
            .max_depth
            .unwrap_or(MAX_PLY as u32 - 10)
            .min(limits.depth.unwrap_or(u32::MAX))
            .max(1) as i32;
        let margin = params.margin;
        // Only Strongest searches on every thread: a weakened level stops
        // at a fixed depth or chooses with the seed among near-best moves
        // (one thread keeps it reproducible), and Master is measured on one.
        let threads = if params.all_threads {
            self.config.threads.clamp(1, MAX_THREADS)
        } else {
            1
        };
        self.helper_heur.resize_with(threads - 1, Heuristics::new);
        self.helper_heur.iter_mut().for_each(Heuristics::age);
        let assignment = Assignment {
            pos,
            history,
            moves: &legal.clone(),
            max_depth,
            rule: self.config.impasse_rule,
            move_limit: self.config.move_limit,
            node_mate_nodes: params.node_mate_nodes,
            eval: self.config.eval,
            // Only where one move is chosen by its exact best score: not
            // when lines are reported, a restricted choice is searched, or
            // a weakened level picks among near-best scores.
            razoring: self.config.razoring
                && lines == 1
                && limits.root_moves.is_empty()
                && margin == 0,
            table_shortcuts: params.table_shortcuts,
            params: self.config.params,
            #[cfg(test)]
            fail: self.helpers_panic,
        };
        let mut searcher = Searcher::new(
            pos,
            history,
            &self.tt,
            &mut self.heur,
            control,
            self.config.impasse_rule,
            self.config.move_limit,
        );
        searcher.use_eval(self.config.eval);
        searcher.node_limit = limits.nodes;
        searcher.probe = NodeProbe::new(params.node_mate_nodes);
        searcher.razoring = assignment.razoring;
        searcher.table_shortcuts = assignment.table_shortcuts;
        searcher.params = assignment.params;
        let mut items = OrderItems::new();
        let ordered =
            OrderedMoves::for_search(pos, &legal, None, searcher.heur, 0, None, &mut items);
        let mut root: Vec<RootMove> = ordered.map(RootMove::new).collect();

        let mut fixed = 0;
        // The root move whose line is the solver's, not proven shortest:
        // wherever the sorting puts it, its length is only its line's.
        let mut line_only_move = None;
        if let Some((line, line_only)) = solved {
            line_only_move = line_only.then_some(line[0]);
            // The solver's mate is line 1 as it stands; the search looks
            // for the other lines among the other moves.
            let mut rm = match root.iter().position(|rm| rm.mv == line[0]) {
                Some(i) => root.remove(i),
                None => RootMove::new(line[0]),
            };
            rm.score = mate_in(line.len());
            rm.previous = rm.score;
            rm.exact = true;
            rm.pv = line;
            root.insert(0, rm);
            fixed = 1;
        }

        let mut completed = 0u32;
        let mut best = root[0].clone();
        let mut best_score = if fixed > 0 {
            root[0].score
        } else {
            searcher.evaluate()
        };
        // Each line's score in the last completed iteration: the middle
        // of its next aspiration window.
        let mut centres = vec![best_score; lines];
        // Only a game on the clock stops early for an easy move, as for a
        // forced one: a fixed time, depth or node count (the analysis,
        // hints, training data) asks for the search itself, and more
        // lines ask for the others too. Where the time saved would be
        // lost (a byoyomi) only a person waiting gains from it.
        let saves_time = limits
            .clock
            .is_some_and(|c| self.config.spare_waiting || !only_byoyomi(&c));
        let mut easy =
            (lines == 1 && fixed == 0 && saves_time && !limits.infinite).then(EasyMove::default);
        // Helpers search beside this thread until its iterations end;
        // their work reaches it through the table.
        let (_, helper_nodes) = alongside(&mut self.helper_heur, &assignment, &self.tt, |crew| {
            for depth in 1..=max_depth {
                crew.main_starts(depth);
                match search_lines(&mut searcher, &mut root, depth, &centres, fixed, margin) {
                    Iteration::Stopped {
                        line: 0,
                        window_low,
                    } => {
                        // The first move tried is the previous best; another
                        // move scored above it and above the window's floor in
                        // this unfinished iteration has been proven better
                        // than it. The first move's own new score stays
                        // unused: the others are not yet searched to compare
                        // it with (a mate the deeper look finds after it must
                        // not make the bot resign).
                        let floor = window_low.max(root[0].score);
                        let mut proven: Option<&RootMove> = None;
                        for rm in root.iter().skip(1).filter(|rm| rm.score > floor) {
                            if proven.is_none_or(|p| rm.score > p.score) {
                                proven = Some(rm);
                            }
                        }
                        if let Some(rm) = proven {
                            best = rm.clone();
                            best_score = rm.score;
                        }
                        break;
                    }
                    Iteration::Stopped { line, .. } => {
                        // Line 1 of this iteration was searched over every
                        // move: its answer is complete, only some of the other
                        // lines are not. The finished ones are reported, so
                        // that the last line 1 shown is the move played.
                        report(
                            &searcher,
                            crew.nodes(),
                            &root[..line],
                            line_only_move,
                            depth as u32,
                            start,
                            on_info,
                        );
                        best = root[0].clone();
                        best_score = best.score;
                        break;
                    }
                    Iteration::Complete => {}
                }
                for rm in root.iter_mut() {
                    rm.previous = rm.score;
                }
                for (centre, rm) in centres.iter_mut().zip(&root) {
                    *centre = rm.score;
                }
                best = root[0].clone();
                best_score = best.score;
                completed = depth as u32;
                report(
                    &searcher,
                    crew.nodes(),
                    &root[..lines],
                    line_only_move,
                    completed,
                    start,
                    on_info,
                );
                // Every line decided by a mate (either way): deeper searches
                // cannot change the choice.
                let decided =
                    root.len() == 1 || root[..lines].iter().all(|rm| rm.score.abs() >= MATE_BOUND);
                if !limits.infinite && decided && depth >= 2 {
                    break;
                }
                if easy
                    .as_mut()
                    .is_some_and(|e| e.settled(&mut searcher, &root, completed))
                {
                    break;
                }
                if searcher.node_limit.is_some_and(|n| searcher.nodes >= n) {
                    break;
                }
                if params.time_percent < 100
                    && control
                        .time_left()
                        .is_some_and(|left| left < start.elapsed())
                {
                    // The next iteration would not finish in the time left.
                    break;
                }
            }
        });
        let mut nodes = searcher.nodes + mate_nodes + searcher.probe.spent + helper_nodes;
        drop(searcher);

        let mut chosen = if margin > 0 && completed > 0 && best_score.abs() < MATE_BOUND {
            self.pick_near_best(&root, margin).unwrap_or(best.mv)
        } else {
            best.mv
        };
        let mut pv = if chosen == best.mv {
            best.pv.clone()
        } else {
            vec![chosen]
        };
        let mut score = best_score;
        // The search gives every node below the root the option of a
        // drawing declaration; the root takes it here, when every move
        // scores below the draw. A stopped search with nothing completed
        // has no such score and plays on.
        let declares_draw = completed > 0
            && best_score < 0
            && !pos.in_check()
            && declaration(pos, self.config.impasse_rule) == Some(Declaration::Draw);
        if declares_draw {
            return Decision {
                action: BotAction::DeclareWin,
                score: Score::Cp(0),
                depth: completed,
                nodes,
                elapsed: start.elapsed(),
                pv: Vec::new(),
                line_only: false,
            };
        }
        let resigns = match self.config.resign {
            ResignPolicy::Never => false,
            ResignPolicy::WhenLost { below_cp } => {
                // A forced mate is proof enough; a mere deficit must be
                // confirmed by a search of some depth.
                completed >= 1 && best_score <= -MATE_BOUND
                    || completed >= 4 && best_score <= -below_cp
            }
        };
        // A search that sees a mate either way has nothing to gain from
        // the solver's second opinion.
        if !resigns && params.guard_nodes > 0 && root.len() > 1 && best_score.abs() < MATE_BOUND {
            let guard = Guard {
                pos,
                nodes: params.guard_nodes,
                until: guard_time.map(|t| Instant::now() + t),
                stop: control,
            };
            let (safe, spent) = guard.safe_move(chosen, &root);
            nodes += spent;
            if let Some(rm) = safe.filter(|rm| rm.mv != chosen) {
                chosen = rm.mv;
                pv = vec![rm.mv];
                if rm.previous > -INFINITE {
                    score = rm.previous;
                }
            }
        }
        Decision {
            action: if resigns {
                BotAction::Resign
            } else {
                BotAction::Move(chosen)
            },
            score: Score::from_internal(score),
            depth: completed,
            nodes,
            elapsed: start.elapsed(),
            // The solver's line kept as line 1 is played as it stands (a
            // mate is neither picked near-best nor guarded).
            line_only: line_only_move == Some(chosen) && score == best_score,
            pv,
        }
    }

    /// A move scoring within `margin` of the best in the last completed
    /// iteration, better moves likelier.
    fn pick_near_best(&mut self, root: &[RootMove], margin: i32) -> Option<Move> {
        let best = root.iter().map(|rm| rm.previous).max()?;
        let candidates: Vec<(Move, u64)> = root
            .iter()
            .filter(|rm| rm.previous > -INFINITE && rm.previous >= best - margin)
            .map(|rm| (rm.mv, (margin - (best - rm.previous) + 1).max(1) as u64))
            .collect();
        let total: u64 = candidates.iter().map(|c| c.1).sum();
        let mut ticket = self.rng.below(total);
        for (mv, w) in candidates {
            if ticket < w {
                return Some(mv);
            }
            ticket -= w;
        }
        None
    }
}

/// Reports `lines`, best first, as lines 1, 2, … of the iteration at
/// `depth`, with the nodes of the main thread and its helpers. The line
/// of `line_only_move` is the solver's, not proven the shortest; every
/// other score is the search's own (a mate it found is a mate within its
/// tree, which USI's `score mate` means).
fn report(
    searcher: &Searcher<'_>,
    helper_nodes: u64,
    lines: &[RootMove],
    line_only_move: Option<Move>,
    depth: u32,
    start: Instant,
    on_info: &mut dyn FnMut(&SearchInfo),
) {
    let elapsed = start.elapsed();
    let nodes = searcher.nodes + helper_nodes;
    for (k, rm) in lines.iter().enumerate() {
        on_info(&SearchInfo {
            depth,
            seldepth: searcher.seldepth as u32,
            score: Score::from_internal(rm.score),
            nodes,
            nps: nps(nodes, elapsed),
            elapsed,
            pv: rm.pv.clone(),
            hashfull: searcher.tt.hashfull(),
            multipv: k + 1,
            line_only: line_only_move == Some(rm.mv),
        });
    }
}

/// The answer when the solver proves a mate at the root: its first move,
/// reported as a search that saw the whole line would report it.
fn announce_mate(
    line: Vec<Move>,
    line_only: bool,
    nodes: u64,
    start: Instant,
    on_info: &mut dyn FnMut(&SearchInfo),
) -> Decision {
    let plies = line.len() as u32;
    let score = Score::Mate(plies as i32);
    let elapsed = start.elapsed();
    on_info(&SearchInfo {
        depth: plies,
        seldepth: plies,
        score,
        nodes,
        nps: nps(nodes, elapsed),
        elapsed,
        pv: line.clone(),
        hashfull: 0,
        multipv: 1,
        line_only,
    });
    Decision {
        action: BotAction::Move(line[0]),
        score,
        depth: plies,
        nodes,
        elapsed,
        pv: line,
        line_only,
    }
}

/// The check, after the search, that the chosen move does not allow the
/// opponent a mate by checks.
struct Guard<'a> {
    pos: &'a Position,
    /// Node cap of each solve.
    nodes: u64,
    /// When all the checks together must be done (`None`: no clock).
    until: Option<Instant>,
    stop: &'a SearchControl,
}

impl Guard<'_> {
    /// `chosen` if no mate is proven after it; otherwise the best of a
    /// few other root moves after which none is proven (`None` when all
    /// of them allow one, and the search's choice stands). Also returns
    /// the nodes searched.
    fn safe_move<'r>(&self, chosen: Move, root: &'r [RootMove]) -> (Option<&'r RootMove>, u64) {
        let choice = root.iter().find(|rm| rm.mv == chosen);
        let (reply, mut spent) = self.reply_to(chosen);
        if reply != Reply::Mates {
            return (choice, spent);
        }
        let mut others: Vec<&RootMove> = root.iter().filter(|rm| rm.mv != chosen).collect();
        // Stable: with no completed iteration, the move order stands.
        others.sort_by_key(|rm| std::cmp::Reverse(rm.previous));
        for rm in others.into_iter().take(GUARD_CANDIDATES) {
            let (reply, n) = self.reply_to(rm.mv);
            spent += n;
            match reply {
                Reply::Safe => return (Some(rm), spent),
                Reply::Mates => {}
                // Out of time or stopped: an unchecked move is no better
                // than the search's choice.
                Reply::Unchecked => break,
            }
        }
        (None, spent)
    }

    fn reply_to(&self, mv: Move) -> (Reply, u64) {
        if !allows_checks(self.pos, mv) {
            return (Reply::Safe, 0);
        }
        let time = self
            .until
            .map(|u| u.saturating_duration_since(Instant::now()));
        let budget = Budget {
            nodes: self.nodes,
            time,
        };
        reply_to(self.pos, mv, budget, self.stop.stop_flag())
    }
}

fn nps(nodes: u64, elapsed: Duration) -> u64 {
    let us = elapsed.as_micros().max(1);
    (u128::from(nodes) * 1_000_000 / us) as u64
}

#[cfg(test)]
mod tests {
    use super::super::candidates::is_needless_non_promotion;
    use super::*;
    use crate::bot::time::Clock;

    fn strongest() -> Bot {
        Bot::new(BotConfig {
            hash_mib: 16,
            ..BotConfig::for_level(Level::MAX)
        })
    }

    /// The bot's decision in `sfen` after `moves`, and its info lines.
    fn decide(
        bot: &mut Bot,
        sfen: &str,
        moves: &str,
        limits: &SearchLimits,
    ) -> (Decision, Vec<SearchInfo>) {
        let start = Position::from_sfen(sfen).unwrap();
        let moves: Vec<Move> = moves
            .split_whitespace()
            .map(|m| Move::from_usi(m).unwrap())
            .collect();
        let (pos, history) = GameHistory::replay(&start, &moves).unwrap();
        let mut infos = Vec::new();
        let d = bot.think(&pos, &history, limits, &SearchControl::new(), &mut |i| {
            infos.push(i.clone())
        });
        (d, infos)
    }

    fn byoyomi(secs: u64) -> SearchLimits {
        SearchLimits {
            clock: Some(Clock {
                byoyomi: Duration::from_secs(secs),
                ..Clock::default()
            }),
            ..SearchLimits::default()
        }
    }

    #[test]
    fn the_search_numbers_a_tuner_sets_reach_the_search() {
        // A middle game (the speed bench's), searched to a fixed depth
        // with the book off: the same tree every time with the same
        // numbers, another with reductions halved.
        let sfen = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";
        let moves = "7g7f 3c3d 2g2f 4c4d 2f2e 2b3c 3i4h 8b4b";
        let nodes = |params: SearchParams| {
            let mut bot = Bot::new(BotConfig {
                hash_mib: 16,
                book: None,
                params,
                ..BotConfig::for_level(Level::MAX)
            });
            decide(&mut bot, sfen, moves, &SearchLimits::depth(8))
                .0
                .nodes
        };
        let default = nodes(SearchParams::default());
        assert_eq!(nodes(SearchParams::default()), default);
        let mut wide = SearchParams::default();
        wide.set("LmrDivisor", 400).unwrap();
        let searched = nodes(wide);
        assert!(searched > default, "{searched} v {default}");
    }

    #[test]
    fn a_forced_move_under_a_clock_is_played_without_searching() {
        // The king's only move takes the rook beside it.
        let sfen = "8k/9/9/9/9/9/9/7r1/8K b - 41";
        assert_eq!(Position::from_sfen(sfen).unwrap().legal_moves().len(), 1);
        let (d, _) = decide(&mut strongest(), sfen, "", &byoyomi(30));
        assert_eq!(d.action, BotAction::Move(Move::from_usi("1i2h").unwrap()));
        assert_eq!((d.nodes, d.depth), (0, 0), "{d:?}");
    }

    #[test]
    fn an_easy_recapture_is_played_long_before_the_time_is_up() {
        // White's rook has just taken Black's on 2h; only the silver can
        // take it back, and not doing so leaves Black a rook down.
        let sfen = "lnsgkgsnl/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5r1/LNSGKGSNL b r 41";
        let limits = byoyomi(20);
        let mut bot = strongest();
        let thinking = bot.config().thinking_time(&limits, 41).unwrap();
        assert!(thinking > Duration::from_secs(19), "{thinking:?}");
        let (d, _) = decide(&mut bot, sfen, "", &limits);
        assert_eq!(d.action, BotAction::Move(Move::from_usi("3i2h").unwrap()));
        assert!(d.elapsed < thinking / 4, "{:?} of {thinking:?}", d.elapsed);
        assert!(d.depth >= 6, "{d:?}");
    }

    #[test]
    fn with_nobody_waiting_an_easy_recapture_takes_the_byoyomi_but_not_a_main_time() {
        // The recapture above, by an engine over USI: a byoyomi not used
        // is lost, so it thinks on; with main time to save, it stops.
        let sfen = "lnsgkgsnl/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5r1/LNSGKGSNL b r 41";
        let engine = || {
            Bot::new(BotConfig {
                hash_mib: 16,
                spare_waiting: false,
                ..BotConfig::for_level(Level::MAX)
            })
        };
        let limits = byoyomi(2);
        let mut bot = engine();
        let thinking = bot.config().thinking_time(&limits, 41).unwrap();
        let (d, _) = decide(&mut bot, sfen, "", &limits);
        assert_eq!(d.action, BotAction::Move(Move::from_usi("3i2h").unwrap()));
        assert!(d.elapsed > thinking / 2, "{:?} of {thinking:?}", d.elapsed);
        let main = SearchLimits {
            clock: Some(Clock {
                remaining: Duration::from_secs(600),
                ..Clock::default()
            }),
            ..SearchLimits::default()
        };
        let mut bot = engine();
        let thinking = bot.config().thinking_time(&main, 41).unwrap();
        assert!(thinking > Duration::from_secs(9), "{thinking:?}");
        let (d, _) = decide(&mut bot, sfen, "", &main);
        assert_eq!(d.action, BotAction::Move(Move::from_usi("3i2h").unwrap()));
        assert!(d.elapsed < thinking / 4, "{:?} of {thinking:?}", d.elapsed);
    }

    #[test]
    fn lines_never_show_a_bishop_rook_or_pawn_not_promoting_for_nothing() {
        // White may take Black's bishop on 8h, promoting or not: after
        // ▲同銀 both come to the same, so both used to be shown.
        let mut bot = Bot::new(BotConfig {
            hash_mib: 16,
            eval: EvalChoice::Hand,
            ..BotConfig::for_level(Level::MAX)
        });
        let limits = SearchLimits {
            multipv: 8,
            ..SearchLimits::depth(5)
        };
        let start = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";
        let (d, infos) = decide(&mut bot, start, "7g7f 3c3d 2g2f", &limits);
        let firsts: Vec<String> = infos
            .iter()
            .filter(|i| i.depth == d.depth)
            .map(|i| i.pv[0].to_usi())
            .collect();
        assert!(firsts.contains(&"2b8h+".to_string()), "{firsts:?}");
        let root = Position::from_sfen(start).unwrap();
        let (root, _) = GameHistory::replay(
            &root,
            &["7g7f", "3c3d", "2g2f"].map(|m| Move::from_usi(m).unwrap()),
        )
        .unwrap();
        for info in infos.iter().chain([&SearchInfo {
            pv: d.pv.clone(),
            ..infos[0].clone()
        }]) {
            let mut pos = root.clone();
            for &mv in &info.pv {
                assert!(
                    !is_needless_non_promotion(&pos, mv),
                    "{} in {:?}",
                    mv.to_usi(),
                    info.pv.iter().map(|m| m.to_usi()).collect::<Vec<_>>()
                );
                pos.do_move(mv);
            }
        }
    }
}
