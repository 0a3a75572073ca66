package io.frameweave.agent.tools.profile;

import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.runtime.WorkingDirectory;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Everything a profile recorded: its frames and stacks, each stored once and named by an id, and per guest
 * thread the time-ordered stack ids of its samples. Written by the sampler thread only; read by the outputs
 * once sampling has stopped (the methods are synchronized so that a late reader still sees a consistent log).
 */
final class SampleLog {
    private final long intervalNanos;
    private final Path workingDirectory = WorkingDirectory.get();
    private final Map<SampledFrame, Integer> frameIds = new HashMap<>();
    private final Map<PyCode, Map<Integer, Integer>> codeLineIds = new IdentityHashMap<>();
    private final List<SampledFrame> frames = new ArrayList<>();
    private final Map<StackKey, Integer> stackIds = new HashMap<>();
    private final List<int[]> stacks = new ArrayList<>();
    private final Map<Long, ThreadSamples> threads = new LinkedHashMap<>();
    private int rounds;
    private int idleLeftOut;
    private int lost;
    private long durationNanos;

    SampleLog(long intervalNanos) {
        this.intervalNanos = intervalNanos;
    }

    /** A stack as a map key: frame ids, root first. */
    private record StackKey(int[] ids) {
        @Override
        public boolean equals(Object o) {
            return o instanceof StackKey k && Arrays.equals(ids, k.ids);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(ids);
        }
    }

    /**
     * The id of the frame of {@code code} at {@code line}. Looked up by the code object's identity first, so
     * that a sample of a known frame allocates nothing; two code objects of one function share the id.
     */
    synchronized int frameId(PyCode code, int line) {
        Map<Integer, Integer> byLine = codeLineIds.computeIfAbsent(code, c -> new HashMap<>());
        Integer id = byLine.get(line);
        if (id == null) {
            String name = code.qualname != null ? code.qualname : code.name;
            SampledFrame frame = new SampledFrame(name, shownFileName(code.filename), code.firstLineno, line);
            id = frameIds.get(frame);
            if (id == null) {
                id = frames.size();
                frames.add(frame);
                frameIds.put(frame, id);
            }
            byLine.put(line, id);
        }
        return id;
    }

    /**
     * A file as the outputs name it: relative to the VM's current directory when the profile started if inside it
     * (a program's own files, named by absolute paths as CPython names them, stay as short as the user typed them),
     * else as the code object gives it.
     */
    private String shownFileName(String filename) {
        if (filename != null && filename.startsWith("/")) {
            try {
                Path file = Path.of(filename).normalize();
                if (file.startsWith(workingDirectory)) {
                    return workingDirectory.relativize(file).toString();
                }
            } catch (InvalidPathException e) {
                // a name no path can hold is shown as it is
            }
        }
        return filename;
    }

    /** Records one sample of {@code thread}: {@code frameIdsRootFirst} taken as is (not copied). */
    synchronized void add(Thread thread, int[] frameIdsRootFirst, long nanosSinceStart) {
        StackKey key = new StackKey(frameIdsRootFirst);
        Integer id = stackIds.get(key);
        if (id == null) {
            id = stacks.size();
            stacks.add(frameIdsRootFirst);
            stackIds.put(key, id);
        }
        ThreadSamples t = threads.computeIfAbsent(thread.getId(), tid -> new ThreadSamples(tid, thread.getName()));
        t.add(id, nanosSinceStart);
        t.inStackAtRound = rounds;
    }

    /**
     * Counts one sampling round (one look at every guest thread). A thread sampled before that this round did
     * not find in guest code (it returned from all of it, or ended) has left its stack.
     */
    synchronized void roundDone(long nanosSinceStart) {
        for (ThreadSamples t : threads.values()) {
            if (t.inStackAtRound != rounds) {
                t.outOfStack(nanosSinceStart);
            }
        }
        rounds++;
        durationNanos = nanosSinceStart;
    }

