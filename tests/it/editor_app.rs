//! The position editor inside the app: reached from the menu and from
//! review's `E`, left for review, a game, a record file, and the mate
//! solver answering in the background.

use crate::tui_support::*;
use ratatui::crossterm::event::KeyCode;
use shogi_tui::kifu::{Start, read_record};
use shogi_tui::shogi::{Color, Piece, PieceKind};
use shogi_tui::tui::app::App;
use shogi_tui::tui::layout::ScreenLayout;
use shogi_tui::tui::pages::editor::{EditorScreen, Mate};
use shogi_tui::tui::pages::menu::RowKind;
use std::fs;

fn editor(a: &App) -> &EditorScreen {
    a.editor_screen().expect("the editor is up")
}

/// The menu's editor row, then the tsume typed in with `:`.
fn tsume(name: &str) -> (App, std::path::PathBuf) {
    let dir = scratch_dir(name);
    let mut a = menu_app(&dir);
    menu_pick(&mut a, RowKind::Editor);
    assert_eq!(
        editor(&a).sfen(),
        shogi_tui::shogi::STARTPOS_SFEN,
        "the editor opens on the start position"
    );
    keys(&mut a, ":4k4/9/4P4/9/9/9/9/9/4K4 b G 1\n");
    (a, dir)
}

