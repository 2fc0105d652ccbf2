//! The quiz page's state, its questions and the answer judged, and what
//! its session tells it; apart from its keys (mod.rs) and drawing
//! (view.rs), and free of `tui::page`, which names it.

use crate::analysis::better_move::{NextMove, Verdict};
use crate::i18n::rules::Shown as _;
use crate::shogi::{Color, IllegalMove, Move, Position};
use crate::tui::board_input::Selection;
use crate::tui::board_pick::BoardPick;
use crate::tui::overlay::{Layer, NoQuestion};
use crate::tui::widgets::status::Message;

/// A move sent to be judged, and which question it answers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct QuizJudging {
    pub question: u64,
    pub mv: Move,
}

/// What the session tells the page.
#[derive(Debug)]
pub enum QuizNews {
    Judged {
        judging: QuizJudging,
        verdict: Result<Verdict, IllegalMove>,
    },
}

/// The line typed on the quiz page.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum QuizPrompt {
    /// `:`: the answer, as a move.
    Move,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum QuizOverlay {
    None,
    /// The help, the promotion question and the move prompt, as on every
    /// page.
    Layer(Layer<QuizPrompt, NoQuestion>),
}

/// The board shows the question, or a move played on it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Shown {
    Question,
    /// The player's last answer and what it is worth.
    Answer(Move, Verdict),
    /// The engine's move, shown on `s`.
    Engine,
}

#[derive(Clone, Debug)]
pub struct QuizScreen {
    pub puzzles: Vec<NextMove>,
    pub index: usize,
    /// Where the game came from, for the header.
    pub title: String,
    pub pick: BoardPick,
    pub overlay: QuizOverlay,
    pub message: Option<Message>,
    pub judging: Option<QuizJudging>,
    pub shown: Shown,
    /// Counts the questions opened, so that a late answer is known.
    pub(super) question: u64,
    /// Questions answered well at the first try, and tried.
    pub found: Vec<Option<bool>>,
    /// Per question, the engine's line from it and its line after the
    /// game's move, shown with a wrong answer (drills keep them; the
    /// review's quiz has none).
    pub lines: Vec<(Vec<Move>, Vec<Move>)>,
    /// Per question, an opening drill's known moves and where they are
    /// known from: judged by them, at once, with no search (`None`: a
    /// mistake, which the search judges).
    pub openings: Vec<Option<(Vec<Move>, crate::drills::Known)>>,
    /// Drills asked here: each question's first answer moves it on its
    /// schedule, written at once (`None`: the review's quiz, kept nowhere).
    pub drills: Option<crate::drills::Drills>,
}

impl QuizScreen {
    /// `None` when there is nothing to ask.
    pub fn new(puzzles: Vec<NextMove>, title: String) -> Option<QuizScreen> {
        if puzzles.is_empty() {
            return None;
        }
        let n = puzzles.len();
        let mut page = QuizScreen {
            puzzles,
            index: 0,
            title,
            pick: BoardPick::default(),
            overlay: QuizOverlay::None,
            message: None,
            judging: None,
            shown: Shown::Question,
            question: 0,
            found: vec![None; n],
            lines: Vec::new(),
            openings: Vec::new(),
            drills: None,
        };
        page.open(0);
        page.message = Some(Message::Info(crate::t!("puzzles-quiz-welcome")));
        Some(page)
    }

    pub fn puzzle(&self) -> &NextMove {
        &self.puzzles[self.index.min(self.puzzles.len() - 1)]
    }

    /// The position on the board.
    pub fn position(&self) -> Position {
        let mut pos = self.puzzle().position.clone();
        match self.shown {
            Shown::Question => {}
            Shown::Answer(mv, _) => {
                pos.do_move(mv);
            }
            Shown::Engine => {
                pos.do_move(self.puzzle().best);
            }
        }
        pos
    }

    /// The move shown on the board, if one is.
    pub fn shown_move(&self) -> Option<Move> {
        match self.shown {
            Shown::Question => None,
            Shown::Answer(mv, _) => Some(mv),
            Shown::Engine => Some(self.puzzle().best),
        }
    }

