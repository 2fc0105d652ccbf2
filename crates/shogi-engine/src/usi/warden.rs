//! The warden: a small process between the game and each engine that ends
//! the engine's whole process group when the engine's seat ends, even if
//! the game itself is killed with `kill -9`.
//!
//! Why a process: an engine may start helpers (a wrapper script's
//! `sleep &`, a cluster of workers). They are in its process group, but
//! `PR_SET_PDEATHSIG` reaches only the engine itself, and nothing of the
//! game runs after a SIGKILL to kill the group. So someone else must
//! notice that the game is gone, and only a process can outlive it.
//!
//! How: the game's child is the warden, forked from the game between fork
//! and exec (a `pre_exec` hook), leading the engine's process group; the
//! engine is the warden's child, in that group. The warden never execs, so
//! it runs only async-signal-safe system calls, allocates nothing, and
//! closes every file it inherited except its lifeline: the read end of a
//! pipe whose write end only the game holds. The kernel closes that end
//! however the game ends, and the warden then kills the group (itself
//! included). When the engine exits by itself (after `quit`, or a crash),
//! the warden steps out of the group, kills what is left in it, and exits
//! as the engine did, so the game still reads the engine's exit status.
//! The engine also has `PR_SET_PDEATHSIG` towards the warden, in case the
//! warden alone is killed.
//!
//! Cost: the warden is a copy-on-write image of the game at the moment the
//! engine starts; it touches nothing, so it shares those pages with the
//! game until the game writes them.

use std::io;
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd, RawFd};
use std::os::unix::process::CommandExt;
use std::process::Command;

/// The game's end of a warden's lifeline: dropping it (or the game's
/// death) makes the warden kill the engine's process group.
pub struct Lifeline {
    _held: OwnedFd,
    /// The warden's end, open in the game only until the engine has
    /// started (the fork copies it).
    watched: Option<OwnedFd>,
}

impl Lifeline {
    /// The engine has been started, or has failed to start.
    pub fn started(&mut self) {
        self.watched = None;
    }
}

/// Makes `command` start under a warden; the command must also ask for a
/// process group of its own (`process_group(0)`). The lifeline is to be
/// kept as long as the engine may run.
pub fn arm(command: &mut Command) -> io::Result<Lifeline> {
    let (watched, held) = lifeline_pipe()?;
    let fd = watched.as_raw_fd();
    // SAFETY: getpgrp has no preconditions.
    let game_group = unsafe { libc::getpgrp() };
    // SAFETY: the hook runs in the child between fork and exec; it and the
    // warden make only async-signal-safe system calls, and neither
    // allocates nor panics.
    unsafe {
        command.pre_exec(move || split(fd, game_group));
    }
    Ok(Lifeline {
        _held: held,
        watched: Some(watched),
    })
}

/// A pipe whose ends are both closed on exec: the engine never holds one.
fn lifeline_pipe() -> io::Result<(OwnedFd, OwnedFd)> {
    let mut fds = [0 as RawFd; 2];
    // SAFETY: `fds` has room for the two descriptors pipe2 writes.
    if unsafe { libc::pipe2(fds.as_mut_ptr(), libc::O_CLOEXEC) } == -1 {
        return Err(io::Error::last_os_error());
    }
    // SAFETY: both descriptors were just opened and belong to no one else.
    Ok(unsafe { (OwnedFd::from_raw_fd(fds[0]), OwnedFd::from_raw_fd(fds[1])) })
}

/// In the child, after fork: forks again. The parent side becomes the
/// warden and never returns; the child side goes on to exec the engine.
fn split(lifeline: RawFd, game_group: libc::pid_t) -> io::Result<()> {
    // SAFETY: async-signal-safe calls only, as between fork and exec.
    unsafe {
        let warden = libc::getpid();
        match libc::fork() {
            -1 => Err(io::Error::last_os_error()),
            0 => {
                if libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL) == -1 {
                    return Err(io::Error::last_os_error());
                }
                // The warden may have died before the request was made;
                // then nobody would ever send the signal.
                if libc::getppid() != warden {
                    return Err(io::Error::from_raw_os_error(libc::ESRCH));
                }
                Ok(())
            }
            engine => watch(engine, lifeline, game_group),
        }
    }
}

