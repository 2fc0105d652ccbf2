//! Lazy SMP: helper threads that search the same root as the main thread,
//! each with its own move-ordering heuristics, sharing only the
//! transposition table.
//!
//! The main thread searches and reports exactly as it does alone; the
//! helpers' results reach it only through the table, where they cut its
//! searches short and improve its move ordering. Helpers differ from the
//! main thread and from each other in two ways: their heuristics start
//! from their own history, so they try moves in other orders, and every
//! other helper searches one ply deeper than the main thread's current
//! iteration, filling the table with the entries the main thread's next
//! iteration will want.

use super::control::SearchControl;
use super::history::GameHistory;
use super::mate_check::NodeProbe;
use super::multipv::{Iteration, search_lines};
use super::ordering::{Heuristics, OrderItems, OrderedMoves};
use super::root::RootMove;
use super::search::Searcher;
use super::tt::TranspositionTable;
use shogi_core::game::{MoveLimit, RuleSet};
use shogi_core::{MoveList, Position};
use std::num::NonZeroUsize;
use std::sync::atomic::{AtomicI32, Ordering};

/// The most threads a search may use. Far more than lazy SMP gains from
/// on the machines this runs on, and few enough that a typo in a GUI's
/// settings cannot start thousands of threads.
pub const MAX_THREADS: usize = 64;

/// The threads a search at full strength uses: one per core the system
/// lets this process run on (1 if it cannot tell).
pub fn all_cores() -> usize {
    // The unit tests of the helpers count the helper threads alive in the
    // process, and run beside the other unit tests: those (the analysis's
    // and the TUI's bots) must not start helpers of their own, or the
    // counts go wrong at random.
    if cfg!(test) {
        return 1;
    }
    std::thread::available_parallelism()
        .map_or(1, NonZeroUsize::get)
        .min(MAX_THREADS)
}

/// What the helpers of one search share with the main thread.
pub(crate) struct Crew {
    /// Stopped when the main thread is done; counts the helpers' nodes
    /// as they search, for the main thread's reports.
    control: SearchControl,
    /// The iteration the main thread is searching.
    main_depth: AtomicI32,
}

impl Crew {
    fn new() -> Crew {
        Crew {
            control: SearchControl::new(),
            main_depth: AtomicI32::new(1),
        }
    }

    pub(crate) fn main_starts(&self, depth: i32) {
        self.main_depth.store(depth, Ordering::Relaxed);
    }

    /// The helpers' nodes so far.
    pub(crate) fn nodes(&self) -> u64 {
        self.control.nodes()
    }
}

/// Stops the helpers when dropped: also when the main thread's search
/// unwinds from a panic, which would otherwise wait for them forever.
struct StopOnDrop<'a>(pub(crate) &'a SearchControl);

impl Drop for StopOnDrop<'_> {
    fn drop(&mut self) {
        self.0.stop();
    }
}

/// The root a helper searches and the rules it searches under.
pub(crate) struct Assignment<'a> {
    pub(crate) pos: &'a Position,
    pub(crate) history: &'a GameHistory,
    pub(crate) moves: &'a MoveList,
    pub(crate) max_depth: i32,
    pub(crate) rule: RuleSet,
    pub(crate) move_limit: MoveLimit,
    pub(crate) node_mate_nodes: u64,
    pub(crate) eval: super::evaluator::EvalChoice,
    /// Whether the search razors (see `BotConfig::razoring`).
    pub(crate) razoring: bool,
    /// See `LevelParams::table_shortcuts`.
    pub(crate) table_shortcuts: bool,
    /// The search's margins and divisors (see `BotConfig::params`).
    pub(crate) params: super::params::SearchParams,
    /// Makes every helper panic, to test that the search survives.
    #[cfg(test)]
    pub(crate) fail: bool,
}

