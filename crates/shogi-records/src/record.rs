//! The in-memory record every format reads into and writes from.
//!
//! A record is what a file says, not what the rules make of it: moves are
//! checked only for their spelling here. Replaying them (and deciding
//! whether the recorded end is true) is the game controller's job.

use super::error::Format;
use super::timestamp::Timestamp;
pub use shogi_core::game::{
    Handicap, MoveLimit, Player, PlayerKind, RuleSet, Start, TimeControl, TimeControls,
};
use shogi_core::{Color, Move, Position};
use std::time::Duration;

/// Facts about the game that are not moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameInfo {
    /// Which game this is, given when it starts and kept in its save, so
    /// that a save is only ever replaced by the same game (see `new_game_id`).
    /// Records from elsewhere have none until they are played on here.
    pub id: Option<String>,
    pub title: Option<String>,
    pub event: Option<String>,
    pub site: Option<String>,
    /// The CSA server the game was played on (`host:port`), in our saves
    /// from their first write: such a game goes on only on the server, so
    /// Continue never offers it, whether or not its end was written.
    pub server: Option<String>,
    pub started: Option<Timestamp>,
    pub ended: Option<Timestamp>,
    /// Both sides' time, when the record gives one this program
    /// understands (`持ち時間`, `$TIME_LIMIT`, `$TIME`). A time control it
    /// cannot read stays in `other` under the record's own key, so writing
    /// the record again loses nothing.
    pub time_control: Option<TimeControls>,
    /// The KIF header lines `time_control` was read from, as written.
    pub time_as_read: super::as_read::AsRead<super::as_read::WrittenTime>,
    /// Time already spent on the turn in progress when the game was saved,
    /// so that continuing it resumes the clock exactly (our saves only).
    pub turn_time: Option<Duration>,
    /// The computers' time per move the game was started with, so that
    /// continuing it plays on the same way (our saves only).
    pub move_time: Option<Duration>,
    pub black: Player,
    pub white: Player,
    /// The impasse rule set, when the record says.
    pub rules: Option<RuleSet>,
    /// The move limit, when the record says.
    pub move_limit: Option<MoveLimit>,
    /// Headers we do not interpret, kept in file order so nothing is lost.
    pub other: Vec<(String, String)>,
}

/// The start as a record names it: the even start, a handicap the
/// controller knows, or a position.
pub fn start_from_position(pos: Position) -> Start {
    if pos == Position::startpos() {
        return Start::Even;
    }
    match Handicap::ALL.iter().find(|h| h.position() == pos) {
        Some(&h) => Start::Handicap(h),
        None => Start::Custom(Box::new(pos)),
    }
}

/// The SFEN of a start.
pub fn start_sfen(start: &Start) -> String {
    start.position().to_sfen()
}

/// One move with what the record says about it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordedMove {
    pub mv: Move,
    /// Time the mover spent on it.
    pub time: Option<Duration>,
    /// Comment lines written after the move (KIF `*`, CSA `'*`).
    pub comments: Vec<String>,
    /// Remarks for people written after the move (CSA `'`, KIF and KI2
    /// `#`): lines reading programs skip, kept so that writing the record
    /// again loses nothing a person wrote.
    pub remarks: Vec<String>,
    /// A bookmark name (KIF `&`).
    pub bookmark: Option<String>,
    /// This program's analysis of the position after the move. Kept apart
    /// from `comments`, which may also carry another program's engine
    /// lines: see `Record::evaluations`.
    pub analysis: Option<Evaluation>,
}

/// How good the position is, from Black's point of view: positive favours
/// Black.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EvalScore {
    /// Centipawns.
    Cp(i32),
    /// A forced mate in this many moves (plies, as 手 counts them):
    /// positive when Black mates, negative when White does.
    Mate(i32),
}

/// An engine's verdict on the position after a move, and the line it
/// expects from there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Evaluation {
    pub score: EvalScore,
    /// Legal moves from the position after the move, first the side to
    /// move's.
    pub pv: Vec<Move>,
    /// For a mate score: its length is only that of this line, which a
    /// mate solver proved mates but not the shortest against the longest
    /// defence, so it bounds the true length neither above nor below.
    /// False for any other evaluation (a search's). Record formats have
    /// no field for it: KIF and KI2 carry it as a comment beside the
    /// engine line (`Evaluation::kif_note`), CSA keeps no mate length.
    pub line_only: bool,
}

