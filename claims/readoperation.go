package claims

// readOperation: the call's arguments pick one operation of a tool that
// does several, and the one picked reads ({"action": "read_pr"},
// {"aktion": "lesen"}, {"accion": "leer_mr"}, {"acao": "ler"};
// readActionCall, readaction.go): the call looked up, whatever else its
// tool can do ("GitHub actions: read a PR, label, merge"), so it backs no
// change, send or run told beside it ("214 has 2 approvals; I've added
// the release label to it"), only a state it read. Cached on the call.
func (c *Call) readOperation() bool {
	if c.op == 0 {
		c.op = 2
		if readActionCall(c) {
			c.op = 1
		}
	}
	return c.op == 1
}
