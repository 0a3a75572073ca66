"""Runs one of CPython's test modules with unittest and prints one line per test: OUTCOME TEST_ID.

    runner.py test.test_heapq

OUTCOME is one of pass, fail, error, skip, cponly (skipped as a detail of CPython's implementation: a test
marked cpython_only or needing one of CPython's C test modules, _testcapi and the like), xfail (an expected
failure) and xpass (an unexpected success);
errors raised outside a test (in a class or module fixture) are reported as error lines with the fixture's
id. Each line is flushed as soon as its test ends, so a run cut short keeps what it reached. The tests' own
output goes to stderr. The same file runs under CPython and under frameweave.
"""
import sys
import unittest


DETAIL = "implementation detail: "


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
    def __init__(self, out):
        super().__init__()
        self.out = out
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
        self.emit("cponly" if cpython_detail(reason) else "skip", test)

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
    suite = unittest.defaultTestLoader.loadTestsFromName(argv[1])
    result = LineResult(sys.stdout)
    suite.run(result)
    for test, trace in result.errors + result.failures:
        sys.stderr.write("=" * 70 + "\n%s\n%s\n" % (test.id() if hasattr(test, "id") else test, trace))
    return 1 if result.failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
