//! The process that plays the game's sounds: this program again, started
//! with [`FLAG`], ordered through pipes (`shogi_sound::Remote`).
//!
//! The game never calls into the audio library: a sound server that hangs
//! holds its caller for ever (the game's clock, its keys, its exit), and an
//! ALSA configuration that includes an endless file (`/dev/zero`) makes the
//! library allocate without end. In a process of its own, the first is
//! killed and the second is stopped by a memory limit, and the game plays
//! on with the bell.
//!
//! It runs as an engine does (`usi::spawn`): its own process group, killed
//! and reaped when dropped or when the game is killed, even by SIGKILL.

use crate::usi::spawn::EngineProcess;
use shogi_sound::{Remote, SoundError};
use std::process::{Command, Stdio};

/// The hidden argument that makes this program the sound process.
pub const FLAG: &str = "--sound-worker";

/// The sound process's own data (heap and the like) is bounded by this:
/// playing needs ~20 MB (the library, the sounds decoded, PulseAudio's
/// client); past it the library's allocations fail and the output fails to
/// open, instead of the machine's memory filling up.
const MEMORY: u64 = 256 * 1024 * 1024;

/// A running sound process; killed when dropped.
pub struct SoundProcess {
    remote: Remote,
    /// Dropped after `remote`: the pipes' threads end as it dies.
    _process: EngineProcess,
}

impl SoundProcess {
    /// Starts the sound process at `volume` percent. Returns at once: the
    /// output opens in the process, and a failure to open comes later
    /// through [`Remote::take_failure`].
    pub fn start(volume: u8) -> Result<SoundProcess, SoundError> {
        let cannot = |e: std::io::Error| SoundError::NoDevice { why: e.to_string() };
        let mut command = Command::new(std::env::current_exe().map_err(cannot)?);
        command
            .arg(FLAG)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        let mut process = EngineProcess::spawn(command).map_err(cannot)?;
        let Some((input, output, errors)) = process.take_pipes() else {
            return Err(SoundError::Ended);
        };
        // ALSA's and PulseAudio's messages are not the player's: the
        // process reports its failures on its output.
        drop(errors);
        let remote = Remote::new(input, output, volume)?;
        Ok(SoundProcess {
            remote,
            _process: process,
        })
    }

    /// The pipes' end that orders sounds and hears of failures.
    pub fn remote(&self) -> &Remote {
        &self.remote
    }
}

/// Runs this program as the sound process (`main` calls it first thing
/// when given [`FLAG`]), and ends it.
pub fn serve() -> ! {
    limit_memory();
    let input = std::io::BufReader::new(std::io::stdin());
    shogi_sound::worker::serve(input, std::io::stdout());
    // At once, with no exit handlers: a thread may be held inside the
    // audio library, whose own cleanup could wait for it.
    // SAFETY: _exit has no preconditions.
    unsafe { libc::_exit(0) }
}

/// Bounds the process's data before the audio library is loaded.
/// RLIMIT_DATA rather than RLIMIT_AS: the address space also counts the
/// program's own mapped file and every thread's reserved arena, which say
/// nothing about what the library reads.
fn limit_memory() {
    let limit = libc::rlimit {
        rlim_cur: MEMORY as libc::rlim_t,
        rlim_max: MEMORY as libc::rlim_t,
    };
    // SAFETY: `limit` is a valid rlimit; lowering one's own limit cannot
    // fail for want of rights. If it fails anyway, sound plays unbounded,
    // as it did in the game before.
    unsafe { libc::setrlimit(libc::RLIMIT_DATA, &limit) };
}
