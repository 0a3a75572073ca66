package io.frameweave.interpreter.builtins;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Guest programs that use threading, run through the command line; expected output is CPython 3.11's. */
class ThreadingProgramTest {

    @Test
    void threadsShareStateUnderALock() {
        GuestPrograms.Result r = GuestPrograms.run(String.join("\n",
                "import threading",
                "results = []",
                "lock = threading.Lock()",
                "def work(n, scale=1):",
                "    for i in range(1000):",
                "        with lock:",
                "            results.append(n * scale)",
                "ts = [threading.Thread(target=work, args=(i,), kwargs={'scale': 2}) for i in range(4)]",
                "for t in ts: t.start()",
                "for t in ts: t.join()",
                "print(len(results), sum(results))",
                "print(ts[0].name, ts[0].is_alive(), threading.current_thread().name, threading.active_count())",
                ""), "");
        assertEquals("", r.err());
        assertEquals("4000 12000\nThread-1 (work) False MainThread 1\n", r.out());
        assertEquals(0, r.exit());
    }

    @Test
    void subclassOverridingRun() {
        GuestPrograms.Result r = GuestPrograms.run(String.join("\n",
                "import threading",
                "class Worker(threading.Thread):",
                "    def __init__(self, k):",
                "        super().__init__(name=f'W{k}')",
                "        self.k = k",
                "    def run(self):",
                "        self.out = self.k * self.k",
                "ws = [Worker(k) for k in range(3)]",
                "for w in ws: w.start()",
                "for w in ws: w.join()",
                "print([w.out for w in ws], [w.name for w in ws], isinstance(ws[0], threading.Thread))",
                ""), "");
        assertEquals("[0, 1, 4] ['W0', 'W1', 'W2'] True\n", r.out(), r.err());
    }

    @Test
    void eventsAndConditions() {
        GuestPrograms.Result r = GuestPrograms.run(String.join("\n",
                "import threading, time",
                "ev = threading.Event()",
                "def waiter():",
                "    ev.wait()",
                "    print('event seen', threading.current_thread().name)",
                "t = threading.Thread(target=waiter, name='waiter')",
                "t.start()",
                "time.sleep(0.02)",
                "ev.set()",
                "t.join()",
                "cond = threading.Condition()",
                "items = []",
                "def consumer():",
                "    with cond:",
                "        while not items:",
                "            cond.wait()",
                "        print('consumed', items.pop())",
                "c = threading.Thread(target=consumer)",
                "c.start()",
                "with cond:",
                "    items.append(42)",
                "    cond.notify()",
                "c.join()",
                ""), "");
        assertEquals("event seen waiter\nconsumed 42\n", r.out(), r.err());
    }

    @Test
    void anExceptionInAThreadIsPrintedAndTheProgramGoesOn() {
        GuestPrograms.Result r = GuestPrograms.run(String.join("\n",
                "import threading",
                "def boom():",
                "    raise ValueError('bad')",
                "t = threading.Thread(target=boom)",
                "t.start()",
                "t.join()",
                "print('after')",
                ""), "");
        assertEquals("after\n", r.out());
        assertTrue(r.err().startsWith("Exception in thread Thread-1 (boom):\nTraceback (most recent call last):\n"),
                r.err());
        assertTrue(r.err().endsWith("ValueError: bad\n"), r.err());
        assertEquals(0, r.exit());
    }

    @Test
    void theInterpreterWaitsForNonDaemonThreads() {
        GuestPrograms.Result r = GuestPrograms.run(String.join("\n",
                "import threading, time",
                "def late():",
                "    time.sleep(0.1)",
                "    print('late thread finished')",
                "threading.Thread(target=late).start()",
                "print('main done')",
                ""), "");
        assertEquals("main done\nlate thread finished\n", r.out(), r.err());
    }
}
