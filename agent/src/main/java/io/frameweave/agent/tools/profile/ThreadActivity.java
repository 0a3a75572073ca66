package io.frameweave.agent.tools.profile;

/**
 * Whether a guest thread is idle: not running, by its JVM state (WAITING, TIMED_WAITING or BLOCKED), as when
 * it is blocked in sleep, join, a lock or a condition. A thread waiting for the GIL is idle too: like a
 * sampling profiler that looks at which threads are on a CPU, the profile shows where time is spent running,
 * and only the thread holding the GIL runs guest code.
 */
final class ThreadActivity {
    private ThreadActivity() {}

    static boolean isIdle(Thread thread) {
        Thread.State state = thread.getState();
        return state == Thread.State.WAITING || state == Thread.State.TIMED_WAITING || state == Thread.State.BLOCKED;
    }
}
