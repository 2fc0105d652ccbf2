//! The editor's operations through its keys, and every refusal.

use super::view::answer_rows;
use super::*;
use crate::kifu::{RecordError, Start};
use crate::mate::{MateLimits, MateOutcome};
use crate::shogi::{Color, Piece, PieceKind, Setup, Square};
use crate::tui::display_prefs::Notation;
use crate::tui::page::Flow;
use crate::tui::pages::editor::work::EditorWork;
use crate::tui::widgets::status::Message;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use std::path::PathBuf;
use std::sync::atomic::AtomicBool;

fn empty() -> EditorScreen {
    EditorScreen::new(Setup::empty())
}

fn from_sfen(sfen: &str) -> EditorScreen {
    EditorScreen::new(Setup::from_sfen(sfen).unwrap())
}

/// Presses one key as the page's input mode reads it.
fn press(e: &mut EditorScreen, code: KeyCode) -> Flow {
    let key = KeyEvent::new(code, KeyModifiers::NONE);
    match e.handle_key_event(key) {
        Some(action) => e.update(&action),
        None => Flow::Stay,
    }
}

/// Types `keys`: letters as they are, `←↑→↓` as arrows, `⏎` as Enter,
/// `⎋` as Esc, `⇥` as Tab.
fn keys(e: &mut EditorScreen, keys: &str) -> Flow {
    let mut last = Flow::Stay;
    for c in keys.chars() {
        let code = match c {
            '←' => KeyCode::Left,
            '→' => KeyCode::Right,
            '↑' => KeyCode::Up,
            '↓' => KeyCode::Down,
            '⏎' => KeyCode::Enter,
            '⎋' => KeyCode::Esc,
            '⇥' => KeyCode::Tab,
            c => KeyCode::Char(c),
        };
        last = press(e, code);
    }
    last
}

/// The page as a 100×30 terminal shows it, Western notation.
fn drawn(e: &EditorScreen) -> String {
    use crate::tui::glyphs::Glyphs;
    use crate::tui::theme::Theme;
    let area = ratatui::layout::Rect::new(0, 0, 100, 30);
    let mut buf = ratatui::buffer::Buffer::empty(area);
    let prefs = crate::tui::display_prefs::Prefs::new(Theme::plain(), Glyphs::western(), false);
    e.render(&prefs, area, &mut buf);
    crate::tui::snapshot::buffer_lines(&buf).join("\n")
}

/// The solver's answer about `pos`, found at once and given to the page
/// as its session would.
/// The position the page asked its session to solve since it was last
/// asked, if it asked.
fn solve_asked(e: &mut EditorScreen) -> Option<Box<Position>> {
    e.orders.take().into_iter().find_map(|order| match order {
        EditorWork::Solve(pos) => Some(pos),
        EditorWork::Write { .. } => None,
    })
}

fn answer(e: &mut EditorScreen, pos: &Position) {
    let report = crate::mate::solve(pos, &MateLimits::default(), &AtomicBool::new(false));
    e.mate_news(pos.to_sfen(), report);
}

fn refusal(e: &EditorScreen) -> String {
    match &e.message {
        Some(Message::Refusal(why)) => why.clone(),
        other => panic!("no refusal: {other:?}"),
    }
}

#[test]
fn the_tsume_of_the_issue_is_built_with_keys_alone() {
    let mut e = EditorScreen::new(Setup::from(&Position::startpos()));
    assert_eq!(e.cursor, Spot::Square(Square::SQ_5E));
    // Empty, then the kings and the pawn; past the board's right edge
    // is Black's stand, where G is one more gold in hand.
    keys(&mut e, "e↑↑↑↑k↓↓P↓↓↓↓↓↓K→→→→→G");
    assert_eq!(e.cursor, Spot::Hand(Color::Black, 0));
    assert_eq!(e.sfen(), "4k4/9/4P4/9/9/9/9/9/4K4 b G 1");
    assert!(e.checked().is_ok());
    assert_eq!(e.refusal(), None);
}

