package io.frameweave.instrumentation.weave;

import io.frameweave.interpreter.WeavePoint;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

import java.lang.instrument.ClassFileTransformer;
import java.lang.instrument.Instrumentation;
import java.lang.instrument.UnmodifiableClassException;
import java.security.ProtectionDomain;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Weaves a list of {@link AdviceBinding}s with plain ASM: a class file transformer that can be added (classes
 * already loaded are retransformed) and removed again (they get their original bytecode back). Plain ASM keeps
 * both premain and the first switch-on of monitoring light: it loads a few dozen classes where a general
 * weaving library loads a thousand.
 *
 * <p>An advice class declares static methods by convention; each is optional. {@code [T self,]} stands for the
 * receiver of an instance weave point and {@code P...} for the weave point's parameters; R is its return type.
 * <ul>
 * <li>{@code void atEntry([T self,] P...)}: called first.</li>
 * <li>{@code R onEnter([T self,] P...)} (R a reference): called first; a non-null result is returned at once
 *     and the weave point's own body does not run. For a void weave point, {@code boolean onEnter([T self,] P...)}:
 *     true returns at once.</li>
 * <li>{@code R instead([T self,] P...)}: the weave point's body is not run at all; this is returned.</li>
 * <li>{@code R onExit(R returned, [T self,] P...)}, or {@code void onExit([T self,] P...)} for a void weave
 *     point: called before each normal return; its result is returned.</li>
 * <li>{@code void onThrow(Throwable thrown, [T self,] P...)}: called when the weave point exits by a throwable,
 *     which is then rethrown.</li>
 * </ul>
 * Calls are added, never members, so every binding is valid for retransformation, at launch and after a dynamic
 * attach. Parameters must not be reassigned by the weave point's body when onExit/onThrow read them (the weave
 * points are written that way).
 */
final class AsmWeaver implements ClassFileTransformer {
    private final List<AdviceBinding> bindings;
    /**
     * For a weaver added at load time only ({@link #installForLoading}): the instrumentation to remove it from and
     * the classes it has still to weave; null for a retransforming weaver.
     */
    private final Instrumentation loadingOnly;
    private final Set<String> toWeave;
    /** What must pass before this weaver weaves anything (null: nothing). */
    private final WeavePointCheck check;

    private AsmWeaver(List<AdviceBinding> bindings, Instrumentation loadingOnly, WeavePointCheck check) {
        this.bindings = bindings;
        this.loadingOnly = loadingOnly;
        this.check = check;
        this.toWeave = ConcurrentHashMap.newKeySet();
        if (loadingOnly != null) {
            for (AdviceBinding b : bindings) {
                toWeave.add(b.point().className.replace('.', '/'));
            }
        }
    }

    /** The static methods an advice class declares, by name. */
    private static final Map<Class<?>, Set<String>> ADVICE_METHODS = new ConcurrentHashMap<>();

