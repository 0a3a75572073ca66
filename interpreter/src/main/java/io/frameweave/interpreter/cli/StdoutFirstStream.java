package io.frameweave.interpreter.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;

/** The stderr the VM writes to: flushes the buffered stdout before each write, so terminal output interleaves right. */
final class StdoutFirstStream extends OutputStream {
    private final PrintStream stdout;
    private final OutputStream stderr;

    StdoutFirstStream(PrintStream stdout, OutputStream stderr) {
        this.stdout = stdout;
        this.stderr = stderr;
    }

    @Override
    public void write(int b) throws IOException {
        stdout.flush();
        stderr.write(b);
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
        stdout.flush();
        stderr.write(b, off, len);
    }

    @Override
    public void flush() throws IOException {
        stderr.flush();
    }
}
