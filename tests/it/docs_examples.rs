//! Every example in the docs is read by the program: the README, its
//! Japanese twin and every page under `docs/`, walked from disk, so that
//! an example added later is checked without touching this file.
//!
//! A fenced block says what it holds in its info string, and a block
//! whose info string this file does not know fails (an example cannot
//! slip past by saying nothing):
//!
//! - `ron`: a save, read by the save reader and replayed;
//! - `kif` `kifu` `ki2` `ki2u` `csa` `usi` `sfen`: a record in that
//!   format, read and replayed without an illegal move;
//! - `bod`: a board diagram (KIF's 盤面, as `export --bod` writes it),
//!   read by the program's diagram reader to a legal position;
//! - `tsume`: lines of a puzzle collection (`SFEN | plies | solution |
//!   difficulty`), each read as the built-in collection is;
//! - `sh`: command lines; every `shogi-tui …` (also after `nice`,
//!   `/usr/bin/time`, variables, or as `target/release/shogi-tui`) and
//!   `cargo run --release -- …` parses with the program's own clap
//!   definition, and each `--sfen` in it parses. Lines after a `$ `
//!   prompt are output. `sh run` runs each prompt's command and compares
//!   its output with the lines shown; `sh refused` asserts that each
//!   command is refused (by clap, or by its SFEN);
//! - `synopsis`: a usage line, whose every `--flag` the subcommand has;
//! - `json COMMAND`: the shape of a command's `--json` output, whose
//!   every `"key":` the program's own output of a short real run has.
//!
//! A key table marked `<!-- keys: TABLE -->` holds every row of the
//! program's table of that name, in order, each with the help text the
//! program shows in the page's language; `<!-- keys: TABLE subset -->`
//! holds some of its rows, each as the program has it.

use crate::common;
use shogi_tui::cli::command_line::Cli;
use shogi_tui::cli::help::{command, try_parse_from};
use shogi_tui::i18n::{Lang, in_lang};
use shogi_tui::kifu::FileKind;
use shogi_tui::kifu::bod::BodReader;
use shogi_tui::kifu::files::parse_text;
use shogi_tui::kifu::{Record, load_game, save};
use shogi_tui::shogi::Position;
use shogi_tui::tsume::collection::parse_line;
use shogi_tui::tui::input::Binding;
use shogi_tui::tui::pages;
use std::path::{Path, PathBuf};

/// The kinds of fenced block this file checks; anything else fails.
const KINDS: &[&str] = &[
    "ron", "kif", "kifu", "ki2", "ki2u", "csa", "usi", "sfen", "bod", "tsume", "sh", "synopsis",
    "json",
];

/// A fenced block of a doc: where it starts, its info string, its text.
struct Block {
    place: String,
    info: Vec<String>,
    text: String,
}

impl Block {
    fn kind(&self) -> &str {
        self.info.first().map_or("", String::as_str)
    }

    fn marked(&self, marker: &str) -> bool {
        self.info.iter().skip(1).any(|m| m == marker)
    }
}

/// The docs this test reads: the two READMEs and everything under docs/.
fn doc_files() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = vec![root.join("README.md"), root.join("README.ja.md")];
    let mut folders = vec![root.join("docs")];
    while let Some(folder) = folders.pop() {
        let entries =
            std::fs::read_dir(&folder).unwrap_or_else(|e| panic!("{}: {e}", folder.display()));
        for entry in entries {
            let path = entry.expect("a folder entry").path();
            if path.is_dir() {
                folders.push(path);
            } else if path.extension().is_some_and(|e| e == "md") {
                files.push(path);
            }
        }
    }
    files.sort();
    assert!(files.len() > 10, "the docs were not found: {files:?}");
    files
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn place(path: &Path, line: usize) -> String {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let shown = path.strip_prefix(root).unwrap_or(path);
    format!("{}:{line}", shown.display())
}

fn blocks_of(path: &Path) -> Vec<Block> {
    let text = read(path);
    let mut blocks = Vec::new();
    let mut open: Option<Block> = None;
    for (i, line) in text.lines().enumerate() {
        let fence = line.trim_start().strip_prefix("```");
        match (&mut open, fence) {
            (None, Some(info)) => {
                open = Some(Block {
                    place: place(path, i + 1),
                    info: info.split_whitespace().map(str::to_string).collect(),
                    text: String::new(),
                });
            }
            (Some(_), Some(rest)) if rest.trim().is_empty() => {
                blocks.extend(open.take());
            }
            (Some(block), _) => {
                block.text.push_str(line);
                block.text.push('\n');
            }
            (None, None) => {}
        }
    }
    assert!(
        open.is_none(),
        "{}: a fence is never closed",
        path.display()
    );
    blocks
}