    /**
     * The names of the static methods of {@code advice}, read from its class file: reflection would load the
     * interpreter classes in their signatures, which may be the very class being woven (a recursive definition).
     */
    static Set<String> staticMethodNames(Class<?> advice) {
        Set<String> names = ADVICE_METHODS.get(advice);
        if (names == null) {
            ClassLoader loader = advice.getClassLoader() != null ? advice.getClassLoader()
                    : ClassLoader.getSystemClassLoader();
            try {
                byte[] bytes = ClassFiles.read(advice.getName(), advice, loader);
                if (bytes == null) {
                    throw new IllegalStateException("no class file for " + advice.getName());
                }
                names = DeclaredMethods.of(bytes).staticMethodNames();
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
            ADVICE_METHODS.put(advice, names);
        }
        return names;
    }

    /** Adds a weaver for {@code bindings} and retransforms the classes of theirs that are already loaded. */
    static AsmWeaver install(Instrumentation inst, List<AdviceBinding> bindings) {
        AsmWeaver w = new AsmWeaver(bindings, null, null);
        readAdvice(bindings);
        if (!bindings.isEmpty()) {
            inst.addTransformer(w, true);
            w.retransformLoaded(inst);
        }
        return w;
    }

    /** {@code classfile} of class {@code className} (internal name) with those of {@code bindings} that are its. */
    static byte[] weave(List<AdviceBinding> bindings, String className, byte[] classfile) {
        List<AdviceBinding> mine = bindingsOf(bindings, className);
        readAdvice(mine);
        return weaveWith(mine, classfile);
    }

    /** Those of {@code bindings} whose weave point is in class {@code className} (internal name). */
    static List<AdviceBinding> bindingsOf(List<AdviceBinding> bindings, String className) {
        List<AdviceBinding> mine = new ArrayList<>();
        for (AdviceBinding b : bindings) {
            if (b.point().className.replace('.', '/').equals(className)) {
                mine.add(b);
            }
        }
        return mine;
    }

    private static byte[] weaveWith(List<AdviceBinding> mine, byte[] classfile) {
        ClassReader reader = new ClassReader(classfile);
        ClassWriter writer = new ClassWriter(reader, ClassWriter.COMPUTE_MAXS);
        reader.accept(new ClassWeaver(writer, mine), 0);
        return writer.toByteArray();
    }

    /**
     * Weaves {@code bindings}, whose classes are not loaded yet, for good, the way that costs the JVM least: by a
     * transformer that sees class loading only, while a background thread runs {@code check} and then loads the
     * classes (not initialising them), so that both overlap the program's own start. The transformer weaves
     * nothing before {@code check} has passed (a thread loading one of the classes waits for it) and removes
     * itself once it has woven them all, or when the check failed (whose line it writes to stderr): while any
     * transformer is added, every class the JVM takes from its start-up archive is read again from its jar and
     * handed to it. A later retransformation starts from the woven bytes, so the advice stays. Only the first
     * loading of each class is woven: an interpreter loaded a second time, by another class loader, is not.
     */
    static void installForLoading(Instrumentation inst, List<AdviceBinding> bindings, ClassLoader loader,
                                  WeavePointCheck check) {
        if (bindings.isEmpty()) {
            return;
        }
        readAdvice(bindings);
        inst.addTransformer(new AsmWeaver(bindings, inst, check), false);
        Thread preload = new Thread(new Preload(bindings, loader, check), "frameweave-weave");
        preload.setDaemon(true);
        preload.start();
    }

    /**
     * Runs the weave-point check, then loads the classes of some bindings without initialising them (a class,
     * not a lambda: no bootstrap).
     */
    private static final class Preload implements Runnable {
        private final List<AdviceBinding> bindings;
        private final ClassLoader loader;
        private final WeavePointCheck check;

        Preload(List<AdviceBinding> bindings, ClassLoader loader, WeavePointCheck check) {
            this.bindings = bindings;
            this.loader = loader;
            this.check = check;
        }

        @Override
        public void run() {
            check.run();
            if (!check.passed()) {
                return;
            }
            for (AdviceBinding b : bindings) {
                try {
                    Class.forName(b.point().className, false, loader);
                } catch (ClassNotFoundException | LinkageError e) {
                    // the program's own first use reports it (the weave points were checked before)
                }
            }
        }
    }

    /** Reads the advice classes' methods now, never from inside a transformation. */
    private static void readAdvice(List<AdviceBinding> bindings) {
        for (AdviceBinding b : bindings) {
            staticMethodNames(b.advice());
        }
    }

    /** Removes the weaver: its classes get their original bytecode back (or that of the weavers still added). */
    void remove(Instrumentation inst) {
        if (inst.removeTransformer(this)) {
            retransformLoaded(inst);
        }
    }

    private void retransformLoaded(Instrumentation inst) {
        List<Class<?>> loaded = new ArrayList<>();
        for (Class<?> c : inst.getAllLoadedClasses()) {
            for (AdviceBinding b : bindings) {
                if (c.getName().equals(b.point().className) && !loaded.contains(c)) {
                    loaded.add(c);
                }
            }
        }
        if (loaded.isEmpty()) {
            return;
        }
        try {
            inst.retransformClasses(loaded.toArray(new Class<?>[0]));
        } catch (UnmodifiableClassException | RuntimeException | LinkageError e) {
            System.err.println("frameweave agent: could not weave " + loaded + ": " + e);
        }
    }

    @Override
    public byte[] transform(Module module, ClassLoader loader, String className, Class<?> redefined,
                            ProtectionDomain domain, byte[] classfile) {
        if (className == null) {
            return null;
        }
        List<AdviceBinding> mine = bindingsOf(bindings, className);
        if (mine.isEmpty()) {
            return null;
        }
        if (check != null && !check.passed()) {
            loadingOnly.removeTransformer(this);
            return null;
        }
        try {
            byte[] woven = redefined == null ? PrewovenClasses.wovenAtLoad(mine, className, classfile) : null;
            if (woven == null) {
                woven = weaveWith(mine, classfile);
            }
            if (loadingOnly != null && toWeave.remove(className) && toWeave.isEmpty()) {
                loadingOnly.removeTransformer(this);
            }
            return woven;
        } catch (RuntimeException | LinkageError e) {
            System.err.println("frameweave agent: could not weave " + className.replace('/', '.') + ": " + e);
            return null;
        }
    }

    /** Finds the weave points' methods in one class. */
    private static final class ClassWeaver extends ClassVisitor {
        private final List<AdviceBinding> bindings;
        private String owner;

        ClassWeaver(ClassVisitor next, List<AdviceBinding> bindings) {
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
                    MethodWeaver w = new MethodWeaver(mv, access, owner, desc, b.advice());
                    if (w.replacesBody()) {
                        w.writeReplacement();
                        return null; // the original body is not read
                    }
                    mv = w;
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

    /** Adds one advice class's calls to one method. */
    private static final class MethodWeaver extends MethodVisitor {
        private final boolean isStatic;
        private final String owner;
        private final Type[] args;
        private final Type returns;
        private final String advice;
        private final boolean atEntry;
        private final boolean onEnter;
        private final boolean instead;
        private final boolean onExit;
        private final boolean onThrow;
        private final Label bodyStart = new Label();
        private final Label bodyEnd = new Label();
        private final Label handler = new Label();

        MethodWeaver(MethodVisitor next, int access, String owner, String desc, Class<?> adviceClass) {
            super(Opcodes.ASM9, next);
            this.isStatic = (access & Opcodes.ACC_STATIC) != 0;
            this.owner = owner;
            this.args = Type.getArgumentTypes(desc);
            this.returns = Type.getReturnType(desc);
            this.advice = Type.getInternalName(adviceClass);
            this.atEntry = declares(adviceClass, "atEntry");
            this.onEnter = declares(adviceClass, "onEnter");
            this.instead = declares(adviceClass, "instead");
            this.onExit = declares(adviceClass, "onExit");
            this.onThrow = declares(adviceClass, "onThrow");
            if (onEnter && returns.getSort() != Type.OBJECT && returns.getSort() != Type.ARRAY
                    && returns.getSort() != Type.VOID) {
                throw new IllegalArgumentException("onEnter needs a weave point returning a reference or void: "
                        + desc);
            }
        }

        boolean replacesBody() {
            return instead;
        }

        /** Writes the whole method as a call of {@code instead} (and atEntry), in place of the original body. */
        void writeReplacement() {
            super.visitCode();
            if (atEntry) {
                call("atEntry", Type.VOID_TYPE, null);
            }
            call("instead", returns, null);
            super.visitInsn(returns.getOpcode(Opcodes.IRETURN));
            super.visitMaxs(0, 0);
            super.visitEnd();
        }

        @Override
        public void visitCode() {
            super.visitCode();
            if (atEntry) {
                call("atEntry", Type.VOID_TYPE, null);
            }
            if (onEnter && returns.getSort() == Type.VOID) {
                call("onEnter", Type.BOOLEAN_TYPE, null);
                Label original = new Label();
                super.visitJumpInsn(Opcodes.IFEQ, original);
                super.visitInsn(Opcodes.RETURN);
                super.visitLabel(original);
                super.visitFrame(Opcodes.F_SAME, 0, null, 0, null);
            } else if (onEnter) {
                call("onEnter", returns, null);
                super.visitInsn(Opcodes.DUP);
                Label original = new Label();
                super.visitJumpInsn(Opcodes.IFNULL, original);
                super.visitInsn(Opcodes.ARETURN);
                super.visitLabel(original);
                super.visitFrame(Opcodes.F_SAME1, 0, null, 1, new Object[] {returns.getInternalName()});
                super.visitInsn(Opcodes.POP);
            }
            if (onThrow) {
                super.visitLabel(bodyStart);
            }
        }

        @Override
        public void visitInsn(int opcode) {
            if (onExit && opcode >= Opcodes.IRETURN && opcode <= Opcodes.RETURN) {
                // a value about to be returned is on the stack: it is onExit's first argument
                call("onExit", returns, opcode == Opcodes.RETURN ? null : returns);
            }
            super.visitInsn(opcode);
        }

        @Override
        public void visitMaxs(int maxStack, int maxLocals) {
            if (onThrow) {
                // Registered last, so the method's own handlers are searched first: this one only sees what
                // leaves the method.
                super.visitLabel(bodyEnd);
                super.visitTryCatchBlock(bodyStart, bodyEnd, handler, "java/lang/Throwable");
                super.visitLabel(handler);
                super.visitFrame(Opcodes.F_FULL, initialLocals().length, initialLocals(), 1,
                        new Object[] {"java/lang/Throwable"});
                super.visitInsn(Opcodes.DUP);
                call("onThrow", Type.VOID_TYPE, Type.getType(Throwable.class));
                super.visitInsn(Opcodes.ATHROW);
            }
            super.visitMaxs(maxStack, maxLocals);
        }

        /** The verifier types of the locals at entry: the receiver and the parameters. */
        private Object[] initialLocals() {
            List<Object> out = new ArrayList<>();
            if (!isStatic) {
                out.add(owner);
            }
            for (Type t : args) {
                switch (t.getSort()) {
                    case Type.BOOLEAN, Type.BYTE, Type.CHAR, Type.SHORT, Type.INT -> out.add(Opcodes.INTEGER);
                    case Type.LONG -> out.add(Opcodes.LONG);
                    case Type.FLOAT -> out.add(Opcodes.FLOAT);
                    case Type.DOUBLE -> out.add(Opcodes.DOUBLE);
                    default -> out.add(t.getSort() == Type.ARRAY ? t.getDescriptor() : t.getInternalName());
                }
            }
            return out.toArray();
        }

        /**
         * Calls {@code method} of the advice with ({@code leading} already on the stack, when not null) the
         * receiver and the parameters; it returns {@code result}.
         */
        private void call(String method, Type result, Type leading) {
            List<Type> params = new ArrayList<>();
            if (leading != null) {
                params.add(leading);
            }
            int slot = 0;
            if (!isStatic) {
                super.visitVarInsn(Opcodes.ALOAD, 0);
                params.add(Type.getObjectType(owner));
                slot = 1;
            }
            for (Type t : args) {
                super.visitVarInsn(t.getOpcode(Opcodes.ILOAD), slot);
                params.add(t);
                slot += t.getSize();
            }
            String desc = Type.getMethodDescriptor(result, params.toArray(new Type[0]));
            super.visitMethodInsn(Opcodes.INVOKESTATIC, advice, method, desc, false);
        }

        private static boolean declares(Class<?> advice, String name) {
            return staticMethodNames(advice).contains(name);
        }
    }
}
