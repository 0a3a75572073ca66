# FileIO's name can be set and deleted (tempfile sets it); buffered files and text files show it through
import os
import tempfile

path = 'golden_473_scratch.txt'
with open(path, 'wb') as f:
    raw = f.raw
    print(f.name, raw.name)
    raw.name = 42
    print(f.name, raw.name, repr(raw).split(' mode')[0], repr(f))
    del raw.name
    print(repr(raw).startswith('<_io.FileIO fd='), repr(f))
    try:
        f.name
    except AttributeError as e:
        print(e)
    try:
        del raw.name
    except AttributeError as e:
        print(e)
os.remove(path)
with tempfile.TemporaryFile('w+', newline='', encoding='utf-8') as t:
    print(type(t.name).__name__, type(t.buffer.raw.name).__name__, t.name == t.buffer.raw.name)
    print(t.write('one,two\r\nthree\n'))
with tempfile.TemporaryFile() as b:
    print(type(b.name).__name__, b.write(b'abc'), b.seek(0), b.read())
