//! `shogi-tui analyse` over several records or folders: every record
//! analysed one after another (each on every core, `--threads`), a
//! progress bar over the whole batch, a summary per game and per player,
//! and with `--write-dir DIR` every record written there with its
//! analysis, beside `analysis.json`, the figures of every game done. A
//! batch stopped (Ctrl-C, SIGTERM: after the record under way) goes on
//! from `analysis.json`: records already there are not analysed again.

use super::analyse::{AnalyseArgs, Progress, analyse, settings_of};
use super::{Failure, say_error, write_stdout};
use crate::analysis::{Line, PlayerSummary, judge_line, summary_of};
use crate::i18n::rules::Shown;
use crate::kifu::atomic::write_atomic;
use crate::kifu::output::same_file;
use crate::kifu::{FileKind, Loaded, Output, escape_controls, open_record};
use crate::shogi::{Color, Move};
use crate::t;
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::atomic::Ordering;

const COMMAND: &str = "analyse";
const STATE_FILE: &str = "analysis.json";

/// One player's figures in one game, as `analysis.json` keeps them.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
struct Figures {
    name: String,
    dubious: usize,
    mistakes: usize,
    blunders: usize,
    judged: usize,
    total_loss_cp: i64,
    total_drop: f64,
}

impl Figures {
    fn of(name: String, p: &PlayerSummary) -> Figures {
        Figures {
            name,
            dubious: p.dubious,
            mistakes: p.mistakes,
            blunders: p.blunders,
            judged: p.judged,
            total_loss_cp: p.total_loss_cp,
            total_drop: p.total_drop,
        }
    }

    fn summary(&self) -> PlayerSummary {
        PlayerSummary {
            dubious: self.dubious,
            mistakes: self.mistakes,
            blunders: self.blunders,
            judged: self.judged,
            total_loss_cp: self.total_loss_cp,
            total_drop: self.total_drop,
        }
    }
}

/// One game of the batch.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct GameDone {
    /// The record analysed, as named on the command line or found in a
    /// folder.
    file: PathBuf,
    /// Its copy with the analysis, in --write-dir.
    written: Option<String>,
    moves: usize,
    black: Figures,
    white: Figures,
    /// Why its analysis stopped early, if it did.
    failure: Option<String>,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
struct State {
    games: Vec<GameDone>,
}

/// A player's name for the summary: the record's, or the side's.
fn name_of(loaded: &Loaded, side: Color) -> String {
    let info = &loaded.record.info;
    let name = match side {
        Color::Black => &info.black.name,
        Color::White => &info.white.name,
    };
    if name.trim().is_empty() {
        side.shown()
    } else {
        escape_controls(name).into_owned()
    }
}

/// Where a record's analysed copy goes: its own name, in a format that
/// keeps comments (KIF for those that cannot: .usi, .sfen), numbered if
/// two records of the batch share a name.
fn written_name(file: &Path, taken: &[String]) -> String {
    let stem = file
        .file_stem()
        .map_or_else(|| "record".into(), |s| s.to_string_lossy().into_owned());
    let ext = match FileKind::from_path(file) {
        Ok(FileKind::Usi | FileKind::Sfen) | Err(_) => "kif".to_string(),
        Ok(_) => file
            .extension()
            .map_or_else(|| "kif".into(), |e| e.to_string_lossy().into_owned()),
    };
    let mut name = format!("{stem}.{ext}");
    let mut n = 2;
    while taken.contains(&name) {
        name = format!("{stem}-{n}.{ext}");
        n += 1;
    }
    name
}

/// Why a batch is refused before it begins.
#[derive(Debug, thiserror::Error)]
enum BatchError {
    /// `--write-dir` is the folder of a record the batch reads: the copy
    /// with the analysis, of the same name, would replace the record, and
    /// what the writers do not keep (a header's comment, the weekday of
    /// its date, its order) would be lost.
    #[error("{}", t!(
        "series-analyse-write-dir-holds-record",
        dir = dir.display().to_string(),
        file = file.display().to_string()
    ))]
    WriteDirHoldsRecord { dir: PathBuf, file: PathBuf },
}

/// Whether `file` is directly in the folder `dir`, however either is
/// named: the same device and inode, not the same spelling.
fn in_folder(file: &Path, dir: &Path) -> bool {
    let folder = match file.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    same_file(folder, dir)
}

/// What names one file, for telling a file met twice: its full path
/// with every symlink followed, or as given when it cannot be found.
fn same_key(file: &Path) -> PathBuf {
    std::fs::canonicalize(file).unwrap_or_else(|_| file.to_path_buf())
}

fn read_state(dir: &Path) -> Result<State, Failure> {
    let path = dir.join(STATE_FILE);
    if path.symlink_metadata().is_err() {
        return Ok(State::default());
    }
    let text = super::engine_match::read_capped(&path).map_err(Failure::BadInput)?;
    serde_json::from_str(&text).map_err(|e| {
        Failure::BadInput(t!(
            "series-analyse-bad-state",
            file = path.display().to_string(),
            why = e.to_string()
        ))
    })
}

