//! A game on top, with its computers (bots, engines, the hint's search)
//! and its save.

use super::state::{GameScreen, Overlay};
use crate::kifu::{GameInfo, Record, RecordError, record_of};
use crate::online::seat::pv_comment;
use crate::shogi::Color;
use crate::t;
use crate::tui::autosave::{Recorder, SaveFolder};
use crate::tui::computers::{Computers, SeatEvent};
use crate::tui::page::Page;
use crate::tui::page::{Component, Flow, downcast};
use crate::tui::pages::game::lishogi_link::LishogiLink;
use crate::tui::pages::game::online_link::{LinkNews, OnlineLink};
use crate::tui::pages::game::online_phase::OnlinePhase;
use crate::tui::pages::game::work::{GameWork, SeatRequest};
use crate::tui::widgets::status::{Message, StatusSlot};
use crate::usi::EngineMove;
use std::ops::{Deref, DerefMut};
use std::path::PathBuf;

pub struct GameSession {
    pub page: GameScreen,
    /// How the game is kept on disk (its save and its lock); `None` when
    /// saving is off.
    recorder: Option<Recorder>,
    /// The bots and engines playing its sides, and the hint's search.
    computers: Computers,
    /// A game on a CSA server: the connection, which plays the other side.
    online: Option<OnlineLink>,
    /// A game on lishogi: the streams and calls, which play the other
    /// side.
    lishogi: Option<LishogiLink>,
    /// Where an online game is saved once the server offers it.
    online_folder: Option<SaveFolder>,
    /// A hint was wanted when the hint's search was last brought in line:
    /// it may be running, so the next settle looks at it again.
    hint_asked: bool,
}

impl GameSession {
    /// The computers among the page's players are made, not started: the
    /// first `settle` starts them.
    pub fn new(page: GameScreen, recorder: Option<Recorder>) -> GameSession {
        let computers = Computers::new(page.game.players(), page.seats.settings.clone());
        GameSession {
            page,
            recorder,
            computers,
            online: None,
            lishogi: None,
            online_folder: None,
            hint_asked: false,
        }
    }

    /// The game screen waiting for `link`'s game on lishogi, kept in
    /// `folder` once it begins.
    pub fn lishogi(link: LishogiLink, folder: Option<SaveFolder>) -> GameSession {
        let page = GameScreen::waiting_online(link.server().to_string(), link.us().clone());
        let mut session = GameSession::new(page, None);
        session.page.show_site(link.view());
        session.lishogi = Some(link);
        session.online_folder = folder;
        session
    }

    /// The game screen waiting for `link`'s server to offer a game, kept
    /// in `folder` once it does.
    pub fn online(link: OnlineLink, folder: Option<SaveFolder>) -> GameSession {
        let page = GameScreen::waiting_online(link.server().to_string(), link.us().clone());
        let mut session = GameSession::new(page, None);
        session.online = Some(link);
        session.online_folder = folder;
        session
    }

    /// How the game is kept on disk, when it is.
    pub fn recorder(&self) -> Option<&Recorder> {
        self.recorder.as_ref()
    }

    /// Kept in `folder` from its next move, unless it is kept already.
    pub fn keep_in(&mut self, folder: &SaveFolder) {
        if self.recorder.is_none() {
            self.recorder = Some(
                Recorder::new_game(folder.clone(), &self.page.game)
                    .with_move_time(self.page.seats.move_time),
            );
        }
    }

    /// Kept by `recorder` (a continued save) from now on.
    pub fn keep_with(&mut self, recorder: Recorder) {
        self.recorder = Some(recorder);
    }

    /// After every update: the computers in line with the game, and the
    /// game in its save.
    pub fn settle(&mut self) {
        for order in self.page.orders.take() {
            match order {
                GameWork::Seat(request) => self.change_seat(request),
                GameWork::SaveAs { name, overwrite } => self.save_as(name, overwrite),
            }
        }
        self.run_computers(false);
        self.send_ours();
        self.keep();
    }

    /// Time passed: the computers' news taken in, then the clock looked
    /// at (a move that came in is played with its time before a flag can
    /// fall), and the game kept. Returns whether the page changed.
    pub fn tick(&mut self) -> bool {
        let server = self.run_online();
        let computers = self.run_computers(true);
        // A computer in our seat may just have moved.
        self.send_ours();
        let page = self.page.tick();
        self.keep();
        server || computers || page
    }

    /// The server's news handed to the page; returns whether there was any.
    fn run_online(&mut self) -> bool {
        if let Some(link) = &mut self.lishogi {
            let news = link.poll();
            let view = link.fresh_view();
            let any = !news.is_empty() || view.is_some();
            self.hand_online(news);
            if let Some(view) = view {
                self.page.show_site(view);
            }
            return any;
        }
        let Some(link) = &mut self.online else {
            return false;
        };
        let news = link.poll();
        let any = !news.is_empty();
        self.hand_online(news);
        any
    }

