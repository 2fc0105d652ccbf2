# The puzzles page (詰将棋) and the next-move quiz (次の一手): the pane,
# the status bar, the solver's refusals, problem files.

## Times and lengths.

puzzles-seconds = { $seconds } s
puzzles-minutes = { $minutes } min { $seconds } s
puzzles-mate-in = mate in { $plies } ({ $plies }手詰)
# A length that is only the solver's line, not proven the shortest mate.
puzzles-mate-line = mate (line of { $plies } { $plies ->
        [one] ply
       *[other] plies
    }, not proven shortest)

## The header and the pane.

puzzles-header = 詰将棋 Puzzle { $number } of { $total } · { $mate } · { $side } mates
puzzles-pane-title = 詰将棋 Puzzles
puzzles-builtin-name = built-in
puzzles-editor-name = set up in the editor
puzzles-pane-solved = solved { $solved } of { $total } · { $left } left
puzzles-pane-streak = streak { $streak } · best { $best }
puzzles-pane-not-offered = { $count ->
    [one] { $count } problem of the file not offered
   *[other] { $count } problems of the file not offered
}
puzzles-pane-next-unsolved = next unsolved: #{ $number } · { $mate }
puzzles-pane-last-unsolved = this is the last one unsolved
puzzles-pane-all-solved = every puzzle solved
puzzles-pane-puzzle = #{ $number } · { $mate }
puzzles-pane-difficulty = difficulty { $difficulty }
puzzles-pane-kept-solved = { $tries ->
    [one] solved · { $tries } try
   *[other] solved · { $tries } tries
}
puzzles-pane-kept-unsolved = { $tries ->
    [one] not solved · { $tries } try
   *[other] not solved · { $tries } tries
}
puzzles-pane-best-time = {" "}· best { $time }
puzzles-pane-solution-step = the solution: move { $step } of { $total }
puzzles-pane-solved-in = ✓ solved in { $time }
puzzles-pane-given-up = given up
puzzles-pane-your-move = your move
puzzles-pane-checks-refused = { $count ->
    [one] {" "}· { $count } check refused
   *[other] {" "}· { $count } checks refused
}
puzzles-pane-hint-taken = {" "}· hint taken
puzzles-pane-practice = {" "}· practice: the solution was shown

## The status bar's keys.

