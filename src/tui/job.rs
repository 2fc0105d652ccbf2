//! A page's background work: one job on a thread of its own, so that the
//! page keeps answering keys while it runs (the quiz's judge, the
//! puzzles' judge and file reader, the editor's mate solver, the hint's
//! search, review's analysis being let go).
//!
//! Every such job lives the same way, written once here: spawned, then
//! cancelled as soon as the page no longer waits for it, polled on ticks,
//! joined when it has finished. A job dropped unfinished is cancelled and
//! joined off the screen's thread, so that leaving a page never waits for
//! a search to notice its stop.

use std::thread::JoinHandle;

/// Why a job gave no answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum JobFailed {
    /// No thread could be made for it.
    NotStarted,
    /// It panicked (a bug in the work).
    Panicked,
}

/// One piece of work on a thread of its own.
pub struct Job<T: Send + 'static> {
    /// Asks the work to stop early; work that cannot stop has none.
    cancel: Option<Box<dyn FnOnce() + Send>>,
    /// `None` once joined, or when no thread could be made.
    thread: Option<JoinHandle<T>>,
    started: bool,
}

impl<T: Send + 'static> Job<T> {
    /// Runs `work` on a thread named `name`; `cancel` asks it to stop (a
    /// flag the work reads).
    pub fn spawn(
        name: &str,
        cancel: impl FnOnce() + Send + 'static,
        work: impl FnOnce() -> T + Send + 'static,
    ) -> Job<T> {
        let thread = std::thread::Builder::new()
            .name(name.into())
            .spawn(work)
            .ok();
        Job {
            cancel: Some(Box::new(cancel)),
            started: thread.is_some(),
            thread,
        }
    }

    /// Runs `work`, which cannot be asked to stop: cancelled, it is let
    /// go and its answer dropped.
    pub fn uncancellable(name: &str, work: impl FnOnce() -> T + Send + 'static) -> Job<T> {
        let mut job = Job::spawn(name, || {}, work);
        job.cancel = None;
        job
    }

    /// The answer, once the work has finished (joined then; asked again,
    /// `None`).
    pub fn poll(&mut self) -> Option<Result<T, JobFailed>> {
        if !self.started {
            self.started = true;
            self.cancel = None;
            return Some(Err(JobFailed::NotStarted));
        }
        if !self.thread.as_ref()?.is_finished() {
            return None;
        }
        let thread = self.thread.take()?;
        self.cancel = None;
        Some(thread.join().map_err(|_| JobFailed::Panicked))
    }
}

impl<T: Send + 'static> Drop for Job<T> {
    fn drop(&mut self) {
        if let Some(cancel) = self.cancel.take() {
            cancel();
        }
        if let Some(thread) = self.thread.take() {
            if thread.is_finished() {
                let _ = thread.join();
            } else {
                in_background("shogi-job-join", move || {
                    let _ = thread.join();
                });
            }
        }
    }
}

/// Runs `last` on a thread of its own: what is let go (an analysis, an
/// engine asked to quit, a job that has not noticed its stop yet) may take
/// a moment the screen should not wait for. When no thread can start, the
/// closure is dropped here with what it holds, which waits: the only way
/// left.
pub fn in_background(name: &str, last: impl FnOnce() + Send + 'static) {
    let _ = std::thread::Builder::new().name(name.into()).spawn(last);
}

/// The one job a page waits for, and what it is about (a position, an
/// answer, a file): work about anything else is cancelled.
pub struct JobSlot<K, T: Send + 'static> {
    running: Option<(K, Job<T>)>,
}

impl<K: PartialEq + Clone, T: Send + 'static> Default for JobSlot<K, T> {
    fn default() -> Self {
        JobSlot { running: None }
    }
}

