# A TextIOWrapper over a seekable buffer seeks by the buffer's positions, with CPython's rules
import io

b = io.BytesIO()
t = io.TextIOWrapper(b, encoding='utf-8', newline='')
print(t.seekable(), t.write('héllo\r\nwörld\n'), t.tell())
print(t.seek(0), repr(t.read()), t.tell())
print(t.seek(0), repr(t.readline()), t.seek(0, 2), repr(t.read()))
print(t.seek(3), repr(t.read(4)))
for args in [(1, 1), (-1, 2), (-5,), (0, 7)]:
    try:
        t.seek(*args)
    except (io.UnsupportedOperation, ValueError) as e:
        print(type(e).__name__, e)
t.seek(0)
t.write('HÉ')
t.seek(0)
print(repr(t.read()))
u = io.TextIOWrapper(io.BytesIO(b'a\r\nb\rc\n'), encoding='ascii')
print(repr(u.read()), u.seek(0), repr(u.readline()), u.seek(0, 2), u.tell())


class NoSeek(io.RawIOBase):
    def readable(self):
        return True

    def readinto(self, buf):
        return 0


n = io.TextIOWrapper(io.BufferedReader(NoSeek()), encoding='ascii')
print(n.seekable())
for call in [lambda: n.seek(0), n.tell]:
    try:
        call()
    except io.UnsupportedOperation as e:
        print(e)
