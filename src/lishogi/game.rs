//! A lishogi game as this program keeps it, shared by the game screen and
//! the headless player: the players as the site names them, the start and
//! every move checked with our own rules, lishogi's clock with the periods
//! counted here, and the end as the site states it.
//!
//! The site's `gameState` always carries every move from the start, so
//! each one is compared with the moves kept: new moves at the end are
//! appended, anything else (a reconnection's older `gameFull`, a state
//! that disagrees) rebuilds the game from the site's list. A move our
//! rules refuse is an error and leaves the game as it was: the site is
//! trusted for its ending, never for a position we could not reach.

use super::clock::{Clock, ClockConfig};
use super::error::site_text;
use super::game_stream::{GameFull, GameState, Player as StreamPlayer};
use super::side::{Side, Status};
use crate::game::{Game, MoveLimit, Player, RuleSet, TimeControl, TimeControls};
use crate::kifu::record::start_from_position;
use crate::kifu::{EndMarker, EndWord, GameResult, Record, RecordedMove, clean_name, load_game};
use crate::shogi::{ByColor, Color, Move, Position};
use std::time::Duration;
use thiserror::Error;

/// A title is a few letters (`LM`, `BOT`); anything longer is cut.
const MAX_TITLE_CHARS: usize = 8;

/// A player as the site names them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SitePlayer {
    /// The account's id (lowercase); empty for the site's AI or an
    /// anonymous player.
    pub id: String,
    pub name: String,
    pub rating: Option<u32>,
    pub provisional: bool,
    pub title: Option<String>,
    /// The level when the player is lishogi's own engine.
    pub ai_level: Option<u8>,
}

impl SitePlayer {
    fn from_stream(p: Option<&StreamPlayer>) -> SitePlayer {
        let Some(p) = p else {
            return SitePlayer {
                id: String::new(),
                name: String::new(),
                rating: None,
                provisional: false,
                title: None,
                ai_level: None,
            };
        };
        SitePlayer {
            id: p.id.clone().unwrap_or_default(),
            name: p.name.clone().or_else(|| p.id.clone()).unwrap_or_default(),
            rating: p.rating.and_then(|r| u32::try_from(r).ok()),
            provisional: p.provisional,
            title: p
                .title
                .as_deref()
                .filter(|t| !t.trim().is_empty())
                .map(|t| crate::kifu::escape::quote(t.trim(), MAX_TITLE_CHARS)),
            ai_level: p.ai_level,
        }
    }

    /// "LM Kenji (1650)", "Kenji (1500?)" while the rating is provisional,
    /// "lishogi AI level 3": the site's text escaped and cut, fit for a
    /// screen and a record.
    pub fn shown(&self) -> String {
        if let Some(level) = self.ai_level {
            return crate::t!("lishogi-player-ai", level = level);
        }
        let name = clean_name(&self.name);
        let mut shown = if name.is_empty() {
            crate::t!("lishogi-player-anonymous")
        } else {
            name
        };
        if let Some(title) = &self.title {
            shown = format!("{title} {shown}");
        }
        if let Some(rating) = self.rating {
            let mark = if self.provisional { "?" } else { "" };
            shown = format!("{shown} ({rating}{mark})");
        }
        shown
    }
}

/// How a game ended, as the site said it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SiteEnd {
    pub status: Status,
    pub winner: Option<Color>,
    /// The same end as a record states it.
    pub word: EndWord,
}

impl SiteEnd {
    /// The end of a game whose last position has `to_move` to move.
    pub fn new(status: Status, winner: Option<Color>, to_move: Color) -> SiteEnd {
        let word = end_word(&status.0, winner, to_move);
        SiteEnd {
            status,
            winner,
            word,
        }
    }

    /// "sente wins: try rule (トライ)", "aborted", in the language of the
    /// moment.
    pub fn describe(&self) -> String {
        let how = status_words(&self.status);
        match self.winner {
            Some(side) => crate::t!("lishogi-end-won", side = side_word(side), how = how),
            None => how,
        }
    }
}

