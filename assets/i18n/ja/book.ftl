# 定跡ファイル（やねうら王形式）：定跡でないファイル、読めない行、`shogi-tui book` の表示。

## 定跡を読む。
book-problem-move-before-position = 局面の行（"sfen …"）より前に指し手の行があります
book-problem-bad-sfen = 局面の行が "sfen 盤面 手番 持ち駒 [手数]" になっていません：{ $why }
book-problem-few-columns = 指し手の行には指し手・予想手・評価値・深さの列が必要ですが、{ $found } 列しかありません
book-problem-bad-count = 出現数 { $text } が整数ではありません
book-problem-bad-move = 「{ $text }」はUSIの指し手（7g7f、8h2b+、P*5e など）ではありません
book-problem-too-many-moves = 1つの局面に指し手の行が { $limit } 行を超えてあります。合法手が { $limit } 手を超える局面はありません
book-problem-comment-too-long = コメントが { $limit } バイトを超えています。定跡のコメントとしては長すぎます
book-sfen-field-count = 盤面・手番・持ち駒（と手数）が必要です
book-sfen-board = 盤面が駒と数字の9段になっていません
book-sfen-turn = 手番が b でも w でもありません
book-sfen-hand = 持ち駒が駒と枚数、または - になっていません
book-sfen-ply = 手数が整数ではありません
book-empty = { $file }：空のファイルです。やねうら王形式の定跡ではありません
book-wrong-header = { $file }：やねうら王形式の定跡ではありません。1行目が「{ $first }」です（定跡は「{ $header }」で始まります）
book-malformed = { $file }：{ $line }行目：{ $problem }
book-truncated = { $file }：最後の{ $line }行目が途中で切れています。ファイルが途中までしかありません
book-line-too-long = { $file }：{ $line }行目が { $limit } バイトを超えています。定跡の行としては長すぎます
book-changed = { $file }：開いた後に定跡ファイルが変わりました。開き直してください
book-bad-key = 局面ではありません：「{ $key }」：{ $why }
book-same-book-twice = { $first } と { $second } は同じファイルです。自分自身と統合すると出現数がすべて2倍になります。定跡はそれぞれ1回だけ指定してください

## shogi-tui book
book-cli-skipped = 飛ばしました：{ $why }
book-cli-no-games = 読める棋譜がありません。何も書いていません
book-cli-built = { $games } 局を読み（{ $skipped } 件は飛ばしました）、{ $positions } 局面・{ $moves } 手を { $path } に書きました
book-cli-no-builtin = このプログラムに内蔵の定跡を読めませんでした
book-cli-clamped = 注意：{ $book }：{ $line }行目をはじめ { $lines } 行の指し手の評価値か深さが扱える範囲（±2147483647）を超えているため、範囲内のいちばん近い値として読みました
book-cli-no-moves = 読み飛ばしました：{ $path } には指し手がありません
book-cli-show-title = { $book }：{ $sfen }
book-cli-show-none = この局面の定跡手はありません。
book-cli-show-figures = 局数：定跡の元の棋譜のうち、この局面でこの手が指された局数。勝ち・負け・引き分け：その局の、この手を指した側から見た結果。
book-cli-show-builtin = 内蔵の定跡は、GPSShogi（フリーの将棋エンジン。探索深さ4・1手0.3秒）がこのプロジェクトの機械で自分自身と指した { $games } 局から作りました：各局の最初の32手のうち、2局以上で指された手だけです。序盤の手はGPSShogi自身の定跡が選んでいます。ですから勝ち負けの数は、ひとつのエンジンが両側を持った少数の対局の結果であり、手の良し悪しを示すものではありません（負けの多い手は、同じエンジン同士のその対局で負けたということです）。
book-cli-not-playable = （この局面では指せない手）
book-cli-col-move = 指し手
book-cli-col-games = 局数
book-cli-col-wins = 勝ち
book-cli-col-losses = 負け
book-cli-col-draws = 引き分け
book-cli-col-value = 評価値
book-cli-col-depth = 深さ
book-cli-col-comment = コメント
book-cli-merged = { $books } 冊の定跡をまとめ、{ $positions } 局面・{ $moves } 手を { $path } に書きました
book-cli-no-move = 指し手がありません
book-cli-illegal-move = { $text } はこの局面では指せません：{ $why }
book-cli-added = { $text } を { $path } に入れました
book-cli-not-in-book = { $path } にその局面・指し手はありません。何も変えていません
book-cli-removed = { $path } から消しました
book-cli-stats =
    { $book }
    局面数：{ $positions }
    指し手数：{ $moves }
    大きさ：{ $bytes } バイト
    並び：{ $order }
    開くのにかかった時間：{ $ms } ミリ秒
book-cli-sorted = 局面順（ファイルを二分探索して引きます）
book-cli-unsorted = 局面順ではありません（メモリ上の { $table } バイトの表で引きます）

## shogi-tui book --help
book-about = 定跡ファイル（やねうら王形式）：棋譜から作る、見る、まとめる、編集する、統計を見る
book-about-build = 棋譜（.kif .ki2 .csa .ron など、その入ったフォルダ）から定跡を作る
book-about-show = 定跡にある局面の指し手を一覧する（既定は初期局面）
book-about-merge = 定跡をまとめる：局数と勝敗は足し、評価値は深い方の行を残す
book-about-add = 定跡の局面に指し手を加える、またはその評価値・深さ・局数・コメントを変える
book-about-remove = 定跡から指し手、または局面ごと消す
book-about-stats = 定跡の大きさ、局面順かどうか、開くのにかかる時間を表示する
book-arg-records = 読む棋譜と、棋譜を探すフォルダ
book-arg-out = 書く定跡ファイル
book-arg-plies = 各対局の最初の N 手だけを使う
book-arg-min-count = K 局未満でしか指されていない手は入れない
book-arg-force = FILE があれば置き換える
book-arg-read = 読む定跡ファイル
book-arg-show-sfen = 局面（SFEN）［既定：初期局面］
book-arg-show-moves = 先にその局面から指す手（USI）
book-arg-show-json = JSON で出力する：{"{"}"sfen", "moves": [{"{"}"usi", "count", "wins", "losses", "draws", "value"{"}"}]{"}"}
book-arg-books = まとめる定跡ファイル（同じ深さなら先のものを優先）
book-arg-change = 変える定跡ファイル
book-arg-sfen = 局面（SFEN）
book-arg-move = 指し手（USI）
book-arg-value = 評価値（センチポーン、手番側から見て）
book-arg-depth = 評価値を出した探索の深さ
book-arg-count = 指された回数［新しい手の既定：1］
book-arg-comment = 指し手へのコメント
book-arg-remove-move = この指し手だけ［既定：局面ごと］
book-arg-json = JSON で出力する

# issue 75: book show reads the built-in book without FILE
book-arg-show-file = 読む定跡ファイル［既定：プログラムに組み込みの定跡］
