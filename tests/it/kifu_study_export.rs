//! A study (a record with nested variations, comments in Japanese on
//! moves of every line, bookmarks and the headers a player edits) keeps
//! its whole tree through every format that can hold it: written and read
//! back by shogi-tui (KIF, KI2, our RON saves), and read by tsshogi, the
//! record library of ShogiHome (KIF, KI2), the tree must be the same node
//! for node, in the same order, with the same comments and bookmarks.
//!
//! The tsshogi test is `#[ignore]`d like the other reader tests (see
//! kifu_export.rs): `cargo test --test it kifu_study_export -- --ignored`.

use crate::kifu_export::{read_tree_with_tsshogi, scratch, tsshogi_ready};
use shogi_tui::kifu::files::{read_record, write_record};
use shogi_tui::kifu::{Record, RecordedMove, Timestamp, Variation};
use shogi_tui::shogi::Move;
use std::collections::HashMap;

fn mv(usi: &str) -> RecordedMove {
    RecordedMove::new(Move::from_usi(usi).expect("a test move"))
}

fn line(usi: &str) -> Vec<RecordedMove> {
    usi.split_whitespace().map(mv).collect()
}

fn said(mut m: RecordedMove, comments: &[&str], bookmark: Option<&str>) -> RecordedMove {
    m.comments = comments.iter().map(|c| c.to_string()).collect();
    m.bookmark = bookmark.map(str::to_string);
    m
}

/// Hand-made: a main line of six moves; two rivals of move 2, the first
/// with a rival of its own third move and that one with a rival of its
/// fourth (three deep); a rival of move 5. Comments of one and two lines
/// on moves of every depth, bookmarks on the main line and in a variation.
fn study() -> Record {
    let mut main = line("7g7f 3c3d 2g2f 8c8d 2f2e 8d8e");
    main[0] = said(main[0].clone(), &["角道を開ける", "一般的な初手"], None);
    main[3] = said(main[3].clone(), &[], Some("本譜の分岐"));
    let mut a = line("8c8d 2g2f 8d8e");
    a[0] = said(a[0].clone(), &["居飛車の出だし"], Some("変化A"));
    let mut b = line("6g6f 8d8e 6f6e");
    b[1] = said(b[1].clone(), &["ここで", "じっくり"], None);
    let c = line("4a3b");
    let mut d = line("4c4d");
    d[0] = said(d[0].clone(), &["振り飛車含み"], None);
    let e = line("4i5h 4c4d");
    let mut r = Record {
        moves: main,
        comments: vec!["研究用の棋譜".into()],
        variations: vec![
            Variation {
                parent: None,
                ply: 2,
                moves: a,
                end: None,
            },
            Variation {
                parent: Some(0),
                ply: 3,
                moves: b,
                end: None,
            },
            Variation {
                parent: Some(1),
                ply: 4,
                moves: c,
                end: None,
            },
            Variation {
                parent: None,
                ply: 2,
                moves: d,
                end: None,
            },
            Variation {
                parent: None,
                ply: 5,
                moves: e,
                end: None,
            },
        ],
        ..Record::default()
    };
    r.info.black.name = "先手太郎".into();
    r.info.white.name = "後手花子".into();
    r.info.event = Some("研究会".into());
    r.info.started = Timestamp::parse("2026/11/23 10:00:00");
    r.info.other.push(("戦型".into(), "相居飛車".into()));
    r
}

/// The tree as tsshogi's script prints it: every node, depth first, the
/// main continuation before its rivals, with its comment and bookmark.
fn tree_lines(r: &Record) -> Vec<String> {
    // Lines in the order a reader meets them: the main line, then each
    // variation in list order, which is the order of rivals at one point.
    let mut lines: Vec<Vec<&RecordedMove>> = vec![r.moves.iter().collect()];
    lines.extend((0..r.variations.len()).map(|i| r.variation_line(i)));
    let mut children: HashMap<Vec<String>, Vec<Vec<String>>> = HashMap::new();
    let mut notes: HashMap<Vec<String>, (String, String)> = HashMap::new();
    notes.insert(Vec::new(), (r.comments.join("\n"), String::new()));
    for moves in &lines {
        let mut path: Vec<String> = Vec::new();
        for m in moves {
            let parent = path.clone();
            path.push(m.mv.to_usi());
            if !notes.contains_key(&path) {
                children.entry(parent).or_default().push(path.clone());
                let bookmark = m.bookmark.clone().unwrap_or_default();
                notes.insert(path.clone(), (m.comments.join("\n"), bookmark));
            }
        }
    }
    let mut out = Vec::new();
    let mut stack = vec![Vec::new()];
    while let Some(path) = stack.pop() {
        let (comment, bookmark) = &notes[&path];
        out.push(format!(
            "node {}\t{}\t{}",
            path.join(" "),
            serde_json::to_string(comment).unwrap_or_default(),
            serde_json::to_string(bookmark).unwrap_or_default()
        ));
        if let Some(kids) = children.get(&path) {
            stack.extend(kids.iter().rev().cloned());
        }
    }
    out
}

