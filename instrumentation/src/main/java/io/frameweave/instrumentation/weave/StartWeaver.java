package io.frameweave.instrumentation.weave;

import io.frameweave.interpreter.WeavePoint;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

import java.lang.instrument.ClassFileTransformer;
import java.lang.instrument.Instrumentation;
import java.lang.instrument.UnmodifiableClassException;
import java.security.ProtectionDomain;
import java.util.ArrayList;
import java.util.List;

/**
 * Weaves the {@link AdviceBinding.Phase#START} bindings with plain ASM, not Byte Buddy: premain must stay light
 * (loading Byte Buddy's agent builder alone costs more than the 2% budget of an agent that monitors nothing).
 * Each start binding's class declares one of:
 * <ul>
 * <li>{@code public static R onExit(R returned, [T self,] P1 p1, ...)}: R the weave point's return type,
 *     {@code self} for an instance method, then its parameters; the weaver calls it before every return of the
 *     weave point and returns what it returns;</li>
 * <li>{@code public static R onEnter([T self,] P1 p1, ...)} (R a reference type): called first; when it returns
 *     non-null the weave point returns that at once and its own body does not run (a replacement that need not
 *     pay for the original's work).</li>
 * </ul>
 * Only instructions are added (and, for onEnter, one stack map frame at the start), so the result is valid for
 * retransformation: no new members.
 */
final class StartWeaver implements ClassFileTransformer {
    private final List<AdviceBinding> bindings;

    private StartWeaver(List<AdviceBinding> bindings) {
        this.bindings = bindings;
    }

    /** Whether {@code b}'s class has the {@code onExit} method this weaver calls (else it is Byte Buddy advice). */
    static boolean handles(AdviceBinding b) {
        for (java.lang.reflect.Method m : b.advice().getDeclaredMethods()) {
            if ((m.getName().equals("onExit") || m.getName().equals("onEnter"))
                    && java.lang.reflect.Modifier.isStatic(m.getModifiers())) {
                return true;
            }
        }
        return false;
    }

    /** Registers the weaver and retransforms the classes of {@code bindings} that are already loaded. */
    static void install(Instrumentation inst, List<AdviceBinding> bindings) {
        if (bindings.isEmpty()) {
            return;
        }
        StartWeaver w = new StartWeaver(bindings);
        inst.addTransformer(w, true);
        List<Class<?>> loaded = new ArrayList<>();
        for (Class<?> c : inst.getAllLoadedClasses()) {
            for (AdviceBinding b : bindings) {
                if (c.getName().equals(b.point().className) && !loaded.contains(c)) {
                    loaded.add(c);
                }
            }
        }
        if (!loaded.isEmpty()) {
            try {
                inst.retransformClasses(loaded.toArray(new Class<?>[0]));
            } catch (UnmodifiableClassException | RuntimeException e) {
                System.err.println("frameweave agent: could not weave " + loaded + ": " + e);
            }
        }
    }

    @Override
    public byte[] transform(Module module, ClassLoader loader, String className, Class<?> redefined,
                            ProtectionDomain domain, byte[] classfile) {
        if (className == null) {
            return null;
        }
        List<AdviceBinding> mine = new ArrayList<>();
        for (AdviceBinding b : bindings) {
            if (b.point().className.replace('.', '/').equals(className)) {
                mine.add(b);
            }
        }
        if (mine.isEmpty()) {
            return null;
        }
        try {
            ClassReader reader = new ClassReader(classfile);
            ClassWriter writer = new ClassWriter(reader, ClassWriter.COMPUTE_MAXS);
            reader.accept(new Weaver(writer, mine), 0);
            return writer.toByteArray();
        } catch (RuntimeException e) {
            System.err.println("frameweave agent: could not weave " + className.replace('/', '.') + ": " + e);
            return null;
        }
    }

    /** Finds the weave points' methods in one class. */
    private static final class Weaver extends ClassVisitor {
        private final List<AdviceBinding> bindings;
        private String owner;

        Weaver(ClassVisitor next, List<AdviceBinding> bindings) {
            super(Opcodes.ASM9, next);
            this.bindings = bindings;
        }

        @Override
        public void visit(int version, int access, String name, String signature, String superName,
                          String[] interfaces) {
            owner = name;
            super.visit(version, access, name, signature, superName, interfaces);
        }

        @Override
        public MethodVisitor visitMethod(int access, String name, String desc, String signature, String[] exceptions) {
            MethodVisitor mv = super.visitMethod(access, name, desc, signature, exceptions);
            for (AdviceBinding b : bindings) {
                if (name.equals(b.point().methodName) && parametersMatch(b.point(), desc)) {
                    mv = declares(b.advice(), "onEnter") ? new ReplaceOnEnter(mv, access, owner, desc, b.advice())
                            : new BeforeReturn(mv, access, owner, desc, b.advice());
                }
            }
            return mv;
        }

