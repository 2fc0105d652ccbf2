//! `shogi-tui train --data FILE... --out WEIGHTS [--force] [--from WEIGHTS] [options]`
//!
//! Trains the learned evaluation (issue 23) on data files from
//! `shogi-tui datagen`, holding out whole games for validation, and writes
//! the integer weights and a training card beside them (`X.bin` →
//! `X.card.md`): the data, the sizes, the options, each epoch's losses,
//! and how well the net and the hand-written evaluation agree with the
//! search scores on the held-out games. A tool for the developers: it
//! runs for minutes to hours, and no test or CI step runs it in full.

use super::{Failure, decimal_number, whole_number};
use crate::bot::{MAX_THREADS, evaluate};
use crate::kifu::Output;
use crate::learn::net::train::data::{Loaded, Recipe, correlation, load};
use crate::learn::net::train::model::Model;
use crate::learn::net::train::trainer::{Options, Training, mean_loss, sigmoid, train};
use crate::nnue::Network;
use crate::nnue::network::CP_PER_UNIT;
use crate::nnue::weights::{self, WeightsFileError};
use crate::words::Said;
use clap::Args;
use std::fmt::Write as _;
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

const COMMAND: &str = "train";

#[derive(Args, Debug)]
pub struct TrainArgs {
    /// Data files from `shogi-tui datagen`, read in order.
    #[arg(long, value_name = "FILE", required = true, num_args = 1..)]
    pub data: Vec<PathBuf>,
    /// Where the weights go (the card goes beside them, as .card.md).
    #[arg(long, value_name = "FILE", required_unless_present = "judge")]
    pub out: Option<PathBuf>,
    /// Start from these weights instead of random ones.
    #[arg(long, value_name = "FILE")]
    pub from: Option<PathBuf>,
    /// Replace the --out weights and their card if they exist.
    #[arg(long)]
    pub force: bool,
    /// Only judge the --from weights on the held-out games (the card's
    /// last line), training and writing nothing: to compare nets on the
    /// same games.
    #[arg(long, requires = "from")]
    pub judge: bool,
    /// Passes over the data. Three by default: trained on for longer,
    /// the held-out loss went on falling while play got worse (kr8: epoch
    /// 9's net lost to epoch 3's by 67 Elo in 300 games).
    #[arg(long, value_name = "N", default_value_t = 3,
          value_parser = whole_number::<u32>(1, 10_000), allow_hyphen_values = true)]
    pub epochs: u32,
    /// Positions per optimiser step.
    #[arg(long, value_name = "N", default_value_t = 8192,
          value_parser = whole_number::<usize>(1, 1 << 20), allow_hyphen_values = true)]
    pub batch: usize,
    /// Adam's step size.
    #[arg(long, value_name = "R", default_value_t = 1e-3,
          value_parser = decimal_number(1e-7, 1.0), allow_hyphen_values = true)]
    pub rate: f64,
    /// The rate is multiplied by this after each epoch.
    #[arg(long, value_name = "D", default_value_t = 0.85,
          value_parser = decimal_number(0.0, 1.0), allow_hyphen_values = true)]
    pub decay: f64,
    /// AdamW weight decay: each step shrinks every weight by rate × D of
    /// itself, towards "the hand-written score is right" (0: none).
    #[arg(long, value_name = "D", default_value_t = 0.0,
          value_parser = decimal_number(0.0, 1000.0), allow_hyphen_values = true)]
    pub weight_decay: f64,
    /// The weight decay pulls towards the --from weights instead of
    /// towards zero (a fine-tune then keeps what the data does not
    /// contradict).
    #[arg(long, requires = "from")]
    pub decay_to_start: bool,
    /// Take each step's gradient at the weights rounded as the integer
    /// net holds them, and judge the epochs by the rounded weights (a
    /// fine-tune's small steps are otherwise lost to the rounding).
    #[arg(long)]
    pub integer_aware: bool,
    /// Train on the positions as played only, not also on their mirror
    /// images (files 1–9 swapped; the rules have no left or right).
    #[arg(long)]
    pub no_mirror: bool,
    /// Share of each target from the search score (the rest from the
    /// game's result).
    #[arg(long, value_name = "L", default_value_t = 0.75,
          value_parser = decimal_number(0.0, 1.0), allow_hyphen_values = true)]
    pub lambda: f64,
    /// Every N-th game is held out for validation.
    #[arg(long, value_name = "N", default_value_t = 20,
          value_parser = whole_number::<u64>(2, 1_000_000), allow_hyphen_values = true)]
    pub valid_every: u64,
    #[arg(long, value_name = "T", default_value_t = 2,
          value_parser = whole_number::<usize>(1, MAX_THREADS as u64), allow_hyphen_values = true)]
    pub threads: usize,
    #[arg(long, value_name = "S", default_value_t = 1,
          value_parser = whole_number::<u64>(0, u64::MAX), allow_hyphen_values = true)]
    pub seed: u64,
    /// What labelled the data, for the card (e.g. "our bot, 3000 nodes").
    #[arg(long, value_name = "TEXT", default_value = "not stated")]
    pub teacher: String,
    /// The commit of the tools, for the card (e.g. `git rev-parse --short HEAD`).
    #[arg(long, value_name = "ID", default_value = "not stated")]
    pub commit: String,
}

