# Drills from the player's own games (`shogi-tui drills`).
drills-about = Drills from your own games: practise those due today; add the mistakes of analysed records; list them
drills-about-add = Add drills from records: each mistake (? or ??) on the player's side, analysed first where the record has no evaluations
drills-about-list = The drills kept, with when each is due
drills-arg-records = Record files (.kif .kifu .ki2 .csa .ron .usi .sfen)
drills-arg-side = Whose mistakes: black, white, or mine (the sides your names in the menu's settings play) [default: mine]
drills-arg-seconds = Analysis time per position where a record has no evaluations [default: 0.5]
drills-arg-nodes = Analysis nodes per position instead of time
drills-arg-add-json = JSON: {"{"}"added": N, "drills": [{"{"}"sfen", "played", "best", "loss_cp"{"}"}]{"}"}
drills-arg-due = Only the drills due today
drills-arg-list-json = JSON: {"{"}"count": N, "due": M, "drills": [{"{"}"sfen", "played", "best", "loss_cp", "due", "interval", "reps", "tries", "right", "source", "number"{"}"}]{"}"}
drills-no-names = whose mistakes? Set your names in the menu (Settings → My names), or say --side black or --side white
drills-not-yours = { $file }: none of your names plays in it (--side black or white takes a side anyway)
drills-analysing = analysing { $file } (it has no evaluations)…
drills-added = { $added ->
    [one] 1 drill added
   *[other] { $added } drills added
}
drills-count = { $count } drills, { $due } due today
drills-list-header = due, move played, loss (cp), move number, record
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
