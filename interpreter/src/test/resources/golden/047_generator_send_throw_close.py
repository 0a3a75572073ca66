# Generator protocol: send, throw, close, GeneratorExit, and state checks.
def accumulator():
    total = 0
    while True:
        try:
            value = yield total
        except ValueError as e:
            print("  generator caught ValueError:", e)
            total = 0
            continue
        if value is not None:
            total += value
acc = accumulator()
print(next(acc), acc.send(5), acc.send(10), acc.send(None))
print(acc.throw(ValueError("reset")))
print(acc.send(3))
acc.close()
try:
    acc.send(1)
except StopIteration:
    print("send after close -> StopIteration")
def not_started():
    yield 1
g = not_started()
try:
    g.send("x")
except TypeError as e:
    print("TypeError:", e)
def cleanup():
    try:
        yield "working"
        yield "more"
    except GeneratorExit:
        print("  got GeneratorExit, cleaning up")
        raise
    finally:
        print("  finally in generator")
c = cleanup()
print(next(c))
c.close()
c.close()
print("closed twice fine")
def stubborn():
    try:
        yield 1
    except GeneratorExit:
        yield "refuse"
s = stubborn()
next(s)
try:
    s.close()
except RuntimeError as e:
    print("RuntimeError:", e)
def throw_target():
    yield 1
    yield 2
t = throw_target()
next(t)
try:
    t.throw(KeyError("boom"))
except KeyError as e:
    print("propagated:", repr(e))
print(list(t))
fresh = throw_target()
try:
    fresh.throw(IndexError("before start"))
except IndexError as e:
    print("unstarted throw:", e)
print(next(fresh, "exhausted"))
def catcher():
    while True:
        try:
            yield
        except Exception as e:
            yield f"handled {type(e).__name__}"
cat = catcher()
next(cat)
print(cat.throw(TypeError("x")))
next(cat)
print(cat.throw(ZeroDivisionError))
def running():
    yield 1
r = running()
def self_next():
    try:
        return next(r2)
    except ValueError as e:
        return "ValueError: " + str(e)
def re_entrant():
    yield self_next()
r2 = re_entrant()
print(next(r2))
def gen_with_return_value():
    x = yield 1
    return x * 2
gr = gen_with_return_value()
next(gr)
try:
    gr.send(21)
except StopIteration as e:
    print("returned", e.value)
