# The game page: the status bar, the questions, the result box, the clocks,
# and the game's own words (results, rules, time controls).

## How a game ended (the result box, the status bar).

game-outcome-checkmate = { $winner } wins by checkmate
game-outcome-no-legal-moves = { $winner } wins: { $loser } has no legal move
game-outcome-resignation = { $winner } wins by resignation
game-outcome-perpetual-check = { $winner } wins: { $checker } gave perpetual check, which is forbidden
game-outcome-perpetual-check-both = Draw by repetition: both sides checked throughout
game-outcome-declaration-win = { $declarer } wins by impasse declaration
game-outcome-declaration-draw = Draw by impasse declaration: { $declarer } has 24 to 30 points
game-outcome-declaration-loss = { $winner } wins: { $declarer }'s impasse declaration failed
game-outcome-try = { $winner } wins by try
game-outcome-move-limit = Draw by impasse: the { $limit }-move limit was reached
game-outcome-illegal-move = { $winner } wins: { $loser } played the illegal move { $mv } ({ $why })
game-outcome-illegal = { $winner } wins: { $loser } played an illegal move
game-outcome-timeout = { $loser } loses on time
game-outcome-sennichite = Draw by repetition (sennichite)
game-outcome-interrupted = Game interrupted
game-outcome-impasse = Draw by impasse (jishogi)
game-outcome-draw = Draw
game-outcome-no-mate = No mate: the problem has no solution
game-outcome-sealed = Adjourned with a sealed move
game-outcome-unknown = Game over ({ $reason })
game-outcome-sentence = { $result } after { $count ->
    [one] { $count } move
   *[other] { $count } moves
}
game-over-refusal = the game is over: { $result }

## What the controller refuses.

game-declare-refused-try = impasse declaration is not available under the try rule (reach the enemy king's square instead)
game-declare-refused-no-rule = impasse declaration is not available in a game played without an impasse rule
game-nothing-to-undo = there is no move to take back
game-both-sides = ☗ Black and ☖ White
game-needs-both-kings = a game needs both kings, and { $sides } has none

## The game's settings, as the header, the menu and the questions name them.

game-rules-declare27 = 27-point impasse declaration
game-rules-declare24 = 24-point impasse declaration
game-rules-try = try rule
game-rules-none = no impasse rule
game-move-limit = limit { $count }
game-no-move-limit = limit off
game-duration-hours = { $count }h
game-duration-minutes = { $count }m
game-duration-seconds = { $count }s
game-time-main-and-byoyomi = { $main } + { $byoyomi } byoyomi
game-time-byoyomi-only = { $byoyomi } byoyomi
game-time-fischer = { $main } + { $increment } per move
game-time-sudden-death = { $main } sudden death
game-time-uneven = { $black_side } { $black }, { $white_side } { $white }

## The status bar's first row.

game-status-to-move = { $mark } { $side } to move
game-status-check = 王手 check!
game-status-repetitions = position seen { $count } times
game-status-last-move = last: { $last }

## The impasse tally (i), in the game and in review.

game-tally-title = Impasse tally (持将棋)
game-tally-yes = yes
game-tally-no = no
game-tally-points = points, all pieces
game-tally-zone-points = points, zone + hand
game-tally-pieces-in-zone = pieces in zone
game-tally-king-in-zone = king in zone
game-tally-in-check = in check
game-tally-would-win = { $side } would win
game-tally-would-draw = { $side } would draw
game-tally-would-lose = { $side } would lose
game-tally-win = win
game-tally-draw = draw
game-tally-loss = loss
game-tally-wins-if-counted = { $side } wins if counted now
game-tally-draw-if-counted = a draw if counted now
game-tally-declaring = { $black_side } declaring: { $black } · { $white_side } declaring: { $white }
game-tally-both-kings-must-enter = {" "}(both kings must enter)
game-tally-declaring-now = { $verdict } ({ $rules })
game-tally-not-available = not available ({ $rules })
game-tally-agreement24 = 24-point agreement
game-tally-amateur27 = 27-point amateur tally
game-tally-declaration27 = 27-point declaration
game-tally-declaration24 = 24-point declaration
game-tally-now = declaring now

## Who plays a side, as the headers say it.

game-player-human = human
game-player-bot = bot { $number } { $name }
game-player-bot-level = bot level { $level }
game-player-engine = engine { $program }
game-player-bot-short = bot { $number }
game-player-engine-short = engine
game-player-label = { $name } ({ $kind })
game-header-players = ☗ { $black } vs ☖ { $white }
game-header-on-the-server = { $name } (on the server)

## The status bar's key hints, the key first.

game-key-enter-play = Enter: play the move
game-key-esc-close = Esc: close
game-key-backspace = Backspace: erase
game-key-enter-save = Enter: save
game-key-enter-send = Enter: send
game-key-esc-cancel = Esc: cancel
game-key-y-play-it = y: play it
game-key-n-decline = n or Esc: decline
game-key-y-yes = y: yes
game-key-n-no = n: no
game-key-esc-back = Esc: back
game-key-or-click = (or click an answer)
game-key-b-bot = b: built-in bot
game-key-h-person = h: a person
game-key-n-leave = n or Esc: leave
game-key-z-resume = z: resume
game-key-q-leave-long = q: leave
game-key-analyse = A:analyse
game-key-take-back = u:take back
game-key-look-back = {"["} ]:look back
game-key-leave = q:leave
game-key-esc-q-leave = Esc or q: leave
game-key-help = ?:help
game-key-step = {"["} ]:step
game-key-end-back = End:back to the game
game-key-home-first = Home:first
game-key-quit = q:quit
game-key-save = s:save
game-key-copy = y:copy
game-key-tally = i:tally
game-key-flip = f:flip
game-key-notation = m:notation
game-key-two-computers = (two computers playing)
game-key-resign = R:resign
game-key-computer-to-move = (computer to move)
game-key-type-move = ::type move
game-key-hint = H:hint
game-key-undo = u:undo
game-key-declare = D:declare

