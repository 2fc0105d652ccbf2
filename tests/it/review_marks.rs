//! Marks (circles and arrows) on review's board: read from a record's
//! comments (lishogi's study export among them) and drawn instead of
//! shown as text, drawn and removed with the keys and the right button,
//! and written with the record by `s`, then through `convert` into KIF,
//! KI2 and CSA; hostile markup shown or ignored, never a crash.

use crate::tui_support::{key, keys, review_app, scratch_dir};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use shogi_tui::kifu::marks::{Brush, MAX_MARKS, Mark, Spot, read_marks};
use shogi_tui::kifu::{open_record, read_record};
use shogi_tui::shogi::{Color, Piece, PieceKind, Square};
use shogi_tui::tui::action::{Action, Direction};
use shogi_tui::tui::input::lookup;
use shogi_tui::tui::page::Page;
use shogi_tui::tui::pages::review::ReviewScreen;
use shogi_tui::tui::pages::review::command::ReviewCommand;
use shogi_tui::tui::pages::review::keys::{REVIEW_BOARD_KEYS, REVIEW_KEYS};
use shogi_tui::tui::pages::review::work::ReviewWork;
use std::fs;
use std::path::{Path, PathBuf};

fn sq(usi: &str) -> Square {
    Square::parse_usi(usi).unwrap()
}

fn at(usi: &str) -> Spot {
    Spot::Square(sq(usi))
}

fn data(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(name)
}

fn review(path: &Path) -> ReviewScreen {
    ReviewScreen::new(open_record(path).unwrap(), path)
}

/// The review drawn at `w`×`h`: drawing a marked board must not fail.
fn drawn(r: &ReviewScreen, w: u16, h: u16) -> String {
    let area = Rect::new(0, 0, w, h);
    let mut buf = Buffer::empty(area);
    r.render(&crate::tui_support::prefs("kanji", true), area, &mut buf);
    shogi_tui::tui::snapshot::buffer_lines(&buf).join("\n")
}

const FOUR_MOVES: &str = "手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n\
*角道を開ける\n   2 ３四歩(33)\n   3 ２六歩(27)\n   4 ８四歩(83)\n";

#[test]
fn a_lishogi_study_export_is_read_with_its_arrows_and_its_text_kept() {
    // Its CSA export writes comments as people's `'` remarks: only the KIF
    // (tests/data/lishogi-study/SOURCE.md).
    let name = "marks-study.kif";
    {
        let mut r = review(&data(&format!("lishogi-study/{name}")));
        assert_eq!(
            r.marks(),
            [
                Mark::Circle {
                    brush: Brush::Green,
                    at: at("7g")
                },
                Mark::Circle {
                    brush: Brush::Red,
                    at: at("3c")
                },
                Mark::Arrow {
                    brush: Brush::Green,
                    from: at("7g"),
                    to: at("7f")
                },
                Mark::Arrow {
                    brush: Brush::Blue,
                    from: at("2h"),
                    to: at("2d")
                },
            ],
            "{name}: the start"
        );
        assert_eq!(
            r.move_comment().text,
            ["The bishop's diagonal and the rook's file"],
            "{name}"
        );
        r.update(&Action::Step(1));
        assert_eq!(
            r.marks(),
            [Mark::Arrow {
                brush: Brush::Red,
                from: at("8h"),
                to: at("2b")
            }],
            "{name}"
        );
        assert_eq!(r.move_comment().text, ["Black opens the diagonal"]);
        r.update(&Action::Step(1));
        let marks = r.marks();
        assert_eq!(marks.len(), 5, "{name}: {marks:?}");
        assert!(marks.contains(&Mark::Piece {
            brush: Brush::Blue,
            at: sq("5e"),
            piece: Piece::new(Color::Black, PieceKind::Pawn)
        }));
        assert!(r.move_comment().text.is_empty(), "{name}: markup only");
        r.update(&Action::Step(1));
        assert!(r.marks().is_empty());
        assert_eq!(
            r.move_comment().text,
            ["No marks here, and [%clk 0:05:00] is no mark"],
            "{name}: a bracket that is no mark stays text"
        );
        let screen = drawn(&r, 120, 40);
        assert!(screen.contains("[%clk 0:05:00]"), "{screen}");
    }
}

