package io.frameweave.agent.tools.profile;

import java.util.Arrays;

/**
 * The samples of one guest thread in time order: for each, the stack's id in the {@link SampleLog}, when, and
 * whether the thread was seen out of its stack since the sample before (idle, or running no guest code), which
 * ends the activations that sample showed. A sample merely missing (a round skipped, a walk overtaken) ends
 * nothing: the thread ran on.
 */
final class ThreadSamples {
    private final long threadId;
    private final String name;
    private int[] stacks = new int[64];
    private long[] times = new long[64];
    /** Per sample: when the thread was first seen out of its stack since the sample before, or -1. */
    private long[] breaks = new long[64];
    private long pendingBreak = -1;
    /** The last sampling round that found the thread in guest code (sampled, or its sample lost). */
    int inStackAtRound = -1;
    private int size;

    ThreadSamples(long threadId, String name) {
        this.threadId = threadId;
        this.name = name;
    }

    void add(int stackId, long nanosSinceStart) {
        if (size == stacks.length) {
            stacks = Arrays.copyOf(stacks, size * 2);
            times = Arrays.copyOf(times, size * 2);
            breaks = Arrays.copyOf(breaks, size * 2);
        }
        stacks[size] = stackId;
        times[size] = nanosSinceStart;
        breaks[size] = pendingBreak;
        pendingBreak = -1;
        size++;
    }

    /** The thread was seen idle or out of guest code at {@code nanosSinceStart}. */
    void outOfStack(long nanosSinceStart) {
        if (pendingBreak < 0) {
            pendingBreak = nanosSinceStart;
        }
    }

    /** When the thread left the stack of sample {@code i - 1} for good (seen idle or out of guest code), or -1. */
    long breakBefore(int i) {
        return breaks[i];
    }

    /** When the thread was seen out of the stack of its last sample, or -1 when it was not seen so. */
    long breakAfterLast() {
        return pendingBreak;
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
