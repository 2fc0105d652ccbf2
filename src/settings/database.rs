//! The game database's choices: the player's own names (what "my games"
//! means to the explorer and the drills) and whether finished games go
//! into the database on their own. The database itself is opened by the
//! pages that show it.

use serde::{Deserialize, Serialize};

/// The most names kept: a hand-made file may list thousands, and each is
/// a condition in every "my games" query.
pub const MAX_MY_NAMES: usize = 16;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct DatabaseSettings {
    /// The names the player plays under (here, on a server, on lishogi),
    /// exactly as records write them.
    pub my_names: Vec<String>,
    /// Finished games (played here, online, engine matches) are added to
    /// the database as they end. On by default: a collection a player
    /// must remember to fill stays empty.
    pub import_finished: bool,
}

impl Default for DatabaseSettings {
    fn default() -> DatabaseSettings {
        DatabaseSettings {
            my_names: Vec::new(),
            import_finished: true,
        }
    }
}

impl DatabaseSettings {
    /// The names to look for: blanks dropped, at most [`MAX_MY_NAMES`].
    pub fn names(&self) -> Vec<String> {
        self.my_names
            .iter()
            .map(|n| n.trim())
            .filter(|n| !n.is_empty())
            .take(MAX_MY_NAMES)
            .map(str::to_string)
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_without_the_section_imports_finished_games_and_names_no_one() {
        let s: DatabaseSettings = ron::from_str("()").unwrap();
        assert!(s.import_finished);
        assert!(s.names().is_empty());
    }

    #[test]
    fn blank_names_are_dropped_and_a_long_list_is_cut() {
        let mut s = DatabaseSettings {
            my_names: vec!["  ".into(), " Hana ".into()],
            ..DatabaseSettings::default()
        };
        assert_eq!(s.names(), ["Hana"]);
        s.my_names = (0..1000).map(|i| format!("n{i}")).collect();
        assert_eq!(s.names().len(), MAX_MY_NAMES);
    }
}
