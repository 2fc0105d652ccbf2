//! The weights file: what `assets/` holds and the binary embeds.
//!
//! ```text
//! 8 bytes   magic "STNNUE\0\x01"
//! u32       length of the architecture line, then the line (UTF-8)
//! u64       FNV-1a hash of the body
//! u64       length of the body
//! body      ft bias i16×64, ft weights i16×6880×64,
//!           l1 bias i32×32, l1 weights i8×32×128,
//!           l2 bias i32×32, l2 weights i8×32×32,
//!           out bias i32, out weights i8×32        (all little-endian)
//! ```
//!
//! The architecture line names the inputs, the sizes and the scales, so a
//! file made for another net is refused by name rather than read as
//! noise; the hash catches a file damaged on the way.

use super::features::INPUTS;
use super::network::{HIDDEN, L1, L2, Network};
use shogi_records::files::read_capped;
use shogi_records::{RecordError, escape_controls};
use std::path::Path;
use thiserror::Error;

const MAGIC: &[u8; 8] = b"STNNUE\0\x01";

/// The line this build reads and writes.
pub fn architecture() -> String {
    format!(
        "shogi-tui nnue v3: views K+P+king boxes {INPUTS} -> {HIDDEN}x2 -> {L1} -> {L2} -> 1; \
         int16 ft (x127), int8 hidden (x64), clipped relu 0..127, \
         output cp = hand-written evaluation + sum*600/8128"
    )
}

#[derive(Debug, Error, PartialEq, Eq)]
pub enum WeightsError {
    #[error("not a shogi-tui weights file (it does not start with the STNNUE mark)")]
    NotWeights,
    #[error("the weights file ends early, at byte {0}")]
    Truncated(usize),
    #[error(
        "the weights are for another net: the file says \"{found}\", this build reads \"{expected}\""
    )]
    OtherArchitecture { found: String, expected: String },
    #[error("the weights file is damaged: its contents do not match its hash")]
    Damaged,
    #[error("the weights file has {0} bytes after its end")]
    TrailingBytes(usize),
}

/// Why a weights file could not be used.
#[derive(Debug, Error)]
pub enum WeightsFileError {
    /// Not read at all (missing, a pipe, a device, too large): the
    /// message names the file.
    #[error("{0}")]
    Read(RecordError),
    #[error("{path}: {source}")]
    Refused { path: String, source: WeightsError },
}

/// The largest weights file read. This build's files are some 886 KB
/// (the feature transformer's 6880×64 16-bit weights are nearly all of
/// it: a test checks `to_bytes` stays within); the room above lets a file
/// for a net a few times larger be read and refused by its architecture
/// line, while `/dev/zero` behind a symlink or a huge file is refused
/// before a byte is read.
pub const MAX_WEIGHTS_BYTES: u64 = 16 * 1024 * 1024;

/// The net in the weights file at `path`, checked as the embedded one is.
/// Read as records are ([`read_capped`]): a regular file, at most
/// [`MAX_WEIGHTS_BYTES`].
pub fn read_file(path: &Path) -> Result<Network, WeightsFileError> {
    let bytes = read_capped(path, MAX_WEIGHTS_BYTES).map_err(WeightsFileError::Read)?;
    from_bytes(&bytes).map_err(|source| WeightsFileError::Refused {
        path: escape_controls(&path.display().to_string()).into_owned(),
        source,
    })
}

/// 64-bit FNV-1a: no crate needed, and damage, not attack, is the threat.
pub fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

/// The file's bytes for `net`.
pub fn to_bytes(net: &Network) -> Vec<u8> {
    let mut body = Vec::new();
    for v in &net.ft_bias {
        body.extend_from_slice(&v.to_le_bytes());
    }
    for v in &net.ft_weights {
        body.extend_from_slice(&v.to_le_bytes());
    }
    let layer = |body: &mut Vec<u8>, bias: &[i32], weights: &[i8]| {
        for v in bias {
            body.extend_from_slice(&v.to_le_bytes());
        }
        body.extend(weights.iter().map(|&w| w as u8));
    };
    layer(&mut body, &net.l1_bias, &net.l1_weights);
    layer(&mut body, &net.l2_bias, &net.l2_weights);
    layer(&mut body, &[net.out_bias], &net.out_weights);
    let arch = architecture();
    let mut out = Vec::with_capacity(body.len() + 64 + arch.len());
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&(arch.len() as u32).to_le_bytes());
    out.extend_from_slice(arch.as_bytes());
    out.extend_from_slice(&fnv1a(&body).to_le_bytes());
    out.extend_from_slice(&(body.len() as u64).to_le_bytes());
    out.extend_from_slice(&body);
    out
}

/// Reads through a byte slice, naming where it ran out.
struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    fn take(&mut self, n: usize) -> Result<&'a [u8], WeightsError> {
        let end = self.at.checked_add(n).filter(|&e| e <= self.bytes.len());
        let end = end.ok_or(WeightsError::Truncated(self.bytes.len()))?;
        let s = &self.bytes[self.at..end];
        self.at = end;
        Ok(s)
    }

    fn array<const N: usize>(&mut self) -> Result<[u8; N], WeightsError> {
        let s = self.take(N)?;
        let mut a = [0u8; N];
        a.copy_from_slice(s);
        Ok(a)
    }

    fn i16s(&mut self, n: usize) -> Result<Vec<i16>, WeightsError> {
        let s = self.take(2 * n)?;
        Ok(s.chunks_exact(2)
            .map(|c| i16::from_le_bytes([c[0], c[1]]))
            .collect())
    }

    fn i32s(&mut self, n: usize) -> Result<Vec<i32>, WeightsError> {
        let s = self.take(4 * n)?;
        Ok(s.chunks_exact(4)
            .map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect())
    }

    fn i8s(&mut self, n: usize) -> Result<Vec<i8>, WeightsError> {
        Ok(self.take(n)?.iter().map(|&b| b as i8).collect())
    }
}

