package io.frameweave.buildtools;

import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes the dispatch loop's cases of the opcodes whose row gives a shape, from the row and the opcode's helper,
 * into the loop's class file: the source of the loop holds the hand-written cases only (control flow and the
 * rest), and an opcode of a known shape is one row, one helper and one test line. The cases are what a hand
 * would write: a few loads and stores of the frame's array around one static call, then on to the next
 * instruction, so the JIT sees the same code as before.
 *
 * <p>The loop method must switch on the opcode with a {@code tableswitch} whose cases for those opcodes go to
 * its {@code default} (the table is widened for a shaped opcode above its highest case); it must have locals {@code s}
 * (the frame's array), {@code sp}, {@code arg}, {@code frame}, {@code code} and {@code names}, and its
 * NOP case must be a bare {@code continue}, which is where the generated cases go on. A class whose shaped
 * opcodes all have cases already is left as it is (the step ran before); one where only some do fails the build.
 */
public final class LoopCases {
    private static final String OPCODE = "io.frameweave.interpreter.bytecode.Opcode";
    private static final String HELPER = "io.frameweave.interpreter.vm.Helper";
    private static final String LOOP = "io/frameweave/interpreter/vm/DispatchLoop";
    private static final String METHOD = "dispatch";
    private static final String OBJECT = "io/frameweave/interpreter/runtime/PyObject";

    private static final String FRAME = "io/frameweave/interpreter/vm/PyFrame";
    private static final String CODE = "io/frameweave/interpreter/bytecode/PyCode";
    private static final String ARRAY = "[L" + OBJECT + ";";

    /**
     * One generated case: the opcode, its shape's name, its helper's owner, name and descriptor, whether it has an
     * argument, and whether the argument is a name (an index into {@code names}).
     */
    record Case(int opcode, String shape, String owner, String name, String descriptor, boolean withArg,
                boolean byName) {}

    private LoopCases() {}

    /** {@code LoopCases CLASSES_DIR}: writes the shaped cases into the dispatch loop's class file there. */
    public static void main(String[] args) throws Exception {
        if (args.length != 1) {
            throw new IllegalArgumentException("usage: LoopCases CLASSES_DIR");
        }
        Path file = Path.of(args[0], LOOP + ".class");
        byte[] in = Files.readAllBytes(file);
        List<Case> cases = cases(Thread.currentThread().getContextClassLoader());
        byte[] out = generate(in, cases);
        if (out == null) {
            System.out.println("frameweave build: the dispatch loop has its shaped cases already");
            return;
        }
        Files.write(file, out);
        System.out.println("frameweave build: " + cases.size() + " dispatch loop cases written from the opcode rows");
    }

    /** The shaped opcodes and their helpers, read from the rows ({@code Opcode}) and {@code vm.Helper}. */
    static List<Case> cases(ClassLoader loader) throws ReflectiveOperationException {
        Class<?> opcode = Class.forName(OPCODE, true, loader);
        Class<?> helper = Class.forName(HELPER, true, loader);
        Method isDefined = opcode.getMethod("isDefined", int.class);
        Method shape = opcode.getMethod("shape", int.class);
        Method has = opcode.getMethod("has", int.class, int.class);
        int hasArg = opcode.getField("HAS_ARG").getInt(null);
        int nameArg = opcode.getField("NAME").getInt(null);
        int max = opcode.getField("MAX_BASE_OPCODE").getInt(null);
        Method of = helper.getDeclaredMethod("of", int.class);
        of.setAccessible(true);
        List<Case> cases = new ArrayList<>();
        for (int op = 0; op <= max; op++) {
            if (!(boolean) isDefined.invoke(null, op)) {
                continue;
            }
            String s = ((Enum<?>) shape.invoke(null, op)).name();
            if (s.equals("OWN")) {
                continue;
            }
            Object h = of.invoke(null, op);
            if (h == null) {
                throw new IllegalStateException("opcode " + op + " is shaped " + s + " but has no helper");
            }
            cases.add(new Case(op, s, (String) field(h, "owner"), (String) field(h, "method"),
                    (String) field(h, "descriptor"), (boolean) has.invoke(null, op, hasArg),
                    (boolean) has.invoke(null, op, nameArg)));
        }
        return cases;
    }

    private static Object field(Object o, String name) throws ReflectiveOperationException {
        Field f = o.getClass().getDeclaredField(name);
        f.setAccessible(true);
        return f.get(o);
    }

    /** The loop's class file with {@code cases} written into its switch, or null when they are there already. */
    static byte[] generate(byte[] classFile, List<Case> cases) {
        Map<String, Integer> locals = locals(classFile);
        for (String name : List.of("s", "sp", "arg", "frame", "code", "names")) {
            if (!locals.containsKey(name)) {
                throw new IllegalStateException(LOOP + "." + METHOD + " has no local named " + name);
            }
        }
        ClassReader reader = new ClassReader(classFile);
        ClassWriter writer = new ClassWriter(ClassWriter.COMPUTE_FRAMES) {
            @Override
            protected ClassLoader getClassLoader() {
                return Thread.currentThread().getContextClassLoader();
            }
        };
        Writer w = new Writer(writer, cases, locals);
        reader.accept(w, ClassReader.SKIP_FRAMES);
        if (w.switches != 1) {
            throw new IllegalStateException(LOOP + "." + METHOD + " has " + w.switches + " tableswitches, not one");
        }
        if (w.present == cases.size()) {
            return null;
        }
        if (w.present != 0 || w.continueAt == null) {
            throw new IllegalStateException(LOOP + "." + METHOD + ": " + w.present + " of " + cases.size()
                    + " shaped opcodes have a case already (a hand-written one, to remove: the build writes it; or"
                    + " the class was written from other rows: build it clean), or its NOP case is no bare continue");
        }
        return writer.toByteArray();
    }

    /** The local variable indexes of the loop method, by name (from its LocalVariableTable). */
    private static Map<String, Integer> locals(byte[] classFile) {
        Map<String, Integer> locals = new HashMap<>();
        new ClassReader(classFile).accept(new ClassVisitor(Opcodes.ASM9) {
            @Override
            public MethodVisitor visitMethod(int access, String name, String desc, String sig, String[] ex) {
                if (!name.equals(METHOD)) {
                    return null;
                }
                return new MethodVisitor(Opcodes.ASM9) {
                    @Override
                    public void visitLocalVariable(String n, String d, String s, Label start, Label end, int index) {
                        Integer old = locals.put(n, index);
                        if (old != null && old != index) {
                            locals.put(n, -1);
                        }
                    }
                };
            }
        }, 0);
        locals.values().removeIf(i -> i < 0);
        return locals;
    }

    private static final class Writer extends ClassVisitor {
        final List<Case> cases;
        final Map<String, Integer> locals;
        int switches;
        int present;
        Label continueAt;

        Writer(ClassVisitor next, List<Case> cases, Map<String, Integer> locals) {
            super(Opcodes.ASM9, next);
            this.cases = cases;
            this.locals = locals;
        }

        @Override
        public MethodVisitor visitMethod(int access, String name, String desc, String sig, String[] ex) {
            MethodVisitor mv = super.visitMethod(access, name, desc, sig, ex);
            return name.equals(METHOD) ? new Loop(mv) : mv;
        }

        /** Rewrites the switch and places the generated cases just before its default case's code. */
        private final class Loop extends MethodVisitor {
            final Map<Case, Label> at = new HashMap<>();
            Label dflt;
            Label nop;
            boolean afterNop;

            Loop(MethodVisitor next) {
                super(Opcodes.ASM9, next);
            }

            @Override
            public void visitTableSwitchInsn(int min, int max, Label dflt, Label... labels) {
                switches++;
                this.dflt = dflt;
                this.nop = min == 0 ? labels[0] : null;
                // the table grows to the highest shaped opcode: the loop's source need not name one above its own
                int top = max;
                for (Case c : cases) {
                    top = Math.max(top, c.opcode());
                }
                Label[] out = Arrays.copyOf(labels, top - min + 1);
                Arrays.fill(out, labels.length, out.length, dflt);
                for (Case c : cases) {
                    int i = c.opcode() - min;
                    if (i < 0 || out[i] != dflt) {
                        present++;
                        continue;
                    }
                    Label l = new Label();
                    at.put(c, l);
                    out[i] = l;
                }
                if (present == 0) {
                    super.visitTableSwitchInsn(min, top, dflt, out);
                } else {
                    super.visitTableSwitchInsn(min, max, dflt, labels);
                }
            }

            @Override
            public void visitLabel(Label label) {
                if (label == dflt && present == 0 && continueAt != null) {
                    for (Case c : cases) {
                        write(c);
                    }
                }
                afterNop = label == nop;
                super.visitLabel(label);
            }

            @Override
            public void visitJumpInsn(int opcode, Label label) {
                if (afterNop && opcode == Opcodes.GOTO) {
                    continueAt = label;
                }
                afterNop = false;
                super.visitJumpInsn(opcode, label);
            }

            @Override
            public void visitInsn(int opcode) {
                afterNop = false;
                super.visitInsn(opcode);
            }

            @Override
            public void visitVarInsn(int opcode, int var) {
                afterNop = false;
                super.visitVarInsn(opcode, var);
            }

            private void write(Case c) {
                int s = locals.get("s");
                int sp = locals.get("sp");
                int arg = locals.get("arg");
                super.visitLabel(at.get(c));
                switch (c.shape()) {
                    case "BINARY" -> {
                        // s[sp - 2] = helper(s[sp - 2], s[sp - 1][, arg]); s[--sp] = null
                        slot(s, sp, 2);
                        slot(s, sp, 2);
                        mv.visitInsn(Opcodes.AALOAD);
                        slot(s, sp, 1);
                        mv.visitInsn(Opcodes.AALOAD);
                        if (c.withArg()) {
                            mv.visitVarInsn(Opcodes.ILOAD, arg);
                        }
                        call(c);
                        mv.visitInsn(Opcodes.AASTORE);
                        popAndClear(s, sp);
                    }
                    case "UNARY" -> {
                        // s[sp - 1] = helper(s[sp - 1])
                        slot(s, sp, 1);
                        mv.visitInsn(Opcodes.DUP2);
                        mv.visitInsn(Opcodes.AALOAD);
                        call(c);
                        mv.visitInsn(Opcodes.AASTORE);
                    }
                    case "STACK" -> {
                        // sp = helper(s, sp, arg)
                        mv.visitVarInsn(Opcodes.ALOAD, s);
                        mv.visitVarInsn(Opcodes.ILOAD, sp);
                        mv.visitVarInsn(Opcodes.ILOAD, arg);
                        call(c);
                        mv.visitVarInsn(Opcodes.ISTORE, sp);
                    }
                    case "INTO_COLLECTION" -> {
                        // helper(s[sp - 1 - arg], s[--sp]); s[sp] = null
                        slot(s, sp, 1);
                        mv.visitVarInsn(Opcodes.ILOAD, arg);
                        mv.visitInsn(Opcodes.ISUB);
                        mv.visitInsn(Opcodes.AALOAD);
                        mv.visitVarInsn(Opcodes.ALOAD, s);
                        mv.visitIincInsn(sp, -1);
                        mv.visitVarInsn(Opcodes.ILOAD, sp);
                        mv.visitInsn(Opcodes.AALOAD);
                        call(c);
                        mv.visitVarInsn(Opcodes.ALOAD, s);
                        mv.visitVarInsn(Opcodes.ILOAD, sp);
                        mv.visitInsn(Opcodes.ACONST_NULL);
                        mv.visitInsn(Opcodes.AASTORE);
                    }
                    case "LOAD" -> {
                        // s[sp++] = helper(frame parts.., variable)
                        mv.visitVarInsn(Opcodes.ALOAD, s);
                        mv.visitVarInsn(Opcodes.ILOAD, sp);
                        mv.visitIincInsn(sp, 1);
                        variable(c, false);
                        call(c);
                        mv.visitInsn(Opcodes.AASTORE);
                    }
                    case "STORE" -> {
                        // helper(frame parts.., variable, s[--sp]); s[sp] = null
                        variable(c, true);
                        mv.visitVarInsn(Opcodes.ALOAD, s);
                        mv.visitIincInsn(sp, -1);
                        mv.visitVarInsn(Opcodes.ILOAD, sp);
                        mv.visitInsn(Opcodes.AALOAD);
                        call(c);
                        mv.visitVarInsn(Opcodes.ALOAD, s);
                        mv.visitVarInsn(Opcodes.ILOAD, sp);
                        mv.visitInsn(Opcodes.ACONST_NULL);
                        mv.visitInsn(Opcodes.AASTORE);
                    }
                    case "DELETE" -> {
                        // helper(frame parts.., variable)
                        variable(c, false);
                        call(c);
                    }
                    default -> throw new IllegalStateException("no loop case for shape " + c.shape());
                }
                mv.visitJumpInsn(Opcodes.GOTO, continueAt);
            }

            /**
             * Pushes the parts of the frame a load, store or delete helper takes, by their types, then the variable:
             * {@code names[arg]} or {@code arg}; {@code stores}: the helper's last parameter is the value stored.
             */
            private void variable(Case c, boolean stores) {
                Type[] params = Type.getArgumentTypes(c.descriptor());
                int parts = params.length - 1 - (stores ? 1 : 0);
                for (int i = 0; i < parts; i++) {
                    String part = params[i].getDescriptor();
                    String local = part.equals("L" + FRAME + ";") ? "frame" : part.equals("L" + CODE + ";") ? "code"
                            : part.equals(ARRAY) ? "s" : null;
                    if (local == null) {
                        throw new IllegalStateException(c.name() + " takes " + part + ", no part of a frame");
                    }
                    mv.visitVarInsn(Opcodes.ALOAD, locals.get(local));
                }
                if (c.byName()) {
                    mv.visitVarInsn(Opcodes.ALOAD, locals.get("names"));
                    mv.visitVarInsn(Opcodes.ILOAD, locals.get("arg"));
                    mv.visitInsn(Opcodes.AALOAD);
                } else {
                    mv.visitVarInsn(Opcodes.ILOAD, locals.get("arg"));
                }
            }

            /** Pushes the array and {@code sp - down}. */
            private void slot(int s, int sp, int down) {
                mv.visitVarInsn(Opcodes.ALOAD, s);
                mv.visitVarInsn(Opcodes.ILOAD, sp);
                mv.visitInsn(down == 1 ? Opcodes.ICONST_1 : Opcodes.ICONST_2);
                mv.visitInsn(Opcodes.ISUB);
            }

            /** {@code s[--sp] = null}. */
            private void popAndClear(int s, int sp) {
                mv.visitVarInsn(Opcodes.ALOAD, s);
                mv.visitIincInsn(sp, -1);
                mv.visitVarInsn(Opcodes.ILOAD, sp);
                mv.visitInsn(Opcodes.ACONST_NULL);
                mv.visitInsn(Opcodes.AASTORE);
            }

            private void call(Case c) {
                boolean returnsObject = c.descriptor().endsWith(")L" + OBJECT + ";");
                boolean needsObject = switch (c.shape()) {
                    case "BINARY", "UNARY", "LOAD" -> true;
                    default -> false;
                };
                if (needsObject && !returnsObject) {
                    throw new IllegalStateException(c.name() + " returns no object: " + c.descriptor());
                }
                if ((c.shape().equals("STORE") || c.shape().equals("DELETE")) && !c.descriptor().endsWith(")V")) {
                    throw new IllegalStateException(c.name() + " returns a value nobody takes: " + c.descriptor());
                }
                mv.visitMethodInsn(Opcodes.INVOKESTATIC, c.owner(), c.name(), c.descriptor(), false);
            }
        }
    }
}
