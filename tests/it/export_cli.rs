//! `shogi-tui export`: the real binary on hand-written records, its SVG
//! read as XML, its PNG decoded, its BOD read back by our reader and by
//! tsshogi (`#[ignore]`d like the other reader tests: needs node and
//! `npm ci` in tests/readers; SKIPPED without them unless
//! SHOGI_TUI_REQUIRE_TSSHOGI=1).

use crate::kifu_export::{field, read_with_tsshogi, tsshogi_ready};
use resvg::tiny_skia::Pixmap;
use shogi_tui::kifu::bod::BodReader;
use shogi_tui::shogi::{Move, Position};
use std::collections::HashSet;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Output;

/// Ten plies of pawn exchanges on the rook files, then a pawn dropped
/// back: sente holds one pawn, gote two; the last move lands on 2c (２三).
const GAME: &str = "2g2f 8c8d 2f2e 8d8e 2e2d 2c2d 2h2d 8e8f 8g8f 8b8f P*2c";

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("export-cli-{}-{name}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

fn usi_record(dir: &Path) -> PathBuf {
    let path = dir.join("game.usi");
    fs::write(&path, format!("position startpos moves {GAME}\n")).unwrap();
    path
}

/// The position after the first `plies` moves of [`GAME`], played by the
/// rules core (not by the program under test).
fn position_after(plies: usize) -> Position {
    let mut pos = Position::startpos();
    for usi in GAME.split_whitespace().take(plies) {
        pos.do_move(Move::from_usi(usi).unwrap());
    }
    pos
}

fn export(args: &[&str]) -> Output {
    crate::common::cli()
        .arg("export")
        .args(args)
        .output()
        .unwrap()
}

fn ok(out: &Output) {
    assert!(
        out.status.success(),
        "status {:?}: {}",
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
}

fn refused(out: &Output) -> String {
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    String::from_utf8_lossy(&out.stderr).into_owned()
}

fn s(p: &Path) -> &str {
    p.to_str().unwrap()
}

fn has_class(node: &roxmltree::Node, class: &str) -> bool {
    node.attribute("class")
        .is_some_and(|c| c.split_whitespace().any(|t| t == class))
}

fn with_class<'a, 'i>(
    doc: &'a roxmltree::Document<'i>,
    class: &str,
) -> Vec<roxmltree::Node<'a, 'i>> {
    doc.descendants().filter(|n| has_class(n, class)).collect()
}

fn text_of(node: &roxmltree::Node) -> String {
    node.descendants()
        .filter(|n| n.is_text())
        .filter_map(|n| n.text())
        .collect()
}

#[test]
fn the_start_has_81_squares_40_pieces_and_gote_s_turned() {
    let dir = scratch("start");
    let record = usi_record(&dir);
    let svg = dir.join("start.svg");
    ok(&export(&[s(&record), "--ply", "0", "--svg", s(&svg)]));
    let text = fs::read_to_string(&svg).unwrap();
    let doc = roxmltree::Document::parse(&text).unwrap();
    assert_eq!(with_class(&doc, "square").len(), 81);
    assert!(with_class(&doc, "last-move").is_empty(), "no move yet");
    assert!(with_class(&doc, "move-number").is_empty(), "no move yet");
    let pieces = with_class(&doc, "piece");
    assert_eq!(pieces.len(), 40);
    for piece in &pieces {
        let letter = piece.attribute("data-piece").unwrap();
        let gote = letter.chars().any(|c| c.is_ascii_lowercase());
        let turned = piece
            .attribute("transform")
            .is_some_and(|t| t.starts_with("rotate(180 "));
        assert_eq!(
            gote,
            turned,
            "{letter} on {:?}",
            piece.attribute("data-square")
        );
    }
    let on = |square: &str| {
        let p = pieces
            .iter()
            .find(|p| p.attribute("data-square") == Some(square))
            .unwrap_or_else(|| panic!("no piece on {square}"));
        (p.attribute("data-piece").unwrap().to_string(), text_of(p))
    };
    assert_eq!(on("59"), ("K".to_string(), "玉".to_string()));
    assert_eq!(on("51"), ("k".to_string(), "王".to_string()));
    assert_eq!(on("82"), ("r".to_string(), "飛".to_string()));
    assert_eq!(on("88"), ("B".to_string(), "角".to_string()));
    assert_eq!(on("11"), ("l".to_string(), "香".to_string()));
    // Both hands empty, said as diagrams say it.
    let hands = with_class(&doc, "hand");
    assert_eq!(hands.len(), 2);
    for hand in &hands {
        assert_eq!(
            hand.descendants()
                .filter(|n| has_class(n, "hand-piece"))
                .count(),
            0
        );
        let none: Vec<String> = hand
            .descendants()
            .filter(|n| has_class(n, "hand-none"))
            .map(|n| text_of(&n))
            .collect();
        assert_eq!(none, ["なし"]);
    }
    // ９…１ across the top, 一…九 down the side.
    let files: String = with_class(&doc, "file").iter().map(text_of).collect();
    let ranks: String = with_class(&doc, "rank").iter().map(text_of).collect();
    assert_eq!(files, "９８７６５４３２１");
    assert_eq!(ranks, "一二三四五六七八九");
    fs::remove_dir_all(&dir).unwrap();
}

/// The hands of a diagram: (color, piece, count) for each kind held.
fn hands(doc: &roxmltree::Document) -> Vec<(String, String, u8)> {
    let mut out = Vec::new();
    for hand in with_class(doc, "hand") {
        let color = hand.attribute("data-color").unwrap().to_string();
        for item in hand.descendants().filter(|n| has_class(n, "hand-piece")) {
            out.push((
                color.clone(),
                item.attribute("data-piece").unwrap().to_string(),
                item.attribute("data-count").unwrap().parse().unwrap(),
            ));
        }
    }
    out
}

#[test]
fn pieces_in_hand_are_counted_and_the_last_move_is_shaded() {
    let dir = scratch("hands");
    let record = usi_record(&dir);
    for (ply, last, black_pawns, on_board) in [(10, "86", 2, 36), (11, "23", 1, 37)] {
        let svg = dir.join(format!("{ply}.svg"));
        let ply_text = ply.to_string();
        let mut args = vec![s(&record), "--svg", s(&svg)];
        // The last position is the default.
        if ply == 10 {
            args.extend(["--ply", &ply_text]);
        }
        ok(&export(&args));
        let text = fs::read_to_string(&svg).unwrap();
        let doc = roxmltree::Document::parse(&text).unwrap();
        assert_eq!(with_class(&doc, "square").len(), 81);
        assert_eq!(with_class(&doc, "piece").len(), on_board, "ply {ply}");
        let shaded = with_class(&doc, "last-move");
        assert_eq!(shaded.len(), 1, "ply {ply}");
        assert_eq!(shaded[0].attribute("data-square"), Some(last), "ply {ply}");
        assert_ne!(
            shaded[0].attribute("fill"),
            with_class(&doc, "square")
                .iter()
                .find(|n| !has_class(n, "last-move"))
                .and_then(|n| n.attribute("fill")),
            "the last move's square is shaded"
        );
        assert_eq!(
            hands(&doc),
            [
                ("white".to_string(), "p".to_string(), 2),
                ("black".to_string(), "P".to_string(), black_pawns),
            ],
            "ply {ply}"
        );
        let number: Vec<String> = with_class(&doc, "move-number")
            .iter()
            .map(text_of)
            .collect();
        assert_eq!(number, [format!("{ply}手目")]);
        // The diagram's board is the position's, square for square.
        let pos = position_after(ply);
        for piece in with_class(&doc, "piece") {
            let square = piece.attribute("data-square").unwrap();
            let digit = |i: usize| square[i..=i].parse::<u8>().unwrap();
            let sq = shogi_tui::shogi::Square::new(digit(0), digit(1)).unwrap();
            assert_eq!(
                pos.piece_at(sq).map(|p| p.sfen()).as_deref(),
                piece.attribute("data-piece"),
                "{square}"
            );
        }
    }
    // Without the number, and with the counts in kanji for a reader.
    let svg = dir.join("plain.svg");
    ok(&export(&[s(&record), "--svg", s(&svg), "--no-move-number"]));
    let text = fs::read_to_string(&svg).unwrap();
    let doc = roxmltree::Document::parse(&text).unwrap();
    assert!(with_class(&doc, "move-number").is_empty());
    let words: Vec<String> = doc
        .descendants()
        .filter(|n| has_class(n, "hand-piece"))
        .map(|n| text_of(&n))
        .collect();
    assert_eq!(words, ["歩二", "歩"]);
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn hostile_names_stay_text() {
    let dir = scratch("names");
    let record = dir.join("names.kifu");
    fs::write(
        &record,
        "手合割：平手\n先手：<&\"'>\n後手：</text><script>\n\
         手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 ３四歩(33)\n",
    )
    .unwrap();
    let svg = dir.join("names.svg");
    ok(&export(&[s(&record), "--svg", s(&svg), "--names"]));
    let text = fs::read_to_string(&svg).unwrap();
    let doc = roxmltree::Document::parse(&text).unwrap();
    assert!(!doc.descendants().any(|n| n.tag_name().name() == "script"));
    let names: Vec<(String, String)> = with_class(&doc, "name")
        .iter()
        .map(|n| (n.attribute("data-color").unwrap().to_string(), text_of(n)))
        .collect();
    assert_eq!(
        names,
        [
            ("white".to_string(), "△後手 </text><script>".to_string()),
            ("black".to_string(), "▲先手 <&\"'>".to_string()),
        ]
    );
    // Without --names, none.
    let plain = dir.join("plain.svg");
    ok(&export(&[s(&record), "--svg", s(&plain)]));
    let text = fs::read_to_string(&plain).unwrap();
    assert!(!text.contains("script"), "{text}");
    fs::remove_dir_all(&dir).unwrap();
}

/// The dark pixels of a pixmap in a rectangle.
fn dark_pixels(png: &Pixmap, x0: u32, y0: u32, x1: u32, y1: u32) -> usize {
    let mut n = 0;
    for y in y0..y1 {
        for x in x0..x1 {
            let p = png.pixel(x, y).unwrap();
            if u16::from(p.red()) + u16::from(p.green()) + u16::from(p.blue()) < 240 {
                n += 1;
            }
        }
    }
    n
}

#[test]
fn the_png_is_as_wide_as_asked_and_shows_the_pieces() {
    let dir = scratch("png");
    let record = usi_record(&dir);
    let (png_path, svg_path) = (dir.join("d.png"), dir.join("d.svg"));
    ok(&export(&[
        s(&record),
        "--ply",
        "0",
        "--png",
        s(&png_path),
        "--size",
        "444",
        "--svg",
        s(&svg_path),
    ]));
    let png = Pixmap::decode_png(&fs::read(&png_path).unwrap()).unwrap();
    let svg = fs::read_to_string(&svg_path).unwrap();
    let doc = roxmltree::Document::parse(&svg).unwrap();
    let root = doc.root_element();
    let (w, h): (f64, f64) = (
        root.attribute("width").unwrap().parse().unwrap(),
        root.attribute("height").unwrap().parse().unwrap(),
    );
    assert_eq!(png.width(), 444);
    assert_eq!(png.height(), (444.0 * h / w).round() as u32);
    let colours: HashSet<[u8; 4]> = png
        .pixels()
        .iter()
        .map(|p| [p.red(), p.green(), p.blue(), p.alpha()])
        .collect();
    assert!(colours.len() > 20, "{} colours", colours.len());
    // A square's inside, a few pixels in from its lines, in pixels.
    let scale = 444.0 / w;
    let inside = |square: &str| {
        let rect = doc
            .descendants()
            .find(|n| has_class(n, "square") && n.attribute("data-square") == Some(square))
            .unwrap();
        let at = |name: &str| rect.attribute(name).unwrap().parse::<f64>().unwrap() * scale;
        let (x, y, side) = (at("x"), at("y"), at("width"));
        let px = |v: f64| v.round() as u32;
        dark_pixels(
            &png,
            px(x + 4.0),
            px(y + 4.0),
            px(x + side - 4.0),
            px(y + side - 4.0),
        )
    };
    let area = (444.0 / w * 60.0 - 8.0).powi(2) as usize;
    // Kanji really drawn: a piece's square is inked, an empty one is not.
    for square in ["77", "59", "51", "82", "11"] {
        assert!(
            inside(square) > area / 20,
            "{square}: {} of {area}",
            inside(square)
        );
    }
    for square in ["55", "45", "64"] {
        assert_eq!(inside(square), 0, "{square}");
    }
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_bod_reads_back_to_the_same_position() {
    let dir = scratch("bod");
    let record = usi_record(&dir);
    for (ply, last) in [
        (11, Some("手数＝11  ▲２三歩  まで")),
        (4, Some("手数＝4  △８五歩  まで")),
        (0, None),
    ] {
        let bod = dir.join(format!("{ply}.bod"));
        ok(&export(&[
            s(&record),
            "--ply",
            &ply.to_string(),
            "--bod",
            s(&bod),
        ]));
        let text = fs::read_to_string(&bod).unwrap();
        let mut reader = BodReader::default();
        for line in text.lines() {
            reader.line(line).unwrap();
        }
        let read = reader.finish().unwrap().unwrap();
        let board = |p: &Position| p.to_sfen().rsplit_once(' ').unwrap().0.to_string();
        assert_eq!(board(&read), board(&position_after(ply)), "{text}");
        match last {
            Some(line) => assert!(text.ends_with(&format!("{line}\n")), "{text}"),
            None => assert!(!text.contains("手数＝"), "{text}"),
        }
    }
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
#[ignore = "reads our BOD with tsshogi: needs node and `npm ci` in tests/readers; run with cargo test -- --ignored"]
fn tsshogi_reads_our_bod() {
    if !tsshogi_ready() {
        return;
    }
    let dir = scratch("tsshogi");
    let record = usi_record(&dir);
    for ply in [0, 4, 11] {
        let bod = dir.join(format!("{ply}.bod"));
        ok(&export(&[
            s(&record),
            "--ply",
            &ply.to_string(),
            "--bod",
            s(&bod),
        ]));
        let got = read_with_tsshogi(&bod, "kif");
        let board = |sfen: &str| sfen.rsplit_once(' ').unwrap().0.to_string();
        assert_eq!(
            board(field(&got, "start")),
            board(&position_after(ply).to_sfen()),
            "{}",
            fs::read_to_string(&bod).unwrap()
        );
    }
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn bad_requests_are_refused_with_their_reasons() {
    let dir = scratch("refused");
    let record = usi_record(&dir);
    let out = dir.join("out.svg");
    let said = refused(&export(&[s(&record), "--ply", "12", "--svg", s(&out)]));
    assert!(
        said.contains("has 11 moves: --ply takes 0 to 11, not 12"),
        "{said}"
    );
    let said = refused(&export(&[s(&record), "--ply", "-1", "--svg", s(&out)]));
    assert!(said.contains("not '-1'"), "{said}");
    let missing = dir.join("missing.kif");
    let said = refused(&export(&[s(&missing), "--svg", s(&out)]));
    assert!(said.contains("missing.kif: no such file"), "{said}");
    let garbage = dir.join("garbage.csa");
    fs::write(&garbage, "this is no record\n").unwrap();
    let said = refused(&export(&[s(&garbage), "--svg", s(&out)]));
    assert!(said.starts_with("shogi-tui export: "), "{said}");
    let said = refused(&export(&[s(&record), "--bod", s(&record), "--force"]));
    assert!(said.contains("is a file this command reads"), "{said}");
    let said = refused(&export(&[
        s(&record),
        "--png",
        s(&dir.join("a.png")),
        "--size",
        "0",
    ]));
    assert!(
        said.contains("give a whole number from 64 to 4096, not '0'"),
        "{said}"
    );
    let said = refused(&export(&[s(&record), "--svg", s(&out), "--png", s(&out)]));
    assert!(said.contains("two outputs name the same file"), "{said}");
    refused(&export(&[s(&record)]));
    // An existing file only with --force.
    fs::write(&out, "mine").unwrap();
    let said = refused(&export(&[s(&record), "--svg", s(&out)]));
    assert!(said.contains("out.svg"), "{said}");
    assert_eq!(fs::read_to_string(&out).unwrap(), "mine");
    ok(&export(&[s(&record), "--svg", s(&out), "--force"]));
    assert!(fs::read_to_string(&out).unwrap().starts_with("<?xml"));
    assert!(!out.with_extension("png").exists());
    // In Japanese too.
    let ja = crate::common::cli_in_locale("ja_JP.UTF-8")
        .args([
            "export",
            s(&record),
            "--ply",
            "12",
            "--svg",
            s(&dir.join("b.svg")),
        ])
        .output()
        .unwrap();
    let said = refused(&ja);
    assert!(said.contains("は 11 手まで"), "{said}");
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_png_that_cannot_draw_the_names_says_so_in_either_language() {
    let dir = scratch("kanji-names");
    let record = dir.join("kanji.kifu");
    fs::write(
        &record,
        "手合割：平手\n先手：谷川浩司\n後手：羽生善治\n\
         手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 ３四歩(33)\n",
    )
    .unwrap();
    let png = dir.join("kanji.png");
    let out = export(&[s(&record), "--png", s(&png), "--names"]);
    ok(&out);
    assert!(png.is_file());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("the PNG leaves out the characters 谷川浩司羽生善治 of the names"),
        "{err}"
    );
    let out = crate::common::cli()
        .args([
            "--lang",
            "ja",
            "export",
            s(&record),
            "--png",
            s(&png),
            "--names",
            "--force",
        ])
        .output()
        .unwrap();
    ok(&out);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("名前の文字「谷川浩司羽生善治」を描けませんでした"),
        "{err}"
    );
    // Names the font draws, and no names: nothing to say.
    let latin = dir.join("latin.kifu");
    fs::write(
        &latin,
        "手合割：平手\n先手：Tanigawa\n後手：Habu\n\
         手数----指手---------消費時間--\n   1 ７六歩(77)\n",
    )
    .unwrap();
    let out = export(&[s(&latin), "--png", s(&dir.join("latin.png")), "--names"]);
    ok(&out);
    assert!(
        out.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let out = export(&[s(&record), "--png", s(&dir.join("none.png"))]);
    ok(&out);
    assert!(
        out.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    fs::remove_dir_all(&dir).unwrap();
}
