//! The headless bridge against the real shogi-server (the reference CSA
//! server, `../shared/tools/shogi-server/`, or `SHOGI_TUI_SHOGI_SERVER`).
//! `#[ignore]`d: they need Ruby; `.ci/run` installs it and runs them. On a
//! machine without it they say SKIPPED, or fail when
//! `SHOGI_TUI_REQUIRE_CSA_SERVER=1`.
//!
//! The server is run from a copy in a temporary folder: it writes its
//! records and player list beside itself.

use shogi_tui::computer::ComputerSettings;
use shogi_tui::game::PlayerKind;
use shogi_tui::kifu::{EndWord, Record, csa, read_save};
use shogi_tui::online::connection::Limits;
use shogi_tui::online::headless::{self, GameReport, Options};
use shogi_tui::online::password;
use shogi_tui::shogi::Color;
use std::io::{BufRead, BufReader, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

fn server_source() -> PathBuf {
    match std::env::var_os("SHOGI_TUI_SHOGI_SERVER") {
        Some(p) => PathBuf::from(p),
        None => Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/tools/shogi-server"),
    }
}

/// Whether shogi-server can run here; if not, says SKIPPED (or fails under
/// SHOGI_TUI_REQUIRE_CSA_SERVER).
fn server_ready() -> bool {
    let source = server_source();
    let ruby = Command::new("ruby")
        .args(["-e", "require 'webrick'"])
        .output()
        .is_ok_and(|o| o.status.success());
    let why = if !source.join("shogi-server").is_file() {
        format!("no shogi-server in {}", source.display())
    } else if !ruby {
        "ruby with webrick is missing (apt-get install -y ruby ruby-webrick)".to_string()
    } else {
        return true;
    };
    let why = format!("SKIPPED: {why}");
    assert!(
        std::env::var("SHOGI_TUI_REQUIRE_CSA_SERVER").is_err(),
        "{why}"
    );
    eprintln!("{why}");
    false
}

struct Server {
    child: Child,
    port: u16,
    dir: PathBuf,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn start_server(name: &str, max_moves: u32) -> Server {
    let dir = std::env::temp_dir().join(format!("shogi-server-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let copy = dir.join("server");
    std::fs::create_dir_all(copy.join("shogi_server")).unwrap();
    copy_tree(&server_source(), &copy);
    std::fs::create_dir_all(dir.join("players")).unwrap();
    let port = TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let child = Command::new("ruby")
        .arg("shogi-server")
        .arg("--player-log-dir")
        .arg(dir.join("players"))
        .args([
            "--max-moves",
            &max_moves.to_string(),
            "test",
            &port.to_string(),
        ])
        .current_dir(&copy)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let server = Server { child, port, dir };
    let start = Instant::now();
    while TcpStream::connect(("127.0.0.1", port)).is_err() {
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "shogi-server did not start"
        );
        std::thread::sleep(Duration::from_millis(100));
    }
    server
}

/// Copies the server's program files (not its records), writable.
fn copy_tree(from: &Path, to: &Path) {
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let name = entry.file_name();
        let name = name.to_string_lossy();
        let path = entry.path();
        if path.is_dir() {
            if name == "shogi_server" || name == "league" {
                std::fs::create_dir_all(to.join(&*name)).unwrap();
                copy_tree(&path, &to.join(&*name));
            }
        } else if name == "shogi-server" || name.ends_with(".rb") {
            std::fs::write(to.join(&*name), std::fs::read(&path).unwrap()).unwrap();
        }
    }
}

fn options(server: &Server, user: &str, password: &str, dir: PathBuf) -> Options {
    Options {
        host: "127.0.0.1".into(),
        port: server.port,
        user: user.into(),
        password: password::find(None, Some(password.into())).unwrap(),
        player: PlayerKind::Bot { level: 1 },
        games: 1,
        save_dir: dir,
        database: None,
        limits: Limits::default(),
        margin: Duration::from_millis(500),
        settings: ComputerSettings::default(),
        notice: |_| {},
    }
}

fn only_file(dir: &Path, ext: &str) -> PathBuf {
    let mut found = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == ext) {
                found.push(p);
            }
        }
    }
    assert_eq!(found.len(), 1, "{found:?}");
    found.remove(0)
}

