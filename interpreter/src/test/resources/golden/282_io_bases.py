# _io's abstract classes as io.py subclasses them: _RawIOBase gives read/readall/readline/iteration through
# readinto, _BufferedIOBase gives readinto through read, _IOBase gives close/closed/context management/
# readlines/writelines and the unsupported defaults; BufferedRWPair and IncrementalNewlineDecoder.
import _io


class Raw(_io._RawIOBase):
    def __init__(self, data):
        self.data = data

    def readable(self):
        return True

    def readinto(self, b):
        n = min(len(b), len(self.data), 3)
        b[:n] = self.data[:n]
        self.data = self.data[n:]
        return n


def show(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, type(e).__name__ + ":", e)


print([c.__name__ for c in Raw.__mro__])
r = Raw(b"one\ntwo\nthree")
print(r.read(2), r.readline(), list(r), r.closed, r.read(), r.readall())
r = Raw(b"abcdefgh")
print(r.readall(), r.readable(), r.writable(), r.seekable(), r.isatty())
print(Raw(b"a\nb\nc\n").readlines(), Raw(b"a\nb\nc\n").readlines(3), Raw(b"abc\n").readline(2))
with Raw(b"x") as r:
    print(r.closed, "__IOBase_closed" in vars(r))
print(r.closed, vars(r))
r.close()
show("read closed via iter", lambda: iter(r))
show("readinto of the base", lambda: _io._RawIOBase().readinto(bytearray(1)))
show("write of the base", lambda: _io._RawIOBase().write(b""))
for name in ("fileno", "seek", "truncate", "tell"):
    show(name, getattr(Raw(b""), name))
show("_checkReadable", Raw(b"")._checkReadable)
show("_checkWritable", Raw(b"")._checkWritable)
show("_checkClosed", r._checkClosed)


class Buf(_io._BufferedIOBase):
    def read(self, n=-1):
        return b"xyz"[:n]


ba = bytearray(2)
print(Buf().readinto(ba), ba, [c.__name__ for c in Buf.__mro__])
for name in ("write", "read1", "detach"):
    show(name, lambda: getattr(_io._BufferedIOBase(), name)(b"") if name == "write" else getattr(_io._BufferedIOBase(), name)())


class Text(_io._TextIOBase):
    pass


t = Text()
print(t.encoding, t.newlines, t.errors, t.readable(), t.closed)
show("text read", t.read)
show("text write", lambda: t.write("x"))


class Sink(_io._RawIOBase):
    def __init__(self):
        self.got = []

    def writable(self):
        return True

    def write(self, b):
        self.got.append(bytes(b))
        return len(b)


s = Sink()
s.writelines([b"a", b"bc"])
print(s.got, s.flush(), s.close(), s.closed)
show("flush closed", s.flush)

pair = _io.BufferedRWPair(_io.BytesIO(b"readable"), _io.BytesIO())
print(pair.read(4), pair.write(b"out"), pair.readable(), pair.writable(), pair.closed, pair.isatty())
pair.close()
print(pair.closed)
show("pair over unreadable", lambda: _io.BufferedRWPair(Sink(), Sink()))

d = _io.IncrementalNewlineDecoder(None, True)
print(repr(d.decode("a\r")), d.getstate(), repr(d.decode("\nb\r", final=True)), d.newlines, d.getstate())
d.reset()
print(d.newlines, repr(d.decode("x\ry")), d.newlines)
d = _io.IncrementalNewlineDecoder(None, False)
print(repr(d.decode("1\r\n2\r3\n")), d.newlines)
d.setstate((b"", 1))
print(repr(d.decode("z")))
