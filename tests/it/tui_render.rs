//! What the player sees, rendered with ratatui's TestBackend.

use crate::tui_support::*;
use ratatui::layout::Rect;
use ratatui::style::Color as TermColor;
use shogi_tui::game::RuleSet;
use shogi_tui::shogi::Color;
use shogi_tui::tui::app::App;
use shogi_tui::tui::input::Binding;
use shogi_tui::tui::layout::{MIN_HEIGHT, MIN_WIDTH, ScreenLayout};
use shogi_tui::tui::pages::editor::keys::EDITOR_KEYS;
use shogi_tui::tui::pages::game::GameScreen;
use shogi_tui::tui::pages::game::keys::GAME_KEYS;
use shogi_tui::tui::pages::puzzles::keys::{PUZZLE_KEYS, PUZZLE_SOLUTION_KEYS};
use shogi_tui::tui::pages::quiz::keys::QUIZ_KEYS;
use shogi_tui::tui::pages::review::keys::{REVIEW_BOARD_KEYS, REVIEW_KEYS};
use shogi_tui::tui::setup::GameSetup;
use shogi_tui::tui::theme::Theme;

const IMPASSE: &str =
    "K+P+P+L5/+N+P+P+B5/+P+P+P+R5/9/9/9/5+r+p+p+p/5+b+p+n+p/5+n+sgk b 2GSNL3Pg2s2l3p 1";

const FILES: [&str; 9] = ["９", "８", "７", "６", "５", "４", "３", "２", "１"];
const RANKS: [&str; 9] = ["一", "二", "三", "四", "五", "六", "七", "八", "九"];

fn line_with<'a>(lines: &'a [String], needle: &str) -> &'a String {
    lines
        .iter()
        .find(|l| l.contains(needle))
        .unwrap_or_else(|| panic!("no line with {needle}:\n{}", lines.join("\n")))
}

/// The screen sizes the board is drawn at: compact at 80×24, larger
/// squares at the others.
const BOARD_SCREENS: [(u16, u16); 3] = [(80, 24), (W, H), (160, 50)];

/// The row of file labels: the first with both ９ and １.
fn file_labels(lines: &[String]) -> &String {
    lines
        .iter()
        .find(|l| l.contains('９') && l.contains('１'))
        .unwrap_or_else(|| panic!("no file labels:\n{}", lines.join("\n")))
}

#[test]
fn kanji_and_markers_line_up_under_the_file_numbers() {
    let a = app(None, RuleSet::Declare27);
    for (w, h) in BOARD_SCREENS {
        let lines = screen(&a, w, h);
        let labels = columns_in_order(file_labels(&lines), &FILES);
        let top = line_with(&lines, "一");
        let glyphs = columns_in_order(top, &["香", "桂", "銀", "金", "王", "金", "銀", "桂", "香"]);
        assert_eq!(glyphs, labels, "White's back rank under the file numbers");
        let markers = columns_in_order(top, &["v"; 9]);
        assert!(markers.iter().zip(&glyphs).all(|(m, g)| m + 1 == *g));
        let bottom = line_with(&lines, "九");
        let glyphs = columns_in_order(
            bottom,
            &["香", "桂", "銀", "金", "玉", "金", "銀", "桂", "香"],
        );
        assert_eq!(glyphs, labels, "Black's back rank under the file numbers");
        let middle = line_with(&lines, "五");
        assert_eq!(
            columns_in_order(middle, &["・"; 9]),
            labels,
            "empty squares too"
        );
        // Rank numerals top to bottom, evenly apart, in one column: one
        // row apart on the compact board.
        let rank_rows: Vec<usize> = RANKS
            .iter()
            .map(|r| lines.iter().position(|l| l.contains(r)).unwrap())
            .collect();
        let step = rank_rows[1] - rank_rows[0];
        assert!(
            rank_rows.windows(2).all(|w| w[1] == w[0] + step),
            "{rank_rows:?}"
        );
        assert_eq!(step == 1, (w, h) == (80, 24), "{w}x{h}");
        let rank_cols: Vec<usize> = rank_rows
            .iter()
            .zip(RANKS)
            .map(|(&row, r)| column_of(&lines[row], r).unwrap())
            .collect();
        assert!(rank_cols.iter().all(|&c| c == rank_cols[0]));
    }
}