impl RecordedMove {
    pub fn new(mv: Move) -> RecordedMove {
        RecordedMove {
            mv,
            time: None,
            comments: Vec::new(),
            remarks: Vec::new(),
            bookmark: None,
            analysis: None,
        }
    }
}

/// How the record says the game ended. Words relative to a side ("the side
/// to move resigns") refer to the side to move after the last move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EndWord {
    /// 中断 / %CHUDAN: the game simply stops.
    Interrupted,
    /// 投了 / %TORYO: the side to move resigns.
    Resign,
    /// 持将棋 / %JISHOGI: impasse, a draw.
    Impasse,
    /// 千日手 / %SENNICHITE: four-fold repetition.
    Sennichite,
    /// 詰み / %TSUMI: the side to move is checkmated.
    Checkmate,
    /// 不詰 / %FUZUMI: a mate problem without mate.
    NoMate,
    /// 切れ負け / %TIME_UP: the side to move lost on time.
    TimeUp,
    /// 反則勝ち: the side to move wins, the last move was a foul.
    FoulWin,
    /// 反則負け / %ILLEGAL_MOVE: the side to move loses by a foul.
    FoulLoss,
    /// %+ILLEGAL_ACTION / %-ILLEGAL_ACTION: `offender` loses by a foul.
    IllegalAction { offender: Color },
    /// 入玉勝ち / %KACHI: the side to move declares an impasse win.
    DeclareWin,
    /// %HIKIWAKE: a draw, no more said (the CSA table files it under
    /// entering kings; KIF writes it 持将棋).
    DeclareDraw,
    /// 不戦勝: the side to move wins by default.
    DefaultWin,
    /// 不戦敗: the side to move loses by default.
    DefaultLoss,
    /// トライ: the last move put a king on the enemy king's start square.
    Try,
    /// %MAX_MOVES: the move limit was reached.
    MaxMoves,
    /// %OUTE_SENNICHITE: a repetition made by `checker` checking on every
    /// move, which `checker` loses. CSA does not name the side: the reader
    /// tells it from the final position.
    PerpetualCheck { checker: Color },
    /// %ERROR: the game stopped on an error, without a result.
    Error,
    /// 封じ手: the game was adjourned with a sealed move, to be resumed;
    /// no result yet. CSA has no word for it: `%CHUDAN` comes closest.
    Sealed,
}

impl EndWord {
    pub const ALL: [EndWord; 21] = [
        EndWord::Interrupted,
        EndWord::Resign,
        EndWord::Impasse,
        EndWord::Sennichite,
        EndWord::Checkmate,
        EndWord::NoMate,
        EndWord::TimeUp,
        EndWord::FoulWin,
        EndWord::FoulLoss,
        EndWord::IllegalAction {
            offender: Color::Black,
        },
        EndWord::IllegalAction {
            offender: Color::White,
        },
        EndWord::DeclareWin,
        EndWord::DeclareDraw,
        EndWord::DefaultWin,
        EndWord::DefaultLoss,
        EndWord::Try,
        EndWord::MaxMoves,
        EndWord::PerpetualCheck {
            checker: Color::Black,
        },
        EndWord::PerpetualCheck {
            checker: Color::White,
        },
        EndWord::Error,
        EndWord::Sealed,
    ];

    /// The winner this word announces, given the side to move at the end;
    /// `None` for draws and for words that decide nothing.
    pub fn winner(self, to_move: Color) -> Option<Color> {
        match self {
            EndWord::Resign
            | EndWord::Checkmate
            | EndWord::TimeUp
            | EndWord::FoulLoss
            | EndWord::DefaultLoss => Some(to_move.opponent()),
            // The try is made by the move before the end line.
            EndWord::Try => Some(to_move.opponent()),
            EndWord::FoulWin | EndWord::DeclareWin | EndWord::DefaultWin => Some(to_move),
            EndWord::IllegalAction { offender } => Some(offender.opponent()),
            EndWord::PerpetualCheck { checker } => Some(checker.opponent()),
            EndWord::Interrupted
            | EndWord::Error
            | EndWord::Impasse
            | EndWord::Sennichite
            | EndWord::NoMate
            | EndWord::Sealed
            | EndWord::DeclareDraw
            | EndWord::MaxMoves => None,
        }
    }

