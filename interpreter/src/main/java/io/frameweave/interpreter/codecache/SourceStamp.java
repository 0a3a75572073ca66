package io.frameweave.interpreter.codecache;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.PosixFileAttributes;
import java.nio.file.attribute.PosixFilePermission;
import java.time.Instant;
import java.util.EnumSet;
import java.util.Set;

/**
 * What a cache file remembers of the source it was compiled from: its size and its modification time to the
 * nanosecond the file system keeps (CPython's {@code .pyc} keeps whole seconds, so an edit within the same second
 * that keeps the size goes unseen there). The source's permissions come along but are not compared: a cache file
 * gets the source's read permissions, so that it shows no more than the source does.
 */
record SourceStamp(long size, long mtimeSeconds, int mtimeNanos, Set<PosixFilePermission> permissions) {

    /** The stamp of {@code source} now, or null when it cannot be read (it is gone, or not a regular file). */
    static SourceStamp of(Path source) {
        try {
            BasicFileAttributes attributes;
            Set<PosixFilePermission> permissions = null;
            try {
                PosixFileAttributes posix = Files.readAttributes(source, PosixFileAttributes.class);
                permissions = posix.permissions();
                attributes = posix;
            } catch (UnsupportedOperationException e) {
                attributes = Files.readAttributes(source, BasicFileAttributes.class);
            }
            if (!attributes.isRegularFile()) {
                return null;
            }
            Instant mtime = attributes.lastModifiedTime().toInstant();
            return new SourceStamp(attributes.size(), mtime.getEpochSecond(), mtime.getNano(), permissions);
        } catch (IOException e) {
            return null;
        }
    }

    /** Whether a cache file's record of its source matches this stamp. */
    boolean matches(long otherSize, long otherSeconds, int otherNanos) {
        return size == otherSize && mtimeSeconds == otherSeconds && mtimeNanos == otherNanos;
    }

    /**
     * The permissions of a cache file of this source: the source's read bits and the owner's write bit (CPython's
     * {@code .pyc} files get the source's mode, less the umask, with the owner's write bit); null where the file
     * system has none.
     */
    Set<PosixFilePermission> cachePermissions() {
        if (permissions == null) {
            return null;
        }
        Set<PosixFilePermission> out = EnumSet.of(PosixFilePermission.OWNER_WRITE);
        for (PosixFilePermission p : permissions) {
            switch (p) {
                case OWNER_READ, GROUP_READ, OTHERS_READ -> out.add(p);
                default -> { } // no one else may write it, and no one runs it
            }
        }
        return out;
    }
}