## The game page's frame: the move list, notes, prompts, the boxes.

game-moves-title = {" "}棋譜 Moves{" "}
game-moves-title-western = {" "}Moves (Western){" "}
game-status-outcome = { $result } — { $kif }
game-note-auto-flip = auto-flip
game-note-not-saved = ✗ NOT SAVED
game-move-prompt = move (7g7f, P-76, P*23, ７六歩) — Enter plays, Esc closes
game-save-prompt = save as (a name) — Enter saves, Esc cancels
game-result-title = Game over 終局
game-paused-title = Paused
game-paused-clocks = both clocks are stopped
game-paused-resume = z goes on

## The result box.

game-result-analyse = A    analyse this game (in review)
game-result-take-back = u    take back the last move and play on
game-result-look-back = {"["} ]  look back through the game
game-result-save = s    keep the game under a name
game-result-leave = q    leave the game
game-result-close = Esc  close this box

## The questions (y/n).

game-play-on = n: play on
game-overwrite-title = Replace the save?
game-overwrite-exists = A save named '{ $name }' exists already.
game-overwrite-yes = y: replace it
game-overwrite-no = n: choose another name
game-resign-title = Resign? 投了
game-resign-line = { $side } resigns and { $winner } wins.
game-resign-yes = y: resign
game-declare-title = Declare impasse? 入玉宣言
game-declare-rule = Rule: { $rules }
game-declare-points = { $side }: { $points ->
    [one] { $points } point
   *[other] { $points } points
} in zone + hand, { $pieces ->
    [one] { $pieces } piece
   *[other] { $pieces } pieces
} in zone,
game-declare-king-in-zone-in-check = king in zone, in check.
game-declare-king-in-zone = king in zone, not in check.
game-declare-king-out-of-zone-in-check = king not in zone, in check.
game-declare-king-out-of-zone = king not in zone, not in check.
game-declare-verdict = Verdict now: { $result }.
game-declare-would-win = { $side } would WIN
game-declare-would-draw = the game would be a DRAW
game-declare-would-lose = { $side } would LOSE
game-declare-unavailable = declaring is not available
game-declare-yes = y: declare
game-offer-title = Play this game?
game-offer-line = { $name } offers a game: you play { $side }.
game-offer-clock = Clock: { $clock }.
game-offer-no-clock = No clock.
game-offer-resumed = A resumed game: { $count ->
    [one] { $count } move
   *[other] { $count } moves
} played already.
game-offer-yes = y: play it
game-offer-no = n: decline
game-leave-title = Leave the game?
game-leave-unfinished = The game is not finished.
game-leave-saved = It is saved: Continue in the menu or shogi-tui --continue resumes it.
game-leave-not-saved = It is NOT saved ({ $why }).
game-leave-not-kept = It is not kept on disk.
game-leave-online-title = Leave the online game?
game-leave-online-clock = The server's clock goes on: the game will most likely be lost on time (R resigns instead).
game-leave-online-kept = The game so far stays in Load / review.
game-leave-yes = y: leave
game-leave-no = n: stay

