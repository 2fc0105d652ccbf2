# The "About" page: which shogi-tui this is and where it keeps things.
about-menu-row = About
about-title = About shogi-tui
about-version = Version
about-licence = Licence
about-settings = Settings folder
about-saves = Saved games
about-progress = Puzzles' progress
about-none = (none)
about-keys = Esc, q or Enter: back
