//! A fake lishogi on 127.0.0.1 (port 0) for the Board API client's tests:
//! hand-written HTTP/1.1, a thread a connection, ndjson streams sent
//! chunked with keep-alive lines, the Bearer token and its scope checked.
//! Its one game has us as sente and a scripted gote whose moves, like
//! ours, are checked with this program's rules.
//!
//! `Fake::start_seeking` pairs a new game for each seek instead (ids
//! `AbCdEfGh`, `GaMe0002`, …), its event stream announcing each game's
//! start and end and staying open, as the site's does.
//!
//! A script's `*` is the first legal reply by our rules; a side left with
//! no legal move loses by `mate`.
//!
//! Game ids that misbehave on purpose: `limited1` (429, Retry-After 7),
//! `broken01` (503), `silent01` (a `gameFull`, then nothing), `garbage1`
//! (garbage, an oversized line and an unknown type before the game).
//!
//! `World`'s switches make the fake's own game misbehave too: its stream
//! or the seek answered 429, a status the client cannot know, clocks out
//! of range, a flood of keep-alives, another game's `gameFull`.

use crate::lishogi_fixtures as fx;
use shogi_tui::shogi::{Move, Position};
use std::collections::VecDeque;
use std::io::{BufRead, BufReader, Read, Write};
use std::net::{Shutdown, TcpListener, TcpStream};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::thread;
use std::time::{Duration, Instant};

/// A token with `board:play`.
pub const TOKEN: &str = "lip_fakeBoardPlay42";
/// A token without it.
pub const NO_SCOPE: &str = "lip_fakeNoScope42";
/// A bot account's token.
pub const BOT: &str = "lip_fakeBotAccount42";

pub const GAME_ID: &str = "AbCdEfGh";

/// The fixture's challenge; a seeking fake's game once it is accepted.
pub const CHALLENGE_ID: &str = "Qw3rTy12";

/// A user who declines every challenge.
pub const SHY: &str = "shy";

/// How often the streams send a keep-alive (the site: 6 s, 3 s a seek).
const KEEP_ALIVE: Duration = Duration::from_millis(100);

/// The fake's game.
pub struct Game {
    pub id: String,
    position: Position,
    moves: Vec<String>,
    /// Every state sent so far, in order: a stream sends each one.
    states: Vec<String>,
    /// Gote's replies, in order; when it runs out, gote resigns.
    script: VecDeque<&'static str>,
    status: &'static str,
    winner: Option<&'static str>,
    /// When gote's answer to our last move is due (`World::answer_after`).
    answer_due: Option<Instant>,
}

