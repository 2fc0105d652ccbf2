# エンジン同士の連続対局（`shogi-tui match`）：ヘルプ、対局中の表示、結果。

## ヘルプ。
cli-about-match = エンジンやレベルどうしの連続対局。勝敗、Elo差、SPRT を示す
cli-arg-match-engines = 参加者：NAME=PLAYER。PLAYER は `play` と同じ書き方（bot:LEVEL または usi:COMMAND）。2者なら対戦、3者以上なら総当たり
cli-arg-match-options = 1つのエンジンへの USI オプション：NAME:KEY=VALUE
cli-arg-match-limits = 1つのエンジンの1手ごとの深さかノード数（時計はそのまま）：NAME:depth=N または NAME:nodes=N
cli-arg-match-games = 組み合わせごとの局数。同じ序盤から先後を入れ替えた2局を1組とする
cli-arg-match-time = 各自の持ち時間（90、90s、10m、1h30m、500ms）
cli-arg-match-byoyomi = 1手ごとの秒読み［既定：--time、--nodes、--depth がなければ 1s］
cli-arg-match-increment = 1手ごとの加算（フィッシャー）
cli-arg-match-nodes = 時計の代わりに1手あたりのノード数
cli-arg-match-depth = 時計の代わりに1手あたりの深さ
cli-arg-match-time-margin = 時間切れの後この時間内に届いた指し手は有効とする
cli-arg-match-silence = 時計なし（--nodes、--depth）で1手にかけてよい時間。過ぎると応答なしで負け
cli-arg-match-openings = 序盤：1行1局面のファイル（USI の position 文字列か SFEN）、または棋譜とそのフォルダー（最初の --random-plies 手）
cli-arg-match-random-plies = エンジンが指す前のランダムな合法手の手数。--openings の棋譜からはこの手数を取る
cli-arg-match-seed = ランダムな序盤の種（既定：時計から。表示する）
cli-arg-match-max-plies = この手数で引き分け（0：制限なし）
cli-arg-match-concurrency = 同時に指す局数
cli-arg-match-sprt = SPRT が H0 か H1 を採択したら止める：ELO0,ELO1[,ALPHA,BETA]
cli-arg-match-out = 各局を KIF 棋譜として、series.json とともに DIR に書く
cli-arg-match-resume = DIR で始めた連続対局を続ける：同じコマンドの --out DIR を --resume DIR にする
cli-arg-match-json = 結果を1つの JSON オブジェクトで出力する

## 入力の誤り。
cli-match-bad-engine = 「{ $text }」は NAME=PLAYER ではありません（「:」を含まない名前に続けて bot:LEVEL か usi:COMMAND）
cli-match-human = { $name }：連続対局はコンピューターどうしです。bot:LEVEL か usi:COMMAND を指定してください
cli-match-bad-option = 「{ $text }」は NAME:KEY=VALUE ではありません
cli-match-bad-limit = 「{ $text }」は NAME:depth=N でも NAME:nodes=N でもありません（N は 1 以上の整数。深さは 127 まで）
cli-match-same-name = 参加者 { $name } が2つあります。それぞれ別の名前にしてください
cli-match-too-few = 連続対局には --engine が2つ以上必要です
cli-match-option-for-nobody = --option の { $name } は --engine にありません
cli-match-option-for-bot = { $name } への --option：内蔵ボットはここでは USI オプションを受け付けません。代わりにレベルを変えてください
cli-match-bad-opening = { $file }：{ $line } 行目：{ $why }
cli-match-skipped = { $file } を飛ばしました：{ $why }
cli-match-no-openings = { $file }：序盤を1つも読めませんでした
cli-sprt-field-count = --sprt にはコンマ区切りの数が2つか4つ必要です（ELO0,ELO1 または ELO0,ELO1,ALPHA,BETA）。{ $found } 個ありました
cli-sprt-not-a-number = --sprt：「{ $text }」は数ではありません
cli-sprt-order = --sprt：ELO0 は ELO1 より小さくしてください
cli-sprt-probability = --sprt：ALPHA と BETA は 0 と 0.5 の間です。「{ $text }」は違います
cli-opening-not-a-position = 局面ではありません：{ $why }
cli-opening-unplayable = { $mv } はその局面で指せません
cli-opening-over = その手順で対局がすでに終わっています

## フォルダー。
cli-match-cannot-read = { $file } を読めません：{ $why }
cli-match-not-a-file = { $file } は通常のファイルではありません
cli-match-too-large = { $file } は連続対局のファイルとしては大きすぎます
cli-match-not-text = { $file } は UTF-8 のテキストではありません
cli-match-out-not-folder = { $dir } はフォルダーではありません
cli-match-cannot-make = フォルダー { $dir } を作れません：{ $why }
cli-match-out-has-series = { $dir } にはすでに連続対局があります。続けるなら --resume { $dir }、でなければ別のフォルダーを指定してください
cli-match-bad-series = { $file } はこのプログラムが書いた連続対局ではありません：{ $why }
cli-match-resume-differs = { $file } は別の連続対局です（{ $flag } が違います）。始めたときのコマンドに --resume を付けてください
cli-match-event = エンジン対局

