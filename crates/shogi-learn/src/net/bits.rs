//! A fixed-size bit buffer written and read front to back, for the packed
//! position: codes of a few bits each, least significant bit of each byte
//! first, so the layout does not depend on the machine.

/// Writes bits into `N` bytes. Writing past the end is refused rather than
/// wrapped: the packer's budget is proven to fit, and a bug must not turn
/// into a silently different position.
pub(crate) struct BitWriter<const N: usize> {
    bytes: [u8; N],
    at: usize,
}

/// The buffer is full.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Overflow;

impl<const N: usize> BitWriter<N> {
    pub(crate) fn new() -> Self {
        BitWriter {
            bytes: [0; N],
            at: 0,
        }
    }

    pub(crate) fn bit(&mut self, on: bool) -> Result<(), Overflow> {
        if self.at >= N * 8 {
            return Err(Overflow);
        }
        if on {
            self.bytes[self.at / 8] |= 1 << (self.at % 8);
        }
        self.at += 1;
        Ok(())
    }

    /// The low `width` bits of `value`, lowest first.
    pub(crate) fn bits(&mut self, value: u32, width: u32) -> Result<(), Overflow> {
        (0..width).try_for_each(|i| self.bit(value >> i & 1 == 1))
    }

    /// The bytes, unused bits zero.
    pub(crate) fn finish(self) -> [u8; N] {
        self.bytes
    }
}

/// Reads bits back in the order a `BitWriter` wrote them.
pub(crate) struct BitReader<'a> {
    bytes: &'a [u8],
    at: usize,
}

/// Reading went past the end of the buffer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Exhausted;

impl<'a> BitReader<'a> {
    pub(crate) fn new(bytes: &'a [u8]) -> Self {
        BitReader { bytes, at: 0 }
    }

    pub(crate) fn bit(&mut self) -> Result<bool, Exhausted> {
        let byte = self.bytes.get(self.at / 8).ok_or(Exhausted)?;
        let on = byte >> (self.at % 8) & 1 == 1;
        self.at += 1;
        Ok(on)
    }

    pub(crate) fn bits(&mut self, width: u32) -> Result<u32, Exhausted> {
        (0..width).try_fold(0, |acc, i| Ok(acc | u32::from(self.bit()?) << i))
    }

    /// Whether every bit not yet read is zero: anything else there was not
    /// written by the packer.
    pub(crate) fn rest_is_zero(&self) -> bool {
        let here = self.at / 8;
        let Some(first) = self.bytes.get(here) else {
            return true;
        };
        let later = self.bytes.get(here + 1..).unwrap_or(&[]);
        first >> (self.at % 8) == 0 && later.iter().all(|&b| b == 0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bits_come_back_in_order() {
        let mut w = BitWriter::<3>::new();
        w.bits(0b101, 3).unwrap();
        w.bit(true).unwrap();
        w.bits(0x3f5, 10).unwrap();
        let bytes = w.finish();
        let mut r = BitReader::new(&bytes);
        assert_eq!(r.bits(3), Ok(0b101));
        assert_eq!(r.bit(), Ok(true));
        assert_eq!(r.bits(10), Ok(0x3f5));
        assert!(r.rest_is_zero());
        assert_eq!(r.bits(10), Ok(0));
        assert_eq!(r.bit(), Err(Exhausted));
    }

    #[test]
    fn a_full_buffer_refuses_more() {
        let mut w = BitWriter::<1>::new();
        assert_eq!(w.bits(0xff, 8), Ok(()));
        assert_eq!(w.bit(false), Err(Overflow));
    }

    #[test]
    fn stray_bits_after_the_data_are_seen() {
        let bytes = [0b0000_0001, 0b1000_0000];
        let mut r = BitReader::new(&bytes);
        assert_eq!(r.bit(), Ok(true));
        assert!(!r.rest_is_zero());
        let bytes = [0b0000_0011];
        let mut r = BitReader::new(&bytes);
        assert_eq!(r.bit(), Ok(true));
        assert!(!r.rest_is_zero());
    }
}