    /// Our side's doings to lishogi: the answer to a challenge, a new
    /// move, a resignation, the chat and an abort asked on the page.
    fn send_to_lishogi(&mut self) {
        let Some(link) = &mut self.lishogi else {
            return;
        };
        if let Some(yes) = self.page.offer_answer() {
            let news = link.answer_offer(yes);
            self.hand_online(news);
            return;
        }
        link.outgoing(&self.page.game);
        link.ask(self.page.take_site_asks());
    }

    /// Our side's answer to an offer, or its new move, resignation or
    /// declaration, to the server.
    fn send_ours(&mut self) {
        if self.lishogi.is_some() {
            self.send_to_lishogi();
            return;
        }
        let Some(link) = &mut self.online else {
            return;
        };
        if let Some(yes) = self.page.offer_answer() {
            let news = link.answer_offer(yes);
            if !yes {
                // No game to keep: the next offer gets a save of its own.
                self.recorder = None;
            }
            self.hand_online(news);
            return;
        }
        let news = link.outgoing(&self.page.game);
        self.hand_online(news);
    }

    fn hand_online(&mut self, news: Vec<LinkNews>) {
        for n in news {
            match n {
                LinkNews::Phase(phase) => self.page.online_phase(phase),
                LinkNews::Said(text) => self.page.message.say(Some(Message::Info(text))),
                LinkNews::Offered {
                    game,
                    controls,
                    us,
                    info,
                    agreed,
                } => {
                    self.page.offered_online(*game, controls, us, agreed);
                    // Our seat's computer, if one sits there, for this game.
                    self.computers =
                        Computers::new(self.page.game.players(), self.page.seats.settings.clone());
                    self.recorder = self
                        .online_folder
                        .as_ref()
                        .map(|f| Recorder::new(f.clone(), *info, &self.page.game));
                }
                LinkNews::Server(game) => self.page.follow_server(*game),
                LinkNews::Lost(why) => {
                    let text = if self.recorder.is_some() && self.page.game.ply() > 0 {
                        t!("game-connection-lost-kept", why = &why)
                    } else {
                        t!("game-connection-lost", why = &why)
                    };
                    self.page.message.say(Some(Message::Notice(text)));
                    self.page.online_phase(OnlinePhase::Lost(why));
                }
            }
        }
    }

    /// Whether the event loop must wake on a timer: a computer is
    /// starting or thinking, or the clock runs.
    pub fn wants_ticks(&self) -> bool {
        self.online.as_ref().is_some_and(OnlineLink::is_live)
            || self.lishogi.as_ref().is_some_and(LishogiLink::is_live)
            || self.computers.needs_ticks(&self.page.game)
            || self.page.wants_ticks()
    }

    /// Writes the game if it changed, and tells the page how that went.
    fn keep(&mut self) {
        if let Some(r) = &mut self.recorder {
            let kept = r.keep(&self.page.game);
            let name = r.default_name(&self.page.game);
            self.page.kept(kept, name);
        }
    }

    /// Keeps the time spent on the turn under way in the save, as the
    /// game is left or the program ends.
    pub fn keep_turn(&mut self) {
        // An online game left (or the program ending) is over here: its
        // save says so, with what the server had confirmed.
        let interrupted = match &self.lishogi {
            Some(link) => link.interrupted(),
            None => self.online.as_ref().and_then(OnlineLink::interrupted),
        };
        if let Some(game) = interrupted {
            self.page.follow_server(game);
            self.keep();
            return;
        }
        if let Some(r) = &mut self.recorder {
            let kept = r.keep_turn(&self.page.game, self.page.clocks.now());
            let name = r.default_name(&self.page.game);
            self.page.kept(kept, name);
        }
    }

    /// `s`: the game kept under `name` as well.
    pub fn save_as(&mut self, name: String, overwrite: bool) {
        let result = match &mut self.recorder {
            Some(r) => r.save_as(&name, &self.page.game, overwrite),
            None => Err(RecordError::Refused {
                path: name.clone().into(),
                what: t!("game-save-not-on-disk"),
            }),
        };
        self.page.saved(name, result);
        self.keep();
    }

    /// Carries out the player's answer about who plays a side.
    fn change_seat(&mut self, request: SeatRequest) {
        match request {
            SeatRequest::Start(side) => self.computers.release(side),
            SeatRequest::Replace { side, kind } => self.computers.replace(side, &kind),
        }
    }

