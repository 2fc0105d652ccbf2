//! Why there is no sound. The errors carry no language: the app says them
//! in the player's words.

/// Why sound cannot be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SoundError {
    /// The ALSA library (libasound.so.2) could not be loaded.
    NoLibrary { why: String },
    /// The default audio output could not be opened (no device, no server).
    NoDevice { why: String },
    /// The output failed while playing and could not be recovered.
    Lost { why: String },
    /// The output did not open in time (a sound server that accepts and
    /// never answers): the game goes on without it.
    NoAnswer,
    /// The output stopped answering while in use (a sound server that
    /// hangs): the sound process is left, and stopped.
    Hung,
    /// The sound process ended without saying why (killed, or out of the
    /// memory it is allowed).
    Ended,
}
