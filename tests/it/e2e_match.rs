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
