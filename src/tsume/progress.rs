//! What the player solved, per collection: each puzzle solved or not,
//! its tries and best time, and the streak of puzzles solved in a row.
//!
//! Kept in the settings folder as `puzzles.ron`, written atomically as
//! saves are. A damaged file is moved aside (`puzzles.ron.damaged`) and
//! the player told, never silently replaced; one that cannot be read at
//! all is left alone and nothing is written this run
//! (`settings::read_settings_file`). A puzzle is known by its SFEN, so
//! progress survives a collection being sorted or grown.

use super::Puzzle;
use crate::kifu::RecordError;
use crate::kifu::atomic::write_atomic;
use crate::settings::{config_dir, read_settings_file};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// The progress file inside the settings folder.
pub const PROGRESS_FILE: &str = "puzzles.ron";

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

/// The player's progress, and where it is kept.
#[derive(Clone, Debug, Default)]
pub struct Progress {
    /// `None`: nowhere to write (in memory, or a file that could not be read).
    file: Option<PathBuf>,
    data: ProgressFile,
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
        let read = read_settings_file::<ProgressFile>(file, &crate::t!("puzzles-progress-lost"));
        Progress {
            file: read.writable.then(|| file.to_path_buf()),
            data: read.value.unwrap_or_default(),
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
        let c = self
            .data
            .collections
            .entry(collection.to_string())
            .or_default();
        let p = c.puzzles.entry(puzzle.position.to_sfen()).or_default();
        p.attempts = p.attempts.saturating_add(1);
        match solved {
            Some(time) => {
                p.solved = true;
                let ms = u64::try_from(time.as_millis()).unwrap_or(u64::MAX);
                p.best_ms = Some(p.best_ms.map_or(ms, |b| b.min(ms)));
                c.streak = c.streak.saturating_add(1);
                c.best_streak = c.best_streak.max(c.streak);
            }
            None => c.streak = 0,
        }
    }

    /// Writes the progress atomically. Nothing is written when the file
    /// could not be read (it stays as it was) or there is no folder.
    pub fn save(&self) -> Result<(), RecordError> {
        let Some(file) = &self.file else {
            return Ok(());
        };
        if let Some(dir) = file.parent() {
            std::fs::create_dir_all(dir)
                .map_err(|e| RecordError::io(dir, "create the settings folder", e))?;
        }
        let text =
            ron::ser::to_string_pretty(&self.data, ron::ser::PrettyConfig::new()).map_err(|e| {
                RecordError::Refused {
                    path: file.clone(),
                    what: crate::t!("puzzles-progress-unwritable", why = e.to_string()),
                }
            })?;
        write_atomic(file, format!("{text}\n").as_bytes())
    }
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
