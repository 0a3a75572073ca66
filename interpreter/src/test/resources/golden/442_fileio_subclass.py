# A guest class deriving from io.FileIO: opened by FileIO.__init__, its name in its __dict__, overridden methods,
# and the buffered and text layers over it.
import io
import os
import tempfile


class Counting(io.FileIO):
    def __init__(self, path, mode='r'):
        super().__init__(path, mode)
        self.reads = 0

    def read(self, size=-1):
        self.reads += 1
        return super().read(size)


with tempfile.TemporaryDirectory() as d:
    path = os.path.join(d, 'data.bin')
    with io.FileIO(path, 'w') as f:
        f.write(b'first line\nsecond line\n')

    c = Counting(path)
    print([k.__name__ for k in type(c).__mro__])
    print(isinstance(c, io.FileIO), isinstance(c, io.RawIOBase), c.mode, c.closefd, c.closed)
    print(sorted(c.__dict__), c.__dict__['name'] == path, c.name == path)
    print(c.read(5), c.reads, c.readable(), c.writable(), c.seekable(), c.tell())
    print(c.readline(), c.seek(0), c.read(), c.reads)  # readline is IOBase's: read(1) at a time
    c.seek(0)
    print(list(c), c.reads)
    c.close()
    print(c.closed, repr(c))
    try:
        c.read()
    except ValueError as e:
        print('ValueError', e)

    class Plain(io.FileIO):
        pass

    unopened = io.FileIO.__new__(Plain)
    print(unopened.closed, repr(unopened))
    try:
        unopened.read()
    except ValueError as e:
        print('ValueError', e)

    buffered = io.BufferedReader(Plain(path))
    print(buffered.read(5), buffered.raw.__class__.__name__)
    text = io.TextIOWrapper(io.BufferedReader(Plain(path, 'rb')), encoding='ascii')
    print(text.readlines())
    text.close()
    buffered.close()

    w = Plain(path, 'ab')
    print(w.write(b'third\n'), w.mode)
    w.close()
    with open(path, 'rb') as f:
        print(f.read().count(b'\n'))

    for args in ((3.5,), (path, 'q'), (path, 'rw')):
        try:
            Plain(*args)
        except (TypeError, ValueError) as e:
            print(type(e).__name__, e)