#[test]
fn flipped_board_reverses_files_and_ranks() {
    let mut a = app(None, RuleSet::Declare27);
    keys(&mut a, "f");
    for (w, h) in BOARD_SCREENS {
        let lines = screen(&a, w, h);
        let reversed: Vec<&str> = FILES.iter().rev().copied().collect();
        let labels = columns_in_order(file_labels(&lines), &reversed);
        let top = line_with(&lines, "九");
        // Black's back rank now at the top, file 1 at the left.
        let glyphs = columns_in_order(top, &["香", "桂", "銀", "金", "玉", "金", "銀", "桂", "香"]);
        assert_eq!(glyphs, labels, "{w}x{h}");
        let row_of = |r: &str| lines.iter().position(|l| l.contains(r)).unwrap();
        assert!(row_of("九") < row_of("一"));
    }
}

#[test]
fn hand_stands_list_kinds_in_order_with_counts() {
    let a = app(Some("4k4/9/9/9/9/9/9/9/4K4 b 3PS2GR 1"), RuleSet::Declare27);
    let buf = buffer(&a, W, H);
    let layout = ScreenLayout::new(a.area, false).unwrap();
    let black = region(&buf, layout.stand(Color::Black));
    assert!(black[0].contains("☗先手"), "{black:?}");
    let entries: Vec<String> = black[1..5]
        .iter()
        .map(|l| l.trim_matches(|c| c == '│' || c == ' ').to_string())
        .collect();
    // As Japanese boards write a count: 歩3, not 歩×3.
    assert_eq!(entries, ["飛", "金2", "銀", "歩3"]);
    let white = region(&buf, layout.stand(Color::White));
    assert!(white[0].contains("☖後手"));
    assert!(white[1].contains("なし"));
    assert!(
        layout.stand(Color::White).y < layout.stand(Color::Black).y,
        "White's stand is near the top"
    );
}

#[test]
fn flipping_swaps_the_stands() {
    let mut a = app(Some("4k4/9/9/9/9/9/9/9/4K4 b P 1"), RuleSet::Declare27);
    keys(&mut a, "f");
    let buf = buffer(&a, W, H);
    let layout = ScreenLayout::new(a.area, true).unwrap();
    let top = region(&buf, layout.top_stand);
    assert!(top[0].contains("☗先手") && top[1].contains("歩"), "{top:?}");
}

#[test]
fn status_bar_shows_turn_check_and_last_move() {
    let mut a = app(Some("4k4/9/9/9/9/9/9/9/4K4 b G 1"), RuleSet::Declare27);
    let first = screen_text(&a);
    assert!(first.contains("☗ Black to move"));
    keys(&mut a, ":G*5b\n");
    let lines = screen(&a, W, H);
    let status = &lines[usize::from(H) - 3];
    assert!(status.contains("☖ White to move"), "{status}");
    assert!(status.contains("王手 check!"), "{status}");
    assert!(status.contains("last: ▲５二金"), "{status}");
}

#[test]
fn status_bar_counts_a_repeated_position() {
    let mut a = app(None, RuleSet::Declare27);
    keys(&mut a, ":2h3h\n:8b7b\n:3h2h\n");
    assert!(!screen_text(&a).contains("position seen"));
    keys(&mut a, ":7b8b\n");
    let lines = screen(&a, W, H);
    assert!(lines[usize::from(H) - 3].contains("position seen 2 times"));
}

#[test]
fn checkmate_is_announced_and_stays_after_a_refused_move() {
    let mut a = app(Some("4k4/9/4P4/9/9/9/9/9/4K4 b G 1"), RuleSet::Declare27);
    keys(&mut a, ":G*5b\n");
    let expected = "Black wins by checkmate — まで1手で先手の勝ち";
    let lines = screen(&a, W, H);
    assert!(
        lines[usize::from(H) - 3].contains(expected),
        "{}",
        lines.join("\n")
    );
    keys(&mut a, ":5i5h\n");
    let lines = screen(&a, W, H);
    assert!(lines[usize::from(H) - 3].contains(expected));
    assert!(lines.iter().any(|l| l.contains("✗ the game is over")));
}