impl<K: PartialEq + Clone, T: Send + 'static> JobSlot<K, T> {
    pub fn new() -> Self {
        Self::default()
    }

    /// Whether a job runs: the event loop must tick to collect it.
    pub fn busy(&self) -> bool {
        self.running.is_some()
    }

    /// What the job under way is about.
    pub fn about(&self) -> Option<&K> {
        self.running.as_ref().map(|(k, _)| k)
    }

    /// Starts `job` about `about`, cancelling the one under way (whose
    /// subject is returned).
    pub fn start(&mut self, about: K, job: Job<T>) -> Option<K> {
        let cancelled = self.cancel();
        self.running = Some((about, job));
        cancelled
    }

    /// Brings the work in line with what the page `wanted` (`None`:
    /// nothing): a job about something else is cancelled (its subject
    /// returned), and the wanted one started with `start`.
    pub fn follow(&mut self, wanted: Option<&K>, start: impl FnOnce(&K) -> Job<T>) -> Option<K> {
        if self.about() == wanted {
            return None;
        }
        let cancelled = self.cancel();
        self.running = wanted.map(|k| (k.clone(), start(k)));
        cancelled
    }

    /// Cancels the job under way; returns what it was about.
    pub fn cancel(&mut self) -> Option<K> {
        self.running.take().map(|(k, _job)| k)
    }

    /// The finished job's answer, with what it was about.
    pub fn poll(&mut self) -> Option<(K, Result<T, JobFailed>)> {
        let answer = self.running.as_mut()?.1.poll()?;
        let (about, _job) = self.running.take()?;
        Some((about, answer))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Arc;
    use std::sync::atomic::{AtomicBool, Ordering};
    use std::sync::mpsc::channel;
    use std::time::{Duration, Instant};

    /// Polls until the job answers, for at most a few seconds.
    fn wait<K: PartialEq + Clone, T: Send + 'static>(
        slot: &mut JobSlot<K, T>,
    ) -> Option<(K, Result<T, JobFailed>)> {
        let until = Instant::now() + Duration::from_secs(5);
        while Instant::now() < until {
            if let Some(answer) = slot.poll() {
                return Some(answer);
            }
            std::thread::sleep(Duration::from_millis(1));
        }
        None
    }

    /// Work that runs until its flag is raised, and says it was.
    fn stoppable() -> (Job<&'static str>, Arc<AtomicBool>) {
        let stop = Arc::new(AtomicBool::new(false));
        let (flag, raise) = (Arc::clone(&stop), Arc::clone(&stop));
        let job = Job::spawn(
            "test-job",
            move || raise.store(true, Ordering::Relaxed),
            move || {
                while !flag.load(Ordering::Relaxed) {
                    std::thread::sleep(Duration::from_millis(1));
                }
                "stopped"
            },
        );
        (job, stop)
    }

    #[test]
    fn a_finished_job_is_polled_once_with_what_it_was_about() {
        let mut slot = JobSlot::new();
        slot.start("sum", Job::spawn("test-job", || {}, || 2 + 3));
        assert!(slot.busy());
        assert_eq!(wait(&mut slot), Some(("sum", Ok(5))));
        assert!(!slot.busy());
        assert_eq!(slot.poll(), None);
    }

    #[test]
    fn following_another_wish_cancels_the_job_under_way() {
        let mut slot = JobSlot::new();
        let (job, stop) = stoppable();
        slot.start(1, job);
        assert_eq!(slot.follow(Some(&1), |_| unreachable!("kept")), None);
        let cancelled = slot.follow(Some(&2), |_| Job::spawn("test-job", || {}, || "two"));
        assert_eq!(cancelled, Some(1));
        assert!(
            stop.load(Ordering::Relaxed),
            "the old job was asked to stop"
        );
        assert_eq!(wait(&mut slot), Some((2, Ok("two"))));
        assert_eq!(slot.follow(None, |_| unreachable!("nothing wanted")), None);
    }

    #[test]
    fn a_dropped_job_is_cancelled_and_joined() {
        let (done_tx, done_rx) = channel();
        let stop = Arc::new(AtomicBool::new(false));
        let (flag, raise) = (Arc::clone(&stop), Arc::clone(&stop));
        let job = Job::spawn(
            "test-job",
            move || raise.store(true, Ordering::Relaxed),
            move || {
                while !flag.load(Ordering::Relaxed) {
                    std::thread::sleep(Duration::from_millis(1));
                }
                // Said as the thread ends; the channel closes when the
                // thread is gone.
                let _ = done_tx.send(());
            },
        );
        drop(job);
        assert!(stop.load(Ordering::Relaxed));
        assert_eq!(done_rx.recv_timeout(Duration::from_secs(5)), Ok(()));
    }

    #[test]
    fn a_panicking_job_says_so() {
        let mut slot = JobSlot::new();
        slot.start((), Job::<u8>::uncancellable("test-job", || panic!("a bug")));
        assert_eq!(wait(&mut slot), Some(((), Err(JobFailed::Panicked))));
    }

    #[test]
    fn cancelling_gives_back_what_the_job_was_about() {
        let mut slot = JobSlot::new();
        let (job, stop) = stoppable();
        slot.start("position", job);
        assert_eq!(slot.cancel(), Some("position"));
        assert!(stop.load(Ordering::Relaxed));
        assert!(!slot.busy());
    }
}
