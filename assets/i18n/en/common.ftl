# Words shared by every part of the program.

common-moves = { $count ->
    [one] { $count } move
   *[other] { $count } moves
}
