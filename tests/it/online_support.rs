//! A scripted CSA server on 127.0.0.1 (port 0) for the online tests: each
//! connection it accepts plays one script of expected and sent lines.

use std::io::{BufRead, BufReader, Write};
use std::net::{TcpListener, TcpStream};
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

pub enum Step {
    /// Read client lines (passing over keep-alive empty lines) until one
    /// starting with this prefix; any other line fails the script.
    Expect(&'static str),
    /// Send these lines (a `\n` after each).
    Send(String),
    /// Read the client's move and echo it with this time, as servers do.
    Echo(u32),
    /// Read the client's move and send nothing back (an illegal one).
    Swallow,
    /// Wait for an empty line, the client's keep-alive, within this long.
    KeepAlive(Duration),
    /// Keep the connection open and say nothing for this long.
    Silence(Duration),
    /// Send raw bytes without a line end.
    Raw(Vec<u8>),
    /// A hostile server: this line `count` times, as fast as the client
    /// takes them (or until it hangs up), reading nothing meanwhile.
    Flood { line: &'static str, count: usize },
}

pub fn send(text: &str) -> Step {
    Step::Send(text.to_string())
}

/// What the client sent on one connection, and whether the script ran to
/// its end.
#[derive(Debug)]
pub struct Transcript {
    pub lines: Vec<String>,
    pub problem: Option<String>,
}

pub struct ScriptedServer {
    pub port: u16,
    handle: JoinHandle<Vec<Transcript>>,
}

impl ScriptedServer {
    /// Serves one script per connection, in order.
    pub fn start(scripts: Vec<Vec<Step>>) -> ScriptedServer {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let port = listener.local_addr().unwrap().port();
        let handle = thread::spawn(move || {
            let mut out = Vec::new();
            for script in scripts {
                let Ok((stream, _)) = listener.accept() else {
                    break;
                };
                out.push(play(stream, script));
            }
            out
        });
        ScriptedServer { port, handle }
    }

    pub fn finish(self) -> Vec<Transcript> {
        self.handle.join().unwrap()
    }
}

fn play(stream: TcpStream, script: Vec<Step>) -> Transcript {
    stream
        .set_read_timeout(Some(Duration::from_secs(30)))
        .unwrap();
    let mut writer = stream.try_clone().unwrap();
    let mut reader = BufReader::new(stream);
    let mut t = Transcript {
        lines: Vec::new(),
        problem: None,
    };
    let mut read = |t: &mut Transcript| -> Option<String> {
        let mut line = String::new();
        match reader.read_line(&mut line) {
            Ok(0) | Err(_) => None,
            Ok(_) => {
                let line = line.trim_end_matches(['\r', '\n']).to_string();
                t.lines.push(line.clone());
                Some(line)
            }
        }
    };
    for step in script {
        let ok = match step {
            Step::Expect(prefix) => loop {
                match read(&mut t) {
                    Some(l) if l.is_empty() => continue,
                    Some(l) if l.starts_with(prefix) => break true,
                    other => {
                        t.problem = Some(format!("expected {prefix}, got {other:?}"));
                        break false;
                    }
                }
            },
            Step::Send(text) => writeln!(writer, "{text}").is_ok(),
            Step::Raw(bytes) => writer.write_all(&bytes).is_ok(),
            Step::Flood { line, count } => {
                // In blocks, so that the lines come faster than any client
                // takes them one by one. A client that gives up ends it.
                let block = format!("{line}\n").repeat(4096);
                let lines_per_block = 4096;
                let mut sent = 0;
                while sent < count && writer.write_all(block.as_bytes()).is_ok() {
                    sent += lines_per_block;
                }
                true
            }
            Step::Echo(secs) => match read_move(&mut read, &mut t) {
                Some(token) => writeln!(writer, "{token},T{secs}").is_ok(),
                None => false,
            },
            Step::Swallow => read_move(&mut read, &mut t).is_some(),
            Step::KeepAlive(within) => {
                let start = Instant::now();
                loop {
                    match read(&mut t) {
                        Some(l) if l.is_empty() => break start.elapsed() <= within,
                        Some(_) => continue,
                        None => break false,
                    }
                }
            }
            Step::Silence(d) => {
                thread::sleep(d);
                true
            }
        };
        if !ok {
            if t.problem.is_none() {
                t.problem = Some("the script stopped early".into());
            }
            break;
        }
    }
    t
}

/// The move token of the client's next move line (keep-alives passed over).
fn read_move(
    read: &mut impl FnMut(&mut Transcript) -> Option<String>,
    t: &mut Transcript,
) -> Option<String> {
    loop {
        let line = read(t)?;
        if line.is_empty() {
            continue;
        }
        if line.starts_with(['+', '-']) && line.len() >= 7 {
            return Some(line[..7].to_string());
        }
        t.problem = Some(format!("expected a move, got {line:?}"));
        return None;
    }
}

/// A `Game_Summary` for a game between alice (Black) and bob (White);
/// `ours` is the side the client plays, `position` the position section.
pub fn summary(ours: char, to_move: char, position: &str) -> String {
    format!(
        "BEGIN Game_Summary
Protocol_Version:1.2
Protocol_Mode:Server
Format:Shogi 1.0
Declaration:Jishogi 1.1
Game_ID:g1
Name+:alice
Name-:bob
Your_Turn:{ours}
Rematch_On_Draw:NO
To_Move:{to_move}
Max_Moves:256
BEGIN Time
Time_Unit:1sec
Total_Time:0
Byoyomi:2
Least_Time_Per_Move:0
END Time
BEGIN Position
{position}
END Position
END Game_Summary"
    )
}

/// The even start as a summary writes it.
pub const EVEN: &str = "PI\n+";

/// A login, a proposal, our agreement and the start.
pub fn opening(user: &'static str, summary: String) -> Vec<Step> {
    vec![
        Step::Expect("LOGIN "),
        Step::Send(format!("LOGIN:{user} OK")),
        Step::Send(summary),
        Step::Expect("AGREE g1"),
        send("START:g1"),
    ]
}
