# コマンドライン：--help、clap のメッセージ、各サブコマンドが人に向けて出す文。
# （機械向けの出力 — JSON、USI、棋譜 — はここを通らない。）

## --lang

cli-error-lang = en（英語）か ja（日本語）を指定してください
cli-error-decimal = { $lo }から{ $hi }までの数を指定してください
cli-error-whole-range = { $lo }から{ $hi }までの整数を指定してください
cli-error-whole-at-least = { $lo }以上の整数を指定してください
cli-error-stdout = 標準出力に書けません：{ $why }

## --help：各コマンドの説明

cli-about = 端末で指す将棋：対人（一台で交互に）、コンピュータ対局、棋譜
cli-about-perft = DEPTH 手までの合法手の列を数える（指し手生成の検査）
cli-about-convert = 棋譜の形式を拡張子に従って変換する（.ron .kif .kifu .ki2 .csa .usi .sfen .bod）
cli-about-inspect = 指し手を再生し、局面・表記・入玉の点数・結果を表示する
cli-about-mate = 手番側の王手だけの詰みを探す（SFEN 一つ、または SFEN を並べたファイル）
cli-about-play = すぐに対局を始める（既定では一台の端末で二人が交互に指す）
cli-about-usi = 標準入出力で USI エンジンとして指す（GUI や対局用）
cli-about-analyse = エンジンで棋譜を解析する：一手ごとの評価値、悪手の印、まとめ
cli-about-online = CSA サーバ（shogi-server、floodgate）で対局する：接続画面、または --server … ですぐ接続。--player bot:N|usi:CMD なら画面なし
cli-about-lishogi = lishogiでBoard APIを通して対局する：--player bot:N|usi:CMD と --seek、--challenge、--ai、--accept のどれかで画面なし。トークンは --token-file か $SHOGI_TUI_LISHOGI_TOKEN から
cli-about-review = 棋譜（.ron .kif .kifu .ki2 .csa .usi .sfen .bod）を一手ずつ見る
cli-about-datagen = 学習評価関数のための自己対局データを作る（--out FILE --games N）、または --stats FILE
cli-about-puzzles = 詰将棋：内蔵の問題集、または問題のファイル（.kif .ki2 .csa .sfen）
cli-about-puzzlegen = 対局から詰将棋を見つけて問題集を書く（--from FILES --out FILE）
cli-about-train = datagen のファイルで学習評価関数を訓練し、重みと訓練カードを書く
cli-about-help = このメッセージ、または指定したサブコマンドのヘルプを表示する

## --help：各オプションと引数

cli-arg-lang = メッセージとヘルプの言語：en（英語）または ja（日本語）［既定：LC_ALL、LC_MESSAGES、LANG の言語］
cli-arg-help = ヘルプを表示する
cli-arg-version = バージョンを表示する
cli-arg-save-dir = 対局の保存フォルダ（既定：$SHOGI_TUI_SAVE_DIR、なければ $XDG_DATA_HOME/shogi-tui/saves、それもなければ ~/.local/share/shogi-tui/saves）
cli-arg-continue = 最後の終わっていない対局を再開する（他の shogi-tui が開いていないもの）
cli-arg-glyphs = 駒の表示：kanji（漢字）、または CJK フォントのない端末向けの western（英字）［既定：前回の選択、なければ kanji］
cli-arg-theme = 配色［既定：前回の選択、なければ dark］
cli-arg-menu-seconds = メニューから始める対局でのコンピュータの一手の秒数（この実行のみ）［既定：前回の選択、なければ 1］
cli-arg-time = 各対局者の持ち時間：90（秒）、90s、10m、1h、1h30m。--time、--byoyomi、--increment のどれもなければ時間無制限で、コンピュータは一手に --seconds 秒使う
cli-arg-byoyomi = 秒読み：持ち時間を使い切った後、一手をこの時間内に指す。--time がなければ秒読みのみ（持ち時間 0）。--increment とは併用できない
cli-arg-increment = フィッシャー加算：一手ごとに指した側の持ち時間に加える（--time が必要）。--byoyomi とは併用できない
cli-arg-black-time = 先手の持ち時間（--time の代わり、駒落ちの時間設定用）
cli-arg-white-time = 後手の持ち時間（--time の代わり）
cli-arg-black-byoyomi = 先手の秒読み（--byoyomi の代わり）
cli-arg-white-byoyomi = 後手の秒読み（--byoyomi の代わり）
cli-arg-black-increment = 先手の加算（--increment の代わり）
cli-arg-white-increment = 後手の加算（--increment の代わり）
cli-arg-black-name = 対局と棋譜での先手の名前［既定：先手、またはコンピュータ自身の名前］
cli-arg-white-name = 後手の名前［既定：後手、またはコンピュータ自身の名前］
cli-arg-quiet = この回は音を一切出さない（秒読み・駒音・ベルなし）
cli-arg-flip = 盤を後手側から見る
cli-arg-rules = 持将棋の規則：declare27、declare24、try、none

