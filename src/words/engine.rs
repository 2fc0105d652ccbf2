//! The words for `shogi-engine`'s typed errors and outcomes.
//!
//! The engine's own `Display` is plain English for logs and tests; what
//! a player reads is here. What an engine or the system said (an exit
//! status, a line of its error output, an I/O error) is quoted as it came:
//! it has no other language.

use super::Said;
use crate::analysis::{AnalysisError, Lead, ResearchFailure, Standing};
use crate::bot::{BOT_PROGRAM, Level, LevelError};
use crate::computer::ComputerError;
use crate::i18n::rules::ShownIn;
use crate::kifu::escape_controls;
use crate::kifu::evaluation::{EvalScore, Evaluation};
use crate::mate::proof::{Unsound, WrongSolution};
use crate::series::runner::SeatError;
use crate::shogi::Color;
use crate::t;
use crate::usi::cmdline::CommandLineError;
use crate::usi::options::SetOptionError;
use crate::usi::program::ProgramError;
use crate::usi::{Crash, EngineError, Malformed, SpawnFailure};

impl Said for CommandLineError {
    fn said(&self) -> String {
        match self {
            CommandLineError::Empty => t!("files-command-empty"),
            CommandLineError::UnclosedQuote(q) => {
                t!("files-command-unclosed-quote", quote = q.to_string())
            }
            CommandLineError::TrailingBackslash => t!("files-command-trailing-backslash"),
        }
    }
}

impl Said for ProgramError {
    fn said(&self) -> String {
        match self {
            ProgramError::CommandLine(e) => e.said(),
            ProgramError::NotAt(path) => t!("files-program-not-at", path = path.as_str()),
            ProgramError::NotOnPath(program) => {
                t!("files-program-not-on-path", program = program.as_str())
            }
            ProgramError::NoCurrentFolder { program, why } => format!(
                "{program}: {}",
                t!("files-program-no-current-folder", why = why.as_str())
            ),
            // The system's words, after the program's name.
            ProgramError::Unusable { program, why } => format!("{program}: {why}"),
        }
    }
}

impl Said for SetOptionError {
    fn said(&self) -> String {
        let SetOptionError::Control { name } = self;
        t!(
            "files-engine-option-control",
            option = escape_controls(name).into_owned()
        )
    }
}

impl Said for SpawnFailure {
    fn said(&self) -> String {
        match self {
            SpawnFailure::Program(e) => e.said(),
            SpawnFailure::System(why) => why.clone(),
            SpawnFailure::NoPipes => t!("files-engine-no-pipes"),
        }
    }
}

impl Said for Crash {
    /// "it exited (exit status: 1); it said: …".
    fn said(&self) -> String {
        let mut what = match &self.status {
            Some(s) => t!("files-engine-exited", status = s.as_str()),
            None => t!("files-engine-closed-output"),
        };
        if !self.said.is_empty() {
            what.push_str(&t!("files-engine-it-said", said = self.said.join(" / ")));
        }
        what
    }
}

impl Said for Malformed {
    fn said(&self) -> String {
        match self {
            Malformed::NotAsked => t!("files-engine-no-move-asked"),
            Malformed::NoMove => t!("files-engine-bestmove-without-move"),
            Malformed::Unreadable(why) => (*why).to_string(),
        }
    }
}

impl Said for EngineError {
    fn said(&self) -> String {
        match self {
            EngineError::CommandLine(e) => e.said(),
            EngineError::Spawn { program, reason } => t!(
                "files-engine-spawn",
                program = program.as_str(),
                reason = reason.said()
            ),
            EngineError::Crashed(crash) => t!("files-engine-crashed", why = crash.said()),
            EngineError::Timeout { waiting_for, limit } => t!(
                "files-engine-timeout",
                waiting_for = waiting_for.as_str(),
                seconds = format!("{:.1}", limit.as_secs_f64())
            ),
            // The refusal stays the core's English, as the records keep it.
            EngineError::IllegalMove { mv, reason } => t!(
                "files-engine-illegal-move",
                mv = mv.to_string(),
                reason = reason.to_string()
            ),
            EngineError::MalformedMove { text, reason } => t!(
                "files-engine-malformed-move",
                text = text.as_str(),
                reason = reason.said()
            ),
            EngineError::Busy => t!("files-engine-busy"),
            EngineError::Option(e) => e.said(),
            EngineError::BadGame(e) => t!("files-engine-bad-game", why = e.to_string()),
        }
    }
}

