package io.frameweave.interpreter.vm;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Programs run end to end compared with what python3.11 printed: generators: send, throw, close, yield from, PEP 479. */
class InterpreterGeneratorTest {

    @Test
    void generatorProtocol() {
        GuestRun r = GuestRun.program("""
                def count(n):
                    i = 0
                    while i < n:
                        got = yield i
                        if got is not None:
                            i = got
                        else:
                            i += 1
                    return "done"
                g = count(5)
                print(next(g), next(g), g.send(3), next(g))
                try:
                    g.__next__()
                except StopIteration as e:
                    print("stop", e.value)
                print(list(count(3)), sum(count(4)))
                g = count(2)
                print(iter(g) is g, type(g).__name__, g.__name__)
                try:
                    g.send(1)
                except TypeError as e:
                    print(e)
                """);
        assertEquals("""
                0 1 3 4
                stop done
                [0, 1, 2] 6
                True generator count
                can't send non-None value to a just-started generator
                """, r.out, r::toString);
        assertEquals("", r.err, r::toString);
        assertEquals(0, r.exitCode, r::toString);
    }

    @Test
    void yieldFromAndReturnValue() {
        GuestRun r = GuestRun.program("""
                def inner():
                    x = yield 1
                    print("inner got", x)
                    yield 2
                    return "inner result"
                def outer():
                    r = yield from inner()
                    print("outer got", r)
                    yield from [10, 20]
                    return "outer done"
                g = outer()
                print(next(g))
                print(g.send("hello"))
                print(list(g))
                def chain(*its):
                    for it in its:
                        yield from it
                print(list(chain("ab", range(2), (x * x for x in [3]))))
                """);
        assertEquals("""
                1
                inner got hello
                2
                outer got inner result
                [10, 20]
                ['a', 'b', 0, 1, 9]
                """, r.out, r::toString);
        assertEquals("", r.err, r::toString);
        assertEquals(0, r.exitCode, r::toString);
    }

    @Test
    void throwAndClose() {
        GuestRun r = GuestRun.program("""
                def g():
                    try:
                        yield 1
                        yield 2
                    except ValueError as e:
                        print("caught in gen", e)
                        yield 99
                    finally:
                        print("cleanup")
                it = g()
                print(next(it))
                print(it.throw(ValueError("boom")))
                it.close()
                print("closed")
                it2 = g()
                next(it2)
                it2.close()
                def stubborn():
                    try:
                        yield 1
                    except GeneratorExit:
                        print("ignoring exit")
                    yield 2
                s = stubborn()
                next(s)
                try:
                    s.close()
                except RuntimeError as e:
                    print(e)
                def fresh():
                    yield 1
                f = fresh()
                f.close()
                print(list(f))
                try:
                    f2 = fresh()
                    f2.throw(KeyError("early"))
                except KeyError as e:
                    print("early throw", e)
                """);
        assertEquals("""
                1
                caught in gen boom
                99
                cleanup
                closed
                cleanup
                ignoring exit
                generator ignored GeneratorExit
                []
                early throw 'early'
                """, r.out, r::toString);
        assertEquals("", r.err, r::toString);
        assertEquals(0, r.exitCode, r::toString);
    }

    @Test
    void pep479AndRunning() {
        GuestRun r = GuestRun.program("""
                def bad():
                    yield 1
                    raise StopIteration("oops")
                try:
                    list(bad())
                except RuntimeError as e:
                    print(e, "|", repr(e.__cause__))
                def selfref():
                    yield g.send(None)
                g = selfref()
                try:
                    next(g)
                except ValueError as e:
                    print(e)
                def frames():
                    yield 1
                h = frames()
                print(h.gi_running, h.gi_frame is not None)
                next(h)
                for _ in h:
                    pass
                print(h.gi_frame)
                gen = (i * 2 for i in range(4))
                print(next(gen), list(gen))
                """);
        assertEquals("""
                generator raised StopIteration | StopIteration('oops')
                generator already executing
                False True
                None
                0 [2, 4, 6]
                """, r.out, r::toString);
        assertEquals("", r.err, r::toString);
        assertEquals(0, r.exitCode, r::toString);
    }

    /**
     * A throw that ends the delegate resumes after the yield from with its result (the SEND loop's exit), and a
     * class-based sub-iterator's StopIteration value is the yield from's value.
     */
    @Test
    void yieldFromEndsThroughThrowOrStopIterationValue() {
        GuestRun r = GuestRun.program("""
                def inner():
                    try:
                        yield 1
                        yield 2
                    except ValueError as e:
                        print("inner caught", e)
                        return "inner-result"
                    return "normal"

                def outer():
                    r = yield from inner()
                    print("outer got", r)
                    yield "after"
                    return r

                g = outer()
                print(next(g))
                print(g.throw(ValueError("boom")))
                try:
                    next(g)
                except StopIteration as s:
                    print("stop", s.value)

                class It:
                    def __init__(self): self.n = 0
                    def __iter__(self): return self
                    def __next__(self):
                        self.n += 1
                        if self.n > 2: raise StopIteration(42)
                        return self.n
                def o2():
                    x = yield from It()
                    print("x", x)
                print(list(o2()))
                def o3():
                    x = yield from inner()
                    return x
                g = o3(); next(g); next(g)
                try:
                    next(g)
                except StopIteration as s:
                    print("o3", s.value)
                g = outer(); next(g); g.close(); print("closed", g.gi_frame)
                """);
        assertEquals("""
                1
                inner caught boom
                outer got inner-result
                after
                stop inner-result
                x 42
                [1, 2]
                o3 normal
                closed None
                """, r.out, r::toString);
        assertEquals("", r.err, r::toString);
        assertEquals(0, r.exitCode, r::toString);
    }
}