/// "sente"/"gote" (先手/後手): lishogi's own words for the sides.
pub fn side_word(side: Color) -> String {
    match side {
        Color::Black => crate::t!("lishogi-sente"),
        Color::White => crate::t!("lishogi-gote"),
    }
}

/// A status in the player's words; one this program does not know is
/// named as the site sent it (escaped).
pub fn status_words(status: &Status) -> String {
    match status.0.as_str() {
        "created" => crate::t!("lishogi-status-created"),
        "started" => crate::t!("lishogi-status-started"),
        "aborted" => crate::t!("lishogi-status-aborted"),
        "mate" => crate::t!("lishogi-status-mate"),
        "resign" => crate::t!("lishogi-status-resign"),
        "stalemate" => crate::t!("lishogi-status-stalemate"),
        "timeout" => crate::t!("lishogi-status-timeout"),
        "draw" => crate::t!("lishogi-status-draw"),
        "outoftime" => crate::t!("lishogi-status-outoftime"),
        "cheat" => crate::t!("lishogi-status-cheat"),
        "noStart" => crate::t!("lishogi-status-nostart"),
        "unknownFinish" => crate::t!("lishogi-status-unknown-finish"),
        "tryRule" => crate::t!("lishogi-status-try-rule"),
        "perpetualCheck" => crate::t!("lishogi-status-perpetual-check"),
        "impasse27" => crate::t!("lishogi-status-impasse27"),
        "royalsLost" => crate::t!("lishogi-status-royals-lost"),
        "bareKing" => crate::t!("lishogi-status-bare-king"),
        "repetition" => crate::t!("lishogi-status-repetition"),
        other => crate::t!("lishogi-status-other", name = site_text(other)),
    }
}

/// The record's end word for the site's status. The record's words are
/// relative to the side to move; the winner, kept beside them in the
/// record's result, says the rest (a player may resign while the other
/// is to move).
fn end_word(status: &str, winner: Option<Color>, to_move: Color) -> EndWord {
    let loser = winner.map(Color::opponent);
    match status {
        // No legal move loses in shogi; the variants' lost king likewise
        // ends the game on the board.
        "mate" | "stalemate" | "royalsLost" | "bareKing" => EndWord::Checkmate,
        // A player who left the game loses as one who resigned: records
        // have no word for leaving.
        "resign" | "timeout" => EndWord::Resign,
        "draw" => EndWord::DeclareDraw,
        "outoftime" => EndWord::TimeUp,
        "cheat" => match loser {
            Some(offender) => EndWord::IllegalAction { offender },
            None => EndWord::Interrupted,
        },
        // The side that did not make its first move loses, by default.
        "noStart" => match loser {
            Some(l) if l == to_move => EndWord::DefaultLoss,
            Some(_) => EndWord::DefaultWin,
            None => EndWord::Interrupted,
        },
        "tryRule" => EndWord::Try,
        "perpetualCheck" => match loser {
            Some(checker) => EndWord::PerpetualCheck { checker },
            None => EndWord::Sennichite,
        },
        // The side to move declares; the site lets only a valid
        // declaration end the game.
        "impasse27" => match winner {
            Some(w) if w == to_move => EndWord::DeclareWin,
            Some(_) => EndWord::FoulLoss,
            None => EndWord::Impasse,
        },
        "repetition" => EndWord::Sennichite,
        _ => EndWord::Interrupted,
    }
}

/// What a `gameState` changed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Change {
    /// The same moves as before (a clock update, a draw offer).
    Nothing,
    /// Moves were appended after `from_ply` moves kept.
    Moved { from_ply: usize },
    /// The site's moves differ from ours: the game was rebuilt from them.
    Resynced,
    /// The game is over (its last moves, if any, taken too).
    Over,
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SiteGameError {
    /// The start is neither `startpos` nor an SFEN we can play.
    #[error("{}", crate::t!("lishogi-game-bad-start", sfen = .sfen))]
    BadStart { sfen: String },
    /// A word of the moves is not a USI move.
    #[error("{}", crate::t!("lishogi-game-not-usi", ply = *.ply, text = .text))]
    NotUsi { ply: usize, text: String },
    /// Our rules refuse the site's move number `ply`.
    #[error("{}", crate::t!("lishogi-game-illegal", ply = *.ply, usi = .usi, why = .why))]
    Illegal {
        ply: usize,
        usi: String,
        why: String,
    },
    /// A `gameFull` of another game than this one.
    #[error("{}", crate::t!("lishogi-game-other-game", id = .id))]
    OtherGame { id: String },
    /// A status neither of a game on nor of an end the site names: the
    /// game cannot be followed, nor called over.
    #[error("{}", crate::t!("lishogi-game-unknown-status", status = .status))]
    UnknownStatus { status: String },
}