    /// The KIF word of the move column, when KIF has one. `IllegalAction`
    /// is written relative to the side to move. A plain draw has none:
    /// 持将棋 would make it an impasse, so only the `まで…` line says it
    /// (`引き分け`, see `summary_line`).
    pub fn kif(self, to_move: Color) -> Option<&'static str> {
        Some(match self {
            EndWord::Interrupted | EndWord::Error => "中断",
            EndWord::Resign => "投了",
            EndWord::Impasse | EndWord::MaxMoves => "持将棋",
            EndWord::DeclareDraw => return None,
            EndWord::Sennichite => "千日手",
            EndWord::Checkmate => "詰み",
            EndWord::NoMate => "不詰",
            EndWord::Sealed => "封じ手",
            EndWord::TimeUp => "切れ負け",
            EndWord::FoulWin => "反則勝ち",
            EndWord::FoulLoss => "反則負け",
            EndWord::IllegalAction { offender } if offender == to_move => "反則負け",
            EndWord::IllegalAction { .. } => "反則勝ち",
            EndWord::PerpetualCheck { checker } if checker == to_move => "反則負け",
            EndWord::PerpetualCheck { .. } => "反則勝ち",
            EndWord::DeclareWin => "入玉勝ち",
            EndWord::DefaultWin => "不戦勝",
            EndWord::DefaultLoss => "不戦敗",
            EndWord::Try => "トライ",
        })
    }

    pub fn from_kif(word: &str) -> Option<EndWord> {
        Some(match word {
            "中断" => EndWord::Interrupted,
            "投了" => EndWord::Resign,
            "持将棋" => EndWord::Impasse,
            "千日手" => EndWord::Sennichite,
            "詰み" | "詰" => EndWord::Checkmate,
            "不詰" => EndWord::NoMate,
            "封じ手" => EndWord::Sealed,
            "切れ負け" | "時間切れ" => EndWord::TimeUp,
            "反則勝ち" => EndWord::FoulWin,
            "反則負け" => EndWord::FoulLoss,
            "入玉勝ち" => EndWord::DeclareWin,
            "不戦勝" => EndWord::DefaultWin,
            "不戦敗" => EndWord::DefaultLoss,
            "トライ" => EndWord::Try,
            _ => return None,
        })
    }

    /// The CSA special move, when CSA has one.
    pub fn csa(self, to_move: Color) -> Option<&'static str> {
        Some(match self {
            EndWord::Interrupted | EndWord::Sealed => "%CHUDAN",
            EndWord::Resign => "%TORYO",
            EndWord::Impasse => "%JISHOGI",
            EndWord::Sennichite => "%SENNICHITE",
            EndWord::Checkmate => "%TSUMI",
            EndWord::NoMate => "%FUZUMI",
            EndWord::TimeUp => "%TIME_UP",
            EndWord::FoulLoss => "%ILLEGAL_MOVE",
            // The foul was the previous mover's.
            EndWord::FoulWin => match to_move {
                Color::Black => "%-ILLEGAL_ACTION",
                Color::White => "%+ILLEGAL_ACTION",
            },
            EndWord::IllegalAction {
                offender: Color::Black,
            } => "%+ILLEGAL_ACTION",
            EndWord::IllegalAction {
                offender: Color::White,
            } => "%-ILLEGAL_ACTION",
            EndWord::DeclareWin => "%KACHI",
            EndWord::DeclareDraw => "%HIKIWAKE",
            EndWord::MaxMoves => "%MAX_MOVES",
            EndWord::PerpetualCheck { .. } => "%OUTE_SENNICHITE",
            EndWord::Error => "%ERROR",
            EndWord::DefaultWin | EndWord::DefaultLoss | EndWord::Try => return None,
        })
    }

    /// The CSA special move, without `%OUTE_SENNICHITE`: its checker
    /// depends on the position, see `perpetual_check_from_csa`.
    pub fn from_csa(word: &str) -> Option<EndWord> {
        Some(match word {
            "%CHUDAN" => EndWord::Interrupted,
            "%TORYO" => EndWord::Resign,
            "%JISHOGI" => EndWord::Impasse,
            "%SENNICHITE" => EndWord::Sennichite,
            "%TSUMI" => EndWord::Checkmate,
            "%FUZUMI" => EndWord::NoMate,
            "%TIME_UP" => EndWord::TimeUp,
            "%ILLEGAL_MOVE" => EndWord::FoulLoss,
            "%+ILLEGAL_ACTION" => EndWord::IllegalAction {
                offender: Color::Black,
            },
            "%-ILLEGAL_ACTION" => EndWord::IllegalAction {
                offender: Color::White,
            },
            "%KACHI" => EndWord::DeclareWin,
            "%HIKIWAKE" => EndWord::DeclareDraw,
            "%MAX_MOVES" => EndWord::MaxMoves,
            "%ERROR" => EndWord::Error,
            _ => return None,
        })
    }

    /// `%OUTE_SENNICHITE` in the final position `pos`. The checker gave
    /// check with every move of the cycle, so when the side to move is in
    /// check the last mover is the checker, and otherwise the side to move
    /// is (the defender's reply ended the cycle).
    pub fn perpetual_check_in(pos: &Position) -> EndWord {
        let to_move = pos.side_to_move();
        let checker = if pos.in_check() {
            to_move.opponent()
        } else {
            to_move
        };
        EndWord::PerpetualCheck { checker }
    }

    /// The word as a record of `format` writes it (`%TORYO`, `投了`); our
    /// saves and USI lines give the English key.
    pub fn written(self, format: Format, to_move: Color) -> Option<&'static str> {
        match format {
            Format::Csa => self.csa(to_move),
            Format::Kif | Format::Ki2 => match self {
                EndWord::DeclareDraw => Some(DRAW_SUMMARY_WORD),
                _ => self.kif(to_move),
            },
            _ => Some(self.key()),
        }
    }

    /// KIF's word for the end (投了), or the save's key where KIF has none:
    /// how a reader of Japanese is told it.
    pub fn kif_or_key(self, to_move: Color) -> &'static str {
        self.kif(to_move).unwrap_or(self.key())
    }

    /// A stable English key, used by the save format.
    pub const fn key(self) -> &'static str {
        match self {
            EndWord::Interrupted => "interrupted",
            EndWord::Resign => "resign",
            EndWord::Impasse => "impasse",
            EndWord::Sennichite => "sennichite",
            EndWord::Checkmate => "checkmate",
            EndWord::NoMate => "no_mate",
            EndWord::Sealed => "sealed",
            EndWord::TimeUp => "time_up",
            EndWord::FoulWin => "foul_win",
            EndWord::FoulLoss => "foul_loss",
            EndWord::IllegalAction {
                offender: Color::Black,
            } => "black_illegal_action",
            EndWord::IllegalAction {
                offender: Color::White,
            } => "white_illegal_action",
            EndWord::DeclareWin => "declare_win",
            EndWord::DeclareDraw => "declare_draw",
            EndWord::DefaultWin => "default_win",
            EndWord::DefaultLoss => "default_loss",
            EndWord::Try => "try",
            EndWord::MaxMoves => "max_moves",
            EndWord::PerpetualCheck {
                checker: Color::Black,
            } => "black_perpetual_check",
            EndWord::PerpetualCheck {
                checker: Color::White,
            } => "white_perpetual_check",
            EndWord::Error => "error",
        }
    }

    pub fn from_key(key: &str) -> Option<EndWord> {
        EndWord::ALL.iter().copied().find(|w| w.key() == key)
    }
}

