package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;
import java.io.IOException;
import java.io.Reader;
import java.nio.CharBuffer;

/**
 * A read-only {@link TextStream} over a decoding {@link Reader}: one growable char buffer that lines are
 * found in, universal newlines translated as chunks arrive. {@code blocking} marks a source such as stdin
 * whose reads may wait, so they run with the GIL released.
 */
final class ReaderTextStream implements TextStream {
    private final Reader reader;
    private final NewlineMode newlines;
    private final boolean blocking;
    private char[] buf = new char[8192];
    private int pos;
    private int lim;
    private boolean eof;
    /** A "\r" ended the last chunk (already stored as "\n"): drop a "\n" that starts the next one. */
    private boolean skipLF;
    /** The kinds of line end decoded so far (universal newlines only), as bits: LF, CR, CRLF. */
    private int seen;
    /** The last chunk ended in "\r": a "\n" starting the next makes it a "\r\n". */
    private boolean seenCR;

    ReaderTextStream(Reader reader, NewlineMode newlines, boolean blocking) {
        this.reader = reader;
        this.newlines = newlines;
        this.blocking = blocking;
    }

    /** Reads one more chunk after {@code lim}; false at end of input. */
    private boolean fill() throws IOException {
        if (eof) {
            return false;
        }
        if (pos > 0 && (lim == buf.length || pos > buf.length / 2)) {
            System.arraycopy(buf, pos, buf, 0, lim - pos);
            lim -= pos;
            pos = 0;
        }
        if (lim == buf.length) {
            buf = java.util.Arrays.copyOf(buf, buf.length * 2);
        }
        int n;
        try {
            n = blocking ? GilRelease.read(reader, buf, lim, buf.length - lim) : reader.read(buf, lim, buf.length - lim);
        } catch (io.frameweave.interpreter.codecs.CodecException e) {
            pos = lim; // as CPython's wrapper, a chunk that fails to decode takes the text read with it
            throw e;
        } catch (IOException e) {
            if (e.getCause() instanceof io.frameweave.interpreter.codecs.CodecException) {
                pos = lim;
            }
            throw e;
        }
        if (n < 0) {
            eof = true;
            return false;
        }
        if (newlines == NewlineMode.UNIVERSAL || newlines == NewlineMode.ANY) {
            noteNewlines(lim, n);
        }
        if (newlines == NewlineMode.UNIVERSAL) {
            n = translate(lim, n);
        }
        lim += n;
        return true;
    }

    private static final int LF = 1;
    private static final int CR = 2;
    private static final int CRLF = 4;

    /** Records the line ends in {@code buf[from, from+n)}, before translation, for {@link #newlinesSeen}. */
    private void noteNewlines(int from, int n) {
        for (int i = from; i < from + n; i++) {
            char c = buf[i];
            if (c == '\n') {
                seen |= seenCR ? CRLF : LF;
            } else if (seenCR) {
                seen |= CR;
            }
            seenCR = c == '\r';
        }
    }

    /** What CPython's {@code newlines} gives: None, one string, or a tuple in the order "\r", "\n", "\r\n". */
    PyObject newlinesSeen() {
        int kinds = seen | (seenCR && eof ? CR : 0);
        java.util.List<PyObject> names = new java.util.ArrayList<>();
        if ((kinds & CR) != 0) {
            names.add(PyStr.of("\r"));
        }
        if ((kinds & LF) != 0) {
            names.add(PyStr.of("\n"));
        }
        if ((kinds & CRLF) != 0) {
            names.add(PyStr.of("\r\n"));
        }
        return names.isEmpty() ? Py.None : names.size() == 1 ? names.get(0) : PyTuple.of(names.toArray(new PyObject[0]));
    }

    /** Goes on recording line ends where {@code earlier} left off, as CPython's decoder after a seek does. */
    void keepNewlinesOf(ReaderTextStream earlier) {
        seen = earlier.seen;
    }

    /** Whether characters were decoded that nobody has read yet. */
    boolean hasPending() {
        try {
            return pos < lim || reader.ready();
        } catch (IOException e) {
            return false; // a reader that cannot say holds nothing decoded
        }
    }

    /** Universal newlines in place over {@code buf[from, from+n)}; returns the new count. */
    private int translate(int from, int n) {
        int r = from;
        int w = from;
        int end = from + n;
        if (skipLF && r < end) {
            if (buf[r] == '\n') {
                r++;
            }
            skipLF = false;
        }
        while (r < end) {
            char c = buf[r++];
            if (c == '\r') {
                c = '\n';
                if (r < end) {
                    if (buf[r] == '\n') {
                        r++;
                    }
                } else {
                    skipLF = true;
                }
            }
            buf[w++] = c;
        }
        return w - from;
    }

    @Override
    public String read(int n) throws IOException {
        if (n < 0) {
            while (fill()) {
                // drain the whole input into the buffer
            }
            String s = new String(buf, pos, lim - pos);
            pos = lim;
            return s;
        }
        while (lim - pos < n && fill()) {
            // keep reading until n characters are there
        }
        int take = Math.min(n, lim - pos);
        String s = new String(buf, pos, take);
        pos += take;
        return s;
    }

    @Override
    public String readLine(int limit) throws IOException {
        int scanFrom = pos;
        while (true) {
            CharBuffer view = CharBuffer.wrap(buf, 0, lim);
            int end = newlines.lineEnd(view, scanFrom, lim, eof);
            if (end >= 0 || eof) {
                if (end < 0) {
                    end = lim;
                }
                if (limit >= 0 && end - pos > limit) {
                    end = pos + limit;
                }
                String s = new String(buf, pos, end - pos);
                pos = end;
                return s;
            }
            if (limit >= 0 && lim - pos >= limit) {
                String s = new String(buf, pos, limit);
                pos += limit;
                return s;
            }
            // rescan the last character: a terminator may be split across chunks ("\r" | "\n")
            int scanned = Math.max(0, lim - 1 - pos);
            fill();
            scanFrom = pos + scanned;
        }
    }

    @Override
    public void write(String s) {
        throw new IllegalStateException("not writable");
    }

    @Override
    public void flush() {}

    @Override
    public void close() throws IOException {
        reader.close();
    }
}
