# The _stat module beneath stat: its constants, the S_IS* tests, S_IMODE, S_IFMT and filemode, which marks a mode of
# no known file type with '?' (stat.py's own fallback says '-'); a mode is C's mode_t, so the argument checks and
# their messages are those of an unsigned 32-bit int. Also tarfile's verbose listing, which shows filemode.
# os.mkfifo makes a FIFO for them to look at.
import _stat
import io
import os
import stat
import tarfile
import tempfile

print(stat.filemode is _stat.filemode, stat.S_ISDIR is _stat.S_ISDIR)
names = sorted(n for n in dir(_stat) if not n.startswith("_") and isinstance(getattr(_stat, n), int))
print(len(names))
for n in names:
    print(n, oct(getattr(_stat, n)))

modes = [0o040755, 0o100644, 0o120777, 0o060660, 0o020666, 0o010600, 0o140777, 0o644, 0o170777, 0o7777,
         0o104755, 0o102644, 0o041777, 0o101000, 0, True, 2**32 - 1]
tests = ["S_ISDIR", "S_ISCHR", "S_ISBLK", "S_ISREG", "S_ISFIFO", "S_ISLNK", "S_ISSOCK", "S_ISDOOR", "S_ISPORT",
         "S_ISWHT"]
for m in modes:
    kinds = [t[4:] for t in tests if getattr(_stat, t)(m)]
    print(oct(m), _stat.filemode(m), oct(_stat.S_IMODE(m)), oct(_stat.S_IFMT(m)), kinds)

class Index:
    def __index__(self):
        return 0o040755

for f in (_stat.S_ISDIR, _stat.filemode, _stat.S_IMODE, _stat.S_IFMT, _stat.S_ISWHT):
    for bad in (-1, 2**32, 2**64, 1.5, "x", None, Index()):
        try:
            print(f(bad))
        except (TypeError, OverflowError) as e:
            print(f.__name__, type(e).__name__, e)
for call in (lambda: _stat.S_ISDIR(), lambda: _stat.filemode(1, 2), lambda: _stat.S_IMODE(mode=1)):
    try:
        call()
    except TypeError as e:
        print("TypeError", e)

print(stat.filemode(os.stat(".").st_mode)[0], stat.S_ISDIR(os.stat(".").st_mode))
print(type(_stat.S_IMODE(0o644)).__name__, type(_stat.S_ISREG(0o100644)).__name__)

buf = io.BytesIO()
with tarfile.open(fileobj=buf, mode="w") as tar:
    for name, kind, mode in (("file", tarfile.REGTYPE, 0o644), ("dir", tarfile.DIRTYPE, 0o755),
                             ("link", tarfile.SYMTYPE, 0o777), ("fifo", tarfile.FIFOTYPE, 0o600),
                             ("cont", tarfile.CONTTYPE, 0o640)):
        info = tarfile.TarInfo(name)
        info.type, info.mode, info.mtime, info.uname, info.gname = kind, mode, 0, "u", "g"
        if kind == tarfile.SYMTYPE:
            info.linkname = "file"
        tar.addfile(info, io.BytesIO(b"") if kind in (tarfile.REGTYPE, tarfile.CONTTYPE) else None)
buf.seek(0)
out = io.TextIOWrapper(io.BytesIO(), encoding="utf-8")
import sys
saved = sys.stdout
sys.stdout = out
try:
    with tarfile.open(fileobj=buf) as tar:
        tar.list(verbose=True)
finally:
    sys.stdout = saved
out.seek(0)
for line in out.read().splitlines():
    print(line.split()[0], line.split()[-1])

# os.mkfifo: a named pipe, its mode less the umask, as filemode and scandir see it
d = tempfile.mkdtemp()
p = os.path.join(d, "fifo")
old = os.umask(0o022)
os.mkfifo(p, 0o777)
st = os.lstat(p)
print(stat.S_ISFIFO(st.st_mode), oct(stat.S_IMODE(st.st_mode)), stat.filemode(st.st_mode))
os.unlink(p)
os.mkfifo(p)
print(oct(stat.S_IMODE(os.stat(p).st_mode)), [e.name for e in os.scandir(d) if not e.is_file() and not e.is_dir()])
os.umask(old)
for args in [(p,), (os.path.join(d, "no", "x"),), (os.path.join(p, "x"),), (3.5,)]:
    try:
        os.mkfifo(*args)
    except (OSError, TypeError) as e:
        print(type(e).__name__, e)
os.unlink(p)
os.rmdir(d)
