package toolrun

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/zc-proxy/zc-proxy/toolrun/argpolicy"
)

// valueRule is what a program does with an option's value (attack 21):
// the value names code, or is code, whatever the value's first byte.
type valueRule int

const (
	// ruleCodeFile: the value names a file the program reads its code
	// from (make -f, awk -f, sed -f, jq -f, gdb -x, node --import): any
	// file the sandbox lets it read would be its program. From a value
	// it must be a regular file in the tool's dir.
	ruleCodeFile valueRule = iota + 1
	// ruleModulePath: ruleCodeFile for node, which reads a value not
	// written as a path ("hook.mjs", "data:text/javascript,…") as a
	// package it looks up out of the directory or as a URL whose text is
	// the code: it must also start with "./" or "/".
	ruleModulePath
	// ruleConfigDir: the value names a repository whose config runs
	// programs (git -C, --git-dir, --work-tree: core.fsmonitor), or a
	// directory the program loads code from (gdb --data-directory): from
	// a value it must be a directory in the tool's dir.
	ruleConfigDir
	// ruleSetting: the value is "name=value", and some names make the
	// value a command (git -c core.fsmonitor=…, ssh -o ProxyCommand=…):
	// the name is the operator's, refused at load when a {param} fills
	// it (unless listed).
	ruleSetting
	// ruleCommand: the value is a command line or code the program runs
	// (tar --to-command, gdb -ex, rsync -e, zip -TT): refused at load
	// when a {param} fills any of it (unless listed).
	ruleCommand
	// ruleWarning: python's -W action:message:category:module:lineno,
	// whose category "a.b.Name" imports a.b: from a value it must be a
	// built-in category (no ".").
	ruleWarning
)

// valueOptions is how a program's command line reads up to its options'
// values.
type valueOptions struct {
	// rules are the options whose value is code or names it, by name as
	// written ("-f", "--file", gdb's "-x" and "--x" alike).
	rules map[string]valueRule
	// takesValue are the program's other short letters that take a value,
	// which end a cluster ("-vfoo=1" is awk's -v, not -f).
	takesValue string
	// clusters: short options cluster ("sed -nf script", "tar -xf a");
	// gdb's single-dash names ("-nx", "-ex") do not.
	clusters bool
	// operands: the options end past this many operands (git's own
	// options come before its subcommand, "git log -C" is copy
	// detection; python's and node's before the script; ssh's before the
	// remote command, after the host); -1: they do not end.
	operands int
	// skip are the other options that take the next word as their value.
	skip map[string]bool
	// abbreviates: the program reads a prefix of a long option as the
	// option (getopt_long: tar's "--to-com" is --to-command; gdb's
	// getopt_long_only: "-eval" is -eval-command, one dash too).
	abbreviates bool
	// attachedOnly are the short letters of rules whose value is only
	// ever attached ("-xdir"): alone they take no value, and the next
	// word is no value of theirs (ruby -x).
	attachedOnly string
	// subcommands: the first operand is a subcommand only when it is one
	// of these (deno run app.ts); otherwise it is the script itself (deno
	// app.ts), and counts for both of operands' first two.
	subcommands map[string]bool
}

func rules(r valueRule, names ...string) map[string]valueRule {
	m := make(map[string]valueRule, len(names))
	for _, n := range names {
		m[n] = r
	}
	return m
}

func mergeRules(ms ...map[string]valueRule) map[string]valueRule {
	out := make(map[string]valueRule)
	for _, m := range ms {
		for k, v := range m {
			out[k] = v
		}
	}
	return out
}

