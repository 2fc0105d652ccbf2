//! How the quiz comes on top as the player's drills: the drills due
//! today, each asked once, its first answer kept on its schedule.

use super::{QuizScreen, QuizSession};
use crate::drills::{DrillKind, Drills, today};
use crate::shogi::Move;
use crate::tui::page::{Flow, News};

/// The drills due today as the quiz page; why there is none to ask, in
/// the player's words, when none is due (or none was made yet).
pub fn due_drills() -> Result<QuizSession, String> {
    let store = Drills::load();
    let day = today();
    let mut puzzles = Vec::new();
    let mut lines = Vec::new();
    let mut openings = Vec::new();
    for entry in store.due(day) {
        // One a hand or a newer version made that does not replay is
        // passed over, as is an opening drill with no answer to judge by.
        let Some(question) = entry.drill.question() else {
            continue;
        };
        let opening = match entry.drill.kind {
            DrillKind::Mistake => None,
            DrillKind::Opening(from) => Some((entry.drill.known_answers(), from)),
        };
        if opening.as_ref().is_some_and(|(known, _)| known.is_empty()) {
            continue;
        }
        openings.push(opening);
        let moves = |line: &[String]| -> Vec<Move> {
            line.iter().map_while(|u| Move::from_usi(u).ok()).collect()
        };
        lines.push((
            moves(&entry.drill.best_line),
            moves(&entry.drill.punish_line),
        ));
        puzzles.push(question);
    }
    let count = store.entries().len();
    let problem = store.problem.clone();
    let Some(mut page) = QuizScreen::new(puzzles, crate::t!("drills-title")) else {
        return Err(problem.unwrap_or_else(|| {
            if count == 0 {
                crate::t!("drills-none-yet")
            } else {
                crate::t!("drills-none-due", count = count as i64)
            }
        }));
    };
    page.lines = lines;
    page.openings = openings;
    page.drills = Some(store);
    Ok(QuizSession::new(page))
}

/// The drills due today over the page that asks; none due is said there.
pub fn drills() -> Flow {
    Flow::then(|cx, top| match due_drills() {
        Ok(session) => Flow::open(session),
        Err(why) => {
            top.page_mut().on_news(News::Refused(why));
            top.uncover(cx);
            Flow::Stay
        }
    })
}
