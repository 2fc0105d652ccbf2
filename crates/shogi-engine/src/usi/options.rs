//! The engine's USI options: how they are announced and how `setoption`
//! changes the bot's settings.

use crate::book::{BookUse, DEFAULT_VARIETY, builtin};
use crate::bot::{
    BotConfig, DEFAULT_HASH_MIB, EvalChoice, Level, LoadedNet, MAX_HASH_MIB, MAX_THREADS,
    ResignPolicy, SearchParams,
};
use shogi_core::game::{MoveLimit, RuleSet};
use shogi_records::book::Book;
use shogi_records::escape::{escape_controls, is_dangerous};
use std::ops::RangeInclusive;
use std::path::Path;
use std::str::FromStr;
use std::sync::Arc;
use std::time::Duration;
use thiserror::Error;

/// The move-limit option, under the name YaneuraOu and other engines use,
/// so the game can tell any engine its limit the same way.
pub const MAX_MOVES_TO_DRAW: &str = "MaxMovesToDraw";

/// The most lines `MultiPV` may ask for. Every line costs about one more
/// search of the root, so ten lines already cost the search two or three
/// plies of depth; GUIs' candidate panes (and research mode, which asks
/// for at most five) show fewer.
pub const MAX_MULTIPV: usize = 10;

/// What the tunable search numbers' option names start with.
const TUNE_PREFIX: &str = "Tune_";

/// What `Eval` asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EvalMode {
    /// What the level uses: the net from Expert up.
    Level,
    Hand,
    Net,
}

impl EvalMode {
    const NAMES: [(EvalMode, &'static str); 3] = [
        (EvalMode::Level, "level"),
        (EvalMode::Hand, "hand"),
        (EvalMode::Net, "net"),
    ];

    fn name(self) -> &'static str {
        Self::NAMES
            .iter()
            .find(|(m, _)| *m == self)
            .map_or("level", |(_, n)| n)
    }
}

/// The settings a GUI can change.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EngineOptions {
    pub level: Level,
    pub hash_mib: usize,
    pub seed: u64,
    pub impasse_rule: RuleSet,
    /// `MaxMovesToDraw`, the name YaneuraOu and other engines use: the game
    /// is a draw after this many moves (plies); 0 means no limit.
    pub max_moves_to_draw: u32,
    /// Resign hopeless games (only at the levels that ever resign).
    pub resign: bool,
    /// Milliseconds kept back from every time allowance.
    pub time_margin_ms: u64,
    /// `USI_Ponder`: `bestmove` names the reply to ponder on.
    pub ponder: bool,
    /// `MultiPV`: how many best moves each search reports, each with its
    /// own line and exact score.
    pub multipv: usize,
    /// `Threads`: how many threads the search uses (at the strongest
    /// level only). One by default, as engines conventionally start: a
    /// GUI or match runner sets it, knowing what else shares the machine.
    pub threads: usize,
    /// `Eval`: the level's evaluation, the hand-written one or the net.
    pub eval: EvalMode,
    /// `EvalFile`: the weights file the net was read from, empty for the
    /// embedded weights ...
    pub eval_file: String,
    /// ... and the net read from it.
    pub loaded: Option<LoadedNet>,
    /// `USI_OwnBook`: the opening is played from a book (on by default,
    /// so a GUI's first moves come back at once).
    pub own_book: bool,
    /// `BookFile`: a YaneuraOu-format book to play from, empty for the
    /// built-in one ...
    pub book_file: String,
    /// ... and the book opened from it (its variety is `book_variety`'s).
    pub opened_book: Option<BookUse>,
    /// `BookVariety`: 0 plays the book's most played move, 100 draws in
    /// proportion to how often each was played (see `book::choose`).
    pub book_variety: u8,
    /// The search's tunable numbers are announced and may be set, as
    /// `Tune_<name>` (`shogi-tui usi --tune`): for a tuner, not a player.
    pub tunable: bool,
    /// ... and their values.
    pub params: SearchParams,
}

