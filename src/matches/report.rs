//! What `match` says: a line per finished game, the table at the end, and
//! the JSON object of `--json`.

use super::store::{GameEntry, SeriesFile};
use crate::series::runner::Entrant;
use crate::series::{Estimate, Outcome, Sprt, SprtState, Tally, estimate};
use crate::t;
use serde_json::{Value, json};
use std::collections::BTreeMap;

/// The finished games, counted pairing by pairing.
pub struct Standings {
    names: Vec<String>,
    games: Vec<GameEntry>,
}

impl Standings {
    pub fn new(entrants: &[Entrant]) -> Standings {
        Standings {
            names: entrants.iter().map(|e| e.name.clone()).collect(),
            games: Vec::new(),
        }
    }

    pub fn add(&mut self, g: &GameEntry) {
        self.games.push(g.clone());
    }

    /// Every pairing with its tally from the first engine's side, in the
    /// order of the entrants. Both games of a round count as a pair once
    /// both are in; a lone game counts as a game.
    pub fn pairings(&self) -> Vec<(String, String, Tally)> {
        let mut out = Vec::new();
        for (i, a) in self.names.iter().enumerate() {
            for b in &self.names[i + 1..] {
                let mut rounds: BTreeMap<usize, Vec<Outcome>> = BTreeMap::new();
                for g in self
                    .games
                    .iter()
                    .filter(|g| &g.first == a && &g.second == b)
                {
                    let outcome = match g.points_of(a) {
                        Some(2) => Outcome::Win,
                        Some(1) => Outcome::Draw,
                        _ => Outcome::Loss,
                    };
                    rounds.entry(g.round).or_default().push(outcome);
                }
                let mut t = Tally::default();
                for outcomes in rounds.values() {
                    match outcomes.as_slice() {
                        [x, y] => t.add_pair(*x, *y),
                        other => other.iter().for_each(|o| t.add_game(*o)),
                    }
                }
                out.push((a.clone(), b.clone(), t));
            }
        }
        out
    }

    /// The tally of the first two engines, which an SPRT judges.
    pub fn first_pairing(&self) -> Tally {
        self.pairings().first().map(|p| p.2).unwrap_or_default()
    }

    /// Each engine's own score over all its games: (name, points in
    /// halves, games).
    fn totals(&self) -> Vec<(String, u32, u32)> {
        self.names
            .iter()
            .map(|n| {
                let (mut points, mut games) = (0, 0);
                for g in &self.games {
                    if let Some(p) = g.points_of(n) {
                        points += u32::from(p);
                        games += 1;
                    }
                }
                (n.clone(), points, games)
            })
            .collect()
    }
}

/// An Elo figure with its sign, "+inf" where the score is all or nothing.
pub fn signed(x: f64) -> String {
    if x.is_infinite() {
        if x > 0.0 {
            "+inf".into()
        } else {
            "-inf".into()
        }
    } else {
        // Plus or minus nothing is "+0.0", not "-0.0".
        format!("{:+.1}", x + 0.0)
    }
}

fn error(x: f64) -> String {
    if x.is_finite() {
        format!("{x:.1}")
    } else {
        "inf".into()
    }
}

fn finite(x: f64) -> Value {
    if x.is_finite() {
        json!((x * 10.0).round() / 10.0)
    } else {
        Value::Null
    }
}

/// "Elo +45.2 ± 60.1, LOS 93.1%".
fn elo_words(e: &Estimate) -> String {
    t!(
        "series-match-elo",
        elo = signed(e.elo),
        error = error(e.error),
        los = format!("{:.1}", e.los * 100.0)
    )
}

/// The line said when a game ends: who won and how, then the running
/// score of the game's pairing.
/// `sentence` is the game's end as the rules say it, where it has one.
pub fn game_line(
    g: &GameEntry,
    sentence: Option<&str>,
    n: usize,
    total: usize,
    s: &Standings,
) -> String {
    let result = match (&g.fault, sentence) {
        (Some(fault), _) => fault.clone(),
        (None, Some(said)) => t!("series-match-ended", said = said, plies = g.plies),
        (None, None) => g.reason.clone(),
    };
    let mut line = t!(
        "series-match-game",
        n = n,
        total = total,
        black = g.black.as_str(),
        white = g.white.as_str(),
        result = result
    );
    if let Some((a, b, t)) = s
        .pairings()
        .into_iter()
        .find(|p| p.0 == g.first && p.1 == g.second)
    {
        line.push_str(" — ");
        line.push_str(&score_words(&a, &b, &t));
    }
    line
}

/// The standings for the watch's side pane, narrow: a pairing's score
/// on one line and its Elo on the next; the SPRT's ratio last.
pub fn pane_lines(s: &Standings, state: Option<&SprtState>) -> Vec<String> {
    let mut lines = Vec::new();
    for (a, b, t) in s.pairings() {
        lines.push(t!(
            "series-match-score",
            a = a.as_str(),
            b = b.as_str(),
            wins = t.wins,
            losses = t.losses,
            draws = t.draws,
            percent = format!("{:.1}", t.score().unwrap_or(0.5) * 100.0)
        ));
        if let Some(e) = estimate(&t) {
            lines.push(format!("  {}", elo_words(&e)));
        }
    }
    if let Some(state) = state {
        lines.push(t!(
            "series-watch-sprt",
            llr = format!("{:.2}", state.llr),
            lower = format!("{:.2}", state.lower),
            upper = format!("{:.2}", state.upper)
        ));
    }
    lines
}

