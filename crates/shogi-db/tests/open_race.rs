//! Two writers opening a database file that does not exist yet, at the
//! same moment (two `db import`s, or an import and a finished game): both
//! open it, whichever creates it, and neither gives up on a busy file
//! before the wait it promises.

use shogi_db::{Access, Database};

#[test]
fn two_writers_creating_one_file_at_once_both_open_it() {
    let dir = tempfile::tempdir().unwrap();
    for round in 0..40 {
        let path = dir.path().join(format!("g{round}.sqlite"));
        let barrier = std::sync::Barrier::new(2);
        let opened: Vec<Result<Database, shogi_db::DbError>> = std::thread::scope(|s| {
            let open = || {
                barrier.wait();
                Database::open(&path, Access::Write)
            };
            let a = s.spawn(open);
            let b = s.spawn(open);
            vec![a.join().unwrap(), b.join().unwrap()]
        });
        for r in opened {
            assert!(r.is_ok(), "round {round}: {:?}", r.err());
        }
    }
}
