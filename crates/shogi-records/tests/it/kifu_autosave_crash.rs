//! A game's save survives `kill -9`: a child process plays a game and saves it
//! after every move; it is killed with SIGKILL at random moments (between
//! moves and in the middle of saves). After every kill the autosave must
//! parse and hold every move the child had reported as saved. Each new
//! child continues the game from the autosave, as `--continue` would.

use shogi_core::game::{Game, MoveLimit, Player, Players};
use shogi_records::{GameInfo, SaveDir, load_game, record_of};
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

const CHILD_ENV: &str = "KIFU_CRASH_CHILD_DIR";
const PADDING_CHARS: usize = 100_000;
/// The save every child keeps the game in.
const SAVE: &str = "game";

/// The move the child plays at a given ply: a fixed pseudo-random choice
/// among the legal moves, so any process continuing the game plays the
/// same sequence.
fn choose(game: &Game) -> Option<shogi_core::Move> {
    let moves = game.position().legal_moves();
    if moves.is_empty() {
        return None;
    }
    let mut x = (game.ply() as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    x ^= x >> 29;
    Some(moves[(x % moves.len() as u64) as usize])
}

/// Not a test of its own: the body of the child process.
#[test]
#[ignore = "child process of autosave_survives_sigkill"]
fn crash_child() {
    let Some(dir) = std::env::var_os(CHILD_ENV) else {
        return;
    };
    let saves = SaveDir::open(PathBuf::from(dir)).unwrap();
    // The killed child held the save's lock; the OS let it go with it.
    let slot = saves.claim(SAVE).unwrap();
    let mut game = match slot.read().unwrap() {
        Some(record) => load_game(record).game,
        None => Game::even()
            .with_move_limit(MoveLimit::Off)
            .with_players(Players::new(Player::human("crash"), Player::bot("test", 1))),
    };
    let info = GameInfo::default();
    // A long comment makes each save take a while, so that kills land in
    // the middle of writes as well as between them.
    let padding = "盤".repeat(PADDING_CHARS);
    while !game.is_over() && game.ply() < 400 {
        let Some(mv) = choose(&game) else { break };
        game.play(mv).unwrap();
        let mut record = record_of(&game, &info);
        record.comments = vec![padding.clone()];
        slot.write(&record).unwrap();
        println!("saved {}", game.ply());
    }
    println!("done {}", game.ply());
    // Wait to be killed, like a player leaving the program open.
    std::thread::sleep(Duration::from_secs(60));
}

fn check_autosave(dir: &Path, at_least: usize) -> usize {
    let record = shogi_records::read_save(&dir.join(format!("{SAVE}.ron")))
        .unwrap_or_else(|e| panic!("save unreadable after kill: {e}"));
    assert!(
        record.moves.len() >= at_least,
        "lost moves: {} < {at_least}",
        record.moves.len()
    );
    // The saved moves are exactly the sequence the children play.
    let mut game = Game::even().with_move_limit(MoveLimit::Off);
    for m in &record.moves {
        assert_eq!(
            Some(m.mv),
            choose(&game),
            "unexpected move at ply {}",
            game.ply() + 1
        );
        game.play(m.mv).unwrap();
    }
    record.moves.len()
}

#[test]
fn autosave_survives_sigkill() {
    let dir = std::env::temp_dir().join(format!("kifu-crash-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let exe = std::env::current_exe().unwrap();
    let mut seed = 0x2545_F491_4F6C_DD1Du64 ^ u64::from(std::process::id());
    let mut saved = 0usize;
    let mut kills = 0;
    let started = Instant::now();
    while kills < 25 && started.elapsed() < Duration::from_secs(60) {
        let mut child = Command::new(&exe)
            .args([
                "--exact",
                "kifu_autosave_crash::crash_child",
                "--ignored",
                "--nocapture",
                "--test-threads=1",
            ])
            .env(CHILD_ENV, &dir)
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let stdout = child.stdout.take().unwrap();
        let (tx, rx) = mpsc::channel();
        let reader = std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if let Some(n) = line
                    .strip_prefix("saved ")
                    .and_then(|n| n.parse::<usize>().ok())
                {
                    let _ = tx.send(Some(n));
                } else if line.starts_with("done") {
                    let _ = tx.send(None);
                }
            }
        });
        // xorshift: a random moment between 1 and 40 ms after the first save.
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        let wait = Duration::from_micros(1000 + seed % 39_000);
        let mut finished = false;
        match rx.recv_timeout(Duration::from_secs(20)) {
            Ok(Some(n)) => saved = saved.max(n),
            Ok(None) => finished = true,
            Err(_) => panic!("the child did not save within 20 s"),
        }
        std::thread::sleep(wait);
        child.kill().unwrap(); // SIGKILL on Unix
        child.wait().unwrap();
        reader.join().unwrap();
        // Everything the child reported before it died must be on disk.
        for report in rx.try_iter() {
            match report {
                Some(n) => saved = saved.max(n),
                None => finished = true,
            }
        }
        let on_disk = check_autosave(&dir, saved);
        saved = saved.max(on_disk);
        kills += 1;
        if finished {
            break;
        }
    }
    eprintln!("{kills} kills, {saved} moves saved");
    assert!(kills >= 5, "only {kills} kills in the time allowed");
    assert!(saved > 0, "the children never saved");
    let leftovers: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| *n != format!("{SAVE}.ron") && *n != format!(".{SAVE}.lock"))
        .collect();
    // A kill during a save may leave its temporary file (and the lock file,
    // which holds nothing once its process is gone); never a broken save.
    assert!(
        leftovers.iter().all(|n| n.ends_with(".tmp")),
        "{leftovers:?}"
    );
    eprintln!("{} kills landed in the middle of a save", leftovers.len());
    std::fs::remove_dir_all(&dir).unwrap();
}