cli-arg-perft-depth = 手数（1〜20）
cli-arg-perft-sfen = 初期局面の代わりにこの局面（SFEN）から始める
cli-arg-perft-divide = 先に初手ごとの数を指し手の文字順に表示する

cli-arg-convert-input = 読む棋譜（.ron .kif .kifu .ki2 .csa .usi .sfen .bod）
cli-arg-convert-output = 書く棋譜（形式は拡張子で決まる）
cli-arg-convert-force = OUT があれば置き換える
cli-arg-convert-csa-version = .csa に書くときの CSA のバージョン：3 なら V3.0。2（既定）なら V2.2、ただし棋譜が V3.0 を要するとき（1秒未満の時間、手数制限）は V3.0
cli-arg-inspect-record = 下のオプションの代わりに再生する棋譜ファイル（.ron .kif .kifu .ki2 .csa .usi .sfen .bod）。開始局面、指し手、規則、終局は棋譜のものを使う
cli-arg-inspect-sfen = 平手の代わりにこの局面（SFEN）から始める
cli-arg-inspect-handicap = 駒落ちで始める：lance（香落ち）、right-lance（右香落ち）、bishop（角落ち）、rook（飛車落ち）、rook-lance（飛香落ち）、2-piece（二枚落ち）、4-piece（四枚落ち）、6-piece（六枚落ち）、8-piece（八枚落ち）、10-piece（十枚落ち）（上手の後手から指す）
cli-arg-inspect-moves = 開始局面から指す手（USI 形式、空白区切り）
cli-arg-inspect-move-limit = N 手で引き分けにする（王手が続く間は延長）、または off
cli-arg-inspect-declare = 指し手の後、手番側が入玉宣言をする
cli-arg-inspect-json = テキストの代わりに JSON オブジェクトを一つ出力する
cli-arg-inspect-link = 最後の局面を lishogi の検討盤で開くリンクだけを出力する

cli-arg-mate-sfen = 解く局面（SFEN）
cli-arg-mate-file = このファイルの局面をすべて解く：一行に SFEN 一つ。空行と # で始まる行は飛ばす
cli-arg-mate-seconds = 一局面あたりの制限時間（秒）（--nodes がなければ既定 10）
cli-arg-mate-nodes = 一局面あたりの探索ノード数の上限
cli-arg-mate-hash = ソルバーの表の大きさ（MiB、1〜4096、空きメモリ以下）：小さく始めてこの大きさまで増やし、それを超えない
cli-arg-mate-json = テキストの代わりに一局面につき JSON オブジェクトを一つ出力する

cli-arg-play-black = 先手（最初に指す側）：human（人）、bot:LEVEL（1〜8、または Beginner、Novice、Apprentice、Casual、Club、Expert、Master、Strongest）、外部 USI エンジンなら "usi:COMMAND"
cli-arg-play-white = 後手：human、bot:LEVEL、または "usi:COMMAND"。例：--white bot:3、--white "usi:/usr/games/gpsusi"
cli-arg-play-seconds = 時間無制限の対局でのコンピュータの一手の秒数（小数可）［既定：1］
cli-arg-play-sfen = 平手の初期局面の代わりにこの局面から始める
cli-arg-play-handicap = 駒落ち：lance、right-lance、bishop、rook、rook-lance、2-piece、4-piece、6-piece、8-piece、10-piece（上手の後手から指す）
cli-arg-play-move-limit = 持将棋で引き分けになる手数、または "off"
cli-arg-play-auto-flip = 一台で交互に指すとき：一手ごとに盤を手番側に向ける
cli-arg-play-no-hints = 真剣勝負：ヒントキー（H）でヒントを出さない

