# Text files opened for writing, appending and updating are layered as for reading: a TextIOWrapper over a
# BufferedWriter or BufferedRandom over a FileIO. Truncation keeps the position, a descriptor closed under a
# file gives EBADF, and a decoding error takes the chunk it was in with it.
# first, before anything imports io: a file from open() has all its methods already
with open("/dev/null", "w") as f:
    f.reconfigure(encoding="latin-1", line_buffering=True)
    print(f.encoding, f.line_buffering)

import io
import os
import tempfile
import warnings
import weakref

d = tempfile.mkdtemp()
p = os.path.join(d, "t.txt")

with open(p, "w") as f:
    print(type(f).__name__, type(f.buffer).__name__, type(f.buffer.raw).__name__, f.mode, f.buffer.mode)
    f.write("h\u00e9llo\nworld\n")
    print(f.tell(), f.seekable(), f.writable(), f.readable())
print(open(p, "rb").read())

with open(p, "a") as f:
    print(f.tell(), type(f.buffer).__name__, f.buffer.mode)
    f.write("more\n")
print(open(p, "rb").read())

with open(p, "r+") as f:
    print(type(f.buffer).__name__, f.buffer.mode, f.read(3))
    f.seek(0)
    f.write("J")
    f.seek(0)
    print(repr(f.read()))

with open(p, "a+") as f:
    print(f.tell())
    f.seek(0)
    print(repr(f.readline()))
    f.write("tail\n")
    f.seek(0)
    print(repr(f.read()))

with open(p, "w+") as f:
    f.write("abc\ndef\n")
    f.seek(0)
    print(f.readlines())

# appending in UTF-16 writes no byte order mark in the middle of the file
with open(p, "w", encoding="utf-16") as f:
    f.write("a")
with open(p, "a", encoding="utf-16") as f:
    f.write("b")
print(open(p, "rb").read())

# detach() hands the buffered writer over, with the text written so far
f = open(p, "w")
f.write("x")
b = f.detach()
print(type(b).__name__, f.buffer)
b.write(b"yz")
b.close()
print(open(p).read())

# the descriptor fileno() gives is the file's own: what is written through it moves the file's position
with open(p, "w") as f:
    f.write("12345")
    f.flush()
    os.write(f.fileno(), b"678")
    f.write("9")
print(open(p).read())

q = os.path.join(d, "x.txt")
with open(q, "x") as f:
    f.write("new")
try:
    open(q, "x")
except FileExistsError as e:
    print("exists", e.errno)

with open(p, "w", newline="\r\n") as f:
    f.write("a\nb\n")
print(open(p, "rb").read())
with open(p, "w", buffering=1) as f:
    print(f.line_buffering)
    f.write("line\n")
    print(open(p).read(), end="")

with open(p, "w") as f:
    f.write("abc")
    f.seek(0)
    f.write("X")
print(open(p).read())

# every object of io can be referred to weakly
with open(p, "rb") as f:
    print(all(weakref.ref(o)() is o for o in (f, f.raw, io.BytesIO(), io.StringIO())))
with open(p, "w") as f:
    print(weakref.ref(f)() is f, weakref.ref(f.buffer)() is f.buffer)

# truncate() keeps the position, as ftruncate does
with open(p, "wb") as f:
    f.write(b"12345678901")
with open(p, "rb+") as f:
    print(f.read(5), f.tell(), f.truncate(), f.tell())
fd = os.open(p, os.O_RDWR)
print(os.read(fd, 3), os.lseek(fd, 0, os.SEEK_CUR))
os.ftruncate(fd, 2)
print(os.lseek(fd, 0, os.SEEK_CUR), os.fstat(fd).st_size)
os.close(fd)

# a descriptor closed under its file
for make in (lambda: io.FileIO(p), lambda: open(p)):
    f = make()
    os.close(f.fileno())
    try:
        f.close()
    except OSError as e:
        print("close:", e.errno, e.strerror)
    print(f.closed)
with open(p, "rb", buffering=0) as f:
    print(f._blksize == os.fstat(f.fileno()).st_blksize)
for bad in (lambda: io.FileIO(-10), lambda: open(-3)):
    try:
        bad()
    except ValueError as e:
        print(e)
fd = os.open(d, os.O_RDONLY)
try:
    io.FileIO(fd)
except IsADirectoryError as e:
    print(type(e).__name__, e.errno)
os.close(fd)

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    with open(p, "wb", buffering=1) as f:
        f.write(b"x")
print([(w.category.__name__, str(w.message)) for w in caught])

# a chunk that fails to decode takes the line read so far with it
with open(p, "wb") as f:
    f.write(b"A\nB\r\nC\r" + b"123456789\n" * 1000 + b"\x80")
with open(p, encoding="ascii") as f:
    print(repr(f.readline()), repr(f.readline()), repr(f.readline()))
    try:
        for line in f:
            pass
    except UnicodeDecodeError as e:
        print(e.reason, e.start)
    print(repr(f.readline()))

for name in os.listdir(d):
    os.remove(os.path.join(d, name))
os.rmdir(d)
