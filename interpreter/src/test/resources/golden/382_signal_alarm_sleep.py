# alarm and setitimer interrupt time.sleep: a handler that returns lets the sleep go on (PEP 475), one that raises
# ends it; the timers' values, pause(), and a handler that runs in a busy loop
# golden: needs _signal
import signal
import time

seen = []


def note(signum, frame):
    seen.append(signal.Signals(signum).name)


signal.signal(signal.SIGALRM, note)
print(signal.getitimer(signal.ITIMER_REAL), signal.alarm(0))
signal.setitimer(signal.ITIMER_REAL, 0.2)
start = time.monotonic()
time.sleep(0.6)
elapsed = time.monotonic() - start
print("sleep resumed:", seen, elapsed >= 0.59)


class Alarm(Exception):
    pass


def wake(signum, frame):
    raise Alarm(signum)


signal.signal(signal.SIGALRM, wake)
start = time.monotonic()
try:
    signal.setitimer(signal.ITIMER_REAL, 0.2)
    time.sleep(30)
except Alarm as e:
    print("sleep ended by", repr(e), time.monotonic() - start < 10)

print(signal.alarm(100))
left = signal.alarm(7)
print(left in (99, 100), signal.alarm(0) in (6, 7), signal.getitimer(signal.ITIMER_REAL))
old = signal.setitimer(signal.ITIMER_REAL, 50, 2.5)
value, interval = signal.getitimer(signal.ITIMER_REAL)
print(old, 49 < value <= 50, interval)
value, interval = signal.setitimer(signal.ITIMER_REAL, 0)
print(49 < value <= 50, interval, signal.getitimer(signal.ITIMER_REAL))

seen.clear()
signal.signal(signal.SIGALRM, note)
signal.setitimer(signal.ITIMER_REAL, 0.05, 0.05)
while len(seen) < 3:
    signal.pause()
signal.setitimer(signal.ITIMER_REAL, 0)
print("pause returned after", seen)

seen.clear()
signal.setitimer(signal.ITIMER_REAL, 0.05)
n = 0
deadline = time.monotonic() + 20
while not seen and time.monotonic() < deadline:
    n += 1
print("busy loop saw", seen, n > 0)

for args in [(-1, 0), (signal.ITIMER_REAL, -1)]:
    try:
        signal.setitimer(*args)
    except signal.ItimerError as e:
        print(type(e).__name__, e.errno, isinstance(e, OSError))
try:
    signal.getitimer(99)
except OSError as e:
    print(type(e).__name__, e)
try:
    signal.alarm(1.5)
except TypeError as e:
    print(e)
signal.signal(signal.SIGALRM, signal.SIG_DFL)
print(signal.ItimerError.__name__, signal.ItimerError.__module__)
