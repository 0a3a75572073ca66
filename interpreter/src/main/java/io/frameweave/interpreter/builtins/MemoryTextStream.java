package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.codecs.TextCodec;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The storage of an update-mode file ({@code r+}, {@code w+}, {@code a+}): the whole text held in memory with
 * a character position, written back to the file on flush and close. Positions are character offsets
 * (CPython's opaque tell cookies equal them for ASCII text).
 */
final class MemoryTextStream implements TextStream {
    private final Path path;
    private final TextCodec codec;
    private final String errors;
    private final NewlineMode newlines;
    private final boolean append;
    private final StringBuilder text;
    private int pos;
    private boolean dirty;

    MemoryTextStream(Path path, TextCodec codec, String errors, NewlineMode newlines, String initial,
                     boolean append) {
        this.path = path;
        this.codec = codec;
        this.errors = errors;
        this.newlines = newlines;
        this.append = append;
        this.text = new StringBuilder(newlines.translateForRead(initial));
        this.pos = append ? text.length() : 0;
    }

    @Override
    public String read(int n) {
        int end = n < 0 ? text.length() : Math.min(text.length(), pos + n);
        String s = text.substring(Math.min(pos, end), end);
        pos = Math.max(pos, end);
        return s;
    }

    @Override
    public String readLine(int limit) {
        if (pos >= text.length()) {
            return "";
        }
        int end = newlines.lineEnd(text, pos, text.length(), true);
        if (end < 0) {
            end = text.length();
        }
        if (limit >= 0 && end - pos > limit) {
            end = pos + limit;
        }
        String s = text.substring(pos, end);
        pos = end;
        return s;
    }

    @Override
    public void write(String s) {
        String t = newlines.translateForWrite(s);
        if (append) {
            pos = text.length();
        }
        while (text.length() < pos) {
            text.append('\0');
        }
        int overlap = Math.min(t.length(), text.length() - pos);
        text.replace(pos, pos + overlap, t);
        pos += t.length();
        dirty = true;
    }

    @Override
    public void flush() throws IOException {
        if (dirty) {
            Files.write(path, codec.newEncoder(errors).encode(text.toString()));
            dirty = false;
        }
    }

    @Override
    public void close() throws IOException {
        flush();
    }

    @Override
    public boolean seekable() {
        return true;
    }

    @Override
    public long seek(long offset, int whence) {
        long base = whence == 0 ? 0 : whence == 1 ? pos : text.length();
        pos = (int) Math.max(0, base + offset);
        return pos;
    }

    @Override
    public long tell() {
        return pos;
    }
}
