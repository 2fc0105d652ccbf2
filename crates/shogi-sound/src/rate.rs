//! The one sample rate of every sound here, in a file of its own so that
//! each module takes it from here rather than from the crate's root.

/// Samples per second of every sound here (mono, 16-bit): espeak-ng's own
/// rate, so the clips are played as they were made.
pub const RATE: u32 = 22_050;