fn all_blocks() -> Vec<Block> {
    doc_files().iter().flat_map(|f| blocks_of(f)).collect()
}

#[test]
fn every_fenced_block_says_what_it_holds() {
    let unknown: Vec<String> = all_blocks()
        .iter()
        .filter(|b| !KINDS.contains(&b.kind()))
        .map(|b| format!("{}: ```{}", b.place, b.info.join(" ")))
        .collect();
    assert!(
        unknown.is_empty(),
        "blocks whose info string is none of {KINDS:?}:\n{}",
        unknown.join("\n")
    );
}

/// Replays a record as `review FILE` would; its moves must all play.
fn replays(record: Record, place: &str) {
    assert!(!record.moves.is_empty(), "{place}: an example with no move");
    let loaded = load_game(record);
    assert_eq!(loaded.illegal, None, "{place}");
}

#[test]
fn every_save_example_loads() {
    let saves: Vec<Block> = all_blocks()
        .into_iter()
        .filter(|b| b.kind() == "ron")
        .collect();
    assert!(!saves.is_empty(), "the docs show a save");
    for b in saves {
        match save::parse(&b.text) {
            Ok(record) => replays(record, &b.place),
            Err(e) => panic!("{}: the example save does not load: {e}", b.place),
        }
    }
}

#[test]
fn every_record_example_reads() {
    let mut seen = Vec::new();
    for b in all_blocks() {
        let kind = match b.kind() {
            "kif" => FileKind::Kif,
            "kifu" => FileKind::Kifu,
            "ki2" => FileKind::Ki2,
            "ki2u" => FileKind::Ki2u,
            "csa" => FileKind::Csa,
            "usi" => FileKind::Usi,
            "sfen" => FileKind::Sfen,
            _ => continue,
        };
        match parse_text(&b.text, kind) {
            Ok(record) => replays(record, &b.place),
            Err(e) => panic!("{}: the example {kind:?} does not read: {e}", b.place),
        }
        seen.push(kind);
    }
    for kind in [FileKind::Kifu, FileKind::Csa, FileKind::Usi] {
        assert!(seen.contains(&kind), "the docs show a {kind:?} record");
    }
}

#[test]
fn every_bod_example_reads() {
    let mut seen = 0;
    for b in all_blocks().iter().filter(|b| b.kind() == "bod") {
        let mut reader = BodReader::default();
        for line in b.text.lines() {
            if let Err(e) = reader.line(line) {
                panic!("{}: {line}: {e}", b.place);
            }
        }
        match reader.finish() {
            Ok(Some(_)) => seen += 1,
            Ok(None) => panic!("{}: no diagram in the block", b.place),
            Err(e) => panic!("{}: the diagram does not read: {e}", b.place),
        }
    }
    assert!(seen > 0, "the docs show a BOD diagram");
}

#[test]
fn every_puzzle_line_reads() {
    let mut lines = 0;
    for b in all_blocks().iter().filter(|b| b.kind() == "tsume") {
        for line in b.text.lines().filter(|l| !l.trim_start().starts_with('#')) {
            if let Err(e) = parse_line(line) {
                panic!("{}: {line}: {e}", b.place);
            }
            lines += 1;
        }
    }
    assert!(lines > 0, "the docs show a puzzle line");
}

/// A word of a command line, or the first shell operator, which ends
/// what is checked (`|`, `>`, `<`, `;`, `&`).
#[derive(Debug, PartialEq)]
enum Token {
    Word(String),
    Operator(String),
}

