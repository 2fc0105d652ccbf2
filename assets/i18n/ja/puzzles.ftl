# 詰将棋の画面と次の一手：ペイン、ステータスバー、ソルバーの判定、問題ファイル。

## 時間と手数。

puzzles-seconds = { $seconds }秒
puzzles-minutes = { $minutes }分{ $seconds }秒
puzzles-mate-in = { $plies }手詰
puzzles-mate-line = 詰み（{ $plies }手の手順。最短は未証明）

## 見出しとペイン。

puzzles-header = 詰将棋 第{ $number }問（全{ $total }問）· { $mate } · { $side }の攻め
puzzles-pane-title = 詰将棋
puzzles-builtin-name = 内蔵問題集
puzzles-editor-name = 局面編集で作った問題
puzzles-pane-solved = 正解 { $solved }／{ $total }問{"\u000A"}残り { $left }問
puzzles-pane-streak = 連続正解 { $streak }{"\u000A"}最高 { $best }
puzzles-pane-not-offered = ファイルの{ $count }問は出題できません
puzzles-pane-next-unsolved = 次の未解決：{"\u000A"}第{ $number }問 · { $mate }
puzzles-pane-last-unsolved = 最後の未解決問題
puzzles-pane-all-solved = 全問正解
puzzles-pane-puzzle = 第{ $number }問 · { $mate }
puzzles-pane-difficulty = 難易度 { $difficulty }
puzzles-pane-kept-solved = 正解済み 挑戦{ $tries }回
puzzles-pane-kept-unsolved = 未正解 挑戦{ $tries }回
puzzles-pane-best-time = {"\u000A"}最速 { $time }
puzzles-pane-solution-step = 解答 { $step }／{ $total }手
puzzles-pane-solved-in = ✓ { $time }で正解
puzzles-pane-given-up = ギブアップ
puzzles-pane-your-move = あなたの手番
puzzles-pane-checks-refused = {"\u000A"}詰まない王手 { $count }回
puzzles-pane-hint-taken = {"\u000A"}ヒント使用
puzzles-pane-practice = {"\u000A"}練習（解答を見た後）

## ステータスバーのキー。

