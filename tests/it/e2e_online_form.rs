//! The online form in the real terminal (issue 48): the game name has a
//! row of its own, goes into the LOGIN line as the server wants it
//! (`GAMENAME,password`), and is remembered for the next time.

use crate::online_support::{ScriptedServer, Step, send};
use crate::tmux_support::*;

/// The form's Password row of `screen`, when the form is there.
fn password_row(screen: &str) -> Option<&str> {
    screen
        .lines()
        .find(|l| l.contains("Password") && !l.contains("Remember"))
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn the_game_name_has_its_own_row_goes_into_the_login_and_is_remembered() {
    require_tmux!();
    let server = ScriptedServer::start(vec![vec![
        Step::Expect("LOGIN "),
        send("LOGIN:alice OK"),
        Step::Expect("LOGOUT"),
    ]]);
    // Twice: the second form is filled in from what the first remembered.
    let run = format!(
        "{BIN} online --server 127.0.0.1:{} --user alice",
        server.port
    );
    let t = Tmux::start_command(&format!("exec sh -c '{run}; {run}'"));
    let screen = t.wait_text("Play online (CSA server)");
    assert!(screen.contains("Game name"), "{screen}");
    // The focus is on the password, the first row still empty; the game
    // name is the row above.
    t.keys(&["Up"]);
    t.type_text("g1-0-2");
    t.keys(&["Down"]);
    t.type_text("x");
    t.keys(&["Enter", "Down", "Down", "Enter"]);
    t.wait_text("waiting for the server to start a game");
    t.keys(&["Escape"]);
    let sent = server.finish();
    assert_eq!(sent.len(), 1, "{sent:?}");
    assert_eq!(sent[0].problem, None, "{:?}", sent[0].lines);
    assert_eq!(sent[0].lines[0], "LOGIN alice g1-0-2,x");
    // Back on the form; Esc goes to the menu, q leaves, and the program
    // starts again.
    t.wait_text("Play online (CSA server)");
    t.keys(&["Escape"]);
    t.wait_text("Start a new game");
    t.keys(&["q"]);
    let screen = t.wait_for("the second form", |s| {
        password_row(s).is_some_and(|row| !row.contains('•'))
    });
    let game_row = screen
        .lines()
        .find(|l| l.contains("Game name"))
        .unwrap_or_else(|| panic!("{screen}"));
    assert!(game_row.contains("g1-0-2"), "{screen}");
}