#[test]
fn pieces_promote_change_sides_and_go_to_hand() {
    let mut e = from_sfen("4k4/9/9/9/9/9/9/9/4K4 b - 1");
    keys(&mut e, "R+");
    assert_eq!(
        e.setup().piece_at(Square::SQ_5E),
        Some(Piece::new(Color::Black, PieceKind::Dragon))
    );
    keys(&mut e, "o");
    assert_eq!(
        e.setup().piece_at(Square::SQ_5E),
        Some(Piece::new(Color::White, PieceKind::Dragon))
    );
    // Into its owner's hand, unpromoted.
    keys(&mut e, "t");
    assert_eq!(e.setup().piece_at(Square::SQ_5E), None);
    assert_eq!(e.setup().hand_count(Color::White, PieceKind::Rook), 1);
    // A promoted piece turns back with the same key; a gold does not promote.
    keys(&mut e, "s++");
    assert_eq!(
        e.setup().piece_at(Square::SQ_5E),
        Some(Piece::new(Color::White, PieceKind::Silver))
    );
    keys(&mut e, "G+");
    assert_eq!(refusal(&e), "a gold does not promote");
    keys(&mut e, "x");
    assert_eq!(e.setup().piece_at(Square::SQ_5E), None);
    keys(&mut e, "↑↑↑↑t");
    assert_eq!(refusal(&e), "a king is never held in hand");
}

#[test]
fn space_moves_pieces_between_squares_and_stands() {
    let mut e = from_sfen("4k4/9/9/9/4S4/9/9/9/4K4 b - 1");
    // 5e to 4e.
    keys(&mut e, " → ");
    assert_eq!(e.setup().piece_at(Square::SQ_5E), None);
    assert_eq!(
        e.setup().piece_at(Square::SQ_4E),
        Some(Piece::new(Color::Black, PieceKind::Silver))
    );
    // 4e to Black's stand (past the right edge), then back onto 1e.
    keys(&mut e, " →→→→ ");
    assert_eq!(e.setup().hand_count(Color::Black, PieceKind::Silver), 1);
    assert_eq!(e.setup().piece_at(Square::SQ_4E), None);
    keys(&mut e, " ← ");
    assert_eq!(e.setup().hand_count(Color::Black, PieceKind::Silver), 0);
    assert_eq!(
        e.setup().piece_at(Square::SQ_1I),
        Some(Piece::new(Color::Black, PieceKind::Silver)),
        "left of the stand is the board's bottom right corner"
    );
    // Esc first puts down nothing: it lets go of the piece held.
    keys(&mut e, " ");
    assert_eq!(e.held, Some(Held::Square(Square::SQ_1I)));
    assert!(matches!(keys(&mut e, "⎋"), Flow::Stay));
    assert_eq!(e.held, None);
    // The position was changed: Esc asks before throwing it away.
    assert!(matches!(keys(&mut e, "⎋"), Flow::Stay));
    assert_eq!(
        e.overlay,
        EditorOverlay::Layer(Layer::Ask(EditorQuestion::Leave))
    );
    assert!(matches!(keys(&mut e, "y"), Flow::Leave));
}

#[test]
fn esc_asks_before_a_changed_position_is_lost_and_not_otherwise() {
    // Unchanged: Esc leaves at once.
    let mut e = from_sfen("4k4/9/4P4/9/9/9/9/9/4K4 b G 1");
    assert!(matches!(keys(&mut e, "⎋"), Flow::Leave));
    // Changed: asked; n (or Esc) stays with the position as it was.
    keys(&mut e, "G");
    assert!(matches!(keys(&mut e, "⎋"), Flow::Stay));
    assert_eq!(
        e.overlay,
        EditorOverlay::Layer(Layer::Ask(EditorQuestion::Leave))
    );
    assert!(matches!(keys(&mut e, "n"), Flow::Stay));
    assert_eq!(e.overlay, EditorOverlay::None);
    assert_eq!(
        e.setup().piece_at(Square::SQ_5E),
        Some(Piece::new(Color::Black, PieceKind::Gold))
    );
    keys(&mut e, "q");
    assert_eq!(
        e.overlay,
        EditorOverlay::Layer(Layer::Ask(EditorQuestion::Leave)),
        "q asks too"
    );
    assert!(matches!(keys(&mut e, "⎋"), Flow::Stay));
    assert_eq!(e.overlay, EditorOverlay::None);
    // Put back as it opened: nothing to lose, no question.
    keys(&mut e, "x");
    assert!(matches!(keys(&mut e, "⎋"), Flow::Leave));
    // Written to a file: nothing is lost either.
    keys(&mut e, "G");
    e.written(PathBuf::from("tsume.kif"), Ok(()));
    assert!(matches!(keys(&mut e, "⎋"), Flow::Leave));
}

