package io.frameweave.agent.tools.profile;

import io.frameweave.instrumentation.frames.FrameView;
import io.frameweave.instrumentation.frames.ThreadView;
import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.vm.PyFrame;

import java.util.Arrays;

/**
 * Takes one sample of every guest thread: reads each thread's stack through {@link ThreadView} while the
 * thread runs on (nothing is stopped), and records it in a {@link SampleLog}. The line of each frame is that
 * of its {@code lasti}, which the dispatch loop writes at each instruction fetch, so the leaf frame's line is
 * the one being run.
 *
 * <p>Reads are racy, so a walk is checked: it starts at the thread's top frame and counts only if that frame
 * is still the top once the walk is done. A walk that a call or a return overtook is read again, up to
 * {@link #READS} times in all; then the thread's sample is lost. Without the check, a callee that returned
 * during the walk was recorded as the leaf at its return line while its caller ran on: 9% of the samples of a
 * 0.4 ms function called in a loop landed on its {@code return}, half of them for a 0.04 ms one. The walk is
 * kept short so that few are overtaken: it copies each frame's code and {@code lasti} into scratch arrays with
 * plain field reads, and lines and frame ids are made only after the check. (When a walk made a view and
 * decoded a line per frame and was tried three times, four rounds in five of a profile of a recursive function
 * of a few hundred nanoseconds a call recorded nothing, and short calls lost their time.) A read that fails
 * outright loses that thread's sample only.
 */
final class StackSampler {
    /** Deeper stacks are cut (root side kept) so that a runaway recursion cannot stall the sampler. */
    static final int MAX_DEPTH = 2048;
    /**
     * Walks of one thread per sample, at most: a stack that changes under each of them is not recorded. Each is
     * a few field reads per frame, so even 16 cost less than one walk that decodes lines.
     */
    static final int READS = 16;

    private final SampleLog log;
    private final boolean includeIdle;
    private PyCode[] codes = new PyCode[64];
    /** The frames' {@code lasti}, made lines only after the check ({@link PyFrame#lineno}'s rule). */
    private int[] lastis = new int[64];

    StackSampler(SampleLog log, boolean includeIdle) {
        this.log = log;
        this.includeIdle = includeIdle;
    }

    /** Samples every guest thread; returns whether there was any (running guest code, idle or not). */
    boolean sampleAllThreads(long nanosSinceStart) {
        boolean any = false;
        for (ThreadView thread : ThreadView.ofAllThreads()) {
            any = true;
            if (!includeIdle && ThreadActivity.isIdle(thread.thread())) {
                log.idleLeftOut(thread.thread(), nanosSinceStart);
                continue;
            }
            try {
                int depth = consistentWalk(thread);
                if (depth > 0) {
                    log.add(thread.thread(), frameIds(depth), nanosSinceStart);
                } else if (depth == 0) {
                    log.outOfStack(thread.thread(), nanosSinceStart);
                } else {
                    log.lost(thread.thread());
                }
            } catch (RuntimeException torn) {
                // A frame read mid-change (racy by design): this thread's sample is lost, the profile goes on.
                log.lost(thread.thread());
            }
        }
        log.roundDone(nanosSinceStart);
        return any;
    }

    /**
     * Walks {@code thread}'s stack from its top into {@link #codes} and {@link #lastis} until a walk ends with the
     * same top it began with; returns its depth, 0 when the thread runs no guest code now, or -1 when its stack
     * changed under every walk (the sample is lost).
     */
    private int consistentWalk(ThreadView thread) {
        for (int read = 0; read < READS; read++) {
            FrameView top = thread.top();
            if (top == null) {
                return 0;
            }
            int depth = walk(top);
            if (thread.isTop(top)) {
                return depth;
            }
        }
        return -1;
    }

    /**
     * Reads the code and last instruction of each frame from {@code top} down, innermost first; returns how many.
     * Plain field reads, with no line table decoded and no view made per frame: the shorter the walk, the fewer
     * calls and returns overtake it.
     */
    private int walk(FrameView top) {
        int n = 0;
        for (PyFrame f = top.frame(); f != null && n < MAX_DEPTH; f = f.back) {
            if (n == codes.length) {
                codes = Arrays.copyOf(codes, n * 2);
                lastis = Arrays.copyOf(lastis, n * 2);
            }
            codes[n] = f.code;
            lastis[n] = f.lasti;
            n++;
        }
        return n;
    }

    /** The frame ids of the last walk of {@code depth} frames, root first. */
    private int[] frameIds(int depth) {
        int[] rootFirst = new int[depth];
        for (int i = 0; i < depth; i++) {
            PyCode code = codes[depth - 1 - i];
            int lasti = lastis[depth - 1 - i];
            int line = lasti < 0 ? code.firstLineno : code.lineAt(lasti);
            rootFirst[i] = log.frameId(code, line < 0 ? code.firstLineno : line);
        }
        return rootFirst;
    }
}
