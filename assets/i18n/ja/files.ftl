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
files-unknown-extension = { $path }：'{ $extension }' は知らない棋譜の種類です。.ron .kif .kifu .ki2 .ki2u .csa .usi .sfen .bod のどれかにしてください
files-cannot-write-as = { $path }：{ $what }は{ $format }で書けません：{ $why }
files-folder-not-writable = { $path }：フォルダが読み取り専用か、書き込めません：{ $why }
files-already-exists = { $path }：同じ名前の保存がすでにあります
files-output-exists = { $path }：すでにあります。置き換えるには --force を付けてください
files-output-is-input = { $path }：このコマンドが読むファイルです。別のファイルに書いてください
files-output-no-folder = { $path }：フォルダ { $folder } がありません
files-data-not-found = { $path }：そのようなファイルはありません
files-data-is-folder = { $path }：フォルダーです。学習データのファイルではありません
files-data-io = { $path } を{ $doing }できません：{ $why }
files-data-doing-read = 読み込み
files-data-doing-lock = ロック
files-data-doing-write = 書き込み
files-data-doing-cut-torn = 書きかけの最後の記録を切り詰め
files-data-too-short = { $path }：{ $len } バイトで、学習データのファイルの見出し（{ $header } バイト）より短いです
files-data-bad-magic = { $path }：shogi-tui の学習データのファイルではありません（先頭が STNNDATA ではなく { $found }）
files-data-version = { $path }：学習データの形式がバージョン { $found } です。この shogi-tui が読めるのはバージョン { $version } です
files-data-record-size = { $path }：見出しでは記録が { $found } バイトですが、バージョン { $version } の記録は { $size } バイトです
files-data-in-use = { $path }：別の実行がこのファイルに書き足しています
files-data-full = { $path }：これ以上記録を足すと { $limit } バイトを超えます。学習データのファイルはそこまでです（train が一度に読みきれません）。別のファイルに続けてください
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
files-action-lock-file = ファイルをロック
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

## 棋譜ファイルの文字コード。
files-encoding-overruled = ファイルは { $declared } と宣言していますが、{ $what }：UTF-8 として読みました
files-encoding-file-has-bom = ファイルが UTF-8 の印（BOM）で始まっています
files-encoding-has-bom = UTF-8 の印（BOM）で始まっています
files-encoding-own-file-utf8 = このファイルは UTF-8 のテキストでなければなりません
files-encoding-must-be-utf8 = .kifu、.ki2u と保存ファイルは UTF-8 でなければなりません
files-encoding-text-is-utf8 = 中身は UTF-8 です
files-encoding-not-valid = ファイルは { $declared } と宣言していますが、正しい { $declared } ではありません：{ $found } として読みました
files-encoding-mixed = 行ごとに文字コードが混ざっています：UTF-8、Shift_JIS、EUC-JP のどれでも全体を読めません
files-encoding-unknown-bytes = UTF-8、Shift_JIS、EUC-JP のどれの文字でもないバイトがあります
files-encoding-invalid-utf8 = UTF-8 として正しくありません（{ $why }）

## SFEN の誤り：成れない '+' の後のもの、持ち駒。
files-sfen-after-plus-digit = 数字 '{ $digit }'
files-sfen-after-plus-plus = 二つ目の '+'
files-sfen-after-plus-piece = { $kind } '{ $letter }'
files-sfen-after-plus-rank-end = 段の終わり
files-sfen-hand-too-many = 枚数 { $count } はどの駒の枚数より多いです
files-sfen-hand-not-held = '{ $letter }' は持ち駒にできない駒です
files-sfen-hand-zero = '{ $letter }' の前の枚数が 0 です
files-sfen-hand-count-at-end = 最後の枚数の後に駒がありません

## 読めない棋譜の中身：局面図（BOD）。
files-bod-rank-no-bar = 局面図の段は '|' と段の数字で終わります
files-bod-rank-order = { $expected }段目のところに{ $rank }段目があります
files-bod-rank-width = 局面図の{ $rank }段目が{ $count }文字あります。2文字のマスが9つのはずです
files-bod-bad-mark = { $rank }段目の{ $file }筋：'{ $mark }' は ' ' でも 'v' でもありません
files-bod-not-a-piece = { $rank }段目の{ $file }筋：'{ $name }' は駒ではありません
files-bod-both-hands-rest = 両方の持ち駒が「{ $rest }」です
files-bod-not-in-hand = 「{ $item }」：持ち駒にできる駒ではありません
files-bod-bad-count = 「{ $item }」：枚数が正しくありません
files-bod-rank-count = 局面図が{ $count }段あります。9段のはずです
files-bod-invalid = 局面図が正しい局面ではありません：{ $why }