#[test]
fn m_says_the_mate_length_and_shows_the_moves_only_when_asked_again() {
    let mut e = from_sfen("4k4/9/4P4/9/9/9/9/9/4K4 b G 1");
    keys(&mut e, "M");
    let Some(pos) = solve_asked(&mut e) else {
        panic!("the solver is asked");
    };
    answer(&mut e, &pos);
    let pane = drawn(&e);
    assert!(pane.contains("mate in 1"), "{pane}");
    assert!(
        !pane.contains("G*5b"),
        "the answer is not given away:\n{pane}"
    );
    keys(&mut e, "M");
    assert!(solve_asked(&mut e).is_none(), "not solved again");
    let pane = drawn(&e);
    assert!(pane.contains("G*5b"), "asked again, the moves:\n{pane}");
}

#[test]
fn t_opens_the_position_as_a_tsume_once_the_solver_proves_it() {
    // One king, the defender's: a problem, not a game; the defender holds
    // the rest of the set (残り全部).
    let mut e = from_sfen("4k4/9/4P4/9/9/9/9/9/9 b G 1");
    assert!(e.game_refusal().is_some());
    keys(&mut e, "T");
    let Some(pos) = solve_asked(&mut e) else {
        panic!("T asks the solver first");
    };
    assert!(e.take_tsume().is_none(), "nothing to open before the proof");
    answer(&mut e, &pos);
    assert!(e.wants_ticks(), "the app is to be asked to open it");
    let Some(ProvenTsume { puzzle, line_only }) = e.take_tsume() else {
        panic!("the proven tsume is opened");
    };
    assert!(!line_only, "a mate in one is proven the shortest");
    assert_eq!(puzzle.position.to_sfen(), pos.to_sfen());
    assert_eq!(puzzle.plies, 1);
    assert_eq!(
        puzzle.solution,
        [crate::shogi::Move::from_usi("G*5b").unwrap()]
    );
    assert!(e.take_tsume().is_none(), "opened once");
    // Solved already: T opens it at once.
    assert!(matches!(keys(&mut e, "T"), Flow::Then(_)));
}

#[test]
fn t_opens_a_line_not_proven_shortest_as_such() {
    let mut e = from_sfen("4k4/9/4P4/9/9/9/9/9/9 b G 1");
    keys(&mut e, "T");
    let Some(pos) = solve_asked(&mut e) else {
        panic!("T asks the solver first");
    };
    let mut report = crate::mate::solve(&pos, &MateLimits::default(), &AtomicBool::new(false));
    // As the solver says of a long mate whose exact look ran out of budget.
    report.shortest = false;
    e.mate_news(pos.to_sfen(), report.clone());
    let Some(ProvenTsume { puzzle, line_only }) = e.take_tsume() else {
        panic!("the proven tsume is opened");
    };
    assert!(line_only);
    assert_eq!(puzzle.plies, 1);
    // And at once, once answered.
    assert!(matches!(keys(&mut e, "T"), Flow::Then(_)));
}

#[test]
fn t_on_a_position_without_mate_says_so() {
    let mut e = from_sfen("4k4/9/9/9/9/9/9/9/4K4 b P 1");
    keys(&mut e, "T");
    let Some(pos) = solve_asked(&mut e) else {
        panic!("T asks the solver first");
    };
    answer(&mut e, &pos);
    assert!(e.take_tsume().is_none());
    assert_eq!(refusal(&e), "cannot open it as a tsume: 不詰 no mate");
}

