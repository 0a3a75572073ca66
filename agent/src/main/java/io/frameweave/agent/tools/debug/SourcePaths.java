package io.frameweave.agent.tools.debug;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.concurrent.ConcurrentHashMap;

/**
 * One name per source file, whether a code object's file name (as the program gave it, often relative to the
 * VM's current directory) or a client's path (absolute): the absolute, normalized path.
 */
final class SourcePaths {
    private static final ConcurrentHashMap<String, String> KEYS = new ConcurrentHashMap<>();

    private SourcePaths() {}

    /** The key of {@code filename}; names that are no path ({@code <string>}) are their own key. */
    static String key(String filename) {
        return KEYS.computeIfAbsent(filename, SourcePaths::compute);
    }

    private static String compute(String filename) {
        if (filename.startsWith("<")) {
            return filename;
        }
        try {
            return Path.of(filename).toAbsolutePath().normalize().toString();
        } catch (InvalidPathException e) {
            return filename;
        }
    }
}
