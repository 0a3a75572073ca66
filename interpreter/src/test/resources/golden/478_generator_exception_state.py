"""The exception a generator handles, kept across its yields apart from its caller's (even the same object, thrown in
while the caller handles it); a thrown exception chained to the generator's own only; throw() through yield from
with the delegating frame as the caller; a failed exception instantiation thrown in; settable __name__."""
import sys
def g():
    try:
        raise ValueError
    except ValueError:
        yield 1
        print('in gen after yield', sys.exc_info()[0])
        yield 2
        raise
x = g()
next(x)
print('outside', sys.exc_info()[0])
next(x)
try:
    next(x)
except ValueError as e:
    print('reraised', repr(e.__context__))

def store():
    try:
        print('start', sys.exc_info()[0])
        yield
    except Exception as exc:
        print('caught', sys.exc_info()[0], exc.__context__)
        yield
        print('still', sys.exc_info()[0])
        yield
        raise
make = store()
next(make)
try:
    raise ValueError()
except Exception as exc:
    try:
        make.throw(exc)
    except Exception:
        pass
next(make)
try:
    next(make)
except ValueError as e:
    print('final', repr(e.__context__))
print(sys.exc_info())

def f():
    yield
def g2():
    try:
        raise KeyError('a')
    except Exception:
        yield from f()
gen = g2()
gen.send(None)
try:
    gen.throw(ValueError)
except ValueError as e:
    print('context', repr(e.__context__))

class E(Exception):
    def __new__(cls, *args, **kwargs):
        return cls
def boring():
    yield
gen = boring()
try:
    gen.throw(E)
except TypeError as e:
    print(e)
try:
    next(gen)
except StopIteration:
    print('stopped')

def ff():
    print([fr.f_code.co_name for fr in [sys._getframe(), sys._getframe(1)]])
    yield
def gg():
    yield from ff()
gen = gg()
gen.send(None) if False else None
gen = gg()
try:
    gen.throw(RuntimeError)
except RuntimeError:
    print('thrown before start')
def f3():
    try:
        yield
    except RuntimeError:
        print('f3 back', sys._getframe().f_back.f_code.co_name)
        yield
def g3():
    yield from f3()
gen = g3()
next(gen)
gen.throw(RuntimeError)
gen2 = g3()
gen2.__name__ = 'renamed'
gen2.__qualname__ = 'q'
print(gen2.__name__, gen2.__qualname__)