    /** {@code thread} was idle at this round and, as asked, not sampled. */
    synchronized void idleLeftOut(Thread thread, long nanosSinceStart) {
        idleLeftOut++;
        outOfStack(thread, nanosSinceStart);
    }

    /** {@code thread} ran no guest code (or was left out as idle) at this round: what it ran before has ended. */
    synchronized void outOfStack(Thread thread, long nanosSinceStart) {
        ThreadSamples t = threads.get(thread.getId());
        if (t != null) {
            t.outOfStack(nanosSinceStart);
        }
    }

    /** A sample of {@code thread} was lost (its stack changed under every walk, or a frame was read mid-change). */
    synchronized void lost(Thread thread) {
        lost++;
        ThreadSamples t = threads.get(thread.getId());
        if (t != null) {
            t.inStackAtRound = rounds; // it ran on in its stack: nothing ended
        }
    }

    synchronized int lostSamples() {
        return lost;
    }

    /**
     * Why the profile holds no sample, in one line that the outputs show in its place (a file with nothing in it
     * is one speedscope refuses and nobody can read), or null when it holds some.
     */
    synchronized String whyEmpty() {
        if (!threads.isEmpty()) {
            for (ThreadSamples t : threads.values()) {
                if (t.size() > 0) {
                    return null;
                }
            }
        }
        if (idleLeftOut > 0) {
            return "no samples: the guest threads were idle at all " + idleLeftOut
                    + " looks (left out; the option idle records them)";
        }
        if (lost > 0) {
            return "no samples: the " + lost + " stacks read changed under every walk";
        }
        return "no samples: no guest code ran while the profiler looked (a program shorter than 0.5 ms, or a"
                + " profile stopped before the program began)";
    }

    synchronized void end(long nanosSinceStart) {
        durationNanos = Math.max(durationNanos, nanosSinceStart);
    }

    long intervalNanos() {
        return intervalNanos;
    }

    synchronized int rounds() {
        return rounds;
    }

    synchronized int idleSamplesLeftOut() {
        return idleLeftOut;
    }

    synchronized long durationNanos() {
        return durationNanos;
    }

    synchronized SampledFrame frame(int id) {
        return frames.get(id);
    }

    synchronized List<SampledFrame> frames() {
        return List.copyOf(frames);
    }

    /** The frame ids of stack {@code id}, root first. */
    synchronized int[] stack(int id) {
        return stacks.get(id);
    }

    synchronized Collection<ThreadSamples> threads() {
        return List.copyOf(threads.values());
    }

    /** The number of samples over all threads. */
    synchronized int sampleCount() {
        int n = 0;
        for (ThreadSamples t : threads.values()) {
            n += t.size();
        }
        return n;
    }

    /**
     * How many samples each distinct stack got, as frame labels root first; with {@code threadRoots} each
     * stack starts with its thread's name, so threads stay apart.
     */
    synchronized Map<List<String>, Integer> stackCounts(boolean threadRoots) {
        return stackCounts(threadRoots, true);
    }

    /**
     * As {@link #stackCounts(boolean)}, with {@code lineno} false each frame named by its function only (its
     * first line), so the lines of one function merge into one box (py-spy's {@code --nolineno}).
     */
    synchronized Map<List<String>, Integer> stackCounts(boolean threadRoots, boolean lineno) {
        Map<List<String>, Integer> out = new LinkedHashMap<>();
        for (ThreadSamples t : threads.values()) {
            for (int i = 0; i < t.size(); i++) {
                int[] ids = stacks.get(t.stackAt(i));
                List<String> labels = new ArrayList<>(ids.length + 1);
                if (threadRoots) {
                    labels.add("thread " + t.name());
                }
                for (int id : ids) {
                    labels.add(lineno ? frames.get(id).label() : frames.get(id).functionLabel());
                }
                out.merge(labels, 1, Integer::sum);
            }
        }
        return out;
    }
}
