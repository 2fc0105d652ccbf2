# The command line: `--help`, clap's messages, and what the subcommands
# print for a person (machine output — JSON, USI, records — never comes here).

## --lang

cli-error-lang = give en (English) or ja (Japanese), not '{ $value }'
cli-error-decimal = give a number from { $lo } to { $hi }, not '{ $value }'
cli-error-whole-range = give a whole number from { $lo } to { $hi }, not '{ $value }'
cli-error-whole-at-least = give a whole number { $lo } or more, not '{ $value }'
cli-error-stdout = cannot write to standard output: { $why }

## --help: what each command does

cli-about = Shogi (Japanese chess) in the terminal: hot-seat, bot, records
cli-about-perft = Count legal move sequences of DEPTH plies (tests the move generator)
cli-about-convert = Convert a game record between formats by extension (.ron .kif .kifu .ki2 .csa .usi .sfen .bod)
cli-about-inspect = Replay moves and report position, notation, impasse tally and outcome
cli-about-mate = Find a mate by checks for the side to move (one SFEN or a file of them)
cli-about-play = Start a game directly (two humans at one keyboard by default)
cli-about-usi = Play as a USI engine on standard input/output (for GUIs and matches)
cli-about-analyse = Analyse a record with an engine: an evaluation per move, mistakes marked, a summary
cli-about-online = Play on a CSA server (shogi-server, floodgate): the form, or --server … to connect at once; headless with --player bot:N|usi:CMD
cli-about-lishogi = Play on lishogi through its Board API: headless with --player bot:N|usi:CMD and --seek, --challenge, --ai or --accept; the token from --token-file or $SHOGI_TUI_LISHOGI_TOKEN
cli-about-review = Step through a game record (.ron .kif .kifu .ki2 .csa .usi .sfen .bod) move by move
cli-about-datagen = Self-play training data for the learned evaluation (--out FILE --games N), or --stats FILE
cli-about-puzzles = Tsume puzzles (詰将棋): the built-in collection, or a file of problems (.kif .ki2 .csa .sfen)
cli-about-puzzlegen = Find tsume puzzles in games and write a collection (--from FILES --out FILE)
cli-about-train = Train the learned evaluation on datagen files; writes weights and a training card
cli-about-help = Print this message or the help of the given subcommand(s)

## --help: each flag and argument

cli-arg-lang = Language of messages and help: en or ja [default: from LC_ALL, LC_MESSAGES or LANG]
cli-arg-help = Print help
cli-arg-version = Print version
cli-arg-save-dir = Folder of saved games (default: $SHOGI_TUI_SAVE_DIR, else $XDG_DATA_HOME/shogi-tui/saves, else ~/.local/share/shogi-tui/saves)
cli-arg-continue = Resume the most recent unfinished game (one no other shogi-tui has open)
cli-arg-glyphs = Piece glyphs: kanji, or western letters for terminals without CJK fonts [default: as last chosen, else kanji]
cli-arg-theme = Colour theme [default: as last chosen, else dark]
cli-arg-menu-seconds = Seconds per move for computer players in games started from the menu, for this run [default: as last chosen, else 1]
cli-arg-time = Main thinking time per player: 90 (seconds), 90s, 10m, 1h or 1h30m. Without --time, --byoyomi or --increment the game is untimed and computers take --seconds per move
cli-arg-byoyomi = Byoyomi: once the main time is gone, every move within this. Without --time it is byoyomi only (main time 0). Not with --increment
cli-arg-increment = Fischer increment: added to the player's time after each move (needs --time). Not with --byoyomi
cli-arg-black-time = Black's main time, instead of --time (handicap clocks)
cli-arg-white-time = White's main time, instead of --time
cli-arg-black-byoyomi = Black's byoyomi, instead of --byoyomi
cli-arg-white-byoyomi = White's byoyomi, instead of --byoyomi
cli-arg-black-increment = Black's increment, instead of --increment
cli-arg-white-increment = White's increment, instead of --increment
cli-arg-black-name = Black's name in the game and its records [default: Black, or the computer's own]
cli-arg-white-name = White's name [default: White, or the computer's own]
cli-arg-quiet = No sound of any kind for this run: no count, no piece sounds, no bell
cli-arg-flip = Show the board from White's side
cli-arg-rules = Impasse rule: declare27, declare24, try or none