#[test]
fn the_study_fixture_is_the_tree_it_means() {
    // Guards the fixture and the walk above: 1 start + 6 main + 3 (A)
    // + 3 (B) + 1 (C) + 1 (D) + 2 (E) nodes, A's rival B under A's
    // second move, C under B's first.
    let lines = tree_lines(&study());
    assert_eq!(lines.len(), 17, "{lines:#?}");
    assert_eq!(lines[1].split('\t').next(), Some("node 7g7f"));
    assert_eq!(lines[2].split('\t').next(), Some("node 7g7f 3c3d"));
    let a = lines
        .iter()
        .position(|l| l.starts_with("node 7g7f 8c8d\t"))
        .unwrap_or(usize::MAX);
    let d = lines
        .iter()
        .position(|l| l.starts_with("node 7g7f 4c4d\t"))
        .unwrap_or(usize::MAX);
    assert!(a < d, "rival A comes before rival D: {lines:#?}");
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("node 7g7f 8c8d 6g6f 4a3b\t"))
    );
}

#[test]
fn a_study_reads_back_the_same_from_kif_ki2_and_ron() {
    let dir = scratch("study-own");
    let study = study();
    let want = tree_lines(&study);
    for ext in ["kif", "kifu", "ki2", "ron"] {
        let path = dir.join(format!("study.{ext}"));
        write_record(&path, &study).expect("writes");
        let back = read_record(&path).expect("reads back");
        assert_eq!(tree_lines(&back), want, "{ext}");
        assert_eq!(back.info.black.name, "先手太郎", "{ext}");
        assert_eq!(back.info.white.name, "後手花子", "{ext}");
        assert_eq!(back.info.event.as_deref(), Some("研究会"), "{ext}");
        assert_eq!(back.info.started, study.info.started, "{ext}");
        assert!(
            back.info
                .other
                .iter()
                .any(|(k, v)| k == "戦型" && v == "相居飛車"),
            "{ext}: {:?}",
            back.info.other
        );
    }
}

#[test]
#[ignore = "reads our study with tsshogi: needs node and `npm ci` in tests/readers; run with cargo test -- --ignored"]
fn tsshogi_reads_the_same_study_tree_comments_and_headers() {
    if !tsshogi_ready() {
        return;
    }
    let dir = scratch("study-tsshogi");
    let study = study();
    let want = tree_lines(&study);
    for ext in ["kif", "ki2"] {
        let path = dir.join(format!("study.{ext}"));
        write_record(&path, &study).expect("writes");
        let got = read_tree_with_tsshogi(&path, ext);
        let nodes: Vec<String> = got
            .iter()
            .filter(|l| l.starts_with("node "))
            .cloned()
            .collect();
        assert_eq!(nodes, want, "{ext}");
        let header = |key: &str| {
            got.iter()
                .find_map(|l| l.strip_prefix(&format!("header {key} ")))
                .map(str::to_string)
        };
        assert_eq!(header("blackName").as_deref(), Some("先手太郎"), "{ext}");
        assert_eq!(header("whiteName").as_deref(), Some("後手花子"), "{ext}");
        assert_eq!(header("tournament").as_deref(), Some("研究会"), "{ext}");
        assert_eq!(header("strategy").as_deref(), Some("相居飛車"), "{ext}");
        let started = header("startDatetime").and_then(|t| Timestamp::parse(&t));
        assert_eq!(started, study.info.started, "{ext}");
    }
}
