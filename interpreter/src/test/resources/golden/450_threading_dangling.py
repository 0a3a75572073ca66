# threading._dangling: a weak set of the Thread objects alive, which test.support compares before and after a test.
import gc
import threading
import _weakrefset

d = threading._dangling
print(type(d) is _weakrefset.WeakSet, threading.main_thread() in d, threading.current_thread() in d)
before = d.copy()
print(len(before) >= 1, before == d)

t = threading.Thread(target=lambda: None, name="short")
print(t in d, before == d)
t.start()
t.join()
print(t in d, t.is_alive())


class Worker(threading.Thread):
    def __init__(self):
        super().__init__(name="sub")

    def run(self):
        self.result = 6 * 7


w = Worker()
print(w in d, w.name)
w.start()
w.join()
print(w.result, w in d)

names = sorted(x.name for x in d)
print(names[-2:])
del t, w
for _ in range(3):
    gc.collect()
print(d == before, sorted(x.name for x in d) == sorted(x.name for x in before))
