//! The game screen driven by key presses and clicks, checking the game
//! state the controller ends up in.

use crate::tui_support::*;
use ratatui::crossterm::event::KeyCode;
use shogi_tui::game::{EndReason, RuleSet};
use shogi_tui::shogi::{Color, Move, Piece, PieceKind};
use shogi_tui::tui::board_input::promotion_question;
use shogi_tui::tui::input::InputMode;
use shogi_tui::tui::layout::ScreenLayout;
use shogi_tui::tui::overlay::Layer;
use shogi_tui::tui::pages::game::{GamePrompt, Overlay, Question, Selection};
use shogi_tui::tui::pages::menu::Menu;
use shogi_tui::tui::widgets::status::Message;

/// RULE_EXAMPLES.md section 4: both sides 27 points, kings entered.
const IMPASSE: &str =
    "K+P+P+L5/+N+P+P+B5/+P+P+P+R5/9/9/9/5+r+p+p+p/5+b+p+n+p/5+n+sgk b 2GSNL3Pg2s2l3p 1";
/// White's king on 5a, a Black pawn on 5c, a gold in Black's hand: G*5b mates.
const GOLD_MATE: &str = "4k4/9/4P4/9/9/9/9/9/4K4 b G 1";
/// A Black pawn on 5g and one in hand.
const PAWN_IN_HAND: &str = "4k4/9/9/9/9/9/4P4/9/4K4 b P 1";

fn refusal(app: &shogi_tui::tui::app::App) -> String {
    match &game(app).message {
        Some(Message::Refusal(why)) => why.clone(),
        other => panic!("expected a refusal, got {other:?}"),
    }
}

#[test]
fn enter_selects_a_piece_and_enter_again_plays_it() {
    let mut a = app(None, RuleSet::Declare27);
    assert_eq!(game(&a).cursor, sq("7g"), "the cursor starts on 7g");
    key(&mut a, KeyCode::Enter);
    assert_eq!(game(&a).selection, Selection::Board(sq("7g")));
    assert_eq!(game(&a).destinations().count(), 1, "the pawn has one move");
    key(&mut a, KeyCode::Up);
    key(&mut a, KeyCode::Enter);
    let g = &game(&a).game;
    assert_eq!(g.ply(), 1);
    assert_eq!(g.last_move().unwrap().mv.to_usi(), "7g7f");
    assert_eq!(
        g.position().piece_at(sq("7f")),
        Some(Piece::new(Color::Black, PieceKind::Pawn))
    );
    assert_eq!(game(&a).selection, Selection::None);
    assert_eq!(game(&a).move_texts()[0].japanese, "▲７六歩");
}

#[test]
fn vi_keys_move_the_cursor_and_esc_drops_the_selection() {
    let mut a = app(None, RuleSet::Declare27);
    keys(&mut a, "kkhl l");
    // Up twice from 7g is 7e, left then right twice is 6e; Space selects nothing there.
    assert_eq!(game(&a).cursor, sq("6e"));
    assert_eq!(game(&a).selection, Selection::None);
    keys(&mut a, "jj ");
    assert_eq!(game(&a).selection, Selection::Board(sq("6g")));
    key(&mut a, KeyCode::Esc);
    assert_eq!(game(&a).selection, Selection::None);
    assert_eq!(game(&a).game.ply(), 0);
}

#[test]
fn a_hand_piece_is_dropped_with_its_letter_and_enter() {
    let mut a = app(Some(PAWN_IN_HAND), RuleSet::Declare27);
    keys(&mut a, "p");
    assert_eq!(game(&a).selection, Selection::Hand(PieceKind::Pawn));
    // 7g → 4e: three files right, two ranks up.
    keys(&mut a, "lllkk\n");
    let g = &game(&a).game;
    assert_eq!(g.ply(), 1);
    assert_eq!(
        g.last_move().unwrap().mv,
        Move::Drop {
            kind: PieceKind::Pawn,
            to: sq("4e")
        }
    );
    assert!(g.position().hand(Color::Black).is_empty());
}

