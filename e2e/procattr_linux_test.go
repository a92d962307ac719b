package e2e

import "syscall"

// procAttr makes a child proxy die with the test binary, so a killed test
// run (a timeout, a closed pipe) leaves no zc-proxy behind.
func procAttr() *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Pdeathsig: syscall.SIGTERM}
}
