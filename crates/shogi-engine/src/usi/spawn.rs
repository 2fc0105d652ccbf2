//! Engine processes that end with the game, however the game ends, and
//! take along whatever they started (their process group).
//!
//! - Dropping an `EngineProcess` kills it (and its process group) and reaps it.
//! - `kill_all` kills every engine not yet reaped, for the ways out that
//!   cannot wait to drop them one by one.
//! - On Linux each engine runs under a warden (`usi::warden`) that kills
//!   the group when the engine exits by itself (after `quit`) and when the
//!   game is gone, even by `kill -9`, which runs no code of the game.

use std::io;
use std::process::{Child, ChildStderr, ChildStdin, ChildStdout, Command, ExitStatus};
use std::sync::{Mutex, MutexGuard, PoisonError};

/// Engines started and not yet reaped, by pid; each leads its own process
/// group. A pid leaves the list, under its lock, before or as it is
/// reaped: once reaped the pid may belong to another program, which must
/// never be sent a kill.
static LIVE: Mutex<Vec<u32>> = Mutex::new(Vec::new());

/// A running engine; killed and reaped when dropped.
pub struct EngineProcess {
    /// On Linux the engine's warden, which exits as the engine does.
    child: Child,
    /// Dropped after the child is killed: the warden's cue, if it is still
    /// there, to end the group.
    #[cfg(target_os = "linux")]
    _lifeline: super::warden::Lifeline,
}

/// A lock that a panicking holder did not spoil: the list stays valid
/// between any two statements that change it.
fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(PoisonError::into_inner)
}

impl EngineProcess {
    /// Starts `command` in a process group of its own (so the engine and
    /// any helper it starts can be killed together, and Ctrl-C meant for
    /// the player's terminal does not reach it).
    pub fn spawn(mut command: Command) -> io::Result<EngineProcess> {
        #[cfg(unix)]
        std::os::unix::process::CommandExt::process_group(&mut command, 0);
        #[cfg(target_os = "linux")]
        let mut lifeline = super::warden::arm(&mut command)?;
        let started = command.spawn();
        #[cfg(target_os = "linux")]
        lifeline.started();
        let child = started?;
        lock(&LIVE).push(child.id());
        Ok(EngineProcess {
            child,
            #[cfg(target_os = "linux")]
            _lifeline: lifeline,
        })
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
    kill_listed(|_| true);
}

/// Kills the unreaped engines `which` picks.
fn kill_listed(which: impl Fn(u32) -> bool) {
    let live = lock(&LIVE);
    for &pid in live.iter().filter(|&&pid| which(pid)) {
        kill_group(pid);
    }
}

/// Removes `pid` from the list; whether it was there.
fn forget(live: &mut Vec<u32>, pid: u32) -> bool {
    let before = live.len();
    live.retain(|&p| p != pid);
    live.len() != before
}

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
        // Only this test's engine: `kill_all` itself would also kill the
        // engines of the tests running beside this one in the same
        // process (a series test's engine once died at its flag so, and
        // the referee called it a crash, not a loss on time).
        kill_listed(|pid| pid == p.child.id());
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
    fn a_missing_program_is_an_error_and_later_engines_start() {
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
