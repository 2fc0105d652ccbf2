# エンジン同士の連続対局（`shogi-tui match`）：ヘルプ、対局中の表示、結果。

## ヘルプ。
series-about-match = エンジンやレベルどうしの連続対局。勝敗、Elo差、SPRT を示す
series-arg-match-engines = 参加者：NAME=PLAYER。PLAYER は `play` と同じ書き方（bot:LEVEL または usi:COMMAND）。2者なら対戦、3者以上なら総当たり
series-arg-match-options = 1つのエンジンへの USI オプション：NAME:KEY=VALUE
series-arg-match-limits = 1つのエンジンの1手ごとの深さかノード数（時計はそのまま）：NAME:depth=N または NAME:nodes=N
series-arg-match-games = 組み合わせごとの局数。同じ序盤から先後を入れ替えた2局を1組とする
series-arg-match-time = 各自の持ち時間（90、90s、10m、1h30m、500ms）
series-arg-match-byoyomi = 1手ごとの秒読み［既定：--time、--nodes、--depth がなければ 1s］
series-arg-match-increment = 1手ごとの加算（フィッシャー）
series-arg-match-nodes = 時計の代わりに1手あたりのノード数
series-arg-match-depth = 時計の代わりに1手あたりの深さ
series-arg-match-time-margin = 時間切れの後この時間内に届いた指し手は有効とする
series-arg-match-silence = 時計なし（--nodes、--depth）で1手にかけてよい時間。過ぎると応答なしで負け
series-arg-match-openings = 序盤：1行1局面のファイル（USI の position 文字列か SFEN）、または棋譜とそのフォルダー（最初の --random-plies 手）
series-arg-match-random-plies = エンジンが指す前のランダムな合法手の手数。--openings の棋譜からはこの手数を取る
series-arg-match-seed = ランダムな序盤の種（既定：時計から。表示する）
series-arg-match-max-plies = この手数で引き分け（0：制限なし）
series-arg-match-concurrency = 同時に指す局数
series-arg-match-sprt = SPRT が H0 か H1 を採択したら止める：ELO0,ELO1[,ALPHA,BETA]
series-arg-match-out = 各局を KIF 棋譜として、series.json とともに DIR に書く
series-arg-match-resume = DIR で始めた連続対局を続ける：同じコマンドの --out DIR を --resume DIR にする
series-arg-match-json = 結果を1つの JSON オブジェクトで出力する

## 入力の誤り。
series-match-bad-engine = 「{ $text }」は NAME=PLAYER ではありません（「:」を含まない名前に続けて bot:LEVEL か usi:COMMAND）
series-match-human = { $name }：連続対局はコンピューターどうしです。bot:LEVEL か usi:COMMAND を指定してください
series-match-bad-option = 「{ $text }」は NAME:KEY=VALUE ではありません
series-match-option-control = { $name } の --option：{ $option } の名前か値に制御文字（改行やエスケープ）があります。エンジンが続きを別のコマンドとして受け取ってしまいます
series-match-bad-limit = 「{ $text }」は NAME:depth=N でも NAME:nodes=N でもありません（N は 1 以上の整数。深さは 127 まで）
series-match-same-name = 参加者 { $name } が2つあります。それぞれ別の名前にしてください
series-match-too-few = 連続対局には --engine が2つ以上必要です
series-match-option-for-nobody = --option の { $name } は --engine にありません
series-match-option-for-bot = { $name } への --option：内蔵ボットはここでは USI オプションを受け付けません。代わりにレベルを変えてください
series-match-bad-opening = { $file }：{ $line } 行目：{ $why }
series-match-skipped = { $file } を飛ばしました：{ $why }
series-match-no-openings = { $file }：序盤を1つも読めませんでした
series-sprt-field-count = --sprt にはコンマ区切りの数が2つか4つ必要です（ELO0,ELO1 または ELO0,ELO1,ALPHA,BETA）。{ $found } 個ありました
series-sprt-not-a-number = --sprt：「{ $text }」は数ではありません
series-sprt-order = --sprt：ELO0 は ELO1 より小さくしてください
series-sprt-probability = --sprt：ALPHA と BETA は 0 と 0.5 の間です。「{ $text }」は違います
series-opening-not-a-position = 局面ではありません：{ $why }
series-opening-unplayable = { $mv } はその局面で指せません
series-opening-over = その手順で対局がすでに終わっています

## フォルダー。
series-match-cannot-read = { $file } を読めません：{ $why }
series-match-not-a-file = { $file } は通常のファイルではありません
series-match-too-large = { $file } は連続対局のファイルとしては大きすぎます
series-match-not-text = { $file } は UTF-8 のテキストではありません
series-match-out-not-folder = { $dir } はフォルダーではありません
series-match-cannot-make = フォルダー { $dir } を作れません：{ $why }
series-match-out-has-series = { $dir } にはすでに連続対局があります。続けるなら --resume { $dir }、でなければ別のフォルダーを指定してください
series-match-bad-series = { $file } はこのプログラムが書いた連続対局ではありません：{ $why }
series-match-resume-differs = { $file } は別の連続対局です（{ $flag } が違います）。始めたときのコマンドに --resume を付けてください
series-match-in-use = { $dir } では別の shogi-tui が連続対局を指しています{ $process }。終わるのを待つか、別のフォルダーを指定してください
series-match-cannot-lock = フォルダー { $dir } をロックできません：{ $why }
series-match-event = エンジン対局

