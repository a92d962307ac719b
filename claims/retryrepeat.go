package claims

// retriedByRepeat: a retry is itself a call. "First sync timed out, so I
// retried" beside a failed deploy call and a second, successful deploy
// call of the same tool with the same arguments: the second call is the
// retry, whatever its command words (a read of the pipeline is none:
// it repeats no earlier call).
func retriedByRepeat(cp *concept, calls []Call) bool {
	if cp == nil || cp.name != "retry" {
		return false
	}
	for i := range calls {
		if st := calls[i].Status; st != Verified && st != Unverified && st != Client || isLookupCall(&calls[i]) {
			continue
		}
		for j := 0; j < i; j++ {
			if calls[j].Tool == calls[i].Tool && calls[j].Args == calls[i].Args {
				return true
			}
		}
	}
	return false
}
