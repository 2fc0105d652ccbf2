//! Names from outside (an engine's `id name`, a record's headers, a save
//! edited by hand) that hold terminal escapes: ESC, BEL and NUL never
//! reach a save, an export, `inspect`'s output or the screen; they are
//! kept as the text `\e`, `\x07`, `\x00` instead.

use crate::common::{WRITERS, run_cli};
use crate::tui_support::*;
use ratatui::crossterm::event::KeyCode;
use shogi_tui::kifu::files::encode_record;
use shogi_tui::kifu::read_save;
use shogi_tui::tui::app::App;
use shogi_tui::tui::events::AppEvent;
use shogi_tui::tui::layout::ScreenLayout;
use shogi_tui::tui::pages::review::view::review_panes;
use std::fs;
use std::path::Path;
use std::time::{Duration, Instant};

/// The name the hostile engine and records give, and what is kept of it.
const HOSTILE: &str = "Evil\u{1b}]0;pwned\u{7}\u{0}x";
const KEPT: &str = r"Evil\e]0;pwned\x07\x00x";

/// The terminal controls a file or an output must not hold (new lines,
/// carriage returns and tabs are layout).
fn controls(bytes: &[u8]) -> Vec<u8> {
    bytes
        .iter()
        .copied()
        .filter(|&b| (b < 0x20 && !matches!(b, b'\n' | b'\r' | b'\t')) || b == 0x7f)
        .collect()
}

fn assert_clean(bytes: &[u8], what: &str) {
    assert_eq!(
        controls(bytes),
        Vec::<u8>::new(),
        "{what} holds control characters:\n{}",
        String::from_utf8_lossy(bytes)
    );
}

/// An engine that names itself with escapes, then plays 3c3d.
fn hostile_engine(dir: &Path) -> String {
    let script = dir.join("evil.sh");
    fs::write(
        &script,
        r#"#!/bin/sh
while IFS= read -r line; do
    case "$line" in
        usi) printf 'id name Evil\033]0;pwned\007\000x\n'; echo usiok ;;
        isready) echo readyok ;;
        go*) echo "bestmove 3c3d" ;;
        quit) exit 0 ;;
    esac
done
"#,
    )
    .unwrap();
    format!("sh '{}'", script.display())
}

fn tick_until(a: &mut App, what: &str, done: impl Fn(&App) -> bool) {
    let start = Instant::now();
    while !done(a) {
        assert!(
            start.elapsed() < Duration::from_secs(20),
            "timed out waiting for {what}:\n{}",
            screen_text(a)
        );
        a.on_event(AppEvent::Tick);
        std::thread::sleep(Duration::from_millis(10));
    }
}

#[test]
fn an_engines_escapes_reach_neither_the_save_nor_any_export() {
    let dir = scratch_dir("hostile-engine");
    let command = hostile_engine(&dir);
    let mut a = menu_app(&dir);
    // White row, one step left wraps to "type its command".
    keys(&mut a, "jjjh\n");
    keys(&mut a, &command);
    keys(&mut a, "\n");
    keys(&mut a, "kkk\n");
    keys(&mut a, ":7g7f\n");
    tick_until(&mut a, "the engine's reply", |a| game(a).game.ply() == 2);
    assert_eq!(game(&a).game.players().white.name, KEPT);
    // The header shows the escapes as text.
    assert!(screen_text(&a).contains(KEPT), "{}", screen_text(&a));
    key(&mut a, KeyCode::Char('q'));

    let save = only_save(&dir);
    let text = fs::read_to_string(&save).unwrap();
    assert_clean(text.as_bytes(), "the save");
    // RON doubles the backslashes: the name is kept as its escapes, not
    // as RON's own escapes of the raw characters.
    assert!(
        text.contains(&KEPT.replace('\\', r"\\")),
        "the save keeps the cleaned name:\n{text}"
    );
    let record = read_save(&save).unwrap();
    assert_eq!(record.info.white.name, KEPT);
    for kind in WRITERS {
        let bytes = encode_record(&record, kind).unwrap();
        assert_clean(&bytes, &format!("{kind:?}"));
    }
    fs::remove_dir_all(&dir).unwrap();
}

