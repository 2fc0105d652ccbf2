# Files and engines: records that do not read, saves that cannot be written,
# the settings folder, locks, and engine programs that misbehave.

## Engines (USI): starting, answering, failing.
files-engine-spawn = engine failed to start: { $program }: { $reason }
files-engine-crashed = engine crashed: { $why }
files-engine-timeout = engine stopped answering: no reply to '{ $waiting_for }' within { $seconds } s
files-engine-illegal-move = engine played an illegal move { $mv }: { $reason }
files-engine-malformed-move = engine sent a malformed move '{ $text }': { $reason }
files-engine-busy = engine asked to think while it was still thinking
files-engine-bad-game = cannot give the engine this game: { $why }
files-engine-no-pipes = its input and output could not be connected
files-engine-no-move-asked = no move was asked for
files-engine-exited = it exited ({ $status })
files-engine-closed-output = it closed its output
files-engine-it-said = ; it said: { $said }
files-command-empty = the engine command is empty
files-command-unclosed-quote = the engine command has an unclosed { $quote } quote
files-command-trailing-backslash = the engine command ends with a lone backslash
files-program-not-at = no engine program at { $path }
files-program-not-on-path = { $program } is not on PATH: give its full path
files-program-no-current-folder = the current folder cannot be read: { $why }
files-bot-failed = the bot failed: { $why }
files-not-a-computer = { $player } is not a computer player
files-bad-bot-level = bot level { $level } does not exist (levels are 1 to 8)
files-a-human = a human
files-bot-not-running = its thread is not running
files-bot-stopped = its thread has stopped
files-bot-not-started = it could not be started

## Records: reading, writing, saves and their locks.
files-format-save = saved game (RON)
files-line-prefix = line { $line }:{" "}
files-size-mib = { $mib } MiB ({ $bytes } bytes)
files-size-bytes = { $bytes } bytes
files-too-large = the file is { $size } bytes; files larger than { $limit } are refused
files-grew-too-large = the file is larger than { $limit }, the most that is read
files-not-found = { $path }: no such file
files-is-folder = { $path }: is a folder, not a record file
files-not-regular = { $path }: not a regular file (a device, pipe or socket): give a file
files-io = { $path }: cannot { $action }: { $why }
files-parse = { $path }: { $format } record, { $error }
files-unknown-extension = { $path }: unknown record type '{ $extension }'; use .ron .kif .kifu .ki2 .ki2u .csa .usi .sfen or .bod
files-cannot-write-as = { $path }: { $what } cannot be written as { $format }: { $why }
files-folder-not-writable = { $path }: the folder is read-only or not writable: { $why }
files-already-exists = { $path }: a save with this name exists already
files-output-exists = { $path }: exists already; add --force to replace it
files-output-is-input = { $path }: is a file this command reads; write to another file
files-output-no-folder = { $path }: there is no folder { $folder }
files-data-not-found = { $path }: no such file
files-data-is-folder = { $path }: is a folder, not a training data file
files-data-io = cannot { $doing } { $path }: { $why }
files-data-doing-read = read
files-data-doing-lock = lock
files-data-doing-write = write
files-data-doing-cut-torn = cut the torn last record of
files-data-too-short = { $path }: { $len } bytes, shorter than the { $header }-byte header of a training data file
files-data-bad-magic = { $path }: not a shogi-tui training data file (it starts with { $found }, not STNNDATA)
files-data-version = { $path }: training data format version { $found }; this shogi-tui reads version { $version }
files-data-record-size = { $path }: the header says records of { $found } bytes; version { $version } records are { $size }
files-data-in-use = { $path }: another run is appending to this file
files-data-full = { $path }: one more record would make it larger than { $limit } bytes, the most a training data file holds (train could not take more at once); go on in another file
files-in-use = { $path }: this game is open in another shogi-tui{ $process }; it can be reviewed, or continued once that one leaves it
files-process = {" "}(process { $pid })
files-lock-open-elsewhere = { $name } is open in another shogi-tui{ $process }
files-lock-changed = { $name } has changed on disk since it was read
files-unwritable = { $what } cannot be written: { $why }

