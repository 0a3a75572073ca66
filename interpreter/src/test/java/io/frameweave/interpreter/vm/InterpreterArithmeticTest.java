package io.frameweave.interpreter.vm;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Programs run end to end compared with what python3.11 printed: end-to-end arithmetic, comparisons, subscripts, loops and formatting. */
class InterpreterArithmeticTest {

    @Test
    void smallIntArithmetic() {
        GuestRun r = GuestRun.program("""
                a = 7
                b = -3
                print(a + b, a - b, a * b, a // b, a % b, a / b, a ** 2, -a, ~a, +b)
                print(a & b, a | b, a ^ b, a << 3, a >> 1, -a >> 1)
                x = 10
                x += 5; x -= 1; x *= 3; x //= 4; x %= 7
                print(x)
                print(7 // 2, -7 // 2, 7 % -3, -7 % 3, 0 // 5)
                """);
        assertEquals("""
                4 10 -21 -3 -2 -2.3333333333333335 49 -7 -8 -3
                5 -1 -6 56 3 -4
                3
                3 -4 -2 2 0
                """, r.out, r::toString);
        assertEquals("", r.err, r::toString);
        assertEquals(0, r.exitCode, r::toString);
    }

    @Test
    void overflowToBigInt() {
        GuestRun r = GuestRun.program("""
                n = 9223372036854775807
                print(n + 1, n * n, -n - 2, n << 5, 2 ** 100)
                print((n + 1) - 1 == n, type(n + 1).__name__)
                f = 1
                for i in range(1, 30):
                    f *= i
                print(f)
                print(-(-9223372036854775807 - 1))
                """);
        assertEquals("""
                9223372036854775808 85070591730234615847396907784232501249 -9223372036854775809 295147905179352825824 1267650600228229401496703205376
                True int
                8841761993739701954543616000000
                9223372036854775808
                """, r.out, r::toString);
        assertEquals("", r.err, r::toString);
        assertEquals(0, r.exitCode, r::toString);
    }

    @Test
    void floatArithmetic() {
        GuestRun r = GuestRun.program("""
                x = 1.5
                y = 0.25
                print(x + y, x - y, x * y, x / y, x // y, x % y, x ** 2)
                print(1 + 0.5, 3 / 2, 0.1 + 0.2, 1e16, 1e-5, -0.0)
                print(2 * 3.0, 10 - 0.5, 7 / 7)
                """);
        assertEquals("""
                1.75 1.25 0.375 6.0 6.0 0.0 2.25
                1.5 1.5 0.30000000000000004 1e+16 1e-05 -0.0
                6.0 9.5 1.0
                """, r.out, r::toString);
        assertEquals("", r.err, r::toString);
        assertEquals(0, r.exitCode, r::toString);
    }

    @Test
    void comparisonsAndTruth() {
        GuestRun r = GuestRun.program("""
                print(1 < 2, 2 <= 1, 3 == 3, 3 != 3, 4 > 5, 5 >= 5)
                print(1 < 2 < 3, 3 > 2 > 2, 1.5 < 2, "a" == "a", "a" != "b", "abc" < "abd")
                print(not 0, not 1, not [], not [0], 0 or 5, 3 and 4, None is None, len is not None)
                print(2 in [1, 2], 3 not in (1, 2), "b" in "abc")
                x = 5
                print("big" if x > 3 else "small", (y := x * 2), y)
                """);
        assertEquals("""
                True False True False False True
                True False True True True True
                True False True False 5 4 True True
                True True True
                big 10 10
                """, r.out, r::toString);
        assertEquals("", r.err, r::toString);
        assertEquals(0, r.exitCode, r::toString);
    }

