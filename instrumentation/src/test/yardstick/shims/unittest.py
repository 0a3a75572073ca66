import sys


class SkipTest(Exception):
    pass


class _Raises:
    def __init__(self, exc):
        self.exc = exc
        self.exception = None

    def __enter__(self):
        return self

    def __exit__(self, t, v, tb):
        if t is None:
            raise AssertionError(self.exc.__name__ + " not raised")
        if issubclass(t, self.exc):
            self.exception = v
            return True
        return False


class _Sub:
    def __enter__(self):
        return self

    def __exit__(self, *a):
        return False


class TestCase:
    def setUp(self):
        pass

    def tearDown(self):
        for f, a in reversed(getattr(self, "_cleanups", [])):
            f(*a)

    def addCleanup(self, f, *a):
        if not hasattr(self, "_cleanups"):
            self._cleanups = []
        self._cleanups.append((f, a))

    def subTest(self, **kw):
        return _Sub()

    def assertEqual(self, a, b, msg=None):
        if not a == b:
            raise AssertionError(repr(a) + " != " + repr(b) + (": " + str(msg) if msg else ""))

    def assertIn(self, a, b):
        if a not in b:
            raise AssertionError(repr(a) + " not in " + repr(b))

    def assertIs(self, a, b):
        if a is not b:
            raise AssertionError(repr(a) + " is not " + repr(b))

    def assertLess(self, a, b):
        if not a < b:
            raise AssertionError(repr(a) + " not less than " + repr(b))

    def assertTrue(self, a, msg=None):
        if not a:
            raise AssertionError("not true: " + repr(a))

    def assertRaises(self, exc, *args):
        if args:
            try:
                args[0](*args[1:])
            except exc:
                return None
            raise AssertionError(exc.__name__ + " not raised")
        return _Raises(exc)
