# Playing on lishogi in the terminal: the form, the game's link, the
# site's pane on the game page.

## The form.

lishogiplay-form-title = Play on lishogi
lishogiplay-form-keys = {" "}↑↓ Tab move · ←→ Space change · Start: Enter · Esc back{" "}
lishogiplay-field-server = Site
lishogiplay-field-token = Token
lishogiplay-field-remember = Remember token
lishogiplay-field-seat = Plays from here
lishogiplay-field-engine = Engine command
lishogiplay-field-plan = Find a game
lishogiplay-field-user = Challenge user
lishogiplay-field-level = AI level
lishogiplay-field-minutes = Minutes
lishogiplay-field-byoyomi = Byoyomi (s)
lishogiplay-field-increment = Increment (s)
lishogiplay-field-periods = Periods
lishogiplay-field-rated = Game
lishogiplay-field-color = Colour
lishogiplay-field-start = Start
lishogiplay-field-problem = { $field }: { $why }
lishogiplay-on = on
lishogiplay-off = off
lishogiplay-plan-seek = seek in the lobby
lishogiplay-plan-challenge = challenge a player
lishogiplay-plan-ai = play lishogi's AI
lishogiplay-plan-incoming = wait for challenges
lishogiplay-rated = rated
lishogiplay-casual = casual
lishogiplay-color-random = random
lishogiplay-color-sente = sente (☗, moves first)
lishogiplay-color-gote = gote (☖)
lishogiplay-no-server = type the site's address
lishogiplay-bad-server = the site must be an https:// address (http:// only on this machine), not { $server }
lishogiplay-no-token = paste your personal token (lishogi.org/account/oauth/token, scope "Play games with the board API")
lishogiplay-bad-token = a token has no spaces and only ASCII letters, digits and signs
lishogiplay-no-user = type the name of the player to challenge
lishogiplay-bad-user = not a lishogi user name: { $name }
lishogiplay-bad-number = give a whole number from { $min } to { $max }, not { $text }
lishogiplay-too-fast-rated = too fast for the Board API: a rated game needs at least 15 minutes (main time + 60 × increment + 25 × periods × byoyomi)
lishogiplay-too-fast-casual = too fast for the Board API: a casual game needs at least 5 minutes (main time + 60 × increment + 25 × periods × byoyomi)
lishogiplay-no-engine = type the engine's command line

## The game's link.

lishogiplay-you = you
lishogiplay-seeking = { $name }: seeking a game in the lobby…
lishogiplay-challenging = { $name }: challenging { $user }…
lishogiplay-challenge-sent = challenge sent: waiting for the answer
lishogiplay-asking-ai = { $name }: asking for a game against lishogi's AI level { $level }…
lishogiplay-waiting-challenges = { $name }: waiting for challenges
lishogiplay-challenged = { $name } challenges you ({ $rated }): y play it, n decline
lishogiplay-challenge-canceled = the challenge was withdrawn
lishogiplay-accepting = accepting the challenge…
lishogiplay-declining = challenge declined; waiting for another
lishogiplay-declined = { $name } declined the challenge
lishogiplay-playing = playing { $opponent } · { $url }
lishogiplay-site-says = lishogi says: { $end }
lishogiplay-move-refused = lishogi refused the move ({ $why }): the position is the site's again
lishogiplay-resynced = the moves are lishogi's again
lishogiplay-reconnecting = connection lost ({ $why }): reconnecting…
lishogiplay-seek-closed = the seek closed: waiting for the game
lishogiplay-stream-ended = lishogi closed the game's stream before its end

## The game page.

lishogiplay-pane-title = lishogi · t chat
lishogiplay-chat-prompt = Chat
lishogiplay-chat-only-there = chat is for games on lishogi
lishogiplay-abort-only-there = abort is for games on lishogi
lishogiplay-abort-too-late = lishogi aborts a game only before both sides have moved
lishogiplay-abort-sent = asking lishogi to abort the game…
