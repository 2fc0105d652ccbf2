//! Enters the game's full-screen terminal mode and then panics, so the
//! end-to-end test can check that the panic hook gives the terminal back
//! (normal screen, mouse off, cursor on) and that the message is readable.

use shogi_tui::tui::terminal::TerminalGuard;
use std::time::Duration;

fn main() -> std::io::Result<()> {
    let _guard = TerminalGuard::enter()?;
    // Long enough for the test to see the alternate screen first.
    std::thread::sleep(Duration::from_millis(700));
    panic!("deliberate panic inside the full-screen mode");
}
