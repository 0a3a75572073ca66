# __del__ runs once an object is unreachable (here: at gc.collect()), once, before its weak references' callbacks
import _weakref
import gc

log = []


class Resource:
    def __init__(self, name):
        self.name = name

    def __del__(self):
        log.append("del " + self.name)


r = Resource("r1")
ref = _weakref.ref(r, lambda w: log.append("callback"))
del r
gc.collect()
print(log, ref())

log.clear()
saved = []


class Phoenix:
    def __del__(self):
        log.append("phoenix del")
        saved.append(self)


p = Phoenix()
del p
gc.collect()
print(log, len(saved))
saved.clear()
gc.collect()
print(log)

log.clear()


class Cycle:
    def __init__(self, name):
        self.name = name
        self.me = self

    def __del__(self):
        log.append("cycle " + self.name)


c = Cycle("c")
del c
gc.collect()
print(log)

log.clear()


class Base:
    def __del__(self):
        log.append("base del " + type(self).__name__)


class Derived(Base):
    pass


class Later:
    pass


d = Derived()
del d
Later.__del__ = lambda self: log.append("added later")
l = Later()
del l
gc.collect()
print(log)

log.clear()
kept = Resource("kept")
gc.collect()
print(log, kept.name)
holder = [Resource("in list")]
holder.pop()
gc.collect()
print(log)
x = Resource("rebound")
x = None
gc.collect()
print(log)
print("end")
keep_until_exit = Resource("at exit")


class ExitNote:
    def __del__(self):
        print("finalized at exit")


note = ExitNote()
