package io.frameweave.agent.tools.profile;

import java.util.Arrays;

/** The samples of one guest thread in time order: for each, the stack's id in the {@link SampleLog} and when. */
final class ThreadSamples {
    private final long threadId;
    private final String name;
    private int[] stacks = new int[64];
    private long[] times = new long[64];
    private int size;

    ThreadSamples(long threadId, String name) {
        this.threadId = threadId;
        this.name = name;
    }

    void add(int stackId, long nanosSinceStart) {
        if (size == stacks.length) {
            stacks = Arrays.copyOf(stacks, size * 2);
            times = Arrays.copyOf(times, size * 2);
        }
        stacks[size] = stackId;
        times[size] = nanosSinceStart;
        size++;
    }

    long threadId() {
        return threadId;
    }

    String name() {
        return name;
    }

    int size() {
        return size;
    }

    int stackAt(int i) {
        return stacks[i];
    }

    /** Nanoseconds from the start of the profile to sample {@code i}. */
    long timeAt(int i) {
        return times[i];
    }
}
