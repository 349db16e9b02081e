package i18n

// fileTexts are the words of opening and sharing game files: why a file did
// not open (file.<code>, one per engine/gamefile error code) and the
// forum export. Like studyTexts they live apart from texts; init adds them.
var fileTexts = map[string]entry{
	"file.empty":      {"The file is empty.", "文件是空的。", "檔案是空的。"},
	"file.toolarge":   {"The file is larger than %s MB.", "文件超过 %s MB。", "檔案超過 %s MB。"},
	"file.xqfversion": {"This is an XQF file of version %s, which cannot be opened here. Save it from XQStudio (象棋演播室) as XQF 1.8 or as PGN and open that.", "这是 %s 版的 XQF 文件，这里无法打开。请在象棋演播室中另存为 XQF 1.8 或 PGN 后再打开。", "這是 %s 版的 XQF 檔案，這裡無法開啟。請在象棋演播室中另存為 XQF 1.8 或 PGN 後再開啟。"},
	"file.ccbridge":   {"This is a CCBridge (象棋桥) %s file. Export its games as PGN in CCBridge and open that.", "这是象棋桥的 %s 文件。请在象棋桥中导出为 PGN 后再打开。", "這是象棋橋的 %s 檔案。請在象棋橋中匯出為 PGN 後再開啟。"},
	"file.archive":    {"This is a %s archive. Unpack it and open the game file inside.", "这是 %s 压缩文件。请先解压，再打开其中的棋谱文件。", "這是 %s 壓縮檔。請先解壓縮，再開啟其中的棋譜檔案。"},
	"file.document":   {"This is a %s document, not a game record.", "这是 %s 文档，不是棋谱。", "這是 %s 文件，不是棋譜。"},
	"file.image":      {"This is a picture (%s), not a game record.", "这是图片（%s），不是棋谱。", "這是圖片（%s），不是棋譜。"},
	"file.webpage":    {"This is a web page with no game in it. Copy the game's [DhtmlXQ] text, or save the game as PGN.", "这是网页，里面没有棋谱。请复制棋谱的 [DhtmlXQ] 文本，或把棋谱保存为 PGN。", "這是網頁，裡面沒有棋譜。請複製棋譜的 [DhtmlXQ] 文字，或把棋譜儲存為 PGN。"},
	"file.unknown":    {"This is not a game record. PGN, XQF, DhtmlXQ (UBB) and FEN files can be opened.", "这不是棋谱。可以打开 PGN、XQF、DhtmlXQ（UBB）和 FEN 文件。", "這不是棋譜。可以開啟 PGN、XQF、DhtmlXQ（UBB）和 FEN 檔案。"},
	"file.nogame":     {"No game found: the text is not PGN, DhtmlXQ or a FEN position.", "没有找到棋谱：这段文字不是 PGN、DhtmlXQ 或 FEN 局面。", "找不到棋譜：這段文字不是 PGN、DhtmlXQ 或 FEN 局面。"},
	"file.bad":        {"This %s could not be read: %s", "无法读取此 %s：%s", "無法讀取此 %s：%s"},
	"file.many":       {"This %s holds more than one game. Paste one game at a time.", "此 %s 包含多局棋。请一次粘贴一局。", "此 %s 包含多局棋。請一次貼上一局。"},
	"msg.loadedfirst": {"The file holds more than one game; the first one is loaded.", "该文件包含多局棋，已载入第一局。", "該檔案包含多局棋，已載入第一局。"},
	"share.forum":     {"For a forum (DhtmlXQ / UBB)", "论坛棋谱（DhtmlXQ / UBB）", "論壇棋譜（DhtmlXQ / UBB）"},
}

func init() {
	for k, e := range fileTexts {
		if _, clash := texts[k]; !clash {
			texts[k] = e
		}
	}
}
