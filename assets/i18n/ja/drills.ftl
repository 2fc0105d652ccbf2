# 自分の対局からの復習問題（`shogi-tui drills`）。
drills-about = 自分の対局からの復習問題：今日の分を解く、解析した棋譜の悪手を加える、一覧する
drills-about-add = 棋譜から復習問題を加える：自分の側の悪手（? と ??）ごとに 1 問。評価値のない棋譜は先に解析する。定跡を外れた局面も 1 問
drills-about-list = 保存している復習問題と、それぞれの出題日
drills-arg-records = 棋譜ファイル（.kif .kifu .ki2 .csa .ron .usi .sfen）
drills-arg-side = 誰の悪手か：black（先手）、white（後手）、mine（メニューの設定の自分の名前が指した側）［既定：mine］
drills-arg-seconds = 評価値のない棋譜を解析するときの 1 局面あたりの秒数［既定：0.5］
drills-arg-nodes = 時間の代わりに 1 局面あたりのノード数で解析する
drills-arg-add-json = JSON：{"{"}"added": N, "drills": [{"{"}"kind", "sfen", "played", "best", "answers", "loss_cp"{"}"}]{"}"}
drills-arg-due = 今日出題する問題だけ
drills-arg-list-json = JSON：{"{"}"count": N, "due": M, "drills": [{"{"}"kind", "sfen", "played", "best", "answers", "loss_cp", "due", "interval", "reps", "tries", "right", "source", "number"{"}"}]{"}"}
drills-no-names = 誰の悪手ですか？メニューの設定（自分の名前）で名前を入れるか、--side black または --side white を指定してください
drills-not-yours = { $file }：自分の名前のどれも対局者にありません（--side black か white ならその側を取ります）
drills-analysing = { $file } を解析しています（評価値がありません）…
drills-added = 復習問題を { $added } 問加えました
drills-count = 復習問題 { $count } 問、今日の出題 { $due } 問
drills-list-header = 出題日, 指した手, 損失（cp）または序盤, 手数, 棋譜
drills-lost = 復習問題は最初からになります
drills-unwritable = 復習問題を書き込めません：{ $why }
drills-too-large = { $size } バイトになり、読み戻せる { $limit } バイトを超えます：前回の書き込み以後の変更は保存されません
drills-busy = 別の shogi-tui{ $process } が書き込み中です：まだ保存していない分は次の変更の後で書き込みます
drills-title = 復習問題
drills-not-kept = 解答はまだ保存されていません：{ $why }
drills-best-line = エンジンの読み筋：{ $line }
drills-punished = { $mv } のあと：{ $line }
drills-none-yet = 復習問題はまだありません：shogi-tui drills add 棋譜 で解析した対局から作れます
drills-none-due = 復習問題 { $count } 問のうち、今日出題するものはありません
drills-menu-row = 復習問題（自分の悪手）
drills-goal = 対局の手よりよい手を探してください：エンジンの手なら勝率{ $chance }。
drills-menu-due = { $due ->
    [0] 今日の出題なし
   *[other] 今日 { $due } 問
}
drills-puzzles-due = 復習問題：{ $due ->
    [0] 今日の出題なし
   *[other] 今日 { $due } 問
}（メニュー → 復習問題）
drills-opening-book = 定跡
drills-opening-games = 棋譜DB
drills-no-book = 定跡ファイルを開けません（{ $why }）：定跡からの問題は作りません
drills-no-database = 棋譜データベースを開けません（{ $why }）：序盤の問題は定跡だけから作ります
drills-opening-left = 対局ではここで { $mv } と指し、定跡を外れました。
drills-opening-left-games = 対局ではここで { $mv } と指しました。棋譜データベースで最も多い手ではありません。
drills-opening-goal = 定跡の手を探してください：ここには { $count } 手あります。
drills-opening-goal-games = 棋譜データベースの対局でここで最も多く指された手を探してください。
drills-opening-right = ✓ { $mv }：定跡の手
drills-opening-played = ✗ { $mv } は対局の手で、定跡から外れます：別の手を
drills-opening-wrong = ✗ { $mv } はここでの定跡の手ではありません：別の手を、または s
drills-opening-known = ここでの手：{ $moves }
