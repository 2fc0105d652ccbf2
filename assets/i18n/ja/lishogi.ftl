# lishogiのBoard APIでの対局：通信で起こりうること、個人トークン。

## サイトの応答。

lishogi-error-bad-token = lishogiはこのトークンを知りません：lishogi.org/account/oauth/token で「Play games with the board API」の権限付きで作り直してください
lishogi-error-missing-scope = このトークンには対局の権限がありません：「Play games with the board API」（board:play）の権限付きで作り直してください
lishogi-error-bot-account = これはボットのアカウントです。lishogiのBoard APIは人のアカウント専用です
lishogi-error-not-found = lishogiにその対局や挑戦がないか、あなたのものではありません：{ $text }
lishogi-error-refused = lishogiが受け付けませんでした：{ $text }
lishogi-error-rate-limited = lishogiから次の要求まで{ $seconds }秒待つよう求められました
lishogi-error-server = lishogi側で問題が起きています（HTTP { $status }）。後でやり直してください
lishogi-error-status = lishogiから想定外の応答がありました（HTTP { $status }）
lishogi-error-network = lishogiとの接続に失敗しました：{ $why }
lishogi-error-garbage = lishogiの応答が読めません：{ $why }
lishogi-error-bad-name = lishogiの名前・ID・指し手ではありません：{ $name }
lishogi-error-bad-server = サーバはhttps://のアドレスで指定してください（トークンが読める形でネットワークを通るため、http://はこのマシンのみ）：{ $server }
lishogi-error-too-fast = Board APIで指せるのは長めの対局だけです：レーティング戦は15分以上、非レーティング戦は5分以上（持ち時間＋60×加算＋25×回数×秒読み）

## トークン。

lishogi-token-missing = lishogiのトークンがありません：{ $env } を設定するか、入力欄に貼り付けて保存してください（lishogi.org/account/oauth/token で「Play games with the board API」の権限付きで作れます）
lishogi-token-malformed = lishogiのトークンではありません：空白やASCII以外の文字を含むか、長すぎます
lishogi-token-unreadable = トークンのファイル{ $path }が読めません：{ $why }
lishogi-token-folder = フォルダです。トークンを入れたファイルを指定してください
lishogi-token-too-open = トークンのファイル{ $path }は他のユーザが読めるため使いません：lishogiで取り消して新しく作り、それを保存してください（または chmod 600 { $path } を実行）
lishogi-token-not-kept = トークンを{ $path }に保存できませんでした：{ $why }
lishogi-token-not-forgotten = 保存したトークン{ $path }を削除できませんでした：{ $why }

## 誰が指せるか。

lishogi-fair-play-computer = lishogi ではコンピュータが人と対局することは認められていません。{ $server } でボットやエンジンが指せるのは lishogi の AI との対局だけです（AI を選んでください）。人との対局は盤の前の人が指してください。ボットは BOT アカウントで指すもので、Board API はそれに対応していません。
## サイトが伝える対局。

lishogi-sente = 先手
lishogi-gote = 後手
lishogi-player-ai = lishogi AI レベル{ $level }
lishogi-player-anonymous = 匿名
lishogi-end-won = { $side }の勝ち：{ $how }
lishogi-status-created = 未開始
lishogi-status-started = 対局中
lishogi-status-aborted = 中止
lishogi-status-mate = 詰み
lishogi-status-resign = 投了
lishogi-status-stalemate = 指す手なし
lishogi-status-timeout = 相手の退席
lishogi-status-draw = 引き分け
lishogi-status-outoftime = 時間切れ
lishogi-status-cheat = 不正の検出
lishogi-status-nostart = 初手が時間内に指されなかった
lishogi-status-unknown-finish = lishogiが理由を示さない終局
lishogi-status-try-rule = トライルール（玉が相手玉の初期位置に到達）
lishogi-status-perpetual-check = 連続王手の千日手（王手をかけた側の負け）
lishogi-status-impasse27 = 入玉宣言（27点法）
lishogi-status-royals-lost = 玉を取られた
lishogi-status-bare-king = 裸玉
lishogi-status-repetition = 千日手（引き分け）
lishogi-status-other = lishogiの状態「{ $name }」
lishogi-game-bad-start = lishogiの開始局面はここでは指せません：{ $sfen }
lishogi-game-not-usi = lishogiの{ $ply }手目はUSIの指し手ではありません：{ $text }
lishogi-game-illegal = lishogiの{ $ply }手目（{ $usi }）はこのプログラムのルールでは反則です：{ $why }
lishogi-game-other-game = lishogiがこの対局のストリームに別の対局（{ $id }）を送ってきました
lishogi-game-unknown-status = lishogiが対局の状態を「{ $status }」と伝えてきましたが、このプログラムの知らない状態のため、ここで対局を離れます（サイトでは続いているかもしれません）
lishogi-token-no-file = トークンのファイル { $path } がありません