## What was being done to a file.
files-action-read = read
files-action-write = write
files-action-open = open
files-action-create = create
files-action-delete = delete
files-action-list = list
files-action-replace = replace
files-action-lock = lock the save
files-action-lock-file = lock the file
files-action-create-save-folder = create the save folder
files-action-create-settings-folder = create the settings folder
files-action-create-temporary = create a temporary file in its folder

## Why the system refused (English shows the system's own words instead).
files-io-storage-full = the disk is full
files-io-permission-denied = permission denied
files-io-read-only = the file system is read-only
files-io-not-found = no such file or folder
files-io-already-exists = it exists already
files-io-quota = the disk quota is exceeded

## The save folder and its saves.
files-save-folder-is-file = the save folder is a file; choose another with --save-dir
files-bad-save-name = a save name must be non-empty, must not start with '.', and must not contain / or \
files-too-many-saves = too many saves with this name
files-lock-not-a-file = the save's lock is not a plain file; remove it if no game is running
files-named-otherwise = the file is named .{ $extension } but holds a { $found } record: read as { $found }
files-the-character = the character '{ $character }'
files-not-in-shift-jis = Shift_JIS has no such character; write a { $extension } file (UTF-8) instead
files-the-record = the record
files-record-would-be-too-large = it would be { $size } bytes; records larger than { $limit } bytes are refused when read

## Changes to a record's tree of variations.

## Text encodings of record files.
files-encoding-overruled = the file declares { $declared } but { $what }: read as UTF-8
files-encoding-file-has-bom = the file starts with a UTF-8 mark (BOM)
files-encoding-has-bom = starts with a UTF-8 mark (BOM)
files-encoding-own-file-utf8 = this file must be UTF-8 text
files-encoding-must-be-utf8 = a .kifu, .ki2u or save file must be UTF-8
files-encoding-text-is-utf8 = its text is UTF-8
files-encoding-not-valid = the file declares { $declared } but is not valid { $declared }: read as { $found }
files-encoding-mixed = the lines mix encodings: no one of UTF-8, Shift_JIS or EUC-JP reads the whole file
files-encoding-unknown-bytes = bytes that are neither UTF-8, Shift_JIS nor EUC-JP text
files-encoding-invalid-utf8 = invalid UTF-8 ({ $why })

## What is wrong with an SFEN: after a '+' that cannot promote, in the hand.
files-sfen-after-plus-digit = '{ $digit }'
files-sfen-after-plus-plus = '+'
files-sfen-after-plus-piece = a { $kind } ('{ $letter }')
files-sfen-after-plus-rank-end = the end of the rank
files-sfen-hand-too-many = count { $count } is more than any piece has
files-sfen-hand-not-held = '{ $letter }' is not a piece that can be held in hand
files-sfen-hand-zero = count 0 before '{ $letter }'
files-sfen-hand-count-at-end = a count at the end with no piece after it

## Inside a record that does not read: the board diagram (BOD).
files-bod-rank-no-bar = a board rank ends with '|' and its number
files-bod-rank-order = board rank { $rank } where rank { $expected } was expected
files-bod-rank-width = board rank { $rank } has { $count } characters; expected 9 squares of 2
files-bod-bad-mark = rank { $rank }, file { $file }: '{ $mark }' is not ' ' or 'v'
files-bod-not-a-piece = rank { $rank }, file { $file }: '{ $name }' is not a piece
files-bod-both-hands-rest = both hands are '{ $rest }'
files-bod-not-in-hand = '{ $item }': not a piece that can be in hand
files-bod-bad-count = '{ $item }': bad count
files-bod-rank-count = the board diagram has { $count } ranks; expected 9
files-bod-invalid = the board diagram is not a valid position: { $why }