/// What a KIF or KI2 `まで…` line says for a plain draw (`%HIKIWAKE`),
/// which KIF's move column has no word for.
pub const DRAW_SUMMARY_WORD: &str = "引き分け";

/// The recorded end: the word and the time spent before it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EndMarker {
    pub word: EndWord,
    pub time: Option<Duration>,
}

/// An alternative line (KIF 変化). It replaces the move at `ply` of its
/// parent line and everything after it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Variation {
    /// The line it branches from: `None` for the main line, else an index
    /// into `Record::variations` (always smaller than this one's).
    pub parent: Option<usize>,
    /// Number of the first move of the variation (1 = the first move of
    /// the record).
    pub ply: u32,
    pub moves: Vec<RecordedMove>,
    pub end: Option<EndMarker>,
}

impl Default for GameInfo {
    fn default() -> GameInfo {
        GameInfo {
            id: None,
            title: None,
            event: None,
            site: None,
            server: None,
            started: None,
            ended: None,
            time_control: None,
            time_as_read: Default::default(),
            turn_time: None,
            move_time: None,
            black: Player::human(""),
            white: Player::human(""),
            rules: None,
            move_limit: None,
            other: Vec::new(),
        }
    }
}

/// A new game's identity: 128 random bits as 32 hex digits. Unique
/// enough that two games never share one, whatever folders they meet in.
pub fn new_game_id() -> String {
    use std::hash::{BuildHasher, Hasher};
    use std::sync::atomic::{AtomicU64, Ordering};
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    // `RandomState` is seeded from the OS's random source; the counter,
    // clock and process id make two ids of one process differ for sure.
    let word = |salt: u64| {
        let mut h = std::collections::hash_map::RandomState::new().build_hasher();
        h.write_u64(salt);
        h.write_u64(COUNTER.fetch_add(1, Ordering::Relaxed));
        h.write_u32(std::process::id());
        if let Ok(t) = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH) {
            h.write_u128(t.as_nanos());
        }
        h.finish()
    };
    format!("{:016x}{:016x}", word(1), word(2))
}

