# threading._register_atexit and threading._shutdown: calls run newest first, before the non-daemon threads are
# joined and before the atexit functions; the VM calls _shutdown itself when the program ends.
import atexit
import threading
import time

order = []
atexit.register(lambda: print("atexit function, after", order))


def remember(tag, *, suffix=""):
    order.append(tag + suffix)
    print("threading atexit", tag + suffix)


threading._register_atexit(remember, "first")
threading._register_atexit(remember, "second", suffix="!")


def slow():
    time.sleep(0.2)
    order.append("thread")
    print("non-daemon thread done")


threading.Thread(target=slow).start()
try:
    threading._register_atexit()
except TypeError as e:
    print("TypeError")
print("main done")
