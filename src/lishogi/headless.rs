//! The headless player on lishogi: the bot or a USI engine plays games
//! through the Board API with no terminal, as `online`'s bridge does on a
//! CSA server. One line per game on the output, every game saved after
//! every move as the app saves any game, with the site's id and address.
//!
//! The streams are read on threads of their own and their items come
//! here through channels, so that a move the computer finds goes out at
//! once rather than after the stream's next keep-alive (6 s on the site).

use super::client::{AiChallenge, Client, Limits, Seek, SeekEnd, UserChallenge};
use super::clock::board_api_playable;
use super::error::LishogiError;
use super::events::{Account, Event};
use super::fair_play::{FairPlayError, Opponent, computer_may_play};
use super::feed::{Feed, FeedItem};
use super::game::{Change, SiteEnd, SiteGame, SiteGameError, of_game, side_word};
use super::game_stream::GameEvent;
use super::ndjson::{Stream, StreamEvent};
use super::side::Side;
use super::token::Token;
use crate::computer::seat::{Seat, result_word};
use crate::computer::{ComputerError, ComputerSettings, TurnTime};
use crate::finished_games::FinishedGames;
use crate::game::{Game, MoveLimit, MoveNote, Player, PlayerKind, RuleSet};
use crate::headless::{self, Interrupted, Reported, Run, Site, Step, Table, our_player};
use crate::kifu::record::start_from_position;
use crate::kifu::{Record, RecordError, SaveDir, Timestamp, short_name};
use crate::shogi::{Color, Move, Position};
use crate::usi::EngineMove;
use crate::words::Said;
use std::io::Write;
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, RecvTimeoutError, Sender, channel, sync_channel};
use std::time::{Duration, Instant};
use thiserror::Error;

/// How the games are found.
#[derive(Debug, Clone)]
pub enum Pairing {
    /// A seek in the lobby, made again for each game.
    Seek(Seek),
    /// A challenge to a player, made again for each game.
    Challenge {
        user: String,
        challenge: UserChallenge,
    },
    /// lishogi's own engine.
    Ai(AiChallenge),
    /// The challenges others send us, accepted as they come.
    Accept,
}

impl Pairing {
    /// Whom the games are against: only the AI is no person.
    pub fn opponent(&self) -> Opponent {
        match self {
            Pairing::Ai(_) => Opponent::SiteAi,
            Pairing::Seek(_) | Pairing::Challenge { .. } | Pairing::Accept => Opponent::People,
        }
    }
}

/// What the player needs to play.
#[derive(Debug)]
pub struct Options {
    pub server: String,
    pub token: Token,
    /// The bot or an engine (a person has the game screen).
    pub player: PlayerKind,
    pub pairing: Pairing,
    pub games: u32,
    pub save_dir: PathBuf,
    /// The game database each finished game goes into; `None`: none
    /// (the player's setting `database.import_finished` off).
    pub database: Option<PathBuf>,
    pub limits: Limits,
    /// Kept back from the computer's time, for the network.
    pub margin: Duration,
    pub settings: ComputerSettings,
    /// Says a passing event (the account, a game found, a reconnection, a
    /// refused move) to whoever watches: the command line writes it to
    /// standard error.
    pub notice: fn(&str),
}

