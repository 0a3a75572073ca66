package io.frameweave.interpreter.codecs;

import java.io.ByteArrayOutputStream;

/**
 * UTF-7 (RFC 2152) as CPython writes it: the characters of sets D and O and white space stand for themselves, '+'
 * is "+-", and everything else is UTF-16 in modified base 64 between '+' and an optional '-'. A decoder given a
 * piece that ends inside a base-64 run keeps the whole run for the next piece.
 */
final class Utf7Codec extends TextCodec {
    private static final String BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    /** Per ASCII character: 0 set D, 1 set O, 2 white space, 3 special (always in base 64). */
    private static final String CATEGORY =
            "3333333332233233" + "3333333333333333" + "2111111000130000" + "0000000000011110"
            + "1000000000000000" + "0000000000013111" + "1000000000000000" + "0000000000011133";

    Utf7Codec() {
        super("utf7");
    }

    private static boolean isBase64(int c) {
        return c < 128 && BASE64.indexOf(c) >= 0;
    }

    private static boolean encodesDirectly(int c) {
        return c > 0 && c < 128 && CATEGORY.charAt(c) != '3';
    }

    @Override
    public Decoder newDecoder(String errors) {
        return new Decoder(errors) {
            @Override
            protected int decodeInto(byte[] d, boolean fin, StringBuilder out) {
                int n = d.length;
                int s = 0;
                boolean inShift = false;
                int bits = 0;
                long buffer = 0;
                int surrogate = 0;
                int startInPos = 0;
                int shiftOutStart = 0;
                while (true) {
                    while (s < n) {
                        int ch = d[s] & 0xff;
                        String message = null;
                        int errStart = startInPos;
                        if (inShift) {
                            if (isBase64(ch)) {
                                buffer = buffer << 6 | BASE64.indexOf(ch);
                                bits += 6;
                                s++;
                                if (bits >= 16) {
                                    int unit = (int) (buffer >> (bits - 16));
                                    bits -= 16;
                                    buffer &= (1L << bits) - 1;
                                    if (surrogate != 0) {
                                        if (Character.isLowSurrogate((char) unit)) {
                                            out.append((char) surrogate).append((char) unit);
                                            surrogate = 0;
                                            continue;
                                        }
                                        out.append((char) surrogate);
                                        surrogate = 0;
                                    }
                                    if (Character.isHighSurrogate((char) unit)) {
                                        surrogate = unit;
                                    } else {
                                        out.append((char) unit);
                                    }
                                }
                                continue;
                            }
                            inShift = false;
                            if (bits >= 6) {
                                s++;
                                message = "partial character in shift sequence";
                            } else if (bits > 0 && buffer != 0) {
                                s++;
                                message = "non-zero padding bits in shift sequence";
                            } else {
                                if (surrogate != 0 && ch <= 127 && ch != '+') {
                                    out.append((char) surrogate);
                                }
                                surrogate = 0;
                                if (ch == '-') {
                                    s++;
                                }
                                continue;
                            }
                        } else if (ch == '+') {
                            startInPos = s;
                            errStart = s;
                            s++;
                            if (s < n && d[s] == '-') {
                                s++;
                                out.append('+');
                                continue;
                            }
                            if (s < n && !isBase64(d[s] & 0xff)) {
                                s++;
                                message = "ill-formed sequence";
                            } else {
                                inShift = true;
                                surrogate = 0;
                                shiftOutStart = out.length();
                                bits = 0;
                                buffer = 0;
                                continue;
                            }
                        } else if (ch <= 127) {
                            s++;
                            out.append((char) ch);
                            continue;
                        } else {
                            errStart = s;
                            s++;
                            message = "unexpected special character";
                        }
                        s = error(errorName, d, errStart, s, message, out);
                    }
                    if (inShift && fin) {
                        inShift = false;
                        if (surrogate != 0 || bits >= 6 || bits > 0 && buffer != 0) {
                            s = error(errorName, d, startInPos, n, "unterminated shift sequence", out);
                            if (s < n) {
                                continue;
                            }
                        }
                    }
                    break;
                }
                if (!fin && inShift) {
                    out.setLength(shiftOutStart);
                    return startInPos;
                }
                return s;
            }
        };
    }

    @Override
    public Encoder newEncoder(String errors) {
        return new Encoder(errorName, errors, "") {
            private boolean inShift;
            private int bits;
            private long buffer;

            @Override
            protected boolean encodable(int cp) {
                return true;
            }

            @Override
            protected void put(int cp, ByteArrayOutputStream out) {
                // put is called per code point of one encode() call; the shift state ends with it (flush below)
                if (inShift) {
                    if (encodesDirectly(cp)) {
                        if (bits > 0) {
                            out.write(BASE64.charAt((int) (buffer << (6 - bits)) & 0x3f));
                            buffer = 0;
                            bits = 0;
                        }
                        inShift = false;
                        if (isBase64(cp) || cp == '-') {
                            out.write('-');
                        }
                        out.write(cp);
                        return;
                    }
                } else if (cp == '+') {
                    out.write('+');
                    out.write('-');
                    return;
                } else if (encodesDirectly(cp)) {
                    out.write(cp);
                    return;
                } else {
                    out.write('+');
                    inShift = true;
                }
                if (cp >= 0x10000) {
                    unit(Character.highSurrogate(cp), out);
                    cp = Character.lowSurrogate(cp);
                }
                unit(cp, out);
            }

            private void unit(int u, ByteArrayOutputStream out) {
                bits += 16;
                buffer = buffer << 16 | u;
                while (bits >= 6) {
                    out.write(BASE64.charAt((int) (buffer >> (bits - 6)) & 0x3f));
                    bits -= 6;
                }
                buffer &= (1L << bits) - 1;
            }

            @Override
            protected byte[] finish() {
                ByteArrayOutputStream out = new ByteArrayOutputStream();
                if (bits > 0) {
                    out.write(BASE64.charAt((int) (buffer << (6 - bits)) & 0x3f));
                }
                if (inShift) {
                    out.write('-');
                }
                inShift = false;
                bits = 0;
                buffer = 0;
                return out.toByteArray();
            }
        };
    }
}