#[test]
fn the_menu_opens_the_editor_and_enter_reviews_the_position() {
    let (mut a, dir) = tsume("editor-review");
    assert!(screen_text(&a).contains("SFEN 4k4/9/4P4/9/9/9/9/9/4K4 b G 1"));
    key(&mut a, KeyCode::Enter);
    let r = a.review_screen().expect("review is up");
    assert_eq!(r.position().to_sfen(), "4k4/9/4P4/9/9/9/9/9/4K4 b G 1");
    assert_eq!(r.last_ply(), 0);
    assert!(
        r.research().on,
        "the editor's position opens with research mode on"
    );
    // Leaving review goes back to the editor, as it was.
    keys(&mut a, "q");
    assert_eq!(editor(&a).sfen(), "4k4/9/4P4/9/9/9/9/9/4K4 b G 1");
    // The position was set up here and not written: Esc asks first.
    key(&mut a, KeyCode::Esc);
    assert!(screen_text(&a).contains("Leave the editor?"));
    keys(&mut a, "y");
    assert!(a.editor_screen().is_none() && a.review_screen().is_none());
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn review_e_edits_the_position_shown() {
    let dir = scratch_dir("editor-from-review");
    let mut a = review_app(&data("kif/even_branches.kifu"), &dir);
    keys(&mut a, ":3\n");
    let shown = a.review_screen().unwrap().position().to_sfen();
    keys(&mut a, "E");
    assert_eq!(editor(&a).sfen(), shown);
    keys(&mut a, "q");
    assert!(a.review_screen().is_some(), "back in review");
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn w_writes_a_kif_with_its_diagram_and_asks_before_replacing_it() {
    let (mut a, dir) = tsume("editor-write");
    let path = dir.join("tsume.kif");
    keys(&mut a, "W");
    for _ in 0.."position.kif".len() {
        key(&mut a, KeyCode::Backspace);
    }
    keys(&mut a, &format!("{}\n", path.display()));
    let record = read_record(&path).unwrap();
    let Start::Custom(start) = &record.start else {
        panic!("a diagram: {:?}", record.start);
    };
    assert_eq!(start.to_sfen(), "4k4/9/4P4/9/9/9/9/9/4K4 b G 1");
    // Again to the same name: asked first; y replaces.
    key(&mut a, KeyCode::Tab);
    keys(&mut a, "W");
    for _ in 0.."position.kif".len() {
        key(&mut a, KeyCode::Backspace);
    }
    keys(&mut a, &format!("{}\n", path.display()));
    assert!(screen_text(&a).contains("Replace the file?"));
    keys(&mut a, "y");
    let record = read_record(&path).unwrap();
    assert_eq!(
        record.start.position().to_sfen(),
        "4k4/9/4P4/9/9/9/9/9/4K4 w G 1"
    );
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn w_writes_the_name_typed_over_the_offered_one_into_the_save_folder() {
    let (mut a, dir) = tsume("editor-write-folder");
    keys(&mut a, "W");
    // The offered name is selected: what is typed replaces it.
    keys(&mut a, "atama-kin.kif\n");
    let path = dir.join("atama-kin.kif");
    let record = read_record(&path).unwrap_or_else(|e| panic!("{e}: {}", screen_text(&a)));
    assert_eq!(
        record.start.position().to_sfen(),
        "4k4/9/4P4/9/9/9/9/9/4K4 b G 1"
    );
    assert!(!dir.join("position.kifatama-kin.kif").exists());
    // The status line says where, in full.
    let full = std::path::absolute(&path).unwrap();
    let text = screen_text(&a).replace('\n', "");
    assert!(
        text.contains(&format!("saved as {}", full.display())),
        "{text}"
    );
    fs::remove_dir_all(&dir).unwrap();
}

/// Ticks the app until the editor's solver has answered.
fn wait_for_the_solver(a: &mut App) {
    tick_until(a, "the solver's answer", |a| {
        !a.editor_screen()
            .is_some_and(|e| matches!(e.mate(), Mate::Solving(_)))
    });
}

#[test]
fn review_m_solves_the_position_shown_in_the_editor() {
    let dir = scratch_dir("editor-review-mate");
    let mut a = review_app(&data("kif/even_branches.kifu"), &dir);
    keys(&mut a, ":3\n");
    let shown = a.review_screen().unwrap().position().to_sfen();
    keys(&mut a, "M");
    let e = editor(&a);
    assert_eq!(e.sfen(), shown);
    assert!(
        !matches!(e.mate(), Mate::Idle),
        "the solver was started: {:?}",
        e.mate()
    );
    wait_for_the_solver(&mut a);
    let text = screen_text(&a);
    assert!(text.contains("不詰 no mate"), "{text}");
    keys(&mut a, "q");
    assert!(a.review_screen().is_some(), "back in review");
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn t_opens_the_proven_tsume_on_the_puzzles_page_and_q_comes_back() {
    let (mut a, dir) = tsume("editor-tsume");
    keys(&mut a, "T");
    tick_until(&mut a, "the puzzles page", |a| a.puzzles_screen().is_some());
    let text = screen_text(&a);
    assert!(text.contains("Puzzle 1 of 1"), "{text}");
    assert!(text.contains("set up in the editor"), "{text}");
    keys(&mut a, ":G*5b\n");
    tick_until(&mut a, "the move judged", |a| {
        screen_text(a).contains("solved in")
    });
    keys(&mut a, "q");
    assert_eq!(editor(&a).sfen(), "4k4/9/4P4/9/9/9/9/9/4K4 b G 1");
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn m_solves_in_the_background_and_the_answer_is_drawn() {
    let (mut a, dir) = tsume("editor-mate");
    keys(&mut a, "M");
    // A mate in one can be answered before the key's event returns (the
    // app takes the news it finds at the end of each event): either the
    // answer is there, or it is being waited for.
    match editor(&a).mate() {
        Mate::Solving(_) => assert!(a.wants_ticks(), "the solver's answer is waited for"),
        Mate::Answer { .. } => {}
        other => panic!("M started no solve: {other:?}"),
    }
    wait_for_the_solver(&mut a);
    let text = screen_text(&a);
    assert!(text.contains("mate in 1"), "{text}");
    assert!(!text.contains("▲５二金"), "kept until asked: {text}");
    keys(&mut a, "M");
    let text = screen_text(&a);
    assert!(text.contains("mate in 1:"), "{text}");
    assert!(text.contains("▲５二金"), "{text}");
    assert!(!a.wants_ticks());
    fs::remove_dir_all(&dir).unwrap();
}

/// A mate from a real game, 15 plies or more deep: the solver is still at
/// it when the next key comes.
const LONG_MATE: &str =
    "ln1gn4/1rk1B4/pp1pS3p/1bp3P+r1/9/P1P2Spp1/1P1PPP2P/4GK1P1/LNS5L b 2GSN2Pl 1";

#[test]
fn esc_stops_the_solver_and_ctrl_c_leaves_while_it_runs() {
    let (mut a, dir) = tsume("editor-mate-stop");
    keys(&mut a, &format!(":{LONG_MATE}\n"));
    keys(&mut a, "M");
    assert!(
        matches!(editor(&a).mate(), Mate::Solving(_)),
        "{:?}",
        editor(&a).mate()
    );
    assert!(screen_text(&a).contains("Esc stops it"));
    key(&mut a, KeyCode::Esc);
    // Stopped, not left: the position set up is still there, with no
    // question asked, and nothing is waited for any more.
    let Mate::Answer { report, .. } = editor(&a).mate() else {
        panic!("Esc did not stop the solve: {:?}", editor(&a).mate());
    };
    assert_eq!(
        report.outcome,
        shogi_tui::mate::MateOutcome::Unknown(shogi_tui::mate::Limit::Stopped)
    );
    assert!(!a.wants_ticks(), "the solver is let go");
    let text = screen_text(&a);
    assert!(text.contains("the solver was stopped"), "{text}");
    assert!(!text.contains("Leave the editor?"), "{text}");
    // Solving again, Ctrl-C leaves the program at once.
    keys(&mut a, "M");
    assert!(matches!(editor(&a).mate(), Mate::Solving(_)));
    let start = std::time::Instant::now();
    ctrl_c(&mut a);
    assert!(a.quit, "Ctrl-C leaves");
    assert!(start.elapsed() < std::time::Duration::from_millis(100));
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn clicks_pick_a_piece_up_and_put_it_down() {
    let (mut a, dir) = tsume("editor-clicks");
    let layout = ScreenLayout::new(a.area, false).unwrap();
    let at = |usi: &str| {
        let (x, y) = layout.cell_origin(sq(usi));
        (x + 1, y)
    };
    let (x, y) = at("5c");
    click(&mut a, x, y);
    let (x, y) = at("5d");
    click(&mut a, x, y);
    let s = editor(&a).setup();
    assert_eq!(s.piece_at(sq("5c")), None);
    assert_eq!(
        s.piece_at(sq("5d")),
        Some(Piece::new(Color::Black, PieceKind::Pawn))
    );
    // The gold in Black's hand, clicked, then dropped on 5b.
    let stand = layout.stand(Color::Black);
    click(&mut a, stand.x + 2, stand.y + 1);
    let (x, y) = at("5b");
    click(&mut a, x, y);
    assert_eq!(editor(&a).sfen(), "4k4/4G4/9/4P4/9/9/9/9/4K4 b - 1");
    fs::remove_dir_all(&dir).unwrap();
}
