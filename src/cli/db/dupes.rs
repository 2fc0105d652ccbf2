//! `shogi-tui db dupes [--json]`: games contained in another.

use super::file::DbFile;
use crate::t;
use clap::Args;
use shogi_db::Access;
use std::process::ExitCode;

const COMMAND: &str = "db dupes";

#[derive(Args, Debug)]
pub struct DupesArgs {
    /// JSON: {"contained": [{"game", "within", "same_moves"}]}.
    #[arg(long)]
    pub json: bool,
    #[command(flatten)]
    pub db: DbFile,
}

pub fn run(args: &DupesArgs) -> ExitCode {
    let db = match args.db.open(Access::Read) {
        Ok(db) => db,
        Err(f) => return f.report(COMMAND),
    };
    let found = match db.dupes() {
        Ok(found) => found,
        Err(e) => return super::file::failure(&e).report(COMMAND),
    };
    crate::cli::write_stdout(COMMAND, |out| {
        if args.json {
            let list: Vec<serde_json::Value> = found
                .iter()
                .map(|c| serde_json::json!({"game": c.game, "within": c.within, "same_moves": c.same_moves}))
                .collect();
            return writeln!(out, "{}", serde_json::json!({ "contained": list }));
        }
        if found.is_empty() {
            return writeln!(out, "{}", t!("db-dupes-none"));
        }
        for c in &found {
            let (game, within) = (c.game.to_string(), c.within.to_string());
            let line = if c.same_moves {
                t!("db-dupes-same", game = game, within = within)
            } else {
                t!("db-dupes-contained", game = game, within = within)
            };
            writeln!(out, "{line}")?;
        }
        Ok(())
    })
}
