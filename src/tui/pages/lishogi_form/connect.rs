//! The app's side of playing on lishogi: the form opened and filled in
//! from the settings (the site, the seat, the last clock) and the token
//! found (`SHOGI_TUI_LISHOGI_TOKEN`, else the one kept), Start carried out
//! (the seat's program looked for, the form remembered, the token kept or
//! forgotten as the player asked), and the game screen put up at once,
//! waiting on its link (`game::lishogi_link`) for the site's game.

use super::state::LishogiForm;
use crate::lishogi::Token;
use crate::lishogi::token::{self, TokenError};
use crate::tui::context::Context;
use crate::tui::form::seat;
use crate::tui::lishogi_setup::LishogiSetup;
use crate::tui::page::{Flow, downcast_mut};
use crate::tui::page::{News, Page};
use crate::tui::pages::game::open as game;
use crate::tui::setup::PlayerSpec;
use crate::tui::widgets::choice::player_choices;

/// The form over the page that asks, filled in from the settings and with
/// the token found, if any.
pub fn open() -> Flow {
    Flow::then(|cx, _| Flow::open(form(cx)))
}

/// The form as the settings and the token found fill it in.
pub fn form(cx: &Context) -> LishogiForm {
    let mut form = LishogiForm::new(player_choices(), &cx.settings().lishogi);
    match found_token(cx) {
        Ok(Some((token, kept))) => {
            form.preset_token(&token);
            form.remember = kept;
        }
        Ok(None) => {}
        Err(why) => form.on_news(News::Problem(why.to_string())),
    }
    form
}

/// The token of the environment, else the one kept beside the settings
/// (and whether it was that one).
fn found_token(cx: &Context) -> Result<Option<(Token, bool)>, TokenError> {
    if let Some(value) = token::from_environment().filter(|v| !v.trim().is_empty()) {
        return Token::new(&value).map(|t| Some((t, false)));
    }
    match cx.remembered.folder() {
        Some(folder) => Ok(token::recall(folder)?.map(|t| (t, true))),
        None => Ok(None),
    }
}

/// The form's Start: the seat's program must exist (said on the form);
/// the form is remembered (never the token, which goes only into its own
/// file when "remember" is on, and is deleted from there when it is off);
/// then the game screen while the game is found and played.
pub(super) fn start(setup: LishogiSetup) -> Flow {
    Flow::then(move |cx, top| {
        let Some(form) = downcast_mut::<LishogiForm>(top) else {
            return Flow::Stay;
        };
        if let Err(why) = PlayerSpec(setup.seat.clone()).checked() {
            form.refuse_seat(&why.to_string());
            return Flow::Stay;
        }
        let remember = form.remember;
        let kept = setup.remembered(&cx.settings().lishogi);
        let token = setup.token.clone();
        seat::remember_and_play(
            cx,
            |s| s.lishogi = kept,
            |cx| keep_token(cx, &token, remember),
            |cx| Box::new(game::lishogi(cx, setup)),
        )
    })
}

/// The token kept beside the settings, or any kept before deleted.
fn keep_token(cx: &Context, token: &Token, remember: bool) -> Result<(), TokenError> {
    match (cx.remembered.folder(), remember) {
        (Some(folder), true) => token::remember(folder, token),
        (Some(folder), false) => token::forget(folder),
        (None, true) => Err(TokenError::NotKept {
            path: crate::t!("online-settings-folder"),
            why: crate::t!("online-no-settings-folder"),
        }),
        (None, false) => Ok(()),
    }
}
