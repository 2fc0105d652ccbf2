# Playing on a CSA server: the online form, the game's status, the
# connection's troubles.

## The form.

online-form-title = Play online (CSA server)
online-form-keys = {" "}↑↓ Tab move · ←→ Space change · Connect: Enter · Esc back{" "}
online-field-host = Server
online-field-port = Port
online-field-user = User
online-field-game = Game name
online-field-password = Password
online-field-remember = Remember password
online-field-seat = Plays from here
online-field-engine = Engine command
online-field-connect = Connect
online-on = on
online-off = off
online-field-problem = { $field }: { $why }
online-form-no-host = type the server's name or address, e.g. wdoor.c.u-tokyo.ac.jp for floodgate
online-form-space-in-host = a server's name holds no spaces
online-form-bad-port = give a whole number from 1 to 65535 (CSA servers use 4081), not '{ $port }'
online-form-no-user = type your login name on the server
online-form-space-in-user = a CSA login name cannot hold a space
online-form-no-password = type your password (floodgate takes any trip you choose, e.g. mytrip; the game name has its own row)
online-form-bad-game = '{ $name }' is not of the form NAME-SECONDS-BYOYOMI (e.g. floodgate-300-10F, g1-600-10, g1-600-10-B): the server would put you in another game; leave it empty for the server's own
online-form-game-twice = the game name goes only in its own row: type the password without '{ $name },'
online-form-no-engine = type the engine's command line, e.g. /usr/games/gpsusi

## The game's status bar.

online-note = online { $server }: { $what }
online-connecting = connecting…
online-logging-in = logging in…
online-waiting-for-game = waiting for the server to start a game (on floodgate this may take minutes) · Esc cancels
online-offered = a game is offered · y plays it, n declines
online-agreed = game agreed, waiting for the server's start · Esc cancels
online-you-play = you play { $side }
online-playing = playing
online-game-over = game over
online-disconnected = disconnected: { $why }
online-waiting-opponent = (waiting for an opponent)
online-no-takebacks = no takebacks in an online game
online-no-pause = the server's clock cannot be paused
online-no-hints = no hints in an online game
online-not-started = the game has not started: waiting for the server
online-their-turn = { $name } is to move: waiting for their move from the server

## What the server did.

online-could-not-open = the connection could not be opened
online-no-password = no password
online-connection-closed = the connection is closed
online-logged-in = logged in as { $name }: waiting for the server to start a game
online-no-game-offered = the server offered no game
online-game-offered-agreed = game offered: you play { $side } against { $opponent } · waiting for the start
online-game-offered = game offered: you play { $side } against { $opponent } · play it?
online-you-declined-closed = you declined the game (REJECT) and the server closed the connection · Esc leaves
online-you-declined = you declined the game
online-they-declined-closed = { $name } declined the game (REJECT) and the server closed the connection · Esc leaves
online-they-declined = { $name } declined the game
online-started = the game has started
online-server-says = the server says: { $end }
online-not-logged-in = not logged in
online-no-game = no game under way
online-agree-sent = game agreed (AGREE): waiting for the server's start
online-reject-sent = declining the game (REJECT)…
online-no-legal-move = no legal move: resigned on the server (%TORYO)
online-settings-folder = the settings folder
online-no-settings-folder = there is none (set SHOGI_TUI_CONFIG_DIR or HOME)
online-result = { $result ->
    [win] win
    [lose] loss
    [draw] draw
    [censored] cut off
   *[chudan] stopped by the server
}
online-result-by = { $result } by { $reason ->
    [resign] resignation
    [time_up] time up
    [illegal_move] illegal move
    [sennichite] repetition (sennichite)
    [oute_sennichite] perpetual check
    [jishogi] impasse declaration
   *[max_moves] move limit
}
online-login-refused = the server refused the login (LOGIN:incorrect): check the user name and password, and that this name is not logged in already

## The connection's and the password's troubles.

