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
db-error-too-many-games = { $path }: the database holds its most games ({ $most }); the games imported so far are kept: import the rest into another database with --db FILE
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
db-explore-header = move, games, Black won, White won, draws, score for the mover, average rating, last played

## Contained games.
db-dupes-contained = game { $game } is the start of game { $within }
db-dupes-same = game { $game } has the same moves as game { $within } (other players or date)
db-dupes-none = no game is contained in another

## The command line's help.
db-about = The game database (SQLite): import records, search by player and position, explore the moves played
db-about-import = Import records from files and folders (recursively): KIF, KI2, CSA (several games a file too), SFEN/USI, BOD, saves
db-about-search = Games by player, event, date, result, handicap, length, or a position reached in any move order
db-about-explore = The moves played from a position in the database, with their games and results
db-about-dupes = Games contained in another (the same start and the other's first moves)
db-arg-paths = Record files and folders (read recursively)
db-arg-db = The database [default: games.sqlite in the player's data folder]
db-arg-search-player = Games of this player, on either side (the name as recorded)
db-arg-search-black = Games this player played as Black (sente)
db-arg-search-white = Games this player played as White (gote)
db-arg-search-sfen = Games that reached this position (board, hands, side to move), in any move order, within the indexed plies; `startpos` for the start
db-arg-search-event = Games whose event contains this text
db-arg-search-from = Games played on or after this date (YYYY, YYYY-MM or YYYY-MM-DD)
db-arg-search-to = Games played on or before this date (YYYY, YYYY-MM or YYYY-MM-DD)
db-arg-search-result = Games that Black won, White won, or drawn
db-arg-search-handicap = Games at this handicap (lance, bishop, rook, 2-piece, ...)
db-arg-search-min-plies = Games of at least N plies
db-arg-search-max-plies = Games of at most N plies
db-arg-search-limit = Games listed at most (all are counted)
db-arg-search-json = JSON: {"{"}"count": N, "games": [{"{"}"id", "black", "white", "date", "event", "result", "plies", "ply", "source"{"}"}]{"}"}
db-arg-explore-sfen = The position [default: the start]; `startpos` for the start
db-arg-explore-player = Only this player's games (either side, the name as recorded)
db-arg-explore-json = JSON: {"{"}"games": N, "moves": [{"{"}"usi", "games", "black_wins", "white_wins", "draws", "last_date", "average_rating"{"}"}]{"}"}
db-arg-dupes-json = JSON: {"{"}"contained": [{"{"}"game", "within", "same_moves"{"}"}]{"}"}

# A game from the database opened in review.
db-game-in-review = game { $id } of the database
db-game-read-only = this game is kept in the database, not in a file of its own: S writes it into a new one
