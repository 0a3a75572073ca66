package io.frameweave.agent.tools.profile;

import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.compiler.Compiler;
import io.frameweave.interpreter.parser.Parser;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.vm.PyFrame;
import io.frameweave.interpreter.vm.ThreadState;
import org.junit.jupiter.api.Test;

import java.lang.invoke.VarHandle;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The stacks the sampler records of a thread whose stack changes under it, as a guest thread's does. */
class StackSamplerTest {
    /** caller calls callee on line 2 and runs on at line 3; callee loops on line 6 and returns on line 7. */
    private static final String SOURCE = """
            def caller():
                callee()
                x = 1
            def callee():
                for i in range(10):
                    pass
                return 1
            """;

    private static volatile int sink;

    private static PyCode function(PyCode module, String name) {
        for (PyObject o : module.consts) {
            if (o instanceof PyCode c && c.name.equals(name)) {
                return c;
            }
        }
        throw new AssertionError(name);
    }

    /** The first instruction of {@code code} on {@code line}. */
    private static int pcOf(PyCode code, int line) {
        for (int pc = 0; pc < code.instructions.length; pc++) {
            if (code.lineAt(pc) == line) {
                return pc;
            }
        }
        throw new AssertionError("no instruction on line " + line);
    }

    private static void busy(int n) {
        int s = 0;
        for (int i = 0; i < n; i++) {
            s += i ^ sink;
        }
        sink = s;
    }

    /**
     * A thread calls callee from caller over and over, setting its top frame as the interpreter does; a callee
     * frame gets its return line only once it is no longer on top (the interpreter writes it just before), so
     * no moment ever has callee on top at line 7, nor caller past its call (line 3) below a callee. A sample
     * showing either was read across a return: it is not the stack of any moment. (Before the sampler checked
     * its walks, runs recorded thousands of such samples of 20 000 rounds.)
     */
    @Test
    void aStackThatChangesDuringTheWalkIsReadAgainNotRecordedTorn() throws Exception {
        PyCode module = Compiler.compile(Parser.parse(SOURCE, "c.py", Parser.Mode.FILE), "c.py", SOURCE);
        PyCode caller = function(module, "caller");
        PyCode callee = function(module, "callee");
        int callPc = pcOf(caller, 2);
        int afterPc = pcOf(caller, 3);
        int loopPc = pcOf(callee, 6);
        int returnPc = pcOf(callee, 7);
        PyDict globals = new PyDict();
        CountDownLatch started = new CountDownLatch(1);
        Thread guest = new Thread(() -> {
            ThreadState ts = ThreadState.forCurrentThread();
            PyFrame outer = new PyFrame(caller, globals, globals, null, null, null, null);
            outer.lasti = afterPc;
            ts.frame = outer;
            started.countDown();
            while (!Thread.currentThread().isInterrupted()) {
                PyFrame inner = new PyFrame(callee, globals, globals, null, null, null, null);
                inner.back = outer;
                inner.lasti = loopPc;
                outer.lasti = callPc;
                VarHandle.fullFence();
                ts.frame = inner;
                busy(200);
                ts.frame = outer;
                VarHandle.fullFence();
                inner.lasti = returnPc;
                outer.lasti = afterPc;
                busy(200);
            }
            ts.frame = null;
        }, "guest-calls");
        guest.setDaemon(true);
        guest.start();
        assertTrue(started.await(10, TimeUnit.SECONDS));

        SampleLog log = new SampleLog(1);
        StackSampler sampler = new StackSampler(log, true);
        long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(300);
        for (int i = 0; i < 20_000 || System.nanoTime() < end; i++) {
            sampler.sampleAllThreads(i);
        }
        guest.interrupt();
        guest.join(10_000);

        Map<String, Integer> stacks = new TreeMap<>();
        for (ThreadSamples t : log.threads()) {
            if (t.threadId() != guest.getId()) {
                continue;
            }
            for (int i = 0; i < t.size(); i++) {
                StringBuilder s = new StringBuilder();
                for (int id : log.stack(t.stackAt(i))) {
                    SampledFrame f = log.frame(id);
                    s.append(s.length() == 0 ? "" : ";").append(f.function()).append(':').append(f.line());
                }
                stacks.merge(s.toString(), 1, Integer::sum);
            }
        }
        assertTrue(stacks.getOrDefault("caller:2;callee:6", 0) > 100, stacks.toString());
        assertTrue(stacks.getOrDefault("caller:3", 0) > 100, stacks.toString());
        // caller:2 alone is real too: the moment between the caller's fetch of its call and the callee's start
        stacks.keySet().removeAll(Set.of("caller:2;callee:6", "caller:3", "caller:2"));
        assertEquals(Map.of(), stacks, "stacks the thread never had");
    }
}
