//! What the player solved, per collection: each puzzle solved or not,
//! its tries and best time, and the streak of puzzles solved in a row.
//!
//! Kept in the settings folder as `puzzles.ron`, written atomically as
//! saves are. A damaged file is moved aside (`puzzles.ron.damaged`) and
//! the player told, never silently replaced; one that cannot be read at
//! all, or is larger than this version reads, is left alone and nothing
//! is written this run (`settings::read_settings_file`). A puzzle is
//! known by its SFEN, so progress survives a collection being sorted or
//! grown.
//!
//! Two shogi-tui may run puzzles at once. Each keeps the tries it made
//! since it last wrote, and a write takes the file's lock (the one saves
//! take, `kifu::lock`), reads the file again and plays those tries onto
//! what it holds: neither run's tries are lost, whichever writes last.

use super::Puzzle;
use crate::kifu::RecordError;
use crate::settings::config_dir;
use crate::shared_file::{FileWords, read_shared, write_merged};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// The progress file inside the settings folder.
pub const PROGRESS_FILE: &str = "puzzles.ron";

/// The most the progress file may hold, read or written. An entry takes
/// about 150 bytes besides its SFEN: some 190 for a mate problem, about
/// 400 for the longest SFEN with the largest counts. 64 MiB holds some
/// 170,000 puzzles tried even so, and 350,000 typical ones: every puzzle
/// of a hundred collections of a few thousand. The 1 MiB of the other
/// settings files held only about 5,800 puzzles.
pub const MAX_PROGRESS_BYTES: u64 = 64 * 1024 * 1024;

/// One puzzle's record.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct PuzzleProgress {
    pub solved: bool,
    /// Tries finished, solved or not.
    pub attempts: u32,
    /// The fastest solve, in milliseconds.
    pub best_ms: Option<u64>,
}

/// One collection's record.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct CollectionProgress {
    /// By the puzzle's SFEN.
    pub puzzles: BTreeMap<String, PuzzleProgress>,
    /// Puzzles solved in a row, up to the last try.
    pub streak: u32,
    pub best_streak: u32,
}

impl CollectionProgress {
    pub fn of(&self, puzzle: &Puzzle) -> Option<&PuzzleProgress> {
        self.puzzles.get(&puzzle.position.to_sfen())
    }

    pub fn is_solved(&self, puzzle: &Puzzle) -> bool {
        self.of(puzzle).is_some_and(|p| p.solved)
    }

    /// How many of `puzzles` are solved.
    pub fn solved_count(&self, puzzles: &[Puzzle]) -> usize {
        puzzles.iter().filter(|p| self.is_solved(p)).count()
    }

    /// The first puzzle not yet solved, in the collection's order.
    pub fn next_unsolved(&self, puzzles: &[Puzzle]) -> Option<usize> {
        puzzles.iter().position(|p| !self.is_solved(p))
    }
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
struct ProgressFile {
    /// By collection name ("built-in", or the file's path).
    collections: BTreeMap<String, CollectionProgress>,
}

/// One finished try, as it is noted and as it is played onto the file.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Try {
    collection: String,
    sfen: String,
    /// The time of a solve, in milliseconds; `None`: not solved.
    solved_ms: Option<u64>,
}

impl ProgressFile {
    /// Counts `t`: a try more, a solve (the best time the shorter), and
    /// the streak one longer, or ended by a try not solved. Played onto
    /// the file as read at each write, a run's tries add to another's:
    /// the streak runs through both runs' tries in the order written.
    fn count(&mut self, t: &Try) {
        let c = self.collections.entry(t.collection.clone()).or_default();
        let p = c.puzzles.entry(t.sfen.clone()).or_default();
        p.attempts = p.attempts.saturating_add(1);
        match t.solved_ms {
            Some(ms) => {
                p.solved = true;
                p.best_ms = Some(p.best_ms.map_or(ms, |b| b.min(ms)));
                c.streak = c.streak.saturating_add(1);
                c.best_streak = c.best_streak.max(c.streak);
            }
            None => c.streak = 0,
        }
    }
}

/// The player's progress, and where it is kept.
#[derive(Clone, Debug, Default)]
pub struct Progress {
    /// `None`: nowhere to write (in memory, or a file that could not be read).
    file: Option<PathBuf>,
    /// The file as last read or written, with the tries since counted.
    data: ProgressFile,
    /// The tries not written yet, in the order made.
    unsaved: Vec<Try>,
    /// Why the file could not be read, to tell the player.
    pub problem: Option<String>,
}

impl Progress {
    /// Nothing remembered (tests, no settings folder).
    pub fn in_memory() -> Progress {
        Progress::default()
    }

    /// The player's progress, from the settings folder.
    pub fn load() -> Progress {
        match config_dir() {
            Some(dir) => Progress::load_from(&dir.join(PROGRESS_FILE)),
            None => Progress::in_memory(),
        }
    }

    /// The progress kept in `file`; a missing file is no progress yet.
    pub fn load_from(file: &Path) -> Progress {
        let read = read_file(file);
        Progress {
            file: read.writable.then(|| file.to_path_buf()),
            data: read.value.unwrap_or_default(),
            unsaved: Vec::new(),
            problem: read.problem,
        }
    }