var (
	// make's -j and -l take a value only attached or when the next word
	// starts with a digit ("make -l -f file" is -f's file)
	makeValues = valueOptions{rules: rules(ruleCodeFile, "-f", "--file", "--makefile"), takesValue: "CIWoE", clusters: true, operands: -1,
		abbreviates: true}
	// gawk's -E and --exec are -f that also ends the options
	awkValues = valueOptions{rules: rules(ruleCodeFile, "-f", "--file", "-E", "--exec", "-i", "--include", "-l", "--load"),
		takesValue: "vFWe", clusters: true, operands: -1, abbreviates: true}
	// ssh -I loads a PKCS#11 library (dlopen): a file in dir
	sshValues = valueOptions{rules: mergeRules(rules(ruleSetting, "-o"), rules(ruleCodeFile, "-F", "-I"), rules(ruleCommand, "-S")),
		takesValue: "BbcDEeiJLlmOpQRWwsPX", clusters: true, operands: 1}
	// scp's and sftp's -D runs a local SFTP server program, a command
	// line for sftp (attack 22); their -S is the ssh they run
	scpValues = valueOptions{rules: mergeRules(rules(ruleSetting, "-o"), rules(ruleCodeFile, "-F"), rules(ruleCommand, "-S", "-D")),
		takesValue: "BbcEeIiJlPRs", clusters: true}
	// ruby -r loads a library it looks up by name on its load path, or
	// a file written as a path; -I puts a directory first on that path,
	// -C changes into one before the script is read (attack 22), and so
	// does -x with one attached ("-xdir"; attack 22 review)
	rubyValues = valueOptions{rules: mergeRules(rules(ruleModulePath, "-r"), rules(ruleConfigDir, "-I", "-C", "-x")),
		takesValue: "eEF", attachedOnly: "x", clusters: true}
	// perl -I puts a directory first on @INC, where the script's use
	// finds its modules (attack 22); -M, -m and -d: are moduleOperand's
	perlValues = valueOptions{rules: rules(ruleConfigDir, "-I"), takesValue: "eEMmx", clusters: true}
	// php -d sets an ini setting, and some are code (auto_prepend_file);
	// -c names the php.ini, -z a Zend extension to load, -f the script
	// (attack 22)
	phpValues = valueOptions{rules: mergeRules(rules(ruleSetting, "-d"), rules(ruleCodeFile, "-c", "-z", "-f")),
		takesValue: "rBRFEtS", clusters: true}
	// deno reads a module, an import map or a config file from a URL as
	// readily as from a file (data:text/javascript,… is code): a value
	// must be a path to a file in dir. Its subcommand (run) and the
	// script are its first two operands (attack 22); "deno app.ts" runs
	// the script without one.
	denoValues = valueOptions{rules: mergeRules(rules(ruleModulePath, "--preload", "--require", "--import-map", "-c", "--config"),
		rules(ruleCodeFile, "--env-file")), skip: denoValueOptions, clusters: true, operands: 2, subcommands: denoSubcommands}
	// npm runs scripts with --script-shell, reads settings (script-shell
	// among them) from --userconfig and --globalconfig, and exec's
	// --call is a command line (attack 22); --prefix (-C) names the
	// package whose package.json scripts npm run runs (attack 22 review)
	npmValues = valueOptions{rules: mergeRules(rules(ruleCommand, "--script-shell", "--call", "-c", "--node-options", "--shell"),
		rules(ruleCodeFile, "--userconfig", "--globalconfig"), rules(ruleConfigDir, "--prefix", "-C")), operands: -1, abbreviates: true}
	// pip installs (and builds, running setup.py) what its index, -e
	// directory or requirements file names (attack 22); --python is the
	// program pip runs itself again under (attack 22 review)
	pipValues = valueOptions{rules: mergeRules(rules(ruleCommand, "-i", "--index-url", "--extra-index-url", "-f", "--find-links", "--python"),
		rules(ruleConfigDir, "-e", "--editable"), rules(ruleCodeFile, "-r", "--requirement", "-c", "--constraint")),
		clusters: true, operands: -1, abbreviates: true} // optparse takes a prefix of a long option
	// node reads "--title x" as an option and its value, not x as the
	// script that ends its options; --env-file-if-exists is --env-file's
	// NODE_OPTIONS, --test-reporter a module it imports
	nodeValues = valueOptions{rules: rules(ruleModulePath, "-r", "--require", "--import", "--loader",
		"--experimental-loader", "--env-file", "--env-file-if-exists", "--test-reporter"), skip: nodeValueOptions}
	// gdb imports its Python package from --data-directory, -nx or not
	gdbValues = valueOptions{operands: -1, abbreviates: true, rules: mergeRules(
		rules(ruleCodeFile, "-x", "--x", "-command", "--command", "-ix", "--ix", "-init-command", "--init-command"),
		rules(ruleConfigDir, "-D", "-data-directory", "--data-directory"),
		rules(ruleCommand, "-ex", "--ex", "-eval-command", "--eval-command", "-iex", "--iex",
			"-init-eval-command", "--init-eval-command"))}
	tarValues = valueOptions{rules: rules(ruleCommand, "--to-command", "--checkpoint-action", "--use-compress-program",
		"-I", "--rsh-command", "--info-script", "--new-volume-script", "-F"), takesValue: "bCfgHKLNTVX", clusters: true, operands: -1,
		abbreviates: true}
	// sed's -s (--separate) takes no value: "-sf script" is -f's
	sedValues = valueOptions{rules: rules(ruleCodeFile, "-f", "--file"), takesValue: "el", clusters: true, operands: -1, abbreviates: true}
	// -c and -m end python's options: their value is its first operand
	pythonValues = valueOptions{rules: rules(ruleWarning, "-W"), takesValue: "X", clusters: true,
		skip: map[string]bool{"--check-hash-based-pycs": true}}
)

