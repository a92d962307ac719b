package receipts

// RenderFooter returns the footer DESIGN.md shows ("\n\n---\nTool receipts:
// …\nUnverified tool claims:\n…"), or "" when there is nothing to show.
func RenderFooter(receipts []Receipt, flags []Flag) string {
	panic("todo")
}
