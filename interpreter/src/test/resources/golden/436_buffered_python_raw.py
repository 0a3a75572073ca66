# io.BufferedReader/Writer/Random, BufferedRWPair and TextIOWrapper over a raw stream written in Python
# golden: needs the standard library
import io

class Raw(io.RawIOBase):
    """A seekable in-memory raw stream that hands out at most `chunk` bytes per read."""
    def __init__(self, data=b"", chunk=5):
        self.data = bytearray(data)
        self.pos = 0
        self.chunk = chunk
        self.calls = []
    def readable(self): return True
    def writable(self): return True
    def seekable(self): return True
    def readinto(self, b):
        self.calls.append(("readinto", len(b)))
        n = min(len(b), self.chunk, len(self.data) - self.pos)
        b[:n] = self.data[self.pos:self.pos + n]
        self.pos += n
        return n
    def write(self, b):
        b = bytes(b)
        self.calls.append(("write", len(b)))
        self.data[self.pos:self.pos + len(b)] = b
        self.pos += len(b)
        return len(b)
    def seek(self, pos, whence=0):
        self.calls.append(("seek", pos, whence))
        self.pos = [0, self.pos, len(self.data)][whence] + pos
        return self.pos
    def tell(self):
        return self.pos

text = b"alpha\nbeta\ngamma\ndelta\n" * 3
r = io.BufferedReader(Raw(text), buffer_size=8)
print(type(r).__name__, r.raw.__class__.__name__, r.closed, r.readable(), r.writable(), r.seekable())
print(r.read(3), r.read1(100), r.peek(1)[:1], r.readline(), r.readline(3))
print(r.tell(), r.seek(2), r.read(4), r.seek(-2, 1), r.read(2), r.tell())
print(r.seek(0, 2), r.read(), r.read(5), r.read1(5), r.peek())
r.seek(0)
print(list(r)[:3])
r.seek(0)
print(r.readlines(12))
b = bytearray(10)
r.seek(0)
print(r.readinto(b), bytes(b), r.readinto1(memoryview(b)[:4]), bytes(b))
print(r.raw.calls[:6])
r.close()
print(r.closed, r.raw.closed)
for call in (lambda: r.read(), lambda: r.peek(), lambda: r.readline(), lambda: r.seek(0)):
    try:
        call()
    except ValueError as e:
        print("ValueError:", e)

w = io.BufferedWriter(Raw(), buffer_size=4)
print(w.write(b"ab"), w.raw.calls, w.tell())
print(w.write(b"cdefghij"), w.raw.calls, w.tell())
w.flush()
print(bytes(w.raw.data), w.writable(), w.readable())
try:
    w.read()
except io.UnsupportedOperation as e:
    print("UnsupportedOperation:", e)
raw = w.detach()
print(raw.data)
try:
    w.write(b"x")
except ValueError as e:
    print("ValueError:", e)
print(repr(w)[:0] == "")

rw = io.BufferedRandom(Raw(b"0123456789"), 4)
print(rw.read(2), rw.write(b"ab"), rw.tell(), rw.read(2), rw.seek(0), rw.read())
rw.seek(5)
rw.write(b"XY")
rw.flush()
print(bytes(rw.raw.data), rw.tell())

class NonBlocking(io.RawIOBase):
    def __init__(self, pieces):
        self.pieces = list(pieces)
    def readable(self): return True
    def writable(self): return True
    def readinto(self, b):
        if not self.pieces:
            return 0
        p = self.pieces.pop(0)
        if p is None:
            return None
        b[:len(p)] = p
        return len(p)
    def write(self, b):
        return None

nb = io.BufferedReader(NonBlocking([b"abc", None, b"def", None, None]))
print(nb.read(10), nb.read(10), nb.read(10), nb.read1(3), nb.read())
nw = io.BufferedWriter(NonBlocking([]), 4)
print(nw.write(b"abc"))
try:
    nw.write(b"defgh")
except BlockingIOError as e:
    print("BlockingIOError:", e.errno, e.strerror, e.characters_written)
try:
    nw.flush()
except BlockingIOError as e:
    print("BlockingIOError:", e.characters_written)

class NotReadable(io.RawIOBase):
    def writable(self): return True
for cls in (io.BufferedReader, io.BufferedRandom):
    try:
        cls(NotReadable())
    except io.UnsupportedOperation as e:
        print(cls.__name__, "UnsupportedOperation:", e)
try:
    io.BufferedReader(Raw(), 0)
except ValueError as e:
    print("ValueError:", e)
try:
    io.BufferedReader(Raw()).read(-2)
except ValueError as e:
    print("ValueError:", e)
print(repr(io.BufferedReader(Raw())))

class Named(Raw):
    name = "named.bin"
    mode = "rb"
class Sub(io.BufferedReader):
    def __init__(self, data):
        super().__init__(Named(data), 16)
s = Sub(b"one\ntwo\n")
print(repr(s), s.name, s.mode, s.readline(), isinstance(s, io.BufferedReader), isinstance(s, io.BufferedIOBase))
with s:
    print(s.read())
print(s.closed)

t = io.TextIOWrapper(io.BufferedReader(Raw("héllo\nwörld\n".encode())), encoding="utf-8")
print(t.readline(), t.read())
pair = io.BufferedRWPair(io.BufferedReader(Raw(b"in\n")), io.BufferedWriter(Raw()))
print(pair.readline(), pair.write(b"out"), pair.closed)
