//! The terminal's clipboard through OSC 52 (`ESC ] 52 ; c ; BASE64 BEL`):
//! the terminal, not this program, puts the text on the clipboard, so it
//! works over SSH and inside tmux (with `set-clipboard on`, tmux keeps it
//! as its own buffer and passes it on). A terminal that does not take
//! OSC 52 ignores it without a word; that is why the copy menu also
//! writes files and says which was done.

use base64::Engine as _;
use base64::engine::general_purpose::STANDARD;

/// The longest text sent: terminals cap what one escape may carry (the
/// smallest common cap, hterm's and older xterms', is about 100 000 bytes
/// of base64), and a longer one is dropped whole, silently.
pub const MAX_BYTES: usize = 74_000;

/// The text is longer than a terminal's clipboard escape takes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TooLong {
    pub bytes: usize,
}

/// The escape that puts `text` on the clipboard.
pub fn osc52(text: &str) -> Result<String, TooLong> {
    if text.len() > MAX_BYTES {
        return Err(TooLong { bytes: text.len() });
    }
    Ok(format!("\x1b]52;c;{}\x07", STANDARD.encode(text)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_escape_carries_the_text_in_base64() {
        // "Man" is the classic base64 example: TWFu.
        assert_eq!(osc52("Man").as_deref(), Ok("\x1b]52;c;TWFu\x07"));
        let kanji = "▲７六歩";
        let seq = osc52(kanji).expect("short");
        let body = seq
            .strip_prefix("\x1b]52;c;")
            .and_then(|s| s.strip_suffix('\x07'))
            .expect("the frame");
        assert_eq!(STANDARD.decode(body).ok(), Some(kanji.as_bytes().to_vec()));
    }

    #[test]
    fn a_text_over_the_cap_is_refused_not_cut() {
        let long = "a".repeat(MAX_BYTES + 1);
        assert_eq!(
            osc52(&long),
            Err(TooLong {
                bytes: MAX_BYTES + 1
            })
        );
        assert!(osc52(&"a".repeat(MAX_BYTES)).is_ok());
    }
}
