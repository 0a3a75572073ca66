# faulthandler: dump_traceback of the current thread or all threads, dump_traceback_later, enable/disable
import faulthandler
import os
import re
import sys
import threading
import time


def read_dump(dump):
    r, w = os.pipe()
    dump(w)
    os.close(w)
    with os.fdopen(r) as pipe:
        return re.sub('0x[0-9a-f]{16}', '0xID', pipe.read()).replace(__file__, 'THIS')


def f(fd):
    faulthandler.dump_traceback(fd, all_threads=False)


print(read_dump(f), end='')
for args in ((-1,), ('x',), (object(),), (2**40,)):
    try:
        faulthandler.dump_traceback(*args)
    except Exception as e:
        print(type(e).__name__, e)
for timeout in (0, -1, 1e300):
    try:
        faulthandler.dump_traceback_later(timeout)
    except Exception as e:
        print(type(e).__name__, e)
print(faulthandler.is_enabled(), faulthandler.disable(), faulthandler.enable(), faulthandler.is_enabled())
print(faulthandler.disable(), faulthandler.disable())


print(read_dump(lambda fd: faulthandler.dump_traceback(fd)), end='')


def g(fd):
    faulthandler.dump_traceback_later(0.05, file=fd)
    time.sleep(0.5)


print(read_dump(g), end='')


def cancelled(fd):
    faulthandler.dump_traceback_later(0.05, file=fd)
    faulthandler.cancel_dump_traceback_later()
    time.sleep(0.2)


print(repr(read_dump(cancelled)))


# another thread's frames, while it waits
ready, go = threading.Event(), threading.Event()


def waiter():
    ready.set()
    go.wait()


t = threading.Thread(target=waiter)
t.start()
ready.wait()
time.sleep(0.05)
dump = read_dump(lambda fd: faulthandler.dump_traceback(fd))
go.set()
t.join()
print(dump.count('Thread 0xID'), dump.count('Current thread 0xID'), ' in waiter' in dump)
print(dump.split('\n\n')[-1], end='')