#[test]
fn refused_move_reason_is_in_the_status_bar() {
    let mut a = app(Some("4k4/9/9/9/9/9/4P4/9/4K4 b P 1"), RuleSet::Declare27);
    keys(&mut a, ":P*5e\n");
    let lines = screen(&a, W, H);
    assert!(
        lines[usize::from(H) - 2]
            .contains("✗ nifu: Black already has an unpromoted pawn on file 5"),
        "{}",
        lines.join("\n")
    );
}

#[test]
fn move_list_keeps_the_latest_move_in_view() {
    let mut a = app(None, RuleSet::Declare27);
    for mv in [
        "7g7f", "3c3d", "2g2f", "4c4d", "2f2e", "2b3c", "6g6f", "8c8d", "5g5f", "8d8e", "3i4h",
        "7a6b", "4i5h", "5a4b",
    ] {
        keys(&mut a, &format!(":{mv}\n"));
    }
    assert_eq!(game(&a).game.ply(), 14);
    let small = screen(&a, MIN_WIDTH, MIN_HEIGHT).join("\n");
    // At 80 columns the numbers take only the two columns they need, so
    // that long moves fit beside them.
    assert!(small.contains("▸14 △４二玉"), "{small}");
    assert!(
        !small.contains("  1 ▲７六歩"),
        "the oldest moves scroll away"
    );
    let big = screen_text(&a);
    assert!(big.contains("  1 ▲７六歩") && big.contains(" 14 △４二玉"));
    keys(&mut a, "m");
    assert!(screen_text(&a).contains(" 14 K-4b"));
}

#[test]
fn tally_popup_shows_both_sides_27_for_the_entered_kings_example() {
    let mut a = app(Some(IMPASSE), RuleSet::Declare27);
    keys(&mut a, "i");
    let lines = screen(&a, W, H);
    let row = |label: &str| -> Vec<String> {
        line_with(&lines, label)
            .split(['│', ' '])
            .filter(|w| !w.is_empty())
            .map(str::to_string)
            .collect()
    };
    let tail = |label: &str| row(label).split_off(row(label).len() - 2);
    assert_eq!(tail("points, all pieces"), ["27", "27"]);
    assert_eq!(tail("points, zone + hand"), ["27", "27"]);
    assert_eq!(tail("pieces in zone"), ["11", "11"]);
    assert_eq!(tail("king in zone"), ["yes", "yes"]);
    assert_eq!(tail("in check"), ["no", "no"]);
    assert!(line_with(&lines, "27-point amateur tally").contains("White wins"));
    assert!(line_with(&lines, "24-point agreement").contains("draw"));
    assert!(line_with(&lines, "declaring now").contains("Black would lose"));
}

/// The game's help as a player should read it, written out by hand (not
/// taken from the key table the help is drawn from): each key, what it
/// does, in this order, and nothing else.
const GAME_HELP: [(&str, &str); 35] = [
    ("← ↓ ↑ → / h j k l", "move the cursor"),
    ("Enter / Space", "select a piece, then its destination"),
    ("Esc", "cancel the selection / close"),
    ("Tab / Shift-Tab", "pick a piece from your hand to drop"),
    (
        "P L N S G B r",
        "pick pawn lance knight silver gold bishop rook",
    ),
    ("p n g b", "the same, in lower case"),
    ("mouse click", "select a square or a hand piece"),
    ("1 2 3 4", "mark: circle here, or end an arrow (G R B Y)"),
    ("*", "start an arrow here (again: none)"),
    ("0", "remove every mark of this position"),
    ("right button", "right click circles, drag draws an arrow"),
    ("y / n", "promote or not, when asked"),
    (":", "type a move (7g7f, P-76, P-7f, P*23, ７六歩)"),
    (
        "Backspace / Ctrl-U",
        "erase a letter / all that is typed at a prompt",
    ),
    ("H", "hint: the engine's move for you"),
    ("i", "impasse tally (points, zone, verdicts)"),
    ("y", "copy the position or game (SFEN, KIF, link…)"),
    ("D", "declare impasse (asks first)"),
    ("R", "resign (asks first)"),
    ("x", "lishogi: abort, before both have moved"),
    ("t", "lishogi: type a line for the chat"),
    ("u", "undo; against a computer, back to your turn"),
    ("d", "your game database: the moves played from here"),
    ("[ ]", "look one move back / forward; nothing is undone"),
    ("Home / End", "the start / back to the game as it stands"),
    ("z / Pause", "two people: stop both clocks, hide the board"),
    ("s", "keep the game under a name you type"),
    ("A", "game over: review and analyse it"),
    ("f", "flip the board"),
    ("a", "hot-seat: flip to the side to move"),
    ("w", "kanji / Western pieces; the move list follows"),
    ("m", "move list: Japanese / Western"),
    ("c", "next colour theme"),
    ("?", "this help"),
    ("q", "quit (asks first); Ctrl-C quits at once"),
];