online-error-resolve = cannot find the server '{ $host }': { $why }
online-error-refused = the server { $addr } refused the connection: is it running, and on this port?
online-error-connect-timeout = the server { $addr } did not answer within { $secs } seconds
online-error-connect = cannot connect to { $addr }: { $why }
online-error-closed = the server closed the connection
online-error-silent = the server sent nothing for { $secs } seconds although it owed an answer; giving up
online-error-too-long = the server sent a line of more than { $bytes } bytes; giving up
online-error-flooded = the server sent lines faster than they could be taken ({ $lines } were waiting); giving up
online-error-io = the connection failed: { $why }
online-server-no-host = --server '{ $server }' names no host: give HOST or HOST:PORT, e.g. wdoor.c.u-tokyo.ac.jp or localhost:4081
online-server-open-bracket = --server '{ $server }' opens a bracket it does not close: an IPv6 address is written [::1] or [::1]:4081
online-server-bad-port = --server: the port '{ $port }' is not a whole number from 1 to 65535 (CSA servers use 4081)
online-password-missing = no password: give --password-file FILE or set { $env } (floodgate's form is GAMENAME,trip, e.g. floodgate-300-10F,mytrip)
online-password-unreadable = cannot read the password file { $path }: { $why }
online-password-empty = the password file { $path } is empty
online-password-folder = the password file { $path } is a folder: give the file whose first line is the password
online-password-bad-game-name = the game name '{ $name }' before the comma is not of the form NAME-SECONDS-BYOYOMI (e.g. floodgate-300-10F, g1-600-10, g1-600-10-B): the server would put you in another game
online-password-too-open = the remembered password { $path } can be read by other users, so it is not used: run chmod 600 { $path }
online-password-not-kept = the password cannot be remembered in { $path }: { $why }
online-password-not-forgotten = the remembered password { $path } cannot be deleted: { $why }

## What the server or the session got wrong.

online-error-summary = the server's game summary is unusable: { $why }
online-error-server-move-illegal = the server's move { $ply } ({ $token }) is illegal on our board: { $why }
online-error-unexpected = the server sent '{ $line }' { $when }
online-error-other-game = the server started the game '{ $started }', but the game offered and agreed to is '{ $offered }'
online-error-not-now = cannot { $what } now: { $why }
online-error-bad-credentials = the { $what } cannot be sent: { $why }
online-when-logging-in = before answering the login
online-when-waiting = while no game was proposed
online-when-reading-summary = inside the game summary
online-when-offered = before we answered the proposal
online-when-agreed = before the game started
online-when-playing = during the game
online-when-ending = while the game was ending
online-when-logging-out = after we logged out
online-when-closed = after the session ended
online-when-echo = as the echo of our move
online-when-never-sent = as a move of ours we never sent
online-what-agree = agree
online-what-reject = reject
online-what-move = move
online-what-play-that-move = play that move
online-what-resign = resign
online-what-declare = declare
online-why-no-offer = no game is proposed
online-why-no-game = no game is being played
online-why-move-pending = our move waits for the server
online-why-their-turn = it is the opponent's turn
online-word-user = user name
online-word-password = password
online-word-empty = it is empty
online-word-space = it holds a space or a control character
online-word-too-long = it is longer than { $bytes } bytes
online-line-too-long = the server sent a line of more than { $bytes } bytes
online-line-unknown = the server sent '{ $line }', which is not part of the CSA protocol
online-line-bad-move = the server sent a malformed move '{ $token }' (expected like +7776FU,T12)
online-line-unknown-result = the server sent an unknown game result '{ $word }'
online-summary-missing = the game summary has no { $what }
online-summary-bad-line = the game summary's line '{ $line }' is not understood: { $problem }
online-summary-bad-position = the game summary's position cannot be read: { $why }
online-summary-no-game = the game summary's position cannot be played: { $why }
online-summary-twice = the game summary gives { $key } twice, as '{ $first }' and as '{ $second }'
online-summary-too-long = the game summary never ends (more than { $count } lines)

## The headless bridge's words on the terminal (its report lines stay English).

online-headless-seat-failed = the player in our seat failed: { $why }
online-headless-save-failed = cannot save the game: { $why }
online-headless-output-failed = cannot write the report: { $why }
online-headless-interrupted = game { $number } was interrupted: { $why }
online-headless-saved-so-far = {" "}(the game so far is saved in { $path })
online-headless-logged-in = logged in as { $name }; waiting for the server to start a game (floodgate starts games on its schedule: this may take minutes)
online-headless-declined = { $name } declined the game (REJECT): logging in again to wait for another