/// `full` when it is the game `wanted`: another game's, sent on our
/// game's stream, is refused rather than recorded as ours.
pub fn of_game<'f>(full: &'f GameFull, wanted: &str) -> Result<&'f GameFull, SiteGameError> {
    if full.id == wanted {
        Ok(full)
    } else {
        Err(SiteGameError::OtherGame {
            id: site_text(&full.id),
        })
    }
}

/// One game on the site.
#[derive(Debug, Clone)]
pub struct SiteGame {
    id: String,
    /// The site's address, without a final `/`.
    server: String,
    rated: bool,
    players: ByColor<SitePlayer>,
    us: Option<Color>,
    start: Position,
    moves: Vec<Move>,
    /// How long each move took as seen here, when it came alone after the
    /// one before (not after a reconnection or a resync).
    times: Vec<Option<Duration>>,
    position: Position,
    clock: Option<Clock>,
    end: Option<SiteEnd>,
}

/// `startpos` or an SFEN as a position.
fn start_position(sfen: &str) -> Result<Position, SiteGameError> {
    let sfen = sfen.trim();
    if sfen.is_empty() || sfen == "startpos" {
        return Ok(Position::startpos());
    }
    Position::from_sfen(sfen).map_err(|_| SiteGameError::BadStart {
        sfen: site_text(sfen),
    })
}

/// Plays `moves` (moves number `first + 1`…) on `pos`, each checked.
fn play_checked(pos: &mut Position, moves: &[Move], first: usize) -> Result<(), SiteGameError> {
    for (i, &mv) in moves.iter().enumerate() {
        pos.check_move(mv).map_err(|e| SiteGameError::Illegal {
            ply: first + i + 1,
            usi: mv.to_usi(),
            why: e.to_string(),
        })?;
        pos.do_move(mv);
    }
    Ok(())
}

impl SiteGame {
    /// The game from its stream's `gameFull`. `me` is our account's id
    /// (any case); when neither player is us, `us()` is `None`.
    pub fn from_full(full: &GameFull, server: &str, me: &str) -> Result<SiteGame, SiteGameError> {
        let start = start_position(&full.initial_sfen)?;
        let players = ByColor::new(
            SitePlayer::from_stream(full.player(Side::Sente)),
            SitePlayer::from_stream(full.player(Side::Gote)),
        );
        let me = me.trim().to_lowercase();
        let us = [Color::Black, Color::White]
            .into_iter()
            .find(|&c| !me.is_empty() && players.get(c).id.to_lowercase() == me);
        let mut game = SiteGame {
            id: full.id.clone(),
            server: server.trim().trim_end_matches('/').to_string(),
            rated: full.rated,
            players,
            us,
            position: start.clone(),
            start,
            moves: Vec::new(),
            times: Vec::new(),
            clock: Clock::from_full(full),
            end: None,
        };
        game.take_state(&full.state, None)?;
        Ok(game)
    }

    /// A `gameFull` again (the stream opened anew after a drop): its state
    /// is taken as any other, and the periods counted so far are kept.
    pub fn on_full(&mut self, full: &GameFull) -> Result<Change, SiteGameError> {
        if full.id != self.id {
            return Err(SiteGameError::OtherGame {
                id: site_text(&full.id),
            });
        }
        self.rated = full.rated;
        self.take_state(&full.state, None)
    }

