# TextIOWrapper.newlines (the kinds of line end read so far) and reconfigure().
import io


def newlines_after(data, newline, reads):
    t = io.TextIOWrapper(io.BytesIO(data), encoding='ascii', newline=newline)
    before = t.newlines
    text = t.read() if reads < 0 else t.readline()
    return before, repr(text), t.newlines


for data in (b'plain', b'a\nb\n', b'a\r\nb\r\n', b'a\rb\r', b'a\rb\nc\r\nd', b'a\nb\r\n'):
    print(data, newlines_after(data, None, -1), newlines_after(data, '', 1), newlines_after(data, '\n', -1))
print(io.TextIOWrapper(io.BytesIO(), encoding='ascii').newlines)

t = io.TextIOWrapper(io.BytesIO(b'caf\xe9\nline two\n'), encoding='ascii', errors='replace')
print(t.encoding, t.errors, t.line_buffering, t.write_through)
t.reconfigure(encoding='latin-1')
print(t.encoding, t.errors, repr(t.readline()))
try:
    t.reconfigure(encoding='utf-8')
except io.UnsupportedOperation as e:
    print('UnsupportedOperation', e)
t.reconfigure(line_buffering=True, write_through=True)
print(t.line_buffering, t.write_through, repr(t.read()))
t.reconfigure(errors='strict')
print(t.encoding, t.errors)

for args, kwargs in (((1,), {}), ((), {'encoding': 3}), ((), {'newline': 'x'}), ((), {'newline': 3}),
                     ((), {'encoding': 'no-such-codec'})):
    try:
        t.reconfigure(*args, **kwargs)
    except (TypeError, ValueError, LookupError) as e:
        print(type(e).__name__, e)

raw = io.BytesIO()
w = io.TextIOWrapper(raw, encoding='ascii')
w.write('a\nb')
print(raw.getvalue())
w.reconfigure(line_buffering=True)
print(raw.getvalue())
w.write('c\nd')
print(raw.getvalue())
w.reconfigure(newline='\r\n')
w.write('e\n')
w.flush()
print(raw.getvalue())
w.reconfigure(encoding='utf-8')
w.write('é')
w.flush()
print(raw.getvalue(), w.encoding)
w.close()
try:
    w.reconfigure(line_buffering=False)
except ValueError as e:
    print('ValueError', e)
