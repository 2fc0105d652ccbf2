# Review: the record page, its analysis (解析), research (検討), the study
# board, the notes a player writes, and writing the record back.

## The page

review-title = Review { $file }
review-players = {" "}· ☗ { $black } vs ☖ { $white }
review-unfinished = unfinished game
review-main-line-outcome = main line: { $outcome }
review-at-move = move { $ply }/{ $last }
review-at-engine-line = engine line from move { $from } · { $at }
review-at-variation = 変化 { $number } from move { $from } · { $at }
review-list-engine-line = Engine line
review-list-variation = 変化 { $number }
review-list-moves = 棋譜 Moves
review-list-moves-western = Moves (Western)
review-jump-prompt = a move number to jump, or a move to play (76歩, P-7f, 7g7f)
review-new-game-title = from move { $ply } of { $file }
review-this-game = this game

## The notes pane

review-notes-start = Before the first move
review-notes-move = Move { $ply }
review-notes-scroll = {"{"} {"}"} scroll
review-no-comment = no comment
review-engine-line-move = The engine's line, move { $move } of { $moves } (K keeps it, b leaves it)
review-branch-keys = {" "}(U{"\u00A0"}main, +{"\u00A0"}-{"\u00A0"}move, D{"\u00A0"}delete)
review-variations-at = 変化 at move { $ply } (v,{"\u00A0"}0-9):
review-main-line = main line
review-the-main-line = the main line
review-variation = 変化 { $number }
review-branch-summary = { $line } from move { $ply } of { $parent }, { $place } of { $lines }

## The status bar's keys

