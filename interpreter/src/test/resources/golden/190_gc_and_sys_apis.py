# The gc module as a program sees it, sys.intern, sys.flags' shape, sys.exception() and code.co_positions().
import gc
import sys

print(gc.isenabled())
gc.disable()
print(gc.isenabled())
gc.enable()
print(gc.isenabled())
print(gc.get_threshold())
gc.set_threshold(500)
print(gc.get_threshold())
gc.set_threshold(100, 5, 3)
print(gc.get_threshold())
for bad in [(), (1, 2, 3, 4)]:
    try:
        gc.set_threshold(*bad)
    except TypeError as e:
        print("TypeError:", e)
try:
    gc.set_threshold(2 ** 40)
except OverflowError as e:
    print("OverflowError:", e)
for g in (3, -1):
    try:
        gc.collect(g)
    except ValueError as e:
        print("ValueError:", e)
try:
    gc.collect("2")
except TypeError as e:
    print("TypeError:", e)

phases = []


def watcher(phase, info):
    phases.append((phase, info["generation"], sorted(info)))


gc.callbacks.append(watcher)
print(type(gc.collect()).__name__, type(gc.collect(generation=0)).__name__)
print(phases)
gc.callbacks.remove(watcher)
print(gc.garbage, gc.callbacks)


def broken(phase, info):
    raise ZeroDivisionError("from a gc callback")


gc.callbacks.append(broken)
gc.collect()
gc.callbacks.clear()
print("collect survived its callback")
print(gc.DEBUG_STATS, gc.DEBUG_COLLECTABLE, gc.DEBUG_UNCOLLECTABLE, gc.DEBUG_SAVEALL, gc.DEBUG_LEAK)
gc.set_debug(gc.DEBUG_STATS)
print(gc.get_debug())
gc.set_debug(0)
print([sorted(s) for s in gc.get_stats()])
print(len(gc.get_count()))
gc.freeze()
gc.unfreeze()

a = "".join(["inter", "ned"])
b = "".join(["inte", "rned"])
print(a is b, sys.intern(a) is sys.intern(b), sys.intern(a) == "interned")


class S(str):
    pass


try:
    sys.intern(S("x"))
except TypeError as e:
    print("TypeError:", e)
try:
    sys.intern(1)
except TypeError as e:
    print("TypeError:", e)
print(type(sys.getrefcount(a)).__name__)
try:
    sys.getrefcount()
except TypeError as e:
    print("TypeError:", e)

print(type(sys.flags).__name__, len(sys.flags), sys.flags.optimize, sys.flags.debug, sys.flags.int_max_str_digits)
print(sys.flags.dont_write_bytecode == sys.dont_write_bytecode)
print(sys.flags[3] == sys.flags.optimize, sys.flags.dev_mode, sys.flags.safe_path)


def handled():
    try:
        raise KeyError("k")
    except KeyError:
        return repr(sys.exception())


print(handled(), sys.exception())


def located(a, b):
    total = a + b
    return total


positions = list(located.__code__.co_positions())
print(all(len(p) == 4 for p in positions))
lines = sorted({p[0] for p in positions if p[0] is not None})
print(lines == [located.__code__.co_firstlineno + i for i in range(3)])
body = [p for p in positions if p[0] == located.__code__.co_firstlineno + 1]
print(min(p[2] for p in body), max(p[3] for p in body))
