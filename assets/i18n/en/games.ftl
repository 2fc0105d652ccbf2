# The Games page (the game database's list) and finished games going into
# the database on their own.

games-menu-row = Games (database)
games-title = Games · { $count ->
    [one] 1 game
   *[other] { $count } games
} · by { $sort } { $arrow }
games-filters = player: { $player } · event: { $event } · from: { $from } · to: { $to } · result: { $result }
games-filter-any = any
games-marked = { $count } marked
games-col-date = Date
games-col-black = ☗ Black
games-col-white = ☖ White
games-col-result = Result
games-col-plies = Moves
games-col-event = Event
games-result-black = ☗ won
games-result-white = ☖ won
games-result-draw = draw
games-result-none = —
games-sort-date = date
games-sort-players = players
games-sort-plies = length
games-sort-import = import order
games-reading = Reading…
games-empty = The database holds no games yet.
games-none-match = No game matches the filters (c clears them).
games-how-to-import = To add games: shogi-tui db import FOLDER (records of any format, folders read through)
games-no-database = No game database in this run (nothing is kept on disk).
games-gone = That game is no longer in the database (deleted meanwhile).
games-hint = Enter open · Space mark · p player · v event · < > dates · r result · s/S sort · e/E export · d delete · ? keys · q back
games-work-failed = The database could not be read: the work stopped unexpectedly. Try again.

## Filters.
games-prompt-player = Part of a player's name (empty: any player) · Enter · Esc
games-prompt-event = Part of the event's name (empty: any event) · Enter · Esc
games-prompt-from = From date: 2024, 2024-03 or 2024-03-05 (empty: no limit) · Enter · Esc
games-prompt-to = To date: 2024, 2024-03 or 2024-03-05 (empty: no limit) · Enter · Esc
games-filter-too-long = A filter holds at most { $most } characters.
games-filter-control = A filter cannot hold control characters.
games-filter-bad-date = "{ $typed }" is no date: type a year (2024), a month (2024-03) or a day (2024-03-05).

## Marks, export, deletion.
games-too-many-marked = At most { $most } games can be marked at once.
games-none-chosen = No game chosen: move to one, or mark some with Space.
games-prompt-export-kif = Folder for { $count ->
    [one] the game
   *[other] the { $count } games
} as KIF files (one a game) · Enter · Esc
games-prompt-export-csa = Folder for CSA files (one a game), or FILE.csa for all { $count } in one file · Enter · Esc
games-export-no-path = Type where to write the games.
games-export-one-file-csa = One KIF file holds one game: type a folder (or use E for one CSA file of them all).
games-exporting = Writing { $count } games…
games-exported = { $count ->
    [one] 1 game written
   *[other] { $count } games written
} to { $path }
games-export-gone = { $count } no longer in the database
games-export-refused = { $count } not written: { $why }
games-delete-title = Delete from the database
games-delete-question = Delete { $count ->
    [one] this game
   *[other] these { $count } games
} from the database? The record files they came from are not touched.
games-delete-yes = Delete
games-delete-no = Keep
games-deleting = Deleting { $count } games…
games-deleted = { $count ->
    [one] 1 game deleted from the database.
   *[other] { $count } games deleted from the database.
}

## The key list.
games-key-move = Move in the list
games-key-page = A screen up or down, the first or the last game
games-key-open = Open the game in review
games-key-mark = Mark or unmark the game (u: unmark all)
games-key-filter-text = Filter by player or by event (part of the name)
games-key-filter-dates = Filter from a date, to a date
games-key-result = Filter by result: any, Black won, White won, draw
games-key-clear = Clear every filter
games-key-sort = Sort by date, players, length or import order; S reverses
games-key-export = Export the marked games: KIF files, or CSA (one file with FILE.csa)
games-key-delete = Delete the marked games from the database (asks first)
games-key-leave = Back to the menu

## Finished games into the database.
games-not-imported = Saved, but not added to the game database: { $why }
games-import-lost = the import stopped unexpectedly
