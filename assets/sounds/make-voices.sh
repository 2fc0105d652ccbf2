#!/usr/bin/env bash
# Makes the voice clips of the byoyomi count (assets/sounds/voice/{ja,en}/*.ogg)
# with espeak-ng, trims their silence with sox and encodes them with oggenc.
# Re-running it gives the same files byte for byte (fixed Ogg serial numbers,
# no dates in the tags). How and why: assets/sounds/README.md.
#
# Needs (Debian): espeak-ng (1.51), sox (14.4.2), vorbis-tools (1.4.2).
set -euo pipefail
cd "$(dirname "$0")"

for tool in espeak-ng sox oggenc; do
  command -v "$tool" >/dev/null 2>&1 || {
    echo "make-voices.sh: $tool is missing (apt-get install espeak-ng sox vorbis-tools)" >&2
    exit 1
  }
done

# Words per minute: quick enough that a count word ends well inside its
# second and the longest announcement (のこりさんじゅうびょう) inside 0.9 s,
# near the brisk pace of a real recorder.
JA_SPEED=230
EN_SPEED=200
# Vorbis quality, for size: most of a clip is Vorbis's setup header, so lower
# saves little and higher costs more (README.md).
QUALITY=0

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# make <voice dir> <espeak voice> <speed> <file name> <text> <serial>
make() {
  local dir=$1 voice=$2 speed=$3 name=$4 text=$5 serial=$6
  mkdir -p "voice/$dir"
  espeak-ng -v "$voice" -s "$speed" -w "$tmp/raw.wav" "$text"
  # Trim the silence at both ends, so a word starts on its second.
  sox "$tmp/raw.wav" "$tmp/trim.wav" silence 1 0.01 0.5% reverse silence 1 0.01 0.5% reverse
  oggenc --quiet -q "$QUALITY" --serial "$serial" -o "voice/$dir/$name.ogg" "$tmp/trim.wav"
}

# Japanese, fed hiragana (espeak-ng reads kanji numerals as Chinese
# characters). よん and なな, not し and しち, so that no two words of the
# count sound alike.
serial=5000
ja() {
  serial=$((serial + 1))
  make ja ja "$JA_SPEED" "$1" "$2" "$serial"
}
ja count-1 いち
ja count-2 に
ja count-3 さん
ja count-4 よん
ja count-5 ご
ja count-6 ろく
ja count-7 なな
ja count-8 はち
ja count-9 きゅう
ja elapsed-10 じゅうびょう
ja elapsed-20 にじゅうびょう
ja elapsed-30 さんじゅうびょう
ja elapsed-40 よんじゅうびょう
ja elapsed-50 ごじゅうびょう
ja left-10 のこりじゅうびょう
ja left-20 のこりにじゅうびょう
ja left-30 のこりさんじゅうびょう

serial=6000
en() {
  serial=$((serial + 1))
  make en en-us "$EN_SPEED" "$1" "$2" "$serial"
}
en count-1 one
en count-2 two
en count-3 three
en count-4 four
en count-5 five
en count-6 six
en count-7 seven
en count-8 eight
en count-9 nine
en left-10 "ten seconds"
en left-20 "twenty seconds"
en left-30 "thirty seconds"
