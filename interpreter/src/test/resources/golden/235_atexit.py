# atexit: functions run at the end, the last registered first, before objects still alive are finalized
import atexit


class Held:
    def __del__(self):
        print("finalized after the atexit functions")


held = Held()


def goodbye(name, punctuation="."):
    print("goodbye", name + punctuation)


def failing():
    raise RuntimeError("from an atexit function")


def dropped():
    print("never printed")


print(atexit.register(goodbye, "first") is goodbye)
atexit.register(failing)
atexit.register(goodbye, "second", punctuation="!")
atexit.register(dropped)
atexit.register(dropped)
print(atexit._ncallbacks())
atexit.unregister(dropped)
print(atexit._ncallbacks())
try:
    atexit.register(42)
except TypeError as e:
    print("TypeError:", e)
print("main done")