        private static boolean parametersMatch(WeavePoint p, String desc) {
            Type[] args = Type.getArgumentTypes(desc);
            List<String> names = p.parameterTypes();
            if (args.length != names.size()) {
                return false;
            }
            for (int i = 0; i < args.length; i++) {
                if (!binaryName(args[i]).equals(names.get(i))) {
                    return false;
                }
            }
            return true;
        }

        private static String binaryName(Type t) {
            return t.getSort() == Type.ARRAY ? t.getDescriptor().replace('/', '.') : t.getClassName();
        }
    }

    private static boolean declares(Class<?> advice, String method) {
        for (java.lang.reflect.Method m : advice.getDeclaredMethods()) {
            if (m.getName().equals(method)) {
                return true;
            }
        }
        return false;
    }

    /** Loads {@code this} (for an instance method) and the parameters; returns the advice's parameter types. */
    private static List<Type> loadReceiverAndArguments(MethodVisitor mv, boolean isStatic, String owner, Type[] args) {
        List<Type> params = new ArrayList<>();
        int slot = 0;
        if (!isStatic) {
            mv.visitVarInsn(Opcodes.ALOAD, 0);
            params.add(Type.getObjectType(owner));
            slot = 1;
        }
        for (Type t : args) {
            mv.visitVarInsn(t.getOpcode(Opcodes.ILOAD), slot);
            params.add(t);
            slot += t.getSize();
        }
        return params;
    }

    /** Calls the binding's {@code onEnter} first and returns its result when that is not null. */
    private static final class ReplaceOnEnter extends MethodVisitor {
        private final boolean isStatic;
        private final String owner;
        private final Type[] args;
        private final Type returns;
        private final String adviceOwner;

        ReplaceOnEnter(MethodVisitor next, int access, String owner, String desc, Class<?> advice) {
            super(Opcodes.ASM9, next);
            this.isStatic = (access & Opcodes.ACC_STATIC) != 0;
            this.owner = owner;
            this.args = Type.getArgumentTypes(desc);
            this.returns = Type.getReturnType(desc);
            this.adviceOwner = Type.getInternalName(advice);
            if (returns.getSort() != Type.OBJECT && returns.getSort() != Type.ARRAY) {
                throw new IllegalArgumentException("onEnter replaces only methods returning a reference: " + desc);
            }
        }

        @Override
        public void visitCode() {
            super.visitCode();
            List<Type> params = loadReceiverAndArguments(mv, isStatic, owner, args);
            String adviceDesc = Type.getMethodDescriptor(returns, params.toArray(new Type[0]));
            super.visitMethodInsn(Opcodes.INVOKESTATIC, adviceOwner, "onEnter", adviceDesc, false);
            super.visitInsn(Opcodes.DUP);
            org.objectweb.asm.Label original = new org.objectweb.asm.Label();
            super.visitJumpInsn(Opcodes.IFNULL, original);
            super.visitInsn(Opcodes.ARETURN);
            super.visitLabel(original);
            super.visitFrame(Opcodes.F_SAME1, 0, null, 1, new Object[] {returns.getInternalName()});
            super.visitInsn(Opcodes.POP);
        }
    }

    /** Calls the binding's {@code onExit} before each return of one method. */
    private static final class BeforeReturn extends MethodVisitor {
        private final boolean isStatic;
        private final String owner;
        private final Type[] args;
        private final Type returns;
        private final String adviceOwner;

        BeforeReturn(MethodVisitor next, int access, String owner, String desc, Class<?> advice) {
            super(Opcodes.ASM9, next);
            this.isStatic = (access & Opcodes.ACC_STATIC) != 0;
            this.owner = owner;
            this.args = Type.getArgumentTypes(desc);
            this.returns = Type.getReturnType(desc);
            this.adviceOwner = Type.getInternalName(advice);
        }

        @Override
        public void visitInsn(int opcode) {
            if (opcode >= Opcodes.IRETURN && opcode < Opcodes.RETURN) {
                // the value about to be returned is on the stack: it is onExit's first argument
                List<Type> params = loadReceiverAndArguments(mv, isStatic, owner, args);
                params.add(0, returns);
                String adviceDesc = Type.getMethodDescriptor(returns, params.toArray(new Type[0]));
                super.visitMethodInsn(Opcodes.INVOKESTATIC, adviceOwner, "onExit", adviceDesc, false);
            }
            super.visitInsn(opcode);
        }
    }
}
