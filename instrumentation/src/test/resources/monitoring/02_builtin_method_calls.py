# CALL, C_RETURN and C_RAISE of builtin methods: the callable is the method descriptor, arg0 the receiver, at a
# call site's first run as at later ones.
import threading

import monitor

E = monitor.E


lock = threading.Lock()


class Tally(list):
    pass


class Box:
    def put(self, x):
        return x


def calls():
    lst = [1]
    lst.append(2)
    d = {}
    d.get("a")
    "a,b".split(",")
    len(lst)
    lst.pop()
    try:
        d.pop("missing")
    except KeyError:
        pass
    for i in range(3):
        lst.append(i)  # the same call site again, with its cache warm
    bound = lst.append
    bound(7)  # a bound method called as is: arg0 is its first argument
    str.upper("q")
    b = Box()
    b.put(3)
    Box.put(b, 4)
    abs(-1)
    sorted(lst, key=abs)
    {}.setdefault("k", [])
    lst.__len__()  # a slot wrapper
    t = Tally()
    t.append(1)  # a builtin method of a guest subclass
    t.append = t.append  # an instance attribute shadows it: the bound method is called as is
    t.append(2)
    lock.acquire()
    lock.release()
    return lst


monitor.start(E.CALL | E.C_RETURN | E.C_RAISE, calls.__code__)
calls()
monitor.stop(calls.__code__)
