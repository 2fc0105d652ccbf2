//! The real binary in a real terminal (tmux), driven with send-keys and
//! read back with capture-pane. Shared by the end-to-end test files; each
//! uses what it needs.

use ratatui::layout::Rect;
use shogi_tui::shogi::Square;
use shogi_tui::tui::layout::ScreenLayout;
use std::process::{Command, Output};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::thread::sleep;
use std::time::{Duration, Instant};

pub use crate::common::BIN;
/// RULE_EXAMPLES.md section 4: both sides 27 points, kings entered.
pub const IMPASSE: &str =
    "K+P+P+L5/+N+P+P+B5/+P+P+P+R5/9/9/9/5+r+p+p+p/5+b+p+n+p/5+n+sgk b 2GSNL3Pg2s2l3p 1";
/// White's king on 5a, a Black pawn on 5c, a gold in Black's hand: G*5b mates.
pub const GOLD_MATE: &str = "4k4/9/4P4/9/9/9/9/9/4K4 b G 1";
/// Generous: only a safety net so a broken build fails instead of hanging.
pub const WAIT: Duration = Duration::from_secs(15);

static NEXT: AtomicUsize = AtomicUsize::new(0);

pub fn tmux_available() -> bool {
    Command::new("tmux")
        .arg("-V")
        .output()
        .is_ok_and(|o| o.status.success())
}

/// One tmux server of its own (`-L`), so the player's tmux is never touched.
pub struct Tmux {
    pub socket: String,
}

impl Tmux {
    pub fn start(args: &[&str]) -> Tmux {
        let quoted: Vec<String> = args.iter().map(|a| format!("'{a}'")).collect();
        // `exec` makes the pane's process the game itself.
        Tmux::start_command(&format!("exec {BIN} {}", quoted.join(" ")))
    }

    pub fn start_command(cmd: &str) -> Tmux {
        Tmux::start_command_in(cmd, &[], (120, 40))
    }

    /// The program with `args` in a terminal of `size` (columns, rows),
    /// with the locale of `locale`: `LANG=ja_JP.UTF-8` and no `LC_ALL`
    /// or `LC_MESSAGES` (the tmux client's own `LC_ALL` would win).
    pub fn start_in_locale(lang: &str, size: (u16, u16), args: &[&str]) -> Tmux {
        let quoted: Vec<String> = args.iter().map(|a| format!("'{a}'")).collect();
        let lang = format!("LANG={lang}");
        Tmux::start_command_in(
            &format!("exec {BIN} {}", quoted.join(" ")),
            &[&lang, "LC_ALL=", "LC_MESSAGES="],
            size,
        )
    }

    pub fn start_command_in(cmd: &str, extra_env: &[&str], (w, h): (u16, u16)) -> Tmux {
        let socket = format!(
            "shogi-e2e-{}-{}",
            std::process::id(),
            NEXT.fetch_add(1, Ordering::SeqCst)
        );
        // Games autosave: into a folder of this session, never the repository's saves/.
        let saves = std::env::temp_dir().join(&socket);
        let env = format!("SHOGI_TUI_SAVE_DIR={}", saves.display());
        // Settings (allowed engines) too: never the player's own.
        let config = format!("SHOGI_TUI_CONFIG_DIR={}", saves.join("config").display());
        // And a test that unsets SHOGI_TUI_SAVE_DIR still never saves in
        // the player's own data folder.
        let data = format!("XDG_DATA_HOME={}", saves.join("data").display());
        // Sound goes nowhere (ALSA's null output), so that no test sees
        // "sound off" said on a machine without audio; the sound tests give
        // a home of their own (`HOME=`), whose ~/.asoundrc says where sound
        // goes. The file is beside the session's folder, not in it: tests
        // look at what the program makes there.
        let alsa = std::env::temp_dir().join(format!("{socket}.asound.conf"));
        let own_sound = extra_env.iter().any(|e| e.starts_with("HOME="));
        if !own_sound {
            let _ = std::fs::write(&alsa, "pcm.!default { type null }\n");
        }
        let alsa = format!("ALSA_CONFIG_PATH={}", alsa.display());
        let t = Tmux { socket };
        let (w, h) = (w.to_string(), h.to_string());
        let mut args = vec![
            "-f",
            "/dev/null",
            "new-session",
            "-e",
            &env,
            "-e",
            &config,
            "-e",
            &data,
        ];
        if !own_sound {
            args.extend(["-e", &alsa]);
        }
        for e in extra_env {
            args.extend(["-e", e]);
        }
        args.extend(["-d", "-s", "e2e", "-x", &w, "-y", &h, cmd]);
        let out = t.run(&args);
        assert!(out.status.success(), "tmux failed: {out:?}");
        // Keep the pane after the program exits, to look at what it left behind.
        t.run(&["set-option", "-t", "e2e", "remain-on-exit", "on"]);
        t
    }

    pub fn run(&self, args: &[&str]) -> Output {
        Command::new("tmux")
            .arg("-u")
            .args(["-L", &self.socket])
            .args(args)
            .env("LANG", "C.UTF-8")
            .env("LC_ALL", "C.UTF-8")
            .output()
            .expect("tmux runs")
    }