#[test]
fn tab_cycles_through_the_hand_in_stand_order() {
    let mut a = app(Some("4k4/9/9/9/9/9/9/9/4K4 b RP 1"), RuleSet::Declare27);
    key(&mut a, KeyCode::Tab);
    assert_eq!(game(&a).selection, Selection::Hand(PieceKind::Rook));
    key(&mut a, KeyCode::Tab);
    assert_eq!(game(&a).selection, Selection::Hand(PieceKind::Pawn));
    key(&mut a, KeyCode::Tab);
    assert_eq!(game(&a).selection, Selection::Hand(PieceKind::Rook));
    keys(&mut a, "b");
    assert_eq!(refusal(&a), "Black has no bishop in hand");
}

#[test]
fn a_refused_drop_shows_the_rules_reason_and_changes_nothing() {
    let mut a = app(Some(PAWN_IN_HAND), RuleSet::Declare27);
    // 7g → 5e, then drop the pawn on a file that already has one.
    keys(&mut a, "pllkk\n");
    assert_eq!(
        refusal(&a),
        "nifu: Black already has an unpromoted pawn on file 5"
    );
    assert_eq!(game(&a).game.ply(), 0);
    assert_eq!(
        game(&a).selection,
        Selection::Hand(PieceKind::Pawn),
        "the piece stays picked so another square can be chosen"
    );
}

#[test]
fn promotion_is_asked_when_both_choices_are_legal() {
    let sfen = "4k4/9/9/6S2/9/9/9/9/4K4 b - 1";
    for (answer, kind) in [('y', PieceKind::ProSilver), ('n', PieceKind::Silver)] {
        let mut a = app(Some(sfen), RuleSet::Declare27);
        click_square(&mut a, "3d");
        click_square(&mut a, "3c");
        assert_eq!(
            game(&a).overlay,
            Overlay::Layer(Layer::Promote {
                from: sq("3d"),
                to: sq("3c")
            })
        );
        assert_eq!(a.input_mode(), InputMode::Question);
        assert_eq!(
            game(&a).game.ply(),
            0,
            "nothing is played before the answer"
        );
        keys(&mut a, &answer.to_string());
        let pos = game(&a).game.position();
        assert_eq!(pos.piece_at(sq("3c")), Some(Piece::new(Color::Black, kind)));
    }
}

#[test]
fn a_forced_promotion_is_played_without_asking() {
    let mut a = app(Some("4k4/7P1/9/9/9/9/9/9/4K4 b - 1"), RuleSet::Declare27);
    click_square(&mut a, "2b");
    click_square(&mut a, "2a");
    assert_eq!(game(&a).overlay, Overlay::None);
    let pos = game(&a).game.position();
    assert_eq!(
        pos.piece_at(sq("2a")),
        Some(Piece::new(Color::Black, PieceKind::ProPawn))
    );
}

#[test]
fn the_promotion_question_answers_to_clicks() {
    let mut a = app(Some("4k4/9/9/6S2/9/9/9/9/4K4 b - 1"), RuleSet::Declare27);
    click_square(&mut a, "3d");
    click_square(&mut a, "3c");
    let text = promotion_question(game(&a).game.position(), sq("3d"), sq("3c"));
    assert_eq!(text.keep_visible, Some(sq("3c")));
    let (_, no_rect) = shogi_tui::tui::widgets::popup::QuestionPopup::buttons(a.area, &text, false);
    click(&mut a, no_rect.x + 1, no_rect.y);
    let pos = game(&a).game.position();
    assert_eq!(
        pos.piece_at(sq("3c")),
        Some(Piece::new(Color::Black, PieceKind::Silver))
    );
}

#[test]
fn an_illegal_board_move_is_refused_with_its_reason() {
    let mut a = app(None, RuleSet::Declare27);
    click_square(&mut a, "7g");
    click_square(&mut a, "7e");
    assert_eq!(refusal(&a), "a pawn on 7g cannot move to 7e");
    assert_eq!(game(&a).game.ply(), 0);
}

