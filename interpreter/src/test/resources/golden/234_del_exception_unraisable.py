# an exception raised by __del__ or by a weak reference's callback is printed to stderr, never raised
import _weakref
import gc


class Faulty:
    def __del__(self):
        print("in __del__")
        raise ValueError("from __del__")


f = Faulty()
del f
gc.collect()
print("still running")


class Target:
    pass


t = Target()


def callback(ref):
    print("callback, then an error")
    raise KeyError("from callback")


r = _weakref.ref(t, callback)
del t
gc.collect()
print("done")
