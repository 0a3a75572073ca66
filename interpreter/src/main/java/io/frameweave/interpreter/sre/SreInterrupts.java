package io.frameweave.interpreter.sre;

import io.frameweave.interpreter.vm.GIL;

/** Where the matcher polls, every few thousand steps, so a pattern that backtracks a lot stays interruptible. */
final class SreInterrupts {
    private SreInterrupts() {}

    /** Raises KeyboardInterrupt on a pending Ctrl-C and lets a waiting thread run, as a loop's back edge does. */
    static void poll() {
        GIL.poll();
    }
}