/// What `line` shows from display column `col` on.
fn from_column(line: &str, col: usize) -> String {
    use unicode_width::UnicodeWidthChar;
    let mut at = 0;
    let mut out = String::new();
    for c in line.chars() {
        if at >= col {
            out.push(c);
        }
        at += c.width().unwrap_or(0);
    }
    out
}

#[test]
fn help_popup_lists_every_key() {
    let mut a = app(None, RuleSet::Declare27);
    keys(&mut a, "?");
    let lines = screen(&a, 160, 50);
    // The rows between the box's title and its closing line, read as the
    // key column (20 wide) and the words after it.
    let top = lines
        .iter()
        .position(|l| l.contains("┌ Keys"))
        .expect("the help box");
    let end = lines
        .iter()
        .position(|l| l.contains("Esc closes"))
        .expect("its last line");
    let left = columns_in_order(&lines[top], &["┌ Keys"])[0];
    let rows: Vec<(String, String)> = lines[top + 1..end]
        .iter()
        .map(|l| {
            let inside = from_column(l, left + 2);
            let inside = inside.split('│').next().unwrap_or_default();
            let key: String = inside.chars().take(20).collect();
            let words: String = inside.chars().skip(20).collect();
            (key.trim().to_string(), words.trim().to_string())
        })
        .collect();
    let expected: Vec<(String, String)> = GAME_HELP
        .iter()
        .map(|(k, w)| (k.to_string(), w.to_string()))
        .collect();
    assert_eq!(rows, expected, "{}", lines.join("\n"));
}

/// English help rows known to be cut by the help popup (their words need
/// rewording; the Japanese ones fit). A row fixed must leave this list.
const CUT_HELP_ROWS: [&str; 3] = ["review 0-9", "editor M", "editor T"];

#[test]
fn every_english_help_row_fits_the_help_popup_uncut() {
    // The popup is 72 columns: a border each side, a blank before the
    // keys and two after them (the Japanese rows are held to the same in
    // the unit tests of `tui::input`). Review's M was cut so, to
    // "(in the position edi".
    use unicode_width::UnicodeWidthStr;
    let tables: [(&str, &[Binding]); 7] = [
        ("game", GAME_KEYS),
        ("review", REVIEW_KEYS),
        ("review board", REVIEW_BOARD_KEYS),
        ("editor", EDITOR_KEYS),
        ("puzzle", PUZZLE_KEYS),
        ("puzzle solution", PUZZLE_SOLUTION_KEYS),
        ("quiz", QUIZ_KEYS),
    ];
    let mut cut = Vec::new();
    for (name, table) in tables {
        let key_w = table.iter().map(|b| b.label().width()).max().unwrap_or(0);
        for b in table {
            let help = b.help();
            if 1 + key_w + 2 + help.width() > 70 {
                cut.push(format!("{name} {}: {help}", b.label));
            }
        }
    }
    let labels: Vec<String> = cut
        .iter()
        .map(|c| c.split(':').next().unwrap_or_default().to_string())
        .collect();
    assert_eq!(labels, CUT_HELP_ROWS, "rows cut: {cut:#?}");
}

