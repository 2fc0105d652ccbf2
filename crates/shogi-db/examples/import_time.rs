//! Times an import without the app: `import_time DB PATH...` (a quick
//! check of the crate alone; `bench/db/bench.sh` measures the program).

use shogi_db::{Access, Database};
use std::path::PathBuf;

fn main() {
    let args: Vec<PathBuf> = std::env::args_os().skip(1).map(PathBuf::from).collect();
    let Some((db, paths)) = args.split_first() else {
        eprintln!("usage: import_time DB PATH...");
        std::process::exit(2);
    };
    let started = std::time::Instant::now();
    let mut db = match Database::open(db, Access::Write) {
        Ok(db) => db,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(1);
        }
    };
    match db.import(paths, &mut |_| {}) {
        Ok(s) => {
            let secs = started.elapsed().as_secs_f64();
            println!(
                "{} files, {} imported, {} already, {} refused in {secs:.2} s: {:.0} games/s",
                s.files,
                s.imported,
                s.already,
                s.refused,
                (s.imported + s.already) as f64 / secs
            );
        }
        Err(e) => eprintln!("{e}"),
    }
}
