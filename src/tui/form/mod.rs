//! One form for the pages that ask a few things before something starts
//! (the online, lishogi and engine-match forms): rows of fields, a focus
//! that goes round them, typed rows and chosen ones, Start (or Connect)
//! refused on the row to fix, the key bar and the drawing
//! (`widgets::form`). A page says only what is its own (`FormRows`): its
//! rows, its check, and what Start asks of the app.
//!
//! - `rows`: what a page tells the form, and what a row shows.
//! - `keys`: what the keys do on any form.
//! - `page`: a form as the app holds a page.
//! - `seat`: "who plays from here", asked by the online and lishogi forms.

mod keys;
mod page;
mod rows;
pub mod seat;
#[cfg(test)]
pub mod testing;
#[cfg(test)]
mod tests;

pub use page::FormView;
pub(crate) use rows::form_basics;
pub use rows::{Editable, FormRows, Look, Row};