    /// A `gameState`; `elapsed` is how long since the last one, as seen
    /// here (the periods are counted from it). On an error the game is
    /// left as it was, but for a status this program does not know: the
    /// moves the site played are taken, then the status refused.
    pub fn on_state(
        &mut self,
        state: &GameState,
        elapsed: Option<Duration>,
    ) -> Result<Change, SiteGameError> {
        self.take_state(state, elapsed)
    }

    fn take_state(
        &mut self,
        state: &GameState,
        elapsed: Option<Duration>,
    ) -> Result<Change, SiteGameError> {
        if self.end.is_some() {
            return Ok(Change::Nothing);
        }
        let before = self.moves.clone();
        let change = self.take_moves(state)?;
        match change {
            Change::Moved { from_ply } => {
                let one = self.moves.len() == from_ply + 1;
                self.times.truncate(from_ply);
                self.times
                    .extend((from_ply..self.moves.len()).map(|_| elapsed.filter(|_| one)));
            }
            Change::Resynced => {
                // The moves the site still has keep their times.
                let same = before
                    .iter()
                    .zip(&self.moves)
                    .take_while(|(a, b)| a == b)
                    .count();
                self.times.truncate(same);
                self.times.resize(self.moves.len(), None);
            }
            Change::Nothing | Change::Over => {}
        }
        if let Some(clock) = &mut self.clock {
            let elapsed = elapsed.filter(|_| matches!(change, Change::Moved { .. }));
            clock.on_state(state, elapsed);
        }
        if state.status.is_playing() {
            return Ok(change);
        }
        if !state.status.is_end() {
            return Err(SiteGameError::UnknownStatus {
                status: site_text(&state.status.0),
            });
        }
        self.end = Some(SiteEnd::new(
            state.status.clone(),
            state.winner.map(Side::color),
            self.position.side_to_move(),
        ));
        Ok(Change::Over)
    }

    fn take_moves(&mut self, state: &GameState) -> Result<Change, SiteGameError> {
        let site = state.parsed_moves().map_err(|e| SiteGameError::NotUsi {
            ply: e.ply,
            text: site_text(&e.text),
        })?;
        let kept = self.moves.len();
        if site.len() >= kept && site[..kept] == self.moves[..] {
            if site.len() == kept {
                return Ok(Change::Nothing);
            }
            let mut pos = self.position.clone();
            play_checked(&mut pos, &site[kept..], kept)?;
            self.position = pos;
            self.moves = site;
            return Ok(Change::Moved { from_ply: kept });
        }
        let mut pos = self.start.clone();
        play_checked(&mut pos, &site, 0)?;
        self.position = pos;
        self.moves = site;
        Ok(Change::Resynced)
    }

    pub fn id(&self) -> &str {
        &self.id
    }

    /// The game's page on the site.
    pub fn url(&self) -> String {
        format!("{}/{}", self.server, self.id)
    }

    pub fn rated(&self) -> bool {
        self.rated
    }

    /// Our side; `None` when the account plays neither.
    pub fn us(&self) -> Option<Color> {
        self.us
    }

    pub fn to_move(&self) -> Color {
        self.position.side_to_move()
    }

    pub fn is_our_turn(&self) -> bool {
        self.end.is_none() && self.us == Some(self.to_move())
    }

    pub fn start(&self) -> &Position {
        &self.start
    }

    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// The position after every move.
    pub fn position(&self) -> &Position {
        &self.position
    }

    pub fn player(&self, side: Color) -> &SitePlayer {
        self.players.get(side)
    }

    /// lishogi's clock, periods included; `None` for a game without one.
    pub fn clock(&self) -> Option<&Clock> {
        self.clock.as_ref()
    }

    pub fn clock_config(&self) -> Option<ClockConfig> {
        self.clock.as_ref().map(|c| c.config)
    }

    /// The nearest time control this program's clocks and records know:
    /// several periods are one byoyomi, and a clock with byoyomi and an
    /// increment both (which lishogi allows) has none.
    pub fn time_controls(&self) -> Option<TimeControls> {
        let c = self.clock_config()?;
        TimeControl::new(
            Duration::from_millis(c.initial_ms),
            Duration::from_millis(c.byoyomi_ms),
            Duration::from_millis(c.increment_ms),
        )
        .ok()
        .map(TimeControls::even)
    }

