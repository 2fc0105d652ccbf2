//! Writing a record back into the file it came from changes only what
//! the player changed: the file's encoding and its header lines as the
//! person wrote them (review's `s`, which writes with `write_record`).

use crate::common::scratch_dir;
use shogi_records::{read_record, write_record};
use std::fs;

const KIF: &str = "手合割：平手\n持ち時間：10分\n秒読み：30秒\n先手：羽生善治\n後手：藤井聡太\n手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 ３四歩(33)\n";

#[test]
fn a_utf8_kif_is_written_back_in_utf8_with_its_time_headers_as_written() {
    let dir = scratch_dir("write-back", "utf8");
    let path = dir.join("game.kif");
    fs::write(&path, KIF).unwrap();
    let mut record = read_record(&path).unwrap();
    record.moves[0].comments.push("いい手".into());
    write_record(&path, &record).unwrap();
    let bytes = fs::read(&path).unwrap();
    let text = String::from_utf8(bytes).expect("still UTF-8");
    assert!(text.contains("持ち時間：10分\n秒読み：30秒\n"), "{text}");
    assert!(text.contains("*いい手"), "{text}");
    // Read again, it is the same game with the same time control.
    let back = read_record(&path).unwrap();
    assert_eq!(back.info.time_control, record.info.time_control);
}

#[test]
fn a_shift_jis_kif_stays_shift_jis() {
    let dir = scratch_dir("write-back", "sjis");
    let path = dir.join("game.kif");
    let (sjis, _, _) = encoding_rs::SHIFT_JIS.encode(KIF);
    fs::write(&path, &sjis).unwrap();
    let record = read_record(&path).unwrap();
    write_record(&path, &record).unwrap();
    let bytes = fs::read(&path).unwrap();
    assert!(std::str::from_utf8(&bytes).is_err(), "written as UTF-8");
    let (text, _, bad) = encoding_rs::SHIFT_JIS.decode(&bytes);
    assert!(!bad);
    assert!(text.contains("持ち時間：10分\n秒読み：30秒\n"), "{text}");
}

#[test]
fn a_changed_time_control_is_written_in_this_programs_words() {
    let dir = scratch_dir("write-back", "changed");
    let path = dir.join("game.kifu");
    fs::write(&path, KIF).unwrap();
    let mut record = read_record(&path).unwrap();
    record.info.time_control = None;
    write_record(&path, &record).unwrap();
    let text = fs::read_to_string(&path).unwrap();
    assert!(
        !text.contains("持ち時間") && !text.contains("秒読み"),
        "{text}"
    );
}
