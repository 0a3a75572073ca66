package io.frameweave.interpreter.classfile;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * The code of one method under construction: JVM instructions appended in order, branches to {@link Label}s
 * resolved when the body is finished. Offsets are 16-bit, so a body must stay under 32 KB.
 */
public final class MethodBody {
    public static final int ACONST_NULL = 0x01;
    public static final int ALOAD = 0x19;
    public static final int ILOAD = 0x15;
    public static final int ASTORE = 0x3A;
    public static final int ISTORE = 0x36;
    public static final int AALOAD = 0x32;
    public static final int IALOAD = 0x2E;
    public static final int IAND = 0x7E;
    public static final int AASTORE = 0x53;
    public static final int POP = 0x57;
    public static final int DUP = 0x59;
    public static final int DUP2_X1 = 0x5D;
    public static final int POP2 = 0x58;
    public static final int IFEQ = 0x99;
    public static final int IFNE = 0x9A;
    public static final int IF_ICMPNE = 0xA0;
    public static final int IF_ACMPEQ = 0xA5;
    public static final int IF_ACMPNE = 0xA6;
    public static final int GOTO = 0xA7;
    public static final int IFNULL = 0xC6;
    public static final int IFNONNULL = 0xC7;
    public static final int ARETURN = 0xB0;
    public static final int RETURN = 0xB1;
    public static final int ATHROW = 0xBF;
    /** The prefix that gives the next local access a two-byte slot. */
    private static final int WIDE = 0xC4;
    public static final int GETSTATIC = 0xB2;
    public static final int PUTSTATIC = 0xB3;
    public static final int GETFIELD = 0xB4;
    public static final int PUTFIELD = 0xB5;
    public static final int INVOKEVIRTUAL = 0xB6;
    public static final int INVOKESPECIAL = 0xB7;
    public static final int INVOKESTATIC = 0xB8;
    public static final int CHECKCAST = 0xC0;
    public static final int ANEWARRAY = 0xBD;
    private static final int BIPUSH = 0x10;
    private static final int SIPUSH = 0x11;
    private static final int LDC_W = 0x13;
    private static final int ICONST_0 = 0x03;
    private static final int LOOKUPSWITCH = 0xAB;

    private final ConstantPool pool;
    private final ByteArrayOutputStream code = new ByteArrayOutputStream();
    private final List<int[]> fixups = new ArrayList<>(); // {instruction offset, operand offset, width}
    private final List<Label> fixupLabels = new ArrayList<>();
    /** Exception table entries, in order: start, end (exclusive) and handler of each. */
    private final List<Label[]> handlers = new ArrayList<>();

    MethodBody(ConstantPool pool) {
        this.pool = pool;
    }

    /** The number of bytes emitted so far. */
    public int size() {
        return code.size();
    }

    /** An instruction without operands. */
    public MethodBody op(int opcode) {
        code.write(opcode);
        return this;
    }

    /** A local variable access (ALOAD, ASTORE, ILOAD, ISTORE) of slot {@code slot} (below 65536). */
    public MethodBody local(int opcode, int slot) {
        if (slot < 4) {
            int shortForm = switch (opcode) {
                case ILOAD -> 0x1A;
                case ALOAD -> 0x2A;
                case ISTORE -> 0x3B;
                case ASTORE -> 0x4B;
                default -> throw new IllegalArgumentException("not a local access: " + opcode);
            };
            code.write(shortForm + slot);
        } else if (slot > 255) {
            code.write(WIDE);
            code.write(opcode);
            u2(slot);
        } else {
            code.write(opcode);
            code.write(slot);
        }
        return this;
    }

    /** Pushes the int {@code v} in the shortest form. */
    public MethodBody pushInt(int v) {
        if (v >= -1 && v <= 5) {
            code.write(ICONST_0 + v);
        } else if (v >= Byte.MIN_VALUE && v <= Byte.MAX_VALUE) {
            code.write(BIPUSH);
            code.write(v);
        } else if (v >= Short.MIN_VALUE && v <= Short.MAX_VALUE) {
            code.write(SIPUSH);
            u2(v);
        } else {
            code.write(LDC_W);
            u2(pool.integer(v));
        }
        return this;
    }