    pub fn end(&self) -> Option<&SiteEnd> {
        self.end.as_ref()
    }

    pub fn is_over(&self) -> bool {
        self.end.is_some()
    }

    /// The game for the board: replayed from its record, so that its end
    /// (and any note where our rules see it otherwise) is the one records
    /// get.
    pub fn game(&self, us: &Player) -> Game {
        load_game(self.record(us)).game
    }

    /// The game as a record. `us` is what sits in our seat (a person, the
    /// bot, an engine); the names are the site's, with their ratings. The
    /// game id is the event (KIF 棋戦, CSA `$EVENT`) and its address the
    /// site (場所, `$SITE`), which every format keeps; the address is also
    /// the save's server, so that Continue never offers a game that goes
    /// on only on the site.
    pub fn record(&self, us: &Player) -> Record {
        let mut record = Record {
            start: start_from_position(self.start.clone()),
            moves: self
                .moves
                .iter()
                .zip(&self.times)
                .map(|(&mv, &time)| RecordedMove {
                    time,
                    ..RecordedMove::new(mv)
                })
                .collect(),
            ..Record::default()
        };
        let seat = |side: Color| -> Player {
            let name = self.player(side).shown();
            if self.us == Some(side) {
                Player {
                    name,
                    kind: us.kind.clone(),
                }
            } else {
                Player::human(name)
            }
        };
        let info = &mut record.info;
        info.black = seat(Color::Black);
        info.white = seat(Color::White);
        let kind = if self.rated { "rated" } else { "casual" };
        info.event = Some(format!("lishogi {} ({kind})", clean_name(&self.id)));
        info.site = Some(self.url());
        info.server = Some(self.url());
        info.time_control = self.time_controls();
        info.rules = Some(RuleSet::Declare27);
        info.move_limit = Some(MoveLimit::Off);
        if let Some(end) = &self.end {
            record.end = Some(EndMarker {
                word: end.word,
                time: None,
            });
            record.result = Some(GameResult {
                winner: end.winner,
                reason: String::new(),
                text: String::new(),
                kif: String::new(),
            });
        }
        record
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lishogi::game_stream::GameEvent;

    const FULL: &str = r#"{"type":"gameFull","id":"AbCdEfGh","rated":true,
        "clock":{"initial":0,"increment":0,"byoyomi":10000,"periods":3},
        "sente":{"id":"me","name":"Me","rating":1500,"provisional":true},
        "gote":{"id":"kenji","name":"Kenji\u001b[2J","rating":1650,"title":"LM"},
        "initialSfen":"startpos",
        "state":{"type":"gameState","moves":"7g7f 3c3d","btime":10000,"wtime":10000,
                 "byo":10000,"status":"started"}}"#;

    fn full(text: &str) -> GameFull {
        match serde_json::from_str::<GameEvent>(text) {
            Ok(GameEvent::GameFull(full)) => *full,
            other => panic!("not a gameFull: {other:?}"),
        }
    }

    fn state(moves: &str, status: &str, winner: Option<&str>) -> GameState {
        let mut json = serde_json::json!({
            "moves": moves, "btime": 10000, "wtime": 10000, "byo": 10000, "status": status,
        });
        if let Some(w) = winner {
            json["winner"] = serde_json::json!(w);
        }
        serde_json::from_value(json).expect("a state")
    }

    fn game() -> SiteGame {
        SiteGame::from_full(&full(FULL), "https://lishogi.org/", "ME").expect("a game")
    }

    #[test]
    fn the_full_game_gives_the_players_the_moves_and_our_side() {
        let g = game();
        assert_eq!(g.id(), "AbCdEfGh");
        assert_eq!(g.url(), "https://lishogi.org/AbCdEfGh");
        assert_eq!(g.us(), Some(Color::Black));
        assert_eq!(g.moves().len(), 2);
        assert_eq!(g.to_move(), Color::Black);
        assert!(g.is_our_turn());
        assert_eq!(g.player(Color::Black).shown(), "Me (1500?)");
        let gote = g.player(Color::White).shown();
        assert!(gote.starts_with("LM Kenji") && gote.ends_with("(1650)"));
        assert!(!gote.contains('\u{1b}'), "{gote}");
        assert!(g.time_controls().is_some());
        assert!(!g.is_over());
        let other = SiteGame::from_full(&full(FULL), "https://lishogi.org", "someone").unwrap();
        assert_eq!(other.us(), None);
        assert!(!other.is_our_turn());
    }