#[test]
fn keys_in_the_help_do_what_it_says() {
    // A handful of the help's promises, by pressing the key on the board.
    let fresh = || app(None, RuleSet::Declare27);
    let mut a = fresh();
    keys(&mut a, "i");
    assert!(
        screen_text(&a).contains("27-point amateur tally"),
        "i: impasse tally"
    );
    let mut a = fresh();
    keys(&mut a, "R");
    assert!(
        screen_text(&a).contains("Black resigns and White wins."),
        "R: resign asks first"
    );
    keys(&mut a, "n");
    assert_eq!(game(&a).game.ply(), 0);
    assert!(!screen_text(&a).contains("Black resigns"), "n: play on");
    let mut a = fresh();
    // `columns_in_order` finds the labels in the order given, or panics.
    columns_in_order(file_labels(&screen(&a, W, H)), &FILES);
    keys(&mut a, "f");
    let flipped: Vec<&str> = FILES.iter().rev().copied().collect();
    columns_in_order(file_labels(&screen(&a, W, H)), &flipped);
    let mut a = fresh();
    keys(&mut a, ":7g7f\n");
    assert!(screen_text(&a).contains("1 ▲７六歩"), ": types a move");
    keys(&mut a, "m");
    assert!(screen_text(&a).contains("1 P-7f"), "m: Western move list");
    keys(&mut a, "u");
    assert_eq!(game(&a).game.ply(), 0, "u: undo");
}

#[test]
fn questions_show_their_answers() {
    let mut a = app(None, RuleSet::Declare27);
    keys(&mut a, "R");
    let text = screen_text(&a);
    assert!(text.contains("Black resigns and White wins."));
    assert!(text.contains("[y: resign]") && text.contains("[n: play on]"));
    let mut b = app(Some(&IMPASSE.replace(" b ", " w ")), RuleSet::Declare24);
    keys(&mut b, "D");
    let text = screen_text(&b);
    assert!(
        text.contains("Rule: 24-point impasse declaration"),
        "{text}"
    );
    assert!(text.contains("White: 27 points in zone + hand, 11 pieces in zone,"));
    assert!(text.contains("Verdict now: the game would be a DRAW."));
}

#[test]
fn the_prompt_shows_what_is_typed() {
    let mut a = app(None, RuleSet::Declare27);
    keys(&mut a, ":7g7");
    assert!(screen_text(&a).contains(": 7g7█"));
}

#[test]
fn a_small_terminal_asks_to_be_enlarged_and_a_resize_redraws() {
    let a = app(None, RuleSet::Declare27);
    let want = format!("Enlarge the terminal to at least {MIN_WIDTH}×{MIN_HEIGHT}");
    for (w, h) in [(MIN_WIDTH - 1, 40), (120, MIN_HEIGHT - 1), (40, 10)] {
        let text = screen(&a, w, h).join("\n");
        assert!(text.contains(&want), "{w}×{h}:\n{text}");
        assert!(!text.contains("v香"));
    }
    let text = screen(&a, MIN_WIDTH, MIN_HEIGHT).join("\n");
    assert!(!text.contains("Enlarge") && text.contains("v香"));
}

#[test]
fn without_colour_white_is_still_marked_and_no_colour_is_sent() {
    let setup = GameSetup::default();
    let screen_state = GameScreen::new(setup.game(), false, false);
    let a = App::with_game(prefs("kanji", false), screen_state, Rect::new(0, 0, W, H));
    let buf = buffer(&a, W, H);
    assert!(
        buf.content()
            .iter()
            .all(|c| c.fg == TermColor::Reset && c.bg == TermColor::Reset)
    );
    for (w, h) in BOARD_SCREENS {
        let top = screen(&a, w, h)
            .into_iter()
            .find(|l| l.contains('一'))
            .unwrap();
        assert_eq!(top.matches('v').count(), 9, "{w}x{h}: {top}");
        let compact = (w, h) == (80, 24);
        assert_eq!(top.contains("v香 v桂 v銀 v金 v王"), compact, "{top}");
    }
}

