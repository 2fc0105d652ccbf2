//! The trainer: the net in floating point (`model`), its optimiser
//! (`adam`), and the loop (`trainer`). Rust only: PyTorch from PyPI would
//! bring the CUDA stack to a 2-core machine without a GPU.

pub mod adam;
pub mod data;
pub mod model;
pub mod trainer;
