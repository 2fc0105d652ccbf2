//! The words for `shogi-records`' typed errors.