/// The server's `'summary:REASON:NAME RESULT:NAME RESULT` remark.
fn server_summary(text: &str) -> (String, Vec<(String, String)>) {
    let line = text
        .lines()
        .find_map(|l| l.strip_prefix("'summary:"))
        .expect("the server's summary line");
    let mut parts = line.split(':');
    let reason = parts.next().unwrap().to_string();
    let results = parts
        .map(|p| {
            let (name, result) = p.rsplit_once(' ').unwrap();
            (name.to_string(), result.to_string())
        })
        .collect();
    (reason, results)
}

fn moves_and_times(r: &Record) -> Vec<(String, Option<Duration>)> {
    r.moves.iter().map(|m| (m.mv.to_usi(), m.time)).collect()
}

#[test]
#[ignore = "needs ruby and shogi-server; run by .ci/run"]
fn two_bots_play_through_shogi_server_and_keep_its_record() {
    if !server_ready() {
        return;
    }
    let server = start_server("bots", 40);
    let password = "t1-10-1,x";
    let play = |user: &'static str| {
        let opts = options(&server, user, password, server.dir.join(user));
        std::thread::spawn(move || {
            let mut out = Vec::new();
            let r = headless::run(&opts, &mut out).map_err(|e| e.to_string());
            (r, String::from_utf8(out).unwrap())
        })
    };
    let (a, b) = (play("alice"), play("bob"));
    let results: Vec<(Result<Vec<GameReport>, String>, String)> =
        vec![a.join().unwrap(), b.join().unwrap()];
    let server_csa = only_file(&server.dir.join("server"), "csa");
    let text = std::fs::read_to_string(&server_csa).unwrap();
    let theirs = csa::parse(&text).unwrap();
    let (reason, outcome) = server_summary(&text);
    for ((result, out), user) in results.iter().zip(["alice", "bob"]) {
        let reports = result.as_ref().unwrap_or_else(|e| panic!("{user}: {e}"));
        assert_eq!(out.lines().count(), 1, "{out}");
        let ours = read_save(&only_file(&server.dir.join(user), "ron")).unwrap();
        assert_eq!(moves_and_times(&ours), moves_and_times(&theirs), "{user}");
        assert!(!ours.moves.is_empty());
        // The server's names and result.
        assert_eq!(ours.info.black.name, theirs.info.black.name);
        assert_eq!(ours.info.white.name, theirs.info.white.name);
        let winner = outcome.iter().find(|(_, r)| r == "win").map(|(name, _)| {
            if *name == ours.info.black.name {
                Color::Black
            } else {
                Color::White
            }
        });
        assert_eq!(
            ours.result.as_ref().and_then(|r| r.winner),
            winner,
            "{user}"
        );
        assert_eq!(reports[0].end.winner, winner);
        let word = ours.end.as_ref().map(|e| e.word);
        let expected = match reason.as_str() {
            "toryo" => Some(EndWord::Resign),
            "time up" => Some(EndWord::TimeUp),
            "max_moves" => Some(EndWord::MaxMoves),
            "sennichite" => Some(EndWord::Sennichite),
            "kachi" => Some(EndWord::DeclareWin),
            _ => word,
        };
        assert_eq!(word, expected, "{user}: server said {reason}");
    }
}

#[test]
#[ignore = "needs ruby and shogi-server; run by .ci/run"]
fn shogi_server_refuses_a_second_login_and_the_message_says_so() {
    if !server_ready() {
        return;
    }
    let server = start_server("login", 0);
    let mut first = TcpStream::connect(("127.0.0.1", server.port)).unwrap();
    first.write_all(b"LOGIN carol g9-10-1,x\n").unwrap();
    let mut line = String::new();
    BufReader::new(first.try_clone().unwrap())
        .read_line(&mut line)
        .unwrap();
    assert_eq!(line.trim_end(), "LOGIN:carol OK");
    // With the same password the server would let the newcomer replace
    // the player; with another it refuses.
    let opts = options(&server, "carol", "g9-10-1,y", server.dir.join("carol"));
    let e = headless::run(&opts, &mut Vec::new())
        .unwrap_err()
        .to_string();
    assert!(e.contains("refused the login"), "{e}");
    assert!(!e.contains("g9-10-1,y"), "{e}");
}

