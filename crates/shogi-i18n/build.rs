//! Lists the catalogue's areas from the files in `assets/i18n/en/`, so that
//! a page with words of its own adds its `NAME.ftl` (in both languages)
//! and no list to edit: the area is embedded because its file is there.

use std::path::Path;

fn main() {
    // Read when the script runs, not baked in when it is compiled: a target
    // folder copied to another checkout must watch that checkout's files.
    let manifest = std::env::var_os("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let dir = Path::new(&manifest).join("../../assets/i18n");
    println!("cargo:rerun-if-changed={}", dir.join("en").display());
    println!("cargo:rerun-if-changed={}", dir.join("ja").display());
    let mut names: Vec<String> = std::fs::read_dir(dir.join("en"))
        .expect("assets/i18n/en is readable")
        .filter_map(|entry| {
            let name = entry.ok()?.file_name().into_string().ok()?;
            name.strip_suffix(".ftl").map(str::to_string)
        })
        .collect();
    names.sort();
    for name in &names {
        // A clear error here rather than a missing include_str! later.
        assert!(
            dir.join("ja").join(format!("{name}.ftl")).is_file(),
            "assets/i18n/ja/{name}.ftl is missing: every area is in both languages"
        );
    }
    for entry in std::fs::read_dir(dir.join("ja")).expect("assets/i18n/ja is readable") {
        let name = entry.expect("a directory entry").file_name();
        let name = name.to_string_lossy();
        if let Some(area) = name.strip_suffix(".ftl") {
            assert!(
                names.iter().any(|n| n == area),
                "assets/i18n/en/{area}.ftl is missing: every area is in both languages"
            );
        }
    }
    let quoted: Vec<String> = names.iter().map(|n| format!("{n:?}")).collect();
    let out = Path::new(&std::env::var("OUT_DIR").expect("OUT_DIR is set")).join("areas.rs");
    std::fs::write(&out, format!("areas!({});\n", quoted.join(", "))).expect("OUT_DIR is writable");
}