/// Splits a command line as a POSIX shell would, enough for the docs'
/// examples: quotes, backslashes, `$(…)` kept whole, `#` comments.
fn tokens(line: &str) -> Vec<Token> {
    let mut out = Vec::new();
    let mut word = String::new();
    let mut in_word = false;
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\'' => {
                in_word = true;
                for q in chars.by_ref() {
                    if q == '\'' {
                        break;
                    }
                    word.push(q);
                }
            }
            '"' => {
                in_word = true;
                while let Some(q) = chars.next() {
                    match q {
                        '"' => break,
                        '\\' => word.extend(chars.next()),
                        _ => word.push(q),
                    }
                }
            }
            '\\' => {
                in_word = true;
                word.extend(chars.next());
            }
            '$' if chars.peek() == Some(&'(') => {
                in_word = true;
                word.push('$');
                let mut depth = 0;
                for q in chars.by_ref() {
                    word.push(q);
                    match q {
                        '(' => depth += 1,
                        ')' => {
                            depth -= 1;
                            if depth == 0 {
                                break;
                            }
                        }
                        _ => {}
                    }
                }
            }
            '#' if !in_word => break,
            '|' | '>' | '<' | ';' | '&' => {
                if in_word {
                    out.push(Token::Word(std::mem::take(&mut word)));
                }
                out.push(Token::Operator(c.to_string()));
                return out;
            }
            c if c.is_whitespace() => {
                if in_word {
                    out.push(Token::Word(std::mem::take(&mut word)));
                    in_word = false;
                }
            }
            c => {
                in_word = true;
                word.push(c);
            }
        }
    }
    if in_word {
        out.push(Token::Word(word));
    }
    out
}

/// One command of a block: its line, shogi-tui's arguments, what the
/// shell does with its output (`| head -c 80`), and the lines shown
/// after it.
struct Example {
    place: String,
    line: String,
    args: Vec<String>,
    pipe: Vec<String>,
    output: Vec<String>,
}

/// The arguments after the program when `words` run shogi-tui, past
/// variables and the wrappers the docs use; `None` for other programs.
fn shogi_tui_args(words: &[String]) -> Option<Vec<String>> {
    let mut rest = words;
    loop {
        match rest {
            [first, tail @ ..] if first.contains('=') && !first.starts_with('-') => rest = tail,
            [nice, n, _, tail @ ..] if nice == "nice" && n == "-n" => rest = tail,
            [time, f, _, tail @ ..] if time == "/usr/bin/time" && f == "-f" => rest = tail,
            _ => break,
        }
    }
    match rest {
        [program, args @ ..]
            if Path::new(program)
                .file_name()
                .is_some_and(|n| n == "shogi-tui") =>
        {
            Some(args.to_vec())
        }
        [cargo, run, release, args @ ..]
            if cargo == "cargo" && run == "run" && release == "--release" =>
        {
            match args {
                [] => Some(Vec::new()),
                [dashes, args @ ..] if dashes == "--" => Some(args.to_vec()),
                _ => panic!("`cargo run --release` takes the program's arguments after `--`"),
            }
        }
        _ => None,
    }
}

fn examples_of(b: &Block) -> Vec<Example> {
    // Lines ending in a backslash go on with the next.
    let mut lines: Vec<String> = Vec::new();
    let mut pending = String::new();
    for line in b.text.lines() {
        match line.strip_suffix('\\') {
            Some(head) => {
                pending.push_str(head);
                pending.push(' ');
            }
            None => {
                pending.push_str(line);
                lines.push(std::mem::take(&mut pending));
            }
        }
    }
    let prompted = lines.iter().any(|l| l.starts_with("$ "));
    let mut examples: Vec<Example> = Vec::new();
    let mut in_ours = false;
    for line in lines {
        let command = if prompted {
            line.strip_prefix("$ ")
        } else {
            Some(line.as_str())
        };
        let Some(command) = command else {
            // Output: the last command's, if it was ours.
            if in_ours && let Some(last) = examples.last_mut() {
                last.output.push(line.clone());
            }
            continue;
        };
        let all = tokens(command);
        let words: Vec<String> = all
            .iter()
            .take_while(|t| matches!(t, Token::Word(_)))
            .map(|t| match t {
                Token::Word(w) => w.clone(),
                Token::Operator(_) => unreachable!(),
            })
            .collect();
        in_ours = false;
        if let Some(args) = shogi_tui_args(&words) {
            let pipe = match all.get(words.len()) {
                Some(Token::Operator(op)) if op == "|" => {
                    let after = command.split_once('|').map_or("", |(_, a)| a);
                    after.split_whitespace().map(str::to_string).collect()
                }
                _ => Vec::new(),
            };
            examples.push(Example {
                place: b.place.clone(),
                line: command.to_string(),
                args,
                pipe,
                output: Vec::new(),
            });
            in_ours = true;
        }
    }
    examples
}

