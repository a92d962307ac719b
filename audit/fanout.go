package audit

import "github.com/zc-proxy/zc-proxy/toolrun"

// Fanout returns an Auditor that hands every event to each of a, in order.
// Nil entries are skipped; with none left it returns an Auditor that does
// nothing, and with one it returns that one.
func Fanout(a ...toolrun.Auditor) toolrun.Auditor {
	var live fanout
	for _, x := range a {
		if x != nil {
			live = append(live, x)
		}
	}
	if len(live) == 1 {
		return live[0]
	}
	return live
}

type fanout []toolrun.Auditor

func (f fanout) ToolEvent(ev toolrun.Event) {
	for _, a := range f {
		a.ToolEvent(ev)
	}
}
