# The position editor (局面編集): its pane, status bar and prompts, and
# why the rules refuse a position.

editor-pane-title = 局面編集 Editor
editor-welcome = ? lists every key · K R B G S N L P: Black's pieces, k r b g s n l p: White's
editor-playable = a position a game can start from
editor-mate-problem = legal as a mate problem (a game needs both kings)
editor-new-game-title = from a position set up in the editor
editor-play-from-about = A new game from this position ({ $mark } { $side } to move),

## The status bar's keys

editor-key-help = ?:keys
editor-key-pieces = KRBGSNLP/krbgsnlp:pieces
editor-key-remove = x:remove
editor-key-promote = +:promote
editor-key-turn = Tab:turn
editor-key-paste = :SFEN/BOD
editor-key-mate = M:mate
editor-key-tsume = T:tsume
editor-key-review = Enter:review
editor-key-play = v:play
editor-key-save = W:save
editor-key-copy = y:copy
editor-key-leave = Esc:leave
editor-key-read = Enter: read
editor-key-put-back = Esc: put back
editor-key-save-enter = Enter: save
editor-key-cancel = Esc: cancel
editor-key-replace = y: replace
editor-key-replace-yes = y: replace it
editor-key-replace-no = n: another name

## Pieces and squares

editor-piece-pawn = pawn
editor-piece-lance = lance
editor-piece-knight = knight
editor-piece-silver = silver
editor-piece-gold = gold
editor-piece-bishop = bishop
editor-piece-rook = rook
editor-piece-king = king
editor-piece-tokin = tokin
editor-piece-promoted-lance = promoted lance
editor-piece-promoted-knight = promoted knight
editor-piece-promoted-silver = promoted silver
editor-piece-horse = horse
editor-piece-dragon = dragon
# A square as USI writes it: 5e.
editor-square = { $file }{ $rank ->
    [1] a
    [2] b
    [3] c
    [4] d
    [5] e
    [6] f
    [7] g
    [8] h
   *[9] i
}

## Editing

editor-cleared = the board and the hands are empty
editor-start-position = the start position (平手)
editor-handicap = { $english } ({ $japanese }); a again: the next handicap
editor-rest-to-defender = { $mark } { $side } holds all the rest (残り全部)
editor-king-in-the-way = a king stands there: x takes it away first
editor-king-not-in-hand = a king is never held in hand
editor-promote-needs-piece = put the cursor on a piece of the board to promote it
editor-does-not-promote = a { $piece } does not promote
editor-flip-needs-piece = put the cursor on a piece of the board to change its side
editor-to-hand-needs-piece = put the cursor on a piece of the board to take it in hand
editor-holding-square = holding the piece of { $square }: Space puts it down
editor-holding-hand = holding a { $piece } of { $mark } { $side }'s hand: Space puts it down

## Why the rules refuse a position

editor-too-many-pieces = { $found } { $piece }s on the board and in hand (promoted ones too): a set has only { $max }
editor-too-many-kings = { $mark } { $side } has { $found } kings: each side has at most one
editor-dead-piece = { $mark } { $side }'s { $piece } on { $square } could never move: { $why }
editor-dead-knight = a knight cannot stand on the last two ranks
editor-dead-pawn-lance = pawns and lances cannot stand on the last rank
editor-nifu = two unpromoted { $mark } { $side } pawns on file { $file }: that is nifu (二歩)
editor-king-capturable = { $victim_mark } { $victim }'s king is in check with { $mover_mark } { $mover } to move: the side not to move cannot be in check (Tab changes the side to move)
editor-move-number-zero = the move number must be 1 or more
editor-cannot = cannot { $to }: { $why }
editor-doing-review = open it in review
editor-doing-play = play from it
editor-doing-solve = run the mate solver
editor-doing-tsume = open it as a tsume
editor-doing-save = save it
editor-no-legal-move = the side to move has no legal move: there is no game to play

## Pasting (:) and saving (W)

editor-paste-prompt = SFEN or BOD diagram — Enter reads it, Esc puts back
editor-paste-more = diagram: { $lines ->
    [one] { $lines } line
   *[other] { $lines } lines
} — Enter on an empty line ends it
editor-bad-sfen = that SFEN cannot be read: { $why }
editor-sfen-read = the SFEN is on the board
editor-diagram-read = the diagram is on the board
editor-no-diagram = no board diagram was read: paste one (BOD, as KIF files hold it) or an SFEN
editor-diagram-so-far = diagram read ({ $lines ->
    [one] { $lines } line
   *[other] { $lines } lines
}); Enter on an empty line: done
editor-diagram-partial = { $lines ->
    [one] { $lines } line
   *[other] { $lines } lines
} of a diagram read; Enter on an empty line: done
editor-save-prompt = save as (.kif .csa .sfen) — Enter saves, Esc cancels
editor-save-needs-name = type a file name: .kif, .csa or .sfen
editor-saved = saved as { $path }
editor-replace-title = Replace the file?
editor-replace-exists = { $path } exists already.
editor-leave-title = Leave the editor?
editor-leave-lost = The position set up here is not saved (W saves it).
editor-key-leave-yes = y: leave it
editor-key-leave-no = n: stay

## The mate solver (M)

editor-mate-idle = M: does the side to move mate?
editor-mate-solving = 詰み探索 solving… (Esc stops it)
editor-mate-in = 詰み mate in { $moves }:
editor-mate-found = 詰み mate in { $moves } (M again shows the moves; T solves it yourself)
editor-mate-line = 詰み mate, a line of { $moves } { $moves ->
        [one] ply
       *[other] plies
    } (not proven shortest or longest):
editor-mate-line-found = 詰み mate, a line of { $moves } { $moves ->
        [one] ply
       *[other] plies
    }, not proven shortest or longest (M again shows the moves; T solves it yourself)
editor-tsume-waiting = looking for the mate: the puzzle opens once it is proven
editor-no-mate = 不詰 no mate
editor-mate-stopped = the solver was stopped: M asks again
editor-mate-too-deep = unknown: no mate within { $plies } plies, longer lines not searched
editor-mate-unknown = unknown within the limit ({ $seconds } s): no mate found, none ruled out
editor-solver-failed = the mate solver failed
