//! `shogi-tui match` watched in a real terminal (tmux), at 80×24 and
//! 120×40, in English and Japanese: the board of a game in progress, the
//! standings, the progress bar; q asks, y stops after the games in
//! progress, and the table is printed on the normal screen.

use crate::tmux_support::*;

fn series_in(lang: &str, size: (u16, u16), out: &std::path::Path) -> Tmux {
    let out = out.display().to_string();
    Tmux::start_in_locale(
        lang,
        size,
        &[
            "match",
            "--engine",
            "low=bot:7",
            "--engine",
            "high=bot:8",
            "--games",
            "40",
            "--byoyomi",
            "100ms",
            "--max-plies",
            "60",
            // The view is under test, not the clock: a loaded machine
            // must not decide the games on time.
            "--time-margin",
            "1s",
            "--seed",
            "2",
            "--out",
            &out,
        ],
    )
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn a_series_watched_in_english_stops_when_asked() {
    require_tmux!();
    for size in [(80, 24), (120, 40)] {
        let out =
            std::env::temp_dir().join(format!("e2e-match-en-{}-{}", std::process::id(), size.0));
        let _ = std::fs::remove_dir_all(&out);
        let t = series_in("C.UTF-8", size, &out);
        let screen = t.wait_for("a game on the board", |s| {
            s.starts_with("Game ") && s.contains("/40: ▲")
        });
        assert!(screen.contains("Tab/←→ another game · q stop"), "{screen}");
        assert!(screen.contains("Standings"), "{screen}");
        // A game ends: the standings say so.
        let screen = t.wait_text("low v high:");
        assert!(screen.contains("/40 games"), "{screen}");
        t.keys(&["q"]);
        t.wait_text("Stop after the games in progress? y/n");
        t.keys(&["y"]);
        t.wait_text("Stopping after the games in progress");
        t.wait_exit("the series to stop");
        let screen = t.capture();
        assert!(screen.contains("low v high:"), "{screen}");
        let played = std::fs::read_to_string(out.join("series.json")).unwrap_or_default();
        assert!(played.matches("\"number\"").count() < 40, "{played}");
    }
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn a_series_watched_in_japanese() {
    require_tmux!();
    for size in [(80, 24), (120, 40)] {
        let out =
            std::env::temp_dir().join(format!("e2e-match-ja-{}-{}", std::process::id(), size.0));
        let _ = std::fs::remove_dir_all(&out);
        let t = series_in("ja_JP.UTF-8", size, &out);
        let screen = t.wait_for("a game on the board", |s| {
            s.starts_with("第") && s.contains("/40：▲")
        });
        assert!(
            screen.contains("成績") && screen.contains("q 中止"),
            "{screen}"
        );
        t.wait_text("low 対 high");
        t.keys(&["q"]);
        t.wait_text("止めますか");
        t.keys(&["q"]);
        // Asked again while asking: q is not y; n takes the question back.
        t.keys(&["n"]);
        t.wait_for("the question gone", |s| !s.contains("止めますか"));
        t.keys(&["C-c", "C-c"]);
        t.wait_exit("the series to stop at once");
        // The table's first line may have scrolled into the history.
        assert!(t.capture().contains("low 対 high："));
    }
}

/// The saved series of a tmux session's save folder: its `matches/`
/// folders.
fn series_folders(t: &Tmux) -> Vec<std::path::PathBuf> {
    let matches = std::env::temp_dir().join(&t.socket).join("matches");
    let mut found: Vec<_> = std::fs::read_dir(matches)
        .map(|d| d.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    found.sort();
    found
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn the_menu_plays_a_series_of_two_levels_and_keeps_its_records() {
    require_tmux!();
    for (lang, menu, over) in [
        ("C.UTF-8", "Start a new game", "Series over: 2/2 games"),
        ("ja_JP.UTF-8", "新しい対局を始める", "連続対局終了：2/2局"),
    ] {
        let t = Tmux::start_in_locale(lang, (80, 24), &[]);
        // At 80×24 the menu scrolls: its row is below what shows at first.
        t.wait_text(menu);
        // The row sits above About, Help and Quit, the last three.
        t.keys(&["End", "Up", "Up", "Up", "Enter"]);
        let form = t.wait_for("the form", |s| s.contains("▸ ") && s.contains("Enter"));
        assert!(
            form.contains(if lang == "C.UTF-8" {
                "▸ Start"
            } else {
                "▸ 開始"
            }),
            "{form}"
        );
        // First player: from the strongest level down to level 1.
        t.keys(&["Home"]);
        t.keys(&["Left"; 7]);
        t.wait_text(if lang == "C.UTF-8" {
            "bot 1 Beginner"
        } else {
            "ボット 1 入門"
        });
        // Second: round to level 2 (the choices after level 8 are the
        // engines found installed, then level 1 again).
        t.keys(&["Down"]);
        for _ in 0..12 {
            let s = t.capture();
            let second = s
                .lines()
                .find(|l| l.contains("▸ "))
                .unwrap_or("")
                .to_string();
            if second.contains("bot 2 ") || second.contains("ボット 2 ") {
                break;
            }
            t.keys(&["Right"]);
            std::thread::sleep(std::time::Duration::from_millis(100));
        }
        // Half a second a move; two games.
        t.keys(&["Down", "Left", "Down", "Left", "Left", "End", "Enter"]);
        let screen = t.wait_text(over);
        let level = if lang == "C.UTF-8" {
            "Level 1"
        } else {
            "レベル1"
        };
        assert!(
            screen.contains(level),
            "the standings name the players: {screen}"
        );
        let folders = series_folders(&t);
        assert_eq!(folders.len(), 1, "{folders:?}");
        let json = std::fs::read_to_string(folders[0].join("series.json")).unwrap_or_default();
        assert_eq!(json.matches("\"number\"").count(), 2, "{json}");
        for n in 1..=2 {
            let record = folders[0].join(format!("game-{n:04}.kif"));
            // KIF is written in Shift_JIS, as other programs read it.
            let loaded = shogi_tui::kifu::open_record(&record);
            let plies = loaded.map(|l| l.game.moves().len()).unwrap_or(0);
            assert!(plies > 8, "{}: {plies} plies", record.display());
        }
        // q: back to the form, Esc: to the menu, still running.
        t.keys(&["q"]);
        t.wait_for("the form again", |s| s.contains("▸ ") && !s.contains(over));
        t.keys(&["Escape"]);
        t.wait_text(if lang == "C.UTF-8" {
            "Engine match (series)"
        } else {
            "連続対局（エンジン同士）"
        });
        t.keys(&["C-c"]);
    }
}
