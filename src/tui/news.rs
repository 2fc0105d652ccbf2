//! What the app tells any page: what went wrong out there, or what was
//! done for it; said in the page's status bar.

use super::widgets::status::{Message, StatusSlot};

/// What the app tells any page: what went wrong out there. What a page's
/// own work did (its computers, its analysis, its solver) its session
/// hands to the page directly, in the page's own terms; what the app did
/// for one kind of page (the list of saves read again) it tells that page
/// by its type.
#[derive(Debug)]
pub enum News {
    /// Something went wrong out there that the player should know of (a
    /// settings file that cannot be used, an engine that could not be
    /// remembered, sound lost): said after whatever the page says already,
    /// as a notice that stays until a key is pressed.
    Problem(String),
    /// What the page asked for failed, and why: said instead of whatever
    /// the page said.
    Refused(String),
    /// What the page asked for was done: said instead of whatever the
    /// page said.
    Done(String),
}

impl News {
    /// Said in a status bar holding `message`: a refusal instead of what it
    /// said (but not of a notice not yet seen), a problem after it, as a
    /// notice.
    pub fn tell(self, message: &mut Option<Message>) {
        match self {
            News::Refused(why) => message.say(Some(Message::Refusal(why))),
            News::Done(what) => message.say(Some(Message::Info(what))),
            News::Problem(why) => *message = Some(Message::problem(message.take(), &why)),
        }
    }
}
