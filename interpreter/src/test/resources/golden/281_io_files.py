# _io's file classes as CPython layers them: FileIO by path and by descriptor (closefd), BufferedReader/Writer/
# Random over a FileIO, open() of a descriptor and with an opener (io.open is open), fileno() with posix.fstat,
# TextIOWrapper over BytesIO and over a buffered file, open_code, text_encoding and the errors of wrong
# arguments. Works in a scratch directory it removes.
import _io
import posix

DIR = "_golden_281_%d" % posix.getpid()
posix.mkdir(DIR)
p = DIR + "/f.bin"


def show(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, type(e).__name__ + ":", e)


print(_io.open is open, _io.DEFAULT_BUFFER_SIZE, [c.__name__ for c in _io.UnsupportedOperation.__mro__])
print(_io.BlockingIOError is BlockingIOError, _io.text_encoding(None), _io.text_encoding("utf-8"))
for c in (_io.FileIO, _io.BufferedReader, _io.BufferedWriter, _io.BufferedRandom, _io.BufferedRWPair,
          _io.TextIOWrapper):
    print(c.__name__, [b.__name__ for b in c.__mro__])

f = _io.FileIO(p, "w")
print(f.mode, f.closefd, f.name == p, f.write(b"abc\ndef\n"), f.fileno() > 2, f.readable(), f.writable())
print(posix.fstat(f.fileno()).st_size, repr(f) == "<_io.FileIO name=%r mode='wb' closefd=True>" % p)
f.close()
print(f.closed)
show("fileno closed", f.fileno)
show("mode rw", lambda: _io.FileIO(p, "rw"))
show("mode q", lambda: _io.FileIO(p, "q"))
show("missing", lambda: _io.FileIO("_golden_281_no_such_dir/zz"))

br = _io.BufferedReader(_io.FileIO(p))
print(type(br).__name__, br.raw.mode, br.readline(), br.read(), br.raw.closed)
br.close()
print(br.raw.closed)
show("reader over write-only", lambda: _io.BufferedReader(_io.FileIO(p, "w")))
bw = _io.BufferedWriter(_io.FileIO(DIR + "/w.bin", "w"))
print(bw.write(b"written"), bw.raw.name == DIR + "/w.bin")
bw.close()
print(open(DIR + "/w.bin", "rb").read())
rnd = _io.BufferedRandom(_io.FileIO(DIR + "/w.bin", "r+"))
print(rnd.read(3), rnd.write(b"TT"), rnd.seek(0), rnd.read())
rnd.close()

fd = posix.open(p, posix.O_RDWR)
f = open(fd, "rb", closefd=False)
print(type(f).__name__, f.name == fd, f.fileno() == fd, f.read(3))
f.close()
print(posix.lseek(fd, 0, 0), posix.read(fd, 2))
posix.lseek(fd, 0, 0)
t = open(fd, "r", encoding="utf-8")
print(type(t).__name__, repr(t.read()), t.mode, t.buffer.raw.closefd)
t.close()
show("fd closed with its file", lambda: posix.close(fd))
raw = _io.FileIO(posix.open(p, posix.O_RDONLY))
print(raw.mode, raw.read(), raw.closefd)
raw.close()
show("closefd with a name", lambda: open(p, closefd=False))
with open(p, "rb") as f:
    print(posix.fstat(f.fileno()).st_size, f.fileno() > 2, f.raw.fileno() == f.fileno())


def opener(path, flags):
    print("opener", path == DIR + "/g.txt", flags == posix.O_WRONLY | posix.O_CREAT | posix.O_TRUNC | posix.O_CLOEXEC)
    return posix.open(path, flags, 0o600)


with open(DIR + "/g.txt", "w", opener=opener) as g:
    g.write("via opener\n")
print(oct(posix.stat(DIR + "/g.txt").st_mode & 0o777), repr(open(DIR + "/g.txt").read()))
with _io.open_code(DIR + "/g.txt") as c:
    print(type(c).__name__, c.read())

buf = _io.BytesIO()
t = _io.TextIOWrapper(buf, encoding="utf-8")
print(t.write("h\u00e9llo\n"), buf.getvalue())
t.flush()
print(buf.getvalue(), repr(t), t.encoding, t.errors, t.line_buffering)
show("name", lambda: t.name)
show("mode", lambda: t.mode)
t.close()
print(buf.closed, t.closed)
t = _io.TextIOWrapper(_io.BytesIO(b"a\r\nb\nc"), encoding="latin-1")
print(t.readlines())
t = _io.TextIOWrapper(_io.BytesIO(b"x\r\ny\n"), encoding="ascii", newline="")
print(repr(t.readline()), repr(t.read()))
t = _io.TextIOWrapper(_io.BytesIO(), encoding="utf-8", newline="\r\n", write_through=True)
t.write("1\n2\n")
print(t.buffer.getvalue())
t = _io.TextIOWrapper(_io.BytesIO(), encoding="ascii", errors="replace", line_buffering=True)
t.write("caf\u00e9")
print(t.buffer.getvalue())
t.write("!\n")
print(t.buffer.getvalue(), t.line_buffering, t.errors)
show("bad newline", lambda: _io.TextIOWrapper(_io.BytesIO(), newline="x"))
show("bad encoding", lambda: _io.TextIOWrapper(_io.BytesIO(), encoding="no-such-codec"))
ft = _io.TextIOWrapper(_io.BufferedWriter(_io.FileIO(DIR + "/t.txt", "w")), encoding="utf-8")
ft.write("text over a buffered file\n")
ft.close()
print(open(DIR + "/t.txt").read(), end="")

for name in posix.listdir(DIR):
    posix.unlink(DIR + "/" + name)
posix.rmdir(DIR)
print(DIR in posix.listdir("."))
