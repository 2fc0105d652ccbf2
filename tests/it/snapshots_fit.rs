//! Text fitted to its pane (issue 75): the screens whose words ran into a
//! border, broke inside a word or were cut where the screen had room, in
//! both languages at 80×24, 120×40 and 160×50. Each picture is also
//! scanned for a box whose border some text overwrote, so a regression
//! fails even where the snapshot would be accepted by eye.

use crate::snapshot_support::{opening_26_evaluation, review_page};
use crate::tui_support::*;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::KeyCode;
use shogi_tui::analysis::AnalysisEvent;
use shogi_tui::game::{Game, Player, Players, RuleSet};
use shogi_tui::i18n::{Lang, in_lang};
use shogi_tui::kifu::evaluation::{EvalScore, Evaluation};
use shogi_tui::kifu::{GameInfo, SaveDir, record_of};
use shogi_tui::settings::BookChoice;
use shogi_tui::shogi::Move;
use shogi_tui::tui::app::App;
use shogi_tui::tui::display_prefs::Notation;
use shogi_tui::tui::glyphs::Glyphs;
use shogi_tui::tui::snapshot::buffer_lines;
use shogi_tui::tui::theme::Theme;
use shogi_tui::tui::watch::{Watch, render};
use std::path::Path;
use std::time::{Duration, Instant};

const SIZES: [(u16, u16); 3] = [(80, 24), (120, 40), (160, 50)];

/// The boxes drawn in `buf` whose frame is broken: a side or a corner
/// where something else was drawn over it. A box is found by its top left
/// corner, its width by the first top right corner on that row, its
/// height by its left side; boxes the screen cuts off are not judged.
pub fn broken_borders(buf: &Buffer) -> Vec<String> {
    let area = buf.area;
    let at = |x: u16, y: u16| buf[(x, y)].symbol();
    let mut broken = Vec::new();
    for y in area.top()..area.bottom() {
        for x in area.left()..area.right() {
            if at(x, y) != "┌" {
                continue;
            }
            let Some(right) = (x + 1..area.right()).find(|&r| at(r, y) == "┐") else {
                broken.push(format!("({x},{y}): no ┐ on its row"));
                continue;
            };
            let Some(bottom) = (y + 1..area.bottom()).find(|&b| at(x, b) != "│") else {
                continue;
            };
            if at(x, bottom) != "└" {
                broken.push(format!(
                    "({x},{bottom}): {:?} on a left side",
                    at(x, bottom)
                ));
                continue;
            }
            for row in y + 1..bottom {
                if at(right, row) != "│" {
                    broken.push(format!(
                        "({right},{row}): {:?} on a right side",
                        at(right, row)
                    ));
                }
            }
            if at(right, bottom) != "┘" {
                broken.push(format!("({right},{bottom}): {:?} for ┘", at(right, bottom)));
            }
        }
    }
    broken
}

fn app_buffer(a: &App, (w, h): (u16, u16)) -> Buffer {
    buffer(a, w, h)
}

/// Snapshots `buf` as `name` and fails on any broken border in it.
fn check(name: &str, buf: &Buffer, dir: Option<&Path>) {
    let area = buf.area;
    let mut text = buffer_lines(buf).join("\n");
    if let Some(dir) = dir {
        text = text.replace(&dir.display().to_string(), "<folder>");
    }
    let broken = broken_borders(buf);
    assert!(broken.is_empty(), "{name}: {broken:?}\n{text}");
    insta::assert_snapshot!(format!("{name}_{}x{}", area.width, area.height), text);
}

/// Runs `scene` in English and in Japanese, names prefixed `ja_` in
/// Japanese.
fn both_languages(scene: impl Fn(&str)) {
    in_lang(Lang::En, || scene(""));
    in_lang(Lang::Ja, || scene("ja_"));
}

#[test]
fn the_border_check_sees_text_over_a_border() {
    use ratatui::layout::Rect;
    use ratatui::widgets::{Block, Borders, Widget};
    let area = Rect::new(0, 0, 12, 4);
    let mut buf = Buffer::empty(area);
    Block::default()
        .borders(Borders::ALL)
        .render(Rect::new(1, 0, 8, 4), &mut buf);
    assert!(broken_borders(&buf).is_empty());
    buf.set_string(3, 1, "定跡にありません", ratatui::style::Style::default());
    assert_eq!(broken_borders(&buf).len(), 1, "{:?}", buffer_lines(&buf));
}

/// Every kind in both hands, up to ten pawns: the stands at their fullest.
const FULL_HANDS: &str = "4k4/9/9/9/9/9/9/9/4K4 b RB2G2S2N2L10Prb2g2s2n2l8p 1";

