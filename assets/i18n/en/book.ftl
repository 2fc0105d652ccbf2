# Opening books (YaneuraOu format): files that are not books, lines that
# do not read, and what `shogi-tui book` says.

## Reading a book.
book-problem-move-before-position = a move line before any position ("sfen …") line
book-problem-bad-sfen = a position line that is not "sfen BOARD TURN HAND [MOVE-NUMBER]": { $why }
book-problem-few-columns = a move line needs the columns move, ponder, value and depth; found { $found }
book-problem-bad-count = the count { $text } is not a whole number
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
