//! The game page in a game on a CSA server. The page plays it as any
//! game (the person's moves through the controller, the result box, the
//! save), and this is what differs:
//! - the server is the other side: no one at this terminal moves for it,
//!   and before the server starts the game no one moves at all;
//! - no takebacks, no pause, no hints: the server's clock runs and the
//!   opponent is elsewhere;
//! - `R` and `D` speak for our side whoever is to move;
//! - the status bar says what the connection waits for, and Esc before
//!   the game leaves (its session logs out).
//!
//! Its session (`online_link`) says what the server did; the page
//! only shows it and keeps the person's hands off what is not theirs.

use super::online_phase::{Online, OnlinePhase};
use super::state::touches_board;
use super::state::{GameScreen, Overlay, Question, Selection};
use crate::game::{Game, Player, Players, TimeControls, TimedGame};
use crate::shogi::Color;
use crate::t;
use crate::tui::action::Action;
use crate::tui::overlay::Layer;
use crate::tui::pages::game::command::GameCommand;
use crate::tui::widgets::status::Message;
use std::time::Duration;

impl GameScreen {
    /// The page while connecting to `server` as `user`, who plays from
    /// here as `us` says: an empty game, nobody to move, until the server
    /// offers one.
    pub fn waiting_online(server: String, us: Player) -> GameScreen {
        let players = Players::new(us, Player::human(t!("online-waiting-opponent")));
        let mut page = GameScreen::new(Game::even().with_players(players), false, false);
        page.hints = false;
        page.online = Some(Online {
            server,
            phase: OnlinePhase::Connecting,
            us: None,
            answer: None,
        });
        page.after_change();
        page
    }

    /// The game the server offered: `game` (its start, any moves already
    /// played, both players), with the server's clock for both sides,
    /// seen from our side. Its clock waits for the server's START.
    /// Unless the session has `agreed` already (a computer in our seat),
    /// the person here is asked whether to play it.
    pub fn offered_online(
        &mut self,
        game: Game,
        controls: Option<TimeControls>,
        us: Color,
        agreed: bool,
    ) -> &mut GameScreen {
        let server = self.online.as_ref().map(|o| o.server.clone());
        let mut page = GameScreen::new(game, us == Color::White, false).with_clock(
            controls,
            Duration::ZERO,
            self.clocks.now.clone(),
        );
        page.game = page.game.clone().flag_judged_elsewhere();
        page.hints = false;
        page.online = Some(Online {
            server: server.unwrap_or_default(),
            phase: if agreed {
                OnlinePhase::Agreed
            } else {
                OnlinePhase::Offered
            },
            us: Some(us),
            answer: None,
        });
        if !agreed {
            page.overlay = Overlay::Layer(Layer::Ask(Question::Offer));
        }
        page.clocks.held = true;
        page.sync_clock();
        *self = page;
        self
    }

    /// The game as the server has it now (a move it confirmed or relayed,
    /// or its ending): every move with the server's time, so the clocks
    /// show the server's reckoning. What the player is doing on the page
    /// (a question, the prompt, looking back) stays.
    pub fn follow_server(&mut self, game: Game) {
        let controls = self.game.clock().controls().copied();
        self.game = TimedGame::new(game, controls, Duration::ZERO, self.clocks.now())
            .flag_judged_elsewhere();
        self.selection = Selection::None;
        self.after_change();
    }

    /// What the server did to the connection or the game.
    pub fn online_phase(&mut self, phase: OnlinePhase) {
        // An offer declined or withdrawn before the start: back to the
        // empty board of the wait, with the same server and player here.
        let offered_to = self
            .online
            .as_ref()
            .filter(|o| matches!(o.phase, OnlinePhase::Offered | OnlinePhase::Agreed))
            .and_then(|o| o.us.map(|us| (o.server.clone(), us)));
        if let Some((server, us)) = offered_to
            && matches!(phase, OnlinePhase::WaitingForGame | OnlinePhase::Lost(_))
        {
            let player = self.game.players().get(us).clone();
            *self = GameScreen::waiting_online(server, player);
        }
        if let Some(o) = &mut self.online {
            o.phase = phase;
            o.answer = None;
        }
        // The clock runs while the server's does: from its START.
        self.sync_clock();
    }

    pub fn online(&self) -> Option<&Online> {
        self.online.as_ref()
    }

    /// The person's answer to the server's offer, not yet sent.
    pub fn offer_answer(&self) -> Option<bool> {
        self.online
            .as_ref()
            .filter(|o| o.phase == OnlinePhase::Offered)
            .and_then(|o| o.answer)
    }

    /// `y` or `n` to the offer (Esc is `n`): the session sends it.
    pub(super) fn answer_offer(&mut self, yes: bool) {
        if let Some(o) = &mut self.online {
            o.answer = Some(yes);
        }
    }

    /// Whether the server's game has started and runs.
    pub(super) fn online_clock_held(&self) -> bool {
        self.online
            .as_ref()
            .is_some_and(|o| o.phase != OnlinePhase::Playing)
    }

    /// Whether the server has started the game and it is not over: what
    /// leaving would abandon there.
    pub(super) fn online_game_under_way(&self) -> bool {
        !self.game.is_over()
            && self
                .online
                .as_ref()
                .is_some_and(|o| o.phase == OnlinePhase::Playing)
    }

    /// Our side in an online game, once the server has said it.
    pub(super) fn online_side(&self) -> Option<Color> {
        self.online.as_ref().and_then(|o| o.us)
    }

    /// True (with a word to the player) when `action` is not the
    /// player's to take in an online game: a move before the start or on
    /// the opponent's turn, a takeback, a pause, a hint.
    pub(super) fn refuses_online(&mut self, action: &Action) -> bool {
        let Some(online) = &self.online else {
            return false;
        };
        let why = match action {
            Action::Undo => Some(t!("online-no-takebacks")),
            a if a.is_page(GameCommand::Pause) => Some(t!("online-no-pause")),
            a if a.is_page(GameCommand::Hint) => Some(t!("online-no-hints")),
            a if touches_board(a) || a.is_page(GameCommand::Resign) => {
                if online.before_game() {
                    Some(t!("online-not-started"))
                } else if self.game.is_over() {
                    None
                } else if Some(self.game.side_to_move()) != online.us
                    && a.is_page(GameCommand::Resign)
                {
                    // Asked now, sent when our turn comes (`premove.rs`).
                    None
                } else if Some(self.game.side_to_move()) != online.us
                    && (a.is_page(GameCommand::Declare) || self.premover().is_none())
                {
                    Some(t!(
                        "online-their-turn",
                        name = crate::kifu::escape_controls(
                            &self.game.players().get(self.game.side_to_move()).name
                        )
                    ))
                } else {
                    None
                }
            }
            _ => None,
        };
        let Some(why) = why else {
            return false;
        };
        self.selection = Selection::None;
        self.message = Some(Message::Refusal(why));
        true
    }

    /// Esc before the game starts cancels: the page is left and its
    /// session logs out. So it does once the connection is gone with no
    /// game to look at (a refused login, a declined offer).
    pub(super) fn cancels_online(&self, action: &Action) -> bool {
        matches!(action, Action::Cancel)
            && self.overlay == Overlay::None
            && self
                .online
                .as_ref()
                .is_some_and(|o| o.before_game() || o.us.is_none())
    }
}