#[derive(Debug, Error)]
pub enum HeadlessError {
    #[error(transparent)]
    Site(#[from] LishogiError),
    #[error(transparent)]
    Game(#[from] SiteGameError),
    /// A computer against people on the public site.
    #[error(transparent)]
    FairPlay(#[from] FairPlayError),
    #[error("{}", crate::t!("lishogi-headless-seat-failed", why = crate::words::Said::said(.0)))]
    Seat(#[from] ComputerError),
    #[error("{}", crate::t!("lishogi-headless-save-failed", why = .0.said()))]
    Save(#[from] RecordError),
    #[error("{}", crate::t!("lishogi-headless-output-failed", why = .0.as_str()))]
    Output(String),
    #[error("{}", crate::t!("lishogi-headless-declined", name = .by.as_str()))]
    Declined { by: String },
    #[error("{}", crate::t!("lishogi-headless-refused-too-often"))]
    RefusedTooOften,
    /// The site answered every seek with a wait, this many in a row.
    #[error("{}", crate::t!("lishogi-headless-seek-limited", times = *.times))]
    SeekLimited { times: u32 },
    #[error("{}{}", crate::t!(
        "lishogi-headless-stopped",
        number = *.number,
        url = .url.as_str(),
        why = .why.as_str()
    ), saved_note(.saved))]
    Stopped {
        number: u32,
        url: String,
        why: String,
        saved: Option<PathBuf>,
    },
}

impl HeadlessError {
    /// Whether the player's own input is at fault (the token, the
    /// account, the clock asked, a name), which the command line says
    /// with the status of bad input.
    pub fn is_bad_input(&self) -> bool {
        matches!(
            self,
            HeadlessError::FairPlay(_)
                | HeadlessError::Site(
                    LishogiError::BadToken
                        | LishogiError::MissingScope
                        | LishogiError::BotAccount
                        | LishogiError::TooFast
                        | LishogiError::BadServer { .. }
                        | LishogiError::BadName { .. }
                        | LishogiError::NotFound { .. }
                )
        )
    }
}

fn saved_note(saved: &Option<PathBuf>) -> String {
    match saved {
        Some(p) => crate::t!(
            "lishogi-headless-saved-so-far",
            path = p.display().to_string()
        ),
        None => String::new(),
    }
}

/// One finished game, as the report line tells it.
#[derive(Clone, Debug)]
pub struct GameReport {
    pub number: u32,
    pub url: String,
    pub opponent: String,
    pub color: Option<Color>,
    pub end: Option<SiteEnd>,
    pub moves: usize,
    pub saved: PathBuf,
    /// Where our rules judge the end otherwise than the site.
    pub notes: Vec<String>,
}

impl GameReport {
    pub fn line(&self) -> String {
        let mut line = crate::t!(
            "lishogi-headless-report",
            number = self.number,
            url = self.url.as_str(),
            opponent = short_name(&self.opponent),
            side = self.color.map(side_word).unwrap_or_default(),
            end = self.end.as_ref().map(SiteEnd::describe).unwrap_or_default(),
            moves = self.moves,
            path = self.saved.display().to_string()
        );
        for n in &self.notes {
            line.push_str(&crate::t!("lishogi-headless-note", note = n.as_str()));
        }
        line
    }
}

/// Plays `options.games` games one after another, writing a line per game
/// to `out`; stops at the first game that cannot be played to its end.
pub fn run(options: &Options, out: &mut dyn Write) -> Result<Vec<GameReport>, HeadlessError> {
    // Before anything is sent: the site is not even asked.
    computer_may_play(&options.server, options.pairing.opponent())?;
    if let Pairing::Seek(seek) = &options.pairing
        && !board_api_playable(&seek.clock(), seek.rated)
    {
        return Err(LishogiError::TooFast.into());
    }
    let client = Client::new(&options.server, options.token.clone(), options.limits)?;
    let account = client.account()?;
    (options.notice)(&crate::t!(
        "lishogi-headless-account",
        name = short_name(&account.username)
    ));
    let finished = FinishedGames::default();
    finished.set(options.database.clone());
    let run = Run {
        player: &options.player,
        settings: &options.settings,
        save_dir: &options.save_dir,
        games: options.games,
        finished: &finished,
        notice: options.notice,
    };
    headless::run(run, out, HeadlessError::Output, |seat, dir, number| {
        let id = find_game(options, &client, &account)?;
        play_one(options, &client, &account, seat, dir, id, number)
    })
}

impl Reported for GameReport {
    fn line(&self) -> String {
        self.line()
    }

    fn saved(&self) -> &std::path::Path {
        &self.saved
    }
}

/// How often the channels are looked at while nothing else is to do.
const POLL: Duration = Duration::from_millis(100);
/// A seek the site closed without a game is made again after this pause,
/// long enough for the game of a paired one to have been announced.
const SEEK_AGAIN_AFTER: Duration = Duration::from_secs(10);
/// Seeks answered 429 in a row before the seek is given up: each wait is
/// taken, but a site that asks for one every time would be waited for
/// ever.
const MAX_SEEK_WAITS: u32 = 5;
/// Moves the site refuses in a row before the game is given up.
const MAX_REFUSALS: u32 = 3;
/// Tries of a move the site could not take (its trouble, the network).
const MAX_MOVE_TRIES: u32 = 3;

/// Items a stream's reader may have waiting for the loop: far more than
/// a game's few a second, so that the reader never waits on a loop that
/// keeps up; a stream sending more makes it wait rather than fill the
/// memory.
const QUEUED_ITEMS: usize = 64;

/// What a stream's reader thread hands the loop: its events, losses and
/// skipped lines, never its keep-alives (a flood of them would otherwise
/// queue without end). Dropping it ends the reader at its next line.
struct Items<E> {
    rx: Receiver<Result<FeedItem<E>, LishogiError>>,
    gone: Arc<AtomicBool>,
}

impl<E> Items<E> {
    fn recv_timeout(
        &self,
        wait: Duration,
    ) -> Result<Result<FeedItem<E>, LishogiError>, RecvTimeoutError> {
        self.rx.recv_timeout(wait)
    }
}

impl<E> Drop for Items<E> {
    fn drop(&mut self) {
        self.gone.store(true, Ordering::Relaxed);
    }
}

/// Reads a stream (opened again after a drop) on a thread of its own. The
/// channel closes at the stream's end; the thread ends at the next line,
/// keep-alive or not, once the `Items` are dropped.
fn read_on_thread<E: StreamEvent + Send + 'static>(
    client: &Client,
    open: impl Fn(&Client) -> Result<Stream<E>, LishogiError> + Send + 'static,
) -> Items<E> {
    let (tx, rx) = sync_channel(QUEUED_ITEMS);
    let gone = Arc::new(AtomicBool::new(false));
    let reader_gone = Arc::clone(&gone);
    let client = client.clone();
    std::thread::spawn(move || {
        let mut feed = match Feed::open(&client, open) {
            Ok(feed) => feed,
            Err(e) => {
                let _ = tx.send(Err(e));
                return;
            }
        };
        while !reader_gone.load(Ordering::Relaxed) {
            let item = match feed.read() {
                // Proof of life only: the silence is watched by the
                // connection's own timeout.
                Ok(Some(FeedItem::KeepAlive | FeedItem::Waiting)) => continue,
                Ok(Some(item)) => Ok(item),
                Ok(None) => return,
                Err(e) => Err(e),
            };
            let failed = item.is_err();
            if tx.send(item).is_err() || failed {
                return;
            }
        }
    });
    Items { rx, gone }
}

/// Sleeps `total` in short steps, sooner when `stop` is set.
fn sleep_unless(stop: &AtomicBool, total: Duration) {
    let until = Instant::now() + total;
    while !stop.load(Ordering::Relaxed) {
        let now = Instant::now();
        if now >= until {
            return;
        }
        std::thread::sleep((until - now).min(POLL));
    }
}

/// Holds a seek until `stop`, seeking again when the site closes one
/// without a game; a failure that will not pass goes to `failed`. Each
/// wait the site asks for is said; after `MAX_SEEK_WAITS` in a row the
/// seek is given up.
fn hold_seek(
    client: Client,
    seek: Seek,
    stop: Arc<AtomicBool>,
    failed: Sender<HeadlessError>,
    notice: fn(&str),
) {
    std::thread::spawn(move || {
        let mut failures = 0u32;
        let mut waits = 0u32;
        while !stop.load(Ordering::Relaxed) {
            match client.seek(&seek) {
                Ok(mut held) => {
                    failures = 0;
                    waits = 0;
                    while !stop.load(Ordering::Relaxed) {
                        match held.wait() {
                            Ok(SeekEnd::Waiting) => {}
                            Ok(SeekEnd::Closed) | Err(_) => break,
                        }
                    }
                    // Dropped here: a seek still open is cancelled.
                    drop(held);
                    sleep_unless(&stop, SEEK_AGAIN_AFTER);
                }
                Err(LishogiError::RateLimited { seconds }) if waits < MAX_SEEK_WAITS => {
                    waits += 1;
                    notice(&crate::t!(
                        "lishogi-headless-seek-waiting",
                        seconds = seconds
                    ));
                    sleep_unless(&stop, Duration::from_secs(seconds));
                }
                Err(LishogiError::RateLimited { .. }) => {
                    let _ = failed.send(HeadlessError::SeekLimited { times: waits });
                    return;
                }
                Err(LishogiError::Network { .. } | LishogiError::Server { .. })
                    if failures < super::feed::MAX_RETRIES =>
                {
                    failures += 1;
                    sleep_unless(&stop, Duration::from_secs(u64::from(failures)));
                }
                Err(e) => {
                    let _ = failed.send(e.into());
                    return;
                }
            }
        }
    });
}

/// Finds the next game as `options.pairing` says; its id.
fn find_game(
    options: &Options,
    client: &Client,
    account: &Account,
) -> Result<String, HeadlessError> {
    if let Pairing::Ai(challenge) = &options.pairing {
        return Ok(client.challenge_ai(challenge)?);
    }
    // Open before seeking or challenging, so that the game's start cannot
    // come before we listen.
    let events = read_on_thread(client, |c| c.event_stream());
    let stop = Arc::new(AtomicBool::new(false));
    let (failed_tx, failed) = channel();
    let mut wanted: Option<String> = None;
    match &options.pairing {
        Pairing::Seek(seek) => {
            hold_seek(
                client.clone(),
                seek.clone(),
                Arc::clone(&stop),
                failed_tx,
                options.notice,
            );
            (options.notice)(&crate::t!("lishogi-headless-seeking"));
        }
        Pairing::Challenge { user, challenge } => {
            let made = client.challenge_user(user, challenge)?;
            (options.notice)(&crate::t!(
                "lishogi-headless-challenged",
                name = short_name(user)
            ));
            wanted = Some(made.id);
        }
        Pairing::Accept => (options.notice)(&crate::t!("lishogi-headless-awaiting")),
        Pairing::Ai(_) => {}
    }
    let me = account.id.to_lowercase();
    let found = loop {
        if let Ok(e) = failed.try_recv() {
            break Err(e);
        }
        let item = match events.recv_timeout(POLL) {
            Ok(Ok(item)) => item,
            Ok(Err(e)) => break Err(e.into()),
            Err(RecvTimeoutError::Timeout) => continue,
            Err(RecvTimeoutError::Disconnected) => {
                break Err(LishogiError::Network {
                    why: crate::t!("lishogi-headless-events-ended"),
                }
                .into());
            }
        };
        let event = match item {
            FeedItem::Event(event) => event,
            FeedItem::Lost(e) => {
                (options.notice)(&crate::t!(
                    "lishogi-headless-reconnecting",
                    why = e.to_string()
                ));
                continue;
            }
            FeedItem::KeepAlive | FeedItem::Skipped(_) | FeedItem::Waiting => continue,
        };
        match event {
            Event::GameStart { game } => {
                let ours = match &wanted {
                    Some(id) => *id == game.game_id,
                    // A seek takes the first game that starts; one
                    // accepting waits for the game it accepted.
                    None => matches!(options.pairing, Pairing::Seek(_)),
                };
                if ours {
                    break Ok(game.game_id);
                }
            }
            Event::ChallengeDeclined { challenge } if wanted.as_ref() == Some(&challenge.id) => {
                let by = challenge
                    .dest_user
                    .map(|u| if u.name.is_empty() { u.id } else { u.name })
                    .unwrap_or_default();
                break Err(HeadlessError::Declined {
                    by: short_name(&by),
                });
            }
            Event::Challenge { challenge }
                if matches!(options.pairing, Pairing::Accept)
                    && wanted.is_none()
                    && challenge
                        .dest_user
                        .as_ref()
                        .is_some_and(|u| u.id.to_lowercase() == me) =>
            {
                let from = challenge
                    .challenger
                    .as_ref()
                    .map(|u| u.name.clone())
                    .unwrap_or_default();
                match client.accept(&challenge.id) {
                    Ok(()) => {
                        (options.notice)(&crate::t!(
                            "lishogi-headless-accepted",
                            name = short_name(&from)
                        ));
                        wanted = Some(challenge.id);
                    }
                    // Withdrawn meanwhile, or not ours to take: wait for
                    // the next.
                    Err(e) => (options.notice)(&e.to_string()),
                }
            }
            _ => {}
        }
    };
    stop.store(true, Ordering::Relaxed);
    found
}

/// The clocks as the computer is told them: lishogi's, less `margin` on
/// our side as `online`'s seat takes it. In byoyomi the site's time is what
/// is left of the current period, which a move starts afresh.
pub fn turn_time(game: &SiteGame, margin: Duration) -> TurnTime {
    let (Some(clock), Some(us)) = (game.clock(), game.us()) else {
        // An untimed game: think as a computer does by default.
        return TurnTime::PerMove(Duration::from_secs(1));
    };
    let ms = |v: i64| Duration::from_millis(u64::try_from(v.max(0)).unwrap_or(0));
    let side_of = |c: Color| match c {
        Color::Black => Side::Sente,
        Color::White => Side::Gote,
    };
    let main = |c: Color| {
        let s = clock.side(side_of(c));
        if s.in_byoyomi {
            Duration::ZERO
        } else {
            ms(s.time_ms)
        }
    };
    let config = clock.config;
    let ours = clock.side(side_of(us));
    let byoyomi = if ours.in_byoyomi {
        ms(ours.time_ms)
    } else {
        Duration::from_millis(config.byoyomi_ms)
    };
    let mut left = [main(Color::Black), main(Color::White)];
    let (ours_main, byoyomi) = crate::online::seat::take_margin(left[us as usize], byoyomi, margin);
    left[us as usize] = ours_main;
    TurnTime::Clock {
        black: left[0],
        white: left[1],
        byoyomi,
        increment: Duration::from_millis(config.increment_ms),
    }
}

/// The game's moves in the controller the computer thinks with. The site
/// has judged them; one our rules would end the game on still leaves the
/// computer a position to think about.
fn controller(game: &SiteGame) -> Game {
    let mut controller = Game::new(start_from_position(game.start().clone()))
        .with_rules(RuleSet::Declare27)
        .with_move_limit(MoveLimit::Off);
    for &mv in game.moves() {
        if controller.play_with(mv, MoveNote::default()).is_err() {
            break;
        }
    }
    controller
}

fn play_one(
    options: &Options,
    client: &Client,
    account: &Account,
    seat: &mut Seat,
    dir: &SaveDir,
    id: String,
    number: u32,
) -> Result<GameReport, HeadlessError> {
    seat.new_game()?;
    let url = format!("{}/{id}", options.server.trim().trim_end_matches('/'));
    (options.notice)(&crate::t!(
        "lishogi-headless-game-found",
        url = url.as_str()
    ));
    let board = Board {
        options,
        client,
        me: account.id.clone(),
        items: read_game(client, &id),
        id,
        us: our_player(&account.username, &options.player),
        game: None,
        started: Timestamp::now(),
        last_state: Instant::now(),
        sent_at: None,
        refusals: 0,
    };
    let mut table = Table::new(board, seat, dir);
    let finished = table.drive().and_then(|()| table.finish(&()));
    match finished {
        Ok(Some(finished)) => {
            let Some(game) = &table.site.game else {
                return Err(HeadlessError::Output(String::new()));
            };
            let opponent = match game.us() {
                Some(us) => game.player(us.opponent()).shown(),
                None => String::new(),
            };
            Ok(GameReport {
                number,
                url: game.url(),
                opponent,
                color: game.us(),
                end: game.end().cloned(),
                moves: game.moves().len(),
                saved: finished.saved,
                notes: finished.notes,
            })
        }
        Ok(None) => Err(HeadlessError::Output(String::new())),
        Err(e) => {
            let why = e.to_string();
            match table.interrupted(&why) {
                // Before the game's first word: nothing to save.
                Interrupted::BeforeGame => Err(e),
                Interrupted::InGame { saved } => Err(HeadlessError::Stopped {
                    number,
                    url,
                    why,
                    saved,
                }),
            }
        }
    }
}

fn read_game(client: &Client, id: &str) -> Items<GameEvent> {
    let id = id.to_string();
    read_on_thread(client, move |c| c.game_stream(&id))
}

/// The site's side of a game: its stream, and the game as it told it.
struct Board<'a> {
    options: &'a Options,
    client: &'a Client,
    me: String,
    id: String,
    items: Items<GameEvent>,
    us: Player,
    game: Option<SiteGame>,
    started: Timestamp,
    /// When the last state came: the time the move it brings took.
    last_state: Instant,
    /// The number of moves when our move went out, until the site's state
    /// shows it: no second move is sent meanwhile.
    sent_at: Option<usize>,
    /// Moves refused in a row.
    refusals: u32,
}

