package io.frameweave.agent.tools.coverage;

import io.frameweave.interpreter.bytecode.Opcode;
import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.vm.PyFrame;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.WeakHashMap;
import java.util.function.Predicate;

/**
 * What coverage has measured so far: the code objects seen and, per file, the lines of their line tables, the
 * lines that ran and, with branch coverage, the arcs that ran. A file's lines come from all its code objects:
 * when a module's code object is first seen, it and every code object nested in its constants (functions,
 * classes, lambdas, comprehensions) are read, so functions that never run still count. Files named
 * {@code <...>} ({@code -c} code, {@code exec} strings) have no source and are not recorded, nor are the files of
 * the installation ({@link InstalledCode}: the standard library, site-packages) unless asked for. The raw facts are
 * analyzed as coverage.py analyzes them ({@link FileAnalysis}) when the reports are made.
 *
 * <p>Arcs are measured as coverage.py measures them: in each frame, from the line that ran before to the line
 * that runs now, from minus the code's first line when the frame starts and to it when the frame returns or
 * unwinds; a generator's yield leaves no arc, and its resumption continues from the line it yielded at (an
 * exception thrown into it starts afresh, see {@link #thrownInto}).
 *
 * <p>Written from monitoring callbacks (guest threads, under the GIL) and read when the tool finishes (any
 * thread): every method is synchronized.
 */
final class CoverageData {
    private final boolean branch;
    /** The files left out: the installation's ({@link InstalledCode}). */
    private final Predicate<String> leftOut;
    private final Map<PyCode, Boolean> known = new IdentityHashMap<>();
    private final Set<String> modulesSeen = new HashSet<>();
    private final Map<String, RawFile> files = new TreeMap<>();
    /**
     * Per running frame of a recorded file: the line that ran last in it (minus the first line at its start),
     * and 1 while an exception thrown into it (a suspended generator) has run no line yet.
     */
    private final Map<PyFrame, int[]> lastLine = new WeakHashMap<>();
    /** The line of each instruction, per code object that jumped backward. */
    private final Map<PyCode, int[]> instructionLines = new IdentityHashMap<>();

    /** What was measured of one file, in the line numbers of its line tables. */
    static final class RawFile {
        final TreeSet<Integer> lines = new TreeSet<>();
        final TreeSet<Integer> executed = new TreeSet<>();
        final Set<Long> arcs = new HashSet<>();
    }

    CoverageData(boolean branch, Predicate<String> leftOut) {
        this.branch = branch;
        this.leftOut = leftOut;
    }

    boolean branch() {
        return branch;
    }

    /**
     * Learns {@code code} (and its nested code objects) if it is new; when its module was never seen start
     * (frames already running at a dynamic attach), finds the module in the frames below and learns it too.
     */
    synchronized void discover(PyCode code, PyFrame frame) {
        if (known.containsKey(code) || hasNoSource(code) || leftOut.test(code.filename)) {
            return;
        }
        learn(code);
        if (!modulesSeen.contains(code.filename)) {
            for (PyFrame f = frame; f != null; f = f.back) {
                if (f.code.filename.equals(code.filename) && f.code.name.equals("<module>")) {
                    learn(f.code);
                    break;
                }
            }
        }
    }

    private void learn(PyCode code) {
        if (known.put(code, Boolean.TRUE) != null) {
            return;
        }
        if (code.name.equals("<module>")) {
            modulesSeen.add(code.filename);
        }
        files.computeIfAbsent(code.filename, f -> new RawFile()).lines.addAll(CodeLines.statements(code));
        for (PyObject c : code.consts) {
            if (c instanceof PyCode nested) {
                learn(nested);
            }
        }
    }

    /** Whether {@code code}'s file is measured; known once {@link #discover} has seen the code. */
    synchronized boolean records(PyCode code) {
        return files.containsKey(code.filename);
    }

    synchronized void lineRan(PyCode code, int line) {
        RawFile file = files.get(code.filename);
        if (file != null && line > 0) {
            file.executed.add(line);
        }
    }

