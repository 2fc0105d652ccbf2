# The game database (shogi-tui db): its file's problems, an import's
# progress and summary, search, the explorer and contained games.

## The database file.
db-error-not-sqlite = { $path }: not a game database: the file is not an SQLite database (nothing was written to it)
db-error-damaged = { $path }: the database is truncated or damaged; restore it from a copy, or import into a new one with --db FILE
db-error-missing = { $path }: no game database here yet; import games first: shogi-tui db import FOLDER
db-error-old = { $path }: made by an older version (schema { $found }); an import into it brings it up to date
db-error-read-only = { $path }: the database is read-only; make it writable, or import into another with --db FILE
db-error-newer = { $path }: made by a newer version of shogi-tui (schema { $found }; this one knows up to { $known }); use the newer version
db-error-not-regular = { $path }: not a regular file (a folder, a device or a pipe); give a database file
db-error-busy = { $path }: another program kept the database busy too long; try again when it has finished
db-error-full = { $path }: the disk is full; the games imported so far are kept: free some space and import again
db-error-other = { $path }: { $why }

## Import.
db-refused-bad-move = move { $ply } ({ $text }) cannot be played: { $why }
db-refused-no-moves = the record has no moves
db-import-bar = { $bar } { $pos }/{ $len } files, { $eta } left
db-import-waiting = { $path }: another program is importing into this database; waiting for it to finish…
db-import-refused = refused: { $why }
db-import-refused-game = refused: game { $game } of { $file }: { $why }
db-import-refused-file = refused: { $file }: { $why }
db-import-unlisted = { $path }: the folder cannot be read: { $why }
db-import-summary = { $imported } imported, { $already } already there, { $refused } refused ({ $files } files read) in { $path }

## Search.
db-bad-date = "{ $value }" is not a date: write YYYY, YYYY-MM or YYYY-MM-DD
db-search-count = { $count ->
    [one] 1 game
   *[other] { $count } games
}
db-search-listed = (the first { $listed } listed; --limit N lists more)
db-search-header = id, date, black, white, result, plies, event
db-search-header-ply = id, date, black, white, result, plies, reached at ply, event
db-result-black = Black won
db-result-white = White won
db-result-draw = draw
db-result-none = —

## The explorer.
db-explore-games = { $games ->
    [one] 1 game reached this position
   *[other] { $games } games reached this position
}
db-explore-header = move, games, Black won, White won, draws, score for the mover

## Contained games.
db-dupes-contained = game { $game } is the start of game { $within }
db-dupes-same = game { $game } has the same moves as game { $within } (other players or date)
db-dupes-none = no game is contained in another
