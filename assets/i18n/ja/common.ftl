# どの画面でも使う言葉。

common-moves = { $count }手