## Inside a CSA record that does not read.
files-csa-another-game = line { $line }: another game follows ('/'); only the first game in the file is read
files-csa-no-start-position = line { $line }: moves with no start position (PI or P1…P9, then + or -): read from the even start
files-csa-not-a-line = '{ $text }' is not a CSA line (expected a move like +7776FU, T12, %TORYO, P1…, N+, $…)
files-csa-after-moves = { $what } after the moves started
files-csa-version-line = a version line
files-csa-name-line = a player name
files-csa-header-line = a $ header
files-csa-position-line = a position line
files-csa-side-line = the side to move
files-csa-unknown-version = unknown CSA version '{ $version }' (V2.2 and V3.0 are read)
files-csa-bad-name-line = a name line starts with N+ or N-
files-csa-bad-header = '{ $text }': a header is $KEY:VALUE
files-csa-bad-max-moves = $MAX_MOVES '{ $value }' is not a number of moves
files-csa-bad-position-line = '{ $text }': a position line is PI, P1..P9, P+ or P-
files-csa-bad-removed = PI{ $removed }: removed pieces are written as square + piece, like 82HI
files-csa-removed-bad-square = PI: '{ $text }': bad square
files-csa-removed-unknown-piece = PI: '{ $text }': unknown piece
files-csa-nothing-to-remove = PI: there is no { $piece } on { $square } to remove
files-csa-rank-cells = P{ $rank }: expected 9 cells like ' * ' or '+FU'
files-csa-bad-cell = P{ $rank }: '{ $cell }' on file { $file } is not a piece like +FU or -KA
files-csa-bad-piece-list = pieces are written as square + piece, like 00FU or 55KA
files-csa-bad-square = '{ $text }': bad square
files-csa-unknown-piece = '{ $text }': unknown piece
files-csa-not-in-hand = a { $piece } cannot be held in hand
files-csa-no-such-square = '{ $text }': no such square
files-csa-invalid-start = the start position is not valid: { $why }
files-csa-move-before-start = a move before the start position and the side to move (+ or -)
files-csa-bad-time = '{ $text }' is not a time like T12 or T1.5
files-csa-time-without-move = '{ $text }': a time with no move before it
files-csa-second-end = '{ $text }': a second end of the game
files-csa-unknown-special = unknown special move '{ $text }' (known: %TORYO %CHUDAN %SENNICHITE %OUTE_SENNICHITE %JISHOGI %KACHI %HIKIWAKE %TSUMI %FUZUMI %TIME_UP %ILLEGAL_MOVE %+ILLEGAL_ACTION %-ILLEGAL_ACTION %MAX_MOVES %ERROR)
files-csa-unknown-server-line = unknown server line '{ $text }' (known: { $known })
files-csa-no-start = no start position: expected PI (or P1..P9) and a side to move (+ or -)

## Inside a KIF, KI2 or USI record that does not read; limits of every record.
files-kif-line-kinds = KIF (header, move, comment or 変化)
files-ki2-line-kinds = KI2 (header, moves, comment, 変化 or まで)
files-line-unreadable-move = '{ $text }' is not a { $format } line: it looks like a move but cannot be read
files-line-kept-as-comment = line { $line }: '{ $text }' is not a { $format } line; kept as a comment
files-kif-bad-time = '{ $text }' is not a time like 0:16 or 1:02:03
files-kif-bad-minutes = time '{ $text }': minutes run from 00 to 59
files-kif-bad-seconds = time '{ $text }': seconds run from 00 to 59
files-kif-move-number-order = move number { $number } where { $expected } was expected
files-kif-variation-before-moves = a 変化 (variation) before any move
files-kif-unknown-handicap = 手合割 '{ $name }' is not a handicap this program knows
files-kif-other-without-diagram = 手合割 is その他 (other) but the file has no board diagram
files-ki2-unclear-end = line { $line }: '{ $text }': cannot tell how the game ended; kept as a comment
files-variation-before-first = 変化 at move { $number }, before the first move
files-variation-unreached = 変化 at move { $number }: no line before it reaches move { $previous }
files-moves-after-end = line { $line }: the record goes on after its end ({ $end }); the moves from there are ignored
files-usi-second-line = a second position line (the first is on line { $first }); one record per file
files-usi-no-line = no position line: expected 'position startpos moves ...' or an SFEN
files-usi-bad-sfen = bad SFEN: { $why }
files-usi-no-start = expected 'startpos' or an SFEN before the moves
files-usi-bad-start = '{ $text }' is neither 'startpos' nor an SFEN (board, side, hand, move number)
files-usi-bad-move = move { $number }: { $why }
files-limits-clock-out-of-range = time '{ $text }' ({ $clock }) is out of range: a move takes 0:00:00 to { $max } (24 hours)
files-limits-seconds-out-of-range = time '{ $text }' is out of range: a move takes 0 to { $max } seconds (24 hours)
files-limits-huge-move-number = the move number is out of range: moves are numbered 1 to { $max }
files-limits-move-number = move number { $number } is out of range: moves are numbered 1 to { $max }
files-limits-too-many-moves = too many moves: a line of play ends by move { $max }, this one at move { $last }

