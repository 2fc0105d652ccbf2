//! Engine processes that end with the game, however the game ends.
//!
//! - Dropping an `EngineProcess` kills it (and its process group) and reaps it.
//! - `kill_all` kills every engine not yet reaped, for the ways out that
//!   cannot wait to drop them one by one.
//! - On Linux each engine asks the kernel to SIGKILL it when its parent
//!   goes (`PR_SET_PDEATHSIG`), so even a `kill -9` of the game, which runs
//!   no code at all, takes its engines along. The kernel means the parent
//!   *thread*: an engine forked from a thread that then finishes would be
//!   killed at once. So every engine is forked by one thread that lives as
//!   long as the process, fed through a channel.

use std::io;
use std::process::{Child, ChildStderr, ChildStdin, ChildStdout, Command, ExitStatus};
use std::sync::mpsc::{SendError, Sender, channel};
use std::sync::{Mutex, MutexGuard, PoisonError};

/// Engines started and not yet reaped, by pid; each leads its own process
/// group. A pid leaves the list, under its lock, before or as it is
/// reaped: once reaped the pid may belong to another program, which must
/// never be sent a kill.
static LIVE: Mutex<Vec<u32>> = Mutex::new(Vec::new());

/// The channel to the one thread that forks engines, once it runs.
static SPAWNER: Mutex<Option<Sender<Job>>> = Mutex::new(None);

struct Job {
    command: Command,
    reply: Sender<io::Result<EngineProcess>>,
}

/// A running engine; killed and reaped when dropped.
pub struct EngineProcess {
    child: Child,
}

/// A lock that a panicking holder did not spoil: the list stays valid
/// between any two statements that change it.
fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(PoisonError::into_inner)
}

impl EngineProcess {
    /// Starts `command` in a process group of its own (so the engine and
    /// any helper it starts can be killed together, and Ctrl-C meant for
    /// the player's terminal does not reach it), from the spawner thread.
    pub fn spawn(mut command: Command) -> io::Result<EngineProcess> {
        prepare(&mut command);
        let stopped = || io::Error::other("the thread that starts engines has stopped");
        let (reply, answer) = channel();
        let job = Job { command, reply };
        let mut slot = lock(&SPAWNER);
        let sender = match slot.take() {
            Some(sender) => sender,
            None => start_spawner()?,
        };
        if sender.send(job).is_err() {
            // Left empty, so the next engine gets a new spawner thread.
            return Err(stopped());
        }
        *slot = Some(sender);
        drop(slot);
        answer.recv().map_err(|_| stopped())?
    }

    /// Registers a just-started child; runs on the spawner thread.
    fn listed(child: Child) -> EngineProcess {
        lock(&LIVE).push(child.id());
        EngineProcess { child }
    }

    /// The engine's standard input, output and error, once.
    pub fn take_pipes(&mut self) -> Option<(ChildStdin, ChildStdout, ChildStderr)> {
        let c = &mut self.child;
        match (c.stdin.take(), c.stdout.take(), c.stderr.take()) {
            (Some(stdin), Some(stdout), Some(stderr)) => Some((stdin, stdout, stderr)),
            _ => None,
        }
    }

    /// The exit status if the engine has ended (it is reaped then).
    pub fn try_wait(&mut self) -> io::Result<Option<ExitStatus>> {
        let mut live = lock(&LIVE);
        let status = self.child.try_wait();
        if matches!(status, Ok(Some(_))) {
            forget(&mut live, self.child.id());
        }
        status
    }