    #[test]
    fn new_moves_are_appended_and_an_older_or_other_list_resyncs() {
        let mut g = game();
        let s = |m: &str| state(m, "started", None);
        assert_eq!(g.on_state(&s("7g7f 3c3d"), None), Ok(Change::Nothing));
        assert_eq!(
            g.on_state(&s("7g7f 3c3d 2g2f 8c8d"), None),
            Ok(Change::Moved { from_ply: 2 })
        );
        // A reconnection's older gameFull: fewer moves.
        assert_eq!(g.on_state(&s("7g7f"), None), Ok(Change::Resynced));
        assert_eq!(g.moves().len(), 1);
        assert_eq!(g.to_move(), Color::White);
        // Another game's moves altogether.
        assert_eq!(g.on_state(&s("2g2f 8c8d"), None), Ok(Change::Resynced));
        let mut expected = Position::startpos();
        for m in ["2g2f", "8c8d"] {
            expected.do_move(Move::from_usi(m).unwrap());
        }
        assert_eq!(g.position(), &expected);
    }

    #[test]
    fn a_move_our_rules_refuse_is_an_error_and_changes_nothing() {
        let mut g = game();
        let before = g.position().clone();
        // Gote's 7g7f: sente's pawn, not gote's.
        let err = g
            .on_state(&state("7g7f 3c3d 2g2f 7g7f", "started", None), None)
            .unwrap_err();
        assert!(
            matches!(err, SiteGameError::Illegal { ply: 4, .. }),
            "{err:?}"
        );
        assert_eq!(g.position(), &before);
        assert_eq!(g.moves().len(), 2);
        let err = g
            .on_state(&state("7g7f 3c3d zz", "started", None), None)
            .unwrap_err();
        assert!(
            matches!(err, SiteGameError::NotUsi { ply: 3, .. }),
            "{err:?}"
        );
        // Nifu in a resync.
        let err = g
            .on_state(&state("P*5e", "started", None), None)
            .unwrap_err();
        assert!(
            matches!(err, SiteGameError::Illegal { ply: 1, .. }),
            "{err:?}"
        );
        assert_eq!(g.moves().len(), 2);
        let mut bad = full(FULL);
        bad.initial_sfen = "not an sfen".into();
        assert!(matches!(
            SiteGame::from_full(&bad, "https://lishogi.org", "me"),
            Err(SiteGameError::BadStart { .. })
        ));
    }

    #[test]
    fn the_periods_are_kept_across_states_and_a_new_game_full() {
        let mut g = game();
        let periods = |g: &SiteGame| g.clock().unwrap().side(Side::Sente).periods_left;
        assert_eq!(periods(&g), 3);
        // Sente took 25 s in byoyomi of 10: its period and one more gone.
        g.on_state(
            &state("7g7f 3c3d 2g2f", "started", None),
            Some(Duration::from_secs(25)),
        )
        .unwrap();
        assert_eq!(periods(&g), 1);
        // The move's time as seen here goes to the record.
        let times: Vec<_> = g
            .record(&Player::human("me"))
            .moves
            .iter()
            .map(|m| m.time)
            .collect();
        assert_eq!(times, [None, None, Some(Duration::from_secs(25))]);
        // The stream opened again: the same game from its gameFull.
        let mut again = full(FULL);
        again.state = state("7g7f 3c3d 2g2f 8c8d", "started", None);
        assert_eq!(g.on_full(&again), Ok(Change::Moved { from_ply: 3 }));
        assert_eq!(periods(&g), 1);
        again.id = "Other123".into();
        assert!(matches!(
            g.on_full(&again),
            Err(SiteGameError::OtherGame { .. })
        ));
    }