    public MethodBody field(int opcode, String owner, String name, String descriptor) {
        code.write(opcode);
        u2(pool.field(owner, name, descriptor));
        return this;
    }

    public MethodBody invoke(int opcode, String owner, String name, String descriptor) {
        code.write(opcode);
        u2(pool.method(owner, name, descriptor));
        return this;
    }

    /** CHECKCAST and other instructions whose operand is a class. */
    public MethodBody type(int opcode, String internalName) {
        code.write(opcode);
        u2(pool.classRef(internalName));
        return this;
    }

    /** A conditional or unconditional branch to {@code target}. */
    public MethodBody jump(int opcode, Label target) {
        int at = code.size();
        code.write(opcode);
        fixup(at, target, 2);
        u2(0);
        return this;
    }

    /**
     * An exception handler: any throwable raised by the instructions from {@code start} up to {@code end} goes to
     * {@code handler}, with only the throwable on the operand stack. Entries added first take precedence.
     */
    public MethodBody handler(Label start, Label end, Label handler) {
        handlers.add(new Label[] {start, end, handler});
        return this;
    }

    /** Places {@code label} here. */
    public MethodBody place(Label label) {
        if (label.placed()) {
            throw new IllegalStateException("label placed twice");
        }
        label.offset = code.size();
        return this;
    }

    /** A LOOKUPSWITCH on the int on the stack: {@code keys} (ascending) go to {@code targets}, others to {@code otherwise}. */
    public MethodBody lookupSwitch(int[] keys, Label[] targets, Label otherwise) {
        int at = code.size();
        code.write(LOOKUPSWITCH);
        while (code.size() % 4 != 0) {
            code.write(0);
        }
        fixup(at, otherwise, 4);
        u4(0);
        u4(keys.length);
        for (int i = 0; i < keys.length; i++) {
            if (i > 0 && keys[i] <= keys[i - 1]) {
                throw new IllegalArgumentException("switch keys must ascend");
            }
            u4(keys[i]);
            fixup(at, targets[i], 4);
            u4(0);
        }
        return this;
    }

    /** The finished code with every branch resolved. */
    byte[] finish() {
        byte[] b = code.toByteArray();
        if (b.length > Short.MAX_VALUE) {
            throw new IllegalStateException("method body too large: " + b.length + " bytes");
        }
        for (int i = 0; i < fixups.size(); i++) {
            int[] f = fixups.get(i);
            Label l = fixupLabels.get(i);
            if (!l.placed()) {
                throw new IllegalStateException("branch to a label never placed");
            }
            int delta = l.offset - f[0];
            if (f[2] == 2) {
                b[f[1]] = (byte) (delta >> 8);
                b[f[1] + 1] = (byte) delta;
            } else {
                for (int k = 0; k < 4; k++) {
                    b[f[1] + k] = (byte) (delta >> (24 - 8 * k));
                }
            }
        }
        return b;
    }

    /** Writes a Code attribute holding this body. */
    void writeCodeAttribute(DataOutputStream out, int maxStack, int maxLocals) throws IOException {
        byte[] b = finish();
        out.writeShort(pool.utf8("Code"));
        out.writeInt(2 + 2 + 4 + b.length + 2 + 8 * handlers.size() + 2);
        out.writeShort(maxStack);
        out.writeShort(maxLocals);
        out.writeInt(b.length);
        out.write(b);
        out.writeShort(handlers.size()); // exceptions nothing here handles leave the method
        for (Label[] h : handlers) {
            for (Label l : h) {
                if (!l.placed()) {
                    throw new IllegalStateException("exception handler with a label never placed");
                }
                out.writeShort(l.offset);
            }
            out.writeShort(0); // any throwable
        }
        out.writeShort(0); // no attributes
    }

    private void fixup(int instruction, Label target, int width) {
        fixups.add(new int[] {instruction, code.size(), width});
        fixupLabels.add(target);
    }

    private void u2(int v) {
        code.write(v >> 8);
        code.write(v);
    }

    private void u4(int v) {
        u2(v >>> 16);
        u2(v & 0xFFFF);
    }
}
