# キー操作：ヘルプに並ぶ各キーの説明、ヘルプの枠、小さすぎる端末への案内、アプリ全体の知らせ。

keys-flip = 盤を反転
keys-glyphs = 駒の表記：漢字 / 英字（指し手リストも連動）
keys-notation = 指し手の表記：日本式 / 西洋式
keys-theme = 次の配色
keys-help = このヘルプ
keys-cursor = カーソル移動
keys-select = 駒を選び、次に移動先を選ぶ
keys-pick-hand = 持ち駒を選ぶ：歩 香 桂 銀 金 角 飛
keys-game-cancel = 選択の取り消し / 閉じる
keys-cycle-hand = 打つ持ち駒を順に選ぶ
keys-game-lower-case = 同上（小文字）
keys-click-select = マスか持ち駒を選ぶ
keys-promote = 成 / 不成（聞かれたとき）
keys-game-type-move = 指し手を入力（7g7f, P-76, P-7f, P*23, ７六歩）
keys-game-erase = 入力欄：1文字消す / 全部消す
keys-game-hint = ヒント：エンジンの推奨手
keys-game-tally = 入玉の点数計算（点数・敵陣・判定）
keys-game-declare = 入玉宣言（確認あり）
keys-game-resign = 投了（確認あり）
keys-game-undo = 待った（対コンピュータは自分の手番まで）
keys-game-look = 1手前 / 1手先を見る（待ったではない）
keys-game-first-last = 開始局面 / 現在の局面に戻る
keys-game-pause = 対人戦：両者の時計を止め、盤を隠す
keys-game-save = 名前を付けて対局を保存
keys-game-analyse = 終局後：棋譜を検討・解析
keys-game-auto-flip = 対面対局：手番側へ盤を自動反転
keys-game-quit = 終了（確認あり）。Ctrl-C ですぐ終了
keys-review-step = 1手戻る / 進む（↑ ↓ / k j でも）
keys-review-first-last = 開始局面 / 最終手
keys-review-page = 10手戻る / 進む
keys-review-prompt = 手数へ移動、または指し手を入力（76歩）
keys-review-click-move = 指し手リストの手：その手へ移動
keys-review-scroll-notes = コメントを1ページ下 / 上へ（▼ ▲：続きあり）
keys-review-next-variation = この手の次の変化を表示
keys-review-play-from-here = この局面から新しく対局
keys-review-tally = この局面の入玉点数計算
keys-review-analyse = 未解析の手を解析 / 全手を解析し直す
keys-review-next-engine = 解析するエンジンを切り替える
keys-review-next-mark = ?! ? ?? の付いた次 / 前の手
keys-review-best-line = エンジンの読み筋をたどる
keys-review-keep-line = 表示中の読み筋を変化として残す
keys-review-save = 変更（解析・コメントなど）をファイルに保存
keys-review-click-graph = 評価値グラフ上：その手へ移動
keys-review-comment = この手のコメントを書く（Ctrl-S 保存、Esc 破棄）
keys-review-bookmark = この手にしおりを付ける（空の名前で削除）
keys-review-bookmarks = しおり一覧：選んだ手へ移動
keys-review-headers = 棋譜情報の編集：対局者・棋戦・日付・戦型
keys-review-save-as = 棋譜を新しいファイルに保存（.kif .ki2 .csa …）
keys-review-click-board = 駒、次に移動先：手を指す（変化になる）
keys-review-pick-hand = 盤カーソル表示中：持ち駒を選ぶ
keys-review-variation-number = 変化Nを表示（0で元へ）、検討中は1-5で読み筋を指す
keys-review-main-line = 表示中の変化を本譜にする
keys-review-move-variation = 表示中の変化の順番を上げる / 下げる
keys-review-delete-variation = 表示中の変化をその先まで削除（確認あり）
keys-review-research = 検討：この局面をエンジンで検討（Esc で停止）
keys-review-book = 定跡：この局面の定跡手（1-9で指す）
keys-review-research-lines = 検討：読み筋を1本増やす / 減らす（1〜5）
keys-review-keep-research-line = 検討：選んだ読み筋を変化として残す
keys-review-edit-position = この局面を局面編集
keys-review-solve-mate = この局面の詰み探索（局面編集で）
keys-review-quiz = 次の一手：?? の手より良い手を当てる
keys-review-cancel = 解析を停止（結果は残す）、解析中でなければ戻る
keys-review-quit = 棋譜検討を終える
keys-review-board-cursor = 盤カーソルのオン / オフ：矢印と Enter で指す
keys-review-undo = 最後に指した手か U + - D を取り消す
keys-review-board-cancel = 選択を外す。なければ盤カーソルを消す
keys-type-move = 指し手を入力
keys-editor-cursor = カーソル移動。盤の外へ出ると駒台
keys-editor-black-piece = 先手の駒を置く。駒台では持ち駒を1枚増やす
keys-editor-white-piece = 同上、後手の駒（SFEN の書き方）
keys-editor-promote = 駒を成る / 元に戻す
keys-editor-flip-owner = 駒の持ち主を入れ替える
keys-editor-remove = 駒を取り除く（駒台ではその駒を1枚）
keys-editor-to-hand = 駒を持ち主の駒台へ
keys-editor-pick-up = 駒を持ち上げる。もう一度 Space で置く
keys-editor-click = 同上、クリックした場所で
keys-editor-side-to-move = 手番を入れ替える
keys-editor-clear = 盤と駒台を空にする
keys-editor-start-position = 平手の初期局面
keys-editor-next-handicap = 次の駒落ち
keys-editor-rest-to-defender = 残りの駒を全部、手番でない側の持ち駒に
keys-editor-prompt = SFEN か BOD の局面図を入力 / 貼り付け
keys-editor-solve-mate = 詰み探索：手番側に詰みがあるか（もう一度 M で手順）
keys-editor-tsume = 詰将棋として自分で解く（詰将棋の画面へ）
keys-editor-review = この局面を検討モードで開く
keys-editor-play = この局面から対局
keys-editor-write = 棋譜として保存（.kif .csa .sfen）
keys-editor-leave = 持った駒を戻す。なければ局面編集を終える
keys-puzzle-step = 次 / 前の問題
keys-puzzle-unsolved = まだ解いていない次の問題
keys-puzzle-length = より長い / 短い手数の最初の問題
keys-puzzle-open = 問題ファイルを開く（.kif .ki2 .csa、SFEN 一覧）
keys-puzzle-leave = メニューに戻る
keys-puzzle-cancel = 選択を外す
keys-puzzle-type-move = 指し手を入力（2b2a+, G*5b, ５二金）
keys-puzzle-hint = ヒント：詰ます駒
keys-puzzle-solution = 解答を見る（この問題は未解決のまま）
keys-puzzle-retry = この問題を最初から
keys-solution-step = 1手戻る / 進む
keys-solution-first-last = 開始局面 / 詰み
keys-solution-retry = 最初から解き直す
keys-quiz-cancel = 選択を外す。もう一度問題へ
keys-quiz-type-move = 指し手を入力（7g7f, P-76, ７六歩）
keys-quiz-solution = エンジンの手を見る
keys-quiz-step = 次 / 前の問題
keys-quiz-leave = 棋譜検討に戻る

