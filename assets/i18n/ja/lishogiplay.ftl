# 端末からlishogiで対局：フォーム、対局の接続、対局画面のサイト欄。

## フォーム。

lishogiplay-form-title = lishogiで対局
lishogiplay-form-keys = {" "}↑↓ Tab 移動 · ←→ Space 変更 · 開始：Enter · Esc 戻る{" "}
lishogiplay-field-server = サイト
lishogiplay-field-token = トークン
lishogiplay-field-remember = トークンを記憶
lishogiplay-field-seat = ここで指す人
lishogiplay-field-engine = エンジンのコマンド
lishogiplay-field-plan = 対局の探し方
lishogiplay-field-user = 挑戦する相手
lishogiplay-field-level = AIのレベル
lishogiplay-field-minutes = 持ち時間（分）
lishogiplay-field-byoyomi = 秒読み（秒）
lishogiplay-field-increment = 加算（秒）
lishogiplay-field-periods = 秒読みの回数
lishogiplay-field-rated = 種類
lishogiplay-field-color = 手番
lishogiplay-field-start = 開始
lishogiplay-field-problem = { $field }：{ $why }
lishogiplay-on = オン
lishogiplay-off = オフ
lishogiplay-plan-seek = ロビーで相手を探す
lishogiplay-plan-challenge = 相手に挑戦する
lishogiplay-plan-ai = lishogiのAIと指す
lishogiplay-plan-incoming = 挑戦を待つ
lishogiplay-rated = レーティング対局
lishogiplay-casual = 練習対局
lishogiplay-color-random = おまかせ
lishogiplay-color-sente = 先手（☗）
lishogiplay-color-gote = 後手（☖）
lishogiplay-no-server = サイトのアドレスを入力してください
lishogiplay-bad-server = サイトは https:// のアドレスにしてください（http:// はこのマシンのみ）：{ $server }
lishogiplay-no-token = 個人トークンを貼り付けてください（lishogi.org/account/oauth/token、権限「ボードAPIで対局」）
lishogiplay-bad-token = トークンには空白がなく、ASCIIの英数字と記号だけです
lishogiplay-no-user = 挑戦する相手の名前を入力してください
lishogiplay-bad-user = lishogiのユーザー名ではありません：{ $name }
lishogiplay-bad-number = { $min }から{ $max }までの整数にしてください（{ $text }ではなく）
lishogiplay-too-fast-rated = ボードAPIには速すぎます：レーティング対局は15分以上必要です（持ち時間＋60×加算＋25×回数×秒読み）
lishogiplay-too-fast-casual = ボードAPIには速すぎます：練習対局は5分以上必要です（持ち時間＋60×加算＋25×回数×秒読み）
lishogiplay-no-engine = エンジンのコマンドを入力してください

## 対局の接続。

lishogiplay-you = あなた
lishogiplay-seeking = { $name }：ロビーで相手を探しています…
lishogiplay-challenging = { $name }：{ $user }に挑戦しています…
lishogiplay-challenge-sent = 挑戦を送りました。返事を待っています
lishogiplay-asking-ai = { $name }：lishogiのAI（レベル{ $level }）との対局を申し込んでいます…
lishogiplay-waiting-challenges = { $name }：挑戦を待っています
lishogiplay-challenged = { $name }から挑戦（{ $rated }）：y 受ける、n 断る
lishogiplay-challenge-canceled = 挑戦は取り下げられました
lishogiplay-accepting = 挑戦を受けています…
lishogiplay-declining = 挑戦を断りました。次を待っています
lishogiplay-declined = { $name }が挑戦を断りました
lishogiplay-playing = 対局相手：{ $opponent } · { $url }
lishogiplay-site-says = lishogiの判定：{ $end }
lishogiplay-move-refused = lishogiが指し手を受け付けませんでした（{ $why }）：局面をサイトに合わせました
lishogiplay-resynced = 指し手をlishogiに合わせました
lishogiplay-reconnecting = 接続が切れました（{ $why }）：再接続しています…
lishogiplay-seek-closed = 相手探しが終わりました。対局を待っています
lishogiplay-stream-ended = 対局の終わる前にlishogiが対局の配信を閉じました

## 対局画面。

lishogiplay-pane-title = lishogi · t チャット
lishogiplay-chat-prompt = チャット
lishogiplay-chat-only-there = チャットはlishogiの対局でのみ使えます
lishogiplay-abort-only-there = 対局の中止はlishogiの対局でのみ使えます
lishogiplay-abort-too-late = lishogiで対局を中止できるのは両者が指す前だけです
lishogiplay-abort-sent = lishogiに対局の中止を求めています…
