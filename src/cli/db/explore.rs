//! `shogi-tui db explore [--sfen SFEN] [--player NAME] [--json]`.

use super::file::DbFile;
use super::search::position;
use crate::shogi::Color;
use crate::t;
use clap::Args;
use shogi_db::{Access, Explore};
use std::process::ExitCode;

const COMMAND: &str = "db explore";

#[derive(Args, Debug)]
pub struct ExploreArgs {
    /// The position [default: the start]; `startpos` for the start.
    #[arg(long, value_name = "SFEN")]
    pub sfen: Option<String>,
    /// Only this player's games (either side, the name as recorded).
    #[arg(long, value_name = "NAME")]
    pub player: Option<String>,
    /// JSON: {"games": N, "moves": [{"usi", "games", "black_wins", "white_wins", "draws", "last_date", "average_rating"}]}.
    #[arg(long)]
    pub json: bool,
    #[command(flatten)]
    pub db: DbFile,
}

pub fn run(args: &ExploreArgs) -> ExitCode {
    let pos = match position(args.sfen.as_deref()) {
        Ok(pos) => pos,
        Err(why) => return crate::cli::Failure::BadInput(why).report(COMMAND),
    };
    let db = match args.db.open(Access::Read) {
        Ok(db) => db,
        Err(f) => return f.report(COMMAND),
    };
    let filter = Explore {
        player: args.player.clone(),
        ..Explore::default()
    };
    let explored = match db.explore(&pos, &filter) {
        Ok(e) => e,
        Err(e) => return super::file::failure(&e).report(COMMAND),
    };
    crate::cli::write_stdout(COMMAND, |out| {
        if args.json {
            let moves: Vec<serde_json::Value> = explored
                .moves
                .iter()
                .map(|m| {
                    serde_json::json!({
                        "usi": m.mv.to_usi(),
                        "games": m.games,
                        "black_wins": m.black_wins,
                        "white_wins": m.white_wins,
                        "draws": m.draws,
                        "last_date": m.last_date,
                        "average_rating": m.average_rating,
                    })
                })
                .collect();
            let doc = serde_json::json!({"games": explored.games, "moves": moves});
            return writeln!(out, "{doc}");
        }
        writeln!(
            out,
            "{}",
            t!("db-explore-games", games = explored.games as i64)
        )?;
        if explored.moves.is_empty() {
            return Ok(());
        }
        writeln!(out, "{}", t!("db-explore-header"))?;
        let mover_is_black = pos.side_to_move() == Color::Black;
        for m in &explored.moves {
            let score = m
                .score_percent(mover_is_black)
                .map(|s| format!("{s:.0}%"))
                .unwrap_or_else(|| t!("db-result-none"));
            writeln!(
                out,
                "{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}",
                m.mv.to_usi(),
                m.games,
                m.black_wins,
                m.white_wins,
                m.draws,
                score,
                m.average_rating
                    .map_or_else(|| "-".to_string(), |r| r.to_string()),
                m.last_date.as_deref().unwrap_or("-"),
            )?;
        }
        Ok(())
    })
}