/// The docs name engines a machine may not have (`usi:/usr/games/gpsusi`);
/// the spelling `usi:COMMAND` is checked, the program's presence is not:
/// a fake engine stands in for it.
fn with_engines_here(args: &[String]) -> Vec<String> {
    let stand_in = format!(
        "usi:{}/tests/fake_usi_engine.sh",
        env!("CARGO_MANIFEST_DIR")
    );
    args.iter()
        .map(|a| {
            if a.starts_with("usi:") {
                stand_in.clone()
            } else {
                a.clone()
            }
        })
        .collect()
}

/// Whether clap, as the program calls it, takes the arguments.
fn parses(args: &[String]) -> Result<(), String> {
    let argv = std::iter::once("shogi-tui".to_string()).chain(with_engines_here(args));
    in_lang(Lang::En, || {
        try_parse_from::<Cli>(argv)
            .map(|_| ())
            .map_err(|e| e.to_string())
    })
}

/// The values of `--sfen` in the arguments.
fn sfens(args: &[String]) -> Vec<&str> {
    args.windows(2)
        .filter(|w| w[0] == "--sfen")
        .map(|w| w[1].as_str())
        .collect()
}

fn command_blocks() -> Vec<Block> {
    all_blocks()
        .into_iter()
        .filter(|b| b.kind() == "sh")
        .collect()
}

#[test]
fn every_command_line_parses_with_the_programs_flags() {
    let mut checked = 0;
    let mut sfens_checked = 0;
    for b in command_blocks().iter().filter(|b| !b.marked("refused")) {
        for ex in examples_of(b) {
            if let Err(e) = parses(&ex.args) {
                panic!("{}: `{}` is refused:\n{e}", ex.place, ex.line);
            }
            for sfen in sfens(&ex.args) {
                if let Err(e) = Position::from_sfen(sfen) {
                    panic!("{}: `{}`: bad SFEN {sfen:?}: {e}", ex.place, ex.line);
                }
                sfens_checked += 1;
            }
            checked += 1;
        }
    }
    assert!(checked > 50, "only {checked} command lines found");
    assert!(sfens_checked > 0, "no SFEN example found");
}

#[test]
fn commands_marked_refused_are_refused() {
    let mut checked = 0;
    for b in command_blocks().iter().filter(|b| b.marked("refused")) {
        for ex in examples_of(b) {
            let bad_sfen = sfens(&ex.args)
                .iter()
                .any(|s| Position::from_sfen(s).is_err());
            assert!(
                parses(&ex.args).is_err() || bad_sfen,
                "{}: `{}` is marked refused but the program takes it",
                ex.place,
                ex.line
            );
            checked += 1;
        }
    }
    assert!(checked > 0, "no refused example found");
}

#[test]
fn examples_marked_run_print_what_the_docs_show() {
    let mut checked = 0;
    for b in command_blocks().iter().filter(|b| b.marked("run")) {
        for ex in examples_of(b) {
            let args: Vec<&str> = ex.args.iter().map(String::as_str).collect();
            let (status, stdout, stderr) = common::run_cli(&args);
            assert_eq!(status, 0, "{}: `{}`: {stderr}", ex.place, ex.line);
            let shown = match ex.pipe.as_slice() {
                [] => stdout,
                [head, c, n] if head == "head" && c == "-c" => {
                    let n: usize = n.parse().expect("a byte count");
                    String::from_utf8_lossy(&stdout.as_bytes()[..n.min(stdout.len())]).into_owned()
                }
                other => panic!(
                    "{}: a run example may pipe only to `head -c N`, not {other:?}",
                    ex.place
                ),
            };
            let shown: Vec<&str> = shown.lines().collect();
            assert_eq!(shown, ex.output, "{}: `{}`", ex.place, ex.line);
            checked += 1;
        }
    }
    assert!(checked > 0, "no example marked run");
}

#[test]
fn every_synopsis_names_only_flags_the_command_has() {
    let cli = in_lang(Lang::En, command::<Cli>);
    let mut checked = 0;
    for b in all_blocks().iter().filter(|b| b.kind() == "synopsis") {
        let words: Vec<&str> = b.text.split_whitespace().collect();
        let name = words.get(1).expect("a synopsis names its subcommand");
        let sub = cli
            .find_subcommand(name)
            .unwrap_or_else(|| panic!("{}: no subcommand {name}", b.place));
        let has = |flag: &str| {
            sub.get_arguments()
                .chain(cli.get_arguments().filter(|a| a.is_global_set()))
                .any(|a| a.get_long() == Some(flag))
        };
        for word in &words {
            let flag = word.trim_start_matches(['[', '|', ' ']);
            let Some(flag) = flag.strip_prefix("--") else {
                continue;
            };
            let flag: String = flag
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '-')
                .collect();
            assert!(has(&flag), "{}: `{name}` has no --{flag}", b.place);
            checked += 1;
        }
    }
    assert!(checked > 10, "only {checked} synopsis flags found");
}

