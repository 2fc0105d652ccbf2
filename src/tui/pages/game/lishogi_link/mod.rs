//! A game session's link to lishogi: the account's event stream, the
//! seek held open, the game's stream, and the calls that send our moves,
//! resignation, abort and chat, each on a thread of its own so that
//! nothing blocks the UI thread. What they hear comes back through one
//! channel, read a bounded number of messages per tick.
//!
//! The site's game (`lishogi::game::SiteGame`) is the truth: after every
//! state the page is handed the site's game (`LinkNews::Server`), so a
//! move the site refused is undone there and the position is the site's
//! again. The news are the CSA link's (`online_link::LinkNews`), so
//! the page plays a lishogi game as any online game; what only lishogi
//! has (ratings, periods, chat, abort) goes through `SiteView`.

use crate::computer::TurnTime;
use crate::game::{EndReason, Game, Player, Players};
use crate::kifu::{EndMarker, EndWord, escape_controls, load_game};
use crate::lishogi::events::{Account, ChallengeInfo, Event};
use crate::lishogi::game::{Change, SiteGame};
use crate::lishogi::side::Side;
use crate::lishogi::{Client, Clock, GameEvent, Limits, LishogiError};
use crate::shogi::Color;
use crate::t;
use crate::tui::lishogi_setup::{LishogiSetup, Plan};
use crate::tui::pages::game::online_link::LinkNews;
use crate::tui::pages::game::online_phase::OnlinePhase;
use crate::tui::pages::game::site::{CHAT_LINES, SiteAsk, SiteView};
use std::collections::VecDeque;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, Sender, TryRecvError, channel};
use std::time::{Duration, Instant};

/// The most messages taken from the threads per tick, so that a flood
/// cannot keep the event loop from the keys.
const MESSAGES_PER_TICK: usize = 64;

/// Kept back from a computer's time in our seat, for the network.
const MARGIN: Duration = Duration::from_millis(1500);

/// The longest chat line kept, in characters (lishogi's are 140).
const CHAT_CHARS: usize = 160;

pub struct LishogiLink {
    /// The site's address, as the page names it.
    server: String,
    us: Player,
    plan: Plan,
    client: Option<Arc<Client>>,
    tx: Sender<Heard>,
    rx: Receiver<Heard>,
    /// To the calls' thread: the game's id (if any) and the call.
    calls: Option<Sender<(Option<String>, Call)>>,
    /// Tells the streams' threads to end (the page left).
    stop: Arc<AtomicBool>,
    /// Tells the seek's thread to drop the seek (paired, or left).
    stop_seek: Arc<AtomicBool>,
    account: Option<Account>,
    game_id: Option<String>,
    site: Option<SiteGame>,
    /// When the last state came: how long the move it brings took here.
    last_state: Instant,
    /// Our move sent and not yet in a state: the ply it makes.
    sent: Option<usize>,
    ending_sent: bool,
    chat: VecDeque<String>,
    /// The challenge the person is asked about (the incoming plan).
    asked: Option<ChallengeInfo>,
    live: bool,
    /// Something the page's view shows may have changed since it was
    /// last given (`fresh_view`).
    stale_view: bool,
    /// Said at the first poll (a client that could not be made).
    first_news: Vec<LinkNews>,
}

impl std::fmt::Debug for LishogiLink {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("LishogiLink")
            .field("server", &self.server)
            .field("game_id", &self.game_id)
            .finish_non_exhaustive()
    }
}

impl LishogiLink {
    /// Starts with `setup`: the account is asked for and the event stream
    /// opened on a thread; the first `poll`s report how it went.
    pub fn start(setup: LishogiSetup, limits: Limits) -> LishogiLink {
        let (tx, rx) = channel();
        let mut link = LishogiLink::idle(&setup, tx, rx);
        match Client::new(&setup.server, setup.token, limits) {
            Ok(client) => {
                let client = Arc::new(client);
                spawn_events(Arc::clone(&client), link.tx.clone(), Arc::clone(&link.stop));
                link.calls = Some(spawn_calls(Arc::clone(&client), link.tx.clone()));
                link.client = Some(client);
            }
            Err(e) => {
                link.live = false;
                link.first_news.push(LinkNews::Lost(e.to_string()));
            }
        }
        link
    }

