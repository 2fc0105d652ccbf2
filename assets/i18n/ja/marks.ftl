# 検討中の盤に描く印（lishogi と同じ丸と矢印）：ヘルプのキーとステータス行の言葉。

marks-key-draw = 印：丸または矢印の終点（緑・赤・青・黄）
marks-key-arrow-from = ここから矢印を始める（もう一度で取消）
marks-key-clear = この局面の印をすべて消す
marks-key-mouse = 右クリックで丸、ドラッグで矢印
marks-key-bar = 1-4 *:印
marks-mouse-right = 右ボタン

marks-started = { $from }から矢印：終点で 1 2 3 4 を押すとその色で描く
marks-after-game = 印は対局の終了後に描ける（または検討で）
marks-dropped = 矢印を取り消した
marks-added = 印を付けた
marks-removed = 印を消した
marks-recoloured = 印の色を変えた
marks-cleared = この局面の印をすべて消した
marks-none = 消す印がない
marks-full = 一つの局面に付けられる印は{ $max }個まで

marks-key-engine = 検討モード：エンジンの最善手を矢印で表示／非表示
marks-engine-on = エンジンの最善手を矢印で表示（x で消す）
marks-engine-off = エンジンの矢印を消した
marks-engine-when-research = エンジンの矢印は検討モード（r）の間か、棋譜を解析した（a）あとに表示される