cli-arg-usi-level = 初めの強さ：1〜8 または名前（Beginner … Strongest）。GUI は Level オプションで変えられる
cli-arg-usi-hash = 置換表の大きさ（MiB、USI_Hash オプション）
cli-arg-usi-tune = 探索の枝刈り幅や除数もオプション（Tune_…）として出す。bench/spsa.py などの調整用で、対局には要らない

cli-arg-analyse-file = 棋譜（.ron .kif .kifu .ki2 .csa .usi .sfen .bod）とそのフォルダー。1局なら指し手ごとの表、複数なら集計
cli-arg-analyse-seconds = 一局面あたりの秒数（小数可）［既定：0.5］
cli-arg-analyse-nodes = 時間の代わりに一局面あたりのノード数：機械の速さや負荷がほとんど影響しなくなる（二つの探索のどちらがどの局面を受け持つかだけは影響する）
cli-arg-analyse-engine = 解析するもの：bot（内蔵エンジン、常に最強）、または外部 USI エンジンなら "usi:COMMAND"
cli-arg-analyse-json = 表の代わりに JSON オブジェクトを一つ出力する
cli-arg-analyse-write = 解析をエンジンのコメントとして付けた棋譜も OUT の形式（.kif .kifu .ki2 .csa .ron）で書く。解析した棋譜そのものには書かない
cli-arg-analyse-force = --write のファイルがあれば置き換える

cli-arg-online-server = サーバ：HOST または HOST:PORT（ポートの既定は 4081）。例：floodgate なら wdoor.c.u-tokyo.ac.jp
cli-arg-online-user = サーバでのユーザー名
cli-arg-online-password-file = 一行目がパスワードのファイル（floodgate：GAMENAME,trip、例 floodgate-300-10F,mytrip）。なければ $SHOGI_TUI_CSA_PASSWORD
cli-arg-online-player = ここで指すもの：human（対局画面、既定）、bot:LEVEL、または "usi:COMMAND"（--server があれば画面なし。なければ接続画面での選択）
cli-arg-online-games = 続けて指す対局の数（画面なし）
cli-arg-online-keep-alive = この秒数何も送らなければ空行を送る（floodgate は黙ったクライアントを切る）
cli-arg-online-silence = サーバが答えるべきところでこの秒数答えなければ接続を諦める
cli-arg-online-margin-ms = 一手ごとにコンピュータの持ち時間から差し引いておくミリ秒（通信とサーバの端数処理のため）
cli-arg-lishogi-server = サイトのアドレス（http:// はこのマシン上のテスト用サーバのみ）［既定：https://lishogi.org］
cli-arg-lishogi-token-file = 一行目が個人トークン（権限 board:play）のファイル。本人だけが読めること。なければ $SHOGI_TUI_LISHOGI_TOKEN
cli-arg-lishogi-player = ここで指すもの：human（対局画面、既定）、bot:LEVEL、または "usi:COMMAND"（画面なし）
cli-arg-lishogi-seek = この持ち時間でロビーに対局を募集する：持ち時間と秒読み（10m+30s）、持ち時間と一手ごとの加算秒（10m+10i）、秒読みのみ（0+30s）。持ち時間は分単位
cli-arg-lishogi-challenge = 募集の代わりにこの相手に挑戦する（持ち時間は --clock）
cli-arg-lishogi-ai = 募集の代わりにlishogiのAIとこのレベル（1〜8）で指す（持ち時間は --clock）
cli-arg-lishogi-accept = 募集の代わりに届いた挑戦を受ける
cli-arg-lishogi-clock = --challenge と --ai の持ち時間（書き方は --seek と同じ）
cli-arg-lishogi-periods = 秒読みの回数
cli-arg-lishogi-rated = レーティング対局にする（既定は非レーティング）
cli-arg-lishogi-color = 希望する手番
cli-arg-lishogi-games = 続けて指す対局の数（画面なし）
cli-arg-lishogi-margin-ms = 一手ごとにコンピュータの持ち時間から差し引いておくミリ秒（通信のため）

