//! Review mode driven by keys and clicks, and drawn with TestBackend:
//! stepping, jumps, the move list, comments, variations, the tally at any
//! move, and a new game from the position shown.

use crate::tui_support::*;
use ratatui::crossterm::event::KeyCode;
use shogi_tui::game::PlayerKind;
use shogi_tui::kifu::read_save as load;
use shogi_tui::shogi::{Color, Piece, PieceKind, Position};
use shogi_tui::tui::app::App;
use shogi_tui::tui::layout::ScreenLayout;
use shogi_tui::tui::overlay::Layer;
use shogi_tui::tui::page::Page;
use shogi_tui::tui::pages::review::command::ReviewCommand;
use shogi_tui::tui::pages::review::view::review_panes;
use shogi_tui::tui::pages::review::{ReviewOverlay, ReviewPrompt, ReviewScreen};
use shogi_tui::tui::widgets::status::Message;
use std::fs;
use std::path::PathBuf;
use std::time::Duration;

fn review(a: &App) -> &ReviewScreen {
    a.review_screen().expect("review mode is up")
}

/// A review of `record` (under tests/data) with its own scratch save folder.
fn open(record: &str, name: &str) -> (App, PathBuf) {
    let dir = scratch_dir(name);
    (review_app(&data(record), &dir), dir)
}

fn status(a: &App) -> String {
    let lines = screen(a, W, H);
    lines[lines.len() - 3..].join("\n")
}

