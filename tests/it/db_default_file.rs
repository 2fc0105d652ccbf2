//! The database a player gets by naming none: `games.sqlite` in the data
//! folder, made on the first import even when the program never saved a
//! game there, and the same file the next command reads.

use crate::common::{cli, scratch_dir};

#[test]
fn the_first_import_makes_the_data_folder_and_the_next_command_finds_the_games() {
    let dir = scratch_dir("db-default", "first");
    let data = dir.join("data");
    let records = dir.join("records");
    std::fs::create_dir_all(&records).unwrap();
    std::fs::write(
        records.join("one.csa"),
        "V2.2\nN+Hana\nN-Sora\nPI\n+\n+7776FU\n-3334FU\n%TORYO\n",
    )
    .unwrap();
    let run = |args: &[&str]| {
        cli()
            .env("XDG_DATA_HOME", &data)
            .env("HOME", &dir)
            .arg("db")
            .args(args)
            .output()
            .unwrap()
    };
    let out = run(&["import", records.to_str().unwrap()]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(data.join("shogi-tui/games.sqlite").is_file());
    let out = run(&["search", "--player", "Sora", "--json"]);
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["count"], 1);
    // Reading makes nothing: a search before any import says there is no
    // database rather than leaving an empty file behind.
    let other = dir.join("other");
    let out = cli()
        .env("XDG_DATA_HOME", &other)
        .env("HOME", &dir)
        .args(["db", "search"])
        .output()
        .unwrap();
    assert!(!out.status.success());
    assert!(!other.join("shogi-tui").exists());
}
