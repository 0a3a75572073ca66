"""Runs one of CPython's test modules with unittest and prints one line per test: OUTCOME TEST_ID.

    runner.py test.test_heapq

OUTCOME is one of pass, fail, error, skip, xfail (an expected failure) and xpass (an unexpected success);
errors raised outside a test (in a class or module fixture) are reported as error lines with the fixture's
id. Each line is flushed as soon as its test ends, so a run cut short keeps what it reached. The tests' own
output goes to stderr. The same file runs under CPython and under frameweave.
"""
import sys
import unittest


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
    suite = unittest.defaultTestLoader.loadTestsFromName(argv[1])
    result = LineResult(sys.stdout)
    suite.run(result)
    for test, trace in result.errors + result.failures:
        sys.stderr.write("=" * 70 + "\n%s\n%s\n" % (test.id() if hasattr(test, "id") else test, trace))
    return 1 if result.failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