#[test]
fn arrows_and_vi_keys_step_one_move() {
    let (mut a, dir) = open("usi/opening_26.usi", "step");
    assert_eq!(review(&a).ply, 0, "review starts before the first move");
    assert_eq!(review(&a).last_ply(), 26);
    key(&mut a, KeyCode::Right);
    assert_eq!(review(&a).ply, 1);
    assert_eq!(
        review(&a).position().piece_at(sq("7f")),
        Some(Piece::new(Color::Black, PieceKind::Pawn))
    );
    keys(&mut a, "ll");
    assert_eq!(review(&a).ply, 3);
    key(&mut a, KeyCode::Left);
    keys(&mut a, "h");
    assert_eq!(review(&a).ply, 1);
    keys(&mut a, "hh");
    assert_eq!(review(&a).ply, 0, "no step before the start");
    assert_eq!(review(&a).position(), &Position::startpos());
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn home_end_page_keys_and_g_jump() {
    let (mut a, dir) = open("usi/opening_26.usi", "jumps");
    key(&mut a, KeyCode::End);
    assert_eq!(review(&a).ply, 26);
    key(&mut a, KeyCode::Home);
    assert_eq!(review(&a).ply, 0);
    keys(&mut a, "G");
    assert_eq!(review(&a).ply, 26);
    keys(&mut a, "g");
    key(&mut a, KeyCode::PageDown);
    assert_eq!(review(&a).ply, 10);
    key(&mut a, KeyCode::PageDown);
    key(&mut a, KeyCode::PageDown);
    assert_eq!(review(&a).ply, 26, "stops at the last move");
    key(&mut a, KeyCode::PageUp);
    assert_eq!(review(&a).ply, 16);
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn colon_jumps_to_a_move_number_and_refuses_others() {
    let (mut a, dir) = open("usi/opening_26.usi", "colon");
    keys(&mut a, ":17\n");
    assert_eq!(review(&a).ply, 17);
    assert_eq!(review(&a).overlay, ReviewOverlay::None);
    keys(&mut a, ":40\n");
    assert_eq!(review(&a).ply, 17);
    assert_eq!(
        review(&a).message,
        Some(Message::Refusal(
            "there is no move 40: this line has 26 moves".into()
        ))
    );
    assert_eq!(
        review(&a).overlay,
        ReviewOverlay::Layer(Layer::prompt(ReviewPrompt::Jump, "40"))
    );
    key(&mut a, KeyCode::Backspace);
    key(&mut a, KeyCode::Backspace);
    keys(&mut a, "x\n");
    // Not a number: read as a move, which it is not either.
    assert!(
        matches!(&review(&a).message, Some(Message::Refusal(m)) if m.ends_with("(a number jumps to that move)"))
    );
    key(&mut a, KeyCode::Esc);
    keys(&mut a, ":0\n");
    assert_eq!(review(&a).ply, 0);
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_current_move_is_highlighted_and_a_click_on_the_list_jumps() {
    let (mut a, dir) = open("usi/opening_26.usi", "click");
    keys(&mut a, ":12\n");
    let text = screen_text(&a);
    let marked: Vec<&str> = text.lines().filter(|l| l.contains('▸')).collect();
    assert_eq!(marked.len(), 1, "{marked:?}");
    assert!(marked[0].contains("▸ 12 △３二金"), "{}", marked[0]);
    assert!(status(&a).contains("move 12/26"));
    // Click the line showing move 5.
    let layout = ScreenLayout::new(a.area, false).unwrap();
    let (list, _) = review_panes(layout.moves);
    let lines = screen(&a, W, H);
    let row = (list.y..list.bottom())
        .find(|&y| lines[usize::from(y)].contains("   5 ▲６六歩"))
        .expect("move 5 is on screen");
    click(&mut a, list.x + 6, row);
    assert_eq!(review(&a).ply, 5);
    // Outside the list: nothing happens.
    click(&mut a, list.x + 6, list.bottom() + 1);
    assert_eq!(review(&a).ply, 5);
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn comments_and_bookmarks_of_the_current_move_are_shown() {
    let (mut a, dir) = open("kif/even_branches.kifu", "comments");
    let notes = |a: &App| {
        let layout = ScreenLayout::new(a.area, false).unwrap();
        let (_, notes) = review_panes(layout.moves);
        region(&buffer(a, W, H), notes).join("\n")
    };
    assert!(notes(&a).contains("対局前のコメント"), "{}", notes(&a));
    keys(&mut a, "l");
    assert!(notes(&a).contains("序盤の定跡"));
    assert!(!notes(&a).contains("対局前のコメント"));
    keys(&mut a, "l");
    assert!(notes(&a).contains("no comment"), "{}", notes(&a));
    keys(&mut a, "ll");
    assert!(notes(&a).contains("& 角交換"), "{}", notes(&a));
    keys(&mut a, "G");
    assert!(notes(&a).contains("両取り"));
    // The outcome stays in the status bar at every move.
    assert!(status(&a).contains("White wins by resignation — まで10手で後手の勝ち"));
    keys(&mut a, "g");
    assert!(status(&a).contains("White wins by resignation"));
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_tally_is_of_the_position_shown() {
    let (mut a, dir) = open("kif/even_branches.kifu", "tally");
    // Move 3, ▲２二角成: Black has taken the bishop, so Black counts the
    // horse (5) and a bishop in hand (5) on top of 27; White has 22 left.
    keys(&mut a, ":3\ni");
    assert_eq!(review(&a).overlay, ReviewOverlay::Tally);
    let text = screen_text(&a);
    let row = |label: &str| -> Vec<String> {
        let line = text.lines().find(|l| l.contains(label)).unwrap();
        let words: Vec<String> = line
            .split(['│', ' '])
            .filter(|w| !w.is_empty())
            .map(str::to_string)
            .collect();
        words[words.len() - 2..].to_vec()
    };
    assert_eq!(row("points, all pieces"), ["32", "22"]);
    assert_eq!(row("points, zone + hand"), ["10", "0"]);
    assert_eq!(row("pieces in zone"), ["1", "0"]);
    keys(&mut a, "i");
    assert_eq!(review(&a).overlay, ReviewOverlay::None);
    keys(&mut a, "gi");
    let text = screen_text(&a);
    assert!(text.lines().any(|l| l.contains("points, all pieces")
        && l.split_whitespace().filter(|w| *w == "27").count() == 2));
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn variations_are_listed_where_they_branch_and_v_walks_them() {
    let (mut a, dir) = open("kif/even_branches.kifu", "variations");
    keys(&mut a, ":3\n");
    let text = screen_text(&a);
    assert!(text.contains("変化 at move 3 (v, 0-9):"), "{text}");
    assert!(text.contains("0▸main line"));
    assert!(text.contains("1 変化 2: ▲２六歩 (3 moves)"));
    assert!(
        text.contains("3 ▲２二角成 +"),
        "the move list marks the branch"
    );
    keys(&mut a, "v");
    assert_eq!(review(&a).line(), Some(1));
    assert_eq!(review(&a).ply, 3);
    assert_eq!(
        review(&a).position().piece_at(sq("2f")),
        Some(Piece::new(Color::Black, PieceKind::Pawn))
    );
    assert_eq!(review(&a).last_ply(), 5);
    assert!(screen_text(&a).contains("1▸変化 2: ▲２六歩"));
    assert_eq!(
        review(&a).branch_summary().as_deref(),
        Some("変化 2 from move 3 of the main line, 2 of 2")
    );
    let s = status(&a);
    assert!(s.contains("変化 2 from move 3 · move 3/5"), "{s}");
    assert!(s.contains("main line: White wins by resignation"), "{s}");
    // Its move 4 has a variation of its own.
    keys(&mut a, "l");
    assert!(screen_text(&a).contains("変化 3: △８八角成 (1 move)"));
    keys(&mut a, "v");
    assert_eq!(review(&a).line(), Some(2));
    assert_eq!(review(&a).last_ply(), 4);
    keys(&mut a, "v");
    assert_eq!(
        review(&a).line(),
        Some(1),
        "back to the line it branches from"
    );
    keys(&mut a, "hv");
    assert_eq!(
        review(&a).line(),
        None,
        "after the last rival, the main line"
    );
    assert_eq!(review(&a).last_ply(), 10);
    // A move without variations says so.
    keys(&mut a, "lv");
    assert_eq!(
        review(&a).message,
        Some(Message::Info("move 4 has no variation (変化)".into()))
    );
    keys(&mut a, ":9\n");
    assert!(screen_text(&a).contains("変化 1: ▲６八玉 (2 moves)"));
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn an_illegal_move_of_the_record_is_named_in_the_status_bar() {
    let (mut a, dir) = open("kif/nifu.kifu", "nifu");
    assert_eq!(review(&a).last_ply(), 8, "the record stops before the foul");
    let s = status(&a);
    assert!(
        s.contains("move 9: ５五歩打: nifu: Black already has an unpromoted pawn on file 5"),
        "{s}"
    );
    assert!(s.contains("White wins"), "{s}");
    keys(&mut a, "G");
    assert!(status(&a).contains("move 9: ５五歩打: nifu"));
    // At the last move the notes pane has room for all of it.
    let layout = ScreenLayout::new(a.area, false).unwrap();
    let (_, notes) = review_panes(layout.moves);
    let pane = region(&buffer(&a, W, H), notes).join("");
    assert!(pane.contains("move 9: ５五歩打: nifu"), "{pane}");
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn p_starts_a_new_game_from_the_move_shown_kept_as_a_new_record() {
    let (mut a, dir) = open("kif/even_branches.kifu", "play-from");
    let source = fs::read(data("kif/even_branches.kifu")).unwrap();
    keys(&mut a, ":5\np");
    let ReviewOverlay::PlayFrom(form) = &review(&a).overlay else {
        panic!("the new-game form opens");
    };
    assert!(form.choices.iter().any(|c| c.value == PlayerKind::Human));
    assert!(screen_text(&a).contains("A new game from move 5 (☖ White to move),"));
    let expected = review(&a).position().clone();
    keys(&mut a, "\n");
    let g = &game(&a).game;
    assert_eq!(g.ply(), 5, "the moves so far are part of the new game");
    assert_eq!(g.position(), &expected);
    assert_eq!(g.side_to_move(), Color::White);
    assert!(g.players().white.is_human() && g.players().black.is_human());
    // Nothing is written until the first new move; then a new record.
    assert!(saves_in(&dir).is_empty());
    keys(&mut a, ":8c8d\n");
    let saved = load(&only_save(&dir)).unwrap();
    assert_eq!(saved.moves.len(), 6);
    assert_eq!(saved.moves[5].mv.to_usi(), "8c8d");
    assert_eq!(
        saved.info.title.as_deref(),
        Some("from move 5 of even_branches.kifu")
    );
    assert_eq!(fs::read(data("kif/even_branches.kifu")).unwrap(), source);
    // Leaving the game goes back to the review, where it was.
    keys(&mut a, "qy");
    assert_eq!(review(&a).ply, 5);
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_finished_position_cannot_be_played_on() {
    let dir = scratch_dir("mated");
    let file = dir.join("mate.sfen");
    // White's king on 5a, Black's pawn on 5c: G*5b mates.
    fs::write(&file, "sfen 4k4/9/4P4/9/9/9/9/9/4K4 b G 1 moves G*5b\n").unwrap();
    let mut a = review_app(&file, &dir);
    assert!(status(&a).contains("Black wins by checkmate"));
    keys(&mut a, "Gp\n");
    assert!(a.game_screen().is_none(), "still reviewing");
    assert!(matches!(&review(&a).message,
        Some(Message::Refusal(m)) if m.starts_with("the game is over at this move (Black wins by checkmate)")));
    // One move earlier the gold is still in hand: that game can start.
    keys(&mut a, "hp\n");
    assert_eq!(game(&a).game.ply(), 0);
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn review_keys_are_listed_in_its_help() {
    let (mut a, dir) = open("usi/opening_26.usi", "help");
    keys(&mut a, "?");
    let text = screen_text(&a);
    for b in shogi_tui::tui::pages::review::keys::REVIEW_KEYS
        .iter()
        .take(10)
    {
        assert!(text.contains(b.label), "{} missing:\n{text}", b.label);
    }
    key(&mut a, KeyCode::Esc);
    assert_eq!(review(&a).overlay, ReviewOverlay::None);
    keys(&mut a, "q");
    assert!(a.quit, "leaving the first screen ends the program");
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn every_record_format_opens_in_review() {
    let dir = scratch_dir("formats");
    let files = [
        "kif/even_branches.kif",
        "kif/handicap_bishop.kifu",
        "kif/bod_promotions.kifu",
        "ki2/relative_words.ki2",
        "csa/v22_full_board.csa",
        "csa/v30_utf8.csa",
        "usi/nifu.usi",
        "usi/bishop_handicap.sfen",
        "fuzz/save_min.ron",
    ];
    for file in files {
        let mut a = review_app(&data(file), &dir);
        let last = review(&a).loaded.game.ply();
        keys(&mut a, "G");
        assert_eq!(review(&a).ply, last, "{file}");
        let name = data(file)
            .file_name()
            .unwrap()
            .to_string_lossy()
            .into_owned();
        let text = screen_text(&a);
        assert!(text.contains(&format!("Review {name}")), "{file}:\n{text}");
        assert!(
            text.contains(&format!("move {last}/{last}")),
            "{file}:\n{text}"
        );
    }
    fs::remove_dir_all(&dir).unwrap();
}

/// Text from a file is drawn, never sent to the terminal as commands: a
/// record whose players and comments carry escape sequences (a title
/// change, a bell, C1 controls) leaves no control character in any cell.
#[test]
fn control_characters_from_a_record_never_reach_the_screen() {
    let dir = scratch_dir("controls");
    let path = dir.join("hostile.kifu");
    let esc = "\u{1b}]2;pwned\u{7}\u{9b}31m";
    fs::write(
        &path,
        format!(
            "先手：悪{esc}者\n後手：佐藤\n手数----指手---------消費時間--\n*{esc}前\n   1 ７六歩(77)   ( 0:05/00:00:05)\n*{esc}後\n"
        ),
    )
    .unwrap();
    let mut a = review_app(&path, &dir);
    for k in ["", "l", "G"] {
        keys(&mut a, k);
        let buf = buffer(&a, W, H);
        for cell in buf.content() {
            assert!(
                !cell.symbol().chars().any(char::is_control),
                "a control character in a cell: {:?}",
                cell.symbol()
            );
        }
    }
    let text = screen_text(&a);
    assert!(text.contains("pwned"), "the text itself is shown: {text}");
    fs::remove_dir_all(&dir).unwrap();
}

/// A KIF with a 20-line Japanese comment on move 1 and a short one on move 2.
fn long_comment_kif(dir: &std::path::Path) -> PathBuf {
    let mut kif = String::from(
        "手合割：平手\n先手：山田\n後手：佐藤\n手数----指手---------消費時間--\n   1 ７六歩(77)   ( 0:05/00:00:05)\n",
    );
    for i in 1..=20 {
        kif.push_str(&format!(
            "*{i}行目：角道を開けて、次に△３四歩なら角交換を含みにした駒組み。\n"
        ));
    }
    kif.push_str("   2 ３四歩(33)   ( 0:03/00:00:03)\n*短い\n");
    let path = dir.join("long_comment.kif");
    fs::write(&path, kif).unwrap();
    path
}

#[test]
fn braces_scroll_the_notes_and_a_new_move_starts_at_their_top() {
    use shogi_tui::tui::action::Action;
    let dir = scratch_dir("notes-scroll");
    let path = long_comment_kif(&dir);
    let loaded = shogi_tui::kifu::open_record(&path).unwrap();
    let mut r = ReviewScreen::new(loaded, &path);
    r.update(&Action::Step(1));
    assert_eq!(r.comments().len(), 20);
    assert_eq!(r.notes_scroll(), 0);
    r.update(&Action::page(ReviewCommand::ScrollNotes(-1)));
    assert_eq!(r.notes_scroll(), 0, "nothing above the top");
    for _ in 0..3 {
        r.update(&Action::page(ReviewCommand::ScrollNotes(1)));
    }
    assert_eq!(r.notes_scroll(), 3);
    r.update(&Action::page(ReviewCommand::ScrollNotes(-1)));
    assert_eq!(r.notes_scroll(), 2);
    // A step that goes nowhere keeps the place; another move starts at the top.
    r.update(&Action::Step(-5));
    r.update(&Action::Step(1));
    assert_eq!(r.notes_scroll(), 0);
    r.update(&Action::page(ReviewCommand::ScrollNotes(1)));
    r.update(&Action::Last);
    assert_eq!(r.ply, 2);
    assert_eq!(r.notes_scroll(), 0, "move 2's notes start at the top");
    r.update(&Action::page(ReviewCommand::ScrollNotes(1)));
    r.update(&Action::Last);
    assert_eq!(r.notes_scroll(), 1, "still move 2: the place is kept");
    // Drawn where two rows are hidden: `}` stops there. Drawn taller, one
    // `{` shows the top at once.
    r.update(&Action::First);
    r.update(&Action::Step(1));
    r.notes_drawn(2);
    for _ in 0..5 {
        r.update(&Action::page(ReviewCommand::ScrollNotes(1)));
    }
    assert_eq!(r.notes_scroll(), 2);
    r.notes_drawn(1);
    r.update(&Action::page(ReviewCommand::ScrollNotes(-1)));
    assert_eq!(r.notes_scroll(), 0);
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_long_japanese_comment_stays_inside_its_border_and_scrolls() {
    let dir = scratch_dir("notes-border");
    let path = long_comment_kif(&dir);
    let mut a = review_app(&path, &dir);
    keys(&mut a, "l");
    for (w, h) in [(80, 24), (120, 40), (160, 50)] {
        let layout = ScreenLayout::new(ratatui::layout::Rect::new(0, 0, w, h), false).unwrap();
        let (_, notes) = review_panes(layout.moves);
        let right = notes.right() - 1;
        let (top, bottom) = (notes.y + 1, notes.bottom() - 2);
        let mark = |buf: &ratatui::buffer::Buffer, y: u16| buf[(right - 1, y)].symbol().to_string();
        let border_whole = |buf: &ratatui::buffer::Buffer| {
            for y in top..=bottom {
                assert_eq!(buf[(right, y)].symbol(), "│", "{w}×{h}, row {y}");
            }
        };
        let buf = buffer(&a, w, h);
        border_whole(&buf);
        let pane = region(&buf, notes).join("\n");
        assert!(pane.contains("1行目"), "{w}×{h}:\n{pane}");
        assert!(!pane.contains("20行目"), "{w}×{h}: the end is below");
        assert_eq!(mark(&buf, bottom), "▼", "{w}×{h}:\n{pane}");
        assert_ne!(mark(&buf, top), "▲", "{w}×{h}: nothing above yet");

        // One `}` scrolls the pane's height less one row: the last row
        // seen is the first one now.
        let before = region(&buf, notes);
        keys(&mut a, "}");
        let buf = buffer(&a, w, h);
        border_whole(&buf);
        let after = region(&buf, notes);
        let text = |row: &str| row.trim_end_matches(&['│', ' ', '▲', '▼'][..]).to_string();
        let last_seen = usize::from(bottom - notes.y);
        assert_eq!(text(&after[1]), text(&before[last_seen]), "{w}×{h}");
        assert_ne!(text(&after[2]), text(&before[last_seen]), "{w}×{h}");
        assert_eq!(mark(&buf, top), "▲", "{w}×{h}");
        assert_eq!(mark(&buf, bottom), "▼", "{w}×{h}");

        // Past the end `}` stops: the last line is in view, and one `{`
        // brings back what is below.
        keys(&mut a, &"}".repeat(200));
        let buf = buffer(&a, w, h);
        border_whole(&buf);
        let rows = region(&buf, notes);
        let last = &rows[usize::from(bottom - notes.y)];
        assert!(last.contains("。"), "{w}×{h}: the comment's end\n{rows:#?}");
        assert_ne!(mark(&buf, bottom), "▼", "{w}×{h}: nothing below");
        keys(&mut a, "{");
        let buf = buffer(&a, w, h);
        assert_eq!(mark(&buf, bottom), "▼", "{w}×{h}");
        // Back to the top for the next size.
        keys(&mut a, "hl");
    }
    fs::remove_dir_all(&dir).unwrap();
}

/// The text of `side`'s clock at an 80×24 screen, and whether it is drawn
/// as the running one (reversed).
fn clock_at_80(a: &App, side: Color) -> (String, bool) {
    let area = ratatui::layout::Rect::new(0, 0, 80, 24);
    let rect = ScreenLayout::new(area, false).unwrap().clock(side);
    let buf = buffer(a, 80, 24);
    let text = region(&buf, rect).concat().trim().to_string();
    let reversed = (rect.left()..rect.right()).any(|x| {
        buf[(x, rect.y)]
            .modifier
            .contains(ratatui::style::Modifier::REVERSED)
    });
    (text, reversed)
}

#[test]
fn a_timed_record_shows_each_moves_time_and_both_clocks_as_they_stood() {
    // 10 min + 30 s byoyomi; the moves took 5 s, 12 s, 3 s and 20 s, so a
    // side's clock is ten minutes less its own moves' times.
    let (mut a, dir) = open("kif/timed_review.kifu", "timed");
    assert_eq!(clock_at_80(&a, Color::Black), ("10:00".into(), true));
    assert_eq!(clock_at_80(&a, Color::White), ("10:00".into(), false));

    keys(&mut a, "ll");
    assert_eq!(review(&a).move_time(2), Some(Duration::from_secs(12)));
    let lines = screen(&a, 80, 24);
    let text = lines.join("\n");
    assert!(
        lines[lines.len() - 3].contains("last: △３四歩  0:12"),
        "the status bar gives move 2's time:\n{text}"
    );
    assert!(
        text.contains("▲７六歩  0:05") && text.contains("△３四歩  0:12"),
        "short moves leave room for their times in an 80-column list:\n{text}"
    );
    assert!(
        lines[0].contains("10m + 30s byoyomi"),
        "the header names the time control:\n{text}"
    );
    // Black to move: 600 − 5; White has used 12.
    assert_eq!(clock_at_80(&a, Color::Black), ("9:55".into(), true));
    assert_eq!(clock_at_80(&a, Color::White), ("9:48".into(), false));

    keys(&mut a, "l");
    assert_eq!(clock_at_80(&a, Color::Black), ("9:52".into(), false));
    assert_eq!(clock_at_80(&a, Color::White), ("9:48".into(), true));

    key(&mut a, KeyCode::End);
    assert_eq!(clock_at_80(&a, Color::White), ("9:28".into(), false));
    key(&mut a, KeyCode::Home);
    assert_eq!(clock_at_80(&a, Color::White), ("10:00".into(), false));
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_record_without_a_time_control_shows_times_but_no_clock() {
    let (mut a, dir) = open("kif/times_no_control.kifu", "untimed");
    keys(&mut a, "l");
    assert!(review(&a).clock().is_none());
    for side in Color::ALL {
        assert_eq!(clock_at_80(&a, side), (String::new(), false));
    }
    let text = screen(&a, 80, 24).join("\n");
    assert!(text.contains("last: ▲７六歩  0:07"), "{text}");
    assert!(!text.contains("byoyomi"), "{text}");
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_record_without_times_shows_neither() {
    let (mut a, dir) = open("usi/opening_26.usi", "no-times");
    keys(&mut a, "l");
    assert_eq!(review(&a).move_time(1), None);
    let text = screen(&a, 80, 24).join("\n");
    assert!(text.contains("last: ▲７六歩  ·"), "{text}");
    for side in Color::ALL {
        assert_eq!(clock_at_80(&a, side), (String::new(), false));
    }
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn long_moves_keep_the_list_whole_and_the_last_move_runs_no_clock() {
    // 各10分 (10 min sudden death); move 3 is ▲２二角成 + (a variation).
    let (mut a, dir) = open("kif/even_branches.kifu", "timed-end");
    keys(&mut a, "lll");
    let lines = screen(&a, 80, 24);
    let text = lines.join("\n");
    assert!(text.contains("│▸ 3 ▲２二角成 +  │"), "{text}");
    assert!(
        !text.contains("0:05"),
        "the 80-column list leaves every time out when one move and its time would not fit:\n{text}"
    );
    assert!(
        lines[lines.len() - 3].contains("last: ▲２二角成  0:10"),
        "{text}"
    );
    // Black spent 5 + 10 s, White 3 s; White is to move.
    assert_eq!(clock_at_80(&a, Color::Black), ("9:45".into(), false));
    assert_eq!(clock_at_80(&a, Color::White), ("9:57".into(), true));
    let wide = screen(&a, 120, 40).join("\n");
    assert!(wide.contains("▲２二角成 +  0:10"), "{wide}");

    // Resigned after move 10: no clock runs at the end. Black's moves took
    // 5 + 10 + 60 + 20 + 7 s and resigning 4 s, White's 3 + 2 + 30 + 1 +
    // 9 s (the record's running totals say 1:46 and 0:45).
    key(&mut a, KeyCode::End);
    assert_eq!(clock_at_80(&a, Color::Black), ("8:14".into(), false));
    assert_eq!(clock_at_80(&a, Color::White), ("9:15".into(), false));
    fs::remove_dir_all(&dir).unwrap();
}
