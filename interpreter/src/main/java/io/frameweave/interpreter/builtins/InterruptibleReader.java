package io.frameweave.interpreter.builtins;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.io.Reader;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * A reader over standard input whose waits Ctrl-C can end. A read from a pipe or terminal blocks in native code
 * that {@link Thread#interrupt} does not wake, so a read that would block runs on a helper thread while the
 * caller waits for it; an interrupted wait throws {@link InterruptedIOException} at once. The read left running
 * is not lost: what it brings is the start of the next read, as the bytes stay in the pipe for CPython's next
 * read after its interrupted one. Reads that do not block (data is there) run on the caller's thread.
 */
final class InterruptibleReader extends Reader {
    private final Reader source;
    private ExecutorService helper;
    /** The read a caller stopped waiting for; its characters go to the next read. */
    private Future<Chunk> pending;
    /** Characters of a finished helper read not handed out yet, or null. */
    private Chunk rest;

    /** What one helper read brought: {@code count} characters, or -1 at end of input. */
    private static final class Chunk {
        final char[] chars;
        final int count;
        int pos;

        Chunk(char[] chars, int count) {
            this.chars = chars;
            this.count = count;
        }
    }

    InterruptibleReader(Reader source) {
        this.source = source;
    }

    @Override
    public int read(char[] buf, int off, int len) throws IOException {
        if (len == 0) {
            return 0;
        }
        synchronized (lock) {
            if (rest == null) {
                if (pending == null) {
                    if (source.ready()) {
                        return source.read(buf, off, len);
                    }
                    char[] into = new char[len];
                    pending = helper().submit(() -> new Chunk(into, source.read(into, 0, into.length)));
                }
                rest = awaitPending();
            }
            if (rest.count < 0) {
                rest = null;
                return -1;
            }
            int n = Math.min(len, rest.count - rest.pos);
            System.arraycopy(rest.chars, rest.pos, buf, off, n);
            rest.pos += n;
            if (rest.pos == rest.count) {
                rest = null;
            }
            return n;
        }
    }

    private Chunk awaitPending() throws IOException {
        Chunk c;
        try {
            c = pending.get();
        } catch (InterruptedException e) {
            throw new InterruptedIOException("read interrupted");
        } catch (ExecutionException e) {
            pending = null;
            throw e.getCause() instanceof IOException io ? io : new IOException(e.getCause());
        }
        pending = null;
        return c;
    }

    private ExecutorService helper() {
        if (helper == null) {
            helper = Executors.newSingleThreadExecutor(r -> {
                Thread t = new Thread(r, "frameweave-stdin");
                t.setDaemon(true);
                return t;
            });
        }
        return helper;
    }

    @Override
    public boolean ready() throws IOException {
        synchronized (lock) {
            if (rest != null) {
                return true;
            }
            return pending != null ? pending.isDone() : source.ready();
        }
    }

    @Override
    public void close() throws IOException {
        synchronized (lock) {
            if (helper != null) {
                helper.shutdownNow();
            }
            source.close();
        }
    }
}
