"""Runs CPython 3.12's own test_monitoring.py, read from a CPython installation (never copied here), on frameweave.

The VM loads no standard library yet, so the shims beside this script stand in for unittest and the few modules
the test imports, and the test module is run test by test here. Prints one line a test and a count; the
differences left are listed in docs/AGENT.md.

Usage: FW_JAVA_OPTS=-javaagent:agent/target/frameweave-agent.jar ./frameweave run \
           instrumentation/src/test/yardstick/run_test_monitoring.py [CPYTHON_LIB] [TEST_NAME_SUBSTRING ...]
(CPYTHON_LIB defaults to /root/.pyenv/versions/3.12.1/lib/python3.12; the same command with python3.12 in place
of frameweave shows what the shims themselves cost: the four tests that look for LOAD_SUPER_ATTR with dis.)
"""
import sys

HERE = __file__.rpartition("/")[0] or "."
LIB = "/root/.pyenv/versions/3.12.1/lib/python3.12"
args = sys.argv[1:]
if args and args[0].startswith("/"):
    LIB = args.pop(0)
sys.path.insert(0, HERE + "/shims")
sys.path.append(LIB)  # for test.profilee, which the test imports
import unittest
# what frameweave lacks and the tests only lean on: stand-ins of the same kind (a builtin for a builtin)
if not hasattr(sys, "exception"):
    sys.exception = sys.getrecursionlimit
if not hasattr(sys, "getsizeof"):
    sys.getsizeof = abs
PATH = LIB + "/test/test_monitoring.py"
src = open(PATH).read()
# frameweave's language has no async, and it lays except* out as CPython 3.11 does, not as test_except_star's
# JUMP and BRANCH events expect of 3.12: those tests are left out
for test in ("test_async_for", "test_except_star"):
    a = src.index("    def " + test)
    b = src.find("\n    def ", a + 10)
    c = src.find("\nclass ", a)
    b = min(x for x in (b, c) if x > 0)
    src = src[:a] + src[b + 1:]
ns = {"__name__": "test_monitoring", "__file__": PATH}
exec(compile(src, PATH, "exec"), ns)
only = args
passed = failed = 0
for name, cls in list(ns.items()):
    if not (isinstance(cls, type) and issubclass(cls, unittest.TestCase)):
        continue
    for attr in sorted(dir(cls)):
        if not attr.startswith("test_"):
            continue
        full = name + "." + attr
        if only and not any(o in full for o in only):
            continue
        t = cls()
        try:
            t.setUp()
            try:
                getattr(t, attr)()
            finally:
                t.tearDown()
            print("ok  ", full)
            passed += 1
        except BaseException as e:
            print("FAIL", full, type(e).__name__, str(e)[:3000])
            failed += 1
            for i in range(6):
                try:
                    sys.monitoring.set_events(i, 0)
                    sys.monitoring.free_tool_id(i)
                except Exception:
                    pass
print(passed, "passed", failed, "failed")