## 読めない CSA 棋譜の中身。
files-csa-another-game = { $line }行目：別の対局が続いています（'/'）。ファイルの最初の対局だけを読みます
files-csa-no-start-position = { $line }行目：開始局面（PI か P1…P9、続いて + か -）のない指し手です。平手の初期局面から読みます
files-csa-not-a-line = '{ $text }' は CSA の行ではありません（+7776FU、T12、%TORYO、P1…、N+、$… のような行のはずです）
files-csa-after-moves = 指し手が始まった後に{ $what }があります
files-csa-version-line = バージョンの行
files-csa-name-line = 対局者名
files-csa-header-line = $ の行
files-csa-position-line = 局面の行
files-csa-side-line = 手番の行
files-csa-unknown-version = 知らない CSA のバージョン '{ $version }' です（V2.2 と V3.0 を読みます）
files-csa-bad-name-line = 対局者名の行は N+ か N- で始まります
files-csa-bad-header = '{ $text }'：$ の行は $KEY:VALUE の形です
files-csa-bad-max-moves = $MAX_MOVES '{ $value }' が手数ではありません
files-csa-bad-position-line = '{ $text }'：局面の行は PI、P1..P9、P+、P- のどれかです
files-csa-bad-removed = PI{ $removed }：落とす駒は 82HI のようにマスと駒で書きます
files-csa-removed-bad-square = PI：'{ $text }'：マスが正しくありません
files-csa-removed-unknown-piece = PI：'{ $text }'：知らない駒です
files-csa-nothing-to-remove = PI：{ $square }に落とす{ $piece }がありません
files-csa-rank-cells = P{ $rank }：' * ' や '+FU' のようなマスが9つ必要です
files-csa-bad-cell = P{ $rank }：{ $file }筋の '{ $cell }' は +FU や -KA のような駒ではありません
files-csa-bad-piece-list = 駒は 00FU や 55KA のようにマスと駒で書きます
files-csa-bad-square = '{ $text }'：マスが正しくありません
files-csa-unknown-piece = '{ $text }'：知らない駒です
files-csa-not-in-hand = { $piece }は持ち駒にできません
files-csa-no-such-square = '{ $text }'：そのようなマスはありません
files-csa-invalid-start = 開始局面が正しくありません：{ $why }
files-csa-move-before-start = 開始局面と手番（+ か -）より前に指し手があります
files-csa-bad-time = '{ $text }' は T12 や T1.5 のような時間ではありません
files-csa-time-without-move = '{ $text }'：前に指し手のない時間です
files-csa-second-end = '{ $text }'：二つ目の終局です
files-csa-unknown-special = 知らない特殊な指し手 '{ $text }' です（%TORYO %CHUDAN %SENNICHITE %OUTE_SENNICHITE %JISHOGI %KACHI %HIKIWAKE %TSUMI %FUZUMI %TIME_UP %ILLEGAL_MOVE %+ILLEGAL_ACTION %-ILLEGAL_ACTION %MAX_MOVES %ERROR を読みます）
files-csa-unknown-server-line = 知らないサーバーの行 '{ $text }' です（{ $known } を読みます）
files-csa-no-start = 開始局面がありません：PI（か P1..P9）と手番（+ か -）が必要です

## 読めない KIF・KI2・USI 棋譜の中身、棋譜の上限。
files-kif-line-kinds = KIF（ヘッダ、指し手、コメント、変化）
files-ki2-line-kinds = KI2（ヘッダ、指し手、コメント、変化、まで）
files-line-unreadable-move = 「{ $text }」は{ $format }の行ではありません：指し手のようですが読めません
files-line-kept-as-comment = { $line }行目：「{ $text }」は{ $format }の行ではありません。コメントとして残します
files-kif-bad-time = '{ $text }' は 0:16 や 1:02:03 のような時間ではありません
files-kif-bad-minutes = 時間 '{ $text }'：分は 00 から 59 までです
files-kif-bad-seconds = 時間 '{ $text }'：秒は 00 から 59 までです
files-kif-move-number-order = { $expected }手目のところに{ $number }手目があります
files-kif-variation-before-moves = 指し手より前に変化があります
files-kif-unknown-handicap = 手合割「{ $name }」はこのプログラムの知らない手合割です
files-kif-other-without-diagram = 手合割が「その他」ですが、局面図がありません
files-ki2-unclear-end = { $line }行目：「{ $text }」：どう終局したか分かりません。コメントとして残します
files-variation-before-first = { $number }手目の変化が最初の指し手より前にあります
files-variation-unreached = { $number }手目の変化：その前に{ $previous }手目まで進む手順がありません
files-moves-after-end = { $line }行目：終局（{ $end }）の後も棋譜が続いています。そこからの指し手は読みません
files-usi-second-line = 二つ目の局面の行があります（一つ目は{ $first }行目）。一つのファイルに棋譜は一つです
files-usi-no-line = 局面の行がありません：'position startpos moves ...' か SFEN が必要です
files-usi-bad-sfen = SFEN が正しくありません：{ $why }
files-usi-no-start = 指し手の前に 'startpos' か SFEN が必要です
files-usi-bad-start = '{ $text }' は 'startpos' でも SFEN（盤面、手番、持ち駒、手数）でもありません
files-usi-bad-move = { $number }手目：{ $why }
files-limits-clock-out-of-range = 時間 '{ $text }'（{ $clock }）が範囲外です：一手は 0:00:00 から { $max }（24時間）までです
files-limits-seconds-out-of-range = 時間 '{ $text }' が範囲外です：一手は 0 から { $max } 秒（24時間）までです
files-limits-huge-move-number = 手数が範囲外です：手数は 1 から { $max } までです
files-limits-move-number = 手数 { $number } が範囲外です：手数は 1 から { $max } までです
files-limits-too-many-moves = 手数が多すぎます：手順は{ $max }手目までで終わるはずですが、この手順は{ $last }手目まであります

