//! The explorer's queries, off the key path: one thread a page's explorer
//! owns, holding the database open read-only, answering the latest
//! question of each kind and skipping those asked before it (stepping
//! through a game asks once a move; only the position shown matters).
//! The thread ends when the explorer is dropped (its channel closes).

use super::filters::Filters;
use crate::shogi::Position;
use shogi_db::{Access, Database, DbError, Explored, Found, Hit};
use std::path::PathBuf;
use std::sync::mpsc::{Receiver, Sender, TryRecvError, channel};

/// What a question is about: the position (its SFEN without the move
/// number, so that the same position reached later is the same question)
/// and the filters with the names they stood for. An answer about
/// anything else than what is shown now is dropped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Asked {
    pub sfen: String,
    pub filters: Filters,
    pub names: Vec<String>,
}

impl Asked {
    pub fn new(pos: &Position, filters: &Filters, names: &[String]) -> Asked {
        let sfen = pos.to_sfen();
        // Board, side and hands; the move number is no part of a position.
        let sfen = sfen.split(' ').take(3).collect::<Vec<_>>().join(" ");
        Asked {
            sfen,
            filters: filters.clone(),
            names: names.to_vec(),
        }
    }
}

/// A question for the thread.
pub enum Question {
    /// The moves played from the position.
    Moves(Asked, Position),
    /// The games through it, at most this many listed.
    Games(Asked, Position, u32),
}

/// The games through a position: how many in all, and those listed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GamesFound {
    pub count: u64,
    pub games: Vec<Hit>,
}

/// An answer, with what it was about.
pub enum Answer {
    Moves(Asked, Result<Explored, DbError>),
    Games(Asked, Result<GamesFound, DbError>),
}

/// The page's end of the thread: `None` until the first question (a page
/// that never shows the explorer starts no thread).
#[derive(Default)]
pub struct Worker {
    link: Option<(Sender<Question>, Receiver<Answer>)>,
}

impl Clone for Worker {
    /// A copy of a page asks again on its own thread: a question in
    /// flight stays the original's.
    fn clone(&self) -> Worker {
        Worker::default()
    }
}

impl std::fmt::Debug for Worker {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Worker(started {})", self.link.is_some())
    }
}

impl Worker {
    /// Sends `question` to the thread over `path`, starting it first.
    /// `false`: no thread could be made.
    pub fn ask(&mut self, path: &std::path::Path, question: Question) -> bool {
        if self.link.is_none() {
            let (ask, asked) = channel();
            let (tell, told) = channel();
            let path = path.to_path_buf();
            let started = std::thread::Builder::new()
                .name("shogi-explorer".into())
                .spawn(move || answer_questions(path, asked, tell))
                .is_ok();
            if !started {
                return false;
            }
            self.link = Some((ask, told));
        }
        let sent = self
            .link
            .as_ref()
            .is_some_and(|(ask, _)| ask.send(question).is_ok());
        if !sent {
            // The thread is gone (it panicked): a new one next time.
            self.link = None;
        }
        sent
    }

    /// The answers come since last asked.
    pub fn answers(&mut self) -> Vec<Answer> {
        let Some((_, told)) = &self.link else {
            return Vec::new();
        };
        let mut out = Vec::new();
        loop {
            match told.try_recv() {
                Ok(a) => out.push(a),
                Err(TryRecvError::Empty) => break,
                Err(TryRecvError::Disconnected) => {
                    self.link = None;
                    break;
                }
            }
        }
        out
    }
}

/// The thread: the database opened on the first question and kept open;
/// a file that could not be opened is tried again at the next question
/// (an import may have made it meanwhile).
fn answer_questions(path: PathBuf, asked: Receiver<Question>, tell: Sender<Answer>) {
    let mut db: Option<Database> = None;
    while let Ok(first) = asked.recv() {
        // Only the latest of each kind: the others are about positions
        // no longer shown. The queue holds at most the keys pressed since
        // the last answer.
        let mut moves = None;
        let mut games = None;
        for q in std::iter::once(first).chain(std::iter::from_fn(|| asked.try_recv().ok())) {
            match q {
                Question::Moves(..) => moves = Some(q),
                Question::Games(..) => games = Some(q),
            }
        }
        for q in [moves, games].into_iter().flatten() {
            let answer = answer(&path, &mut db, q);
            if tell.send(answer).is_err() {
                return;
            }
        }
    }
}

fn answer(path: &std::path::Path, db: &mut Option<Database>, q: Question) -> Answer {
    let opened = match db {
        Some(db) => Ok(db),
        None => Database::open(path, Access::Read).map(|d| db.insert(d)),
    };
    match q {
        Question::Moves(asked, pos) => {
            let found =
                opened.and_then(|db| db.explore(&pos, &asked.filters.explore(&asked.names)));
            Answer::Moves(asked, found)
        }
        Question::Games(asked, pos, limit) => {
            let found = opened.and_then(|db| {
                let searches = asked.filters.searches(&asked.names, &pos, limit);
                games_through(db, &searches, limit)
            });
            Answer::Games(asked, found)
        }
    }
}

/// The games the searches find together, each once, in the order they
/// were imported, at most `limit`. One search counts exactly; several
/// (my names) count each game once among those they list, and add what
/// each counted beyond its list.
fn games_through(
    db: &Database,
    searches: &[shogi_db::Search],
    limit: u32,
) -> Result<GamesFound, DbError> {
    let mut all: Vec<Hit> = Vec::new();
    let mut unlisted = 0;
    for s in searches {
        let Found { count, games } = db.search(s)?;
        unlisted += count.saturating_sub(games.len() as u64);
        all.extend(games);
    }
    all.sort_by_key(|h| h.id);
    all.dedup_by_key(|h| h.id);
    let count = all.len() as u64 + unlisted;
    all.truncate(limit as usize);
    Ok(GamesFound { count, games: all })
}
