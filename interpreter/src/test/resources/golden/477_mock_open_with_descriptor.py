# with binds __enter__/__exit__ found on the class through any descriptor (unittest.mock's MagicProxy), so
# mock_open works as a context manager; StringIO pickles (its __getstate__/__setstate__)
# golden: needs the standard library
import io
import pickle
from unittest.mock import MagicMock, call, mock_open, patch


class Bound:
    """A non-data descriptor that is no function: with must call its __get__."""

    def __init__(self, label):
        self.label = label

    def __get__(self, obj, owner=None):
        return lambda *args: print(self.label, type(obj).__name__, args) or obj


class Manager:
    __enter__ = Bound("enter")
    __exit__ = Bound("exit")


with Manager() as m:
    print("inside", type(m).__name__)

mock = MagicMock()
try:
    with mock:
        "foo" + 3
except TypeError as e:
    print("TypeError:", e)
print(mock.__enter__.call_args_list, mock.__exit__.called)

opener = mock_open(read_data=b"\xc6\nline two\n")
with patch("builtins.open", opener):
    with open("abc", "rb") as f:
        print(f.read())
    with open("abc", "rb") as f:
        print(f.readline(), f.readlines())
print(opener.mock_calls[:3] == [call("abc", "rb"), call().__enter__(), call().read()])

opener = mock_open(read_data="text\n")
handle = opener.return_value
with patch("builtins.open", opener):
    with open("foo") as f:
        print(f is handle, f.read())
print(opener.mock_calls)

s = io.StringIO("one\r\ntwo\n", newline=None)
s.seek(4)
s.note = "kept"
state = s.__getstate__()
print(state)
for proto in range(2, pickle.HIGHEST_PROTOCOL + 1):
    t = pickle.loads(pickle.dumps(s, proto))
    print(proto, repr(t.getvalue()), t.tell(), t.note, t.read())
t = io.StringIO()
for bad in ((1, 2), ("x", None, -1, None), ("x", None, "0", None), ("x", None, 0, [])):
    try:
        t.__setstate__(bad)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
s.close()
try:
    s.__getstate__()
except ValueError as e:
    print("ValueError:", e)
