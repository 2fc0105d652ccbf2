//! `shogi-tui db import PATH... [--db FILE]`: a bar on a terminal, each
//! refusal on stderr as it comes, the summary on stdout.

use super::file::{DbFile, failure};
use crate::cli::say_error;
use crate::kifu::error::shown;
use crate::t;
use crate::words::Said;
use clap::Args;
use indicatif::{ProgressBar, ProgressStyle};
use shogi_db::{Access, Event, Refused};
use std::io::IsTerminal;
use std::path::PathBuf;
use std::process::ExitCode;

const COMMAND: &str = "db import";

#[derive(Args, Debug)]
pub struct ImportArgs {
    /// Record files and folders (read recursively).
    #[arg(value_name = "PATH", required = true)]
    pub paths: Vec<PathBuf>,
    #[command(flatten)]
    pub db: DbFile,
}

pub fn run(args: &ImportArgs) -> ExitCode {
    let mut db = match args.db.open(Access::Write) {
        Ok(db) => db,
        Err(f) => return f.report(COMMAND),
    };
    let path = db.path().to_path_buf();
    let terminal = std::io::stderr().is_terminal();
    let mut bar: Option<ProgressBar> = None;
    let result = db.import(&args.paths, &mut |event| match event {
        Event::Counted { files } if terminal => {
            let b = ProgressBar::new(files);
            let template = t!(
                "db-import-bar",
                bar = "{bar:30}",
                pos = "{pos}",
                len = "{len}",
                eta = "{eta}"
            );
            if let Ok(style) = ProgressStyle::with_template(&template) {
                b.set_style(style);
            }
            bar = Some(b);
        }
        Event::Counted { .. } => {}
        Event::Read { files } => {
            if let Some(b) = &bar {
                b.set_position(files);
            }
        }
        Event::Refused(refusal) => {
            let why = refusal.why.said();
            let line = match refusal.game {
                Some(game) => t!(
                    "db-import-refused-game",
                    game = game.to_string(),
                    file = shown(&refusal.path),
                    why = why
                ),
                // The reader's own error names the file; the others do not.
                None if matches!(refusal.why, Refused::Read(_)) => {
                    t!("db-import-refused", why = why)
                }
                None => t!(
                    "db-import-refused-file",
                    file = shown(&refusal.path),
                    why = why
                ),
            };
            tell(&bar, &line);
        }
        Event::Waiting => tell(&bar, &t!("db-import-waiting", path = shown(&path))),
    });
    if let Some(b) = &bar {
        b.finish_and_clear();
    }
    let summary = match result {
        Ok(summary) => summary,
        Err(e) => return failure(&e).report(COMMAND),
    };
    for (folder, e) in &summary.unlisted {
        say_error(
            COMMAND,
            &t!(
                "db-import-unlisted",
                path = shown(folder),
                why = e.to_string()
            ),
        );
    }
    let line = t!(
        "db-import-summary",
        imported = summary.imported.to_string(),
        already = summary.already.to_string(),
        refused = summary.refused.to_string(),
        files = summary.files.to_string(),
        path = shown(&path)
    );
    crate::cli::write_stdout(COMMAND, |out| writeln!(out, "{line}"))
}

/// A line on stderr above the bar (the bar redraws under it).
fn tell(bar: &Option<ProgressBar>, line: &str) {
    match bar {
        Some(b) => b.suspend(|| say_error(COMMAND, line)),
        None => say_error(COMMAND, line),
    }
}
