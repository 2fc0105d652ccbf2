# 音：鳴らせない理由。音が最初に必要になったとき一度だけステータスバーに表示し、
# 以後の秒読みは端末のベルで行う。

sound-off-no-library = 音は出ません：ALSA ライブラリ（libasound.so.2）がありません（{ $why }）。秒読みはベルで行います。libasound2 を（PulseAudio・PipeWire なら libasound2-plugins も）入れてください。
sound-off-no-device = 音は出ません：音声出力を開けませんでした（{ $why }）。秒読みはベルで行います。
sound-off-lost = 音が止まりました：音声出力が使えなくなりました（{ $why }）。秒読みはベルで行います。