#[test]
fn stands_take_letters_and_lose_pieces_one_by_one() {
    let mut e = empty();
    // From 5e left to the board's edge and on: White's stand.
    keys(&mut e, "←←←←←pPb");
    assert_eq!(e.setup().hand_count(Color::White, PieceKind::Pawn), 2);
    assert_eq!(e.setup().hand_count(Color::White, PieceKind::Bishop), 1);
    assert_eq!(e.kind_at_cursor(), Some((Color::White, PieceKind::Bishop)));
    keys(&mut e, "↓x");
    assert_eq!(e.setup().hand_count(Color::White, PieceKind::Pawn), 1);
    keys(&mut e, "k");
    assert_eq!(refusal(&e), "a king is never held in hand");
}

#[test]
fn the_defender_holds_all_the_rest_and_the_attacker_keeps_his_hand() {
    let mut e = from_sfen("4k4/9/4P4/9/9/9/9/9/9 b G 1");
    keys(&mut e, "D");
    let s = e.setup();
    assert_eq!(s.hand_count(Color::Black, PieceKind::Gold), 1);
    assert_eq!(s.hand_count(Color::White, PieceKind::Gold), 3);
    assert_eq!(s.hand_count(Color::White, PieceKind::Pawn), 17);
    assert_eq!(s.hand_count(Color::White, PieceKind::Rook), 2);
    assert_eq!(s.hand_count(Color::White, PieceKind::Bishop), 2);
    assert_eq!(s.hand_count(Color::White, PieceKind::Lance), 4);
    // Again: still the rest, not twice as much.
    keys(&mut e, "D");
    assert_eq!(e.setup().hand_count(Color::White, PieceKind::Pawn), 17);
    assert!(e.checked().is_ok());
}

#[test]
fn whole_positions_the_start_the_handicaps_and_the_side_to_move() {
    let mut e = empty();
    keys(&mut e, "i");
    assert_eq!(e.sfen(), crate::shogi::STARTPOS_SFEN);
    keys(&mut e, "a");
    assert_eq!(e.sfen(), crate::game::Handicap::ALL[0].sfen());
    keys(&mut e, "a");
    assert_eq!(e.sfen(), crate::game::Handicap::ALL[1].sfen());
    keys(&mut e, "e⇥");
    assert_eq!(e.sfen(), "9/9/9/9/9/9/9/9/9 w - 1");
}

#[test]
fn each_refusal_is_said_in_a_players_words() {
    let cases = [
        (
            "4k4/9/9/9/9/9/9/9/3KK4 b - 1",
            "☗ Black has 2 kings: each side has at most one",
        ),
        (
            "4k4/9/9/9/9/9/9/9/4K4 b 3R 1",
            "3 rooks on the board and in hand (promoted ones too): a set has only 2",
        ),
        (
            "4k4/9/9/4P4/9/4P4/9/9/4K4 b - 1",
            "two unpromoted ☗ Black pawns on file 5: that is nifu (二歩)",
        ),
        (
            "P3k4/9/9/9/9/9/9/9/4K4 b - 1",
            "☗ Black's pawn on 9a could never move: pawns and lances cannot stand on the last rank",
        ),
        (
            "4k4/9/9/9/9/9/9/9/l3K4 b - 1",
            "☖ White's lance on 9i could never move: pawns and lances cannot stand on the last rank",
        ),
        (
            "4k4/N8/9/9/9/9/9/9/4K4 b - 1",
            "☗ Black's knight on 9b could never move: a knight cannot stand on the last two ranks",
        ),
        (
            "4k4/9/9/9/4R4/9/9/9/4K4 b - 1",
            "☖ White's king is in check with ☗ Black to move: the side not to move cannot be in check (Tab changes the side to move)",
        ),
    ];
    for (sfen, words) in cases {
        let mut e = from_sfen(sfen);
        assert_eq!(e.refusal().as_deref(), Some(words), "{sfen}");
        // Nothing starts from it, and the status bar says why.
        for key in ["M", "v", "W"] {
            assert!(matches!(keys(&mut e, key), Flow::Stay));
            assert_eq!(e.overlay, EditorOverlay::None);
            assert!(refusal(&e).ends_with(words), "{key} {sfen}");
        }
        assert!(matches!(press(&mut e, KeyCode::Enter), Flow::Stay));
    }
    // The same check case with White to move is a position (White may
    // take the rook or run).
    let mut e = from_sfen("4k4/9/9/9/4R4/9/9/9/4K4 b - 1");
    keys(&mut e, "⇥");
    assert_eq!(e.refusal(), None);
    assert!(matches!(press(&mut e, KeyCode::Enter), Flow::Then(_)));
}

