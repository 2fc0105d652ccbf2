# 対局画面：ステータスバー、確認、終局の表示、時計、
# 対局そのものの言葉（結果、規則、持ち時間）。

## 対局の終わり方（終局の表示、ステータスバー）。

game-outcome-checkmate = { $winner }の勝ち（詰み）
game-outcome-no-legal-moves = { $winner }の勝ち：{ $loser }に指せる手がありません
game-outcome-resignation = { $winner }の勝ち（投了）
game-outcome-perpetual-check = { $winner }の勝ち：{ $checker }の連続王手の千日手（反則）
game-outcome-perpetual-check-both = 引き分け：双方の連続王手の千日手
game-outcome-declaration-win = { $declarer }の勝ち（入玉宣言）
game-outcome-declaration-draw = 持将棋（入玉宣言）：{ $declarer }は24〜30点
game-outcome-declaration-loss = { $winner }の勝ち：{ $declarer }の入玉宣言は不成立
game-outcome-try = { $winner }の勝ち（トライ）
game-outcome-move-limit = 持将棋：{ $limit }手の手数制限に達しました
game-outcome-illegal-move = { $winner }の勝ち：{ $loser }の反則手 { $mv }（{ $why }）
game-outcome-illegal = { $winner }の勝ち：{ $loser }の反則
game-outcome-timeout = { $loser }の時間切れ負け
game-outcome-sennichite = 千日手（引き分け）
game-outcome-interrupted = 対局中断
game-outcome-impasse = 持将棋（引き分け）
game-outcome-draw = 引き分け
game-outcome-no-mate = 不詰：この問題に詰みはありません
game-outcome-sealed = 封じ手で指し掛け：勝敗はまだありません
game-outcome-unknown = 終局（{ $reason }）
# 手数は隣のKIFの終局行（「まで63手で先手の勝ち」）が言う。
game-outcome-sentence = { $result }
game-over-refusal = 対局は終わっています：{ $result }

## 対局が受け付けないこと。

game-declare-refused-try = トライルールでは入玉宣言はできません（相手玉の初期位置に玉を進めると勝ち）
game-declare-refused-no-rule = 持将棋の規則なしの対局では入玉宣言はできません
game-nothing-to-undo = 戻せる手がありません
game-both-sides = ☗先手と☖後手
game-needs-both-kings = 対局には双方の玉が必要ですが、{ $sides }に玉がありません

## 対局の設定（ヘッダ、メニュー、確認で使う）。

game-rules-declare27 = 27点法の入玉宣言
game-rules-declare24 = 24点法の入玉宣言
game-rules-try = トライルール
game-rules-none = 持将棋の規則なし
game-move-limit = 手数制限{ $count }手
game-no-move-limit = 手数制限なし
game-duration-hours = { $count }時間
game-duration-minutes = { $count }分
game-duration-seconds = { $count }秒
game-time-main-and-byoyomi = { $main }・秒読み{ $byoyomi }
game-time-byoyomi-only = 秒読み{ $byoyomi }
game-time-fischer = { $main }・1手ごとに{ $increment }加算
game-time-sudden-death = { $main }切れ負け
game-time-uneven = { $black_side }{ $black }、{ $white_side }{ $white }

## ステータスバーの1行目。

game-status-to-move = { $mark } { $side }の手番
game-status-check = 王手！
game-status-repetitions = 同一局面{ $count }回目
game-status-last-move = 最終手 { $last }

## 持将棋の点数（i）。対局と検討で同じもの。

game-tally-title = 持将棋の点数
game-tally-yes = はい
game-tally-no = いいえ
game-tally-points = 全駒の点数
game-tally-zone-points = 敵陣＋持ち駒の点数
game-tally-pieces-in-zone = 敵陣の駒数
game-tally-king-in-zone = 玉が敵陣にいる
game-tally-in-check = 王手されている
game-tally-would-win = { $side }が宣言すれば勝ち
game-tally-would-draw = { $side }が宣言すれば引き分け
game-tally-would-lose = { $side }が宣言すれば負け
game-tally-win = 勝ち
game-tally-draw = 引き分け
game-tally-loss = 負け
game-tally-wins-if-counted = いま数えれば{ $side }の勝ち
game-tally-draw-if-counted = いま数えれば引き分け
game-tally-declaring = { $black_side }の宣言：{ $black }・{ $white_side }の宣言：{ $white }
game-tally-both-kings-must-enter = （両玉の入玉が条件）
game-tally-declaring-now = { $verdict }（{ $rules }）
game-tally-not-available = 宣言できません（{ $rules }）
game-tally-agreement24 = 24点法（合意）
game-tally-amateur27 = 27点法（アマチュア）
game-tally-declaration27 = 27点法の宣言
game-tally-declaration24 = 24点法の宣言
game-tally-now = いま宣言すると

## 対局者（ヘッダでの呼び方）。

game-player-human = 人間
game-player-bot = ボット{ $number } { $name }
game-player-bot-level = ボット レベル{ $level }
game-player-engine = エンジン { $program }
game-player-bot-short = ボット{ $number }
game-player-engine-short = エンジン
game-player-label = { $name }（{ $kind }）
game-header-players = ☗ { $black } 対 ☖ { $white }
game-header-on-the-server = { $name }（サーバの相手）