#[test]
fn the_game_screen_with_full_stands() {
    both_languages(|lang| {
        let a = app(Some(FULL_HANDS), RuleSet::Declare27);
        for size in SIZES {
            check(
                &format!("{lang}fit_game_full_stands"),
                &app_buffer(&a, size),
                None,
            );
        }
    });
}

/// A record of six moves with a long comment on move 5: in English, or
/// in Japanese when `lang` is "ja_" (a Japanese picture holds no English).
fn commented_kif(dir: &Path, lang: &str) -> std::path::PathBuf {
    let comment = if lang.is_empty() {
        "*Closing the bishop's diagonal here lets White play △８五歩 with tempo; \
         ▲２五歩 (2f2e) was the natural continuation, and 26手目 shows why.\n"
    } else {
        "*角道を止める手。ここでは▲２五歩と飛車先を伸ばすのが本筋で、\
         （後手勝勢）と評価されるほどの悪手だった。\n\
         *△８五歩と突かれて、26手目まで苦しい展開が続く。\n"
    };
    let kif = format!(
        "手合割：平手\n\
         \u{20}  1 ７六歩(77)\n\
         \u{20}  2 ８四歩(83)\n\
         \u{20}  3 ２六歩(27)\n\
         \u{20}  4 ３四歩(33)\n\
         \u{20}  5 ６六歩(67)\n\
         {comment}\
         \u{20}  6 ６二銀(71)\n"
    );
    let path = dir.join("commented-opening.kif");
    std::fs::write(&path, kif).unwrap();
    path
}

/// The evaluation the issue quoted on move 5: -1922, White winning.
fn evaluation(ply: usize) -> Evaluation {
    let mut e = opening_26_evaluation(ply);
    if ply == 5 {
        e.score = EvalScore::Cp(-1922);
    }
    e
}

#[test]
fn review_with_the_graph_an_evaluation_and_a_long_comment() {
    both_languages(|lang| {
        let dir = scratch_dir(&format!("fit-review-{lang}"));
        let mut a = review_app(&commented_kif(&dir, lang), &dir);
        let t0 = Instant::now();
        review_page(&mut a).analysis_started(7, t0);
        for ply in 0..=6 {
            let eval = Some(evaluation(ply));
            let event = AnalysisEvent::Evaluated { ply, eval };
            review_page(&mut a).on_analysis_event(event, t0 + Duration::from_secs(1));
        }
        review_page(&mut a).analysis_stopped();
        keys(&mut a, ":5\n");
        for size in SIZES {
            check(
                &format!("{lang}fit_review_move_5"),
                &app_buffer(&a, size),
                None,
            );
        }
        std::fs::remove_dir_all(&dir).unwrap();
    });
}

/// The evaluation's words keep "（後手勝勢）" and "勝率" whole in the notes
/// pane at 80×24, where they used to break inside the words.
#[test]
fn the_evaluation_words_break_between_words() {
    in_lang(Lang::Ja, || {
        let dir = scratch_dir("fit-eval-words");
        let mut a = review_app(&commented_kif(&dir, "ja_"), &dir);
        let t0 = Instant::now();
        review_page(&mut a).analysis_started(7, t0);
        for ply in 0..=6 {
            let event = AnalysisEvent::Evaluated {
                ply,
                eval: Some(evaluation(ply)),
            };
            review_page(&mut a).on_analysis_event(event, t0);
        }
        keys(&mut a, ":5\n");
        let s = screen(&a, 80, 24).join("\n");
        assert!(s.contains("（後手勝勢）"), "{s}");
        assert!(!s.contains("（後 "), "{s}");
        std::fs::remove_dir_all(&dir).unwrap();
    });
}

/// A book with a long file name whose start position has only 2g2f: the
/// record's 7g7f is not in it, which the pane says in a sentence.
fn review_with_book_lacking_the_move(dir: &Path) -> App {
    let book = dir.join("an-opening-book-downloaded-from-somewhere-far.db");
    let start = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";
    std::fs::write(
        &book,
        format!("#YANEURAOU-DB2016 1.00\nsfen {start}\n2g2f none none none 8 #居飛車\n"),
    )
    .unwrap();
    let mut a = review_app(&data("usi/opening_26.usi"), dir);
    review_page(&mut a).set_book(&BookChoice::File(book));
    key(&mut a, KeyCode::Char('B'));
    a
}

#[test]
fn the_book_pane_says_the_record_plays_elsewhere_inside_its_border() {
    both_languages(|lang| {
        let dir = scratch_dir(&format!("fit-book-{lang}"));
        let a = review_with_book_lacking_the_move(&dir);
        for size in SIZES {
            check(
                &format!("{lang}fit_book_elsewhere"),
                &app_buffer(&a, size),
                None,
            );
        }
        // The book's name keeps both its ends in the title at 80×24.
        let s = screen(&a, 80, 24).join("\n");
        assert!(s.contains(" · an-o….db ┐"), "{s}");
        std::fs::remove_dir_all(&dir).unwrap();
    });
}