/// Why the bot failed, without the "the bot failed" that heads it.
fn bot_trouble(e: &ComputerError) -> Option<String> {
    match e {
        ComputerError::BotFailed(why) => Some(why.clone()),
        ComputerError::BotNotStarted => Some(t!("files-bot-not-started")),
        ComputerError::BotNotRunning => Some(t!("files-bot-not-running")),
        ComputerError::BotStopped => Some(t!("files-bot-stopped")),
        _ => None,
    }
}

impl Said for ComputerError {
    fn said(&self) -> String {
        match self {
            ComputerError::Engine(e) => e.said(),
            ComputerError::NotAComputer => {
                t!("files-not-a-computer", player = t!("files-a-human"))
            }
            ComputerError::BadLevel(level) => t!("files-bad-bot-level", level = *level),
            ComputerError::BotFailed(_)
            | ComputerError::BotNotStarted
            | ComputerError::BotNotRunning
            | ComputerError::BotStopped => {
                t!(
                    "files-bot-failed",
                    why = bot_trouble(self).unwrap_or_default()
                )
            }
        }
    }
}

/// Why a computer crashed, as a match's standings say it after "… crashed:
/// ": an engine's death, or the bot's thread's trouble, without the words
/// that head them elsewhere.
pub fn crash_said(e: &ComputerError) -> String {
    match e {
        ComputerError::Engine(EngineError::Crashed(crash)) => crash.said(),
        other => bot_trouble(other).unwrap_or_else(|| other.said()),
    }
}

impl Said for Level {
    /// The level's name, e.g. "Beginner", 入門: `Level::name` stays
    /// English, as the command line takes it and records keep it.
    fn said(&self) -> String {
        crate::i18n::text(match self.number() {
            1 => "keys-level-beginner",
            2 => "keys-level-novice",
            3 => "keys-level-apprentice",
            4 => "keys-level-casual",
            5 => "keys-level-club",
            6 => "keys-level-expert",
            7 => "keys-level-master",
            _ => "keys-level-strongest",
        })
    }
}

/// `Level::player_name` as a player reads it, the level in the language
/// of the moment: "shogi-tui 入門".
pub fn bot_player_name(level: Level) -> String {
    format!("{BOT_PROGRAM} {}", level.said())
}

impl Said for LevelError {
    fn said(&self) -> String {
        t!("keys-level-unknown", level = self.0.as_str())
    }
}

impl Said for WrongSolution {
    fn said(&self) -> String {
        match self {
            WrongSolution::EvenPlies { plies } => t!("puzzles-solution-even", plies = *plies),
            WrongSolution::Illegal { number, mv, why } => t!(
                "puzzles-solution-illegal",
                number = *number,
                mv = mv.to_usi(),
                why = why.to_string()
            ),
            WrongSolution::NotACheck { number, mv } => t!(
                "puzzles-solution-not-a-check",
                number = *number,
                mv = mv.to_usi()
            ),
            WrongSolution::NoMateAtEnd => t!("puzzles-solution-no-mate-at-end"),
            WrongSolution::FirstEscapes { mv, escape } => t!(
                "puzzles-solution-first-escapes",
                mv = mv.to_usi(),
                escape = escape.to_usi()
            ),
            WrongSolution::FirstNoMate { mv } => {
                t!("puzzles-solution-first-no-mate", mv = mv.to_usi())
            }
        }
    }
}

impl Said for Unsound {
    fn said(&self) -> String {
        match self {
            Unsound::NoDefenderKing => t!("puzzles-unsound-no-king"),
            Unsound::AttackerInCheck => t!("puzzles-unsound-attacker-in-check"),
            Unsound::NoMate => t!("puzzles-unsound-no-mate"),
            Unsound::Undecided { nodes } => t!("puzzles-unsound-undecided", nodes = *nodes),
            Unsound::WrongSolution(why) => {
                t!("puzzles-unsound-wrong-solution", why = why.said())
            }
        }
    }
}

impl Said for AnalysisError {
    fn said(&self) -> String {
        match self {
            AnalysisError::NotAnEngine => t!("review-analysis-not-an-engine"),
            AnalysisError::Engine(e) => t!("review-analysis-engine-failed", why = e.said()),
            AnalysisError::NoThread(why) => t!(
                "review-analysis-engine-failed",
                why = t!("review-analysis-no-thread", why = why.as_str())
            ),
        }
    }
}

