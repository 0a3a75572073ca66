package io.frameweave.agent.tools.debug;

import io.frameweave.interpreter.bytecode.PyCode;

import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.Map;

/**
 * The numbers one client is given for the source texts of code that has no file ({@code <string>}: code that
 * {@code exec}, {@code eval}, {@code compile}, {@code -c} or the prompt compiled, which keeps its text,
 * {@link PyCode#source}); the client asks for the text by its number ({@code source} request). A number stays
 * valid for the client's whole session, as the protocol wants; one compiled text has one number.
 */
final class SourceReferences {
    /** By identity: each compilation keeps its own text, shared by all the code objects it made. */
    private final Map<String, Integer> numbers = new IdentityHashMap<>();
    private final Map<Integer, String> texts = new HashMap<>();

    /**
     * The number of the text of {@code code}, or 0 when the client reads it from a file: the code keeps no
     * text, or its file name names a file there is.
     */
    synchronized int of(PyCode code) {
        String text = code.source;
        if (text == null || isFile(code.filename)) {
            return 0;
        }
        return numbers.computeIfAbsent(text, t -> {
            int n = texts.size() + 1;
            texts.put(n, t);
            return n;
        });
    }

    /** The text of number {@code n}; an error response for a number this client was not given. */
    synchronized String text(int n) {
        String t = texts.get(n);
        if (t == null) {
            throw DapErrors.of("unknown source reference " + n);
        }
        return t;
    }

    private static boolean isFile(String filename) {
        if (filename.startsWith("<")) {
            return false;
        }
        try {
            return Files.isRegularFile(Path.of(SourcePaths.key(filename)));
        } catch (InvalidPathException e) {
            return false;
        }
    }
}
