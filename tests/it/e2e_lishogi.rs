//! Playing on lishogi in the real terminal (issue 54), against the fake
//! site of `lishogi_fake` started in the test process: the menu's row,
//! the form (the token from `SHOGI_TUI_LISHOGI_TOKEN`, the site typed),
//! a seek paired, a move and the scripted answer, chat sent, and a
//! resignation said as lishogi states it; once in Japanese.

use crate::lishogi_fake::{Fake, TOKEN};
use crate::tmux_support::*;

/// The program on its menu with the fake's token, the lishogi form
/// opened from its row (fifth from the bottom: Up wraps to Quit, then
/// Help, About, Engine match, Play on lishogi), the fake's address typed into
/// the site's row, and Start.
fn seek_on(fake: &Fake, lang: Option<&str>, row: &str, form_title: &str) -> Tmux {
    let token = format!("SHOGI_TUI_LISHOGI_TOKEN={TOKEN}");
    let mut env = vec![token.clone()];
    if let Some(lang) = lang {
        env.extend([
            format!("LANG={lang}"),
            "LC_ALL=".into(),
            "LC_MESSAGES=".into(),
        ]);
    }
    let env: Vec<&str> = env.iter().map(String::as_str).collect();
    let t = Tmux::start_command_in(&format!("exec {BIN}"), &env, (120, 40));
    t.wait_text(row);
    t.keys(&["Up", "Up", "Up", "Up", "Up", "Enter"]);
    let screen = t.wait_text(form_title);
    assert!(
        !screen.contains(TOKEN),
        "the token is drawn as dots:\n{screen}"
    );
    // The token came from the environment: the focus is on Start; Down
    // goes round to the site's row.
    t.keys(&["Down", "C-u"]);
    t.type_text(&fake.url);
    t.keys(&["Up", "Enter"]);
    t
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn a_seek_is_paired_a_move_answered_chat_sent_and_the_resignation_said() {
    require_tmux!();
    let fake = Fake::start(&["3c3d", "8c8d"]);
    let t = seek_on(&fake, None, "Play on lishogi", "Find a game");
    // Paired: the site's players with their ratings, and the clocks.
    let screen = t.wait_text("Kenji (1650)");
    assert!(screen.contains("Me (1500?)"), "{screen}");
    assert!(!screen.contains(TOKEN), "{screen}");
    t.prompt_move("7g7f");
    t.wait_text("３四歩");
    assert!(
        fake.world()
            .seek_form
            .iter()
            .any(|(k, v)| k == "time" && v == "10")
    );
    // Chat: typed at `t`, sent to the site and shown in the pane.
    t.keys(&["t"]);
    t.wait_text("Enter: send");
    t.type_text("good luck");
    t.keys(&["Enter"]);
    t.wait_text("Me: good luck");
    assert!(
        fake.world()
            .chat
            .contains(&("player".to_string(), "good luck".to_string())),
        "{:?}",
        fake.world().chat
    );
    // Too late to abort: both have moved.
    t.keys(&["x"]);
    t.wait_text("only before both sides have moved");
    t.keys(&["R"]);
    t.wait_text("Resign");
    t.keys(&["y"]);
    let screen = t.wait_text("lishogi says");
    assert!(screen.contains("resign"), "{screen}");
    let requests = fake.world().requests.join("\n");
    assert!(requests.contains("/resign"), "{requests}");
    // Saved, with the site's game id and address in the record, and
    // never the token.
    let saves = std::env::temp_dir().join(&t.socket);
    let mut kept = Vec::new();
    find_files(&saves, &mut kept);
    let game_url = format!("{}/AbCdEfGh", fake.url);
    let saved: Vec<String> = kept
        .iter()
        .filter_map(|f| std::fs::read_to_string(f).ok())
        .filter(|text| text.contains(&game_url))
        .collect();
    assert!(!saved.is_empty(), "no save names {game_url}: {kept:?}");
    assert!(saved.iter().all(|text| !text.contains(TOKEN)));
}

/// Every file under `dir`.
fn find_files(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            find_files(&path, out);
        } else {
            out.push(path);
        }
    }
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn a_game_on_lishogi_in_japanese() {
    require_tmux!();
    let fake = Fake::start(&["3c3d"]);
    let t = seek_on(&fake, Some("ja_JP.UTF-8"), "lishogiで対局", "対局の探し方");
    t.wait_text("Kenji (1650)");
    t.prompt_move("7g7f");
    t.wait_text("３四歩");
    t.keys(&["R"]);
    t.wait_text("投了");
    t.keys(&["y"]);
    t.wait_text("lishogiの判定");
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn the_lishogi_command_seeks_at_once_and_a_game_is_aborted_before_its_moves() {
    require_tmux!();
    let fake = Fake::start(&["3c3d"]);
    let token = format!("SHOGI_TUI_LISHOGI_TOKEN={TOKEN}");
    let t = Tmux::start_command_in(
        &format!("exec {BIN} lishogi --server {} --seek 10m+30s", fake.url),
        &[&token],
        (120, 40),
    );
    // Everything given: no form, the seek and the game at once.
    let screen = t.wait_text("Kenji (1650)");
    assert!(!screen.contains(TOKEN), "{screen}");
    assert!(screen.contains("10:00"), "{screen}");
    t.keys(&["x"]);
    let screen = t.wait_text("lishogi says");
    assert!(screen.to_lowercase().contains("abort"), "{screen}");
    let requests = fake.world().requests.join("\n");
    assert!(requests.contains("/abort"), "{requests}");
    assert!(!requests.contains(TOKEN) || requests.contains("Bearer"));
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn the_bot_chosen_in_the_form_plays_the_site_s_game_to_its_end() {
    require_tmux!();
    // Any legal replies, then gote resigns.
    let fake = Fake::start(&["*", "*", "*"]);
    let token = format!("SHOGI_TUI_LISHOGI_TOKEN={TOKEN}");
    let t = Tmux::start_command_in(
        &format!("exec {BIN} lishogi --server {}", fake.url),
        &[&token],
        (120, 40),
    );
    t.wait_text("Find a game");
    // From Start up to "Plays from here" (Colour, Game, Periods,
    // Increment, Byoyomi, Minutes, Find a game, then it), the first bot,
    // and back down to Start.
    t.keys(&["Up", "Up", "Up", "Up", "Up", "Up", "Up", "Up", "Right"]);
    t.wait_text("‹ bot 1");
    t.keys(&[
        "Down", "Down", "Down", "Down", "Down", "Down", "Down", "Down", "Enter",
    ]);
    let screen = t.wait_text("lishogi says");
    assert!(screen.contains("Kenji (1650)"), "{screen}");
    let moves = fake
        .world()
        .requests
        .iter()
        .filter(|r| r.contains("/move/"))
        .count();
    assert_eq!(moves, 4, "the bot's four moves");
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn a_premove_goes_out_when_the_answer_comes_and_the_opponents_chat_is_shown() {
    require_tmux!();
    let fake = Fake::start(&["3c3d", "8c8d"]);
    {
        let mut world = fake.world();
        // Gote thinks: time to premove in.
        world.answer_after = Some(std::time::Duration::from_millis(2_500));
        world.chat_reply = Some("よろしくお願いします");
    }
    let t = seek_on(&fake, None, "Play on lishogi", "Find a game");
    t.wait_text("Kenji (1650)");
    t.prompt_move("7g7f");
    // On gote's turn, a move of ours is kept, not sent.
    t.prompt_move("2g2f");
    t.wait_text("premove");
    assert_eq!(fake.world().game.as_ref().map(|g| g.moves().len()), Some(1));
    // The answer comes; the premove goes out at once, and gote answers it.
    t.wait_text("８四歩");
    let moves = fake.world().game.as_ref().map(|g| g.moves().to_vec());
    assert_eq!(
        moves.as_deref().map(|m| &m[..3]),
        Some(&["7g7f".to_string(), "3c3d".into(), "2g2f".into()][..]),
        "{moves:?}"
    );
    // Chat from the other side, in the pane.
    t.keys(&["t"]);
    t.wait_text("Enter: send");
    t.type_text("hello");
    t.keys(&["Enter"]);
    t.wait_text("Kenji: よろしくお願いします");
}

/// `shogi-tui lishogi --seek` against `fake`, straight to the game.
fn seek_at_once(fake: &Fake) -> Tmux {
    let token = format!("SHOGI_TUI_LISHOGI_TOKEN={TOKEN}");
    Tmux::start_command_in(
        &format!("exec {BIN} lishogi --server {} --seek 10m+30s", fake.url),
        &[&token],
        (120, 40),
    )
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn a_429_on_opening_the_game_s_stream_is_waited_out_and_the_game_played() {
    require_tmux!();
    let fake = Fake::start(&["3c3d"]);
    fake.world().limit_game_streams = 1;
    let t = seek_at_once(&fake);
    // Said while waited out, then the game as any other.
    t.wait_text("asks to wait 1 s");
    t.wait_text("Kenji (1650)");
    t.prompt_move("7g7f");
    t.wait_text("３四歩");
    assert_eq!(fake.world().limit_game_streams, 0);
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn a_status_the_program_does_not_know_is_said_and_the_game_left() {
    require_tmux!();
    let fake = Fake::start(&["3c3d"]);
    fake.world().odd_status = Some("sealedNewThing");
    let t = seek_at_once(&fake);
    t.wait_text("Kenji (1650)");
    t.prompt_move("7g7f");
    let screen = t.wait_text("does not know");
    assert!(screen.contains("sealedNewThing"), "{screen}");
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn a_game_full_of_another_game_is_refused_on_the_game_screen() {
    require_tmux!();
    let fake = Fake::start(&["3c3d"]);
    fake.world().full_id = Some("ZzOther1");
    let t = seek_at_once(&fake);
    let screen = t.wait_text("another game");
    assert!(screen.contains("ZzOther1"), "{screen}");
    assert!(!screen.contains("Kenji (1650)"), "{screen}");
}
