# a generator suspended inside try is closed once unreachable: GeneratorExit, its finally runs
import gc

log = []


def counter(name):
    try:
        n = 0
        while True:
            yield n
            n += 1
    finally:
        log.append("finally " + name)


g = counter("a")
print(next(g), next(g))
del g
gc.collect()
print(log)

log.clear()


def catcher():
    try:
        yield 1
    except GeneratorExit as e:
        log.append("caught " + type(e).__name__)
        raise


g = catcher()
next(g)
g = None
gc.collect()
print(log)

log.clear()
print(any(x > 2 for x in counter("genexp source")))
gc.collect()
print(log)

log.clear()


def outer():
    try:
        yield from counter("inner")
    finally:
        log.append("finally outer")


o = outer()
next(o)
del o
gc.collect()
print(sorted(log))

log.clear()
done = counter("finished")
next(done)
done.close()
print(log)
del done
gc.collect()
print(log)

log.clear()
fresh = counter("never started")
del fresh
gc.collect()
print(log)

log.clear()
for v in counter("loop"):
    if v == 3:
        break
gc.collect()
print(log)


def stubborn():
    try:
        yield 1
    finally:
        print("stubborn finally")


s = stubborn()
next(s)
print("end")