#[test]
fn highlights_mark_last_move_selection_destinations_and_check() {
    let mut a = app(None, RuleSet::Declare27);
    let theme = Theme::named("dark", true).unwrap();
    let bg_at = |a: &App, usi: &str| {
        let buf = buffer(a, W, H);
        let layout = ScreenLayout::new(a.area, game(a).flipped).unwrap();
        let (x, y) = layout.cell_origin(sq(usi));
        buf[(x + 1, y)].bg
    };
    click_square(&mut a, "2g");
    assert_eq!(bg_at(&a, "2f"), theme.destination.bg.unwrap());
    keys(&mut a, "jj");
    assert_eq!(bg_at(&a, "2g"), theme.selected.bg.unwrap());
    assert_eq!(bg_at(&a, "2i"), theme.cursor.bg.unwrap());
    key(&mut a, ratatui::crossterm::event::KeyCode::Esc);
    keys(&mut a, ":7g7f\n");
    assert_eq!(bg_at(&a, "7g"), theme.last_move.bg.unwrap());
    assert_eq!(bg_at(&a, "5e"), theme.board.bg.unwrap());

    let mut c = app(Some("4k4/9/9/9/9/9/9/9/4K4 b G 1"), RuleSet::Declare27);
    keys(&mut c, ":G*5b\n");
    assert_eq!(bg_at(&c, "5a"), theme.check.bg.unwrap());
}

#[test]
fn western_glyphs_use_letters_and_keep_the_marker() {
    let mut a = app(None, RuleSet::Declare27);
    keys(&mut a, "w");
    let lines = screen(&a, 80, 24);
    assert!(
        lines
            .iter()
            .any(|l| l.contains(" vL  vN  vS  vG  vK  vG  vS  vN  vL")),
        "{}",
        lines.join("\n")
    );
    assert!(
        lines
            .iter()
            .any(|l| l.contains("  L   N   S   G   K   G   S   N   L"))
    );
    for (w, h) in BOARD_SCREENS {
        let lines = screen(&a, w, h);
        let files = ["9", "8", "7", "6", "5", "4", "3", "2", "1"];
        // The file labels: the row above the board's frame.
        let frame = lines.iter().position(|l| l.contains("┌──")).unwrap();
        let labels = columns_in_order(&lines[frame - 1], &files);
        let top = line_with(&lines, " vL ");
        let letters = columns_in_order(top, &["L", "N", "S", "G", "K", "G", "S", "N", "L"]);
        assert_eq!(letters, labels, "{w}x{h}");
    }
    keys(&mut a, ":7g7f\n:3c3d\n:8h2b+\n");
    assert!(screen_text(&a).contains("+B"));
}

#[test]
fn help_scrolls_in_a_short_terminal() {
    let mut a = app(None, RuleSet::Declare27);
    keys(&mut a, "?");
    let last = &GAME_KEYS[GAME_KEYS.len() - 1].help();
    let text = screen(&a, MIN_WIDTH, MIN_HEIGHT).join("\n");
    assert!(text.contains("↑↓ scroll") && !text.contains(last), "{text}");
    for _ in 0..GAME_KEYS.len() {
        keys(&mut a, "j");
    }
    let text = screen(&a, MIN_WIDTH, MIN_HEIGHT).join("\n");
    assert!(text.contains(last), "{text}");
    assert!(!text.contains(&GAME_KEYS[0].help()));
    keys(&mut a, "q");
    assert!(!screen_text(&a).contains(last), "q closes the help");
}

