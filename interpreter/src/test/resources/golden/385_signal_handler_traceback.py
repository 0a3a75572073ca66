# golden: full stderr
# golden: needs _signal
# An exception a signal handler raises goes on from where the main thread was: caught there, with the handler's
# frame in its traceback, and uncaught at the end (the traceback shows the interrupted line, then the handler)
import signal
import traceback


def handler(signum, frame):
    print("handler sees", frame.f_code.co_name)
    raise LookupError(f"signal {signum}")


def inner():
    signal.raise_signal(signal.SIGUSR1)


def outer():
    inner()


signal.signal(signal.SIGUSR1, handler)
try:
    outer()
except LookupError as e:
    names = [f.name for f in traceback.extract_tb(e.__traceback__)]
    print("caught", e, names)

try:
    try:
        outer()
    finally:
        print("finally ran")
except LookupError as e:
    print("caught again", e)

outer()
print("not reached")
