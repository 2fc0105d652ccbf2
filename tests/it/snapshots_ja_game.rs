//! The game page in Japanese, against the built-in bot, at the smallest
//! common terminal (80×24): the status bar, the header, the questions,
//! a refused move, the tally and the result box of each way a game ends
//! here. Every snapshot is taken on the person's turn, so the bot's
//! thinking never shows. Read by eye when made, as `snapshots.rs`'s.

use crate::snapshot_support::*;
use crate::tui_support::*;
use ratatui::crossterm::event::KeyCode;
use ratatui::layout::Rect;
use shogi_tui::game::{Handicap, PlayerKind, RuleSet, Start, TimeControl, TimeControls};
use shogi_tui::i18n::{Lang, in_lang};
use shogi_tui::tui::app::App;
use shogi_tui::tui::events::AppEvent;
use shogi_tui::tui::pages::game::GameScreen;
use shogi_tui::tui::pages::game::Now;
use shogi_tui::tui::pages::menu::RowKind;
use shogi_tui::tui::setup::{GameSetup, PlayerSpec};
use std::time::Duration;

/// The screen at 80×24, as one snapshot file.
fn snap(name: &str, app: &App) {
    let text = screen(app, 80, 24).join("\n");
    insta::assert_snapshot!(format!("{name}_80x24"), text);
}

/// A person (Black) against the bot (White, level 3) from `sfen`, or the
/// standard start; on a clock when `clock` says so, read from `now`.
fn vs_bot(sfen: Option<&str>, rules: RuleSet, clock: Option<TimeControls>, now: &Now) -> App {
    let start = sfen.map_or(Start::Even, |s| {
        Start::from_sfen(s).unwrap_or_else(|e| panic!("{s}: {e}"))
    });
    vs_bot_from(start, rules, clock, now)
}

/// As `vs_bot`, from `start`.
fn vs_bot_from(start: Start, rules: RuleSet, clock: Option<TimeControls>, now: &Now) -> App {
    let setup = GameSetup {
        white: PlayerSpec(PlayerKind::Bot { level: 3 }),
        start,
        rules,
        time: clock,
        ..GameSetup::default()
    };
    let mut screen =
        GameScreen::new(setup.game(), false, false).with_clock(clock, Duration::ZERO, now.clone());
    // Level 3 stops at a fixed depth: with a fixed seed it answers the
    // same move on every run.
    screen.seats.settings.seed = 7;
    screen.seats.settings.hash_mib = 4;
    let mut app = App::with_game(prefs("kanji", true), screen, Rect::new(0, 0, 80, 24));
    settle(&mut app);
    app
}

/// Ticks the app until the bot has started, so that no "starting…" note
/// comes and goes between the snapshots of one run and the next.
fn settle(a: &mut App) {
    let start = std::time::Instant::now();
    loop {
        a.on_event(AppEvent::Tick);
        let g = game(a);
        if g.seats.note(g.game.game()).is_none() {
            return;
        }
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "the bot did not start:\n{}",
            screen_text(a)
        );
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// Ticks the app until the bot has answered and Black is to move again.
fn wait_for_black(a: &mut App) {
    let start = std::time::Instant::now();
    while game(a).game.side_to_move() != shogi_tui::shogi::Color::Black {
        a.on_event(AppEvent::Tick);
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "the bot did not answer:\n{}",
            screen_text(a)
        );
        std::thread::sleep(Duration::from_millis(10));
    }
    settle(a);
}

fn untimed(sfen: Option<&str>, rules: RuleSet) -> App {
    vs_bot(sfen, rules, None, &Now::manual())
}

/// 10 minutes and 30 seconds of byoyomi a side.
fn ten_minutes() -> TimeControls {
    TimeControls::even(
        TimeControl::new(
            Duration::from_secs(600),
            Duration::from_secs(30),
            Duration::ZERO,
        )
        .unwrap_or_else(|e| panic!("{e}")),
    )
}

#[test]
fn the_game_page_and_its_questions_in_japanese() {
    in_lang(Lang::Ja, || {
        let mut a = untimed(None, RuleSet::Declare27);
        snap("ja_game_start", &a);
        keys(&mut a, "R");
        snap("ja_game_resign_question", &a);
        keys(&mut a, "n");
        keys(&mut a, "i");
        snap("ja_game_tally", &a);
        keys(&mut a, "i");
        // A move the rules refuse, typed: the reason in the status bar.
        keys(&mut a, ":5e5d\n");
        snap("ja_game_refused_move", &a);
        key(&mut a, KeyCode::Esc);
        // Leaving a game under way asks first.
        keys(&mut a, ":7g7f\n");
        wait_for_black(&mut a);
        keys(&mut a, "q");
        snap("ja_game_leave_question", &a);
    });
}

