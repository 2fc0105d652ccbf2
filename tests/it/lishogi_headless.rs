//! The headless lishogi player against the fake site: whole games with the
//! bot, the save after every move, a player killed mid-game and started
//! again, a dropped stream, a refused move, a
//! 429, the token kept out of everything, and the refusals (a bad token, a
//! bot account, a seek too short) with exit status 2.

use crate::common::cli;
use crate::lishogi_fake::{BOT, CHALLENGE_ID, Fake, GAME_ID, SHY, TOKEN, game_id};
use shogi_tui::computer::ComputerSettings;
use shogi_tui::game::PlayerKind;
use shogi_tui::kifu::{Record, load_game, read_save};
use shogi_tui::lishogi::client::Limits;
use shogi_tui::lishogi::headless::{self, Options, Pairing};
use shogi_tui::lishogi::{ColorChoice, Seek, Token};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// Gote's answers: enough legal replies for a few moves, then it resigns.
const REPLIES: &[&str] = &["*", "*", "*", "*"];

fn scratch_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

struct Run {
    code: i32,
    out: String,
    err: String,
}

fn run_bin(fake: &Fake, token: &str, dir: &Path, extra: &[&str]) -> Run {
    let out = cli()
        .arg("lishogi")
        .args(["--server", &fake.url, "--player", "bot:1", "--save-dir"])
        .arg(dir)
        .args(extra)
        .env("SHOGI_TUI_LISHOGI_TOKEN", token)
        .output()
        .expect("run shogi-tui lishogi");
    Run {
        code: out.status.code().unwrap_or(-1),
        out: String::from_utf8_lossy(&out.stdout).into_owned(),
        err: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

fn seek_game(fake: &Fake, dir: &Path, extra: &[&str]) -> Run {
    let mut args = vec!["--seek", "10m+30s"];
    args.extend_from_slice(extra);
    run_bin(fake, TOKEN, dir, &args)
}

fn saves(dir: &Path) -> Vec<PathBuf> {
    let mut found: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|entries| {
            entries
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|x| x == "ron"))
                .collect()
        })
        .unwrap_or_default();
    found.sort();
    found
}

fn the_save(dir: &Path) -> (Record, String) {
    let found = saves(dir);
    assert_eq!(found.len(), 1, "{found:?}");
    let text = std::fs::read_to_string(&found[0]).expect("the save");
    (read_save(&found[0]).expect("a save the app reads"), text)
}

fn assert_no_token(run: &Run, dir: &Path) {
    assert!(!run.out.contains(TOKEN) && !run.err.contains(TOKEN));
    for save in saves(dir) {
        let text = std::fs::read_to_string(save).unwrap_or_default();
        assert!(!text.contains(TOKEN));
    }
}

fn check_finished_game(record: &Record, id: &str, fake: &Fake) {
    let url = format!("{}/{id}", fake.url);
    assert_eq!(record.info.site.as_deref(), Some(url.as_str()));
    assert!(
        record.info.event.as_deref().is_some_and(|e| e.contains(id)),
        "{:?}",
        record.info.event
    );
    assert!(record.info.black.name.starts_with("Me (1500"));
    assert!(record.info.white.name.starts_with("Kenji (1650"));
    assert!(!record.moves.is_empty());
    assert!(record.end.is_some(), "the end is saved");
    let loaded = load_game(record.clone());
    assert!(loaded.game.outcome().is_some());
    assert!(loaded.illegal.is_none(), "{:?}", loaded.illegal);
}

