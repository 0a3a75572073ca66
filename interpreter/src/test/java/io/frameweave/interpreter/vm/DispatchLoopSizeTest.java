package io.frameweave.interpreter.vm;

import io.frameweave.interpreter.WeavePoint;
import org.junit.jupiter.api.Test;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.HashMap;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The dispatch loop must stay under HotSpot's 8000-byte limit for compiling huge methods, or it would run
 * interpreted forever; the frame's entry around it must stay small enough to inline into compiled callers. Reads
 * the class files with a minimal class-file reader (no bytecode library).
 */
class DispatchLoopSizeTest {

    private static final int HUGE_METHOD_LIMIT = 8000;

    /** HotSpot inlines a hot callee only when its bytecode is at most this long (FreqInlineSize). */
    private static final int FREQ_INLINE_SIZE = 325;

    /** The longest method a class may hold whose weave point a running guest frame is inside of. */
    private static final int WOVEN_CLASS_METHOD_LIMIT = 400;

    @Test
    void theDispatchLoopIsSmallEnoughToJitCompile() throws IOException {
        Map<String, Integer> sizes = codeLengths(DispatchLoop.class);
        Integer loop = sizes.get("dispatch");
        assertNotNull(loop, "DispatchLoop.dispatch not found in " + sizes.keySet());
        assertTrue(loop > 1000, "the dispatch loop looks implausibly small: " + loop);
        assertTrue(loop < HUGE_METHOD_LIMIT, "DispatchLoop.dispatch has " + loop + " bytes of bytecode");
    }

    @Test
    void executeIsSmallEnoughToInlineIntoItsCallers() throws IOException {
        Integer execute = codeLengths(Interpreter.class).get("execute");
        assertNotNull(execute);
        assertTrue(execute <= FREQ_INLINE_SIZE, "Interpreter.execute has " + execute + " bytes of bytecode");
    }

    @Test
    void theHelpersAreSmallToo() throws IOException {
        for (Class<?> c : new Class<?>[] {NumberOps.class, CallOps.class, AttributeOps.class, IterOps.class}) {
            for (Map.Entry<String, Integer> e : codeLengths(c).entrySet()) {
                assertTrue(e.getValue() < HUGE_METHOD_LIMIT, c.getSimpleName() + "." + e.getKey());
            }
        }
    }

    /**
     * The agent weaves a class by redefining it while the program runs, and a method running at that moment goes
     * on in its old version to its end: interpreted by the JVM, and with its stack map computed anew at every
     * garbage collection. So the dispatch loop, which a guest frame may run in for as long as the program does,
     * is in no weave point's class, and the classes of the weave points a guest frame is inside of while it runs
     * (its entry, a generator's resumption) hold small methods only.
     */
    @Test
    void noWeavePointSharesAClassWithALoopAGuestFrameRunsIn() throws Exception {
        for (WeavePoint p : WeavePoint.values()) {
            assertNotEquals(DispatchLoop.class.getName(), p.className, p + " is in the dispatch loop's class");
        }
        for (WeavePoint p : new WeavePoint[] {WeavePoint.FRAME_EXECUTION, WeavePoint.GENERATOR_RESUME}) {
            Class<?> c = Class.forName(p.className);
            for (Map.Entry<String, Integer> e : codeLengths(c).entrySet()) {
                assertTrue(e.getValue() <= WOVEN_CLASS_METHOD_LIMIT, c.getSimpleName() + "." + e.getKey()
                        + " has " + e.getValue() + " bytes of bytecode, in the class of " + p);
            }
        }
    }

    /** Method name (the largest overload) to code length, from the class file. */
    static Map<String, Integer> codeLengths(Class<?> c) throws IOException {
        Map<String, Integer> sizes = new HashMap<>();
        for (Map.Entry<String, byte[]> e : codes(c).entrySet()) {
            sizes.put(e.getKey(), e.getValue().length);
        }
        return sizes;
    }

    /** The bytecode of each method of {@code c} by name (the longest of overloads), as the class file holds it. */
    static Map<String, byte[]> codes(Class<?> c) throws IOException {
        String resource = "/" + c.getName().replace('.', '/') + ".class";
        try (InputStream raw = c.getResourceAsStream(resource)) {
            assertNotNull(raw, resource);
            DataInputStream in = new DataInputStream(raw);
            if (in.readInt() != 0xCAFEBABE) {
                throw new IOException("not a class file");
            }
            in.readUnsignedShort();
            in.readUnsignedShort();
            String[] utf8 = readConstantPool(in);
            in.readUnsignedShort();
            in.readUnsignedShort();
            in.readUnsignedShort();
            skip(in, in.readUnsignedShort() * 2);
            int fields = in.readUnsignedShort();
            for (int i = 0; i < fields; i++) {
                in.readUnsignedShort();
                in.readUnsignedShort();
                in.readUnsignedShort();
                skipAttributes(in);
            }
            Map<String, byte[]> codes = new HashMap<>();
            int methods = in.readUnsignedShort();
            for (int i = 0; i < methods; i++) {
                in.readUnsignedShort();
                String name = utf8[in.readUnsignedShort()];
                in.readUnsignedShort();
                int attributes = in.readUnsignedShort();
                for (int a = 0; a < attributes; a++) {
                    String attr = utf8[in.readUnsignedShort()];
                    int length = in.readInt();
                    if (attr.equals("Code")) {
                        in.readUnsignedShort();
                        in.readUnsignedShort();
                        byte[] code = new byte[in.readInt()];
                        in.readFully(code);
                        codes.merge(name, code, (x, y) -> x.length >= y.length ? x : y);
                        skip(in, length - 8 - code.length);
                    } else {
                        skip(in, length);
                    }
                }
            }
            return codes;
        }
    }

    private static String[] readConstantPool(DataInputStream in) throws IOException {
        int count = in.readUnsignedShort();
        String[] utf8 = new String[count];
        for (int i = 1; i < count; i++) {
            int tag = in.readUnsignedByte();
            switch (tag) {
                case 1 -> utf8[i] = in.readUTF();
                case 3, 4, 9, 10, 11, 12, 17, 18 -> skip(in, 4);
                case 5, 6 -> {
                    skip(in, 8);
                    i++;
                }
                case 7, 8, 16, 19, 20 -> skip(in, 2);
                case 15 -> skip(in, 3);
                default -> throw new IOException("unknown constant tag " + tag);
            }
        }
        return utf8;
    }

    private static void skipAttributes(DataInputStream in) throws IOException {
        int n = in.readUnsignedShort();
        for (int i = 0; i < n; i++) {
            in.readUnsignedShort();
            skip(in, in.readInt());
        }
    }

    private static void skip(DataInputStream in, int n) throws IOException {
        in.readFully(new byte[n]);
    }
}
