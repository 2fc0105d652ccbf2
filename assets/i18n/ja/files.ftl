# ファイルとエンジン：読めない棋譜、書けない保存、設定フォルダ、ロック、おかしな動きをするエンジン。

## エンジン（USI）：起動、応答、失敗。
files-engine-spawn = エンジンを起動できません：{ $program }：{ $reason }
files-engine-crashed = エンジンが異常終了しました：{ $why }
files-engine-timeout = エンジンが応答しません：'{ $waiting_for }' に { $seconds } 秒以内の返事がありません
files-engine-illegal-move = エンジンが反則手 { $mv } を指しました：{ $reason }
files-engine-malformed-move = エンジンが読めない指し手 '{ $text }' を送りました：{ $reason }
files-engine-busy = 思考中のエンジンにさらに思考を求めました
files-engine-bad-game = この対局をエンジンに渡せません：{ $why }
files-engine-no-pipes = 入出力をつなげませんでした
files-engine-no-move-asked = 指し手を求めていません
files-engine-exited = 終了しました（{ $status }）
files-engine-closed-output = 出力を閉じました
files-engine-it-said = 。エンジンの出力：{ $said }
files-command-empty = エンジンのコマンドが空です
files-command-unclosed-quote = エンジンのコマンドの { $quote } 引用符が閉じていません
files-command-trailing-backslash = エンジンのコマンドが \ 1つで終わっています
files-program-not-at = { $path } にエンジンのプログラムがありません
files-program-not-on-path = { $program } は PATH にありません：フルパスで指定してください
files-program-no-current-folder = 現在のフォルダを読めません：{ $why }
files-bot-failed = ボットが失敗しました：{ $why }
files-not-a-computer = { $player }はコンピュータの対局者ではありません
files-bad-bot-level = ボットの強さ { $level } はありません（1〜8）
files-a-human = 人間
files-bot-not-running = スレッドが動いていません
files-bot-stopped = スレッドが止まりました
files-bot-not-started = 起動できませんでした

## 棋譜：読み込み、書き出し、保存とそのロック。
files-format-save = 保存した対局（RON）
files-line-prefix = { $line }行目：
files-size-mib = { $mib } MiB（{ $bytes } バイト）
files-size-bytes = { $bytes } バイト
files-too-large = ファイルが { $size } バイトあります：{ $limit } を超えるファイルは読みません
files-grew-too-large = ファイルが読める上限の { $limit } を超えています
files-not-found = { $path }：ファイルがありません
files-is-folder = { $path }：フォルダです。棋譜ファイルを指定してください
files-not-regular = { $path }：通常のファイルではありません（デバイス・パイプ・ソケット）。ファイルを指定してください
files-io = { $path }：{ $action }できません：{ $why }
files-parse = { $path }：{ $format }の棋譜、{ $error }
files-unknown-extension = { $path }：'{ $extension }' は知らない棋譜の種類です。.ron .kif .kifu .ki2 .ki2u .csa .usi .sfen のどれかにしてください
files-cannot-write-as = { $path }：{ $what }は{ $format }で書けません：{ $why }
files-folder-not-writable = { $path }：フォルダが読み取り専用か、書き込めません：{ $why }
files-already-exists = { $path }：同じ名前の保存がすでにあります
files-in-use = { $path }：この対局は別の shogi-tui で開いています{ $process }。検討はできます。続きはそちらが閉じてから指せます
files-process = （プロセス { $pid }）
files-lock-open-elsewhere = { $name } は別の shogi-tui で開いています{ $process }
files-lock-changed = { $name } は読み込んだ後にディスク上で変更されました
files-unwritable = { $what }は書けません：{ $why }

## ファイルに何をしようとしたか。
files-action-read = 読み込み
files-action-write = 書き込み
files-action-open = 開くことが
files-action-create = 作成
files-action-delete = 削除
files-action-list = 一覧を取得
files-action-replace = 置き換え
files-action-lock = 保存をロック
files-action-create-save-folder = 保存フォルダを作成
files-action-create-settings-folder = 設定フォルダを作成
files-action-create-temporary = フォルダ内に一時ファイルを作成

## システムが断った理由。
files-io-storage-full = ディスクがいっぱいです
files-io-permission-denied = 権限がありません
files-io-read-only = 読み取り専用のファイルシステムです
files-io-not-found = ファイルまたはフォルダがありません
files-io-already-exists = すでにあります
files-io-quota = ディスクの割り当て容量を超えています

## 保存フォルダと保存。
files-save-folder-is-file = 保存フォルダの場所がファイルです。--save-dir で別の場所を指定してください
files-bad-save-name = 保存名は空にできず、'.' で始められず、/ や \ を含められません
files-too-many-saves = この名前の保存が多すぎます
files-lock-not-a-file = 保存のロックが通常のファイルではありません。対局中でなければ削除してください
files-named-otherwise = ファイル名は .{ $extension } ですが中身は { $found } の棋譜です：{ $found } として読みました
files-the-character = 文字 '{ $character }'
files-not-in-shift-jis = Shift_JIS にない文字です。{ $extension } ファイル（UTF-8）で保存してください
files-the-record = この棋譜
files-record-would-be-too-large = { $size } バイトになります：{ $limit } バイトを超える棋譜は読み込めません

## 棋譜の変化の木への変更。
files-study-no-variation = 変化 { $number } はありません
files-study-past-end = 表示中の手順は { $len } 手までです：{ $ply } 手目の後には指せません
files-study-first-already = 変化 { $number } はすでに最初です
files-study-last-already = 変化 { $number } はすでに最後です
files-study-bad-move-at-end = 本譜の最後が指せない手です。失われてしまうので本譜はそのままにします
files-study-detached = 変化 { $number } が元の手順から分岐していません：棋譜のその部分が壊れています

## 棋譜ファイルの文字コード。
files-encoding-overruled = ファイルは { $declared } と宣言していますが、{ $what }：UTF-8 として読みました
files-encoding-file-has-bom = ファイルが UTF-8 の印（BOM）で始まっています
files-encoding-has-bom = UTF-8 の印（BOM）で始まっています
files-encoding-must-be-utf8 = .kifu、.ki2u と保存ファイルは UTF-8 でなければなりません
files-encoding-text-is-utf8 = 中身は UTF-8 です
files-encoding-not-valid = ファイルは { $declared } と宣言していますが、正しい { $declared } ではありません：{ $found } として読みました
files-encoding-mixed = 行ごとに文字コードが混ざっています：UTF-8、Shift_JIS、EUC-JP のどれでも全体を読めません
files-encoding-unknown-bytes = UTF-8、Shift_JIS、EUC-JP のどれの文字でもないバイトがあります
files-encoding-invalid-utf8 = UTF-8 として正しくありません（{ $why }）
