//! What we send to a CSA server.

use std::fmt;

/// One line to the server. `Display` gives the text without its line end;
/// `Debug` never shows the password, so that a logged value cannot leak it.
#[derive(Clone, PartialEq, Eq)]
pub enum ClientLine {
    Login {
        user: String,
        password: String,
        /// Ask for the extended mode (`x1`).
        extended: bool,
    },
    Logout,
    Agree {
        game_id: String,
    },
    Reject {
        game_id: String,
    },
    /// `+7776FU` with an optional comment (`'* 30 -3334FU`).
    Move {
        token: String,
        comment: Option<String>,
    },
    /// `%TORYO`
    Resign,
    /// `%KACHI`
    Declare,
    /// An empty line: floodgate drops clients that stay quiet.
    KeepAlive,
}

/// The longest comment sent with a move: floodgate shows a line of PV, and
/// the server's own line cap is not ours to test.
pub const MAX_COMMENT_CHARS: usize = 512;

impl fmt::Display for ClientLine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ClientLine::Login {
                user,
                password,
                extended,
            } => {
                write!(f, "LOGIN {user} {password}")?;
                if *extended {
                    f.write_str(" x1")?;
                }
                Ok(())
            }
            ClientLine::Logout => f.write_str("LOGOUT"),
            ClientLine::Agree { game_id } => write!(f, "AGREE {game_id}"),
            ClientLine::Reject { game_id } => write!(f, "REJECT {game_id}"),
            ClientLine::Move { token, comment } => {
                f.write_str(token)?;
                if let Some(c) = comment {
                    write!(f, ",'{}", one_line(c))?;
                }
                Ok(())
            }
            ClientLine::Resign => f.write_str("%TORYO"),
            ClientLine::Declare => f.write_str("%KACHI"),
            ClientLine::KeepAlive => Ok(()),
        }
    }
}

impl fmt::Debug for ClientLine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ClientLine::Login { user, extended, .. } => {
                write!(
                    f,
                    "Login {{ user: {user:?}, password: <hidden>, extended: {extended} }}"
                )
            }
            other => write!(f, "{:?}", other.to_string()),
        }
    }
}

/// A comment as one line of printable text, so that nothing an engine
/// writes can end the line early and smuggle in a command.
fn one_line(text: &str) -> String {
    text.chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .take(MAX_COMMENT_CHARS)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_are_spelt_as_the_protocol_says() {
        let login = ClientLine::Login {
            user: "alice".into(),
            password: "floodgate-300-10F,secret".into(),
            extended: false,
        };
        assert_eq!(login.to_string(), "LOGIN alice floodgate-300-10F,secret");
        assert!(!format!("{login:?}").contains("secret"));
        assert_eq!(
            ClientLine::Agree {
                game_id: "g1".into()
            }
            .to_string(),
            "AGREE g1"
        );
        let mv = ClientLine::Move {
            token: "+7776FU".into(),
            comment: Some("* 30 -3334FU\n%TORYO".into()),
        };
        assert_eq!(mv.to_string(), "+7776FU,'* 30 -3334FU %TORYO");
        assert_eq!(ClientLine::KeepAlive.to_string(), "");
    }
}
