# 局面編集：右の欄、ステータス行、入力欄、局面が規則に合わない理由。

editor-pane-title = 局面編集
editor-welcome = ?でキー一覧 · K R B G S N L P: 先手の駒、k r b g s n l p: 後手の駒
editor-playable = 対局を始められる局面
editor-mate-problem = 詰将棋として正しい局面（対局には双方の玉が必要）
editor-new-game-title = 局面編集で作った局面から
editor-play-from-about = この局面から新しい対局（{ $mark }{ $side }の手番）。

## ステータス行のキー

editor-key-help = ?:キー一覧
editor-key-pieces = KRBGSNLP/krbgsnlp:駒
editor-key-remove = x:消す
editor-key-promote = +:成/不成
editor-key-turn = Tab:手番
editor-key-paste = :SFEN/BOD入力
editor-key-mate = M:詰み探索
editor-key-tsume = T:詰将棋
editor-key-review = Enter:検討
editor-key-play = v:対局
editor-key-save = W:保存
editor-key-copy = y:コピー
editor-key-leave = Esc:終了
editor-key-read = Enter: 読み込む
editor-key-put-back = Esc: 元に戻す
editor-key-save-enter = Enter: 保存
editor-key-cancel = Esc: 取り消し
editor-key-replace = y: 置き換える
editor-key-replace-yes = y: 置き換える
editor-key-replace-no = n: 別の名前

## 駒と升目

editor-piece-pawn = 歩
editor-piece-lance = 香
editor-piece-knight = 桂
editor-piece-silver = 銀
editor-piece-gold = 金
editor-piece-bishop = 角
editor-piece-rook = 飛
editor-piece-king = 玉
editor-piece-tokin = と
editor-piece-promoted-lance = 成香
editor-piece-promoted-knight = 成桂
editor-piece-promoted-silver = 成銀
editor-piece-horse = 馬
editor-piece-dragon = 龍
# 棋譜の書き方で：５五。
editor-square = { $file ->
    [1] １
    [2] ２
    [3] ３
    [4] ４
    [5] ５
    [6] ６
    [7] ７
    [8] ８
   *[9] ９
}{ $rank ->
    [1] 一
    [2] 二
    [3] 三
    [4] 四
    [5] 五
    [6] 六
    [7] 七
    [8] 八
   *[9] 九
}

## 編集

editor-cleared = 盤と持ち駒を空にしました
editor-start-position = 平手の初期局面
editor-handicap = { $japanese }（もう一度aで次の手合割）
editor-rest-to-defender = { $mark }{ $side }の持ち駒: 残り全部
editor-king-in-the-way = そこには玉があります: 先にxで取り除いてください
editor-king-not-in-hand = 玉は持ち駒にできません
editor-promote-needs-piece = 成らせるには、カーソルを盤上の駒に合わせてください
editor-does-not-promote = { $piece }は成れません
editor-flip-needs-piece = 先後を変えるには、カーソルを盤上の駒に合わせてください
editor-to-hand-needs-piece = 持ち駒にするには、カーソルを盤上の駒に合わせてください
editor-holding-square = { $square }の駒を持っています: Spaceで置く
editor-holding-hand = { $mark }{ $side }の持ち駒の{ $piece }を持っています: Spaceで置く

## 局面が規則に合わない理由

editor-too-many-pieces = 盤上と持ち駒に{ $piece }が{ $found }枚あります（成駒を含む）: 一組に{ $max }枚しかありません
editor-too-many-kings = { $mark }{ $side }の玉が{ $found }枚あります: 玉は各1枚までです
editor-dead-piece = 行き所のない駒: { $mark }{ $side }の{ $square }{ $piece }は動けません（{ $why }）
editor-dead-knight = 桂は奥の2段に置けません
editor-dead-pawn-lance = 歩と香は最奥の段に置けません
editor-nifu = { $mark }{ $side }の歩が{ $file }筋に2枚あります: 二歩です
editor-king-capturable = { $victim_mark }{ $victim }の玉に王手がかかったまま{ $mover_mark }{ $mover }の手番です: 手番でない側に王手はかけられません（Tabで手番を変更）
editor-move-number-zero = 手数は1以上にしてください
editor-cannot = { $to }ことはできません: { $why }
editor-doing-review = 検討で開く
editor-doing-play = この局面から対局する
editor-doing-solve = 詰み探索する
editor-doing-tsume = 詰将棋として開く
editor-doing-save = 保存する
editor-no-legal-move = 手番側に指せる手がありません: 対局できません

## 入力（:）と保存（W）

editor-paste-prompt = SFENまたはBOD局面図 — Enterで読み込み、Escで元に戻す
editor-paste-more = 局面図: { $lines }行 — 空行でEnterを押すと終了
editor-bad-sfen = そのSFENは読めません: { $why }
editor-sfen-read = SFENの局面を盤に置きました
editor-diagram-read = 局面図を盤に置きました
editor-no-diagram = 局面図を読めませんでした: BOD（KIFの局面図）かSFENを貼り付けてください
editor-diagram-so-far = 局面図を読み込み中（{ $lines }行）; 空行でEnterを押すと終了
editor-diagram-partial = 局面図の{ $lines }行を読み込み; 空行でEnterを押すと終了
editor-save-prompt = 保存先（.kif .csa .sfen） — Enterで保存、Escで取り消し
editor-save-needs-name = ファイル名を入力してください: .kif、.csa、.sfen
editor-saved = { $path }に保存しました
editor-replace-title = ファイルを置き換えますか？
editor-replace-exists = { $path }はすでにあります。
editor-leave-title = 局面編集を終えますか？
editor-leave-lost = ここで作った局面は保存されていません（W で保存）。
editor-key-leave-yes = y: 終える
editor-key-leave-no = n: 続ける

## 詰み探索（M）

editor-mate-idle = M: 手番側に詰みがあるか探索
editor-mate-solving = 詰み探索中…（Escで中止）
editor-mate-in = { $moves }手詰:
editor-mate-found = { $moves }手詰（もう一度 M で手順、T で自分で解く）
editor-mate-line = 詰み（{ $moves }手の手順。最短・最長は未証明）:
editor-mate-line-found = 詰み（{ $moves }手の手順。最短・最長は未証明。もう一度 M で手順、T で自分で解く）
editor-tsume-waiting = 詰みを探しています: 証明できたら詰将棋として開きます
editor-no-mate = 不詰
editor-mate-stopped = 探索を中止しました: Mで再探索
editor-mate-too-deep = 不明: { $plies }手以内に詰みなし（それより長い手順は未探索）
editor-mate-unknown = 制限時間（{ $seconds }秒）内に結論が出ません: 詰みは見つからず、不詰も証明できません
editor-solver-failed = 詰み探索が失敗しました