cli-arg-review-file = 棋譜：.ron .kif .kifu .ki2 .csa .usi .sfen .bod
cli-arg-review-save-dir = 棋譜から始めた対局の保存フォルダ（既定：$SHOGI_TUI_SAVE_DIR、なければ $XDG_DATA_HOME/shogi-tui/saves、それもなければ ~/.local/share/shogi-tui/saves）
cli-arg-review-engine = `a` を押したときに解析するもの：bot（内蔵エンジン、レベルの指定にかかわらず最強）または "usi:COMMAND"［既定：bot］
cli-arg-review-analysis-seconds = エンジンが一局面に使う秒数（小数可）［既定：0.5］

cli-arg-datagen-out = 自己対局の訓練データを FILE に追記する（なければ作る）
cli-arg-datagen-games = 対局数
cli-arg-datagen-threads = ワーカースレッド数（それぞれ自分の bot で一局ずつ指す）
cli-arg-datagen-nodes = bot が一手に探索するノード数
cli-arg-datagen-random-plies = bot が指し始める前に初期局面からランダムに指す合法手の数
cli-arg-datagen-random-moves = 序盤の後（120手目まで）、一手が bot の手でなくランダムな合法手になる千分率
cli-arg-datagen-eval = bot が探索に使う評価関数（教師）：`hand` または `net`
cli-arg-datagen-no-mate-solver = bot が詰み探索を使わずに指す（探索前の自分の詰み、指した手が詰みを許さないかの確認）：一手 1,500 ノードで一時間の対局数がおよそ四倍。手ではなく局面を残すデータのため
cli-arg-datagen-weights = `--eval net` のとき：内蔵の重みの代わりに使う重みファイル
cli-arg-datagen-seed = ランダムな序盤の種（既定：時計から。同じ実行を繰り返せるよう表示する）
cli-arg-datagen-stats = データファイルを説明する：レコード数、結果、評価値、手数、不正なレコード（読めないもの、ありえない局面）の数
cli-arg-datagen-sfens = データファイルの `--every` 件ごとのレコードを一行で出力する：局面（SFEN）、探索の評価値、手番側から見た結果、手書きの評価関数の値、ネットの値（内蔵の重み、または `--weights`）。評価値は手番側から見たセンチポーン。同じ局面で判定者を比べるため（bench/judge.sh）
cli-arg-datagen-import = `SFEN<TAB>SCORE<TAB>RESULT` の行を並べたテキストファイル（`--sfens` の出力に別の判定者の SCORE を入れたもの：bench/gps_label.py）のレコードを `--out` に追記する。最初の不正な行で止まる
cli-arg-datagen-every = `--sfens` のとき：K 件に一件

cli-arg-puzzles-file = 解く問題：詰将棋の棋譜（.kif .kifu .ki2 .ki2u .csa）、SFEN の一覧（一行に一つ、解があれば `moves` の後に）、または assets/tsume.txt のような問題集ファイル［既定：内蔵の問題集］

cli-arg-puzzlegen-from = 探すファイル：datagen のファイル（.bin）、棋譜（.kif .kifu .ki2 .csa .ron）、または局面の行（一行に `position ...` か SFEN 一つ）
cli-arg-puzzlegen-out = 書く問題集（--from のファイルには書かない）
cli-arg-puzzlegen-force = --out のファイルがあれば置き換える
cli-arg-puzzlegen-max-plies = 採る詰みの最長手数
cli-arg-puzzlegen-per-length = 手数の区分（1、3、5、7、9、11手以上）ごとの問題数の上限
cli-arg-puzzlegen-last-plies = 各対局の終わりから調べる局面の数
cli-arg-puzzlegen-nodes = 一つの証明にソルバーが探索できるノード数
cli-arg-puzzlegen-threads = ワーカースレッド数（それぞれ一局ずつ受け持つ）