#[test]
fn the_move_prompt_plays_usi_and_western_and_keeps_a_refused_text() {
    let mut a = app(None, RuleSet::Declare27);
    keys(&mut a, ":7g7f\n");
    assert_eq!(game(&a).overlay, Overlay::None);
    keys(&mut a, ":P-3d\n");
    assert_eq!(game(&a).game.ply(), 2);
    keys(&mut a, ":5g5e\n");
    assert_eq!(refusal(&a), "a pawn on 5g cannot move to 5e");
    assert_eq!(
        game(&a).overlay,
        Overlay::Layer(Layer::prompt(GamePrompt::Move, "5g5e"))
    );
    assert_eq!(game(&a).game.ply(), 2);
    // The refused text is selected: End keeps it, to correct.
    key(&mut a, KeyCode::End);
    key(&mut a, KeyCode::Backspace);
    key(&mut a, KeyCode::Backspace);
    keys(&mut a, "5f\n");
    assert_eq!(game(&a).game.ply(), 3);
    assert_eq!(
        game(&a)
            .move_texts()
            .iter()
            .map(|m| m.western.as_str())
            .collect::<Vec<_>>(),
        ["P-7f", "P-3d", "P-5f"]
    );
}

#[test]
fn undo_takes_back_one_move_in_hot_seat() {
    let mut a = app(None, RuleSet::Declare27);
    keys(&mut a, ":7g7f\n:3c3d\n");
    keys(&mut a, "u");
    assert_eq!(game(&a).game.ply(), 1);
    assert_eq!(game(&a).move_texts().len(), 1);
    keys(&mut a, "uu");
    assert_eq!(game(&a).game.ply(), 0);
    assert_eq!(refusal(&a), "there is no move to take back");
}

#[test]
fn the_tally_popup_opens_and_closes() {
    let mut a = app(Some(IMPASSE), RuleSet::Declare27);
    keys(&mut a, "i");
    assert_eq!(game(&a).overlay, Overlay::Tally);
    assert_eq!(a.input_mode(), InputMode::Popup);
    let verdicts = game(&a).tally_verdicts();
    // Worded as what a count would give: the game itself goes on.
    assert_eq!(
        verdicts[0],
        ("24-point agreement".into(), "a draw if counted now".into())
    );
    assert_eq!(
        verdicts[1],
        (
            "27-point amateur tally".into(),
            "White wins if counted now".into()
        )
    );
    assert_eq!(
        verdicts[4].1,
        "Black would lose (27-point impasse declaration)"
    );
    key(&mut a, KeyCode::Esc);
    assert_eq!(game(&a).overlay, Overlay::None);
}

#[test]
fn resigning_asks_first_and_ends_the_game() {
    let mut a = app(None, RuleSet::Declare27);
    keys(&mut a, "R");
    assert_eq!(
        game(&a).overlay,
        Overlay::Layer(Layer::Ask(Question::Resign))
    );
    keys(&mut a, "n");
    assert!(!game(&a).game.is_over());
    keys(&mut a, "Ry");
    let o = game(&a).game.outcome().unwrap();
    assert_eq!(o.reason, EndReason::Resignation);
    assert_eq!(o.winner, Some(Color::White));
}

#[test]
fn declaring_shows_the_verdict_and_lets_the_controller_decide() {
    let white_to_move = IMPASSE.replace(" b ", " w ");
    let mut a = app(Some(&white_to_move), RuleSet::Declare27);
    keys(&mut a, "D");
    assert_eq!(
        game(&a).overlay,
        Overlay::Layer(Layer::Ask(Question::Declare))
    );
    let lines = game(&a).question_text(Question::Declare).lines;
    assert!(
        lines.contains(&"Verdict now: White would WIN.".to_string()),
        "{lines:?}"
    );
    keys(&mut a, "y");
    let o = game(&a).game.outcome().unwrap();
    assert_eq!(o.winner, Some(Color::White));
    assert!(matches!(o.reason, EndReason::ImpasseDeclaration { .. }));

    let mut b = app(Some(IMPASSE), RuleSet::Declare27);
    keys(&mut b, "Dy");
    assert_eq!(game(&b).game.outcome().unwrap().winner, Some(Color::White));
}