    /// A link with no threads, fed by hand (the tests) or by `start`.
    fn idle(setup: &LishogiSetup, tx: Sender<Heard>, rx: Receiver<Heard>) -> LishogiLink {
        LishogiLink {
            server: setup.server.clone(),
            us: Player {
                name: t!("lishogiplay-you"),
                kind: setup.seat.clone(),
            },
            plan: setup.plan.clone(),
            client: None,
            tx,
            rx,
            calls: None,
            stop: Arc::new(AtomicBool::new(false)),
            stop_seek: Arc::new(AtomicBool::new(false)),
            account: None,
            game_id: None,
            site: None,
            last_state: Instant::now(),
            sent: None,
            ending_sent: false,
            chat: VecDeque::new(),
            asked: None,
            live: true,
            stale_view: true,
            first_news: Vec::new(),
        }
    }

    /// The site's address, as the page and the save name it.
    pub fn server(&self) -> &str {
        &self.server
    }

    /// Who plays from here.
    pub fn us(&self) -> &Player {
        &self.us
    }

    /// Whether the link still needs ticks.
    pub fn is_live(&self) -> bool {
        self.live
    }

    /// The site's game, once its stream has begun.
    pub fn game(&self) -> Option<&SiteGame> {
        self.site.as_ref()
    }

    /// The clocks a computer in our seat is told: the site's, less a
    /// margin for the network (`None` before the game).
    pub fn turn_time(&self) -> Option<TurnTime> {
        let site = self.site.as_ref()?;
        site.us()?;
        Some(crate::lishogi::headless::turn_time(site, MARGIN))
    }

    /// What the page shows of the site's game now.
    pub fn view(&self) -> SiteView {
        let mut view = SiteView {
            chat: self.chat.iter().cloned().collect(),
            ..SiteView::default()
        };
        if let Some(site) = &self.site {
            view.url = Some(site.url());
            view.players = Some([
                site.player(Color::Black).shown(),
                site.player(Color::White).shown(),
            ]);
            view.clocks = site
                .clock()
                .map(|c| [clock_text(c, Side::Sente), clock_text(c, Side::Gote)]);
            // lishogi aborts a game until both sides have moved.
            view.abortable = !site.is_over() && site.moves().len() < 2;
        }
        view
    }

    /// The page's view when it may have changed since last given (a
    /// chat line, a state, the game's start).
    pub fn fresh_view(&mut self) -> Option<SiteView> {
        std::mem::take(&mut self.stale_view).then(|| self.view())
    }

    /// What the threads heard since the last poll.
    pub fn poll(&mut self) -> Vec<LinkNews> {
        let mut news = std::mem::take(&mut self.first_news);
        for _ in 0..MESSAGES_PER_TICK {
            match self.rx.try_recv() {
                Ok(heard) => self.on(heard, &mut news),
                Err(TryRecvError::Empty | TryRecvError::Disconnected) => break,
            }
        }
        news
    }

    /// One thing heard, turned into the page's news.
    pub fn on(&mut self, heard: Heard, news: &mut Vec<LinkNews>) {
        self.stale_view = true;
        match heard {
            Heard::Ready(account) => self.ready(account, news),
            Heard::Event(event) => self.on_event(*event, news),
            // Once the game is over, a stream's end is no news.
            Heard::Reconnecting(why) if self.live => {
                news.push(LinkNews::Said(t!("lishogiplay-reconnecting", why = why)));
            }
            Heard::Reconnecting(_) => {}
            Heard::Gone(why) if self.live => self.lose(why, news),
            Heard::Gone(_) => {}
            Heard::SeekClosed => {
                if self.game_id.is_none() {
                    news.push(LinkNews::Said(t!("lishogiplay-seek-closed")));
                }
            }
            Heard::Game(event) => self.on_game(*event, news),
            Heard::GameStreamEnded => {
                if self.site.as_ref().is_some_and(SiteGame::is_over) {
                    self.finish();
                } else {
                    self.lose(t!("lishogiplay-stream-ended"), news);
                }
            }
            Heard::Answered(call, result) => self.answered(call, result, news),
        }
    }

