# The keys: what each key does, as the help popups list them; the help's
# frame; the message of a terminal too small; the app's own notes.

keys-flip = flip the board
keys-glyphs = kanji / Western pieces; the move list follows
keys-notation = move list: Japanese / Western
keys-theme = next colour theme
keys-help = this help
keys-copy = copy the position or game (SFEN, KIF, link…)
keys-cursor = move the cursor
keys-select = select a piece, then its destination
keys-pick-hand = pick pawn lance knight silver gold bishop rook
keys-game-cancel = cancel the selection / close
keys-cycle-hand = pick a piece from your hand to drop
keys-game-lower-case = the same, in lower case
keys-click-select = select a square or a hand piece
keys-promote = promote or not, when asked
keys-game-type-move = type a move (7g7f, P-76, P-7f, P*23, ７六歩)
keys-game-erase = erase a letter / all that is typed at a prompt
keys-game-hint = hint: the engine's move for you
keys-game-tally = impasse tally (points, zone, verdicts)
keys-game-declare = declare impasse (asks first)
keys-game-resign = resign (asks first)
keys-game-abort = lishogi: abort, before both have moved
keys-game-chat = lishogi: type a line for the chat
keys-game-undo = undo; against a computer, back to your turn
keys-game-look = look one move back / forward; nothing is undone
keys-game-first-last = the start / back to the game as it stands
keys-game-pause = two people: stop both clocks, hide the board
keys-game-save = keep the game under a name you type
keys-game-analyse = game over: review and analyse it
keys-game-auto-flip = hot-seat: flip to the side to move
keys-game-quit = quit (asks first); Ctrl-C quits at once
keys-review-step = one move back / forward (also ↑ ↓ / k j)
keys-review-first-last = the start / the last move
keys-review-page = ten moves back / forward
keys-review-prompt = jump to a move number, or play a move typed (76歩)
keys-review-click-move = on a move of the list: jump there
keys-review-scroll-notes = comments: a page down / up (▼ ▲: more)
keys-review-next-variation = show the next variation (変化) of this move
keys-review-play-from-here = play a new game from this position
keys-review-tally = impasse tally of this position
keys-review-analyse = analyse the moves not analysed / all again
keys-review-next-engine = which engine analyses: the next one on offer
keys-review-next-mark = the next / previous move marked ?! ? or ??
keys-review-best-line = step through the engine's best line
keys-review-keep-line = keep the best line shown as a variation (変化)
keys-review-save = write what changed (analysis, comments…) to the file
keys-review-click-graph = on the evaluation graph: jump there
keys-review-comment = write this move's comment (Ctrl-S keeps, Esc drops)
keys-review-bookmark = bookmark (しおり) this move; an empty name removes
keys-review-bookmarks = the bookmarks: jump to one
keys-review-headers = edit the headers: players, event, date, opening
keys-review-save-as = write the record into a new file (.kif .ki2 .csa …)
keys-review-click-board = on a piece, then where it goes: play a move (変化)
keys-review-pick-hand = with the cursor on: pick from the hand
keys-review-variation-number = show line N of this move's variations (0: their base); while research runs, 1-5 play the first move of its line
keys-review-main-line = make the variation shown the main line (本譜にする)
keys-review-move-variation = move the variation shown up / down among its rivals
keys-review-delete-variation = delete the variation shown and all after it (asks)
keys-review-research = research: a live engine on this position (Esc stops)
keys-review-book = the opening book's moves here (1-9 plays one)
keys-review-research-lines = research: one line more / fewer (1 to 5)
keys-review-keep-research-line = research: keep the chosen line as a variation (変化)
keys-review-edit-position = edit this position (局面編集)
keys-review-solve-mate = the mate solver on this position, in the editor
keys-review-quiz = quiz: better moves than the ?? ones (次の一手)
keys-review-cancel = stop the analysis (keeping it), else leave
keys-review-quit = leave review
keys-review-board-cursor = board cursor on/off: arrows, Enter picks and plays
keys-review-undo = undo the last move played, or U + - D
keys-review-board-cancel = drop the selection, else the cursor
keys-type-move = type a move
keys-editor-cursor = move the cursor; past the board's edge: the stands
keys-editor-black-piece = a Black piece there; on a stand: one more in hand
keys-editor-white-piece = the same, a White piece (as SFEN writes them)
keys-editor-promote = promote the piece, or turn it back
keys-editor-flip-owner = the other side owns the piece
keys-editor-remove = take the piece away (on a stand: one of that kind)
keys-editor-to-hand = the piece to its owner's hand
keys-editor-pick-up = pick a piece up; Space again puts it down
keys-editor-click = the same, where you click
keys-editor-side-to-move = the other side to move
keys-editor-clear = empty board and hands
keys-editor-start-position = the start position (平手)
keys-editor-next-handicap = the next handicap (駒落ち)
keys-editor-rest-to-defender = the side not to move holds all the rest (残り全部)
keys-editor-prompt = type or paste an SFEN or a BOD diagram
keys-editor-solve-mate = mate solver: does the side to move mate? (M again shows the moves)
keys-editor-tsume = solve it yourself as a tsume (詰将棋) on the puzzles page
keys-editor-review = open the position in review, research mode on
keys-editor-play = play a game from the position
keys-editor-write = save it as a record (.kif .csa .sfen)
keys-editor-leave = put back the piece held, else leave the editor
keys-puzzle-step = the next / previous puzzle
keys-puzzle-unsolved = the next puzzle not solved yet (unsolved)
keys-puzzle-length = the first puzzle of a longer / shorter mate
keys-puzzle-open = open a file of problems (.kif .ki2 .csa, SFEN list)
keys-puzzle-leave = back to the menu
keys-puzzle-cancel = drop the selection
keys-puzzle-type-move = type a move (2b2a+, G*5b, ５二金)
keys-puzzle-hint = hint: the piece that mates
keys-puzzle-solution = show the solution (the try counts as not solved)
keys-puzzle-retry = this puzzle from its start again
keys-solution-step = one move back / forward
keys-solution-first-last = the start / the mate
keys-solution-retry = back to solving, from the start
keys-quiz-cancel = drop the selection; the question again
keys-quiz-type-move = type a move (7g7f, P-76, ７六歩)
keys-quiz-solution = show the engine's move
keys-quiz-step = the next / previous question
keys-quiz-leave = back to the review
keys-match-next = the next game in progress
keys-match-previous = the game before
keys-match-stop = stop the series (asks first); back once it is over

