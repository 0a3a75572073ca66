# posix's process and environment functions: the types and shapes of what they return (never the values, which
# are the machine's), environ as bytes, putenv/unsetenv, strerror, fspath, urandom, kill with signal 0, system,
# the constants and the error alias.
import posix


class P:
    def __init__(self, p):
        self.p = p

    def __fspath__(self):
        return self.p


def show(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, type(e).__name__ + ":", e)


print(posix.error is OSError, posix.name if hasattr(posix, "name") else "no name attribute")
print(type(posix.getpid()).__name__, posix.getpid() > 0, posix.getppid() > 0, posix.getpid() != posix.getppid())
print(type(posix.getuid()).__name__, posix.getuid() == posix.geteuid(), type(posix.getgid()).__name__)
print(type(posix.cpu_count()).__name__, posix.cpu_count() >= 1)
env = posix.environ
print(type(env).__name__, all(type(k) is bytes and type(v) is bytes for k, v in env.items()))
print(b"PATH" in env, env.get(b"PATH", b"").count(b"/") > 0)
posix.putenv("GOLDEN_277", "x")
posix.unsetenv("GOLDEN_277")
show("putenv =", lambda: posix.putenv("A=B", "x"))
show("putenv empty", lambda: posix.putenv("", "x"))
print(posix.strerror(2), "|", posix.strerror(13), "|", posix.strerror(39), "|", posix.strerror(99999))
print(posix.fspath("a/b"), posix.fspath(b"a/b"), posix.fspath(P("p")), posix.fspath(P(b"q")))
show("fspath int", lambda: posix.fspath(3))
show("fspath bad return", lambda: posix.fspath(P(3)))
r = posix.urandom(16)
print(type(r).__name__, len(r), len(posix.urandom(0)), r != posix.urandom(16))
show("urandom negative", lambda: posix.urandom(-1))
u = posix.uname()
print(type(u).__name__, len(u), u.sysname, [type(x).__name__ for x in u], u[0] == u.sysname)
print(repr(u).startswith("posix.uname_result(sysname='Linux', nodename="))
t = posix.times()
print(type(t).__name__, len(t), [type(x).__name__ for x in t], t.elapsed > 0, t.user >= 0)
print(posix.kill(posix.getpid(), 0))
show("kill missing", lambda: posix.kill(2**22 + 12345, 0))
print(posix.system("exit 0"), posix.system("exit 3"))
print(posix.F_OK, posix.R_OK, posix.W_OK, posix.X_OK, posix.O_RDONLY, posix.O_WRONLY, posix.O_RDWR, posix.O_CREAT,
      posix.O_EXCL, posix.O_TRUNC, posix.O_APPEND, posix.O_CLOEXEC, posix.O_DIRECTORY, posix.O_NOFOLLOW,
      posix.O_NONBLOCK, posix.O_ACCMODE, posix.EX_OK, posix.EX_USAGE)
print(hasattr(posix, "SEEK_SET"), type(posix._have_functions).__name__, "HAVE_LSTAT" in posix._have_functions)
print(posix.stat_result.n_sequence_fields, posix.DirEntry.__name__, posix.terminal_size((80, 24)))
old = posix.umask(0o027)
print(posix.umask(old) == 0o027)
show("get_terminal_size of a file", lambda: posix.get_terminal_size(12345))