    /// The account is known and its events come: the game is looked for
    /// as the plan says.
    fn ready(&mut self, account: Account, news: &mut Vec<LinkNews>) {
        self.us.name = escape_controls(&account.username).into_owned();
        news.push(LinkNews::Phase(OnlinePhase::WaitingForGame));
        let name = self.us.name.clone();
        self.account = Some(account);
        match self.plan.clone() {
            Plan::Seek(seek) => {
                if let Some(client) = &self.client {
                    spawn_seek(
                        Arc::clone(client),
                        seek,
                        self.tx.clone(),
                        Arc::clone(&self.stop_seek),
                    );
                }
                news.push(LinkNews::Said(t!("lishogiplay-seeking", name = name)));
            }
            Plan::Challenge { user, challenge } => {
                news.push(LinkNews::Said(t!(
                    "lishogiplay-challenging",
                    name = name,
                    user = escape_controls(&user)
                )));
                self.call(Call::Challenge(user, challenge));
            }
            Plan::Ai(ai) => {
                news.push(LinkNews::Said(t!(
                    "lishogiplay-asking-ai",
                    name = name,
                    level = i64::from(ai.level)
                )));
                self.call(Call::Ai(ai));
            }
            Plan::Incoming => {
                news.push(LinkNews::Said(t!(
                    "lishogiplay-waiting-challenges",
                    name = name
                )));
            }
        }
    }

    fn on_event(&mut self, event: Event, news: &mut Vec<LinkNews>) {
        match event {
            Event::GameStart { game } => {
                if self.game_id.is_none() {
                    self.follow(game.game_id);
                }
            }
            Event::Challenge { challenge } => self.challenged(challenge, news),
            Event::ChallengeDeclined { challenge } => {
                if self.game_id.is_none() && matches!(self.plan, Plan::Challenge { .. }) {
                    let who = challenge
                        .dest_user
                        .map(|u| escape_controls(&u.name).into_owned())
                        .unwrap_or_default();
                    self.lose(t!("lishogiplay-declined", name = who), news);
                }
            }
            Event::ChallengeCanceled { challenge } => {
                if self.asked.as_ref().is_some_and(|a| a.id == challenge.id) {
                    self.asked = None;
                    news.push(LinkNews::Phase(OnlinePhase::WaitingForGame));
                    news.push(LinkNews::Said(t!("lishogiplay-challenge-canceled")));
                }
            }
            Event::GameFinish { .. } | Event::Unknown => {}
        }
    }

    /// A challenge to us, in the incoming plan: a computer here accepts
    /// it, a person is asked (the page's offer question).
    fn challenged(&mut self, challenge: ChallengeInfo, news: &mut Vec<LinkNews>) {
        let mine = self.account.as_ref().map(|a| a.id.to_lowercase());
        let from_us = challenge
            .challenger
            .as_ref()
            .is_some_and(|c| Some(c.id.to_lowercase()) == mine);
        if self.plan != Plan::Incoming || self.game_id.is_some() || self.asked.is_some() || from_us
        {
            return;
        }
        let name = challenge
            .challenger
            .as_ref()
            .map(|c| match c.rating {
                Some(r) => format!("{} ({r})", escape_controls(&c.name)),
                None => escape_controls(&c.name).into_owned(),
            })
            .unwrap_or_default();
        let agreed = !self.us.is_human();
        if agreed {
            self.call(Call::Accept(challenge.id.clone()));
        }
        let players = Players::new(self.us.clone(), Player::human(name.clone()));
        news.push(LinkNews::Offered {
            game: Box::new(Game::even().with_players(players)),
            controls: None,
            us: Color::Black,
            info: Box::default(),
            agreed,
        });
        let rated = if challenge.rated {
            t!("lishogiplay-rated")
        } else {
            t!("lishogiplay-casual")
        };
        news.push(LinkNews::Said(t!(
            "lishogiplay-challenged",
            name = name,
            rated = rated
        )));
        self.asked = Some(challenge);
    }

