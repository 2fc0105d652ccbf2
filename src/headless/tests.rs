//! The shared loop against a site made up here: what any site gets from
//! it (the computer's move sent, a save after every change and at the
//! end, a failure saved as an interruption), with no network.

use super::*;
use crate::game::{MoveNote, Player};
use crate::kifu::{RecordedMove, read_save};
use crate::shogi::Move;
use std::collections::VecDeque;

/// A site where we are Black: it starts the game, takes our first move
/// and then resigns; `fail` makes it fail at its first word instead.
#[derive(Default)]
struct Made {
    said: VecDeque<Said>,
    started: bool,
    over: bool,
    ours: Vec<Move>,
    fail: bool,
}

enum Said {
    Start,
    Resigned,
}

#[derive(Debug)]
enum Failed {
    Computer,
    Record,
    Site,
}

impl From<ComputerError> for Failed {
    fn from(_: ComputerError) -> Failed {
        Failed::Computer
    }
}

impl From<RecordError> for Failed {
    fn from(_: RecordError) -> Failed {
        Failed::Record
    }
}

impl Site for Made {
    type Event = Said;
    type End = ();
    type Error = Failed;

    fn next(&mut self, wait: Option<Duration>) -> Result<Vec<Said>, Failed> {
        if self.fail && self.started {
            return Err(Failed::Site);
        }
        match self.said.pop_front() {
            Some(said) => Ok(vec![said]),
            None => {
                std::thread::sleep(wait.unwrap_or(SEAT_POLL));
                Ok(Vec::new())
            }
        }
    }

    fn on(&mut self, said: Said, _: &mut Seat) -> Result<Step<()>, Failed> {
        Ok(match said {
            Said::Start => {
                self.started = true;
                Step::Changed
            }
            Said::Resigned => {
                self.over = true;
                Step::Over(())
            }
        })
    }

    fn answer(&mut self, answer: EngineMove, _: Option<Position>, _: &Seat) -> Result<(), Failed> {
        if let EngineMove::Move(mv) = answer {
            self.ours.push(mv);
            self.said.push_back(Said::Resigned);
        }
        Ok(())
    }

    fn our_turn(&self) -> Option<(Game, TurnTime)> {
        if !self.started || self.over || !self.ours.is_empty() {
            return None;
        }
        Some((Game::even(), TurnTime::PerMove(Duration::from_millis(50))))
    }

    fn record(&self) -> Option<Record> {
        if !self.started {
            return None;
        }
        let mut record = Record {
            moves: self.ours.iter().map(|&mv| RecordedMove::new(mv)).collect(),
            ..Record::default()
        };
        record.info.black = Player::bot("us", 1);
        record.info.white = Player::human("them");
        if self.over {
            record.end = Some(EndMarker {
                word: EndWord::Resign,
                time: None,
            });
        }
        Some(record)
    }

    fn in_game(&self) -> bool {
        self.started
    }

    fn result(&self, (): &()) -> Option<&'static str> {
        Some("win")
    }
}

fn scratch(name: &str) -> (PathBuf, SaveDir) {
    let path = std::env::temp_dir().join(format!("headless-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&path);
    let dir = SaveDir::open(&path).expect("a scratch save folder");
    (path, dir)
}

/// The saves in the folder, not their locks.
fn saves(path: &Path) -> Vec<PathBuf> {
    std::fs::read_dir(path)
        .map(|entries| {
            entries
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|x| x == "ron"))
                .collect()
        })
        .unwrap_or_default()
}

fn bot() -> Seat {
    Seat::start(&PlayerKind::Bot { level: 1 }, &ComputerSettings::default()).expect("the bot")
}

#[test]
fn the_computer_s_move_goes_to_the_site_and_the_game_is_saved_in_one_file() {
    let (path, dir) = scratch("played");
    let mut seat = bot();
    let site = Made {
        said: VecDeque::from([Said::Start]),
        ..Made::default()
    };
    let mut table = Table::new(site, &mut seat, &dir);
    table.drive().expect("the game is played");
    let finished = table.finish(&()).expect("saved").expect("a game");
    assert_eq!(table.site.ours.len(), 1, "one move of ours went out");
    let mut game = Game::even();
    assert!(
        game.play_with(table.site.ours[0], MoveNote::default())
            .is_ok()
    );
    // Saved at the start, then at the end, always in the same file.
    assert_eq!(saves(&path), vec![finished.saved.clone()]);
    let record = read_save(&finished.saved).expect("a save the app reads");
    assert_eq!(record.moves.len(), 1);
    assert_eq!(record.end.map(|e| e.word), Some(EndWord::Resign));
    assert!(record.info.id.is_some(), "the save's own id keeps its slot");
    let _ = std::fs::remove_dir_all(&path);
}

#[test]
fn a_failure_in_a_game_saves_it_interrupted_and_before_one_saves_nothing() {
    let (path, dir) = scratch("failed");
    let mut seat = bot();
    let site = Made {
        said: VecDeque::from([Said::Start]),
        fail: true,
        ..Made::default()
    };
    let mut table = Table::new(site, &mut seat, &dir);
    assert!(matches!(table.drive(), Err(Failed::Site)));
    let Interrupted::InGame { saved: Some(saved) } = table.interrupted("line\u{7}lost") else {
        panic!("a game under way is saved")
    };
    let record = read_save(&saved).expect("a save the app reads");
    assert_eq!(record.end.map(|e| e.word), Some(EndWord::Interrupted));
    assert!(
        record
            .remarks
            .iter()
            .any(|r| r.contains("lost") && !r.contains('\u{7}')),
        "the why, its control characters escaped: {:?}",
        record.remarks
    );
    assert_eq!(saves(&path).len(), 1);
    let _ = std::fs::remove_dir_all(&path);

    let (path, dir) = scratch("before");
    let mut table = Table::new(Made::default(), &mut seat, &dir);
    assert!(matches!(
        table.interrupted("refused"),
        Interrupted::BeforeGame
    ));
    assert!(saves(&path).is_empty());
    let _ = std::fs::remove_dir_all(&path);
}
