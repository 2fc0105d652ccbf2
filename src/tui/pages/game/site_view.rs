//! What the game page knows of a lishogi game: the site's view of it and
//! what the person asked of the site. Kept apart from `site` (the page's
//! behaviour) because the page's state holds them and `site` reads the
//! state: one file each way, no circle.

/// The most chat lines the pane keeps (the session keeps as many).
pub const CHAT_LINES: usize = 50;

/// What the page shows of the site's game.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SiteView {
    /// The game's address on the site, once there is a game.
    pub url: Option<String>,
    /// Both players as the site names them (sente, then gote), escaped.
    pub players: Option<[String; 2]>,
    /// Both clocks as the site counts them (sente, then gote): `4:59`, or
    /// in byoyomi `0:27 ×2` (the periods left).
    pub clocks: Option<[String; 2]>,
    /// The chat, oldest first, each line escaped, at most `CHAT_LINES`.
    pub chat: Vec<String>,
    /// Whether the site still allows an abort (before both have moved).
    pub abortable: bool,
}

/// What the person asked of the site, for the session to send.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SiteAsk {
    Chat(String),
    Abort,
}
