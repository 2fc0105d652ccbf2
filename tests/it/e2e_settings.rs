//! Settings remembered across starts of the real binary (tmux), with
//! `XDG_CONFIG_HOME` pointing at a folder of the test's own.

use crate::tmux_support::*;

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn w_is_remembered_across_a_restart_and_a_flag_is_for_one_run() {
    require_tmux!();
    let cfg = std::env::temp_dir().join(format!("shogi-e2e-cfg-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&cfg);
    // The harness points SHOGI_TUI_CONFIG_DIR elsewhere; this test is about
    // the XDG folder players have.
    let run = |args: &str| {
        format!(
            "exec env -u SHOGI_TUI_CONFIG_DIR XDG_CONFIG_HOME={} {BIN} {args}",
            cfg.display()
        )
    };
    let t = Tmux::start_command(&run("play"));
    let screen = t.wait_text("☗ Black to move");
    assert!(screen.contains('歩'), "kanji pieces first:\n{screen}");
    t.keys(&["w"]);
    t.wait_for("Western pieces", |s| !s.contains('歩'));
    t.keys(&["q"]);
    t.wait_exit("the program to exit");
    drop(t);
    let file = cfg.join("shogi-tui/settings.ron");
    let text = std::fs::read_to_string(&file).expect("settings written");
    assert!(text.contains("glyphs: \"western\""), "{text}");

    // Restarted: Western pieces again, without being asked.
    let t = Tmux::start_command(&run("play"));
    let screen = t.wait_text("☗ Black to move");
    assert!(!screen.contains('歩'), "remembered:\n{screen}");
    t.keys(&["q"]);
    t.wait_exit("the program to exit");
    drop(t);

    // A flag before any subcommand: the menu in kanji for this run only.
    let t = Tmux::start_command(&run("--glyphs kanji"));
    t.wait_text("kanji 歩");
    t.keys(&["q"]);
    t.wait_exit("the program to exit");
    assert_eq!(
        std::fs::read_to_string(&file).unwrap(),
        text,
        "not remembered"
    );
    std::fs::remove_dir_all(&cfg).unwrap();
}
