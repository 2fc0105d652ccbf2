//! The app's side of the menu's engine match: the form's Start carried
//! out. The records go to a folder of their own under the save folder's
//! `matches/`, named by the time the series began (UTC), so that series
//! never mix and a player finds them beside their games.

use super::choices::MatchChoices;

use super::watching::MatchPage;
use crate::kifu::Timestamp;
use crate::matches::Series;
use crate::share::exports::file_stamp;
use crate::tui::context::Context;
use crate::tui::page::Flow;
use crate::tui::page::News;
use std::path::PathBuf;

/// The folder of the save folder that holds the series' folders.
pub const MATCHES_FOLDER: &str = crate::kifu::saves::folder::SERIES_FOLDER;

/// Starts the series `choices` describe and shows it being played; a
/// refusal (no folder for the records; an engine that cannot start its
/// first game is not one: it loses that game) is said on the form. The
/// choices are remembered for the next run either way.
pub(super) fn start(choices: MatchChoices) -> Flow {
    Flow::then(move |cx, top| {
        cx.remember(|s| s.engine_match = choices.remembered());
        let mut refuse = |why: String| {
            top.page_mut().on_news(News::Refused(why));
            Flow::Stay
        };
        let dir = match match_folder(cx) {
            Ok(dir) => dir,
            Err(why) => return refuse(why),
        };
        let setup = choices.setup(dir.clone(), crate::bot::clock_seed());
        match Series::start(setup) {
            Ok(mut series) => {
                if let Some(saves) = &cx.saves {
                    series.import_finished(saves.finished().clone());
                }
                Flow::open(MatchPage::new(series, dir))
            }
            Err(e) => refuse(e.to_string()),
        }
    })
}

/// A new folder for a series' records; `None` when the app keeps no
/// files (tests).
fn match_folder(cx: &Context) -> Result<Option<PathBuf>, String> {
    let Some(saves) = &cx.saves else {
        return Ok(None);
    };
    let parent = saves
        .dir()
        .map_err(str::to_string)?
        .path()
        .join(MATCHES_FOLDER);
    std::fs::create_dir_all(&parent).map_err(|e| {
        crate::t!(
            "series-match-no-folder",
            dir = crate::kifu::escape_controls(&parent.display().to_string()).into_owned(),
            why = e.to_string()
        )
    })?;
    let name = file_stamp(&Timestamp::now());
    // Two series begun in the same second: the second one numbered.
    let mut dir = parent.join(&name);
    let mut n = 2;
    while dir.symlink_metadata().is_ok() {
        dir = parent.join(format!("{name}-{n}"));
        n += 1;
    }
    Ok(Some(dir))
}