    /// The question being judged, if any.
    pub fn judging(&self) -> Option<&QuizJudging> {
        self.judging.as_ref()
    }

    pub(super) fn open(&mut self, index: usize) {
        self.index = index.min(self.puzzles.len() - 1);
        self.question += 1;
        self.judging = None;
        self.shown = Shown::Question;
        self.pick.selection = Selection::None;
        self.pick.flipped = self.puzzle().position.side_to_move() == Color::White;
    }

    pub(super) fn play(&mut self, mv: Move) {
        if self.judging.is_some() {
            self.message = Some(Message::Refusal(crate::t!("puzzles-quiz-still-judging")));
            return;
        }
        // An answer shown on the board goes back: the question again.
        self.shown = Shown::Question;
        self.judging = Some(QuizJudging {
            question: self.question,
            mv,
        });
        self.message = Some(Message::Info(crate::t!("puzzles-quiz-looking")));
        if let Some(verdict) = self.known_verdict(mv) {
            let judging = QuizJudging {
                question: self.question,
                mv,
            };
            self.judged(judging, verdict);
        }
    }

    /// The opening question's known moves and where from, if it is one.
    pub fn opening(&self) -> Option<&(Vec<Move>, crate::drills::Known)> {
        self.openings.get(self.index).and_then(Option::as_ref)
    }

    /// An opening question's verdict on `mv`: right when it is a known
    /// move; `None` for a mistake's question, which the search judges.
    fn known_verdict(&self, mv: Move) -> Option<Result<Verdict, IllegalMove>> {
        let (known, _) = self.opening()?;
        let p = self.puzzle();
        if let Err(e) = p.position.check_move(mv) {
            return Some(Err(e));
        }
        Some(Ok(if mv == p.best {
            Verdict::Best
        } else if known.contains(&mv) {
            // As good as the first known move: no engine ranks them.
            Verdict::AsGood { chance: 1.0 }
        } else if mv == p.played {
            Verdict::Played
        } else {
            Verdict::Worse { chance: 0.0 }
        }))
    }

    /// The first answer to a drill, onto its schedule and into the file;
    /// a file that cannot be written is said (the answer is kept for the
    /// next write).
    fn keep_answer(&mut self, right: bool) {
        let Some(drills) = &mut self.drills else {
            return;
        };
        let p = &self.puzzles[self.index.min(self.puzzles.len() - 1)];
        let sfen = p.position.to_sfen();
        drills.answer(&sfen, &p.played.to_usi(), right, crate::drills::today());
        if let Err(e) = drills.save() {
            self.message = Some(Message::Refusal(crate::t!(
                "drills-not-kept",
                why = crate::words::Said::said(&e)
            )));
        }
    }