#[test]
fn the_promotion_question_leaves_the_destination_in_view_and_the_frame_whole() {
    use shogi_tui::tui::board_input::promotion_question;
    use shogi_tui::tui::overlay::Layer;
    use shogi_tui::tui::pages::game::Overlay;
    use shogi_tui::tui::widgets::popup::QuestionPopup;
    use unicode_width::UnicodeWidthStr;
    for (sfen, from, to) in [
        ("4k4/9/9/6S2/9/9/9/9/4K4 b - 1", "3d", "3c"),
        ("4k4/9/9/9/9/6s2/9/9/4K4 w - 1", "3f", "3g"),
    ] {
        let mut a = app(Some(sfen), RuleSet::Declare27);
        click_square(&mut a, from);
        click_square(&mut a, to);
        let Overlay::Layer(Layer::Promote { from: f, to: t }) = game(&a).overlay else {
            panic!("no promotion question for {from}{to}");
        };
        let text = promotion_question(game(&a).game.position(), f, t);
        let popup = QuestionPopup::rect(a.area, &text, false);
        let layout = ScreenLayout::new(a.area, false).unwrap();
        let (x, y) = layout.cell_origin(sq(to));
        assert!(
            !(popup.x <= x + 3 && x < popup.right() && popup.y <= y && y < popup.bottom()),
            "{to} hidden by {popup:?}"
        );
        let buf = buffer(&a, W, H);
        for row in popup.top()..popup.bottom() {
            let left = buf[(popup.x - 1, row)].symbol();
            assert!(
                left.width() < 2,
                "a wide glyph would eat the frame at row {row}"
            );
            assert!("┌│└".contains(buf[(popup.x, row)].symbol()));
        }
    }
}

/// A White pawn on 5d, Black silvers on 4d and 5f: after 5d5e, the silver
/// from 4d takes back, ▲同　銀引 (the one moving backward).
const SILVER_BACK: &str = "k8/9/9/4pS3/9/4S4/9/9/K8 w - 1";

const SIZES: [(u16, u16); 3] = [(80, 24), (120, 40), (160, 50)];

/// The rows of the status area of a `w`×`h` screen.
fn status_rows(a: &App, w: u16, h: u16) -> Vec<String> {
    let layout = ScreenLayout::new(Rect::new(0, 0, w, h), false).unwrap();
    let buf = buffer(a, w, h);
    region(&buf, layout.status)
        .into_iter()
        .map(|r| r.trim_end().to_string())
        .collect()
}

#[test]
fn nothing_is_cut_at_80x24_120x40_or_160x50() {
    let mut a = app(Some(SILVER_BACK), RuleSet::Declare27);
    keys(&mut a, ":5d5e\n:4d5e\n");
    assert_eq!(game(&a).move_texts()[1].japanese, "▲同　銀引");
    let hints = shogi_tui::tui::pages::game::view::key_hints(game(&a));
    assert!(hints.contains(&"[ ]:look back"), "{hints:?}");
    for (w, h) in SIZES {
        let buf = buffer(&a, w, h);
        let layout = ScreenLayout::new(Rect::new(0, 0, w, h), false).unwrap();
        let header = region(&buf, layout.header)[0].trim_end().to_string();
        assert_eq!(
            header, "☗ Black (human) vs ☖ White (human) · 27-point impasse declaration · limit 500",
            "{w}×{h}"
        );
        let moves = region(&buf, layout.moves).join("\n");
        assert!(moves.contains("2 ▲同　銀引 "), "{w}×{h}:\n{moves}");
        let status = status_rows(&a, w, h);
        let keys_row = status.last().unwrap();
        let shown: Vec<&str> = keys_row.split("  ").collect();
        assert!(
            shown.iter().all(|h| hints.contains(h)),
            "{w}×{h}: a hint is cut: {keys_row}"
        );
        assert!(shown.len() >= 6, "{w}×{h}: {keys_row}");
        assert!(!buffer_text(&buf).contains('…'), "{w}×{h}");
    }
}

fn buffer_text(buf: &ratatui::buffer::Buffer) -> String {
    region(buf, buf.area).join("\n")
}

#[test]
fn a_narrow_header_leaves_out_whole_parts() {
    let setup = GameSetup {
        black: "bot:3".parse().unwrap(),
        white: "bot:5".parse().unwrap(),
        ..GameSetup::default()
    };
    let screen_state = GameScreen::new(setup.game(), false, false);
    let a = App::with_game(prefs("kanji", true), screen_state, Rect::new(0, 0, W, H));
    let players = "☗ shogi-tui Apprentice (bot 3) vs ☖ shogi-tui Club (bot 5)";
    let header = |w, h| screen(&a, w, h)[0].trim_end().to_string();
    assert_eq!(
        header(120, 40),
        format!("{players} · 27-point impasse declaration · limit 500")
    );
    // At 80 columns the rules' long name is left out whole; the limit fits.
    assert_eq!(header(80, 24), format!("{players} · limit 500"));
}