/// A finished game in a few words, for the watch: "3 ▲A △B: White wins
/// by checkmate".
pub fn short_line(g: &GameEntry, sentence: Option<&str>) -> String {
    let result = match (&g.fault, sentence) {
        (Some(fault), _) => fault.clone(),
        (None, Some(said)) => said.to_string(),
        (None, None) => g.reason.clone(),
    };
    format!("{} ▲{} △{}: {result}", g.number + 1, g.black, g.white)
}

/// "A 7-4-1 B (62.5%), Elo +89.0 ± 120.3, LOS 97.1%".
fn score_words(a: &str, b: &str, t: &Tally) -> String {
    let mut words = t!(
        "series-match-score",
        a = a,
        b = b,
        wins = t.wins,
        losses = t.losses,
        draws = t.draws,
        percent = format!("{:.1}", t.score().unwrap_or(0.5) * 100.0)
    );
    if let Some(e) = estimate(t) {
        words = t!("series-match-with-elo", score = words, elo = elo_words(&e));
    }
    words
}

fn sprt_words(state: &SprtState, sprt: &Sprt) -> String {
    let verdict = match state.result {
        Some(h) => t!("series-match-sprt-accepted", hypothesis = h.name()),
        None => t!("series-match-sprt-open"),
    };
    t!(
        "series-match-sprt",
        elo0 = sprt.elo0.to_string(),
        elo1 = sprt.elo1.to_string(),
        alpha = sprt.alpha.to_string(),
        beta = sprt.beta.to_string(),
        llr = format!("{:.2}", state.llr),
        lower = format!("{:.2}", state.lower),
        upper = format!("{:.2}", state.upper),
        verdict = verdict
    )
}

/// The table printed when the series ends.
pub fn table(
    s: &Standings,
    state: Option<&SprtState>,
    sprt: Option<&Sprt>,
    played: usize,
    total: usize,
) -> String {
    let mut out = t!("series-match-played", played = played, total = total);
    for (a, b, t) in s.pairings() {
        out.push('\n');
        out.push_str(&score_words(&a, &b, &t));
        let units = if t.pairs.iter().sum::<u32>() > 0 {
            format!(
                " [{}]",
                t.pairs
                    .iter()
                    .map(u32::to_string)
                    .collect::<Vec<_>>()
                    .join(", ")
            )
        } else {
            String::new()
        };
        if !units.is_empty() {
            out.push_str(&t!("series-match-pairs", counts = units.trim().to_string()));
        }
    }
    let totals = s.totals();
    if totals.len() > 2 {
        out.push('\n');
        out.push_str(&t!("series-match-totals"));
        for (name, points, games) in totals {
            out.push_str(&format!("\n  {name}: {} / {games}", format_points(points)));
        }
    }
    if let (Some(state), Some(sprt)) = (state, sprt) {
        out.push('\n');
        out.push_str(&sprt_words(state, sprt));
    }
    out
}

/// Points from halves: "7", "7.5".
fn format_points(halves: u32) -> String {
    if halves.is_multiple_of(2) {
        (halves / 2).to_string()
    } else {
        format!("{}.5", halves / 2)
    }
}

/// The `--json` object.
pub fn json(
    file: &SeriesFile,
    s: &Standings,
    state: Option<&SprtState>,
    sprt: Option<&Sprt>,
) -> String {
    let pairs: Vec<Value> = s
        .pairings()
        .into_iter()
        .map(|(a, b, t)| {
            let e = estimate(&t);
            json!({
                "a": a,
                "b": b,
                "wins_a": t.wins,
                "wins_b": t.losses,
                "draws": t.draws,
                "pentanomial": t.pairs,
                "elo": e.map_or(Value::Null, |e| finite(e.elo)),
                "elo_error": e.map_or(Value::Null, |e| finite(e.error)),
                "los": e.map_or(Value::Null, |e| json!((e.los * 1000.0).round() / 1000.0)),
            })
        })
        .collect();
    let sprt = match (state, sprt) {
        (Some(state), Some(_)) => json!({
            "result": state.result.map(|h| h.name()),
            "llr": (state.llr * 1000.0).round() / 1000.0,
            "bounds": [(state.lower * 1000.0).round() / 1000.0, (state.upper * 1000.0).round() / 1000.0],
        }),
        _ => Value::Null,
    };
    let records: Vec<Value> = file
        .games
        .iter()
        .map(|g| {
            json!({
                "number": g.number + 1,
                "black": g.black,
                "white": g.white,
                "winner": g.winner,
                "reason": g.reason,
                "fault": g.fault,
                "plies": g.plies,
                "record": g.record,
                "longest_ms": g.longest_ms,
            })
        })
        .collect();
    let engines: Vec<Value> = file
        .settings
        .engines
        .iter()
        .map(|e| json!({"name": e.name, "player": e.player}))
        .collect();
    json!({
        "games": file.games.len(),
        "engines": engines,
        "pace": file.settings.pace,
        "seed": file.settings.seed,
        "pairs": pairs,
        "sprt": sprt,
        "records": records,
    })
    .to_string()
}
