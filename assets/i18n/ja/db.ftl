# 棋譜データベース (shogi-tui db): ファイルの問題、取り込みの進み具合と
# まとめ、検索、エクスプローラー、ほかの対局に含まれる対局。

## データベースのファイル。
db-error-not-sqlite = { $path }: 棋譜データベースではありません (SQLite のファイルではありません。何も書き込んでいません)
db-error-damaged = { $path }: データベースが途中で切れているか壊れています。写しから戻すか、--db FILE で新しいデータベースに取り込んでください
db-error-missing = { $path }: まだ棋譜データベースがありません。先に取り込んでください: shogi-tui db import フォルダー
db-error-old = { $path }: 古い版で作られたデータベースです (スキーマ { $found })。一度取り込むと新しい形になります
db-error-read-only = { $path }: データベースは読み取り専用です。書き込めるようにするか、--db FILE でほかのデータベースに取り込んでください
db-error-newer = { $path }: 新しい版の shogi-tui で作られたデータベースです (スキーマ { $found }、この版は { $known } まで)。新しい版を使ってください
db-error-not-regular = { $path }: 通常のファイルではありません (フォルダー、デバイス、パイプ)。データベースのファイルを指定してください
db-error-busy = { $path }: ほかのプログラムが長くデータベースを使っています。終わってからもう一度試してください
db-error-full = { $path }: ディスクがいっぱいです。ここまで取り込んだ対局は残っています。空きを作ってもう一度取り込んでください
db-error-other = { $path }: { $why }

## 取り込み。
db-refused-bad-move = { $ply }手目 ({ $text }) が指せません: { $why }
db-refused-no-moves = 指し手のない棋譜です
db-import-bar = { $bar } { $pos }/{ $len } ファイル、残り { $eta }
db-import-waiting = { $path }: ほかのプログラムがこのデータベースに取り込み中です。終わるのを待っています…
db-import-refused = 取り込めません: { $why }
db-import-refused-game = 取り込めません: { $file } の { $game } 局目: { $why }
db-import-refused-file = 取り込めません: { $file }: { $why }
db-import-unlisted = { $path }: フォルダーを読めません: { $why }
db-import-summary = 取り込み { $imported } 局、登録済み { $already } 局、取り込めず { $refused } 局 ({ $files } ファイル) : { $path }

## 検索。
db-bad-date = 「{ $value }」は日付ではありません。YYYY、YYYY-MM、YYYY-MM-DD と書いてください
db-search-count = { $count } 局
db-search-listed = (最初の { $listed } 局を表示。--limit N でもっと表示します)
db-search-header = 番号, 日付, 先手, 後手, 結果, 手数, 棋戦
db-search-header-ply = 番号, 日付, 先手, 後手, 結果, 手数, 局面の手数, 棋戦
db-result-black = 先手勝ち
db-result-white = 後手勝ち
db-result-draw = 引き分け
db-result-none = —

## エクスプローラー。
db-explore-games = この局面になった対局 { $games } 局
db-explore-header = 指し手, 局数, 先手勝ち, 後手勝ち, 引き分け, 指した側の勝率

## 含まれる対局。
db-dupes-contained = 対局 { $game } は対局 { $within } の途中までと同じです
db-dupes-same = 対局 { $game } は対局 { $within } と同じ指し手です (対局者か日付が違います)
db-dupes-none = ほかの対局に含まれる対局はありません
