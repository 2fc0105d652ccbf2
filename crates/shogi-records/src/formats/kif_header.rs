//! The header part shared by KIF and KI2: `key：value` lines, 手合割, and
//! the optional board diagram.

use super::bod::{BodLine, BodReader};
use super::kif_problem::KifProblem;
use super::problem::Problem;
use crate::as_read::{AsRead, WrittenTime};
use crate::handicap::extra_handicap_sfen;
use crate::record::{GameInfo, Handicap, Start, start_from_position};
use crate::time_limit;
use crate::timestamp::Timestamp;
use shogi_core::Position;
use shogi_core::game::TimeControl;
use std::time::Duration;

/// Headers and the start position being read.
#[derive(Default)]
pub struct HeaderReader {
    info: GameInfo,
    handicap: Option<HandicapHeader>,
    pub bod: BodReader,
    times: TimeHeaders,
}

/// The time-control headers read so far, put together at the end: the
/// byoyomi may come in a header of its own, and the sides' times in
/// headers of their own.
#[derive(Default)]
struct TimeHeaders {
    /// `持ち時間`.
    common: Option<TimeControl>,
    /// `先手持ち時間` / `後手持ち時間` (ShogiHome's keys), with their text.
    black: Option<(TimeControl, String)>,
    white: Option<(TimeControl, String)>,
    /// Kifu for Windows' `秒読み：60秒`, with its text.
    byoyomi: Option<(Duration, String)>,
    /// Every time header read as a time, as written, in file order.
    lines: Vec<(String, String)>,
}

/// The keys of the time headers: KIF writers' per-side keys, read with
/// the handicap words too.
const BLACK_TIME_KEYS: [&str; 2] = ["先手持ち時間", "下手持ち時間"];
const WHITE_TIME_KEYS: [&str; 2] = ["後手持ち時間", "上手持ち時間"];
pub const TIME_KEY: &str = "持ち時間";
pub const BLACK_TIME_KEY: &str = BLACK_TIME_KEYS[0];
pub const WHITE_TIME_KEY: &str = WHITE_TIME_KEYS[0];
const BYOYOMI_KEY: &str = "秒読み";

#[derive(Clone, Copy)]
enum HandicapHeader {
    Even,
    Named(Handicap),
    /// A 手合割 only KIF knows: its position.
    Extra(&'static str),
    Other,
}

/// The longest header key read as one (longer text before a colon is a
/// garbage line, not a header).
pub const MAX_KEY_CHARS: usize = 32;

/// Splits `key：value` (full-width or ASCII colon). Keys are short words
/// without spaces; anything else is not a header.
pub fn split_header(line: &str) -> Option<(&str, &str)> {
    let (key, value) = line.split_once(['：', ':'])?;
    let key = key.trim();
    if key.is_empty() || key.chars().count() > MAX_KEY_CHARS || key.contains(char::is_whitespace) {
        return None;
    }
    Some((key, value.trim()))
}

/// A 手合割 value without what some writers put after the name:
/// `平手　　` or `香落ち（上手）`.
fn handicap_name(value: &str) -> &str {
    let name = value.trim();
    let name = match name.find(['（', '(']) {
        Some(open) if name.ends_with(['）', ')']) => &name[..open],
        _ => name,
    };
    name.trim()
}

impl HeaderReader {
    /// Reads a line of the header part. `Ok(true)` when it was used.
    pub fn line(&mut self, line: &str) -> Result<bool, Problem> {
        match self.bod.line(line)? {
            BodLine::Other => {}
            _ => return Ok(true),
        }
        let Some((key, value)) = split_header(line) else {
            return Ok(false);
        };
        self.header(key, value)?;
        Ok(true)
    }

