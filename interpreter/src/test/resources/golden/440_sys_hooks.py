# sys.displayhook, sys.excepthook, and gettrace/settrace with nothing tracing
# golden: full stderr
import sys

print(sys.displayhook is sys.__displayhook__, sys.excepthook is sys.__excepthook__)
print(sys.displayhook.__name__, sys.excepthook.__name__)
sys.displayhook(None)
sys.displayhook([1, "two"])
print(_)
sys.displayhook(3)
print(_)
print(sys.gettrace(), sys.getprofile(), sys.settrace(None), sys.setprofile(None))
try:
    sys.displayhook()
except TypeError as e:
    print("TypeError", e)
try:
    sys.excepthook(ValueError, "not an exception", None)
except TypeError as e:
    print("TypeError", e)
sys.stdout.flush()
try:
    raise KeyError("shown by the default hook")
except KeyError as e:
    sys.excepthook(type(e), e, e.__traceback__)
sys.stderr.flush()


def hook(kind, value, tb):
    print("hook:", kind.__name__, value, tb is value.__traceback__, tb.tb_lineno)
    raise RuntimeError("the hook failed too")


sys.excepthook = hook
raise ValueError("uncaught")