#[test]
fn declaring_under_the_try_rule_is_refused_without_asking() {
    let mut a = app(Some(IMPASSE), RuleSet::Try);
    keys(&mut a, "D");
    assert_eq!(game(&a).overlay, Overlay::None);
    let expected = shogi_tui::game::DeclareError::NotAvailable(RuleSet::Try).to_string();
    assert!(expected.starts_with("impasse declaration is not available under the try rule"));
    assert_eq!(refusal(&a), expected, "the controller's own reason");
    assert!(!game(&a).game.is_over());
}

#[test]
fn mate_by_clicking_a_hand_piece_ends_the_game_and_later_moves_are_refused() {
    let mut a = app(Some(GOLD_MATE), RuleSet::Declare27);
    let layout = ScreenLayout::new(a.area, false).unwrap();
    let stand = layout.stand(Color::Black);
    click(&mut a, stand.x + 2, stand.y + 1);
    assert_eq!(game(&a).selection, Selection::Hand(PieceKind::Gold));
    click_square(&mut a, "5b");
    let o = game(&a).game.outcome().unwrap();
    assert_eq!(o.reason, EndReason::Checkmate);
    assert_eq!(o.winner, Some(Color::Black));
    // The result box is up over the board; Esc puts it away.
    assert_eq!(game(&a).overlay, Overlay::Result);
    key(&mut a, KeyCode::Esc);
    click_square(&mut a, "5c");
    assert!(refusal(&a).starts_with("the game is over: Black wins by checkmate"));
    // Taking the mate back reopens the game.
    keys(&mut a, "u");
    assert!(!game(&a).game.is_over());
}

#[test]
fn clicking_the_opponents_hand_says_whose_turn_it_is() {
    let mut a = app(Some("4k4/9/9/9/9/9/9/9/4K4 b p 1"), RuleSet::Declare27);
    let layout = ScreenLayout::new(a.area, false).unwrap();
    let stand = layout.stand(Color::White);
    click(&mut a, stand.x + 2, stand.y + 1);
    assert_eq!(refusal(&a), "that is White's hand, and it is Black's turn");
}

#[test]
fn flipping_turns_the_cursor_keys_with_the_board() {
    let mut a = app(None, RuleSet::Declare27);
    keys(&mut a, "f");
    assert!(game(&a).flipped);
    keys(&mut a, "k");
    assert_eq!(
        game(&a).cursor,
        sq("7h"),
        "up on a flipped board goes toward rank i"
    );
    keys(&mut a, "l");
    assert_eq!(game(&a).cursor, sq("8h"));
}

#[test]
fn hot_seat_auto_flip_follows_the_side_to_move() {
    let mut a = app(None, RuleSet::Declare27);
    keys(&mut a, "a");
    assert!(!game(&a).flipped);
    keys(&mut a, ":7g7f\n");
    assert!(game(&a).flipped);
    keys(&mut a, ":3c3d\n");
    assert!(!game(&a).flipped);
}

#[test]
fn quitting_asks_once_moves_were_played() {
    let mut a = app(None, RuleSet::Declare27);
    keys(&mut a, ":7g7f\nq");
    assert_eq!(
        game(&a).overlay,
        Overlay::Layer(Layer::Ask(Question::Leave))
    );
    keys(&mut a, "n");
    assert!(!a.quit);
    keys(&mut a, "qy");
    assert!(a.quit);

    let mut fresh = app(None, RuleSet::Declare27);
    keys(&mut fresh, "q");
    assert!(fresh.quit, "nothing to lose: no question");
}

