//! The player's drills and where each stands, kept in the settings
//! folder as `drills.ron` the way the puzzles' progress is: written
//! atomically, a damaged file moved aside and said, never replaced.
//!
//! Two shogi-tui may drill at once (or a `drills add` run while the page
//! is open). Each keeps what it did since it last wrote (drills added,
//! answers given), and a write takes the file's lock, reads it again and
//! plays those changes onto what it holds: neither run's work is lost.

use super::drill::Drill;
use super::schedule::{Day, Schedule};
use crate::kifu::RecordError;
use crate::settings::config_dir;
use crate::shared_file::{FileWords, read_shared, write_merged};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// The drills file inside the settings folder.
pub const DRILLS_FILE: &str = "drills.ron";

/// The most the file may hold, read or written: a drill takes about 1 KB
/// with its game's line, so some 30,000 drills; far more mistakes than a
/// player reviews.
pub const MAX_DRILLS_BYTES: u64 = 32 * 1024 * 1024;

/// One drill and where it stands.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Entry {
    pub drill: Drill,
    pub schedule: Schedule,
    pub tries: u32,
    pub right: u32,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
struct DrillsFile {
    drills: Vec<Entry>,
}

/// A change made since the last write, played onto the file as read.
#[derive(Clone, Debug, PartialEq)]
enum Change {
    Added(Box<Drill>, Day),
    Answered {
        sfen: String,
        played: String,
        right: bool,
        day: Day,
    },
}

impl DrillsFile {
    fn find(&mut self, sfen: &str, played: &str) -> Option<&mut Entry> {
        self.drills
            .iter_mut()
            .find(|e| e.drill.key() == (sfen, played))
    }

    /// Plays `c` on: a drill already there is not added again; an answer
    /// to a drill no longer there is dropped.
    fn apply(&mut self, c: &Change) -> bool {
        match c {
            Change::Added(drill, day) => {
                if self.find(&drill.sfen, &drill.played).is_some() {
                    return false;
                }
                self.drills.push(Entry {
                    drill: (**drill).clone(),
                    schedule: Schedule::new(*day),
                    tries: 0,
                    right: 0,
                });
                true
            }
            Change::Answered {
                sfen,
                played,
                right,
                day,
            } => match self.find(sfen, played) {
                Some(e) => {
                    e.schedule.answer(*right, *day);
                    e.tries = e.tries.saturating_add(1);
                    e.right = e.right.saturating_add(u32::from(*right));
                    true
                }
                None => false,
            },
        }
    }
}

/// The drills, and where they are kept.
#[derive(Clone, Debug, Default)]
pub struct Drills {
    /// `None`: nowhere to write (in memory, or a file that could not be read).
    file: Option<PathBuf>,
    data: DrillsFile,
    unsaved: Vec<Change>,
    /// Why the file could not be read, to tell the player.
    pub problem: Option<String>,
}

impl Drills {
    pub fn in_memory() -> Drills {
        Drills::default()
    }

    /// The player's drills, from the settings folder.
    pub fn load() -> Drills {
        match config_dir() {
            Some(dir) => Drills::load_from(&dir.join(DRILLS_FILE)),
            None => Drills::in_memory(),
        }
    }

    pub fn load_from(file: &Path) -> Drills {
        let read = read_file(file);
        Drills {
            file: read.writable.then(|| file.to_path_buf()),
            data: read.value.unwrap_or_default(),
            unsaved: Vec::new(),
            problem: read.problem,
        }
    }

    pub fn entries(&self) -> &[Entry] {
        &self.data.drills
    }

    /// The drills due on `today`, the longest overdue first.
    pub fn due(&self, today: Day) -> Vec<&Entry> {
        let mut due: Vec<&Entry> = self
            .data
            .drills
            .iter()
            .filter(|e| e.schedule.is_due(today))
            .collect();
        due.sort_by_key(|e| e.schedule.due);
        due
    }

