package io.frameweave.interpreter.codecs;

import java.io.ByteArrayOutputStream;

/**
 * UTF-16 and UTF-32, little- or big-endian, or with a byte order mark: the plain {@code utf-16}/{@code utf-32}
 * write a little-endian BOM first (this machine's order, as CPython's) and, reading, take the order from a BOM
 * when there is one (dropping it) and little-endian otherwise.
 */
final class UtfWideCodec extends TextCodec {
    private final int unit;
    /** True: little-endian, false: big-endian, null: by BOM. */
    private final Boolean little;
    private final String base;

    UtfWideCodec(int unit, Boolean little) {
        super("utf-" + unit * 8 + (little == null ? "" : little ? "-le" : "-be"));
        this.unit = unit;
        this.little = little;
        this.base = "utf-" + unit * 8;
    }

    @Override
    public boolean asciiCompatible() {
        return false;
    }

    @Override
    public Decoder newDecoder(String errors) {
        return new Decoder(errors) {
            private Boolean order = little;

            @Override
            protected int decodeInto(byte[] d, boolean fin, StringBuilder out) {
                int i = 0;
                int n = d.length;
                if (order == null) {
                    if (n < unit && !fin) {
                        return 0;
                    }
                    order = true;
                    if (n >= unit) {
                        long first = read(d, 0, true);
                        if (first == 0xFEFF) {
                            i = unit;
                        } else if (first == (unit == 2 ? 0xFFFE : 0xFFFE0000L)) {
                            order = false;
                            i = unit;
                        }
                    }
                }
                String name = base + (order ? "-le" : "-be");
                while (i < n) {
                    if (n - i < unit) {
                        if (!fin) {
                            return i;
                        }
                        i = error(name, d, i, n, "truncated data", out);
                        continue;
                    }
                    long v = read(d, i, order);
                    if (unit == 4) {
                        if (v > 0x10FFFF) {
                            i = error(name, d, i, i + 4, "code point not in range(0x110000)", out);
                        } else if (v >= 0xD800 && v <= 0xDFFF && !passesSurrogatesIfNeeded()) {
                            i = error(name, d, i, i + 4, "code point in surrogate character range", out);
                        } else {
                            out.appendCodePoint((int) v);
                            i += 4;
                        }
                        continue;
                    }
                    if (v < 0xD800 || v > 0xDFFF) {
                        out.append((char) v);
                        i += 2;
                    } else if (v >= 0xDC00) {
                        if (passesSurrogatesIfNeeded()) {
                            out.append((char) v);
                            i += 2;
                        } else {
                            i = error(name, d, i, i + 2, "illegal encoding", out);
                        }
                    } else if (n - i < 4) {
                        if (!fin) {
                            return i;
                        }
                        i = error(name, d, i, n, "unexpected end of data", out);
                    } else {
                        long low = read(d, i + 2, order);
                        if (low >= 0xDC00 && low <= 0xDFFF) {
                            out.append((char) v).append((char) low);
                            i += 4;
                        } else {
                            if (passesSurrogatesIfNeeded()) {
                                out.append((char) v);
                                i += 2;
                            } else {
                                i = error(name, d, i, i + 2, "illegal UTF-16 surrogate", out);
                            }
                        }
                    }
                }
                return n;
            }

            private boolean passesSurrogatesIfNeeded() {
                return passesSurrogates();
            }
        };
    }

    private long read(byte[] d, int at, boolean le) {
        long v = 0;
        for (int k = 0; k < unit; k++) {
            int b = d[at + (le ? unit - 1 - k : k)] & 0xff;
            v = (v << 8) | b;
        }
        return v;
    }

    private void write(long v, boolean le, ByteArrayOutputStream out) {
        for (int k = 0; k < unit; k++) {
            int shift = le ? 8 * k : 8 * (unit - 1 - k);
            out.write((int) (v >>> shift) & 0xff);
        }
    }

    @Override
    public Encoder newEncoder(String errors) {
        boolean le = little == null || little;
        return new Encoder(errorName, errors, "surrogates not allowed") {
            @Override
            protected byte[] signature() {
                if (little != null) {
                    return new byte[0];
                }
                ByteArrayOutputStream b = new ByteArrayOutputStream();
                write(0xFEFF, true, b);
                return b.toByteArray();
            }

            @Override
            protected boolean encodable(int cp) {
                return cp < 0xD800 || cp > 0xDFFF;
            }

            @Override
            protected int byteUnit() {
                return unit;
            }

            @Override
            protected boolean failsInRuns() {
                return false;
            }

            @Override
            protected boolean replaceable(int cp) {
                return cp < 0x80; // CPython's UTF encoders take only ASCII from a handler
            }

            @Override
            protected void put(int cp, ByteArrayOutputStream out) {
                if (unit == 2 && cp >= 0x10000) {
                    write(Character.highSurrogate(cp), le, out);
                    write(Character.lowSurrogate(cp), le, out);
                } else {
                    write(cp, le, out);
                }
            }

            @Override
            protected boolean putSurrogate(int cp, ByteArrayOutputStream out) {
                write(cp, le, out);
                return true;
            }
        };
    }
}
