# Object lifetime: what a frame held dies once the frame left the stack and nothing else holds it (its locals
# after a return or a raise, a generator dropped suspended or before it ran, the value a generator returned), at
# the next gc.collect() at the latest. The golden traces run it under settrace: a tracer keeps no frame either.
import gc


class Noisy:
    def __init__(self, name):
        self.name = name

    def __del__(self):
        print('del', self.name)


def made(name):
    kept = Noisy(name)
    return len(kept.name)


def guarded():
    try:
        yield 1
    finally:
        print('finally of a dropped generator')


def bare():
    yield 1


def returns(name):
    yield 1
    return Noisy(name)


def raises(name):
    doomed = Noisy(name)
    raise ValueError(name)


n = made('a local of a returned frame'); gc.collect()
print('returned', n)
g = guarded(); next(g); del g; gc.collect()
print('after the suspended generator')
b = bare(); del b; gc.collect()
print('after the unstarted generator')
r = list(returns('what a generator returned')); gc.collect()
print(r)
def catch(name):
    try:
        raises(name)
    except ValueError as e:
        return e


err = catch('a local of a frame that raised')
print('caught', err)
del err; gc.collect()
print('after the raise')
for i in range(3):
    made('a local of a frame called in a loop'); gc.collect()
print('end')
