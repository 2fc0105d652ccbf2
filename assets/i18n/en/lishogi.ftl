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
lishogi-token-unreadable = the kept token { $path } cannot be read: { $why }
lishogi-token-too-open = the kept token { $path } can be read by other users, so it is not used: revoke it on lishogi, make a new one, and keep that (or run chmod 600 { $path })
lishogi-token-not-kept = the token could not be kept in { $path }: { $why }
lishogi-token-not-forgotten = the kept token { $path } could not be deleted: { $why }

## Who may play.

lishogi-fair-play-computer = lishogi allows no computer to play people: on { $server } the bot or an engine may play only lishogi's own AI (choose the AI), and games against people are for a person at the board. A bot belongs on a BOT account, which the Board API does not serve.
