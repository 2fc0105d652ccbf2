//! Who may play from this terminal on a lishogi server.
//!
//! lishogi's rules say "Computers and computer-assisted players are not
//! allowed to play" (the site's own text, `computersAreNotAllowedToPlay`),
//! and its Board API is for people's accounts: a bot plays from a BOT
//! account through the Bot API, which this program does not speak (the
//! Board API refuses a bot account). So on the public site a computer in
//! our seat may play only lishogi's own AI, which is a computer too and
//! wrongs no one. On any other server (a lila of one's own, a test
//! server) its owner makes the rules, and every opponent is allowed.

use thiserror::Error;

/// Whom a game is against.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Opponent {
    /// A person: a seek, a challenge sent or accepted.
    People,
    /// lishogi's own AI (`POST /api/challenge/ai`).
    SiteAi,
}

#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum FairPlayError {
    /// A computer in our seat against people on the public site.
    #[error("{}", crate::t!("lishogi-fair-play-computer", server = .server))]
    ComputerAgainstPeople { server: String },
}

/// Whether `server` is the public lishogi (or one of its subdomains).
pub fn is_public_site(server: &str) -> bool {
    let rest = server
        .split_once("://")
        .map_or(server, |(_, rest)| rest)
        .trim();
    // The host: before any path, port or user part.
    let host = rest
        .split(['/', '?', '#'])
        .next()
        .unwrap_or_default()
        .rsplit('@')
        .next()
        .unwrap_or_default();
    let host = host.split(':').next().unwrap_or_default();
    let host = host.trim_end_matches('.').to_ascii_lowercase();
    host == "lishogi.org" || host.ends_with(".lishogi.org")
}

/// Refuses a computer in our seat against people on the public site.
pub fn computer_may_play(server: &str, against: Opponent) -> Result<(), FairPlayError> {
    match against {
        Opponent::People if is_public_site(server) => Err(FairPlayError::ComputerAgainstPeople {
            server: server.to_string(),
        }),
        Opponent::People | Opponent::SiteAi => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_public_site_is_known_by_its_host_whatever_the_spelling() {
        for public in [
            "https://lishogi.org",
            "https://lishogi.org/",
            "https://LISHOGI.org:443/api",
            "https://www.lishogi.org",
            "lishogi.org",
            "https://lishogi.org.",
            "https://someone@lishogi.org",
        ] {
            assert!(is_public_site(public), "{public}");
        }
        for other in [
            "http://127.0.0.1:9663",
            "https://lishogi.org.example.com",
            "https://notlishogi.org",
            "https://example.com/lishogi.org",
            "https://lishogi.org@example.com",
            "",
        ] {
            assert!(!is_public_site(other), "{other}");
        }
    }

    #[test]
    fn a_computer_plays_people_only_off_the_public_site() {
        let public = "https://lishogi.org";
        assert!(matches!(
            computer_may_play(public, Opponent::People),
            Err(FairPlayError::ComputerAgainstPeople { .. })
        ));
        assert_eq!(computer_may_play(public, Opponent::SiteAi), Ok(()));
        assert_eq!(
            computer_may_play("http://127.0.0.1:8080", Opponent::People),
            Ok(())
        );
        let said = computer_may_play(public, Opponent::People)
            .unwrap_err()
            .to_string();
        assert!(said.contains("AI"), "{said}");
    }
}
