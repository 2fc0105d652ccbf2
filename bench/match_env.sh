# Sourced by the match scripts (match.sh, gate_gps.sh, ladder.sh) with
# `here` set to the repository: builds the release binary, makes the venv
# with cshogi once (target/match-venv), and sets `py` (its Python) and
# `tools` (../shared/tools beside this clone, or MATCH_TOOLS).
tools=${MATCH_TOOLS:-$here/../shared/tools}
(cd "$here" && cargo build --release --quiet)
venv="$here/target/match-venv"
if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet cshogi
fi
py="$venv/bin/python"
