# Words shared by every part of the program.

common-moves = { $count ->
    [one] { $count } move
   *[other] { $count } moves
}

## The sides, as a player calls them.

common-black = Black
common-white = White
# In a handicap game: English keeps Black and White.
common-black-handicap = Black
common-white-handicap = White

## The pieces, as a sentence names them.

common-piece-pawn = pawn
common-piece-lance = lance
common-piece-knight = knight
common-piece-silver = silver
common-piece-gold = gold
common-piece-bishop = bishop
common-piece-rook = rook
common-piece-king = king
common-piece-tokin = tokin
common-piece-promoted-lance = promoted lance
common-piece-promoted-knight = promoted knight
common-piece-promoted-silver = promoted silver
common-piece-horse = horse
common-piece-dragon = dragon

## Why a move is refused (squares and pieces come as the language writes them).

common-illegal-no-piece = there is no piece on { $from }
common-illegal-not-your-piece = the piece on { $from } is { $owner }'s, and it is { $mover }'s turn
common-illegal-cannot-move-so = a { $kind } on { $from } cannot move to { $to }
common-illegal-path-blocked = the { $kind } on { $from } cannot reach { $to }: the path is blocked at { $blocker }
common-illegal-own-piece-there = { $to } already holds your own { $kind }
common-illegal-leaves-king-in-check = { $mover }'s king would be in check after { $mv }
common-illegal-ignores-check = { $mover } is in check and { $mv } does not answer it
common-illegal-must-promote = the { $kind } must promote on { $to }: it could never move again
common-illegal-outside-zone = cannot promote: { $from } and { $to } are both outside the promotion zone
common-illegal-never-promotes = cannot promote: a { $kind } never promotes
common-illegal-already-promoted = cannot promote: the { $kind } on { $from } is already promoted
common-illegal-not-in-hand = { $mover } has no { $kind } in hand
common-illegal-drop-on-occupied = cannot drop on { $to }: the square is occupied
common-illegal-dead-square = dead square: a { $kind } dropped on { $to } could never move
common-illegal-nifu = nifu: { $mover } already has an unpromoted pawn on file { $file }
common-illegal-uchifuzume = uchifuzume: a pawn dropped on { $to } would give checkmate

## Why a typed move was not read (the rest of the reader's words are English).

common-notation-wrong-side = it is { $to_move }'s turn, but '{ $text }' is marked as { $marked }'s move
common-notation-no-previous-move = 同 (same square) needs a previous move, and there is none

## Words around the pieces, for glyph sets without their own (Western).

common-hand-empty = none
common-clock-byoyomi = byoyomi
common-clock-time-up = time up

## An engine's score in words: who stands better, and how much (see
## src/analysis/standing.rs for the steps).

common-standing-even = equal
common-standing-slight = { $side } slightly better
common-standing-better = { $side } better
common-standing-much-better = { $side } much better
common-standing-winning = { $side } winning
# $score: +47, -250, 0.
common-score = { $score } ({ $standing })
common-score-mate = { $side } mates in { $moves }
common-score-mate-line = { $side } mates (a line of { $moves } { $moves ->
        [one] ply
       *[other] plies
    }, not proven shortest or longest)
