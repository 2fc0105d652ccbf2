# 棋譜：再生、解析、検討、盤上での研究（変化の追加）、コメント・しおり・
# 棋譜情報の編集、棋譜の書き込み。

## 画面

review-title = 棋譜 { $file }
review-players = {" "}· ☗ { $black } 対 ☖ { $white }
review-unfinished = 未終局
review-main-line-outcome = 本譜：{ $outcome }
review-at-move = { $ply }/{ $last }手
review-at-engine-line = { $from }手目からの読み筋 · { $at }
review-at-variation = 変化{ $number }（{ $from }手目から） · { $at }
review-list-engine-line = 読み筋
review-list-variation = 変化{ $number }
review-list-moves = 棋譜
review-list-moves-western = 棋譜（英字表記）
review-jump-prompt = 手数を入れて移動、または指し手を入力（76歩、P-7f、7g7f）
review-new-game-title = { $file }の{ $ply }手目から
review-this-game = この対局

## コメント欄

review-notes-start = 開始局面
review-notes-move = { $ply }手目
review-notes-scroll = {"{"} {"}"} スクロール
review-no-comment = コメントなし
review-engine-line-move = 読み筋の{ $move }/{ $moves }手目（Kで変化に残す、bで戻る）
review-branch-keys = （U本譜に、+-順番、D削除）
review-variations-at = { $ply }手目の変化（v、0-9）:
review-main-line = 本譜
review-the-main-line = 本譜
review-variation = 変化{ $number }
review-branch-summary = { $line }: { $parent }の{ $ply }手目から、{ $lines }通り中{ $place }番目

## ステータス行のキー