# The help popup's frame.
keys-mouse-click = mouse click
keys-help-title = Keys
keys-help-footer-scroll = ↑↓ scroll · Esc closes
keys-help-footer = Esc closes

# A terminal smaller than the screen's least size.
keys-too-small = Enlarge the terminal to at least { $width }×{ $height }
keys-too-small-now = (it is { $width }×{ $height } now)
keys-too-small-quit = To quit: q (then y in a game) or Ctrl-C

# Moving between screens: saved games, continuing, new games.
keys-saves-off = games will not be saved: { $why }
keys-saves-unreadable = the saved games cannot be read: { $why }
keys-saving-off = saving is off in this session
keys-no-saves = no saved games: { $why }
keys-open-elsewhere-read-only = { $name } is open in another shogi-tui: it is not written from here
keys-cannot-continue = cannot continue: { $why }
keys-new-game-from-move = a new game from move { $ply }: ? lists every key
keys-game-not-saved = this game (not saved)
keys-no-resume = there is no unfinished game to continue
keys-no-resume-open-elsewhere = there is no unfinished game to continue: { $count ->
    [one] the only one is
   *[other] all { $count } are
} open in another shogi-tui
keys-no-resume-newer = there is no unfinished game this version can continue: { $count ->
    [one] one save was
   *[other] { $count } saves were
} written by a newer shogi-tui; update shogi-tui to continue it
keys-continuing = continuing { $name } after { $moves }: ? lists every key
keys-continue-detail = { $black } vs { $white }, { $moves } ({ $name })
keys-no-builtin-puzzles = the built-in collection holds no puzzle
keys-editor-position = the editor's position
keys-editor-position-read-only = this position is in no file: save it from the editor with W
keys-new-game-hint = ? lists every key · : lets you type a move · s saves

# Making a move on a board: the promotion question, what a press means.
keys-no-legal-move = the { $kind } on { $square } has no legal move
keys-pick-a-piece = pick one of { $side }'s pieces, or a piece in hand (Tab)
keys-empty-hand = { $side } has nothing in hand
keys-not-your-hand = that is { $owner }'s hand, and it is { $mover }'s turn
keys-promote-a-piece = piece
keys-promote-title = Promote? 成りますか
keys-promote-question = Promote the { $kind } moving { $from } → { $to }?
keys-promote-yes = y: promote 成
keys-promote-no = n: keep 不成

# The players: the bot's levels, the player choices, a player typed.
keys-level-beginner = Beginner
keys-level-novice = Novice
keys-level-apprentice = Apprentice
keys-level-casual = Casual
keys-level-club = Club
keys-level-expert = Expert
keys-level-master = Master
keys-level-strongest = Strongest
keys-level-unknown = '{ $level }' is not a level: use a number from 1 to 8 or a name (Beginner, Novice, Apprentice, Casual, Club, Expert, Master, Strongest)
keys-player-human = human
keys-player-bot = bot { $level } { $name }
keys-player-engine = engine: { $engine }
keys-player-type-command = engine: type its command…
keys-player-unknown = unknown player '{ $player }': expected human, bot:LEVEL (1-8 or Beginner … Strongest) or usi:COMMAND
keys-player-bad-level = bad bot level: { $why }
keys-player-no-command = usi: needs the engine's command line, e.g. usi:/usr/games/gpsusi
keys-name-empty = a player's name cannot be empty
keys-name-control = a player's name cannot hold control characters (tabs, new lines, escapes)
keys-name-too-long = a player's name is at most { $max } characters; '{ $name }' is longer

# The terminal itself.
keys-needs-terminal = the game needs a terminal: run it in a terminal window, not through a pipe
keys-terminal-unreadable = cannot read the terminal: { $why }
