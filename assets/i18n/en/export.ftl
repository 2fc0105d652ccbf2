# `shogi-tui export`: one position of a record as a board diagram (an SVG
# or PNG image, or BOD text).

## Help: each line is clap's doc comment in src/cli/export.rs, as clap
## shows it (a test compares them).
export-about = Write one position of a record as a board diagram: an SVG or PNG image, or BOD text
export-arg-record = The record to read (.ron .kif .kifu .ki2 .csa .usi .sfen .bod)
export-arg-ply = The position after N moves of the main line [default: the last]
export-arg-svg = Write the diagram as an SVG image to FILE
export-arg-png = Write the diagram as a PNG image to FILE
export-arg-size = The PNG's width in pixels, 64 to 4096; its height follows
export-arg-bod = Write the position as a BOD text diagram (the board of KIF files) to FILE
export-arg-names = Write the players' names beside their sides in the images
export-arg-no-move-number = Leave out the move number (and the BOD's last-move line)
export-arg-force = Replace output files that exist

## Refusals.
export-error-ply = { $path } has { $moves } moves: --ply takes 0 to { $moves }, not { $ply }
export-error-same-output = two outputs name the same file: { $path }
export-error-draw = the diagram could not be drawn: { $why }
export-names-not-drawn = warning: { $path }: the PNG leaves out the characters { $chars } of the names: its font holds only the diagram's own characters and ASCII. The SVG (--svg) shows the whole names with the viewer's fonts.
