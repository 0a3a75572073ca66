# Signal handlers run in the main thread, whichever thread the signal came from; blocking calls of the main
# thread (a lock, an event, a join) run the handler and go on, or end with what it raised; pthread_sigmask and
# sigpending hold signals back and deliver them when unblocked
# golden: needs _signal
import signal
import threading
import time

log = []


def handler(signum, frame):
    log.append((signal.Signals(signum).name, threading.current_thread().name))


signal.signal(signal.SIGUSR1, handler)
t = threading.Thread(target=signal.raise_signal, args=(signal.SIGUSR1,), name="sender")
t.start()
t.join()
deadline = time.monotonic() + 20
while not log and time.monotonic() < deadline:
    pass
print("from a thread:", log)

log.clear()
signal.pthread_kill(threading.get_ident(), signal.SIGUSR1)
print("pthread_kill:", log)
signal.pthread_kill(threading.get_ident(), 0)

signal.signal(signal.SIGALRM, handler)
lock = threading.Lock()
lock.acquire()
log.clear()
signal.setitimer(signal.ITIMER_REAL, 0.1)
start = time.monotonic()
print("acquire:", lock.acquire(timeout=0.5), log, time.monotonic() - start >= 0.49)

log.clear()
event = threading.Event()
signal.setitimer(signal.ITIMER_REAL, 0.1)
start = time.monotonic()
print("event wait:", event.wait(0.5), log, time.monotonic() - start >= 0.49)

log.clear()
worker = threading.Thread(target=time.sleep, args=(0.5,))
worker.start()
signal.setitimer(signal.ITIMER_REAL, 0.1)
worker.join()
print("join:", worker.is_alive(), log)


class Stop(Exception):
    pass


def stop(signum, frame):
    raise Stop()


signal.signal(signal.SIGALRM, stop)
signal.setitimer(signal.ITIMER_REAL, 0.1)
start = time.monotonic()
try:
    lock.acquire()
except Stop:
    print("acquire ended by the handler", time.monotonic() - start < 10, lock.locked())

log.clear()
print("blocked before:", signal.pthread_sigmask(signal.SIG_BLOCK, [signal.SIGUSR1]))
signal.raise_signal(signal.SIGUSR1)
print("while blocked:", log, signal.sigpending())
print(signal.pthread_sigmask(signal.SIG_BLOCK, []))
print(signal.pthread_sigmask(signal.SIG_UNBLOCK, [signal.SIGUSR1]))
print("unblocked:", log, signal.sigpending())
print(signal.pthread_sigmask(signal.SIG_SETMASK, [signal.SIGUSR2, signal.SIGKILL]))
print(signal.pthread_sigmask(signal.SIG_SETMASK, []))
for how, mask in [(5, []), (signal.SIG_BLOCK, [0]), (signal.SIG_BLOCK, [4242])]:
    try:
        signal.pthread_sigmask(how, mask)
    except (OSError, ValueError) as e:
        print(type(e).__name__, e)