## ステータスバーのキー案内（キーが先）。

game-key-enter-play = Enter: 指す
game-key-esc-close = Esc: 閉じる
game-key-backspace = Backspace: 1字消す
game-key-enter-save = Enter: 保存
game-key-enter-send = Enter: 送信
game-key-esc-cancel = Esc: やめる
game-key-y-play-it = y: 対局する
game-key-n-decline = n か Esc: 断る
game-key-y-yes = y: はい
game-key-n-no = n: いいえ
game-key-esc-back = Esc: 戻る
game-key-or-click = （答えをクリックしても可）
game-key-b-bot = b: 内蔵ボット
game-key-h-person = h: 人が指す
game-key-n-leave = n か Esc: 退出
game-key-z-resume = z: 再開
game-key-q-leave-long = q: 退出
game-key-analyse = A:解析
game-key-take-back = u:待った
game-key-look-back = {"["} ]:棋譜を戻る
game-key-leave = q:退出
game-key-esc-q-leave = Esc か q: 退出
game-key-help = ?:ヘルプ
game-key-step = {"["} ]:1手ずつ
game-key-end-back = End:現局面へ
game-key-home-first = Home:初手へ
game-key-quit = q:終了
game-key-save = s:保存
game-key-copy = y:コピー
game-key-tally = i:点数
game-key-flip = f:盤反転
game-key-notation = m:表記
game-key-two-computers = （コンピュータ同士の対局）
game-key-resign = R:投了
game-key-computer-to-move = （コンピュータの手番）
game-key-type-move = ::指し手入力
game-key-hint = H:ヒント
game-key-undo = u:待った
game-key-declare = D:入玉宣言

## 対局画面の枠：棋譜、注記、入力欄、表示枠。

game-moves-title = {" "}棋譜{" "}
game-moves-title-western = {" "}棋譜（西洋式）{" "}
game-status-outcome = { $result } — { $kif }
game-note-auto-flip = 自動反転
game-note-not-saved = ✗ 保存されていません
game-move-prompt = 指し手（7g7f、P-76、P*23、７六歩）— Enter で指す、Esc で閉じる
game-save-prompt = 保存名 — Enter で保存、Esc でやめる
game-result-title = 終局
game-paused-title = 一時停止
game-paused-clocks = 両方の時計が止まっています
game-paused-resume = z で再開

## 終局の表示。

game-result-analyse = A    この対局を解析する（検討画面）
game-result-take-back = u    最後の手を戻して続ける（待った）
game-result-look-back = {"["} ]  棋譜をさかのぼって見る
game-result-save = s    名前を付けて保存する
game-result-leave = q    対局を終える
game-result-close = Esc  この表示を閉じる

## 確認（y/n）。

game-play-on = n: 続ける
game-overwrite-title = 上書きしますか？
game-overwrite-exists = 「{ $name }」という保存はすでにあります。
game-overwrite-yes = y: 上書きする
game-overwrite-no = n: 別の名前にする
game-resign-title = 投了しますか？
game-resign-line = { $side }が投了し、{ $winner }の勝ちになります。
game-resign-yes = y: 投了する
game-declare-title = 入玉宣言しますか？
game-declare-rule = 規則：{ $rules }
game-declare-points = { $side }：敵陣＋持ち駒で{ $points }点、敵陣に{ $pieces }枚、
game-declare-king-in-zone-in-check = 玉は敵陣にいて、王手されています。
game-declare-king-in-zone = 玉は敵陣にいて、王手はされていません。
game-declare-king-out-of-zone-in-check = 玉は敵陣の外にいて、王手されています。
game-declare-king-out-of-zone = 玉は敵陣の外にいて、王手はされていません。
game-declare-verdict = いま宣言すると：{ $result }。
game-declare-would-win = { $side }の勝ち
game-declare-would-draw = 引き分け（持将棋）
game-declare-would-lose = { $side }の負け
game-declare-unavailable = 宣言できません
game-declare-yes = y: 宣言する
game-offer-title = この対局を受けますか？
game-offer-line = { $name }さんから対局の申し込みです：あなたは{ $side }です。
game-offer-clock = 持ち時間：{ $clock }。
game-offer-no-clock = 持ち時間なし。
game-offer-resumed = 再開する対局です：すでに{ $count }手指されています。
game-offer-yes = y: 対局する
game-offer-no = n: 断る
game-leave-title = 対局をやめますか？
game-leave-unfinished = 対局はまだ終わっていません。
game-leave-saved = 保存されています：メニューの「続きから」か shogi-tui --continue で再開できます。
game-leave-not-saved = 保存されていません（{ $why }）。
game-leave-not-kept = ディスクには保存されません。
game-leave-online-title = オンライン対局をやめますか？
game-leave-online-clock = サーバの時計は進み続けます：おそらく時間切れ負けになります（R なら投了）。
game-leave-online-kept = ここまでの棋譜は「棋譜を開く・検討」に残ります。
game-leave-yes = y: やめる
game-leave-no = n: 続ける

