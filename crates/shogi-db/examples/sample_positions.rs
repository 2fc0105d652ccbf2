//! Prints N positions of a database's games as SFEN, one a line, for the
//! benchmark's queries (`bench/db/bench.sh`): game `k * step`, at a ply
//! drawn from 0 to the index's limit, so that the sample has the start,
//! the shared openings and the rarely reached positions in the mix games
//! give them.
//!
//! `sample_positions DB N`

use shogi_db::codec::decode_moves;
use shogi_db::{Access, Database, INDEX_PLIES, Search};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (Some(path), Some(n)) = (args.first(), args.get(1).and_then(|n| n.parse::<u64>().ok())) else {
        eprintln!("usage: sample_positions DB N");
        std::process::exit(2);
    };
    let db = match Database::open(std::path::Path::new(path), Access::Read) {
        Ok(db) => db,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(1);
        }
    };
    let total = db.search(&Search::default()).map(|f| f.count).unwrap_or(0);
    let step = (total / n.max(1)).max(1);
    let mut seed = 0x9e37_79b9_7f4a_7c15u64;
    for k in 0..n.min(total) {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        let id = (k * step + 1) as i64;
        let Ok(Some((start, moves))) = db.game_moves(id) else { continue };
        let Some(moves) = decode_moves(&start, &moves) else { continue };
        let ply = (seed % (INDEX_PLIES as u64 + 1)) as usize;
        let mut pos = start;
        for mv in moves.iter().take(ply) {
            pos.do_move(*mv);
        }
        println!("{}", pos.to_sfen());
    }
}