/// The warden's whole life.
///
/// SAFETY: to be called only in the forked child, before any exec.
unsafe fn watch(engine: libc::pid_t, lifeline: RawFd, game_group: libc::pid_t) -> ! {
    unsafe {
        let name = b"engine-warden\0";
        libc::prctl(libc::PR_SET_NAME, name.as_ptr());
        keep_only(lifeline);
        // The game's signal handlers make no sense here; the defaults let
        // anyone who wants the warden gone end it.
        for sig in 1..32 {
            if sig != libc::SIGKILL && sig != libc::SIGSTOP {
                libc::signal(sig, libc::SIG_DFL);
            }
        }
        // A descriptor that becomes readable when the engine exits; without
        // one (kernels before 5.3) the warden looks every 50 ms.
        let exits = libc::syscall(libc::SYS_pidfd_open, engine, 0) as RawFd;
        let mut fds = [
            libc::pollfd {
                fd: 3,
                // Nothing is ever written: only the hang-up counts.
                events: 0,
                revents: 0,
            },
            libc::pollfd {
                fd: exits,
                events: libc::POLLIN,
                revents: 0,
            },
        ];
        let (count, wait) = if exits >= 0 { (2, -1) } else { (1, 50) };
        loop {
            fds[0].revents = 0;
            fds[1].revents = 0;
            libc::poll(fds.as_mut_ptr(), count, wait);
            if fds[0].revents != 0 {
                // The game let the engine go, or is gone: end the group,
                // the warden with it.
                libc::kill(0, libc::SIGKILL);
                libc::_exit(137);
            }
            let mut info: libc::siginfo_t = std::mem::zeroed();
            let exited = libc::waitid(
                libc::P_PID,
                engine as libc::id_t,
                &mut info,
                libc::WEXITED | libc::WNOHANG | libc::WNOWAIT,
            ) == 0
                && info.si_pid() == engine;
            if exited {
                leave_as(engine, game_group);
            }
        }
    }
}

/// Moves the lifeline to descriptor 3 and closes every other one: the
/// game's files, and its ends of the engine's pipes, which would otherwise
/// keep them open after the engine closed them.
unsafe fn keep_only(lifeline: RawFd) {
    unsafe {
        if lifeline != 3 {
            libc::dup2(lifeline, 3);
        }
        for fd in 0..3 {
            libc::close(fd);
        }
        if libc::syscall(libc::SYS_close_range, 4u32, u32::MAX, 0u32) != 0 {
            let mut limit: libc::rlimit = std::mem::zeroed();
            let top = if libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit) == 0 {
                limit.rlim_cur.min(1 << 16) as RawFd
            } else {
                1024
            };
            for fd in 4..top {
                libc::close(fd);
            }
        }
    }
}

/// The engine has exited (and is not yet reaped, so its group's number is
/// still ours): the warden steps out into the game's group, kills what is
/// left of the engine's, reaps the engine and exits as it did.
unsafe fn leave_as(engine: libc::pid_t, game_group: libc::pid_t) -> ! {
    unsafe {
        let group = libc::getpgrp();
        // If the game's group is gone, the warden dies with the rest: the
        // game is gone too, and nobody reads the status.
        libc::setpgid(0, game_group);
        libc::kill(-group, libc::SIGKILL);
        let mut status = 0;
        libc::waitpid(engine, &mut status, 0);
        if libc::WIFSIGNALED(status) {
            let sig = libc::WTERMSIG(status);
            // No core file of the warden's copy of the game.
            let none = libc::rlimit {
                rlim_cur: 0,
                rlim_max: 0,
            };
            libc::setrlimit(libc::RLIMIT_CORE, &none);
            libc::signal(sig, libc::SIG_DFL);
            let mut set: libc::sigset_t = std::mem::zeroed();
            libc::sigemptyset(&mut set);
            libc::sigaddset(&mut set, sig);
            libc::sigprocmask(libc::SIG_UNBLOCK, &set, std::ptr::null_mut());
            libc::kill(libc::getpid(), sig);
            libc::_exit(128 + sig);
        }
        libc::_exit(libc::WEXITSTATUS(status));
    }
}