impl Site for Board<'_> {
    type Event = FeedItem<GameEvent>;
    /// The game keeps its own end.
    type End = ();
    type Error = HeadlessError;

    fn next(&mut self, wait: Option<Duration>) -> Result<Vec<FeedItem<GameEvent>>, HeadlessError> {
        match self.items.recv_timeout(wait.unwrap_or(POLL)) {
            Ok(Ok(item)) => Ok(vec![item]),
            Ok(Err(e)) => Err(e.into()),
            Err(RecvTimeoutError::Timeout) => Ok(Vec::new()),
            // The stream ends after the game's end, which is seen first;
            // anything else is a stream that gave up.
            Err(RecvTimeoutError::Disconnected) => Err(LishogiError::Network {
                why: crate::t!("lishogi-headless-stream-ended"),
            }
            .into()),
        }
    }

    fn on(
        &mut self,
        item: FeedItem<GameEvent>,
        seat: &mut Seat,
    ) -> Result<Step<()>, HeadlessError> {
        let change = match item {
            FeedItem::Event(GameEvent::GameFull(full)) => {
                let full = of_game(&full, &self.id)?;
                self.last_state = Instant::now();
                match &mut self.game {
                    None => {
                        self.game =
                            Some(SiteGame::from_full(full, &self.options.server, &self.me)?);
                        Change::Resynced
                    }
                    Some(game) => game.on_full(full)?,
                }
            }
            FeedItem::Event(GameEvent::GameState(state)) => {
                let elapsed = self.last_state.elapsed();
                self.last_state = Instant::now();
                let Some(game) = &mut self.game else {
                    return Ok(Step::Quiet);
                };
                game.on_state(&state, Some(elapsed))?
            }
            FeedItem::Event(GameEvent::ChatLine(line)) => {
                self.say(&crate::t!(
                    "lishogi-headless-chat",
                    name = short_name(&line.username),
                    text = crate::kifu::escape::quote(&line.text, 200)
                ));
                return Ok(Step::Quiet);
            }
            FeedItem::Lost(e) => {
                self.say(&crate::t!(
                    "lishogi-headless-reconnecting",
                    why = e.to_string()
                ));
                return Ok(Step::Quiet);
            }
            FeedItem::Event(GameEvent::Unknown)
            | FeedItem::KeepAlive
            | FeedItem::Skipped(_)
            | FeedItem::Waiting => return Ok(Step::Quiet),
        };
        if self.game.as_ref().is_some_and(SiteGame::is_over) {
            return Ok(Step::Over(()));
        }
        Ok(match change {
            Change::Nothing => Step::Quiet,
            Change::Moved { .. } => {
                self.refusals = 0;
                self.sent_at = None;
                Step::Changed
            }
            Change::Resynced => {
                // What the computer thinks about may be another position.
                let _ = seat.cancel();
                self.sent_at = None;
                Step::Changed
            }
            Change::Over => Step::Over(()),
        })
    }

    fn answer(
        &mut self,
        answer: EngineMove,
        _before: Option<Position>,
        _seat: &Seat,
    ) -> Result<(), HeadlessError> {
        let Some(game) = &self.game else {
            return Ok(());
        };
        if !game.is_our_turn() {
            return Ok(());
        }
        let ply = game.moves().len();
        match answer {
            EngineMove::Move(mv) => self.send_move(mv, ply),
            EngineMove::Resign => {
                self.sent_at = Some(ply);
                self.client.resign(&self.id)?;
                Ok(())
            }
            EngineMove::DeclareWin => {
                // The Board API has no declaration; the computer is not
                // asked again, and the site's clock decides.
                self.sent_at = Some(ply);
                self.say(&crate::t!("lishogi-headless-no-declaration"));
                Ok(())
            }
        }
    }

    fn our_turn(&self) -> Option<(Game, TurnTime)> {
        let game = self.game.as_ref()?;
        (game.is_our_turn() && self.sent_at.is_none())
            .then(|| (controller(game), turn_time(game, self.options.margin)))
    }

    fn record(&self) -> Option<Record> {
        let mut record = self.game.as_ref()?.record(&self.us);
        record.info.started = Some(self.started);
        Some(record)
    }

    fn in_game(&self) -> bool {
        self.game.is_some()
    }

    fn result(&self, (): &()) -> Option<&'static str> {
        let game = self.game.as_ref()?;
        Some(result_word(game.end().and_then(|e| e.winner), game.us()?))
    }
}

