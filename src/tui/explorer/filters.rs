//! Which games the explorer counts: my games only (the names in the
//! settings), one player typed, a date range typed as `FROM..TO`. The
//! database takes them as `Explore` and `Search` values; this file only
//! reads what the player typed and says what is in force.

use shogi_db::{Explore, Search};

/// A date as the database compares them: `2024`, `2024-05` or
/// `2024-05-01` (a prefix of `YYYY-MM-DD`).
fn is_date(text: &str) -> bool {
    let parts: Vec<&str> = text.split('-').collect();
    let widths: &[usize] = match parts.len() {
        1 => &[4],
        2 => &[4, 2],
        3 => &[4, 2, 2],
        _ => return false,
    };
    parts
        .iter()
        .zip(widths)
        .all(|(p, &w)| p.len() == w && p.bytes().all(|b| b.is_ascii_digit()))
}

/// Why a typed date range was refused: the text the player can fix.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadDates(pub String);

/// The filters the player chose; none by default (every game).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Filters {
    /// Only the games of the names in the settings (`O`).
    pub mine: bool,
    /// Only this player's games, either side, as recorded (`/`).
    pub player: Option<String>,
    /// Games on or after this date (`T`).
    pub from: Option<String>,
    /// Games on or before this date.
    pub to: Option<String>,
}

impl Filters {
    /// Whether any filter is in force.
    pub fn any(&self) -> bool {
        self.mine || self.player.is_some() || self.from.is_some() || self.to.is_some()
    }

    /// The player typed: blank clears the filter. Kept exactly as typed
    /// (the database compares names as recorded) but for the blanks
    /// around it.
    pub fn set_player(&mut self, typed: &str) {
        let name = typed.trim();
        self.player = (!name.is_empty()).then(|| name.to_string());
    }

    /// A date range typed as `FROM..TO`, either end left out (`2020..`,
    /// `..2019-06`), or one date alone for that year, month or day; blank
    /// clears it. Nothing changes on a refusal.
    pub fn set_dates(&mut self, typed: &str) -> Result<(), BadDates> {
        let typed = typed.trim();
        let (from, to) = match typed.split_once("..") {
            Some((from, to)) => (from.trim(), to.trim()),
            None => (typed, typed),
        };
        for end in [from, to] {
            if !end.is_empty() && !is_date(end) {
                return Err(BadDates(end.to_string()));
            }
        }
        self.from = (!from.is_empty()).then(|| from.to_string());
        self.to = (!to.is_empty()).then(|| to.to_string());
        Ok(())
    }

    /// The range as the prompt offers it back: `FROM..TO`.
    pub fn dates_text(&self) -> String {
        match (&self.from, &self.to) {
            (None, None) => String::new(),
            (Some(a), Some(b)) if a == b => a.clone(),
            (a, b) => format!(
                "{}..{}",
                a.as_deref().unwrap_or(""),
                b.as_deref().unwrap_or("")
            ),
        }
    }

    /// The explorer's query; `names` are the player's own (used only with
    /// `mine`).
    pub fn explore(&self, names: &[String]) -> Explore {
        Explore {
            player: self.player.clone(),
            any_of: if self.mine {
                names.to_vec()
            } else {
                Vec::new()
            },
            from: self.from.clone(),
            to: self.to.clone(),
        }
    }

    /// The searches that list the same games as `explore`: one, or with
    /// `mine`, one a name (the search takes a single player; the caller
    /// merges them), each with `position` and `limit`.
    pub fn searches(
        &self,
        names: &[String],
        position: &crate::shogi::Position,
        limit: u32,
    ) -> Vec<Search> {
        let base = Search {
            player: self.player.clone(),
            from: self.from.clone(),
            to: self.to.clone(),
            position: Some(position.clone()),
            limit,
            ..Search::default()
        };
        if !self.mine {
            return vec![base];
        }
        let mut out = Vec::new();
        for name in names {
            if self.player.is_none() {
                out.push(Search {
                    player: Some(name.clone()),
                    ..base.clone()
                });
            } else {
                // A typed player and one of mine: my name on either side.
                out.push(Search {
                    black: Some(name.clone()),
                    ..base.clone()
                });
                out.push(Search {
                    white: Some(name.clone()),
                    ..base.clone()
                });
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_range_is_read_with_either_end_left_out() {
        let mut f = Filters::default();
        f.set_dates("2020..2024-06").unwrap();
        assert_eq!(
            (f.from.as_deref(), f.to.as_deref()),
            (Some("2020"), Some("2024-06"))
        );
        assert_eq!(f.dates_text(), "2020..2024-06");
        f.set_dates(" 2021.. ").unwrap();
        assert_eq!((f.from.as_deref(), f.to.as_deref()), (Some("2021"), None));
        f.set_dates("..2019-01-31").unwrap();
        assert_eq!(
            (f.from.as_deref(), f.to.as_deref()),
            (None, Some("2019-01-31"))
        );
    }

    #[test]
    fn one_date_is_that_year_and_blank_clears() {
        let mut f = Filters::default();
        f.set_dates("2023").unwrap();
        assert_eq!(
            (f.from.as_deref(), f.to.as_deref()),
            (Some("2023"), Some("2023"))
        );
        assert_eq!(f.dates_text(), "2023");
        f.set_dates("").unwrap();
        assert!(!f.any());
    }

    #[test]
    fn a_date_that_is_no_date_is_refused_and_changes_nothing() {
        let mut f = Filters::default();
        f.set_dates("2020..2021").unwrap();
        for bad in [
            "yesterday",
            "2020-1",
            "20201",
            "2020..13-01",
            "2020-01-01-01",
        ] {
            assert!(f.set_dates(bad).is_err(), "{bad}");
        }
        assert_eq!(f.dates_text(), "2020..2021");
    }

    #[test]
    fn mine_searches_once_a_name_and_a_typed_player_with_either_side() {
        let pos = crate::shogi::Position::startpos();
        let names = vec!["Hana".to_string(), "Sora".to_string()];
        let mut f = Filters::default();
        assert_eq!(f.searches(&names, &pos, 10).len(), 1);
        assert!(f.explore(&names).any_of.is_empty(), "names only with mine");
        f.mine = true;
        let s = f.searches(&names, &pos, 10);
        let players: Vec<_> = s.iter().map(|s| s.player.as_deref()).collect();
        assert_eq!(players, [Some("Hana"), Some("Sora")]);
        assert_eq!(f.explore(&names).any_of, names);
        f.set_player("Kai");
        let s = f.searches(&names, &pos, 10);
        assert_eq!(s.len(), 4);
        assert!(s.iter().all(|s| s.player.as_deref() == Some("Kai")));
        assert_eq!(s[0].black.as_deref(), Some("Hana"));
        assert_eq!(s[1].white.as_deref(), Some("Hana"));
    }
}
