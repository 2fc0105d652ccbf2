//! The integration tests of shogi-sound, in one binary: the recording
//! harness ([`pulse`]) and the sounds as recorded ([`play`]).
//! (r50-voices adds `mod words;`, the count's words as recorded.)

mod play;
mod pulse;
