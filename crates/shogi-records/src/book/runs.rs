//! An unsorted book read in key order without holding it: its entries are
//! cut, in file order, into runs of at most [`RUN_BYTES`] (as held in
//! memory), each sorted and written as a book to a temporary folder, then
//! the runs are read together, a small buffer each, the least key first
//! (an external merge sort). Reading it whole and sorting it took 1.6 GB
//! for a book of a million positions.
//!
//! Of a key in several runs, the earlier run's entry comes first, and in
//! a run the sort keeps the file's order: the entries of one key come in
//! the file's order, as the whole-book sort gave them.

use super::entry::BookEntry;
use super::error::BookError;
use super::open::{Book, Entries};
use super::write::write_book;
use crate::error::RecordError;
use crate::saves::output::Output;
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU32, Ordering};

/// What a run holds in memory before it is sorted and written.
const RUN_BYTES: usize = 16 * 1024 * 1024;

/// Runs read together at most: past this, runs are first merged into
/// longer ones, so that the buffers read through stay few.
const MAX_FAN_IN: usize = 64;

/// The buffer each run is read through.
const RUN_CHUNK: usize = 64 * 1024;

/// A folder of our own for the runs, removed with everything in it when
/// dropped (at the end of the merge, or on its failure).
struct Scratch(PathBuf);

static SCRATCH_COUNTER: AtomicU32 = AtomicU32::new(0);

/// The start of a run folder's name; the rest is `PID.N`.
const SCRATCH_PREFIX: &str = ".book-sort.";

/// Removes the run folders in `folder` of merges that were killed (their
/// process is gone): a signal or `kill -9` runs no `Drop`, and leaves the
/// run being written. A folder whose process still runs is another
/// merge's, and stays.
fn sweep_stale(folder: &Path) {
    let Ok(entries) = fs::read_dir(folder) else {
        return;
    };
    for entry in entries.flatten() {
        let name = entry.file_name();
        let Some(pid) = name
            .to_str()
            .and_then(|n| n.strip_prefix(SCRATCH_PREFIX))
            .and_then(|rest| rest.split('.').next())
            .and_then(|pid| pid.parse::<u32>().ok())
        else {
            continue;
        };
        if !process_alive(pid) {
            let _ = fs::remove_dir_all(entry.path());
        }
    }
}

/// Whether process `pid` exists (elsewhere than on Unix: taken as yes,
/// so that nothing is removed).
fn process_alive(pid: u32) -> bool {
    #[cfg(unix)]
    {
        let Ok(pid) = libc::pid_t::try_from(pid) else {
            return true;
        };
        // SAFETY: signal 0 sends nothing; it only asks whether the
        // process exists.
        let sent = unsafe { libc::kill(pid, 0) };
        sent == 0 || std::io::Error::last_os_error().raw_os_error() != Some(libc::ESRCH)
    }
    #[cfg(not(unix))]
    {
        let _ = pid;
        true
    }
}

impl Scratch {
    /// A new folder beside `near` (the book written): the runs take about
    /// the room the new book will, on the disk that will hold it, not in
    /// a `/tmp` that may be memory.
    fn beside(near: &Path) -> Result<Scratch, BookError> {
        let folder = match near.parent() {
            Some(p) if !p.as_os_str().is_empty() => p,
            _ => Path::new("."),
        };
        sweep_stale(folder);
        let dir = folder.join(format!(
            "{SCRATCH_PREFIX}{}.{}",
            std::process::id(),
            SCRATCH_COUNTER.fetch_add(1, Ordering::Relaxed)
        ));
        fs::create_dir(&dir).map_err(|e| RecordError::io(&dir, "create", e))?;
        Ok(Scratch(dir))
    }

    fn file(&self, n: usize) -> PathBuf {
        self.0.join(format!("run-{n}.db"))
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.0);
    }
}

/// An unsorted book's sorted runs, ready to be read in key order.
pub(crate) struct Runs {
    books: Vec<Book>,
    // Dropped after the books (fields drop in order): the files are
    // closed before their folder goes.
    _scratch: Scratch,
}