/// The net in `bytes`, checked: the mark, the architecture, the hash, the
/// sizes.
pub fn from_bytes(bytes: &[u8]) -> Result<Network, WeightsError> {
    let mut r = Reader { bytes, at: 0 };
    if r.take(MAGIC.len()).map_err(|_| WeightsError::NotWeights)? != MAGIC {
        return Err(WeightsError::NotWeights);
    }
    let arch_len = u32::from_le_bytes(r.array()?) as usize;
    if arch_len > 4096 {
        return Err(WeightsError::NotWeights);
    }
    let found = String::from_utf8_lossy(r.take(arch_len)?).into_owned();
    let expected = architecture();
    if found != expected {
        return Err(WeightsError::OtherArchitecture { found, expected });
    }
    let hash = u64::from_le_bytes(r.array()?);
    let body_len = u64::from_le_bytes(r.array()?);
    let body_start = r.at;
    let body = usize::try_from(body_len)
        .ok()
        .and_then(|n| r.take(n).ok())
        .ok_or(WeightsError::Truncated(bytes.len()))?;
    if fnv1a(body) != hash {
        return Err(WeightsError::Damaged);
    }
    let mut b = Reader {
        bytes,
        at: body_start,
    };
    let net = Network {
        ft_bias: b.i16s(HIDDEN)?,
        ft_weights: b.i16s(INPUTS * HIDDEN)?,
        l1_bias: b.i32s(L1)?,
        l1_weights: b.i8s(L1 * 2 * HIDDEN)?,
        l2_bias: b.i32s(L2)?,
        l2_weights: b.i8s(L2 * L1)?,
        out_bias: b.i32s(1)?[0],
        out_weights: b.i8s(L2)?,
    };
    if b.at != r.at {
        return Err(WeightsError::Truncated(b.at));
    }
    if r.at != bytes.len() {
        return Err(WeightsError::TrailingBytes(bytes.len() - r.at));
    }
    Ok(net)
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::bot::Rng;

    pub(crate) fn random_net(seed: u64) -> Network {
        let mut rng = Rng::new(seed);
        let mut i16s = |n: usize, top: u64| -> Vec<i16> {
            (0..n)
                .map(|_| (rng.below(2 * top + 1) as i64 - top as i64) as i16)
                .collect()
        };
        let ft_bias = i16s(HIDDEN, 60);
        let ft_weights = i16s(INPUTS * HIDDEN, 40);
        let mut rng = Rng::new(seed ^ 1);
        let mut i8s = |n: usize| -> Vec<i8> {
            (0..n)
                .map(|_| (rng.below(255) as i64 - 127) as i8)
                .collect()
        };
        let l1_weights = i8s(L1 * 2 * HIDDEN);
        let l2_weights = i8s(L2 * L1);
        let out_weights = i8s(L2);
        Network {
            ft_weights,
            ft_bias,
            l1_weights,
            l1_bias: (0..L1 as i32).map(|i| i * 37 - 500).collect(),
            l2_weights,
            l2_bias: (0..L2 as i32).map(|i| 400 - i * 29).collect(),
            out_weights,
            out_bias: 1234,
        }
    }

    #[test]
    fn a_net_survives_the_file() {
        let net = random_net(3);
        assert_eq!(from_bytes(&to_bytes(&net)), Ok(net));
    }

    /// What `train` writes, `read_file` reads back: the cap is far above
    /// this build's size, and only what is not a regular file or is
    /// larger than the cap is refused unread.
    #[test]
    fn a_written_file_reads_back_within_the_cap() {
        let bytes = to_bytes(&random_net(5));
        assert!(
            bytes.len() as u64 * 8 < MAX_WEIGHTS_BYTES,
            "{} bytes",
            bytes.len()
        );
        let dir = std::env::temp_dir().join(format!("nnue-weights-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join("net.bin");
        shogi_records::atomic::write_atomic(&file, &bytes).unwrap();
        assert_eq!(read_file(&file).unwrap(), random_net(5));
        std::fs::File::create(&file)
            .unwrap()
            .set_len(MAX_WEIGHTS_BYTES + 1)
            .unwrap();
        let e = read_file(&file).unwrap_err();
        assert!(
            matches!(e, WeightsFileError::Read(RecordError::TooLarge { .. })),
            "{e}"
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn damage_is_refused_with_a_reason() {
        let bytes = to_bytes(&random_net(4));
        assert_eq!(from_bytes(b"hello"), Err(WeightsError::NotWeights));
        assert_eq!(
            from_bytes(&bytes[..bytes.len() - 1]),
            Err(WeightsError::Truncated(bytes.len() - 1))
        );
        let mut flipped = bytes.clone();
        let last = flipped.len() - 1000;
        flipped[last] ^= 0x10;
        assert_eq!(from_bytes(&flipped), Err(WeightsError::Damaged));
        let mut longer = bytes.clone();
        longer.push(0);
        assert_eq!(from_bytes(&longer), Err(WeightsError::TrailingBytes(1)));
        let mut other = bytes.clone();
        other[12] = b'X';
        assert!(matches!(
            from_bytes(&other),
            Err(WeightsError::OtherArchitecture { .. })
        ));
    }
}