/// The program's key tables, by the name the docs' markers give.
fn program_table(name: &str) -> &'static [Binding] {
    match name {
        "GAME_KEYS" => pages::game::keys::GAME_KEYS,
        "REVIEW_KEYS" => pages::review::keys::REVIEW_KEYS,
        "REVIEW_BOARD_KEYS" => pages::review::keys::REVIEW_BOARD_KEYS,
        "EDITOR_KEYS" => pages::editor::keys::EDITOR_KEYS,
        "PUZZLE_KEYS" => pages::puzzles::keys::PUZZLE_KEYS,
        "PUZZLE_SOLUTION_KEYS" => pages::puzzles::keys::PUZZLE_SOLUTION_KEYS,
        "QUIZ_KEYS" => pages::quiz::keys::QUIZ_KEYS,
        other => panic!("no key table {other}"),
    }
}

/// A table's cells, `\|` read as a bar.
fn cells(row: &str) -> Vec<String> {
    let inner = row.trim().trim_start_matches('|').trim_end_matches('|');
    let mut cells = vec![String::new()];
    let mut chars = inner.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\\' if chars.peek() == Some(&'|') => {
                cells.last_mut().expect("a cell").push('|');
                chars.next();
            }
            '|' => cells.push(String::new()),
            c => cells.last_mut().expect("a cell").push(c),
        }
    }
    cells.into_iter().map(|c| c.trim().to_string()).collect()
}

#[test]
fn key_tables_agree_with_the_programs_tables() {
    let mut tables = 0;
    for path in doc_files() {
        let name = path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        let lang = if name.ends_with(".ja.md") {
            Lang::Ja
        } else {
            Lang::En
        };
        let text = read(&path);
        let lines: Vec<&str> = text.lines().collect();
        for (i, line) in lines.iter().enumerate() {
            let Some(marker) = line
                .trim()
                .strip_prefix("<!-- keys:")
                .and_then(|m| m.strip_suffix("-->"))
            else {
                continue;
            };
            let words: Vec<&str> = marker.split_whitespace().collect();
            let (table, subset) = match words.as_slice() {
                [table] => (*table, false),
                [table, "subset"] => (*table, true),
                _ => panic!(
                    "{}: a key marker is `keys: TABLE [subset]`",
                    place(&path, i + 1)
                ),
            };
            let bindings = program_table(table);
            let program: Vec<(String, String)> = in_lang(lang, || {
                bindings
                    .iter()
                    .map(|b| (b.label().into_owned(), b.help()))
                    .collect()
            });
            let rows: Vec<(String, String)> = lines[i + 1..]
                .iter()
                .skip_while(|l| l.trim().is_empty())
                .take_while(|l| l.trim_start().starts_with('|'))
                .skip(2)
                .map(|row| match cells(row).as_slice() {
                    [keys, does] => (keys.clone(), does.clone()),
                    other => panic!(
                        "{}: a key row has two cells: {other:?}",
                        place(&path, i + 1)
                    ),
                })
                .collect();
            let at = place(&path, i + 1);
            assert!(!rows.is_empty(), "{at}: no table after the marker");
            for row in &rows {
                assert!(
                    program.contains(row),
                    "{at}: {row:?} is not a row of {table} in {lang:?}"
                );
            }
            if !subset {
                assert_eq!(rows, program, "{at}: {table} in {lang:?}, row for row");
            }
            tables += 1;
        }
    }
    assert!(tables >= 14, "only {tables} key tables found");
}

