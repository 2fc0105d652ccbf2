# Opening books (YaneuraOu format): files that are not books, lines that
# do not read, and what `shogi-tui book` says.

## Reading a book.
book-problem-move-before-position = a move line before any position ("sfen …") line
book-problem-bad-sfen = a position line that is not "sfen BOARD TURN HAND [MOVE-NUMBER]": { $why }
book-problem-few-columns = a move line needs the columns move, ponder, value and depth; found { $found }
book-problem-bad-count = the count { $text } is not a whole number
book-problem-bad-move = "{ $text }" is not a move in USI (like 7g7f, 8h2b+ or P*5e)
book-problem-too-many-moves = one position has more than { $limit } move lines, and no position has more than { $limit } legal moves
book-problem-comment-too-long = a comment longer than { $limit } bytes, more than any comment of a book
book-sfen-field-count = it needs a board, a side to move, a hand and perhaps a move number
book-sfen-board = the board is not nine ranks of pieces and digits
book-sfen-turn = the side to move is not b or w
book-sfen-hand = the hand is not pieces with their counts, or -
book-sfen-ply = the move number is not a whole number
book-empty = { $file }: the file is empty, not a YaneuraOu book
book-wrong-header = { $file }: not a YaneuraOu book: its first line is "{ $first }"; a YaneuraOu book starts with "{ $header }"
book-malformed = { $file }: line { $line }: { $problem }
book-truncated = { $file }: line { $line }, the last, stops in the middle: the file was cut short
book-line-too-long = { $file }: line { $line } is longer than { $limit } bytes, more than any line of a book
book-changed = { $file }: the book changed after it was opened; open it again
book-bad-key = not a position: "{ $key }": { $why }
book-same-book-twice = { $first } and { $second } are the same file: merged with itself, every count would be doubled; name each book once

## shogi-tui book.
book-cli-skipped = skipped: { $why }
book-cli-no-games = no game could be read: nothing was written
book-cli-built = Read { $games } games ({ $skipped } skipped); wrote { $positions } positions and { $moves } moves to { $path }
book-cli-no-builtin = the book built into this program could not be read
book-cli-clamped = warning: { $book }: { $lines } move lines, the first at line { $line }, have a value or depth beyond what the program holds (±2147483647), read as the nearest it does
book-cli-no-moves = skipped: { $path } holds no moves
book-cli-show-title = { $book }: { $sfen }
book-cli-show-none = The book has no moves for this position.
book-cli-show-figures = Games: in how many of the games the book was built from this move was played here. Wins, Losses, Draws: how those games ended for the side that played it.
book-cli-show-builtin = The built-in book was built from { $games } games that GPSShogi (a free engine, at search depth 4 and 0.3 s a move) played against itself on this project's machine: its first 32 plies, moves played in at least 2 games. Its own opening book chose the first moves. So the wins and losses tell how those few games of one engine went, not how good a move is: a move with more losses than wins lost those games, with that engine on both sides.
book-cli-not-playable = (not playable here)
book-cli-col-move = Move
book-cli-col-games = Games
book-cli-col-wins = Wins
book-cli-col-losses = Losses
book-cli-col-draws = Draws
book-cli-col-value = Value
book-cli-col-depth = Depth
book-cli-col-comment = Comment
book-cli-merged = Merged { $books } books: wrote { $positions } positions and { $moves } moves to { $path }
book-cli-no-move = no move given
book-cli-illegal-move = { $text } cannot be played in this position: { $why }
book-cli-added = { $text } is in { $path }
book-cli-not-in-book = { $path } has no such position or move; nothing was changed
book-cli-removed = Removed from { $path }
book-cli-stats =
    { $book }
    positions: { $positions }
    moves: { $moves }
    size: { $bytes } bytes
    order: { $order }
    opened in: { $ms } ms
book-cli-sorted = sorted by position (looked up by a binary search in the file)
book-cli-unsorted = not sorted (looked up through a table of { $table } bytes in memory)

## shogi-tui book --help (the English says what the doc comments say).
book-about = Opening books (YaneuraOu format): build from records, show, merge, edit, stats
book-about-build = Build a book from game records (.kif .ki2 .csa .ron …, and folders of them)
book-about-show = List a position's moves in a book (the start position by default)
book-about-merge = Merge books: counts and results summed, the deeper line's value kept
book-about-add = Add a move to a position of a book, or change its value, depth, count or comment
book-about-remove = Remove a move, or a whole position, from a book
book-about-stats = Say how big a book is, whether it is sorted, and how long it takes to open
book-arg-records = Records to read, and folders searched for them
book-arg-out = The book to write
book-arg-plies = Keep only the first N moves of each game
book-arg-min-count = Leave out moves played in fewer than K games
book-arg-force = Replace FILE if it exists
book-arg-read = The book to read
book-arg-show-sfen = The position (SFEN) [default: the start position]
book-arg-show-moves = Moves (USI) played from the position first
book-arg-show-json = Print JSON: {"{"}"sfen", "moves": [{"{"}"usi", "count", "wins", "losses", "draws", "value"{"}"}]{"}"}
book-arg-books = The books to merge (the first wins ties)
book-arg-change = The book to change
book-arg-sfen = The position (SFEN)
book-arg-move = The move (USI)
book-arg-value = Its value (centipawns, for the side to move)
book-arg-depth = The depth of the search that gave the value
book-arg-count = How often it was played [default for a new move: 1]
book-arg-comment = A comment on the move
book-arg-remove-move = Only this move (USI) [default: the whole position]
book-arg-json = Print JSON

# issue 75: book show reads the built-in book without FILE
book-arg-show-file = The book to read [default: the book built into the program]