    fn header(&mut self, key: &str, value: &str) -> Result<(), KifProblem> {
        let info = &mut self.info;
        let text = || Some(value.to_string());
        match key {
            "開始日時" | "対局日" | "終了日時" => match Timestamp::parse(value) {
                Some(t) if key == "終了日時" => info.ended = Some(t),
                Some(t) => info.started = Some(t),
                None => info.other.push((key.into(), value.into())),
            },
            "棋戦" => info.event = text(),
            "場所" => info.site = text(),
            "表題" => info.title = text(),
            TIME_KEY => match time_limit::parse_kif(value) {
                Some(tc) => {
                    self.times.common = Some(tc);
                    self.times.lines.push((key.into(), value.into()));
                }
                None => info.other.push((key.into(), value.into())),
            },
            k if BLACK_TIME_KEYS.contains(&k) || WHITE_TIME_KEYS.contains(&k) => {
                let parsed = time_limit::parse_kif(value);
                if parsed.is_some() {
                    self.times.lines.push((key.into(), value.into()));
                }
                match parsed {
                    Some(tc) if BLACK_TIME_KEYS.contains(&k) => {
                        self.times.black = Some((tc, value.into()))
                    }
                    Some(tc) => self.times.white = Some((tc, value.into())),
                    None => info.other.push((key.into(), value.into())),
                }
            }
            BYOYOMI_KEY => match time_limit::kanji_duration(value) {
                Some(d) => {
                    self.times.byoyomi = Some((d, value.into()));
                    self.times.lines.push((key.into(), value.into()));
                }
                None => info.other.push((key.into(), value.into())),
            },
            "先手" | "下手" => info.black.name = crate::escape::clean_name(value),
            "後手" | "上手" => info.white.name = crate::escape::clean_name(value),
            "手合割" => {
                self.handicap =
                    Some(match handicap_name(value) {
                        "平手" => HandicapHeader::Even,
                        "その他" => HandicapHeader::Other,
                        name => match Handicap::from_kif_name(name) {
                            Some(h) => HandicapHeader::Named(h),
                            None => HandicapHeader::Extra(extra_handicap_sfen(name).ok_or_else(
                                || KifProblem::UnknownHandicap {
                                    name: name.to_string(),
                                },
                            )?),
                        },
                    })
            }
            _ => info.other.push((key.into(), value.into())),
        }
        Ok(())
    }

    /// The headers read, with the time headers put together; any that do
    /// not fit together are kept as text.
    pub fn into_info(self) -> GameInfo {
        let mut info = self.info;
        let TimeHeaders {
            mut common,
            black,
            white,
            byoyomi,
            lines,
        } = self.times;
        if let Some((b, text)) = byoyomi {
            let main = common.map_or(Duration::ZERO, |c| c.main);
            let joined = match common {
                Some(c) if !c.byoyomi.is_zero() || !c.increment.is_zero() => None,
                _ => TimeControl::new(main, b, Duration::ZERO).ok(),
            };
            match joined {
                Some(tc) => common = Some(tc),
                None => info.other.push((BYOYOMI_KEY.into(), text)),
            }
        }
        info.time_control = time_limit::settle(
            common,
            black,
            white,
            [BLACK_TIME_KEY, WHITE_TIME_KEY],
            &mut info.other,
        );
        if let Some(gave) = &info.time_control {
            // A header that did not fit with the others is kept as text
            // already, and written back from there.
            let lines = lines
                .into_iter()
                .filter(|line| !info.other.contains(line))
                .collect();
            info.time_as_read = AsRead(Some(WrittenTime { gave: *gave, lines }));
        }
        info
    }

    /// The start: the diagram if there is one, else the 手合割.
    pub fn start(&self) -> Result<(Start, Position), Problem> {
        if let Some(pos) = self.bod.finish()? {
            return Ok((start_from_position(pos.clone()), pos));
        }
        let start = match self.handicap {
            None | Some(HandicapHeader::Even) => Start::Even,
            Some(HandicapHeader::Named(h)) => Start::Handicap(h),
            Some(HandicapHeader::Extra(sfen)) => {
                let pos = Position::from_sfen(sfen).map_err(KifProblem::BadSfen)?;
                return Ok((start_from_position(pos.clone()), pos));
            }
            Some(HandicapHeader::Other) => {
                return Err(KifProblem::OtherWithoutDiagram.into());
            }
        };
        let pos = start.position();
        Ok((start, pos))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn handicap_names_lose_trailing_text() {
        assert_eq!(handicap_name("平手　　"), "平手");
        assert_eq!(handicap_name("香落ち（上手）"), "香落ち");
        assert_eq!(handicap_name("角落ち (上手)"), "角落ち");
        assert_eq!(handicap_name("二枚落ち"), "二枚落ち");
        // A bracket that does not close the value is part of it.
        assert_eq!(handicap_name("（不明"), "（不明");
    }
}
