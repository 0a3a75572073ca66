package io.frameweave.interpreter.vm;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Programs run end to end compared with what python3.11 printed: exceptions: handlers, with, chaining, and the exact text of uncaught tracebacks. */
class InterpreterExceptionTest {

    @Test
    void uncaughtTracebackThroughFrames() {
        GuestRun r = GuestRun.program("""
                def inner(xs):
                    return xs[5]
                
                def outer():
                    return inner([1]) + 1
                
                outer()
                """);
        assertEquals("", r.out, r::toString);
        assertEquals("""
                Traceback (most recent call last):
                  File "{DIR}/prog.py", line 7, in <module>
                    outer()
                  File "{DIR}/prog.py", line 5, in outer
                    return inner([1]) + 1
                           ^^^^^^^^^^
                  File "{DIR}/prog.py", line 2, in inner
                    return xs[5]
                           ~~^^^
                IndexError: list index out of range
                """, r.err, r::toString);
        assertEquals(1, r.exitCode, r::toString);
    }

    @Test
    void chainedContextTraceback() {
        GuestRun r = GuestRun.program("""
                def parse(s):
                    try:
                        return int(s)
                    except ValueError:
                        raise RuntimeError("bad input")
                
                parse("x")
                """);
        assertEquals("", r.out, r::toString);
        assertEquals("""
                Traceback (most recent call last):
                  File "{DIR}/prog.py", line 3, in parse
                    return int(s)
                           ^^^^^^
                ValueError: invalid literal for int() with base 10: 'x'
                
                During handling of the above exception, another exception occurred:
                
                Traceback (most recent call last):
                  File "{DIR}/prog.py", line 7, in <module>
                    parse("x")
                  File "{DIR}/prog.py", line 5, in parse
                    raise RuntimeError("bad input")
                RuntimeError: bad input
                """, r.err, r::toString);
        assertEquals(1, r.exitCode, r::toString);
    }

    @Test
    void chainedCauseTraceback() {
        GuestRun r = GuestRun.program("""
                class AppError(Exception):
                    pass
                
                try:
                    {}["missing"]
                except KeyError as e:
                    raise AppError("lookup failed") from e
                """);
        assertEquals("", r.out, r::toString);
        assertEquals("""
                Traceback (most recent call last):
                  File "{DIR}/prog.py", line 5, in <module>
                    {}["missing"]
                    ~~^^^^^^^^^^^
                KeyError: 'missing'
                
                The above exception was the direct cause of the following exception:
                
                Traceback (most recent call last):
                  File "{DIR}/prog.py", line 7, in <module>
                    raise AppError("lookup failed") from e
                AppError: lookup failed
                """, r.err, r::toString);
        assertEquals(1, r.exitCode, r::toString);
    }

    @Test
    void tryExceptElseFinally() {
        GuestRun r = GuestRun.program("""
                def f(n):
                    try:
                        if n == 0:
                            raise ValueError("zero")
                        r = 10 // n
                    except ValueError as e:
                        print("value", e)
                        return "v"
                    except (ZeroDivisionError, TypeError):
                        print("never")
                    else:
                        print("else", r)
                        return r
                    finally:
                        print("finally", n)
                print(f(0), f(5))
                try:
                    try:
                        raise KeyError("k")
                    finally:
                        print("inner finally")
                except LookupError as e:
                    print("outer", repr(e), e.__class__.__name__)
                try:
                    raise ValueError
                except ValueError as e:
                    print("bare class", repr(e))
                def reraiser():
                    try:
                        1 / 0
                    except ZeroDivisionError:
                        raise
                try:
                    reraiser()
                except ZeroDivisionError as e:
                    print("reraised", e, e.__context__)
                try:
                    try:
                        raise TypeError("first")
                    except TypeError:
                        raise ValueError("second")
                except ValueError as e:
                    print(repr(e.__context__), e.__cause__, e.__suppress_context__)
                for i in range(3):
                    try:
                        if i == 1:
                            continue
                        print("body", i)
                    finally:
                        print("fin", i)
                """);
        assertEquals("""
                value zero
                finally 0
                else 2
                finally 5
                v 2
                inner finally
                outer KeyError('k') KeyError
                bare class ValueError()
                reraised division by zero None
                TypeError('first') None False
                body 0
                fin 0
                fin 1
                body 2
                fin 2
                """, r.out, r::toString);
        assertEquals("", r.err, r::toString);
        assertEquals(0, r.exitCode, r::toString);
    }