#[test]
fn a_refused_drop_says_nifu_in_japanese() {
    in_lang(Lang::Ja, || {
        // Black's pawn on 5g, another in hand: P*5e is nifu.
        let mut a = untimed(Some("4k4/9/9/9/9/9/4P4/9/4K4 b P 1"), RuleSet::Declare27);
        keys(&mut a, ":P*5e\n");
        snap("ja_game_nifu", &a);
        let text = screen_text(&a);
        assert!(text.contains("二歩"), "{text}");
    });
}

#[test]
fn the_declaration_question_in_japanese() {
    in_lang(Lang::Ja, || {
        // Black's king in the zone with ten pieces there and plenty in hand.
        let sfen = "9/3GKG3/PPPPPPPPP/9/9/9/9/9/4k4 b RBGGSSNNLL 1";
        let mut a = untimed(Some(sfen), RuleSet::Declare27);
        keys(&mut a, "D");
        snap("ja_game_declare_question", &a);
        keys(&mut a, "y");
        snap("ja_game_result_declaration", &a);
        let text = screen_text(&a);
        assert!(text.contains("入玉宣言"), "{text}");
    });
}

#[test]
fn the_result_box_in_japanese() {
    in_lang(Lang::Ja, || {
        // White's king on 5a, a Black pawn on 5c, a gold in hand: G*5b mates.
        let mut a = untimed(Some("4k4/9/4P4/9/9/9/9/9/4K4 b G 1"), RuleSet::Declare27);
        keys(&mut a, ":G*5b\n");
        snap("ja_game_result_checkmate", &a);
        let text = screen_text(&a);
        assert!(text.contains("先手の勝ち（詰み）"), "{text}");
        // Closed, the status bar keeps the result.
        key(&mut a, KeyCode::Esc);
        snap("ja_game_over", &a);
        // Resigning at the start.
        let mut a = untimed(None, RuleSet::Declare27);
        keys(&mut a, "Ry");
        snap("ja_game_result_resignation", &a);
        assert!(screen_text(&a).contains("後手の勝ち（投了）"));
    });
}

#[test]
fn the_clocks_and_a_loss_on_time_in_japanese() {
    in_lang(Lang::Ja, || {
        let now = Now::manual();
        let mut a = vs_bot(None, RuleSet::Declare27, Some(ten_minutes()), &now);
        snap("ja_game_timed_start", &a);
        // Past the main time and the byoyomi: Black's flag falls.
        now.advance(Duration::from_secs(631));
        a.on_event(AppEvent::Tick);
        snap("ja_game_result_time", &a);
        assert!(screen_text(&a).contains("時間切れ負け"));
    });
}

#[test]
fn a_handicap_game_names_the_sides_uwate_and_shitate_in_japanese() {
    in_lang(Lang::Ja, || {
        // The bot gives a bishop (上手, White) and moves first; the person
        // is 下手 (Black).
        let start = Start::Handicap(Handicap::Bishop);
        let mut a = vs_bot_from(start, RuleSet::Declare27, None, &Now::manual());
        wait_for_black(&mut a);
        snap("ja_game_handicap", &a);
        let text = screen_text(&a);
        assert!(
            text.contains("☗ 下手（人間） 対 ☖ shogi-tui 初中級"),
            "{text}"
        );
        assert!(text.contains("下手の手番"), "{text}");
        assert!(!text.contains("先手") && !text.contains("後手"), "{text}");
        keys(&mut a, "R");
        snap("ja_game_handicap_resign_question", &a);
        keys(&mut a, "y");
        snap("ja_game_handicap_result", &a);
        let text = screen_text(&a);
        assert!(text.contains("上手の勝ち（投了）"), "{text}");
        assert!(!text.contains("先手") && !text.contains("後手"), "{text}");
    });
}

#[test]
fn two_people_playing_in_japanese() {
    in_lang(Lang::Ja, || {
        game_page_scenes(&mut |name, a| {
            // The start, the tally and the resign question are taken
            // against the bot above, the help in `snapshots_ja_shell`.
            let taken = [
                "game_start",
                "game_help",
                "game_tally",
                "game_resign_question",
            ];
            if !taken.contains(&name) {
                snap(&format!("ja_{name}"), a);
            }
        });
    });
}

#[test]
fn the_hint_in_japanese() {
    in_lang(Lang::Ja, || snap("ja_game_hint", &game_with_a_hint()));
}

#[test]
fn the_consent_for_an_engine_named_by_a_save_in_japanese() {
    let dir = scratch_dir("snap-ja-game-consent");
    in_lang(Lang::Ja, || {
        save_naming_an_engine(&dir);
        let mut a = menu_app(&dir);
        menu_pick(&mut a, RowKind::Continue);
        snap("ja_game_engine_consent", &a);
    });
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_copy_menu_in_japanese() {
    in_lang(Lang::Ja, || {
        let mut a = app(None, RuleSet::Declare27);
        keys(&mut a, ":7g7f\ny");
        snap("ja_game_copy_menu", &a);
        let text = screen(&a, 120, 40).join("\n");
        insta::assert_snapshot!("ja_game_copy_menu_120x40", text);
    });
}
