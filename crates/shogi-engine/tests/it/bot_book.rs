//! The bot with a book: a book move comes back at once on a long clock,
//! each level leaves the book after its own number of plies, and a
//! search that weighs lines never takes a book move.

use crate::bot_support::{moves, played};
use shogi_core::Position;
use shogi_engine::book::BookUse;
use shogi_engine::bot::{Bot, BotConfig, Clock, GameHistory, Level, SearchControl, SearchLimits};
use shogi_records::book::Book;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Rim pawn pushes for Black and a king's shuffle for White, which no
/// search plays.
const LINE: [&str; 10] = [
    "9g9f", "5a5b", "9f9e", "5b5a", "9e9d", "5a5b", "1g1f", "5b5a", "1f1e", "5a5b",
];

/// A book answering every position of `LINE` with the line's next move,
/// to ply `plies`.
fn shuffle_book(plies: usize) -> Arc<Book> {
    let line = LINE;
    let mut text = String::from("#YANEURAOU-DB2016 1.00\n");
    let mut pos = Position::startpos();
    let mut entries = Vec::new();
    for (i, mv) in line.iter().take(plies).enumerate() {
        let sfen = pos.to_sfen();
        let key: Vec<&str> = sfen.split_whitespace().take(3).collect();
        entries.push((key.join(" "), i + 1, *mv));
        pos.do_move(moves(mv)[0]);
    }
    entries.sort();
    for (key, ply, mv) in entries {
        text.push_str(&format!("sfen {key} {ply}\n{mv} none 0 0 1\n"));
    }
    let dir = std::env::temp_dir().join(format!("bot-book-{}-{plies}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a folder");
    let path = dir.join("shuffle.db");
    std::fs::write(&path, text).expect("the book");
    Arc::new(Book::open(&path).expect("the book opens"))
}

fn bot_with(level: u8, book: Arc<Book>) -> Bot {
    Bot::new(BotConfig {
        hash_mib: 4,
        book: Some(BookUse { book, variety: 50 }),
        ..BotConfig::for_level(Level::new(level).expect("a level"))
    })
}

fn byoyomi_30s() -> SearchLimits {
    SearchLimits {
        clock: Some(Clock {
            remaining: Duration::ZERO,
            byoyomi: Duration::from_secs(30),
            increment: Duration::ZERO,
        }),
        ..SearchLimits::default()
    }
}

/// Plays the book's line against itself until the bot leaves the book:
/// how many plies it followed it, and the longest a book move took.
fn follow(bot: &mut Bot) -> (usize, Duration) {
    let mut line: Vec<String> = Vec::new();
    let mut slowest = Duration::ZERO;
    for expected in LINE {
        let (pos, history) =
            GameHistory::replay(&Position::startpos(), &moves(&line.join(" "))).expect("legal");
        let t0 = Instant::now();
        let limits = SearchLimits {
            depth: Some(1),
            ..byoyomi_30s()
        };
        let d = bot.think(&pos, &history, &limits, &SearchControl::new(), &mut |_| {});
        let mv = played(&d).to_usi();
        if mv != expected {
            break;
        }
        slowest = slowest.max(t0.elapsed());
        line.push(mv);
    }
    (line.len(), slowest)
}

#[test]
fn each_level_follows_the_book_for_its_plies_and_answers_at_once() {
    let book = shuffle_book(10);
    for (level, plies) in [(1, 4), (2, 6), (3, 8)] {
        let (followed, slowest) = follow(&mut bot_with(level, book.clone()));
        assert_eq!(followed, plies, "level {level}");
        assert!(slowest < Duration::from_millis(200), "{slowest:?}");
    }
    // Strongest follows it to its end (10 plies here, fewer than its 40).
    assert_eq!(follow(&mut bot_with(8, book)).0, 10);
}

#[test]
fn a_search_that_weighs_lines_never_takes_a_book_move() {
    let book = shuffle_book(2);
    let mut bot = bot_with(8, book);
    let (pos, history) = GameHistory::replay(&Position::startpos(), &[]).expect("start");
    let control = SearchControl::new();
    for limits in [
        SearchLimits {
            multipv: 2,
            ..SearchLimits::depth(2)
        },
        SearchLimits {
            infinite: true,
            depth: Some(2),
            ..SearchLimits::default()
        },
        SearchLimits {
            root_moves: moves("9g9f 7g7f"),
            ..SearchLimits::depth(2)
        },
    ] {
        let d = bot.think(&pos, &history, &limits, &control, &mut |_| {});
        assert!(d.depth >= 1, "searched: {d:?}");
    }
    // And the same bot plays the book's move when one move is wanted.
    let d = bot.think(
        &pos,
        &history,
        &SearchLimits::depth(2),
        &control,
        &mut |_| {},
    );
    assert_eq!(played(&d).to_usi(), "9g9f");
    assert_eq!(d.depth, 0);
}