## 読み込んだ棋譜を再生して分かったこと。
files-load-game-ends-there = { $why }。対局はそこで終わります
files-load-record-ends-but = 棋譜は「{ $end }」で終わっていますが、{ $why }
files-load-move = { $number }手目：{ $why }
files-load-over-before = { $number }手目の前に対局は終わっていました（{ $outcome }）。棋譜はその先も続いています
files-load-illegal-ended-it = その前の反則手で対局は終わっています
files-load-final-checkmate = 最終局面は詰みです
files-load-rules-find = 規則では{ $outcome }です
files-load-not-checkmated = { $side }は詰んでいません
files-load-not-fourfold = 最終局面は{ $count }回目で、4回ではありません
files-load-no-try = 相手の玉の初期位置に玉がいません
files-load-declaration-judged = 規則による入玉宣言の判定：{ $outcome }
files-load-default-win = 不戦勝は相手の投了として残します

# Why a text is not SFEN, or a position not legal (src/shogi/sfen_shown.rs).
files-sfen-empty = SFEN が空です：盤面、手番、持ち駒が必要です（例：'{ $example }'）
files-sfen-field-count = SFEN の欄が{ $found }個あります。3個か4個（盤面、手番、持ち駒、手数）のはずです
files-sfen-rank-count = 盤面の段が{ $found }段あります。'/' で区切った9段のはずです
files-sfen-rank-width = { $rank } の段が{ $width }マスあります。9マスのはずです
files-sfen-unknown-letter = { $rank } の段：知らない文字 '{ $letter }' があります（駒は P L N S G B R K、先手は大文字）
files-sfen-bad-promotion = { $rank } の段：'+' の後に成れる駒がありません（{ $what }）
files-sfen-bad-side = 手番が '{ $found }' です。'b'（先手）か 'w'（後手）のはずです
files-sfen-bad-hand = 持ち駒 '{ $text }' が正しくありません：{ $why }
files-sfen-bad-move-number = 手数 '{ $text }' が正の整数ではありません
files-position-too-many-pieces = 盤上と持ち駒に{ $kind }が{ $found }枚あります。駒一式には{ $max }枚しかありません
files-position-too-many-kings = { $side }の玉が{ $found }枚あります。玉は一枚までです
files-position-dead-piece = { $side }の{ $square }の{ $kind }は動けません
files-position-nifu = 盤上の二歩：{ $side }の成っていない歩が{ $file }筋に二枚あります
files-position-king-capturable = { $mover }の手番で、{ $victim }の玉が取れる局面です
files-position-move-number-zero = 手数が0です。手数は1から数えます

# 設定フォルダのファイル (src/settings.rs)
files-settings-unreadable = { $name } を読めません：{ $lost }（ファイルはそのままです。{ $why }）
files-settings-too-large = { $name } は大きすぎて読めません：{ $lost }（ファイルはそのままにし、今回は書き込みません。{ $why }）
files-settings-moved-aside = { $name } が壊れていました：{ $lost }（{ $kept } に退避。{ $damage }）
files-settings-cannot-move-aside = 壊れていますが、退避できません（{ $why }）。{ $damage }
files-settings-lost-trust = 許可したエンジンについて、もう一度確認します
files-settings-lost-settings = 設定は初期値に戻ります
files-settings-not-remembered = 設定を保存できませんでした：{ $why }
files-settings-set-aside = { $name }：{ $fields } を初期値に戻しました（このバージョンでは読めない値です）。ほかの設定はそのままです。元のファイルは { $kept } に残しました。{ $why }
files-settings-set-aside-not-kept = { $name }：{ $fields } を初期値に戻しました（このバージョンでは読めない値です）。ほかの設定はそのままです。{ $why }

# issue 74: matches
files-engine-option-control = USI オプション { $option } を送りませんでした：名前か値に制御文字（改行やエスケープ）があり、エンジンが別のコマンドとして受け取ってしまいます

# issue 75: records (BOD files, opening a file)
files-bod-no-diagram = 局面図がありません：BODファイルには持ち駒、罫線で囲んだ9段、手番が必要です
files-bod-has-moves = BODの局面図は一つの局面だけで、この棋譜にはその後に{ $moves }手あります。対局の局面を描くには 'export --bod' を使ってください

# issue 76: engine words at the edge
files-engine-bestmove-without-move = 'bestmove' に指し手がありません
# issue 76: records
files-save-name-too-long = この保存名はファイル名として長すぎます：{ $bytes }バイトで、上限は{ $limit }バイトです（漢字は1文字3バイト）。短い名前にしてください
