# The marks a player draws on a studied board (circles and arrows, as on
# lishogi): their keys in the help, and what the status line says.

marks-key-draw = mark: circle here, or end an arrow (G R B Y)
marks-key-arrow-from = start an arrow here (again: none)
marks-key-clear = remove every mark of this position
marks-key-mouse = right click circles, drag draws an arrow
marks-key-bar = 1-4 *:marks
marks-mouse-right = right button

marks-started = arrow from { $from }: 1 2 3 4 at its end draws it in a colour
marks-after-game = marks are drawn once the game is over (or in review)
marks-dropped = no arrow
marks-added = marked
marks-removed = mark removed
marks-recoloured = mark recoloured
marks-cleared = marks of this position removed
marks-none = no marks here to remove
marks-full = no more than { $max } marks on one position

marks-key-engine = research: engine's best moves as arrows on/off
marks-engine-on = the engine's best moves drawn as arrows (x: off)
marks-engine-off = the engine's arrows off
marks-engine-when-research = the engine's arrows show while research runs (r), or once the record is analysed (a)
