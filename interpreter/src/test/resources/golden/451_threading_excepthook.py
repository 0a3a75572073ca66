# threading.excepthook: what an exception that escapes a thread's run does, and the ExceptHookArgs it gets.
import io
import sys
import threading
import _thread

print(threading.excepthook is threading.__excepthook__, threading.excepthook is _thread._excepthook)
print(threading.ExceptHookArgs is _thread._ExceptHookArgs, threading.excepthook.__name__)
print(threading.ExceptHookArgs.__name__, threading.ExceptHookArgs.__module__)


def fail():
    raise ValueError("bad value")


def run_with_stderr(target, name):
    saved = sys.stderr
    sys.stderr = buf = io.StringIO()
    try:
        t = threading.Thread(target=target, name=name)
        t.start()
        t.join()
    finally:
        sys.stderr = saved
    return buf.getvalue().splitlines()


lines = run_with_stderr(fail, "worker-1")
print(lines[0], "|", lines[1], "|", lines[-1])
print(run_with_stderr(sys.exit, "quiet"), run_with_stderr(lambda: sys.exit(3), "quiet-3"))

seen = []


def hook(args):
    info = sys.exc_info()
    seen.append((type(args).__name__, args.exc_type.__name__, str(args.exc_value), args.thread.name,
                 args.exc_traceback is args.exc_value.__traceback__, info[1] is args.exc_value, len(args)))


threading.excepthook = hook
t = threading.Thread(target=fail, name="hooked")
t.start()
t.join()
t = threading.Thread(target=sys.exit, name="exiting")
t.start()
t.join()
for s in seen:
    print(s)


def failing_hook(args):
    raise KeyError("hook broke")


def sys_hook(exc_type, exc, tb):
    print("sys.excepthook:", exc_type.__name__, exc, exc.__suppress_context__)


threading.excepthook = failing_hook
sys.excepthook = sys_hook
print(run_with_stderr(fail, "broken"))
sys.excepthook = sys.__excepthook__

threading.excepthook = threading.__excepthook__
saved = sys.stderr
sys.stderr = buf = io.StringIO()
t = threading.Thread(target=fail, name="hookless")
threading.excepthook = None  # after __init__: the thread falls back on the hook it saw then
t.start()
t.join()
sys.stderr = saved
print(buf.getvalue().splitlines()[-1])
try:
    threading.Thread(target=fail)
except RuntimeError as e:
    print("RuntimeError:", e)
threading.excepthook = threading.__excepthook__

args = threading.ExceptHookArgs([TypeError, TypeError("t"), None, None])
print(args)
print(args.exc_type, args.thread, args[1], tuple(args) == (args[0], args[1], None, None))
saved = sys.stderr
sys.stderr = buf = io.StringIO()
threading.excepthook(args)
threading.excepthook(threading.ExceptHookArgs([SystemExit, SystemExit(1), None, None]))
sys.stderr = saved
out = buf.getvalue().splitlines()
print(out[0] == "Exception in thread %d:" % threading.get_ident(), out[1:])
for bad in [(1, 2, 3, 4), None]:
    try:
        threading.excepthook(bad)
    except TypeError as e:
        print("TypeError:", e)