    /// The person's answer to the challenge asked about.
    pub fn answer_offer(&mut self, yes: bool) -> Vec<LinkNews> {
        let mut news = Vec::new();
        let Some(challenge) = self.asked.take() else {
            return news;
        };
        if yes {
            self.call(Call::Accept(challenge.id));
            news.push(LinkNews::Phase(OnlinePhase::Agreed));
            news.push(LinkNews::Said(t!("lishogiplay-accepting")));
        } else {
            self.call(Call::Decline(challenge.id));
            news.push(LinkNews::Phase(OnlinePhase::WaitingForGame));
            news.push(LinkNews::Said(t!("lishogiplay-declining")));
        }
        news
    }

    /// The game `id` begins: its stream is followed, any seek dropped.
    fn follow(&mut self, id: String) {
        self.stop_seek.store(true, Ordering::Relaxed);
        self.game_id = Some(id.clone());
        if let Some(client) = &self.client {
            spawn_game(
                Arc::clone(client),
                id,
                self.tx.clone(),
                Arc::clone(&self.stop),
            );
        }
    }

    fn on_game(&mut self, event: GameEvent, news: &mut Vec<LinkNews>) {
        match event {
            GameEvent::GameFull(full) => {
                let wanted = self.game_id.as_deref().unwrap_or_default();
                if let Err(e) = crate::lishogi::game::of_game(&full, wanted) {
                    self.lose(e.to_string(), news);
                    return;
                }
                if let Some(site) = &mut self.site {
                    // A reconnection: the whole game again, the periods
                    // counted so far kept by the site's game.
                    let changed = site.on_full(&full);
                    self.after_state(changed, news);
                    return;
                }
                let me = self
                    .account
                    .as_ref()
                    .map(|a| a.id.clone())
                    .unwrap_or_default();
                match SiteGame::from_full(&full, &self.server, &me) {
                    Ok(site) => self.begin(site, news),
                    Err(e) => self.lose(e.to_string(), news),
                }
            }
            GameEvent::GameState(state) => {
                let elapsed = self.last_state.elapsed();
                let Some(site) = &mut self.site else {
                    return;
                };
                let changed = site.on_state(&state, Some(elapsed));
                self.after_state(changed, news);
            }
            GameEvent::ChatLine(line) => {
                let own = self
                    .account
                    .as_ref()
                    .is_some_and(|a| a.username.eq_ignore_ascii_case(&line.username));
                // Our own lines are shown when sent.
                if !own {
                    self.said_in_chat(&line.username, &line.text);
                }
            }
            GameEvent::Unknown => {}
        }
    }

    /// The site's game, first seen: the page is given it to play.
    fn begin(&mut self, site: SiteGame, news: &mut Vec<LinkNews>) {
        self.last_state = Instant::now();
        let us = site.us().unwrap_or(Color::Black);
        let record = site.record(&self.us);
        let mut info = record.info.clone();
        info.started = Some(crate::kifu::Timestamp::now());
        let opponent = site.player(us.opponent()).shown();
        news.push(LinkNews::Offered {
            game: Box::new(site.game(&self.us)),
            controls: site.time_controls(),
            us,
            info: Box::new(info),
            agreed: true,
        });
        news.push(LinkNews::Said(t!(
            "lishogiplay-playing",
            opponent = opponent,
            url = site.url()
        )));
        let over = site.is_over();
        let end = site.end().map(|e| e.describe());
        self.site = Some(site);
        if over {
            self.finish();
            news.push(LinkNews::Phase(OnlinePhase::Over));
            news.extend(end.map(LinkNews::Said));
        } else {
            news.push(LinkNews::Phase(OnlinePhase::Playing));
        }
    }

