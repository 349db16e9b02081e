package i18n

// Names that come from other packages in English and simplified Chinese
// (the levels of engine/search, the openings of engine/book) get their
// traditional Chinese here, written by hand like the page's texts. A test
// checks that every level and opening has its entry.
var traditionalNames = map[string]string{
	// Levels and their descriptions.
	"入门": "入門", "新手": "新手", "初级": "初級", "中级": "中級", "高级": "高級",
	"业余高手": "業餘高手", "业余大师": "業餘大師", "大师": "大師", "特级大师": "特級大師", "最强": "最強",
	"只看一两步，常走还过得去的棋。":         "只看一兩步，常走還過得去的棋。",
	"能看到简单的威胁，但选棋随意。":         "能看到簡單的威脅，但選棋隨意。",
	"看得到几步之内的吃子和威胁，较深的组合看不到。": "看得到幾步之內的吃子和威脅，較深的組合看不到。",
	"不白丢子，能找到简短的战术。":          "不白丟子，能找到簡短的戰術。",
	"走得稳当，偶有疏忽。":              "走得穩當，偶有疏忽。",
	"稳健的棋友水平，能算几步。":           "穩健的棋友水準，能算幾步。",
	"大多数战术都能发现，很少偏离最佳着法。":     "大多數戰術都能發現，很少偏離最佳著法。",
	"算得深、走得准，略有变化。":           "算得深、走得準，略有變化。",
	"全力搜索，思考时间较短。":            "全力搜尋，思考時間較短。",
	"全力搜索，思考时间最长。":            "全力搜尋，思考時間最長。",

	// Openings.
	"中炮": "中炮", "左中炮": "左中炮", "仙人指路": "仙人指路", "飞相局": "飛相局", "起马局": "起馬局",
	"过宫炮": "過宮炮", "士角炮": "士角炮", "边马局": "邊馬局", "边兵局": "邊兵局", "仕角局": "仕角局",
	"五七炮": "五七炮", "五八炮": "五八炮", "五六炮": "五六炮", "五九炮": "五九炮",
	"中炮对屏风马":        "中炮對屏風馬",
	"中炮过河车对屏风马":     "中炮過河車對屏風馬",
	"中炮过河车对屏风马平炮兑车": "中炮過河車對屏風馬平炮兌車",
	"中炮过河车对屏风马左马盘河": "中炮過河車對屏風馬左馬盤河",
	"中炮巡河车对屏风马":     "中炮巡河車對屏風馬",
	"中炮急进中兵对屏风马":    "中炮急進中兵對屏風馬",
	"中炮对屏风马两头蛇":     "中炮對屏風馬兩頭蛇",
	"五七炮对屏风马":       "五七炮對屏風馬",
	"五八炮对屏风马":       "五八炮對屏風馬",
	"五六炮对屏风马":       "五六炮對屏風馬",
	"五九炮对屏风马":       "五九炮對屏風馬",
	"中炮对反宫马":        "中炮對反宮馬",
	"五七炮对反宫马":       "五七炮對反宮馬",
	"五六炮对反宫马":       "五六炮對反宮馬",
	"中炮对单提马":        "中炮對單提馬",
	"中炮对三步虎":        "中炮對三步虎",
	"顺炮":            "順炮",
	"顺炮直车对横车":       "順炮直車對橫車",
	"顺炮横车对直车":       "順炮橫車對直車",
	"列炮":            "列炮",
	"半途列炮":          "半途列炮",
	"仙人指路对卒底炮":      "仙人指路對卒底炮",
	"仙人指路对飞象":       "仙人指路對飛象",
	"仙人指路对中炮":       "仙人指路對中炮",
	"仙人指路对起马":       "仙人指路對起馬",
	"对兵局":           "對兵局",
	"飞相对左过宫炮":       "飛相對左過宮炮",
	"飞相对士角炮":        "飛相對士角炮",
	"飞相对进7卒":        "飛相對進7卒",
	"飞相对中炮":         "飛相對中炮",
	"起马对挺卒":         "起馬對挺卒",
}

// Name picks a name given in English and simplified Chinese for the page's
// language: the traditional form on a traditional page (the simplified one
// when there is none), and Chinese rather than nothing when English is
// missing, or the other way round.
func Name(lang Lang, zh, en string) string {
	switch {
	case lang == English && en != "" || zh == "":
		return en
	case lang == ChineseTraditional:
		if t, ok := traditionalNames[zh]; ok {
			return t
		}
	}
	return zh
}