puzzles-key-enter-play = Enter：指す
puzzles-key-enter-open = Enter：開く
puzzles-key-esc-close = Esc：閉じる
puzzles-key-esc-cancel = Esc：取消
puzzles-key-promote = y：成る
puzzles-key-keep = n：不成
puzzles-key-help = ?:キー一覧
puzzles-key-step = ←→:手順
puzzles-key-solve-again = r:解き直す
puzzles-key-next-prev = n/p:次/前
puzzles-key-back = q:戻る
puzzles-key-copy = y:コピー
puzzles-key-move = 矢印+Enter/クリック:指す
puzzles-key-type = :入力
puzzles-key-hint = h:ヒント
puzzles-key-solution = s:解答
puzzles-key-unsolved = u:未解決
puzzles-key-length = ]/[:手数
puzzles-key-open = o:開く

## メッセージ。

puzzles-welcome = 玉を詰ませてください：攻め方は毎手王手 · ?でキー一覧
puzzles-still-judging = 前の手をまだ判定しています
puzzles-already-solved = 正解済み：nで次の問題、rでもう一度
puzzles-king-mated = 玉は詰んでいます
puzzles-defender-thinks = 玉方が考えています…
puzzles-mated = 詰み！{ $time }で正解 · n：次の問題
puzzles-defender-answers = { $side }の応手 · あと{ $plies }手で詰み
puzzles-defender-answers-line = { $side }の応手 · 手順ではあと{ $plies }手で詰み（最短は未証明）
puzzles-alternative = 別解：作意と違う手順ですが同じ手数で詰みます
puzzles-longer-mate = 詰みますが{ $plies }手かかります（{ $asked }手詰の問題）
puzzles-longer-than-line = 詰みますが{ $plies }手かかります（ソルバーの手順は{ $asked }手。最短は未証明）
puzzles-q-goes-back = qでメニューに戻ります
puzzles-solution-shown = 解答：→で1手ずつ進む、rで解き直す
puzzles-last-puzzle = これが最後の問題です
puzzles-first-puzzle = これが最初の問題です
puzzles-all-solved = この問題集は全問正解です
puzzles-hint = ヒント：{ $hint }
puzzles-no-hint = ここではヒントがありません：sで解答を表示
puzzles-from-the-start = 初形に戻しました：あなたの手番
puzzles-no-longer-mate = この問題集に{ $plies }手詰より長い問題はありません
puzzles-no-shorter-mate = この問題集に{ $plies }手詰より短い問題はありません
puzzles-stopped-reading = { $path }の読み込みを中止しました：問題集はそのままです
puzzles-reading-file = { $path }を読み込み、問題を検証しています…（Esc：中止）
puzzles-reading-note = { $path }を読み込み中…
puzzles-collection-stays = { $why } · 問題集「{ $name }」のままです
puzzles-opened = { $name }：{ $count }問
puzzles-opened-refused = 、{ $count }問は出題できません（最初：{ $first }）
puzzles-open-prompt = 問題ファイル（.kif .ki2 .csa .sfen、問題集）— Enterで開く

## ソルバーの判定とヒント。

puzzles-refusal-solved = 解けています：玉は詰んでいます
puzzles-refusal-not-a-check = { $mv }は王手ではありません：詰将棋では攻め方は毎手王手をかけます
puzzles-refusal-escapes = その王手では詰みません：{ $mv }で逃れます
puzzles-refusal-king-escapes = その王手では詰みません：玉が逃れます
puzzles-refusal-undecided = { $nodes }局面以内ではその王手で詰むか判定できません：別の手を試してください
puzzles-hint-drop = 持ち駒の{ $piece }を打つ
puzzles-hint-move = { $square }の{ $piece }を動かす

## 次の一手。

puzzles-quiz-header = 次の一手 第{ $number }問（全{ $total }問）· { $title } · { $move_number }手目：{ $side }の手番
puzzles-quiz-pane-title = 次の一手
puzzles-quiz-key-engine = s:エンジンの手
puzzles-quiz-engine-thinks = エンジンが考えています…
puzzles-quiz-game-played = 実戦は{ $mv }??で指した後の勝率は{ $chance }。
puzzles-quiz-goal = 勝ちを保つ手を探してください：エンジンの手なら勝率{ $chance }。
puzzles-quiz-engine-move = エンジンの手：{ $mv }
puzzles-quiz-best = ✓ { $mv }：エンジンと同じ手
puzzles-quiz-as-good = ✓ { $mv }：同等の好手（勝率{ $chance }）
puzzles-quiz-played = ✗ { $mv }は実戦の悪手です：別の手を
puzzles-quiz-worse = ✗ { $mv }：勝率{ $chance }（最善なら{ $best }）：別の手を、またはsで正解
puzzles-quiz-first-tries = 一度目で正解：{ $tried }問中{ $right }問
puzzles-quiz-last = これが最後の問題です
puzzles-quiz-first = これが最初の問題です
puzzles-quiz-welcome = 実戦より良い一手を探してください（エンジンの手と同等なら正解）
puzzles-quiz-still-judging = 前の手をまだエンジンが判定しています
puzzles-quiz-looking = エンジンがあなたの手を調べています…

## 詰将棋にならない問題（プレイヤーのファイル）。

puzzles-unsound-no-king = 玉方に詰ます玉がありません
puzzles-unsound-attacker-in-check = 攻め方に王手がかかっています（詰将棋では攻め方に王手はかかりません）
puzzles-unsound-no-mate = 王手の連続で詰みません
puzzles-unsound-undecided = { $nodes }局面以内では判定できませんでした
puzzles-unsound-wrong-solution = 解答が誤っています：{ $why }
puzzles-solution-even = { $plies }手：詰みは攻め方の手で終わるので奇数手です
puzzles-solution-illegal = { $number }手目（{ $mv }）は指せません：{ $why }
puzzles-solution-not-a-check = { $number }手目（{ $mv }）が王手ではありません
puzzles-solution-no-mate-at-end = 最後の手で詰んでいません
puzzles-solution-first-escapes = 初手{ $mv }では詰みません：{ $escape }で逃れます
puzzles-solution-first-no-mate = 初手{ $mv }では詰みません
puzzles-file-line = { $file } { $line }行目：{ $reason }
puzzles-file-reason = { $file }：{ $reason }
puzzles-line-reason = { $line }行目：{ $reason }
puzzles-builtin-file = 内蔵問題集
puzzles-no-puzzle-empty = { $file }：解ける問題がありません（問題が入っていません）
puzzles-no-puzzle-one = { $file }：解ける問題がありません：{ $reason }
puzzles-no-puzzle-more = { $file }：解ける問題がありません：{ $reason }（ほか{ $more }件）

## 読めない問題集の行、その他の問題ファイル。
puzzles-collection-fields = 「|」で区切った4つの欄（SFEN | 手数 | 解答 | 難易度）が必要ですが、{ $found }つあります
puzzles-collection-bad-sfen = SFEN が正しくありません：{ $why }
puzzles-collection-plies = '{ $text }' は手数ではありません
puzzles-collection-even-plies = { $plies }手：詰将棋の手数は1以上の奇数です
puzzles-collection-difficulty = '{ $text }' は難易度（整数）ではありません
puzzles-collection-move = 解答の{ $index }手目：{ $why }
puzzles-collection-length = 解答は{ $moves }手ですが、行には{ $plies }手とあります
puzzles-collection-illegal = 解答の{ $index }手目（{ $usi }）は指せません：{ $why }
puzzles-bad-move = { $ply }手目（{ $text }）：{ $why }
puzzles-games-bad-sample = { $path }：{ $record }番目のレコード：{ $why }
puzzles-games-bad-line = { $path } の{ $line }行目：{ $why }
puzzles-progress-lost = 詰将棋の成績は最初からになります
puzzles-progress-unwritable = 成績を書き込めません：{ $why }
puzzles-progress-too-large = { $size } バイトになり、読み込める { $limit } バイトを超えます：前回の保存以降の成績は残せません
puzzles-progress-busy = 別の shogi-tui{ $process } が書き込み中です：まだ残っていない成績は次の一問のあとに書き込みます
