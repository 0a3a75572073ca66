# os.spawnv, spawnve, spawnvp, spawnvpe and the spawnl family os.py builds on them: P_WAIT returns the exit code (minus
# the killing signal), P_NOWAIT the pid that waitpid and waitstatus_to_exitcode take; a program that cannot run, or
# an environment execve refuses, gives 127 as the forked child's failed exec does. The child writes to our stdout.
# Also the process's ids and groups (getuid, getgroups...) and the RTLD_* constants.
import os, sys, signal, tempfile
exe = "/bin/sh"
print(os.P_WAIT, os.P_NOWAIT, os.P_NOWAITO, hasattr(os, "spawnl"), hasattr(os, "spawnlpe"))
print(os.spawnv(os.P_WAIT, exe, [exe, "-c", "exit 23"]))
print(os.spawnl(os.P_WAIT, exe, exe, "-c", "exit 0"))
print(os.spawnvp(os.P_WAIT, "sh", ["sh", "-c", "exit 5"]))
print(os.spawnlp(os.P_WAIT, "sh", "sh", "-c", "exit 6"))
print(os.spawnve(os.P_WAIT, exe, [exe, "-c", 'test "$FRUIT" = "orange=lemon" && exit 7'], {"FRUIT": "orange=lemon"}))
print(os.spawnvpe(os.P_WAIT, "sh", ["sh", "-c", "exit 8"], {"PATH": "/nonexistent:/bin"}))
print(os.spawnvpe(os.P_WAIT, "sh", ["sh", "-c", "exit 8"], {"PATH": "/nonexistent"}))
print(os.spawnve(os.P_WAIT, exe, [exe, "-c", "exit 9"], {b"K": b"V"}))
print(os.spawnv(os.P_WAIT, "/nonexistent/prog", ["prog"]))
print(os.spawnve(os.P_WAIT, exe, [exe, "-c", "exit 1"], {"A=B": "c"}))
print(os.spawnve(os.P_WAIT, exe, [exe, "-c", "exit 1"], {"A": "c\0d"}))
pid = os.spawnv(os.P_NOWAIT, exe, [exe, "-c", "exit 3"])
wpid, status = os.waitpid(pid, 0)
print(wpid == pid, os.waitstatus_to_exitcode(status), os.WIFEXITED(status), os.WEXITSTATUS(status))
pid = os.spawnv(os.P_NOWAIT, exe, [exe, "-c", "sleep 30"])
os.kill(pid, signal.SIGKILL)
wpid, status = os.waitpid(pid, 0)
print(wpid == pid, os.waitstatus_to_exitcode(status), os.WIFSIGNALED(status), os.WTERMSIG(status))
pid = os.spawnv(os.P_NOWAIT, "/nonexistent/prog", ["prog"])
print(os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1]))
for bad in [lambda: os.spawnv(os.P_WAIT, exe, ()), lambda: os.spawnv(os.P_WAIT, exe, [""]),
            lambda: os.spawnv(os.P_WAIT, exe, "abc"), lambda: os.spawnl(os.P_WAIT, exe),
            lambda: os.waitstatus_to_exitcode(0.0), lambda: os.waitstatus_to_exitcode(0x7f),
            lambda: os.waitstatus_to_exitcode(0x137f)]:
    try:
        bad()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
sys.stdout.flush()
print(os.spawnv(os.P_WAIT, exe, [exe, "-c", "echo from the child"]))

# the process's ids and groups, as id(1) sees them; the RTLD_* constants of dlopen
import subprocess
ids = {flag: subprocess.check_output(["id", flag]).split() for flag in ("-u", "-g", "-G")}
print(os.getuid() == int(ids["-u"][0]), os.geteuid() == int(ids["-u"][0]), os.getgid() == int(ids["-g"][0]),
      os.getegid() == int(ids["-g"][0]))
print(set(os.getgroups()) ^ {int(g) for g in ids["-G"]} <= {os.getegid()}, type(os.getgroups()).__name__)
print(os.RTLD_LAZY, os.RTLD_NOW, os.RTLD_GLOBAL, os.RTLD_LOCAL, os.RTLD_NODELETE, os.RTLD_NOLOAD, os.RTLD_DEEPBIND)
