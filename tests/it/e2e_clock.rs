//! Clocks in the real terminal: a flag that falls on its own, and a game
//! with names and a clock whose save and exports keep them.

use crate::tmux_support::*;
use std::time::{Duration, Instant};

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn with_no_move_made_black_loses_on_time_within_four_seconds() {
    require_tmux!();
    let t = Tmux::start(&["play", "--time", "0", "--byoyomi", "2s", "--quiet"]);
    t.wait_text("☗ Black to move");
    let started = Instant::now();
    let screen = t.wait_text("Black loses on time");
    let took = started.elapsed();
    assert!(
        took < Duration::from_secs(4),
        "the flag fell after {took:?}"
    );
    assert!(
        screen.contains("まで0手で時間切れにより後手の勝ち"),
        "{screen}"
    );
    assert!(screen.contains("take back the last move"), "{screen}");
    // Behind the result box, Black's clock shows the fall.
    t.keys(&["Escape"]);
    let screen = t.wait_for("the box to close", |s| !s.contains("Esc  close this box"));
    assert!(screen.contains("時間切れ"), "{screen}");
    assert!(
        screen.contains("秒読み 2"),
        "White's untouched byoyomi: {screen}"
    );
    t.keys(&["q"]);
    t.wait_exit("the program to exit");
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn names_and_clock_go_into_the_save_and_its_kif_and_csa_exports() {
    require_tmux!();
    let dir = std::env::temp_dir().join(format!("shogi-e2e-clock-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let d = dir.to_str().expect("a UTF-8 temporary path");
    let t = Tmux::start(&[
        "play",
        "--save-dir",
        d,
        "--time",
        "10m",
        "--byoyomi",
        "30s",
        "--black-name",
        "Hanako",
        "--white-name",
        "Taro",
        "--quiet",
    ]);
    let screen = t.wait_text("☗ Black to move");
    assert!(screen.contains("Hanako"), "{screen}");
    assert!(screen.contains("10m + 30s byoyomi"), "{screen}");
    assert!(screen.contains("10:00"), "{screen}");
    std::thread::sleep(Duration::from_millis(1_100));
    t.prompt_move("7g7f");
    t.wait_text("1 ▲７六歩");
    std::thread::sleep(Duration::from_millis(1_100));
    t.prompt_move("3c3d");
    t.wait_text("2 △３四歩");
    t.leave_game_and_exit();
    drop(t);

    let save = only_ron(&dir);
    let kept = shogi_tui::kifu::read_save(&save).expect("the save");
    assert_eq!(kept.info.black.name, "Hanako");
    assert_eq!(kept.info.white.name, "Taro");
    let control = kept.info.time_control.expect("a time control");
    assert_eq!(control.black.main, Duration::from_secs(600));
    assert_eq!(control.black.byoyomi, Duration::from_secs(30));
    for m in &kept.moves {
        let took = m.time.expect("a move time");
        assert!(took >= Duration::from_secs(1), "{took:?}");
    }

    let kif = dir.join("export.kif");
    let csa = dir.join("export.csa");
    for out in [&kif, &csa] {
        let status = crate::common::cli()
            .arg("convert")
            .arg(&save)
            .arg(out)
            .status()
            .expect("convert runs");
        assert!(status.success());
    }
    let kif_text = read_kif(&kif);
    assert!(kif_text.contains("先手：Hanako"), "{kif_text}");
    assert!(kif_text.contains("後手：Taro"), "{kif_text}");
    assert!(kif_text.contains("持ち時間：10分+30秒"), "{kif_text}");
    // Each move's time, and the mover's own total: ( 0:01/00:00:01).
    assert!(kif_text.contains("( 0:01/00:00:01)"), "{kif_text}");
    let csa_text = std::fs::read_to_string(&csa).expect("the CSA export");
    assert!(csa_text.contains("N+Hanako"), "{csa_text}");
    assert!(csa_text.contains("N-Taro"), "{csa_text}");
    // Move times with fractions make it a V3.0 file, which says the time
    // control its own way; V2.2 would say `$TIME_LIMIT:00:10+30`.
    assert!(csa_text.contains("V3.0"), "{csa_text}");
    assert!(csa_text.contains("$TIME:600+30+0"), "{csa_text}");
    assert!(csa_text.contains("\nT1"), "{csa_text}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The one save a game left in `dir`.
fn only_ron(dir: &std::path::Path) -> std::path::PathBuf {
    let saves: Vec<_> = std::fs::read_dir(dir)
        .expect("the save folder")
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "ron"))
        .collect();
    assert_eq!(saves.len(), 1, "{saves:?}");
    saves[0].clone()
}

/// A `.kif` is Shift_JIS, as Kifu for Windows reads it.
fn read_kif(path: &std::path::Path) -> String {
    let bytes = std::fs::read(path).expect("the KIF export");
    let (text, _, _) = encoding_rs::SHIFT_JIS.decode(&bytes);
    text.into_owned()
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn the_menu_says_the_clock_decides_the_computers_time() {
    require_tmux!();
    let row = |screen: &str| {
        screen
            .lines()
            .find(|l| l.contains("Computer's time"))
            .unwrap_or_else(|| panic!("no Computer's time row:\n{screen}"))
            .to_string()
    };
    // Untimed: the time per move is what the computer gets.
    let t = Tmux::start(&[]);
    let untimed = row(&t.wait_text("Computer's time"));
    assert!(untimed.contains("s per move"), "{untimed}");
    assert!(!untimed.contains("the clock decides"), "{untimed}");
    t.keys(&["q"]);
    t.wait_exit("the program to exit");
    drop(t);
    // With a clock the row stays (it is kept for untimed games), said
    // not to be in force.
    let t = Tmux::start(&["--time", "10m", "--byoyomi", "30s"]);
    let timed = row(&t.wait_text("Computer's time"));
    assert!(timed.contains("s per move"), "{timed}");
    assert!(timed.contains("— the clock decides"), "{timed}");
    t.keys(&["q"]);
    t.wait_exit("the program to exit");
}
