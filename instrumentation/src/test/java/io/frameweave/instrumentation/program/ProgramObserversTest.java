package io.frameweave.instrumentation.program;

import io.frameweave.instrumentation.WovenVm;
import io.frameweave.interpreter.vm.PyFrame;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A tool sees the program's standard streams, its {@code breakpoint()} calls and its exit status while it observes,
 * and the probes go after.
 */
class ProgramObserversTest {

    /** What one observer saw: "1:text" / "2:text" per write, "exit N" at the end. */
    private static final class Seen implements ProgramObserver {
        final List<String> events = new CopyOnWriteArrayList<>();

        @Override
        public void written(int fd, byte[] bytes, int offset, int length) {
            events.add(fd + ":" + new String(bytes, offset, length, StandardCharsets.UTF_8));
        }

        @Override
        public void finished(int status) {
            events.add("exit " + status);
        }

        String stream(int fd) {
            StringBuilder b = new StringBuilder();
            for (String e : events) {
                if (e.startsWith(fd + ":")) {
                    b.append(e.substring(2));
                }
            }
            return b.toString();
        }
    }

    @Test
    void writesToBothStreamsTracebacksAndTheExitStatusAreSeenInOrder() {
        WovenVm.weave();
        Seen seen = new Seen();
        assertTrue(ProgramObservers.add(seen));
        try {
            assertTrue(ProgramObservers.woven());
            WovenVm.Result r = WovenVm.source("import sys\nprint('out', 1)\nsys.stderr.write('err\\n')\n1 / 0\n");
            assertEquals(1, r.exitCode());
            assertEquals("out 1\n", seen.stream(1));
            assertEquals(r.stderr(), seen.stream(2), "the traceback passes the same way");
            assertTrue(seen.stream(2).startsWith("err\nTraceback (most recent call last):\n"), seen.stream(2));
            assertEquals("exit 1", seen.events.get(seen.events.size() - 1), "the end comes after every write");

            seen.events.clear();
            assertEquals(3, WovenVm.source("import sys\nsys.exit(3)\n").exitCode());
            assertEquals(List.of("exit 3"), seen.events);
            seen.events.clear();
            assertEquals(0, WovenVm.source("pass\n").exitCode());
            assertEquals(List.of("exit 0"), seen.events);
            seen.events.clear();
            assertEquals(130, WovenVm.source("raise KeyboardInterrupt\n").exitCode());
            assertEquals("exit 130", seen.events.get(seen.events.size() - 1), "Ctrl-C's status, as the shell's");
        } finally {
            ProgramObservers.remove(seen);
        }
        assertFalse(ProgramObservers.woven(), "the last observer gone, the probes go");
        seen.events.clear();
        assertEquals("quiet\n", WovenVm.stdout("print('quiet')\n"));
        assertEquals(List.of(), seen.events);
    }

    @Test
    void aBreakpointCallReachesTheObserversInPlaceOfPdbWhereTheDefaultWouldStartIt() {
        WovenVm.weave();
        List<String> calls = new CopyOnWriteArrayList<>();
        ProgramObserver debugger = new ProgramObserver() {
            @Override
            public void written(int fd, byte[] bytes, int offset, int length) {
            }

            @Override
            public void finished(int status) {
            }

            @Override
            public boolean breakpointCalled(PyFrame caller) {
                calls.add(caller.code.name + ":" + caller.lineno());
                return true;
            }
        };
        String program = "import os, sys\n"
                + "def f():\n"
                + "    return breakpoint()\n"
                + "print(f())\n"
                + "os.environ['PYTHONBREAKPOINT'] = 'builtins.len'\n"  // another function: not the observer's
                + "print(breakpoint('abc'))\n"
                + "del os.environ['PYTHONBREAKPOINT']\n"
                + "sys.breakpointhook = lambda: 'own'\n"  // the program's own hook: not the observer's either
                + "print(breakpoint())\n";
        assertTrue(ProgramObservers.add(debugger));
        try {
            WovenVm.Result r = WovenVm.source(program);
            assertEquals(0, r.exitCode(), r.stderr());
            assertEquals("None\n3\nown\n", r.stdout());
            assertEquals(List.of("f:3"), calls);
        } finally {
            ProgramObservers.remove(debugger);
        }
        WovenVm.Result r = WovenVm.source("import sys\nsys.modules['pdb'] = type(sys)('pdb')\n"
                + "sys.modules['pdb'].set_trace = lambda *a, **k: ('pdb', a, k)\nprint(breakpoint(1, x=2))\n");
        assertEquals("('pdb', (1,), {'x': 2})\n", r.stdout(), "no observer: the default debugger starts");
        assertEquals(List.of("f:3"), calls);
    }

    @Test
    void anObserverThatFailsLeavesTheProgramAlone() {
        WovenVm.weave();
        ProgramObserver failing = new ProgramObserver() {
            @Override
            public void written(int fd, byte[] bytes, int offset, int length) {
                throw new IllegalStateException("observer bug");
            }

            @Override
            public void finished(int status) {
                throw new IllegalStateException("observer bug");
            }
        };
        assertTrue(ProgramObservers.add(failing));
        try {
            WovenVm.Result r = WovenVm.source("print('still here')\nimport sys\nsys.exit(4)\n");
            assertEquals(4, r.exitCode());
            assertEquals("still here\n", r.stdout());
        } finally {
            ProgramObservers.remove(failing);
        }
    }
}