    /// Adds `drill`, due `today`; false when it is there already.
    pub fn add(&mut self, drill: Drill, today: Day) -> bool {
        self.note(Change::Added(Box::new(drill), today))
    }

    /// An answer to the drill at `sfen` that asks to improve on `played`.
    pub fn answer(&mut self, sfen: &str, played: &str, right: bool, today: Day) -> bool {
        self.note(Change::Answered {
            sfen: sfen.to_string(),
            played: played.to_string(),
            right,
            day: today,
        })
    }

    fn note(&mut self, c: Change) -> bool {
        let applied = self.data.apply(&c);
        if applied && self.file.is_some() {
            self.unsaved.push(c);
        }
        applied
    }

    /// Writes the changes since the last write into the file as it is
    /// now: under its lock, read again, the changes played onto it,
    /// written atomically. Changes not written (the file busy or
    /// unwritable) are kept for the next write.
    pub fn save(&mut self) -> Result<(), RecordError> {
        let Some(file) = self.file.clone() else {
            return Ok(());
        };
        let unsaved = &self.unsaved;
        self.data = write_merged(
            &file,
            MAX_DRILLS_BYTES,
            &WORDS,
            &mut self.problem,
            |data: &mut DrillsFile| {
                for c in unsaved {
                    data.apply(c);
                }
            },
        )?;
        self.unsaved.clear();
        Ok(())
    }
}

/// How the drills file's faults are said.
const WORDS: FileWords = FileWords {
    lost: || crate::t!("drills-lost"),
    busy: |process| crate::t!("drills-busy", process = process),
    unwritable: |why| crate::t!("drills-unwritable", why = why),
    too_large: |size, limit| {
        crate::t!(
            "drills-too-large",
            size = size.to_string(),
            limit = limit.to_string()
        )
    },
};

fn read_file(file: &Path) -> crate::settings::SettingsRead<DrillsFile> {
    read_shared(file, MAX_DRILLS_BYTES, &WORDS)
}

/// How many drills there are and how many of them are due.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DueCount {
    pub due: usize,
    pub total: usize,
}

/// Only what the count needs of a drill: its drill and scores are
/// skipped unread, so that the menu pays for the schedules alone.
#[derive(Deserialize)]
struct ScheduleOnly {
    schedule: Schedule,
}

#[derive(Deserialize, Default)]
#[serde(default)]
struct SchedulesFile {
    drills: Vec<ScheduleOnly>,
}

