package receipts

// openIndex answers, for openMarkup, which open element an end tag closes
// in constant time: a walk from the innermost element out cost up to
// maxOpenElements steps per end tag, and an answer of 20,000 "<b></i>"
// made that milliseconds. It keeps, per name, the positions in open of
// its elements, and the positions of the open scope boundaries and
// special elements, each in increasing order.
type openIndex struct {
	byName         map[string][]int
	scope, special []int
}

// push records the element at position p of open.
func (x *openIndex) push(name string, p int) {
	if x.byName == nil {
		x.byName = map[string][]int{}
	}
	x.byName[name] = append(x.byName[name], p)
	if scopeBoundary[name] {
		x.scope = append(x.scope, p)
	}
	if specialElements[name] {
		x.special = append(x.special, p)
	}
}

// truncate forgets the elements of open from position m on, as openMarkup
// cuts open to open[:m]. Each element is forgotten once, so the cost is
// that of its push.
func (x *openIndex) truncate(open []openElement, m int) {
	for p := len(open) - 1; p >= m; p-- {
		ps := x.byName[open[p].name]
		x.byName[open[p].name] = ps[:len(ps)-1]
	}
	x.scope = dropFrom(x.scope, m)
	x.special = dropFrom(x.special, m)
}

func dropFrom(ps []int, m int) []int {
	for len(ps) > 0 && ps[len(ps)-1] >= m {
		ps = ps[:len(ps)-1]
	}
	return ps
}

func top(ps []int) int {
	if len(ps) == 0 {
		return -1
	}
	return ps[len(ps)-1]
}

// endTagCloses returns the position in open of the element an end tag of
// name closes, or -1 when a browser ignores it: a block's end tag
// ("</div>") or a formatting one ("</a>") does not reach past a scope
// boundary (a table cell, object, template), and any other ("</span>")
// not past a special element ("<span hidden><pre></span>" leaves the
// span open). The innermost element of that name counts, even when it is
// itself such a boundary.
func (x *openIndex) endTagCloses(name string) int {
	last := top(x.byName[name])
	if last < 0 {
		return -1
	}
	boundary := top(x.scope)
	if !blockEndTags[name] && !formatting[name] {
		boundary = max(boundary, top(x.special))
	}
	if last >= boundary {
		return last
	}
	return -1
}
