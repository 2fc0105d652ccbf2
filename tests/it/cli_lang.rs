//! `--lang` and the locale: the command line's messages, `--help` and
//! errors (here a bad SFEN given to `inspect`) in English or Japanese.

use crate::common::cli_in_locale;
use std::process::Output;

/// Runs the binary with `LANG` set to `lang` (and the locale variables
/// that would win over it removed).
fn run(lang: &str, args: &[&str]) -> Output {
    cli_in_locale(lang)
        .args(args)
        .output()
        .expect("run shogi-tui")
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// Whether `text` holds kana (hiragana or katakana): Japanese sentences do.
fn has_kana(text: &str) -> bool {
    text.chars().any(|c| ('\u{3041}'..='\u{30ff}').contains(&c))
}

const BAD_SFEN: &[&str] = &["inspect", "--sfen", "9/9/9 b - 1"];

#[test]
fn a_bad_sfen_is_explained_in_japanese_under_a_japanese_locale() {
    let out = run("ja_JP.UTF-8", BAD_SFEN);
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert!(err.starts_with("shogi-tui inspect: "), "{err}");
    assert!(err.contains("SFEN が正しくありません"), "{err}");
    assert!(err.contains("盤面の段が3段あります"), "{err}");
    assert!(!err.contains("bad SFEN"), "{err}");
}

#[test]
fn a_bad_sfen_is_explained_in_english_under_the_c_locale() {
    let out = run("C", BAD_SFEN);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        stderr(&out),
        "shogi-tui inspect: bad SFEN: the board has 3 ranks; expected 9 separated by '/'\n"
    );
}

#[test]
fn lang_wins_over_the_locale_before_or_after_the_subcommand() {
    let english = run("ja_JP.UTF-8", &["--lang", "en", "inspect", "--sfen", "x"]);
    assert!(
        stderr(&english).contains("bad SFEN: SFEN has 1 fields"),
        "{}",
        stderr(&english)
    );
    let japanese = run("C", &["inspect", "--sfen", "x", "--lang=ja"]);
    assert!(
        stderr(&japanese).contains("SFEN の欄が1個あります"),
        "{}",
        stderr(&japanese)
    );
    assert_eq!(japanese.status.code(), Some(2));
    // LC_ALL, then LC_MESSAGES, before LANG.
    let all = cli_in_locale("C")
        .args(BAD_SFEN)
        .env("LC_ALL", "ja_JP.UTF-8")
        .output()
        .unwrap();
    assert!(has_kana(&stderr(&all)), "{}", stderr(&all));
}

#[test]
fn help_is_in_the_language_asked_for() {
    let ja = run("ja_JP.UTF-8", &["--help"]);
    assert_eq!(ja.status.code(), Some(0));
    let text = stdout(&ja);
    for word in [
        "使い方:",
        "コマンド:",
        "オプション:",
        "--lang <LANG>",
        "詰将棋",
    ] {
        assert!(text.contains(word), "{word}: {text}");
    }
    assert!(!text.contains("Usage:"), "{text}");
    let en = run("C", &["--help"]);
    let text = stdout(&en);
    for word in [
        "Usage: shogi-tui [OPTIONS] [COMMAND]",
        "Commands:",
        "Options:",
        "--lang <LANG>",
    ] {
        assert!(text.contains(word), "{word}: {text}");
    }
    assert!(!has_kana(&text.replace("詰将棋", "")), "{text}");
    // A subcommand's help, with --lang after it.
    let inspect = run("C", &["inspect", "--help", "--lang", "ja"]);
    let text = stdout(&inspect);
    assert!(text.contains("使い方: shogi-tui inspect"), "{text}");
    assert!(text.contains("引数:"), "{text}");
    let inspect = run("ja_JP.UTF-8", &["--lang=en", "inspect", "-h"]);
    assert!(
        stdout(&inspect).contains("Usage: shogi-tui inspect"),
        "{}",
        stdout(&inspect)
    );
}

#[test]
fn clap_s_errors_follow_the_language() {
    let ja = run("ja_JP.UTF-8", &["inspect", "--sfn", "x"]);
    assert_eq!(ja.status.code(), Some(2));
    assert!(
        stderr(&ja).starts_with("エラー: 知らない引数 '--sfn'"),
        "{}",
        stderr(&ja)
    );
    let en = run("C", &["inspect", "--sfn", "x"]);
    assert_eq!(en.status.code(), Some(2));
    assert!(
        stderr(&en).starts_with("error: unexpected argument '--sfn' found"),
        "{}",
        stderr(&en)
    );
}

#[test]
fn a_bad_lang_is_refused_in_the_locale_s_language() {
    let en = run("C", &["--lang", "fr", "inspect"]);
    assert_eq!(en.status.code(), Some(2));
    assert!(
        stderr(&en).contains("give en (English) or ja (Japanese), not 'fr'"),
        "{}",
        stderr(&en)
    );
    let ja = run("ja_JP.UTF-8", &["inspect", "--lang", "fr"]);
    assert_eq!(ja.status.code(), Some(2));
    assert!(
        stderr(&ja).contains("ja（日本語）を指定してください"),
        "{}",
        stderr(&ja)
    );
}

#[test]
fn machine_output_is_the_same_in_both_languages() {
    let args = ["inspect", "--moves", "7g7f 3c3d", "--json"];
    let en = run("C", &args);
    let ja = run("ja_JP.UTF-8", &args);
    assert_eq!(en.status.code(), Some(0));
    assert_eq!(stdout(&en), stdout(&ja));
    let perft = ["perft", "2", "--divide"];
    assert_eq!(
        stdout(&run("C", &perft)),
        stdout(&run("ja_JP.UTF-8", &perft))
    );
}
