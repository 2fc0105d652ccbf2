//! The integration tests of shogi-sound, in one binary: [`words`], which
//! words of the count a recording holds, and when.

mod words;
