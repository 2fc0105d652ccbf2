//! Why a series cannot begin or go on.

/// Why a series cannot begin or go on, in the player's language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SeriesError {
    /// What was asked is wrong: a folder that holds another series, a
    /// `series.json` that is not one, a resume with other settings.
    Refused(String),
    /// Reading or writing failed although the request made sense.
    Io(String),
}

impl std::fmt::Display for SeriesError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SeriesError::Refused(why) | SeriesError::Io(why) => f.write_str(why),
        }
    }
}
