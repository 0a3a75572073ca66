# threading.Timer, and the tables threading keeps of its threads: _active (ident -> thread) and _limbo.
import threading
import _thread

print(threading.ThreadError is _thread.error is RuntimeError, threading._CRLock is _thread.RLock)
print(threading._active[threading.get_ident()] is threading.main_thread(), threading._limbo)

seen = {}
go = threading.Event()


def work():
    me = threading.current_thread()
    seen["active"] = threading._active.get(threading.get_ident()) is me
    seen["limbo"] = me in threading._limbo
    go.wait()


t = threading.Thread(target=work)
t.start()
while "active" not in seen:
    pass
print(seen, t.ident in threading._active, len(threading._active))
go.set()
t.join()
print(t.ident in threading._active, len(threading._active), threading._limbo)

calls = []
tm = threading.Timer(0.05, lambda *a, **k: calls.append((a, k)), args=(1, 2), kwargs={"x": 3})
print(type(tm).__name__, isinstance(tm, threading.Thread), tm.interval, tm.args, tm.kwargs, tm.finished.is_set())
print(tm.name.startswith("Thread-"), "(" in tm.name, tm.daemon)
tm.start()
tm.join()
print(calls, tm.finished.is_set())

tm = threading.Timer(10, calls.append, ["never"])
tm.start()
tm.cancel()
tm.join()
print(calls, tm.is_alive())

plain = threading.Timer(0.01, calls.append)
print(plain.args, plain.kwargs)


class Repeat(threading.Timer):
    def run(self):
        while not self.finished.wait(self.interval):
            self.function(*self.args, **self.kwargs)
            if len(calls) >= 4:
                self.cancel()


r = Repeat(0.01, calls.append, ("tick",))
r.start()
r.join()
print(calls[1:], r.finished.is_set())