## 対局中。
series-match-begins = 全{ $games }局（残り{ $left }局）、種 { $seed }
series-match-stopping = 対局中の局が終わったら止めます（もう一度で直ちに止めます）
series-match-sprt-stops = SPRT の判定が出ました。対局中の局が終わったら止めます
series-match-game = 第{ $n }局/{ $total }：先手 { $black } 対 後手 { $white }：{ $result }
series-match-ended = { $said }、{ $plies }手
series-match-fault-crash = { $name } が異常終了しました：{ $why }
series-match-fault-illegal = { $name } が反則手を指しました：{ $why }
series-match-fault-time = { $name } の時間切れ負け
series-match-fault-silent = { $name } が応答しませんでした
series-match-fault-refused = { $name } は対局できませんでした：{ $why }

## 結果。
series-match-played = { $total }局中{ $played }局を指しました
series-match-score = { $a } 対 { $b }：{ $wins }勝{ $losses }敗{ $draws }分（{ $percent }%）
series-match-with-elo = { $score }、{ $elo }
series-match-elo = Elo { $elo } ± { $error }、優位確率 { $los }%
series-match-pairs = 、組ごとの得点（半点単位 0〜4）の数 { $counts }
series-match-totals = 得点：
series-match-sprt = SPRT elo0 { $elo0 }、elo1 { $elo1 }、alpha { $alpha }、beta { $beta }：LLR { $llr }（境界 { $lower } 〜 { $upper }）：{ $verdict }
series-match-sprt-accepted = { $hypothesis } を採択
series-match-sprt-open = 未決定

## 端末での観戦。
series-watch-header = 第{ $n }局/{ $total }：{ $title } · { $ply }手
series-watch-no-game = 次の対局を待っています
series-watch-standings = 成績
series-watch-recent = 最近の対局
series-watch-progress = { $done }/{ $total }局
series-watch-progress-left = { $done }/{ $total }局 · 残り約{ $left }
series-watch-keys = Tab/←→ 別の対局 · q 中止
series-watch-ask-stop = 対局中の局が終わったら止めますか？ y/n
series-watch-stopping = 対局中の局が終わったら止めます · もう一度 q で直ちに止めます
series-watch-sprt = SPRT LLR { $llr }（{ $lower } 〜 { $upper }）

## 複数の棋譜の解析（`shogi-tui analyse`）。
series-arg-analyse-write-dir = 解析したすべての棋譜と analysis.json を DIR に書く（止めた解析はここから続け、済んだ棋譜は解析し直さない）
series-arg-analyse-threads = 使うコア数［既定：すべて］
series-analyse-write-one = --write は1局だけです。複数なら --write-dir DIR を使ってください
series-analyse-bad-state = { $file } はこのプログラムが書いた解析ではありません：{ $why }
series-analyse-some-failed = いくつかの棋譜の解析が途中で止まりました（上記のとおり。見つかった分は残しています）
series-analyse-batch-head = { $games }局を解析しました（前回の分 { $resumed }局、飛ばした分 { $skipped }局）
series-analyse-batch-games = 対局ごと：
series-analyse-batch-moves = { $moves }手
series-analyse-batch-players = 対局者ごと：
series-analyse-batch-game-count = { $games }局
series-analyse-batch-figures = { $who }：判定 { $moves }手、平均損失 { $loss }、?! { $dubious }  ? { $mistakes }  ?? { $blunders }、正確さ { $accuracy }
series-analyse-accuracy-note = 正確さは、1手ごとに失った勝率（パーセントポイント）の平均を 100 から引いたものです。エンジン自身の手は 100 です。
series-analyse-no-moves = { $file } を飛ばしました：指し手がありません
series-analyse-duplicate = { $file } を飛ばしました：{ $first } と同じ棋譜です（1局として数えます）
series-analyse-write-dir-holds-record = --write-dir { $dir } には解析する棋譜 { $file } があり、解析を書き込んだ棋譜で置き換えてしまいます。別のフォルダーを指定してください

# メニューの連続対局フォームと、そこから始まる連続対局。
series-match-form-title = 連続対局（エンジン同士）
series-match-form-keys = {" "}↑↓ 移動 · ←→ Enter 変更 · 開始：Enter · Esc 戻る{" "}
series-match-form-about = 同じランダム序盤から先後を入れ替えて2局ずつ指し、結果をレーティング差 ± 誤差で示します。
series-match-form-first = 一人目
series-match-form-second = 二人目
series-match-form-clock = 持ち時間
series-match-form-games = 局数
series-match-form-at-once = 同時に指す局数
series-match-form-start = 開始
series-match-form-games-count = { $count }局
series-match-form-level = レベル{ $level }
series-match-no-folder = 棋譜の保存先 { $dir } を作れません：{ $why }
series-match-over = 連続対局終了：{ $games }/{ $total }局
series-match-over-records = { $done } · 棋譜は { $dir } · q 戻る
series-match-over-no-records = { $done } · q 戻る
series-match-over-not-written = { $done } · 書けなかった棋譜があります：{ $why } · q 戻る

# issue 75: engine match live view
series-watch-eval = 評価値：{ $eval }