// nodeValueOptions are node's options whose value may be the next word
// (node --help, v20 to v22), which a scan must not read as its script.
var nodeValueOptions = map[string]bool{
	"-C": true, "--conditions": true, "--input-type": true, "--allow-fs-read": true, "--allow-fs-write": true,
	"--build-snapshot-config": true, "--cpu-prof-dir": true, "--cpu-prof-interval": true, "--cpu-prof-name": true,
	"--diagnostic-dir": true, "--disable-proto": true, "--disable-warning": true, "--dns-result-order": true,
	"--experimental-default-type": true, "--experimental-policy": true, "--experimental-sea-config": true,
	"--heap-prof-dir": true, "--heap-prof-interval": true, "--heap-prof-name": true, "--heapsnapshot-near-heap-limit": true,
	"--heapsnapshot-signal": true, "--icu-data-dir": true, "--inspect-publish-uid": true, "--max-http-header-size": true,
	"--network-family-autoselection-attempt-timeout": true, "--openssl-config": true, "--policy-integrity": true,
	"--redirect-warnings": true, "--report-dir": true, "--report-directory": true, "--report-filename": true,
	"--report-signal": true, "--secure-heap": true, "--secure-heap-min": true, "--snapshot-blob": true,
	"--test-concurrency": true, "--test-name-pattern": true, "--test-reporter-destination": true, "--test-shard": true,
	"--test-skip-pattern": true, "--test-timeout": true, "--title": true, "--tls-cipher-list": true, "--tls-keylog": true,
	"--trace-event-categories": true, "--trace-event-file-pattern": true, "--trace-require-module": true,
	"--unhandled-rejections": true, "--use-largepages": true, "--v8-pool-size": true, "--watch-path": true,
	"--localstorage-file": true,
}

// optionValueTables are, by program name (programName), the options
// whose value is code or names it. Written among an entry's fixed words
// they are the operator's; a {param} filling one is checked by its rule.
var optionValueTables = map[string]valueOptions{
	"make": makeValues, "gmake": makeValues, "remake": makeValues, "bmake": makeValues,
	"awk": awkValues, "gawk": awkValues, "mawk": awkValues, "nawk": awkValues,
	"sed": sedValues, "gsed": sedValues,
	"jq":  {rules: rules(ruleCodeFile, "-f", "--from-file", "-L"), clusters: true, operands: -1},
	"gdb": gdbValues,
	"git": {rules: mergeRules(rules(ruleSetting, "-c", "--config-env"),
		rules(ruleConfigDir, "-C", "--git-dir", "--work-tree", "--exec-path")),
		skip: map[string]bool{"--namespace": true, "--super-prefix": true, "--attr-source": true, "--list-cmds": true}},
	"ssh": sshValues, "scp": scpValues, "sftp": scpValues,
	"rsync": {rules: rules(ruleCommand, "-e", "--rsh", "--rsync-path"), takesValue: "BfMT", clusters: true, operands: -1},
	"zip":   {rules: rules(ruleCommand, "-TT", "--unzip-command"), operands: -1, abbreviates: true},
	// wget runs --use-askpass's program for a password
	"wget": {rules: mergeRules(rules(ruleCommand, "-e", "--execute"), rules(ruleCodeFile, "--config", "--use-askpass")), operands: -1,
		abbreviates: true},
	"curl": {rules: rules(ruleCodeFile, "-K", "--config"), takesValue: curlValueLetters, clusters: true, operands: -1, abbreviates: true},
	"tar":  tarValues, "gtar": tarValues,
	"node": nodeValues, "nodejs": nodeValues,
	"python": pythonValues, "pypy": pythonValues,
	"ruby": rubyValues, "perl": perlValues, "php": phpValues, "deno": denoValues,
	"npm": npmValues, "pip": pipValues,
}

