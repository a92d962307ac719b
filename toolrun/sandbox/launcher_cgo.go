//go:build linux && cgo

package sandbox

// The launcher in C runs as an ELF constructor, before the Go runtime and
// every Go package's init: a binary as large as the proxy spends
// milliseconds starting Go, which every tool call would pay. The same
// pattern as runc's nsenter. The Go launcher (launcher_linux.go) does the
// same work when the binary is built without cgo.

/*
#cgo CFLAGS: -O2 -Wall -Wno-unused-function
#define _GNU_SOURCE
#include <errno.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/netlink.h>
#include <linux/seccomp.h>
#include <stddef.h>
#include <sys/socket.h>
#include <fcntl.h>
#include <grp.h>
#include <sched.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#ifndef SYS_landlock_create_ruleset
#define SYS_landlock_create_ruleset 444
#define SYS_landlock_add_rule 445
#define SYS_landlock_restrict_self 446
#endif
#ifndef SYS_close_range
#define SYS_close_range 436
#endif

#define ZC_CREATE_RULESET_VERSION (1U << 0)
#define ZC_RULE_PATH_BENEATH 1
#define ZC_FS_EXECUTE (1ULL << 0)
#define ZC_FS_WRITE_FILE (1ULL << 1)
#define ZC_FS_READ_FILE (1ULL << 2)
#define ZC_FS_READ_DIR (1ULL << 3)
#define ZC_FS_TRUNCATE (1ULL << 14)
#define ZC_NET_BIND_TCP (1ULL << 0)
#define ZC_NET_CONNECT_TCP (1ULL << 1)
#define ZC_SCOPE_ABSTRACT_UNIX_SOCKET (1ULL << 0)
#define ZC_SCOPE_SIGNAL (1ULL << 1)

struct zc_ruleset_attr {
	uint64_t handled_access_fs;
	uint64_t handled_access_net;
	uint64_t scoped;
};

struct zc_path_beneath_attr {
	uint64_t allowed_access;
	int32_t parent_fd;
} __attribute__((packed));

static void zc_fail(const char *what, const char *detail) {
	if (detail != NULL) {
		fprintf(stderr, "zc-proxy sandbox: %s: %s: %s\n", what, detail, strerror(errno));
	} else {
		fprintf(stderr, "zc-proxy sandbox: %s: %s\n", what, strerror(errno));
	}
	_exit(126);
}

#if defined(__x86_64__)
#define ZC_AUDIT_ARCH AUDIT_ARCH_X86_64
#elif defined(__aarch64__)
#define ZC_AUDIT_ARCH AUDIT_ARCH_AARCH64
#endif

// zc_no_sockets installs a seccomp filter for a process without network:
// socket(AF_UNIX, …) fails (Landlock before ABI 9 cannot stop a connect to
// a socket file by path, and the network namespace does not cover the file
// system), and so does a socket of any family but AF_INET, AF_INET6 and
// AF_NETLINK, which stay inside the empty network namespace (AF_VSOCK, on
// a virtual machine, reaches the host whatever the namespace), netlink
// only as NETLINK_ROUTE (NETLINK_USERSOCK lets any user message another
// process's port: two calls in the shared empty namespace could talk;
// attack 11), and
// io_uring_setup (io_uring makes sockets without the socket system call). System calls of another architecture's ABI (x32,
// i386 through int 0x80) fail too, so none of this can be dodged.
static void zc_no_sockets(void) {
#ifdef ZC_AUDIT_ARCH
	struct sock_filter filter[] = {
		BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, arch)),
		BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, ZC_AUDIT_ARCH, 1, 0),
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | ENOSYS),
		BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr)),
#if defined(__x86_64__)
		BPF_JUMP(BPF_JMP | BPF_JGE | BPF_K, 0x40000000, 0, 1), // x32
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | ENOSYS),
#endif
		BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_io_uring_setup, 0, 1),
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | ENOSYS),
		BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_socket, 0, 10),
		BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, args[0])),
		BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, AF_UNIX, 0, 1),
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EACCES),
		BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, AF_INET, 6, 0),
		BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, AF_INET6, 5, 0),
		BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, AF_NETLINK, 0, 3),
		// Netlink: NETLINK_ROUTE only (see above).
		BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, args[2])),
		BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, NETLINK_ROUTE, 2, 0),
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EPROTONOSUPPORT),
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EAFNOSUPPORT),
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
	};
	struct sock_fprog prog = {(unsigned short)(sizeof(filter) / sizeof(filter[0])), filter};
	if (prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &prog, 0, 0) != 0) {
		zc_fail("seccomp", NULL);
	}
#endif
}

// zc_no_keyrings installs, for every confined process, a seccomp filter
// that refuses the kernel keyring calls (add_key, request_key, keyctl):
// keyrings are not namespaced, so a key a call added to its user's keyring
// outlived it and a later call, of another client, running as the same
// user could read it. System calls of another architecture's ABI fail
// too, so the filter cannot be dodged.
static void zc_no_keyrings(void) {
#ifdef ZC_AUDIT_ARCH
	struct sock_filter filter[] = {
		BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, arch)),
		BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, ZC_AUDIT_ARCH, 1, 0),
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | ENOSYS),
		BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr)),
#if defined(__x86_64__)
		BPF_JUMP(BPF_JMP | BPF_JGE | BPF_K, 0x40000000, 0, 1), // x32
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | ENOSYS),
#endif
		BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_add_key, 2, 0),
		BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_request_key, 1, 0),
		BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_keyctl, 0, 1),
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | ENOSYS),
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
	};
	struct sock_fprog prog = {(unsigned short)(sizeof(filter) / sizeof(filter[0])), filter};
	if (prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &prog, 0, 0) != 0) {
		zc_fail("seccomp", NULL);
	}
#endif
}

static long long zc_number(const char *s) {
	char *end = NULL;
	errno = 0;
	long long v = strtoll(s, &end, 10);
	if (errno != 0 || end == s || *end != '\0') {
		errno = EINVAL;
		zc_fail("bad launch argument", s);
	}
	return v;
}

static void zc_limit(int resource, long long v, const char *name) {
	if (v <= 0) {
		return;
	}
	struct rlimit lim = {(rlim_t)v, (rlim_t)v};
	struct rlimit cur;
	if (getrlimit(resource, &cur) == 0 && cur.rlim_max != RLIM_INFINITY && cur.rlim_max < lim.rlim_max) {
		lim.rlim_max = cur.rlim_max;
		if (lim.rlim_cur > lim.rlim_max) {
			lim.rlim_cur = lim.rlim_max;
		}
	}
	if (setrlimit(resource, &lim) != 0) {
		zc_fail("setrlimit", name);
	}
}

// fs_rights is every file-system right Landlock handles at this ABI.
static uint64_t zc_fs_rights(int abi) {
	uint64_t all = (1ULL << 13) - 1; // ABI 1: execute .. make_sym
	if (abi >= 2) all |= 1ULL << 13; // refer
	if (abi >= 3) all |= 1ULL << 14; // truncate
	if (abi >= 5) all |= 1ULL << 15; // ioctl_dev
	return all;
}

static void zc_add_path(int ruleset, const char *path, uint64_t dir_rights, uint64_t file_rights) {
	int fd = open(path, O_PATH | O_CLOEXEC);
	if (fd < 0) {
		if (errno == ENOENT || errno == ENOTDIR) {
			return;
		}
		zc_fail("open", path);
	}
	struct stat st;
	if (fstat(fd, &st) != 0) {
		zc_fail("stat", path);
	}
	struct zc_path_beneath_attr attr = {S_ISDIR(st.st_mode) ? dir_rights : file_rights, fd};
	if (syscall(SYS_landlock_add_rule, ruleset, ZC_RULE_PATH_BENEATH, &attr, 0) != 0) {
		zc_fail("landlock_add_rule", path);
	}
	close(fd);
}

// Arguments: exe MARK uid gid net cpu as nofile nproc fsize nro ro… nrw rw… target…
static void zc_launch(int argc, char **argv) {
	int i = 2;
	if (argc < i + 10) {
		errno = EINVAL;
		zc_fail("bad launch arguments", NULL);
	}
	long long uid = zc_number(argv[i++]);
	long long gid = zc_number(argv[i++]);
	long long net = zc_number(argv[i++]);
	if (net == 2) {
		// Join the empty network namespace the proxy passed at descriptor 3.
		if (setns(3, CLONE_NEWNET) != 0) {
			zc_fail("setns", NULL);
		}
		net = 0;
	}
	zc_limit(RLIMIT_CPU, zc_number(argv[i++]), "cpu");
	zc_limit(RLIMIT_AS, zc_number(argv[i++]), "address_space");
	zc_limit(RLIMIT_NOFILE, zc_number(argv[i++]), "open_files");
	zc_limit(RLIMIT_NPROC, zc_number(argv[i++]), "processes");
	zc_limit(RLIMIT_FSIZE, zc_number(argv[i++]), "file_size");
	long long nro = zc_number(argv[i++]);
	if (nro < 0 || nro > argc - i - 1) {
		errno = EINVAL;
		zc_fail("bad launch arguments", "read-only paths");
	}
	char **ro = argv + i;
	i += nro;
	long long nrw = zc_number(argv[i++]);
	if (nrw < 0 || nrw > argc - i - 1) {
		errno = EINVAL;
		zc_fail("bad launch arguments", "writable paths");
	}
	char **rw = argv + i;
	i += nrw;
	if (i >= argc) {
		errno = EINVAL;
		zc_fail("bad launch arguments", "no target");
	}
	char **target = argv + i;

	int abi = (int)syscall(SYS_landlock_create_ruleset, NULL, 0, ZC_CREATE_RULESET_VERSION);
	if (abi < 1) {
		zc_fail("landlock", "not available");
	}
	struct zc_ruleset_attr attr = {0, 0, 0};
	size_t size = sizeof(uint64_t);
	uint64_t fs = zc_fs_rights(abi);
	attr.handled_access_fs = fs;
	if (abi >= 4) {
		size = 2 * sizeof(uint64_t);
		if (!net) {
			attr.handled_access_net = ZC_NET_BIND_TCP | ZC_NET_CONNECT_TCP;
		}
	}
	if (abi >= 6) {
		size = sizeof(attr);
		attr.scoped = ZC_SCOPE_ABSTRACT_UNIX_SOCKET | ZC_SCOPE_SIGNAL;
	}
	int ruleset = (int)syscall(SYS_landlock_create_ruleset, &attr, size, 0);
	if (ruleset < 0) {
		zc_fail("landlock_create_ruleset", NULL);
	}
	uint64_t read_dir = ZC_FS_EXECUTE | ZC_FS_READ_FILE | ZC_FS_READ_DIR;
	uint64_t read_file = ZC_FS_EXECUTE | ZC_FS_READ_FILE;
	for (long long k = 0; k < nro; k++) {
		zc_add_path(ruleset, ro[k], read_dir, read_file);
	}
	uint64_t file_rw = (ZC_FS_READ_FILE | ZC_FS_WRITE_FILE | (abi >= 3 ? ZC_FS_TRUNCATE : 0));
	for (long long k = 0; k < nrw; k++) {
		zc_add_path(ruleset, rw[k], fs, file_rw);
	}
	const char *devices[] = {"/dev/null", "/dev/full", "/dev/zero"};
	for (size_t k = 0; k < sizeof(devices) / sizeof(devices[0]); k++) {
		zc_add_path(ruleset, devices[k], fs, file_rw);
	}
	if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) {
		zc_fail("prctl(PR_SET_NO_NEW_PRIVS)", NULL);
	}
	if (syscall(SYS_landlock_restrict_self, ruleset, 0) != 0) {
		zc_fail("landlock_restrict_self", NULL);
	}
	close(ruleset);
	zc_no_keyrings();
	if (!net) {
		zc_no_sockets();
	}
	if (uid >= 0) {
		gid_t groups[1] = {(gid_t)gid};
		if (setgroups(1, groups) != 0) zc_fail("setgroups", NULL);
		if (setresgid((gid_t)gid, (gid_t)gid, (gid_t)gid) != 0) zc_fail("setresgid", NULL);
		if (setresuid((uid_t)uid, (uid_t)uid, (uid_t)uid) != 0) zc_fail("setresuid", NULL);
	}
	// Credentials changed: the parent-death signal was cleared.
	if (prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0) != 0) {
		zc_fail("prctl(PR_SET_PDEATHSIG)", NULL);
	}
	if (syscall(SYS_close_range, 3U, ~0U, 4U) != 0) { // 4: CLOSE_RANGE_CLOEXEC
		for (int fd = 3; fd < 4096; fd++) {
			fcntl(fd, F_SETFD, FD_CLOEXEC);
		}
	}
	if (strcmp(target[0], "__zc-sandbox-probe") == 0) {
		_exit(0);
	}
	execvp(target[0], target);
	zc_fail("exec", target[0]);
}

__attribute__((constructor)) static void zc_sandbox_constructor(int argc, char **argv, char **envp) {
	if (argc > 1 && argv != NULL && strcmp(argv[1], "__zc-sandbox-launch") == 0) {
		zc_launch(argc, argv);
	}
}
*/
import "C"
