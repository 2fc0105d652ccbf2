//! The data generator: self-play games on several worker threads, each
//! with its own bot and random generator, whose finished games go to one
//! writer (the calling thread) that drops positions already written in
//! this run and appends the rest to the data file, one flush per game.
//!
//! Worker `t` of `T` plays games `t`, `t + T`, `t + 2T`, …, each from a
//! generator seeded with the run's seed mixed with the thread and the game
//! number: the same seed and thread count give the same games.
//!
//! A stop (a signal, through `stop`) is seen between two moves: the games
//! in progress are dropped, the finished ones are all written.

use super::file::{DataFileError, DataWriter, Opened};
use super::selfplay::{Ending, PlayConfig, PlayedGame, SelfPlayer};
use shogi_engine::bot::Rng;
use std::collections::HashSet;
use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};
use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, RecvTimeoutError, Sender};
use std::thread;
use std::time::{Duration, Instant};

/// A random opening that happens to end the game is drawn again, up to
/// this many times (the bot playing an illegal move, a bug, would
/// otherwise loop here for ever).
const OPENING_ATTEMPTS: u32 = 16;

/// What a run generates.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GenConfig {
    /// Games to play.
    pub games: u64,
    /// Worker threads, each playing whole games.
    pub threads: usize,
    pub play: PlayConfig,
    pub seed: u64,
    /// How often `generate` reports its progress.
    pub report_every: Duration,
}

/// Where a run stands.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Progress {
    /// Games finished and written.
    pub games: u64,
    /// Records written.
    pub positions: u64,
    /// Quiet positions left out because this run had written them already.
    pub duplicates: u64,
    /// Games ended by the rules (mate, repetition, declaration) ...
    pub by_rules: u64,
    /// ... and how many of those were draws;
    pub drawn_by_rules: u64,
    /// games adjudicated on the scores;
    pub adjudicated: u64,
    /// games drawn at the ply limit.
    pub at_ply_limit: u64,
    pub elapsed: Duration,
}

impl Progress {
    pub fn positions_per_second(&self) -> f64 {
        self.positions as f64 / self.elapsed.as_secs_f64().max(1e-9)
    }
}

/// How a run went.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Summary {
    /// What the file held before.
    pub opened: Opened,
    pub progress: Progress,
    /// Whether `stop` ended the run before all its games were played.
    pub stopped: bool,
}

/// Plays `config.games` games into the file at `out` (appended to, see
/// `DataWriter::append`). `report` hears the progress every
/// `config.report_every`.
pub fn generate(
    out: &Path,
    config: &GenConfig,
    stop: &(dyn Fn() -> bool + Sync),
    report: &mut dyn FnMut(&Progress),
) -> Result<Summary, DataFileError> {
    let (mut writer, opened) = DataWriter::append(out)?;
    // Set when writing fails: the workers stop as for a signal.
    let failed = AtomicBool::new(false);
    let halt = || stop() || failed.load(Ordering::Relaxed);
    let start = Instant::now();
    let (tx, rx) = mpsc::channel::<PlayedGame>();
    let threads = config.threads.max(1);
    let outcome = thread::scope(|scope| {
        for t in 0..threads {
            let tx = tx.clone();
            let halt = &halt;
            scope.spawn(move || work(t, threads, config, halt, &tx));
        }
        // The workers hold the only senders: the channel closes when the
        // last one is done.
        drop(tx);
        let mut seen = HashSet::new();
        let mut progress = Progress::default();
        let mut next_report = start + config.report_every;
        loop {
            let wait = next_report.saturating_duration_since(Instant::now());
            match rx.recv_timeout(wait) {
                Ok(game) => {
                    if let Err(e) = write_game(&mut writer, &game, &mut seen, &mut progress) {
                        failed.store(true, Ordering::Relaxed);
                        return Err(e);
                    }
                }
                Err(RecvTimeoutError::Timeout) => {
                    progress.elapsed = start.elapsed();
                    report(&progress);
                    next_report += config.report_every;
                }
                Err(RecvTimeoutError::Disconnected) => break,
            }
        }
        progress.elapsed = start.elapsed();
        Ok(progress)
    });
    let progress = outcome?;
    Ok(Summary {
        opened,
        progress,
        stopped: progress.games < config.games,
    })
}

/// One worker: its share of the games, each sent whole once finished.
fn work(
    t: usize,
    threads: usize,
    config: &GenConfig,
    halt: &(dyn Fn() -> bool + Sync),
    tx: &Sender<PlayedGame>,
) {
    let mut player = SelfPlayer::new(config.play);
    let mut game = t as u64;
    while game < config.games && !halt() {
        let mut rng = Rng::new(game_seed(config.seed, t, game));
        let mut played = None;
        for _ in 0..OPENING_ATTEMPTS {
            if halt() {
                return;
            }
            played = player.play(&mut rng, halt);
            if played.is_some() {
                break;
            }
        }
        // The writer is gone only when it failed; then nobody needs more.
        if let Some(played) = played
            && tx.send(played).is_err()
        {
            return;
        }
        game += threads as u64;
    }
}

/// The seed of one game: the run's seed, the thread and the game number
/// mixed through the generator, so that nearby numbers give unrelated
/// openings.
fn game_seed(seed: u64, thread: usize, game: u64) -> u64 {
    let mut mix = Rng::new(seed);
    let base = mix.next_u64();
    Rng::new(
        base ^ game.wrapping_mul(0xD6E8_FEB8_6659_FD93)
            ^ (thread as u64).wrapping_mul(0xA076_1D64_78BD_642F),
    )
    .next_u64()
}

/// Appends the game's positions not seen before in this run, then hands
/// them to the system.
fn write_game(
    writer: &mut DataWriter,
    game: &PlayedGame,
    seen: &mut HashSet<u64>,
    progress: &mut Progress,
) -> Result<(), DataFileError> {
    for sample in &game.samples {
        // A 64-bit hash of the packed position rather than its 32 bytes
        // keeps the set at a quarter of the memory over a day's run; two
        // positions sharing a hash (odds about n²/2⁶⁵) cost one record.
        let mut h = DefaultHasher::new();
        sample.position.hash(&mut h);
        if seen.insert(h.finish()) {
            writer.write(sample)?;
            progress.positions += 1;
        } else {
            progress.duplicates += 1;
        }
    }
    writer.flush()?;
    progress.games += 1;
    match game.ending {
        Ending::Rules(winner) => {
            progress.by_rules += 1;
            progress.drawn_by_rules += u64::from(winner.is_none());
        }
        Ending::Adjudicated(_) => progress.adjudicated += 1,
        Ending::PlyLimit => progress.at_ply_limit += 1,
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn game_seeds_differ_by_game_and_thread_and_repeat_by_seed() {
        let seeds: HashSet<u64> = (0..4)
            .flat_map(|t| (0..50).map(move |g| game_seed(7, t, g)))
            .collect();
        assert_eq!(seeds.len(), 200);
        assert_eq!(game_seed(7, 1, 3), game_seed(7, 1, 3));
        assert_ne!(game_seed(7, 1, 3), game_seed(8, 1, 3));
    }
}
