package io.frameweave.instrumentation.frames;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The proxy as CPython 3.13's {@code FrameLocalsProxy}: keys that only equal a local's name, the constructor and
 * the wording of argument errors. The expected outputs are CPython 3.13.0's for the same programs, with
 * {@code proxy = lambda frame: frame.f_locals}.
 */
class FrameLocalsProxyCPythonTest {

    private static String run(String source) {
        return new GuestSession().run(source);
    }

    /** A str subclass or any hashable object equal to a local's name reaches the local; an unhashable key raises. */
    @Test
    void keysThatEqualALocalsNameReachTheLocal() {
        assertEquals("""
                StringSubclass 2 ['obj', 'x', 'p'] 2 True 2
                ImpostorX 2 ['obj', 'x', 'p'] 2 True 2
                str 2 ['obj', 'x', 'p'] 2 True 2
                StringSubclass 2 ['obj', 'p', 'x']
                ImpostorX 2 ['obj', 'p', 'x']
                TypeError: unhashable type: 'Unhashable'
                TypeError: unhashable type: 'Unhashable'
                TypeError: unhashable type: 'Unhashable'
                TypeError: unhashable type: 'Unhashable'
                TypeError: unhashable type: 'list'
                1
                """, run("""
                import sys
                class StringSubclass(str):
                    pass
                class ImpostorX:
                    def __hash__(self):
                        return hash('x')
                    def __eq__(self, other):
                        return other == 'x'
                def f(obj):
                    x = 1
                    p = proxy(sys._getframe())
                    p[obj] = 2
                    print(type(obj).__name__, x, list(p.keys()), p[obj], obj in p, p.get(obj))
                for obj in StringSubclass('x'), ImpostorX(), 'x':
                    f(obj)
                def g(obj):
                    p = proxy(sys._getframe())
                    p[obj] = 2
                    print(type(obj).__name__, x, list(p))
                    x = 1
                for obj in StringSubclass('x'), ImpostorX():
                    g(obj)
                class Unhashable(str):
                    __hash__ = None
                def h():
                    x = 1
                    p = proxy(sys._getframe())
                    for action in (lambda: p[Unhashable('x')], lambda: p.__setitem__(Unhashable('x'), 0),
                                   lambda: Unhashable('x') in p, lambda: p.get(Unhashable('x')), lambda: p[[1]]):
                        try:
                            action()
                        except TypeError as e:
                            print('TypeError:', e)
                    print(x)
                h()
                """));
    }

    /** {@code type(f_locals)(frame)} makes a proxy of any frame, with CPython 3.13's argument errors. */
    @Test
    void theTypeCanBeCalledWithAFrame() {
        assertEquals("""
                FrameLocalsProxy
                True True
                {'x': 3, 'y': 2, 'z': 4}
                []
                TypeError: FrameLocalsProxy expected 1 argument, got 0
                TypeError: expect frame, not int
                TypeError: FrameLocalsProxy expected 1 argument, got 0
                TypeError: FrameLocalsProxy expected 1 argument, got 2
                TypeError: FrameLocalsProxy takes no keyword arguments
                """, run("""
                import sys
                def proxy_type():
                    return type(proxy(sys._getframe()))
                FrameLocalsProxy = proxy_type()
                print(FrameLocalsProxy.__name__)
                def make_frame():
                    x = 1
                    y = 2
                    return sys._getframe()
                fr = make_frame()
                p = FrameLocalsProxy(fr)
                print(p == {'x': 1, 'y': 2}, p == FrameLocalsProxy(fr))
                p['x'] = 3
                p['z'] = 4
                print(dict(FrameLocalsProxy(fr)))
                print(FrameLocalsProxy(sys._getframe()).keys())
                for call in (lambda: FrameLocalsProxy(), lambda: FrameLocalsProxy(123), lambda: FrameLocalsProxy(frame=fr),
                             lambda: FrameLocalsProxy(fr, fr), lambda: FrameLocalsProxy(fr, frame=fr)):
                    try:
                        call()
                    except TypeError as e:
                        print('TypeError:', e)
                """));
    }

    /** Wrong argument counts and kinds give CPython 3.13's messages, word for word. */
    @Test
    void argumentErrorsHaveCPythonsMessages() {
        assertEquals("""
                TypeError: get expected 1 or 2 arguments
                TypeError: get expected 1 or 2 arguments
                TypeError: FrameLocalsProxy.get() takes no keyword arguments
                TypeError: setdefault expected 1 or 2 arguments
                TypeError: FrameLocalsProxy.setdefault() takes no keyword arguments
                TypeError: FrameLocalsProxy.keys() takes no arguments (1 given)
                TypeError: FrameLocalsProxy.values() takes no keyword arguments
                TypeError: FrameLocalsProxy.copy() takes no arguments (1 given)
                TypeError: FrameLocalsProxy.update() takes exactly one argument (0 given)
                TypeError: FrameLocalsProxy.update() takes exactly one argument (2 given)
                TypeError: update() argument must be dict or another FrameLocalsProxy
                TypeError: FrameLocalsProxy.__getitem__() takes exactly one argument (0 given)
                TypeError: FrameLocalsProxy.__contains__() takes exactly one argument (2 given)
                TypeError:  expected 2 arguments, got 1
                TypeError: expected 0 arguments, got 1
                TypeError: wrapper __len__() takes no keyword arguments
                TypeError: expected 1 argument, got 0
                TypeError: expected 1 argument, got 0
                TypeError: unsupported operand type(s) for |: 'FrameLocalsProxy' and 'int'
                TypeError: FrameLocalsProxy.__reversed__() takes no arguments (1 given)
                1 1 None None
                """, run("""
                import sys
                def f():
                    x = 1
                    p = proxy(sys._getframe())
                    for call in (lambda: p.get(), lambda: p.get('x', 1, 2), lambda: p.get('x', default=1),
                                 lambda: p.setdefault(), lambda: p.setdefault('x', default=1), lambda: p.keys(1),
                                 lambda: p.values(a=1), lambda: p.copy(None), lambda: p.update(), lambda: p.update({}, {}),
                                 lambda: p.update([1]), lambda: p.__getitem__(), lambda: p.__contains__(1, 2),
                                 lambda: p.__setitem__(1), lambda: p.__len__(1), lambda: p.__len__(a=1), lambda: p.__eq__(),
                                 lambda: p.__delitem__(), lambda: p | 3, lambda: p.__reversed__(1)):
                        try:
                            call()
                        except TypeError as e:
                            print('TypeError:', e)
                    print(p.get('x'), p.setdefault('x'), p.setdefault('w'), p['w'])
                f()
                """));
    }

    /**
     * {@code reversed(proxy)} is a list (CPython 3.13's {@code __reversed__} returns one); a cleared frame
     * ({@code frame.clear()}) has no locals left, its free variables included.
     */
    @Test
    void reversedIsAListAndAClearedFrameIsEmpty() {
        assertEquals("""
                list ['x', 'z'] {'z': 7, 'x': 5}
                {} {} []
                """, run("""
                import sys
                def outer():
                    x = 5
                    def inner():
                        z = x + 2
                        return sys._getframe()
                    return inner(), sys._getframe()
                inner, outer_frame = outer()
                p = proxy(inner)
                print(type(reversed(p)).__name__, reversed(p), dict(p))
                inner.clear()
                outer_frame.clear()
                print(dict(proxy(inner)), dict(proxy(outer_frame)), reversed(proxy(inner)))
                """));
    }
}
