//! The HTTP side of the Board API, on ureq: blocking calls, since every
//! call runs on a thread of its own (a page's job, the headless player's
//! loop) and a stream is read by the thread that waits for it.
//!
//! Every request carries `Authorization: Bearer <token>` and nothing else
//! of the token: not the address, not an error (redirects drop the header:
//! ureq's default).

use super::clock::{ClockConfig, board_api_playable};
use super::error::{LishogiError, site_text};
use super::events::{Account, ChallengeInfo, Event};
use super::game_stream::{ChatLine, GameEvent};
use super::ndjson::{Line, LineReader, Stream};
use super::token::Token;
use crate::shogi::Move;
use std::io::Read;
use std::time::Duration;
use ureq::Agent;
use ureq::http::Response;

/// The site's own address, the default of `--server`.
pub const LISHOGI: &str = "https://lishogi.org";

/// The longest reply of an ordinary call read (an account, a challenge, an
/// error): the largest real one is a few KiB.
const MAX_REPLY_BYTES: u64 = 256 * 1024;

/// A wait asked by a 429 is taken at most this long, and this long when
/// the site does not say.
const MAX_WAIT_SECS: u64 = 3600;
const DEFAULT_WAIT_SECS: u64 = 60;

/// lishogi's chat takes lines of at most 140 characters.
const MAX_CHAT_CHARS: usize = 140;

/// A game's chat as kept: its last lines, each cut (the site's own are
/// shorter; a longer one is not the site's).
pub const MAX_CHAT_LINES: usize = 200;
const MAX_CHAT_LINE_CHARS: usize = 2 * MAX_CHAT_CHARS;
const MAX_CHAT_NAME_CHARS: usize = 40;

/// An SFEN is under 100 bytes; a handicap longer than this is not one.
const MAX_SFEN_BYTES: usize = 256;

/// How long the network may take.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    pub connect: Duration,
    /// A whole ordinary call.
    pub call: Duration,
    /// The longest silence of a stream: the site sends a keep-alive every 6
    /// s (3 s for a seek), so a longer silence is a dead connection.
    pub silence: Duration,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            connect: Duration::from_secs(10),
            call: Duration::from_secs(30),
            silence: Duration::from_secs(20),
        }
    }
}

/// The colour asked for in a seek or a challenge.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ColorChoice {
    Sente,
    Gote,
    Random,
}

impl ColorChoice {
    fn word(self) -> &'static str {
        match self {
            ColorChoice::Sente => "sente",
            ColorChoice::Gote => "gote",
            ColorChoice::Random => "random",
        }
    }
}

/// A seek in the lobby (`POST /api/board/seek`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Seek {
    pub minutes: u32,
    pub increment_secs: u32,
    pub byoyomi_secs: u32,
    pub periods: u32,
    pub rated: bool,
    pub color: ColorChoice,
    /// The opponents' ratings allowed, e.g. (1500, 1800).
    pub rating_range: Option<(u32, u32)>,
    /// A handicap's start as an SFEN (the site's handicap positions), or
    /// `None` for the even start. The variant sent is always `standard`:
    /// this program plays no other.
    pub handicap: Option<String>,
}

impl Seek {
    pub fn clock(&self) -> ClockConfig {
        ClockConfig {
            initial_ms: u64::from(self.minutes) * 60_000,
            increment_ms: u64::from(self.increment_secs) * 1000,
            byoyomi_ms: u64::from(self.byoyomi_secs) * 1000,
            periods: self.periods,
        }
    }
}

/// A challenge to a player (`POST /api/challenge/{user}`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UserChallenge {
    pub limit_secs: u32,
    pub increment_secs: u32,
    pub byoyomi_secs: u32,
    pub periods: u32,
    pub rated: bool,
    pub color: ColorChoice,
}

/// A game against the site's engine (`POST /api/challenge/ai`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AiChallenge {
    /// 1 to 8.
    pub level: u8,
    pub limit_secs: u32,
    pub increment_secs: u32,
    pub byoyomi_secs: u32,
    pub periods: u32,
    pub color: ColorChoice,
}

/// The chat's rooms.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ChatRoom {
    Player,
    Spectator,
}

/// The account's events: game starts and ends, challenges.
pub type EventStream = Stream<Event>;
/// One game's `gameFull`, `gameState`s and chat.
pub type GameStream = Stream<GameEvent>;

