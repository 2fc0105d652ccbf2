//! Names read from a record are data: a championship engine's name longer
//! than a person may type comes out of `inspect` and every format
//! `convert` writes whole; only screens with fixed room shorten it.

use crate::common::{WRITERS, cli, run_cli, scratch_dir};
use shogi_tui::kifu::read_record;
use std::fs;

/// An entrant's name from the WCSC28 records: 48 characters, more than
/// the 40 a typed name may have.
const LONG: &str = "the end of genesis T.N.K.evolution turbo type D";

fn record_with_long_name(dir: &std::path::Path) -> std::path::PathBuf {
    let path = dir.join("wcsc.csa");
    fs::write(
        &path,
        format!("V2.2\nN+{LONG}\nN-Bonanza\nPI\n+\n+7776FU\n-3334FU\n%TORYO\n"),
    )
    .unwrap();
    path
}

#[test]
fn inspect_shows_a_long_name_from_a_record_whole() {
    let dir = scratch_dir("names", "inspect");
    let path = record_with_long_name(&dir);
    let (code, out, err) = run_cli(&["inspect", path.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains(&format!("Black {LONG},")), "{out}");
    let (code, json, err) = run_cli(&["inspect", "--json", path.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(v["players"]["black"]["name"], LONG);
}

#[test]
fn every_format_convert_writes_keeps_a_long_name_whole() {
    let dir = scratch_dir("names", "convert");
    let input = record_with_long_name(&dir);
    for kind in WRITERS {
        let output = dir.join(format!("out.{}", kind.extension()));
        let _ = fs::remove_file(&output);
        let out = cli()
            .arg("convert")
            .arg(&input)
            .arg(&output)
            .output()
            .unwrap();
        assert!(out.status.success(), "{kind:?}: {out:?}");
        // USI and SFEN lines hold no names.
        if matches!(kind.extension(), "usi" | "sfen") {
            continue;
        }
        let back = read_record(&output).unwrap();
        assert_eq!(back.info.black.name, LONG, "{kind:?}");
    }
}
