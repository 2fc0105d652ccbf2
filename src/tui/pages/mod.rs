//! The pages of the program, one module each, holding the page's state,
//! keys and drawing: the main menu, a game, the saved games, a review,
//! the position editor, the online form, the puzzles; `play_from` is the new-game form review and the
//! editor share.

pub mod editor;
pub mod game;
pub mod load;
pub mod menu;
pub mod online_form;
pub mod play_from;
pub mod puzzles;
pub mod quiz;
pub mod review;
