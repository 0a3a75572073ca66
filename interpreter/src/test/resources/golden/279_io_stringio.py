# _io.StringIO: every newline mode on the way in and out, read/readline/readlines/iteration, seek/tell/truncate
# and their errors, positions counted in characters (astral ones included), closing, subclassing with a
# super().__init__ and an overridden write, and the class layering.
import _io

print([c.__name__ for c in _io.StringIO.__mro__])
for nl in (None, "", "\n", "\r", "\r\n"):
    s = _io.StringIO("a\r\nb\rc\nd", newline=nl)
    print(repr(nl), repr(s.getvalue()), s.newlines, s.readlines(), s.tell())
s = _io.StringIO(newline=None)
s.write("x\n")
print(s.newlines)
s.write("y\r\n")
print(s.newlines)
s = _io.StringIO()
print(s.write("abc"), s.seek(10), s.write("x"), repr(s.getvalue()), s.tell())
for label, f in [("cur-relative", lambda: s.seek(1, 1)), ("negative", lambda: s.seek(-1)),
                 ("whence", lambda: s.seek(0, 3)), ("truncate negative", lambda: s.truncate(-1)),
                 ("write bytes", lambda: s.write(b"x")), ("newline", lambda: _io.StringIO(newline="x")),
                 ("initial bytes", lambda: _io.StringIO(b"x"))]:
    try:
        f()
    except Exception as e:
        print(label, type(e).__name__, e)
print(s.truncate(2), repr(s.getvalue()), s.tell(), s.seek(0, 2), s.seek(0, 1), s.truncate(), s.getvalue())
s = _io.StringIO("h\u00e9llo \U0001F600 w\u00f6rld\nline2\nlast")
print(s.read(7), s.tell(), repr(s.readline()), list(s), repr(s.read()), s.tell())
s.seek(6)
print(repr(s.read(1)), s.readline(3), s.readline(-1), s.readline(None))
print(s.readable(), s.writable(), s.seekable(), s.isatty(), s.line_buffering, s.closed)
with s:
    pass
print(s.closed)
for label, f in [("read", s.read), ("getvalue", s.getvalue), ("tell", s.tell), ("write", lambda: s.write("x")),
                 ("iter", lambda: next(iter(s)))]:
    try:
        f()
    except ValueError as e:
        print(label, e)


class Log(_io.StringIO):
    def __init__(self):
        super().__init__("start\n")
        self.count = 0

    def write(self, s):
        self.count += 1
        return super().write(s.upper())


g = Log()
g.seek(0, 2)
print(g.write("x"), g.write("yz"), g.count, repr(g.getvalue()), isinstance(g, _io._TextIOBase), g.tag if hasattr(g, "tag") else None)
g.tag = 1
print(vars(g), type(g).__name__)
print(print("to a StringIO", 1, 2, sep="-", file=g), repr(g.getvalue()))
s = _io.StringIO("x\ny\n")
s.writelines(["a", "b"])
print(repr(s.getvalue()), s.readlines())