/// Runs `main` on this thread with one helper per entry of `heurs` (each
/// helper's heuristics) searching `job` beside it. The helpers stop when
/// `main` returns, or unwinds, and are waited for: none outlives the
/// call. A helper that panics is left out and its heuristics restarted;
/// `main`'s answer stands without it. Returns `main`'s result and the
/// nodes the helpers searched.
pub(crate) fn alongside<R>(
    heurs: &mut [Heuristics],
    job: &Assignment<'_>,
    tt: &TranspositionTable,
    main: impl FnOnce(&Crew) -> R,
) -> (R, u64) {
    let crew = Crew::new();
    let mut nodes = 0;
    let (result, failed) = std::thread::scope(|s| {
        let mut helpers = Vec::new();
        for (i, heur) in heurs.iter_mut().enumerate() {
            let crew = &crew;
            let spawned = std::thread::Builder::new()
                .name(format!("shogi-helper-{}", i + 1))
                .spawn_scoped(s, move || {
                    #[cfg(test)]
                    assert!(!job.fail, "helper {} fails on purpose", i + 1);
                    help(i + 1, job, tt, heur, crew)
                });
            // A helper the system will not start is one helper fewer.
            if let Ok(h) = spawned {
                helpers.push((i, h));
            }
        }
        let result = {
            let _stop = StopOnDrop(&crew.control);
            main(&crew)
        };
        let mut failed = Vec::new();
        for (i, h) in helpers {
            match h.join() {
                Ok(n) => nodes += n,
                Err(_) => failed.push(i),
            }
        }
        (result, failed)
    });
    for i in failed {
        // Its heuristics may be half updated.
        heurs[i] = Heuristics::new();
    }
    (result, nodes)
}

