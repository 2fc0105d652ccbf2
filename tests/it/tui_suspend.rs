//! Stopping the game as a job (SIGTSTP, or Ctrl-Z, which in raw mode is a
//! key and not a signal) and taking it up again with `fg`: while stopped
//! the shell has its terminal back in line mode on the normal screen, and
//! once continued the game is full-screen again, takes keys one at a time
//! and quits as usual.
//!
//! The game runs as a job of an interactive bash in tmux, as a player
//! runs it: bash gives the terminal to the job with `fg` and takes it
//! back when the job stops.
#![cfg(unix)]

use crate::tmux_support::*;

use std::process::Command;

/// An interactive bash with job control, a prompt of its own and no
/// startup files, running the game. (Not `play; echo $?`: bash goes on
/// to the next command of a line as soon as its job stops.)
fn game_under_bash() -> (Tmux, String) {
    let t = Tmux::start_command("exec bash --norc --noprofile -i");
    t.run(&["send-keys", "-t", "e2e", "-l", "PS1='job-shell$ '"]);
    t.keys(&["Enter"]);
    t.wait_text("job-shell$");
    t.type_text(&format!("'{BIN}' play"));
    t.keys(&["Enter"]);
    t.wait_text("☗ Black to move");
    let shell = t.format("#{pane_pid}");
    let game = child_of(&shell).expect("the game runs under the shell");
    (t, game)
}

/// After the game stopped: the shell has the terminal, in line mode, on
/// the normal screen, with the mouse off and the cursor shown.
fn assert_shell_has_the_terminal(t: &Tmux) {
    let screen = t.wait_text("Stopped");
    assert!(screen.contains("job-shell$"), "{screen}");
    assert_eq!(t.format("#{alternate_on}"), "0", "alternate screen left");
    assert_eq!(t.format("#{mouse_any_flag}"), "0", "mouse reporting off");
    assert_eq!(t.format("#{cursor_flag}"), "1", "cursor shown");
}

/// `fg`, then a move typed key by key and `q` `y`: the board takes the
/// move and the game ends.
fn fg_then_play_and_quit(t: &Tmux) {
    t.type_text("fg");
    t.keys(&["Enter"]);
    t.wait_text("☗ Black to move");
    assert_eq!(t.format("#{alternate_on}"), "1", "full-screen again");
    t.prompt_move("7g7f");
    let screen = t.wait_text("1 ▲７六歩");
    assert!(screen.contains("☖ White to move"), "{screen}");
    // The typed letters were read as keys, not echoed over the board.
    assert!(!screen.contains("7g7f"), "{screen}");
    t.keys(&["q"]);
    t.wait_text("Leave the game?");
    t.keys(&["y"]);
    t.wait_for("the shell's prompt", |s| {
        s.trim_end().ends_with("job-shell$")
    });
    t.type_text("echo \"exit status $?\"");
    t.keys(&["Enter"]);
    let screen = t.wait_text("exit status 0");
    assert_eq!(t.format("#{alternate_on}"), "0", "{screen}");
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn sigtstp_gives_the_terminal_back_and_fg_takes_it_again() {
    require_tmux!();
    let (t, game) = game_under_bash();
    let sent = Command::new("kill").args(["-TSTP", &game]).status();
    assert!(sent.is_ok_and(|s| s.success()), "kill -TSTP {game}");
    assert_shell_has_the_terminal(&t);
    fg_then_play_and_quit(&t);
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn ctrl_z_stops_the_game_like_sigtstp() {
    require_tmux!();
    let (t, _game) = game_under_bash();
    t.keys(&["C-z"]);
    assert_shell_has_the_terminal(&t);
    fg_then_play_and_quit(&t);
}