# ヘルプの枠。
keys-mouse-click = クリック
keys-help-title = キー操作
keys-help-footer-scroll = ↑↓ スクロール · Esc で閉じる
keys-help-footer = Esc で閉じる

# 画面に足りない端末の大きさ。
keys-too-small = 端末を { $width }×{ $height } 以上に広げてください
keys-too-small-now = （今は { $width }×{ $height }）
keys-too-small-quit = 終了：q（対局中は続けて y）か Ctrl-C

# 画面の行き来：保存した対局、続きから、新しい対局。
keys-saves-off = 対局は保存されません：{ $why }
keys-saves-unreadable = 保存した対局を読めません：{ $why }
keys-saving-off = この起動では保存しない設定です
keys-no-saves = 保存した対局はありません：{ $why }
keys-open-elsewhere-read-only = { $name } は別の shogi-tui で開いています：ここからは書き込みません
keys-cannot-continue = 続きを指せません：{ $why }
keys-new-game-from-move = { $ply }手目からの新しい対局：? でキー一覧
keys-game-not-saved = この対局（未保存）
keys-no-resume = 続きを指せる対局はありません
keys-no-resume-open-elsewhere = 続きを指せる対局はありません：{ $count ->
    [1] 途中の1局は
   *[other] 途中の{ $count }局はすべて
}別の shogi-tui で開いています
keys-continuing = { $name } を再開（{ $moves }指した局面）：? でキー一覧
keys-continue-detail = { $black } 対 { $white }、{ $moves }（{ $name }）
keys-no-builtin-puzzles = 内蔵の問題集に問題がありません
keys-editor-position = 局面編集の局面
keys-editor-position-read-only = この局面はファイルにありません：局面編集で W を押して保存してください
keys-new-game-hint = ? でキー一覧 · : で指し手を入力 · s で保存

# 盤で指す：成るかの確認、押したマスの意味。
keys-no-legal-move = { $square }の{ $kind }は動ける所がありません
keys-pick-a-piece = { $side }の駒か持ち駒（Tab）を選んでください
keys-empty-hand = { $side }の持ち駒はありません
keys-not-your-hand = それは{ $owner }の持ち駒です。いまは{ $mover }の手番です
keys-promote-a-piece = 駒
keys-promote-title = 成りますか？
keys-promote-question = { $from }→{ $to }の{ $kind }を成りますか？
keys-promote-yes = y: 成る
keys-promote-no = n: 不成

# 対局者：内蔵ボットの強さ、対局者の選択肢、入力された対局者。
keys-level-beginner = 入門
keys-level-novice = 初級
keys-level-apprentice = 初中級
keys-level-casual = 中級
keys-level-club = 道場
keys-level-expert = 上級
keys-level-master = 達人
keys-level-strongest = 最強
keys-level-unknown = '{ $level }' という強さはありません：1〜8 の数字か名前（Beginner, Novice, Apprentice, Casual, Club, Expert, Master, Strongest）で指定してください
keys-player-human = 人間
keys-player-bot = ボット { $level } { $name }
keys-player-engine = エンジン: { $engine }
keys-player-type-command = エンジン: コマンドを入力…
keys-player-unknown = 対局者 '{ $player }' が分かりません：human、bot:強さ（1〜8 か Beginner … Strongest）、usi:コマンド のどれかを指定してください
keys-player-bad-level = ボットの強さが正しくありません：{ $why }
keys-player-no-command = usi: にはエンジンのコマンドが必要です（例：usi:/usr/games/gpsusi）
keys-name-empty = 対局者の名前が空です
keys-name-control = 対局者の名前に制御文字（タブ・改行・エスケープ）は使えません
keys-name-too-long = 対局者の名前は { $max } 文字までです：'{ $name }' は長すぎます

# 端末そのもの。
keys-needs-terminal = 端末が必要です：パイプ経由ではなく端末のウィンドウで起動してください
keys-terminal-unreadable = 端末から読み込めません：{ $why }