    pub(crate) fn judged(&mut self, judging: QuizJudging, verdict: Result<Verdict, IllegalMove>) {
        if self.judging.as_ref() != Some(&judging) {
            return;
        }
        self.judging = None;
        match verdict {
            Err(e) => self.message = Some(Message::Refusal(e.shown())),
            Ok(verdict) => {
                let first = &mut self.found[self.index];
                let first_try = first.is_none();
                if first_try {
                    *first = Some(verdict.accepted());
                }
                self.shown = Shown::Answer(judging.mv, verdict);
                self.pick.cursor = judging.mv.to();
                self.message = None;
                if first_try {
                    self.keep_answer(verdict.accepted());
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::better_move::two_gold_mates;
    use crate::drills::{Drill, Drills, today};

    /// A drill of the two-gold mate, kept in a file of its own.
    fn drill_file(name: &str) -> (std::path::PathBuf, QuizScreen) {
        let dir = std::env::temp_dir().join(format!("shogi-quiz-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let file = dir.join("drills.ron");
        let question = two_gold_mates();
        let mut store = Drills::load_from(&file);
        store.add(
            Drill::of(&question, "g.kif".into(), "Hana".into(), "Sora".into()),
            today(),
        );
        store.save().unwrap();
        let mut page = QuizScreen::new(vec![question], "drills".into()).unwrap();
        page.drills = Some(Drills::load_from(&file));
        (file, page)
    }

    fn answer(page: &mut QuizScreen, usi: &str, verdict: Verdict) {
        let mv = Move::from_usi(usi).unwrap();
        page.play(mv);
        let judging = page.judging.clone().unwrap();
        page.judged(judging, Ok(verdict));
    }

    #[test]
    fn a_drill_s_first_answer_is_kept_on_its_schedule_and_later_ones_are_not() {
        let (file, mut page) = drill_file("first");
        answer(&mut page, "G*5e", Verdict::Played);
        assert_eq!(page.message, None, "written without a word");
        // A second try at the same question is practice: not counted.
        answer(&mut page, "G*1b", Verdict::Best);
        let kept = Drills::load_from(&file);
        let e = &kept.entries()[0];
        assert_eq!((e.tries, e.right, e.schedule.reps), (1, 0, 0));
        assert_eq!(e.schedule.due, today() + 1, "wrong: back tomorrow");
    }

    #[test]
    fn a_right_first_answer_sends_the_drill_a_day_away() {
        let (file, mut page) = drill_file("right");
        answer(&mut page, "G*2b", Verdict::AsGood { chance: 1.0 });
        let kept = Drills::load_from(&file);
        let e = &kept.entries()[0];
        assert_eq!((e.tries, e.right, e.schedule.reps), (1, 1, 1));
        assert!(kept.due(today()).is_empty());
    }

    /// An opening drill at the start, where the game played 1g1f and the
    /// book knows 7g7f and 2g2f.
    fn opening_page(name: &str) -> (std::path::PathBuf, QuizScreen) {
        use crate::drills::Known;
        let dir = std::env::temp_dir().join(format!("shogi-quiz-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let file = dir.join("drills.ron");
        let start = Position::startpos();
        let usi = |u: &str| Move::from_usi(u).unwrap();
        let known = [usi("7g7f"), usi("2g2f")];
        let drill = Drill::opening(
            &start,
            &start,
            &[],
            usi("1g1f"),
            (&known, Known::Book),
            ("g.kif", "Hana", "Sora"),
        );
        let question = drill.question().unwrap();
        let mut store = Drills::load_from(&file);
        store.add(drill, today());
        store.save().unwrap();
        let mut page = QuizScreen::new(vec![question], "drills".into()).unwrap();
        page.openings = vec![Some((known.to_vec(), Known::Book))];
        page.drills = Some(Drills::load_from(&file));
        (file, page)
    }

    #[test]
    fn an_opening_drill_is_judged_by_its_known_moves_at_once() {
        let (file, mut page) = opening_page("opening");
        page.play(Move::from_usi("9g9f").unwrap());
        assert_eq!(page.judging, None, "no search is waited for");
        assert!(matches!(
            page.shown,
            Shown::Answer(_, Verdict::Worse { .. })
        ));
        page.play(Move::from_usi("1g1f").unwrap());
        assert!(matches!(page.shown, Shown::Answer(_, Verdict::Played)));
        // The second book move counts as well as the first.
        page.play(Move::from_usi("2g2f").unwrap());
        assert!(matches!(page.shown, Shown::Answer(_, v) if v.accepted()));
        let kept = Drills::load_from(&file);
        let e = &kept.entries()[0];
        assert_eq!((e.tries, e.right), (1, 0), "the first answer is kept");
        let (file, mut page) = opening_page("opening-right");
        page.play(Move::from_usi("2g2f").unwrap());
        let kept = Drills::load_from(&file);
        let e = &kept.entries()[0];
        assert_eq!((e.tries, e.right), (1, 1));
        // An illegal answer is refused, not judged.
        page.play(Move::from_usi("5a5b").unwrap());
        assert!(matches!(page.message, Some(Message::Refusal(_))));
    }
}