## The status bar's messages.

game-paused-note = paused: z goes on
game-not-your-hand = that is { $owner }'s hand, and it is { $mover }'s turn
game-not-over-to-analyse = the game is not over: A analyses it once it has ended
game-auto-flip-on = hot-seat auto-flip on
game-auto-flip-off = hot-seat auto-flip off
game-over-take-back = { $refusal } (u takes back the last move)
game-in-check = { $side } is in check
game-took-back = took back { $count ->
    [one] { $count } move
   *[other] { $count } moves
}
game-premove-kept = kept for your turn: played the moment the opponent has moved (Esc cancels)
game-premove-resign-kept = you resign the moment it is your turn: the server takes a resignation only from the player to move (Esc cancels)
game-premove-cancelled = cancelled: nothing is kept for your turn
game-premove-illegal = your move kept for this turn cannot be played now: { $why }
game-premove-note = premove { $mv } (Esc cancels)
game-premove-resign-note = resigning on your turn (Esc cancels)
game-seconds-left = { $name }: { $count ->
    [one] { $count } second
   *[other] { $count } seconds
} left
game-pause-over = the game is over: there is no clock to pause
game-pause-computer = no pause in a game against a computer
game-computers-playing = { $name } is to move: two computers are playing (q leaves)
game-computer-to-move = { $name } is to move: wait for its move, or u takes yours back
game-computer-resigns = { $name } resigns
game-computer-declares = { $name } declares impasse
game-computer-declared-foul = { $name } declared impasse, which { $rules } does not allow
game-hints-off = hints are off for this game (menu: Hints)
game-hint-over = the game is over ({ $result }): no hint
game-hint-computer = { $name } is to move: hints are for a person's turn
game-hint-still-looking = still looking for a hint…
game-hint-failed = no hint: { $why }
game-hint-thinking = Hint: thinking…
game-hint-declare = Hint: declare an impasse (D)
game-hint-move = Hint: { $mv }
# A hint with the score of the position with it: "Hint: ▲７六歩 · +47 (equal)".
game-hint-with-score = { $hint } · { $score }
game-viewing = viewing move { $shown } of { $last }
game-viewing-refusal = { $viewing }: ] or End returns to the game
game-view-at-end = this is the game as it stands ([ looks back)
game-view-at-start = this is the start of the game
game-view-back = back to the game as it stands
game-save-not-kept = this game is not kept on disk, so it cannot be saved
game-save-needs-name = type a name to save under
game-saved-as = saved as { $path }
game-not-saved = not saved: { $why }

## Who plays a side: the computers' notes and the questions about a seat.

game-seat-taken-over = { $side } is played by { $who } now
game-seat-others = b: the built-in bot plays { $side } instead · h: a person does
game-seat-no = n: leave (the game stays saved)
game-consent-title = Run a program named by the saved game?
game-consent-engine = This game says { $side } is played by the engine
game-consent-runs = which runs { $program }
game-consent-cannot-run = which cannot run now: { $why }
game-consent-only-if-you-agree = It runs only if you agree; you will not be asked again unless the file changes.
game-consent-nothing-runs = Nothing runs unless you agree.
game-consent-yes = y: run it
game-failed-title = { $side }'s computer is not playing
game-failed-kept = The game is kept as it is.
game-failed-yes = y: try again
game-bad-move-time = '{ $text }' is not a time per move: give seconds from { $lo } to { $hi }, e.g. 1 or 0.5
game-seat-thinking = { $spin } { $name } thinking…
game-seat-depth = {" "}depth { $depth }
game-seat-score = {" "}score { $score }
game-seat-both = { $first } and { $second }
game-seat-starting = { $spin } starting { $names }…
game-seat-to-move = { $name } to move
game-seat-mate-in = mate in { $count }
game-seat-mated-in = mated in { $count }
game-seat-mate-line = mate (line of { $count } plies, not proven shortest)
game-seat-mated-line = mated (line of { $count } plies, not proven shortest)
game-seat-bot = Bot { $number } ({ $name })

## The game's session: the connection, saving, trust, the hint's bot.

game-connection-lost = connection lost: { $why }
game-connection-lost-kept = connection lost: { $why } · the game so far stays in Load / review
game-save-not-on-disk = this game is not kept on disk
game-trust-not-kept = { $program } runs now, but will be asked about again: { $why }
game-hint-bot-not-started = the hint's bot could not be started
game-hint-bot-stopped = the hint's bot stopped
game-hint-no-move = the bot found no move to suggest
