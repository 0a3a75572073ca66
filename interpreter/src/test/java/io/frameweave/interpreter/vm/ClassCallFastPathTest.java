package io.frameweave.interpreter.vm;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * A call of a plain class ({@code object.__new__}, a function as {@code __init__} taking the arguments given) makes
 * its instance in the class's place on the caller's stack and enters {@code __init__} directly
 * ({@code CompiledOps.callClass}); every other class call takes {@code type.__call__}. Both behave as CPython:
 * defaults, subclasses, {@code __slots__}, builtin bases, a {@code __new__} or a metaclass {@code __call__} of
 * the class's own, {@code __init__} returning a value or being a generator, wrong argument counts, {@code __init__}
 * raising, replaced or deleted after the sites were warm. The expected output is what python3.11 printed.
 */
class ClassCallFastPathTest {

    @Test
    void classCallsKeepCPythonsBehaviour() {
        GuestRun r = GuestRun.program("""
                class P:
                    def __init__(self, x, y):
                        self.x = x
                        self.y = y
                class D:
                    def __init__(self, x, y=10):
                        self.s = x + y
                class Q(P):
                    pass
                class R:
                    def __init__(self, x):
                        return x
                class G:
                    def __init__(self, x):
                        yield x
                class N:
                    def __new__(cls, x):
                        print("N.__new__", x)
                        return super().__new__(cls)
                    def __init__(self, x):
                        self.x = x
                class Meta(type):
                    def __call__(cls, *args):
                        return ("made by Meta", args)
                class M(metaclass=Meta):
                    def __init__(self, x):
                        self.x = x
                class S:
                    __slots__ = ("a",)
                    def __init__(self, a):
                        self.a = a
                class L(list):
                    def __init__(self, n):
                        super().__init__(range(n))
                class E:
                    def __init__(self, x):
                        raise ValueError("bad " + str(x))
                total = 0
                for i in range(60):
                    p = P(i, 2)
                    total += p.x + p.y + D(i).s + D(i, 1).s + Q(i, 3).y + S(i).a + len(L(3))
                    if i % 20 == 0:
                        for f in (lambda: R(None), lambda: R(5), lambda: G(1), lambda: P(1), lambda: P(1, 2, 3), lambda: E(i)):
                            try:
                                print(type(f()).__name__)
                            except (TypeError, ValueError) as e:
                                print(type(e).__name__, e)
                        print(N(i).x, M(i), type(Q(1, 2)).__name__)
                print(total)
                P.__init__ = lambda self, a, b: setattr(self, "x", a * b)
                print(P(6, 7).x, Q(2, 3).x)
                del P.__init__
                try:
                    P(1, 2)
                except TypeError as e:
                    print(e)
                print(type(P()).__name__)
                """);
        assertEquals("", r.err);
        assertEquals("""
                R
                TypeError __init__() should return None, not 'int'
                TypeError __init__() should return None, not 'generator'
                TypeError P.__init__() missing 1 required positional argument: 'y'
                TypeError P.__init__() takes 3 positional arguments but 4 were given
                ValueError bad 0
                N.__new__ 0
                0 ('made by Meta', (0,)) Q
                R
                TypeError __init__() should return None, not 'int'
                TypeError __init__() should return None, not 'generator'
                TypeError P.__init__() missing 1 required positional argument: 'y'
                TypeError P.__init__() takes 3 positional arguments but 4 were given
                ValueError bad 20
                N.__new__ 20
                20 ('made by Meta', (20,)) Q
                R
                TypeError __init__() should return None, not 'int'
                TypeError __init__() should return None, not 'generator'
                TypeError P.__init__() missing 1 required positional argument: 'y'
                TypeError P.__init__() takes 3 positional arguments but 4 were given
                ValueError bad 40
                N.__new__ 40
                40 ('made by Meta', (40,)) Q
                8220
                42 6
                P() takes no arguments
                P
                """, r.out);
    }

    @Test
    void anExceptionInInitShowsTheCallersLineAndInit() {
        GuestRun r = GuestRun.program("""
                class E:
                    def __init__(self, x):
                        if x > 50:
                            raise ValueError("bad " + str(x))
                def make(i):
                    return E(i)
                for i in range(60):
                    make(i)
                """);
        assertEquals(1, r.exitCode);
        assertEquals("""
                Traceback (most recent call last):
                  File "{DIR}/prog.py", line 8, in <module>
                    make(i)
                  File "{DIR}/prog.py", line 6, in make
                    return E(i)
                           ^^^^
                  File "{DIR}/prog.py", line 4, in __init__
                    raise ValueError("bad " + str(x))
                ValueError: bad 51
                """, r.err);
    }
}