    /// Kills the engine and its process group, and reaps it.
    pub fn kill(&mut self) {
        let mut live = lock(&LIVE);
        let pid = self.child.id();
        // Not listed: already reaped, and the pid is no longer ours.
        if forget(&mut live, pid) {
            kill_group(pid);
        }
        drop(live);
        // The only kill where there are no process groups; a repeat, which
        // does no harm, where there are.
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for EngineProcess {
    fn drop(&mut self) {
        self.kill();
    }
}

/// Kills every engine not yet reaped, at once: for the ways out that do
/// not wait for each engine to be dropped (a signal while the game is
/// stuck, engines still starting when the game ends). Their owners still
/// reap them if they get the chance.
pub fn kill_all() {
    let live = lock(&LIVE);
    for &pid in live.iter() {
        kill_group(pid);
    }
}

/// Removes `pid` from the list; whether it was there.
fn forget(live: &mut Vec<u32>, pid: u32) -> bool {
    let before = live.len();
    live.retain(|&p| p != pid);
    live.len() != before
}

fn start_spawner() -> io::Result<Sender<Job>> {
    let (sender, jobs) = channel::<Job>();
    std::thread::Builder::new()
        .name("engine-spawner".into())
        .spawn(move || {
            // Ends only with the process: the sender is kept in `SPAWNER`.
            for mut job in jobs {
                let started = job.command.spawn().map(EngineProcess::listed);
                // Whoever asked is gone: the engine is dropped, so killed.
                if let Err(SendError(Ok(orphan))) = job.reply.send(started) {
                    drop(orphan);
                }
            }
        })?;
    Ok(sender)
}

#[cfg(unix)]
fn prepare(command: &mut Command) {
    use std::os::unix::process::CommandExt;
    command.process_group(0);
    #[cfg(target_os = "linux")]
    {
        // SAFETY: getpid has no preconditions.
        let parent = unsafe { libc::getpid() };
        // SAFETY: the closure runs between fork and exec, so it may only make
        // async-signal-safe calls: prctl and getppid are, and the errors are
        // built without allocating.
        unsafe {
            command.pre_exec(move || {
                if libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL) == -1 {
                    return Err(io::Error::last_os_error());
                }
                // The game may have died before the request was made; then
                // nobody would ever send the signal.
                if libc::getppid() != parent {
                    return Err(io::Error::from_raw_os_error(libc::ESRCH));
                }
                Ok(())
            });
        }
    }
}

#[cfg(not(unix))]
fn prepare(_command: &mut Command) {}

#[cfg(unix)]
fn kill_group(pid: u32) {
    if let Ok(pid) = libc::pid_t::try_from(pid) {
        // SAFETY: plain system calls; `pid` is an unreaped child of ours
        // (see `LIVE`), so neither can reach another program.
        unsafe {
            libc::killpg(pid, libc::SIGKILL);
            libc::kill(pid, libc::SIGKILL);
        }
    }
}

#[cfg(not(unix))]
fn kill_group(_pid: u32) {}

#[cfg(all(test, unix))]
mod tests {
    use super::*;
    use std::time::{Duration, Instant};

    /// `kill_all` reaches every engine of the process: the tests here take
    /// turns so that one's `kill_all` does not end another's engine.
    static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());

    fn sleeper() -> EngineProcess {
        let mut command = Command::new("sleep");
        command.arg("600");
        EngineProcess::spawn(command).expect("sleep starts")
    }

    fn listed(pid: u32) -> bool {
        lock(&LIVE).contains(&pid)
    }

    #[test]
    fn dropping_kills_reaps_and_unlists() {
        let _turn = lock(&ONE_AT_A_TIME);
        let p = sleeper();
        let pid = p.child.id();
        assert!(listed(pid));
        drop(p);
        assert!(!listed(pid));
        #[cfg(target_os = "linux")]
        assert!(
            !std::path::Path::new(&format!("/proc/{pid}")).exists(),
            "reaped: not even a zombie is left"
        );
    }

    #[test]
    fn kill_all_ends_engines_that_their_owners_reap_later() {
        let _turn = lock(&ONE_AT_A_TIME);
        let mut p = sleeper();
        kill_all();
        let until = Instant::now() + Duration::from_secs(10);
        let status = loop {
            if let Some(s) = p.try_wait().expect("try_wait") {
                break s;
            }
            assert!(Instant::now() < until, "still running after kill_all");
            std::thread::sleep(Duration::from_millis(10));
        };
        assert!(!status.success());
        assert!(!listed(p.child.id()));
    }

    #[test]
    fn a_missing_program_is_an_error_and_the_spawner_keeps_working() {
        let _turn = lock(&ONE_AT_A_TIME);
        assert!(EngineProcess::spawn(Command::new("/nonexistent/engine")).is_err());
        let mut p = sleeper();
        assert!(p.try_wait().expect("try_wait").is_none());
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn engines_outlive_the_thread_that_asked_for_them() {
        let _turn = lock(&ONE_AT_A_TIME);
        // Were the engine forked by this short-lived thread, PDEATHSIG
        // would kill it as the thread ends.
        let mut p = std::thread::spawn(sleeper).join().expect("the thread");
        std::thread::sleep(Duration::from_millis(300));
        assert!(
            p.try_wait().expect("try_wait").is_none(),
            "killed with the thread that started it"
        );
    }
}
