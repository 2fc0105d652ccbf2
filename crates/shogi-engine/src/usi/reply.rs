//! Reading what an engine sends back: `info` and `bestmove` lines.

use crate::bot::Score;

/// What an engine said it is thinking (any field may be missing).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct EngineInfo {
    pub depth: Option<u32>,
    /// From the engine's point of view.
    pub score: Option<Score>,
    pub nodes: Option<u64>,
    pub nps: Option<u64>,
    /// The best line as the engine wrote it.
    pub pv: Vec<String>,
    /// Free text (`info string …`).
    pub text: Option<String>,
    /// Which of the engine's best lines this is (`multipv K`, 1 = the
    /// best), when it says.
    pub multipv: Option<usize>,
}

impl EngineInfo {
    /// Takes in a later line of the same search: what it says replaces
    /// what this one said, and what it leaves out is kept (an `info nps`
    /// line does not make the score unknown).
    pub fn update(&mut self, newer: EngineInfo) {
        self.depth = newer.depth.or(self.depth);
        self.score = newer.score.or(self.score);
        self.nodes = newer.nodes.or(self.nodes);
        self.nps = newer.nps.or(self.nps);
        if !newer.pv.is_empty() {
            self.pv = newer.pv;
        }
        self.text = newer.text.or(self.text.take());
        self.multipv = newer.multipv.or(self.multipv);
    }
}

/// A `bestmove` line, not yet checked against the position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BestMoveText {
    Move(String),
    Resign,
    Win,
    /// `bestmove` with nothing after it.
    Missing,
}

/// One line from an engine, as far as a client cares.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EngineLine {
    IdName(String),
    UsiOk,
    ReadyOk,
    Info(EngineInfo),
    BestMove(BestMoveText),
    /// `option name <id> …`: an option the engine has (names are one word;
    /// USI forbids spaces in them).
    Option(String),
    /// Anything else (chatter): ignored.
    Other,
}

pub fn parse_engine_line(line: &str) -> EngineLine {
    let mut words = line.split_whitespace();
    match words.next() {
        Some("usiok") => EngineLine::UsiOk,
        Some("readyok") => EngineLine::ReadyOk,
        Some("id") if words.next() == Some("name") => {
            EngineLine::IdName(words.collect::<Vec<_>>().join(" "))
        }
        Some("bestmove") => EngineLine::BestMove(match words.next() {
            None => BestMoveText::Missing,
            Some("resign") => BestMoveText::Resign,
            Some("win") => BestMoveText::Win,
            Some(m) => BestMoveText::Move(m.to_string()),
        }),
        Some("info") => EngineLine::Info(parse_info(&words.collect::<Vec<_>>())),
        Some("option") if words.next() == Some("name") => match words.next() {
            Some(name) => EngineLine::Option(name.to_string()),
            None => EngineLine::Other,
        },
        _ => EngineLine::Other,
    }
}

fn parse_info(words: &[&str]) -> EngineInfo {
    let mut info = EngineInfo::default();
    let mut i = 0;
    let num = |i: usize| words.get(i).and_then(|w| w.parse::<u64>().ok());
    while i < words.len() {
        match words[i] {
            "depth" => {
                info.depth = num(i + 1).and_then(|n| u32::try_from(n).ok());
                i += 2;
            }
            "nodes" => {
                info.nodes = num(i + 1);
                i += 2;
            }
            "nps" => {
                info.nps = num(i + 1);
                i += 2;
            }
            "multipv" => {
                info.multipv = num(i + 1).and_then(|n| usize::try_from(n).ok());
                i += 2;
            }
            "score" => {
                let kind = words.get(i + 1).copied();
                let value = words.get(i + 2).copied().unwrap_or("");
                info.score = match kind {
                    Some("cp") => value.parse().ok().map(Score::Cp),
                    Some("mate") => match value {
                        // "mate +" / "mate -": mate with the length unknown.
                        "+" => Some(Score::Mate(1)),
                        "-" => Some(Score::Mate(-1)),
                        v => v.parse().ok().map(Score::Mate),
                    },
                    _ => None,
                };
                i += 3;
                // Bounds may follow the value.
                if matches!(words.get(i).copied(), Some("lowerbound" | "upperbound")) {
                    i += 1;
                }
            }
            "pv" => {
                info.pv = words[i + 1..].iter().map(|s| s.to_string()).collect();
                break;
            }
            "string" => {
                info.text = Some(words[i + 1..].join(" "));
                break;
            }
            _ => i += 1,
        }
    }
    info
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_info_lines() {
        let EngineLine::Info(i) = parse_engine_line(
            "info depth 7 seldepth 12 score cp -35 nodes 12000 nps 400000 time 30 pv 7g7f 3c3d",
        ) else {
            panic!("not info");
        };
        assert_eq!(i.depth, Some(7));
        assert_eq!(i.score, Some(Score::Cp(-35)));
        assert_eq!(i.nodes, Some(12000));
        assert_eq!(i.pv, ["7g7f", "3c3d"]);
        assert_eq!(i.multipv, None);
        let EngineLine::Info(i) = parse_engine_line("info depth 3 multipv 2 score cp 10 pv 2g2f")
        else {
            panic!("not info");
        };
        assert_eq!((i.multipv, i.pv.len()), (Some(2), 1));
        let EngineLine::Info(i) = parse_engine_line("info score mate -3 lowerbound depth 2") else {
            panic!("not info");
        };
        assert_eq!((i.score, i.depth), (Some(Score::Mate(-3)), Some(2)));
        let EngineLine::Info(i) = parse_engine_line("info string hello there") else {
            panic!("not info");
        };
        assert_eq!(i.text.as_deref(), Some("hello there"));
    }

    #[test]
    fn reads_bestmove_lines() {
        assert_eq!(
            parse_engine_line("bestmove 7g7f ponder 3c3d"),
            EngineLine::BestMove(BestMoveText::Move("7g7f".into()))
        );
        assert_eq!(
            parse_engine_line("bestmove resign"),
            EngineLine::BestMove(BestMoveText::Resign)
        );
        assert_eq!(
            parse_engine_line("bestmove win"),
            EngineLine::BestMove(BestMoveText::Win)
        );
        assert_eq!(
            parse_engine_line("bestmove"),
            EngineLine::BestMove(BestMoveText::Missing)
        );
        assert_eq!(
            parse_engine_line("id name Foo Bar"),
            EngineLine::IdName("Foo Bar".into())
        );
        assert_eq!(
            parse_engine_line("option name X type check"),
            EngineLine::Option("X".into())
        );
        assert_eq!(parse_engine_line("option name"), EngineLine::Other);
        assert_eq!(parse_engine_line("optional chatter"), EngineLine::Other);
    }
}
