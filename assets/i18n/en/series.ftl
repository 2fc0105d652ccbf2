# Series of games between engines (`shogi-tui match`): the help, what is
# said while the games are played, and the result.

## Help.
series-about-match = A series of games between engines and levels, with the score, an Elo difference and an SPRT
series-arg-match-engines = An entrant: NAME=PLAYER, PLAYER as `play` takes it (bot:LEVEL or usi:COMMAND). Two play a match; three or more a round robin
series-arg-match-options = A USI option for one engine: NAME:KEY=VALUE
series-arg-match-limits = One engine's own depth or nodes a move, on the game's clock: NAME:depth=N or NAME:nodes=N (an engine calibrated at a depth)
series-arg-match-games = Games per pairing, played in pairs from the same opening with the colours swapped
series-arg-match-time = Main time per side (90, 90s, 10m, 1h30m, 500ms)
series-arg-match-byoyomi = Byoyomi per move [default: 1s unless --time, --nodes or --depth]
series-arg-match-increment = Increment per move (Fischer)
series-arg-match-nodes = Nodes per move instead of a clock
series-arg-match-depth = Depth per move instead of a clock
series-arg-match-time-margin = A move read this long after the flag fell still counts
series-arg-match-silence = How long an engine may take over a move without a clock (--nodes, --depth) before it counts as silent and loses
series-arg-match-openings = Openings: a file of lines (USI position text or SFEN), or records and folders of them (their first --random-plies plies)
series-arg-match-random-plies = Random legal plies before the engines play (without --openings), or the plies taken from each record of --openings
series-arg-match-seed = Seed of the random openings (default: from the clock, printed)
series-arg-match-max-plies = A game is drawn at this many plies (0: no limit)
series-arg-match-concurrency = Games played at once
series-arg-match-sprt = Stop as soon as the SPRT accepts H0 or H1: ELO0,ELO1[,ALPHA,BETA]
series-arg-match-out = Write every game as a KIF record, and series.json, into DIR
series-arg-match-resume = Go on with the series begun in DIR: the same command, with --resume DIR for --out DIR
series-arg-match-json = Print the result as one JSON object

## Bad input.
series-match-bad-engine = "{ $text }" is not NAME=PLAYER (a name without ":", then bot:LEVEL or usi:COMMAND)
series-match-human = { $name }: a series is between computers; give bot:LEVEL or usi:COMMAND
series-match-bad-option = "{ $text }" is not NAME:KEY=VALUE
series-match-option-control = --option for { $name }: { $option } holds a control character (a line break, an escape) in its name or value; an engine would take what follows for a command of its own
series-match-bad-limit = "{ $text }" is not NAME:depth=N or NAME:nodes=N (N a whole number from 1; a depth at most 127)
series-match-same-name = two entrants are called { $name }; give each its own name
series-match-too-few = a series needs at least two --engine
series-match-option-for-nobody = --option names { $name }, which is not an --engine
series-match-option-for-bot = --option for { $name }: the built-in bot takes no USI options here; give it another level instead
series-match-bad-opening = { $file }: line { $line }: { $why }
series-match-skipped = skipped { $file }: { $why }
series-match-no-openings = { $file }: no opening could be read
series-sprt-field-count = --sprt needs two or four numbers separated by commas (ELO0,ELO1 or ELO0,ELO1,ALPHA,BETA); found { $found }
series-sprt-not-a-number = --sprt: "{ $text }" is not a number
series-sprt-order = --sprt: ELO0 must be below ELO1
series-sprt-probability = --sprt: ALPHA and BETA must be between 0 and 0.5; "{ $text }" is not
series-opening-not-a-position = not a position: { $why }
series-opening-unplayable = the move { $mv } cannot be played there
series-opening-over = the game is already over after its moves

## The folder.
series-match-cannot-read = cannot read { $file }: { $why }
series-match-not-a-file = { $file } is not a regular file
series-match-too-large = { $file } is larger than any series file
series-match-not-text = { $file } is not UTF-8 text
series-match-out-not-folder = { $dir } is not a folder
series-match-cannot-make = cannot make the folder { $dir }: { $why }
series-match-out-has-series = { $dir } already holds a series; go on with it with --resume { $dir }, or give another folder
series-match-bad-series = { $file } is not a series this program wrote: { $why }
series-match-resume-differs = { $file } holds another series: its { $flag } differ; give the command that began it, with --resume
series-match-in-use = another shogi-tui is playing a series in { $dir }{ $process }; wait until it ends, or give another folder
series-match-cannot-lock = cannot lock the folder { $dir }: { $why }
series-match-event = Engine match