cli-arg-perft-depth = Number of plies, 1 to 20
cli-arg-perft-sfen = Start from this position (SFEN) instead of the initial one
cli-arg-perft-divide = First print each root move with its count, sorted by move text

cli-arg-convert-input = The record to read (.ron .kif .kifu .ki2 .csa .usi .sfen .bod)
cli-arg-convert-output = The record to write; the format follows its extension
cli-arg-convert-force = Replace OUT if it exists
cli-arg-convert-csa-version = CSA version of a .csa output: 3 writes V3.0; 2 (the default) writes V2.2 unless the record needs V3.0 (fractions of seconds, move limits)

cli-arg-inspect-record = A record file to replay instead of the flags below (.ron .kif .kifu .ki2 .csa .usi .sfen .bod); its own start, moves, rules and end are used
cli-arg-inspect-sfen = Start from this position (SFEN) instead of the even start
cli-arg-inspect-handicap = Start from a handicap: lance, right-lance, bishop, rook, rook-lance, 2-piece, 4-piece, 6-piece, 8-piece or 10-piece (White moves first)
cli-arg-inspect-moves = Moves to play from the start, in USI, separated by spaces
cli-arg-inspect-move-limit = Draw the game after N moves (extended while checks continue), or off
cli-arg-inspect-declare = After the moves, the side to move declares impasse
cli-arg-inspect-json = Print one JSON object instead of text
cli-arg-inspect-link = Print only the link that opens the final position on lishogi's analysis board

cli-arg-mate-sfen = The position to solve (SFEN)
cli-arg-mate-file = Solve every position of this file: one SFEN a line; blank lines and lines starting with # are skipped
cli-arg-mate-seconds = Time limit per position in seconds (default 10 unless --nodes is given)
cli-arg-mate-nodes = Node limit per position
cli-arg-mate-hash = Size of the solver's table in MiB (1 to 4096, and no more than the memory free): the table starts small and grows up to it, never past it
cli-arg-mate-json = Print one JSON object a position instead of text

cli-arg-play-black = Who plays Black (sente, moves first): human, bot:LEVEL (1-8 or Beginner, Novice, Apprentice, Casual, Club, Expert, Master, Strongest) or "usi:COMMAND" for an external USI engine
cli-arg-play-white = Who plays White (gote): human, bot:LEVEL or "usi:COMMAND", e.g. --white bot:3 or --white "usi:/usr/games/gpsusi"
cli-arg-play-seconds = Seconds per move for computer players in untimed games (fractions allowed) [default: 1]
cli-arg-play-sfen = Start from this position instead of the standard one
cli-arg-play-handicap = Handicap game: lance, right-lance, bishop, rook, rook-lance, 2-piece, 4-piece, 6-piece, 8-piece or 10-piece (White moves first)
cli-arg-play-move-limit = Moves after which the game is an impasse draw, or "off"
cli-arg-play-auto-flip = Hot-seat: turn the board to the side to move after every move
cli-arg-play-no-hints = A serious game: the hint key (H) gives no hints in it

cli-arg-usi-level = Starting level, 1-8 or a name (Beginner … Strongest); the GUI may change it with the Level option
cli-arg-usi-hash = Transposition table size in MiB (the USI_Hash option)
cli-arg-usi-tune = Also offer the search's margins and divisors as options (Tune_…), for a tuner such as bench/spsa.py; a game needs none of them

cli-arg-analyse-file = The records (.ron .kif .kifu .ki2 .csa .usi .sfen .bod) and folders of them; one record gets a table of its moves, several a summary
cli-arg-analyse-seconds = Seconds per position, fractions allowed [default: 0.5]
cli-arg-analyse-nodes = Nodes per position instead of a time: the machine's speed and load then hardly matter (only which of the two searches takes which position does)
cli-arg-analyse-engine = Who analyses: bot (the built-in engine, always at full strength) or "usi:COMMAND" for an external USI engine
cli-arg-analyse-json = Print one JSON object instead of the table
cli-arg-analyse-write = Also write the record with the analysis as engine comments, in OUT's format (.kif .kifu .ki2 .csa .ron); never over the record analysed
cli-arg-analyse-force = Replace the --write file if it exists

