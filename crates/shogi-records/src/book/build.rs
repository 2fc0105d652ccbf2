//! Building a book from games: each (position, move) counted once per
//! game that played it (a repetition within one game counts once), with
//! the mover's wins, losses and draws, over the first `plies` moves of
//! each game; moves played in fewer than `min_count` games are dropped,
//! and positions left without moves. No evaluation: value and depth are
//! `none`. Handicap and set-up starts need nothing: the keys are
//! positions.

use super::entry::{BookEntry, BookLine, Results};
use super::line::key_of;
use crate::game_record::Loaded;
use shogi_core::{Color, Move, Position};
use std::collections::{BTreeMap, HashMap, HashSet};

/// How a game ended, as far as the book is concerned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameEnd {
    Won(Color),
    Draw,
    /// Unfinished, or a record that states no result: counted, with no
    /// win, loss or draw.
    Unknown,
}

impl GameEnd {
    /// The end the game controller found when the record was replayed
    /// (`load_game`): the winner, a draw, or neither (interrupted, sealed,
    /// no end word).
    pub fn of(loaded: &Loaded) -> GameEnd {
        match loaded.game.outcome() {
            Some(o) => match o.winner {
                Some(c) => GameEnd::Won(c),
                None if o.is_draw() => GameEnd::Draw,
                None => GameEnd::Unknown,
            },
            None => GameEnd::Unknown,
        }
    }
}

#[derive(Default)]
struct Tally {
    count: u64,
    results: Results,
}

#[derive(Default)]
struct Seen {
    ply: u32,
    /// Moves in the order first met (the book's order, kept stable).
    moves: Vec<(Move, Tally)>,
}

/// Gathers games, then gives the book's entries.
pub struct BookBuilder {
    plies: usize,
    min_count: u64,
    positions: HashMap<String, Seen>,
    games: u64,
}

impl BookBuilder {
    /// `plies`: only the first this many moves of each game; `min_count`:
    /// a move played in fewer games is left out.
    pub fn new(plies: usize, min_count: u64) -> BookBuilder {
        BookBuilder {
            plies,
            min_count,
            positions: HashMap::new(),
            games: 0,
        }
    }

    /// Games added so far.
    pub fn games(&self) -> u64 {
        self.games
    }

    /// A replayed record's main line, as far as it could be played.
    pub fn add_loaded(&mut self, loaded: &Loaded) {
        let moves: Vec<Move> = loaded.game.moves().iter().map(|m| m.mv).collect();
        self.add_game(loaded.game.start_position(), &moves, GameEnd::of(loaded));
    }

    /// A game from `start`: its moves, each legal in turn (a move that is
    /// not ends the game's part in the book), and how it ended.
    pub fn add_game(&mut self, start: &Position, moves: &[Move], end: GameEnd) {
        self.games += 1;
        let mut pos = start.clone();
        let mut seen: HashSet<(String, Move)> = HashSet::new();
        for &mv in moves.iter().take(self.plies) {
            if pos.check_move(mv).is_err() {
                break;
            }
            let key = key_of(&pos);
            let mover = pos.side_to_move();
            let ply = pos.ply();
            if seen.insert((key.clone(), mv)) {
                let entry = self.positions.entry(key).or_insert_with(|| Seen {
                    ply,
                    moves: Vec::new(),
                });
                entry.ply = entry.ply.min(ply);
                let at = match entry.moves.iter().position(|(m, _)| *m == mv) {
                    Some(i) => i,
                    None => {
                        entry.moves.push((mv, Tally::default()));
                        entry.moves.len() - 1
                    }
                };
                let tally = &mut entry.moves[at].1;
                tally.count += 1;
                match end {
                    GameEnd::Won(c) if c == mover => tally.results.wins += 1,
                    GameEnd::Won(_) => tally.results.losses += 1,
                    GameEnd::Draw => tally.results.draws += 1,
                    GameEnd::Unknown => {}
                }
            }
            pos.do_move(mv);
        }
    }

    /// The entries, sorted by key; in each, the moves most played first
    /// (the order a reader shows and a bot weighs), ties in the order met.
    pub fn finish(self) -> Vec<BookEntry> {
        let min_count = self.min_count;
        let sorted: BTreeMap<String, Seen> = self.positions.into_iter().collect();
        sorted
            .into_iter()
            .filter_map(|(key, p)| {
                let mut moves: Vec<(Move, Tally)> = p
                    .moves
                    .into_iter()
                    .filter(|(_, t)| t.count >= min_count)
                    .collect();
                if moves.is_empty() {
                    return None;
                }
                moves.sort_by_key(|m| std::cmp::Reverse(m.1.count));
                Some(BookEntry {
                    key,
                    ply: Some(p.ply),
                    comment: String::new(),
                    moves: moves
                        .into_iter()
                        .map(|(mv, t)| BookLine {
                            usi: mv.to_usi(),
                            ponder: None,
                            value: None,
                            depth: None,
                            count: Some(t.count),
                            results: Some(t.results),
                            comment: String::new(),
                        })
                        .collect(),
                })
            })
            .collect()
    }
}
