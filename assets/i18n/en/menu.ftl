# The main menu: its rows, the pickers' words, its prompts.

menu-row-continue = Continue
menu-row-new-game = Start a new game
menu-row-black = ☗ Black (sente)
menu-row-black-name = {"  "}Black's name
menu-row-white = ☖ White (gote)
menu-row-white-name = {"  "}White's name
menu-row-rules = Impasse rule
menu-row-handicap = Handicap
menu-row-move-limit = Move limit
menu-row-clock = Clock
menu-row-move-time = Computer's time
menu-row-sound = Sound
menu-row-count-voice = {"  "}Byoyomi count
menu-row-piece-sounds = {"  "}Piece sounds
menu-row-theme = Colour theme
menu-row-language = Language / 言語
menu-row-glyphs = Pieces
menu-row-auto-flip = Hot-seat auto-flip
menu-row-hints = Hints (H in a game)
menu-row-puzzles = Puzzles (詰将棋)
menu-row-editor = Set up a position
menu-row-load = Load / review a game
menu-row-online = Play online (CSA server)
menu-row-lishogi = Play on lishogi
menu-row-engine-match = Engine match (series)
menu-row-help = Help
menu-row-quit = Quit

menu-off = off
menu-on = on
# The count of a clock's last seconds: who or what says it.
menu-count-japanese = Japanese voice 日本語
menu-count-english = English voice
menu-count-bell = terminal bell
menu-seconds-per-move = { $seconds } s per move
# After the computers' time per move while a clock is chosen: the
# clock, not this row, then decides how long a computer thinks.
menu-move-time-clock-decides = — the clock decides
menu-even-game = even game 平手
menu-handicap = { $english } { $japanese }
menu-untimed = untimed
menu-custom-clock = custom…
menu-no-move-limit = none
menu-glyphs-kanji = kanji 歩
menu-glyphs-western = Western letters P
menu-theme-dark = dark
menu-theme-light = light

menu-hint-engine-command = type the engine's command line · Enter use it · Esc cancel
menu-hint-clock = e.g. 10m+30s, 0+30s, 5m+10s/move, 3m · Enter · Esc cancel
menu-hint-name = type the name (empty: the side's) · Enter use it · Esc cancel
menu-hint-rows = ↑↓ choose · ←→ change · Enter select · q quit
menu-engine-not-typed = { $side } plays an engine whose command is not typed yet: press Enter on it
menu-clock-not-typed = the custom clock is not typed yet: press Enter on it
menu-row-book = Book (review)
menu-book-builtin = built-in
menu-book-type-path = a file… (Enter: type its path)
menu-book-no-path = type the path of a YaneuraOu-format book (.db)
menu-hint-book-file = the book's path (YaneuraOu format) · Enter · Esc cancel

# The game database's settings.
menu-row-my-names = My names
menu-row-import-finished = Finished games to DB
menu-my-names-none = none (Enter to type them)
menu-hint-my-names = your names in records, comma-separated · Enter use them · Esc cancel
menu-my-names-too-many = At most { $most } names: { $typed } were typed.
# The message line while a player row the bot plays is focused: how the
# level fared against a program of the ladder (bench/ladder.sh). The row
# above names the level; the line has 63 columns.
menu-level-standing = scores { $percent }% in { $games } games against { $rung }
menu-level-unmeasured = not yet measured against other programs
menu-level-threads = { $standing }, { $threads } cores
menu-rung-skill = { $program } skill { $skill }
menu-rung-depth = { $program } depth { $depth }
menu-rung-gps = { $program } depth 4, 1 s a move
menu-rung-gps-full = { $program } at full strength
# The menu's help, below the keys: each level and how it scored.
menu-help-levels = How each level scores against other programs, at 1 s a move:
menu-help-level-score = { $percent }% vs { $rung }, { $games } games

# issue 75: menu Esc
# Esc on the menu's rows: nothing to close, and Esc does not quit.
menu-esc-stays = Nothing to close here: q quits
