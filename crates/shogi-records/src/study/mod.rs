//! The study tree: what review reads of a record's lines, and the changes
//! the study board makes to them.

pub mod changes;
pub mod review;