impl Default for EngineOptions {
    fn default() -> EngineOptions {
        EngineOptions {
            level: Level::MAX,
            hash_mib: DEFAULT_HASH_MIB,
            seed: 0,
            impasse_rule: RuleSet::Declare27,
            max_moves_to_draw: 0,
            resign: true,
            time_margin_ms: 100,
            ponder: false,
            multipv: 1,
            threads: 1,
            eval: EvalMode::Level,
            eval_file: String::new(),
            loaded: None,
            own_book: true,
            book_file: String::new(),
            opened_book: None,
            book_variety: DEFAULT_VARIETY,
            tunable: false,
            params: SearchParams::default(),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum OptionError {
    #[error("unknown option '{0}'")]
    Unknown(String),
    #[error("option '{name}' needs a value")]
    MissingValue { name: String },
    #[error("option 'EvalFile': {0}")]
    Weights(String),
    #[error("option 'BookFile': {0}")]
    Book(String),
    #[error("option Tune_…: {0}")]
    Tune(#[from] crate::bot::ParamError),
    #[error("option '{name}': '{value}' is not allowed ({allowed})")]
    BadValue {
        name: String,
        value: String,
        allowed: &'static str,
    },
}

impl EngineOptions {
    /// The `option` lines answered to `usi`.
    pub fn announce(&self) -> Vec<String> {
        let rule = self.impasse_rule.name();
        let vars: String = RuleSet::ALL
            .iter()
            .map(|r| format!(" var {}", r.name()))
            .collect();
        let mut lines = vec![
            format!(
                "option name USI_Hash type spin default {} min 1 max {MAX_HASH_MIB}",
                self.hash_mib
            ),
            format!("option name USI_Ponder type check default {}", self.ponder),
            format!(
                "option name Level type spin default {} min 1 max 8",
                self.level.number()
            ),
            format!(
                "option name Seed type spin default {} min 0 max 2147483647",
                self.seed
            ),
            format!("option name ImpasseRule type combo default {rule}{vars}"),
            format!(
                "option name {MAX_MOVES_TO_DRAW} type spin default {} min 0 max 100000",
                self.max_moves_to_draw
            ),
            format!("option name Resign type check default {}", self.resign),
            format!(
                "option name TimeMargin type spin default {} min 0 max 10000",
                self.time_margin_ms
            ),
            format!(
                "option name MultiPV type spin default {} min 1 max {MAX_MULTIPV}",
                self.multipv
            ),
            format!(
                "option name Threads type spin default {} min 1 max {MAX_THREADS}",
                self.threads
            ),
            format!(
                "option name Eval type combo default {} var level var hand var net",
                self.eval.name()
            ),
            // USI has no empty string: `<empty>` is the usual stand-in.
            format!(
                "option name EvalFile type string default {}",
                if self.eval_file.is_empty() {
                    "<empty>"
                } else {
                    &self.eval_file
                }
            ),
            format!(
                "option name USI_OwnBook type check default {}",
                self.own_book
            ),
            format!(
                "option name BookFile type string default {}",
                if self.book_file.is_empty() {
                    "<empty>"
                } else {
                    &self.book_file
                }
            ),
            format!(
                "option name BookVariety type spin default {} min 0 max 100",
                self.book_variety
            ),
        ];
        if self.tunable {
            lines.extend(self.params.iter().map(|(s, value)| {
                format!(
                    "option name {TUNE_PREFIX}{} type spin default {value} min {} max {}",
                    s.name, s.min, s.max
                )
            }));
        }
        lines
    }

    /// Brings `USI_Hash` down to the memory the machine has free (`free`
    /// MiB, where it says), returning the note for the GUI when it did:
    /// the table grows as it fills, so a size past the memory would fail
    /// only mid-game. The GUI's own limit (4096 MiB) is checked by `set`.
    pub fn fit_hash(&mut self, free: Option<usize>) -> Option<String> {
        let free = free?.max(1);
        if self.hash_mib <= free {
            return None;
        }
        let asked = std::mem::replace(&mut self.hash_mib, free);
        Some(format!(
            "USI_Hash {asked} MiB is more than this machine has free: {free} MiB used"
        ))
    }

    /// Applies `setoption name <name> value <value>`.
    pub fn set(&mut self, name: &str, value: Option<&str>) -> Result<(), OptionError> {
        let need = || {
            value.ok_or_else(|| OptionError::MissingValue {
                name: name.to_string(),
            })
        };
        let bad = |value: &str, allowed| OptionError::BadValue {
            name: name.to_string(),
            value: value.to_string(),
            allowed,
        };
        match name {
            "USI_Hash" => {
                let v = need()?;
                self.hash_mib = spin(v, 1..=MAX_HASH_MIB).ok_or_else(|| bad(v, "1 to 4096 MiB"))?;
            }
            "USI_Ponder" => {
                let v = need()?;
                self.ponder = parse_bool(v).ok_or_else(|| bad(v, "true or false"))?;
            }
            "Level" => {
                let v = need()?;
                self.level = v.parse().map_err(|_| bad(v, "1 to 8"))?;
            }
            "Seed" => {
                let v = need()?;
                self.seed = v.trim().parse().map_err(|_| bad(v, "a whole number"))?;
            }
            "ImpasseRule" => {
                let v = need()?;
                self.impasse_rule = v
                    .parse()
                    .map_err(|_| bad(v, "declare27, declare24, try or none"))?;
            }
            MAX_MOVES_TO_DRAW => {
                let v = need()?;
                self.max_moves_to_draw =
                    spin(v, 0..=100_000).ok_or_else(|| bad(v, "0 (no limit) to 100000 moves"))?;
            }
            "Resign" => {
                let v = need()?;
                self.resign = parse_bool(v).ok_or_else(|| bad(v, "true or false"))?;
            }
            "TimeMargin" => {
                let v = need()?;
                self.time_margin_ms = spin(v, 0..=10_000).ok_or_else(|| bad(v, "0 to 10000 ms"))?;
            }
            "MultiPV" => {
                let v = need()?;
                self.multipv = spin(v, 1..=MAX_MULTIPV).ok_or_else(|| bad(v, "1 to 10 lines"))?;
            }
            "Threads" => {
                let v = need()?;
                self.threads = spin(v, 1..=MAX_THREADS).ok_or_else(|| bad(v, "1 to 64 threads"))?;
            }
            "Eval" => {
                let v = need()?;
                let v_lower = v.trim().to_ascii_lowercase();
                self.eval = EvalMode::NAMES
                    .iter()
                    .find(|(_, n)| *n == v_lower)
                    .map(|(m, _)| *m)
                    .ok_or_else(|| bad(v, "level, hand or net"))?;
            }
            "EvalFile" => {
                let path = value.map(str::trim).unwrap_or_default();
                if path.is_empty() || path == "<empty>" {
                    self.eval_file.clear();
                    self.loaded = None;
                } else {
                    // Read and checked now, so that a bad file is refused
                    // here, not found out mid-game, and the net in use stays.
                    // A pipe or a device is refused unread: the loop that
                    // answers `isready` and `quit` waits for this.
                    let net = crate::nnue::weights::read_file(Path::new(path))
                        .map_err(|e| OptionError::Weights(e.to_string()))?;
                    self.eval_file = path.to_string();
                    self.loaded = Some(LoadedNet::new(net));
                }
            }
            "USI_OwnBook" => {
                let v = need()?;
                self.own_book = parse_bool(v).ok_or_else(|| bad(v, "true or false"))?;
            }
            "BookFile" => {
                let path = value.map(str::trim).unwrap_or_default();
                if path.is_empty() || path == "<empty>" {
                    self.book_file.clear();
                    self.opened_book = None;
                } else {
                    // Opened now, as `EvalFile` is read now: a bad file is
                    // refused here with its reason, and the book in use stays.
                    let book = Book::open(Path::new(path))
                        .map_err(|e| OptionError::Book(e.to_string()))?;
                    self.book_file = path.to_string();
                    self.opened_book = Some(BookUse {
                        book: Arc::new(book),
                        variety: DEFAULT_VARIETY,
                    });
                }
            }
            "BookVariety" => {
                let v = need()?;
                self.book_variety = spin(v, 0..=100).ok_or_else(|| bad(v, "0 to 100"))?;
            }
            other => match other.strip_prefix(TUNE_PREFIX) {
                Some(param) if self.tunable => {
                    let v = need()?;
                    let n = v.trim().parse().map_err(|_| bad(v, "a whole number"))?;
                    self.params.set(param, n)?;
                }
                _ => return Err(OptionError::Unknown(other.to_string())),
            },
        }
        Ok(())
    }

    pub fn bot_config(&self) -> BotConfig {
        let mut c = BotConfig::for_level(self.level);
        c.hash_mib = self.hash_mib;
        c.seed = self.seed;
        c.impasse_rule = self.impasse_rule;
        c.move_limit = match self.max_moves_to_draw {
            0 => MoveLimit::Off,
            n => MoveLimit::Plies(n),
        };
        c.time_margin = Duration::from_millis(self.time_margin_ms);
        c.threads = self.threads;
        // The net `EvalFile` read, if any, stands in for the embedded one.
        let net = self.loaded.map_or(EvalChoice::Net, EvalChoice::NetFile);
        c.eval = match (self.eval, c.eval) {
            (EvalMode::Hand, _) | (EvalMode::Level, EvalChoice::Hand) => EvalChoice::Hand,
            _ => net,
        };
        if !self.resign {
            c.resign = ResignPolicy::Never;
        }
        c.book = self.book();
        c.spare_waiting = false;
        c.params = self.params;
        c
    }

    /// Why the `BookFile` in use cannot be read at `pos` (changed or cut
    /// short since it was opened, a line that does not read): the bot
    /// then plays without it, and the GUI is told why in an `info
    /// string` rather than left to wonder why the book went quiet.
    pub fn book_file_problem(&self, pos: &shogi_core::Position) -> Option<String> {
        if !self.own_book {
            return None;
        }
        let opened = self.opened_book.as_ref()?;
        let e = opened.book.moves(pos).err()?;
        Some(format!("BookFile cannot be read, searching instead: {e}"))
    }

    /// What the GUI is told of the `BookFile` just opened: values beyond
    /// 32 bits read as the nearest number that fits, and where.
    pub fn book_file_note(&self) -> Option<String> {
        let c = self.opened_book.as_ref()?.book.clamped()?;
        Some(format!(
            "BookFile: {} move lines, the first at line {}, have a value or depth beyond 32 bits, read as the nearest that fits",
            c.lines, c.first_line
        ))
    }

    /// The book the bot plays from: none with `USI_OwnBook` off, else the
    /// `BookFile` opened, else the built-in one.
    fn book(&self) -> Option<BookUse> {
        if !self.own_book {
            return None;
        }
        let book = match &self.opened_book {
            Some(opened) => opened.book.clone(),
            None => builtin()?,
        };
        Some(BookUse {
            book,
            variety: self.book_variety,
        })
    }
}

/// A spin option's value: a whole number within `range`.
fn spin<T: FromStr + PartialOrd>(v: &str, range: RangeInclusive<T>) -> Option<T> {
    v.trim().parse().ok().filter(|n| range.contains(n))
}

/// Why a `setoption` line is not sent: its option's name or value holds
/// a character that is not text. A line break would end the line there
/// and the engine would obey the rest as commands of their own (`go
/// infinite`, `quit`); an escape or a bidi override is no part of any
/// option either.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SetOptionError {
    #[error(
        "the USI option {} was not sent: its name or value holds a control character",
        escape_controls(.name)
    )]
    Control { name: String },
}

/// The `setoption` line that gives the option `name` the value `value`:
/// the one place such a line is made, so that no option, wherever it
/// came from, can carry a second command to the engine.
pub fn setoption_line(name: &str, value: &str) -> Result<String, SetOptionError> {
    if name.chars().chain(value.chars()).any(is_dangerous) {
        return Err(SetOptionError::Control {
            name: name.to_string(),
        });
    }
    Ok(format!("setoption name {name} value {value}"))
}

fn parse_bool(v: &str) -> Option<bool> {
    match v.trim().to_ascii_lowercase().as_str() {
        "true" => Some(true),
        "false" => Some(false),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_setoption_line_never_carries_a_second_command() {
        assert_eq!(
            setoption_line("USI_Hash", "256").as_deref(),
            Ok("setoption name USI_Hash value 256")
        );
        // Kanji and spaces are text: a book's file name may hold both.
        assert!(setoption_line("BookFile", "定跡 集.db").is_ok());
        for (name, value) in [
            ("USI_Hash", "256\ngo infinite"),
            ("USI_Hash", "256\rquit"),
            ("Threads\nquit", "1"),
            ("BookFile", "\u{1b}]52;c;eA==\u{7}"),
            ("BookFile", "a\u{202e}b"),
        ] {
            assert_eq!(
                setoption_line(name, value),
                Err(SetOptionError::Control { name: name.into() }),
                "{name:?} = {value:?}"
            );
        }
    }

    #[test]
    fn a_hash_past_the_memory_free_is_brought_down_with_a_note() {
        let mut o = EngineOptions::default();
        o.set("USI_Hash", Some("4096")).unwrap();
        assert_eq!(
            o.fit_hash(None),
            None,
            "no /proc/meminfo: the 4096 cap only"
        );
        assert_eq!(o.fit_hash(Some(8192)), None);
        assert_eq!(
            o.fit_hash(Some(1000)).as_deref(),
            Some("USI_Hash 4096 MiB is more than this machine has free: 1000 MiB used")
        );
        assert_eq!(o.hash_mib, 1000);
    }

    #[test]
    fn options_change_the_bot() {
        let mut o = EngineOptions::default();
        o.set("Level", Some("2")).unwrap();
        o.set("USI_Hash", Some("16")).unwrap();
        o.set("ImpasseRule", Some("declare24")).unwrap();
        o.set("Resign", Some("false")).unwrap();
        o.set("MaxMovesToDraw", Some("256")).unwrap();
        o.set("MultiPV", Some("3")).unwrap();
        o.set("Threads", Some("2")).unwrap();
        assert_eq!(o.multipv, 3);
        let c = o.bot_config();
        assert_eq!(c.move_limit, MoveLimit::Plies(256));
        assert_eq!(c.level.number(), 2);
        assert_eq!(c.hash_mib, 16);
        assert_eq!(c.impasse_rule, RuleSet::Declare24);
        assert_eq!(c.resign, ResignPolicy::Never);
        assert_eq!(c.threads, 2);
    }

    /// A weights file is read and checked when named, so a bad one is
    /// refused then, with the file and the reason, and the net in use
    /// stays; a good one is what `Eval net` then plays with.
    #[test]
    fn eval_file_loads_good_weights_and_refuses_bad_ones() {
        let dir = std::env::temp_dir().join(format!("st-evalfile-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let good = dir.join("good.bin");
        let net = crate::nnue::embedded::embedded().expect("embedded weights");
        std::fs::write(&good, crate::nnue::weights::to_bytes(net)).unwrap();
        let bad = dir.join("bad.bin");
        std::fs::write(&bad, b"not weights at all").unwrap();

        let mut o = EngineOptions::default();
        for level in Level::all() {
            o.set("Level", Some(&level.number().to_string())).unwrap();
            let wanted = if level.params().uses_net {
                EvalChoice::Net
            } else {
                EvalChoice::Hand
            };
            assert_eq!(o.bot_config().eval, wanted, "{level}");
        }
        assert!(
            !Level::MIN.params().uses_net,
            "Beginner keeps its character"
        );
        assert!(Level::MAX.params().uses_net, "Strongest plays with the net");
        o.set("Eval", Some("net")).unwrap();
        assert_eq!(o.bot_config().eval, EvalChoice::Net);
        let e = o
            .set("EvalFile", Some(&bad.display().to_string()))
            .unwrap_err();
        assert!(e.to_string().starts_with("option 'EvalFile': "), "{e}");
        assert!(e.to_string().contains("bad.bin"), "{e}");
        assert!(e.to_string().contains("STNNUE"), "{e}");
        assert_eq!(o.bot_config().eval, EvalChoice::Net);
        let missing = dir.join("missing.bin");
        let e = o
            .set("EvalFile", Some(&missing.display().to_string()))
            .unwrap_err();
        assert!(e.to_string().contains("missing.bin: no such file"), "{e}");

        o.set("EvalFile", Some(&good.display().to_string()))
            .unwrap();
        assert!(matches!(o.bot_config().eval, EvalChoice::NetFile(_)));
        assert!(o.announce().iter().any(|l| l.ends_with("good.bin")));
        o.set("EvalFile", Some("<empty>")).unwrap();
        assert_eq!(o.bot_config().eval, EvalChoice::Net);
        o.set("Eval", Some("hand")).unwrap();
        assert_eq!(o.bot_config().eval, EvalChoice::Hand);
        let e = o.set("Eval", Some("neural")).unwrap_err();
        assert_eq!(
            e.to_string(),
            "option 'Eval': 'neural' is not allowed (level, hand or net)"
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn bad_values_are_refused_with_a_reason() {
        let mut o = EngineOptions::default();
        let e = o.set("Level", Some("11")).unwrap_err();
        assert_eq!(
            e.to_string(),
            "option 'Level': '11' is not allowed (1 to 8)"
        );
        assert!(o.set("USI_Hash", Some("0")).is_err());
        assert!(o.set("USI_Hash", None).is_err());
        assert!(o.set("MaxMovesToDraw", Some("-1")).is_err());
        assert!(o.set("MultiPV", Some("0")).is_err());
        assert!(o.set("MultiPV", Some("11")).is_err());
        assert!(o.set("MultiPV", None).is_err());
        assert_eq!(
            o.set("Threads", Some("0")).unwrap_err().to_string(),
            "option 'Threads': '0' is not allowed (1 to 64 threads)"
        );
        assert!(o.set("Threads", Some("65")).is_err());
        assert!(o.set("Threads", Some("two")).is_err());
        assert!(o.set("Threads", None).is_err());
        assert!(matches!(
            o.set("Contempt", Some("1")),
            Err(OptionError::Unknown(_))
        ));
        assert_eq!(o, EngineOptions::default());
    }

    #[test]
    fn every_announced_option_can_be_set_to_its_default() {
        let mut o = EngineOptions::default();
        for line in o.clone().announce() {
            let words: Vec<&str> = line.split_whitespace().collect();
            let name = words[2];
            let default = words
                .iter()
                .position(|w| *w == "default")
                .map(|i| words[i + 1]);
            o.set(name, default).unwrap();
        }
        assert_eq!(o, EngineOptions::default());
        // With the tuner's numbers offered, those too.
        let tunable = EngineOptions {
            tunable: true,
            ..EngineOptions::default()
        };
        let mut o = tunable.clone();
        let lines = o.announce();
        assert_eq!(
            lines.iter().filter(|l| l.contains("name Tune_")).count(),
            crate::bot::TUNABLE.len()
        );
        for line in lines {
            let words: Vec<&str> = line.split_whitespace().collect();
            let default = words
                .iter()
                .position(|w| *w == "default")
                .map(|i| words[i + 1]);
            o.set(words[2], default).unwrap();
        }
        assert_eq!(o, tunable);
    }

    #[test]
    fn the_search_numbers_are_offered_and_set_only_for_a_tuner() {
        let mut player = EngineOptions::default();
        assert!(!player.announce().iter().any(|l| l.contains("Tune_")));
        assert_eq!(
            player.set("Tune_LmrDivisor", Some("250")),
            Err(OptionError::Unknown("Tune_LmrDivisor".into()))
        );
        let mut tuner = EngineOptions {
            tunable: true,
            ..EngineOptions::default()
        };
        assert!(
            tuner.announce().contains(
                &"option name Tune_LmrDivisor type spin default 217 min 120 max 400".into()
            )
        );
        tuner.set("Tune_LmrDivisor", Some("250")).unwrap();
        let mut want = crate::bot::SearchParams::default();
        want.set("LmrDivisor", 250).unwrap();
        assert_eq!(tuner.bot_config().params, want);
        assert_ne!(want, crate::bot::SearchParams::default());
        // Out of range, not a number, no such number: refused, unchanged.
        assert!(matches!(
            tuner.set("Tune_LmrDivisor", Some("1000")),
            Err(OptionError::Tune(_))
        ));
        assert!(matches!(
            tuner.set("Tune_LmrDivisor", Some("wide")),
            Err(OptionError::BadValue { .. })
        ));
        assert!(matches!(
            tuner.set("Tune_Nothing", Some("1")),
            Err(OptionError::Tune(_))
        ));
        assert_eq!(tuner.bot_config().params, want);
    }
}
