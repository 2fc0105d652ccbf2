# 棋譜データベースの一覧ページと、終局した対局の自動追加。

games-menu-row = 棋譜データベース
games-title = 棋譜データベース · { $count } 局 · { $sort }順 { $arrow }
games-filters = 対局者: { $player } · 棋戦: { $event } · 開始日: { $from } · 終了日: { $to } · 結果: { $result }
games-filter-any = 指定なし
games-marked = { $count } 局を選択中
games-col-date = 日付
games-col-black = ☗ 先手
games-col-white = ☖ 後手
games-col-result = 結果
games-col-plies = 手数
games-col-event = 棋戦
games-result-black = 先手勝
games-result-white = 後手勝
games-result-draw = 引分
games-result-none = —
games-sort-date = 日付
games-sort-players = 対局者
games-sort-plies = 手数
games-sort-import = 登録
games-reading = 読み込み中…
games-empty = データベースにはまだ棋譜がありません。
games-none-match = 条件に合う棋譜がありません（c で条件を消去）。
games-how-to-import = 棋譜の追加: shogi-tui db import フォルダ（どの形式の棋譜も可、フォルダは中まで読みます）
games-no-database = この実行では棋譜データベースを使いません（ディスクに何も保存しません）。
games-gone = その棋譜はもうデータベースにありません（削除されました）。
games-hint = Enter 開く · Space 選択 · p 対局者 · v 棋戦 · < > 日付 · r 結果 · s/S 並べ替え · e/E 書き出し · d 削除 · ? キー · q 戻る
games-work-failed = データベースを読めませんでした（処理が途中で止まりました）。もう一度お試しください。

## 絞り込み。
games-prompt-player = 対局者名の一部（空欄: すべて） · Enter · Esc
games-prompt-event = 棋戦名の一部（空欄: すべて） · Enter · Esc
games-prompt-from = 開始日: 2024、2024-03、2024-03-05（空欄: 制限なし） · Enter · Esc
games-prompt-to = 終了日: 2024、2024-03、2024-03-05（空欄: 制限なし） · Enter · Esc
games-filter-too-long = 条件は { $most } 文字までです。
games-filter-control = 条件に制御文字は使えません。
games-filter-bad-date = 「{ $typed }」は日付ではありません。年（2024）、月（2024-03）、日（2024-03-05）で入力してください。

## 選択、書き出し、削除。
games-too-many-marked = 一度に選択できるのは { $most } 局までです。
games-none-chosen = 棋譜が選ばれていません。棋譜に移動するか、Space で選択してください。
games-prompt-export-kif = { $count } 局を KIF ファイル（1 局 1 ファイル）で書き出すフォルダ · Enter · Esc
games-prompt-export-csa = CSA ファイル（1 局 1 ファイル）のフォルダ、または { $count } 局をまとめる FILE.csa · Enter · Esc
games-export-no-path = 書き出し先を入力してください。
games-export-one-file-csa = KIF ファイルには 1 局しか入りません。フォルダを入力してください（まとめて 1 ファイルにするには E で CSA）。
games-exporting = { $count } 局を書き出し中…
games-exported = { $count } 局を { $path } に書き出しました
games-export-gone = { $count } 局はもうデータベースにありません
games-export-refused = { $count } 局は書き出せませんでした: { $why }
games-delete-title = データベースから削除
games-delete-question = { $count } 局をデータベースから削除しますか？ 元の棋譜ファイルはそのままです。
games-delete-yes = 削除
games-delete-no = 残す
games-deleting = { $count } 局を削除中…
games-deleted = { $count } 局をデータベースから削除しました。

## キー一覧。
games-key-move = 一覧を移動
games-key-page = 1 画面上下、最初または最後の棋譜
games-key-open = 棋譜を検討画面で開く
games-key-mark = 棋譜を選択・解除（u: すべて解除）
games-key-filter-text = 対局者または棋戦で絞り込み（名前の一部）
games-key-filter-dates = 開始日・終了日で絞り込み
games-key-result = 結果で絞り込み: すべて、先手勝、後手勝、引分
games-key-clear = 条件をすべて消去
games-key-sort = 日付・対局者・手数・登録順で並べ替え（S で逆順）
games-key-export = 選択した棋譜を書き出し: KIF ファイル、または CSA（FILE.csa で 1 ファイル）
games-key-delete = 選択した棋譜をデータベースから削除（確認あり）
games-key-leave = メニューに戻る

## 終局した対局の自動追加。
games-not-imported = 保存しましたが、棋譜データベースには追加できませんでした: { $why }
games-import-lost = 追加の処理が途中で止まりました
