# A 'u' array whose bytes hold a code point out of Unicode's range raises CPython's ValueErrors (it crashed the VM);
# sys.float_repr_style is 'short'.
import array, sys
print(sys.float_repr_style)
a = array.array('u', b'\xff\xff\xff\xff')
for f in (a.tounicode, lambda: str(a), lambda: a[0], lambda: repr(a), lambda: list(a), a.tolist, lambda: a.pop()):
    try:
        print(f())
    except ValueError as e:
        print('ValueError', e)
b = array.array('u', b'\x00\x00\x11\x00')
try:
    print(b[0])
except ValueError as e:
    print('ValueError', e)
c = array.array('u', 'héllo\U0001f600')
print(c, c.tounicode(), c[5], len(c))