#[test]
fn lishogi_the_bot_seeks_and_plays_a_whole_game_saved_after_every_move() {
    let fake = Fake::start_seeking(REPLIES);
    let dir = scratch_dir("lishogi-headless-whole");
    // Before each of our moves after the first, the save holds the moves
    // so far.
    let seen = Arc::new(Mutex::new(Vec::new()));
    {
        let seen = Arc::clone(&seen);
        let dir = dir.clone();
        fake.world().on_move = Some(Box::new(move |played| {
            let moves = saves(&dir)
                .first()
                .and_then(|p| read_save(p).ok())
                .map(|r| r.moves.len());
            seen.lock().unwrap().push((played, moves));
        }));
    }
    let run = seek_game(&fake, &dir, &[]);
    assert_eq!(run.code, 0, "{}", run.err);
    let lines: Vec<&str> = run.out.lines().collect();
    assert_eq!(lines.len(), 1, "{}", run.out);
    assert!(lines[0].starts_with("game 1: "), "{}", lines[0]);
    assert!(lines[0].contains(&format!("{}/{GAME_ID}", fake.url)));
    assert!(lines[0].contains("sente wins: "), "{}", lines[0]);
    let (record, _) = the_save(&dir);
    check_finished_game(&record, GAME_ID, &fake);
    let world = fake.world();
    let game = world.game.as_ref().expect("paired");
    assert_eq!(record.moves.len(), game.moves().len());
    assert!(world.seek_paired);
    let form: Vec<(&str, &str)> = world
        .seek_form
        .iter()
        .map(|(k, v)| (k.as_str(), v.as_str()))
        .collect();
    for field in [
        ("time", "10"),
        ("byoyomi", "30"),
        ("periods", "1"),
        ("rated", "false"),
        ("variant", "standard"),
    ] {
        assert!(form.contains(&field), "{field:?} in {form:?}");
    }
    let seen = seen.lock().unwrap().clone();
    assert!(seen.len() >= 2, "{seen:?}");
    for (played, saved) in seen.iter().skip(1) {
        assert_eq!(Some(*played), *saved, "{seen:?}");
    }
    drop(world);
    assert_no_token(&run, &dir);
}

#[test]
fn lishogi_a_stream_dropped_mid_game_is_opened_again_and_the_game_goes_on() {
    let fake = Fake::start_seeking(REPLIES);
    fake.world().drop_after_states = Some(3);
    let dir = scratch_dir("lishogi-headless-dropped");
    let run = seek_game(&fake, &dir, &[]);
    assert_eq!(run.code, 0, "{}", run.err);
    assert!(fake.world().dropped);
    assert!(run.err.contains("connecting again"), "{}", run.err);
    let (record, _) = the_save(&dir);
    check_finished_game(&record, GAME_ID, &fake);
    assert_no_token(&run, &dir);
}

#[test]
fn lishogi_a_refused_move_is_said_and_the_game_read_again() {
    let fake = Fake::start_seeking(REPLIES);
    fake.world().refuse_moves = 1;
    let dir = scratch_dir("lishogi-headless-refused");
    let run = seek_game(&fake, &dir, &[]);
    assert_eq!(run.code, 0, "{}", run.err);
    assert!(run.err.contains("lishogi refused our move"), "{}", run.err);
    assert!(run.err.contains("reading the game again"), "{}", run.err);
    let (record, _) = the_save(&dir);
    check_finished_game(&record, GAME_ID, &fake);
}

#[test]
fn lishogi_a_429_on_a_move_is_waited_out_and_the_move_sent_again() {
    let fake = Fake::start_seeking(REPLIES);
    fake.world().limit_moves = 1;
    let dir = scratch_dir("lishogi-headless-429");
    let run = seek_game(&fake, &dir, &[]);
    assert_eq!(run.code, 0, "{}", run.err);
    assert!(run.err.contains("asks to wait 1 s"), "{}", run.err);
    let (record, _) = the_save(&dir);
    check_finished_game(&record, GAME_ID, &fake);
}

#[test]
fn lishogi_a_move_meeting_the_sites_trouble_is_sent_again() {
    let fake = Fake::start_seeking(REPLIES);
    fake.world().broken_moves = 1;
    let dir = scratch_dir("lishogi-headless-503");
    let run = seek_game(&fake, &dir, &[]);
    assert_eq!(run.code, 0, "{}", run.err);
    assert!(run.err.contains("trouble of its own"), "{}", run.err);
    let (record, _) = the_save(&dir);
    check_finished_game(&record, GAME_ID, &fake);
}