#[test]
fn the_marks_keys_are_the_board_cursors_and_do_not_take_reviews_digits() {
    use ratatui::crossterm::event::KeyCode::Char;
    assert_eq!(
        lookup(REVIEW_BOARD_KEYS, Char('1')),
        Some(Action::Mark(Brush::Green))
    );
    assert_eq!(
        lookup(REVIEW_BOARD_KEYS, Char('4')),
        Some(Action::Mark(Brush::Yellow))
    );
    assert_eq!(
        lookup(REVIEW_BOARD_KEYS, Char('0')),
        Some(Action::ClearMarks)
    );
    assert_eq!(lookup(REVIEW_BOARD_KEYS, Char('*')), Some(Action::MarkFrom));
    // With the cursor off, the digits still choose a variation.
    assert_eq!(
        lookup(REVIEW_KEYS, Char('1')),
        Some(Action::page(ReviewCommand::ShowVariation(1)))
    );
}

/// The same marks, whatever their order.
fn same_marks(got: &[Mark], want: &[Mark]) {
    assert_eq!(got.len(), want.len(), "{got:?}");
    for m in want {
        assert!(got.contains(m), "{m:?} missing from {got:?}");
    }
}

/// Writes the record back as the session does on `ReviewWork::WriteBack`.
fn save(r: &mut ReviewScreen) {
    r.update(&Action::Save);
    r.update(&Action::Answer(true));
    assert_eq!(r.orders.take(), [ReviewWork::WriteBack]);
    r.write_file();
}

