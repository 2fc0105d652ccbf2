# メインメニュー：項目、選択肢、入力欄。

menu-row-continue = 続きから
menu-row-new-game = 新しい対局を始める
menu-row-black = ☗ 先手
menu-row-black-name = {"  "}先手の名前
menu-row-white = ☖ 後手
menu-row-white-name = {"  "}後手の名前
menu-row-rules = 持将棋の規則
menu-row-handicap = 手合割
menu-row-move-limit = 手数制限
menu-row-clock = 持ち時間
menu-row-move-time = コンピュータの時間
menu-row-sound = 音
menu-row-count-voice = {"  "}秒読み
menu-row-piece-sounds = {"  "}駒音
menu-row-theme = 配色
menu-row-language = Language / 言語
menu-row-glyphs = 駒の表示
menu-row-auto-flip = 手番側へ盤を自動反転
menu-row-hints = ヒント（対局中 H）
menu-row-puzzles = 詰将棋
menu-row-editor = 局面編集
menu-row-load = 棋譜を開く・検討
menu-row-online = オンライン対局（CSAサーバ）
menu-row-lishogi = lishogiで対局
menu-row-engine-match = 連続対局（エンジン同士）
menu-row-help = ヘルプ
menu-row-quit = 終了

menu-off = オフ
menu-on = オン
menu-count-japanese = 日本語の声
menu-count-english = 英語の声 English
menu-count-bell = 端末のベル
menu-seconds-per-move = 1手{ $seconds }秒
# 持ち時間を選んだとき、COMの思考時間の後に：COMの考える時間はこの行でなく持ち時間で決まる。
menu-move-time-clock-decides = — 持ち時間に従う
menu-even-game = 平手
menu-handicap = { $japanese }
menu-untimed = 時間無制限
menu-custom-clock = 自分で指定…
menu-no-move-limit = なし
menu-glyphs-kanji = 漢字 歩
menu-glyphs-western = 英字 P
menu-theme-dark = ダーク
menu-theme-light = ライト

menu-hint-engine-command = エンジンのコマンドを入力 · Enter 決定 · Esc 取消
menu-hint-clock = 例 10m+30s, 0+30s, 5m+10s/move, 3m · Enter · Esc 取消
menu-hint-name = 名前を入力（空欄で既定） · Enter 決定 · Esc 取消
menu-hint-rows = ↑↓ 選ぶ · ←→ 変える · Enter 決定 · q 終了
menu-engine-not-typed = { $side }のエンジンのコマンドがまだ入力されていません：その行で Enter を押してください
menu-clock-not-typed = 持ち時間の指定がまだ入力されていません：その行で Enter を押してください
menu-row-book = 定跡（棋譜検討）
menu-book-builtin = 内蔵
menu-book-type-path = ファイル…（Enter でパスを入力）
menu-book-no-path = やねうら王形式の定跡ファイル（.db）のパスを入力してください
menu-hint-book-file = 定跡ファイルのパス（やねうら王形式） · Enter · Esc 取消

# 棋譜データベースの設定。
menu-row-my-names = 自分の名前
menu-row-import-finished = 棋譜DBへ自動追加
menu-my-names-none = なし（Enter で入力）
menu-hint-my-names = 棋譜での自分の名前をカンマ区切りで · Enter 決定 · Esc 取消
menu-my-names-too-many = 名前は { $most } 個までです（{ $typed } 個入力されました）。
# 手番の行で内蔵ソフトを選んでいるとき、その強さが他のソフトに何勝したか
# （bench/ladder.sh）。行の上に強さの名前が出ている。63 桁まで。
menu-level-standing = { $rung }に{ $games }局で勝率{ $percent }%
menu-level-unmeasured = 他のソフトとの対局はまだ測っていません
menu-level-threads = { $standing }（{ $threads } コアで）
menu-rung-skill = { $program }（スキル{ $skill }）
menu-rung-depth = { $program }（深さ{ $depth }）
menu-rung-gps = { $program }（深さ4、1手1秒）
menu-rung-gps-full = { $program }（深さ制限なし、1手1秒）
# メニューのヘルプ、キーの下：レベルごとの勝率。
menu-help-levels = レベルごとの他のソフトへの勝率（1手1秒）：
menu-help-level-score = { $rung }に勝率{ $percent }%（{ $games }局）

# issue 75: menu Esc
# メニューの行で Esc：閉じるものはなく、Esc では終了しません。
menu-esc-stays = ここで閉じるものはありません。終了は q です
