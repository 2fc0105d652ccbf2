//! `shogi-tui db search [filters] [--limit N] [--json]`.

use super::file::DbFile;
use crate::cli::messages::bad_sfen;
use crate::kifu::escape_controls;
use crate::shogi::Position;
use crate::t;
use clap::Args;
use shogi_db::{Access, Hit, Search, Won};
use std::process::ExitCode;

const COMMAND: &str = "db search";

#[derive(Args, Debug)]
pub struct SearchArgs {
    /// Games of this player, on either side (the name as recorded).
    #[arg(long, value_name = "NAME")]
    pub player: Option<String>,
    /// Games this player played as Black (sente).
    #[arg(long, value_name = "NAME")]
    pub black: Option<String>,
    /// Games this player played as White (gote).
    #[arg(long, value_name = "NAME")]
    pub white: Option<String>,
    /// Games that reached this position (board, hands, side to move), in any move order, within the indexed plies; `startpos` for the start.
    #[arg(long, value_name = "SFEN")]
    pub sfen: Option<String>,
    /// Games whose event contains this text.
    #[arg(long, value_name = "TEXT")]
    pub event: Option<String>,
    /// Games played on or after this date (YYYY, YYYY-MM or YYYY-MM-DD).
    #[arg(long, value_name = "DATE", value_parser = date)]
    pub from: Option<String>,
    /// Games played on or before this date (YYYY, YYYY-MM or YYYY-MM-DD).
    #[arg(long, value_name = "DATE", value_parser = date)]
    pub to: Option<String>,
    /// Games that Black won, White won, or drawn.
    #[arg(long, value_name = "RESULT", value_parser = ["black", "white", "draw"])]
    pub result: Option<String>,
    /// Games at this handicap (lance, bishop, rook, 2-piece, ...).
    #[arg(long, value_name = "NAME")]
    pub handicap: Option<String>,
    /// Games of at least N plies.
    #[arg(long, value_name = "N", value_parser = crate::cli::whole_number::<u32>(0, 100_000), allow_hyphen_values = true)]
    pub min_plies: Option<u32>,
    /// Games of at most N plies.
    #[arg(long, value_name = "N", value_parser = crate::cli::whole_number::<u32>(0, 100_000), allow_hyphen_values = true)]
    pub max_plies: Option<u32>,
    /// Games listed at most (all are counted).
    #[arg(long, value_name = "N", default_value_t = 20, value_parser = crate::cli::whole_number::<u32>(0, 1_000_000), allow_hyphen_values = true)]
    pub limit: u32,
    /// JSON: {"count": N, "games": [{"id", "black", "white", "date", "event", "result", "plies", "ply", "source"}]}.
    #[arg(long)]
    pub json: bool,
    #[command(flatten)]
    pub db: DbFile,
}

/// A date flag as the database keeps dates: `2024/03/01` is taken too.
fn date(text: &str) -> Result<String, String> {
    let text = text.trim().replace('/', "-");
    let parts: Vec<&str> = text.split('-').collect();
    let digits = |s: &str, n: usize| s.len() == n && s.bytes().all(|b| b.is_ascii_digit());
    let fits = match parts.as_slice() {
        [y] => digits(y, 4),
        [y, m] => digits(y, 4) && digits(m, 2),
        [y, m, d] => digits(y, 4) && digits(m, 2) && digits(d, 2),
        _ => false,
    };
    if fits {
        Ok(text)
    } else {
        Err(t!("db-bad-date", value = escape_controls(&text)))
    }
}

/// `--sfen`: an SFEN, or `startpos`.
pub(super) fn position(sfen: Option<&str>) -> Result<Position, String> {
    match sfen.map(str::trim) {
        None | Some("startpos") => Ok(Position::startpos()),
        Some(text) => Position::from_sfen(text.strip_prefix("sfen ").unwrap_or(text))
            .map_err(|e| bad_sfen(&e)),
    }
}

pub fn run(args: &SearchArgs) -> ExitCode {
    let position = match &args.sfen {
        Some(sfen) => match position(Some(sfen)) {
            Ok(pos) => Some(pos),
            Err(why) => return crate::cli::Failure::BadInput(why).report(COMMAND),
        },
        None => None,
    };
    let by_position = position.is_some();
    let search = Search {
        player: args.player.clone(),
        black: args.black.clone(),
        white: args.white.clone(),
        event: args.event.clone(),
        from: args.from.clone(),
        to: args.to.clone(),
        result: args.result.as_deref().and_then(Won::from_text),
        handicap: args.handicap.clone(),
        min_plies: args.min_plies,
        max_plies: args.max_plies,
        position,
        limit: args.limit,
        ..Search::default()
    };
    let db = match args.db.open(Access::Read) {
        Ok(db) => db,
        Err(f) => return f.report(COMMAND),
    };
    let found = match db.search(&search) {
        Ok(found) => found,
        Err(e) => return super::file::failure(&e).report(COMMAND),
    };
    crate::cli::write_stdout(COMMAND, |out| {
        if args.json {
            let games: Vec<serde_json::Value> =
                found.games.iter().map(|g| json(g, by_position)).collect();
            let doc = serde_json::json!({"count": found.count, "games": games});
            return writeln!(out, "{doc}");
        }
        writeln!(out, "{}", t!("db-search-count", count = found.count as i64))?;
        if found.games.is_empty() {
            return Ok(());
        }
        let header = if by_position {
            t!("db-search-header-ply")
        } else {
            t!("db-search-header")
        };
        writeln!(out, "{header}")?;
        for g in &found.games {
            writeln!(out, "{}", row(g, by_position))?;
        }
        if (found.games.len() as u64) < found.count {
            writeln!(
                out,
                "{}",
                t!("db-search-listed", listed = found.games.len().to_string())
            )?;
        }
        Ok(())
    })
}

fn json(g: &Hit, by_position: bool) -> serde_json::Value {
    // Names and events as stored: JSON escapes control characters, and a
    // program reading it gets the text as it was recorded.
    let mut v = serde_json::json!({
        "id": g.id,
        "black": g.black,
        "white": g.white,
        "date": g.date,
        "event": g.event,
        "result": g.result.map(Won::text),
        "plies": g.plies,
        "source": g.source,
    });
    if by_position && let Some(map) = v.as_object_mut() {
        map.insert("ply".into(), serde_json::json!(g.ply));
    }
    v
}

/// One game as a line: whatever came from a file is escaped, so that a
/// name cannot move the cursor or turn the line's direction.
fn row(g: &Hit, by_position: bool) -> String {
    let result = match g.result {
        Some(Won::Black) => t!("db-result-black"),
        Some(Won::White) => t!("db-result-white"),
        Some(Won::Draw) => t!("db-result-draw"),
        None => t!("db-result-none"),
    };
    let mut cells = vec![
        g.id.to_string(),
        g.date.clone().unwrap_or_default(),
        g.black.clone(),
        g.white.clone(),
        result,
        g.plies.to_string(),
    ];
    if by_position {
        cells.push(g.ply.map(|p| p.to_string()).unwrap_or_default());
    }
    cells.push(g.event.clone().unwrap_or_default());
    cells
        .iter()
        .map(|c| escape_controls(c))
        .collect::<Vec<_>>()
        .join("\t")
}