    /// A collection's progress (empty when never tried).
    pub fn collection(&self, name: &str) -> CollectionProgress {
        self.data.collections.get(name).cloned().unwrap_or_default()
    }

    /// Notes a finished try at `puzzle`: solved in `time`, or not (given
    /// up, solution shown), which ends the streak.
    pub fn record_attempt(&mut self, collection: &str, puzzle: &Puzzle, solved: Option<Duration>) {
        self.note(Try {
            collection: collection.to_string(),
            sfen: puzzle.position.to_sfen(),
            solved_ms: solved.map(|time| u64::try_from(time.as_millis()).unwrap_or(u64::MAX)),
        });
    }

    /// Counts a try, and keeps it for the next write.
    fn note(&mut self, t: Try) {
        self.data.count(&t);
        if self.file.is_some() {
            self.unsaved.push(t);
        }
    }

    /// Writes the tries made since the last write into the file, as it
    /// is now: under its lock, read again, the tries counted onto it,
    /// written atomically. Nothing is written when the file could not be
    /// read at the start (it stays as it was) or there is no folder. Tries
    /// not written (the file busy or unwritable) are kept for the next
    /// write. A file found damaged now is moved aside and said in
    /// `problem`, as at the start.
    pub fn save(&mut self) -> Result<(), RecordError> {
        let Some(file) = self.file.clone() else {
            return Ok(());
        };
        let unsaved = &self.unsaved;
        self.data = write_merged(
            &file,
            MAX_PROGRESS_BYTES,
            &WORDS,
            &mut self.problem,
            |data: &mut ProgressFile| {
                for t in unsaved {
                    data.count(t);
                }
            },
        )?;
        self.unsaved.clear();
        Ok(())
    }
}

/// How the progress file's faults are said.
const WORDS: FileWords = FileWords {
    lost: || crate::t!("puzzles-progress-lost"),
    busy: |process| crate::t!("puzzles-progress-busy", process = process),
    unwritable: |why| crate::t!("puzzles-progress-unwritable", why = why),
    too_large: |size, limit| {
        crate::t!(
            "puzzles-progress-too-large",
            size = size.to_string(),
            limit = limit.to_string()
        )
    },
};