// denoSubcommands are deno's subcommands that read options before a
// module they run or check (deno --help, 2.x).
var denoSubcommands = map[string]bool{"run": true, "serve": true, "test": true, "bench": true, "check": true,
	"compile": true, "repl": true, "eval": true, "task": true, "install": true, "x": true, "info": true, "doc": true}

// denoValueOptions are deno's options that take the next word as their
// value (deno run --help, 2.x), never its subcommand or script.
var denoValueOptions = map[string]bool{"--ext": true, "--node-modules-linker": true, "--lock": true, "--cert": true,
	"--min-dep-age": true, "--inspect-publish-uid": true, "--location": true, "--seed": true, "--conditions": true}

// optionValueRef is one option value of a command template: the argument
// holding it, the byte it starts at, the option and its rule.
type optionValueRef struct {
	arg, at int
	program string // its base name
	option  string
	rule    valueRule
}

// optionValueRefs finds, in a command template, the values of the options
// optionValueTables names, for command[0] or the program a wrapper runs
// (a word before any {param}). Options end at "--" and, for git, at the
// subcommand.
func optionValueRefs(argv []string) []optionValueRef {
	from := programAfter(argv, func(p string) bool { _, ok := optionValueTables[p]; return ok })
	if from < 0 {
		return nil
	}
	refs := scanOptionValues(optionValueTables[programName(argv[from-1])], argv[from:], from)
	for i := range refs {
		refs[i].program = filepath.Base(argv[from-1])
	}
	return refs
}

// scanOptionValues reads words (the arguments after the program, the
// first at index base) as spec says: long options "--name value" and
// "--name=value", single-dash names written whole ("-ex value", "-TT
// value"), and short ones alone ("-f value"), attached ("-ffile") or
// ending a cluster ("-nf value").
func scanOptionValues(spec valueOptions, words []string, base int) []optionValueRef {
	var refs []optionValueRef
	value := func(i int, name string, r valueRule) int {
		if i+1 < len(words) {
			refs = append(refs, optionValueRef{arg: base + i + 1, option: name, rule: r})
			return 1
		}
		return 0
	}
	operands := 0
	for i := 0; i < len(words); i++ {
		w := words[i]
		if w == "--" {
			break
		}
		if len(w) < 2 || w[0] != '-' {
			if operands == 0 && spec.subcommands != nil && !spec.subcommands[w] {
				operands++ // no subcommand: this is the script
			}
			if operands++; spec.operands >= 0 && operands > spec.operands {
				break
			}
			continue
		}
		if spec.skip[w] {
			i++
			continue
		}
		if len(w) == 2 && strings.IndexByte(spec.attachedOnly, w[1]) >= 0 {
			continue // "-x" alone: no value
		}
		if r, ok := spec.ruleFor(w); ok {
			i += value(i, w, r)
			continue
		}
		if name, _, ok := strings.Cut(w, "="); ok && (strings.HasPrefix(name, "--") || len(name) > 2) {
			if r, ok := spec.ruleFor(name); ok {
				refs = append(refs, optionValueRef{arg: base + i, at: len(name) + 1, option: name, rule: r})
				continue
			}
			if strings.HasPrefix(name, "--") || !spec.clusters {
				continue
			}
			// a short option with its value attached, the value holding
			// "=": php's "-dauto_prepend_file=…" (attack 22)
		}
		if w[1] == '-' {
			continue // a long option of no rule; its value, if any, is attached or a word no rule reads
		}
		last := len(w)
		if !spec.clusters {
			last = 2
		}
		for c := 1; c < last; c++ {
			name := "-" + w[c:c+1]
			if r, ok := spec.rules[name]; ok {
				if c+1 < len(w) {
					refs = append(refs, optionValueRef{arg: base + i, at: c + 1, option: name, rule: r})
				} else if strings.IndexByte(spec.attachedOnly, w[c]) < 0 {
					i += value(i, name, r)
				}
				break
			}
			if strings.IndexByte(spec.takesValue, w[c]) >= 0 {
				if c+1 == len(w) && i+1 < len(words) {
					i++ // its value is the next word ("-p 22")
				}
				break
			}
		}
	}
	return refs
}