cli-arg-train-data = `shogi-tui datagen` のデータファイル（順に読む）
cli-arg-train-out = 重みの書き先（カードは .card.md としてその隣に書く）
cli-arg-train-from = ランダムな重みの代わりにこの重みから始める
cli-arg-train-force = --out の重みとそのカードがあれば置き換える
cli-arg-train-judge = --from の重みを検証用の対局で判定するだけ（カードの最後の行）。訓練も書き込みもしない：同じ対局でネットを比べるため
cli-arg-train-epochs = データを通す回数。既定は 3：より長く訓練すると、検証損失は下がり続けたが指し手は悪くなった（kr8：エポック9のネットはエポック3のネットに 300 局で 67 Elo 負けた）
cli-arg-train-batch = 最適化の一歩あたりの局面数
cli-arg-train-rate = Adam の学習率
cli-arg-train-decay = 各エポックの後に学習率に掛ける値
cli-arg-train-weight-decay = AdamW の重み減衰：一歩ごとに各重みを自身の rate × D だけ「手書きの評価値が正しい」方へ縮める（0：なし）
cli-arg-train-decay-to-start = 重み減衰を 0 ではなく --from の重みの方へ引く（微調整で、データが否定しない知識を保つ）
cli-arg-train-integer-aware = 各ステップの勾配を整数ネットと同じく丸めた重みで求め、各エポックも丸めた重みで評価する（そうしないと微調整の小さな変化が丸めで消える）
cli-arg-train-no-mirror = 指された局面だけで訓練し、鏡像（1〜9筋を入れ替えたもの）では訓練しない（規則に左右の別はない）
cli-arg-train-lambda = 各目標値のうち探索の評価値から取る割合（残りは対局の結果から）
cli-arg-train-valid-every = N 局に一局を検証用に取り分ける
cli-arg-train-teacher = データのラベルを付けたもの（カード用、例："our bot, 3000 nodes"）
cli-arg-train-commit = ツールのコミット（カード用、例：`git rev-parse --short HEAD`）

## --help：clap 自身の言葉

cli-heading-usage = 使い方
cli-heading-commands = コマンド
cli-heading-arguments = 引数
cli-heading-options = オプション
cli-help-default = ［既定：{ $value }］
cli-help-possible-values = ［指定できる値：{ $values }］

## clap のエラー

cli-clap-error = エラー
cli-clap-more = 詳しくは '{ $flag }' を見てください。
cli-clap-unknown-argument = 知らない引数 '{ $arg }' があります
cli-clap-unknown-subcommand = 知らないサブコマンド '{ $name }' です
cli-clap-value-required = '{ $arg }' には値が必要ですが、与えられていません
cli-clap-invalid-value = '{ $arg }' の値 '{ $value }' は使えません
cli-clap-invalid-value-why = '{ $arg }' の値 '{ $value }' は使えません：{ $why }
cli-clap-missing-arguments = 次の必須の引数が与えられていません：
cli-clap-missing-subcommand = '{ $name }' にはサブコマンドが必要ですが、与えられていません
cli-clap-used-twice = 引数 '{ $arg }' は一度しか使えません
cli-clap-conflict = 引数 '{ $arg }' は '{ $other }' と一緒には使えません
cli-clap-conflict-many = 引数 '{ $arg }' は次のものと一緒には使えません：
cli-clap-conflict-some = 引数 '{ $arg }' は他に指定した引数と一緒には使えません
cli-clap-no-equals = '{ $arg }' に値を与えるには等号（=）が必要です
cli-clap-too-many-values = '{ $arg }' に余分な値 '{ $value }' があります
cli-clap-value-count = '{ $arg }' には値が { $wanted } 個必要ですが、{ $given } 個与えられました
cli-clap-similar-subcommand = ヒント：似たサブコマンドがあります：{ $names }
cli-clap-similar-argument = ヒント：似た引数があります：{ $names }
cli-clap-similar-value = ヒント：似た値があります：{ $names }
cli-clap-tip = ヒント：{ $tip }

## 名前と、他のモジュールのエラー

cli-rules-declare27 = 27点法の入玉宣言
cli-rules-declare24 = 24点法の入玉宣言
cli-rules-try = トライルール
cli-rules-none = 入玉の規則なし

cli-bad-sfen = SFEN が正しくありません：{ $why }

cli-unknown-handicap = 知らない手合割 '{ $name }' です：lance、right-lance、bishop、rook、rook-lance、2-piece、4-piece、6-piece、8-piece、10-piece のどれかを指定してください
cli-unknown-rules = 知らない持将棋の規則 '{ $name }' です：declare27、declare24、try、none のどれかを指定してください
cli-bad-move-limit = 手数制限 '{ $text }' は使えません：手数（1以上）か 'off' を指定してください
cli-usi-list-error = { $ply }手目：'{ $text }' は USI 形式の指し手ではありません
cli-replay-error = { $ply }手目：{ $text }：{ $why }
cli-declare-game-over = 対局は終わっています：{ $outcome }
cli-declare-try = トライルールでは入玉宣言はできません（相手玉の初期位置に玉を進めてください）
cli-declare-no-rule = 入玉の規則のない対局では入玉宣言はできません

