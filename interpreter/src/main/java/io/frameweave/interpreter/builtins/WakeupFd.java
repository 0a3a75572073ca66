package io.frameweave.interpreter.builtins;

import java.io.IOException;
import java.nio.ByteBuffer;

/**
 * {@code set_wakeup_fd}'s descriptor: each signal that arrives for a guest handler writes its number there as one
 * byte, as CPython's C handler does, so a program waiting on that file learns of it. The descriptors are the VM's
 * own ({@link FileDescriptors}): files, whose writes never block. A write that fails is dropped (CPython warns).
 */
final class WakeupFd {
    private WakeupFd() {}

    private static volatile int fd = -1;

    /** Makes {@code newFd} (-1: none) the wake-up descriptor and returns the one before. */
    static int set(int newFd) {
        int old = fd;
        fd = newFd;
        return old;
    }

    static void write(int signum) {
        int target = fd;
        if (target < 0) {
            return;
        }
        FileDescriptors.Entry entry = FileDescriptors.get(target);
        if (entry == null || entry.channel() == null || !entry.writable()) {
            return;
        }
        try {
            entry.channel().write(ByteBuffer.wrap(new byte[] {(byte) signum}));
        } catch (IOException e) {
            // CPython reports it as unraisable from the handler; the signal itself still arrives
        }
    }
}
