# 盤で見る棋譜DB (検討の「棋譜DB」タブ、局面編集と終局後の重ね表示):
# 棋譜データベースでその局面から指された手、その局面を通った対局、絞り込み。

## 欄と重ね表示。
explorer-title = 棋譜DB
explorer-tab-book = 定跡
explorer-tab-games = 棋譜DB
explorer-no-database = 棋譜データベースがありません。作るには: shogi-tui db import フォルダー
explorer-no-games-yet = まだ棋譜がありません。取り込むには: shogi-tui db import フォルダー
explorer-waiting = データベースを調べています…
explorer-no-thread = 調べる処理を始められませんでした (スレッドを作れません)。もう一度試してください
explorer-games-here = この局面になった対局: { $games } 局
explorer-no-moves = これらの対局では、ここから指された手はありません。
explorer-no-move = ここで指せる手がありません。
explorer-filter-none = すべての対局 (L: 一覧 · O: 自分の対局 · /: 対局者 · T: 期間)
explorer-filter-mine = 自分の対局
explorer-filter-player = 対局者 { $name }
explorer-filter-dates = 期間 { $dates }
explorer-no-names = 自分の名前が設定されていません。メニューの「自分の名前」で設定してください
explorer-games-short = { $games } 局
explorer-filter-none-short = すべての対局
explorer-head-games-short = 局
explorer-detail = 最終 { $date } · { $black }/{ $white }/{ $draws } · レート { $rating }
explorer-head-move = 指し手
explorer-head-games = 局数
explorer-head-score = 勝率
explorer-head-results = 先/後/分
explorer-head-date = 最終日
explorer-head-rating = レート

## 入力する絞り込み。
explorer-prompt-player = 対局者 (先後どちらでも、棋譜の表記どおり。空: 全員) · Enter
explorer-prompt-dates = 期間: 開始..終了 (2020..2024-06、2021..、..2019。空: 全期間) · Enter
explorer-bad-date = 「{ $date }」は日付ではありません。YYYY、YYYY-MM、YYYY-MM-DD で、期間は 開始..終了 で書いてください

## その局面を通った対局。
explorer-games-title = この局面を通った対局: { $count } 局 (先頭 { $listed } 局) · Enter: 開く · Esc: 閉じる
explorer-games-title-none = この局面を通った対局
explorer-no-games-listed = この局面になった対局はありません。
explorer-result-black = 先手勝ち
explorer-result-white = 後手勝ち
explorer-result-draw = 引き分け
explorer-plies = { $plies } 手
explorer-at-ply = { $ply } 手目でこの局面
explorer-game-gone = 対局 { $id } はもうデータベースにありません (一覧のあとで削除されました)。

## キー: ヘルプとキー案内。
explorer-keys-show = 棋譜DB：この局面から指された手
explorer-keys-games = この局面を通った対局の一覧（Enter で開く）
explorer-keys-mine = 棋譜DB：自分の対局だけ（切り替え）
explorer-keys-player = 棋譜DB：一人の対局者の対局だけ（入力）
explorer-keys-dates = 棋譜DB：期間で絞る（開始..終了）
explorer-keys-rows = 棋譜DBタブ表示中：手を選び Enter で指す
explorer-keys-close = エクスプローラーを閉じる
explorer-key-show = d:棋譜DB
explorer-key-rows = ↑↓ Enter:指す
explorer-key-list = L:対局一覧
explorer-key-filters = O / T:絞り込み
explorer-key-close = Esc:閉じる
explorer-key-rows-review = ↑↓ Enter:検討で指す
explorer-key-book = d:定跡

## ほかの盤。
explorer-doing-look = 棋譜DBで調べる
explorer-game-not-over = 棋譜DBは対局が終わってから開けます。