review-key-step = ←→:step
review-key-help = ?:help
review-key-quit = q:back
review-key-analyse = a:analyse
review-key-play-from = p:play from here
review-key-variation = v:variation
review-key-jump = ::jump
review-key-notes = {"{"} {"}"}:notes
review-key-first-last = g/G:first/last
review-key-tally = i:tally
review-key-ten = PgUp/PgDn:±10
review-key-stop-analysis = Esc:stop analysis
review-key-marked = n/N:marked moves
review-key-best-line = b:best line
review-key-save = s:write file
review-key-copy = y:copy
review-key-stop-research = r/Esc:stop research
review-key-play-line = 1-5:play line
review-key-keep-research-line = o:keep line
review-key-research-lines = ] [:lines
review-key-cursor = arrows:cursor
review-key-pick = Enter:pick/play
review-key-cursor-off = Tab:cursor off
review-key-drop = Esc:drop
review-key-undo = z:undo
review-key-jump-enter = Enter: jump or play
review-key-close = Esc: close
review-key-erase = Backspace: erase
review-key-promote-yes = y: promote
review-key-promote-no = n: keep
review-key-back = Esc: back
review-key-delete-yes = y: delete
review-key-delete-no = n: keep
review-key-start = Enter: start
review-key-change = ←→: change
review-key-choose-side = ↑↓: choose side
review-key-write-yes = y: write
review-key-not-now = n: not now
review-key-leave-yes = y: leave
review-key-leave-no = n: stay
review-key-write-new-yes = y: write the new file
review-key-drop-yes = y: drop the changes
review-key-drop-no = n: go on writing
review-key-go-on = n: go on
review-key-keep-text = Ctrl-S: keep
review-key-drop-text = Esc: drop
review-key-new-line = Enter: new line
review-key-text-move = arrows Home End: move
review-key-field = ↑↓ Tab Enter: field
review-key-erase-field = Ctrl-U: erase
review-key-keep-bookmark = Enter: keep (empty: remove)
review-key-jump-there = Enter: jump
review-key-choose = ↑↓: choose
review-key-write-file = Enter: write
review-key-replace-yes = y: replace it
review-key-replace-no = n: another name

## Analysis

review-progress = analysing ▕{ $bar }▏ { $done }/{ $total } · { $left } · Esc stops
review-progress-left = about { $time } left
review-progress-timing = timing the first…
review-eval = Eval{"\u00A0"}{ $score }
review-line-head = Line:
review-best-head = Best:
review-best-played = Best: the move played
review-mark-loss = { $mark } loses { $points }% winning chance
review-mate-kept = Mate in { $moves } was there: kept
review-mate-missed = Mate in { $moves } was there: missed
review-into-mate = Walks into a mate in { $moves }
review-mate-line-kept = A mate was there (a line of { $moves } { $moves ->
        [one] ply
       *[other] plies
    }, not proven shortest): kept
review-mate-line-missed = A mate was there (a line of { $moves } { $moves ->
        [one] ply
       *[other] plies
    }, not proven shortest): missed
review-into-mate-line = Walks into a mate (a line of { $moves } { $moves ->
        [one] ply
       *[other] plies
    }, not proven shortest or longest)
review-summary = Summary: marks, average loss
review-summary-loss = loss { $loss } per move
review-built-in-engine = the built-in engine
review-engine-another = e: another
review-engine-no-other = no other engine is installed
review-engine-chosen = a analyses with { $engine } ({ $others })
review-engine-next-run = the next a analyses with { $engine } ({ $others })
review-analysis-running = the analysis is already running: Esc stops it
review-analysis-complete = every move is analysed already: A analyses them all again
review-analysis-stopped = analysis stopped after { $done } of { $total } positions; a goes on
review-analysis-done = analysis done: n / N jump between marked moves, s writes it into the file
review-no-analysis-yet = no move is analysed yet: a analyses the game
review-no-mark-after = no marked move after move { $ply }
review-no-mark-before = no marked move before move { $ply }
review-best-line-main-only = only the main line is analysed: v back to it first
review-no-best-line = the engine has no line for move { $ply }: a analyses the game
review-best-line-shown = the engine's line from move { $ply } ({ $moves } moves): K keeps it as a variation, b leaves it
review-keep-needs-best-line = b shows the engine's best line first; K keeps it
review-keep-nothing-new = the engine's line only follows the game's own moves: nothing to keep
review-the-engine-line = the engine's line
review-keep-empty = { $what } is empty: nothing to keep
review-keeping = keeping { $what }
review-kept-already = { $what } is in { $line } already
review-kept = { $what } kept as { $line } from move { $ply }: s writes it into the file
review-quiz-none = no ?? move of this game threw a clear win away: nothing to quiz on
review-quiz-analyse-first = a analyses the game first; then Q quizzes you on its ?? moves

## Research (検討)

review-research-title = 検討 Research · { $lines }
review-research-no-move = no move to think about here
review-research-thinking = thinking…
review-research-on = research: { $lines } lines (] more, [ fewer); 1-{ $max } plays a line's move, o keeps a line; r stops
review-research-off = research stopped
review-research-lines = research shows { $lines ->
    [one] { $lines } line
   *[other] { $lines } lines
}
review-research-lines-later = research shows { $lines ->
    [one] { $lines } line
   *[other] { $lines } lines
} once r starts it
review-research-first = r starts research first
review-research-no-line = research has no line { $line } yet
review-research-stale = line { $line } is about another position: wait for research to catch up
review-research-engine-line = this is the engine's line: b leaves it, then o keeps research's
review-research-what = research's line { $line }
# Under research's lines when a short score carries the mark ($mark, ≈): that mate's
# length is only the solver's line, not proven shortest.
review-research-line-only = { $mark } not proven shortest

## The study board: moves played, variations changed

review-cursor-off = board cursor off: the arrows step through the moves
review-cursor-on = board cursor on: arrows move it, Enter picks a piece and plays; Tab: off
review-not-your-hand = that is { $hand }'s hand, and it is { $mover }'s turn
review-typed-move-refused = { $why } (a number jumps to that move)
review-line-ends-here = { $why } (this line ends here)
review-engine-line-no-play = this is the engine's line: K keeps it as a variation, b leaves it; then play your move
review-variations-need-move = step to a move to see its variations
review-no-variation = move { $ply } has no variation (変化)
review-no-such-move = there is no move { $ply }: this line has { $moves } moves
review-variations-count = move { $ply } has { $count ->
    [one] { $count } variation
   *[other] { $count } variations
}: 0 to { $count } choose
review-analysis-on-main-line = the analysis runs on the main line: Esc stops it, then try again
review-line-unplayable = { $line } cannot be played: { $why }
review-what-move-played = the move played after move { $ply }
review-following = following { $line }
review-extended = added to { $line }: z takes it back, s writes it
review-branched = new { $line } from move { $ply }: z takes it back, s writes it
review-engine-line-keep-first = this is the engine's line: K keeps it as a variation first
review-main-line-shown = the main line is shown: show a variation (v) to { $doing } it
review-doing-make-main = make the main line
review-doing-move = move
review-doing-delete = delete
review-what-made-main = making { $line } the main line
review-made-main = { $line } is the main line now (本譜); the old one is a variation: z undoes
review-what-moved = moving { $line }
review-moved-up = { $line } moved up: it is { $now } now
review-moved-down = { $line } moved down: it is { $now } now
review-delete-title = Delete variation 変化を削除
review-delete-question = Delete { $line } from move { $ply } ({ $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
})?
review-delete-nested = The { $count ->
    [one] { $count } variation
   *[other] { $count } variations
} branching from it go too.
review-delete-undo = z brings it back.
review-what-deleted = deleting { $line }
review-deleted = { $line } deleted: z brings it back
review-nothing-to-undo = nothing to undo: z takes back moves played here and U + - D
review-undo-changed-since = the record changed after { $what }: z cannot take it back without losing that
review-undo-analysis-runs = the analysis runs on the main line: Esc stops it, then z
review-undone = took back { $what }
review-no-such-variation = there is no 変化 { $number }
review-past-end = the line shown has { $moves } moves: there is no move { $ply } to play after
review-first-already = 変化 { $number } is the first of its rivals already
review-last-already = 変化 { $number } is the last of its rivals already
review-bad-move-at-end = the main line ends on a move that cannot be played; it would be lost, so the main line stays
review-detached = 変化 { $number } does not branch from its line's moves: the record is damaged there

## Play from here (review's p, the editor's v)

review-play-form-title = Play from here
review-play-form-keys = Enter: start · ←→: change · Esc: back
review-play-form-no-kind = no player kind to choose from
review-play-from-about = A new game from move { $ply } ({ $mark } { $side } to move),
review-play-from-kept = kept as a new game in a save of its own.
review-play-from-over = the game is over at this move ({ $why }); step back to play from an earlier one

## Comments, bookmarks, headers

review-drop-title = Drop the changes
review-drop-comment = This comment was changed. Leave it as it was?
review-drop-headers = The headers were changed. Leave it as it was?
review-comment-start = Comment before the first move
review-comment-move = Comment on move { $ply }
review-comment-keys = Ctrl-S keeps · Esc drops · Enter: new line
review-comment-not-in-record = this move is in no record: the comment is not kept
review-comment-kept = comment kept: s writes it into { $file }, S into a new file
review-comment-paste-cut = paste cut at its line { $line }, character { $column }: { $kept } of its { $total } characters fit in the comment
review-comment-full = the comment is full: it holds at most { $max } characters
review-comment-too-long = this comment has { $chars } characters, more than the editor holds ({ $max }): it can be read in the notes pane, not changed here
review-engine-move-not-in-record = this move is the engine's, in no record yet: K keeps the line first
review-bookmarks-title = Bookmarks (しおり)
review-bookmark-move = move { $ply }
review-bookmarks-keys = Enter: jump there · Esc: close
review-bookmark-needs-move = a bookmark marks a move: step to one first
review-bookmark-not-in-record = this move is in no record: no bookmark is kept
review-bookmark-removed = the bookmark of move { $ply } is removed
review-bookmark-kept = move { $ply } is bookmarked: ' lists the bookmarks, s writes them
review-no-bookmarks = no bookmark yet: & bookmarks the move shown
review-bookmark-prompt = bookmark (しおり) name — Enter keeps, empty removes, Esc closes
review-headers-title = Headers
review-header-black = Black (先手)
review-header-white = White (後手)
review-header-event = Event (棋戦)
review-header-date = Date (開始日時)
review-header-opening = Opening (戦型)
review-headers-date-help = date: 2024/05/01 or 2024/05/01 10:00 · empty: none
review-headers-keys = Ctrl-S keeps · Esc drops
review-headers-bad-date = '{ $text }' is not a date: write it as 2024/05/01 or 2024/05/01 10:00
review-headers-kept = headers kept: s writes them into { $file }, S into a new file

## Writing the record

review-leave-title = Leave review
review-leave-unwritten = What was done here (analysis, lines kept, comments, bookmarks, headers) is not written into { $file } yet.
review-leave-question = Leave without it? ({ $how })
review-leave-how-save = n, then s writes them, S into a new file
review-leave-how-save-as = n, then S writes them into a new file
review-nothing-to-write = nothing new to write: C writes a comment, & a bookmark, H the headers, a analyses, K keeps a line
review-usi-not-writable = { $file } is a USI line, which holds no comments or variations: S writes the record into a .kif (or .ki2, .csa) file instead
review-not-written-in-use = not written: { $why }, and writing would undo the moves played there; review it again once that game has ended
review-not-written-changed = not written: { $why }, and writing would undo that change; open it again to see what changed
review-elsewhere-title = Not written
review-elsewhere-why = { $why }.
review-elsewhere-question = Write the changes into { $file } instead?
review-save-title = Write into the file
review-save-question = Write the changes made here into { $file }?
review-save-rewritten = It is rewritten as { $format }; comments people wrote stay.
review-own-format = its own format
review-written = written into { $file }
review-written-new = written into { $file }; { $old } is left as it is
review-not-written = not written: { $why }
review-not-written-unchanged = not written, the file is as it was: { $why }
review-save-as-prompt = new file: NAME.kif .kifu .ki2 .csa .ron, or a full path — Enter writes
review-save-as-usi = a USI line (.usi, .sfen) holds only the moves: choose another format, such as .kif, .kifu, .ki2 or .csa
review-save-as-folder = { $path } is a folder: add a file name
review-save-as-same-file = { $file } is the file review reads: s writes into it
review-save-as-bad-kind = { $why }: name a .kif, .kifu, .ki2, .csa or .ron file
review-save-as-appeared = not written: { $path } appeared meanwhile; S again asks before replacing it
review-replace-title = The file exists
review-replace-exists = { $path } exists already.
review-replace-question = Replace it with this record?

## The load page: the saves of the folder

review-load-title = 将棋  Saved games
review-load-in-folder = in { $folder }
review-load-list-title = Saves, newest first
review-load-preview-title = Final position
review-load-empty = No saves yet.
review-load-empty-hint = Play a game: every game is saved as it goes.
review-load-count = { $count ->
    [one] { $count } save
   *[other] { $count } saves
}
review-load-keys = ↑↓:choose  Enter:continue/review  r:review  o:open a file  d:delete  Esc:back
review-load-keys-question = y: delete  n: keep  Esc: back
review-load-date-unknown = date unknown
review-load-in-use-long = (open in another shogi-tui)
review-load-in-use = (open elsewhere)
review-load-in-use-short = (in use)
review-load-older = (in ./saves)
review-load-older-folder = { $folder }, where older versions saved
review-load-players = ☗{ $black } vs ☖{ $white }
review-load-finished = finished
review-load-unfinished = unfinished
review-load-unfinished-enter = unfinished: Enter continues it
review-load-unfinished-online = unfinished online game
review-load-online-enter = unfinished online game: Enter reviews it (it goes on only on its server)
review-load-delete-title = Delete this save?
review-load-delete-which = '{ $name }' ({ $date })
review-load-delete-file = The file { $path } is removed.
review-load-key-delete-yes = y: delete
review-load-key-delete-no = n: keep it
review-load-no-saves-in = there are no saves in { $folder } yet
review-load-cannot-open = cannot open it: { $why } (d deletes it)
review-load-deleted = deleted '{ $name }'

## What the analysis and research engines report

review-analysis-not-an-engine = a human cannot analyse: choose the bot or an engine
review-analysis-engine-failed = the analysis engine failed: { $why }
review-analysis-no-thread = could not start a worker thread: { $why }
review-research-built-in = built-in engine
review-research-no-thread = could not start the research thread: { $why }
review-research-cannot-follow = research cannot follow this line: { $why }
review-research-engine-failed = the research engine failed: { $why }

## The sessions behind the pages (review, quiz, puzzles)

review-session-engine-failed = the engine failed
review-session-progress-not-kept = your puzzle progress could not be kept: { $why }
review-session-reading-failed = reading the file failed

## The opening book (B)
review-key-book = B:book
review-key-book-play = 1-9:play book move
review-key-book-close = B:close book
review-book-title = Book · { $name }
review-book-title-none = Book
review-book-none = No book chosen: choose one in the menu (Book (review)), then open the record again.
review-book-absent = Not in the book
review-book-results = { $wins }W { $losses }L { $draws }D
review-book-value = value { $value }
review-book-played = ▸ in the record
review-book-played-elsewhere = the record plays { $mv }, not in the book
review-book-no-move = the book has no move { $number } here
review-book-unopened = No book in review: { $why }
review-research-book = Book: { $moves }

# issue 75: records (the load screen's other records, opening a file)
review-load-keys-open = Tab:complete  Enter:open  Esc:back
review-load-open-prompt = Open a file:
review-load-open-empty = type the path of a record file (.kif .kifu .ki2 .csa .usi .sfen .bod .ron)
review-load-open-no-match = no folder or record file starts so
review-load-no-result = no result
review-load-record-enter = Enter reviews it
review-load-not-a-save = '{ $name }' is a record file, not a save: only saves are deleted here
