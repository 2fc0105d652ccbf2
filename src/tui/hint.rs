//! The hint key's search: the built-in bot at full strength, asked for a
//! short look at the position a person is to move in.
//!
//! Like the game's own computers, it is run by the game's session (held by
//! `computers::Computers`) and never on the UI thread: the game page only
//! says which position it wants a hint for (`GameScreen::wanted_hint`)
//! and hears the answer (`GameScreen::on_hint`). A search about a position
//! the game has left is stopped, and its late answer is ignored.

use crate::analysis::black_view;
use crate::bot::{
    Bot, BotAction, BotConfig, Decision, GameHistory, Level, ResignPolicy, SearchControl,
    SearchLimits,
};
use crate::game::Game;
use crate::kifu::evaluation::Evaluation;
use crate::shogi::{Color, Move};
use crate::tui::job::{Job, JobFailed, JobSlot};
use std::sync::Arc;
use std::time::Duration;

/// How long the bot looks for a hint: short enough to wait for, long
/// enough for the full-strength bot to see a few moves deep.
pub const HINT_TIME: Duration = Duration::from_secs(1);

/// The transposition table of the hint's bot, in MiB: a one-second search
/// fills little of it, and the game's own bot may be running beside it.
const HINT_HASH_MIB: usize = 16;

/// The position a hint is about: the game after `ply` moves, with this key
/// (an undo and a different move can come back to the same ply).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HintAbout {
    pub ply: usize,
    pub key: u64,
    /// Who is to move there: the side the search's score is for.
    pub side: Color,
}

impl HintAbout {
    /// The game as it stands.
    pub fn of(game: &Game) -> HintAbout {
        HintAbout {
            ply: game.ply(),
            key: game.position().key(),
            side: game.position().side_to_move(),
        }
    }
}

/// What the bot suggests.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Suggestion {
    Move(Move),
    /// Declaring an impasse wins (`D`).
    Declare,
}

/// The answer to a hint asked for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HintNews {
    /// The move, and the evaluation of the position with it (Black's point
    /// of view; its `pv` left empty), said in the words review and
    /// analysis use; a mate only as long as the solver's line is said so.
    Found(Suggestion, Evaluation),
    /// The search failed (a bug in the bot); the player is told so.
    Failed(String),
}

/// The hint's bot, made on the first hint of a game and handed to each
/// search in turn, so that it keeps its tables between hints.
pub struct Hinter {
    /// The bot between searches; a search under way holds it.
    bot: Option<Bot>,
    /// The search under way, about the position it is about.
    running: JobSlot<HintAbout, (Bot, Decision)>,
    time: Duration,
}

impl std::fmt::Debug for Hinter {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Hinter")
            .field("started", &self.bot.is_some())
            .field("running", &self.running.about())
            .finish_non_exhaustive()
    }
}

impl Default for Hinter {
    fn default() -> Hinter {
        Hinter::new(HINT_TIME)
    }
}

impl Hinter {
    /// A hinter that thinks `time` per hint; no thread starts before the
    /// first hint is wanted.
    pub fn new(time: Duration) -> Hinter {
        Hinter {
            bot: None,
            running: JobSlot::new(),
            time,
        }
    }

    /// Whether a hint search runs: the event loop must tick to collect it.
    pub fn busy(&self) -> bool {
        self.running.busy()
    }

    /// Brings the search in line with the hint the page `wanted` for
    /// `game` (`None`: no hint wanted): a search about another position is
    /// stopped, a wanted one started. With `poll`, first collects a
    /// finished search's answer, returned with the position it is about.
    pub fn run(
        &mut self,
        game: &Game,
        wanted: Option<HintAbout>,
        poll: bool,
    ) -> Option<(HintAbout, HintNews)> {
        let news = if poll { self.poll() } else { None };
        if self
            .running
            .about()
            .is_some_and(|&about| Some(about) != wanted)
        {
            self.running.cancel();
        }
        if let Some(about) = wanted
            && !self.running.busy()
            && news.as_ref().is_none_or(|(done, _)| *done != about)
            && about == HintAbout::of(game)
        {
            self.start(game, about);
        }
        news
    }

    /// Starts a search about `about` on a thread of its own.
    fn start(&mut self, game: &Game, about: HintAbout) {
        let mut bot = self.bot.take().unwrap_or_else(|| {
            Bot::new(BotConfig {
                hash_mib: HINT_HASH_MIB,
                impasse_rule: game.rules(),
                move_limit: game.move_limit(),
                // A hint is a move to play, never a resignation.
                resign: ResignPolicy::Never,
                threads: crate::bot::all_cores(),
                ..BotConfig::for_level(Level::MAX)
            })
        });
        let limits = SearchLimits::move_time(self.time);
        let history = GameHistory::of_game(game);
        let position = game.position().clone();
        let control = Arc::new(SearchControl::new());
        let searching = Arc::clone(&control);
        let job = Job::spawn(
            "shogi-hint",
            move || control.stop(),
            move || {
                let decision = bot.think(&position, &history, &limits, &searching, &mut |_| {});
                (bot, decision)
            },
        );
        self.running.start(about, job);
    }

    /// The running search's answer, if it came.
    fn poll(&mut self) -> Option<(HintAbout, HintNews)> {
        let (about, answer) = self.running.poll()?;
        let news = match answer {
            Ok((bot, decision)) => {
                self.bot = Some(bot);
                let score = Evaluation {
                    score: black_view(decision.score, about.side),
                    pv: Vec::new(),
                    line_only: decision.line_only,
                };
                match decision.action {
                    BotAction::Move(mv) => HintNews::Found(Suggestion::Move(mv), score),
                    BotAction::DeclareWin => HintNews::Found(Suggestion::Declare, score),
                    // Never asked to resign; a lost position still has moves.
                    BotAction::Resign => match decision.pv.first() {
                        Some(&mv) => HintNews::Found(Suggestion::Move(mv), score),
                        None => HintNews::Failed(crate::t!("game-hint-no-move")),
                    },
                }
            }
            Err(JobFailed::NotStarted) => HintNews::Failed(crate::t!("game-hint-bot-not-started")),
            Err(JobFailed::Panicked) => HintNews::Failed(crate::t!("game-hint-bot-stopped")),
        };
        Some((about, news))
    }
}
