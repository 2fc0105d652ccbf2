# Series of games between engines (`shogi-tui match`): the help, what is
# said while the games are played, and the result.

## Help.
cli-about-match = A series of games between engines and levels, with the score, an Elo difference and an SPRT
cli-arg-match-engines = An entrant: NAME=PLAYER, the player as `play` takes it (bot:LEVEL or usi:COMMAND); two play a match, three or more a round robin
cli-arg-match-options = A USI option for one engine: NAME:KEY=VALUE
cli-arg-match-limits = One engine's own depth or nodes a move, on the game's clock: NAME:depth=N or NAME:nodes=N
cli-arg-match-games = Games per pairing, in pairs from one opening with the colours swapped
cli-arg-match-time = Main time per side (90, 90s, 10m, 1h30m, 500ms)
cli-arg-match-byoyomi = Byoyomi per move [default: 1s unless --time, --nodes or --depth]
cli-arg-match-increment = Increment per move (Fischer)
cli-arg-match-nodes = Nodes per move instead of a clock
cli-arg-match-depth = Depth per move instead of a clock
cli-arg-match-time-margin = A move read this long after the flag fell still counts
cli-arg-match-silence = How long an engine may take over a move without a clock (--nodes, --depth) before it counts as silent and loses
cli-arg-match-openings = Openings: a file of lines (USI position text or SFEN), or records and folders of them (their first --random-plies plies)
cli-arg-match-random-plies = Random legal plies before the engines play, or the plies taken from each record of --openings
cli-arg-match-seed = Seed of the random openings (default: from the clock, printed)
cli-arg-match-max-plies = A game is drawn at this many plies (0: no limit)
cli-arg-match-concurrency = Games played at once
cli-arg-match-sprt = Stop as soon as the SPRT accepts H0 or H1: ELO0,ELO1[,ALPHA,BETA]
cli-arg-match-out = Write every game as a KIF record, and series.json, into DIR
cli-arg-match-resume = Go on with the series begun in DIR: the same command, with --resume DIR for --out DIR
cli-arg-match-json = Print the result as one JSON object

## Bad input.
cli-match-bad-engine = "{ $text }" is not NAME=PLAYER (a name without ":", then bot:LEVEL or usi:COMMAND)
cli-match-human = { $name }: a series is between computers; give bot:LEVEL or usi:COMMAND
cli-match-bad-option = "{ $text }" is not NAME:KEY=VALUE
cli-match-bad-limit = "{ $text }" is not NAME:depth=N or NAME:nodes=N (N a whole number from 1; a depth at most 127)
cli-match-same-name = two entrants are called { $name }; give each its own name
cli-match-too-few = a series needs at least two --engine
cli-match-option-for-nobody = --option names { $name }, which is not an --engine
cli-match-option-for-bot = --option for { $name }: the built-in bot takes no USI options here; give it another level instead
cli-match-bad-opening = { $file }: line { $line }: { $why }
cli-match-skipped = skipped { $file }: { $why }
cli-match-no-openings = { $file }: no opening could be read
cli-sprt-field-count = --sprt needs two or four numbers separated by commas (ELO0,ELO1 or ELO0,ELO1,ALPHA,BETA); found { $found }
cli-sprt-not-a-number = --sprt: "{ $text }" is not a number
cli-sprt-order = --sprt: ELO0 must be below ELO1
cli-sprt-probability = --sprt: ALPHA and BETA must be between 0 and 0.5; "{ $text }" is not
cli-opening-not-a-position = not a position: { $why }
cli-opening-unplayable = the move { $mv } cannot be played there
cli-opening-over = the game is already over after its moves

## The folder.
cli-match-cannot-read = cannot read { $file }: { $why }
cli-match-not-a-file = { $file } is not a regular file
cli-match-too-large = { $file } is larger than any series file
cli-match-not-text = { $file } is not UTF-8 text
cli-match-out-not-folder = { $dir } is not a folder
cli-match-cannot-make = cannot make the folder { $dir }: { $why }
cli-match-out-has-series = { $dir } already holds a series; go on with it with --resume { $dir }, or give another folder
cli-match-bad-series = { $file } is not a series this program wrote: { $why }
cli-match-resume-differs = { $file } holds another series: its { $flag } differ; give the command that began it, with --resume
cli-match-event = Engine match