#[test]
#[ignore = "needs ruby and shogi-server; run by .ci/run"]
fn a_wrong_game_name_is_caught_before_the_server_hides_it() {
    if !server_ready() {
        return;
    }
    let server = start_server("gamename", 0);
    let file = server.dir.join("pw");
    std::fs::write(&file, "floodgate-300,trip\n").unwrap();
    let out = crate::common::cli()
        .args(["online", "--server"])
        .arg(format!("127.0.0.1:{}", server.port))
        .args(["--user", "dave", "--player", "bot:1", "--password-file"])
        .arg(&file)
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(
        err.contains("'floodgate-300' before the comma is not of the form"),
        "{err}"
    );
    assert!(!err.contains("trip"), "{err}");
}

/// The moves of the one save in `dir` so far (none before the first).
fn saved_plies(dir: &Path) -> usize {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return 0;
    };
    entries
        .flatten()
        .map(|e| e.path())
        .find(|p| p.extension().is_some_and(|x| x == "ron"))
        .and_then(|p| read_save(&p).ok())
        .map_or(0, |r| r.moves.len())
}

fn wait_plies(dir: &Path, plies: usize) {
    let start = Instant::now();
    while saved_plies(dir) < plies {
        assert!(
            start.elapsed() < Duration::from_secs(60),
            "waited for {plies} moves; have {}",
            saved_plies(dir)
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

#[test]
#[ignore = "needs ruby, shogi-server and tmux; run by .ci/run"]
fn a_person_in_tmux_resigns_against_a_headless_bot_and_the_server_records_it() {
    if !server_ready() {
        return;
    }
    crate::require_tmux!();
    let server = start_server("tui", 0);
    let password = "t2-600-10,x";
    let file = server.dir.join("pw");
    std::fs::write(&file, format!("{password}\n")).unwrap();
    let opts = options(&server, "bob", password, server.dir.join("bob"));
    let bot = std::thread::spawn(move || {
        headless::run(&opts, &mut Vec::new()).map_err(|e| e.to_string())
    });
    let saves = server.dir.join("alice");
    let address = format!("127.0.0.1:{}", server.port);
    let t = crate::tmux_support::Tmux::start(&[
        "online",
        "--server",
        &address,
        "--user",
        "alice",
        "--password-file",
        &file.display().to_string(),
        "--save-dir",
        &saves.display().to_string(),
    ]);
    // The person is asked about the server's offer first, with the
    // opponent's name and the server's clock.
    let offer = t.wait_for("the offer", |s| s.contains("Play this game?"));
    assert!(offer.contains("bob offers a game"), "{offer}");
    assert!(offer.contains("Clock: 10m + 10s byoyomi"), "{offer}");
    t.keys(&["y"]);
    // "game offered: you play …" comes before the server's START, when a
    // move is still refused; the connection note says "you play" once the
    // game is under way.
    let playing = format!("online {address}: you play");
    let screen = t.wait_for("the start", |s| s.contains(&playing));
    assert!(screen.contains("bob"), "the opponent's name:\n{screen}");
    let black = screen.contains("you play Black");
    let ours = if black {
        ["7g7f", "2g2f"]
    } else {
        ["3c3d", "8c8d"]
    };
    let first = usize::from(!black);
    for (i, mv) in ours.iter().enumerate() {
        wait_plies(&saves, first + 2 * i);
        t.prompt_move(mv);
        wait_plies(&saves, first + 2 * i + 1);
    }
    // The bot's answer, then our resignation on our turn.
    wait_plies(&saves, first + 4);
    t.keys(&["R"]);
    t.wait_text("y: resign");
    t.keys(&["y"]);
    t.wait_text("the server says");
    let report = bot.join().unwrap().unwrap_or_else(|e| panic!("bob: {e}"));
    let bob = if black { Color::White } else { Color::Black };
    assert_eq!(report[0].end.winner, Some(bob));
    // The server's record: the moves we saw and our %TORYO.
    let text = std::fs::read_to_string(only_file(&server.dir.join("server"), "csa")).unwrap();
    assert!(text.lines().any(|l| l.starts_with("%TORYO")), "{text}");
    let (reason, results) = server_summary(&text);
    assert_eq!(reason, "toryo");
    assert!(
        results.contains(&("alice".to_string(), "lose".to_string())),
        "{results:?}"
    );
    let theirs = csa::parse(&text).unwrap();
    let ours = read_save(&only_file(&saves, "ron")).unwrap();
    assert_eq!(moves_and_times(&ours), moves_and_times(&theirs));
    assert_eq!(ours.end.as_ref().map(|e| e.word), Some(EndWord::Resign));
    assert_eq!(ours.result.as_ref().and_then(|r| r.winner), Some(bob));
}
