//! The system's default audio output, through ALSA's libasound.so.2 loaded at
//! run time: building needs no ALSA headers or -dev package, and a machine
//! without the library runs the game silently instead of failing to start.
//!
//! ALSA's "default" is whatever the user's configuration makes it (a card,
//! or PulseAudio / PipeWire through libasound2-plugins), as for any program.
//! This is the crate's only unsafe code: each call into the library is a
//! small block with its reason.

use crate::error::SoundError;
use crate::rate::RATE;
use libloading::{Library, Symbol};
use std::ffi::{CStr, c_char, c_int, c_long, c_uint, c_ulong, c_void};
use std::time::Duration;

/// The library's file name: the soname every distribution ships, so that the
/// unversioned libasound.so (only in the -dev package) is not needed.
const LIBRARY: &str = "libasound.so.2";

/// How much sound ALSA keeps queued ahead of the speaker. Below ~25 ms the
/// PulseAudio plugin underruns on a loaded machine; above ~40 ms a click no
/// longer starts within 50 ms of the move on screen.
pub const LATENCY_MS: usize = 30;
/// The longest wait for room in the queue before looking whether to stop.
const WAIT: Duration = Duration::from_millis(20);
/// An output that takes no sound for this long has stopped (a server that
/// hangs): the thread gives up rather than wait for ever.
const STALLED: Duration = Duration::from_secs(3);

// The values of ALSA's enums that are used here (alsa/pcm.h; part of the
// ABI, unchanged since ALSA 0.9).
const SND_PCM_STREAM_PLAYBACK: c_int = 0;
const SND_PCM_NONBLOCK: c_int = 1;
const SND_PCM_STATE_PREPARED: c_int = 2;
const SND_PCM_FORMAT_S16_LE: c_int = 2;
const SND_PCM_ACCESS_RW_INTERLEAVED: c_int = 3;

type Pcm = *mut c_void;
type LocalErrorHandler = extern "C" fn(*const c_char, c_int, *const c_char, c_int, *const c_char);

/// The functions of libasound used here, each resolved once when the
/// library is loaded, so that a missing one is reported then and not later.
pub struct Alsa {
    open: unsafe extern "C" fn(*mut Pcm, *const c_char, c_int, c_int) -> c_int,
    set_params: unsafe extern "C" fn(Pcm, c_int, c_int, c_uint, c_uint, c_int, c_uint) -> c_int,
    writei: unsafe extern "C" fn(Pcm, *const c_void, c_ulong) -> c_long,
    recover: unsafe extern "C" fn(Pcm, c_int, c_int) -> c_int,
    wait: unsafe extern "C" fn(Pcm, c_int) -> c_int,
    state: unsafe extern "C" fn(Pcm) -> c_int,
    delay: unsafe extern "C" fn(Pcm, *mut c_long) -> c_int,
    drop: unsafe extern "C" fn(Pcm) -> c_int,
    close: unsafe extern "C" fn(Pcm) -> c_int,
    strerror: unsafe extern "C" fn(c_int) -> *const c_char,
    // Kept alive for as long as the function pointers above are used.
    _library: Library,
}

/// ALSA's error messages (a missing card, an unreachable sound server) go
/// to stderr by default, over the game's screen. They are dropped: the same
/// failure comes back as an error code, which the game reports in its
/// status bar.
extern "C" fn ignore_alsa_message(
    _file: *const c_char,
    _line: c_int,
    _function: *const c_char,
    _code: c_int,
    _message: *const c_char,
) {
}

impl Alsa {
    /// Loads libasound and silences its messages for the calling thread
    /// (the sound thread, which makes every call).
    pub fn load() -> Result<Alsa, SoundError> {
        let no_library = |why: String| SoundError::NoLibrary { why };
        // SAFETY: libasound's initialisers only set up its own state; loading
        // it runs no code of ours and has no preconditions.
        let library = unsafe { Library::new(LIBRARY) }.map_err(|e| no_library(e.to_string()))?;
        macro_rules! symbol {
            ($name:literal) => {
                // SAFETY: the type given at each use is the function's C
                // signature in alsa/pcm.h or alsa/error.h; the pointer is
                // copied out and used only while `_library` keeps it loaded.
                *unsafe { library.get(concat!($name, "\0").as_bytes()) }
                    .map_err(|e: libloading::Error| no_library(e.to_string()))?
            };
        }
        let set_local: Symbol<unsafe extern "C" fn(Option<LocalErrorHandler>) -> Option<LocalErrorHandler>> =
            // SAFETY: snd_lib_error_set_local's signature in alsa/error.h.
            unsafe { library.get(b"snd_lib_error_set_local\0") }
                .map_err(|e| no_library(e.to_string()))?;
        // SAFETY: the handler has the signature of snd_local_error_handler_t,
        // reads none of its arguments and lives as long as the program.
        unsafe { set_local(Some(ignore_alsa_message)) };
        Ok(Alsa {
            open: symbol!("snd_pcm_open"),
            set_params: symbol!("snd_pcm_set_params"),
            writei: symbol!("snd_pcm_writei"),
            recover: symbol!("snd_pcm_recover"),
            wait: symbol!("snd_pcm_wait"),
            state: symbol!("snd_pcm_state"),
            delay: symbol!("snd_pcm_delay"),
            drop: symbol!("snd_pcm_drop"),
            close: symbol!("snd_pcm_close"),
            strerror: symbol!("snd_strerror"),
            _library: library,
        })
    }

