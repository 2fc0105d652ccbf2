//! Writing KIF records (the text; `files` encodes it as Shift_JIS for
//! `.kif` and UTF-8 for `.kifu`).

use super::kif_common::{side_name, summary_line};
use super::kif_header::{BLACK_TIME_KEY, TIME_KEY, WHITE_TIME_KEY};
use crate::escape::record_line;
use crate::evaluation::KifDialect;
use crate::limits::written_time;
use crate::record::{EndMarker, Record, RecordedMove, Start};
use crate::record_analysis::comments_to_write;
use crate::time_limit;
use shogi_core::game::{Declaration, EndReason, Game, Outcome};
use shogi_core::notation::kif_move;
use shogi_core::{Color, Position, Square};
use std::fmt::Write;
use std::time::Duration;

/// Writes a KIF record.
pub fn write(record: &Record) -> String {
    let start = record.start.position();
    let mut out = String::from("# ---- shogi-tui 棋譜ファイル ----\n");
    write_header(&mut out, record);
    out.push_str("手数----指手---------消費時間--\n");
    write_body(&mut out, record, &start);
    out
}

/// What KIF and KI2 share before the moves: the headers, the board of a
/// custom start and the comments before the first move.
pub(super) fn write_header(out: &mut String, record: &Record) {
    for r in &record.remarks {
        let _ = writeln!(out, "#{}", record_line(r));
    }
    let handicap = matches!(record.start, Start::Handicap(_));
    let info = &record.info;
    let mut header = |key: &str, value: &str| {
        let _ = writeln!(out, "{key}：{}", record_line(value));
    };
    if let Some(t) = &info.started {
        header("開始日時", &t.slashed());
    }
    if let Some(t) = &info.ended {
        header("終了日時", &t.slashed());
    }
    if let Some(v) = &info.title {
        header("表題", v);
    }
    if let Some(v) = &info.event {
        header("棋戦", v);
    }
    if let Some(v) = &info.site {
        header("場所", v);
    }
    match &info.time_control {
        // As the file read wrote them, while they still say this.
        Some(tc) if info.time_as_read.0.as_ref().is_some_and(|t| t.gave == *tc) => {
            for (key, value) in info.time_as_read.0.iter().flat_map(|t| &t.lines) {
                header(key, value);
            }
        }
        Some(tc) if tc.is_even() => header(TIME_KEY, &time_limit::kif_text(&tc.black)),
        Some(tc) => {
            // ShogiHome's per-side keys, also in handicap games: the one
            // spelling another program reads.
            header(BLACK_TIME_KEY, &time_limit::kif_text(&tc.black));
            header(WHITE_TIME_KEY, &time_limit::kif_text(&tc.white));
        }
        None => {}
    }
    for (k, v) in &info.other {
        header(&header_key(&record_line(k)), v);
    }
    match &record.start {
        Start::Even => header("手合割", "平手"),
        Start::Handicap(h) => header("手合割", h.japanese()),
        Start::Custom(_) => {}
    }
    // Cleaned again: a save edited by hand may hold any name.
    let clean = crate::escape::clean_name;
    header(side_name(Color::Black, handicap), &clean(&info.black.name));
    header(side_name(Color::White, handicap), &clean(&info.white.name));
    let start = record.start.position();
    if let Start::Custom(_) = record.start {
        out.push_str(&super::bod::write(&start, false));
    }
    let analysis = record
        .start_analysis
        .as_ref()
        .map(|e| e.kif_lines_in(record.kif_dialect(), &start, None))
        .unwrap_or_default();
    for c in comments_to_write(&record.comments, analysis, &start, None).iter() {
        let _ = writeln!(out, "*{}", record_line(c));
    }
}

fn write_body(out: &mut String, record: &Record, start: &Position) {
    // Which plies of which line have alternatives (written with '+').
    let branches = |line: Option<usize>, ply: u32| {
        record
            .variations
            .iter()
            .enumerate()
            .any(|(i, v)| v.parent == line && v.ply == ply && Some(i) != line)
    };
    let mut main_pos = start.clone();
    let end = record.end_to_write();
    let bad_comment = bad_move_comment(record);
    let line = Line {
        totals: [Duration::ZERO; 2],
        previous_to: None,
        first_ply: 1,
        moves: &record.moves,
        end: end.as_ref(),
        end_comment: bad_comment.as_deref(),
        dialect: record.kif_dialect(),
    };
    write_line(out, &mut main_pos, line, |p| branches(None, p));
    if let Some(summary) = summary(record, main_pos.side_to_move(), false) {
        out.push_str(&summary);
        out.push('\n');
    }
    write_variations(out, record, start, None);
}

