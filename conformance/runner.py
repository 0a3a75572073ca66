"""Runs one of CPython's test modules with unittest and prints one line per test: OUTCOME TEST_ID.

    runner.py test.test_heapq

OUTCOME is one of pass, fail, error, skip, cponly (skipped as a detail of CPython's implementation: a test
marked cpython_only or needing one of CPython's C test modules, _testcapi and the like), caccel (a test of a C
accelerator module that this interpreter lacks and replaces with CPython's pure-Python fallback, see below),
xfail (an expected failure) and xpass (an unexpected success);
errors raised outside a test (in a class or module fixture) are reported as error lines with the fixture's
id. Each line is flushed as soon as its test ends, so a run cut short keeps what it reached. The tests' own
output goes to stderr. The same file runs under CPython and under frameweave.

C accelerators. Some modules have a C half that CPython's tests check beside the pure-Python one (ACCELERATORS:
_datetime for datetime, _decimal for decimal...). Where the C half cannot be imported here, the module runs on
its pure-Python fallback, and the tests written for the C half are reported as caccel instead of being run:
 - the tests of a module that test.support's import_fresh_module imported for the C half (test_datetime runs
   all of test.datetimetester twice, once per half): without the accelerator, import_fresh_module gives a
   stand-in instead of None, a false module holding a fresh import of the pure-Python half, so that the test
   module loads as on CPython and gives the same test ids; the tests whose methods come from such a stand-in,
   or whose class holds one (test_decimal's "decimal = C"), are the C half's, and so are those of a class
   holding no module whose method reads a global bound to one (test_decimal's CWhitebox uses C.Decimal);
 - the tests skipped with a reason that names a missing accelerator ("requires _statistics") or is one of the
   accelerator's own skip reasons ("test requires C version" for _decimal).
Where the accelerator exists (always under CPython) nothing changes. CONFORMANCE_WITHOUT=_datetime,... makes the
runner act as if those accelerators were missing, to check this labelling under CPython.
"""
import importlib.util
import os
import sys
import types
import unittest


DETAIL = "implementation detail: "

# C accelerator: (the module that falls back to pure Python without it, skip reasons of tests that need it)
ACCELERATORS = {
    "_datetime": ("datetime", ()),
    "_decimal": ("decimal", ("test requires C version",)),
    "_json": ("json", ()),
    "_pickle": ("pickle", ()),
    "_statistics": ("statistics", ()),
}


class CAcceleratorStandIn(types.ModuleType):
    """What import_fresh_module gives for a C half whose accelerator is missing: false, as the None it would
    otherwise give (so "if C:" and skipUnless(C, ...) act as without it), holding the pure-Python half's names."""

    def __bool__(self):
        return False


def missing_accelerators():
    pretend = {name for name in os.environ.get("CONFORMANCE_WITHOUT", "").split(",") if name}
    return {name for name in ACCELERATORS
            if name in pretend or importlib.util.find_spec(name) is None}


def unwrapped(f):
    """A function and the ones it wraps, through decorators (functools.wraps's __wrapped__) to the one written."""
    for _ in range(10):
        if f is None:
            return
        yield f
        f = getattr(f, "__wrapped__", None)


class CAccelerators:
    """Stands in for the missing accelerators' C halves and tells which tests are theirs."""

    def __init__(self, missing):
        self.missing = missing
        self.stand_ins = []
        self.stand_in_globals = []

    def install(self):
        try:
            from test.support import import_helper
        except ImportError:
            return
        original = import_helper.import_fresh_module
        def import_fresh_module(name, fresh=(), blocked=(), *args, **kwargs):
            lacking = [m for m in fresh if m in self.missing]
            if not lacking:
                return original(name, fresh, blocked, *args, **kwargs)
            others = [m for m in fresh if m not in self.missing]
            module = original(name, others, list(blocked) + lacking, *args, **kwargs)
            return None if module is None else self.stand_in(module)
        import_helper.import_fresh_module = import_fresh_module

    def stand_in(self, module):
        stand_in = CAcceleratorStandIn(module.__name__)
        stand_in.__dict__.update(module.__dict__)
        self.stand_ins.append(stand_in)
        self.stand_in_globals.append(module.__dict__)
        return stand_in

    def tests_c_half(self, test):
        """Whether a class of the test's comes from a stand-in's module or holds a stand-in, or, for a test whose
        class holds no module at all (so is not run once per half), whether its method reads a stand-in."""
        holds_module = False
        for cls in type(test).__mro__:
            for value in vars(cls).values():
                if any(value is s for s in self.stand_ins):
                    return True
                holds_module = holds_module or isinstance(value, types.ModuleType)
                if isinstance(value, (staticmethod, classmethod)):
                    value = value.__func__
                if any(getattr(f, "__globals__", None) is g for f in unwrapped(value)
                       for g in self.stand_in_globals):
                    return True
        if holds_module:
            return False
        method = getattr(type(test), getattr(test, "_testMethodName", ""), None)
        for f in unwrapped(method):
            names = getattr(getattr(f, "__code__", None), "co_names", ())
            if any(f.__globals__.get(n) is s for n in names for s in self.stand_ins):
                return True
        return False

    def skip_needs_one(self, reason):
        reason = str(reason)
        return any(name in reason or reason in ACCELERATORS[name][1] for name in self.missing)

    def set_aside(self, suite, result):
        """Removes the C half's tests from the suite, reporting each as caccel."""
        kept = []
        for test in suite:
            if isinstance(test, unittest.TestSuite):
                self.set_aside(test, result)
                kept.append(test)
            elif isinstance(test, unittest.TestCase) and self.tests_c_half(test):
                result.emit("caccel", test)
            else:
                kept.append(test)
        suite._tests = kept


