package io.frameweave.interpreter.parser;

/**
 * The value of a bytes literal's body, one char 0..255 per byte: ASCII only, and (unless raw) the escapes of
 * CPython's 'escape_decode' (backslash-x, octal, the C escapes); the N, u and U escapes of str are no
 * escapes in bytes and keep their backslash, as unknown escapes do.
 */
final class BytesDecoder {
    private BytesDecoder() {}

    static String decode(String body, boolean raw) throws StringDecoder.DecodeError {
        for (int i = 0; i < body.length(); i++) {
            if (body.charAt(i) >= 128) {
                throw new StringDecoder.DecodeError("bytes can only contain ASCII literal characters");
            }
        }
        if (raw || body.indexOf('\\') < 0) {
            return body;
        }
        StringBuilder sb = new StringBuilder(body.length());
        int n = body.length();
        int i = 0;
        while (i < n) {
            char c = body.charAt(i++);
            if (c != '\\' || i >= n) {
                sb.append(c);
                continue;
            }
            char e = body.charAt(i++);
            switch (e) {
                case '\n' -> { }
                case '\\' -> sb.append('\\');
                case '\'' -> sb.append('\'');
                case '"' -> sb.append('"');
                case 'a' -> sb.append('\u0007');
                case 'b' -> sb.append('\b');
                case 'f' -> sb.append('\f');
                case 'n' -> sb.append('\n');
                case 'r' -> sb.append('\r');
                case 't' -> sb.append('\t');
                case 'v' -> sb.append('\u000b');
                case '0', '1', '2', '3', '4', '5', '6', '7' -> {
                    int v = e - '0';
                    for (int k = 0; k < 2 && i < n && body.charAt(i) >= '0' && body.charAt(i) <= '7'; k++) {
                        v = v * 8 + (body.charAt(i++) - '0');
                    }
                    sb.append((char) (v & 0xff));
                }
                case 'x' -> {
                    int hi = i < n ? Character.digit(body.charAt(i), 16) : -1;
                    int lo = i + 1 < n ? Character.digit(body.charAt(i + 1), 16) : -1;
                    if (hi < 0 || lo < 0) {
                        throw new StringDecoder.DecodeError("invalid \\x escape at position " + (i - 2));
                    }
                    sb.append((char) (hi * 16 + lo));
                    i += 2;
                }
                default -> sb.append('\\').append(e);
            }
        }
        return sb.toString();
    }
}
