# CSAサーバでの対局：オンライン対局の入力欄、対局中の状態、接続の問題。

## 入力欄。

online-form-title = オンライン対局（CSAサーバ）
online-form-keys = {" "}↑↓ Tab 移動 · ←→ Space 変更 · 接続：Enter · Esc 戻る{" "}
online-field-host = サーバ
online-field-port = ポート
online-field-user = ユーザ名
online-field-game = 対局名
online-field-password = パスワード
online-field-remember = パスワードを保存
online-field-seat = この端末で指す
online-field-engine = エンジンのコマンド
online-field-connect = 接続
online-on = オン
online-off = オフ
online-field-problem = { $field }：{ $why }
online-form-no-host = サーバ名かアドレスを入力してください（floodgateなら wdoor.c.u-tokyo.ac.jp）
online-form-space-in-host = サーバ名に空白は使えません
online-form-bad-port = 1〜65535の整数を入力してください（CSAサーバは4081）：'{ $port }'は使えません
online-form-no-user = サーバのログイン名を入力してください
online-form-space-in-user = CSAのログイン名に空白は使えません
online-form-no-password = パスワードを入力してください（floodgateでは好きなトリップ、例：mytrip。対局名は専用の欄に）
online-form-bad-game = '{ $name }'は 名前-秒-秒読み の形ではありません（例：floodgate-300-10F、g1-600-10、g1-600-10-B）：このままでは別の対局に入ってしまいます。サーバの既定の対局なら空欄にしてください
online-form-game-twice = 対局名は専用の欄だけに入力します：パスワードは'{ $name },'を除いて入力してください
online-form-no-engine = エンジンのコマンドラインを入力してください（例：/usr/games/gpsusi）

## 対局中のステータスバー。

online-note = オンライン { $server }：{ $what }
online-connecting = 接続中…
online-logging-in = ログイン中…
online-waiting-for-game = サーバの対局開始を待っています（floodgateでは数分かかることがあります）· Escで中止
online-offered = 対局の申し込みがあります · yで対局、nで断る
online-agreed = 対局に同意しました。サーバの開始を待っています · Escで中止
online-you-play = あなたは{ $side }
online-playing = 対局中
online-game-over = 終局
online-disconnected = 切断されました：{ $why }
online-waiting-opponent = （相手を待っています）
online-no-takebacks = オンライン対局では待ったはできません
online-no-pause = サーバの時計は止められません
online-no-hints = オンライン対局ではヒントは使えません
online-not-started = 対局はまだ始まっていません：サーバを待っています
online-their-turn = { $name }の手番です：サーバからの指し手を待っています

## サーバの動き。

online-could-not-open = 接続を開けませんでした
online-no-password = パスワードがありません
online-connection-closed = 接続は閉じています
online-logged-in = { $name }としてログインしました：サーバの対局開始を待っています
online-no-game-offered = サーバから対局の申し込みがありません
online-game-offered-agreed = 対局の申し込み：あなたは{ $side }、相手は{ $opponent } · 開始を待っています
online-game-offered = 対局の申し込み：あなたは{ $side }、相手は{ $opponent } · 対局しますか？
online-you-declined-closed = 対局を断りました（REJECT）。サーバが接続を閉じました · Escで戻る
online-you-declined = 対局を断りました
online-they-declined-closed = { $name }が対局を断りました（REJECT）。サーバが接続を閉じました · Escで戻る
online-they-declined = { $name }が対局を断りました
online-started = 対局が始まりました
online-server-says = サーバの判定：{ $end }
online-not-logged-in = ログインしていません
online-no-game = 対局中ではありません
online-agree-sent = 対局に同意しました（AGREE）：サーバの開始を待っています
online-reject-sent = 対局を断っています（REJECT）…
online-no-legal-move = 指せる手がありません：サーバで投了しました（%TORYO）
online-settings-folder = 設定フォルダ
online-no-settings-folder = ありません（SHOGI_TUI_CONFIG_DIR か HOME を設定してください）
online-result = { $result ->
    [win] 勝ち
    [lose] 負け
    [draw] 引き分け
    [censored] 打ち切り
   *[chudan] サーバによる中断
}
online-result-by = { $reason ->
    [resign] 投了
    [time_up] 時間切れ
    [illegal_move] 反則
    [sennichite] 千日手
    [oute_sennichite] 連続王手の千日手
    [jishogi] 入玉宣言
   *[max_moves] 手数制限
}で{ $result }
online-login-refused = サーバがログインを拒否しました（LOGIN:incorrect）：ユーザ名とパスワード、同じ名前で既にログインしていないかを確かめてください

## 接続とパスワードの問題。