review-key-step = ←→:移動
review-key-help = ?:ヘルプ
review-key-quit = q:戻る
review-key-analyse = a:解析
review-key-play-from = p:ここから対局
review-key-variation = v:変化
review-key-jump = ::手数指定
review-key-notes = {"{"} {"}"}:コメント
review-key-first-last = g/G:最初/最後
review-key-tally = i:点数計算
review-key-ten = PgUp/PgDn:±10手
review-key-stop-analysis = Esc:解析中止
review-key-marked = n/N:悪手・疑問手へ
review-key-best-line = b:読み筋
review-key-save = s:保存
review-key-copy = y:コピー
review-key-stop-research = r/Esc:検討終了
review-key-play-line = 1-5:候補手を指す
review-key-keep-research-line = o:読み筋を残す
review-key-research-lines = ] [:候補数
review-key-cursor = 矢印:カーソル
review-key-pick = Enter:選ぶ/指す
review-key-cursor-off = Tab:カーソル解除
review-key-drop = Esc:取り消し
review-key-undo = z:元に戻す
review-key-jump-enter = Enter: 移動/指す
review-key-close = Esc: 閉じる
review-key-erase = Backspace: 消す
review-key-promote-yes = y: 成る
review-key-promote-no = n: 成らない
review-key-back = Esc: 戻る
review-key-delete-yes = y: 削除する
review-key-delete-no = n: 残す
review-key-start = Enter: 開始
review-key-change = ←→: 変更
review-key-choose-side = ↑↓: 先手/後手を選ぶ
review-key-write-yes = y: 書き込む
review-key-not-now = n: 今はしない
review-key-leave-yes = y: 終了する
review-key-leave-no = n: 続ける
review-key-write-new-yes = y: 新しいファイルに書く
review-key-drop-yes = y: 変更を捨てる
review-key-drop-no = n: 書き続ける
review-key-go-on = n: 続ける
review-key-keep-text = Ctrl-S: 確定
review-key-drop-text = Esc: 破棄
review-key-new-line = Enter: 改行
review-key-text-move = 矢印 Home End: 移動
review-key-field = ↑↓ Tab Enter: 項目
review-key-erase-field = Ctrl-U: 消去
review-key-keep-bookmark = Enter: 確定（空なら削除）
review-key-jump-there = Enter: 移動
review-key-choose = ↑↓: 選ぶ
review-key-write-file = Enter: 書き込む
review-key-replace-yes = y: 置き換える
review-key-replace-no = n: 別の名前

## 解析

review-progress = 解析中 ▕{ $bar }▏ { $done }/{ $total } · { $left } · Escで中止
review-progress-left = 残り約{ $time }
review-progress-timing = 所要時間を計測中…
review-eval = 評価値 { $score }
review-line-head = 読み筋:
review-best-head = 最善手:
review-best-played = 最善手: 実戦と同じ
review-mark-loss = { $mark }の勝率 -{ $points }%
review-mate-kept = { $moves }手詰あり: 逃さず
review-mate-missed = { $moves }手詰を逃した
review-into-mate = { $moves }手詰を許した
review-mate-line-kept = 詰みあり（{ $moves }手の手順。最短は未証明）: 逃さず
review-mate-line-missed = 詰みあり（{ $moves }手の手順。最短は未証明）を逃した
review-into-mate-line = 詰みを許した（{ $moves }手の手順。最短・最長は未証明）
review-summary = 集計: ?!疑問手 ?悪手 ??大悪手、平均損失
review-summary-loss = 1手平均の損失 { $loss }
review-built-in-engine = 内蔵エンジン
review-engine-another = eで切り替え
review-engine-no-other = ほかのエンジンは未導入
review-engine-chosen = aで{ $engine }が解析します（{ $others }）
review-engine-next-run = 次のaで{ $engine }が解析します（{ $others }）
review-analysis-running = 解析中です: Escで中止
review-analysis-complete = 全手解析済みです: Aで全手を解析し直します
review-analysis-stopped = { $total }局面中{ $done }局面で解析を中止しました; aで続きを解析
review-analysis-done = 解析完了: n / Nで悪手・疑問手へ移動、sでファイルに書き込み
review-no-analysis-yet = まだ解析していません: aで棋譜を解析
review-no-mark-after = { $ply }手目より後に悪手・疑問手はありません
review-no-mark-before = { $ply }手目より前に悪手・疑問手はありません
review-best-line-main-only = 解析は本譜だけです: まずvで本譜に戻ってください
review-no-best-line = { $ply }手目の読み筋がありません: aで棋譜を解析
review-best-line-shown = { $ply }手目からの読み筋（{ $moves }手）: Kで変化として残す、bで戻る
review-keep-needs-best-line = まずbで読み筋を表示してください。Kはそれを残します
review-keep-nothing-new = 読み筋は実戦の手順と同じです: 残すものはありません
review-the-engine-line = 読み筋
review-keep-empty = { $what }が空です: 残すものはありません
review-keeping = { $what }を残す
review-kept-already = { $what }はすでに{ $line }にあります
review-kept = { $what }を{ $line }として{ $ply }手目から残しました: sでファイルに書き込み
review-quiz-none = この対局の大悪手??に明らかな勝ちを逃した手はありません: 出題できません
review-quiz-analyse-first = まずaで棋譜を解析してください。そのあとQで大悪手??の局面を出題します

## 検討

review-research-title = 検討 · 候補{ $lines }
review-research-no-move = この局面に指し手はありません
review-research-thinking = 思考中…
review-research-on = 検討: 候補{ $lines }手（]で増やす、[で減らす）; 1-{ $max }で候補手を指す、oで読み筋を残す; rで終了
review-research-off = 検討を終了しました
review-research-lines = 検討の候補手: { $lines }手
review-research-lines-later = 検討の候補手: { $lines }手（rで開始したとき）
review-research-first = まずrで検討を始めてください
review-research-no-line = 候補{ $line }の読み筋はまだありません
review-research-stale = 候補{ $line }は別の局面の読み筋です: 検討が追いつくまでお待ちください
review-research-engine-line = 解析の読み筋を表示中です: bで戻ってから、oで検討の読み筋を残してください
review-research-what = 検討の候補{ $line }
review-research-line-only = { $mark } 最短・最長は未証明

## 盤上での研究: 指した手、変化の編集

review-cursor-off = 盤カーソル解除: 矢印で手を進める/戻す
review-cursor-on = 盤カーソル: 矢印で移動、Enterで駒を選んで指す; Tabで解除
review-not-your-hand = それは{ $hand }の持ち駒です。いまは{ $mover }の手番です
review-typed-move-refused = { $why }（数字なら手数へ移動）
review-line-ends-here = { $why }（この手順はここで終わり）
review-engine-line-no-play = 読み筋を表示中です: Kで変化として残すか、bで戻ってから指してください
review-variations-need-move = 変化を見るには、まず手を進めてください
review-no-variation = { $ply }手目に変化はありません
review-no-such-move = { $ply }手目はありません: この手順は{ $moves }手です
review-variations-count = { $ply }手目の変化は{ $count }通りです: 0から{ $count }で選択
review-analysis-on-main-line = 本譜を解析中です: Escで中止してから、もう一度どうぞ
review-line-unplayable = { $line }を再生できません: { $why }
review-what-move-played = { $ply }手目の次に指した手
review-following = { $line }をたどります
review-extended = { $line }に追加: zで取り消し、sで書き込み
review-branched = 新しい{ $line }（{ $ply }手目から）: zで取り消し、sで書き込み
review-engine-line-keep-first = 読み筋を表示中です: まずKで変化として残してください
review-main-line-shown = 本譜を表示中です: { $doing }には変化を表示（v）してください
review-doing-make-main = 本譜にする
review-doing-move = 順番を変える
review-doing-delete = 削除する
review-what-made-main = { $line }を本譜にしたこと
review-made-main = { $line }を本譜にしました。元の本譜は変化になります: zで元に戻す
review-what-moved = { $line }の順番の変更
review-moved-up = { $line }を上へ: いまは{ $now }です
review-moved-down = { $line }を下へ: いまは{ $now }です
review-delete-title = 変化を削除
review-delete-question = { $ply }手目からの{ $line }（{ $moves }手）を削除しますか？
review-delete-nested = そこから分かれる変化{ $count }個も消えます。
review-delete-undo = zで元に戻せます。
review-what-deleted = { $line }の削除
review-deleted = { $line }を削除しました: zで元に戻す
review-nothing-to-undo = 元に戻すものはありません: zはここで指した手と U + - D を取り消します
review-undo-changed-since = { $what }のあとに棋譜が変わりました: その変更を失わずにzで取り消すことはできません
review-undo-analysis-runs = 本譜を解析中です: Escで中止してからzを押してください
review-undone = 取り消しました: { $what }
review-no-such-variation = 変化{ $number }はありません
review-past-end = 表示中の手順は{ $moves }手です: { $ply }手目の次に指すことはできません
review-first-already = 変化{ $number }はすでに先頭です
review-last-already = 変化{ $number }はすでに最後です
review-bad-move-at-end = 本譜は指せない手で終わっています。入れ替えるとその手が失われるため、本譜はそのままです
review-detached = 変化{ $number }が元の手順から分岐していません: 棋譜のその部分が壊れています

## ここから対局（棋譜のp、局面編集のv）

review-play-form-title = ここから対局
review-play-form-keys = Enter: 開始 · ←→: 変更 · Esc: 戻る
review-play-form-no-kind = 選べる対局者がいません
review-play-from-about = { $ply }手目の局面から新しい対局（{ $mark }{ $side }の手番）。
review-play-from-kept = 新しい対局として別の保存ファイルに記録します。
review-play-from-over = この手で対局は終わっています（{ $why }）: 手を戻してから対局してください

## コメント、しおり、棋譜情報

review-drop-title = 変更を破棄
review-drop-comment = コメントが変更されています。元のままにしますか？
review-drop-headers = 棋譜情報が変更されています。元のままにしますか？
review-comment-start = 開始局面のコメント
review-comment-move = { $ply }手目のコメント
review-comment-keys = Ctrl-Sで確定 · Escで破棄 · Enter: 改行
review-comment-not-in-record = この手は棋譜にありません: コメントは残せません
review-comment-kept = コメントを記録: sで{ $file }に、Sで新しいファイルに書き込み
review-comment-paste-cut = 貼り付けは { $line } 行目の { $column } 文字目までです：{ $total } 文字のうち { $kept } 文字がコメントに入りました
review-comment-full = コメントがいっぱいです：最大 { $max } 文字まで
review-comment-too-long = このコメントは { $chars } 文字あり、エディタに入る { $max } 文字を超えています：メモ欄で読めますが、ここでは変更できません
review-engine-move-not-in-record = この手は読み筋の手で、まだ棋譜にありません: まずKで読み筋を残してください
review-bookmarks-title = しおり
review-bookmark-move = { $ply }手目
review-bookmarks-keys = Enter: 移動 · Esc: 閉じる
review-bookmark-needs-move = しおりは指し手に付けます: まず手を進めてください
review-bookmark-not-in-record = この手は棋譜にありません: しおりは付けられません
review-bookmark-removed = { $ply }手目のしおりを外しました
review-bookmark-kept = { $ply }手目にしおりを付けました: 'で一覧、sで書き込み
review-no-bookmarks = しおりはまだありません: &で表示中の手に付けます
review-bookmark-prompt = しおりの名前 — Enterで確定、空なら削除、Escで閉じる
review-headers-title = 棋譜情報
review-header-black = 先手
review-header-white = 後手
review-header-event = 棋戦
review-header-date = 開始日時
review-header-opening = 戦型
review-headers-date-help = 日時: 2024/05/01 または 2024/05/01 10:00 · 空: なし
review-headers-keys = Ctrl-Sで確定 · Escで破棄
review-headers-bad-date = 「{ $text }」は日時ではありません: 2024/05/01 または 2024/05/01 10:00 の形で書いてください
review-headers-kept = 棋譜情報を記録: sで{ $file }に、Sで新しいファイルに書き込み

## 棋譜の書き込み

review-leave-title = 棋譜を閉じる
review-leave-unwritten = ここでの作業（解析、残した変化、コメント、しおり、棋譜情報）は、まだ{ $file }に書き込まれていません。
review-leave-question = 書き込まずに閉じますか？（{ $how }）
review-leave-how-save = nのあとsで書き込み、Sで新しいファイルに
review-leave-how-save-as = nのあとSで新しいファイルに書き込み
review-nothing-to-write = 新しく書き込むものはありません: Cでコメント、&でしおり、Hで棋譜情報、aで解析、Kで読み筋を残す
review-usi-not-writable = { $file }はUSI形式の手順で、コメントや変化を保存できません: Sで.kif（または.ki2、.csa）ファイルに書き込んでください
review-not-written-in-use = 書き込んでいません: { $why }。書き込むとそちらで指された手が消えます。その対局が終わってから開き直してください
review-not-written-changed = 書き込んでいません: { $why }。書き込むとその変更が消えます。開き直して変更を確かめてください
review-elsewhere-title = 書き込めません
review-elsewhere-why = { $why }
review-elsewhere-question = 代わりに{ $file }へ書き込みますか？
review-save-title = ファイルに書き込む
review-save-question = ここでの変更を{ $file }に書き込みますか？
review-save-rewritten = { $format }形式で書き直します。人が書いたコメントは残ります。
review-own-format = 元の
review-written = { $file }に書き込みました
review-written-new = { $file }に書き込みました。{ $old }はそのままです
review-not-written = 書き込んでいません: { $why }
review-not-written-unchanged = 書き込んでいません（ファイルは元のまま）: { $why }
review-save-as-prompt = 新しいファイル: 名前.kif .kifu .ki2 .csa .ron またはフルパス — Enterで書き込み
review-save-as-usi = USI形式（.usi、.sfen）は指し手しか保存できません: .kif、.kifu、.ki2、.csa などを選んでください
review-save-as-folder = { $path }はフォルダです: ファイル名を付けてください
review-save-as-same-file = { $file }は開いている棋譜そのものです: sで書き込めます
review-save-as-bad-kind = { $why }: .kif、.kifu、.ki2、.csa、.ron のファイル名にしてください
review-save-as-appeared = 書き込んでいません: その間に{ $path }ができました。もう一度Sを押すと置き換えるか確認します
review-replace-title = ファイルがあります
review-replace-exists = { $path }はすでにあります。
review-replace-question = この棋譜で置き換えますか？

## 棋譜を開く：保存した対局の一覧

review-load-title = 将棋  保存した対局
review-load-in-folder = 場所: { $folder }
review-load-list-title = 保存した対局（新しい順）
review-load-preview-title = 最終局面
review-load-empty = 保存した対局はまだありません。
review-load-empty-hint = 対局すると、一手ごとに自動で保存されます。
review-load-count = { $count }局
review-load-keys = ↑↓:選択  Enter:続き/棋譜  r:棋譜を見る  o:ファイルを開く  d:削除  Esc:戻る
review-load-keys-question = y: 削除する  n: 残す  Esc: 戻る
review-load-date-unknown = 日付不明
review-load-in-use-long = （別のshogi-tuiで対局中）
review-load-in-use = （他で使用中）
review-load-older = （./saves）
review-load-older-folder = { $folder }（以前の版の保存場所）
review-load-in-use-short = （使用中）
review-load-players = ☗{ $black } 対 ☖{ $white }
review-load-finished = 終局
review-load-unfinished = 未終局
review-load-unfinished-enter = 未終局: Enterで続きを指す
review-load-unfinished-online = 未終局のオンライン対局
review-load-online-enter = 未終局のオンライン対局：Enterで棋譜を見る（続きはサーバでのみ）
review-load-delete-title = この対局を削除しますか？
review-load-delete-which = 「{ $name }」（{ $date }）
review-load-delete-file = ファイル { $path } を削除します。
review-load-key-delete-yes = y: 削除する
review-load-key-delete-no = n: 残す
review-load-no-saves-in = { $folder } に保存した対局はまだありません
review-load-cannot-open = 開けません: { $why }（dで削除）
review-load-deleted = 「{ $name }」を削除しました

## 解析・検討のエンジンからの報告

review-analysis-not-an-engine = 人間は解析できません: 内蔵エンジンか外部エンジンを選んでください
review-analysis-engine-failed = 解析エンジンが失敗しました: { $why }
review-analysis-no-thread = 解析用のスレッドを起動できません: { $why }
review-research-built-in = 内蔵
review-research-no-thread = 検討用のスレッドを起動できません: { $why }
review-research-cannot-follow = 検討でこの手順をたどれません: { $why }
review-research-engine-failed = 検討エンジンが失敗しました: { $why }

## 画面の裏で動く処理（棋譜、次の一手、詰将棋）

review-session-engine-failed = エンジンが失敗しました
review-session-progress-not-kept = 詰将棋の成績を保存できませんでした: { $why }
review-session-reading-failed = ファイルの読み込みに失敗しました

## 定跡（B）
review-key-book = B:定跡
review-key-book-play = 1-9:定跡手を指す
review-key-book-close = B:定跡を閉じる
review-book-title = 定跡 · { $name }
review-book-title-none = 定跡
review-book-none = 定跡が選ばれていません。メニューの「定跡」で選び、棋譜をもう一度開いてください。
review-book-absent = 定跡にない局面
review-book-results = { $wins }勝{ $losses }敗{ $draws }分
review-book-value = 評価値 { $value }
review-book-played = ▸ 棋譜の指し手
review-book-played-elsewhere = 棋譜の指し手 { $mv } は定跡にありません
review-book-no-move = この局面の定跡に{ $number }番目の手はありません
review-book-unopened = 定跡なしで続けます：{ $why }
review-research-book = 定跡：{ $moves }

# issue 75: records (the load screen's other records, opening a file)
review-load-keys-open = Tab:補完  Enter:開く  Esc:戻る
review-load-open-prompt = ファイルを開く：
review-load-open-empty = 棋譜ファイルのパスを入力してください（.kif .kifu .ki2 .csa .usi .sfen .bod .ron）
review-load-open-no-match = そう始まるフォルダーも棋譜ファイルもありません
review-load-no-result = 結果なし
review-load-record-enter = Enterで棋譜を見る
review-load-not-a-save = 「{ $name }」は棋譜ファイルで、保存した対局ではありません：ここで削除できるのは保存した対局だけです
