//! The words for `shogi-engine`'s typed errors and outcomes.
