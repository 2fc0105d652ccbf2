# Playing on lishogi through its Board API: what a call can meet, and the
# personal token.

## The site's replies.

lishogi-error-bad-token = lishogi does not know this token: make a new one at lishogi.org/account/oauth/token with the scope "Play games with the board API"
lishogi-error-missing-scope = this token may not play: make a new one with the scope "Play games with the board API" (board:play)
lishogi-error-bot-account = this is a bot account, and lishogi's Board API is for people's accounts only
lishogi-error-not-found = lishogi has no such game or challenge, or it is not yours: { $text }
lishogi-error-refused = lishogi refused: { $text }
lishogi-error-rate-limited = lishogi asks to wait { $seconds } s before the next request
lishogi-error-server = lishogi has trouble of its own (HTTP { $status }); try again later
lishogi-error-status = lishogi answered with an unexpected HTTP { $status }
lishogi-error-network = the connection to lishogi failed: { $why }
lishogi-error-garbage = lishogi's reply could not be read: { $why }
lishogi-error-bad-name = not a lishogi name, id or move: { $name }
lishogi-error-bad-server = the server must be an https:// address (http:// only on this machine, since the token would cross the network readable), not { $server }
lishogi-error-too-fast = the Board API plays only longer games: at least 15 minutes rated, 5 casual (main time + 60 × increment + 25 × periods × byoyomi)

## The token.

lishogi-token-missing = no lishogi token: set { $env }, or paste one in the form and keep it (make one at lishogi.org/account/oauth/token with the scope "Play games with the board API")
lishogi-token-malformed = this is not a lishogi token: it has spaces or other than ASCII letters in it, or is too long
lishogi-token-unreadable = the token file { $path } cannot be read: { $why }
lishogi-token-folder = it is a folder: give the file the token is in
lishogi-token-too-open = the token file { $path } can be read by other users, so it is not used: revoke it on lishogi, make a new one, and keep that (or run chmod 600 { $path })
lishogi-token-not-kept = the token could not be kept in { $path }: { $why }
lishogi-token-not-forgotten = the kept token { $path } could not be deleted: { $why }

## Who may play.

lishogi-fair-play-computer = lishogi allows no computer to play people: on { $server } the bot or an engine may play only lishogi's own AI (choose the AI), and games against people are for a person at the board. A bot belongs on a BOT account, which the Board API does not serve.
## A game as the site states it.

lishogi-sente = sente
lishogi-gote = gote
lishogi-player-ai = lishogi AI level { $level }
lishogi-player-anonymous = anonymous
lishogi-end-won = { $side } wins: { $how }
lishogi-status-created = not started yet
lishogi-status-started = in play
lishogi-status-aborted = aborted
lishogi-status-mate = checkmate
lishogi-status-resign = resignation
lishogi-status-stalemate = no legal move left
lishogi-status-timeout = the opponent left the game
lishogi-status-draw = a draw
lishogi-status-outoftime = time ran out
lishogi-status-cheat = cheating detected
lishogi-status-nostart = the first move was not made in time
lishogi-status-unknown-finish = an end lishogi did not name
lishogi-status-try-rule = try rule (the king reached the enemy king's square)
lishogi-status-perpetual-check = perpetual check (a repetition by checks, lost by the checker)
lishogi-status-impasse27 = impasse declaration (27 points)
lishogi-status-royals-lost = the king was lost
lishogi-status-bare-king = bare king
lishogi-status-repetition = repetition (sennichite), a draw
lishogi-status-other = lishogi's status "{ $name }"
lishogi-game-bad-start = lishogi's start position cannot be played here: { $sfen }
lishogi-game-not-usi = lishogi's move { $ply } is not a USI move: { $text }
lishogi-game-illegal = lishogi's move { $ply } ({ $usi }) is illegal by our rules: { $why }
lishogi-game-other-game = lishogi sent another game ({ $id }) on this game's stream
lishogi-game-unknown-status = lishogi says the game is "{ $status }", a state this program does not know, so the game is left here (it may go on on the site)
lishogi-token-no-file = there is no token file { $path }

## The headless player.

lishogi-headless-seat-failed = the computer failed: { $why }
lishogi-headless-save-failed = the game could not be saved: { $why }
lishogi-headless-output-failed = the report could not be written: { $why }
lishogi-headless-declined = { $name } declined the challenge
lishogi-headless-refused-too-often = lishogi refused our moves again and again, so the game is left here (it goes on on the site)
lishogi-headless-stopped = game { $number } ({ $url }) was left here: { $why }
lishogi-headless-saved-so-far = ; the game so far is saved in { $path }
lishogi-headless-report = game { $number }: { $url } vs { $opponent } as { $side }: { $end } after { $moves } moves; saved to { $path }
lishogi-headless-note = {" "}(note: { $note })
lishogi-headless-account = playing on lishogi as { $name }
lishogi-headless-seeking = seeking a game in the lobby
lishogi-headless-challenged = challenge sent to { $name }
lishogi-headless-awaiting = waiting for challenges
lishogi-headless-accepted = accepted the challenge of { $name }
lishogi-headless-events-ended = the event stream ended
lishogi-headless-reconnecting = the connection was lost ({ $why }); connecting again
lishogi-headless-game-found = game found: { $url }
lishogi-headless-stream-ended = the game's stream ended before the game did
lishogi-headless-chat = chat: { $name }: { $text }
lishogi-headless-no-declaration = the computer declares an impasse win, which the Board API cannot send: the game goes on until the site ends it
lishogi-headless-move-refused = lishogi refused our move { $usi }: { $text }
lishogi-headless-no-time-to-wait = lishogi asks to wait { $seconds } s, longer than our clock has left: the move is not sent again
lishogi-headless-waiting = lishogi asks to wait { $seconds } s before the move; waiting
lishogi-headless-resyncing = reading the game again from lishogi
lishogi-headless-seek-waiting = lishogi asks to wait { $seconds } s before seeking again; waiting
lishogi-headless-seek-limited = lishogi asked to wait { $times } times in a row, so giving up the seek; try again later

## The command line.

lishogi-cli-bad-clock = '{ $value }' is not a clock: write MAIN+BYOYOMI (10m+30s), MAIN+INCREMENTi (10m+10i), BYOYOMI alone as 0+30s, or MAIN alone (15m), each at most 3 hours
lishogi-cli-seek-minutes = a seek's main time is in whole minutes (10m, not 90s)
lishogi-cli-how-to-pair = the headless player needs --player bot:LEVEL or "usi:COMMAND", and one of --seek CLOCK, --challenge USER, --ai LEVEL or --accept
lishogi-cli-token-missing = no lishogi token: give --token-file FILE (its first line, readable by you alone) or set { $env } (make one at lishogi.org/account/oauth/token with the scope "Play games with the board API")
