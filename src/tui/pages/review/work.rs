//! What review asks of the work its session owns: the analysis started or
//! stopped, the record written back to its file. The page gives these as
//! orders; `review::session` carries them out after the update.

use crate::analysis::AnalysisSettings;

#[derive(Clone, Debug, PartialEq)]
pub enum ReviewWork {
    /// Analyse these positions of the main line (0 = its start), with
    /// these settings, ending any analysis under way (`a`, or "analyse
    /// this game" on open).
    Analyse {
        plies: Vec<usize>,
        settings: AnalysisSettings,
    },
    /// Stop the analysis under way (and research), keeping what it found
    /// (Esc).
    Stop,
    /// Write the record back to its file, with its analysis and kept lines
    /// (`s`, after the player's yes): under the save's lock, and only over
    /// the file it read.
    WriteBack,
}