pub fn run(args: &TrainArgs) -> ExitCode {
    match run_training(args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(f) => f.report(COMMAND),
    }
}

fn say(line: &str) {
    let _ = writeln!(std::io::stderr().lock(), "{line}");
}

fn run_training(args: &TrainArgs) -> Result<(), Failure> {
    let paths: Vec<&Path> = args.data.iter().map(PathBuf::as_path).collect();
    let inputs: Vec<&Path> = paths.iter().copied().chain(args.from.as_deref()).collect();
    // Both outputs are checked before hours of training, not after.
    let card_path = args.out.as_ref().map(|out| out.with_extension("card.md"));
    let outputs: Vec<Output> = [args.out.as_deref(), card_path.as_deref()]
        .into_iter()
        .flatten()
        .filter(|_| !args.judge)
        .map(|path| Output::new(path, args.force))
        .collect();
    for output in &outputs {
        output.check(&inputs).map_err(|e| Failure::of_record(&e))?;
    }
    let from = match &args.from {
        Some(path) => Some(weights::read_file(path).map_err(|e| weights_failure(&e))?),
        None => None,
    };
    let recipe = Recipe {
        lambda: args.lambda as f32,
        valid_every: args.valid_every,
        mirror: !args.no_mirror,
    };
    say("reading the data…");
    let loaded = load(&paths, recipe).map_err(|e| {
        if e.is_bad_input() {
            Failure::BadInput(e.said())
        } else {
            Failure::Io(e.said())
        }
    })?;
    if loaded.train.is_empty() || loaded.valid.is_empty() {
        return Err(Failure::BadInput(format!(
            "too little data: {} training and {} held-out positions from {} games",
            loaded.train.len(),
            loaded.valid.len(),
            loaded.games
        )));
    }
    say(&format!(
        "{} games: {} positions to train on, {} held out, {} bad records skipped",
        loaded.games,
        loaded.train.len(),
        loaded.valid.len(),
        loaded.bad
    ));
    let options = Options {
        epochs: args.epochs,
        batch: args.batch,
        rate: args.rate as f32,
        decay: args.decay as f32,
        weight_decay: args.weight_decay as f32,
        decay_to_start: args.decay_to_start,
        integer_aware: args.integer_aware,
        threads: args.threads,
        seed: args.seed,
    };
    if let (true, Some(net)) = (args.judge, &from) {
        say(&judge(net, &loaded).summary());
        return Ok(());
    }
    let [weights_out, card_out] = outputs.as_slice() else {
        return Err(Failure::BadInput(crate::t!("cli-train-needs-out")));
    };
    let out = weights_out.path;
    let mut model = from
        .as_ref()
        .map_or_else(|| Model::new(args.seed), Model::from_network);
    say(&format!(
        "held-out loss before: {:.6}",
        mean_loss(&model, &loaded.valid, args.threads)
    ));
    let run = train(&mut model, &loaded.train, &loaded.valid, &options, |e| {
        say(&format!(
            "epoch {:>3}: train {:.6}, held out {:.6}, rate {:.2e}",
            e.number, e.train_loss, e.valid_loss, e.rate
        ));
    });
    say(&kept(&run));
    let net = model.quantize();
    let judged = judge(&net, &loaded);
    say(&judged.summary());
    let bytes = weights::to_bytes(&net);
    weights_out
        .write(&bytes)
        .map_err(|e| Failure::of_record(&e))?;
    let card = card(args, out, &loaded, &run, &judged, bytes.len());
    card_out
        .write(card.as_bytes())
        .map_err(|e| Failure::of_record(&e))?;
    say(&format!(
        "wrote {} ({} bytes) and {}",
        out.display(),
        bytes.len(),
        card_out.path.display()
    ));
    Ok(())
}

/// The failure of reading `--from`: a file that cannot be weights is the
/// request's fault (status 2), a read that failed is not (status 1).
fn weights_failure(e: &WeightsFileError) -> Failure {
    match e {
        WeightsFileError::Read(e) => Failure::of_record(e),
        WeightsFileError::Refused { .. } => Failure::BadInput(e.to_string()),
    }
}