    #[test]
    fn every_status_has_its_end_word_and_words() {
        let b = Some(Color::Black);
        let w = Some(Color::White);
        let cases: [(&str, Option<Color>, EndWord); 19] = [
            ("aborted", None, EndWord::Interrupted),
            ("mate", b, EndWord::Checkmate),
            ("resign", w, EndWord::Resign),
            ("stalemate", b, EndWord::Checkmate),
            ("timeout", b, EndWord::Resign),
            ("draw", None, EndWord::DeclareDraw),
            ("outoftime", w, EndWord::TimeUp),
            (
                "cheat",
                b,
                EndWord::IllegalAction {
                    offender: Color::White,
                },
            ),
            ("noStart", b, EndWord::DefaultLoss),
            ("unknownFinish", None, EndWord::Interrupted),
            ("tryRule", b, EndWord::Try),
            (
                "perpetualCheck",
                b,
                EndWord::PerpetualCheck {
                    checker: Color::White,
                },
            ),
            ("impasse27", w, EndWord::DeclareWin),
            ("impasse27", None, EndWord::Impasse),
            ("royalsLost", b, EndWord::Checkmate),
            ("bareKing", b, EndWord::Checkmate),
            ("repetition", None, EndWord::Sennichite),
            ("somethingNew", None, EndWord::Interrupted),
            ("perpetualCheck", None, EndWord::Sennichite),
        ];
        // White (gote) is to move in these games' last position.
        for (status, winner, word) in cases {
            let end = SiteEnd::new(Status(status.into()), winner, Color::White);
            assert_eq!(end.word, word, "{status}");
            let said = end.describe();
            assert!(
                !said.is_empty() && !said.contains("lishogi-"),
                "{status}: {said}"
            );
        }
        assert!(
            SiteEnd::new(Status("tryRule".into()), b, Color::White)
                .describe()
                .contains(&side_word(Color::Black))
        );
        for status in ["created", "started"] {
            assert!(!status_words(&Status(status.into())).contains("lishogi-"));
        }
        let odd = status_words(&Status("new\u{1b}[2J".into()));
        assert!(!odd.contains('\u{1b}'));
    }

    #[test]
    fn a_status_neither_on_nor_an_end_is_refused_with_its_moves_taken() {
        let mut g = game();
        let odd = state("7g7f 3c3d 2g2f", "sealedNewThing", None);
        assert!(matches!(
            g.on_state(&odd, None),
            Err(SiteGameError::UnknownStatus { status }) if status.contains("sealedNewThing")
        ));
        assert_eq!(g.moves().len(), 3);
        assert!(!g.is_over(), "an unknown status is no end");
        assert!(!odd.status.is_end() && !odd.status.is_playing());
    }

    #[test]
    fn the_end_comes_with_its_last_moves_and_the_record_states_it() {
        let mut g = game();
        let over = state("7g7f 3c3d 8h2b+", "resign", Some("sente"));
        assert_eq!(g.on_state(&over, None), Ok(Change::Over));
        assert_eq!(g.moves().len(), 3);
        assert!(g.is_over() && !g.is_our_turn());
        let end = g.end().unwrap();
        assert_eq!(
            (end.word, end.winner),
            (EndWord::Resign, Some(Color::Black))
        );
        // Nothing after the end.
        assert_eq!(
            g.on_state(&state("7g7f", "started", None), None),
            Ok(Change::Nothing)
        );
        let us = Player::bot("me", 1);
        let record = g.record(&us);
        assert_eq!(record.info.black.kind, us.kind);
        assert!(record.info.black.name.contains("(1500?)"));
        assert!(record.info.white.is_human());
        assert_eq!(
            record.info.event.as_deref(),
            Some("lishogi AbCdEfGh (rated)")
        );
        assert_eq!(
            record.info.site.as_deref(),
            Some("https://lishogi.org/AbCdEfGh")
        );
        assert_eq!(record.moves.len(), 3);
        let played = g.game(&us);
        let outcome = played.outcome().expect("over");
        assert_eq!(outcome.winner, Some(Color::Black));
    }
}