#[test]
fn marks_drawn_with_keys_and_the_mouse_are_saved_and_converted_into_kif_ki2_and_csa() {
    let dir = scratch_dir("marks-keys");
    let path = dir.join("study.kif");
    fs::write(&path, FOUR_MOVES).unwrap();
    let mut r = review(&path);
    r.update(&Action::Step(1));
    r.update(&Action::page(ReviewCommand::ToggleBoardCursor));
    // The cursor starts on 5e: red circle, then red again removes it.
    r.update(&Action::Mark(Brush::Red));
    let red_5e = Mark::Circle {
        brush: Brush::Red,
        at: at("5e"),
    };
    assert_eq!(r.marks(), [red_5e]);
    r.update(&Action::Mark(Brush::Red));
    assert!(r.marks().is_empty(), "the same key again removes it");
    // `*` on 5e, two up, blue: an arrow 5e→5c.
    r.update(&Action::MarkFrom);
    r.update(&Action::Move(Direction::Up));
    r.update(&Action::Move(Direction::Up));
    r.update(&Action::Mark(Brush::Blue));
    // The arrow ended the stroke: the next key circles where it ended.
    r.update(&Action::Mark(Brush::Yellow));
    // The right button: a click circles 7g green, a drag draws 8h→2b.
    r.update(&Action::MarkDragged {
        from: at("7g"),
        to: at("7g"),
        brush: Brush::Green,
    });
    r.update(&Action::MarkDragged {
        from: at("8h"),
        to: at("2b"),
        brush: Brush::Red,
    });
    let want = vec![
        Mark::Arrow {
            brush: Brush::Blue,
            from: at("5e"),
            to: at("5c"),
        },
        Mark::Circle {
            brush: Brush::Yellow,
            at: at("5c"),
        },
        Mark::Circle {
            brush: Brush::Green,
            at: at("7g"),
        },
        Mark::Arrow {
            brush: Brush::Red,
            from: at("8h"),
            to: at("2b"),
        },
    ];
    // Kept in the comment, a block a kind: circles, then arrows.
    same_marks(&r.marks(), &want);
    // The comment's text is shown as it was written, the marks drawn.
    assert_eq!(r.move_comment().text, ["角道を開ける"]);
    let screen = drawn(&r, 80, 24);
    assert!(!screen.contains("[%"), "{screen}");
    // Another move's marks are its own.
    r.update(&Action::page(ReviewCommand::ToggleBoardCursor));
    r.update(&Action::Step(1));
    assert!(r.marks().is_empty());
    save(&mut r);

    let saved = read_record(&path).unwrap();
    // Written a block a kind: circles first, then arrows.
    same_marks(&read_marks(&saved.moves[0].comments).marks, &want);
    assert_eq!(read_marks(&saved.moves[0].comments).text, ["角道を開ける"]);
    // Opened again, the marks are back on the board.
    let mut again = review(&path);
    again.update(&Action::Step(1));
    same_marks(&again.marks(), &want);
    for name in ["marked.ki2", "marked.csa", "marked.kif"] {
        let out = dir.join(name);
        let done = crate::common::convert_ok(&path, &out);
        assert!(done.status.success(), "{done:?}");
        let back = read_record(&out).unwrap();
        same_marks(&read_marks(&back.moves[0].comments).marks, &want);
        assert_eq!(
            read_marks(&back.moves[0].comments).text,
            ["角道を開ける"],
            "{name}"
        );
    }
    // `0` clears them; the comment's text stays.
    let mut r = review(&path);
    r.update(&Action::Step(1));
    r.update(&Action::page(ReviewCommand::ToggleBoardCursor));
    r.update(&Action::ClearMarks);
    assert!(r.marks().is_empty());
    save(&mut r);
    let saved = read_record(&path).unwrap();
    assert_eq!(saved.moves[0].comments, ["角道を開ける"]);
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_comment_edited_with_c_keeps_its_marks() {
    let dir = scratch_dir("marks-comment");
    let path = dir.join("study.kif");
    fs::write(&path, FOUR_MOVES).unwrap();
    let mut r = review(&path);
    r.update(&Action::Step(1));
    r.update(&Action::MarkDragged {
        from: at("7g"),
        to: at("7f"),
        brush: Brush::Green,
    });
    r.update(&Action::page(ReviewCommand::EditComment));
    for c in "！".chars() {
        r.update(&Action::PromptChar(c));
    }
    r.update(&Action::KeepText);
    assert_eq!(r.move_comment().text.len(), 1);
    assert_ne!(r.move_comment().text, ["角道を開ける"], "edited");
    assert_eq!(
        r.marks(),
        [Mark::Arrow {
            brush: Brush::Green,
            from: at("7g"),
            to: at("7f")
        }]
    );
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn hostile_markup_is_shown_or_ignored_and_the_comment_kept() {
    let dir = scratch_dir("marks-hostile");
    let arrows: Vec<String> = (0..10_000)
        .map(|i| {
            let f = i % 9 + 1;
            let r = (b'a' + (i / 9 % 9) as u8) as char;
            format!("G{f}{r}{}{}", (i / 81) % 9 + 1, r)
        })
        .collect();
    let long_text: String = "長".repeat(20_000);
    let comments = [
        // 10,000 arrows in one comment.
        format!("[%cal {}]", arrows.join(",")),
        // Unknown colours, squares off the board, nested brackets.
        "[%csl X5e,Q0a,G9j,R1i] [%cal G5e5j,Z1a1b] [%csl [%cal G1a1b]] [[%csl G2b]]".to_string(),
        // Markup inside a 20,000-character comment.
        format!("{long_text}[%csl G5e]{long_text}"),
    ];
    let mut kif = String::from("手合割：平手\n手数----指手---------消費時間--\n");
    for (i, (mv, c)) in ["７六歩(77)", "３四歩(33)", "２六歩(27)"]
        .iter()
        .zip(&comments)
        .enumerate()
    {
        kif.push_str(&format!("{:>4} {mv}\n*{c}\n", i + 1));
    }
    let path = dir.join("hostile.kif");
    fs::write(&path, kif).unwrap();
    let mut r = review(&path);
    r.update(&Action::Step(1));
    assert_eq!(r.marks().len(), MAX_MARKS, "read up to the cap");
    assert!(r.move_comment().text.is_empty());
    for (w, h) in [(80, 24), (120, 40), (200, 60)] {
        drawn(&r, w, h);
    }
    r.update(&Action::Step(1));
    let marks = r.marks();
    // X and Z read as blue, as lishogi's parser reads any letter but G,
    // R and Y; off-board squares dropped.
    assert!(marks.contains(&Mark::Circle {
        brush: Brush::Blue,
        at: at("5e")
    }));
    assert!(marks.contains(&Mark::Arrow {
        brush: Brush::Blue,
        from: at("1a"),
        to: at("1b")
    }));
    assert!(marks.contains(&Mark::Circle {
        brush: Brush::Red,
        at: at("1i")
    }));
    assert!(marks.contains(&Mark::Arrow {
        brush: Brush::Green,
        from: at("1a"),
        to: at("1b")
    }));
    // A block with a bracket inside is text; the well-formed block inside
    // it is a mark, as lishogi's expressions find it.
    assert_eq!(r.move_comment().text, ["[%csl ] []"]);
    drawn(&r, 80, 24);
    r.update(&Action::Step(1));
    assert_eq!(
        r.marks(),
        [Mark::Circle {
            brush: Brush::Green,
            at: at("5e")
        }]
    );
    let kept = r.move_comment().text.join("");
    assert_eq!(kept.chars().count(), 40_000);
    drawn(&r, 120, 40);
    // A mark drawn there rewrites the markup and keeps the 40,000
    // characters of text as they were.
    r.update(&Action::MarkDragged {
        from: at("5e"),
        to: at("5e"),
        brush: Brush::Green,
    });
    assert!(r.marks().is_empty());
    assert_eq!(r.move_comment().text.join(""), kept);
    fs::remove_dir_all(&dir).unwrap();
}

/// The KIF the copy menu (`y`, its KIF row) puts on the clipboard.
fn copied_kif(a: &mut shogi_tui::tui::app::App) -> String {
    use base64::Engine as _;
    use ratatui::crossterm::event::KeyCode;
    keys(a, "y");
    for _ in 0..5 {
        key(a, KeyCode::Down);
    }
    key(a, KeyCode::Enter);
    let escape = a.clipboard.take().expect("the clipboard's escape");
    let body = escape
        .strip_prefix("\x1b]52;c;")
        .and_then(|b| b.strip_suffix('\x07'))
        .expect("OSC 52");
    let bytes = base64::engine::general_purpose::STANDARD
        .decode(body)
        .unwrap();
    String::from_utf8(bytes).unwrap()
}

#[test]
fn keys_and_the_right_button_through_the_app_reach_the_copy_menus_kif() {
    use ratatui::crossterm::event::{
        Event, KeyCode, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
    };
    use shogi_tui::tui::events::AppEvent;
    use shogi_tui::tui::layout::ScreenLayout;
    let dir = scratch_dir("marks-app");
    let path = dir.join("study.kif");
    fs::write(&path, FOUR_MOVES).unwrap();
    let mut a = review_app(&path, &dir);
    // Digits with the cursor off choose a variation, not a mark.
    keys(&mut a, "l1");
    assert!(!copied_kif(&mut a).contains("[%"));
    key(&mut a, KeyCode::Tab);
    keys(&mut a, "4");
    // The right button pressed on 8h and let go on 2b with Shift: red.
    let layout = ScreenLayout::new(a.area, false).unwrap();
    let mut mouse = |kind, usi: &str, modifiers| {
        let (x, y) = layout.cell_origin(sq(usi));
        a.on_event(AppEvent::Input(Event::Mouse(MouseEvent {
            kind,
            column: x + 1,
            row: y,
            modifiers,
        })));
    };
    mouse(
        MouseEventKind::Down(MouseButton::Right),
        "8h",
        KeyModifiers::NONE,
    );
    mouse(
        MouseEventKind::Up(MouseButton::Right),
        "2b",
        KeyModifiers::SHIFT,
    );
    let kif = copied_kif(&mut a);
    assert!(kif.contains("*角道を開ける\n"), "{kif}");
    assert!(kif.contains("*[%csl Y5e] [%cal R8h2b]\n"), "{kif}");
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn x_draws_researchs_best_moves_as_arrows_and_never_writes_them() {
    use shogi_tui::analysis::{ResearchEvent, ResearchLine, ResearchUpdate};
    use shogi_tui::kifu::evaluation::EvalScore;
    use shogi_tui::shogi::Move;
    use shogi_tui::tui::pages::review::research::ResearchNews;
    let dir = scratch_dir("marks-engine");
    let path = dir.join("study.kif");
    fs::write(&path, FOUR_MOVES).unwrap();
    let mut r = review(&path).with_research();
    let line = |multipv, cp, usi: &str| ResearchLine {
        multipv,
        depth: 12,
        score: EvalScore::Cp(cp),
        pv: vec![Move::from_usi(usi).unwrap()],
        line_only: false,
    };
    r.on_research_news(ResearchNews::Event(ResearchEvent::Lines(ResearchUpdate {
        search: 1,
        lines: vec![
            line(1, 40, "7g7f"),
            line(2, -10, "2g2f"),
            line(3, -300, "1g1f"),
        ],
        nodes: 1000,
        nps: 1000,
    })));
    assert!(r.engine_arrows().is_empty(), "off until x");
    r.update(&Action::page(ReviewCommand::EngineArrows));
    let arrows = r.engine_arrows();
    let got: Vec<(Spot, Square, &str)> = arrows
        .iter()
        .map(|a| (a.from, a.to, a.score.as_str()))
        .collect();
    assert_eq!(
        got,
        [(at("7g"), sq("7f"), "+40"), (at("2g"), sq("2f"), "-10")]
    );
    // Drawn at every size (the score under the target on the larger ones:
    // tui/marks/draw_tests.rs).
    for (w, h) in [(80, 24), (120, 40), (200, 60)] {
        drawn(&r, w, h);
    }
    assert!(r.marks().is_empty(), "the engine's arrows are no marks");
    r.update(&Action::page(ReviewCommand::EngineArrows));
    assert!(r.engine_arrows().is_empty());
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn x_without_research_draws_the_analysiss_best_move_from_the_position_shown() {
    let dir = scratch_dir("marks-engine-analysis");
    let path = dir.join("analysed.kif");
    // The engine's line after move 1, in the form `analyse --write` keeps:
    // from the position after ▲７六歩, White's best is △３四歩.
    let kif = "手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n\
**解析 0 △ 候補1 評価値 30 読み筋 △３四歩(33) ▲２六歩(27)\n   2 ８四歩(83)\n";
    fs::write(&path, kif).unwrap();
    let mut r = review(&path);
    r.update(&Action::page(ReviewCommand::EngineArrows));
    assert!(r.engine_arrows().is_empty(), "the start has no analysis");
    r.update(&Action::Step(1));
    let arrows = r.engine_arrows();
    assert_eq!(arrows.len(), 1, "one line a position: {arrows:?}");
    assert_eq!((arrows[0].from, arrows[0].to), (at("3c"), sq("3d")));
    assert!(!arrows[0].score.is_empty());
    // The analysis weighed the move played (△８四歩) 40 worse than its
    // best for White, within a pawn: drawn beside it; 300 worse is not.
    use shogi_tui::analysis::{AnalysisEvent, Weighing};
    use shogi_tui::kifu::evaluation::EvalScore;
    let weigh = |r: &mut ReviewScreen, played| {
        r.on_analysis_event(
            AnalysisEvent::Weighed {
                ply: 1,
                weighing: Weighing {
                    best: EvalScore::Cp(30),
                    played: EvalScore::Cp(played),
                },
            },
            std::time::Instant::now(),
        )
    };
    weigh(&mut r, 70);
    let got: Vec<_> = r
        .engine_arrows()
        .iter()
        .map(|a| (a.from, a.to, a.score.clone()))
        .collect();
    assert_eq!(
        got,
        [
            (at("3c"), sq("3d"), got[0].2.clone()),
            (at("8c"), sq("8d"), "+70".to_string())
        ]
    );
    weigh(&mut r, 330);
    assert_eq!(r.engine_arrows().len(), 1, "300 worse: the best alone");
    for (w, h) in [(80, 24), (120, 40)] {
        drawn(&r, w, h);
    }
    r.update(&Action::page(ReviewCommand::EngineArrows));
    assert!(r.engine_arrows().is_empty(), "x again: off");
    fs::remove_dir_all(&dir).unwrap();
}