/// Helper number `index` (1-based): iterative deepening over the root
/// moves, one line, until the crew is stopped or the deepest iteration is
/// done. Returns the nodes it searched.
fn help(
    index: usize,
    job: &Assignment<'_>,
    tt: &TranspositionTable,
    heur: &mut Heuristics,
    crew: &Crew,
) -> u64 {
    let mut searcher = Searcher::new(
        job.pos,
        job.history,
        tt,
        heur,
        &crew.control,
        job.rule,
        job.move_limit,
    );
    searcher.use_eval(job.eval);
    searcher.probe = NodeProbe::new(job.node_mate_nodes);
    searcher.razoring = job.razoring;
    searcher.table_shortcuts = job.table_shortcuts;
    searcher.params = job.params;
    let mut items = OrderItems::new();
    let ordered =
        OrderedMoves::for_search(job.pos, job.moves, None, searcher.heur, 0, None, &mut items);
    let mut root: Vec<RootMove> = ordered.map(RootMove::new).collect();
    let ahead = (index % 2) as i32;
    let mut centre = searcher.evaluate();
    let mut depth = 0;
    while !root.is_empty() {
        // Never behind the main thread: what it has finished is in the
        // table already.
        depth = (depth + 1).max(crew.main_depth.load(Ordering::Relaxed) + ahead);
        if depth > job.max_depth || crew.control.should_stop() {
            break;
        }
        if search_lines(&mut searcher, &mut root, depth, &[centre], 0, 0) != Iteration::Complete {
            break;
        }
        for rm in root.iter_mut() {
            rm.previous = rm.score;
        }
        centre = root[0].score;
    }
    searcher.nodes + searcher.probe.spent
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bot::{Bot, BotAction, BotConfig, Decision, Level, Score, SearchInfo, SearchLimits};
    use shogi_core::Move;
    use std::sync::Mutex;

    /// Tests that look for helper threads in the process run one at a
    /// time, so that none sees another's helpers.
    static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());

    fn bot(level: u8, threads: usize) -> Bot {
        Bot::new(BotConfig {
            hash_mib: 4,
            threads,
            ..BotConfig::for_level(Level::new(level).unwrap())
        })
    }

    fn replay(sfen: &str) -> (Position, GameHistory) {
        let pos = Position::from_sfen(sfen).unwrap();
        GameHistory::replay(&pos, &[]).unwrap()
    }

    fn think(bot: &mut Bot, sfen: &str, limits: &SearchLimits) -> (Decision, Vec<SearchInfo>) {
        let (pos, history) = replay(sfen);
        let mut infos = Vec::new();
        let d = bot.think(&pos, &history, limits, &SearchControl::new(), &mut |i| {
            infos.push(i.clone())
        });
        (d, infos)
    }

    /// The helper threads alive in this process, by their names; `None`
    /// where the system does not list threads in /proc.
    fn helpers_alive() -> Option<usize> {
        let tasks = std::fs::read_dir("/proc/self/task").ok()?;
        let alive = tasks
            .filter_map(|t| std::fs::read_to_string(t.ok()?.path().join("comm")).ok())
            .filter(|name| name.starts_with("shogi-helper"))
            .count();
        Some(alive)
    }

    /// Whether `n` helpers are alive, or the system cannot tell.
    fn helpers_are(n: usize) -> bool {
        helpers_alive().is_none_or(|alive| alive == n)
    }

    const POSITIONS: [&str; 8] = [
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
        // White to move in a middle game, with pieces in hand.
        "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1",
        "ln1g3nl/1r1sk1gb1/p1pppp1pp/1p4p2/9/2P4P1/PP1PPPP1P/1BG2S1R1/LNS1KG1NL b s 1",
        // Black in check from the bishop on 5e: a piece must interpose,
        // the king step aside, or the bishop be taken.
        "lnsgkgsnl/1r7/pppp1pppp/9/4b4/9/PPPPP1PPP/1B1G3R1/LNS1KGSNL b - 1",
        // Kings alone with everything in hand: drops only.
        "4k4/9/9/9/9/9/9/9/4K4 b RBGSNLPrbgsnlp 1",
        // Promotions available on both sides.
        "4k4/1P5P1/9/9/9/9/9/1p5p1/4K4 b - 1",
        // A pawn on every file but one: only one file takes a pawn drop.
        "4k4/9/9/9/9/PPPP1PPPP/9/9/4K4 b P 1",
        "ln5nl/1r3kg2/p2pppsp1/2ps2p1p/1p7/2PP1PP1P/PPS1P1N2/1KGG2SR1/LN6L w BGPb 1",
    ];

    #[test]
    fn two_threads_play_a_legal_move_in_every_position_and_count_all_nodes() {
        let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
        let mut b = bot(8, 2);
        for sfen in POSITIONS {
            let (d, infos) = think(&mut b, sfen, &SearchLimits::depth(4));
            let BotAction::Move(mv) = d.action else {
                panic!("{sfen}: {:?}", d.action);
            };
            let pos = Position::from_sfen(sfen).unwrap();
            assert!(pos.check_move(mv).is_ok(), "{sfen}: {mv:?}");
            // The answer's count covers every info line's, which already
            // include the helpers' nodes so far.
            let last = infos.last().expect("an iteration reported");
            assert!(
                d.nodes >= last.nodes,
                "{sfen}: {} < {}",
                d.nodes,
                last.nodes
            );
            assert!(infos.windows(2).all(|w| w[0].nodes <= w[1].nodes), "{sfen}");
            assert!(helpers_are(0), "{sfen}: a helper outlived the search");
        }
    }

    #[test]
    fn helpers_nodes_are_counted_while_they_search_and_when_they_end() {
        let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
        let (pos, history) = replay(POSITIONS[0]);
        let moves = pos.legal_moves();
        let job = Assignment {
            pos: &pos,
            history: &history,
            moves: &moves,
            max_depth: 60,
            rule: RuleSet::default(),
            move_limit: MoveLimit::Off,
            node_mate_nodes: 0,
            eval: crate::bot::evaluator::EvalChoice::Hand,
            razoring: true,
            table_shortcuts: true,
            params: Default::default(),
            fail: false,
        };
        let tt = TranspositionTable::new(4);
        let mut heurs = vec![Heuristics::new(), Heuristics::new()];
        // The "main thread" waits until the helpers have counted some
        // nodes, then returns: that must stop them.
        let (seen, nodes) = alongside(&mut heurs, &job, &tt, |crew| {
            while crew.nodes() < 100_000 {
                std::thread::yield_now();
            }
            assert!(helpers_are(2));
            crew.nodes()
        });
        assert!(nodes >= seen, "{nodes} < {seen}");
        assert!(helpers_are(0));
    }

    #[test]
    fn two_threads_find_a_mate_only_the_search_can_see() {
        let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
        // The dragon steps from 3c to 3b, or to 2c, without check: either
        // way White's lone king on 1a has no legal move, and loses (the
        // threads may pick either). The mate solver only tries checks, so
        // the search has to find it.
        let sfen = "8k/9/6+R2/9/9/9/9/9/K8 b - 1";
        let (d, _) = think(&mut bot(8, 2), sfen, &SearchLimits::depth(6));
        let quiet_mates = ["3c3b", "3c2c"].map(|m| BotAction::Move(Move::from_usi(m).unwrap()));
        assert!(
            quiet_mates.contains(&d.action),
            "{:?} {:?} depth {}",
            d.action,
            d.score,
            d.depth
        );
        assert_eq!(d.score, Score::Mate(1));
        // And a mate by checks: the gold drop on 5b, guarded by the pawn.
        let (d, _) = think(
            &mut bot(8, 2),
            "4k4/9/4P4/9/9/9/9/9/4K4 b GS 1",
            &SearchLimits::depth(6),
        );
        assert_eq!(d.action, BotAction::Move(Move::from_usi("G*5b").unwrap()));
        assert!(helpers_are(0));
    }

    #[test]
    fn stop_ends_every_thread_of_an_endless_search() {
        let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
        let control = SearchControl::new();
        let (pos, history) = replay(POSITIONS[2]);
        let limits = SearchLimits {
            infinite: true,
            ..SearchLimits::default()
        };
        let mut b = bot(8, 2);
        let (tx, rx) = std::sync::mpsc::channel();
        let (helping, d) = std::thread::scope(|s| {
            let search = s.spawn(|| {
                b.think(&pos, &history, &limits, &control, &mut |i| {
                    let _ = tx.send(i.depth);
                })
            });
            // Stopped once both threads are well into the search. The
            // count is asserted after the stop: a failed assertion here
            // would otherwise wait forever for the endless search.
            while rx.recv().is_ok_and(|depth| depth < 4) {}
            // A thread takes its name only once it first runs, which on a
            // busy machine may be after the main thread's depth 4.
            let helping = (0..500).any(|_| {
                helpers_are(1) || {
                    std::thread::sleep(std::time::Duration::from_millis(10));
                    false
                }
            });
            control.stop();
            (helping, search.join().expect("the search returned"))
        });
        assert!(helping, "the helper was not searching");
        assert!(matches!(d.action, BotAction::Move(_)), "{:?}", d.action);
        assert!(helpers_are(0));
    }

    #[test]
    fn a_helper_that_panics_leaves_the_main_threads_answer() {
        let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
        let mut b = bot(8, 3);
        b.helpers_panic = true;
        let (d, infos) = think(&mut b, POSITIONS[2], &SearchLimits::depth(4));
        assert_eq!(d.depth, 4);
        assert_eq!(infos.last().map(|i| i.depth), Some(4));
        let BotAction::Move(mv) = d.action else {
            panic!("{:?}", d.action);
        };
        assert!(
            Position::from_sfen(POSITIONS[2])
                .unwrap()
                .check_move(mv)
                .is_ok()
        );
        assert!(helpers_are(0));
        // The next search, with helpers that work, is unharmed.
        b.helpers_panic = false;
        let (d, _) = think(&mut b, POSITIONS[2], &SearchLimits::depth(4));
        assert_eq!(d.depth, 4);
    }

    #[test]
    fn weakened_levels_search_alone_whatever_the_thread_count() {
        // Master (7) is Strongest on one thread, and Expert (6) chooses
        // among near-best moves with its seed: with two threads asked
        // for, each searches the very same tree as with one.
        for (level, sfen) in [7, 6]
            .into_iter()
            .flat_map(|l| POSITIONS[..3].iter().map(move |s| (l, s)))
        {
            let limits = SearchLimits::depth(4);
            let (one, _) = think(&mut bot(level, 1), sfen, &limits);
            let (two, _) = think(&mut bot(level, 2), sfen, &limits);
            assert_eq!(
                one,
                Decision {
                    elapsed: one.elapsed,
                    ..two
                },
                "level {level}: {sfen}"
            );
        }
    }

    #[test]
    fn one_thread_repeats_its_search_node_for_node() {
        // Nothing of a search on one thread depends on timing: the same
        // position from a fresh bot gives the same nodes, line and score.
        for sfen in &POSITIONS[..3] {
            let limits = SearchLimits::depth(5);
            let (a, ai) = think(&mut bot(8, 1), sfen, &limits);
            let (b, bi) = think(&mut bot(8, 1), sfen, &limits);
            assert_eq!(
                a,
                Decision {
                    elapsed: a.elapsed,
                    ..b
                },
                "{sfen}"
            );
            let strip = |v: Vec<SearchInfo>| {
                v.into_iter()
                    .map(|i| (i.depth, i.nodes, i.score, i.pv, i.hashfull))
                    .collect::<Vec<_>>()
            };
            assert_eq!(strip(ai), strip(bi), "{sfen}");
        }
    }

    #[test]
    fn several_lines_with_two_threads() {
        let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
        let limits = SearchLimits {
            multipv: 3,
            ..SearchLimits::depth(5)
        };
        let (d, infos) = think(&mut bot(8, 2), POSITIONS[0], &limits);
        let last: Vec<&SearchInfo> = infos.iter().filter(|i| i.depth == 5).collect();
        assert_eq!(
            last.iter().map(|i| i.multipv).collect::<Vec<_>>(),
            [1, 2, 3]
        );
        assert_eq!(BotAction::Move(last[0].pv[0]), d.action);
        let firsts: std::collections::HashSet<Move> = last.iter().map(|i| i.pv[0]).collect();
        assert_eq!(firsts.len(), 3, "three different moves");
    }
}