## What a loaded record's replay tells the player.
files-load-game-ends-there = { $why }; the game ends there
files-load-record-ends-but = the record ends with '{ $end }', but { $why }
files-load-move = move { $number }: { $why }
files-load-over-before = the game was over before move { $number } ({ $outcome }); the record goes on
files-load-illegal-ended-it = the illegal move before it ended the game
files-load-final-checkmate = the final position is checkmate
files-load-rules-find = the rules find: { $outcome }
files-load-not-checkmated = { $side } is not checkmated
files-load-not-fourfold = the final position has occurred { $count } times, not 4
files-load-no-try = no king stands on the enemy king's start square
files-load-declaration-judged = the rules judge the declaration: { $outcome }
files-load-default-win = a win by default is kept as the other side's resignation

# Why a text is not SFEN, or a position not legal (src/shogi/sfen_shown.rs).
files-sfen-empty = empty SFEN: expected a board, a side to move and a hand, like '{ $example }'
files-sfen-field-count = SFEN has { $found } fields; expected 3 or 4 (board, side to move, hand, move number)
files-sfen-rank-count = the board has { $found } ranks; expected 9 separated by '/'
files-sfen-rank-width = rank { $rank } covers { $width } squares; expected 9
files-sfen-unknown-letter = rank { $rank }: unknown letter '{ $letter }' (pieces are P L N S G B R K, upper case for Black)
files-sfen-bad-promotion = rank { $rank }: '+' before { $what }, which cannot be promoted
files-sfen-bad-side = side to move is '{ $found }'; expected 'b' (Black) or 'w' (White)
files-sfen-bad-hand = hand '{ $text }': { $why }
files-sfen-bad-move-number = move number '{ $text }' is not a positive whole number
files-position-too-many-pieces = { $found } { $kind }s on board and in hand; the 40-piece set has only { $max }
files-position-too-many-kings = { $side } has { $found } kings; a side has at most one
files-position-dead-piece = { $side }'s { $kind } on { $square } could never move
files-position-nifu = nifu on the board: { $side } has two unpromoted pawns on file { $file }
files-position-king-capturable = { $mover } is to move and could capture { $victim }'s king
files-position-move-number-zero = the move number is 0; moves are counted from 1

# The settings folder's files (src/settings.rs).
files-settings-unreadable = { $name } cannot be read and is left as it is: { $lost }; { $why }
files-settings-too-large = { $name } is too large to read and is left as it is, not written this run: { $lost }; { $why }
files-settings-moved-aside = { $name } is damaged and was moved aside ({ $kept }): { $lost }; { $damage }
files-settings-cannot-move-aside = it is damaged but cannot be moved aside ({ $why }); { $damage }
files-settings-lost-trust = engines you allowed will be asked about again
files-settings-lost-settings = the settings start from the defaults
files-settings-not-remembered = settings not remembered: { $why }
files-settings-set-aside = { $name }: { $fields } went back to the defaults: this version cannot read { $count ->
    [one] that value
   *[other] those { $count } values
}; the other settings are kept, and the file as it was is kept in { $kept }. { $why }
files-settings-set-aside-not-kept = { $name }: { $fields } went back to the defaults: this version cannot read { $count ->
    [one] that value
   *[other] those { $count } values
}; the other settings are kept. { $why }

# issue 74: matches
files-engine-option-control = the USI option { $option } was not sent: its name or value holds a control character (a line break, an escape), which the engine would take for a command of its own

# issue 75: records (BOD files, opening a file)
files-bod-no-diagram = no board diagram: a BOD file holds the hands, the nine ranks between bars and the side to move
files-bod-has-moves = a BOD diagram holds one position, and this record has { $moves } moves after it; use 'export --bod' to draw a position of a game

# issue 76: engine words at the edge
files-engine-bestmove-without-move = 'bestmove' came without a move
# issue 76: records
files-save-name-too-long = this save name is too long for a file name: { $bytes } bytes, at most { $limit } (a kanji counts 3); choose a shorter one