#[test]
fn lishogi_two_games_one_after_another() {
    let fake = Fake::start_seeking(REPLIES);
    let dir = scratch_dir("lishogi-headless-two");
    let run = seek_game(&fake, &dir, &["--games", "2"]);
    assert_eq!(run.code, 0, "{}", run.err);
    let lines: Vec<&str> = run.out.lines().collect();
    assert_eq!(lines.len(), 2, "{}", run.out);
    assert!(lines[0].starts_with("game 1: ") && lines[0].contains(GAME_ID));
    let second = game_id(2);
    assert!(lines[1].starts_with("game 2: ") && lines[1].contains(&second));
    let found = saves(&dir);
    assert_eq!(found.len(), 2, "{found:?}");
    let mut ids: Vec<String> = found
        .iter()
        .map(|p| read_save(p).unwrap().info.site.unwrap_or_default())
        .collect();
    ids.sort();
    let mut want = vec![
        format!("{}/{GAME_ID}", fake.url),
        format!("{}/{second}", fake.url),
    ];
    want.sort();
    assert_eq!(ids, want);
    assert_no_token(&run, &dir);
}

#[test]
fn lishogi_a_bad_token_a_bot_account_and_a_short_seek_are_refused_with_status_2() {
    let fake = Fake::start_seeking(REPLIES);
    let dir = scratch_dir("lishogi-headless-refusals");
    let bad = run_bin(&fake, "lip_notAToken99", &dir, &["--seek", "10m+30s"]);
    assert_eq!(bad.code, 2, "{}", bad.err);
    assert!(bad.err.contains("does not know this token"), "{}", bad.err);
    assert!(!bad.err.contains("lip_notAToken99"));
    let bot = run_bin(&fake, BOT, &dir, &["--seek", "10m+30s"]);
    assert_eq!(bot.code, 2, "{}", bot.err);
    assert!(bot.err.contains("bot account"), "{}", bot.err);
    assert!(!bot.err.contains(BOT));
    let asked = fake.world().requests.len();
    for (clock, rated) in [("3m+0s", false), ("10m+0s", true)] {
        let mut args = vec!["--seek", clock];
        if rated {
            args.push("--rated");
        }
        let short = run_bin(&fake, TOKEN, &dir, &args);
        assert_eq!(short.code, 2, "{}", short.err);
        assert!(short.err.contains("only longer games"), "{}", short.err);
    }
    assert_eq!(fake.world().requests.len(), asked, "nothing was sent");
    let minutes = run_bin(&fake, TOKEN, &dir, &["--seek", "90s+30s"]);
    assert_eq!(minutes.code, 2);
    assert!(minutes.err.contains("whole minutes"), "{}", minutes.err);
    let nothing = run_bin(&fake, TOKEN, &dir, &[]);
    assert_eq!(nothing.code, 2);
    assert!(nothing.err.contains("--seek CLOCK"), "{}", nothing.err);
    assert!(saves(&dir).is_empty());
}

#[test]
fn lishogi_the_token_is_never_an_argument_and_an_open_file_is_refused() {
    let (code, _, err) = {
        let out = cli()
            .args([
                "lishogi",
                "--token",
                "lip_secretArg42",
                "--player",
                "bot:1",
                "--seek",
                "10m+30s",
            ])
            .output()
            .expect("run");
        (
            out.status.code().unwrap_or(-1),
            String::from_utf8_lossy(&out.stdout).into_owned(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    };
    assert_eq!(code, 2, "{err}");
    assert!(!err.contains("lip_secretArg42"), "{err}");
    let dir = scratch_dir("lishogi-headless-token-file");
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("token");
    std::fs::write(&file, format!("{TOKEN}\n")).unwrap();
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o644)).unwrap();
        let out = cli()
            .arg("lishogi")
            .arg("--token-file")
            .arg(&file)
            .args(["--player", "bot:1", "--seek", "10m+30s"])
            .env_remove("SHOGI_TUI_LISHOGI_TOKEN")
            .output()
            .expect("run");
        assert_eq!(out.status.code(), Some(2));
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains("can be read by other users"), "{err}");
        assert!(!err.contains(TOKEN));
        // Readable by its owner alone, it plays.
        std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o600)).unwrap();
        let fake = Fake::start_seeking(REPLIES);
        let saves_dir = dir.join("saves");
        let out = cli()
            .arg("lishogi")
            .args(["--server", &fake.url, "--token-file"])
            .arg(&file)
            .args(["--player", "bot:1", "--seek", "10m+30s", "--save-dir"])
            .arg(&saves_dir)
            .env_remove("SHOGI_TUI_LISHOGI_TOKEN")
            .output()
            .expect("run");
        let run = Run {
            code: out.status.code().unwrap_or(-1),
            out: String::from_utf8_lossy(&out.stdout).into_owned(),
            err: String::from_utf8_lossy(&out.stderr).into_owned(),
        };
        assert_eq!(run.code, 0, "{}", run.err);
        assert_no_token(&run, &saves_dir);
        assert!(
            fake.world()
                .requests
                .iter()
                .all(|r| r.ends_with(&format!("Bearer {TOKEN}")))
        );
    }
    let missing = cli()
        .args(["lishogi", "--player", "bot:1", "--seek", "10m+30s"])
        .env_remove("SHOGI_TUI_LISHOGI_TOKEN")
        .output()
        .expect("run");
    assert_eq!(missing.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&missing.stderr).contains("--token-file"));
}

