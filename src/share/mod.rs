//! Sharing a game outside the program: the position as a picture
//! (`diagram`), for `shogi-tui export` and the TUI's copy menu alike.

pub mod diagram;