## 対局中。
cli-match-begins = 全{ $games }局（残り{ $left }局）、種 { $seed }
cli-match-stopping = 対局中の局が終わったら止めます（もう一度で直ちに止めます）
cli-match-sprt-stops = SPRT の判定が出ました。対局中の局が終わったら止めます
cli-match-game = 第{ $n }局/{ $total }：先手 { $black } 対 後手 { $white }：{ $result }
cli-match-ended = { $said }、{ $plies }手
cli-match-fault-crash = { $name } が異常終了しました：{ $why }
cli-match-fault-illegal = { $name } が反則手を指しました：{ $why }
cli-match-fault-time = { $name } の時間切れ負け
cli-match-fault-silent = { $name } が応答しませんでした
cli-match-fault-refused = { $name } は対局できませんでした：{ $why }

## 結果。
cli-match-played = { $total }局中{ $played }局を指しました
cli-match-score = { $a } 対 { $b }：{ $wins }勝{ $losses }敗{ $draws }分（{ $percent }%）
cli-match-with-elo = { $score }、{ $elo }
cli-match-elo = Elo { $elo } ± { $error }、優位確率 { $los }%
cli-match-pairs = 、組ごとの得点（半点単位 0〜4）の数 { $counts }
cli-match-totals = 得点：
cli-match-sprt = SPRT elo0 { $elo0 }、elo1 { $elo1 }、alpha { $alpha }、beta { $beta }：LLR { $llr }（境界 { $lower } 〜 { $upper }）：{ $verdict }
cli-match-sprt-accepted = { $hypothesis } を採択
cli-match-sprt-open = 未決定

## 端末での観戦。
watch-header = 第{ $n }局/{ $total }：{ $title } · { $ply }手
watch-no-game = 次の対局を待っています
watch-standings = 成績
watch-recent = 最近の対局
watch-progress = { $done }/{ $total }局
watch-progress-left = { $done }/{ $total }局 · 残り約{ $left }
watch-keys = Tab/←→ 別の対局 · q 中止
watch-ask-stop = 対局中の局が終わったら止めますか？ y/n
watch-stopping = 対局中の局が終わったら止めます · もう一度 q で直ちに止めます
watch-sprt = SPRT LLR { $llr }（{ $lower } 〜 { $upper }）

## 複数の棋譜の解析（`shogi-tui analyse`）。
cli-arg-analyse-write-dir = 解析したすべての棋譜と analysis.json を DIR に書く（止めた解析はここから続け、済んだ棋譜は解析し直さない）
cli-arg-analyse-threads = 使うコア数［既定：すべて］
cli-analyse-write-one = --write は1局だけです。複数なら --write-dir DIR を使ってください
cli-analyse-bad-state = { $file } はこのプログラムが書いた解析ではありません：{ $why }
cli-analyse-some-failed = いくつかの棋譜の解析が途中で止まりました（上記のとおり。見つかった分は残しています）
cli-analyse-batch-head = { $games }局を解析しました（前回の分 { $resumed }局、飛ばした分 { $skipped }局）
cli-analyse-batch-games = 対局ごと：
cli-analyse-batch-moves = { $moves }手
cli-analyse-batch-players = 対局者ごと：
cli-analyse-batch-game-count = { $games }局
cli-analyse-batch-figures = { $who }：判定 { $moves }手、平均損失 { $loss }、?! { $dubious }  ? { $mistakes }  ?? { $blunders }、正確さ { $accuracy }
cli-analyse-accuracy-note = 正確さは、1手ごとに失った勝率（パーセントポイント）の平均を 100 から引いたものです。エンジン自身の手は 100 です。
cli-analyse-no-moves = { $file } を飛ばしました：指し手がありません

# メニューの連続対局フォームと、そこから始まる連続対局。
match-form-title = 連続対局（エンジン同士）
match-form-keys = {" "}↑↓ 移動 · ←→ Enter 変更 · 開始：Enter · Esc 戻る{" "}
match-form-about = 同じランダム序盤から先後を入れ替えて2局ずつ指し、結果をレーティング差 ± 誤差で示します。
match-form-first = 一人目
match-form-second = 二人目
match-form-clock = 持ち時間
match-form-games = 局数
match-form-at-once = 同時に指す局数
match-form-start = 開始
match-form-games-count = { $count }局
match-form-level = レベル{ $level }
match-no-folder = 棋譜の保存先 { $dir } を作れません：{ $why }
match-over = 連続対局終了：{ $games }/{ $total }局
match-over-records = { $done } · 棋譜は { $dir } · q 戻る
match-over-no-records = { $done } · q 戻る
match-over-not-written = { $done } · 書けなかった棋譜があります：{ $why } · q 戻る
