package io.frameweave.interpreter.codecache;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.PosixFilePermission;
import java.util.Arrays;
import java.util.Set;
import java.util.zip.CRC32;

/**
 * One cache file: a header, then the payload ({@link CodeFormat}). The header is
 * <pre>
 *   8 bytes   {@link #MAGIC}
 *   2 bytes   {@link #FORMAT}, the layout of what follows
 *   1 byte    n, then n bytes: the compiler's stamp ({@link CompilerStamp})
 *   8 + 8 + 4 bytes   the source's size, modification time (seconds, nanoseconds)
 *   4 + 4 bytes       the payload's length and CRC-32
 * </pre>
 * A file is used only when all of it checks out; anything else (missing, unreadable, short, damaged, another
 * compiler's, another source's) reads as no cache at all. Files are written whole under a temporary name and then
 * renamed over the old one, so a reader never sees half a file, and only over a file frameweave wrote: a file of
 * that name that does not start with the magic, or that is not a regular file (a link, a FIFO, a device), is left
 * alone.
 */
final class CacheFile {
    private CacheFile() {}

    static final byte[] MAGIC = {(byte) 0x89, 'F', 'W', 'C', 'O', 'D', 'E', '\n'};
    static final int FORMAT = 1;

    /** Cache files past this size are not read (no module's code comes near it). */
    private static final long MAX_SIZE = 1L << 28;

    /**
     * The payload of {@code file} when it is a cache file of this format, compiler and source; else null. Never
     * raises: a cache that cannot be used is no cache.
     */
    static ByteBuffer readPayload(Path file, byte[] compiler, SourceStamp source) {
        byte[] bytes;
        try {
            BasicFileAttributes attributes = Files.readAttributes(file, BasicFileAttributes.class);
            if (!attributes.isRegularFile() || attributes.size() > MAX_SIZE) {
                return null;
            }
            bytes = Files.readAllBytes(file);
        } catch (IOException | SecurityException e) {
            return null;
        }
        ByteBuffer in = ByteBuffer.wrap(bytes);
        int headerSize = MAGIC.length + 2 + 1 + compiler.length + 8 + 8 + 4 + 4 + 4;
        if (bytes.length < headerSize || !Arrays.equals(bytes, 0, MAGIC.length, MAGIC, 0, MAGIC.length)) {
            return null;
        }
        in.position(MAGIC.length);
        if (in.getShort() != FORMAT || (in.get() & 0xff) != compiler.length) {
            return null;
        }
        int stampAt = in.position();
        if (!Arrays.equals(bytes, stampAt, stampAt + compiler.length, compiler, 0, compiler.length)) {
            return null;
        }
        in.position(stampAt + compiler.length);
        if (!source.matches(in.getLong(), in.getLong(), in.getInt())) {
            return null;
        }
        int length = in.getInt();
        int crc = in.getInt();
        if (length != in.remaining()) {
            return null;
        }
        CRC32 check = new CRC32();
        check.update(bytes, in.position(), length);
        if ((int) check.getValue() != crc) {
            return null;
        }
        return in.slice();
    }

    /** The whole file for {@code payload}: header and payload. */
    static byte[] contents(byte[] compiler, SourceStamp source, byte[] payload) {
        ByteBuffer out = ByteBuffer.allocate(MAGIC.length + 2 + 1 + compiler.length + 8 + 8 + 4 + 4 + 4
                + payload.length);
        out.put(MAGIC);
        out.putShort((short) FORMAT);
        out.put((byte) compiler.length);
        out.put(compiler);
        out.putLong(source.size());
        out.putLong(source.mtimeSeconds());
        out.putInt(source.mtimeNanos());
        out.putInt(payload.length);
        CRC32 crc = new CRC32();
        crc.update(payload);
        out.putInt((int) crc.getValue());
        out.put(payload);
        return out.array();
    }

    /**
     * Whether a cache file may be written at {@code file}: nothing is there, or a regular file (not a link to one)
     * that frameweave wrote.
     */
    static boolean mayReplace(Path file) {
        BasicFileAttributes attributes;
        try {
            attributes = Files.readAttributes(file, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
        } catch (java.nio.file.NoSuchFileException e) {
            return true;
        } catch (IOException | SecurityException e) {
            return false;
        }
        if (!attributes.isRegularFile()) {
            return false;
        }
        try (InputStream in = Files.newInputStream(file, LinkOption.NOFOLLOW_LINKS)) {
            byte[] start = in.readNBytes(IMPORTLIB_HEADER + 1);
            return Arrays.equals(start, 0, Math.min(start.length, MAGIC.length), MAGIC, 0, MAGIC.length)
                    || isImportlibsOfOurCode(start);
        } catch (IOException | SecurityException e) {
            return false;
        }
    }

    /** The size of the header importlib's source loader writes before the marshalled code of a {@code .pyc}. */
    private static final int IMPORTLIB_HEADER = 16;

    /**
     * Whether {@code start} begins a file importlib's source loader wrote under this VM: its 16-byte header (ending the
     * magic number with {@code \r\n}, as every CPython magic does) and then frameweave's own marshalled code record
     * ({@code marshal}'s type 'J', with or without its reference flag). Such a file is frameweave's to replace.
     */
    private static boolean isImportlibsOfOurCode(byte[] start) {
        return start.length > IMPORTLIB_HEADER && start[2] == '\r' && start[3] == '\n'
                && (start[IMPORTLIB_HEADER] & 0x7f) == 'J';
    }

    /**
     * Writes {@code contents} to {@code file} atomically, in a directory that exists, with {@code permissions}
     * (null: the file system's default); throws IOException when it cannot, leaving no temporary file behind.
     */
    static void writeAtomically(Path file, byte[] contents, Set<PosixFilePermission> permissions) throws IOException {
        Path temporary = Files.createTempFile(file.getParent(), file.getFileName() + ".", ".tmp");
        try {
            Files.write(temporary, contents);
            if (permissions != null) {
                Files.setPosixFilePermissions(temporary, permissions);
            }
            try {
                Files.move(temporary, file, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(temporary);
        }
    }
}