/// How the integer net and the hand-written evaluation agree with the
/// search scores of the held-out positions.
struct Judged {
    int_loss: f64,
    /// The loss the hand-written evaluation would have, read as the net's
    /// output is: the bar the net must clear.
    hand_loss: f64,
    net_vs_search: f64,
    hand_vs_search: f64,
    positions: usize,
}

impl Judged {
    fn summary(&self) -> String {
        format!(
            "held out, {} positions: integer net loss {:.6} (hand-written evaluation {:.6}); correlation with the search scores: net {:.3}, hand-written evaluation {:.3}",
            self.positions, self.int_loss, self.hand_loss, self.net_vs_search, self.hand_vs_search
        )
    }
}

fn judge(net: &Network, loaded: &Loaded) -> Judged {
    let mut net_cp = Vec::new();
    let mut hand_cp = Vec::new();
    let mut search = Vec::new();
    let (mut loss, mut hand_loss) = (0.0, 0.0);
    let squared = |cp: i32, target: f32| {
        let p = sigmoid(cp as f32 / CP_PER_UNIT as f32);
        f64::from((p - target) * (p - target))
    };
    for ((pos, score), example) in loaded.valid_positions.iter().zip(&loaded.valid) {
        let hand = evaluate(pos);
        let cp = hand + net.evaluate_position(pos);
        loss += squared(cp, example.target);
        hand_loss += squared(hand, example.target);
        net_cp.push(f64::from(cp));
        hand_cp.push(f64::from(hand));
        search.push(f64::from(*score));
    }
    let n = loaded.valid.len().max(1) as f64;
    Judged {
        int_loss: loss / n,
        hand_loss: hand_loss / n,
        net_vs_search: correlation(&net_cp, &search),
        hand_vs_search: correlation(&hand_cp, &search),
        positions: search.len(),
    }
}

fn card(
    args: &TrainArgs,
    out: &Path,
    loaded: &Loaded,
    run: &Training,
    judged: &Judged,
    size: usize,
) -> String {
    let mut c = String::new();
    let files: Vec<String> = args.data.iter().map(|p| p.display().to_string()).collect();
    let _ = writeln!(c, "# Training card: {}\n", out.display());
    let _ = writeln!(c, "- Architecture: {}", weights::architecture());
    let _ = writeln!(
        c,
        "- Weights: {size} bytes, FNV-1a hash checked at start-up"
    );
    let _ = writeln!(
        c,
        "- Tools: shogi-tui {} at commit {}",
        env!("CARGO_PKG_VERSION"),
        args.commit
    );
    let _ = writeln!(
        c,
        "- Labels: {} (search scores), blended with game results at lambda {}",
        args.teacher, args.lambda
    );
    let _ = writeln!(c, "- Data: {} (not committed)", files.join(", "));
    let _ = writeln!(
        c,
        "- Games: {}; positions: {} trained on, {} held out (every {}th game); bad records skipped: {}",
        loaded.games,
        loaded.train.len(),
        loaded.valid.len(),
        args.valid_every,
        loaded.bad
    );
    let _ = writeln!(
        c,
        "- Started from: {}",
        args.from
            .as_ref()
            .map_or("random weights".to_string(), |p| p.display().to_string())
    );
    let _ = writeln!(
        c,
        "- Options: {} epochs, batch {}, Adam rate {} × {} per epoch, weight decay {} towards {}, {}, mirror images {}, seed {}\n",
        args.epochs,
        args.batch,
        args.rate,
        args.decay,
        args.weight_decay,
        if args.decay_to_start {
            "the weights it started from"
        } else {
            "zero"
        },
        if args.integer_aware {
            "gradients and held-out losses at the weights rounded to integers"
        } else {
            "float weights rounded at the end"
        },
        if args.no_mirror {
            "not used"
        } else {
            "trained on too"
        },
        args.seed
    );
    let _ = writeln!(c, "| epoch | train loss | held-out loss | rate |");
    let _ = writeln!(c, "|---|---|---|---|");
    let _ = writeln!(c, "| start | | {:.6} | |", run.before);
    for e in &run.epochs {
        let _ = writeln!(
            c,
            "| {} | {:.6} | {:.6} | {:.2e} |",
            e.number, e.train_loss, e.valid_loss, e.rate
        );
    }
    let _ = writeln!(c, "\n{}.", kept(run));
    let _ = writeln!(c, "\nHeld-out games: {}.", judged.summary());
    c
}

/// Which model the run left, and why.
fn kept(run: &Training) -> String {
    match run.kept {
        Some(n) if run.epochs.len() == n as usize => format!("kept the last epoch's model ({n})"),
        Some(n) => format!("kept epoch {n}'s model, the lowest held-out loss"),
        None => "kept the model it started from: no epoch lowered the held-out loss".into(),
    }
}
