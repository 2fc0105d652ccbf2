//! Analysis by an external USI engine: one process, offered the cores as
//! its threads, asked about the positions one after another. (Two
//! processes would each load the engine's evaluation files and hash
//! table, and start up twice.)
//!
//! A move played that is not the engine's best is weighed as the built-in
//! engine weighs it (see `run`): `MultiPV 2` and `go searchmoves BEST
//! PLAYED`, as long as the position's own search (and four times as long
//! again when that marks the move: `job::SECOND_LOOK`), then `MultiPV 1`
//! again.
//! An engine that declares no `MultiPV` is not asked: its moves are judged
//! from the evaluations alone.

use super::job::{
    AnalysisError, AnalysisEvent, AnalysisSettings, Cancel, Job, Jobs, PairLines, ToWeigh,
    black_view, mate_first, to_weigh, weigh_with_second_look,
};
use super::marks::Weighing;
use crate::usi::reply::EngineInfo;
use crate::usi::{EngineError, EngineEvent, EngineMove, GoParams, UsiEngine};
use shogi_core::{Move, Position};
use shogi_records::evaluation::Evaluation;
use std::sync::mpsc::Sender;
use std::time::Duration;

/// The thread options engines declare: Stockfish-style, the USI name,
/// and GPSShogi's.
const THREAD_OPTIONS: [&str; 3] = ["Threads", "USI_Threads", "Thread"];

/// Options that turn an engine's opening book off: a book move comes
/// without a score, and an analysis wants the engine's own judgement.
/// (`BookDepth` is GPSShogi's: book moves up to this ply.)
const NO_BOOK: [(&str, &str); 3] = [
    ("USI_OwnBook", "false"),
    ("OwnBook", "false"),
    ("BookDepth", "0"),
];

/// How often a search is looked at: short enough for a prompt cancel.
const POLL: Duration = Duration::from_millis(5);

/// The USI option for the number of best lines.
const MULTI_PV: &str = "MultiPV";

/// Analyses `jobs` with the engine `command`, then says `Finished`.
pub(super) fn work(
    command: &str,
    jobs: &Jobs,
    settings: &AnalysisSettings,
    cancel: &Cancel,
    tx: &Sender<AnalysisEvent>,
) {
    let started = UsiEngine::start_offering(command, &[], &offered(settings), settings.timeouts)
        .and_then(|mut engine| engine.new_game().map(|()| engine));
    let engine = match started {
        Ok(mut engine) => {
            if let Err(e) = analyse(&mut engine, jobs, settings, cancel, tx) {
                let _ = tx.send(failed(&e));
            }
            Some(engine)
        }
        Err(e) => {
            let _ = tx.send(failed(&e));
            None
        }
    };
    let _ = tx.send(AnalysisEvent::Finished);
    // Only now: quitting may take the engine a moment, which a cancel
    // need not wait for.
    drop(engine);
}

/// The options an analysing engine is offered (set when it declares
/// them): the cores as its threads, and no opening book.
pub(super) fn offered(settings: &AnalysisSettings) -> Vec<(String, String)> {
    let threads = settings.workers.max(1).to_string();
    THREAD_OPTIONS
        .iter()
        .map(|name| (name.to_string(), threads.clone()))
        .chain(NO_BOOK.iter().map(|(n, v)| (n.to_string(), v.to_string())))
        .collect()
}

fn failed(e: &EngineError) -> AnalysisEvent {
    AnalysisEvent::Failed(AnalysisError::Engine(e.clone()))
}

fn analyse(
    engine: &mut UsiEngine,
    jobs: &Jobs,
    settings: &AnalysisSettings,
    cancel: &Cancel,
    tx: &Sender<AnalysisEvent>,
) -> Result<(), EngineError> {
    for job in &jobs.list {
        let eval = if job.pos.legal_moves().is_empty() {
            Some(None)
        } else {
            match mate_first(&job.pos, settings, cancel) {
                Some(Some(mate)) => Some(Some(mate)),
                Some(None) => ask(engine, jobs, job, settings, cancel)?,
                None => None,
            }
        };
        // `None`: cancelled.
        let Some(eval) = eval else { return Ok(()) };
        let weigh = eval.as_ref().and_then(|e| to_weigh(job, e));
        if cancel.is_cancelled()
            || tx
                .send(AnalysisEvent::Evaluated { ply: job.ply, eval })
                .is_err()
        {
            return Ok(());
        }
        let weighing = match weigh {
            None => None,
            Some(ToWeigh::Known(w)) => Some(w),
            Some(ToWeigh::Search(_)) if !engine.declares(MULTI_PV) => None,
            Some(ToWeigh::Search(pair)) => {
                let weighed = weigh_with_second_look(job, settings, |s| {
                    weigh_pair(engine, jobs, job, pair, s, cancel)
                })?;
                match weighed {
                    Some(w) => w,
                    None => return Ok(()),
                }
            }
        };
        if let Some(weighing) = weighing
            && (cancel.is_cancelled()
                || tx
                    .send(AnalysisEvent::Weighed {
                        ply: job.ply,
                        weighing,
                    })
                    .is_err())
        {
            return Ok(());
        }
    }
    Ok(())
}

