//! The app's side of playing online: the form opened and filled in from
//! the settings, Connect carried out (the seat's program looked for, the
//! form remembered, the password kept or forgotten as the player asked),
//! and the game screen put up at once, waiting on its connection
//! (`game::online_link`) for the server's game.

use super::state::OnlineForm;
use crate::online::password::{Password, PasswordError};
use crate::online::remembered_password;
use crate::online::{OnlineSettings, OnlineSetup};
use crate::tui::context::Context;
use crate::tui::form::seat;
use crate::tui::page::{Flow, downcast_mut};
use crate::tui::page::{News, Page};
use crate::tui::pages::game::open as game;
use crate::tui::setup::PlayerSpec;
use crate::tui::widgets::choice::player_choices;

/// The form over the page that asks, filled in with what the player chose
/// last time, and the password if one is remembered.
pub fn open() -> Flow {
    Flow::then(|cx, _| Flow::open(form(cx)))
}

/// The form as the settings fill it in.
pub fn form(cx: &Context) -> OnlineForm {
    let mut form = OnlineForm::new(player_choices(), &cx.settings().online);
    if let Some(folder) = cx.remembered.folder() {
        match remembered_password::recall(folder) {
            Ok(Some(password)) => {
                form.preset_password(&password);
                form.remember = true;
            }
            Ok(None) => {}
            Err(why) => form.on_news(News::Problem(why.to_string())),
        }
    }
    form
}

/// The form's Connect. An engine in the seat runs because the player
/// chose it in the form, as an engine chosen in the menu does; its
/// program must exist, which is said back on the form. The form is then
/// remembered for next time (never the password, which goes only into its
/// own file when "remember password" is on, and is deleted from there
/// when it is off), and the game screen shown while waiting for and
/// playing the server's game.
pub(super) fn connect(setup: OnlineSetup) -> Flow {
    Flow::then(move |cx, top| {
        let Some(form) = downcast_mut::<OnlineForm>(top) else {
            return Flow::Stay;
        };
        if let Err(why) = PlayerSpec(setup.seat.clone()).checked() {
            form.refuse_seat(&why.to_string());
            return Flow::Stay;
        }
        let remember = form.remember;
        let settings = OnlineSettings::of(&setup);
        let password = setup.password.clone();
        seat::remember_and_play(
            cx,
            |s| s.online = settings,
            |cx| keep_password(cx, &password, remember),
            |cx| Box::new(game::online(cx, setup)),
        )
    })
}

/// The password kept beside the settings, or any kept before deleted.
fn keep_password(cx: &Context, password: &Password, remember: bool) -> Result<(), PasswordError> {
    match (cx.remembered.folder(), remember) {
        (Some(folder), true) => remembered_password::remember(folder, password),
        (Some(folder), false) => remembered_password::forget(folder),
        (None, true) => Err(PasswordError::NotKept {
            path: crate::t!("online-settings-folder"),
            why: crate::t!("online-no-settings-folder"),
        }),
        (None, false) => Ok(()),
    }
}
