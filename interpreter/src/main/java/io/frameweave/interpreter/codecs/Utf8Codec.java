package io.frameweave.interpreter.codecs;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

/** UTF-8 with CPython's error ranges and reasons; {@code utf-8-sig} writes a BOM and skips one when reading. */
final class Utf8Codec extends TextCodec {
    private static final byte[] BOM = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};
    private final boolean sig;

    Utf8Codec(boolean sig) {
        super("utf-8");
        this.sig = sig;
    }

    @Override
    public Decoder newDecoder(String errors) {
        return new Decoder(errors) {
            private boolean atStart = sig;

            @Override
            protected int decodeInto(byte[] d, boolean fin, StringBuilder out) {
                if (!atStart && isAscii(d)) {
                    out.append(new String(d, StandardCharsets.ISO_8859_1));
                    return d.length;
                }
                int i = 0;
                if (atStart) {
                    if (d.length < 3 && !fin && isPrefixOfBom(d)) {
                        return 0;
                    }
                    atStart = false;
                    if (d.length >= 3 && d[0] == BOM[0] && d[1] == BOM[1] && d[2] == BOM[2]) {
                        i = 3;
                    }
                }
                int n = d.length;
                while (i < n) {
                    int b = d[i] & 0xff;
                    if (b < 0x80) {
                        out.append((char) b);
                        i++;
                        continue;
                    }
                    int need;
                    int lo = 0x80;
                    int hi = 0xBF;
                    if (b >= 0xC2 && b <= 0xDF) {
                        need = 1;
                    } else if (b >= 0xE0 && b <= 0xEF) {
                        need = 2;
                        if (b == 0xE0) {
                            lo = 0xA0;
                        } else if (b == 0xED) {
                            hi = 0x9F;
                        }
                    } else if (b >= 0xF0 && b <= 0xF4) {
                        need = 3;
                        if (b == 0xF0) {
                            lo = 0x90;
                        } else if (b == 0xF4) {
                            hi = 0x8F;
                        }
                    } else {
                        i = error("utf-8", d, i, i + 1, "invalid start byte", out);
                        continue;
                    }
                    int k = 1;
                    boolean surrogate = false;
                    while (k <= need && i + k < n) {
                        int c = d[i + k] & 0xff;
                        boolean ok = k == 1 ? c >= lo && c <= hi : c >= 0x80 && c <= 0xBF;
                        if (!ok && k == 1 && b == 0xED && c >= 0xA0 && c <= 0xBF && passesSurrogates()) {
                            surrogate = true;
                            ok = true;
                        }
                        if (!ok) {
                            break;
                        }
                        k++;
                    }
                    if (k <= need) {
                        if (i + k >= n) {
                            if (!fin) {
                                return i;
                            }
                            i = error("utf-8", d, i, n, "unexpected end of data", out);
                        } else {
                            i = error("utf-8", d, i, i + k, "invalid continuation byte", out);
                        }
                        continue;
                    }
                    int cp = need == 1 ? b & 0x1F : need == 2 ? b & 0x0F : b & 0x07;
                    for (int m = 1; m <= need; m++) {
                        cp = (cp << 6) | (d[i + m] & 0x3F);
                    }
                    if (surrogate) {
                        out.append((char) cp);
                    } else {
                        out.appendCodePoint(cp);
                    }
                    i += need + 1;
                }
                return n;
            }
        };
    }

    private static boolean isPrefixOfBom(byte[] d) {
        for (int i = 0; i < d.length; i++) {
            if (d[i] != BOM[i]) {
                return false;
            }
        }
        return true;
    }

    @Override
    public Encoder newEncoder(String errors) {
        return new Encoder("utf-8", errors, "surrogates not allowed") {
            @Override
            protected byte[] signature() {
                return sig ? BOM.clone() : new byte[0];
            }

            @Override
            protected byte[] fastEncode(String s) {
                for (int i = 0; i < s.length(); i++) {
                    if (Character.isSurrogate(s.charAt(i))) {
                        return null; // the JVM's encoder would replace a lone one silently
                    }
                }
                return s.getBytes(StandardCharsets.UTF_8);
            }

            @Override
            protected boolean encodable(int cp) {
                return cp < 0xD800 || cp > 0xDFFF;
            }

            @Override
            protected boolean replaceable(int cp) {
                return cp < 0x80; // CPython's UTF encoders take only ASCII from a handler
            }

            @Override
            protected void put(int cp, ByteArrayOutputStream out) {
                if (cp < 0x80) {
                    out.write(cp);
                } else if (cp < 0x800) {
                    out.write(0xC0 | cp >> 6);
                    out.write(0x80 | cp & 0x3F);
                } else if (cp < 0x10000) {
                    out.write(0xE0 | cp >> 12);
                    out.write(0x80 | cp >> 6 & 0x3F);
                    out.write(0x80 | cp & 0x3F);
                } else {
                    out.write(0xF0 | cp >> 18);
                    out.write(0x80 | cp >> 12 & 0x3F);
                    out.write(0x80 | cp >> 6 & 0x3F);
                    out.write(0x80 | cp & 0x3F);
                }
            }

            @Override
            protected boolean putSurrogate(int cp, ByteArrayOutputStream out) {
                out.write(0xE0 | cp >> 12);
                out.write(0x80 | cp >> 6 & 0x3F);
                out.write(0x80 | cp & 0x3F);
                return true;
            }
        };
    }
}
