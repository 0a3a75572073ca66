package io.frameweave.agent.tools;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.regex.Pattern;

/**
 * What an output path names, and so how a tool may write it: a {@link #FILE} (nothing there yet, or a regular
 * file) is written beside it and renamed over it; a {@link #STREAM} (a character device such as a terminal or
 * {@code /dev/null}, a FIFO, or one of the process's own streams {@code /dev/stdout}, {@code /dev/stderr},
 * {@code /dev/fd/N}) is written into as it is and never replaced. Anything else (a symbolic link to a file, a
 * directory, a block device, a socket) is refused: renaming over it would destroy it, and writing through a
 * link is how a file in a shared directory is turned against its writer.
 */
public enum OutputTarget {
    FILE, STREAM;

    /** The process's own streams, which stay streams even when the shell redirected them to a file. */
    private static final Pattern OWN_STREAM = Pattern.compile("/dev/(stdout|stderr|fd/\\d+)|/proc/self/fd/\\d+");

    /** The file-type bits of {@code st_mode}, as {@code stat(2)} gives them. */
    private static final int TYPE_MASK = 0170000;
    private static final int CHARACTER_DEVICE = 0020000;
    private static final int FIFO = 0010000;

    /** Classifies {@code path}; throws an {@link OutputRefusedException} whose message is one line for the user. */
    public static OutputTarget of(Path path) throws IOException {
        if (OWN_STREAM.matcher(path.toString()).matches()) {
            return STREAM;
        }
        int mode;
        try {
            mode = mode(path, LinkOption.NOFOLLOW_LINKS);
        } catch (NoSuchFileException e) {
            return FILE;
        }
        if (Files.isRegularFile(path, LinkOption.NOFOLLOW_LINKS)) {
            return FILE;
        }
        if (Files.isSymbolicLink(path)) {
            int linked;
            try {
                linked = mode(path);
            } catch (NoSuchFileException e) {
                linked = 0; // a dangling link: refused as a link
            }
            if (isStream(linked)) {
                return STREAM;
            }
            throw new OutputRefusedException(path + " is a symbolic link; tools neither replace one nor write "
                    + "through it to a file (name the file it points to)");
        }
        if (isStream(mode)) {
            return STREAM;
        }
        String what = Files.isDirectory(path, LinkOption.NOFOLLOW_LINKS) ? "a directory" : "neither a regular file,"
                + " a character device nor a FIFO";
        throw new OutputRefusedException(path + " is " + what + "; tools do not replace it");
    }

    private static boolean isStream(int mode) {
        int type = mode & TYPE_MASK;
        return type == CHARACTER_DEVICE || type == FIFO;
    }

    private static int mode(Path path, LinkOption... options) throws IOException {
        try {
            return (Integer) Files.getAttribute(path, "unix:mode", options);
        } catch (UnsupportedOperationException | IllegalArgumentException e) {
            // no unix view on this platform: only what the basic view tells apart
            if (Files.isRegularFile(path, options) || Files.isDirectory(path, options)) {
                return 0;
            }
            if (!Files.exists(path, options)) {
                throw new NoSuchFileException(path.toString());
            }
            return 0;
        }
    }

    /** An output path the tools will not write; the message says why in one line. */
    public static final class OutputRefusedException extends IOException {
        public OutputRefusedException(String message) {
            super(message);
        }
    }
}
