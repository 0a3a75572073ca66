# _io.BytesIO: read/read1/readline/readlines/readinto/iteration, writing past the end, seek/tell/truncate and
# their errors, bytes-like arguments, closing, and the class layering.
import _io

print([c.__name__ for c in _io.BytesIO.__mro__])
b = _io.BytesIO(b"ab\ncd")
print(b.read(1), b.readline(), b.readlines(), b.tell(), b.getvalue(), b.read())
print(b.seek(10), b.write(b"x"), b.getvalue(), b.tell())
print(b.seek(-2, 2), b.read(), b.truncate(3), b.getvalue(), b.tell(), b.seek(-100, 1))
ba = bytearray(2)
print(b.seek(0), b.readinto(ba), ba, b.read1(), b.read1(-1), b.readinto(bytearray(4)))
print(b.write(bytearray(b"BA")), b.write(memoryview(b"MV")), b.getvalue())
b.seek(0)
print(list(b), b.readline(), b.readlines())
b = _io.BytesIO(bytearray(b"one\ntwo\nthree"))
print(b.readline(2), b.readline(100), b.readlines(1), b.readlines())
for label, f in [("str", lambda: b.write("s")), ("negative", lambda: b.seek(-1)), ("whence", lambda: b.seek(0, 5)),
                 ("truncate", lambda: b.truncate(-2)), ("init", lambda: _io.BytesIO("x")),
                 ("readinto bytes", lambda: b.readinto(b"xx")), ("fileno", b.fileno)]:
    try:
        f()
    except Exception as e:
        print(label, type(e).__name__, e)
print(b.readable(), b.writable(), b.seekable(), b.isatty(), b.flush(), b.closed)
b.close()
print(b.closed)
for label, f in [("read", b.read), ("getvalue", b.getvalue), ("write", lambda: b.write(b"x")), ("seek", lambda: b.seek(0))]:
    try:
        f()
    except ValueError as e:
        print(label, e)
b = _io.BytesIO()
b.writelines([b"a", bytearray(b"b")])
print(b.getvalue(), b.tell())
with _io.BytesIO(b"z") as w:
    print(w.read())
print(w.closed)
