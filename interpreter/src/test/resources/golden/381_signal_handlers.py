# The signal module over _signal: handlers, getsignal, raise_signal, default_int_handler, strsignal and their errors
# golden: needs _signal
import signal
import sys
import threading

print(signal.getsignal(signal.SIGINT) is signal.default_int_handler)
print(signal.getsignal(signal.SIGUSR1), signal.getsignal(signal.SIGPIPE), signal.getsignal(signal.SIGTERM))
print(repr(signal.SIGINT), int(signal.SIGALRM), signal.NSIG, signal.SIGRTMIN, signal.SIGRTMAX, signal.SIGIOT)
print(repr(signal.SIG_DFL), repr(signal.SIG_IGN), signal.Signals(10).name)

calls = []


def handler(signum, frame):
    calls.append((signum, type(signum).__name__, frame.f_code.co_name, frame.f_lineno > 0))


def trigger():
    signal.raise_signal(signal.SIGUSR1)
    return "after"


old = signal.signal(signal.SIGUSR1, handler)
print("old", repr(old), signal.getsignal(signal.SIGUSR1) is handler)
print(trigger(), calls)
print(signal.signal(signal.SIGUSR1, signal.SIG_IGN) is handler)
signal.raise_signal(signal.SIGUSR1)
print("ignored", len(calls), repr(signal.getsignal(signal.SIGUSR1)))
print(repr(signal.signal(signal.SIGUSR1, signal.SIG_DFL)))


class Handler:
    def __call__(self, signum, frame):
        print("callable object", signum)
        raise RuntimeError("from the handler")


signal.signal(signal.SIGALRM, Handler())
try:
    signal.raise_signal(signal.SIGALRM)
except RuntimeError as e:
    print("raised", e)
signal.signal(signal.SIGALRM, signal.SIG_DFL)

try:
    signal.raise_signal(signal.SIGINT)
except KeyboardInterrupt as e:
    print("KeyboardInterrupt", repr(e), e.args)
try:
    signal.default_int_handler(signal.SIGINT, None)
except KeyboardInterrupt:
    print("default_int_handler raises KeyboardInterrupt")
signal.signal(signal.SIGINT, handler)
signal.raise_signal(signal.SIGINT)
print(calls[-1][0], signal.signal(signal.SIGINT, signal.default_int_handler) is handler)

print(signal.strsignal(signal.SIGINT), signal.strsignal(signal.SIGTERM), signal.strsignal(signal.SIGHUP))
print(signal.strsignal(signal.SIGRTMIN + 2), signal.strsignal(32))
valid = signal.valid_signals()
print(type(valid).__name__, len(valid), min(valid), max(valid), 32 in valid, signal.SIGKILL in valid)
print(sorted(valid)[:3])
signal.siginterrupt(signal.SIGUSR1, True)
signal.raise_signal(0)


def show(f, *args):
    try:
        r = f(*args)
        print("ok", repr(r))
    except Exception as e:
        print(type(e).__name__, e, getattr(e, "errno", None))


show(signal.getsignal, 4242)
show(signal.getsignal, 0)
show(signal.signal, 4242, handler)
show(signal.signal, signal.SIGUSR1, None)
show(signal.signal, signal.SIGUSR1, 5)
show(signal.signal, signal.SIGUSR1, True)
show(signal.signal, signal.SIGKILL, handler)
show(signal.signal, signal.SIGSTOP, signal.SIG_IGN)
show(signal.signal, "x", handler)
show(signal.strsignal, 4242)
show(signal.raise_signal, 4242)
show(signal.siginterrupt, 0, 1)
show(signal.default_int_handler)
show(signal.set_wakeup_fd, -1)
show(signal.set_wakeup_fd, 1)
show(signal.set_wakeup_fd, 4000)
t = threading.Thread(target=show, args=(signal.signal, signal.SIGUSR1, handler))
t.start()
t.join()
t = threading.Thread(target=show, args=(signal.set_wakeup_fd, -1))
t.start()
t.join()
print(signal.default_int_handler.__name__, signal.getsignal.__module__)