/// A whole game record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    pub info: GameInfo,
    pub start: Start,
    /// Comments before the first move (about the game or the start).
    pub comments: Vec<String>,
    /// Remarks for people before the first move (see `RecordedMove::remarks`).
    pub remarks: Vec<String>,
    /// This program's analysis of the start position, as
    /// `RecordedMove::analysis` is of the position after a move.
    pub start_analysis: Option<Evaluation>,
    pub moves: Vec<RecordedMove>,
    /// A move that could not be read or played; the main line stops before it.
    pub bad_move: Option<BadMove>,
    pub end: Option<EndMarker>,
    /// The outcome as the game controller decided it (written by saves,
    /// filled when a record is replayed).
    pub result: Option<GameResult>,
    pub variations: Vec<Variation>,
    /// What the reader had to assume or passed over without refusing the
    /// file (no start position, a `.csa` holding KIF, a wrong declared
    /// encoding, moves after the end line), one sentence each for the
    /// player. Not written back.
    pub warnings: Vec<crate::formats::reading_note::ReadingNote>,
    /// The encoding of the `.kif` or `.ki2` file the record was read from.
    pub encoding_as_read: super::as_read::EncodingAsRead,
}

impl Default for Record {
    fn default() -> Record {
        Record {
            info: GameInfo::default(),
            start: Start::Even,
            comments: Vec::new(),
            remarks: Vec::new(),
            start_analysis: None,
            moves: Vec::new(),
            bad_move: None,
            end: None,
            result: None,
            variations: Vec::new(),
            warnings: Vec::new(),
            encoding_as_read: Default::default(),
        }
    }
}

/// A recorded move that could not be made sense of in its position (no
/// such piece, ambiguous, or illegal). Loading keeps the moves before it.
/// The `Display` ("move 3 (R*5b): ...") is the English; the app words it.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("move {ply} ({text}): {reason}")]
pub struct BadMove {
    /// The move, when it could be decoded (an illegal but readable move).
    pub mv: Option<Move>,
    /// Its move number (1 = the first move of the record).
    pub ply: u32,
    /// Its line in the file (0 when unknown).
    pub line: usize,
    /// The move as the file wrote it.
    pub text: String,
    /// Why, in English: what saves keep.
    pub reason: String,
    /// Why, as the notation reader said it, so that a player is told in
    /// their own language. Not kept in saves (they keep `reason`).
    pub notation: Option<shogi_core::notation::NotationError>,
}

/// Who won and why, in the controller's words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameResult {
    pub winner: Option<Color>,
    /// Stable key such as `checkmate`, `resignation`, `illegal_move`.
    pub reason: String,
    /// The English sentence ("Black wins by checkmate").
    pub text: String,
    /// The KIF end line (`まで63手で先手の勝ち`).
    pub kif: String,
}

impl Record {
    /// The variations that branch from the main line at move `ply`.
    pub fn variations_at(&self, ply: u32) -> impl Iterator<Item = (usize, &Variation)> {
        self.variations
            .iter()
            .enumerate()
            .filter(move |(_, v)| v.parent.is_none() && v.ply == ply)
    }

    /// The variations branching from `line` (`None`: the main line),
    /// deepest branch first: the order in which KIF and KI2 write them, so
    /// that a reader meets every 変化's parent before it.
    pub fn variations_under(&self, line: Option<usize>) -> Vec<usize> {
        let mut children: Vec<usize> = (0..self.variations.len())
            .filter(|&i| self.variations[i].parent == line && Some(i) != line)
            .collect();
        // Stable sort: siblings at one ply keep their order.
        children.sort_by_key(|&i| std::cmp::Reverse(self.variations[i].ply));
        children
    }