#[test]
fn lishogi_the_player_in_process_reports_and_saves_the_game() {
    let fake = Fake::start_seeking(REPLIES);
    let dir = scratch_dir("lishogi-headless-in-process");
    let options = Options {
        server: fake.url.clone(),
        token: Token::new(TOKEN).unwrap(),
        player: PlayerKind::Bot { level: 1 },
        pairing: Pairing::Seek(Seek {
            minutes: 10,
            increment_secs: 0,
            byoyomi_secs: 30,
            periods: 1,
            rated: false,
            color: ColorChoice::Random,
            rating_range: None,
            handicap: None,
        }),
        games: 1,
        save_dir: dir.clone(),
        database: None,
        limits: Limits {
            silence: Duration::from_secs(5),
            ..Limits::default()
        },
        margin: Duration::from_millis(500),
        settings: ComputerSettings::default(),
        notice: |_| {},
    };
    let mut out = Vec::new();
    let reports = headless::run(&options, &mut out).expect("played");
    assert_eq!(reports.len(), 1);
    let report = &reports[0];
    assert_eq!(report.url, format!("{}/{GAME_ID}", fake.url));
    assert!(report.end.as_ref().is_some_and(|e| e.winner.is_some()));
    assert_eq!(report.saved, saves(&dir)[0]);
    let (record, text) = the_save(&dir);
    check_finished_game(&record, GAME_ID, &fake);
    assert!(!text.contains(TOKEN));
    assert!(!format!("{options:?}").contains(TOKEN));
}

#[test]
fn lishogi_the_ai_a_challenge_and_an_accepted_challenge_are_played() {
    let fake = Fake::start_seeking(REPLIES);
    let dir = scratch_dir("lishogi-headless-ai");
    let ai = run_bin(&fake, TOKEN, &dir, &["--ai", "3", "--clock", "10m+30s"]);
    assert_eq!(ai.code, 0, "{}", ai.err);
    assert!(ai.out.contains(GAME_ID), "{}", ai.out);

    let fake = Fake::start_seeking(REPLIES);
    let dir = scratch_dir("lishogi-headless-challenge");
    let challenge = run_bin(&fake, TOKEN, &dir, &["--challenge", "kenji"]);
    assert_eq!(challenge.code, 0, "{}", challenge.err);
    assert!(challenge.out.contains(CHALLENGE_ID), "{}", challenge.out);
    assert!(
        challenge.err.contains("challenge sent to kenji"),
        "{}",
        challenge.err
    );
    let (record, _) = the_save(&dir);
    check_finished_game(&record, CHALLENGE_ID, &fake);

    let fake = Fake::start_seeking(REPLIES);
    let dir = scratch_dir("lishogi-headless-declined");
    let declined = run_bin(&fake, TOKEN, &dir, &["--challenge", SHY]);
    assert_eq!(declined.code, 1, "{}", declined.err);
    assert!(
        declined.err.contains("declined the challenge"),
        "{}",
        declined.err
    );
    assert!(saves(&dir).is_empty());

    let fake = Fake::start_seeking(REPLIES);
    fake.world().offer_challenge = true;
    let dir = scratch_dir("lishogi-headless-accept");
    let accept = run_bin(&fake, TOKEN, &dir, &["--accept"]);
    assert_eq!(accept.code, 0, "{}", accept.err);
    assert!(
        accept.err.contains("accepted the challenge of Kenji"),
        "{}",
        accept.err
    );
    assert!(accept.out.contains(CHALLENGE_ID), "{}", accept.out);
    assert_no_token(&accept, &dir);
}

