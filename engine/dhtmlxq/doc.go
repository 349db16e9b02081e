// Package dhtmlxq reads and writes DhtmlXQ, the UBB text that Chinese
// xiangqi forums and sites (东萍象棋 dpxq.com and the boards that embed its
// viewer) use to post a game:
//
//	[DhtmlXQ]
//	[DhtmlXQ_title]中炮对屏风马[/DhtmlXQ_title]
//	[DhtmlXQ_red]胡荣华[/DhtmlXQ_red]
//	[DhtmlXQ_binit]8979695949392919097717866646260600102030405060708012720323436383[/DhtmlXQ_binit]
//	[DhtmlXQ_movelist]77477062[/DhtmlXQ_movelist]
//	[DhtmlXQ_move_0_2_1]1242[/DhtmlXQ_move_0_2_1]
//	[DhtmlXQ_comment0]开局[/DhtmlXQ_comment0]
//	[DhtmlXQ_comment1_2]另一种走法[/DhtmlXQ_comment1_2]
//	[/DhtmlXQ]
//
// Points are two digits, the column 0-8 from Red's left and the row 0-9 from
// Black's side, so "7747" is 炮二平五. binit places the 32 pieces in the
// order of XQF (Red's chariot, horse, elephant, advisor, king, advisor,
// elephant, horse, chariot, two cannons, five pawns, then Black's), "99"
// for a piece off the board. movelist is the main line; move_A_B_C is
// variation C, whose first move is ply B (counted from the start of the
// game) of line A, the main line being 0. commentN is the comment after ply
// N of the main line (comment0 before the first move) and commentC_N after
// ply N of variation C; "||" in a comment is a line break.
package dhtmlxq
