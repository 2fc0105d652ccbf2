//! Move notation as players read and write it: Japanese (KIF/KI2) and
//! Western (Hodges `P-7f`, or numeric `P-76`), both ways. Pure functions of a position; no I/O.
//!
//! Every function takes the position *before* the move. Legality, and so
//! which pieces could also have gone to a square, always comes from the
//! rules core's `legal_moves`; nothing here re-implements how pieces move.
//!
//! # Writing
//! - [`japanese`]`(pos, mv, previous_to)` → `▲７六歩`, `△同　歩`, `▲２二角成`,
//!   `▲２三銀不成`, `▲４五角打`, `▲５八金右`, `▲７八銀直`, `△３二金寄`.
//!   [`japanese_unmarked`] is the same without the ▲/△ mark.
//! - [`kif_move`]`(pos, mv, previous_to)` → the KIF move column: `７六歩(77)`,
//!   `同　角成(88)`, `５五角打` (origin instead of relative words, 打 always).
//! - [`western`]`(pos, mv)` → `P-7f`, `Bx2b+`, `S-4h=`, `P*5e`, `+B-5e`,
//!   `G6h-5h` (origin only when ambiguous). [`western_numeric`] writes the
//!   same with the rank as a digit, as English books and sites do: `P-76`,
//!   `Bx22+`, `S-48=`, `P*55`, `G68-58`.
//!
//! # Reading
//! - [`parse_japanese`]`(pos, text, previous_to)`, [`parse_western`]`(pos, text)`
//!   and [`parse_move`]`(pos, text, previous_to)` (USI in either case, then
//!   Western in either style, then Japanese) return the legal [`Move`] or a
//!   [`NotationError`] in player words ("no pawn can move to 7f",
//!   "ambiguous: two golds can move to 58; add the origin (G49-58 or
//!   G69-58)", or the rules core's reason such as nifu). The Western
//!   grammar is on [`parse_western`].
//!
//! # Layout
//! The writers (`western.rs`, `japanese.rs`) depend only on `kanji` and
//! `relative`. The readers (`read/`) depend on the writers, because a
//! refusal names the candidates in the player's notation; nothing in the
//! writers reads, so the dependencies run one way.
//!
//! # Characters ([`kanji`])
//! Full-width files and kanji ranks, KIF piece names, one-character board
//! forms, side marks, and their readers.
//!
//! # Decisions on edge cases
//! - The king is `玉` for both sides in moves and KIF (as KIF writes it);
//!   `王` is read as a king. The dragon is written `龍`, `竜` is read.
//! - `同` is always followed by a full-width space, also before two-character
//!   names (`同　成銀`); reading accepts `同歩`, `同 歩`, `同　歩` and
//!   `７六同歩` (when ７六 was indeed the previous square).
//! - Relative words follow the JSA rules (see `relative.rs`): movement
//!   (上 引 寄) first, else position (右 左 直), else both (`左上`). 直 only for
//!   golds, silvers and the gold-moving promoted pieces; dragons and horses
//!   compare the two pieces' files and never use 直. Pieces count as
//!   identical when kind and promotion state match (a tokin is not a gold).
//!   Every piece whose movement reaches the square counts, pinned or not,
//!   as Kifu for Windows and ShogiHome write it: a pinned gold makes
//!   another gold's move `金左` and a gold drop `金打`. Reading takes both
//!   that and the text that counts only legal moves.
//! - 不成 / `=` only when promoting was legal and declined. Reading Japanese
//!   without 成 means no promotion (as KI2 writes it); reading Western
//!   without `+`/`=` when both are legal is refused as unclear, and Western
//!   `=` where the move cannot promote is refused (it claims a choice that
//!   is not there). Japanese 不成 there is let through, since records from
//!   other programs are read with the same reader.
//! - Western messages spell squares the way the destination was typed
//!   (`76` or `7f`); reasons from the rules core always say `7f`.
//! - Reading also accepts the older 行 (= 上) and 生 (= 不成), full-width
//!   brackets/digits in the KIF origin, and the one-character board forms.
//! - Reading is lenient about redundant detail: relative words, origin
//!   `(77)` and `x`/`-` are accepted when consistent with a legal move even if
//!   the canonical text would omit them. A Western capture mark `x` on an
//!   empty square is not an error: `-` and `x` both just mean "board move".
//! - A Japanese or Western text with no drop mark names a drop when no
//!   board piece of that kind can go there (KI2 convention); Western `P5e`
//!   when both a board pawn and one in hand could go there is ambiguous.
//! - Writing a move that is not legal in `pos` gives a best-effort text and
//!   never panics; callers are expected to pass legal moves.

mod error;
mod japanese;
pub mod kanji;
mod read;
mod relative;
mod western;

pub use error::{NotationError, Rivals, Unreadable};
pub use japanese::{japanese, japanese_unmarked, kif_move};
pub use read::{parse_japanese, parse_move, parse_western, typed_usi};
pub use western::{western, western_numeric};
