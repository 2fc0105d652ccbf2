//! Plays the benchmark's corpus: the bot against itself at a small node
//! budget, one CSA file a game (`bench/db/make_corpus.sh` runs it).
//!
//! `corpus OUT_DIR GAMES [THREADS] [NODES] [SEED]`
//!
//! Games are numbered; a file already there is kept, so a stopped run
//! goes on where it stopped. A random opening of a few plies makes the
//! games differ; invented players, events and dates give the search's
//! filters something to select.

use shogi_core::Color;
use shogi_core::game::{Game, MoveLimit, Players};
use shogi_engine::bot::{
    Bot, BotAction, BotConfig, EvalChoice, GameHistory, Level, ResignPolicy, Rng, Score,
    SearchControl, SearchLimits,
};
use shogi_records::formats::files::encode_record;
use shogi_records::{FileKind, GameInfo, Timestamp, record_of};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// A game still going here is left unfinished (no result).
const MAX_PLIES: usize = 240;
/// Uniformly random plies before the bot plays: enough that the games
/// differ, few enough that the openings still share their first moves.
const RANDOM_PLIES: u64 = 4;
/// Games a folder: a folder of 100,000 entries is slow to list for any tool.
const PER_FOLDER: u64 = 1000;
/// Invented players: the games are the bot's, so no real player's name
/// is put on them.
const NAMES: [&str; 24] = [
    "Akane", "Daichi", "Emi", "Haruto", "Hina", "Itsuki", "Kaede", "Kaito", "Mei", "Minato",
    "Nanami", "Ren", "Riko", "Sora", "Takumi", "Tsubasa", "Yui", "Yuto", "Aoi", "Hinata", "Kanon",
    "Riku", "Saki", "Shun",
];
const EVENTS: [&str; 6] = ["Ryuo", "Meijin", "Oi", "Oza", "Kio", "Club"];

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let number = |i: usize, default: u64| -> Option<u64> {
        args.get(i).map_or(Some(default), |a| a.parse().ok())
    };
    let (Some(out), Some(games), Some(threads), Some(nodes), Some(seed)) = (
        args.first().map(PathBuf::from),
        number(1, 0),
        number(2, 1),
        number(3, 200),
        number(4, 1),
    ) else {
        eprintln!("usage: corpus OUT_DIR GAMES [THREADS] [NODES] [SEED]");
        return ExitCode::from(2);
    };
    let threads = threads.max(1);
    std::thread::scope(|s| {
        for t in 0..threads {
            let out = out.clone();
            s.spawn(move || {
                let mut player = SelfPlay::new(nodes);
                let mut n = t;
                while n < games {
                    if let Err(e) = player.write_game(&out, n, seed) {
                        eprintln!("game {n}: {e}");
                        return;
                    }
                    n += threads;
                }
            });
        }
    });
    ExitCode::SUCCESS
}

struct SelfPlay {
    bot: Bot,
    limits: SearchLimits,
    control: SearchControl,
}

impl SelfPlay {
    fn new(nodes: u64) -> SelfPlay {
        SelfPlay {
            bot: Bot::new(BotConfig {
                hash_mib: 1,
                // The hand-written terms: several times faster than the net, and
                // the corpus needs many games, not strong ones.
                eval: EvalChoice::Hand,
                resign: ResignPolicy::Never,
                move_limit: MoveLimit::Off,
                // Level 3: a two-ply search with a random margin and no mate
                // solver, which would cost more than the search itself.
                ..BotConfig::for_level(Level::new(3).unwrap_or(Level::MIN))
            }),
            limits: SearchLimits {
                nodes: Some(nodes),
                ..SearchLimits::default()
            },
            control: SearchControl::new(),
        }
    }

    fn write_game(&mut self, out: &Path, n: u64, seed: u64) -> std::io::Result<()> {
        let folder = out.join(format!("{:03}", n / PER_FOLDER));
        let path = folder.join(format!("{n:06}.csa"));
        if path.exists() {
            return Ok(());
        }
        std::fs::create_dir_all(&folder)?;
        let mut rng = Rng::new(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ n);
        let (game, info) = self.play(&mut rng);
        let record = record_of(&game, &info);
        let bytes = encode_record(&record, FileKind::Csa).map_err(std::io::Error::other)?;
        let part = folder.join(format!("{n:06}.part"));
        std::fs::write(&part, bytes)?;
        std::fs::rename(part, path)
    }

    fn play(&mut self, rng: &mut Rng) -> (Game, GameInfo) {
        fn pick(rng: &mut Rng, names: &[&'static str]) -> &'static str {
            names[rng.below(names.len() as u64) as usize]
        }
        let black = pick(rng, &NAMES);
        let white = pick(rng, &NAMES);
        let info = GameInfo {
            event: Some(pick(rng, &EVENTS).to_string()),
            started: Some(Timestamp {
                year: 2010 + rng.below(16) as u16,
                month: 1 + rng.below(12) as u8,
                day: 1 + rng.below(28) as u8,
                time: None,
            }),
            ..GameInfo::default()
        };
        let mut game = Game::even().with_players(Players::new(
            shogi_core::game::Player::human(black),
            shogi_core::game::Player::human(white),
        ));
        self.bot.new_game();
        for _ in 0..RANDOM_PLIES {
            let legal = game.position().legal_moves();
            if let Some(&mv) = legal.get(rng.below(legal.len() as u64) as usize) {
                let _ = game.play(mv);
            }
        }
        let mut lost_run = 0;
        while !game.is_over() && game.ply() < MAX_PLIES {
            let pos = game.position().clone();
            let history = GameHistory::of_game(&game);
            self.control.reset();
            let decision = self
                .bot
                .think(&pos, &history, &self.limits, &self.control, &mut |_| {});
            let mover: Color = pos.side_to_move();
            // Resigns once its searches have seen itself lost for a while,
            // as players do, so that most games have a winner.
            let lost = match decision.score {
                Score::Mate(n) => n <= 0,
                Score::Cp(cp) => cp < -2500,
            };
            lost_run = if lost { lost_run + 1 } else { 0 };
            if lost_run >= 3 {
                let _ = game.resign(mover);
                break;
            }
            let done = match decision.action {
                BotAction::Move(mv) => game.play(mv).is_err(),
                BotAction::DeclareWin => game.declare().is_err(),
                BotAction::Resign => game.resign(mover).is_err(),
            };
            if done {
                break;
            }
        }
        (game, info)
    }
}
