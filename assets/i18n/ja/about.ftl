# 「このプログラムについて」: どの shogi-tui か、どこに何を保存しているか。
about-menu-row = このプログラムについて
about-title = shogi-tui について
about-version = バージョン
about-licence = ライセンス
about-settings = 設定フォルダー
about-saves = 保存した対局
about-progress = 詰将棋の進み具合
about-none = (なし)
about-keys = Esc・q・Enter: 戻る