#[test]
fn an_sfen_is_typed_or_pasted_at_the_prompt() {
    let mut e = empty();
    keys(
        &mut e,
        ":position sfen 4k4/9/4P4/9/9/9/9/9/4K4 b G 1 moves G*5b⏎",
    );
    assert_eq!(e.overlay, EditorOverlay::None);
    assert_eq!(e.sfen(), "4k4/9/4P4/9/9/9/9/9/4K4 b G 1");
    // A bad one stays in the prompt, with the reason.
    keys(&mut e, ":4k4/9/9 b - 1⏎");
    assert!(e.overlay.pasting());
    assert!(refusal(&e).starts_with("that SFEN cannot be read"));
    // Esc puts back the position from before the prompt.
    keys(&mut e, "⎋");
    assert_eq!(e.sfen(), "4k4/9/4P4/9/9/9/9/9/4K4 b G 1");
    // An unplayable SFEN is loaded to be mended, with its refusal.
    keys(&mut e, ":4k4/9/9/9/9/9/9/9/3KK4 b - 1⏎");
    assert!(e.refusal().is_some_and(|r| r.contains("2 kings")));
}

/// The issue's tsume as a KIF file draws it, with White to move written
/// after the board: the line after the diagram still counts.
const DIAGRAM: &[&str] = &[
    "後手の持駒：なし",
    "  ９ ８ ７ ６ ５ ４ ３ ２ １",
    "+---------------------------+",
    "| ・ ・ ・ ・v玉 ・ ・ ・ ・|一",
    "| ・ ・ ・ ・ ・ ・ ・ ・ ・|二",
    "| ・ ・ ・ ・ 歩 ・ ・ ・ ・|三",
    "| ・ ・ ・ ・ ・ ・ ・ ・ ・|四",
    "| ・ ・ ・ ・ ・ ・ ・ ・ ・|五",
    "| ・ ・ ・ ・ ・ ・ ・ ・ ・|六",
    "| ・ ・ ・ ・ ・ ・ ・ ・ ・|七",
    "| ・ ・ ・ ・ ・ ・ ・ ・ ・|八",
    "| ・ ・ ・ ・ 玉 ・ ・ ・ ・|九",
    "+---------------------------+",
    "先手の持駒：金",
    "後手番",
];

#[test]
fn a_pasted_diagram_is_read_line_by_line_until_an_empty_line() {
    let mut e = empty();
    keys(&mut e, ":");
    for (i, line) in DIAGRAM.iter().enumerate() {
        keys(&mut e, &format!("{line}⏎"));
        if i == 13 {
            assert_eq!(e.sfen(), "4k4/9/4P4/9/9/9/9/9/4K4 b G 1", "read once whole");
        }
    }
    assert!(e.overlay.pasting());
    assert_eq!(e.sfen(), "4k4/9/4P4/9/9/9/9/9/4K4 w G 1");
    keys(&mut e, "⏎");
    assert_eq!(e.overlay, EditorOverlay::None);
    assert_eq!(e.sfen(), "4k4/9/4P4/9/9/9/9/9/4K4 w G 1");

    // Half a diagram is refused, and the board is as before.
    let mut e = empty();
    keys(&mut e, ":");
    for line in &DIAGRAM[..6] {
        keys(&mut e, &format!("{line}⏎"));
    }
    keys(&mut e, "⏎");
    assert!(refusal(&e).contains("ranks"), "{:?}", e.message);
    assert_eq!(e.sfen(), "9/9/9/9/9/9/9/9/9 b - 1");
}