fn save_state(dir: &Path, state: &State) -> Result<(), Failure> {
    let text = serde_json::to_string_pretty(state).map_err(|e| Failure::Io(e.to_string()))?;
    write_atomic(&dir.join(STATE_FILE), text.as_bytes()).map_err(|e| Failure::of_record(&e))
}

pub fn run(args: &AnalyseArgs) -> ExitCode {
    // `--write FILE` is one record's; a batch writes with --write-dir.
    if args.write.is_some() {
        return Failure::BadInput(t!("series-analyse-write-one")).report(COMMAND);
    }
    match batch(args) {
        Ok(code) => code,
        Err(f) => f.report(COMMAND),
    }
}

fn batch(args: &AnalyseArgs) -> Result<ExitCode, Failure> {
    let dir = args.write_dir.as_deref();
    if let Some(dir) = dir {
        match std::fs::metadata(dir) {
            Ok(m) if !m.is_dir() => {
                return Err(Failure::BadInput(t!(
                    "series-match-out-not-folder",
                    dir = dir.display().to_string()
                )));
            }
            Ok(_) => {}
            Err(_) => std::fs::create_dir(dir).map_err(|e| {
                Failure::Io(t!(
                    "series-match-cannot-make",
                    dir = dir.display().to_string(),
                    why = e.to_string()
                ))
            })?,
        }
    }
    let mut state = match dir {
        Some(dir) => read_state(dir)?,
        None => State::default(),
    };
    let files = super::book::record_files(&args.files);
    if let Some(dir) = dir
        && let Some(file) = files.iter().find(|f| in_folder(f, dir))
    {
        return Err(Failure::BadInput(
            BatchError::WriteDirHoldsRecord {
                dir: dir.to_path_buf(),
                file: file.clone(),
            }
            .to_string(),
        ));
    }
    // Every record read first: the bar counts the positions of all.
    let mut todo: Vec<(PathBuf, Loaded)> = Vec::new();
    let mut skipped = 0;
    // Each file once, however it is named (a/x.kif, ./a/x.kif, a symlink
    // to it, or given twice): a game counted twice counts its players'
    // moves twice.
    // `None`: analysed by an earlier run; else the name it was met under.
    let mut seen: HashMap<PathBuf, Option<PathBuf>> = state
        .games
        .iter()
        .map(|g| (same_key(&g.file), None))
        .collect();
    for file in files {
        let key = same_key(&file);
        match seen.get(&key) {
            Some(None) => continue,
            Some(Some(first)) => {
                skipped += 1;
                say_error(
                    COMMAND,
                    &t!(
                        "series-analyse-duplicate",
                        file = file.display().to_string(),
                        first = first.display().to_string()
                    ),
                );
                continue;
            }
            None => {
                seen.insert(key, Some(file.clone()));
            }
        }
        match open_record(&file) {
            // A file the lenient readers take for a record of no moves is
            // no game to analyse.
            Ok(loaded) if loaded.game.ply() == 0 => {
                skipped += 1;
                say_error(
                    COMMAND,
                    &t!("series-analyse-no-moves", file = file.display().to_string()),
                );
            }
            Ok(loaded) => todo.push((file, loaded)),
            Err(e) => {
                skipped += 1;
                say_error(
                    COMMAND,
                    &t!(
                        "series-match-skipped",
                        file = file.display().to_string(),
                        why = super::messages::record_error(&e)
                    ),
                );
            }
        }
    }
    let resumed = state.games.len();
    let positions: usize = todo.iter().map(|(_, l)| l.game.ply() + 1).sum();
    let settings = settings_of(args);
    let signals = super::stop_on_signals().map_err(|e| Failure::Io(e.to_string()))?;
    let mut progress = Progress::new(positions);
    let mut failed = false;
    for (file, loaded) in todo {
        if signals.load(Ordering::Relaxed) != 0 {
            break;
        }
        let found = analyse(&loaded.game, &settings, &mut || progress.one_more());
        let moves: Vec<Move> = loaded.game.moves().iter().map(|m| m.mv).collect();
        let judgements = judge_line(Line {
            first: loaded.game.start_position().side_to_move(),
            moves: &moves,
            evals: &found.evals,
            weighings: &found.weighings,
        });
        let summary = summary_of(&judgements);
        let mut written = None;
        if let Some(dir) = dir {
            let taken: Vec<String> = state
                .games
                .iter()
                .filter_map(|g| g.written.clone())
                .collect();
            let name = written_name(&file, &taken);
            let mut record = loaded.record_to_write();
            record.set_evaluations(&loaded.game, &found.evals);
            let out = dir.join(&name);
            Output::new(&out, true)
                .write_record(&record)
                .map_err(|e| Failure::of_record(&e))?;
            written = Some(name);
        }
        failed |= found.failure.is_some();
        state.games.push(GameDone {
            file,
            written,
            moves: moves.len(),
            black: Figures::of(name_of(&loaded, Color::Black), summary.get(Color::Black)),
            white: Figures::of(name_of(&loaded, Color::White), summary.get(Color::White)),
            failure: found.failure,
        });
        if let Some(dir) = dir {
            save_state(dir, &state)?;
        }
    }
    progress.done();
    let text = if args.json {
        json(&state)
    } else {
        table(&state, resumed, skipped)
    };
    let code = write_stdout(COMMAND, |out| writeln!(out, "{text}"));
    if code != ExitCode::SUCCESS || !failed {
        return Ok(code);
    }
    Err(Failure::Io(t!("series-analyse-some-failed")))
}

