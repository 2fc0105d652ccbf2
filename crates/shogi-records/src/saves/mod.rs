//! Our saves: the RON save format, the save folder, the lock that keeps a
//! save to one running program, and writing files so that a crash leaves
//! the old or the new one.

pub mod atomic;
pub mod folder;
pub mod lock;
pub mod output;
pub mod save;