#[test]
fn the_shell_splitter_reads_quotes_substitutions_and_operators() {
    let words = |line: &str| tokens(line);
    assert_eq!(
        words(r#"shogi-tui play --white "usi:/usr/games/gpsusi" # comment"#),
        vec![
            Token::Word("shogi-tui".into()),
            Token::Word("play".into()),
            Token::Word("--white".into()),
            Token::Word("usi:/usr/games/gpsusi".into()),
        ]
    );
    assert_eq!(
        words("a --commit \"$(git rev-parse --short HEAD)\" $(cat x y) | head -c 80"),
        vec![
            Token::Word("a".into()),
            Token::Word("--commit".into()),
            Token::Word("$(git rev-parse --short HEAD)".into()),
            Token::Word("$(cat x y)".into()),
            Token::Operator("|".into()),
        ]
    );
    assert_eq!(
        words("echo 'a b' > f"),
        vec![
            Token::Word("echo".into()),
            Token::Word("a b".into()),
            Token::Operator(">".into()),
        ]
    );
    let args = |line: &str| {
        let words: Vec<String> = tokens(line)
            .into_iter()
            .filter_map(|t| match t {
                Token::Word(w) => Some(w),
                Token::Operator(_) => None,
            })
            .collect();
        shogi_tui_args(&words)
    };
    assert_eq!(args("cargo uninstall shogi-tui"), None);
    assert_eq!(args("LANG=ja_JP.UTF-8 shogi-tui"), Some(vec![]));
    assert_eq!(
        args("nice -n 10 target/release/shogi-tui perft 3"),
        Some(vec!["perft".to_string(), "3".to_string()])
    );
    assert_eq!(
        args("cargo run --release -- perft 3"),
        Some(vec!["perft".to_string(), "3".to_string()])
    );
}

#[test]
fn a_wrong_example_would_be_caught() {
    // The checks themselves must be able to fail: a flag the program does
    // not have, a save as older docs spelt it, a bad SFEN.
    assert!(parses(&["online".into(), "--colour".into(), "red".into()]).is_err());
    assert!(parses(&["play".into(), "--white".into(), "bot:9".into()]).is_err());
    let old_spelling = "(\n    version: 1,\n    id: \"5c1f\",\n    moves: [(usi: \"7g7f\")],\n)\n";
    assert!(
        save::parse(old_spelling).is_err(),
        "id: \"…\" where the program writes id: Some(\"…\")"
    );
    assert!(Position::from_sfen("9/9/9/9/8/9/9/9/9 b - 1").is_err());
    // And `online` takes the look flags as `play` does.
    assert!(
        parses(&[
            "online".into(),
            "--glyphs".into(),
            "western".into(),
            "--theme".into(),
            "light".into()
        ])
        .is_ok()
    );
}

/// Every key of a JSON value, at any depth.
fn json_keys(value: &serde_json::Value, out: &mut std::collections::BTreeSet<String>) {
    match value {
        serde_json::Value::Object(map) => {
            for (key, inner) in map {
                out.insert(key.clone());
                json_keys(inner, out);
            }
        }
        serde_json::Value::Array(items) => items.iter().for_each(|v| json_keys(v, out)),
        _ => {}
    }
}

/// A short real run of a command whose `--json` the docs show, with
/// every part of the output present (an SPRT, a record written).
fn json_run(command: &str, place: &str) -> Vec<String> {
    match command {
        "match" => [
            "match", "--engine", "a=bot:1", "--engine", "b=bot:1", "--games", "2", "--depth", "1",
            "--seed", "5", "--sprt", "0,100", "--json", "--out",
        ]
        .iter()
        .map(|s| s.to_string())
        .chain([common::scratch_dir("docs", "json")
            .join("series")
            .display()
            .to_string()])
        .collect(),
        other => panic!("{place}: no run for the JSON of `{other}`"),
    }
}

#[test]
fn every_json_shape_names_only_keys_the_program_writes() {
    let mut checked = 0;
    for b in all_blocks().iter().filter(|b| b.kind() == "json") {
        let command = b
            .info
            .get(1)
            .unwrap_or_else(|| panic!("{}: ```json names its command", b.place));
        let args = json_run(command, &b.place);
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let (status, stdout, stderr) = common::run_cli(&args);
        assert_eq!(status, 0, "{}: {stderr}", b.place);
        let value: serde_json::Value = serde_json::from_str(&stdout)
            .unwrap_or_else(|e| panic!("{}: the output is not JSON ({e}): {stdout}", b.place));
        let mut keys = std::collections::BTreeSet::new();
        json_keys(&value, &mut keys);
        for (at, _) in b.text.match_indices("\":") {
            let key = b.text[..at].rsplit('"').next().unwrap_or("");
            assert!(
                keys.contains(key),
                "{}: the shape names \"{key}\", which `{command} --json` does not write: {keys:?}",
                b.place
            );
            checked += 1;
        }
    }
    assert!(checked > 10, "only {checked} JSON keys checked");
}