/// The drills of `file` due on `today`, for the menu and the puzzles page
/// to show; `None` when there is nothing to say: no drill yet, or a file
/// that cannot be read (said when the drills are opened). Read without
/// the lock and without setting a damaged file aside, as a count shown
/// writes nothing; a FIFO or a file past `MAX_DRILLS_BYTES` is not read.
pub fn due_count(file: &Path, today: Day) -> Option<DueCount> {
    let bytes = crate::kifu::files::read_capped(file, MAX_DRILLS_BYTES).ok()?;
    let text = std::str::from_utf8(&bytes).ok()?;
    let read: SchedulesFile = ron::from_str(text).ok()?;
    let total = read.drills.len();
    let due = read
        .drills
        .iter()
        .filter(|d| d.schedule.is_due(today))
        .count();
    (total > 0).then_some(DueCount { due, total })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::drills::drill::{DrillKind, Score};

    fn drill(played: &str) -> Drill {
        Drill {
            kind: DrillKind::Mistake,
            sfen: "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1".into(),
            played: played.into(),
            best: "7g7f".into(),
            loss_cp: 300,
            best_score: Score::Cp(50),
            played_score: Score::Cp(-250),
            best_line: Vec::new(),
            answers: Vec::new(),
            punish_line: Vec::new(),
            start: "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1".into(),
            line: Vec::new(),
            number: 1,
            source: "game.kif".into(),
            black: "Hana".into(),
            white: "Sora".into(),
        }
    }

    fn folder(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("shogi-drills-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        dir
    }

    #[test]
    fn drills_are_kept_once_and_their_answers_move_them_on() {
        let file = folder("kept").join(DRILLS_FILE);
        let mut d = Drills::load_from(&file);
        assert!(d.add(drill("5g5f"), 10));
        assert!(
            !d.add(drill("5g5f"), 11),
            "the same mistake twice is one drill"
        );
        assert!(d.add(drill("1g1f"), 10));
        d.save().unwrap();
        let mut d = Drills::load_from(&file);
        assert_eq!(d.entries().len(), 2);
        assert_eq!(d.due(10).len(), 2);
        let sfen = d.entries()[0].drill.sfen.clone();
        assert!(d.answer(&sfen, "5g5f", true, 10));
        assert!(!d.answer(&sfen, "9g9f", true, 10), "no such drill");
        d.save().unwrap();
        let d = Drills::load_from(&file);
        let e = &d.entries()[0];
        assert_eq!((e.tries, e.right, e.schedule.due), (1, 1, 11));
        assert_eq!(d.due(10).len(), 1);
    }

    #[test]
    fn two_instances_keep_both_their_drills_and_answers() {
        let file = folder("two").join(DRILLS_FILE);
        let mut first = Drills::load_from(&file);
        first.add(drill("5g5f"), 10);
        first.save().unwrap();
        // Both read the same file; each then adds and answers on its own.
        let mut a = Drills::load_from(&file);
        let mut b = Drills::load_from(&file);
        let sfen = a.entries()[0].drill.sfen.clone();
        a.answer(&sfen, "5g5f", false, 10);
        a.add(drill("1g1f"), 10);
        b.answer(&sfen, "5g5f", true, 10);
        b.add(drill("9g9f"), 10);
        a.save().unwrap();
        b.save().unwrap();
        let d = Drills::load_from(&file);
        assert_eq!(d.entries().len(), 3);
        let e = &d.entries()[0];
        // Both answers counted, in the order written: wrong, then right.
        assert_eq!((e.tries, e.right, e.schedule.reps), (2, 1, 1));
    }

    #[test]
    fn the_count_reads_the_schedules_alone_and_says_nothing_of_a_bad_file() {
        let dir = folder("count");
        let file = dir.join(DRILLS_FILE);
        assert_eq!(due_count(&file, 10), None, "no file");
        let mut d = Drills::load_from(&file);
        d.add(drill("5g5f"), 10);
        d.add(drill("1g1f"), 10);
        d.add(drill("9g9f"), 12);
        d.save().unwrap();
        assert_eq!(due_count(&file, 10), Some(DueCount { due: 2, total: 3 }));
        assert_eq!(due_count(&file, 12), Some(DueCount { due: 3, total: 3 }));
        let sfen = d.entries()[0].drill.sfen.clone();
        d.answer(&sfen, "5g5f", true, 10);
        d.save().unwrap();
        assert_eq!(due_count(&file, 10), Some(DueCount { due: 1, total: 3 }));
        std::fs::write(&file, "(drills: [oops").unwrap();
        assert_eq!(due_count(&file, 10), None);
        assert!(file.exists(), "a count sets nothing aside");
    }

    #[test]
    fn a_damaged_file_is_set_aside_and_said_not_replaced_silently() {
        let dir = folder("damaged");
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join(DRILLS_FILE);
        std::fs::write(&file, "(drills: [oops").unwrap();
        let mut d = Drills::load_from(&file);
        assert!(d.problem.is_some());
        assert!(d.entries().is_empty());
        d.add(drill("5g5f"), 1);
        d.save().unwrap();
        let kept: Vec<_> = std::fs::read_dir(&dir)
            .unwrap()
            .filter_map(|e| e.ok()?.file_name().into_string().ok())
            .filter(|n| n.contains("damaged"))
            .collect();
        assert_eq!(kept.len(), 1, "{kept:?}");
        assert_eq!(Drills::load_from(&file).entries().len(), 1);
    }
}
