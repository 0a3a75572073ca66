# TextIOWrapper.seek and tell over a buffer: positions after reads and writes, seek(0), seek(tell()), seek(0, 2),
# and the errors CPython gives.
import io

raw = io.BytesIO()
t = io.TextIOWrapper(raw, encoding='utf-8')
print(t.tell(), t.write('héllo\nwörld\n'), t.tell())
print(t.seek(0), repr(t.readline()), t.tell())
print(repr(t.read(3)), t.tell())
mark = t.tell()
rest = t.readline()
print(t.seek(mark) == mark, t.readline() == rest)
print(t.seek(0, 2), t.tell(), repr(t.read()))
t.write('end')
print(t.seek(0), repr(t.read()))
print(t.seek(0, 1) == t.tell())

positions = []
t.seek(0)
while True:
    positions.append(t.tell())
    if not t.readline():
        break
print(positions)
for p in reversed(positions):
    t.seek(p)
    print(p, repr(t.readline()))

# after a lone "\r" the cookie is opaque (it holds decoder state); programs only hand it back to seek
crlf = io.TextIOWrapper(io.BytesIO(b'a\r\nb\rc\nd'), encoding='ascii')
out = []
while True:
    mark = crlf.tell()
    line = crlf.readline()
    if not line:
        break
    crlf.seek(mark)
    out.append((line, crlf.readline() == line))
print(out)

for args in ((1, 1), (1, 2), (0, 5), (-1,)):
    try:
        t.seek(*args)
    except (ValueError, io.UnsupportedOperation) as e:
        print(type(e).__name__, e)


class Unseekable(io.BytesIO):
    def seekable(self):
        return False


u = io.TextIOWrapper(Unseekable(b'abc'), encoding='ascii')
print(u.seekable(), u.read())
for call in (u.tell, lambda: u.seek(0)):
    try:
        call()
    except io.UnsupportedOperation as e:
        print('UnsupportedOperation', e)

t.close()
for call in (t.tell, lambda: t.seek(0)):
    try:
        call()
    except ValueError as e:
        print('ValueError', e)
