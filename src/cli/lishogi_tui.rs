//! `shogi-tui lishogi` for a person (or with no `--player`): the lishogi
//! form, filled in from the flags, and the game screen on top of it when
//! the flags say all that starting needs (a token and how to find a
//! game). Leaving the game goes back to the form, as from the menu.

use super::lishogi_args::{ClockSpec, LishogiArgs, find_token};
use super::play::{StartArgs, finish, look, save_folder};
use crate::lishogi::ColorChoice;
use crate::settings::{Remembered, TrustedEngines};
use crate::tui::app::App;
use crate::tui::pages::lishogi_form::{LishogiForm, PlanKind};
use crate::tui::run::run as run_tui;
use crate::tui::setup::PlayerSpec;
use ratatui::layout::Rect;
use std::process::ExitCode;

pub fn run(args: &LishogiArgs, top: &StartArgs) -> ExitCode {
    if top.resume {
        return super::play::continue_refused("lishogi");
    }
    // Read before the terminal is taken, so that a bad file's message is
    // plain text; no token at all is the form's to ask for.
    let token = match find_token(args) {
        Ok(token) => Some(token),
        Err(_) if args.token_file.is_none() => None,
        Err(f) => return f.report("lishogi"),
    };
    if let Err(e) = super::play::terminal() {
        return finish(Err(e));
    }
    let remembered = Remembered::load();
    let prefs = look((None, None), top, &remembered);
    let app =
        App::with_menu(prefs, Rect::default()).with_saves(save_folder(args.save_dir.as_ref(), top));
    // `shogi-tui --db FILE online`: the finished games go there.
    let mut app = super::play::with_db(app, None, top)
        .with_trusted(TrustedEngines::load())
        .with_settings(remembered);
    app.show(crate::tui::pages::lishogi_form::connect::open());
    let Some(form) = app.top_mut::<LishogiForm>() else {
        return finish(run_tui(app));
    };
    // Without --server the site remembered stays.
    if let Some(server) = &args.server {
        form.preset_server(server);
    }
    if let Some(token) = &token {
        form.preset_token(token);
    }
    if let Some(PlayerSpec(kind)) = &args.player {
        form.preset_seat(kind);
    }
    let planned = preset_plan(form, args);
    if planned && token.is_some() {
        let flow = form.start();
        app.show(flow);
    }
    finish(run_tui(app))
}

/// The flags' way of finding a game and its clock, on the form; whether
/// they gave one.
fn preset_plan(form: &mut LishogiForm, args: &LishogiArgs) -> bool {
    let (plan, clock) = if let Some(seek) = &args.seek {
        (PlanKind::Seek, seek)
    } else if let Some(user) = &args.challenge {
        form.user = user.as_str().into();
        (PlanKind::Challenge, &args.clock)
    } else if let Some(level) = args.ai {
        form.level = level.clamp(1, 8);
        (PlanKind::Ai, &args.clock)
    } else if args.accept {
        form.plan = PlanKind::Incoming;
        return true;
    } else {
        return false;
    };
    form.plan = plan;
    preset_clock(form, clock, args);
    true
}

fn preset_clock(form: &mut LishogiForm, clock: &ClockSpec, args: &LishogiArgs) {
    form.minutes = (clock.main.as_secs() / 60).to_string().into();
    form.byoyomi = clock.byoyomi.as_secs().to_string().into();
    form.increment = clock.increment.as_secs().to_string().into();
    form.periods = args.periods.to_string().into();
    form.rated = args.rated;
    form.color = match args.color.as_str() {
        "sente" => ColorChoice::Sente,
        "gote" => ColorChoice::Gote,
        _ => ColorChoice::Random,
    };
}