## While playing.
cli-match-begins = { $games } games ({ $left } to play), seed { $seed }
cli-match-stopping = Stopping after the games in progress (again to stop at once)
cli-match-sprt-stops = The SPRT has decided: stopping after the games in progress
cli-match-game = game { $n }/{ $total }: { $black } (Black) v { $white } (White): { $result }
cli-match-ended = { $said }, { $plies } plies
cli-match-fault-crash = { $name } crashed: { $why }
cli-match-fault-illegal = { $name } played an illegal move: { $why }
cli-match-fault-time = { $name } lost on time
cli-match-fault-silent = { $name } did not answer
cli-match-fault-refused = { $name } could not play: { $why }

## The result.
cli-match-played = { $played } of { $total } games played
cli-match-score = { $a } v { $b }: { $wins }-{ $losses }-{ $draws } ({ $percent }%)
cli-match-with-elo = { $score }, { $elo }
cli-match-elo = Elo { $elo } ± { $error }, LOS { $los }%
cli-match-pairs = , pairs by half-points 0-4 { $counts }
cli-match-totals = Points:
cli-match-sprt = SPRT elo0 { $elo0 }, elo1 { $elo1 }, alpha { $alpha }, beta { $beta }: LLR { $llr } (bounds { $lower } to { $upper }): { $verdict }
cli-match-sprt-accepted = { $hypothesis } accepted
cli-match-sprt-open = undecided

## Watching a series on a terminal.
watch-header = Game { $n }/{ $total }: { $title } · move { $ply }
watch-no-game = Waiting for the next game
watch-standings = Standings
watch-recent = Last games
watch-progress = { $done }/{ $total } games
watch-progress-left = { $done }/{ $total } games · about { $left } left
watch-keys = Tab/←→ another game · q stop
watch-ask-stop = Stop after the games in progress? y/n
watch-stopping = Stopping after the games in progress · q again to stop at once
watch-sprt = SPRT LLR { $llr } ({ $lower } to { $upper })

## Batch analysis (`shogi-tui analyse` over several records).
cli-arg-analyse-write-dir = Write every record analysed into DIR, and analysis.json (a stopped batch goes on from it: records analysed there are not analysed again)
cli-arg-analyse-threads = Cores to use [default: all]
cli-analyse-write-one = --write takes one record; for several use --write-dir DIR
cli-analyse-bad-state = { $file } is not an analysis this program wrote: { $why }
cli-analyse-some-failed = the analysis of some records stopped early (said above; what was found is kept)
cli-analyse-batch-head = { $games } records analysed ({ $resumed } from an earlier run, { $skipped } skipped)
cli-analyse-batch-games = By game:
cli-analyse-batch-moves = { $moves } moves
cli-analyse-batch-players = By player:
cli-analyse-batch-game-count = { $games } games
cli-analyse-batch-figures = { $who }: { $moves } moves judged, average loss { $loss } cp, ?! { $dubious }  ? { $mistakes }  ?? { $blunders }, accuracy { $accuracy }
cli-analyse-accuracy-note = Accuracy is 100 less the average winning chance lost per move, in percentage points: the engine's own moves score 100.
cli-analyse-no-moves = skipped { $file }: it holds no moves

# The menu's engine-match form and the series it starts.
match-form-title = Engine match (series)
match-form-keys = {" "}↑↓ move · ←→ Enter change · Start: Enter · Esc back{" "}
match-form-about = Two players in pairs of games from the same random opening, colours swapped; the result with Elo ± error.
match-form-first = First player
match-form-second = Second player
match-form-clock = Clock
match-form-games = Games
match-form-at-once = Games at once
match-form-start = Start
match-form-games-count = { $count } games
match-form-level = Level { $level }
match-no-folder = No folder for the records at { $dir }: { $why }
match-over = Series over: { $games }/{ $total } games played
match-over-records = { $done } · records in { $dir } · q back
match-over-no-records = { $done } · q back
match-over-not-written = { $done } · not every record was written: { $why } · q back
