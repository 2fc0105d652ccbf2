# どの画面でも使う言葉。

common-moves = { $count }手

## 先手・後手の呼び名。

common-black = 先手
common-white = 後手
# 駒落ちでは、駒を落として先に指す側が上手、もう一方が下手。
common-black-handicap = 下手
common-white-handicap = 上手

## 駒の名前（文の中で使う）。

common-piece-pawn = 歩
common-piece-lance = 香
common-piece-knight = 桂
common-piece-silver = 銀
common-piece-gold = 金
common-piece-bishop = 角
common-piece-rook = 飛
common-piece-king = 玉
common-piece-tokin = と
common-piece-promoted-lance = 成香
common-piece-promoted-knight = 成桂
common-piece-promoted-silver = 成銀
common-piece-horse = 馬
common-piece-dragon = 龍

## 指せない手の理由（マスは「７六」のように書く）。

common-illegal-no-piece = { $from }に駒がありません
common-illegal-not-your-piece = { $from }の駒は{ $owner }の駒です。いまは{ $mover }の手番です
common-illegal-cannot-move-so = { $from }の{ $kind }は{ $to }へは動けません
common-illegal-path-blocked = { $from }の{ $kind }は{ $to }へ行けません：{ $blocker }でふさがっています
common-illegal-own-piece-there = { $to }には自分の{ $kind }があります
common-illegal-leaves-king-in-check = { $mv }を指すと{ $mover }の玉が取られてしまいます（自玉への王手）
common-illegal-ignores-check = 王手放置です：{ $mover }は王手をかけられていて、{ $mv }では防げません
common-illegal-must-promote = 行き所のない駒です：{ $to }の{ $kind }はそれ以上動けないので成らなければなりません
common-illegal-outside-zone = 成れません：{ $from }も{ $to }も敵陣の外です
common-illegal-never-promotes = 成れません：{ $kind }は成れない駒です
common-illegal-already-promoted = 成れません：{ $from }の{ $kind }はすでに成っています
common-illegal-not-in-hand = { $mover }の持ち駒に{ $kind }はありません
common-illegal-drop-on-occupied = { $to }には駒があるので打てません
common-illegal-dead-square = 行き所のない駒です：{ $to }に打った{ $kind }は二度と動けません
common-illegal-nifu = 二歩です：{ $mover }はすでに{ $file }筋に歩があります
common-illegal-uchifuzume = 打ち歩詰めです：{ $to }に歩を打つと詰みになります

## 入力された指し手が読めない理由。

common-notation-wrong-side = いまは{ $to_move }の手番ですが、「{ $text }」は{ $marked }の手です
common-notation-no-previous-move = 「同」は直前の手がないと使えません

## 駒の周りの言葉（自前の言葉を持たない駒の表示＝洋式のとき）。

common-hand-empty = なし
common-clock-byoyomi = 秒読み
common-clock-time-up = 時間切れ

## 評価値を言葉で：どちらがどれだけ良いか（段階は src/analysis/standing.rs）。

common-standing-even = 互角
common-standing-slight = { $side }やや有利
common-standing-better = { $side }有利
common-standing-much-better = { $side }優勢
common-standing-winning = { $side }勝勢
common-score = { $score }（{ $standing }）
common-score-mate = { $side }の{ $moves }手詰
common-score-mate-line = { $side }の詰み（{ $moves }手の手順。最短・最長は未証明）
