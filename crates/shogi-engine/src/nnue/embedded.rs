//! The weights the binary carries (`assets/nnue.bin`), checked once at
//! first use: a build with damaged weights says so and the bot keeps the
//! hand-written evaluation, rather than searching with noise.

use super::network::Network;
use super::weights::{WeightsError, from_bytes};
use std::sync::OnceLock;

static BYTES: &[u8] = include_bytes!("../../../../assets/nnue.bin");

/// The embedded net, or why it was refused.
pub fn embedded() -> Result<&'static Network, &'static WeightsError> {
    static NET: OnceLock<Result<Network, WeightsError>> = OnceLock::new();
    NET.get_or_init(|| from_bytes(BYTES)).as_ref()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_embedded_weights_load() {
        assert!(embedded().is_ok(), "{:?}", embedded().err());
    }
}