#[test]
fn the_menu_starts_a_hot_seat_game_with_the_chosen_rules() {
    use shogi_tui::tui::app::App;
    let mut a = App::with_menu(prefs("kanji", true), ratatui::layout::Rect::new(0, 0, W, H));
    // Down to the rule row (past both players and their names), one step
    // right: the 24-point declaration.
    keys(&mut a, "jjjjjl");
    match a.top::<Menu>() {
        Some(menu) => assert_eq!(menu.rules.value(), Some(&RuleSet::Declare24)),
        _ => panic!("still in the menu"),
    }
    keys(&mut a, "kkkkk\n");
    assert_eq!(game(&a).game.rules(), RuleSet::Declare24);
    assert!(game(&a).game.players().black.is_human());
    // Leaving the game goes back to the menu, not out of the program.
    keys(&mut a, "q");
    assert!(a.top::<Menu>().is_some());
    assert!(!a.quit);
}

#[test]
fn a_resize_moves_the_click_targets_with_the_board() {
    use ratatui::crossterm::event::Event;
    use shogi_tui::tui::events::AppEvent;
    let mut a = app(None, RuleSet::Declare27);
    let before = ScreenLayout::new(a.area, false)
        .unwrap()
        .cell_origin(sq("7g"));
    assert!(
        a.on_event(AppEvent::Input(Event::Resize(90, 20))),
        "a resize redraws"
    );
    let after = ScreenLayout::new(a.area, false)
        .unwrap()
        .cell_origin(sq("7g"));
    assert_ne!(before, after);
    click(&mut a, after.0 + 1, after.1);
    assert_eq!(game(&a).selection, Selection::Board(sq("7g")));
}

#[test]
fn every_menu_choice_is_a_value_the_game_understands() {
    use shogi_tui::game::{Handicap, PlayerKind, Start, TimeControl, TimeKind};
    use shogi_tui::tui::app::menu_choices;
    use shogi_tui::tui::pages::menu::{ClockChoice, PlayerChoice};
    use shogi_tui::tui::setup::PlayerSpec;
    let c = menu_choices();
    // The last one asks for the command to be typed (see tui_computer.rs).
    assert_eq!(
        c.players.last().map(|p| &p.value),
        Some(&PlayerChoice::TypeCommand)
    );
    for p in &c.players[..c.players.len() - 1] {
        let PlayerChoice::Plays(kind) = &p.value else {
            panic!("{} is no player", p.label);
        };
        // What the command line would say for it reads back the same.
        let spelled = PlayerSpec(kind.clone()).to_string();
        assert_eq!(
            spelled.parse::<PlayerSpec>().map(|s| s.0).as_ref(),
            Ok(kind)
        );
    }
    assert_eq!(c.players[0].value, PlayerChoice::Plays(PlayerKind::Human));
    for t in &c.move_times {
        let text = t.value.as_secs_f64().to_string();
        assert_eq!(
            shogi_tui::tui::pages::game::seats::parse_seconds(&text),
            Ok(t.value),
            "--seconds takes {}",
            t.label
        );
    }
    let rules: Vec<RuleSet> = c.rules.iter().map(|r| r.value).collect();
    assert_eq!(rules, RuleSet::ALL);
    assert_eq!(c.starts[0].value, Start::Even);
    let handicaps: Vec<Start> = c.starts[1..].iter().map(|s| s.value.clone()).collect();
    assert_eq!(handicaps, Handicap::ALL.map(Start::Handicap));
    // Untimed, the presets in the order, then custom.
    assert_eq!(
        c.clocks.first().map(|c| c.value),
        Some(ClockChoice::Untimed)
    );
    assert_eq!(
        c.clocks.last().map(|c| c.value),
        Some(ClockChoice::TypeCustom)
    );
    let presets: Vec<(String, TimeKind)> = c.clocks[1..c.clocks.len() - 1]
        .iter()
        .map(|choice| {
            let ClockChoice::Timed(t) = choice.value else {
                panic!("{} is no clock", choice.label);
            };
            assert!(t.is_even());
            let tc = t.black;
            // Each is a clock the checked constructor accepts.
            assert_eq!(TimeControl::new(tc.main, tc.byoyomi, tc.increment), Ok(tc));
            (tc.spelling(), tc.kind())
        })
        .collect();
    assert_eq!(
        presets,
        [
            ("10m+30s".to_string(), TimeKind::MainAndByoyomi),
            ("0+30s".to_string(), TimeKind::ByoyomiOnly),
            ("5m+10s/move".to_string(), TimeKind::Fischer),
            ("3m".to_string(), TimeKind::SuddenDeath),
        ]
    );
}