/// About what an entry takes in memory: its text and the per-line
/// overhead of its strings and vectors.
fn held_bytes(e: &BookEntry) -> usize {
    let line = |m: &super::entry::BookLine| {
        m.usi.len() + m.ponder.as_ref().map_or(0, String::len) + m.comment.len() + 128
    };
    e.key.len() + e.comment.len() + 96 + e.moves.iter().map(line).sum::<usize>()
}

impl Runs {
    /// Sorts `book` into runs in a folder beside `near`.
    pub(crate) fn sort(book: &Book, near: &Path) -> Result<Runs, BookError> {
        Runs::sort_with(book, near, RUN_BYTES, MAX_FAN_IN)
    }

    fn sort_with(
        book: &Book,
        near: &Path,
        run_bytes: usize,
        fan_in: usize,
    ) -> Result<Runs, BookError> {
        let scratch = Scratch::beside(near)?;
        let mut runs: Vec<Book> = Vec::new();
        let mut made = 0;
        let mut run: Vec<BookEntry> = Vec::new();
        let mut held = 0;
        let flush = |run: &mut Vec<BookEntry>, runs: &mut Vec<Book>, made: &mut usize| {
            let path = scratch.file(*made);
            *made += 1;
            // `write_book` sorts stably: one key's entries keep the
            // file's order.
            write_book(&Output::new(&path, false), run)?;
            run.clear();
            runs.push(open_and_unlink(&path)?);
            Ok::<(), BookError>(())
        };
        for entry in book.entries() {
            let entry = entry?;
            held += held_bytes(&entry);
            run.push(entry);
            if held >= run_bytes {
                flush(&mut run, &mut runs, &mut made)?;
                held = 0;
            }
        }
        if !run.is_empty() || runs.is_empty() {
            flush(&mut run, &mut runs, &mut made)?;
        }
        drop(run);
        // Too many runs to read at once: the first ones merged into one,
        // put first (its entries are all earlier in the file than those
        // of the runs left, so it goes first among equal keys).
        while runs.len() > fan_in.max(2) {
            let group: Vec<Book> = runs.drain(..fan_in.max(2)).collect();
            let merged = scratch.file(made);
            made += 1;
            super::write::write_book_streamed(&Output::new(&merged, false), |w| {
                for entry in InKeyOrder::new(&group) {
                    super::write::write_entry(w, &entry?)
                        .map_err(|e| super::write::write_error(&merged, e))?;
                }
                Ok(())
            })?;
            drop(group);
            runs.insert(0, open_and_unlink(&merged)?);
        }
        Ok(Runs {
            books: runs,
            _scratch: scratch,
        })
    }

    /// The entries in key order, one key's in the file's order.
    pub(crate) fn entries(&self) -> InKeyOrder<'_> {
        InKeyOrder::new(&self.books)
    }
}

/// Opens a run, and on Unix removes its name at once: the open file is
/// read to the end all the same, and the system frees it when it is
/// closed, so that a merge killed (SIGTERM, `kill -9`, a crash) leaves no
/// run behind, only perhaps the one being written and the empty folder.
fn open_and_unlink(path: &Path) -> Result<Book, BookError> {
    let book = Book::open(path)?;
    #[cfg(unix)]
    let _ = fs::remove_file(path);
    Ok(book)
}

/// Sorted books read together, the least key first (of equal keys, the
/// earlier book's first).
pub(crate) struct InKeyOrder<'r> {
    streams: Vec<Entries<'r>>,
    heads: Vec<Option<BookEntry>>,
    started: bool,
    failed: bool,
}