/// Records of every format with the hostile name for both players.
fn hostile_records(dir: &Path) -> Vec<std::path::PathBuf> {
    let files = [
        (
            "h.csa",
            format!("V2.2\nN+{HOSTILE}\nN-{HOSTILE}\nPI\n+\n+7776FU\n-3334FU\n%TORYO\n"),
        ),
        (
            "h.kifu",
            format!("手合割：平手\n先手：{HOSTILE}\n後手：{HOSTILE}\n   1 ７六歩(77)\n   2 ３四歩(33)\n"),
        ),
        (
            "h.ki2u",
            format!("手合割：平手\n先手：{HOSTILE}\n後手：{HOSTILE}\n▲７六歩 △３四歩\n"),
        ),
        (
            // A save edited by hand: RON's escapes make the raw characters.
            "h.ron",
            r#"(version: 1, black: (name: "Evil\u{1b}]0;pwned\u{7}\u{0}x", kind: Human), white: (name: "Evil\u{1b}]0;pwned\u{7}\u{0}x", kind: Engine(command: "./e\u{1b}[2J.sh")), moves: [(usi: "7g7f"), (usi: "3c3d")])"#
                .to_string(),
        ),
    ];
    files
        .into_iter()
        .map(|(name, text)| {
            let path = dir.join(name);
            fs::write(&path, text).unwrap();
            path
        })
        .collect()
}