cli-arg-online-server = The server: HOST or HOST:PORT (port 4081 by default), e.g. wdoor.c.u-tokyo.ac.jp for floodgate
cli-arg-online-user = Your user name on the server
cli-arg-online-password-file = A file whose first line is the password (floodgate: GAMENAME,trip, e.g. floodgate-300-10F,mytrip). Else $SHOGI_TUI_CSA_PASSWORD
cli-arg-online-player = Who plays from here: human (the game screen; the default), bot:LEVEL or "usi:COMMAND" (headless with --server; without it, the form's choice)
cli-arg-online-games = Games to play one after another (headless)
cli-arg-online-keep-alive = Seconds of quiet after which an empty line is sent (floodgate drops quiet clients)
cli-arg-online-silence = Seconds the server may take over an answer it owes before the connection is given up
cli-arg-online-margin-ms = Milliseconds kept back from the computer's time on each move, for the network and the server's rounding
cli-arg-lishogi-server = The site's address (http:// only on this machine, for a test server) [default: https://lishogi.org]
cli-arg-lishogi-token-file = A file whose first line is your personal token (scope board:play), readable by you alone. Else $SHOGI_TUI_LISHOGI_TOKEN
cli-arg-lishogi-player = Who plays from here: human (the game screen; the default), bot:LEVEL or "usi:COMMAND" (headless)
cli-arg-lishogi-seek = Seek a game in the lobby on this clock: main time and byoyomi (10m+30s), main time and an increment in seconds (10m+10i), or byoyomi alone (0+30s). The main time is in whole minutes
cli-arg-lishogi-challenge = Challenge this player instead of seeking, on the clock of --clock
cli-arg-lishogi-ai = Play lishogi's own engine at this level (1-8) instead of seeking, on the clock of --clock
cli-arg-lishogi-accept = Accept the challenges others send instead of seeking
cli-arg-lishogi-clock = The clock of --challenge and --ai, written as --seek's
cli-arg-lishogi-periods = Byoyomi periods
cli-arg-lishogi-rated = A rated game (casual by default)
cli-arg-lishogi-color = The side asked for
cli-arg-lishogi-games = Games to play one after another (headless)
cli-arg-lishogi-margin-ms = Milliseconds kept back from the computer's time on each move, for the network

cli-arg-review-file = The record: .ron .kif .kifu .ki2 .csa .usi .sfen or .bod
cli-arg-review-save-dir = Folder where a game started from the record is saved (default: $SHOGI_TUI_SAVE_DIR, else $XDG_DATA_HOME/shogi-tui/saves, else ~/.local/share/shogi-tui/saves)
cli-arg-review-engine = Who analyses when `a` is pressed: bot (the built-in engine, at full strength whatever level is named) or "usi:COMMAND" [default: bot]
cli-arg-review-analysis-seconds = Seconds the engine spends on each position (fractions allowed) [default: 0.5]

cli-arg-datagen-out = Append self-play training records to FILE (created if missing)
cli-arg-datagen-games = Games to play
cli-arg-datagen-threads = Worker threads, each playing whole games with its own bot
cli-arg-datagen-nodes = Nodes the bot searches for each move
cli-arg-datagen-random-plies = Random legal plies from the start position before the bot plays
cli-arg-datagen-random-moves = After the opening (to ply 120), the chance in a thousand that a ply is a random legal move instead of the bot's
cli-arg-datagen-eval = The evaluation the bot searches with (the teacher): `hand` or `net`
cli-arg-datagen-no-mate-solver = The bot plays without its mate solves (its own mates before each search, the check that a move allows none): about four times as many games an hour at 1,500 nodes a move, for data whose positions, not moves, are what is kept
cli-arg-datagen-weights = With `--eval net`: the weights file to use instead of the embedded weights
cli-arg-datagen-seed = Seed of the random openings (default: from the clock, printed so that the run can be repeated)
cli-arg-datagen-stats = Describe a data file: records, results, scores, move numbers, and how many records are bad (undecodable or an illegal position)
cli-arg-datagen-sfens = Print every `--every`-th record of a data file as a line: the position (SFEN), the search's score, the result for the side to move, the hand-written evaluation, the net's (the embedded weights, or `--weights`); scores in centipawns for the side to move. For comparing judges on the same positions (bench/judge.sh)
cli-arg-datagen-import = Append to `--out` the records of a text file of lines `SFEN<TAB>SCORE<TAB>RESULT` (as `--sfens` prints, with SCORE from another judge: bench/gps_label.py). Stops at the first bad line
cli-arg-datagen-every = With `--sfens`: one record in K

cli-arg-puzzles-file = Problems to solve: a tsume record (.kif .kifu .ki2 .ki2u .csa), an SFEN list (one a line, the solution after `moves` if any) or a collection file like assets/tsume.txt [default: the built-in collection]

cli-arg-puzzlegen-from = Files to look in: datagen files (.bin), records (.kif .kifu .ki2 .csa .ron) or position lines (one `position ...` or SFEN a line)
cli-arg-puzzlegen-out = The collection to write; never one of the --from files
cli-arg-puzzlegen-force = Replace the --out file if it exists
cli-arg-puzzlegen-max-plies = The longest mate taken, in plies
cli-arg-puzzlegen-per-length = The most puzzles of each length class (1, 3, 5, 7, 9, 11+ plies)
cli-arg-puzzlegen-last-plies = How many positions from the end of each game are looked at
cli-arg-puzzlegen-nodes = Nodes the solver may search for each proof
cli-arg-puzzlegen-threads = Worker threads, each taking whole games

cli-arg-train-data = Data files from `shogi-tui datagen`, read in order
cli-arg-train-out = Where the weights go (the card goes beside them, as .card.md)
cli-arg-train-from = Start from these weights instead of random ones
cli-arg-train-force = Replace the --out weights and their card if they exist
cli-arg-train-judge = Only judge the --from weights on the held-out games (the card's last line), training and writing nothing: to compare nets on the same games
cli-arg-train-epochs = Passes over the data. Three by default: trained on for longer, the held-out loss went on falling while play got worse (kr8: epoch 9's net lost to epoch 3's by 67 Elo in 300 games)
cli-arg-train-batch = Positions per optimiser step
cli-arg-train-rate = Adam's step size
cli-arg-train-decay = The rate is multiplied by this after each epoch
cli-arg-train-weight-decay = AdamW weight decay: each step shrinks every weight by rate × D of itself, towards "the hand-written score is right" (0: none)
cli-arg-train-decay-to-start = The weight decay pulls towards the --from weights instead of towards zero (a fine-tune then keeps what the data does not contradict)
cli-arg-train-integer-aware = Take each step's gradient at the weights rounded as the integer net holds them, and judge the epochs by the rounded weights (a fine-tune's small steps are otherwise lost to the rounding)
cli-arg-train-no-mirror = Train on the positions as played only, not also on their mirror images (files 1–9 swapped; the rules have no left or right)
cli-arg-train-lambda = Share of each target from the search score (the rest from the game's result)
cli-arg-train-valid-every = Every N-th game is held out for validation
cli-arg-train-teacher = What labelled the data, for the card (e.g. "our bot, 3000 nodes")
cli-arg-train-commit = The commit of the tools, for the card (e.g. `git rev-parse --short HEAD`)

## --help: clap's own words (English keeps clap's; these say them in Japanese)

cli-heading-usage = Usage
cli-heading-commands = Commands
cli-heading-arguments = Arguments
cli-heading-options = Options
cli-help-default = [default: { $value }]
cli-help-possible-values = [possible values: { $values }]

## clap's errors (English keeps clap's; these say them in Japanese)

cli-clap-error = error
cli-clap-more = For more information, try '{ $flag }'.
cli-clap-unknown-argument = unexpected argument '{ $arg }' found
cli-clap-unknown-subcommand = unrecognized subcommand '{ $name }'
cli-clap-value-required = a value is required for '{ $arg }' but none was supplied
cli-clap-invalid-value = invalid value '{ $value }' for '{ $arg }'
cli-clap-invalid-value-why = invalid value '{ $value }' for '{ $arg }': { $why }
cli-clap-missing-arguments = the following required arguments were not provided:
cli-clap-missing-subcommand = '{ $name }' requires a subcommand but one was not provided
cli-clap-used-twice = the argument '{ $arg }' cannot be used multiple times
cli-clap-conflict = the argument '{ $arg }' cannot be used with '{ $other }'
cli-clap-conflict-many = the argument '{ $arg }' cannot be used with:
cli-clap-conflict-some = the argument '{ $arg }' cannot be used with one or more of the other specified arguments
cli-clap-no-equals = equal sign is needed when assigning values to '{ $arg }'
cli-clap-too-many-values = unexpected value '{ $value }' for '{ $arg }' found; no more were expected
cli-clap-value-count = { $wanted } values required for '{ $arg }' but { $given } { $given ->
    [one] was
   *[other] were
} provided
cli-clap-similar-subcommand = tip: a similar subcommand exists: { $names }
cli-clap-similar-argument = tip: a similar argument exists: { $names }
cli-clap-similar-value = tip: a similar value exists: { $names }
cli-clap-tip = tip: { $tip }

## Names and other modules' errors, as the command line says them

cli-rules-declare27 = 27-point impasse declaration
cli-rules-declare24 = 24-point impasse declaration
cli-rules-try = try rule
cli-rules-none = no impasse rule

cli-bad-sfen = bad SFEN: { $why }

cli-unknown-handicap = unknown handicap '{ $name }': expected lance, right-lance, bishop, rook, rook-lance, 2-piece, 4-piece, 6-piece, 8-piece or 10-piece
cli-unknown-rules = unknown rule set '{ $name }': expected declare27, declare24, try or none
cli-bad-move-limit = bad move limit '{ $text }': expected a number of moves (1 or more) or 'off'
cli-usi-list-error = ply { $ply }: { $text }: { $why }
cli-replay-error = ply { $ply }: { $text }: { $why }
cli-declare-game-over = the game is over: { $outcome }
cli-declare-try = impasse declaration is not available under the try rule (reach the enemy king's square instead)
cli-declare-no-rule = impasse declaration is not available in a game played without an impasse rule

cli-file-not-found = { $path }: no such file
cli-file-is-folder = { $path }: is a folder, not a record file
cli-file-not-regular = { $path }: not a regular file (a device, pipe or socket): give a file
cli-file-unknown-extension = { $path }: unknown record type '{ $extension }'; use .ron .kif .kifu .ki2 .ki2u .csa .usi .sfen or .bod
cli-file-save-exists = { $path }: a save with this name exists already
cli-file-in-use-by = { $path }: this game is open in another shogi-tui (process { $pid }); it can be reviewed, or continued once that one leaves it
cli-file-in-use = { $path }: this game is open in another shogi-tui; it can be reviewed, or continued once that one leaves it

## Words the subcommands share

cli-yes = yes
cli-no = no
cli-none = none
cli-seconds = { $seconds }s
cli-warning = warning: { $text }
cli-player-wins = { $player } wins
cli-draw = draw
cli-cannot-declare = cannot declare: { $why }
cli-start-move-number = the start position's move number { $number } is out of range: 1 to { $max }

## inspect: the report

cli-inspect-after = After { $moves } moves, { $side } to move
cli-inspect-after-handicap = After { $moves } moves, { $side } to move ({ $handicap })
cli-inspect-players = Players: { $first } { $black }, { $second } { $white }
cli-inspect-time-control = Time control: { $clock }
cli-inspect-moves = Moves:
cli-inspect-moves-none = Moves: none
cli-inspect-check = Check: { $check }
cli-inspect-in-check = { $side } is in check
cli-inspect-not-in-check = no
cli-inspect-repetitions = Repetitions: { $count }
cli-inspect-legal-moves = Legal moves: { $count }
cli-inspect-rules = Rules: { $rules }, move limit { $limit }
cli-inspect-no-move-limit = off
cli-inspect-outcome = Outcome: { $outcome }
cli-inspect-outcome-none = Outcome: none, the game goes on
cli-inspect-end = Record's end: { $end }
cli-inspect-end-unwritten = none written; the moves end it: { $outcome }
cli-inspect-time-used = Time used: { $first } { $black }, { $second } { $white }
cli-inspect-final-checkmate = The final position is checkmate
cli-inspect-record-note = Record: { $note }
cli-inspect-would-win = win
cli-inspect-would-draw = draw
cli-inspect-would-lose = lose
cli-tally-title = Impasse tally:
cli-tally-points = points (all)
cli-tally-zone-points = points (zone + hand)
cli-tally-pieces-in-zone = pieces in zone
cli-tally-king-in-zone = king in zone
cli-tally-in-check = in check
cli-tally-yes = yes
cli-tally-no = no
cli-tally-agreement24 = 24-point agreement: { $verdict } (applies once both kings are in their zones: { $both })
cli-tally-amateur27 = 27-point tally: { $verdict }
cli-tally-declare27 = 27-point declaration
cli-tally-declare24 = 24-point declaration
cli-tally-declaration = { $rule }: { $first } would { $black }, { $second } would { $white }

## mate

cli-mate-not-seconds = { $text } is not a number of seconds
cli-mate-seconds-range = { $text } seconds: give more than 0 and at most 1000000
cli-mate-bad-line = { $path } line { $line }: { $why }
cli-mate-empty-file = { $path } holds no position (only blank lines and # comments)
cli-mate-in = mate in { $plies }: { $moves }
cli-mate-line = mate (line of { $plies } { $plies ->
        [one] ply
       *[other] plies
    }, not proven shortest or longest): { $moves }
cli-mate-none = no mate
cli-mate-no-check = no mate: { $side } has no check to give
cli-mate-hash-too-large = --hash { $asked } MiB is more than this machine has free ({ $free } MiB): give { $free } or less
cli-mate-no-signals = cannot watch for SIGINT and SIGTERM: { $why }
cli-mate-unknown-depth = unknown (no mate within { $plies } plies; longer lines are not searched)
cli-mate-unknown-limit = unknown (limit)

## convert

cli-convert-csa-version = --csa-version is for a .csa output, not { $path }

## analyse

cli-analyse-human = a human cannot analyse: give bot or usi:COMMAND
cli-analyse-no-comments = { $path }: a USI line holds no comments, so no analysis; write .kif, .csa, .ki2 or .ron
cli-analyse-bar = analysing { $bar } { $pos }/{ $len } positions, { $eta } left
cli-analyse-progress = analysed { $done }/{ $total }
cli-analyse-column-ply = ply
cli-analyse-column-move = move
cli-analyse-column-eval = eval
cli-analyse-column-best = best
cli-analyse-column-mark = mark
cli-analyse-player = { $side } ({ $name })
cli-analyse-summary = { $who }: ?! { $dubious }  ? { $mistakes }  ?? { $blunders }  average loss { $loss } cp over { $moves } moves

## play, review, online, puzzles: before the screen opens

cli-error-theme = expected one of: { $names }
cli-needs-terminal = the game needs a terminal: run it in a terminal window, not through a pipe
cli-menu-needs-terminal = the game needs a terminal: run it in a terminal window, not through a pipe (to serve USI on pipes, run 'shogi-tui usi', or send 'usi' first)
cli-continue-alone = --continue resumes the last unfinished game; use it without '{ $command }'
cli-the-save-folder = the save folder
cli-nothing-to-continue = there is no unfinished game to continue
cli-nothing-to-continue-open = there is no unfinished game to continue: { $open ->
    [one] the only one is
   *[other] all { $open } are
} open in another shogi-tui
cli-nothing-to-continue-newer = there is no unfinished game this version can continue: { $count ->
    [one] one save was
   *[other] { $count } saves were
} written by a newer shogi-tui; update shogi-tui to continue it
cli-nothing-to-continue-in = { $why } in { $place }; run shogi-tui to start one
cli-cannot-continue = cannot continue: { $why }
cli-clock-side = { $side }'s clock: { $why }
cli-clock-byoyomi-and-increment = byoyomi and increment cannot be combined: choose one
cli-clock-no-time = a clock needs some time: give a main time or a byoyomi
cli-clock-increment-without-main = an increment needs a main time to add to (e.g. --time 5m --increment 10s)
cli-review-human = a human cannot analyse: give bot or "usi:COMMAND"
cli-online-headless-needs = the headless bridge needs --server HOST[:PORT] and --player bot:LEVEL|usi:COMMAND
cli-online-needs-user = give your user name on the server with --user ID
cli-puzzles-not-offered = not offered: { $why }
cli-puzzles-none = no puzzle to solve

## datagen, train, puzzlegen: their flags (their reports are for developers, in English)

cli-datagen-task = give --out FILE --games N, or --stats FILE
cli-datagen-weights-need-net = --weights needs --eval net
cli-train-needs-out = say where the weights go: --out FILE
cli-puzzlegen-out-folder = { $path }: is a folder; --out names the collection file to write

# The game database's Games page: --db for the commands that start the TUI.
cli-arg-game-db = The game database the Games page and the explorer open, and finished games go into [default: games.sqlite beside the saves]
cli-arg-play-game-db = The game database the finished game goes into [default: games.sqlite beside the saves]
cli-arg-review-game-db = The game database the explorer opens [default: games.sqlite beside the saves]