    @Test
    void divisionByZero() {
        GuestRun r = GuestRun.program("""
                def f(a, b):
                    return a % b
                
                try:
                    print(1 // 0)
                except ZeroDivisionError as e:
                    print("caught", e)
                try:
                    f(1.0, 0)
                except ZeroDivisionError as e:
                    print("caught", e)
                print(f(5, 0))
                """);
        assertEquals("""
                caught integer division or modulo by zero
                caught float modulo
                """, r.out, r::toString);
        assertEquals("""
                Traceback (most recent call last):
                  File "{DIR}/prog.py", line 12, in <module>
                    print(f(5, 0))
                          ^^^^^^^
                  File "{DIR}/prog.py", line 2, in f
                    return a % b
                           ~~^~~
                ZeroDivisionError: integer modulo by zero
                """, r.err, r::toString);
        assertEquals(1, r.exitCode, r::toString);
    }

    @Test
    void subscriptsAndUnpacking() {
        GuestRun r = GuestRun.program("""
                xs = [10, 20, 30, 40]
                print(xs[0], xs[-1], xs[1:3], xs[::-1], xs[::2])
                xs[1] = 99
                xs[-1] += 1
                print(xs)
                a, b = 1, 2
                a, b = b, a
                print(a, b)
                first, *rest = xs
                *init, last = "hello"
                print(first, rest, init, last)
                (p, q), r = (1, 2), 3
                print(p, q, r)
                d = {"k": 1}
                d["k"] += 10
                print(d, (1, 2, 3)[1])
                t = 1, 2, 3
                x, y, z = t
                print(x + y + z)
                try:
                    a, b = [1, 2, 3]
                except ValueError as e:
                    print(e)
                try:
                    a, b, c = [1]
                except ValueError as e:
                    print(e)
                try:
                    a, b = 5
                except TypeError as e:
                    print(e)
                """);
        assertEquals("""
                10 40 [20, 30] [40, 30, 20, 10] [10, 30]
                [10, 99, 30, 41]
                2 1
                10 [99, 30, 41] ['h', 'e', 'l', 'l'] o
                1 2 3
                {'k': 11} 2
                6
                too many values to unpack (expected 2)
                not enough values to unpack (expected 3, got 1)
                cannot unpack non-iterable int object
                """, r.out, r::toString);
        assertEquals("", r.err, r::toString);
        assertEquals(0, r.exitCode, r::toString);
    }

    @Test
    void loopsAndComprehensions() {
        GuestRun r = GuestRun.program("""
                total = 0
                for i in range(10):
                    if i % 2:
                        continue
                    total += i
                else:
                    print("loop done", total)
                n = 0
                while True:
                    n += 1
                    if n > 5:
                        break
                print(n)
                print([x * x for x in range(5) if x != 2])
                print({x: x % 3 for x in range(5)})
                print(sorted({c for c in "banana"}))
                print(sum(x for x in range(101)))
                print(list(range(10, 0, -3)), list(range(0)))
                for k, v in {"a": 1, "b": 2}.items():
                    print(k, v)
                for i, ch in enumerate("xy"):
                    print(i, ch)
                """);
        assertEquals("""
                loop done 20
                6
                [0, 1, 9, 16]
                {0: 0, 1: 1, 2: 2, 3: 0, 4: 1}
                ['a', 'b', 'n']
                5050
                [10, 7, 4, 1] []
                a 1
                b 2
                0 x
                1 y
                """, r.out, r::toString);
        assertEquals("", r.err, r::toString);
        assertEquals(0, r.exitCode, r::toString);
    }

    @Test
    void stringsAndFormatting() {
        GuestRun r = GuestRun.program("""
                name = "world"
                n = 42
                print(f"hello {name}!", f"{n:5d}|{n:<5}|{3.14159:.2f}", f"{name!r}", f"{n * 2}")
                print("%s has %d items (%.1f%%)" % ("box", 3, 50.0))
                print("{} and {}".format("a", "b"), "-".join(["x", "y", "z"]), "abc".upper())
                s = ""
                for i in range(3):
                    s += str(i)
                print(s, len(s), s * 2)
                """);
        assertEquals("""
                hello world!    42|42   |3.14 'world' 84
                box has 3 items (50.0%)
                a and b x-y-z ABC
                012 3 012012
                """, r.out, r::toString);
        assertEquals("", r.err, r::toString);
        assertEquals(0, r.exitCode, r::toString);
    }
}
