package io.frameweave.instrumentation.weave;

import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The methods a class file declares, read straight from its bytes: the constant pool is walked once and only
 * the method table's names and descriptors are decoded. Premain checks every weave point and reads the advice
 * classes with it before the JVM has compiled anything, where a general class-file parser (loaded, verified and
 * run in the bytecode interpreter) costs tens of milliseconds of the program's start.
 */
final class DeclaredMethods {
    private static final int ACC_STATIC = 0x0008;
    private static final int ACC_SYNTHETIC = 0x1000;

    /** Each method as its name followed by the parameter part of its descriptor: {@code create(Ljava/lang/String;)}. */
    private final Set<String> signatures = new HashSet<>();
    private final Set<String> staticNames = new HashSet<>();

    private final byte[] b;
    private int pos;

    private DeclaredMethods(byte[] classFile) {
        this.b = classFile;
    }

    /** Reads {@code classFile}; throws {@link IllegalArgumentException} when it is not a well-formed class file. */
    static DeclaredMethods of(byte[] classFile) {
        DeclaredMethods m = new DeclaredMethods(classFile);
        try {
            m.read();
        } catch (ArrayIndexOutOfBoundsException e) {
            throw new IllegalArgumentException("truncated class file");
        }
        return m;
    }

    /** Whether a non-synthetic method {@code name} with these parameter types (Java names, arrays as descriptors) is declared. */
    boolean declares(String name, List<String> parameterTypes) {
        StringBuilder key = new StringBuilder(name).append('(');
        for (String t : parameterTypes) {
            appendDescriptor(key, t);
        }
        return signatures.contains(key.append(')').toString());
    }

    /** The names of the static methods (synthetic ones included). */
    Set<String> staticMethodNames() {
        return Set.copyOf(staticNames);
    }

    private void read() {
        if (u4() != 0xCAFEBABE) {
            throw new IllegalArgumentException("not a class file");
        }
        pos += 4; // minor and major version
        int count = u2();
        int[] utf8 = new int[count]; // offset of each CONSTANT_Utf8's length, or 0
        for (int i = 1; i < count; i++) {
            int tag = b[pos++];
            switch (tag) {
                case 1 -> {
                    utf8[i] = pos;
                    pos += 2 + u2At(pos);
                }
                case 7, 8, 16, 19, 20 -> pos += 2;
                case 15 -> pos += 3;
                case 3, 4, 9, 10, 11, 12, 17, 18 -> pos += 4;
                case 5, 6 -> { // longs and doubles take two entries
                    pos += 8;
                    i++;
                }
                default -> throw new IllegalArgumentException("unknown constant pool tag " + tag);
            }
        }
        pos += 6; // access flags, this class, super class
        int interfaces = u2();
        pos += 2 * interfaces;
        skipMembers();
        int methods = u2();
        for (int i = 0; i < methods; i++) {
            int access = u2();
            String name = utf8(utf8[u2()]);
            String descriptor = utf8(utf8[u2()]);
            skipAttributes();
            if ((access & ACC_STATIC) != 0) {
                staticNames.add(name);
            }
            if ((access & ACC_SYNTHETIC) == 0) {
                // a StringBuilder, not +: string concatenation's first use costs premain a bootstrap
                signatures.add(new StringBuilder(name).append(descriptor, 0, descriptor.indexOf(')') + 1).toString());
            }
        }
    }

    private void skipMembers() {
        int n = u2();
        for (int i = 0; i < n; i++) {
            pos += 6;
            skipAttributes();
        }
    }

    private void skipAttributes() {
        int n = u2();
        for (int i = 0; i < n; i++) {
            pos += 2; // name
            int length = u4();
            pos += length;
        }
    }

    /** The CONSTANT_Utf8 whose length is at {@code at}; member names and descriptors are plain ASCII in practice. */
    private String utf8(int at) {
        if (at == 0) {
            throw new IllegalArgumentException("a method's name or descriptor is not a string constant");
        }
        return new String(b, at + 2, u2At(at), StandardCharsets.UTF_8);
    }

    private static void appendDescriptor(StringBuilder out, String javaName) {
        switch (javaName) {
            case "boolean" -> out.append('Z');
            case "byte" -> out.append('B');
            case "char" -> out.append('C');
            case "short" -> out.append('S');
            case "int" -> out.append('I');
            case "long" -> out.append('J');
            case "float" -> out.append('F');
            case "double" -> out.append('D');
            default -> {
                if (javaName.startsWith("[")) {
                    out.append(javaName.replace('.', '/'));
                } else {
                    out.append('L').append(javaName.replace('.', '/')).append(';');
                }
            }
        }
    }

    private int u2() {
        int v = u2At(pos);
        pos += 2;
        return v;
    }

    private int u2At(int at) {
        return (b[at] & 0xFF) << 8 | (b[at + 1] & 0xFF);
    }

    private int u4() {
        int v = (b[pos] & 0xFF) << 24 | (b[pos + 1] & 0xFF) << 16 | (b[pos + 2] & 0xFF) << 8 | (b[pos + 3] & 0xFF);
        pos += 4;
        return v;
    }
}
