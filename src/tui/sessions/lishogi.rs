//! A game session's link to lishogi: the account's event stream, the
//! seek held open, the game's stream, and the calls that send our moves,
//! resignation, abort and chat, each on a thread of its own so that
//! nothing blocks the UI thread. What they hear comes back through one
//! channel, read a bounded number of messages per tick.
//!
//! The site's game (`lishogi::game::SiteGame`) is the truth: after every
//! state the page is handed the site's game (`LinkNews::Server`), so a
//! move the site refused is undone there and the position is the site's
//! again. The news are the CSA link's (`sessions::online::LinkNews`), so
//! the page plays a lishogi game as any online game; what only lishogi
//! has (ratings, periods, chat, abort) goes through `SiteView`.

use crate::computer::TurnTime;
use crate::game::{EndReason, Game, Player, Players};
use crate::kifu::{EndMarker, EndWord, escape_controls, load_game};
use crate::lishogi::events::{Account, ChallengeInfo, Event};
use crate::lishogi::game::{Change, SiteGame};
use crate::lishogi::side::Side;
use crate::lishogi::{
    AiChallenge, Client, Clock, Feed, FeedItem, GameEvent, Limits, LishogiError, SeekEnd,
    UserChallenge,
};
use crate::shogi::{Color, Move};
use crate::t;
use crate::tui::lishogi_setup::{LishogiSetup, Plan};
use crate::tui::pages::game::online::OnlinePhase;
use crate::tui::pages::game::site::{CHAT_LINES, SiteAsk, SiteView};
use crate::tui::sessions::online::LinkNews;
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

/// What the threads heard.
#[derive(Debug)]
pub enum Heard {
    /// The account, with its event stream open.
    Ready(Account),
    Event(Box<Event>),
    /// A stream dropped and is being opened again (why).
    Reconnecting(String),
    /// A stream gave up, or the account was refused (why).
    Gone(String),
    /// The seek's connection closed: paired, or the seek removed.
    SeekClosed,
    Game(Box<GameEvent>),
    /// The game's stream ended (the site closes it at the game's end).
    GameStreamEnded,
    /// A call's answer: what was asked, and the site's refusal if any.
    Answered(Call, Result<Option<String>, LishogiError>),
}

/// A call to the site, made by the calls' thread.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Call {
    Play(Move),
    Resign,
    Abort,
    Chat(String),
    Challenge(String, UserChallenge),
    Ai(AiChallenge),
    Accept(String),
    Decline(String),
}

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

/// The account asked for, then its events read until told to stop; a
/// drop is said and the stream opened again.
fn spawn_events(client: Arc<Client>, tx: Sender<Heard>, stop: Arc<AtomicBool>) {
    std::thread::spawn(move || {
        let account = match client.account() {
            Ok(a) => a,
            Err(e) => {
                let _ = tx.send(Heard::Gone(e.to_string()));
                return;
            }
        };
        let mut feed = match Feed::open(&client, |c| c.event_stream()) {
            Ok(feed) => feed,
            Err(e) => {
                let _ = tx.send(Heard::Gone(e.to_string()));
                return;
            }
        };
        if tx.send(Heard::Ready(account)).is_err() {
            return;
        }
        pump(&mut feed, &tx, &stop, |e| Heard::Event(Box::new(e)));
    });
}

/// One game's stream, read until its end or told to stop.
fn spawn_game(client: Arc<Client>, id: String, tx: Sender<Heard>, stop: Arc<AtomicBool>) {
    std::thread::spawn(move || {
        let opened = id.clone();
        let mut feed = match Feed::open(&client, move |c| c.game_stream(&opened)) {
            Ok(feed) => feed,
            Err(e) => {
                let _ = tx.send(Heard::Gone(e.to_string()));
                return;
            }
        };
        if pump(&mut feed, &tx, &stop, |e| Heard::Game(Box::new(e))) {
            let _ = tx.send(Heard::GameStreamEnded);
        }
    });
}