## ステータスバーのお知らせ。

game-paused-note = 一時停止中：z で再開
game-not-your-hand = それは{ $owner }の持ち駒です。いまは{ $mover }の手番です
game-not-over-to-analyse = 対局はまだ終わっていません：終局後に A で解析できます
game-auto-flip-on = 手番側への自動反転：オン
game-auto-flip-off = 手番側への自動反転：オフ
game-over-take-back = { $refusal }（u で最後の手を戻せます）
game-in-check = { $side }に王手がかかっています
game-took-back = { $count }手戻しました（待った）
game-premove-kept = 先行入力しました：相手が指したらすぐに指します（Escで取り消し）
game-premove-resign-kept = 手番が来たらすぐに投了します：サーバーは手番の側からしか投了を受け付けません（Escで取り消し）
game-premove-cancelled = 先行入力を取り消しました
game-premove-illegal = 先行入力した手は今は指せません：{ $why }
game-premove-note = 先行入力 { $mv }（Escで取り消し）
game-premove-resign-note = 手番が来たら投了（Escで取り消し）
game-seconds-left = { $name }：残り{ $count }秒
game-pause-over = 対局は終わっています：止める時計はありません
game-pause-computer = コンピュータとの対局では一時停止できません
game-computers-playing = { $name }の手番です：コンピュータ同士の対局です（q で退出）
game-computer-to-move = { $name }の手番です：指すのを待つか、u で自分の手を戻せます
game-computer-resigns = { $name }が投了しました
game-computer-declares = { $name }が入玉宣言しました
game-computer-declared-foul = { $name }が入玉宣言しましたが、{ $rules }では認められません
game-hints-off = この対局ではヒントはオフです（メニュー：ヒント）
game-hint-over = 対局は終わっています（{ $result }）：ヒントはありません
game-hint-computer = { $name }の手番です：ヒントは人の手番のためのものです
game-hint-still-looking = ヒントを探しています…
game-hint-failed = ヒントなし：{ $why }
game-hint-thinking = ヒント：考え中…
game-hint-declare = ヒント：入玉宣言（D）
game-hint-move = ヒント：{ $mv }
game-hint-with-score = { $hint } · { $score }
game-viewing = { $last }手中{ $shown }手目を表示中
game-viewing-refusal = { $viewing }：] か End で現局面に戻ります
game-view-at-end = これが現局面です（[ でさかのぼる）
game-view-at-start = これが開始局面です
game-view-back = 現局面に戻りました
game-save-not-kept = この対局はディスクに保存されないため、保存できません
game-save-needs-name = 保存する名前を入力してください
game-saved-as = { $path } に保存しました
game-not-saved = 保存できませんでした：{ $why }

## 対局者：コンピュータの様子と、手番の担当についての確認。

game-seat-taken-over = これから{ $side }は{ $who }が指します
game-seat-others = b: 代わりに内蔵ボットが{ $side }を指す・h: 人が指す
game-seat-no = n: 退出（対局は保存されたまま）
game-consent-title = 保存された対局が指定するプログラムを実行しますか？
game-consent-engine = この対局では{ $side }をエンジンが指します：
game-consent-runs = 実行されるのは { $program }
game-consent-cannot-run = いまは実行できません：{ $why }
game-consent-only-if-you-agree = 同意したときだけ実行します。ファイルが変わらない限り、次からは尋ねません。
game-consent-nothing-runs = 同意しない限り何も実行しません。
game-consent-yes = y: 実行する
game-failed-title = { $side }のコンピュータが指していません
game-failed-kept = 対局はこのまま残ります。
game-failed-yes = y: もう一度試す
game-bad-move-time = 「{ $text }」は1手の時間として読めません：{ $lo }〜{ $hi }の秒数で（例：1、0.5）
game-seat-thinking = { $spin } { $name } 思考中…
game-seat-depth = {" "}深さ{ $depth }
game-seat-score = {" "}評価値 { $score }
game-seat-both = { $first }と{ $second }
game-seat-starting = { $spin } { $names }を起動中…
game-seat-to-move = { $name }の手番
game-seat-mate-in = { $count }手で詰み
game-seat-mated-in = { $count }手で詰まされる
game-seat-mate-line = 詰み（{ $count }手の手順。最短は未証明）
game-seat-mated-line = 詰まされる（{ $count }手の手順。最短は未証明）
game-seat-bot = ボット{ $number }（{ $name }）

## 対局の進行：接続、保存、実行の許可、ヒントのボット。

game-connection-lost = 接続が切れました：{ $why }
game-connection-lost-kept = 接続が切れました：{ $why }・ここまでの棋譜は「棋譜を開く・検討」に残ります
game-save-not-on-disk = この対局はディスクに保存されていません
game-trust-not-kept = { $program } をいま実行しますが、次回もまた尋ねます：{ $why }
game-hint-bot-not-started = ヒント用のボットを起動できませんでした
game-hint-bot-stopped = ヒント用のボットが止まりました
game-hint-no-move = ボットが勧める手を見つけられませんでした
