# The database explorer on the boards (review's Games tab, the editor's
# and a finished game's overlay): the moves played from the position in
# the player's game database, the games through it, and its filters.

## The pane and the overlay.
explorer-title = Games database
explorer-tab-book = Book
explorer-tab-games = Games
explorer-no-database = No game database. Make one with: shogi-tui db import FOLDER
explorer-no-games-yet = No games yet. Import your records with: shogi-tui db import FOLDER
explorer-waiting = Looking in the database…
explorer-no-thread = The explorer could not start its work (the system refused a thread); try again
explorer-games-here = { $games ->
    [one] 1 game reached this position
   *[other] { $games } games reached this position
}
explorer-no-moves = No move was played from here in these games.
explorer-no-move = No move to play here.
explorer-filter-none = All games (L: list them · O: mine · /: a player · T: dates)
explorer-filter-mine = my games
explorer-filter-player = player { $name }
explorer-filter-dates = dates { $dates }
explorer-no-names = No names of yours are set: set your names in the menu (My names)
explorer-games-short = { $games ->
    [one] 1 game
   *[other] { $games } games
}
explorer-filter-none-short = All games
explorer-head-games-short = #
explorer-detail = last { $date } · { $black }/{ $white }/{ $draws } · rating { $rating }
explorer-head-move = Move
explorer-head-games = Games
explorer-head-score = Score
explorer-head-results = B/W/D
explorer-head-date = Last played
explorer-head-rating = Rating

## Typed filters.
explorer-prompt-player = Player (either side, as recorded; blank: any) · Enter
explorer-prompt-dates = Dates: FROM..TO (2020..2024-06, 2021.., ..2019; blank: any) · Enter
explorer-bad-date = "{ $date }" is not a date: write YYYY, YYYY-MM or YYYY-MM-DD, a range as FROM..TO

## The games through the position.
explorer-games-title = Games through this position: { $count } (first { $listed }) · Enter: open · Esc: close
explorer-games-title-none = Games through this position
explorer-no-games-listed = No game reached this position.
explorer-result-black = Black won
explorer-result-white = White won
explorer-result-draw = draw
explorer-plies = { $plies } moves
explorer-at-ply = here at move { $ply }
explorer-game-gone = Game { $id } is no longer in the database (deleted since it was listed).

## Keys: the help and the key bar.
explorer-keys-show = your game database: the moves played from here
explorer-keys-games = games through this position (Enter opens one)
explorer-keys-mine = games database: my games only, on or off
explorer-keys-player = games database: one player's games (typed)
explorer-keys-dates = games database: between two dates (FROM..TO)
explorer-keys-rows = Games tab in front: choose a move, Enter plays it
explorer-keys-close = close the explorer
explorer-key-show = d:games
explorer-key-rows = ↑↓ Enter:play
explorer-key-list = L:list games
explorer-key-filters = O / T:filters
explorer-key-close = Esc:close
explorer-key-rows-review = ↑↓ Enter:review with it
explorer-key-book = d:book

## The other boards.
explorer-doing-look = look it up in the game database
explorer-game-not-over = The game database's explorer opens once the game has ended.