impl Said for ResearchFailure {
    fn said(&self) -> String {
        match self {
            ResearchFailure::NotAnEngine => t!("review-analysis-not-an-engine"),
            ResearchFailure::NoThread(why) => t!("review-research-no-thread", why = why.as_str()),
            ResearchFailure::CannotFollow(e) => {
                t!("review-research-cannot-follow", why = e.to_string())
            }
            ResearchFailure::Bot(why) => why.clone(),
            ResearchFailure::Engine(e) => t!("review-research-engine-failed", why = e.said()),
        }
    }
}

/// The name research shows for its engine: the one it was given or said,
/// or the built-in engine's (`None`).
pub fn research_engine_name(name: Option<&str>) -> String {
    name.map_or_else(|| t!("review-research-built-in"), str::to_string)
}

/// A standing in words: "equal", "Black slightly better", 先手優勢; the
/// sides as a handicap game's players call them when `handicap`.
pub fn standing_in_words(standing: Standing, handicap: bool) -> String {
    let Standing::Ahead(side, lead) = standing else {
        return t!("common-standing-even");
    };
    let side = side.shown_in(handicap);
    match lead {
        Lead::Slight => t!("common-standing-slight", side = side),
        Lead::Better => t!("common-standing-better", side = side),
        Lead::MuchBetter => t!("common-standing-much-better", side = side),
        Lead::Winning => t!("common-standing-winning", side = side),
    }
}

/// A score for a reader: `+47 (equal)`, `-650 (White much better)`,
/// `Black mates in 5` (Japanese `+47（互角）`, `先手の5手詰`).
pub fn score_in_words(score: EvalScore, handicap: bool) -> String {
    match score {
        EvalScore::Cp(n) => t!(
            "common-score",
            score = if n > 0 {
                format!("+{n}")
            } else {
                n.to_string()
            },
            standing = standing_in_words(Standing::of(score), handicap)
        ),
        EvalScore::Mate(n) => {
            let side = if n >= 0 { Color::Black } else { Color::White };
            t!(
                "common-score-mate",
                side = side.shown_in(handicap),
                moves = n.unsigned_abs()
            )
        }
    }
}

/// An evaluation's score in words, as `score_in_words` says it, except a
/// mate whose length is only its line's (`Evaluation::line_only`): that
/// is not said "mates in N", which a player reads as the true length.
pub fn eval_in_words(eval: &Evaluation, handicap: bool) -> String {
    match eval.score {
        EvalScore::Mate(n) if eval.line_only => {
            let side = if n >= 0 { Color::Black } else { Color::White };
            t!(
                "common-score-mate-line",
                side = side.shown_in(handicap),
                moves = n.unsigned_abs()
            )
        }
        score => score_in_words(score, handicap),
    }
}