#[test]
fn w_asks_a_path_and_asks_again_before_replacing_a_file() {
    let mut e = from_sfen("4k4/9/4P4/9/9/9/9/9/4K4 b G 1");
    keys(&mut e, "W");
    assert!(matches!(
        e.overlay,
        EditorOverlay::Layer(Layer::Prompt(EditorPrompt::SavePath, _))
    ));
    // The name offered is selected: the name typed replaces it. With no
    // save folder (the app keeps nothing on disk) it goes where the
    // program runs, named in full.
    keys(&mut e, "tsume.csa⏎");
    let Some(EditorWork::Write {
        path,
        record,
        overwrite,
    }) = e.orders.take().pop()
    else {
        panic!("a write is asked for");
    };
    let here = std::env::current_dir().expect("a current folder");
    assert_eq!(path, here.join("tsume.csa"));
    assert!(!overwrite);
    assert!(record.moves.is_empty());
    let Start::Custom(start) = &record.start else {
        panic!("a custom start: {:?}", record.start);
    };
    assert_eq!(start.to_sfen(), "4k4/9/4P4/9/9/9/9/9/4K4 b G 1");
    e.written(
        path.clone(),
        Err(RecordError::AlreadyExists { path: path.clone() }),
    );
    assert_eq!(
        e.overlay,
        EditorOverlay::Layer(Layer::Ask(EditorQuestion::Overwrite(path.clone())))
    );
    keys(&mut e, "y");
    assert!(matches!(
        e.orders.take().as_slice(),
        [EditorWork::Write {
            overwrite: true,
            ..
        }]
    ));
    e.written(path.clone(), Ok(()));
    assert_eq!(
        e.message,
        Some(Message::Info(format!("saved as {}", path.display())))
    );
    // A format no record has is refused before anything is written.
    keys(&mut e, "W");
    press(&mut e, KeyCode::Backspace);
    press(&mut e, KeyCode::Backspace);
    keys(&mut e, "x⏎");
    assert!(e.orders.take().is_empty(), "nothing written");
    assert!(matches!(
        e.overlay,
        EditorOverlay::Layer(Layer::Prompt(EditorPrompt::SavePath, _))
    ));
}

#[test]
fn w_writes_a_name_into_the_save_folder_and_a_path_where_it_says() {
    let folder = std::env::temp_dir().join("editor-saves");
    let mut e = from_sfen("4k4/9/4P4/9/9/9/9/9/4K4 b G 1").saving_into(Some(folder.clone()));
    let written = |e: &mut EditorScreen| match e.orders.take().pop() {
        Some(EditorWork::Write { path, .. }) => path,
        other => panic!("a write is asked for: {other:?}"),
    };
    // The name typed replaces the one offered, never joins it.
    keys(&mut e, "W");
    let EditorOverlay::Layer(Layer::Prompt(EditorPrompt::SavePath, offered)) = &e.overlay else {
        panic!("W asks a name: {:?}", e.overlay);
    };
    assert_eq!(
        (offered.as_str(), offered.is_selected()),
        ("position.kif", true)
    );
    keys(&mut e, "atama-kin.kif⏎");
    let path = written(&mut e);
    assert_eq!(path, folder.join("atama-kin.kif"));
    e.written(path.clone(), Ok(()));
    assert_eq!(
        e.message,
        Some(Message::Info(format!("saved as {}", path.display())))
    );
    // A folder typed is where it goes (from where the program runs).
    keys(&mut e, "Wsub/atama-kin.csa⏎");
    let here = std::env::current_dir().expect("a current folder");
    assert_eq!(written(&mut e), here.join("sub/atama-kin.csa"));
    keys(&mut e, &format!("W{}⏎", folder.join("x.sfen").display()));
    assert_eq!(written(&mut e), folder.join("x.sfen"));
    // A name with no format is given back, selected.
    keys(&mut e, "Wnotes⏎");
    assert!(e.orders.take().is_empty(), "nothing written");
    let EditorOverlay::Layer(Layer::Prompt(EditorPrompt::SavePath, back)) = &e.overlay else {
        panic!("the prompt again: {:?}", e.overlay);
    };
    assert_eq!((back.as_str(), back.is_selected()), ("notes", true));
}