    @Test
    void withStatement() {
        GuestRun r = GuestRun.program("""
                class CM:
                    def __init__(self, name, swallow=False):
                        self.name = name
                        self.swallow = swallow
                    def __enter__(self):
                        print("enter", self.name)
                        return self
                    def __exit__(self, t, v, tb):
                        print("exit", self.name, t.__name__ if t else None, v)
                        return self.swallow
                with CM("a") as a, CM("b") as b:
                    print("body", a.name, b.name)
                with CM("c", swallow=True):
                    raise ValueError("hidden")
                print("after")
                try:
                    with CM("d"):
                        raise KeyError("shown")
                except KeyError as e:
                    print("caught", e)
                """);
        assertEquals("""
                enter a
                enter b
                body a b
                exit b None None
                exit a None None
                enter c
                exit c ValueError hidden
                after
                enter d
                exit d KeyError 'shown'
                caught 'shown'
                """, r.out, r::toString);
        assertEquals("", r.err, r::toString);
        assertEquals(0, r.exitCode, r::toString);
    }

    @Test
    void assertAndCustomException() {
        GuestRun r = GuestRun.program("""
                class MyError(Exception):
                    def __init__(self, code):
                        super().__init__("code %d" % code)
                        self.code = code
                try:
                    raise MyError(7)
                except MyError as e:
                    print(e, e.code, e.args)
                try:
                    assert 1 == 2, "math broke"
                except AssertionError as e:
                    print("assert:", e)
                def fail():
                    raise MyError(3)
                fail()
                """);
        assertEquals("""
                code 7 7 ('code 7',)
                assert: math broke
                """, r.out, r::toString);
        assertEquals("""
                Traceback (most recent call last):
                  File "{DIR}/prog.py", line 15, in <module>
                    fail()
                  File "{DIR}/prog.py", line 14, in fail
                    raise MyError(3)
                MyError: code 3
                """, r.err, r::toString);
        assertEquals(1, r.exitCode, r::toString);
    }

    @Test
    void nameErrorSuggestion() {
        GuestRun r = GuestRun.program("""
                values = [1, 2]
                print(valuse)
                """);
        assertEquals("", r.out, r::toString);
        assertEquals("""
                Traceback (most recent call last):
                  File "{DIR}/prog.py", line 2, in <module>
                    print(valuse)
                          ^^^^^^
                NameError: name 'valuse' is not defined. Did you mean: 'values'?
                """, r.err, r::toString);
        assertEquals(1, r.exitCode, r::toString);
    }

    @Test
    void attributeErrorSuggestion() {
        GuestRun r = GuestRun.program("""
                class Point:
                    def __init__(self):
                        self.x = 1
                        self.y = 2
                p = Point()
                print(p.x)
                print(p.xx)
                """);
        assertEquals("""
                1
                """, r.out, r::toString);
        assertEquals("""
                Traceback (most recent call last):
                  File "{DIR}/prog.py", line 7, in <module>
                    print(p.xx)
                          ^^^^
                AttributeError: 'Point' object has no attribute 'xx'. Did you mean: 'x'?
                """, r.err, r::toString);
        assertEquals(1, r.exitCode, r::toString);
    }

    @Test
    void exceptionInGeneratorAndNestedCalls() {
        GuestRun r = GuestRun.program("""
                def gen():
                    yield 1
                    raise IndexError("gen broke")
                def consume():
                    return [x for x in gen()]
                consume()
                """);
        assertEquals("", r.out, r::toString);
        assertEquals("""
                Traceback (most recent call last):
                  File "{DIR}/prog.py", line 6, in <module>
                    consume()
                  File "{DIR}/prog.py", line 5, in consume
                    return [x for x in gen()]
                           ^^^^^^^^^^^^^^^^^^
                  File "{DIR}/prog.py", line 5, in <listcomp>
                    return [x for x in gen()]
                           ^^^^^^^^^^^^^^^^^^
                  File "{DIR}/prog.py", line 3, in gen
                    raise IndexError("gen broke")
                IndexError: gen broke
                """, r.err, r::toString);
        assertEquals(1, r.exitCode, r::toString);
    }

    @Test
    void systemExitCodes() {
        GuestRun r = GuestRun.program("""
                import sys
                print("before")
                sys.exit(3)
                """);
        assertEquals("""
                before
                """, r.out, r::toString);
        assertEquals("", r.err, r::toString);
        assertEquals(3, r.exitCode, r::toString);
    }

    @Test
    void systemExitMessage() {
        GuestRun r = GuestRun.program("""
                import sys
                sys.exit("fatal: stopping")
                """);
        assertEquals("", r.out, r::toString);
        assertEquals("""
                fatal: stopping
                """, r.err, r::toString);
        assertEquals(1, r.exitCode, r::toString);
    }

    @Test
    void emptyMessageAndNoneExit() {
        GuestRun r = GuestRun.program("""
                try:
                    raise RuntimeError()
                except RuntimeError as e:
                    print(repr(str(e)))
                raise KeyboardInterrupt
                """);
        assertEquals("""
                ''
                """, r.out, r::toString);
        assertEquals("""
                Traceback (most recent call last):
                  File "{DIR}/prog.py", line 5, in <module>
                    raise KeyboardInterrupt
                KeyboardInterrupt
                """, r.err, r::toString);
        assertEquals(130, r.exitCode, r::toString);
    }
}