/// The comment that says which move could not be played, and why.
pub(super) fn bad_move_comment(record: &Record) -> Option<String> {
    record.bad_move.as_ref().map(|bad| {
        format!(
            "move {}: {}: {}",
            bad.ply,
            record_line(&bad.text),
            record_line(&bad.reason)
        )
    })
}

/// Variations of `line`, deepest branch first, each followed by its own
/// variations: the order that lets a reader find every 変化's parent.
fn write_variations(out: &mut String, record: &Record, start: &Position, line: Option<usize>) {
    for i in record.variations_under(line) {
        let v = &record.variations[i];
        let full = record.variation_line(i);
        let before = (v.ply as usize).saturating_sub(1);
        if full.len() < before {
            continue;
        }
        let mut pos = start.clone();
        let mut previous_to = None;
        // The time columns go on from the moves before the branch.
        let mut totals = [Duration::ZERO; 2];
        let playable = full.iter().take(before).all(|m| {
            let ok = pos.check_move(m.mv).is_ok();
            if ok {
                totals[pos.side_to_move().index()] += m.time.map(written_time).unwrap_or_default();
                pos.do_move(m.mv);
            }
            ok
        });
        if !playable {
            continue;
        }
        if let Some(m) = before.checked_sub(1).and_then(|i| full.get(i)) {
            previous_to = Some(m.mv.to());
        }
        let _ = writeln!(out, "\n変化：{}手", v.ply);
        // A later sibling at the same ply is announced with '+'.
        let later_sibling = |ply: u32| {
            record.variations.iter().enumerate().any(|(j, w)| {
                (j > i && w.parent == v.parent && w.ply == ply && ply == v.ply)
                    || (w.parent == Some(i) && w.ply == ply)
            })
        };
        let line = Line {
            totals,
            previous_to,
            first_ply: v.ply,
            moves: &v.moves,
            end: v.end.as_ref(),
            end_comment: None,
            dialect: record.kif_dialect(),
        };
        write_line(out, &mut pos, line, later_sibling);
        write_variations(out, record, start, Some(i));
    }
}

/// One line of play to write: the main line or a variation.
struct Line<'a> {
    /// Time each side had used before the line starts.
    totals: [Duration; 2],
    /// The square of the move before the line (for 同).
    previous_to: Option<Square>,
    first_ply: u32,
    moves: &'a [RecordedMove],
    end: Option<&'a EndMarker>,
    /// A comment written just before the end line.
    end_comment: Option<&'a str>,
    /// How the moves' analysis is written.
    dialect: KifDialect,
}

fn write_line(out: &mut String, pos: &mut Position, line: Line, has_branch: impl Fn(u32) -> bool) {
    let Line {
        mut totals,
        mut previous_to,
        first_ply,
        moves,
        end,
        end_comment,
        dialect,
    } = line;
    let mut ply = first_ply;
    for m in moves {
        // Records built in code may hold moves no reader would accept.
        if pos.check_move(m.mv).is_err() {
            break;
        }
        let mover = pos.side_to_move();
        // The from-square already says which piece moved, and no 成 says
        // it stays unpromoted: ShogiHome writes a declined promotion so,
        // and tsshogi's and cshogi's KIF readers know no 不成.
        let text = kif_move(pos, m.mv, previous_to).replacen("不成", "", 1);
        write_entry(
            out,
            ply,
            &text,
            m.time,
            &mut totals[mover.index()],
            has_branch(ply),
        );
        pos.do_move(m.mv);
        previous_to = Some(m.mv.to());
        write_notes(out, m, (pos, previous_to), dialect);
        ply += 1;
    }
    if let Some(c) = end_comment {
        let _ = writeln!(out, "*{c}");
    }
    // A plain draw has no word in the move column: the `まで…` line says it.
    if let Some(end) = end
        && let Some(word) = end.word.kif(pos.side_to_move())
    {
        let to_move = pos.side_to_move();
        write_entry(
            out,
            ply,
            word,
            end.time,
            &mut totals[to_move.index()],
            has_branch(ply),
        );
    }
}

/// A move's comments, its analysis as an engine line in `dialect` (the
/// record's, `Record::kif_dialect`) and its bookmark, as KIF and KI2
/// write them after the move. `after` is the position after it, `to`
/// where it went.
pub(super) fn write_notes(
    out: &mut String,
    m: &RecordedMove,
    (after, to): (&Position, Option<Square>),
    dialect: KifDialect,
) {
    let analysis = m
        .analysis
        .as_ref()
        .map(|e| e.kif_lines_in(dialect, after, to))
        .unwrap_or_default();
    for c in comments_to_write(&m.comments, analysis, after, to).iter() {
        let _ = writeln!(out, "*{}", record_line(c));
    }
    if let Some(b) = &m.bookmark {
        let _ = writeln!(out, "&{}", record_line(b));
    }
    for r in &m.remarks {
        let _ = writeln!(out, "#{}", record_line(r));
    }
}