/// Each player's figures over all the games, by name, in the order met.
fn players(state: &State) -> Vec<(String, PlayerSummary, usize)> {
    let mut out: Vec<(String, PlayerSummary, usize)> = Vec::new();
    for g in &state.games {
        for f in [&g.black, &g.white] {
            match out.iter_mut().find(|(n, _, _)| *n == f.name) {
                Some((_, s, games)) => {
                    s.add(&f.summary());
                    *games += 1;
                }
                None => out.push((f.name.clone(), f.summary(), 1)),
            }
        }
    }
    out
}

fn figures_line(who: &str, p: &PlayerSummary) -> String {
    t!(
        "series-analyse-batch-figures",
        who = who,
        moves = p.judged,
        loss = format!("{:.0}", p.average_loss()),
        dubious = p.dubious,
        mistakes = p.mistakes,
        blunders = p.blunders,
        accuracy = p
            .accuracy()
            .map_or_else(|| "-".to_string(), |a| format!("{a:.1}"))
    )
}

fn table(state: &State, resumed: usize, skipped: usize) -> String {
    let mut out = t!(
        "series-analyse-batch-head",
        games = state.games.len(),
        resumed = resumed,
        skipped = skipped
    );
    out.push('\n');
    out.push_str(&t!("series-analyse-batch-games"));
    for g in &state.games {
        out.push_str(&format!(
            "\n{} ({})",
            g.file.display(),
            t!("series-analyse-batch-moves", moves = g.moves)
        ));
        for (mark, f) in [("▲", &g.black), ("△", &g.white)] {
            out.push_str("\n  ");
            out.push_str(&figures_line(&format!("{mark}{}", f.name), &f.summary()));
        }
    }
    out.push_str("\n\n");
    out.push_str(&t!("series-analyse-batch-players"));
    for (name, s, games) in players(state) {
        out.push_str("\n  ");
        out.push_str(&figures_line(
            &format!(
                "{name} ({})",
                t!("series-analyse-batch-game-count", games = games)
            ),
            &s,
        ));
    }
    out.push('\n');
    out.push_str(&t!("series-analyse-accuracy-note"));
    out
}

fn json(state: &State) -> String {
    use serde_json::json;
    let player = |name: &str, s: &PlayerSummary| {
        json!({
            "name": name,
            "moves": s.judged,
            "average_loss": (s.average_loss() * 100.0).round() / 100.0,
            "?!": s.dubious,
            "?": s.mistakes,
            "??": s.blunders,
            "accuracy": s.accuracy().map(|a| (a * 10.0).round() / 10.0),
        })
    };
    let games: Vec<_> = state
        .games
        .iter()
        .map(|g| {
            json!({
                "file": g.file.display().to_string(),
                "written": g.written,
                "moves": g.moves,
                "black": player(&g.black.name, &g.black.summary()),
                "white": player(&g.white.name, &g.white.summary()),
                "failure": g.failure,
            })
        })
        .collect();
    let players: Vec<_> = players(state)
        .iter()
        .map(|(n, s, games)| {
            let mut v = player(n, s);
            v["games"] = json!(games);
            v
        })
        .collect();
    json!({"games": games, "players": players}).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn written_names_keep_comments_and_never_clash() {
        assert_eq!(written_name(Path::new("a/game.kif"), &[]), "game.kif");
        assert_eq!(written_name(Path::new("a/game.csa"), &[]), "game.csa");
        assert_eq!(written_name(Path::new("a/game.usi"), &[]), "game.kif");
        let taken = vec!["game.kif".to_string(), "game-2.kif".to_string()];
        assert_eq!(written_name(Path::new("b/game.kif"), &taken), "game-3.kif");
    }

    #[test]
    fn a_player_s_figures_add_up_over_games() {
        let f = |name: &str, judged, drop| Figures {
            name: name.into(),
            judged,
            total_drop: drop,
            ..Figures::default()
        };
        let game = |b, w| GameDone {
            file: PathBuf::from("x"),
            written: None,
            moves: 10,
            black: b,
            white: w,
            failure: None,
        };
        let state = State {
            games: vec![
                game(f("A", 5, 10.0), f("B", 5, 0.0)),
                game(f("B", 5, 20.0), f("A", 5, 0.0)),
            ],
        };
        let p = players(&state);
        assert_eq!(p.len(), 2);
        assert_eq!((p[0].0.as_str(), p[0].1.judged, p[0].2), ("A", 10, 2));
        assert_eq!(p[0].1.accuracy(), Some(99.0));
        assert_eq!(p[1].1.accuracy(), Some(98.0));
    }
}
