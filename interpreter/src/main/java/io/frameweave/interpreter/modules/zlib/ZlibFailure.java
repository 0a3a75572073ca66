package io.frameweave.interpreter.modules.zlib;

/** A zlib return code and message, which {@link ZlibModule#error} words as CPython's {@code zlib_error} does. */
final class ZlibFailure extends RuntimeException {
    static final int NEED_DICT = 2;
    static final int STREAM_ERROR = -2;
    static final int DATA_ERROR = -3;
    static final int BUF_ERROR = -5;

    final int code;
    /** zlib's {@code msg}, or null when it set none. */
    final String zlibMessage;

    ZlibFailure(int code, String zlibMessage) {
        super(zlibMessage, null, false, false);
        this.code = code;
        this.zlibMessage = zlibMessage;
    }

    static ZlibFailure data(String message) {
        return new ZlibFailure(DATA_ERROR, message);
    }

    static ZlibFailure inconsistent() {
        return new ZlibFailure(STREAM_ERROR, "inconsistent stream state");
    }
}
