package io.frameweave.interpreter.vm;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Programs run end to end compared with what python3.11 printed: function calls: argument binding and CPython's exact binding errors, closures, decorators, globals. */
class InterpreterCallTest {

    @Test
    void positionalDefaultsAndKeywords() {
        GuestRun r = GuestRun.program("""
                def f(a, b=2, *args, c, d=4, **kw):
                    return (a, b, args, c, d, kw)
                print(f(1, c=3))
                print(f(1, 5, 6, 7, c=8, e=9))
                print(f(a=1, b=2, c=3, d=5, z=0))
                def g(x, y, /, z):
                    return x + y + z
                print(g(1, 2, z=3), g(1, 2, 3))
                args = (1, 2)
                kw = {"c": 3}
                print(f(*args, **kw), f(*[1], **{"c": 0, "q": 1}))
                print((lambda x, y=10: x * y)(3))
                def outer():
                    n = 0
                    def inc():
                        nonlocal n
                        n += 1
                        return n
                    return inc
                inc = outer()
                inc(); inc()
                print(inc(), inc.__name__, inc.__qualname__, outer.__defaults__, f.__defaults__, f.__kwdefaults__)
                """);
        assertEquals("""
                (1, 2, (), 3, 4, {})
                (1, 5, (6, 7), 8, 4, {'e': 9})
                (1, 2, (), 3, 5, {'z': 0})
                6 6
                (1, 2, (), 3, 4, {}) (1, 2, (), 0, 4, {'q': 1})
                30
                3 inc outer.<locals>.inc None (2,) {'d': 4}
                """, r.out, r::toString);
        assertEquals("", r.err, r::toString);
        assertEquals(0, r.exitCode, r::toString);
    }

    @Test
    void bindingErrorMessages() {
        GuestRun r = GuestRun.program("""
                def f(x, y): pass
                def g(a, b=1, *, k): pass
                def h(p, /, q): pass
                def v(*args, k): pass
                class A:
                    def m(self, x): pass
                calls = [
                    lambda: f(1),
                    lambda: f(),
                    lambda: f(1, 2, 3),
                    lambda: f(1, 2, z=3),
                    lambda: f(1, x=1),
                    lambda: g(1),
                    lambda: g(1, 2, 3),
                    lambda: g(1, 2, 3, k=1),
                    lambda: h(p=1, q=2),
                    lambda: v(1),
                    lambda: A().m(),
                    lambda: A().m(1, 2),
                    lambda: (lambda: 0)(1),
                    lambda: f(*5),
                    lambda: f(**5),
                    lambda: f(1, **{"y": 2, "x": 3}),
                ]
                for c in calls:
                    try:
                        c()
                    except TypeError as e:
                        print(e)
                """);
        assertEquals("""
                f() missing 1 required positional argument: 'y'
                f() missing 2 required positional arguments: 'x' and 'y'
                f() takes 2 positional arguments but 3 were given
                f() got an unexpected keyword argument 'z'
                f() got multiple values for argument 'x'
                g() missing 1 required keyword-only argument: 'k'
                g() takes from 1 to 2 positional arguments but 3 were given
                g() takes from 1 to 2 positional arguments but 3 positional arguments (and 1 keyword-only argument) were given
                h() got some positional-only arguments passed as keyword arguments: 'p'
                v() missing 1 required keyword-only argument: 'k'
                A.m() missing 1 required positional argument: 'x'
                A.m() takes 2 positional arguments but 3 were given
                <lambda>.<locals>.<lambda>() takes 0 positional arguments but 1 was given
                __main__.f() argument after * must be an iterable, not int
                __main__.f() argument after ** must be a mapping, not int
                f() got multiple values for argument 'x'
                """, r.out, r::toString);
        assertEquals("", r.err, r::toString);
        assertEquals(0, r.exitCode, r::toString);
    }

    @Test
    void closuresAndDecorators() {
        GuestRun r = GuestRun.program("""
                def deco(fn):
                    def wrapper(*a, **k):
                        print("calling", fn.__name__)
                        return fn(*a, **k)
                    return wrapper
                @deco
                def add(a, b):
                    return a + b
                print(add(2, 3))
                def counter():
                    count = 0
                    def step():
                        nonlocal count
                        count += 1
                        return count
                    return step
                c1 = counter(); c2 = counter()
                print(c1(), c1(), c2())
                fs = [lambda x, i=i: x + i for i in range(3)]
                print([f(10) for f in fs])
                def attrs(): pass
                attrs.tag = "t"
                print(attrs.tag, attrs.__dict__, attrs.__module__)
                def fib(n):
                    return n if n < 2 else fib(n - 1) + fib(n - 2)
                print(fib(20))
                """);
        assertEquals("""
                calling add
                5
                1 2 1
                [10, 11, 12]
                t {'tag': 't'} __main__
                6765
                """, r.out, r::toString);
        assertEquals("", r.err, r::toString);
        assertEquals(0, r.exitCode, r::toString);
    }

    @Test
    void globalsAndLocals() {
        GuestRun r = GuestRun.program("""
                x = 1
                def setx():
                    global x
                    x = 2
                setx()
                print(x)
                def loc(a, b=3):
                    c = a + b
                    return sorted(locals().items())
                print(loc(1))
                def uses_unbound():
                    print(y)
                    y = 1
                try:
                    uses_unbound()
                except UnboundLocalError as e:
                    print(e)
                try:
                    print(undefined)
                except NameError as e:
                    print(e)
                import sys
                def who():
                    return sys._getframe().f_code.co_name, sys._getframe(1).f_code.co_name
                print(who())
                print(eval("x + 40"), eval("a * 2", {"a": 21}))
                ns = {}
                exec("def sq(v):\\n    return v * v\\nr = sq(7)", ns)
                print(ns["r"])
                """);
        assertEquals("""
                2
                [('a', 1), ('b', 3), ('c', 4)]
                cannot access local variable 'y' where it is not associated with a value
                name 'undefined' is not defined
                ('who', '<module>')
                42 42
                49
                """, r.out, r::toString);
        assertEquals("", r.err, r::toString);
        assertEquals(0, r.exitCode, r::toString);
    }
}