fn write_entry(
    out: &mut String,
    ply: u32,
    text: &str,
    time: Option<Duration>,
    total: &mut Duration,
    branch: bool,
) {
    let mut line = format!("{ply:>4} {text}");
    if let Some(t) = time.map(written_time) {
        *total += t;
        line.push_str(&time_column_padding(text));
        let secs = t.as_secs();
        let all = total.as_secs();
        let _ = write!(
            line,
            "({:>2}:{:02}/{:02}:{:02}:{:02})",
            secs / 60,
            secs % 60,
            all / 3600,
            (all / 60) % 60,
            all % 60
        );
    }
    if branch {
        line.push('+');
    }
    out.push_str(&line);
    out.push('\n');
}

/// Kifu for Windows pads the move to a display width of 13 (a kanji counts
/// as two) before the time; a longer move (`８七銀不成(76)`, as other
/// programs write a declined promotion) still gets one space, since some readers (cshogi's among them) take a time
/// glued to the move as part of it.
const MOVE_COLUMN_WIDTH: usize = 13;

fn time_column_padding(text: &str) -> String {
    let width: usize = text.chars().map(|c| if c.is_ascii() { 1 } else { 2 }).sum();
    " ".repeat(MOVE_COLUMN_WIDTH.saturating_sub(width).max(1))
}

/// The KIF end line, e.g. `まで63手で先手の勝ち`.
///
/// In handicap games KIF names the players 下手 (Black, the weaker side)
/// and 上手 (White) instead of 先手/後手, as Kifu for Windows does.
/// Perpetual check is written as the winner's 反則勝ち, a failed
/// declaration as the declarer's 反則負け (CSA rules treat a wrong
/// declaration as a foul); a move-limit draw and a 24-point declaration
/// draw are 持将棋.
pub fn end_line(outcome: &Outcome, handicap: bool) -> String {
    let side = |c: Color| side_name(c, handicap);
    let n = outcome.moves;
    let tail = match (&outcome.reason, outcome.winner) {
        (EndReason::Sennichite | EndReason::PerpetualCheck { checker: None }, _) => {
            "千日手".to_string()
        }
        (EndReason::MoveLimit { .. } | EndReason::Impasse, _) => "持将棋".to_string(),
        (EndReason::Draw, _) => "引き分け".to_string(),
        (EndReason::NoMate, _) => "不詰".to_string(),
        (EndReason::Sealed, _) => "封じ手".to_string(),
        (EndReason::Interrupted, _) => "中断".to_string(),
        (EndReason::PerpetualCheck { checker: Some(c) }, _) => {
            format!("{}の反則勝ち", side(c.opponent()))
        }
        (
            EndReason::ImpasseDeclaration {
                declarer, result, ..
            },
            _,
        ) => match result {
            Declaration::Win => format!("{}の入玉勝ち", side(*declarer)),
            Declaration::Draw => "持将棋".to_string(),
            Declaration::Loss => format!("{}の反則負け", side(*declarer)),
        },
        (EndReason::IllegalMove { .. }, Some(w)) => format!("{}の反則負け", side(w.opponent())),
        (EndReason::Timeout, Some(w)) => format!("時間切れにより{}の勝ち", side(w)),
        (_, Some(w)) => format!("{}の勝ち", side(w)),
        (_, None) => "中断".to_string(),
    };
    format!("まで{n}手で{tail}")
}

/// The end line of a game once it is over, as the status bar and review
/// show it.
pub fn kif_end_line(game: &Game) -> Option<String> {
    game.outcome().map(|o| end_line(o, game.is_handicap()))
}

/// The `まで…` line of the main line (see `summary_line`).
pub(super) fn summary(record: &Record, to_move: Color, with_word: bool) -> Option<String> {
    match (&record.end_to_write(), &record.result) {
        (Some(end), _) => Some(summary_line(
            record.moves.len(),
            end.word,
            to_move,
            matches!(record.start, Start::Handicap(_)),
            with_word,
        )),
        // A record made from a game without an end word carries the
        // controller's own line.
        (None, Some(res)) if !res.kif.is_empty() => Some(res.kif.clone()),
        (None, _) => None,
    }
}