    /// A state taken: the page is given the site's game when it changed.
    fn after_state(
        &mut self,
        changed: Result<Change, crate::lishogi::game::SiteGameError>,
        news: &mut Vec<LinkNews>,
    ) {
        self.last_state = Instant::now();
        let Some(site) = &self.site else {
            return;
        };
        match changed {
            Ok(Change::Nothing) => {}
            Ok(Change::Moved { .. }) => {
                self.sent = None;
                news.push(LinkNews::Server(Box::new(site.game(&self.us))));
            }
            Ok(Change::Resynced) => {
                self.sent = None;
                news.push(LinkNews::Server(Box::new(site.game(&self.us))));
                news.push(LinkNews::Said(t!("lishogiplay-resynced")));
            }
            Ok(Change::Over) => {
                // Nothing more to hear: the streams may end.
                self.live = false;
                self.stop.store(true, Ordering::Relaxed);
                self.sent = None;
                news.push(LinkNews::Server(Box::new(site.game(&self.us))));
                news.push(LinkNews::Phase(OnlinePhase::Over));
                if let Some(end) = site.end() {
                    news.push(LinkNews::Said(t!(
                        "lishogiplay-site-says",
                        end = end.describe()
                    )));
                }
            }
            // Neither on nor over: the game cannot be followed.
            Err(e @ crate::lishogi::game::SiteGameError::UnknownStatus { .. }) => {
                self.lose(e.to_string(), news);
            }
            Err(e) => news.push(LinkNews::Said(e.to_string())),
        }
    }

    fn answered(
        &mut self,
        call: Call,
        result: Result<Option<String>, LishogiError>,
        news: &mut Vec<LinkNews>,
    ) {
        match (call, result) {
            (Call::Play(_), Err(e)) => {
                // Refused: the site's position again, and its next state
                // says what stands.
                self.sent = None;
                news.push(LinkNews::Said(t!(
                    "lishogiplay-move-refused",
                    why = e.to_string()
                )));
                if let Some(site) = &self.site {
                    news.push(LinkNews::Server(Box::new(site.game(&self.us))));
                }
            }
            (Call::Chat(text), Ok(_)) => {
                let name = self.us.name.clone();
                self.said_in_chat(&name, &text);
            }
            (Call::Ai(_), Ok(Some(id))) => {
                if self.game_id.is_none() {
                    self.follow(id);
                }
            }
            (Call::Challenge(..), Ok(_)) => {
                news.push(LinkNews::Said(t!("lishogiplay-challenge-sent")));
            }
            (Call::Challenge(..) | Call::Ai(_), Err(e)) => self.lose(e.to_string(), news),
            (Call::Accept(_), Err(e)) => {
                news.push(LinkNews::Phase(OnlinePhase::WaitingForGame));
                news.push(LinkNews::Said(e.to_string()));
            }
            (Call::Resign, Err(e)) => {
                self.ending_sent = false;
                news.push(LinkNews::Said(e.to_string()));
                if let Some(site) = &self.site {
                    news.push(LinkNews::Server(Box::new(site.game(&self.us))));
                }
            }
            (_, Err(e)) => news.push(LinkNews::Said(e.to_string())),
            (_, Ok(_)) => {}
        }
    }

    /// A chat line, escaped and bounded, into the pane's history.
    fn said_in_chat(&mut self, name: &str, text: &str) {
        let text: String = text.chars().take(CHAT_CHARS).collect();
        let name: String = name.chars().take(40).collect();
        self.chat.push_back(format!(
            "{}: {}",
            escape_controls(&name),
            escape_controls(&text)
        ));
        while self.chat.len() > CHAT_LINES {
            self.chat.pop_front();
        }
    }