/// The engine's search of just its best move and the move played, two
/// lines: `Ok(None)` when the analysis was cancelled, `Ok(Some(None))`
/// when the engine scored not both.
fn weigh_pair(
    engine: &mut UsiEngine,
    jobs: &Jobs,
    job: &Job,
    pair: [Move; 2],
    settings: &AnalysisSettings,
    cancel: &Cancel,
) -> Result<Option<Option<Weighing>>, EngineError> {
    let (mut params, budget) = go(settings);
    params.searchmoves = pair.to_vec();
    engine.set_option(MULTI_PV, "2")?;
    let side = job.pos.side_to_move();
    let mut lines = PairLines::new(pair);
    let answer = search(engine, jobs, job, &params, budget, cancel, |info| {
        if let Some(score) = info.score {
            let first = info.pv.first().and_then(|w| Move::from_usi(w).ok());
            lines.heard(info.depth.unwrap_or(0), first, black_view(score, side));
        }
    })?;
    engine.set_option(MULTI_PV, "1")?;
    Ok(answer.map(|_| lines.weighing()))
}

/// Runs one search of a job's position to its answer, each `info` to
/// `on_info`: `Ok(None)` when the analysis was cancelled first.
fn search(
    engine: &mut UsiEngine,
    jobs: &Jobs,
    job: &Job,
    params: &GoParams,
    budget: Option<Duration>,
    cancel: &Cancel,
    mut on_info: impl FnMut(EngineInfo),
) -> Result<Option<EngineMove>, EngineError> {
    // The whole line, not the position alone: the engine then knows the
    // repetitions.
    engine.go(&jobs.start, &jobs.moves[..job.ply], params, budget)?;
    loop {
        if cancel.is_cancelled() {
            engine.cancel()?;
            return Ok(None);
        }
        match engine.poll()? {
            Some(EngineEvent::Info(info)) => on_info(info),
            Some(EngineEvent::Move(answer)) => return Ok(Some(answer)),
            None => std::thread::sleep(POLL),
        }
    }
}

/// The engine's evaluation of a job's position: `Ok(None)` when the
/// analysis was cancelled, `Ok(Some(None))` when the engine gave no
/// score.
fn ask(
    engine: &mut UsiEngine,
    jobs: &Jobs,
    job: &Job,
    settings: &AnalysisSettings,
    cancel: &Cancel,
) -> Result<Option<Option<Evaluation>>, EngineError> {
    let (params, budget) = go(settings);
    let mut score = None;
    let mut pv = Vec::new();
    let answer = search(engine, jobs, job, &params, budget, cancel, |info| {
        if info.score.is_some() {
            score = info.score;
        }
        if !info.pv.is_empty() {
            pv = info.pv;
        }
    })?;
    let Some(answer) = answer else {
        return Ok(None);
    };
    let mut line = legal_line(&job.pos, &pv);
    // The move it plays is its final word, whatever it said before.
    if let EngineMove::Move(best) = answer
        && line.first() != Some(&best)
    {
        line = vec![best];
    }
    Ok(Some(score.map(|score| Evaluation {
        score: black_view(score, job.pos.side_to_move()),
        pv: line,
        line_only: false,
    })))
}

/// The `go` for one position, and the time the engine has for it (`None`:
/// no clock, a node count only).
fn go(settings: &AnalysisSettings) -> (GoParams, Option<Duration>) {
    let time = match (settings.time, settings.nodes) {
        (None, Some(_)) => None,
        // Neither: an endless search would never end.
        (time, _) => Some(time.unwrap_or(AnalysisSettings::default().time.unwrap_or_default())),
    };
    let mut params = match time {
        // Byoyomi is the per-move time every USI engine understands.
        Some(t) => GoParams::with_clock(Duration::ZERO, Duration::ZERO, t, Duration::ZERO),
        None => GoParams::default(),
    };
    params.nodes = settings.nodes;
    (params, time)
}

/// The moves of an engine's line (USI words) that can be played in turn
/// from `pos`, up to the first that cannot.
pub(super) fn legal_line(pos: &Position, words: &[String]) -> Vec<Move> {
    let mut pos = pos.clone();
    let mut line = Vec::new();
    for word in words {
        let Ok(mv) = Move::from_usi(word) else { break };
        if pos.check_move(mv).is_err() {
            break;
        }
        pos.do_move(mv);
        line.push(mv);
    }
    line
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(line: &str) -> Vec<String> {
        line.split_whitespace().map(str::to_string).collect()
    }

    #[test]
    fn a_line_stops_at_its_first_illegal_or_unreadable_move() {
        let start = Position::startpos();
        let usi = |line: Vec<Move>| line.iter().map(|m| m.to_usi()).collect::<Vec<_>>();
        assert_eq!(
            usi(legal_line(&start, &words("7g7f 3c3d 8h2b+ 3a2b"))),
            ["7g7f", "3c3d", "8h2b+", "3a2b"]
        );
        // 3c3d twice: the second is White's pawn moving off an empty square.
        assert_eq!(
            usi(legal_line(&start, &words("7g7f 3c3d 3c3d 2g2f"))),
            ["7g7f", "3c3d"]
        );
        assert_eq!(usi(legal_line(&start, &words("7g7f xx 3c3d"))), ["7g7f"]);
        // Black's move first from a position where White is to move.
        let mut after = start.clone();
        after.do_move(Move::from_usi("7g7f").unwrap());
        assert!(legal_line(&after, &words("2g2f")).is_empty());
    }

    #[test]
    fn the_engine_gets_byoyomi_or_nodes() {
        let with = |time, nodes| {
            go(&AnalysisSettings {
                time,
                nodes,
                ..AnalysisSettings::default()
            })
        };
        let (p, budget) = with(Some(Duration::from_millis(500)), None);
        assert_eq!(p.to_string(), "go btime 0 wtime 0 byoyomi 500");
        assert_eq!(budget, Some(Duration::from_millis(500)));
        let (p, budget) = with(None, Some(20_000));
        assert_eq!(p.to_string(), "go nodes 20000");
        assert_eq!(budget, None);
        let (_, budget) = with(None, None);
        assert!(
            budget.is_some(),
            "an analysis never asks for an endless search"
        );
    }
}