impl<'r> InKeyOrder<'r> {
    fn new(books: &'r [Book]) -> InKeyOrder<'r> {
        InKeyOrder {
            streams: books.iter().map(|b| b.entries_chunked(RUN_CHUNK)).collect(),
            heads: Vec::new(),
            started: false,
            failed: false,
        }
    }

    fn fill(&mut self, i: usize) -> Result<(), BookError> {
        self.heads[i] = self.streams[i].next().transpose()?;
        Ok(())
    }

    fn step(&mut self) -> Result<Option<BookEntry>, BookError> {
        if !self.started {
            self.started = true;
            self.heads = vec![None; self.streams.len()];
            for i in 0..self.streams.len() {
                self.fill(i)?;
            }
        }
        let mut least: Option<usize> = None;
        for (i, head) in self.heads.iter().enumerate() {
            let Some(e) = head else { continue };
            let better = match least.and_then(|l| self.heads[l].as_ref()) {
                None => true,
                Some(l) => e.key < l.key,
            };
            if better {
                least = Some(i);
            }
        }
        let Some(i) = least else { return Ok(None) };
        let entry = self.heads[i].take();
        self.fill(i)?;
        Ok(entry)
    }
}

impl Iterator for InKeyOrder<'_> {
    type Item = Result<BookEntry, BookError>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.failed {
            return None;
        }
        let next = self.step().transpose();
        self.failed = matches!(next, Some(Err(_)));
        next
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::book::write::book_text;

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("book-runs-{}-{name}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        dir
    }

    /// A merge killed leaves its run folder; the next one removes it, and
    /// leaves the folder of a merge still running.
    #[cfg(unix)]
    #[test]
    fn a_killed_merges_runs_are_removed_by_the_next() {
        let dir = scratch("stale");
        let mut child = std::process::Command::new("true").spawn().unwrap();
        let gone = child.id();
        child.wait().unwrap();
        let stale = dir.join(format!("{SCRATCH_PREFIX}{gone}.0"));
        fs::create_dir(&stale).unwrap();
        fs::write(stale.join(".run-0.db.1.0.tmp"), "half a run").unwrap();
        let running = dir.join(format!("{SCRATCH_PREFIX}{}.99", std::process::id()));
        fs::create_dir(&running).unwrap();
        let other = dir.join(".book-sort.notes");
        fs::create_dir(&other).unwrap();
        let made = Scratch::beside(&dir.join("out.db")).unwrap();
        assert!(!stale.exists(), "the killed merge's runs stay");
        assert!(running.exists() && other.exists());
        drop(made);
        fs::remove_dir_all(&dir).unwrap();
    }

    /// Runs of about one entry each, more of them than are read at once
    /// (so runs of runs are made): the key order, one key's entries in
    /// the file's order, as the whole book sorted in memory gives them;
    /// and the folder of runs goes with them.
    #[test]
    fn runs_give_what_sorting_the_whole_book_gives() {
        let dir = scratch("order");
        let board = |n: usize| format!("{}/9/9/9/9/9/9/9/9 b - {}", n % 9 + 1, n + 1);
        let mut text = format!("{}\n", crate::book::entry::HEADER);
        // Keys out of order, some written twice with another move.
        for n in [7, 3, 5, 3, 1, 8, 7, 2, 0, 6, 4, 5, 1] {
            text += &format!("sfen {}\n7g7f none {n} 0 1\n", board(n));
        }
        let unsorted = dir.join("unsorted.db");
        fs::write(&unsorted, &text).unwrap();
        let book = Book::open(&unsorted).unwrap();
        assert!(!book.is_sorted());
        let mut whole: Vec<BookEntry> = book.entries().map(Result::unwrap).collect();
        whole.sort_by(|a, b| a.key.cmp(&b.key));
        let out = dir.join("out.db");
        let runs = Runs::sort_with(&book, &out, 1, 3).unwrap();
        let folder = runs._scratch.0.clone();
        assert!(folder.is_dir());
        let read: Vec<BookEntry> = runs.entries().map(Result::unwrap).collect();
        assert_eq!(book_text(&read), book_text(&whole));
        let plies = |v: &[BookEntry]| v.iter().map(|e| (e.key.clone(), e.ply)).collect::<Vec<_>>();
        assert_eq!(plies(&read), plies(&whole));
        drop(runs);
        assert!(!folder.exists(), "the runs are removed");
        fs::remove_dir_all(&dir).unwrap();
    }
}