#[test]
fn a_long_message_wraps_onto_a_second_line() {
    let mut a = app(None, RuleSet::Declare27);
    keys(
        &mut a,
        ":this is a long sentence typed where a move should have gone by mistake\n",
    );
    let why = match &game(&a).message {
        Some(shogi_tui::tui::widgets::status::Message::Refusal(why)) => format!("✗ {why}"),
        other => panic!("no refusal: {other:?}"),
    };
    // Wider screens have room for the whole sentence.
    for (w, h) in [(80, 24), (120, 40)] {
        assert!(
            why.chars().count() > usize::from(w),
            "long enough to wrap at {w}"
        );
        let status = status_rows(&a, w, h);
        assert_eq!(status[0], "☗ Black to move", "{w}×{h}");
        assert_eq!(format!("{} {}", status[1], status[2]), why, "{w}×{h}");
    }
}

#[test]
fn looking_back_shows_the_earlier_board_hands_and_move() {
    let mut a = app(Some(SILVER_BACK), RuleSet::Declare27);
    keys(&mut a, ":5d5e\n:4d5e\n");
    let layout = ScreenLayout::new(a.area, false).unwrap();
    let square = |a: &App, usi: &str| {
        let (x, y) = layout.cell_origin(sq(usi));
        region(&buffer(a, W, H), Rect::new(x, y, 3, 1))[0].clone()
    };
    assert_eq!(square(&a, "5e"), " 銀");
    keys(&mut a, "[");
    assert_eq!(square(&a, "5e"), "v歩", "the pawn before it was taken");
    assert_eq!(square(&a, "4d"), " 銀");
    let buf = buffer(&a, W, H);
    assert!(region(&buf, layout.stand(Color::Black))[1].contains("なし"));
    let moves = region(&buf, layout.moves).join("\n");
    assert!(moves.contains("▸  1 △５五歩"), "{moves}");
    let status = status_rows(&a, W, H);
    assert!(
        status[0].starts_with("viewing move 1 of 2  ·  ☗ Black to move  ·  last: △５五歩"),
        "{status:?}"
    );
    keys(&mut a, "]");
    assert_eq!(square(&a, "5e"), " 銀");
    let buf = buffer(&a, W, H);
    assert!(region(&buf, layout.stand(Color::Black))[1].contains("歩"));
    assert!(!status_rows(&a, W, H)[0].contains("viewing"));
}

#[test]
fn the_result_box_fits_in_the_middle_at_both_sizes() {
    use shogi_tui::tui::pages::game::view::result_rect;
    let mut a = app(Some("4k4/9/4P4/9/9/9/9/9/4K4 b G 1"), RuleSet::Declare27);
    keys(&mut a, ":G*5b\n");
    let lines = game(&a).result_lines().unwrap();
    for (w, h) in SIZES {
        let screen_area = Rect::new(0, 0, w, h);
        let rect = result_rect(screen_area, &lines);
        assert!(
            screen_area.contains(rect.as_position()) && rect.right() <= w && rect.bottom() <= h
        );
        let inside = region(&buffer(&a, w, h), rect).join("\n");
        for line in &lines {
            assert!(inside.contains(line.as_str()), "{w}×{h}: {line}\n{inside}");
        }
        assert!(inside.contains("Game over 終局"));
    }
}

#[test]
fn the_enlarge_screen_says_how_to_quit() {
    let a = app(None, RuleSet::Declare27);
    for (w, h) in [(MIN_WIDTH - 1, 40), (120, MIN_HEIGHT - 1), (40, 10)] {
        let text = screen(&a, w, h).join("\n");
        assert!(
            text.contains("To quit: q (then y in a game) or Ctrl-C"),
            "{w}×{h}:\n{text}"
        );
    }
}
