package io.frameweave.interpreter.modules.codecs;

import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyType;

import java.util.HashMap;
import java.util.Map;

/**
 * What {@code codecs.charmap_build} makes of a decoding table that maps byte 0 to character 0 and every other byte to
 * a character of the BMP: the inverse table, characters to bytes, that {@code charmap_encode} reads without calling
 * back into Python. {@code size()} answers the size CPython's two-level table would have.
 */
final class EncodingMap extends PyObject {
    static final PyType TYPE = PyType.newBuiltin("EncodingMap", PyType.OBJECT);

    static {
        TYPE.define("size", (self, args, kw) -> PyInt.of(((EncodingMap) self).size));
    }

    private final Map<Integer, Integer> bytes = new HashMap<>();
    private final int size;

    private EncodingMap(String table, int size) {
        for (int i = 0; i < table.length(); i++) {
            char c = table.charAt(i);
            if (i == 0 || c != 0xFFFE) {
                bytes.put((int) c, i);
            }
        }
        this.size = size;
    }

    /** The map of {@code table} (its first 256 characters), or null when CPython would build a dict instead. */
    static EncodingMap of(String table) {
        if (table.isEmpty() || table.charAt(0) != 0 || table.codePointCount(0, table.length()) != table.length()) {
            return null;
        }
        if (table.length() > 256) {
            table = table.substring(0, 256);
        }
        boolean[] level1 = new boolean[32];
        boolean[] level2 = new boolean[512];
        int count2 = 0;
        int count3 = 0;
        for (int i = 1; i < table.length(); i++) {
            char c = table.charAt(i);
            if (c == 0) {
                return null;
            }
            if (c == 0xFFFE) {
                continue;
            }
            if (!level1[c >> 11]) {
                level1[c >> 11] = true;
                count2++;
            }
            if (!level2[c >> 7]) {
                level2[c >> 7] = true;
                count3++;
            }
        }
        if (count2 >= 0xFF || count3 >= 0xFF) {
            return null;
        }
        return new EncodingMap(table, 63 + 16 * count2 + 128 * count3);
    }

    /** The byte {@code cp} encodes to, or -1. */
    int byteOf(int cp) {
        Integer b = bytes.get(cp);
        return b == null ? -1 : b;
    }

    @Override
    public PyType type() {
        return TYPE;
    }
}
