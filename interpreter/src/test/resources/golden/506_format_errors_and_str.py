# %-formatting and format(): CPython's errors for a stray '%', bytes % bytearray, a complex's bad format spec and
# a precision too big; %c of an object with __index__; str() of a str subclass whose __str__ returns itself.
import sys


def attempt(f):
    try:
        print(repr(f()))
    except (TypeError, ValueError, OverflowError) as e:
        print(type(e).__name__ + ":", e)


class PseudoInt:
    def __init__(self, value):
        self.value = int(value)

    def __int__(self):
        return self.value

    def __index__(self):
        return self.value


class OnlyInt:
    def __int__(self):
        return 109


attempt(lambda: '% %s' % 1)
attempt(lambda: '%s % %s' % (1, 2))
attempt(lambda: '%%%s' % 1)
attempt(lambda: b'% %s' % 1)
attempt(lambda: b'no format' % bytearray(b'1'))
attempt(lambda: b'no format' % b'1')
attempt(lambda: b'%(x)s' % {b'x': 1})
attempt(lambda: b'no format' % memoryview(b'1'))
attempt(lambda: '%c' % PseudoInt(109))
attempt(lambda: '%c' % OnlyInt())
attempt(lambda: b'%c' % PseudoInt(109))
attempt(lambda: '%x %o' % (PseudoInt(109), PseudoInt(9)))
for value in (12j, 12, 12.0, "12"):
    attempt(lambda: format(value, '%M'))
    attempt(lambda: "xx{value:%M}yy".format(value=value))
attempt(lambda: format(1.2, ".%sf" % (sys.maxsize + 1)))
attempt(lambda: format(complex(1.2), ".%sf" % (sys.maxsize + 1)))
attempt(lambda: format(complex(1.2), ".3f"))


class StrSubclassToStrSubclass(str):
    def __new__(cls, content=""):
        return str.__new__(cls, 2 * content)

    def __str__(self):
        return self


class StrSubclass(str):
    pass


s = str(StrSubclassToStrSubclass("foo"))
print(s, type(s).__name__)
s = StrSubclass(StrSubclassToStrSubclass("foo"))
print(s, type(s).__name__)
print(type(str(StrSubclass("x"))).__name__, type(str(True)).__name__, str(True), str(2.5), str(10**20), str(None))