#[test]
fn a_handicap_chosen_in_the_menu_starts_with_white_to_move() {
    use shogi_tui::game::Handicap;
    use shogi_tui::tui::app::App;
    let mut a = App::with_menu(prefs("kanji", true), ratatui::layout::Rect::new(0, 0, W, H));
    // Handicap row, two steps right: the right-lance handicap.
    keys(&mut a, "jjjjjjll");
    keys(&mut a, "kkkkkk\n");
    assert_eq!(game(&a).game.handicap(), Some(Handicap::RightLance));
    assert_eq!(game(&a).game.side_to_move(), Color::White);
    assert_eq!(game(&a).game.position().piece_at(sq("9a")), None);
}

#[test]
fn upper_case_letters_pick_from_the_hand_and_s_is_save() {
    let mut a = app(Some("4k4/9/9/9/9/9/9/9/4K4 b SP 1"), RuleSet::Declare27);
    keys(&mut a, "S");
    assert_eq!(game(&a).selection, Selection::Hand(PieceKind::Silver));
    keys(&mut a, "P");
    assert_eq!(game(&a).selection, Selection::Hand(PieceKind::Pawn));
    keys(&mut a, "s");
    assert_eq!(
        game(&a).selection,
        Selection::Hand(PieceKind::Pawn),
        "s no longer picks the silver"
    );
    // This game was built without a save folder, so saving says why not.
    assert_eq!(
        refusal(&a),
        "this game is not kept on disk, so it cannot be saved"
    );
    assert_eq!(game(&a).overlay, Overlay::None);
}

#[test]
fn brackets_and_home_end_look_back_through_the_game_without_undoing() {
    let mut a = app(None, RuleSet::Declare27);
    keys(&mut a, ":7g7f\n:3c3d\n:2g2f\n");
    keys(&mut a, "[");
    assert_eq!(game(&a).viewing(), Some(2));
    assert_eq!(game(&a).game.ply(), 3, "nothing is undone");
    assert!(screen_text(&a).contains("viewing move 2 of 3"));
    key(&mut a, KeyCode::Home);
    assert_eq!(game(&a).viewing(), Some(0));
    keys(&mut a, "]");
    assert_eq!(game(&a).viewing(), Some(1));
    // Enter is refused with the way back, and so is a click.
    key(&mut a, KeyCode::Enter);
    assert_eq!(
        refusal(&a),
        "viewing move 1 of 3: ] or End returns to the game"
    );
    click_square(&mut a, "3d");
    assert_eq!(
        refusal(&a),
        "viewing move 1 of 3: ] or End returns to the game"
    );
    key(&mut a, KeyCode::End);
    assert_eq!(game(&a).viewing(), None);
    assert!(!screen_text(&a).contains("viewing move"));
    keys(&mut a, ":8c8d\n");
    assert_eq!(game(&a).game.ply(), 4, "moves are played again");
}

