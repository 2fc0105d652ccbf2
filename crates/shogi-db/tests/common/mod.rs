//! Records written by hand for the tests, and a database in a temp folder.

#![allow(dead_code)]

use shogi_core::{Move, Position};
use shogi_db::{Access, Database, Summary};
use std::path::{Path, PathBuf};

/// A CSA record: the given players, date and moves, ending with `end`.
pub fn csa(black: &str, white: &str, date: &str, moves: &[&str], end: &str) -> String {
    let mut text = format!("V2.2\nN+{black}\nN-{white}\n$START_TIME:{date}\nPI\n+\n");
    for m in moves {
        text.push_str(m);
        text.push('\n');
    }
    text.push_str(end);
    text.push('\n');
    text
}

pub fn write(dir: &Path, name: &str, text: &str) -> PathBuf {
    let path = dir.join(name);
    if let Some(parent) = path.parent() {
        std::fs::create_dir_all(parent).unwrap();
    }
    std::fs::write(&path, text).unwrap();
    path
}

pub fn import(db: &mut Database, paths: &[PathBuf]) -> Summary {
    db.import(paths, &mut |_| {}).unwrap()
}

pub fn new_db(dir: &Path) -> Database {
    Database::open(&dir.join("games.sqlite"), Access::Write).unwrap()
}

/// The position after `moves` (USI) from the even start.
pub fn after(moves: &[&str]) -> Position {
    let mut pos = Position::startpos();
    for m in moves {
        pos.do_move(Move::from_usi(m).unwrap());
    }
    pos
}