## 画面なしの対局。

lishogi-headless-seat-failed = コンピュータが失敗しました：{ $why }
lishogi-headless-save-failed = 対局を保存できませんでした：{ $why }
lishogi-headless-output-failed = 結果を書き出せませんでした：{ $why }
lishogi-headless-declined = { $name } が挑戦を断りました
lishogi-headless-refused-too-often = lishogiがこちらの指し手を何度も拒んだので、ここで対局を離れます（サイトでは対局が続きます）
lishogi-headless-stopped = 第{ $number }局（{ $url }）をここで離れました：{ $why }
lishogi-headless-saved-so-far = 。ここまでの対局は { $path } に保存しました
lishogi-headless-report = 第{ $number }局：{ $url } 対 { $opponent }（{ $side }）：{ $end }、{ $moves }手；保存先 { $path }
lishogi-headless-note = （注：{ $note }）
lishogi-headless-account = lishogiで { $name } として指します
lishogi-headless-seeking = ロビーで対局相手を募集しています
lishogi-headless-challenged = { $name } に挑戦を送りました
lishogi-headless-awaiting = 挑戦を待っています
lishogi-headless-accepted = { $name } の挑戦を受けました
lishogi-headless-events-ended = イベントのストリームが終わりました
lishogi-headless-reconnecting = 接続が切れました（{ $why }）。再接続します
lishogi-headless-game-found = 対局が始まりました：{ $url }
lishogi-headless-stream-ended = 対局が終わる前に対局のストリームが終わりました
lishogi-headless-chat = チャット：{ $name }：{ $text }
lishogi-headless-no-declaration = コンピュータが入玉宣言勝ちを宣言しましたが、Board APIでは送れません。サイトが終局させるまで対局は続きます
lishogi-headless-move-refused = lishogiがこちらの指し手 { $usi } を拒みました：{ $text }
lishogi-headless-no-time-to-wait = lishogiは{ $seconds }秒待つよう求めていますが、持ち時間が足りません。指し手は送り直しません
lishogi-headless-waiting = lishogiが指し手の前に{ $seconds }秒待つよう求めています。待ちます
lishogi-headless-resyncing = lishogiから対局を読み直します
lishogi-headless-seek-waiting = lishogiが次の対局探しの前に{ $seconds }秒待つよう求めています。待ちます
lishogi-headless-seek-limited = lishogiから{ $times }回続けて待つよう求められたため、対局探しをやめます。しばらくしてからやり直してください

## コマンドライン。

lishogi-cli-bad-clock = '{ $value }' は持ち時間として読めません：持ち時間+秒読み（10m+30s）、持ち時間+加算秒i（10m+10i）、秒読みのみは 0+30s、持ち時間のみ（15m）。どれも3時間まで
lishogi-cli-seek-minutes = 募集の持ち時間は分単位です（90s ではなく 10m など）
lishogi-cli-how-to-pair = 画面なしの対局には --player bot:LEVEL または "usi:COMMAND" と、--seek CLOCK、--challenge USER、--ai LEVEL、--accept のどれかが要ります
lishogi-cli-token-missing = lishogiのトークンがありません：--token-file FILE（一行目、本人だけが読めるファイル）を指定するか { $env } を設定してください（lishogi.org/account/oauth/token で「Play games with the board API」の権限付きで作れます）