impl Said for SeatError {
    fn said(&self) -> String {
        match self {
            SeatError::Computer(e) => e.said(),
            // A bug of the plan's, not the engine's: no player's words.
            SeatError::NoEntrant(i) => format!("no entrant {i}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, in_lang};
    use crate::shogi::Move;
    use EvalScore::{Cp, Mate};
    use std::time::Duration;

    fn usi(text: &str) -> Move {
        Move::from_usi(text).unwrap_or_else(|e| panic!("{text}: {e}"))
    }

    #[test]
    fn the_engine_s_values_are_worded_in_the_language_chosen() {
        let timeout = EngineError::Timeout {
            waiting_for: "usiok".into(),
            limit: Duration::from_millis(2500),
        };
        let crashed = ComputerError::Engine(EngineError::Crashed(Crash {
            status: Some("exit status: 3".into()),
            said: vec!["no eval file".into(), "bye".into()],
        }));
        let wrong = Unsound::WrongSolution(WrongSolution::FirstEscapes {
            mv: usi("2b2a"),
            escape: usi("1a2a"),
        });
        let level: Level = "beginner".parse().unwrap_or_else(|e| panic!("{e}"));
        in_lang(Lang::En, || {
            assert_eq!(
                timeout.said(),
                "engine stopped answering: no reply to 'usiok' within 2.5 s"
            );
            assert_eq!(
                crashed.said(),
                "engine crashed: it exited (exit status: 3); it said: no eval file / bye"
            );
            assert_eq!(
                ComputerError::BotStopped.said(),
                "the bot failed: its thread has stopped"
            );
            assert_eq!(
                ComputerError::NotAComputer.said(),
                "a human is not a computer player"
            );
            assert_eq!(
                wrong.said(),
                "the solution is wrong: the first move 2b2a does not mate: 1a2a escapes"
            );
            assert_eq!(level.said(), "Beginner");
            assert_eq!(research_engine_name(None), "built-in engine");
        });
        in_lang(Lang::Ja, || {
            assert_eq!(
                timeout.said(),
                "エンジンが応答しません：'usiok' に 2.5 秒以内の返事がありません"
            );
            assert_eq!(
                crashed.said(),
                "エンジンが異常終了しました：終了しました（exit status: 3）。エンジンの出力：no eval file / bye"
            );
            assert_eq!(
                ComputerError::BotStopped.said(),
                "ボットが失敗しました：スレッドが止まりました"
            );
            assert_eq!(
                ComputerError::NotAComputer.said(),
                "人間はコンピュータの対局者ではありません"
            );
            assert_eq!(
                wrong.said(),
                "解答が誤っています：初手2b2aでは詰みません：1a2aで逃れます"
            );
            assert_eq!(level.said(), "入門");
            assert_eq!(bot_player_name(level), "shogi-tui 入門");
            assert_eq!(research_engine_name(None), "内蔵");
            assert_eq!(research_engine_name(Some("YaneuraOu")), "YaneuraOu");
        });
    }

    #[test]
    fn the_engine_s_own_words_stay_english_whatever_the_language() {
        // The crates' `Display` is for logs and tests: a player is told
        // through `said`.
        let e = ComputerError::BadLevel(9);
        let english = in_lang(Lang::En, || e.said());
        in_lang(Lang::Ja, || {
            assert_eq!(e.to_string(), english);
            assert_ne!(e.said(), english);
        });
    }

    #[test]
    fn a_match_s_crash_is_its_cause_alone() {
        let bot = ComputerError::BotNotRunning;
        in_lang(Lang::En, || {
            assert_eq!(crash_said(&bot), "its thread is not running");
        });
        in_lang(Lang::Ja, || {
            assert_ne!(crash_said(&bot), "its thread is not running");
            assert!(!crash_said(&bot).contains("ボットが失敗"));
        });
    }

    #[test]
    fn the_words_name_the_side_as_the_game_s_players_do() {
        let words = |score, handicap| score_in_words(score, handicap);
        in_lang(Lang::En, || {
            assert_eq!(words(Cp(47), false), "+47 (equal)");
            assert_eq!(words(Cp(0), false), "0 (equal)");
            assert_eq!(words(Cp(-250), false), "-250 (White slightly better)");
            assert_eq!(words(Cp(450), false), "+450 (Black better)");
            assert_eq!(words(Cp(-700), true), "-700 (White much better)");
            assert_eq!(words(Cp(1500), false), "+1500 (Black winning)");
            assert_eq!(words(Mate(-3), false), "White mates in 3");
        });
        in_lang(Lang::Ja, || {
            assert_eq!(words(Cp(19), false), "+19（互角）");
            assert_eq!(words(Cp(-250), false), "-250（後手やや有利）");
            assert_eq!(words(Cp(450), false), "+450（先手有利）");
            assert_eq!(words(Cp(-700), true), "-700（上手優勢）");
            assert_eq!(words(Cp(2000), true), "+2000（下手勝勢）");
            assert_eq!(words(Mate(5), false), "先手の5手詰");
        });
    }

    #[test]
    fn a_mate_only_as_long_as_its_line_is_not_said_mates_in_n() {
        let eval = |score, line_only| Evaluation {
            score,
            pv: Vec::new(),
            line_only,
        };
        in_lang(Lang::En, || {
            assert_eq!(
                eval_in_words(&eval(Mate(-45), false), false),
                "White mates in 45"
            );
            assert_eq!(
                eval_in_words(&eval(Mate(-45), true), false),
                "White mates (a line of 45 plies, not proven shortest or longest)"
            );
            assert_eq!(eval_in_words(&eval(Cp(47), true), false), "+47 (equal)");
        });
        in_lang(Lang::Ja, || {
            assert_eq!(
                eval_in_words(&eval(Mate(45), true), false),
                "先手の詰み（45手の手順。最短・最長は未証明）"
            );
        });
    }
}
