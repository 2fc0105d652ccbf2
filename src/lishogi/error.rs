//! What a call to lishogi can meet. Each message is the player's words
//! (English or Japanese); none ever holds the token, and the site's own
//! text is clipped and escaped before it is kept, since it is shown.

use thiserror::Error;

/// The longest piece of the site's text a message keeps.
pub const SITE_TEXT_CHARS: usize = 200;

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum LishogiError {
    /// 401 without a scope named: no such token, or none sent.
    #[error("{}", crate::t!("lishogi-error-bad-token"))]
    BadToken,
    /// 401 "Missing scope": the token lacks `board:play`.
    #[error("{}", crate::t!("lishogi-error-missing-scope"))]
    MissingScope,
    /// The Board API is not for bot accounts.
    #[error("{}", crate::t!("lishogi-error-bot-account"))]
    BotAccount,
    /// 404: no such game (or challenge), or not ours.
    #[error("{}", crate::t!("lishogi-error-not-found", text = .text))]
    NotFound { text: String },
    /// 400: the site refused, in its own words (`Invalid USI: …`, `Not your
    /// turn, or game already over`, …).
    #[error("{}", crate::t!("lishogi-error-refused", text = .text))]
    Refused { text: String },
    /// 429: the site asks us to wait this many seconds.
    #[error("{}", crate::t!("lishogi-error-rate-limited", seconds = *.seconds))]
    RateLimited { seconds: u64 },
    /// A 5xx: the site's own trouble.
    #[error("{}", crate::t!("lishogi-error-server", status = *.status))]
    Server { status: u16 },
    /// Any other status.
    #[error("{}", crate::t!("lishogi-error-status", status = *.status))]
    Status { status: u16 },
    /// The connection failed, was dropped, or stayed silent too long.
    #[error("{}", crate::t!("lishogi-error-network", why = .why))]
    Network { why: String },
    /// A reply that is not what the API sends.
    #[error("{}", crate::t!("lishogi-error-garbage", why = .why))]
    Garbage { why: String },
    /// A name or id that cannot be part of the site's address.
    #[error("{}", crate::t!("lishogi-error-bad-name", name = .name))]
    BadName { name: String },
    /// A clock below the Board API's minimum (15 minutes rated, 5 casual,
    /// by the site's estimate), which the site would refuse.
    #[error("{}", crate::t!("lishogi-error-too-fast"))]
    TooFast,
    /// The server setting is not an https address (or http to this
    /// machine).
    #[error("{}", crate::t!("lishogi-error-bad-server", server = .server))]
    BadServer { server: String },
}

/// `text` from the network, fit for a message: clipped and escaped.
pub fn site_text(text: &str) -> String {
    crate::kifu::escape::quote(text.trim(), SITE_TEXT_CHARS)
}
