# `shogi-tui export`：棋譜の一局面を局面図にする（SVG・PNG の画像、または
# BOD のテキスト）。

## ヘルプ。
export-about = 棋譜の一局面を局面図として書き出す：SVG・PNG の画像、または BOD のテキスト
export-arg-record = 読む棋譜（.ron .kif .kifu .ki2 .csa .usi .sfen .bod）
export-arg-ply = 本譜の N 手目の局面［既定：最終局面］
export-arg-svg = 局面図を SVG 画像として FILE に書く
export-arg-png = 局面図を PNG 画像として FILE に書く
export-arg-size = PNG の幅（ピクセル、64〜4096）。高さは縦横比で決まる
export-arg-bod = 局面を BOD 形式のテキスト図（KIF の盤面図）として FILE に書く
export-arg-names = 画像の先手・後手の横に対局者名を書く
export-arg-no-move-number = 手数を書かない（BOD では最終手の行も書かない）
export-arg-force = 既にある出力ファイルを置き換える

## 拒否。
export-error-ply = { $path } は { $moves } 手まで：--ply は 0 から { $moves } まで（{ $ply } ではなく）
export-error-same-output = 二つの出力が同じファイルを指している：{ $path }
export-error-draw = 局面図を描けなかった：{ $why }
export-names-not-drawn = 注意：{ $path }：PNG では名前の文字「{ $chars }」を描けませんでした（PNG に入れている字形は図面で使う文字とASCIIだけです）。SVG（--svg）なら閲覧するソフトのフォントで名前がすべて表示されます。
