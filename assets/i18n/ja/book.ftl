# 定跡ファイル（やねうら王形式）：定跡でないファイル、読めない行、`shogi-tui book` の表示。

## 定跡を読む。
book-problem-move-before-position = 局面の行（"sfen …"）より前に指し手の行があります
book-problem-bad-sfen = 局面の行が "sfen 盤面 手番 持ち駒 [手数]" になっていません：{ $why }
book-problem-few-columns = 指し手の行には指し手・予想手・評価値・深さの列が必要ですが、{ $found } 列しかありません
book-problem-bad-count = 出現数 { $text } が整数ではありません
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