#[test]
fn lishogi_a_computer_may_not_play_people_on_the_public_site() {
    let dir = scratch_dir("lishogi-headless-fair-play");
    for server in [
        None,
        Some("https://lishogi.org"),
        Some("https://www.lishogi.org/"),
    ] {
        for how in [
            &["--seek", "10m+30s"][..],
            &["--challenge", "someone"][..],
            &["--accept"][..],
        ] {
            let mut cmd = cli();
            cmd.arg("lishogi")
                .args(["--player", "bot:1", "--save-dir"])
                .arg(&dir);
            if let Some(server) = server {
                cmd.args(["--server", server]);
            }
            let out = cmd
                .args(how)
                .env("SHOGI_TUI_LISHOGI_TOKEN", TOKEN)
                .output()
                .expect("run shogi-tui lishogi");
            let err = String::from_utf8_lossy(&out.stderr);
            assert_eq!(out.status.code(), Some(2), "{server:?} {how:?}: {err}");
            // Refused before the site is asked: this machine has no network,
            // so any other message would come from trying.
            assert!(
                err.contains("no computer to play people"),
                "{server:?} {how:?}: {err}"
            );
            assert!(err.contains("lishogi's own AI"), "{err}");
        }
    }
    // The same computer may seek people on a server of one's own.
    let fake = Fake::start_seeking(REPLIES);
    let own = seek_game(&fake, &dir, &[]);
    assert_eq!(own.code, 0, "{}", own.err);
}

#[test]
fn lishogi_a_token_file_that_is_a_folder_or_a_device_is_refused_with_why() {
    let dir = scratch_dir("lishogi-headless-token-kinds");
    std::fs::create_dir_all(&dir).expect("scratch folder");
    for (file, why) in [
        (dir.as_path(), "it is a folder"),
        (Path::new("/dev/zero"), "not a regular file"),
    ] {
        let out = cli()
            .arg("lishogi")
            .args([
                "--server",
                "http://127.0.0.1:9",
                "--player",
                "bot:1",
                "--ai",
                "2",
            ])
            .arg("--token-file")
            .arg(file)
            .env_remove("SHOGI_TUI_LISHOGI_TOKEN")
            .output()
            .expect("run shogi-tui lishogi");
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{err}");
        assert!(err.contains("the token file") && err.contains(why), "{err}");
    }
}

