# 入力した指し手・棋譜の指し手が読めない理由。マスと候補は入力された表記のまま。

moves-not-a-move = 「{ $text }」は指し手として読めません：{ $why }
moves-piece = 駒
moves-or = 、
moves-same-square-mismatch = 「{ $written }同」とありますが、直前の手は{ $previous }への手です
moves-same-square-no-previous = 「{ $written }同」とありますが、直前の手がありません
moves-no-piece = { $to }に動ける{ $piece }はありません
moves-no-match = 「{ $words }」で{ $to }に動ける{ $piece }はありません
moves-ambiguous-board-and-hand = どの手か決まりません：盤上の{ $kind }も持ち駒の{ $kind }も{ $to }に行けます。どちらか書いてください（{ $options }）
moves-ambiguous-add-origin = どの手か決まりません：{ $to }に動ける{ $kind }が{ $count }枚あります。移動元を書いてください（{ $options }）
moves-ambiguous-add-words = どの手か決まりません：{ $to }に動ける{ $kind }が{ $count }枚あります。右・左・直・上・引・寄を付けてください（{ $options }）
moves-promotion-unspecified = { $piece }が成るかどうか書いてください：{ $promote }（成）か { $decline }（不成）
moves-nothing-to-decline = 成れない手なので不成は付けられません（{ $why }）。{ $plain } と書いてください
moves-drop-never-promotes = { $to }に行けるのは持ち駒の{ $piece }だけで、打った駒は成れません。{ $drop } と書いてください
moves-wrong-piece = { $at }の駒は{ $found }で、{ $named }ではありません
moves-cannot-drop = { $piece }は打てません：持ち駒になるのは歩・香・桂・銀・金・角・飛だけです

## 指し手の書き方の誤り。
moves-unreadable-nothing = 何も書かれていません
moves-unreadable-japanese-square = ７六や同のようなマスが必要です
moves-unreadable-japanese-piece = 歩、金、成銀のような駒の名前が必要です
moves-unreadable-too-many-words = 右・左・直から一つ、上・引・寄から一つまでです
moves-unreadable-origin = 移動元は (77) のように書きます
moves-unreadable-trailing = 指し手の後に余分な「{ $rest }」があります
moves-unreadable-drop-with-words = 打は持ち駒から打つ手です：右・左・直・上・引・寄や移動元は付けられません
moves-unreadable-not-ascii = 西洋式の表記は P-7f や P-76 のように英字と数字で書きます
moves-unreadable-piece-letter = 駒の文字は P L N S G B R K のどれかです
moves-unreadable-never-promotes = { $kind }は成れないので、+{ $letter } という駒はありません
moves-unreadable-letter-after-plus = + の後に駒の文字が必要です
moves-unreadable-western-square = 7f や 76 のようなマスが必要です（筋は1〜9、段は a〜i か 1〜9）
moves-unreadable-drop-marked = 打つ手（*）には移動元も成もありません
moves-unreadable-piece-first = P-7f や P-76 のように駒の文字から書いてください
moves-unreadable-unmatched = 指し手を特定できませんでした