cli-file-not-found = { $path }：そのようなファイルはありません
cli-file-is-folder = { $path }：フォルダです。棋譜ファイルではありません
cli-file-not-regular = { $path }：通常のファイルではありません（デバイス、パイプ、ソケット）。ファイルを指定してください
cli-file-unknown-extension = { $path }：知らない棋譜の種類 '{ $extension }' です。.ron .kif .kifu .ki2 .ki2u .csa .usi .sfen .bod のどれかを使ってください
cli-file-save-exists = { $path }：この名前の保存ファイルはすでにあります
cli-file-in-use-by = { $path }：この対局は別の shogi-tui（プロセス { $pid }）で開かれています。検討はできます。続きを指すのはそちらが閉じてからです
cli-file-in-use = { $path }：この対局は別の shogi-tui で開かれています。検討はできます。続きを指すのはそちらが閉じてからです

## サブコマンドに共通の言葉

cli-yes = はい
cli-no = いいえ
cli-none = なし
cli-seconds = { $seconds }秒
cli-warning = 警告：{ $text }
cli-player-wins = { $player }の勝ち
cli-draw = 引き分け
cli-cannot-declare = 入玉宣言できません：{ $why }
cli-start-move-number = 開始局面の手数 { $number } が範囲外です：1〜{ $max }

## inspect：報告

cli-inspect-after = { $moves }手の後、{ $side }の手番
cli-inspect-after-handicap = { $moves }手の後、{ $side }の手番（{ $handicap }）
cli-inspect-players = 対局者：{ $first } { $black }、{ $second } { $white }
cli-inspect-time-control = 持ち時間：{ $clock }
cli-inspect-moves = 指し手：
cli-inspect-moves-none = 指し手：なし
cli-inspect-check = 王手：{ $check }
cli-inspect-in-check = { $side }に王手がかかっています
cli-inspect-not-in-check = なし
cli-inspect-repetitions = 同一局面の回数：{ $count }
cli-inspect-legal-moves = 合法手の数：{ $count }
cli-inspect-rules = 規則：{ $rules }、手数制限 { $limit }
cli-inspect-no-move-limit = なし
cli-inspect-outcome = 結果：{ $outcome }
cli-inspect-outcome-none = 結果：なし（対局は続いています）
cli-inspect-end = 棋譜の終局：{ $end }
cli-inspect-end-unwritten = 記載なし。指し手で終わっています：{ $outcome }
cli-inspect-time-used = 消費時間：{ $first } { $black }、{ $second } { $white }
cli-inspect-final-checkmate = 最終局面は詰みです
cli-inspect-record-note = 棋譜：{ $note }
cli-inspect-would-win = 勝ち
cli-inspect-would-draw = 引き分け
cli-inspect-would-lose = 負け
cli-tally-title = 入玉の点数：
cli-tally-points = 点数（全体）
cli-tally-zone-points = 点数（敵陣＋持ち駒）
cli-tally-pieces-in-zone = 敵陣の駒の数
cli-tally-king-in-zone = 玉が敵陣に
cli-tally-in-check = 王手
cli-tally-yes = あり
cli-tally-no = なし
cli-tally-agreement24 = 24点法（合意）：{ $verdict }（両方の玉が敵陣に入ってから適用。両玉入玉：{ $both }）
cli-tally-amateur27 = 27点法の点数：{ $verdict }
cli-tally-declare27 = 27点法の宣言
cli-tally-declare24 = 24点法の宣言
cli-tally-declaration = { $rule }：{ $first }なら{ $black }、{ $second }なら{ $white }

## mate

cli-mate-not-seconds = { $text } は秒数ではありません
cli-mate-seconds-range = { $text }秒：0より大きく1000000以下の秒数を指定してください
cli-mate-bad-line = { $path } の{ $line }行目：{ $why }
cli-mate-empty-file = { $path } に局面がありません（空行と # のコメントだけです）
cli-mate-in = { $plies }手詰：{ $moves }
cli-mate-line = 詰み（{ $plies }手の手順。最短・最長は未証明）：{ $moves }
cli-mate-none = 詰みなし
cli-mate-no-check = 詰みなし：{ $side }に王手がありません
cli-mate-hash-too-large = --hash { $asked } MiB はこの機械の空きメモリ（{ $free } MiB）を超えています：{ $free } 以下を指定してください
cli-mate-no-signals = SIGINT と SIGTERM を受け取る準備ができません：{ $why }
cli-mate-unknown-depth = 不明（{ $plies }手以内に詰みはありません。それより長い手順は探索しません）
cli-mate-unknown-limit = 不明（制限に達しました）