    /// Sends what the page did on our side since the site last heard:
    /// a new move, or the resignation that ended the page's game.
    pub fn outgoing(&mut self, page: &Game) {
        let Some(site) = &self.site else {
            return;
        };
        let Some(us) = site.us() else {
            return;
        };
        if site.is_over() || !site.is_our_turn() || self.sent.is_some() {
            return;
        }
        let known = site.moves().len();
        if page.ply() == known + 1 {
            let Some(last) = page.last_move().filter(|m| m.mover == us) else {
                return;
            };
            self.sent = Some(known + 1);
            self.call(Call::Play(last.mv));
        } else if page.ply() == known
            && !self.ending_sent
            && page
                .outcome()
                .is_some_and(|o| o.reason == EndReason::Resignation)
        {
            self.ending_sent = true;
            self.call(Call::Resign);
        }
    }

    /// What the person asked of the site on the page.
    pub fn ask(&mut self, asks: Vec<SiteAsk>) {
        for ask in asks {
            self.stale_view = true;
            match ask {
                SiteAsk::Chat(text) => self.call(Call::Chat(text)),
                SiteAsk::Abort => self.call(Call::Abort),
            }
        }
    }

    fn call(&self, call: Call) {
        if let Some(calls) = &self.calls {
            let _ = calls.send((self.game_id.clone(), call));
        }
    }

    /// The game is over and its stream closed: the threads may end.
    fn finish(&mut self) {
        self.live = false;
        self.stop.store(true, Ordering::Relaxed);
        self.stop_seek.store(true, Ordering::Relaxed);
    }

    fn lose(&mut self, why: String, news: &mut Vec<LinkNews>) {
        self.finish();
        let over = self.site.as_ref().is_some_and(SiteGame::is_over);
        if !over {
            if let Some(game) = self.interrupted() {
                news.push(LinkNews::Server(Box::new(game)));
            }
            news.push(LinkNews::Lost(why));
        }
    }

    /// The game under way, ended as interrupted (中断), as the CSA link
    /// keeps a game left before its end. `None` before the game or once
    /// it is over.
    pub fn interrupted(&self) -> Option<Game> {
        let site = self.site.as_ref()?;
        if site.is_over() {
            return None;
        }
        let mut record = site.record(&self.us);
        record.end = Some(EndMarker {
            word: EndWord::Interrupted,
            time: None,
        });
        Some(load_game(record).game)
    }

    /// A link fed by hand (tests): no threads; its calls go to the
    /// receiver given back.
    #[cfg(test)]
    pub fn fed(setup: &LishogiSetup) -> (LishogiLink, Receiver<(Option<String>, Call)>) {
        let (tx, rx) = channel();
        let mut link = LishogiLink::idle(setup, tx, rx);
        let (calls, made) = channel();
        link.calls = Some(calls);
        (link, made)
    }
}

impl Drop for LishogiLink {
    /// Leaving the page ends the streams and drops a seek (which cancels
    /// it on the site); a game under way goes on there.
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        self.stop_seek.store(true, Ordering::Relaxed);
    }
}

/// `4:59`, or in byoyomi `0:27 ×2` (the periods left).
fn clock_text(clock: &Clock, side: Side) -> String {
    let c = clock.side(side);
    let secs = c.time_ms.max(0) / 1000;
    let time = format!("{}:{:02}", secs / 60, secs % 60);
    if clock.config.byoyomi_ms > 0 && (c.in_byoyomi || clock.config.initial_ms == 0) {
        format!("{time} ×{}", c.periods_left)
    } else {
        time
    }
}

#[cfg(test)]
mod tests;
mod threads;

pub use threads::{Call, Heard};
use threads::{spawn_calls, spawn_events, spawn_game, spawn_seek};
