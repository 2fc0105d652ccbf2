//! The `perft` subcommand as a user runs it.

fn run(args: &[&str]) -> (i32, String, String) {
    crate::common::run_cli(args)
}

#[test]
fn prints_the_total_alone() {
    let (code, out, _) = run(&["perft", "3"]);
    assert_eq!(code, 0);
    assert_eq!(out, "25470\n");
}

#[test]
fn divide_lists_root_moves_then_total() {
    let (code, out, _) = run(&[
        "perft",
        "2",
        "--divide",
        "--sfen",
        "7lk/9/8S/9/9/9/9/7L1/8K b P 1",
    ]);
    assert_eq!(code, 0);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.last(), Some(&"639"));
    assert_eq!(lines.len(), 86);
    let mut sum = 0u64;
    for l in &lines[..85] {
        let (mv, n) = l.split_once(' ').expect("'<move> <count>'");
        assert!(mv.len() >= 4, "{l}");
        sum += n.parse::<u64>().expect("count");
    }
    assert_eq!(sum, 639);
}

#[test]
fn bad_sfen_is_explained_with_status_2() {
    let (code, out, err) = run(&["perft", "1", "--sfen", "9/9/9/9/8/9/9/9/9 b - 1"]);
    assert_eq!(code, 2);
    assert!(out.is_empty());
    assert!(err.contains("rank e covers 8 squares"), "{err}");
}

#[test]
fn bad_depth_is_refused_with_status_2() {
    for depth in ["0", "x", "-1", "99"] {
        let (code, _, err) = run(&["perft", depth]);
        assert_eq!(code, 2, "{depth}");
        assert!(!err.is_empty());
    }
}
