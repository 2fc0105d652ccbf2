# 貼り付け：端末で貼り付けた棋譜や局面（ブラケットペースト）を検討で開く、
# または局面編集に読み込む。

## 貼り付けが開けない理由。
paste-too-large = 貼り付けた文字列は読みません：{ $size } バイトあり、{ $limit } を超える棋譜は読みません
paste-not-a-record = 貼り付けた文字列は棋譜ではありません（KIF・KI2・CSA・SFEN・USI・BOD）
paste-bad-record = 貼り付けた文字列は{ $format }の棋譜として読めません：{ $error }

## 貼り付けた棋譜の検討。
paste-source = 貼り付けた棋譜
paste-opened = 貼り付けた{ $format }の棋譜、{ $moves }：S でファイルに書き込めます
paste-opened-position = 貼り付けた局面（{ $format }）：S でファイルに書き込めます
paste-in-no-file = 貼り付けた棋譜はまだファイルにありません：S で新しいファイルに書き込めます
paste-replace-title = 貼り付けた棋譜を開きますか？
paste-replace-question = 書き込まずに貼り付けた棋譜を開きますか？（{ $how }）
paste-key-open-yes = y: 開く
paste-kept = 貼り付けた棋譜は開きませんでした：変更は残っています
