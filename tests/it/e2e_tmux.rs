//! End to end: the real binary in a real terminal (tmux), driven with
//! send-keys and read back with capture-pane. Skipped, with a message, when
//! tmux is not installed (CI installs it).

use crate::tmux_support::*;

use std::thread::sleep;
use std::time::Duration;

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn hot_seat_game_shows_kanji_plays_typed_moves_and_explains_refusals() {
    require_tmux!();
    let t = Tmux::start(&["play"]);
    // Both ends of the first frame: a capture may land mid-draw.
    // The board's rows as words, whatever the size of its squares.
    let screen = t.wait_for("the first frame", |s| {
        words(s).contains("v香 v桂 v銀 v金 v王 v金 v銀 v桂 v香") && s.contains("☗ Black to move")
    });
    assert!(words(&screen).contains(" 香 桂 銀 金 玉 金 銀 桂 香"));
    assert!(words(&screen).contains("９ ８ ７ ６ ５ ４ ３ ２ １"));
    assert!(screen.contains("☗ Black to move"));

    t.prompt_move("7g7f");
    let screen = t.wait_text("☖ White to move");
    assert!(screen.contains("1 ▲７六歩"), "{screen}");
    assert!(screen.contains(" 歩 "), "{screen}");

    // A pawn cannot jump two squares: refused, with the reason in the status bar.
    t.prompt_move("5c5e");
    let screen = t.wait_text("cannot move to 5e");
    let status = Tmux::status_bar(&screen).join("\n");
    assert!(
        status.contains("✗ a pawn on 5c cannot move to 5e"),
        "{status}"
    );
    t.keys(&["Escape"]);
    // A lone Escape is told from the start of a key sequence only by what
    // follows: let it be read before the mouse sends its own sequences.
    t.wait_for("the prompt to close", |s| !s.contains('█'));

    // White answers with the mouse: click the pawn, then its destination.
    t.click_square("3c");
    t.click_square("3d");
    let screen = t.wait_text("2 △３四歩");
    assert!(screen.contains("☗ Black to move"), "{screen}");

    // Quit with confirmation; the terminal leaves the alternate screen.
    t.leave_game_and_exit();
    assert_eq!(t.format("#{alternate_on}"), "0");
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn the_beginner_bot_answers_a_move_and_quitting_ends_it() {
    require_tmux!();
    let t = Tmux::start(&[
        "play",
        "--white",
        "bot:1",
        "--seconds",
        "0.5",
        "--black-name",
        "Hanako",
    ]);
    let screen = t.wait_text("☗ Black to move");
    assert!(
        screen.contains("☗ Hanako (human) vs ☖ shogi-tui Beginner (bot 1)"),
        "{screen}"
    );
    t.prompt_move("7g7f");
    // The reply comes by itself, with no key pressed.
    // The key hints are the last row drawn: the whole frame is there.
    let screen = t.wait_for("the bot's reply", |s| {
        s.contains(" 2 △") && s.contains("☗ Black to move") && s.contains("::type move")
    });
    assert!(screen.contains("1 ▲７六歩"), "{screen}");
    // While it is the player's turn the program sleeps: no timer runs, so
    // the screen does not change by itself.
    sleep(Duration::from_millis(300));
    assert_eq!(t.capture(), screen);
    t.leave_game_and_exit();
    assert_eq!(t.format("#{alternate_on}"), "0");
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn tally_popup_shows_27_and_27_for_the_entered_kings_position() {
    require_tmux!();
    let t = Tmux::start(&["play", "--sfen", IMPASSE]);
    t.wait_text("☗ Black to move");
    t.keys(&["i"]);
    let screen = t.wait_text("Impasse tally");
    let row = |label: &str| -> Vec<String> {
        let line = screen
            .lines()
            .find(|l| l.contains(label))
            .unwrap_or_else(|| panic!("no {label} row:\n{screen}"));
        let words: Vec<String> = line
            .split(['│', ' '])
            .filter(|w| !w.is_empty())
            .map(str::to_string)
            .collect();
        words[words.len() - 2..].to_vec()
    };
    assert_eq!(row("points, all pieces"), ["27", "27"]);
    assert_eq!(row("points, zone + hand"), ["27", "27"]);
    assert_eq!(row("pieces in zone"), ["11", "11"]);
    assert!(
        screen.contains("White wins"),
        "27-point amateur tally:\n{screen}"
    );
    assert!(screen.contains("Black would lose"), "{screen}");
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn checkmate_with_the_keyboard_is_announced_in_the_status_bar() {
    require_tmux!();
    let t = Tmux::start(&["play", "--sfen", GOLD_MATE]);
    t.wait_text("☗ Black to move");
    // Pick the gold from the hand, walk the cursor from 7g to 5b, drop it.
    t.keys(&["g", "l", "l", "k", "k", "k", "k", "k", "Enter"]);
    let screen = t.wait_text("Black wins by checkmate");
    let status = Tmux::status_bar(&screen).join("\n");
    assert!(
        status.contains("Black wins by checkmate — まで1手で先手の勝ち"),
        "{status}"
    );
    // The announcement stays while the player looks around.
    t.keys(&["f", "i", "Escape"]);
    sleep(Duration::from_millis(200));
    let screen = t.wait_text("まで1手で先手の勝ち");
    assert!(screen.contains("1 ▲５二金"), "{screen}");
}

/// `examples/panic_in_tui.rs`, which `cargo test` builds next to the test
/// binaries; a run that did not (`cargo test --test it`) has it built
/// here, and a probe that still cannot be had fails the test.
fn panic_probe() -> std::path::PathBuf {
    let exe = std::env::current_exe().expect("the test binary's path");
    let dir = exe
        .parent()
        .and_then(|deps| deps.parent())
        .expect("the test binary sits in target/<profile>/deps")
        .join("examples");
    let probe = dir.join(format!("panic_in_tui{}", std::env::consts::EXE_SUFFIX));
    if !probe.exists() {
        let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
        let status = std::process::Command::new(cargo)
            .args(["build", "--profile", "test", "--example", "panic_in_tui"])
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .status()
            .expect("cargo runs");
        assert!(
            status.success(),
            "cargo build --profile test --example panic_in_tui: {status}"
        );
    }
    assert!(probe.exists(), "{} was not built", probe.display());
    probe
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn a_panic_restores_the_terminal_and_prints_its_message() {
    require_tmux!();
    let probe = panic_probe();
    let t = Tmux::start_command(&format!(
        "{}; echo \"exit status $?\"; sleep 60",
        probe.display()
    ));
    t.wait_for("the full-screen mode", |_| {
        t.format("#{alternate_on}") == "1"
    });
    let screen = t.wait_text("exit status");
    assert!(
        screen.contains("deliberate panic inside the full-screen mode"),
        "{screen}"
    );
    assert!(screen.contains("exit status 101"), "{screen}");
    assert_eq!(t.format("#{alternate_on}"), "0", "alternate screen left");
    assert_eq!(t.format("#{mouse_any_flag}"), "0", "mouse reporting off");
    assert_eq!(t.format("#{cursor_flag}"), "1", "cursor shown");
    // Raw mode off: a newline returns to the left edge, so the message's
    // second line is not pushed right by the first.
    let message = screen
        .lines()
        .find(|l| l.contains("deliberate panic"))
        .unwrap_or_default();
    assert!(message.starts_with("deliberate panic"), "{message:?}");
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn save_quit_continue_and_review_through_the_real_terminal() {
    require_tmux!();
    let dir = std::env::temp_dir().join(format!("shogi-e2e-saves-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let d = dir.to_str().expect("a UTF-8 temporary path");

    let t = Tmux::start(&["play", "--save-dir", d]);
    t.wait_text("☗ Black to move");
    t.prompt_move("7g7f");
    t.wait_text("1 ▲７六歩");
    t.prompt_move("3c3d");
    t.wait_text("2 △３四歩");
    // `s` offers a name from the date and the players; type our own instead.
    t.keys(&["s"]);
    t.wait_text("_Black-vs-White█");
    t.run(&["send-keys", "-t", "e2e", "-N", "60", "BSpace"]);
    t.wait_text(": █");
    t.type_text("e2e-game");
    t.keys(&["Enter"]);
    t.wait_text(&format!("saved as {d}/e2e-game.ron"));
    t.keys(&["q"]);
    t.wait_text("It is saved: Continue in the menu or shogi-tui --continue resumes it.");
    t.keys(&["y"]);
    t.wait_exit("the program to exit");
    drop(t);

    // `--continue` puts the saved game back on the board.
    let t = Tmux::start(&["--continue", "--save-dir", d]);
    // The status bar is drawn last: once it shows, the board and list are there.
    let screen = t.wait_text("continuing e2e-game after 2 moves: ? lists every key");
    assert!(screen.contains("2 △３四歩"), "{screen}");
    assert!(screen.contains("☗ Black to move"), "{screen}");
    t.prompt_move("2g2f");
    t.wait_text("3 ▲２六歩");
    t.leave_game_and_exit();
    drop(t);
    let kept = shogi_tui::kifu::read_save(&dir.join("e2e-game.ron")).expect("the save");
    let moves: Vec<String> = kept.moves.iter().map(|m| m.mv.to_usi()).collect();
    assert_eq!(moves, ["7g7f", "3c3d", "2g2f"]);

    // The named save, in review mode: step, jump, leave.
    let saved = format!("{d}/e2e-game.ron");
    let t = Tmux::start(&["review", &saved, "--save-dir", d]);
    t.wait_text("Review e2e-game.ron");
    t.wait_text("move 0/3");
    t.keys(&["Right", "Right"]);
    t.wait_text("move 2/3");
    t.wait_text("▸  2 △３四歩");
    t.keys(&[":"]);
    t.type_text("1");
    t.keys(&["Enter"]);
    t.wait_text("move 1/3");
    t.keys(&["q"]);
    t.wait_exit("the program to exit");
    assert_eq!(t.format("#{alternate_on}"), "0");
    drop(t);

    // A KIF file from a shogi site: its comments and its outcome.
    let kif = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/kif/even_branches.kifu"
    );
    let t = Tmux::start(&["review", kif, "--save-dir", d]);
    t.wait_text("Review even_branches.kifu");
    t.wait_text("対局前のコメント");
    t.wait_text("White wins by resignation — まで10手で後手の勝ち");
    t.keys(&["End"]);
    t.wait_text("両取り");
    t.keys(&["q"]);
    t.wait_exit("the program to exit");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn numeric_western_and_upper_case_usi_moves_are_played() {
    require_tmux!();
    let t = Tmux::start(&["play"]);
    t.wait_text("☗ Black to move");
    t.prompt_move("7G7F");
    t.wait_text("1 ▲７六歩");
    // White's pawn from 33 to 34, as English books write it.
    t.prompt_move("P-34");
    t.wait_text("2 △３四歩");
    t.prompt_move("Bx22+");
    t.wait_text("3 ▲２二角成");
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn brackets_show_the_previous_position_and_return_to_the_game() {
    require_tmux!();
    let t = Tmux::start(&["play"]);
    t.wait_text("☗ Black to move");
    t.prompt_move("7g7f");
    t.prompt_move("3c3d");
    let live = t.wait_text("2 △３四歩");
    // The rank-3 row of the board, with White's pawn gone from 3c.
    let rank3 = |s: &str| {
        s.lines()
            .find(|l| l.contains('三'))
            .map(words)
            .unwrap_or_default()
    };
    assert!(rank3(&live).contains("v歩 ・ v歩"), "{live}");
    t.keys(&["["]);
    let back = t.wait_text("viewing move 1 of 2");
    assert!(
        rank3(&back).contains("v歩 v歩 v歩 v歩 v歩 v歩 v歩 v歩 v歩"),
        "{back}"
    );
    assert!(back.contains("▸  1 ▲７六歩"), "{back}");
    // A move is refused while looking back, and nothing was undone.
    t.keys(&["Enter"]);
    t.wait_text("] or End returns to the game");
    t.keys(&["]"]);
    let again = t.wait_for("the live board", |s| {
        !s.contains("viewing move") && s.contains("☗ Black to move")
    });
    assert_eq!(rank3(&again), rank3(&live));
    assert!(again.contains("▸  2 △３四歩"), "{again}");
    t.prompt_move("2g2f");
    t.wait_text("3 ▲２六歩");
}

/// `screen`'s rows with each run of blanks as one space: what they say,
/// whatever the size of the board's squares.
fn words(screen: &str) -> String {
    screen
        .lines()
        .map(|l| l.split_whitespace().collect::<Vec<_>>().join(" "))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The character drawn at display column `col` of a captured row (a kanji
/// covers two columns).
fn char_at_column(row: &str, col: u16) -> Option<char> {
    use unicode_width::UnicodeWidthChar;
    let mut at = 0;
    for c in row.chars() {
        let w = c.width().unwrap_or(0);
        if (at..at + w.max(1)).contains(&usize::from(col)) {
            return Some(c);
        }
        at += w;
    }
    None
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn a_long_japanese_comment_stays_inside_its_border_and_braces_scroll_it() {
    require_tmux!();
    let dir = std::env::temp_dir().join(format!("shogi-e2e-notes-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let mut kif = String::from(
        "先手：山田\n後手：佐藤\n手数----指手---------消費時間--\n   1 ７六歩(77)   ( 0:05/00:00:05)\n",
    );
    for i in 1..=20 {
        kif.push_str(&format!(
            "*{i}行目：角道を開けて、次に△３四歩なら角交換を含みにした駒組み。\n"
        ));
    }
    let file = dir.join("long.kif");
    std::fs::write(&file, kif).unwrap();
    let d = dir.to_str().expect("a UTF-8 temporary path");
    let t = Tmux::start(&["review", &format!("{d}/long.kif"), "--save-dir", d]);
    t.wait_text("move 0/1");
    t.keys(&["Right"]);

    let layout =
        shogi_tui::tui::layout::ScreenLayout::new(ratatui::layout::Rect::new(0, 0, 120, 40), false)
            .expect("fits 120×40");
    let (_, notes) = shogi_tui::tui::pages::review::view::review_panes(layout.moves);
    let right = notes.right() - 1;
    let (top, bottom) = (usize::from(notes.y) + 1, usize::from(notes.bottom()) - 2);
    let mark_at = |screen: &str, row: usize| {
        let line = screen.lines().nth(row).unwrap_or_default();
        char_at_column(line, right - 1)
    };
    // No kanji runs into the right border: each of its rows is intact.
    let border_whole = |screen: &str| {
        for (row, line) in screen.lines().enumerate().take(bottom + 1).skip(top) {
            assert_eq!(
                char_at_column(line, right),
                Some('│'),
                "row {row}:\n{screen}"
            );
        }
    };
    let screen = t.wait_for("the comment with ▼", |s| {
        s.contains("move 1/1") && mark_at(s, bottom) == Some('▼')
    });
    border_whole(&screen);
    assert_ne!(mark_at(&screen, top), Some('▲'), "{screen}");

    t.type_text("}}");
    let screen = t.wait_for("▲ after }", |s| mark_at(s, top) == Some('▲'));
    border_whole(&screen);
    t.type_text("{{");
    t.wait_for("the top again", |s| mark_at(s, top) != Some('▲'));
    t.keys(&["q"]);
    t.wait_exit("the program to exit");
    drop(t);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The display column where `c` first shows on `row`, and the row's
/// index, searching `screen` from the top.
fn find_on_screen(screen: &str, c: char) -> Option<(u16, u16)> {
    use unicode_width::UnicodeWidthChar;
    screen.lines().enumerate().find_map(|(y, line)| {
        let mut at = 0;
        for ch in line.chars() {
            if ch == c {
                return Some((u16::try_from(at).ok()?, u16::try_from(y).ok()?));
            }
            at += ch.width().unwrap_or(0);
        }
        None
    })
}

/// Columns from file 9's label to file 8's: the width of a square.
/// `None` while the screen shows no board (a capture mid-redraw).
fn square_width(screen: &str) -> Option<u16> {
    let nine = find_on_screen(screen, '９')?;
    let eight = find_on_screen(screen, '８')?;
    eight.0.checked_sub(nine.0)
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn the_board_grows_when_the_terminal_does_and_clicks_follow_it() {
    require_tmux!();
    let t = Tmux::start_command_in(&format!("exec {BIN} play"), &[], (80, 24));
    let small = t.wait_for("the first frame", |s| {
        s.contains("v香 v桂 v銀 v金 v王 v金 v銀 v桂 v香") && s.contains("☗ Black to move")
    });
    assert_eq!(square_width(&small), Some(4), "{small}");
    let rows = |s: &str| {
        let first = find_on_screen(s, '一').expect("rank labels").1;
        let last = find_on_screen(s, '九').expect("rank labels").1;
        last - first
    };
    assert_eq!(rows(&small), 8, "{small}");

    // The player makes the window larger during the game.
    let out = t.run(&["resize-window", "-t", "e2e", "-x", "160", "-y", "50"]);
    assert!(out.status.success(), "{out:?}");
    let large = t.wait_for("the larger board", |s| {
        s.lines().count() >= 50 && s.contains("☗ Black to move") && square_width(s) > Some(4)
    });
    assert!(rows(&large) > 8, "{large}");
    // White's pieces no longer crowd the first rank: wider squares.
    assert!(!large.contains("v香 v桂"), "{large}");

    // A click on the grown board picks the square drawn there: Black's
    // pawn under ７ by 七, then the square by 六.
    let file7 = find_on_screen(&large, '７').expect("file labels").0;
    let rank7 = find_on_screen(&large, '七').expect("rank labels").1;
    let rank6 = find_on_screen(&large, '六').expect("rank labels").1;
    t.click_at(file7, rank7);
    t.click_at(file7, rank6);
    let played = t.wait_text("1 ▲７六歩");
    assert!(played.contains("☖ White to move"), "{played}");

    // And smaller again: the compact board comes back.
    t.run(&["resize-window", "-t", "e2e", "-x", "80", "-y", "24"]);
    let again = t.wait_for("the compact board", |s| {
        s.lines().count() <= 24 && s.contains("☖ White to move") && square_width(s) == Some(4)
    });
    assert_eq!(rows(&again), 8, "{again}");
}