/// Reads `feed` into `tx` until it ends (true), gives up, is told to
/// stop or nobody listens (false).
fn pump<E: crate::lishogi::ndjson::StreamEvent>(
    feed: &mut Feed<'_, E>,
    tx: &Sender<Heard>,
    stop: &AtomicBool,
    wrap: impl Fn(E) -> Heard,
) -> bool {
    loop {
        if stop.load(Ordering::Relaxed) {
            return false;
        }
        let read = feed.read();
        // Told to stop while waiting: what came is no one's news.
        if stop.load(Ordering::Relaxed) {
            return false;
        }
        let heard = match read {
            Ok(Some(FeedItem::Event(e))) => wrap(e),
            Ok(Some(FeedItem::Lost(e))) => Heard::Reconnecting(e.to_string()),
            Ok(Some(FeedItem::KeepAlive | FeedItem::Skipped(_) | FeedItem::Waiting)) => continue,
            Ok(None) => return true,
            Err(e) => {
                let _ = tx.send(Heard::Gone(e.to_string()));
                return false;
            }
        };
        if tx.send(heard).is_err() {
            return false;
        }
    }
}

/// The seek held open until the site closes it or we drop it.
fn spawn_seek(
    client: Arc<Client>,
    seek: crate::lishogi::Seek,
    tx: Sender<Heard>,
    stop: Arc<AtomicBool>,
) {
    std::thread::spawn(move || {
        let mut held = match client.seek(&seek) {
            Ok(held) => held,
            Err(e) => {
                let _ = tx.send(Heard::Gone(e.to_string()));
                return;
            }
        };
        loop {
            if stop.load(Ordering::Relaxed) {
                // Dropping the connection cancels the seek.
                return;
            }
            match held.wait() {
                Ok(SeekEnd::Waiting) => {}
                Ok(SeekEnd::Closed) => {
                    let _ = tx.send(Heard::SeekClosed);
                    return;
                }
                Err(e) => {
                    if !stop.load(Ordering::Relaxed) {
                        let _ = tx.send(Heard::Gone(e.to_string()));
                    }
                    return;
                }
            }
        }
    });
}

