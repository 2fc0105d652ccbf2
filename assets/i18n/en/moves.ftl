# Moves typed or read from a record: why a text is not a move. Squares and
# candidates are given as the player's notation spells them.

moves-not-a-move = not a move: '{ $text }': { $why }
moves-piece = piece
moves-or = {" "}or{" "}
moves-same-square-mismatch = 同 after { $written }, but the previous move went to { $previous }
moves-same-square-no-previous = 同 after { $written }, but the previous move went to nowhere
moves-no-piece = no { $piece } can move to { $to }
moves-no-match = no { $piece } can move to { $to } the way { $words } says
moves-ambiguous-board-and-hand = ambiguous: a { $kind } on the board and one in hand can both go to { $to }; say which ({ $options })
moves-ambiguous-add-origin = ambiguous: { $count ->
    [2] two
    [3] three
    [4] four
    [5] five
    [6] six
    [7] seven
    [8] eight
    [9] nine
   *[other] { $count }
} { $kind }s can move to { $to }; add the origin ({ $options })
moves-ambiguous-add-words = ambiguous: { $count ->
    [2] two
    [3] three
    [4] four
    [5] five
    [6] six
    [7] seven
    [8] eight
    [9] nine
   *[other] { $count }
} { $kind }s can move to { $to }; add 右, 左, 直, 上, 引 or 寄 ({ $options })
moves-promotion-unspecified = say whether the { $piece } promotes: { $promote } or { $decline }
moves-nothing-to-decline = no promotion to decline ({ $why }); write { $plain }
moves-drop-never-promotes = only a { $piece } from the hand can go to { $to }, and a drop never promotes; write { $drop }
moves-wrong-piece = the piece on { $at } is a { $found }, not a { $named }
moves-cannot-drop = a { $piece } cannot be dropped: only pawns, lances, knights, silvers, golds, bishops and rooks are held in hand

## What is wrong with the spelling of a move.
moves-unreadable-nothing = nothing written
moves-unreadable-japanese-square = expected a square such as ７六 or 同
moves-unreadable-japanese-piece = expected a piece name such as 歩, 金 or 成銀
moves-unreadable-too-many-words = at most one of 右 左 直 and one of 上 引 寄
moves-unreadable-origin = the origin should look like (77)
moves-unreadable-trailing = unexpected '{ $rest }' after the move
moves-unreadable-drop-with-words = a drop (打) comes from the hand: no 右 左 直 上 引 寄 or origin
moves-unreadable-not-ascii = Western notation is written with letters and digits, like P-7f or P-76
moves-unreadable-piece-letter = the piece letter must be one of P L N S G B R K
moves-unreadable-never-promotes = a { $kind } cannot be promoted, so +{ $letter } is no piece
moves-unreadable-letter-after-plus = expected a piece letter after +
moves-unreadable-western-square = expected a square like 7f or 76 (file 1-9, rank a-i or 1-9)
moves-unreadable-drop-marked = a drop (*) has no origin and never promotes
moves-unreadable-piece-first = start with the piece letter, like P-7f or P-76
moves-unreadable-unmatched = the move could not be matched