// ruleFor is the rule of the option written as name: exactly one of
// spec.rules or, for a program that abbreviates, a prefix of one ("--"
// and two letters or more; one dash and two or more where short options
// do not cluster, gdb's "-eval"). A prefix of several is read as the
// strictest (an ambiguous one the program refuses anyway).
func (spec valueOptions) ruleFor(name string) (valueRule, bool) {
	if r, ok := spec.rules[name]; ok {
		return r, true
	}
	long := strings.HasPrefix(name, "--") || !spec.clusters && len(name) > 2
	if !spec.abbreviates || !long || len(name) < 3 {
		return 0, false
	}
	var best valueRule
	for full, r := range spec.rules {
		if strings.HasPrefix(full, name) && (best == 0 || strictness(r) > strictness(best)) {
			best = r
		}
	}
	return best, best != 0
}

// strictness orders rules by what a {param} in their value may do: a
// command is refused at load, a setting's name too, the others checked.
func strictness(r valueRule) int {
	switch r {
	case ruleCommand:
		return 2
	case ruleSetting:
		return 1
	}
	return 0
}

// loadOptionValues refuses, at load, a template whose {param} fills the
// name of a setting (git -c, ssh -o) or any of a command value (tar
// --to-command, gdb -ex), unless the value is exactly one parameter that
// lists its values. The other rules are checked at call time.
func loadOptionValues(argv []string, refs []optionValueRef, dashOK map[string]bool) error {
	for _, ref := range refs {
		v := argv[ref.arg][ref.at:]
		if operatorValue(v, dashOK) {
			continue
		}
		prog := ref.program
		switch ref.rule {
		case ruleSetting:
			// php and ssh skip the blanks before a name: " auto_prepend_file=…"
			// is auto_prepend_file (attack 22 review)
			name := strings.TrimLeft(v, " \t")
			if i := strings.IndexAny(name, "= \t"); i >= 0 {
				name = name[:i]
			}
			if placeholderRE.MatchString(name) {
				return fmt.Errorf("exec: command[%d] %q is the setting %s %s takes (name=value), and a {param} in its name lets the model choose a setting that is a command (git -c core.fsmonitor=…, ssh -o ProxyCommand=…); "+
					"fix the name (\"color.ui={mode}\") or list the values the model may give (enum)", ref.arg, shorten(argv[ref.arg], 80), prog, ref.option)
			}
			if codeSetting(programName(prog), name) {
				// the operator named the setting, but its value is a
				// command or names code (attack 22)
				return fmt.Errorf("exec: command[%d] %q sets %s, whose value is a command %s runs or names code it loads, so a {param} there would be the model's code; "+
					"fix the value, or list the values the model may give (enum)", ref.arg, shorten(argv[ref.arg], 80), name, prog)
			}
		case ruleCommand:
			return fmt.Errorf("exec: command[%d] %q is the command line or code %s runs for %s, and a {param} there would be the model's command; "+
				"fix it, or list the values the model may give (enum)", ref.arg, shorten(argv[ref.arg], 80), prog, ref.option)
		}
	}
	return nil
}

// codeSettings are, by program, the settings (lower case) whose value
// is a command the program runs or names code it loads: git's by their
// last name part (core.pager, diff.<driver>.textconv, filter.<f>.clean)
// or, for alias, pager, include and includeIf, their section; ssh's -o
// keywords; php's -d ini settings. A {param} in such a value is the
// model's code (git -c diff.external={v} diff ran it; attack 22).
var codeSettings = map[string]struct{ keys, sections map[string]bool }{
	"git": {keys: set("pager", "editor", "sshcommand", "fsmonitor", "askpass", "hookspath", "gitproxy", "external",
		"command", "textconv", "cmd", "driver", "clean", "smudge", "process", "helper", "program",
		"packobjectshook", "templatedir", "uploadpack", "receivepack", "alternaterefscommand", "browser", "path",
		"worktree",
		// gpg.ssh.defaultKeyCommand, interactive.diffFilter, imap.tunnel,
		// sendemail's commands and its smtpServer (a path is a program
		// it runs) (attack 22 review)
		"defaultkeycommand", "difffilter", "tunnel", "sendmailcmd", "tocmd", "cccmd", "headercmd", "smtpserver"),
		sections: set("alias", "pager", "include", "includeif")},
	"ssh": {keys: set("proxycommand", "localcommand", "knownhostscommand", "remotecommand", "pkcs11provider",
		"securitykeyprovider", "xauthlocation", "proxyjump", "include", "permitlocalcommand")},
	"php": {keys: set("auto_prepend_file", "auto_append_file", "include_path", "extension", "zend_extension",
		"extension_dir", "sendmail_path", "allow_url_include", "open_basedir", "disable_functions",
		"disable_classes", "user_ini.filename", "opcache.preload", "ffi.preload", "ffi.enable",
		"unserialize_callback_func",
		// functions php calls by name: output_handler with the script's
		// output (output_handler=system ran it; attack 22 review)
		"output_handler", "assert.callback")},
}