impl Game {
    fn new(id: &str, script: &[&'static str]) -> Game {
        let mut game = Game {
            id: id.to_string(),
            position: Position::startpos(),
            moves: Vec::new(),
            states: Vec::new(),
            script: script.iter().copied().collect(),
            status: "started",
            winner: None,
            answer_due: None,
        };
        game.push_state();
        game
    }

    fn state_json(&self) -> String {
        let mut state = serde_json::json!({
            "type": "gameState",
            "moves": self.moves.join(" "),
            "btime": 600000 - 1000 * self.moves.len() as i64,
            "wtime": 600000,
            "binc": 0, "winc": 0, "byo": 30000,
            "sdraw": false, "gdraw": false,
            "status": self.status,
        });
        if let Some(w) = self.winner {
            state["winner"] = serde_json::json!(w);
        }
        state.to_string()
    }

    fn push_state(&mut self) {
        let s = self.state_json();
        self.states.push(s);
    }

    fn full_json(&self) -> String {
        let mut full: serde_json::Value = serde_json::from_str(fx::GAME_FULL).expect("fixture");
        full["id"] = serde_json::json!(self.id);
        full["state"] = serde_json::from_str(&self.state_json()).expect("ours");
        full.to_string()
    }

    pub fn over(&self) -> bool {
        self.status != "started"
    }

    /// Plays `usi` if it is legal here; the reason if not.
    fn play(&mut self, usi: &str) -> Result<(), String> {
        let mv = Move::from_usi(usi).map_err(|_| format!("Invalid USI: {usi}"))?;
        self.position
            .check_move(mv)
            .map_err(|e| format!("Illegal move {usi}: {e}"))?;
        self.position.do_move(mv);
        self.moves.push(usi.to_string());
        Ok(())
    }

    /// Gote's answer to our move: the script's next, or the end.
    fn answer(&mut self) {
        if !self.position.has_legal_move() {
            self.status = "mate";
            self.winner = Some("sente");
            return;
        }
        match self.script.pop_front() {
            Some("*") => {
                let first = self.position.legal_moves()[0].to_usi();
                if let Err(why) = self.play(&first) {
                    panic!("our own legal move is refused: {why}");
                }
            }
            Some(answer) => {
                if let Err(why) = self.play(answer) {
                    panic!("the fake's script is wrong: {why}");
                }
            }
            None => {
                self.status = "resign";
                self.winner = Some("sente");
                return;
            }
        }
        if !self.position.has_legal_move() {
            self.status = "mate";
            self.winner = Some("gote");
        }
    }

    pub fn moves(&self) -> &[String] {
        &self.moves
    }
}

/// The id of the `n`th game (from 1) a seeking fake pairs.
pub fn game_id(n: usize) -> String {
    if n <= 1 {
        GAME_ID.to_string()
    } else {
        format!("GaMe{n:04}")
    }
}

#[derive(Default)]
pub struct World {
    pub game: Option<Game>,
    /// The seek pairs after this many keep-alives.
    pub seek_keep_alives: usize,
    pub seek_paired: bool,
    /// The client hung up a seek before it was paired.
    pub seek_cancelled: bool,
    /// The form of the last seek.
    pub seek_form: Vec<(String, String)>,
    /// The game stream's connection is dropped (once) after this many
    /// states of the game.
    pub drop_after_states: Option<usize>,
    pub dropped: bool,
    pub chat: Vec<(String, String)>,
    /// Each seek pairs a new game (`Fake::start_seeking`).
    pub pair_on_seek: bool,
    /// Games paired so far, and the script each new one gets.
    pub games_paired: usize,
    pub script: Vec<&'static str>,
    /// The next this many moves get a 429 (Retry-After 1).
    pub limit_moves: usize,
    /// The next this many moves are refused (400), as a move sent for a
    /// position the site has left.
    pub refuse_moves: usize,
    /// The next this many moves meet the site's own trouble (503).
    pub broken_moves: usize,
    /// Called with the moves played so far before each move of ours is
    /// taken (to look at what the client saved meanwhile).
    pub on_move: Option<Box<dyn FnMut(usize) + Send>>,
    /// A seeking fake's event stream offers the fixture's challenge.
    pub offer_challenge: bool,
    /// A challenge was declined (sent to `SHY`).
    pub declined: bool,
    /// Gote thinks this long before answering (a person's turn, time to
    /// premove in); at once without.
    pub answer_after: Option<Duration>,
    /// Gote answers each chat line of ours with this one, by its name.
    pub chat_reply: Option<&'static str>,
    /// Every `Authorization` header seen and every request line, to show
    /// what the client sent.
    pub requests: Vec<String>,
    /// The next this many openings of the game's stream get a 429
    /// (Retry-After 1).
    pub limit_game_streams: usize,
    /// Every seek gets a 429 (Retry-After 1); how many did.
    pub limit_seeks: bool,
    pub seeks_limited: usize,
    /// The state after our first move carries this status, and the stream
    /// goes on as if nothing happened.
    pub odd_status: Option<&'static str>,
    /// Every state sent carries these times (btime, wtime).
    pub odd_clock: Option<(i64, i64)>,
    /// After `gameFull` the game's stream sends only keep-alives, as fast
    /// as it can, for this long.
    pub keep_alive_flood: Option<Duration>,
    /// The game's stream sends a `gameFull` with this id.
    pub full_id: Option<&'static str>,
}

pub struct Fake {
    pub url: String,
    shared: Arc<(Mutex<World>, Condvar)>,
}

impl Fake {
    /// A fake whose game's gote answers with `script`.
    pub fn start(script: &[&'static str]) -> Fake {
        let world = World {
            game: Some(Game::new(GAME_ID, script)),
            seek_keep_alives: 3,
            ..World::default()
        };
        Fake::serve(world)
    }

    /// A fake with no game until a seek pairs one; each game's gote
    /// answers with `script`.
    pub fn start_seeking(script: &[&'static str]) -> Fake {
        Fake::serve(World {
            pair_on_seek: true,
            script: script.to_vec(),
            seek_keep_alives: 3,
            ..World::default()
        })
    }

    fn serve(world: World) -> Fake {
        let listener = TcpListener::bind("127.0.0.1:0").expect("bind");
        let url = format!("http://{}", listener.local_addr().expect("addr"));
        let shared = Arc::new((Mutex::new(world), Condvar::new()));
        let for_thread = Arc::clone(&shared);
        thread::spawn(move || {
            for conn in listener.incoming().flatten() {
                let shared = Arc::clone(&for_thread);
                thread::spawn(move || serve(conn, &shared));
            }
        });
        Fake { url, shared }
    }

    pub fn world(&self) -> MutexGuard<'_, World> {
        lock(&self.shared)
    }
}

fn lock(shared: &(Mutex<World>, Condvar)) -> MutexGuard<'_, World> {
    shared.0.lock().unwrap_or_else(|p| p.into_inner())
}

struct Request {
    method: String,
    path: String,
    auth: Option<String>,
    form: Vec<(String, String)>,
}

fn read_request(conn: &TcpStream) -> Option<Request> {
    let mut reader = BufReader::new(conn.try_clone().ok()?);
    let mut line = String::new();
    reader.read_line(&mut line).ok()?;
    let mut words = line.split_whitespace();
    let method = words.next()?.to_string();
    let path = words.next()?.to_string();
    let mut auth = None;
    let mut length = 0usize;
    loop {
        let mut header = String::new();
        if reader.read_line(&mut header).ok()? == 0 {
            return None;
        }
        let header = header.trim_end();
        if header.is_empty() {
            break;
        }
        let (name, value) = header.split_once(':')?;
        match name.to_ascii_lowercase().as_str() {
            "authorization" => auth = Some(value.trim().to_string()),
            "content-length" => length = value.trim().parse().ok()?,
            _ => {}
        }
    }
    let mut body = vec![0; length.min(64 * 1024)];
    reader.read_exact(&mut body).ok()?;
    let form = String::from_utf8_lossy(&body)
        .split('&')
        .filter_map(|pair| pair.split_once('='))
        .map(|(k, v)| (decode(k), decode(v)))
        .collect();
    Some(Request {
        method,
        path,
        auth,
        form,
    })
}

/// Form decoding enough for the client's fields (`+` and `%XX`).
fn decode(text: &str) -> String {
    let mut out = Vec::new();
    let b = text.as_bytes();
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'+' => out.push(b' '),
            b'%' if i + 2 < b.len() => {
                let hex = std::str::from_utf8(&b[i + 1..i + 3]).unwrap_or("");
                out.push(u8::from_str_radix(hex, 16).unwrap_or(b'?'));
                i += 2;
            }
            c => out.push(c),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// lishogi's answer to a client that asks too often: wait a second.
fn too_many_requests(conn: &mut TcpStream) {
    reply(
        conn,
        "429 Too Many Requests",
        "Retry-After: 1\r\n",
        r#"{"error":"Too many requests"}"#,
    )
}

fn reply(conn: &mut TcpStream, status: &str, extra: &str, body: &str) {
    let _ = write!(
        conn,
        "HTTP/1.1 {status}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n{extra}\r\n{body}",
        body.len()
    );
}

fn ok(conn: &mut TcpStream) {
    reply(conn, "200 OK", "", r#"{"ok":true}"#);
}

fn start_chunked(conn: &mut TcpStream) -> bool {
    conn.write_all(
        b"HTTP/1.1 200 OK\r\nContent-Type: application/x-ndjson\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n",
    )
    .is_ok()
}

/// One line (`\n` added) as one chunk; false when the client hung up.
fn chunk(conn: &mut TcpStream, line: &str) -> bool {
    let data = format!("{line}\n");
    conn.write_all(format!("{:x}\r\n{data}\r\n", data.len()).as_bytes())
        .and_then(|()| conn.flush())
        .is_ok()
}

fn end_chunked(conn: &mut TcpStream) {
    let _ = conn.write_all(b"0\r\n\r\n");
}

fn serve(mut conn: TcpStream, shared: &(Mutex<World>, Condvar)) {
    let Some(req) = read_request(&conn) else {
        return;
    };
    lock(shared).requests.push(format!(
        "{} {} {}",
        req.method,
        req.path,
        req.auth.as_deref().unwrap_or("-")
    ));
    let token = req.auth.as_deref().and_then(|a| a.strip_prefix("Bearer "));
    let segments: Vec<&str> = req.path.trim_start_matches('/').split('/').collect();
    let account = segments == ["api", "account"];
    match token {
        None => {
            return reply(
                &mut conn,
                "401 Unauthorized",
                "",
                r#"{"error":"Missing authorization header"}"#,
            );
        }
        Some(TOKEN | BOT) => {}
        Some(NO_SCOPE) if account => {}
        Some(NO_SCOPE) => {
            return reply(
                &mut conn,
                "401 Unauthorized",
                "X-OAuth-Scopes: preference:read\r\nX-Accepted-OAuth-Scopes: board:play\r\n",
                fx::MISSING_SCOPE,
            );
        }
        Some(_) => return reply(&mut conn, "401 Unauthorized", "", fx::NO_SUCH_TOKEN),
    }
    if token == Some(BOT) && !account {
        return reply(&mut conn, "400 Bad Request", "", fx::NOT_FOR_BOTS);
    }
    match (req.method.as_str(), segments.as_slice()) {
        ("GET", ["api", "account"]) => {
            let title = if token == Some(BOT) {
                r#","title":"BOT""#
            } else {
                ""
            };
            reply(
                &mut conn,
                "200 OK",
                "",
                &format!(r#"{{"id":"me","username":"Me","online":true,"perfs":{{}}{title}}}"#),
            );
        }
        ("GET", ["api", "stream", "event"]) if lock(shared).pair_on_seek => {
            paired_event_stream(&mut conn, shared)
        }
        ("GET", ["api", "stream", "event"]) => event_stream(&mut conn, shared),
        ("GET", ["api", "board", "game", id, "chat"]) => {
            let world = lock(shared);
            if world.game.as_ref().is_none_or(|g| g.id != *id) {
                drop(world);
                return reply(&mut conn, "404 Not Found", "", fx::NO_SUCH_GAME);
            }
            let lines: Vec<serde_json::Value> = world
                .chat
                .iter()
                .map(|(_, text)| serde_json::json!({"user": "Me", "text": text}))
                .collect();
            drop(world);
            reply(
                &mut conn,
                "200 OK",
                "",
                &serde_json::Value::from(lines).to_string(),
            );
        }
        ("POST", ["api", "board", "seek"]) => seek(&mut conn, shared, req.form),
        ("POST", ["api", "challenge", "ai"]) if lock(shared).pair_on_seek => {
            let id = {
                let mut world = lock(shared);
                world.games_paired += 1;
                let id = game_id(world.games_paired);
                pair(&mut world, &id);
                id
            };
            shared.1.notify_all();
            reply(
                &mut conn,
                "201 Created",
                "",
                &format!(r#"{{"id":"{id}","variant":{{"key":"standard"}},"rated":false}}"#),
            );
        }
        ("POST", ["api", "challenge", "ai"]) => {
            reply(
                &mut conn,
                "201 Created",
                "",
                &format!(r#"{{"id":"{GAME_ID}","variant":{{"key":"standard"}},"rated":false}}"#),
            );
        }
        ("POST", ["api", "challenge", id, "accept" | "decline"]) => {
            if *id == CHALLENGE_ID {
                if rest_is_accept(&req.path) && lock(shared).pair_on_seek {
                    pair(&mut lock(shared), CHALLENGE_ID);
                    shared.1.notify_all();
                }
                ok(&mut conn)
            } else {
                reply(&mut conn, "404 Not Found", "", r#"{"error":"Not found"}"#)
            }
        }
        ("POST", ["api", "challenge", user]) => {
            let challenge =
                serde_json::from_str::<serde_json::Value>(fx::CHALLENGE).expect("fixture");
            let mut c = challenge["challenge"].clone();
            c["destUser"]["id"] = serde_json::json!(user);
            c["direction"] = serde_json::json!("out");
            {
                let mut world = lock(shared);
                if world.pair_on_seek {
                    if *user == SHY {
                        world.declined = true;
                    } else {
                        pair(&mut world, CHALLENGE_ID);
                    }
                }
            }
            shared.1.notify_all();
            reply(&mut conn, "200 OK", "", &c.to_string());
        }
        ("GET", ["api", "board", "game", "stream", id]) => game_stream(&mut conn, shared, id),
        ("POST", ["api", "board", "game", id, rest @ ..]) => {
            command(&mut conn, shared, id, rest, req.form)
        }
        _ => reply(&mut conn, "404 Not Found", "", r#"{"error":"Not found"}"#),
    }
}

fn event_stream(conn: &mut TcpStream, shared: &(Mutex<World>, Condvar)) {
    if !start_chunked(conn) {
        return;
    }
    for line in ["", fx::UNKNOWN_EVENT, fx::CHALLENGE, ""] {
        if !chunk(conn, line) {
            return;
        }
    }
    let start = fx::GAME_START.replace("AbCdEfGh", GAME_ID);
    if !chunk(conn, &start) {
        return;
    }
    // Keep-alives until the game ends, then its end.
    loop {
        let world = lock(shared);
        let (world, _) = shared
            .1
            .wait_timeout(world, KEEP_ALIVE)
            .unwrap_or_else(|p| p.into_inner());
        let over = world.game.as_ref().is_some_and(Game::over);
        drop(world);
        if over {
            let _ = chunk(conn, fx::GAME_FINISH);
            return end_chunked(conn);
        }
        if !chunk(conn, "") {
            return;
        }
    }
}

/// A new game `id` for a seeking fake, with its script.
fn pair(world: &mut World, id: &str) {
    let script = world.script.clone();
    world.game = Some(Game::new(id, &script));
}

fn rest_is_accept(path: &str) -> bool {
    path.ends_with("/accept")
}

/// The event stream of a seeking fake: each game's start when it is
/// paired and its end when it is over; keep-alives between, never closed.
fn paired_event_stream(conn: &mut TcpStream, shared: &(Mutex<World>, Condvar)) {
    if !start_chunked(conn) || !chunk(conn, fx::UNKNOWN_EVENT) {
        return;
    }
    if lock(shared).offer_challenge && !chunk(conn, fx::CHALLENGE) {
        return;
    }
    let mut said_declined = false;
    let mut announced: Option<String> = None;
    let mut finished: Option<String> = None;
    loop {
        let world = lock(shared);
        let (world, _) = shared
            .1
            .wait_timeout(world, KEEP_ALIVE)
            .unwrap_or_else(|p| p.into_inner());
        let game = world.game.as_ref().map(|g| (g.id.clone(), g.over()));
        let declined = world.declined;
        drop(world);
        let mut line = String::new();
        if declined && !said_declined {
            said_declined = true;
            line = fx::CHALLENGE_DECLINED.to_string();
        }
        if let Some((id, over)) = game.filter(|_| line.is_empty()) {
            if announced.as_ref() != Some(&id) {
                announced = Some(id.clone());
                if over {
                    // Over before this stream saw it: the site does not
                    // announce finished games.
                    finished = Some(id.clone());
                } else {
                    line = fx::GAME_START.replace(GAME_ID, &id);
                }
            } else if over && finished.as_ref() != Some(&id) {
                finished = Some(id.clone());
                line = fx::GAME_FINISH.replace(GAME_ID, &id);
            }
        }
        if !chunk(conn, &line) {
            return;
        }
    }
}

fn seek(conn: &mut TcpStream, shared: &(Mutex<World>, Condvar), form: Vec<(String, String)>) {
    let wanted = ["time", "increment", "byoyomi", "periods"];
    if !wanted.iter().all(|k| form.iter().any(|(f, _)| f == k)) {
        return reply(
            conn,
            "400 Bad Request",
            "",
            r#"{"error":{"time":["error.required"]}}"#,
        );
    }
    {
        let mut world = lock(shared);
        if world.limit_seeks {
            world.seeks_limited += 1;
            drop(world);
            return too_many_requests(conn);
        }
    }
    let keep_alives = {
        let mut world = lock(shared);
        world.seek_form = form;
        world.seek_keep_alives
    };
    if !start_chunked(conn) {
        return;
    }
    for _ in 0..keep_alives {
        thread::sleep(KEEP_ALIVE);
        if !chunk(conn, "") {
            lock(shared).seek_cancelled = true;
            return;
        }
    }
    // A write into a connection the client closed may still succeed:
    // whether it hung up is read from the connection itself.
    if hung_up(conn) {
        lock(shared).seek_cancelled = true;
        return;
    }
    {
        let mut world = lock(shared);
        world.seek_paired = true;
        if world.pair_on_seek {
            world.games_paired += 1;
            let id = game_id(world.games_paired);
            let script = world.script.clone();
            world.game = Some(Game::new(&id, &script));
        }
    }
    shared.1.notify_all();
    end_chunked(conn);
}

/// Whether the client closed `conn` (its end read, or the connection
/// reset).
fn hung_up(conn: &TcpStream) -> bool {
    if conn.set_nonblocking(true).is_err() {
        return false;
    }
    let mut byte = [0u8; 1];
    let closed = match conn.peek(&mut byte) {
        Ok(n) => n == 0,
        Err(e) => e.kind() != std::io::ErrorKind::WouldBlock,
    };
    let _ = conn.set_nonblocking(false);
    closed
}

fn game_stream(conn: &mut TcpStream, shared: &(Mutex<World>, Condvar), id: &str) {
    match id {
        "limited1" => {
            return reply(
                conn,
                "429 Too Many Requests",
                "Retry-After: 7\r\n",
                r#"{"error":"Too many requests"}"#,
            );
        }
        "broken01" => return reply(conn, "503 Service Unavailable", "", "<html>down</html>"),
        "silent01" | "garbage1" => {}
        _ if lock(shared).limit_game_streams > 0 => {
            lock(shared).limit_game_streams -= 1;
            return too_many_requests(conn);
        }
        _ if lock(shared).game.as_ref().is_some_and(|g| g.id == id) => {}
        _ => return reply(conn, "404 Not Found", "", fx::NO_SUCH_GAME),
    }
    if !start_chunked(conn) {
        return;
    }
    if id == "garbage1" {
        let long = "x".repeat(70_000);
        for line in ["not json{", long.as_str(), fx::UNKNOWN_EVENT] {
            if !chunk(conn, line) {
                return;
            }
        }
    }
    let full = {
        let world = lock(shared);
        let Some(game) = world.game.as_ref() else {
            return;
        };
        let mut full: serde_json::Value = serde_json::from_str(&game.full_json()).expect("ours");
        if let Some(id) = world.full_id {
            full["id"] = serde_json::json!(id);
        }
        if let Some((b, w)) = world.odd_clock {
            full["state"]["btime"] = serde_json::json!(b);
            full["state"]["wtime"] = serde_json::json!(w);
        }
        full.to_string()
    };
    // The full game holds every state so far.
    let mut sent = lock(shared).game.as_ref().map_or(0, |g| g.states.len());
    if !chunk(conn, &full) {
        return;
    }
    if id == "silent01" {
        thread::sleep(Duration::from_secs(3));
        return;
    }
    let flood = lock(shared).keep_alive_flood;
    if let Some(flood) = flood {
        // Empty lines a chunk at a time: a client that keeps each one
        // grows by the million a second.
        let lines = "\n".repeat(64 * 1024);
        let chunk = format!("{:x}\r\n{lines}\r\n", lines.len());
        let until = Instant::now() + flood;
        while Instant::now() < until {
            if conn.write_all(chunk.as_bytes()).is_err() {
                return;
            }
        }
    }
    loop {
        let world = lock(shared);
        let (mut world, _) = shared
            .1
            .wait_timeout(world, KEEP_ALIVE)
            .unwrap_or_else(|p| p.into_inner());
        if let Some(game) = world.game.as_mut()
            && game.answer_due.is_some_and(|at| Instant::now() >= at)
        {
            game.answer_due = None;
            game.answer();
            game.push_state();
        }
        let Some(game) = world.game.as_ref() else {
            return;
        };
        let odd_clock = world.odd_clock;
        let news: Vec<String> = game.states[sent..]
            .iter()
            .map(|line| match odd_clock {
                Some((b, w)) => {
                    let mut state: serde_json::Value = serde_json::from_str(line).expect("ours");
                    if state["type"] == "gameState" {
                        state["btime"] = serde_json::json!(b);
                        state["wtime"] = serde_json::json!(w);
                    }
                    state.to_string()
                }
                None => line.clone(),
            })
            .collect();
        let over = game.over();
        let total = game.states.len();
        let drop_now =
            !world.dropped && world.drop_after_states.is_some_and(|n| total > n && !over);
        if drop_now {
            world.dropped = true;
        }
        drop(world);
        if drop_now {
            // Mid-game, as a network fault would: no end chunk.
            let _ = conn.shutdown(Shutdown::Both);
            return;
        }
        for line in &news {
            if !chunk(conn, line) {
                return;
            }
        }
        sent = total;
        if over {
            return end_chunked(conn);
        }
        if news.is_empty() && !chunk(conn, "") {
            return;
        }
    }
}

fn command(
    conn: &mut TcpStream,
    shared: &(Mutex<World>, Condvar),
    id: &str,
    rest: &[&str],
    form: Vec<(String, String)>,
) {
    let mut world = lock(shared);
    if matches!(rest, ["move", _]) {
        let played = world.game.as_ref().map_or(0, |g| g.moves.len());
        if let Some(hook) = world.on_move.as_mut() {
            hook(played);
        }
    }
    if matches!(rest, ["move", _]) && world.limit_moves > 0 {
        world.limit_moves -= 1;
        drop(world);
        return too_many_requests(conn);
    }
    if matches!(rest, ["move", _]) && world.broken_moves > 0 {
        world.broken_moves -= 1;
        drop(world);
        return reply(conn, "503 Service Unavailable", "", "<html>down</html>");
    }
    let answer_after = world.answer_after;
    let chat_reply = world.chat_reply;
    let odd_status = world.odd_status;
    let refuse_now = matches!(rest, ["move", _]) && world.refuse_moves > 0;
    if refuse_now {
        world.refuse_moves -= 1;
    }
    let Some(game) = world.game.as_mut().filter(|g| g.id == id) else {
        return reply(conn, "404 Not Found", "", fx::NO_SUCH_GAME);
    };
    let refuse = |conn: &mut TcpStream, text: &str| {
        reply(
            conn,
            "400 Bad Request",
            "",
            &serde_json::json!({ "error": text }).to_string(),
        );
    };
    match rest {
        ["move", usi] => {
            // As the site: the spelling first, then whose turn.
            if Move::from_usi(usi).is_err() {
                return refuse(conn, &format!("Invalid USI: {usi}"));
            }
            if refuse_now || game.over() || game.moves.len() % 2 == 1 || game.answer_due.is_some() {
                return refuse(conn, "Not your turn, or game already over");
            }
            if let Err(why) = game.play(usi) {
                return refuse(conn, &why);
            }
            game.push_state();
            if let (Some(status), 1) = (odd_status, game.moves.len())
                && let Some(last) = game.states.last_mut()
            {
                let mut state: serde_json::Value = serde_json::from_str(last).expect("ours");
                state["status"] = serde_json::json!(status);
                *last = state.to_string();
            }
            match answer_after {
                Some(after) => game.answer_due = Some(Instant::now() + after),
                None => {
                    game.answer();
                    game.push_state();
                }
            }
        }
        ["resign"] if !game.over() => {
            game.status = "resign";
            game.winner = Some("gote");
            game.push_state();
        }
        ["abort"] if game.moves.len() < 2 && !game.over() => {
            game.status = "aborted";
            game.push_state();
        }
        ["abort"] => return refuse(conn, "This game can no longer be aborted"),
        ["resign"] => return refuse(conn, "This game cannot be resigned"),
        ["chat"] => {
            let field = |k: &str| {
                form.iter()
                    .find(|(f, _)| f == k)
                    .map(|(_, v)| v.clone())
                    .unwrap_or_default()
            };
            if let Some(reply) = chat_reply {
                // The stream sends it as the site does, among the states.
                let line = serde_json::json!({
                    "type": "chatLine", "room": field("room"),
                    "username": "Kenji", "text": reply,
                });
                game.states.push(line.to_string());
            }
            world.chat.push((field("room"), field("text")));
        }
        _ => return reply(conn, "404 Not Found", "", r#"{"error":"No such command"}"#),
    }
    drop(world);
    shared.1.notify_all();
    ok(conn);
}