/// What a held seek says.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SeekEnd {
    /// A keep-alive: still in the lobby.
    Waiting,
    /// The site closed the seek: paired (the game comes on the event
    /// stream as `gameStart`), or the seek was removed.
    Closed,
}

/// A seek held open; dropping it closes the connection, which cancels the
/// seek on the site.
pub struct SeekStream {
    lines: LineReader<Box<dyn Read + Send>>,
}

impl SeekStream {
    /// Blocks until the next keep-alive (every 3 s) or the end.
    pub fn wait(&mut self) -> Result<SeekEnd, LishogiError> {
        match self.lines.next_line() {
            Ok(None) => Ok(SeekEnd::Closed),
            Ok(Some(Line::KeepAlive | Line::Text(_) | Line::TooLong(_))) => Ok(SeekEnd::Waiting),
            Err(e) => Err(network(&e)),
        }
    }
}

#[derive(Clone)]
pub struct Client {
    base: String,
    token: Token,
    calls: Agent,
    streams: Agent,
}

impl std::fmt::Debug for Client {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Client")
            .field("base", &self.base)
            .field("token", &self.token)
            .finish_non_exhaustive()
    }
}

fn network(e: &dyn std::fmt::Display) -> LishogiError {
    LishogiError::Network {
        why: site_text(&e.to_string()),
    }
}

fn garbage(e: &dyn std::fmt::Display) -> LishogiError {
    LishogiError::Garbage {
        why: site_text(&e.to_string()),
    }
}

/// An id or a user name as a part of the address: the site's are letters,
/// digits, `_` and `-`, so anything else is refused before it is sent.
fn segment(name: &str) -> Result<&str, LishogiError> {
    let ok = !name.is_empty()
        && name.len() <= 64
        && name
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-');
    if ok {
        Ok(name)
    } else {
        Err(LishogiError::BadName {
            name: site_text(name),
        })
    }
}

/// What a status other than 2xx means, with the site's `{"error": …}` text
/// and `Retry-After`.
pub fn classify(status: u16, retry_after: Option<&str>, body: &str) -> LishogiError {
    let text = error_text(body);
    match status {
        401 if text.contains("Missing scope") => LishogiError::MissingScope,
        401 => LishogiError::BadToken,
        400 if text.contains("not for Bot accounts") => LishogiError::BotAccount,
        400 => LishogiError::Refused {
            text: site_text(&text),
        },
        404 => LishogiError::NotFound {
            text: site_text(&text),
        },
        429 => LishogiError::RateLimited {
            seconds: retry_after
                .and_then(|s| s.trim().parse::<u64>().ok())
                .unwrap_or(DEFAULT_WAIT_SECS)
                .min(MAX_WAIT_SECS),
        },
        500..=599 => LishogiError::Server { status },
        _ => LishogiError::Status { status },
    }
}

/// The site's errors are `{"error": "text"}` (a form's, `{"error": {field:
/// [texts]}}`); anything else is taken as it is.
fn error_text(body: &str) -> String {
    match serde_json::from_str::<serde_json::Value>(body) {
        Ok(serde_json::Value::Object(map)) => match map.get("error") {
            Some(serde_json::Value::String(s)) => s.clone(),
            Some(other) => other.to_string(),
            None => body.to_string(),
        },
        _ => body.to_string(),
    }
}

/// `https://`, or `http://` to this machine alone (a test server, a
/// tunnel): over plain HTTP elsewhere the token would cross the network
/// readable.
pub fn server_allowed(base: &str) -> bool {
    if base.contains(char::is_whitespace) {
        return false;
    }
    if let Some(rest) = base.strip_prefix("https://") {
        return !rest.is_empty();
    }
    let Some(rest) = base.strip_prefix("http://") else {
        return false;
    };
    let host = rest.split('/').next().unwrap_or("");
    let host = match host.strip_prefix('[') {
        Some(v6) => v6.split(']').next().unwrap_or(""),
        None => host.split(':').next().unwrap_or(""),
    };
    host == "localhost"
        || host
            .parse::<std::net::IpAddr>()
            .is_ok_and(|ip| ip.is_loopback())
}