/// The calls' thread: one call at a time, in the order made, each
/// answer sent back; it ends when the link is dropped.
fn spawn_calls(client: Arc<Client>, tx: Sender<Heard>) -> Sender<(Option<String>, Call)> {
    let (calls, rx) = channel::<(Option<String>, Call)>();
    std::thread::spawn(move || {
        for (game, call) in rx {
            let id = game.as_deref().unwrap_or_default();
            let result = match &call {
                Call::Play(mv) => client.play(id, *mv).map(|()| None),
                Call::Resign => client.resign(id).map(|()| None),
                Call::Abort => client.abort(id).map(|()| None),
                Call::Chat(text) => client
                    .chat(id, crate::lishogi::ChatRoom::Player, text)
                    .map(|()| None),
                Call::Challenge(user, c) => client.challenge_user(user, c).map(|c| Some(c.id)),
                Call::Ai(c) => client.challenge_ai(c).map(Some),
                Call::Accept(id) => client.accept(id).map(|()| None),
                Call::Decline(id) => client.decline(id).map(|()| None),
            };
            if tx.send(Heard::Answered(call, result)).is_err() {
                return;
            }
        }
    });
    calls
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lishogi::Token;
    use crate::lishogi::events::Account;

    const FULL: &str = r#"{"type":"gameFull","id":"AbCdEfGh","rated":false,
        "clock":{"initial":0,"increment":0,"byoyomi":10000,"periods":3},
        "sente":{"id":"me","name":"Me","rating":1500},
        "gote":{"id":"kenji","name":"Kenji\u001b[2J","rating":1650},
        "initialSfen":"startpos",
        "state":{"type":"gameState","moves":"","btime":10000,"wtime":10000,
                 "byo":10000,"status":"started"}}"#;

    fn event(json: &str) -> Heard {
        match serde_json::from_str::<GameEvent>(json) {
            Ok(e) => Heard::Game(Box::new(e)),
            Err(e) => panic!("{e}: {json}"),
        }
    }

    fn state(moves: &str, status: &str) -> Heard {
        event(&format!(
            r#"{{"type":"gameState","moves":"{moves}","btime":9000,"wtime":10000,"byo":10000,"status":"{status}"}}"#
        ))
    }

    fn setup(plan: Plan) -> LishogiSetup {
        LishogiSetup {
            server: "https://lishogi.org".into(),
            token: Token::new("lip_x").expect("a token"),
            seat: crate::game::PlayerKind::Human,
            plan,
        }
    }

    fn account() -> Account {
        serde_json::from_str(r#"{"id":"me","username":"Me"}"#).expect("an account")
    }

    fn feed(link: &mut LishogiLink, heard: Heard) -> Vec<LinkNews> {
        let mut news = Vec::new();
        link.on(heard, &mut news);
        news
    }

    fn has_phase(news: &[LinkNews], phase: &OnlinePhase) -> bool {
        news.iter()
            .any(|n| matches!(n, LinkNews::Phase(p) if p == phase))
    }

    fn said(news: &[LinkNews]) -> Vec<String> {
        news.iter()
            .filter_map(|n| match n {
                LinkNews::Said(s) => Some(s.clone()),
                _ => None,
            })
            .collect()
    }

    /// A link in a game begun: the account known, the game's stream
    /// followed, its `gameFull` taken.
    fn playing() -> (LishogiLink, Receiver<(Option<String>, Call)>) {
        let (mut link, calls) = LishogiLink::fed(&setup(Plan::Incoming));
        feed(&mut link, Heard::Ready(account()));
        let start = r#"{"type":"gameStart","game":{"gameId":"AbCdEfGh","color":"sente"}}"#;
        let start: Event = serde_json::from_str(start).expect("an event");
        feed(&mut link, Heard::Event(Box::new(start)));
        assert_eq!(link.game_id.as_deref(), Some("AbCdEfGh"));
        let news = feed(&mut link, event(FULL));
        assert!(
            news.iter().any(|n| matches!(
                n,
                LinkNews::Offered {
                    us: Color::Black,
                    agreed: true,
                    ..
                }
            )),
            "{news:?}"
        );
        assert!(has_phase(&news, &OnlinePhase::Playing), "{news:?}");
        (link, calls)
    }

    #[test]
    fn a_game_begun_shows_the_players_and_the_periods() {
        let (link, _) = playing();
        let view = link.view();
        let players = view.players.expect("players");
        assert_eq!(players[0], "Me (1500)");
        assert!(players[1].contains("Kenji") && !players[1].contains('\u{1b}'));
        assert_eq!(
            view.clocks,
            Some(["0:10 ×3".to_string(), "0:10 ×3".to_string()])
        );
        assert!(view.abortable);
        assert_eq!(view.url.as_deref(), Some("https://lishogi.org/AbCdEfGh"));
    }

    #[test]
    fn our_move_goes_out_once_and_a_refusal_resyncs() {
        let (mut link, calls) = playing();
        let mut page = link.game().expect("a game").game(&link.us);
        let mv = crate::shogi::Move::from_usi("7g7f").expect("a move");
        page.play(mv).expect("legal");
        link.outgoing(&page);
        link.outgoing(&page);
        assert_eq!(
            calls.try_iter().collect::<Vec<_>>(),
            vec![(Some("AbCdEfGh".to_string()), Call::Play(mv))],
            "sent once"
        );
        let refused = Err(LishogiError::Refused {
            text: "Not your turn, or game already over".into(),
        });
        let news = feed(&mut link, Heard::Answered(Call::Play(mv), refused));
        assert!(said(&news)[0].contains("refused"), "{news:?}");
        let back = news.iter().find_map(|n| match n {
            LinkNews::Server(g) => Some(g.ply()),
            _ => None,
        });
        assert_eq!(back, Some(0), "the site's position again");
        // The site's state brings the move (and the answer).
        let news = feed(&mut link, state("7g7f 3c3d", "started"));
        let ply = news.iter().find_map(|n| match n {
            LinkNews::Server(g) => Some(g.ply()),
            _ => None,
        });
        assert_eq!(ply, Some(2));
        assert!(!link.view().abortable, "both have moved");
    }

    #[test]
    fn the_end_is_said_as_lishogi_states_it() {
        let (mut link, _) = playing();
        let news = feed(&mut link, state("7g7f 3c3d", "resign"));
        assert!(has_phase(&news, &OnlinePhase::Over), "{news:?}");
        assert!(
            said(&news).iter().any(|s| s.starts_with("lishogi says")),
            "{news:?}"
        );
        feed(&mut link, Heard::GameStreamEnded);
        assert!(!link.is_live());
        assert!(link.interrupted().is_none());
    }

    #[test]
    fn chat_lines_are_escaped_and_bounded() {
        let (mut link, calls) = playing();
        for i in 0..(CHAT_LINES + 20) {
            feed(
                &mut link,
                event(&format!(
                    r#"{{"type":"chatLine","room":"player","username":"Ken\u001b[31m","text":"hi {i}\u0007"}}"#
                )),
            );
        }
        let chat = link.view().chat;
        assert_eq!(chat.len(), CHAT_LINES);
        assert!(
            chat.iter()
                .all(|l| !l.contains('\u{1b}') && !l.contains('\u{7}'))
        );
        assert!(chat.last().is_some_and(|l| l.contains("hi 69")), "{chat:?}");
        link.ask(vec![SiteAsk::Chat("good game".into())]);
        let (_, call) = calls.try_recv().expect("sent");
        assert_eq!(call, Call::Chat("good game".into()));
        feed(&mut link, Heard::Answered(call, Ok(None)));
        assert_eq!(
            link.view().chat.last().map(String::as_str),
            Some("Me: good game")
        );
    }

    #[test]
    fn a_lost_stream_is_said_and_the_game_kept_interrupted() {
        let (mut link, _) = playing();
        feed(&mut link, state("7g7f", "started"));
        let news = feed(&mut link, Heard::Reconnecting("reset".into()));
        assert!(said(&news)[0].contains("reconnecting"), "{news:?}");
        let news = feed(&mut link, Heard::Gone("gave up".into()));
        assert!(
            news.iter()
                .any(|n| matches!(n, LinkNews::Lost(why) if why == "gave up")),
            "{news:?}"
        );
        assert!(!link.is_live());
    }

    #[test]
    fn an_incoming_challenge_is_asked_and_answered() {
        let (mut link, calls) = LishogiLink::fed(&setup(Plan::Incoming));
        feed(&mut link, Heard::Ready(account()));
        let challenge = r#"{"type":"challenge","challenge":{"id":"ch1","rated":true,
            "challenger":{"id":"ken","name":"Ken","rating":1700},
            "destUser":{"id":"me","name":"Me"}}}"#;
        let challenge: Event = serde_json::from_str(challenge).expect("an event");
        let news = feed(&mut link, Heard::Event(Box::new(challenge)));
        assert!(
            news.iter()
                .any(|n| matches!(n, LinkNews::Offered { agreed: false, .. })),
            "{news:?}"
        );
        assert!(said(&news)[0].contains("Ken (1700)"), "{news:?}");
        let news = link.answer_offer(false);
        assert!(has_phase(&news, &OnlinePhase::WaitingForGame));
        assert_eq!(
            calls.try_recv().map(|c| c.1),
            Ok(Call::Decline("ch1".into()))
        );
    }

    #[test]
    fn a_computer_in_our_seat_thinks_on_the_site_s_clock() {
        let (link, _) = playing();
        match link.turn_time() {
            Some(TurnTime::Clock { black, byoyomi, .. }) => {
                assert_eq!(black, Duration::ZERO, "all byoyomi");
                assert!(byoyomi >= Duration::from_secs(5) && byoyomi < Duration::from_secs(10));
            }
            other => panic!("{other:?}"),
        }
    }
}