/// A header key KIF readers take as a key: no spaces or colons, not too
/// long, and not starting like a comment, bookmark, move or end line.
fn header_key(key: &str) -> String {
    let mut k: String = key
        .trim()
        .chars()
        .map(|c| {
            if c.is_whitespace() || c == ':' || c == '：' {
                '_'
            } else {
                c
            }
        })
        .take(super::kif_header::MAX_KEY_CHARS)
        .collect();
    let risky = k.is_empty()
        || k.starts_with(['*', '&', '#', '|', '+'])
        // A KI2 line that starts with a move mark is a move: a key such
        // as `▲NING` would end the headers there and lose what follows.
        || k.starts_with(['▲', '△', '▽', '☗', '☖'])
        || k.starts_with(|c: char| c.is_ascii_digit())
        || k.starts_with("変化")
        || k.starts_with("まで")
        || k.starts_with("手数----");
    if risky {
        k.insert(0, '_');
        k.truncate(
            k.char_indices()
                .nth(super::kif_header::MAX_KEY_CHARS)
                .map_or(k.len(), |(i, _)| i),
        );
    }
    k
}

#[cfg(test)]
mod tests {
    use super::*;
    use shogi_core::game::RuleSet;

    fn line(winner: Option<Color>, reason: EndReason, moves: usize) -> String {
        end_line(&Outcome::new(winner, reason, moves), false)
    }

    #[test]
    fn the_time_column_starts_where_kifu_for_windows_puts_it() {
        let entry = |text: &str| {
            let mut out = String::new();
            let mut total = Duration::from_secs(60);
            let time = Some(Duration::from_secs(18));
            write_entry(&mut out, 16, text, time, &mut total, false);
            out
        };
        assert_eq!(entry("７六歩(77)"), "  16 ７六歩(77)   ( 0:18/00:01:18)\n");
        assert_eq!(
            entry("２二角成(88)"),
            "  16 ２二角成(88) ( 0:18/00:01:18)\n"
        );
        assert_eq!(entry("４五角打"), "  16 ４五角打     ( 0:18/00:01:18)\n");
        assert_eq!(entry("同　銀(31)"), "  16 同　銀(31)   ( 0:18/00:01:18)\n");
        // Wider than the column: one space all the same.
        assert_eq!(
            entry("８七銀不成(76)"),
            "  16 ８七銀不成(76) ( 0:18/00:01:18)\n"
        );
        assert_eq!(
            entry("同　成銀不成(76)"),
            "  16 同　成銀不成(76) ( 0:18/00:01:18)\n"
        );
    }

    #[test]
    fn wins_name_the_side_as_kif_does() {
        let mate = Outcome::new(Some(Color::Black), EndReason::Checkmate, 63);
        assert_eq!(end_line(&mate, false), "まで63手で先手の勝ち");
        assert_eq!(end_line(&mate, true), "まで63手で下手の勝ち");
        let resigned = Outcome::new(Some(Color::White), EndReason::Resignation, 1);
        assert_eq!(end_line(&resigned, true), "まで1手で上手の勝ち");
        assert_eq!(
            line(Some(Color::Black), EndReason::Timeout, 80),
            "まで80手で時間切れにより先手の勝ち"
        );
    }

    #[test]
    fn draws_and_interruptions() {
        assert_eq!(line(None, EndReason::Sennichite, 120), "まで120手で千日手");
        assert_eq!(
            line(None, EndReason::PerpetualCheck { checker: None }, 16),
            "まで16手で千日手"
        );
        assert_eq!(
            line(None, EndReason::MoveLimit { limit: 500 }, 259),
            "まで259手で持将棋"
        );
        assert_eq!(line(None, EndReason::Interrupted, 7), "まで7手で中断");
        // Endings only a record states.
        assert_eq!(line(None, EndReason::Impasse, 230), "まで230手で持将棋");
        assert_eq!(line(None, EndReason::Draw, 90), "まで90手で引き分け");
        assert_eq!(line(None, EndReason::NoMate, 0), "まで0手で不詰");
    }

    #[test]
    fn fouls_and_declarations() {
        let perpetual = EndReason::PerpetualCheck {
            checker: Some(Color::Black),
        };
        assert_eq!(
            line(Some(Color::White), perpetual, 12),
            "まで12手で後手の反則勝ち"
        );
        assert_eq!(
            line(
                Some(Color::Black),
                EndReason::IllegalMove { attempted: None },
                31
            ),
            "まで31手で後手の反則負け"
        );
        let decl = |result| EndReason::ImpasseDeclaration {
            declarer: Color::White,
            rules: RuleSet::Declare24,
            points: 27,
            result,
        };
        assert_eq!(line(None, decl(Declaration::Draw), 40), "まで40手で持将棋");
        assert_eq!(
            line(Some(Color::White), decl(Declaration::Win), 40),
            "まで40手で後手の入玉勝ち"
        );
        assert_eq!(
            line(Some(Color::Black), decl(Declaration::Loss), 40),
            "まで40手で後手の反則負け"
        );
    }
}