online-error-resolve = サーバ'{ $host }'が見つかりません：{ $why }
online-error-refused = サーバ{ $addr }が接続を拒否しました：サーバは動いていますか？ポートは正しいですか？
online-error-connect-timeout = サーバ{ $addr }が{ $secs }秒以内に応答しませんでした
online-error-connect = { $addr }に接続できません：{ $why }
online-error-closed = サーバが接続を閉じました
online-error-silent = 応答が必要なのにサーバから{ $secs }秒間何も届かないため、接続をあきらめました
online-error-too-long = サーバから{ $bytes }バイトを超える行が届いたため、接続をあきらめました
online-error-flooded = サーバから処理しきれない速さで行が届いた（{ $lines }行が未処理）ため、接続をあきらめました
online-error-io = 接続に失敗しました：{ $why }
online-server-no-host = --server '{ $server }'にホスト名がありません：HOSTかHOST:PORTの形で指定してください（例：wdoor.c.u-tokyo.ac.jp、localhost:4081）
online-server-open-bracket = --server '{ $server }'の角括弧が閉じていません：IPv6アドレスは[::1]または[::1]:4081のように書きます
online-server-bad-port = --server：ポート'{ $port }'は1〜65535の整数ではありません（CSAサーバは4081）
online-password-missing = パスワードがありません：--password-file FILE を指定するか { $env } を設定してください（floodgateでは 対局名,トリップ、例：floodgate-300-10F,mytrip）
online-password-unreadable = パスワードファイル{ $path }を読めません：{ $why }
online-password-empty = パスワードファイル{ $path }が空です
online-password-folder = パスワードファイル{ $path }はフォルダです：1行目にパスワードを書いたファイルを指定してください
online-password-bad-game-name = カンマの前の対局名'{ $name }'が 名前-秒-秒読み の形ではありません（例：floodgate-300-10F、g1-600-10、g1-600-10-B）：このままでは別の対局に入ってしまいます
online-password-too-open = 保存したパスワード{ $path }は他のユーザが読めるため使いません：chmod 600 { $path } を実行してください
online-password-not-kept = パスワードを{ $path }に保存できません：{ $why }
online-password-not-forgotten = 保存したパスワード{ $path }を削除できません：{ $why }

## サーバやセッションの食い違い。

online-error-summary = サーバの対局情報（Game_Summary）が使えません：{ $why }
online-error-server-move-illegal = サーバから届いた{ $ply }手目（{ $token }）はこちらの盤では反則です：{ $why }
online-error-unexpected = { $when }にサーバから'{ $line }'が届きました
online-error-other-game = サーバが開始した対局'{ $started }'は、申し込まれて承諾した対局'{ $offered }'と違います
online-error-not-now = 今は{ $what }できません：{ $why }
online-error-bad-credentials = { $what }を送れません：{ $why }
online-when-logging-in = ログインの応答より前
online-when-waiting = 対局の申し込みがないとき
online-when-reading-summary = 対局情報の途中
online-when-offered = 申し込みに答える前
online-when-agreed = 対局の開始前
online-when-playing = 対局中
online-when-ending = 終局の途中
online-when-logging-out = ログアウトの後
online-when-closed = セッションの終了後
online-when-echo = こちらの指し手の確認として
online-when-never-sent = 送っていないこちらの指し手として
online-what-agree = 対局を受ける（AGREE）ことは
online-what-reject = 対局を断る（REJECT）ことは
online-what-move = 指すことは
online-what-play-that-move = その手を指すことは
online-what-resign = 投了は
online-what-declare = 入玉宣言は
online-why-no-offer = 対局の申し込みがありません
online-why-no-game = 対局中ではありません
online-why-move-pending = こちらの指し手がサーバの確認待ちです
online-why-their-turn = 相手の手番です
online-word-user = ユーザ名
online-word-password = パスワード
online-word-empty = 空です
online-word-space = 空白か制御文字が含まれています
online-word-too-long = { $bytes }バイトを超えています
online-line-too-long = サーバから{ $bytes }バイトを超える行が届きました
online-line-unknown = サーバから CSA プロトコルにない行'{ $line }'が届きました
online-line-bad-move = サーバから形の崩れた指し手'{ $token }'が届きました（+7776FU,T12 のような形のはずです）
online-line-unknown-result = サーバから知らない対局結果'{ $word }'が届きました
online-summary-missing = 対局情報に{ $what }がありません
online-summary-bad-line = 対局情報の行'{ $line }'が読めません：{ $problem }
online-summary-bad-position = 対局情報の局面が読めません：{ $why }
online-summary-no-game = 対局情報の局面では対局できません：{ $why }
online-summary-twice = 対局情報に{ $key }が2回あり、'{ $first }'と'{ $second }'で食い違っています
online-summary-too-long = 対局情報が終わりません（{ $count }行を超えました）

## ヘッドレス対局の端末への言葉（1局ごとの報告行は英語のまま）。

online-headless-seat-failed = こちらの席の指し手が止まりました：{ $why }
online-headless-save-failed = 棋譜を保存できません：{ $why }
online-headless-output-failed = 報告を書き出せません：{ $why }
online-headless-interrupted = 第{ $number }局は中断されました：{ $why }
online-headless-saved-so-far = （ここまでの棋譜は{ $path }に保存しました）
online-headless-logged-in = { $name }としてログインしました。サーバが対局を始めるのを待っています（floodgateは決まった時刻に対局を始めるため、数分かかることがあります）
online-headless-declined = { $name }が対局を断りました（REJECT）：ログインし直して次の対局を待ちます
