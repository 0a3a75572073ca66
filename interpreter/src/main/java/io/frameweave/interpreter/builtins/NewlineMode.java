package io.frameweave.interpreter.builtins;

/**
 * The {@code newline} argument of {@code open()}: how lines end when reading, and what {@code "\n"} becomes
 * when writing.
 */
enum NewlineMode {
    /** {@code None}: "\r\n" and "\r" read as "\n"; "\n" written as is (the platform separator on Linux). */
    UNIVERSAL(null),
    /** {@code ''}: lines end at any of "\n", "\r", "\r\n", returned untranslated; nothing translated on write. */
    ANY(null),
    /** {@code '\n'}: lines end at "\n" only. */
    LF("\n"),
    /** {@code '\r'}: lines end at "\r"; "\n" written as "\r". */
    CR("\r"),
    /** {@code '\r\n'}: lines end at "\r\n"; "\n" written as "\r\n". */
    CRLF("\r\n");

    /** The line terminator for reading (null for UNIVERSAL/ANY) and the replacement for "\n" on writing. */
    final String separator;

    NewlineMode(String separator) {
        this.separator = separator;
    }

    /** The mode for a {@code newline} argument value (null for None), or null when the value is illegal. */
    static NewlineMode of(String value) {
        if (value == null) {
            return UNIVERSAL;
        }
        switch (value) {
            case "":
                return ANY;
            case "\n":
                return LF;
            case "\r":
                return CR;
            case "\r\n":
                return CRLF;
            default:
                return null;
        }
    }

    /** The text to store for {@code s} written in this mode. */
    String translateForWrite(String s) {
        if ((this == CR || this == CRLF) && s.indexOf('\n') >= 0) {
            return s.replace("\n", separator);
        }
        return s;
    }

    /** Universal-newline translation of a whole text (UNIVERSAL mode only). */
    String translateForRead(String s) {
        if (this != UNIVERSAL || s.indexOf('\r') < 0) {
            return s;
        }
        return s.replace("\r\n", "\n").replace('\r', '\n');
    }

    /**
     * The end (exclusive) of the first line in {@code s} starting at {@code from}, or -1 when no complete line
     * is there. With {@code atEnd} false a trailing "\r" is not yet taken as a terminator in ANY mode, since
     * a "\n" may follow.
     */
    int lineEnd(CharSequence s, int from, int to, boolean atEnd) {
        switch (this) {
            case UNIVERSAL:
            case LF:
                for (int i = from; i < to; i++) {
                    if (s.charAt(i) == '\n') {
                        return i + 1;
                    }
                }
                return -1;
            case CR:
                for (int i = from; i < to; i++) {
                    if (s.charAt(i) == '\r') {
                        return i + 1;
                    }
                }
                return -1;
            case CRLF:
                for (int i = from; i + 1 < to; i++) {
                    if (s.charAt(i) == '\r' && s.charAt(i + 1) == '\n') {
                        return i + 2;
                    }
                }
                return -1;
            default:
                for (int i = from; i < to; i++) {
                    char c = s.charAt(i);
                    if (c == '\n') {
                        return i + 1;
                    }
                    if (c == '\r') {
                        if (i + 1 < to) {
                            return s.charAt(i + 1) == '\n' ? i + 2 : i + 1;
                        }
                        return atEnd ? i + 1 : -1;
                    }
                }
                return -1;
        }
    }
}
