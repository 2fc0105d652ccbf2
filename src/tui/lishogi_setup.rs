//! What the lishogi form asks for, as the app and the game's link take
//! it: the site, the token, who plays from here and how a game is found.
//! Its own file because the form makes it, the app starts it and the
//! session's link plays it, and none of them should import another.

use crate::game::PlayerKind;
use crate::lishogi::{AiChallenge, Opponent, Seek, Token, UserChallenge};
use crate::settings::LishogiSettings;

/// How the game is found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Plan {
    /// A seek in the lobby, held open until paired.
    Seek(Seek),
    /// A challenge to one player, who accepts or declines it.
    Challenge {
        user: String,
        challenge: UserChallenge,
    },
    /// A game against the site's own AI.
    Ai(AiChallenge),
    /// Nothing sent: the challenges others send are shown, to accept or
    /// decline.
    Incoming,
}

impl Plan {
    /// Whom the game is against: only the AI is no person.
    pub fn opponent(&self) -> Opponent {
        match self {
            Plan::Ai(_) => Opponent::SiteAi,
            Plan::Seek(_) | Plan::Challenge { .. } | Plan::Incoming => Opponent::People,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LishogiSetup {
    /// The site's address (`https://lishogi.org`, or a test's local one).
    pub server: String,
    /// Kept out of `Debug` by its own type.
    pub token: Token,
    /// Who plays from this terminal: a person, the bot, an engine.
    pub seat: PlayerKind,
    pub plan: Plan,
}

impl LishogiSetup {
    /// What the settings keep of it, over `last` (whose clock stays when
    /// the plan has none).
    pub fn remembered(&self, last: &LishogiSettings) -> LishogiSettings {
        let mut kept = LishogiSettings {
            server: self.server.clone(),
            seat: self.seat.clone(),
            ..last.clone()
        };
        match &self.plan {
            Plan::Seek(s) => {
                kept.minutes = s.minutes;
                kept.byoyomi_secs = s.byoyomi_secs;
                kept.increment_secs = s.increment_secs;
                kept.periods = s.periods;
                kept.rated = s.rated;
            }
            Plan::Challenge { user, challenge } => {
                kept.opponent = user.clone();
                kept.minutes = challenge.limit_secs / 60;
                kept.byoyomi_secs = challenge.byoyomi_secs;
                kept.increment_secs = challenge.increment_secs;
                kept.periods = challenge.periods;
                kept.rated = challenge.rated;
            }
            Plan::Ai(a) => {
                kept.minutes = a.limit_secs / 60;
                kept.byoyomi_secs = a.byoyomi_secs;
                kept.increment_secs = a.increment_secs;
                kept.periods = a.periods;
            }
            Plan::Incoming => {}
        }
        kept
    }
}