    pub fn keys(&self, keys: &[&str]) {
        for k in keys {
            self.run(&["send-keys", "-t", "e2e", k]);
        }
    }

    /// Pastes the file at `path` as a terminal does once the program
    /// asks for bracketed paste: the whole text in one event.
    pub fn paste_file(&self, path: &std::path::Path) {
        let path = path.to_string_lossy();
        let out = self.run(&["load-buffer", "-b", "pasted", &path]);
        assert!(out.status.success(), "tmux load-buffer: {out:?}");
        self.run(&["paste-buffer", "-p", "-b", "pasted", "-t", "e2e"]);
    }

    /// Types text literally (no key-name lookup).
    pub fn type_text(&self, text: &str) {
        self.run(&["send-keys", "-t", "e2e", "-l", text]);
    }

    /// `q` in a game, `y` to leave it, and the program gone.
    pub fn leave_game_and_exit(&self) {
        self.keys(&["q"]);
        self.wait_text("Leave the game?");
        self.keys(&["y"]);
        self.wait_exit("the program to exit");
    }

    /// Plays a move through the `:` prompt.
    pub fn prompt_move(&self, mv: &str) {
        self.keys(&[":"]);
        self.type_text(mv);
        self.keys(&["Enter"]);
    }

    /// A left click on the board square `usi`, as an SGR mouse report
    /// (what a terminal sends when mouse capture is on).
    pub fn click_square(&self, usi: &str) {
        let layout = ScreenLayout::new(Rect::new(0, 0, 120, 40), false).expect("fits 120×40");
        let (x, y) = layout.cell_origin(Square::parse_usi(usi).expect("a square"));
        // Aim at the glyph, one column in.
        self.click_at(x + 1, y);
    }

    /// A left click at screen column `x` and row `y` (from 0).
    pub fn click_at(&self, x: u16, y: u16) {
        // SGR coordinates are 1-based.
        let (col, row) = (x + 1, y + 1);
        self.type_text(&format!("\x1b[<0;{col};{row}M"));
        self.type_text(&format!("\x1b[<0;{col};{row}m"));
    }

    pub fn capture(&self) -> String {
        let out = self.run(&["capture-pane", "-p", "-t", "e2e"]);
        String::from_utf8_lossy(&out.stdout).into_owned()
    }

    pub fn format(&self, f: &str) -> String {
        let out = self.run(&["display-message", "-p", "-t", "e2e", f]);
        String::from_utf8_lossy(&out.stdout).trim().to_string()
    }

    /// Waits until the screen satisfies `ok` and has stopped changing (a
    /// capture can land in the middle of a redraw), and returns it.
    pub fn wait_for(&self, what: &str, ok: impl Fn(&str) -> bool) -> String {
        let start = Instant::now();
        loop {
            let screen = self.capture();
            if ok(&screen) {
                sleep(Duration::from_millis(30));
                if self.capture() == screen {
                    return screen;
                }
                continue;
            }
            assert!(
                start.elapsed() < WAIT,
                "timed out waiting for {what}; screen:\n{screen}"
            );
            sleep(Duration::from_millis(50));
        }
    }

    pub fn wait_text(&self, text: &str) -> String {
        self.wait_for(text, |s| s.contains(text))
    }

    /// Waits until the program in the pane has ended (the pane is kept
    /// after it, to be read).
    pub fn wait_exit(&self, what: &str) {
        self.wait_for(what, |_| self.format("#{pane_dead}") == "1");
    }

    pub fn status_bar(screen: &str) -> Vec<&str> {
        let lines: Vec<&str> = screen.lines().collect();
        lines[lines.len().saturating_sub(3)..].to_vec()
    }
}

impl Drop for Tmux {
    fn drop(&mut self) {
        let _ = self.run(&["kill-server"]);
        let _ = std::fs::remove_dir_all(std::env::temp_dir().join(&self.socket));
        let _ =
            std::fs::remove_file(std::env::temp_dir().join(format!("{}.asound.conf", self.socket)));
    }
}

#[macro_export]
macro_rules! require_tmux {
    () => {
        // Asked for by name or with --ignored: a missing tmux is a failure
        // to see, not a skip to miss.
        assert!(
            $crate::tmux_support::tmux_available(),
            "tmux is not installed: install it (apt-get install tmux) to run the terminal tests"
        );
        assert!(std::path::Path::new($crate::tmux_support::BIN).exists());
    };
}

/// The pid of a child of `parent`, found in /proc.
pub fn child_of(parent: &str) -> Option<String> {
    std::fs::read_dir("/proc").ok()?.flatten().find_map(|e| {
        let pid = e.file_name().to_string_lossy().into_owned();
        let stat = std::fs::read_to_string(e.path().join("stat")).ok()?;
        // The fields after the parenthesised command name: state, then ppid.
        let rest = &stat[stat.rfind(')')? + 1..];
        let ppid = rest.split_whitespace().nth(1)?;
        (ppid == parent).then_some(pid)
    })
}