#[test]
fn a_line_not_proven_shortest_is_not_said_mate_in_n() {
    let mut e = from_sfen("4k4/9/4P4/9/9/9/9/9/4K4 b G 1");
    keys(&mut e, "M");
    let Some(pos) = solve_asked(&mut e) else {
        panic!("the solver is asked");
    };
    let mut report = crate::mate::solve(&pos, &MateLimits::default(), &AtomicBool::new(false));
    // As the solver says of a long mate whose exact look ran out of budget.
    report.shortest = false;
    e.mate_news(pos.to_sfen(), report.clone());
    let pane = drawn(&e);
    assert!(!pane.contains("mate in"), "{pane}");
    assert!(pane.contains("a line of 1 ply,"), "{pane}");
    assert!(pane.contains("proven shortest or longest"), "{pane}");
    assert_eq!(
        answer_rows(Notation::Western, &pos, &report),
        [
            "詰み mate, a line of 1 ply (not proven shortest or longest):",
            "G*5b"
        ]
    );
}

#[test]
fn the_solvers_answer_counts_only_for_the_position_it_was_asked_about() {
    let mut e = from_sfen("4k4/9/4P4/9/9/9/9/9/4K4 b G 1");
    keys(&mut e, "M");
    let Some(pos) = solve_asked(&mut e) else {
        panic!("the solver is asked");
    };
    let report = crate::mate::solve(&pos, &MateLimits::default(), &AtomicBool::new(false));
    assert_eq!(
        report.outcome,
        MateOutcome::Mate(vec![crate::shogi::Move::from_usi("G*5b").unwrap()])
    );
    assert_eq!(
        answer_rows(Notation::Western, &pos, &report),
        ["詰み mate in 1:", "G*5b"]
    );
    assert_eq!(
        answer_rows(Notation::Japanese, &pos, &report),
        ["詰み mate in 1:", "▲５二金"],
        "no gold on the board could go there: 打 is not written"
    );
    // An edit meanwhile: the answer is dropped.
    keys(&mut e, "⇥");
    e.mate_news(pos.to_sfen(), report.clone());
    assert!(matches!(e.mate(), Mate::Idle));
    keys(&mut e, "⇥M");
    e.mate_news(pos.to_sfen(), report);
    assert!(matches!(e.mate(), Mate::Answer { .. }));
}

#[test]
fn v_offers_the_play_form_and_starts_from_the_position() {
    let mut e = from_sfen("4k4/9/4P4/9/9/9/9/9/4K4 b G 1");
    keys(&mut e, "v");
    assert!(matches!(e.overlay, EditorOverlay::PlayFrom(_)));
    let flow = press(&mut e, KeyCode::Enter);
    let mut cx = crate::tui::context::Context::for_tests();
    let mut editor = EditorSession::new(e);
    let flow = flow.run(&mut cx, &mut editor);
    let Some(game) = flow.opens::<crate::tui::pages::game::GameSession>() else {
        panic!("a game starts: {flow:?}");
    };
    let game = &game.page.game;
    assert_eq!(game.position().to_sfen(), "4k4/9/4P4/9/9/9/9/9/4K4 b G 1");
    assert!(!game.is_over());
}

#[test]
fn a_mate_problem_without_the_attackers_king_is_legal_but_no_game() {
    // The tsume convention: only the defender has a king.
    let mut e = from_sfen("4k4/9/4P4/9/9/9/9/9/9 b G 1");
    assert!(e.refusal().is_none(), "legal as a problem");
    let why = e.game_refusal().expect("no game without both kings");
    assert!(why.contains("☗ Black") && !why.contains("☖ White"), "{why}");
    keys(&mut e, "v");
    assert!(
        matches!(press(&mut e, KeyCode::Enter), Flow::Stay),
        "no game starts"
    );
    assert!(
        matches!(&e.message, Some(Message::Refusal(m)) if m.contains("both kings")),
        "{:?}",
        e.message
    );
    assert!(
        from_sfen("4k4/9/9/9/9/9/9/9/4K4 b - 1")
            .game_refusal()
            .is_none()
    );
}

