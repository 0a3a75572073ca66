# golden: full stderr
# golden: needs _ast _signal _imp _warnings marshal
# A small unittest program run by unittest.main(): passing tests, an assertEqual failure with its diff, an error,
# a skip, an expected failure, subTest, setUp/tearDown and class fixtures; the report goes to stderr (its
# "Ran N tests in T" timing made constant) and the exit status is 1.
import re
import sys
import unittest


class SteadyTime:
    """stderr with the run's duration replaced, so that the report is the same at every run."""

    def __init__(self, stream):
        self.stream = stream

    def write(self, text):
        self.stream.write(re.sub(r"in \d+\.\d+s", "in 0.000s", text))

    def flush(self):
        self.stream.flush()


class Arithmetic(unittest.TestCase):
    log = []

    @classmethod
    def setUpClass(cls):
        cls.log.append("setUpClass")

    def setUp(self):
        self.numbers = [1, 2, 3]

    def tearDown(self):
        self.log.append("tearDown " + self._testMethodName)

    def test_sum(self):
        self.assertEqual(sum(self.numbers), 6)

    def test_wrong_sum(self):
        self.assertEqual(sum(self.numbers), 7)

    def test_lists_differ(self):
        self.assertEqual([1, 2, 3, 4], [1, 2, 5, 4])

    def test_dicts_differ(self):
        self.assertEqual({"a": 1, "b": 2}, {"a": 1, "b": 3}, "dicts should match")

    def test_long_strings(self):
        self.assertEqual("first line\nsecond line\nthird line\n", "first line\nsecond LINE\nthird line\n")

    def test_error(self):
        raise RuntimeError("boom")

    def test_raises(self):
        with self.assertRaises(ZeroDivisionError):
            1 / 0
        with self.assertRaisesRegex(ValueError, "inv.lid"):
            int("invalid")

    def test_true_and_in(self):
        self.assertTrue(1 in self.numbers)
        self.assertIn(4, self.numbers)

    @unittest.skip("not today")
    def test_skipped(self):
        self.fail("never runs")

    @unittest.expectedFailure
    def test_expected_failure(self):
        self.assertEqual(1, 2)

    def test_subtests(self):
        for i in range(4):
            with self.subTest(i=i):
                self.assertLess(i, 2)

    def test_almost(self):
        self.assertAlmostEqual(0.1 + 0.2, 0.3)
        self.assertIsNone(None)
        self.assertIsInstance([], list)


class Strings(unittest.TestCase):
    def test_upper(self):
        self.assertEqual("abc".upper(), "ABC")

    def test_split(self):
        self.assertEqual("a b".split(), ["a", "b"])


if __name__ == "__main__":
    program = unittest.main(testRunner=unittest.TextTestRunner(stream=SteadyTime(sys.stderr)), argv=["prog", "Strings"],
                            exit=False)
    print(program.result.wasSuccessful(), program.result.testsRun)
    try:
        unittest.main(testRunner=unittest.TextTestRunner(stream=SteadyTime(sys.stderr), verbosity=2))
    finally:
        print(Arithmetic.log)
