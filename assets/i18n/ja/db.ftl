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
db-error-too-many-games = { $path }: このデータベースに入る対局数の上限 ({ $most } 局) に達しました。ここまで取り込んだ対局は残っています。残りは --db FILE で別のデータベースに取り込んでください
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
db-explore-header = 指し手, 局数, 先手勝ち, 後手勝ち, 引き分け, 指した側の勝率, 平均レーティング, 最終対局日

## 含まれる対局。
db-dupes-contained = 対局 { $game } は対局 { $within } の途中までと同じです
db-dupes-same = 対局 { $game } は対局 { $within } と同じ指し手です (対局者か日付が違います)
db-dupes-none = ほかの対局に含まれる対局はありません

## The command line's help.
db-about = 棋譜データベース（SQLite）：棋譜を取り込み、対局者や局面で検索し、指された手を調べる
db-about-import = ファイルとフォルダ（中のフォルダも）から棋譜を取り込む：KIF、KI2、CSA（一つのファイルに複数局も）、SFEN/USI、BOD、保存した対局
db-about-search = 対局者、棋戦、日付、結果、手合割、手数、またはどの手順でも到達した局面で対局を探す
db-about-explore = データベースの中で、ある局面から指された手と、その局数・結果
db-about-dupes = 別の対局に含まれる対局（同じ開始局面で、もう一方の最初の手順と同じもの）
db-arg-paths = 棋譜ファイルとフォルダ（中のフォルダも読みます）
db-arg-db = データベースのファイル［既定：データフォルダの games.sqlite］
db-arg-search-player = この対局者の対局（先後どちらでも。棋譜に書かれた名前で）
db-arg-search-black = この対局者が先手の対局
db-arg-search-white = この対局者が後手の対局
db-arg-search-sfen = この局面（盤・持駒・手番）に、どの手順でも、索引のある手数までに到達した対局。初期局面は `startpos`
db-arg-search-event = 棋戦名にこの文字列を含む対局
db-arg-search-from = この日以降の対局（YYYY、YYYY-MM、YYYY-MM-DD）
db-arg-search-to = この日以前の対局（YYYY、YYYY-MM、YYYY-MM-DD）
db-arg-search-result = 先手勝ち、後手勝ち、引き分けの対局
db-arg-search-handicap = この手合割の対局（lance、bishop、rook、2-piece など）
db-arg-search-min-plies = N 手以上の対局
db-arg-search-max-plies = N 手以下の対局
db-arg-search-limit = 一覧にする最大の局数（数えるのは全局）
db-arg-search-json = JSON：{"{"}"count": N, "games": [{"{"}"id", "black", "white", "date", "event", "result", "plies", "ply", "source"{"}"}]{"}"}
db-arg-explore-sfen = 局面［既定：初期局面］。初期局面は `startpos`
db-arg-explore-player = この対局者の対局だけ（先後どちらでも。棋譜に書かれた名前で）
db-arg-explore-json = JSON：{"{"}"games": N, "moves": [{"{"}"usi", "games", "black_wins", "white_wins", "draws", "last_date", "average_rating"{"}"}]{"}"}
db-arg-dupes-json = JSON：{"{"}"contained": [{"{"}"game", "within", "same_moves"{"}"}]{"}"}

# データベースの対局を検討で開いたとき。
db-game-in-review = データベースの対局 { $id }
db-game-read-only = この対局はデータベースにあり、それだけのファイルはありません：S で新しいファイルに書き込めます
