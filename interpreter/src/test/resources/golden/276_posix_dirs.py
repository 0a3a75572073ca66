# posix's paths and directories: mkdir, listdir (str and bytes), scandir and its DirEntry, stat/lstat and
# stat_result, rename/replace, symlink/readlink, link, utime with ns, chmod, access, chdir/getcwd, rmdir and
# unlink, with the errors of each. Works in a scratch directory it removes.
import posix

DIR = "_golden_276_%d" % posix.getpid()


def show(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, type(e).__name__ + ":", e.args[:2] if isinstance(e, OSError) else e)


class P:
    def __init__(self, p):
        self.p = p

    def __fspath__(self):
        return self.p


posix.mkdir(DIR)
posix.mkdir(DIR + "/sub", 0o750)
show("mkdir again", lambda: posix.mkdir(DIR))
show("mkdir missing parent", lambda: posix.mkdir(DIR + "/no/such"))
fd = posix.open(DIR + "/a.txt", posix.O_WRONLY | posix.O_CREAT)
posix.write(fd, b"0123456789")
posix.close(fd)
print(sorted(posix.listdir(DIR)), sorted(posix.listdir(DIR.encode())), sorted(posix.listdir(P(DIR))))
show("listdir file", lambda: posix.listdir(DIR + "/a.txt"))
show("listdir missing", lambda: posix.listdir(DIR + "/zz"))

st = posix.stat(DIR + "/a.txt")
print(st.st_size, oct(st.st_mode)[:4], st.st_nlink, len(st), st[6], st.st_size == st[6])
print(type(st.st_mtime).__name__, type(st[8]).__name__, type(st.st_mtime_ns).__name__, st.st_mtime_ns // 10**9 == st[8])
print(st.st_ino == posix.lstat(DIR + "/a.txt").st_ino, st == posix.stat(P(DIR + "/a.txt")))
print(repr(st).startswith("os.stat_result(st_mode="), type(st).__module__ if hasattr(type(st), "__module__") else "")
posix.utime(DIR + "/a.txt", ns=(1_000_000_123, 2_000_000_456_789))
st = posix.stat(DIR + "/a.txt")
print(st.st_atime_ns, st.st_mtime_ns, st[7], st[8], st.st_mtime)
posix.utime(DIR + "/a.txt", (5, 6.5))
st = posix.stat(DIR + "/a.txt")
print(st.st_atime, st.st_mtime, st.st_mtime_ns)
show("utime both", lambda: posix.utime(DIR + "/a.txt", (1, 2), ns=(1, 2)))
show("utime bad", lambda: posix.utime(DIR + "/a.txt", (1,)))

posix.symlink("a.txt", DIR + "/link")
posix.symlink("nowhere", DIR + "/dangling")
print(posix.readlink(DIR + "/link"), posix.readlink(DIR.encode() + b"/link"))
print(posix.lstat(DIR + "/link").st_mode >> 12, posix.stat(DIR + "/link").st_size,
      posix.stat(DIR + "/link", follow_symlinks=False).st_mode >> 12)
show("readlink file", lambda: posix.readlink(DIR + "/a.txt"))
show("stat dangling", lambda: posix.stat(DIR + "/dangling"))
posix.link(DIR + "/a.txt", DIR + "/hard")
print(posix.stat(DIR + "/a.txt").st_nlink, posix.stat(DIR + "/hard").st_ino == posix.stat(DIR + "/a.txt").st_ino)

entries = {}
with posix.scandir(DIR) as it:
    print(type(it).__name__)
    for e in it:
        entries[e.name] = e
for name in sorted(entries):
    e = entries[name]
    print(repr(e), e.path == DIR + "/" + name, e.is_dir(), e.is_file(), e.is_symlink(),
          e.is_file(follow_symlinks=False), e.inode() == posix.lstat(e.path).st_ino, posix.fspath(e) == e.path)
print(entries["link"].stat().st_size, entries["link"].stat(follow_symlinks=False).st_mode >> 12)
b = [e for e in posix.scandir(DIR.encode()) if e.name == b"a.txt"][0]
print(b.name, b.path == DIR.encode() + b"/a.txt", type(b).__name__)
it = posix.scandir(DIR)
next(it)
it.close()
show("next after close", lambda: next(it))
show("scandir missing", lambda: posix.scandir(DIR + "/zz"))

posix.rename(DIR + "/a.txt", DIR + "/b.txt")
fd = posix.open(DIR + "/c.txt", posix.O_WRONLY | posix.O_CREAT)
posix.close(fd)
posix.replace(DIR + "/c.txt", DIR + "/b.txt")
print(sorted(posix.listdir(DIR)), posix.stat(DIR + "/b.txt").st_size)
show("rename missing", lambda: posix.rename(DIR + "/zz", DIR + "/yy"))

posix.chmod(DIR + "/b.txt", 0o600)
print(oct(posix.stat(DIR + "/b.txt").st_mode & 0o777))
print(posix.access(DIR + "/b.txt", posix.F_OK), posix.access(DIR + "/b.txt", posix.R_OK | posix.W_OK),
      posix.access(DIR + "/zz", posix.F_OK))

here = posix.getcwd()
posix.chdir(DIR + "/sub")
print(posix.getcwd() == here + "/" + DIR + "/sub", posix.getcwdb() == (here + "/" + DIR + "/sub").encode())
print(posix.listdir(), sorted(posix.listdir("..")))
posix.chdir("..")
print(posix.getcwd() == here + "/" + DIR)
posix.chdir(here)
show("chdir missing", lambda: posix.chdir(DIR + "/zz"))
show("chdir file", lambda: posix.chdir(DIR + "/b.txt"))

show("rmdir not empty", lambda: posix.rmdir(DIR))
show("rmdir file", lambda: posix.rmdir(DIR + "/b.txt"))
show("unlink dir", lambda: posix.unlink(DIR + "/sub"))
show("remove missing", lambda: posix.remove(DIR + "/zz"))
show("stat type", lambda: posix.stat([]))
posix.rmdir(DIR + "/sub")
for name in posix.listdir(DIR):
    posix.unlink(DIR + "/" + name)
posix.rmdir(DIR)
print(DIR in posix.listdir("."))