    /// The game as its save keeps it, and where (`None`: not kept), for
    /// its review once it is over.
    pub fn record_kept(&self) -> (Record, Option<PathBuf>) {
        match &self.recorder {
            Some(r) => (
                r.record(&self.page.game),
                r.save_path().map(|p| p.to_path_buf()),
            ),
            None => (record_of(&self.page.game, &GameInfo::default()), None),
        }
    }

    /// Brings the computers in line with the game (which search it wants,
    /// how long it may take) and hands the page what they did; with
    /// `poll` (on a tick) first collects their news. Returns whether the
    /// page changed: while a computer works, the spinner turns.
    fn run_computers(&mut self, poll: bool) -> bool {
        let busy = self.computers.needs_ticks(&self.page.game);
        let news = if poll {
            self.computers.poll()
        } else {
            Vec::new()
        };
        let changed = busy || !news.is_empty();
        self.hand_over(news);
        // A failure ends the game or holds its computer, after which the
        // next sync has nothing left to fail on: two rounds always settle.
        for _ in 0..2 {
            // Online, a computer in our seat plays on the server's clock.
            let turn_time = self
                .online
                .as_ref()
                .and_then(OnlineLink::turn_time)
                .or_else(|| self.lishogi.as_ref().and_then(LishogiLink::turn_time))
                .unwrap_or_else(|| self.page.turn_time());
            let failures = self.computers.sync(&self.page.game, turn_time);
            if failures.is_empty() {
                break;
            }
            self.hand_over(failures);
        }
        let activity = self.computers.activity();
        self.page.computers_now(activity);
        // The hint key's search (`hint.rs`), for the person to move: left
        // alone in a game where no hint was asked since it last ran.
        if self.page.hint.is_none() && !self.hint_asked {
            return changed;
        }
        let wanted = self.page.wanted_hint();
        self.hint_asked = wanted.is_some();
        let hint = self.computers.hinter.run(&self.page.game, wanted, poll);
        let hinted = hint.is_some();
        if let Some((about, news)) = hint {
            self.page.on_hint(about, news);
        }
        changed || hinted
    }

    /// Gives the page what its computers did; a side the page now asks
    /// the player about is held, so that it does not run (or fail again)
    /// before the answer.
    fn hand_over(&mut self, events: Vec<SeatEvent>) {
        for e in events {
            // Online, the computer's line goes out with its move, as
            // floodgate shows it.
            if let (
                Some(link),
                SeatEvent::Decided {
                    answer: EngineMove::Move(mv),
                    ..
                },
            ) = (&mut self.online, &e)
                && let Some(p) = self.computers.progress()
                && let Some(text) = pv_comment(self.page.game.position(), *mv, p.score, &p.pv)
            {
                link.comment_on(*mv, text);
            }
            self.page.on_seat_event(e);
        }
        let asking =
            matches!(self.page.overlay, Overlay::Seat(_)) || !self.page.seat_questions.is_empty();
        for side in Color::ALL {
            if asking && self.page.asks_about_seat(side) {
                self.computers.hold(side);
            }
        }
    }
}

impl Deref for GameSession {
    type Target = GameScreen;

    fn deref(&self) -> &GameScreen {
        &self.page
    }
}

impl DerefMut for GameSession {
    fn deref_mut(&mut self) -> &mut GameScreen {
        &mut self.page
    }
}

impl Component for GameSession {
    fn page(&self) -> &dyn Page {
        &self.page
    }

    fn page_mut(&mut self) -> &mut dyn Page {
        &mut self.page
    }

    fn settle(&mut self) {
        GameSession::settle(self);
    }

    fn tick(&mut self) -> bool {
        GameSession::tick(self)
    }

    fn wants_ticks(&self) -> bool {
        GameSession::wants_ticks(self)
    }

    /// The time spent on the turn is kept.
    fn close(&mut self) {
        self.keep_turn();
    }
}

/// "Analyse this game" (`A` once it is over): the finished game is
/// replaced by its review, so that leaving review goes back to where the
/// game was started from. The record is the game as its save keeps it.
pub(super) fn analyse() -> Flow {
    Flow::then(|cx, top| {
        let Some(g) = downcast::<GameSession>(top) else {
            return Flow::Stay;
        };
        let (mut record, path) = g.record_kept();
        // The marks drawn on the finished game go to review in the
        // record's comments, as changes `s` writes into the save.
        let marked = g.page.marks_into(&mut record);
        // The game is over and already written: replacing it ends its
        // session, which lets go of its save (and its lock) and stops its
        // computers, before the analysis starts.
        Flow::Replace(crate::tui::pages::review::open::game_over(
            cx, record, path, g.flipped, marked,
        ))
    })
}
