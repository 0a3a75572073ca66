# A guest class deriving from io.TextIOWrapper: its own __dict__, overridden methods, super().__init__,
# argument checks, the MRO, and print() going through an overridden write.
import io
import sys


class StdIOBuffer(io.TextIOWrapper):
    """Like test_argparse's: a writable text stream whose bytes can be read back."""

    def __init__(self, initial_value='', newline='\n'):
        super().__init__(io.BufferedWriter(io.BytesIO(initial_value.encode('utf-8'))), 'utf-8', newline=newline)

    def getvalue(self):
        self.flush()
        return self.buffer.raw.getvalue().decode('utf-8')


s = StdIOBuffer()
print([c.__name__ for c in type(s).__mro__])
print(isinstance(s, io.TextIOWrapper), isinstance(s, io.TextIOBase), issubclass(StdIOBuffer, io.IOBase))
s.tag = 'mine'
print(s.__dict__, s.encoding, s.errors, s.line_buffering, s.write_through, s.closed)
print(s.writable(), s.readable(), s.seekable(), type(s.buffer).__name__)
saved = sys.stdout
sys.stdout = s
print('hello', 42)
print('bye', end='!')
sys.stdout = saved
print(repr(s.getvalue()))


class Shouting(io.TextIOWrapper):
    def write(self, text):
        return super().write(text.upper())


raw = io.BytesIO()
w = Shouting(raw, encoding='ascii')
print('quiet words', file=w)
w.writelines(['a\n', 'b\n'])  # IOBase.writelines: through the overridden write
w.flush()
print(raw.getvalue())
print(repr(w))


class Lines(io.TextIOWrapper):
    __slots__ = ('count',)

    def readline(self, size=-1):
        self.count = getattr(self, 'count', 0) + 1
        return super().readline(size)


r = Lines(io.BytesIO(b'one\ntwo\nthree'), encoding='utf-8')
print([line for line in r], r.count)
print(r.__dict__)

empty = io.TextIOWrapper.__new__(StdIOBuffer)
for action in (lambda: empty.read(), lambda: empty.write('x'), lambda: empty.encoding):
    try:
        action()
    except (ValueError, AttributeError) as e:
        print(type(e).__name__, e)

for kwargs in ({'encoding': 3}, {'errors': 4}, {'newline': 'x'}, {'newline': 5}, {'encoding': 'no-such-codec'}):
    try:
        io.TextIOWrapper(io.BytesIO(), **kwargs)
    except (TypeError, ValueError, LookupError) as e:
        print(type(e).__name__, e)

twice = io.TextIOWrapper(io.BytesIO(b'first'), encoding='ascii')
twice.__init__(io.BytesIO(b'second'), encoding='latin-1')
print(twice.read(), twice.encoding)

with StdIOBuffer() as ctx:
    ctx.write('in a with block')
    print(repr(ctx.getvalue()))
print(ctx.closed)
