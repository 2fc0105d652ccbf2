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
files-unknown-extension = { $path }: unknown record type '{ $extension }'; use .ron .kif .kifu .ki2 .ki2u .csa .usi or .sfen
files-cannot-write-as = { $path }: { $what } cannot be written as { $format }: { $why }
files-folder-not-writable = { $path }: the folder is read-only or not writable: { $why }
files-already-exists = { $path }: a save with this name exists already
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
files-study-no-variation = there is no 変化 { $number }
files-study-past-end = the line shown has { $len } moves: there is no move { $ply } to play after
files-study-first-already = 変化 { $number } is the first of its rivals already
files-study-last-already = 変化 { $number } is the last of its rivals already
files-study-bad-move-at-end = the main line ends on a move that cannot be played; it would be lost, so the main line stays
files-study-detached = 変化 { $number } does not branch from its line's moves: the record is damaged there

## Text encodings of record files.
files-encoding-overruled = the file declares { $declared } but { $what }: read as UTF-8
files-encoding-file-has-bom = the file starts with a UTF-8 mark (BOM)
files-encoding-has-bom = starts with a UTF-8 mark (BOM)
files-encoding-must-be-utf8 = a .kifu, .ki2u or save file must be UTF-8
files-encoding-text-is-utf8 = its text is UTF-8
files-encoding-not-valid = the file declares { $declared } but is not valid { $declared }: read as { $found }
files-encoding-mixed = the lines mix encodings: no one of UTF-8, Shift_JIS or EUC-JP reads the whole file
files-encoding-unknown-bytes = bytes that are neither UTF-8, Shift_JIS nor EUC-JP text
files-encoding-invalid-utf8 = invalid UTF-8 ({ $why })
