package claims

import "strings"

// A name ("prod-db", "db-1", "api") a call names only joined by a dash
// to a word of a machine's role ("prod-db-replica", "db-1-standby",
// "api-canary", "staging-api") is another machine: the replica, standby,
// canary or backup of the one the answer names, and its results are not
// the named one's. A generated suffix ("worker-pdf-7d9c8b6f5-xk2lp", a
// pod of the deployment), a zone letter ("europe-west9-a") or a variant
// code ("ERGO-500-NEG") still names the thing itself.

// hostRoles are the words of a machine's or a deployment's role that
// make a dashed name another machine, every language (hosts are mostly
// named in English, but "respaldo", "secours", "ersatz" occur).
var hostRoles = mkSet("replica replicas replika réplica replique standby hotstandby canary canario backup backups bak bkp old new legacy next " +
	"staging stage stg dev devel test testing qa uat preprod preview sandbox beta alpha " +
	"secondary primary follower leader mirror clone copy copia copie kopie shadow blue green " +
	"failover fallback spare dr ro readonly reader writer archive temp tmp " +
	"respaldo reserva secours sauvegarde ersatz sicherung teste pruebas prueba")

// variantName: o (folded) is a name of letters, digits and inner dashes
// with a letter in it: a host, a service, a deployment; not a date or a
// phone number (no letter), not a phrase.
func variantName(o string) bool {
	if len(o) < 2 || len(o) > 64 || o[0] == '-' || o[len(o)-1] == '-' {
		return false
	}
	letter := false
	for i := 0; i < len(o); i++ {
		switch c := o[i]; {
		case c == '-':
			if o[i-1] == '-' {
				return false
			}
		case 'a' <= c && c <= 'z':
			letter = true
		case isDigit(c):
		default:
			return false
		}
	}
	return letter
}

// onlyRoleVariant: hay names o, and every whole occurrence of it is
// joined by a dash or an underscore to a role word ("prod-db-replica",
// "standby-db-1"): the call was about another machine.
func onlyRoleVariant(hay, o string) bool {
	if !variantName(o) {
		return false
	}
	seen := false
	for from := 0; from <= len(hay)-len(o); {
		i := strings.Index(hay[from:], o)
		if i < 0 {
			break
		}
		i += from
		from = i + 1
		e := i + len(o)
		if i > 0 && nameByte(hay[i-1]) || e < len(hay) && nameByte(hay[e]) {
			continue // inside a longer word ("db-10" is no "db-1")
		}
		if !roleJoined(hay, i, e) {
			return false
		}
		seen = true
	}
	return seen
}

// roleJoined: the name at hay[i:e] goes on with "-role" or opens after
// "role-" (a dash or an underscore).
func roleJoined(hay string, i, e int) bool {
	if e+1 < len(hay) && (hay[e] == '-' || hay[e] == '_') {
		j := e + 1
		for j < len(hay) && nameByte(hay[j]) {
			j++
		}
		if hostRoles[hay[e+1:j]] {
			return true
		}
	}
	if i > 1 && (hay[i-1] == '-' || hay[i-1] == '_') {
		j := i - 1
		for j > 0 && nameByte(hay[j-1]) {
			j--
		}
		if hostRoles[hay[j:i-1]] {
			return true
		}
	}
	return false
}

// nameByte: a letter or a digit of a name (a dash or an underscore
// joins two names' parts).
func nameByte(c byte) bool { return c != '_' && isWordChar(c) }