## While playing.
series-match-begins = { $games } games ({ $left } to play), seed { $seed }
series-match-stopping = Stopping after the games in progress (again to stop at once)
series-match-sprt-stops = The SPRT has decided: stopping after the games in progress
series-match-game = game { $n }/{ $total }: { $black } (Black) v { $white } (White): { $result }
series-match-ended = { $said }, { $plies } plies
series-match-fault-crash = { $name } crashed: { $why }
series-match-fault-illegal = { $name } played an illegal move: { $why }
series-match-fault-time = { $name } lost on time
series-match-fault-silent = { $name } did not answer
series-match-fault-refused = { $name } could not play: { $why }

## The result.
series-match-played = { $played } of { $total } games played
series-match-score = { $a } v { $b }: { $wins }-{ $losses }-{ $draws } ({ $percent }%)
series-match-with-elo = { $score }, { $elo }
series-match-elo = Elo { $elo } ± { $error }, LOS { $los }%
series-match-pairs = , pairs by half-points 0-4 { $counts }
series-match-totals = Points:
series-match-sprt = SPRT elo0 { $elo0 }, elo1 { $elo1 }, alpha { $alpha }, beta { $beta }: LLR { $llr } (bounds { $lower } to { $upper }): { $verdict }
series-match-sprt-accepted = { $hypothesis } accepted
series-match-sprt-open = undecided

## Watching a series on a terminal.
series-watch-header = Game { $n }/{ $total }: { $title } · move { $ply }
series-watch-no-game = Waiting for the next game
series-watch-standings = Standings
series-watch-recent = Last games
series-watch-progress = { $done }/{ $total } games
series-watch-progress-left = { $done }/{ $total } games · about { $left } left
series-watch-keys = Tab/←→ another game · q stop
series-watch-ask-stop = Stop after the games in progress? y/n
series-watch-stopping = Stopping after the games in progress · q again to stop at once
series-watch-sprt = SPRT LLR { $llr } ({ $lower } to { $upper })

## Batch analysis (`shogi-tui analyse` over several records).
series-arg-analyse-write-dir = Write every record analysed into DIR, and analysis.json (a stopped batch goes on from it: records analysed there are not analysed again)
series-arg-analyse-threads = Cores to use [default: all]
series-analyse-write-one = --write takes one record; for several use --write-dir DIR
series-analyse-bad-state = { $file } is not an analysis this program wrote: { $why }
series-analyse-some-failed = the analysis of some records stopped early (said above; what was found is kept)
series-analyse-batch-head = { $games } records analysed ({ $resumed } from an earlier run, { $skipped } skipped)
series-analyse-batch-games = By game:
series-analyse-batch-moves = { $moves } moves
series-analyse-batch-players = By player:
series-analyse-batch-game-count = { $games } games
series-analyse-batch-figures = { $who }: { $moves } moves judged, average loss { $loss } cp, ?! { $dubious }  ? { $mistakes }  ?? { $blunders }, accuracy { $accuracy }
series-analyse-accuracy-note = Accuracy is 100 less the average winning chance lost per move, in percentage points: the engine's own moves score 100.
series-analyse-no-moves = skipped { $file }: it holds no moves
series-analyse-duplicate = skipped { $file }: the same record as { $first }, counted once
series-analyse-write-dir-holds-record = --write-dir { $dir } holds { $file }, a record being analysed: its copy with the analysis would replace it; give another folder

# The menu's engine-match form and the series it starts.
series-match-form-title = Engine match (series)
series-match-form-keys = {" "}↑↓ move · ←→ Enter change · Start: Enter · Esc back{" "}
series-match-form-about = Two players in pairs of games from the same random opening, colours swapped; the result with Elo ± error.
series-match-form-first = First player
series-match-form-second = Second player
series-match-form-clock = Clock
series-match-form-games = Games
series-match-form-at-once = Games at once
series-match-form-start = Start
series-match-form-games-count = { $count } games
series-match-form-level = Level { $level }
series-match-no-folder = No folder for the records at { $dir }: { $why }
series-match-over = Series over: { $games }/{ $total } games played
series-match-over-records = { $done } · records in { $dir } · q back
series-match-over-no-records = { $done } · q back
series-match-over-not-written = { $done } · not every record was written: { $why } · q back

# issue 75: engine match live view
series-watch-eval = eval: { $eval }
