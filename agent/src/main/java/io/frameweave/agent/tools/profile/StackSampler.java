package io.frameweave.agent.tools.profile;

import io.frameweave.instrumentation.frames.FrameView;
import io.frameweave.interpreter.bytecode.PyCode;

import java.util.Arrays;
import java.util.Map;

/**
 * Takes one sample of every guest thread: reads each thread's stack through {@link FrameView#ofAllThreads()}
 * while the thread runs on (nothing is stopped), and records it in a {@link SampleLog}. The line of each frame
 * is that of its {@code lasti}, which the dispatch loop writes at each instruction fetch, so the leaf frame's
 * line is the one being run. Reads are racy by design; a stack that changes under the walk is recorded as
 * it was read, and a read that fails outright loses that thread's sample only.
 */
final class StackSampler {
    /** Deeper stacks are cut (root side kept) so that a runaway recursion cannot stall the sampler. */
    static final int MAX_DEPTH = 2048;

    private final SampleLog log;
    private final boolean includeIdle;
    private int[] scratch = new int[64];

    StackSampler(SampleLog log, boolean includeIdle) {
        this.log = log;
        this.includeIdle = includeIdle;
    }

    /** Samples every guest thread; returns whether there was any (running guest code, idle or not). */
    boolean sampleAllThreads(long nanosSinceStart) {
        Map<Thread, FrameView> threads = FrameView.ofAllThreads();
        for (Map.Entry<Thread, FrameView> e : threads.entrySet()) {
            Thread thread = e.getKey();
            if (!includeIdle && ThreadActivity.isIdle(thread)) {
                log.idleLeftOut();
                continue;
            }
            try {
                int[] stack = walk(e.getValue());
                if (stack.length > 0) {
                    log.add(thread, stack, nanosSinceStart);
                }
            } catch (RuntimeException torn) {
                // A frame read mid-change (racy by design): this thread's sample is lost, the profile goes on.
            }
        }
        log.roundDone(nanosSinceStart);
        return !threads.isEmpty();
    }

    /** The frame ids of the stack whose top is {@code top}, root first. */
    private int[] walk(FrameView top) {
        int n = 0;
        for (FrameView f = top; f != null && n < MAX_DEPTH; f = f.back()) {
            if (n == scratch.length) {
                scratch = Arrays.copyOf(scratch, n * 2);
            }
            PyCode code = f.code();
            int line = f.line();
            scratch[n++] = log.frameId(code, line < 0 ? code.firstLineno : line);
        }
        int[] rootFirst = new int[n];
        for (int i = 0; i < n; i++) {
            rootFirst[i] = scratch[n - 1 - i];
        }
        return rootFirst;
    }
}