#[test]
fn a_records_escapes_reach_neither_inspect_nor_convert() {
    let dir = scratch_dir("hostile-records");
    for path in hostile_records(&dir) {
        let p = path.display().to_string();
        for args in [
            vec!["inspect", p.as_str()],
            vec!["inspect", "--json", p.as_str()],
        ] {
            let (code, out, err) = run_cli(&args);
            assert_eq!(code, 0, "{args:?}: {err}");
            assert_clean(out.as_bytes(), &format!("{args:?}"));
            assert_clean(err.as_bytes(), &format!("{args:?} (stderr)"));
        }
        for ext in ["ron", "kif", "kifu", "ki2", "ki2u", "csa", "usi"] {
            let out = dir.join(format!(
                "out-{}.{ext}",
                path.extension().unwrap().to_string_lossy()
            ));
            let o = out.display().to_string();
            let (code, _, err) = run_cli(&["convert", &p, &o, "--force"]);
            assert_eq!(code, 0, "{p} to .{ext}: {err}");
            assert_clean(&fs::read(&out).unwrap(), &format!("{p} as .{ext}"));
            if ext != "usi" {
                let back = fs::read(&out).unwrap();
                let text = match ext {
                    "kif" | "ki2" => encoding_rs::SHIFT_JIS.decode(&back).0.into_owned(),
                    _ => String::from_utf8(back).unwrap(),
                };
                assert!(text.contains("pwned"), "{p} as .{ext}:\n{text}");
            }
        }
    }
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_review_header_shows_a_hand_edited_saves_escapes_as_text() {
    let dir = scratch_dir("hostile-review");
    let ron = hostile_records(&dir)
        .into_iter()
        .find(|p| p.extension().is_some_and(|e| e == "ron"))
        .unwrap();
    let a = review_app(&ron, &dir);
    let header = screen(&a, W, H).remove(0);
    assert!(header.contains(KEPT), "{header}");
    fs::remove_dir_all(&dir).unwrap();
}

/// Characters that reorder or hide text where a terminal or a viewer
/// shows it: a right-to-left override and its end, a zero-width space,
/// a zero-width no-break space (BOM), and an escape sequence.
const HIDDEN: &str = "右\u{202e}左\u{202c}\u{200b}見\u{feff}え\u{1b}[2Jる";
/// What a record file holds of them, and what review shows.
const HIDDEN_KEPT: &str = r"右\u{202e}左\u{202c}\u{200b}見\u{feff}え\e[2Jる";

fn hidden_kifu(dir: &Path) -> std::path::PathBuf {
    let path = dir.join("hidden.kifu");
    fs::write(
        &path,
        format!(
            "手合割：平手\n*{HIDDEN}\n   1 ７六歩(77)\n*{HIDDEN}\n&{HIDDEN}\n   2 ３四歩(33)\n"
        ),
    )
    .unwrap();
    path
}

#[test]
fn a_comments_invisible_and_direction_changing_characters_are_written_as_escapes() {
    use shogi_tui::kifu::files::{FileKind, parse_text};
    let dir = scratch_dir("hidden-comment");
    let record = shogi_tui::kifu::read_record(&hidden_kifu(&dir)).unwrap();
    assert_eq!(record.moves[0].comments, [HIDDEN]);
    for kind in [
        FileKind::Kif,
        FileKind::Kifu,
        FileKind::Ki2,
        FileKind::Ki2u,
        FileKind::Csa,
    ] {
        let bytes = encode_record(&record, kind).unwrap();
        let text = match kind {
            FileKind::Kif | FileKind::Ki2 => encoding_rs::SHIFT_JIS.decode(&bytes).0.into_owned(),
            _ => String::from_utf8(bytes.clone()).unwrap(),
        };
        assert_clean(&bytes, &format!("{kind:?}"));
        for c in ['\u{202e}', '\u{202c}', '\u{200b}', '\u{feff}'] {
            assert!(
                !text.contains(c),
                "{kind:?} holds U+{:04X}:\n{text}",
                u32::from(c)
            );
        }
        assert!(text.contains(HIDDEN_KEPT), "{kind:?}:\n{text}");
        // Read back, the escapes are text, and written again nothing changes.
        let back = parse_text(&text, kind).unwrap();
        assert_eq!(back.comments, [HIDDEN_KEPT], "{kind:?}");
        assert_eq!(back.moves[0].comments, [HIDDEN_KEPT], "{kind:?}");
        assert_eq!(encode_record(&back, kind).unwrap(), bytes, "{kind:?}");
    }
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn review_shows_a_comments_hidden_characters_as_escapes_and_the_editor_drops_them() {
    use ratatui::crossterm::event::Event;
    use shogi_tui::tui::pages::review::ReviewOverlay;
    use shogi_tui::tui::pages::review::notes::NotesOverlay;
    let dir = scratch_dir("hidden-review");
    let path = hidden_kifu(&dir);
    let mut a = review_app(&path, &dir);
    keys(&mut a, "l");
    // The notes pane's rows, run together: the escapes wrap.
    let layout = ScreenLayout::new(ratatui::layout::Rect::new(0, 0, W, H), false).unwrap();
    let (_, notes) = review_panes(layout.moves);
    let shown: String = region(&buffer(&a, W, H), notes)
        .iter()
        .map(|row| row.trim_matches('│').replace(' ', ""))
        .collect();
    assert!(
        shown.contains(&format!("&{HIDDEN_KEPT}{HIDDEN_KEPT}")),
        "{shown}"
    );
    // The editor holds what it can show: the comment without them, and
    // a paste loses them too. Opened and left unchanged, it asks nothing.
    keys(&mut a, "C");
    a.on_event(AppEvent::Input(Event::Paste("\u{200b}貼\u{202e}り".into())));
    let r = a.review_screen().expect("review");
    let ReviewOverlay::Notes(NotesOverlay::Comment(edit)) = &r.overlay else {
        panic!("the editor is open: {:?}", r.overlay);
    };
    assert_eq!(edit.text.text(), "右左見え[2Jる貼り");
    key(&mut a, KeyCode::Esc);
    key(&mut a, KeyCode::Char('y'));
    keys(&mut a, "C");
    key(&mut a, KeyCode::Esc);
    let r = a.review_screen().expect("review");
    assert_eq!(r.overlay, ReviewOverlay::None, "nothing was changed");
    assert_eq!(r.loaded.record.moves[0].comments, [HIDDEN]);
    fs::remove_dir_all(&dir).unwrap();
}
