//! Widgets: each draws one part of the game screen from borrowed state and
//! never changes it.

pub mod board;
pub mod choice;
pub mod clock;
pub mod eval_graph;
pub mod fit;
pub mod form;
pub mod hands;
pub mod header;
pub mod moves;
pub mod popup;
pub mod secret_input;
pub mod share_menu;
pub mod side_pane;
pub mod status;
pub mod tally;
pub mod text_area;
pub mod text_input;
pub mod wrapped;