#[test]
fn a_computer_move_arrives_while_the_player_looks_back() {
    use shogi_tui::tui::events::AppEvent;
    use shogi_tui::tui::setup::{GameSetup, PlayerSpec};
    use std::time::{Duration, Instant};
    let setup = GameSetup {
        white: "bot:1".parse::<PlayerSpec>().unwrap(),
        ..GameSetup::default()
    };
    let mut screen = shogi_tui::tui::pages::game::GameScreen::new(setup.game(), false, false);
    screen.seats.move_time = Some(Duration::from_millis(100));
    screen.seats.settings.hash_mib = 4;
    let mut a = shogi_tui::tui::app::App::with_game(
        prefs("kanji", true),
        screen,
        ratatui::layout::Rect::new(0, 0, W, H),
    );
    keys(&mut a, ":7g7f\n[");
    assert_eq!(game(&a).viewing(), Some(0));
    // The computer thinks and plays only as the event loop ticks.
    let start = Instant::now();
    while game(&a).game.ply() < 2 {
        assert!(
            start.elapsed() < Duration::from_secs(20),
            "the bot never moved"
        );
        a.on_event(AppEvent::Tick);
        std::thread::sleep(Duration::from_millis(10));
    }
    assert_eq!(
        game(&a).viewing(),
        Some(0),
        "the board stays where the player looks"
    );
    assert!(screen_text(&a).contains("viewing move 0 of 2"));
    assert_eq!(game(&a).shown_position(), game(&a).game.start_position());
    key(&mut a, KeyCode::End);
    assert_eq!(game(&a).shown_position(), game(&a).game.position());
    keys(&mut a, ":2g2f\n");
    assert_eq!(game(&a).game.ply(), 3, "the player's turn, live again");
}

#[test]
fn the_result_box_says_who_won_and_closes_with_a_key_that_acts() {
    let mut a = app(Some(GOLD_MATE), RuleSet::Declare27);
    keys(&mut a, ":G*5b\n");
    assert_eq!(game(&a).overlay, Overlay::Result);
    assert_eq!(a.input_mode(), InputMode::Own);
    let text = screen_text(&a);
    assert!(text.contains("Game over 終局"), "{text}");
    assert!(
        text.contains("Black wins by checkmate after 1 move"),
        "{text}"
    );
    // `f` flips the board and puts the box away in one go.
    keys(&mut a, "f");
    assert!(game(&a).flipped);
    assert_eq!(game(&a).overlay, Overlay::None);
    let text = screen_text(&a);
    assert!(!text.contains("Game over 終局"));
    assert!(
        text.contains("Black wins by checkmate — まで1手で先手の勝ち"),
        "the status keeps it"
    );
}

#[test]
fn a_click_on_the_result_box_closes_it_and_one_beside_it_acts() {
    use shogi_tui::tui::pages::game::view::result_rect;
    let mut a = app(Some(GOLD_MATE), RuleSet::Declare27);
    keys(&mut a, ":G*5b\n");
    let rect = result_rect(a.area, &game(&a).result_lines().unwrap());
    click(&mut a, rect.x + 1, rect.y + 1);
    assert_eq!(game(&a).overlay, Overlay::None);
    assert_eq!(game(&a).cursor, sq("5b"), "the click did nothing else");
    keys(&mut a, "u:G*5b\n");
    assert_eq!(game(&a).overlay, Overlay::Result);
    // A square the box leaves free takes the click as ever, box or not.
    let layout = ScreenLayout::new(a.area, false).unwrap();
    let (x, y) = layout.cell_origin(sq("9i"));
    assert!(!rect.contains(ratatui::layout::Position { x, y }));
    click(&mut a, x + 1, y);
    assert_eq!(game(&a).overlay, Overlay::None);
    assert_eq!(game(&a).cursor, sq("9i"));
}

#[test]
fn a_message_is_gone_after_the_next_key() {
    let mut a = app(None, RuleSet::Declare27);
    keys(&mut a, ":7g7f\n:3c3d\nuu");
    assert_eq!(
        game(&a).message,
        Some(Message::Info("took back 1 move".into()))
    );
    keys(&mut a, "Ry");
    assert_eq!(game(&a).message, None, "no stale news beside the result");
    let text = screen_text(&a);
    assert!(!text.contains("took back"), "{text}");
}