def cpython_detail(reason):
    """Whether a skip's reason says the test checks a detail of CPython's own implementation: test.support's
    cpython_only and impl_detail skips (see label_implementation_details), and the C modules CPython builds
    only for its tests (_testcapi...)."""
    reason = str(reason)
    return reason.startswith(DETAIL) or reason.startswith("No module named '_test")


def label_implementation_details():
    """Makes test.support's impl_detail (and so cpython_only) skip with a reason that says so, whatever message
    the test gave, before the test module is imported and its decorators run."""
    try:
        from test import support
    except ImportError:
        return
    def impl_detail(msg=None, **guards):
        if support.check_impl_detail(**guards):
            return lambda test: test
        return unittest.skip(DETAIL + (msg or ", ".join(sorted(guards))))
    support.impl_detail = impl_detail


class LineResult(unittest.TestResult):
    def __init__(self, out, accelerators):
        super().__init__()
        self.out = out
        self.accelerators = accelerators
        self.failed = False
        self.subtest_failed = set()
        self.reported = set()

    def emit(self, outcome, test):
        self.reported.add(test.id())
        self.out.write("%s %s\n" % (outcome, test.id()))
        self.out.flush()

    def addSuccess(self, test):
        super().addSuccess(test)
        self.emit("pass", test)

    def addFailure(self, test, err):
        super().addFailure(test, err)
        self.failed = True
        self.emit("fail", test)

    def addError(self, test, err):
        super().addError(test, err)
        self.failed = True
        self.emit("error", test)

    def addSkip(self, test, reason):
        super().addSkip(test, reason)
        if cpython_detail(reason):
            self.emit("cponly", test)
        elif self.accelerators.skip_needs_one(reason):
            self.emit("caccel", test)
        else:
            self.emit("skip", test)

    def addExpectedFailure(self, test, err):
        super().addExpectedFailure(test, err)
        self.emit("xfail", test)

    def addUnexpectedSuccess(self, test):
        super().addUnexpectedSuccess(test)
        self.emit("xpass", test)

    def addSubTest(self, test, subtest, err):
        # a test with failing subtests is reported once, as its own failure or error
        super().addSubTest(test, subtest, err)
        if err is not None:
            self.failed = True
            self.subtest_failed.add(test.id())

    def stopTest(self, test):
        if test.id() in self.subtest_failed and test.id() not in self.reported:
            self.emit("fail", test)
        self.subtest_failed.discard(test.id())
        super().stopTest(test)


def main(argv):
    if len(argv) != 2:
        sys.stderr.write("usage: runner.py TEST_MODULE\n")
        return 2
    label_implementation_details()
    accelerators = CAccelerators(missing_accelerators())
    accelerators.install()
    suite = unittest.defaultTestLoader.loadTestsFromName(argv[1])
    # the result lines keep stdout; what the tests print goes to stderr with their tracebacks
    lines, sys.stdout = sys.stdout, sys.stderr
    result = LineResult(lines, accelerators)
    accelerators.set_aside(suite, result)
    suite.run(result)
    for test, trace in result.errors + result.failures:
        sys.stderr.write("=" * 70 + "\n%s\n%s\n" % (test.id() if hasattr(test, "id") else test, trace))
    return 1 if result.failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
