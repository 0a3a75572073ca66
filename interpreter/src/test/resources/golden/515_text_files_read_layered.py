# A text file opened for reading is a TextIOWrapper over a BufferedReader over a FileIO, as CPython's:
# it seeks, tells, has its buffer, and reads on after a seek; sequence iterators and iter(callable, sentinel)
# pickle as CPython's.
import os, pickle, tempfile

d = tempfile.mkdtemp()
p = os.path.join(d, "t.txt")
with open(p, "w", encoding="utf-8") as f:
    f.write("alpha\nbeta\r\ngamma\rdelta\n\u00e9t\u00e9\n")

f = open(p, encoding="utf-8")
print(type(f).__name__, type(f.buffer).__name__, type(f.buffer.raw).__name__, f.mode, f.name == p)
print(f.seekable(), f.readable(), f.writable(), f.encoding, f.errors, f.line_buffering)
print(list(f))
print(f.seek(0), f.readline(), f.tell())
pos = f.tell()
print(repr(f.readline()), repr(f.read(3)))
f.seek(pos)
print(repr(f.readline()))
print(f.seek(0, 2) == os.path.getsize(p), repr(f.read()))
f.seek(0)
print(repr(f.read()))
print(f.newlines)
f.close()
print(f.closed, f.buffer.closed)

with open(p, encoding="utf-8", newline="") as f:
    print(f.readlines())
with open(p, encoding="latin-1") as f:
    print(ascii(f.read()))
with open(p, "rb") as b:
    data = b.read()
with open(p, encoding="utf-8") as f:
    raw = f.buffer.read()
    print(raw == data)

q = os.path.join(d, "u16.txt")
with open(q, "w", encoding="utf-16") as f:
    f.write("one\ntwo\n")
with open(q, encoding="utf-16") as f:
    first = f.readline()
    at = f.tell()
    print(repr(first), repr(f.readline()))
    f.seek(at)
    print(repr(f.readline()), repr(f.readline()))

with open(p, encoding="ascii") as f:
    try:
        f.read()
    except UnicodeDecodeError as e:
        print("UnicodeDecodeError", e.start)

for bad in ["Ur", "rw", "U+"]:
    try:
        open(p, bad)
    except ValueError as e:
        print(bad, "ValueError")

try:
    open(os.path.join(d, "missing.txt"), encoding="utf-8")
except FileNotFoundError as e:
    print("FileNotFoundError", e.errno)
try:
    open(p, encoding="no-such-codec")
except LookupError as e:
    print(e)

f = open(p, encoding="utf-8")
print(repr(f.readline()))
buf = f.detach()
print(type(buf).__name__, buf.closed, f.buffer)
for op in (f.read, f.close, lambda: f.closed, f.detach):
    try:
        op()
    except ValueError as e:
        print("ValueError", e)
buf.close()
import io, sys
w = io.TextIOWrapper(io.BytesIO(), encoding="utf-8")
w.write("kept")
raw = w.detach()
print(raw.getvalue())

class S:
    def __getitem__(self, i):
        if i > 3:
            raise IndexError
        return i * 10
it = iter(S())
print(it.__reduce__()[2], next(it), it.__reduce__()[2])
it.__setstate__(-4); print(list(it), it.__reduce__())
it = iter(S()); it.__setstate__(2); print(list(it))
c = iter([3, 2, 1].pop, 3)
print(c.__reduce__()[1][1], list(c), c.__reduce__())
for proto in range(pickle.HIGHEST_PROTOCOL + 1):
    c = iter(list(range(5)).pop, 1)
    next(c)
    print(proto, list(pickle.loads(pickle.dumps(c, proto))))

# /proc files say their size is 0: they are read to their end all the same
print(len(open("/proc/self/maps").read()) > 100, len(open("/proc/self/maps", "rb").read(100)),
      len(open("/proc/self/maps", "rb").read()) > 100)

os.remove(p); os.remove(q); os.rmdir(d)
