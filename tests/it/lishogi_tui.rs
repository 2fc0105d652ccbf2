//! Playing on lishogi in the TUI, without a terminal: the form (its
//! snapshots, in English and Japanese), and the game page showing the
//! site's pane (players with ratings, both clocks with the periods left,
//! the chat), read by eye when made as `snapshots.rs`'s.

use crate::tui_support::*;
use ratatui::layout::Rect;
use shogi_tui::game::{Game, Player, Players, TimeControl, TimeControls};
use shogi_tui::i18n::{Lang, in_lang};
use shogi_tui::shogi::{Color, Move};
use shogi_tui::tui::app::App;
use shogi_tui::tui::pages::game::GameScreen;
use shogi_tui::tui::pages::game::GameSession;
use shogi_tui::tui::pages::game::online_phase::OnlinePhase;
use shogi_tui::tui::pages::game::site::SiteView;
use shogi_tui::tui::pages::lishogi_form::Field;
use shogi_tui::tui::pages::lishogi_form::LishogiForm;
use shogi_tui::tui::pages::menu::RowKind;
use std::time::Duration;

fn snap(name: &str, app: &App, sizes: &[(u16, u16)]) {
    for &(w, h) in sizes {
        let text = screen(app, w, h).join("\n");
        insta::assert_snapshot!(format!("{name}_{w}x{h}"), text);
    }
}

const SIZES: &[(u16, u16)] = &[(80, 24), (120, 40)];

/// The form from the menu's row, a token typed (drawn as dots).
fn form_app(dir: &std::path::Path) -> App {
    let mut a = menu_app(dir);
    menu_pick(&mut a, RowKind::Lishogi);
    let Some(form) = a.top_mut::<LishogiForm>() else {
        panic!("not the lishogi form");
    };
    assert_eq!(form.focus, Field::Token);
    keys(&mut a, "lip_s3cr3t");
    a
}

#[test]
fn the_lishogi_form() {
    let dir = scratch_dir("snap-lishogi-form");
    in_lang(Lang::En, || {
        let mut a = form_app(&dir);
        let text = screen(&a, 80, 24).join("\n");
        assert!(!text.contains("s3cr3t"), "{text}");
        snap("lishogi_form", &a, SIZES);
        // Minutes down to 1 with 5 s byoyomi: said before seeking.
        let Some(form) = a.top_mut::<LishogiForm>() else {
            panic!("not the lishogi form");
        };
        form.focus = Field::Minutes;
        form.minutes = "1".into();
        form.byoyomi = "5".into();
        form.focus = Field::Start;
        keys(&mut a, "\n");
        let text = screen(&a, 80, 24).join("\n");
        assert!(text.contains("too fast for the Board API"), "{text}");
        snap("lishogi_form_too_fast", &a, SIZES);
    });
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_lishogi_form_in_japanese() {
    let dir = scratch_dir("snap-lishogi-form-ja");
    in_lang(Lang::Ja, || {
        let a = form_app(&dir);
        let text = screen(&a, 80, 24).join("\n");
        assert!(text.contains("lishogiで対局"), "{text}");
        snap("lishogi_form_ja", &a, &[(80, 24)]);
    });
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A game on lishogi as its session shows it: we are sente, three moves
/// played, gote in byoyomi, a few chat lines.
fn site_game(us: &str, them: &str) -> App {
    let players = Players::new(Player::human(us), Player::human(them));
    let mut page = GameScreen::waiting_online("https://lishogi.org".into(), Player::human(us));
    let clock = TimeControls::even(
        TimeControl::new(
            Duration::from_secs(600),
            Duration::from_secs(30),
            Duration::ZERO,
        )
        .unwrap(),
    );
    page.offered_online(
        Game::even().with_players(players.clone()),
        Some(clock),
        Color::Black,
        true,
    );
    page.online_phase(OnlinePhase::Playing);
    let mut game = Game::even().with_players(players);
    for usi in ["7g7f", "3c3d", "2g2f"] {
        game.play(Move::from_usi(usi).unwrap()).unwrap();
    }
    page.follow_server(game);
    page.show_site(SiteView {
        url: Some("https://lishogi.org/AbCdEfGh".into()),
        players: Some([format!("{us} (1500)"), format!("{them} (1650)")]),
        clocks: Some(["9:41".into(), "0:27 ×2".into()]),
        chat: vec![
            format!("{them}: よろしく"),
            format!("{us}: よろしくお願いします"),
        ],
        abortable: false,
    });
    App::with_game(prefs("kanji", true), page, Rect::new(0, 0, W, H))
}

#[test]
fn a_lishogi_game_with_its_pane() {
    in_lang(Lang::En, || {
        let a = site_game("Me", "Kenji");
        let text = screen(&a, 120, 40).join("\n");
        assert!(text.contains("0:27 ×2"), "{text}");
        assert!(text.contains("Kenji: よろしく"), "{text}");
        snap("lishogi_game", &a, SIZES);
    });
}

#[test]
fn a_lishogi_game_in_japanese() {
    in_lang(Lang::Ja, || {
        let a = site_game("太郎", "花子");
        snap("lishogi_game_ja", &a, &[(80, 24)]);
    });
}

#[test]
fn a_premove_is_played_when_the_site_s_answer_comes() {
    in_lang(Lang::En, || {
        let players = Players::new(Player::human("Me"), Player::human("Kenji"));
        let mut page =
            GameScreen::waiting_online("https://lishogi.org".into(), Player::human("Me"));
        page.offered_online(
            Game::even().with_players(players.clone()),
            None,
            Color::Black,
            true,
        );
        page.online_phase(OnlinePhase::Playing);
        let mut game = Game::even().with_players(players);
        game.play(Move::from_usi("7g7f").unwrap()).unwrap();
        page.follow_server(game.clone());
        page.show_site(SiteView::default());
        let mut a = App::with_game(prefs("kanji", true), page, Rect::new(0, 0, W, H));
        // The opponent's turn: typed now, kept for ours.
        keys(&mut a, ":2g2f\n");
        let Some(session) = a.top_mut::<GameSession>() else {
            panic!("not a game");
        };
        assert_eq!(session.page.game.ply(), 1, "kept, not played");
        game.play(Move::from_usi("3c3d").unwrap()).unwrap();
        session.page.follow_server(game);
        assert_eq!(session.page.game.ply(), 3, "played on the answer");
        let last = session.page.game.last_move().map(|m| m.mv);
        assert_eq!(last, Some(Move::from_usi("2g2f").unwrap()));
    });
}