## convert

cli-convert-csa-version = --csa-version は .csa に書くときのものです（{ $path } は .csa ではありません）

## analyse

cli-analyse-human = 人は解析できません：bot か usi:COMMAND を指定してください
cli-analyse-no-comments = { $path }：USI の行にはコメントが書けないので解析を残せません。.kif、.csa、.ki2、.ron のどれかに書いてください
cli-analyse-bar = 解析中 { $bar } { $pos }/{ $len } 局面、残り { $eta }
cli-analyse-progress = 解析済み { $done }/{ $total }
cli-analyse-column-ply = 手数
cli-analyse-column-move = 指し手
cli-analyse-column-eval = 評価値
cli-analyse-column-best = 最善手
cli-analyse-column-mark = 印
cli-analyse-player = { $side }（{ $name }）
cli-analyse-summary = { $who }：?! { $dubious }  ? { $mistakes }  ?? { $blunders }  平均損失 { $loss } センチポーン（{ $moves }手）

## play、review、online、puzzles：画面を開く前

cli-error-theme = 次のどれかを指定してください：{ $names }
cli-needs-terminal = 対局には端末が必要です：パイプ経由ではなく端末のウィンドウで実行してください
cli-menu-needs-terminal = 対局には端末が必要です：パイプ経由ではなく端末のウィンドウで実行してください（パイプで USI エンジンとして動かすには 'shogi-tui usi' を実行するか、最初に 'usi' を送ってください）
cli-continue-alone = --continue は最後の終わっていない対局を再開します。'{ $command }' を付けずに使ってください
cli-the-save-folder = 保存フォルダ
cli-nothing-to-continue = 続きを指せる終わっていない対局がありません
cli-nothing-to-continue-open = 続きを指せる終わっていない対局がありません：{ $open ->
    [1] 唯一の対局は
   *[other] { $open }局すべてが
}別の shogi-tui で開かれています
cli-nothing-to-continue-newer = このバージョンで続きを指せる対局はありません：新しいバージョンの shogi-tui が書いた保存が { $count } 件あります。続けるには shogi-tui を更新してください
cli-nothing-to-continue-in = { $place }：{ $why }。shogi-tui を実行して対局を始めてください
cli-cannot-continue = 再開できません：{ $why }
cli-clock-side = { $side }の持ち時間：{ $why }
cli-clock-byoyomi-and-increment = 秒読みと加算は併用できません：どちらかを選んでください
cli-clock-no-time = 持ち時間か秒読みのどちらかが必要です
cli-clock-increment-without-main = 加算には持ち時間が必要です（例：--time 5m --increment 10s）
cli-review-human = 人は解析できません：bot か "usi:COMMAND" を指定してください
cli-online-headless-needs = 画面なしで指すには --server HOST[:PORT] と --player bot:LEVEL|usi:COMMAND が必要です
cli-online-needs-user = サーバでのユーザー名を --user ID で指定してください
cli-puzzles-not-offered = 出題しません：{ $why }
cli-puzzles-none = 解ける問題がありません

## datagen、train、puzzlegen：オプション（報告は開発者向けで英語のまま）

cli-datagen-task = --out FILE --games N か --stats FILE を指定してください
cli-datagen-weights-need-net = --weights には --eval net が必要です
cli-train-needs-out = 重みの書き先を --out FILE で指定してください
cli-puzzlegen-out-folder = { $path }：フォルダです。--out には書く問題集のファイルを指定してください

# 棋譜データベースの一覧ページ: 画面を開くコマンドの --db。
cli-arg-game-db = 棋譜一覧と棋譜エクスプローラーが開き、終局した対局を追加する棋譜データベース［既定：保存フォルダの隣の games.sqlite］
cli-arg-play-game-db = 終局した対局を追加する棋譜データベース［既定：保存フォルダの隣の games.sqlite］
cli-arg-review-game-db = 棋譜エクスプローラーが開く棋譜データベース［既定：保存フォルダの隣の games.sqlite］
