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
lishogi-token-unreadable = 保存したトークン{ $path }が読めません：{ $why }
lishogi-token-too-open = 保存したトークン{ $path }は他のユーザが読めるため使いません：lishogiで取り消して新しく作り、それを保存してください（または chmod 600 { $path } を実行）
lishogi-token-not-kept = トークンを{ $path }に保存できませんでした：{ $why }
lishogi-token-not-forgotten = 保存したトークン{ $path }を削除できませんでした：{ $why }

## 誰が指せるか。

lishogi-fair-play-computer = lishogi ではコンピュータが人と対局することは認められていません。{ $server } でボットやエンジンが指せるのは lishogi の AI との対局だけです（AI を選んでください）。人との対局は盤の前の人が指してください。ボットは BOT アカウントで指すもので、Board API はそれに対応していません。
