# Binary-mode open: 'rb', 'wb', 'ab', 'r+b', 'w+b', 'xb' with buffering=0 (FileIO) and buffered
# (BufferedReader/Writer/Random); read, read1, readinto, readline(s), iteration, seek/tell/truncate, write of
# bytes-like objects, the reprs and modes, and the errors of wrong arguments; sys.stdout.buffer.
import sys

NAME = "_golden_225_scratch.bin"


def show(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, type(e).__name__ + ":", e)


with open(NAME, "wb") as f:
    print(repr(f), f.mode, type(f).__name__, repr(f.raw), f.raw.mode, f.name, f.closed)
    print(f.write(b"hello\nworld\n"), f.write(bytearray(b"ab")), f.write(memoryview(b"cd")), f.tell())
    f.writelines([b"\r\n", b"x\x00\xff"])
    print(f.readable(), f.writable(), f.seekable(), f.isatty())
    show("write str", lambda: f.write("text"))
    show("read", lambda: f.read())
    show("readline", lambda: f.readline())
print(f.closed, repr(f))
show("write closed", lambda: f.write(b"x"))
show("tell closed", lambda: f.tell())
show("flush closed", lambda: f.flush())
with open(NAME, "rb") as r:
    print(repr(r), r.mode, type(r).__name__, r.read(3), r.read1(2), r.read(), r.read(), r.tell())
    print(r.seek(0), r.readline(), r.readline(2), r.readlines(), r.seek(-3, 2), r.read(), r.seek(2), r.seek(3, 1))
    print(r.tell(), r.seek(0), list(r), r.seek(0), r.readlines(8), r.read(0), r.read(None)[:2], r.read(-1))
    buf = bytearray(4)
    r.seek(0)
    print(r.readinto(buf), buf, r.readinto(memoryview(buf)[1:3]), buf, r.readinto1(buf), buf)
    show("readinto bytes", lambda: r.readinto(b"abc"))
    show("readinto str", lambda: r.readinto("x"))
    show("read str", lambda: r.read("a"))
    show("seek str", lambda: r.seek("a"))
    show("seek whence", lambda: r.seek(0, 5))
    show("seek negative", lambda: r.seek(-1))
    show("write", lambda: r.write(b"a"))
    show("truncate", lambda: r.truncate())
raw = open(NAME, "rb", buffering=0)
print(repr(raw), raw.mode, type(raw).__name__, raw.read(5), raw.readall()[:6], raw.read(), raw.tell(), raw.closed)
raw.close()
show("raw write", lambda: open(NAME, "rb", buffering=0).write(b"x"))
with open(NAME, "r+b") as g:
    print(repr(g), g.mode, g.read(2), g.tell(), g.write(b"XY"), g.seek(0), g.read(6), g.seek(-2, 2), g.read())
    print(g.seek(0), g.truncate(5), g.seek(0, 2), g.read(), g.truncate(), g.tell(), g.seek(0), g.read())
with open(NAME, "ab") as a:
    print(repr(a), a.mode, a.tell(), a.write(b"++"), a.tell())
with open(NAME, "a+b") as a:
    print(a.mode, a.seek(0), a.read(3), a.seek(0, 2), a.write(b"!"), a.seek(0), a.read())
with open(NAME, "w+b") as w:
    print(w.mode, type(w).__name__, w.read(), w.write(b"fresh"), w.seek(0), w.read())
with open(NAME, "wb", buffering=0) as w:
    print(repr(w), w.write(b"raw\nlines\n"), type(w).__name__)
show("xb existing", lambda: open(NAME, "xb"))
with open(NAME, "rb") as h:
    for line in h:
        print(line, type(line).__name__)
print(open(NAME, "rb").read().decode("ascii").split())
with open(NAME, "w", encoding="utf-8") as t:
    t.write("é€\n")
print(open(NAME, "rb").read(), open(NAME, "rb").read().decode())
show("encoding", lambda: open(NAME, "rb", encoding="utf-8"))
show("errors", lambda: open(NAME, "rb", errors="strict"))
show("newline", lambda: open(NAME, "rb", newline=""))
show("unbuffered text", lambda: open(NAME, "r", buffering=0))
show("text and binary", lambda: open(NAME, "rbt"))
show("missing", lambda: open("no/such/dir/file.bin", "rb"))
show("directory", lambda: open(".", "rb"))
with open(NAME, "wb") as f:
    f.write(b"done\n")
sys.stdout.flush()
print(sys.stdout.buffer.write(b"bytes to stdout\n"))
sys.stdout.buffer.flush()
print(sys.stdout.buffer.writable(), sys.stdout.buffer.mode, sys.stdin.buffer.readable(), sys.stderr.buffer.mode)