#[test]
fn nothing_but_a_king_goes_where_a_king_stands() {
    let start = "4k4/9/9/9/9/9/9/9/4K4 b P 1";
    let mut e = from_sfen(start);
    // A letter on Black's king (5i, four rows below the cursor).
    keys(&mut e, "↓↓↓↓G");
    assert_eq!(refusal(&e), "a king stands there: x takes it away first");
    assert_eq!(e.sfen(), start);
    // A king on a king changes only its side.
    keys(&mut e, "k");
    assert_eq!(
        e.setup().piece_at(Square::SQ_5I),
        Some(Piece::new(Color::White, PieceKind::King))
    );
    keys(&mut e, "K");
    assert_eq!(e.sfen(), start);
    // A piece carried from the board onto it: refused, and nothing moved.
    keys(&mut e, "↑G ↓ ");
    assert_eq!(refusal(&e), "a king stands there: x takes it away first");
    assert_eq!(e.sfen(), "4k4/9/9/9/9/9/9/4G4/4K4 b P 1");
    // Nor onto White's king at 5a, seven rows up from the gold.
    keys(&mut e, "↑ ↑↑↑↑↑↑↑ ");
    assert_eq!(refusal(&e), "a king stands there: x takes it away first");
    assert_eq!(e.sfen(), "4k4/9/9/9/9/9/9/4G4/4K4 b P 1");
}

#[test]
fn the_sfen_shown_is_the_positions_even_when_no_set_holds_it() {
    // A hand beyond the set (three rooks) is what the refusal speaks of;
    // the SFEN line says the same position, not one capped to the set.
    for sfen in [
        "4k4/9/9/9/9/9/9/9/4K4 b 3R 1",
        "4k4/9/9/9/9/9/9/9/4K4 w 5g 1",
        "4k4/9/9/9/9/9/9/9/4K4 b 3B5g 7",
    ] {
        let e = from_sfen(sfen);
        assert!(e.refusal().is_some(), "{sfen}");
        assert_eq!(e.sfen(), sfen);
    }
    let e = from_sfen("4k4/9/9/9/9/9/9/9/4K4 b 3R 1");
    assert!(e.refusal().is_some_and(|r| r.starts_with("3 rooks")));
}

/// A terminal's bracketed paste: the whole text in one event.
fn paste(e: &mut EditorScreen, text: &str) {
    let action = crate::tui::input::paste_action(e.input_mode(), text.to_string());
    e.update(&action.expect("the prompt takes a paste"));
}

#[test]
fn a_diagram_pasted_in_one_piece_is_read_as_its_lines() {
    for ending in ["\n", "\r\n"] {
        let mut e = empty();
        keys(&mut e, ":");
        // As copied from a KIF file, a blank line before it.
        paste(&mut e, &format!("{ending}{}{ending}", DIAGRAM.join(ending)));
        assert!(e.overlay.pasting());
        assert_eq!(e.sfen(), "4k4/9/4P4/9/9/9/9/9/4K4 w G 1");
        keys(&mut e, "⏎");
        assert_eq!(e.overlay, EditorOverlay::None);
        assert_eq!(e.message, Some(Message::Info(t!("editor-diagram-read"))));
        assert_eq!(e.sfen(), "4k4/9/4P4/9/9/9/9/9/4K4 w G 1");
    }
    // With its empty line pasted too, the paste ends the diagram itself,
    // and what follows it is not typed anywhere.
    let mut e = empty();
    keys(&mut e, ":");
    paste(&mut e, &format!("{}\n\nG*5b\n", DIAGRAM.join("\n")));
    assert_eq!(e.overlay, EditorOverlay::None);
    assert_eq!(e.sfen(), "4k4/9/4P4/9/9/9/9/9/4K4 w G 1");
    // A paste of no line break is typed at the prompt, as before; the
    // line after a pasted SFEN ends it.
    let mut e = empty();
    keys(&mut e, ":");
    paste(&mut e, "sfen 4k4/9/4P4/9/9/9/9/9/4K4 b G 1");
    assert!(e.overlay.pasting());
    keys(&mut e, "⏎");
    assert_eq!(e.sfen(), "4k4/9/4P4/9/9/9/9/9/4K4 b G 1");
    let mut e = empty();
    keys(&mut e, ":");
    paste(&mut e, "4k4/9/4P4/9/9/9/9/9/4K4 w G 1\n");
    assert_eq!(e.overlay, EditorOverlay::None);
    assert_eq!(e.sfen(), "4k4/9/4P4/9/9/9/9/9/4K4 w G 1");
}
