# A TextIOWrapper takes attributes of its own, as CPython's: open() leaves its mode in the instance dict, where
# code may replace it (tokenize.open does, for linecache and tracebacks), and a wrapper made directly has none.
import io
import sys

t = io.TextIOWrapper(io.BytesIO(b"abc\n"), encoding="utf-8")
print(hasattr(t, "mode"), t.__dict__)
t.mode = "r"
t.note = [1, 2]
print(t.mode, t.note, sorted(t.__dict__), repr(t).startswith("<_io.TextIOWrapper mode='r'"))
del t.note
print(hasattr(t, "note"), t.readline())

f = open(__file__, encoding="utf-8")
print(f.mode, f.__dict__, repr(f).endswith("mode='r' encoding='utf-8'>"))
f.mode = "rb"  # as if opened otherwise: the repr follows the attribute
print(f.mode, "mode='rb'" in repr(f), f.readline().startswith("# A TextIOWrapper"))
f.close()
print(sys.stdout.mode, type(sys.stdout.__dict__).__name__)
