//! What a player writes into a record in review: comments (`C`, a
//! multi-line editor), bookmarks (`&`, `'`), headers (`H`), a new file
//! (`S`), and leaving with all that not written yet. Driven through the
//! page's actions, and through keys where the key table matters.

use crate::snapshot_support::{STUDY, ctrl, encoded, notes_scenes};
use crate::tui_support::*;
use ratatui::crossterm::event::Event;
use shogi_tui::kifu::evaluation::EvalScore;
use shogi_tui::kifu::{Timestamp, open_record};
use shogi_tui::tui::action::{Action, Direction, TextEdit};
use shogi_tui::tui::events::AppEvent;
use shogi_tui::tui::input::InputMode;
use shogi_tui::tui::overlay::{Layer, Words};
use shogi_tui::tui::page::Flow;
use shogi_tui::tui::page::Page;
use shogi_tui::tui::pages::review::command::ReviewCommand;
use shogi_tui::tui::pages::review::notes::NotesOverlay;
use shogi_tui::tui::pages::review::work::ReviewWork;
use shogi_tui::tui::pages::review::{ReviewOverlay, ReviewPrompt, ReviewQuestion, ReviewScreen};
use shogi_tui::tui::widgets::popup::QuestionPopup;
use shogi_tui::tui::widgets::status::Message;
use std::fs;
use std::path::{Path, PathBuf};

fn open(name: &str) -> (ReviewScreen, PathBuf, PathBuf) {
    let dir = scratch_dir(name);
    let path = dir.join("study.kif");
    fs::write(&path, encoded(STUDY)).unwrap();
    let loaded = open_record(&path).unwrap();
    (ReviewScreen::new(loaded, &path), path, dir)
}

fn act(r: &mut ReviewScreen, actions: &[Action]) -> Flow {
    let mut last = Flow::Stay;
    for a in actions {
        last = r.update(a);
    }
    last
}

/// Types `text` into what is open, a newline as Enter.
fn type_text(r: &mut ReviewScreen, text: &str) {
    for c in text.chars() {
        r.update(&match c {
            '\n' => Action::EditText(TextEdit::Newline),
            c => Action::PromptChar(c),
        });
    }
}

fn erase(r: &mut ReviewScreen, n: usize) {
    for _ in 0..n {
        r.update(&Action::PromptBackspace);
    }
}

fn refusal(r: &ReviewScreen) -> String {
    match &r.message {
        Some(Message::Refusal(m)) => m.clone(),
        other => panic!("expected a refusal, got {other:?}"),
    }
}

fn info(r: &ReviewScreen) -> String {
    match &r.message {
        Some(Message::Info(m)) => m.clone(),
        other => panic!("expected news, got {other:?}"),
    }
}