/// A save of two long-named players, under a long name; Japanese names
/// in Japanese (`lang` "ja_"), so the picture holds no English word.
fn save_with_long_names(dir: &Path, lang: &str) -> (&'static str, &'static str) {
    let (black, white, name) = if lang.is_empty() {
        (
            "Alexandra the Patient",
            "YaneuraOu 8.60",
            "sunday-afternoon-at-the-club",
        )
    } else {
        (
            "忍耐強いアレクサンドラ",
            "やねうら王 8.60",
            "nichiyou-gogo-dojo-nite",
        )
    };
    let mut g = Game::even().with_players(Players::new(
        Player::human(black),
        Player::engine(white, "/opt/engines/yaneuraou"),
    ));
    g.play(Move::from_usi("7g7f").unwrap()).unwrap();
    let slot = SaveDir::open(dir).unwrap().claim(name).unwrap();
    slot.write(&record_of(&g, &GameInfo::default())).unwrap();
    (black, name)
}

#[test]
fn the_menu_shows_a_long_continue_row_whole_where_there_is_room() {
    both_languages(|lang| {
        let dir = scratch_dir(&format!("fit-menu-{lang}"));
        let (black, name) = save_with_long_names(&dir, lang);
        let a = menu_app(&dir);
        for size in SIZES {
            check(
                &format!("{lang}fit_menu_continue"),
                &app_buffer(&a, size),
                None,
            );
        }
        let row = |w| {
            screen(&a, w, 40)
                .into_iter()
                .find(|l| l.contains(&black[..6]))
                .unwrap_or_default()
        };
        // 120 columns have room for all of it; 80 keep both its ends.
        assert!(row(120).contains(name), "{}", row(120));
        assert!(row(120).contains(black), "{}", row(120));
        let small = row(80);
        let end = &name[name.len() - 5..];
        assert!(small.contains('…') && small.contains(end), "{small}");
        std::fs::remove_dir_all(&dir).unwrap();
    });
}

/// A finished series between two long-named players, its records in a
/// folder deep down, as the match page leaves it.
fn finished_series(lang: &str, t0: Instant) -> Watch {
    let mut w = Watch::new(10, 0, t0);
    let (a, b, won) = if lang.is_empty() {
        (
            "Bot level 7",
            "gps-fish-experimental",
            "Black wins by resignation",
        )
    } else {
        (
            "ボット レベル7",
            "gps-fish-experimental",
            "先手の勝ち（投了）",
        )
    };
    let mut g = Game::even();
    g.play(Move::from_usi("7g7f").unwrap()).unwrap();
    w.update_game(9, &format!("▲{a} △{b}"), g);
    for n in 0..9 {
        w.game_over(n, format!("{} ▲{a} △{b}: {won}", n + 1));
    }
    w.table = if lang.is_empty() {
        vec![
            format!("{a} v {b}: 7-2-0 (77.8%)"),
            "  Elo +217.2 ± 301.4, LOS 96.3%".into(),
        ]
    } else {
        vec![
            format!("{a} 対 {b}：7勝2敗0分（77.8%）"),
            "  Elo +217.2 ± 301.4、優位確率 96.3%".into(),
        ]
    };
    let path = if lang.is_empty() {
        "/home/player/.local/share/shogi-tui/matches/2026-11-28-evening/bot7-vs-gps"
    } else {
        "/home/shogi/対局の記録/二〇二六年十一月二十八日の夜/bot7-vs-gps"
    };
    w.over = Some(if lang.is_empty() {
        format!("Series over: 9/10 games played · records in {path} · q back")
    } else {
        format!("対局終了：9/10局 · 棋譜は {path} に保存 · q 戻る")
    });
    w.over_path = Some(path.into());
    w
}

#[test]
fn the_match_standings_and_the_closing_line_fit() {
    both_languages(|lang| {
        let t0 = Instant::now();
        let w = finished_series(lang, t0);
        for (width, height) in SIZES {
            let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
            terminal
                .draw(|f| {
                    render(
                        &w,
                        f.area(),
                        f.buffer_mut(),
                        (&Theme::plain(), &Glyphs::kanji(), Notation::Japanese),
                        t0 + Duration::from_secs(600),
                    )
                })
                .unwrap();
            let buf = terminal.backend().buffer().clone();
            check(&format!("{lang}fit_match_over"), &buf, None);
            let text = buffer_lines(&buf).join("\n");
            // The folder's last part and the key to leave stay.
            assert!(text.contains("bot7-vs-gps"), "{text}");
            assert!(text.contains("q "), "{text}");
            // A name is not broken between its word and its number.
            assert!(!text.lines().any(|l| l.contains("レベル│")), "{text}");
        }
    });
}
