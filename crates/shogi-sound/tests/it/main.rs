//! The integration tests of shogi-sound, in one binary: the recording
//! harness ([`pulse`]), the sounds as recorded ([`play`]) and the finder
//! of the count's words in a recording ([`words`]).

mod play;
mod pulse;
mod words;
