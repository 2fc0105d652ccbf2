# Drills from the player's own games (`shogi-tui drills`).
drills-about = Drills from your own games: practise those due today; add the mistakes of analysed records; list them
drills-about-add = Add drills from records: each mistake (? or ??) on the player's side, analysed first where the record has no evaluations, and where the player left the opening book
drills-about-list = The drills kept, with when each is due
drills-arg-records = Record files (.kif .kifu .ki2 .csa .ron .usi .sfen)
drills-arg-side = Whose mistakes: black, white, or mine (the sides your names in the menu's settings play) [default: mine]
drills-arg-seconds = Analysis time per position where a record has no evaluations [default: 0.5]
drills-arg-nodes = Analysis nodes per position instead of time
drills-arg-add-json = JSON: {"{"}"added": N, "drills": [{"{"}"kind", "sfen", "played", "best", "answers", "loss_cp"{"}"}]{"}"}
drills-arg-due = Only the drills due today
drills-arg-list-json = JSON: {"{"}"count": N, "due": M, "drills": [{"{"}"kind", "sfen", "played", "best", "answers", "loss_cp", "due", "interval", "reps", "tries", "right", "source", "number"{"}"}]{"}"}
drills-no-names = whose mistakes? Set your names in the menu (Settings → My names), or say --side black or --side white
drills-not-yours = { $file }: none of your names plays in it (--side black or white takes a side anyway)
drills-analysing = analysing { $file } (it has no evaluations)…
drills-added = { $added ->
    [one] 1 drill added
   *[other] { $added } drills added
}
drills-count = { $count } drills, { $due } due today
drills-list-header = due, move played, loss (cp) or opening, move number, record
drills-lost = the drills start afresh
drills-unwritable = the drills cannot be written: { $why }
drills-too-large = they would be { $size } bytes, more than the { $limit } that are read back: the changes since the last write are not kept
drills-busy = another shogi-tui{ $process } is writing them: what is not kept yet is written after the next change
drills-title = your drills
drills-not-kept = the answer is not kept yet: { $why }
drills-best-line = the engine's line: { $line }
drills-punished = after { $mv }: { $line }
drills-none-yet = no drills yet: shogi-tui drills add RECORD makes them from your analysed games
drills-none-due = none of your { $count } drills is due today
drills-menu-row = Drills (your own mistakes)
drills-goal = Find a better move than the game's: the engine's leaves { $chance }.
drills-menu-due = { $due ->
    [0] none due today
    [one] { $due } due today
   *[other] { $due } due today
}
drills-puzzles-due = Your drills: { $due ->
    [0] none due today
   *[other] { $due } due today
} (menu → Drills)
drills-opening-book = book
drills-opening-games = games
drills-no-book = the opening book cannot be opened ({ $why }): no opening drills from it
drills-no-database = the game database cannot be opened ({ $why }): opening drills from the book alone
drills-opening-left = The game played { $mv } here, leaving the book.
drills-opening-left-games = The game played { $mv } here, not the move most played in your database.
drills-opening-goal = Find a move the book knows: it has { $count } here.
drills-opening-goal-games = Find the move your database's games play most here.
drills-opening-right = ✓ { $mv }: a known move
drills-opening-played = ✗ { $mv } is the game's move, out of the book: try another
drills-opening-wrong = ✗ { $mv } is not a known move here: try another, or s
drills-opening-known = Known here: { $moves }
