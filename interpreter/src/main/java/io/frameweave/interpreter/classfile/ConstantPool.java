package io.frameweave.interpreter.classfile;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.HashMap;
import java.util.Map;

/** A class file's constant pool: each distinct constant is written once and referred to by its index. */
final class ConstantPool {
    private static final int UTF8 = 1;
    private static final int INTEGER = 3;
    private static final int CLASS = 7;
    private static final int STRING = 8;
    private static final int FIELD_REF = 9;
    private static final int METHOD_REF = 10;
    private static final int NAME_AND_TYPE = 12;

    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    private final DataOutputStream out = new DataOutputStream(bytes);
    private final Map<String, Integer> indices = new HashMap<>();
    private int count = 1;

    int utf8(String s) {
        return intern("U" + s, () -> {
            out.writeByte(UTF8);
            out.writeUTF(s);
        });
    }

    int integer(int v) {
        return intern("I" + v, () -> {
            out.writeByte(INTEGER);
            out.writeInt(v);
        });
    }

    /** A class by its internal name ({@code java/lang/Object}). */
    int classRef(String internalName) {
        int name = utf8(internalName);
        return intern("C" + internalName, () -> {
            out.writeByte(CLASS);
            out.writeShort(name);
        });
    }

    int string(String s) {
        int text = utf8(s);
        return intern("S" + s, () -> {
            out.writeByte(STRING);
            out.writeShort(text);
        });
    }

    int field(String owner, String name, String descriptor) {
        return member(FIELD_REF, owner, name, descriptor);
    }

    int method(String owner, String name, String descriptor) {
        return member(METHOD_REF, owner, name, descriptor);
    }

    private int member(int tag, String owner, String name, String descriptor) {
        int cls = classRef(owner);
        int nameIndex = utf8(name);
        int type = utf8(descriptor);
        int nat = intern("N" + name + ' ' + descriptor, () -> {
            out.writeByte(NAME_AND_TYPE);
            out.writeShort(nameIndex);
            out.writeShort(type);
        });
        return intern(tag + owner + '.' + name + ' ' + descriptor, () -> {
            out.writeByte(tag);
            out.writeShort(cls);
            out.writeShort(nat);
        });
    }

    /** Writes {@code constant_pool_count} and the entries. */
    void writeTo(DataOutputStream to) throws IOException {
        if (count > 0xFFFF) {
            throw new IllegalStateException("constant pool overflow: " + count + " entries");
        }
        to.writeShort(count);
        bytes.writeTo(to);
    }

    private interface Entry {
        void write() throws IOException;
    }

    private int intern(String key, Entry entry) {
        Integer known = indices.get(key);
        if (known != null) {
            return known;
        }
        try {
            entry.write();
        } catch (IOException e) {
            throw new IllegalStateException(e); // a ByteArrayOutputStream does not fail
        }
        int index = count++;
        indices.put(key, index);
        return index;
    }
}