impl Client {
    /// A client of the site at `server` (`https://lishogi.org`, or a test
    /// server's `http://127.0.0.1:PORT`).
    pub fn new(server: &str, token: Token, limits: Limits) -> Result<Client, LishogiError> {
        let base = server.trim().trim_end_matches('/');
        if !server_allowed(base) {
            return Err(LishogiError::BadServer {
                server: site_text(server),
            });
        }
        let agent = |per_read: Option<Duration>, global: Option<Duration>| -> Agent {
            Agent::config_builder()
                .http_status_as_error(false)
                .timeout_connect(Some(limits.connect))
                .timeout_recv_response(Some(limits.call))
                .timeout_per_read(per_read)
                .timeout_global(global)
                .user_agent(concat!("shogi-tui/", env!("CARGO_PKG_VERSION")))
                .build()
                .new_agent()
        };
        Ok(Client {
            base: base.to_string(),
            token,
            calls: agent(Some(limits.call), Some(limits.call)),
            // A stream lasts a game: only its silences are limited.
            streams: agent(Some(limits.silence), None),
        })
    }

    fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base)
    }

    fn bearer(&self) -> String {
        format!("Bearer {}", self.token.reveal())
    }

    fn checked(
        &self,
        reply: Result<Response<ureq::Body>, ureq::Error>,
    ) -> Result<Response<ureq::Body>, LishogiError> {
        let reply = reply.map_err(|e| network(&e))?;
        let status = reply.status().as_u16();
        if (200..300).contains(&status) {
            return Ok(reply);
        }
        let retry_after = reply
            .headers()
            .get("retry-after")
            .and_then(|v| v.to_str().ok())
            .map(str::to_string);
        let mut body = reply.into_body();
        let text = body
            .with_config()
            .limit(MAX_REPLY_BYTES)
            .read_to_string()
            .unwrap_or_default();
        Err(classify(status, retry_after.as_deref(), &text))
    }

    fn get(&self, agent: &Agent, path: &str) -> Result<Response<ureq::Body>, LishogiError> {
        let reply = agent
            .get(&self.url(path))
            .header("Authorization", &self.bearer())
            .header("Accept", "application/x-ndjson, application/json")
            .call();
        self.checked(reply)
    }

    fn post(
        &self,
        agent: &Agent,
        path: &str,
        form: &[(&str, String)],
    ) -> Result<Response<ureq::Body>, LishogiError> {
        let request = agent
            .post(&self.url(path))
            .header("Authorization", &self.bearer());
        let reply = if form.is_empty() {
            request.send_empty()
        } else {
            request.send_form(form.iter().map(|(k, v)| (*k, v.as_str())))
        };
        self.checked(reply)
    }

    fn json<T: serde::de::DeserializeOwned>(
        reply: Response<ureq::Body>,
    ) -> Result<T, LishogiError> {
        let text = reply
            .into_body()
            .with_config()
            .limit(MAX_REPLY_BYTES)
            .read_to_string()
            .map_err(|e| garbage(&e))?;
        serde_json::from_str(&text).map_err(|e| garbage(&e))
    }

    fn stream_body(reply: Response<ureq::Body>) -> Box<dyn Read + Send> {
        Box::new(reply.into_body().into_reader())
    }

    /// The account the token belongs to; a bot account is refused, since
    /// the Board API is not for bots.
    pub fn account(&self) -> Result<Account, LishogiError> {
        let account: Account = Self::json(self.get(&self.calls, "/api/account")?)?;
        if account.is_bot() {
            return Err(LishogiError::BotAccount);
        }
        Ok(account)
    }

    /// The account's events; opening it again replaces the last one (the
    /// site keeps one per account).
    pub fn event_stream(&self) -> Result<EventStream, LishogiError> {
        let reply = self.get(&self.streams, "/api/stream/event")?;
        Ok(Stream::new(Self::stream_body(reply)))
    }

    /// Seeks a game in the lobby. The site refuses clocks below the Board
    /// API's minimum, so they are refused here first.
    pub fn seek(&self, seek: &Seek) -> Result<SeekStream, LishogiError> {
        if !board_api_playable(&seek.clock(), seek.rated) {
            return Err(LishogiError::TooFast);
        }
        let mut form = vec![
            ("time", seek.minutes.to_string()),
            ("increment", seek.increment_secs.to_string()),
            ("byoyomi", seek.byoyomi_secs.to_string()),
            ("periods", seek.periods.to_string()),
            ("rated", seek.rated.to_string()),
            ("color", seek.color.word().to_string()),
            ("variant", "standard".to_string()),
        ];
        if let Some((low, high)) = seek.rating_range {
            form.push(("ratingRange", format!("{low}-{high}")));
        }
        if let Some(sfen) = &seek.handicap {
            if sfen.len() > MAX_SFEN_BYTES
                || !sfen.chars().all(|c| c.is_ascii_graphic() || c == ' ')
            {
                return Err(LishogiError::BadName {
                    name: site_text(sfen),
                });
            }
            form.push(("handicap", sfen.clone()));
        }
        let reply = self.post(&self.streams, "/api/board/seek", &form)?;
        Ok(SeekStream {
            lines: LineReader::new(Self::stream_body(reply), super::ndjson::MAX_LINE),
        })
    }

    /// Challenges `user`; the challenge as the site made it.
    pub fn challenge_user(
        &self,
        user: &str,
        c: &UserChallenge,
    ) -> Result<ChallengeInfo, LishogiError> {
        let path = format!("/api/challenge/{}", segment(user)?);
        let form = [
            ("clock.limit", c.limit_secs.to_string()),
            ("clock.increment", c.increment_secs.to_string()),
            ("clock.byoyomi", c.byoyomi_secs.to_string()),
            ("clock.periods", c.periods.to_string()),
            ("rated", c.rated.to_string()),
            ("color", c.color.word().to_string()),
        ];
        Self::json(self.post(&self.calls, &path, &form)?)
    }

    /// Starts a game against the site's engine; its game id.
    pub fn challenge_ai(&self, c: &AiChallenge) -> Result<String, LishogiError> {
        #[derive(serde::Deserialize)]
        struct Created {
            id: String,
        }
        let form = [
            ("level", c.level.to_string()),
            ("clock.limit", c.limit_secs.to_string()),
            ("clock.increment", c.increment_secs.to_string()),
            ("clock.byoyomi", c.byoyomi_secs.to_string()),
            ("clock.periods", c.periods.to_string()),
            ("color", c.color.word().to_string()),
        ];
        let created: Created = Self::json(self.post(&self.calls, "/api/challenge/ai", &form)?)?;
        Ok(created.id)
    }

    pub fn accept(&self, challenge_id: &str) -> Result<(), LishogiError> {
        let path = format!("/api/challenge/{}/accept", segment(challenge_id)?);
        self.post(&self.calls, &path, &[]).map(drop)
    }

    pub fn decline(&self, challenge_id: &str) -> Result<(), LishogiError> {
        let path = format!("/api/challenge/{}/decline", segment(challenge_id)?);
        self.post(&self.calls, &path, &[]).map(drop)
    }

    /// A game's stream: `gameFull` first, closed by the site at the end.
    pub fn game_stream(&self, game_id: &str) -> Result<GameStream, LishogiError> {
        let path = format!("/api/board/game/stream/{}", segment(game_id)?);
        let reply = self.get(&self.streams, &path)?;
        Ok(Stream::new(Self::stream_body(reply)))
    }

    /// Plays `mv` (USI: `7g7f`, `8h2b+`, `P*5e`).
    pub fn play(&self, game_id: &str, mv: Move) -> Result<(), LishogiError> {
        self.play_usi(game_id, &mv.to_usi())
    }

    /// Sends a move as text; the site says `Invalid USI` of a bad one.
    pub fn play_usi(&self, game_id: &str, usi: &str) -> Result<(), LishogiError> {
        let ok = !usi.is_empty()
            && usi.len() <= 8
            && usi
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'*' || b == b'+');
        if !ok {
            return Err(LishogiError::BadName {
                name: site_text(usi),
            });
        }
        // `+` in a path is a plus, not a space; `*` needs no escape either.
        let path = format!("/api/board/game/{}/move/{usi}", segment(game_id)?);
        self.post(&self.calls, &path, &[]).map(drop)
    }

    pub fn resign(&self, game_id: &str) -> Result<(), LishogiError> {
        let path = format!("/api/board/game/{}/resign", segment(game_id)?);
        self.post(&self.calls, &path, &[]).map(drop)
    }

    pub fn abort(&self, game_id: &str) -> Result<(), LishogiError> {
        let path = format!("/api/board/game/{}/abort", segment(game_id)?);
        self.post(&self.calls, &path, &[]).map(drop)
    }

    /// The game's chat so far (`GET /api/board/game/{id}/chat`), oldest
    /// first: the last `MAX_CHAT_LINES` lines, each cut. They are the
    /// players' room's; the site's text is kept as sent, to be escaped
    /// where it is shown.
    pub fn chat_history(&self, game_id: &str) -> Result<Vec<ChatLine>, LishogiError> {
        #[derive(serde::Deserialize)]
        struct Said {
            #[serde(default)]
            user: String,
            #[serde(default)]
            text: String,
        }
        let path = format!("/api/board/game/{}/chat", segment(game_id)?);
        let said: Vec<Said> = Self::json(self.get(&self.calls, &path)?)?;
        let skip = said.len().saturating_sub(MAX_CHAT_LINES);
        Ok(said
            .into_iter()
            .skip(skip)
            .map(|s| ChatLine {
                room: "player".to_string(),
                username: s.user.chars().take(MAX_CHAT_NAME_CHARS).collect(),
                text: s.text.chars().take(MAX_CHAT_LINE_CHARS).collect(),
            })
            .collect())
    }

    /// Says `text` in the game's chat (cut to the site's 140 characters).
    pub fn chat(&self, game_id: &str, room: ChatRoom, text: &str) -> Result<(), LishogiError> {
        let path = format!("/api/board/game/{}/chat", segment(game_id)?);
        let room = match room {
            ChatRoom::Player => "player",
            ChatRoom::Spectator => "spectator",
        };
        let text: String = text.chars().take(MAX_CHAT_CHARS).collect();
        self.post(
            &self.calls,
            &path,
            &[("room", room.to_string()), ("text", text)],
        )
        .map(drop)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn statuses_become_the_errors_a_player_understands() {
        assert_eq!(
            classify(401, None, r#"{"error":"No such token"}"#),
            LishogiError::BadToken
        );
        assert_eq!(
            classify(401, None, r#"{"error":"Missing scope"}"#),
            LishogiError::MissingScope
        );
        assert_eq!(
            classify(
                400,
                None,
                r#"{"error":"This API endpoint is not for Bot accounts."}"#
            ),
            LishogiError::BotAccount
        );
        assert_eq!(
            classify(400, None, r#"{"error":"Invalid USI: 9z9z"}"#),
            LishogiError::Refused {
                text: "Invalid USI: 9z9z".into()
            }
        );
        assert_eq!(
            classify(404, None, r#"{"error":"No such game"}"#),
            LishogiError::NotFound {
                text: "No such game".into()
            }
        );
        assert_eq!(
            classify(429, Some("17"), ""),
            LishogiError::RateLimited { seconds: 17 }
        );
        assert_eq!(
            classify(429, None, ""),
            LishogiError::RateLimited { seconds: 60 }
        );
        assert_eq!(
            classify(429, Some("99999999"), ""),
            LishogiError::RateLimited { seconds: 3600 }
        );
        assert_eq!(
            classify(503, None, "<html>"),
            LishogiError::Server { status: 503 }
        );
        assert_eq!(
            classify(418, None, ""),
            LishogiError::Status { status: 418 }
        );
        // The site's text is data: escaped before any screen sees it.
        let LishogiError::Refused { text } = classify(400, None, "{\"error\":\"a\\u001b[2Jb\"}")
        else {
            panic!("not refused")
        };
        assert!(!text.contains('\u{1b}'));
    }

    #[test]
    fn a_server_that_is_no_web_address_is_refused() {
        let token = Token::new("t").unwrap();
        for bad in [
            "lishogi.org",
            "ftp://x",
            "http://a b",
            "http://lishogi.org",
            "http://127.0.0.1.example.com:80",
            "https://",
        ] {
            assert!(matches!(
                Client::new(bad, token.clone(), Limits::default()),
                Err(LishogiError::BadServer { .. })
            ));
        }
        for good in [
            "https://lishogi.org/",
            "http://127.0.0.1:8080",
            "http://localhost:9",
            "http://[::1]:80/",
        ] {
            assert!(
                Client::new(good, token.clone(), Limits::default()).is_ok(),
                "{good}"
            );
        }
    }
}
