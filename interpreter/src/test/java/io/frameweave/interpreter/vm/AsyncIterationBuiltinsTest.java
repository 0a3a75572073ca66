package io.frameweave.interpreter.vm;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The builtins aiter() and anext() (with and without a default), compared with what python3.11 printed. */
class AsyncIterationBuiltinsTest {

    @Test
    void aiterAndAnext() {
        GuestRun r = GuestRun.program("""
                async def agen():
                    yield 1
                    yield 2


                class Ticker:
                    def __init__(self, n):
                        self.n = n

                    def __aiter__(self):
                        return self

                    async def __anext__(self):
                        if self.n == 0:
                            raise StopAsyncIteration
                        self.n -= 1
                        return self.n


                def run(coro):
                    try:
                        while True:
                            coro.send(None)
                    except StopIteration as e:
                        return e.value


                async def main():
                    it = aiter(agen())
                    print(await anext(it), await anext(it), await anext(it, "done"), await anext(it, None))
                    try:
                        await anext(it)
                    except StopAsyncIteration:
                        print("StopAsyncIteration")
                    t = aiter(Ticker(2))
                    print(await anext(t), await anext(t, "x"), await anext(t, "end"))
                    return "finished"


                print(run(main()))

                for bad in [lambda: aiter(1), lambda: anext(1), lambda: aiter(type("NoNext", (), {"__aiter__": lambda self: 5})())]:
                    try:
                        bad()
                    except TypeError as e:
                        print("TypeError:", e)

                awaitable = anext(aiter(agen()), 0)
                print(type(awaitable).__name__)
                print(type(anext(aiter(agen()))).__name__)
                steps = awaitable.__await__()
                try:
                    steps.send(None)
                except StopIteration as e:
                    print("value", e.value)


                async def empty():
                    return
                    yield


                final = anext(empty(), "the default")
                try:
                    final.send(None)
                except StopIteration as e:
                    print("default", e.value)
                final = anext(empty(), 7)
                try:
                    final.throw(ValueError("thrown"))
                except ValueError as e:
                    print("ValueError", e)
                """);
        assertEquals("""
                1 2 done None
                StopAsyncIteration
                1 0 end
                finished
                TypeError: 'int' object is not an async iterable
                TypeError: 'int' object is not an async iterator
                TypeError: aiter() returned not an async iterator of type 'int'
                anext_awaitable
                async_generator_asend
                value 1
                default the default
                ValueError thrown
                """, r.out, r::toString);
        assertEquals("", r.err, r::toString);
        assertEquals(0, r.exitCode, r::toString);
    }
}