func set(names ...string) map[string]bool {
	m := make(map[string]bool, len(names))
	for _, n := range names {
		m[n] = true
	}
	return m
}

// codeSetting reports whether the setting name (as written, before its
// "=") of prog is one of codeSettings.
func codeSetting(prog, name string) bool {
	if prog == "scp" || prog == "sftp" {
		prog = "ssh"
	}
	cs, ok := codeSettings[prog]
	if !ok {
		return false
	}
	name = strings.ToLower(strings.TrimSpace(name))
	if cs.keys[name] {
		return true
	}
	section, _, _ := strings.Cut(name, ".")
	key := name[strings.LastIndexByte(name, '.')+1:]
	return prog == "git" && (cs.keys[key] || cs.sections[section])
}

// checkOptionValues checks, at call time, the values a {param} filled of
// the options whose value names code (ruleCodeFile, ruleModulePath,
// ruleConfigDir, ruleWarning) and of settings (ruleSetting: one line); a value of a parameter that lists its
// values is the operator's. It returns the refused argument's index and
// why, or -1.
func (t *execTool) checkOptionValues(argv []string) (int, error) {
	for _, ref := range t.optionValues {
		if operatorValue(t.argv[ref.arg][ref.at:], t.dashOK) {
			continue
		}
		v := argv[ref.arg][ref.at:]
		var err error
		switch ref.rule {
		case ruleCodeFile, ruleModulePath:
			err = fileIn(t.dir, v, false)
			if err == nil && ref.rule == ruleModulePath && !strings.HasPrefix(v, "./") && !strings.HasPrefix(v, "/") {
				err = fmt.Errorf("%q is not written as a path: %s reads a bare name as a package or library it looks up outside the directory and a URL (data:…) as code; write ./%s", shorten(v, 80), ref.program, shorten(v, 80))
			}
		case ruleConfigDir:
			err = fileIn(t.dir, v, true)
		case ruleSetting:
			// the setting's value is the model's, its name the operator's:
			// php -d writes "name=value\n" into an ini text it parses, so a
			// line break starts a setting of the model's
			// (auto_prepend_file=…; attack 22 review); git -c and ssh -o
			// values are one line too
			if strings.ContainsAny(v, "\n\r") {
				err = fmt.Errorf("the value holds a line break, after which %s would read a setting of the value's own (auto_prepend_file=…); give one line", ref.program)
			}
		case ruleWarning:
			if c := warningCategory(v); strings.Contains(c, ".") {
				err = fmt.Errorf("the category %q names a module python imports; give a built-in category (DeprecationWarning)", shorten(c, 80))
			}
		}
		if err != nil {
			return ref.arg, err
		}
	}
	return -1, nil
}

// fileIn checks that v names a regular file (a directory, when dir is
// true) inside the tool's directory: resolved there, symlinks followed,
// no ".." segment (argpolicy.CheckPath), and existing.
func fileIn(toolDir, v string, dir bool) error {
	if err := argpolicy.CheckPath(toolDir, v); err != nil {
		return err
	}
	p := v
	if !filepath.IsAbs(p) {
		p = filepath.Join(toolDir, p)
	}
	st, err := os.Stat(p)
	switch {
	case err != nil:
		return fmt.Errorf("%q is no file in the tool's directory", shorten(v, 80))
	case dir && !st.IsDir():
		return fmt.Errorf("%q is no directory in the tool's directory", shorten(v, 80))
	case !dir && !st.Mode().IsRegular():
		return fmt.Errorf("%q is no regular file in the tool's directory", shorten(v, 80))
	}
	return nil
}

// warningCategory is the category field of a python -W filter
// (action:message:category:module:lineno), spaces trimmed as python
// trims them.
func warningCategory(v string) string {
	f := strings.Split(v, ":")
	if len(f) < 3 {
		return ""
	}
	return strings.TrimSpace(f[2])
}

// optionAt names the program and option whose value argument i holds.
func (t *execTool) optionAt(i int) (string, string) {
	for _, ref := range t.optionValues {
		if ref.arg == i {
			return ref.program, ref.option
		}
	}
	return filepath.Base(t.argv[0]), "option"
}