/// The progress file as read: see `settings::read_settings_file`.
fn read_file(file: &Path) -> crate::settings::SettingsRead<ProgressFile> {
    read_shared(file, MAX_PROGRESS_BYTES, &WORDS)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tsume::collection::parse_line;

    fn temp(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("shogi-tsume-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        dir
    }

    fn puzzle() -> Puzzle {
        parse_line("4k4/9/4P4/9/9/9/9/9/9 b G 1 | 1 | G*5b | 12").unwrap()
    }

    #[test]
    fn progress_is_written_and_read_back_with_its_streak() {
        let dir = temp("kept");
        let file = dir.join(PROGRESS_FILE);
        let mut p = Progress::load_from(&file);
        assert_eq!(p.problem, None);
        let puzzle = puzzle();
        p.record_attempt("built-in", &puzzle, None);
        p.record_attempt("built-in", &puzzle, Some(Duration::from_millis(4200)));
        p.record_attempt("built-in", &puzzle, Some(Duration::from_millis(3100)));
        p.save().unwrap();
        let again = Progress::load_from(&file);
        let c = again.collection("built-in");
        let kept = c.of(&puzzle).unwrap();
        assert_eq!(
            (kept.solved, kept.attempts, kept.best_ms),
            (true, 3, Some(3100))
        );
        assert_eq!((c.streak, c.best_streak), (2, 2));
        assert_eq!(c.next_unsolved(std::slice::from_ref(&puzzle)), None);
        assert_eq!(again.collection("mine").solved_count(&[puzzle]), 0);
        // No temporary file left beside it: the write was atomic.
        let names: Vec<_> = std::fs::read_dir(&dir).unwrap().flatten().collect();
        assert_eq!(names.len(), 1, "{names:?}");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    /// Another mate in one: gold dropped on 5b, the king on 5a.
    fn other_puzzle() -> Puzzle {
        parse_line("4k4/9/4P4/9/9/9/9/9/9 b 2G 1 | 1 | G*5b | 12").unwrap()
    }

    #[test]
    fn two_runs_each_keep_their_solves_and_add_up_their_tries() {
        let dir = temp("two-runs");
        let file = dir.join(PROGRESS_FILE);
        let (one, two) = (puzzle(), other_puzzle());
        // B starts first; A solves puzzle 1 and writes it.
        let mut b = Progress::load_from(&file);
        let mut a = Progress::load_from(&file);
        a.record_attempt("built-in", &one, None);
        a.record_attempt("built-in", &one, Some(Duration::from_millis(5000)));
        a.save().unwrap();
        // B, which never saw A's file, solves puzzle 2 and tries 1 faster.
        b.record_attempt("built-in", &two, Some(Duration::from_millis(900)));
        b.record_attempt("built-in", &one, Some(Duration::from_millis(4000)));
        b.save().unwrap();
        let kept = Progress::load_from(&file).collection("built-in");
        let of = |p: &Puzzle| kept.of(p).map(|p| (p.solved, p.attempts, p.best_ms));
        assert_eq!(
            of(&one),
            Some((true, 3, Some(4000))),
            "A's two tries and B's one"
        );
        assert_eq!(of(&two), Some((true, 1, Some(900))));
        // The streak runs on through the tries in the order written: A's
        // give-up, A's solve, then B's two solves.
        assert_eq!((kept.streak, kept.best_streak), (3, 3));
        // B now counts A's tries too; a later save of A keeps B's.
        assert_eq!(
            b.collection("built-in").of(&one).map(|p| p.attempts),
            Some(3)
        );
        a.record_attempt("built-in", &two, None);
        a.save().unwrap();
        let kept = Progress::load_from(&file).collection("built-in");
        assert_eq!(
            kept.of(&two).map(|p| (p.solved, p.attempts)),
            Some((true, 2))
        );
        assert_eq!((kept.streak, kept.best_streak), (0, 3));
        // Saving again adds nothing twice.
        a.save().unwrap();
        assert_eq!(Progress::load_from(&file).collection("built-in"), kept);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_save_waits_for_another_runs_write_and_then_keeps_the_try() {
        let dir = temp("busy");
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join(PROGRESS_FILE);
        let mut p = Progress::load_from(&file);
        p.record_attempt("built-in", &puzzle(), Some(Duration::from_secs(2)));
        // Another run holds the file's lock for longer than a save waits.
        let held = crate::kifu::lock::GameLock::try_take(&file).unwrap();
        let refused = crate::words::Said::said(&p.save().unwrap_err());
        assert!(refused.contains("another shogi-tui"), "{refused}");
        assert!(!file.exists());
        drop(held);
        p.save().unwrap();
        let kept = Progress::load_from(&file).collection("built-in");
        assert_eq!(kept.of(&puzzle()).map(|p| p.attempts), Some(1));
        std::fs::remove_dir_all(&dir).unwrap();
    }

    /// A realistic entry's key: a tsume position's SFEN, made unique by
    /// the move number.
    fn sfen(n: usize) -> String {
        format!(
            "ln1g5/1r2S1k2/p2pppn2/2ps2p1p/1p4P2/2P1P3P/PPSP1PP2/1KG2+r3/LN1G4L b BG2Pbsnlp {n}"
        )
    }

    #[test]
    fn a_file_of_thousands_of_puzzles_the_program_wrote_reads_back() {
        let dir = temp("large");
        let file = dir.join(PROGRESS_FILE);
        let mut p = Progress::load_from(&file);
        // The 8,000 puzzles (1.4 MB) and more.
        for n in 1..=20_000 {
            p.note(Try {
                collection: "built-in".into(),
                sfen: sfen(n),
                solved_ms: Some(123_456),
            });
        }
        p.save().unwrap();
        assert!(std::fs::metadata(&file).unwrap().len() > 4 * 1024 * 1024);
        let again = Progress::load_from(&file);
        assert_eq!(again.problem, None);
        assert_eq!(again.collection("built-in").puzzles.len(), 20_000);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_file_too_large_to_read_is_said_so_and_left_alone() {
        let dir = temp("too-large");
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join(PROGRESS_FILE);
        let huge = std::fs::File::create(&file).unwrap();
        huge.set_len(MAX_PROGRESS_BYTES + 1).unwrap();
        let mut p = Progress::load_from(&file);
        let problem = p.problem.clone().unwrap_or_default();
        assert!(problem.contains("too large"), "{problem}");
        assert!(!problem.contains("damaged"), "{problem}");
        p.record_attempt("built-in", &puzzle(), Some(Duration::from_secs(1)));
        p.save().unwrap();
        // Neither moved aside nor written over.
        let names: Vec<_> = std::fs::read_dir(&dir).unwrap().flatten().collect();
        assert_eq!(names.len(), 1, "{names:?}");
        assert_eq!(
            std::fs::metadata(&file).unwrap().len(),
            MAX_PROGRESS_BYTES + 1
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_damaged_file_is_moved_aside_and_reported() {
        let dir = temp("damaged");
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join(PROGRESS_FILE);
        std::fs::write(&file, "(collections: {\"built-in\": (streak: ").unwrap();
        let mut p = Progress::load_from(&file);
        let problem = p.problem.clone().unwrap_or_default();
        assert!(problem.contains("puzzles.ron.damaged"), "{problem}");
        assert!(problem.contains("starts afresh"), "{problem}");
        let aside = std::fs::read_to_string(dir.join("puzzles.ron.damaged")).unwrap();
        assert!(
            aside.contains("streak"),
            "the damaged text is kept: {aside}"
        );
        p.record_attempt("built-in", &puzzle(), Some(Duration::from_secs(1)));
        p.save().unwrap();
        assert_eq!(Progress::load_from(&file).collection("built-in").streak, 1);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
