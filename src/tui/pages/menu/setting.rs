//! A setting row changed, carried out with the app's context: remembered,
//! and a look, the sound or the language shown at once; and the Continue
//! row kept true to the save folder whenever the menu is on top again.

use super::rows::RowKind;
use super::state::Menu;
use crate::tui::context::Context;
use crate::tui::page::{News, Page};
use crate::tui::pages::game::open::continue_offer;

impl Menu {
    /// The row `kind` changed: shown at once when it is a look or the
    /// sound, and remembered.
    pub(super) fn setting_changed(&mut self, kind: RowKind, cx: &mut Context) {
        self.store(kind, &mut cx.remembered.settings);
        match kind {
            RowKind::Theme => {
                if let Some(name) = self.theme.value() {
                    cx.prefs.set_theme(name);
                }
            }
            RowKind::Glyphs => {
                if let Some(name) = self.glyphs.value() {
                    cx.prefs.set_glyphs(name);
                }
            }
            RowKind::Sound | RowKind::CountVoice | RowKind::PieceSounds => {
                // Turned on in the menu, sound is on whatever `--quiet` said.
                if kind == RowKind::Sound {
                    cx.prefs.quiet = false;
                    cx.speaker.set_quiet(false);
                }
                cx.speaker.configure(&cx.remembered.settings.sound);
            }
            RowKind::Language => {
                if let Some(&lang) = self.language.value() {
                    crate::i18n::set(lang);
                    self.relabel();
                    // A count never chosen follows the language.
                    let sound = &cx.remembered.settings.sound;
                    self.count_voice
                        .select(&sound.count_voice(lang == crate::i18n::Lang::Ja));
                }
            }
            // The games already open follow the choice at once.
            RowKind::ImportFinished => cx.route_finished_games(),
            _ => {}
        }
        if matches!(kind, RowKind::Theme | RowKind::Glyphs) {
            return cx.remember_look();
        }
        cx.remembered.save();
    }

    /// Offers Continue exactly while the save folder holds an unfinished
    /// game that no other shogi-tui has open.
    pub(super) fn refresh_continue(&mut self, cx: &Context) {
        let Some(folder) = &cx.saves else {
            return;
        };
        match continue_offer(folder) {
            Ok(offer) => self.offer_continue(offer),
            Err(why) => {
                self.offer_continue(None);
                self.on_news(News::Refused(why));
            }
        }
    }
}