    /** A frame of {@code code} starts: its first arc comes from minus the code's first line. */
    synchronized void frameStarted(PyFrame frame, PyCode code) {
        if (files.containsKey(code.filename)) {
            lastLine.put(frame, new int[] {-code.firstLineno, 0});
        }
    }

    /**
     * An exception is thrown into {@code frame}, a suspended generator ({@code close()}, {@code throw()}):
     * CPython 3.11's tracer sees a fresh call, so the next arc comes from minus the code's first line, and if
     * the exception leaves before any line runs, it sees the generator still at its yield and no exit arc.
     */
    synchronized void thrownInto(PyFrame frame, PyCode code) {
        if (files.containsKey(code.filename)) {
            lastLine.put(frame, new int[] {-code.firstLineno, 1});
        }
    }

    /** {@code line} runs in {@code frame}: the arc from the line before it ran. */
    synchronized void lineRan(PyFrame frame, PyCode code, int line) {
        RawFile file = files.get(code.filename);
        if (file == null || line <= 0) {
            return;
        }
        file.executed.add(line);
        int[] last = lastLine.get(frame);
        if (last == null) {
            // a frame that was running before coverage started: its first arc is unknown
            lastLine.put(frame, new int[] {line, 0});
            return;
        }
        file.arcs.add(FileAnalysis.arc(last[0], line));
        last[0] = line;
        last[1] = 0;
    }

    /**
     * A jump from offset {@code from} to offset {@code to} in {@code frame}: CPython 3.11's tracer reports a
     * line again when a backward jump lands on it (a loop on one line, a comprehension's next item), where
     * LINE stays silent because the line did not change; that is the arc from the line to itself. The jump
     * back to SEND in a {@code yield from} loop is no such jump, there as in CPython.
     */
    synchronized void jumped(PyFrame frame, PyCode code, int from, int to) {
        int pc = to / 2;
        if (to >= from || pc >= code.instructions.length || Opcode.op(code.instructions[pc]) == Opcode.SEND) {
            return;
        }
        int[] last = lastLine.get(frame);
        RawFile file = files.get(code.filename);
        int line = linesOf(code)[pc];
        if (last != null && file != null && line > 0 && line == last[0]) {
            file.arcs.add(FileAnalysis.arc(line, line));
        }
    }

    private int[] linesOf(PyCode code) {
        return instructionLines.computeIfAbsent(code, c -> c.lines.lines());
    }

    /** {@code frame} returns or unwinds: the arc from its last line to minus its code's first line. */
    synchronized void frameExited(PyFrame frame, PyCode code) {
        int[] last = lastLine.remove(frame);
        RawFile file = files.get(code.filename);
        if (last != null && file != null && last[1] == 0) {
            file.arcs.add(FileAnalysis.arc(last[0], -code.firstLineno));
        }
    }

    /** Every file's coverage, analyzed as coverage.py analyzes it by default, in file name order. */
    List<FileCoverage> files() {
        return analyze(rawFiles(), branch, Exclusions.DEFAULT);
    }

    /**
     * A copy of what was measured, per absolute file name (code names its file as the program was given, and a
     * data file is read from other directories and combined with other processes' data).
     */
    synchronized Map<String, RawFile> rawFiles() {
        Map<String, RawFile> out = new TreeMap<>();
        files.forEach((name, raw) -> CoverageDataFile.merge(out, Map.of(absolute(name), raw)));
        return out;
    }

    private static String absolute(String filename) {
        try {
            return Path.of(filename).toAbsolutePath().normalize().toString();
        } catch (RuntimeException e) {
            return filename; // not a path of this file system: reported as it is
        }
    }

    /** The coverage of {@code raw}'s files, analyzed with {@code exclusions}, in file name order. */
    static List<FileCoverage> analyze(Map<String, RawFile> raw, boolean branch, Exclusions exclusions) {
        List<FileCoverage> out = new ArrayList<>();
        new TreeMap<>(raw).forEach((name, f) -> out.add(FileAnalysis.analyze(name, f, branch, exclusions)));
        return out;
    }

    private static boolean hasNoSource(PyCode code) {
        return code.filename == null || code.filename.startsWith("<");
    }
}