puzzles-key-enter-play = Enter: play
puzzles-key-enter-open = Enter: open
puzzles-key-esc-close = Esc: close
puzzles-key-esc-cancel = Esc: cancel
puzzles-key-promote = y: promote
puzzles-key-keep = n: keep
puzzles-key-help = ?:keys
puzzles-key-step = ←→:step
puzzles-key-solve-again = r:solve again
puzzles-key-next-prev = n/p:next/prev
puzzles-key-back = q:back
puzzles-key-copy = y:copy
puzzles-key-move = arrows+Enter/click:move
puzzles-key-type = :type
puzzles-key-hint = h:hint
puzzles-key-solution = s:solution
puzzles-key-unsolved = u:unsolved
puzzles-key-length = ]/[:length
puzzles-key-open = o:open

## Messages.

puzzles-welcome = mate the king: every move of yours must check · ? lists every key
puzzles-still-judging = the solver is still judging your last move
puzzles-already-solved = solved: n for the next puzzle, r to solve it again
puzzles-king-mated = the king is mated
puzzles-defender-thinks = the defender thinks…
puzzles-mated = 詰み mate! solved in { $time } · n: the next puzzle
puzzles-defender-answers = { $plies ->
    [one] { $side } answers · mate in { $plies } ply more
   *[other] { $side } answers · mate in { $plies } plies more
}
puzzles-defender-answers-line = { $plies ->
    [one] { $side } answers · the line mates in { $plies } ply more (not proven shortest)
   *[other] { $side } answers · the line mates in { $plies } plies more (not proven shortest)
}
puzzles-alternative = 別解: another mate than the book's, as short
puzzles-longer-mate = that mates, but in { $plies } plies where { $asked } were asked
puzzles-longer-than-line = that mates, in { $plies } plies: longer than the solver's line of { $asked } (not proven shortest)
puzzles-q-goes-back = q goes back to the menu
puzzles-solution-shown = the solution: → steps through it, r solves the puzzle again
puzzles-last-puzzle = this is the last puzzle
puzzles-first-puzzle = this is the first puzzle
puzzles-all-solved = every puzzle of this collection is solved
puzzles-hint = hint: { $hint }
puzzles-no-hint = no hint here: s shows the solution
puzzles-from-the-start = from the start: your move
puzzles-no-longer-mate = no longer mate than { $plies } plies in this collection
puzzles-no-shorter-mate = no shorter mate than { $plies } plies in this collection
puzzles-stopped-reading = stopped reading { $path }: this collection stays
puzzles-reading-file = reading { $path } and proving its problems… (Esc: stop)
puzzles-reading-note = reading { $path }…
puzzles-collection-stays = { $why } · the { $name } collection stays
puzzles-opened = { $count ->
    [one] { $name }: { $count } puzzle
   *[other] { $name }: { $count } puzzles
}
puzzles-opened-refused = { $count ->
    [one] , { $count } problem not offered (first: { $first })
   *[other] , { $count } problems not offered (first: { $first })
}
puzzles-open-prompt = file of problems (.kif .ki2 .csa .sfen, a collection) — Enter opens

## The solver's refusals and hints.

puzzles-refusal-solved = the puzzle is solved: the king is mated
puzzles-refusal-not-a-check = { $mv } is not a check: in a tsume every move of the attacker checks
puzzles-refusal-escapes = that check does not mate: { $mv } escapes
puzzles-refusal-king-escapes = that check does not mate: the king escapes
puzzles-refusal-undecided = the solver cannot tell within { $nodes } positions whether that check mates; try another
puzzles-hint-drop = drop a { $piece } from the hand
puzzles-hint-move = move the { $piece } on { $square }

## The next-move quiz (次の一手).

puzzles-quiz-header = 次の一手 Question { $number } of { $total } · { $title } · move { $move_number }: { $side } to play
puzzles-quiz-pane-title = 次の一手 Quiz
puzzles-quiz-key-engine = s:engine's move
puzzles-quiz-engine-thinks = the engine thinks…
puzzles-quiz-game-played = The game played { $mv }?? ({ $chance } to win after it).
puzzles-quiz-goal = Find a move that keeps the win: the engine's leaves { $chance }.
puzzles-quiz-engine-move = The engine's move: { $mv }
puzzles-quiz-best = ✓ { $mv }: the engine's move
puzzles-quiz-as-good = ✓ { $mv }: as good ({ $chance } to win)
puzzles-quiz-played = ✗ { $mv } is the game's mistake: try another
puzzles-quiz-worse = ✗ { $mv }: { $chance } to win, where { $best } was there: try another, or s
puzzles-quiz-first-tries = found at the first try: { $right } of { $tried } tried
puzzles-quiz-last = this is the last question
puzzles-quiz-first = this is the first question
puzzles-quiz-welcome = find a better move than the game's: one move, as good as the engine's
puzzles-quiz-still-judging = the engine is still judging your last move
puzzles-quiz-looking = the engine looks at your move…

## Problems that are not puzzles (a player's files).

puzzles-unsound-no-king = the side not to move has no king to mate
puzzles-unsound-attacker-in-check = the side to move is in check; in a tsume the attacker is never in check
puzzles-unsound-no-mate = there is no mate by checks
puzzles-unsound-undecided = the solver could not decide within { $nodes } positions
puzzles-unsound-wrong-solution = the solution is wrong: { $why }
puzzles-solution-even = { $plies } plies; a mate ends with the attacker's move, an odd number
puzzles-solution-illegal = move { $number } ({ $mv }) cannot be played: { $why }
puzzles-solution-not-a-check = move { $number } ({ $mv }) is not a check
puzzles-solution-no-mate-at-end = the last move does not mate
puzzles-solution-first-escapes = the first move { $mv } does not mate: { $escape } escapes
puzzles-solution-first-no-mate = the first move { $mv } does not mate
puzzles-file-line = { $file } line { $line }: { $reason }
puzzles-file-reason = { $file }: { $reason }
puzzles-line-reason = line { $line }: { $reason }
puzzles-builtin-file = the built-in collection
puzzles-no-puzzle-empty = { $file }: no problem can be solved (the file holds none)
puzzles-no-puzzle-one = { $file }: no problem can be solved: { $reason }
puzzles-no-puzzle-more = { $file }: no problem can be solved: { $reason }; and { $more } more

## A line of a collection file that is refused, and other problem files.
puzzles-collection-fields = expected 4 fields separated by '|' (SFEN | plies | solution | difficulty), found { $found }
puzzles-collection-bad-sfen = bad SFEN: { $why }
puzzles-collection-plies = '{ $text }' is not a number of plies
puzzles-collection-even-plies = { $plies } plies: a mate has an odd number of plies, 1 or more
puzzles-collection-difficulty = '{ $text }' is not a difficulty (a whole number)
puzzles-collection-move = solution move { $index }: { $why }
puzzles-collection-length = the solution has { $moves } moves but the line says { $plies } plies
puzzles-collection-illegal = solution move { $index } ({ $usi }) cannot be played: { $why }
puzzles-bad-move = move { $ply } ({ $text }): { $why }
puzzles-games-bad-sample = { $path }: record { $record }: { $why }
puzzles-games-bad-line = { $path } line { $line }: { $why }
puzzles-progress-lost = puzzle progress starts afresh
puzzles-progress-unwritable = the progress cannot be written: { $why }
puzzles-progress-too-large = it would be { $size } bytes, more than the { $limit } that are read back: the tries since it was last written are not kept
puzzles-progress-busy = another shogi-tui{ $process } is writing it: the tries not kept yet are written after the next one
