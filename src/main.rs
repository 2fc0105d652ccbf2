use shogi_tui::cli;
use std::process::ExitCode;

fn main() -> ExitCode {
    // The lishogi token out of the environment before anything is started
    // that would inherit it (an engine above all).
    // SAFETY: the first thing the program does: no other thread exists.
    unsafe { shogi_tui::lishogi::token::take_from_environment() };
    // The game's sound process (tui::sound_process), before anything but
    // the token: it touches no terminal, no settings, no language.
    if std::env::args_os()
        .nth(1)
        .is_some_and(|a| a == shogi_tui::tui::sound_process::FLAG)
    {
        shogi_tui::tui::sound_process::serve();
    }
    // GUIs start an engine by its path alone, on pipes, and say `usi`
    // first: serve them as `shogi-tui usi` would.
    if std::env::args_os().len() == 1
        && let Some(code) = cli::usi::serve_a_gui_on_pipes()
    {
        return code;
    }
    // The language before clap parses, so that `--help` and clap's own
    // errors speak it: `--lang`, else the locale.
    cli::lang::start(std::env::args_os());
    cli::command_line::run()
}
