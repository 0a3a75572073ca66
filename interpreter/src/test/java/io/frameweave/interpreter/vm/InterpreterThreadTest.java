package io.frameweave.interpreter.vm;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Programs run end to end compared with what python3.11 printed: guest threads running under the GIL. */
class InterpreterThreadTest {

    @Test
    void threadsShareStateUnderTheLock() {
        GuestRun r = GuestRun.program("""
                import threading
                counter = 0
                lock = threading.Lock()
                def work(n):
                    global counter
                    for _ in range(n):
                        with lock:
                            counter += 1
                ts = [threading.Thread(target=work, args=(20000,)) for _ in range(4)]
                for t in ts:
                    t.start()
                for t in ts:
                    t.join()
                print(counter)
                """);
        assertEquals("""
                80000
                """, r.out, r::toString);
        assertEquals("", r.err, r::toString);
        assertEquals(0, r.exitCode, r::toString);
    }

    @Test
    void threadsInterleaveWithoutLock() {
        GuestRun r = GuestRun.program("""
                import threading
                results = []
                def spin(tag):
                    total = 0
                    for i in range(200000):
                        total += i
                    results.append((tag, total))
                a = threading.Thread(target=spin, args=("a",))
                b = threading.Thread(target=spin, args=("b",))
                a.start(); b.start(); a.join(); b.join()
                print(sorted(results))
                print(threading.current_thread().name)
                """);
        assertEquals("""
                [('a', 19999900000), ('b', 19999900000)]
                MainThread
                """, r.out, r::toString);
        assertEquals("", r.err, r::toString);
        assertEquals(0, r.exitCode, r::toString);
    }
}
