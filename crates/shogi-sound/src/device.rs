//! (Helper A)