/// Killed mid-game (TERM, or KILL, which no handler sees), the player
/// leaves a save that loads, holding every move the site had; started
/// again on the same folder it plays the next game beside it and leaves
/// the first save as it was.
#[test]
fn lishogi_a_player_killed_mid_game_leaves_a_whole_save_and_starts_again() {
    use std::os::unix::process::ExitStatusExt;
    use std::process::Stdio;
    const LONG: &[&str] = &["*"; 12];
    for signal in [libc::SIGTERM, libc::SIGKILL] {
        let fake = Fake::start_seeking(LONG);
        let dir = scratch_dir(&format!("lishogi-headless-killed-{signal}"));
        let pid = Arc::new(Mutex::new(None::<u32>));
        let killed_at = Arc::new(Mutex::new(None::<usize>));
        {
            let (pid, killed_at) = (Arc::clone(&pid), Arc::clone(&killed_at));
            // Our fourth move reaches the site: the player is killed
            // while it waits for the answer.
            fake.world().on_move = Some(Box::new(move |played| {
                let mut at = killed_at.lock().unwrap();
                if played >= 6
                    && at.is_none()
                    && let Some(p) = *pid.lock().unwrap()
                {
                    assert_eq!(unsafe { libc::kill(p as libc::pid_t, signal) }, 0);
                    *at = Some(played);
                }
            }));
        }
        let mut child = cli()
            .arg("lishogi")
            .args([
                "--server", &fake.url, "--player", "bot:1", "--seek", "10m+30s",
            ])
            .arg("--save-dir")
            .arg(&dir)
            .env("SHOGI_TUI_LISHOGI_TOKEN", TOKEN)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("start shogi-tui lishogi");
        *pid.lock().unwrap() = Some(child.id());
        let status = child.wait().expect("the player ends");
        assert_eq!(status.signal(), Some(signal), "{status:?}");
        let played = killed_at.lock().unwrap().expect("killed mid-game");
        let (record, text) = the_save(&dir);
        assert_eq!(
            record.moves.len(),
            played,
            "the save holds every move the site had"
        );
        assert!(
            record.end.is_none(),
            "an unfinished game is not given an end"
        );
        assert!(load_game(record).illegal.is_none());

        *pid.lock().unwrap() = None;
        let again = seek_game(&fake, &dir, &[]);
        assert_eq!(again.code, 0, "{}", again.err);
        let found = saves(&dir);
        assert_eq!(found.len(), 2, "{found:?}");
        let kept = found
            .iter()
            .filter(|p| std::fs::read_to_string(p).is_ok_and(|t| t == text))
            .count();
        assert_eq!(kept, 1, "the first save is left as it was");
        let _ = std::fs::remove_dir_all(&dir);
    }
}

/// `run_bin` with a bound on its time: a player still running after
/// `limit` is killed and the test fails, rather than hang with it.
fn run_bin_within(fake: &Fake, dir: &Path, args: &[&str], limit: Duration) -> Run {
    run_player_within(fake, "bot:1", dir, args, limit)
}