    /// ALSA's words for an error code (its own English, as `aplay` prints).
    fn why(&self, code: c_int) -> String {
        // SAFETY: snd_strerror accepts any int and returns a pointer to a
        // static NUL-terminated string (or null, checked).
        let text = unsafe { (self.strerror)(code) };
        if text.is_null() {
            return format!("ALSA error {code}");
        }
        // SAFETY: non-null, static and NUL-terminated, as above.
        unsafe { CStr::from_ptr(text) }
            .to_string_lossy()
            .into_owned()
    }
}

/// An open playback stream on ALSA's "default" output: mono, 16-bit, [`RATE`].
/// Closed on drop, at once, discarding what is queued (the player closes it
/// once all that is left to play is silence).
pub struct Device<'a> {
    api: &'a Alsa,
    pcm: Pcm,
    /// Frames written since the stream was opened (or recovered).
    written: u64,
}

impl<'a> Device<'a> {
    /// Opens and configures the default output.
    pub fn open(api: &'a Alsa) -> Result<Device<'a>, SoundError> {
        let mut pcm: Pcm = std::ptr::null_mut();
        // SAFETY: `pcm` is a valid out-pointer; the name is NUL-terminated.
        let code = unsafe {
            (api.open)(
                &mut pcm,
                c"default".as_ptr(),
                SND_PCM_STREAM_PLAYBACK,
                SND_PCM_NONBLOCK,
            )
        };
        if code < 0 || pcm.is_null() {
            return Err(SoundError::NoDevice { why: api.why(code) });
        }
        // Owned from here: a failure below closes it on drop.
        let device = Device {
            api,
            pcm,
            written: 0,
        };
        let latency_us = c_uint::try_from(LATENCY_MS * 1_000).unwrap_or(c_uint::MAX);
        // SAFETY: `pcm` is open; the arguments are plain values.
        let code = unsafe {
            (api.set_params)(
                device.pcm,
                SND_PCM_FORMAT_S16_LE,
                SND_PCM_ACCESS_RW_INTERLEAVED,
                1,
                RATE,
                1,
                latency_us,
            )
        };
        if code < 0 {
            return Err(SoundError::NoDevice { why: api.why(code) });
        }
        Ok(device)
    }

    /// Frames queued ahead of the next one written: what is written now is
    /// heard after this many frames (and the output's own latency, which
    /// ALSA counts in when the stream runs).
    pub fn delay(&self) -> u64 {
        // SAFETY: `pcm` is open.
        if unsafe { (self.api.state)(self.pcm) } == SND_PCM_STATE_PREPARED {
            // Not started: nothing has been played, everything written is
            // ahead (ALSA's delay then says 0 through PulseAudio).
            return self.written;
        }
        let mut frames: c_long = 0;
        // SAFETY: `pcm` is open; `frames` is a valid out-pointer.
        let code = unsafe { (self.api.delay)(self.pcm, &mut frames) };
        // After an underrun or a recovery nothing is queued.
        if code < 0 {
            0
        } else {
            u64::try_from(frames).unwrap_or(0)
        }
    }

    /// Writes all of `samples`, waiting for room as the output plays, unless
    /// `stop` says to give up (checked at least every [`WAIT`]). An underrun
    /// (the thread was late) or a suspend is recovered and the write goes
    /// on; an output that fails again at once, or takes nothing for
    /// [`STALLED`], is gone.
    pub fn write(&mut self, samples: &[i16], stop: &dyn Fn() -> bool) -> Result<(), SoundError> {
        let mut rest = samples;
        let mut recoveries = 0;
        let mut waiting = Duration::ZERO;
        while !rest.is_empty() && !stop() {
            let frames = c_ulong::try_from(rest.len()).unwrap_or(c_ulong::MAX);
            // SAFETY: `pcm` is open, configured for one 16-bit channel, and
            // `rest` holds at least `frames` i16 samples.
            let written = unsafe { (self.api.writei)(self.pcm, rest.as_ptr().cast(), frames) };
            let code = c_int::try_from(written).unwrap_or(c_int::MIN);
            if written > 0 {
                let done = usize::try_from(written).unwrap_or(0).min(rest.len());
                rest = &rest[done..];
                self.written += done as u64;
                (recoveries, waiting) = (0, Duration::ZERO);
                continue;
            }
            let code = if written == 0 || is_would_block(code) {
                // No room yet: wait for some (the stream was opened
                // non-blocking, so that a stalled output cannot hold the
                // thread, and with it the game's exit).
                let wait_ms = c_int::try_from(WAIT.as_millis()).unwrap_or(c_int::MAX);
                // SAFETY: `pcm` is open; the timeout is in milliseconds.
                let ready = unsafe { (self.api.wait)(self.pcm, wait_ms) };
                if ready >= 0 {
                    waiting += WAIT;
                    if waiting >= STALLED {
                        return Err(SoundError::Lost {
                            why: "the output stopped playing".into(),
                        });
                    }
                    continue;
                }
                ready
            } else {
                code
            };
            recoveries += 1;
            // SAFETY: `pcm` is open; silent=1 keeps ALSA from printing.
            let recovered = unsafe { (self.api.recover)(self.pcm, code, 1) };
            if recovered < 0 || recoveries > 3 {
                return Err(SoundError::Lost {
                    why: self.api.why(code),
                });
            }
            // Recovered streams start again empty.
            self.written = 0;
        }
        Ok(())
    }
}

/// Whether an ALSA error code (a negative errno) means "not now".
fn is_would_block(code: c_int) -> bool {
    code < 0 && std::io::Error::from_raw_os_error(-code).kind() == std::io::ErrorKind::WouldBlock
}

impl Drop for Device<'_> {
    fn drop(&mut self) {
        // SAFETY: `pcm` is open and is not used after this; snd_pcm_drop
        // discards what is queued so that closing does not wait for it.
        unsafe {
            (self.api.drop)(self.pcm);
            (self.api.close)(self.pcm);
        }
    }
}