impl Board<'_> {
    fn say(&self, text: &str) {
        (self.options.notice)(text);
    }

    /// Our time left for this move, as the last state said, less what has
    /// passed since; `None` without a clock.
    fn time_left(&self) -> Option<Duration> {
        let game = self.game.as_ref()?;
        let TurnTime::Clock {
            black,
            white,
            byoyomi,
            increment,
        } = turn_time(game, Duration::ZERO)
        else {
            return None;
        };
        let main = if game.us()? == Color::Black {
            black
        } else {
            white
        };
        Some((main + byoyomi + increment).saturating_sub(self.last_state.elapsed()))
    }

    fn send_move(&mut self, mv: Move, ply: usize) -> Result<(), HeadlessError> {
        let mut tries = 0;
        loop {
            match self.client.play(&self.id, mv) {
                Ok(()) => {
                    self.sent_at = Some(ply);
                    return Ok(());
                }
                Err(LishogiError::Refused { text }) => {
                    self.refusals += 1;
                    self.say(&crate::t!(
                        "lishogi-headless-move-refused",
                        usi = mv.to_usi(),
                        text = text.as_str()
                    ));
                    if self.refusals > MAX_REFUSALS {
                        return Err(HeadlessError::RefusedTooOften);
                    }
                    self.resync();
                    return Ok(());
                }
                Err(LishogiError::RateLimited { seconds }) => {
                    let wait = Duration::from_secs(seconds);
                    if self.time_left().is_some_and(|left| left <= wait) {
                        // The clock would run out first: the site will
                        // say so.
                        self.say(&crate::t!(
                            "lishogi-headless-no-time-to-wait",
                            seconds = seconds
                        ));
                        self.sent_at = Some(ply);
                        return Ok(());
                    }
                    self.say(&crate::t!("lishogi-headless-waiting", seconds = seconds));
                    std::thread::sleep(wait);
                }
                Err(e @ (LishogiError::Server { .. } | LishogiError::Network { .. })) => {
                    tries += 1;
                    let pause = Duration::from_secs(1);
                    if tries >= MAX_MOVE_TRIES || self.time_left().is_some_and(|l| l <= pause) {
                        return Err(e.into());
                    }
                    self.say(&e.to_string());
                    std::thread::sleep(pause);
                }
                Err(e) => return Err(e.into()),
            }
        }
    }

    /// Reads the game from its start again: the site's `gameFull` holds
    /// every move, and opening its stream anew closes the older one.
    fn resync(&mut self) {
        self.say(&crate::t!("lishogi-headless-resyncing"));
        self.items = read_game(self.client, &self.id);
        self.sent_at = None;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lishogi::game_stream::{GameEvent, GameState};

    fn game(clock: &str, moves: &str, btime: i64) -> SiteGame {
        let text = format!(
            r#"{{"type":"gameFull","id":"AbCdEfGh","clock":{clock},
            "sente":{{"id":"me","name":"Me"}},"gote":{{"id":"kenji","name":"Kenji"}},
            "state":{{"moves":"{moves}","btime":{btime},"wtime":300000,"status":"started"}}}}"#
        );
        let Ok(GameEvent::GameFull(full)) = serde_json::from_str::<GameEvent>(&text) else {
            panic!("not a gameFull: {text}")
        };
        SiteGame::from_full(&full, "https://lishogi.org", "me").unwrap()
    }

    fn clock(t: TurnTime) -> (u128, u128, u128, u128) {
        match t {
            TurnTime::Clock {
                black,
                white,
                byoyomi,
                increment,
            } => (
                black.as_millis(),
                white.as_millis(),
                byoyomi.as_millis(),
                increment.as_millis(),
            ),
            other => panic!("a clock was expected: {other:?}"),
        }
    }

    #[test]
    fn the_computer_is_told_lishogi_s_clock_less_the_margin() {
        let ms = Duration::from_millis;
        let byo = r#"{"initial":600000,"increment":0,"byoyomi":30000,"periods":1}"#;
        // In the main time: the margin comes from it.
        let g = game(byo, "", 600_000);
        assert_eq!(
            clock(turn_time(&g, ms(1000))),
            (599_000, 300_000, 30_000, 0)
        );
        // In byoyomi (counted here after a move past the main time): the
        // period's time left, less the margin, half of it at least.
        let mut g = game(byo, "7g7f 3c3d", 1_000);
        let state: GameState = serde_json::from_str(
            r#"{"moves":"7g7f 3c3d 2g2f","btime":26000,"wtime":300000,"status":"started"}"#,
        )
        .unwrap();
        g.on_state(&state, Some(Duration::from_secs(5))).unwrap();
        assert!(g.clock().unwrap().side(Side::Sente).in_byoyomi);
        assert_eq!(clock(turn_time(&g, ms(1000))), (0, 300_000, 25_000, 0));
        assert_eq!(clock(turn_time(&g, ms(20_000))).2, 13_000);
        let inc = r#"{"initial":600000,"increment":10000,"byoyomi":0,"periods":0}"#;
        assert_eq!(
            clock(turn_time(&game(inc, "", 600_000), ms(500))),
            (599_500, 300_000, 0, 10_000)
        );
        // No clock: a second a move.
        let untimed = game("null", "", 0);
        assert_eq!(
            turn_time(&untimed, ms(500)),
            TurnTime::PerMove(Duration::from_secs(1))
        );
    }
}