#[test]
fn c_writes_a_two_line_japanese_comment_and_the_engine_line_stays() {
    let (mut r, _, dir) = open("comment");
    act(
        &mut r,
        &[Action::Step(1), Action::page(ReviewCommand::EditComment)],
    );
    assert_eq!(r.input_mode(), InputMode::Text);
    let ReviewOverlay::Notes(NotesOverlay::Comment(edit)) = &r.overlay else {
        panic!("the editor is open: {:?}", r.overlay);
    };
    assert_eq!(
        edit.text.text(),
        "最初の手",
        "the person's lines, not the engine's"
    );
    erase(&mut r, 4);
    type_text(&mut r, "角道を開ける\n次は△３四歩か");
    // か + the combining voiced mark is one character for Backspace.
    r.update(&Action::PromptChar('\u{3099}'));
    r.update(&Action::PromptBackspace);
    r.update(&Action::KeepText);
    assert_eq!(r.overlay, ReviewOverlay::None);
    assert_eq!(
        r.loaded.record.moves[0].comments,
        ["角道を開ける", "次は△３四歩", "* 30 -3334FU"]
    );
    assert_eq!(
        r.move_comment().eval.map(|e| e.score),
        Some(EvalScore::Cp(30)),
        "the evaluation is still read"
    );
    assert!(r.unsaved());
    assert!(info(&r).contains("s writes it"), "{:?}", r.message);
    // Before the first move: the record's opening comment.
    act(
        &mut r,
        &[Action::First, Action::page(ReviewCommand::EditComment)],
    );
    type_text(&mut r, "\n二行目");
    r.update(&Action::KeepText);
    assert_eq!(r.loaded.record.comments, ["序盤の研究", "二行目"]);
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_paste_goes_in_whole_and_its_line_breaks_make_lines() {
    let (mut r, _, dir) = open("paste");
    act(
        &mut r,
        &[
            Action::Step(3),
            Action::page(ReviewCommand::EditComment),
            Action::Paste("一行目\r\n二行目".into()),
            Action::KeepText,
        ],
    );
    assert_eq!(r.loaded.record.moves[2].comments, ["一行目", "二行目"]);
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn esc_on_a_changed_comment_asks_and_only_yes_drops_it() {
    let (mut r, _, dir) = open("comment-esc");
    act(
        &mut r,
        &[
            Action::Step(1),
            Action::page(ReviewCommand::EditComment),
            Action::Cancel,
        ],
    );
    assert_eq!(r.overlay, ReviewOverlay::None, "unchanged: Esc just closes");
    act(&mut r, &[Action::page(ReviewCommand::EditComment)]);
    type_text(&mut r, "！");
    r.update(&Action::Cancel);
    assert_eq!(r.input_mode(), InputMode::Question, "changed: Esc asks");
    r.update(&Action::Answer(false));
    assert_eq!(r.input_mode(), InputMode::Text, "n: back to writing");
    type_text(&mut r, "？");
    let ReviewOverlay::Notes(NotesOverlay::Comment(edit)) = &r.overlay else {
        panic!("the editor is open: {:?}", r.overlay);
    };
    assert_eq!(edit.text.text(), "最初の手！？", "nothing typed was lost");
    act(&mut r, &[Action::Cancel, Action::Answer(true)]);
    assert_eq!(r.overlay, ReviewOverlay::None);
    assert_eq!(
        r.loaded.record.moves[0].comments,
        ["最初の手", "* 30 -3334FU"]
    );
    assert!(!r.unsaved());
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_comment_on_a_variation_goes_into_the_line_that_holds_the_move() {
    let (mut r, _, dir) = open("comment-variation");
    act(
        &mut r,
        &[Action::Step(2), Action::page(ReviewCommand::NextVariation)],
    );
    assert_eq!(r.line(), Some(0));
    act(&mut r, &[Action::page(ReviewCommand::EditComment)]);
    type_text(&mut r, "変化の手");
    act(
        &mut r,
        &[
            Action::KeepText,
            Action::Step(1),
            Action::page(ReviewCommand::EditComment),
        ],
    );
    type_text(&mut r, "その次");
    act(
        &mut r,
        &[
            Action::KeepText,
            Action::Step(-2),
            Action::page(ReviewCommand::EditComment),
        ],
    );
    // Move 1 of the variation is the main line's own.
    erase(&mut r, 4);
    type_text(&mut r, "共通");
    r.update(&Action::KeepText);
    let record = &r.loaded.record;
    assert_eq!(record.variations[0].moves[0].comments, ["変化の手"]);
    assert_eq!(record.variations[0].moves[1].comments, ["その次"]);
    assert!(
        record.moves[1].comments.is_empty(),
        "the main line's move 2"
    );
    assert_eq!(record.moves[0].comments, ["共通", "* 30 -3334FU"]);
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn bookmarks_are_set_listed_jumped_to_and_removed() {
    let (mut r, _, dir) = open("bookmarks");
    r.update(&Action::page(ReviewCommand::EditBookmark));
    assert!(refusal(&r).contains("marks a move"), "none before move 1");
    act(
        &mut r,
        &[Action::Step(2), Action::page(ReviewCommand::EditBookmark)],
    );
    assert_eq!(r.input_mode(), InputMode::Prompt);
    type_text(&mut r, "急所");
    r.update(&Action::Activate);
    assert_eq!(r.loaded.record.moves[1].bookmark.as_deref(), Some("急所"));
    assert!(r.unsaved());
    act(
        &mut r,
        &[
            Action::page(ReviewCommand::NextVariation),
            Action::Step(1),
            Action::page(ReviewCommand::EditBookmark),
        ],
    );
    type_text(&mut r, "変化側");
    r.update(&Action::Activate);
    assert_eq!(
        r.loaded.record.variations[0].moves[1].bookmark.as_deref(),
        Some("変化側")
    );
    // From the main line's start, the list jumps into the variation.
    act(
        &mut r,
        &[
            Action::Step(-1),
            Action::page(ReviewCommand::NextVariation),
            Action::First,
            Action::page(ReviewCommand::ListBookmarks),
        ],
    );
    assert_eq!(r.line(), None, "back on the main line");
    let ReviewOverlay::Notes(NotesOverlay::Bookmarks(list)) = &r.overlay else {
        panic!("the list is open: {:?}", r.overlay);
    };
    let names: Vec<(Option<usize>, usize, &str)> = list
        .entries
        .iter()
        .map(|e| (e.line, e.ply, e.name.as_str()))
        .collect();
    assert_eq!(names, [(None, 2, "急所"), (Some(0), 3, "変化側")]);
    act(&mut r, &[Action::Move(Direction::Down), Action::Activate]);
    assert_eq!((r.line(), r.ply), (Some(0), 3));
    assert_eq!(r.bookmark(), Some("変化側"));
    // An empty name removes it.
    act(
        &mut r,
        &[
            Action::page(ReviewCommand::EditBookmark),
            Action::PromptClear,
            Action::Activate,
        ],
    );
    assert_eq!(r.loaded.record.variations[0].moves[1].bookmark, None);
    assert_eq!(r.bookmarks().len(), 1);
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn headers_are_edited_and_a_date_no_calendar_has_is_refused() {
    let (mut r, _, dir) = open("headers");
    r.update(&Action::page(ReviewCommand::EditHeaders));
    assert_eq!(r.input_mode(), InputMode::Text);
    r.update(&Action::PromptClear);
    type_text(&mut r, "羽生");
    // Enter goes to the next field: White, Event, then Date.
    act(
        &mut r,
        &[
            Action::EditText(TextEdit::Newline),
            Action::Move(Direction::Down),
        ],
    );
    type_text(&mut r, "研究会");
    r.update(&Action::Move(Direction::Down));
    type_text(&mut r, "2023/02/29");
    r.update(&Action::KeepText);
    assert!(refusal(&r).contains("is not a date"), "{:?}", r.message);
    assert!(
        matches!(&r.overlay, ReviewOverlay::Notes(NotesOverlay::Headers(f)) if f.focus == 3),
        "the form stays open at the date"
    );
    assert_eq!(
        r.loaded.record.info.black.name, "先手さん",
        "nothing kept yet"
    );
    r.update(&Action::PromptClear);
    type_text(&mut r, "2024/02/29 10:00");
    r.update(&Action::Move(Direction::Down));
    type_text(&mut r, "角換わり");
    r.update(&Action::KeepText);
    assert_eq!(r.overlay, ReviewOverlay::None);
    let info = &r.loaded.record.info;
    assert_eq!(info.black.name, "羽生");
    assert_eq!(info.white.name, "後手さん", "unchanged");
    assert_eq!(info.event.as_deref(), Some("研究会"));
    assert_eq!(info.started, Timestamp::parse("2024/02/29 10:00:00"));
    assert!(
        info.other
            .contains(&("戦型".to_string(), "角換わり".to_string()))
    );
    assert_eq!(r.shown().players().black.name, "羽生", "the header line's");
    assert!(r.unsaved());
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn esc_on_changed_headers_asks_before_dropping_them() {
    let (mut r, _, dir) = open("headers_esc");
    // Unchanged: Esc closes at once.
    act(
        &mut r,
        &[Action::page(ReviewCommand::EditHeaders), Action::Cancel],
    );
    assert_eq!(r.overlay, ReviewOverlay::None);
    // Spaces typed after a name change nothing a writer would write.
    r.update(&Action::page(ReviewCommand::EditHeaders));
    type_text(&mut r, "  ");
    r.update(&Action::Cancel);
    assert_eq!(
        r.overlay,
        ReviewOverlay::None,
        "only spaces: nothing to lose"
    );
    r.update(&Action::page(ReviewCommand::EditHeaders));
    type_text(&mut r, "九段");
    r.update(&Action::Cancel);
    assert_eq!(r.input_mode(), InputMode::Question, "changed: Esc asks");
    // n goes back to the form with the typing kept.
    r.update(&Action::Answer(false));
    let ReviewOverlay::Notes(NotesOverlay::Headers(form)) = &r.overlay else {
        panic!("the form stays open: {:?}", r.overlay);
    };
    assert_eq!(form.fields[0].as_str(), "先手さん九段");
    assert_eq!(r.input_mode(), InputMode::Text);
    // y drops the changes: the record is as it was.
    act(&mut r, &[Action::Cancel, Action::Answer(true)]);
    assert_eq!(r.overlay, ReviewOverlay::None);
    assert_eq!(r.loaded.record.info.black.name, "先手さん");
    assert!(!r.unsaved());
    fs::remove_dir_all(&dir).unwrap();
}

/// Writes the file `S` asked for, as the session does on the page's
/// `ReviewWork::WriteBack`; returns whether the page asked for it.
fn save_as(r: &mut ReviewScreen, name: &str) -> bool {
    r.update(&Action::page(ReviewCommand::SaveAs));
    type_text(r, name);
    r.update(&Action::Activate);
    let asked = r.orders.take() == [ReviewWork::WriteBack];
    if asked {
        r.write_file();
    }
    asked
}

#[test]
fn s_uppers_replace_question_answers_its_buttons_and_no_stray_key() {
    let (mut r, _, dir) = open("save-as-click");
    let other = dir.join("other.kif");
    fs::write(&other, encoded(STUDY)).unwrap();
    assert!(!save_as(&mut r, "other.kif"), "asks first");
    let asked = ReviewQuestion::Replace(other.clone());
    assert_eq!(r.overlay, ReviewOverlay::Layer(Layer::Ask(asked.clone())));
    // b is an answer to a question about a seat only: here it is nothing.
    r.update(&Action::Choice('b'));
    assert_eq!(r.overlay, ReviewOverlay::Layer(Layer::Ask(asked.clone())));
    let area = ratatui::layout::Rect::new(0, 0, 100, 30);
    let (yes, no) = QuestionPopup::buttons(area, &r.question(&asked), r.flipped);
    assert_eq!(r.click(area, no.x, no.y), Some(Action::Answer(false)));
    assert_eq!(r.click(area, yes.x, yes.y), Some(Action::Answer(true)));
    r.update(&Action::Answer(true));
    assert_eq!(r.overlay, ReviewOverlay::None);
    assert_eq!(r.orders.take(), [ReviewWork::WriteBack]);
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn s_upper_writes_a_kif_that_reads_back_with_the_comments_bookmarks_and_headers() {
    let (mut r, path, dir) = open("save-as");
    act(
        &mut r,
        &[Action::Step(2), Action::page(ReviewCommand::EditComment)],
    );
    type_text(&mut r, "一行目\n二行目");
    act(
        &mut r,
        &[Action::KeepText, Action::page(ReviewCommand::EditBookmark)],
    );
    type_text(&mut r, "しおり");
    act(
        &mut r,
        &[Action::Activate, Action::page(ReviewCommand::EditHeaders)],
    );
    for _ in 0..4 {
        r.update(&Action::Move(Direction::Down));
    }
    type_text(&mut r, "矢倉");
    r.update(&Action::KeepText);
    assert!(save_as(&mut r, "copy.kif"));
    let copy = dir.join("copy.kif");
    assert_eq!(r.source, copy, "the new file is the one review writes now");
    assert!(!r.unsaved());
    let back = open_record(&copy).unwrap().record;
    assert_eq!(back.moves[1].comments, ["一行目", "二行目"]);
    assert_eq!(back.moves[1].bookmark.as_deref(), Some("しおり"));
    assert_eq!(back.moves[0].comments, ["最初の手", "* 30 -3334FU"]);
    assert!(
        back.info
            .other
            .contains(&("戦型".to_string(), "矢倉".to_string()))
    );
    assert_eq!(back.info.black.name, "先手さん");
    assert_eq!(back.variations.len(), 1);
    // The old file is as it was.
    assert_eq!(fs::read(&path).unwrap(), encoded(STUDY));

    // A file that exists is replaced only once asked; n goes back to the
    // name.
    assert!(!save_as(&mut r, "study.kif"), "asks first");
    assert_eq!(
        r.overlay,
        ReviewOverlay::Layer(Layer::Ask(ReviewQuestion::Replace(path.clone())))
    );
    assert_eq!(r.input_mode(), InputMode::Question);
    r.update(&Action::Answer(false));
    assert!(matches!(
        &r.overlay,
        ReviewOverlay::Layer(Layer::Prompt(ReviewPrompt::SaveAs, text))
            if text.as_str() == "study.kif"
    ));
    r.update(&Action::Activate);
    r.update(&Action::Answer(true));
    assert_eq!(r.orders.take(), [ReviewWork::WriteBack]);
    r.write_file();
    let back = open_record(&path).unwrap().record;
    assert_eq!(back.moves[1].bookmark.as_deref(), Some("しおり"));
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn s_upper_refuses_a_usi_line_and_says_what_csa_leaves_out() {
    let (mut r, _, dir) = open("save-as-formats");
    act(
        &mut r,
        &[Action::Step(1), Action::page(ReviewCommand::EditBookmark)],
    );
    type_text(&mut r, "印");
    r.update(&Action::Activate);
    assert!(!save_as(&mut r, "line.usi"), "refused");
    assert!(
        refusal(&r).contains("choose another format"),
        "{:?}",
        r.message
    );
    assert!(!dir.join("line.usi").exists());
    assert!(
        matches!(
            r.overlay,
            ReviewOverlay::Layer(Layer::Prompt(ReviewPrompt::SaveAs, _))
        ),
        "the prompt stays, to fix the name"
    );
    act(&mut r, &[Action::Cancel]);
    assert!(save_as(&mut r, "plain.csa"));
    assert!(dir.join("plain.csa").exists());
    let said = info(&r);
    assert!(said.contains("1 variation(s) left out"), "{said}");
    assert!(said.contains("1 bookmark(s) left out"), "{said}");
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn leaving_with_changes_asks_and_without_them_does_not() {
    let (mut r, _, dir) = open("leave");
    assert!(matches!(r.update(&Action::Quit), Flow::Leave));
    act(
        &mut r,
        &[Action::Step(3), Action::page(ReviewCommand::EditComment)],
    );
    type_text(&mut r, "メモ");
    r.update(&Action::KeepText);
    assert!(matches!(r.update(&Action::Quit), Flow::Stay));
    assert_eq!(
        r.overlay,
        ReviewOverlay::Layer(Layer::Ask(ReviewQuestion::Leave))
    );
    let question = r.leave_question().lines.join(" ");
    assert!(question.contains("comments"), "{question}");
    r.update(&Action::Answer(false));
    assert!(matches!(r.update(&Action::Cancel), Flow::Stay));
    assert!(matches!(r.update(&Action::Answer(true)), Flow::Leave));
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn braces_scroll_the_notes_by_the_pane_less_one_row() {
    let (mut r, _, dir) = open("scroll");
    r.update(&Action::Step(1));
    r.notes_drawn(40);
    r.notes_shown(6);
    r.update(&Action::page(ReviewCommand::ScrollNotes(1)));
    assert_eq!(r.notes_scroll(), 5, "the last row seen stays in view");
    r.update(&Action::page(ReviewCommand::ScrollNotes(1)));
    assert_eq!(r.notes_scroll(), 10);
    r.update(&Action::page(ReviewCommand::ScrollNotes(-1)));
    assert_eq!(r.notes_scroll(), 5);
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn keys_open_the_editor_draw_it_and_ctrl_s_keeps() {
    let dir = scratch_dir("comment-keys");
    let path: &Path = &dir.join("keys.kif");
    fs::write(path, encoded(STUDY)).unwrap();
    let mut a = review_app(path, &dir);
    keys(&mut a, "llC");
    // Letters that are commands in review are text in the editor.
    keys(&mut a, "q\nあ");
    a.on_event(AppEvent::Input(Event::Paste("貼り".into())));
    let shown = screen_text(&a);
    assert!(shown.contains("Comment on move 2"), "{shown}");
    assert!(shown.contains("あ貼り"), "{shown}");
    ctrl(&mut a, 's');
    let r = a.review_screen().expect("review mode is up");
    assert_eq!(r.loaded.record.moves[1].comments, ["q", "あ貼り"]);
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_comment_editor_and_the_header_form_as_drawn() {
    let dir = scratch_dir("notes-snapshots");
    notes_scenes(&dir, &mut |name, a| {
        for (w, h) in [(80, 24), (120, 40)] {
            let text = screen(a, w, h).join("\n");
            insta::assert_snapshot!(format!("{name}_{w}x{h}"), text);
        }
    });
    fs::remove_dir_all(&dir).unwrap();
}

/// The most the comment editor holds, in characters (a line break is one).
const EDITOR_HOLDS: usize = shogi_tui::tui::widgets::text_area::MAX_CHARS;

#[test]
fn a_paste_longer_than_a_comment_holds_is_cut_and_the_status_line_says_where() {
    let dir = scratch_dir("comment-huge-paste");
    let path: &Path = &dir.join("huge.kif");
    fs::write(path, encoded(STUDY)).unwrap();
    let mut a = review_app(path, &dir);
    keys(&mut a, "llC");
    // The 5 MB: lines of 98 x's, 99 characters with the break.
    let line = format!("{}\n", "x".repeat(98));
    let pasted = line.repeat(5_000_000 / 99 + 1);
    let total = pasted.chars().count();
    a.on_event(AppEvent::Input(Event::Paste(pasted)));
    // 202 whole lines are 19,998 characters: two more of line 203.
    let full = EDITOR_HOLDS / 99;
    let column = EDITOR_HOLDS - full * 99;
    let shown = screen_text(&a);
    let said = format!(
        "paste cut at its line {}, character {column}: {EDITOR_HOLDS} of its {total} characters fit in the comment",
        full + 1
    );
    assert!(shown.contains(&said), "{said}\n{shown}");
    ctrl(&mut a, 's');
    let mut kept = vec!["x".repeat(98); full];
    kept.push("x".repeat(column));
    let r = a.review_screen().expect("review mode is up");
    assert!(r.loaded.record.moves[1].comments == kept, "{:?}", r.message);
    // What went in is written, and reads back whole.
    keys(&mut a, "sy");
    let back = open_record(path).unwrap().record;
    let comments = &back.moves[1].comments;
    assert!(*comments == kept, "{} lines read back", comments.len());
    fs::remove_dir_all(&dir).unwrap();
}

/// The review page's status message.
fn status_of(a: &shogi_tui::tui::app::App) -> String {
    match &a.review_screen().expect("review").message {
        Some(Message::Refusal(m) | Message::Info(m)) => m.clone(),
        other => format!("{other:?}"),
    }
}

#[test]
fn a_comment_longer_than_the_editor_holds_is_not_opened_to_be_cut() {
    let dir = scratch_dir("comment-too-long");
    let path: &Path = &dir.join("long.kif");
    let long = "y".repeat(EDITOR_HOLDS + 1);
    fs::write(
        path,
        encoded(&STUDY.replace("*最初の手", &format!("*{long}"))),
    )
    .unwrap();
    let mut a = review_app(path, &dir);
    keys(&mut a, "lC");
    let r = a.review_screen().expect("review");
    assert_eq!(r.overlay, ReviewOverlay::None);
    let why = status_of(&a);
    assert!(
        why.contains(&format!("{} characters", EDITOR_HOLDS + 1)),
        "{why}"
    );
    // A comment that fits opens as before.
    keys(&mut a, "lC");
    let r = a.review_screen().expect("review");
    assert!(matches!(
        r.overlay,
        ReviewOverlay::Notes(NotesOverlay::Comment(_))
    ));
    fs::remove_dir_all(&dir).unwrap();
}