fn run_player_within(fake: &Fake, player: &str, dir: &Path, args: &[&str], limit: Duration) -> Run {
    use std::process::Stdio;
    let mut child = cli()
        .arg("lishogi")
        .args(["--server", &fake.url, "--player", player, "--save-dir"])
        .arg(dir)
        .args(args)
        .env("SHOGI_TUI_LISHOGI_TOKEN", TOKEN)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start shogi-tui lishogi");
    let until = std::time::Instant::now() + limit;
    while child.try_wait().expect("try_wait").is_none() {
        if std::time::Instant::now() >= until {
            let _ = child.kill();
            let out = child.wait_with_output().expect("the killed player");
            panic!(
                "still running after {limit:?}: {}",
                String::from_utf8_lossy(&out.stderr)
            );
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    let out = child.wait_with_output().expect("the player's output");
    Run {
        code: out.status.code().unwrap_or(-1),
        out: String::from_utf8_lossy(&out.stdout).into_owned(),
        err: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

const SEEK: &[&str] = &["--seek", "10m+30s"];

#[test]
fn lishogi_a_429_on_opening_the_game_stream_is_waited_out_and_the_game_played() {
    let fake = Fake::start_seeking(REPLIES);
    fake.world().limit_game_streams = 1;
    let dir = scratch_dir("lishogi-headless-stream-429");
    let run = run_bin_within(&fake, &dir, SEEK, Duration::from_secs(60));
    assert_eq!(run.code, 0, "{}", run.err);
    assert!(run.err.contains("asks to wait 1 s"), "{}", run.err);
    assert_eq!(fake.world().limit_game_streams, 0, "the 429 was met");
    assert!(run.out.starts_with("game 1: "), "{}", run.out);
    let (record, _) = the_save(&dir);
    check_finished_game(&record, GAME_ID, &fake);
}

#[test]
fn lishogi_a_seek_answered_429_every_time_is_said_and_given_up_after_a_bound() {
    let fake = Fake::start_seeking(REPLIES);
    fake.world().limit_seeks = true;
    let dir = scratch_dir("lishogi-headless-seek-429");
    let run = run_bin_within(&fake, &dir, SEEK, Duration::from_secs(60));
    assert_eq!(run.code, 1, "{}", run.err);
    let limited = fake.world().seeks_limited;
    assert!((2..=10).contains(&limited), "{limited} seeks");
    // Each wait is said, and the end says why.
    assert!(
        run.err.matches("asks to wait 1 s").count() >= limited - 1,
        "{}",
        run.err
    );
    assert!(run.err.contains("giving up the seek"), "{}", run.err);
    assert!(saves(&dir).is_empty());
}

#[test]
fn lishogi_a_status_this_program_does_not_know_is_said_and_the_game_left() {
    let fake = Fake::start_seeking(REPLIES);
    fake.world().odd_status = Some("sealedNewThing");
    let dir = scratch_dir("lishogi-headless-odd-status");
    let run = run_bin_within(&fake, &dir, SEEK, Duration::from_secs(60));
    assert_eq!(run.code, 1, "{}", run.err);
    assert!(run.err.contains("sealedNewThing"), "{}", run.err);
    assert!(run.err.contains("does not know"), "{}", run.err);
    assert!(
        run.out.is_empty(),
        "no game line for a game left: {}",
        run.out
    );
    // The save says the game was left, and why.
    let (record, _) = the_save(&dir);
    assert_eq!(record.moves.len(), 1);
    assert!(
        record.end.is_some(),
        "the save ends the game as interrupted"
    );
    assert!(
        record.remarks.iter().any(|r| r.contains("sealedNewThing")),
        "{:?}",
        record.remarks
    );
}

/// A clock the site gives out of range is taken at its bound: the engine
/// in our seat (a stand-in that logs what it is told) is never told to
/// think for 10^18 ms, nor that a side has less than nothing, and the
/// game goes on to its end.
#[cfg(unix)]
#[test]
fn lishogi_clock_values_out_of_range_are_clamped_and_the_game_goes_on() {
    const HUGE: i64 = 1_000_000_000_000_000_000;
    for (btime, wtime) in [(HUGE, -5), (-5, HUGE)] {
        // Gote resigns after our first move.
        let fake = Fake::start_seeking(&[]);
        fake.world().odd_clock = Some((btime, wtime));
        let dir = scratch_dir(&format!("lishogi-headless-odd-clock-{}", btime < 0));
        std::fs::create_dir_all(&dir).expect("scratch folder");
        let log = dir.join("told");
        let script = dir.join("engine.sh");
        std::fs::write(
            &script,
            format!(
                "#!/bin/sh\ntee -a \"$1\" | sh '{}/tests/fake_usi_engine.sh' plays 7g7f\n",
                env!("CARGO_MANIFEST_DIR")
            ),
        )
        .expect("the engine's script");
        let player = format!("usi:sh '{}' '{}'", script.display(), log.display());
        let saves_dir = dir.join("saves");
        let run = run_player_within(&fake, &player, &saves_dir, SEEK, Duration::from_secs(60));
        assert_eq!(run.code, 0, "{}", run.err);
        let told = std::fs::read_to_string(&log).expect("the engine's log");
        let go = told
            .lines()
            .find(|l| l.starts_with("go "))
            .unwrap_or_else(|| panic!("no go: {told}"));
        let word = |name: &str| -> i64 {
            let mut words = go.split_whitespace();
            words.find(|w| *w == name);
            words.next().and_then(|v| v.parse().ok()).expect(name)
        };
        // The fake's clock: 10 minutes and 30 s a period, no increment.
        for side in ["btime", "wtime"] {
            assert!((0..=630_000).contains(&word(side)), "{go}");
        }
        let (record, _) = the_save(&saves_dir);
        check_finished_game(&record, GAME_ID, &fake);
    }
}

#[test]
fn lishogi_a_game_full_of_another_game_is_refused_not_recorded_as_ours() {
    let fake = Fake::start_seeking(REPLIES);
    fake.world().full_id = Some("ZzOther1");
    let dir = scratch_dir("lishogi-headless-foreign-full");
    let run = run_bin_within(&fake, &dir, SEEK, Duration::from_secs(60));
    assert_eq!(run.code, 1, "{}", run.err);
    assert!(run.err.contains("ZzOther1"), "{}", run.err);
    assert!(run.out.is_empty(), "{}", run.out);
    for save in saves(&dir) {
        let text = std::fs::read_to_string(save).unwrap_or_default();
        assert!(!text.contains("ZzOther1"), "recorded: {text}");
    }
    // Nothing was played in a game that is not ours.
    assert!(
        fake.world()
            .game
            .as_ref()
            .is_some_and(|g| g.moves().is_empty())
    );
}

/// A player whose game's stream floods it with keep-alives for a few
/// seconds keeps its peak memory (`VmHWM`, read while it runs) small, and
/// plays the game on.
#[cfg(target_os = "linux")]
#[test]
fn lishogi_a_keep_alive_flood_does_not_grow_the_player() {
    use std::process::Stdio;
    let fake = Fake::start_seeking(REPLIES);
    fake.world().keep_alive_flood = Some(Duration::from_secs(6));
    let dir = scratch_dir("lishogi-headless-flood");
    let mut child = cli()
        .arg("lishogi")
        .args(["--server", &fake.url, "--player", "bot:1", "--save-dir"])
        .arg(&dir)
        .args(SEEK)
        .env("SHOGI_TUI_LISHOGI_TOKEN", TOKEN)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("start shogi-tui lishogi");
    let status_file = format!("/proc/{}/status", child.id());
    let mut peak_kib = 0u64;
    let until = std::time::Instant::now() + Duration::from_secs(60);
    let status = loop {
        if let Some(status) = child.try_wait().expect("try_wait") {
            break status;
        }
        if std::time::Instant::now() >= until {
            let _ = child.kill();
            let _ = child.wait();
            panic!("still running after a minute; peak {peak_kib} KiB");
        }
        let text = std::fs::read_to_string(&status_file).unwrap_or_default();
        if let Some(kib) = text
            .lines()
            .find_map(|l| l.strip_prefix("VmHWM:"))
            .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<u64>().ok())
        {
            peak_kib = peak_kib.max(kib);
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    assert!(status.success(), "{status:?}");
    let (record, _) = the_save(&dir);
    check_finished_game(&record, GAME_ID, &fake);
    assert!(peak_kib > 0, "the peak was read");
    // Measured here: 162 MB when every keep-alive was queued, 18 MB once
    // they are dropped and the queue bounded.
    assert!(peak_kib < 64 * 1024, "peak {peak_kib} KiB");
}

/// A USI engine in our seat that writes its environment to the file its
/// argument names, then plays as the fake engine does.
#[cfg(unix)]
#[test]
fn lishogi_the_token_is_not_in_the_environment_of_an_engine() {
    let fake = Fake::start_seeking(&[]);
    let dir = scratch_dir("lishogi-headless-engine-env");
    std::fs::create_dir_all(&dir).expect("scratch folder");
    let dump = dir.join("engine-env");
    let script = dir.join("engine.sh");
    std::fs::write(
        &script,
        format!(
            "#!/bin/sh\nenv > \"$1\"\nexec sh '{}/tests/fake_usi_engine.sh' plays 7g7f\n",
            env!("CARGO_MANIFEST_DIR")
        ),
    )
    .expect("the engine's script");
    let player = format!("usi:sh '{}' '{}'", script.display(), dump.display());
    let out = cli()
        .arg("lishogi")
        .args(["--server", &fake.url, "--player", &player, "--save-dir"])
        .arg(dir.join("saves"))
        .args(SEEK)
        .env("SHOGI_TUI_LISHOGI_TOKEN", TOKEN)
        .env("SHOGI_TUI_SOMETHING_ELSE", "kept")
        .output()
        .expect("run shogi-tui lishogi");
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{err}");
    let env = std::fs::read_to_string(&dump).expect("the engine wrote its environment");
    assert!(env.contains("SHOGI_TUI_SOMETHING_ELSE=kept"), "{env}");
    assert!(!env.contains(TOKEN), "{env}");
    assert!(!env.contains("SHOGI_TUI_LISHOGI_TOKEN"), "{env}");
    // The token still played: every request carried it.
    assert!(
        fake.world()
            .requests
            .iter()
            .all(|r| r.ends_with(&format!("Bearer {TOKEN}")))
    );
}