    /// The full move list of a variation: its parent line up to the branch,
    /// then its own moves.
    pub fn variation_line(&self, index: usize) -> Vec<&RecordedMove> {
        let Some(v) = self.variations.get(index) else {
            return Vec::new();
        };
        let keep = (v.ply as usize).saturating_sub(1);
        let mut line: Vec<&RecordedMove> = match v.parent {
            // Parents come earlier in the list, so this recursion ends.
            Some(p) if p < index => self.variation_line(p),
            _ => self.moves.iter().collect(),
        };
        line.truncate(keep);
        line.extend(v.moves.iter());
        line
    }

    /// Makes the moves fit the rules: the main line stops before its first
    /// illegal move, which becomes `bad_move`; a variation stops before its
    /// first illegal move and is dropped when its branch point is not
    /// reached. Readers of formats that do not check moves (USI lines,
    /// saves) call this, so every record's lines can be replayed.
    pub fn check_moves(&mut self) {
        let start = self.start.position();
        let mut pos = start.clone();
        for (i, m) in self.moves.iter().enumerate() {
            if let Err(e) = pos.check_move(m.mv) {
                if self.bad_move.is_none() {
                    self.bad_move = Some(BadMove {
                        mv: Some(m.mv),
                        ply: i as u32 + 1,
                        line: 0,
                        text: m.mv.to_usi(),
                        reason: e.to_string(),
                        notation: None,
                    });
                }
                self.moves.truncate(i);
                break;
            }
            pos.do_move(m.mv);
        }
        let mut keep = vec![true; self.variations.len()];
        for index in 0..self.variations.len() {
            let parent_ok = self.variations[index]
                .parent
                .is_none_or(|p| p < index && keep[p]);
            let branch = (self.variations[index].ply as usize).saturating_sub(1);
            let line = self.variation_line(index);
            let own = self.variations[index].moves.len();
            if !parent_ok || line.len() - own < branch || self.variations[index].ply == 0 {
                keep[index] = false;
                continue;
            }
            let mut pos = start.clone();
            let mut legal = 0;
            for (k, m) in line.iter().enumerate() {
                if pos.check_move(m.mv).is_err() {
                    break;
                }
                pos.do_move(m.mv);
                if k >= branch {
                    legal += 1;
                }
            }
            self.variations[index].moves.truncate(legal);
        }
        // Dropping variations renumbers the later ones: remap parents.
        let mut new_index = vec![None; keep.len()];
        let mut next = 0;
        for (i, k) in keep.iter().enumerate() {
            if *k {
                new_index[i] = Some(next);
                next += 1;
            }
        }
        let old = std::mem::take(&mut self.variations);
        for (i, mut v) in old.into_iter().enumerate() {
            if keep[i] {
                v.parent = v.parent.and_then(|p| new_index[p]);
                self.variations.push(v);
            }
        }
    }

    /// The end a KIF, KI2 or CSA writer states: a move that could not be
    /// played ended the game, its maker losing by a foul (as replaying
    /// decides, see `load_game`), whatever end the record gives after it.
    pub fn end_to_write(&self) -> Option<EndMarker> {
        match (&self.bad_move, &self.end) {
            (Some(_), Some(end)) if end.word == EndWord::FoulLoss => Some(end.clone()),
            (Some(_), _) => Some(EndMarker {
                word: EndWord::FoulLoss,
                time: None,
            }),
            (None, end) => end.clone(),
        }
    }

    /// Each side's thinking time over the main line, `[black, white]`,
    /// the end's time included: a resignation's `T20` is the resigner's
    /// last think, and the totals are short without it. `None` when the
    /// record gives no time at all.
    pub fn time_used(&self) -> Option<[Duration; 2]> {
        let mut used = [Duration::ZERO; 2];
        let mut timed = false;
        let mut side = self.start.position().side_to_move();
        let end_time = self.end.as_ref().and_then(|e| e.time);
        for time in self.moves.iter().map(|m| m.time).chain([end_time]) {
            if let Some(t) = time {
                used[side.index()] += t;
                timed = true;
            }
            side = side.opponent();
        }
        timed.then_some(used)
    }

    /// The side to move after the main line.
    pub fn side_to_move_at_end(&self) -> Color {
        let first = self.start.position().side_to_move();
        if self.moves.len().is_multiple_of(2) {
            first
        } else {
            first.opponent()
        }
    }
}
