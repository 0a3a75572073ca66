package io.frameweave.buildtools;

import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * Writes the plain class that stands for one {@link LambdaSite}: what {@code LambdaMetafactory} would spin at
 * run time, written once at build time. It implements the functional interface; a field per captured value;
 * a static {@code create} method with the call site's descriptor (one shared instance when nothing is
 * captured, as the metafactory gives); the interface method converts its arguments as the metafactory does
 * (casts, boxing, unboxing, widening) and calls the implementation. The class joins its host's nest, so a
 * private {@code lambda$} body is accessible to it as it is to the host.
 */
final class LambdaClass {
    private static final String INSTANCE = "INSTANCE";

    private LambdaClass() {}

    /** The class file of {@code site}'s class, at {@code version}, in the nest of {@code nestHost}. */
    static byte[] write(LambdaSite site, int version, String nestHost) {
        ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_MAXS);
        cw.visit(version, Opcodes.ACC_FINAL | Opcodes.ACC_SUPER | Opcodes.ACC_SYNTHETIC, site.className(), null,
                "java/lang/Object", new String[] {site.interfaceName()});
        cw.visitNestHost(nestHost);
        Type[] captured = site.captured();
        for (int i = 0; i < captured.length; i++) {
            cw.visitField(Opcodes.ACC_PRIVATE | Opcodes.ACC_FINAL, field(i), captured[i].getDescriptor(), null, null)
                    .visitEnd();
        }
        if (captured.length == 0) {
            cw.visitField(Opcodes.ACC_STATIC | Opcodes.ACC_FINAL, INSTANCE, selfDescriptor(site), null, null)
                    .visitEnd();
            writeStaticInit(cw, site);
        }
        writeConstructor(cw, site);
        writeFactory(cw, site);
        writeInterfaceMethod(cw, site);
        cw.visitEnd();
        return cw.toByteArray();
    }

    private static String field(int i) {
        return "arg$" + i;
    }

    private static String selfDescriptor(LambdaSite site) {
        return "L" + site.className() + ";";
    }

    private static String constructorDescriptor(LambdaSite site) {
        return Type.getMethodDescriptor(Type.VOID_TYPE, site.captured());
    }

    private static void writeStaticInit(ClassWriter cw, LambdaSite site) {
        MethodVisitor mv = cw.visitMethod(Opcodes.ACC_STATIC, "<clinit>", "()V", null, null);
        mv.visitCode();
        mv.visitTypeInsn(Opcodes.NEW, site.className());
        mv.visitInsn(Opcodes.DUP);
        mv.visitMethodInsn(Opcodes.INVOKESPECIAL, site.className(), "<init>", "()V", false);
        mv.visitFieldInsn(Opcodes.PUTSTATIC, site.className(), INSTANCE, selfDescriptor(site));
        mv.visitInsn(Opcodes.RETURN);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
    }

    private static void writeConstructor(ClassWriter cw, LambdaSite site) {
        MethodVisitor mv = cw.visitMethod(Opcodes.ACC_PRIVATE, "<init>", constructorDescriptor(site), null, null);
        mv.visitCode();
        mv.visitVarInsn(Opcodes.ALOAD, 0);
        mv.visitMethodInsn(Opcodes.INVOKESPECIAL, "java/lang/Object", "<init>", "()V", false);
        Type[] captured = site.captured();
        int slot = 1;
        for (int i = 0; i < captured.length; i++) {
            mv.visitVarInsn(Opcodes.ALOAD, 0);
            mv.visitVarInsn(captured[i].getOpcode(Opcodes.ILOAD), slot);
            mv.visitFieldInsn(Opcodes.PUTFIELD, site.className(), field(i), captured[i].getDescriptor());
            slot += captured[i].getSize();
        }
        mv.visitInsn(Opcodes.RETURN);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
    }

    private static void writeFactory(ClassWriter cw, LambdaSite site) {
        MethodVisitor mv = cw.visitMethod(Opcodes.ACC_STATIC, "create", site.factoryDescriptor(), null, null);
        mv.visitCode();
        Type[] captured = site.captured();
        if (captured.length == 0) {
            mv.visitFieldInsn(Opcodes.GETSTATIC, site.className(), INSTANCE, selfDescriptor(site));
        } else {
            mv.visitTypeInsn(Opcodes.NEW, site.className());
            mv.visitInsn(Opcodes.DUP);
            int slot = 0;
            for (Type t : captured) {
                mv.visitVarInsn(t.getOpcode(Opcodes.ILOAD), slot);
                slot += t.getSize();
            }
            mv.visitMethodInsn(Opcodes.INVOKESPECIAL, site.className(), "<init>", constructorDescriptor(site), false);
        }
        mv.visitInsn(Opcodes.ARETURN);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
    }

    private static void writeInterfaceMethod(ClassWriter cw, LambdaSite site) {
        Type erased = site.erased();
        MethodVisitor mv = cw.visitMethod(Opcodes.ACC_PUBLIC, site.methodName(), erased.getDescriptor(), null, null);
        mv.visitCode();
        int kind = site.implementation().getTag();
        if (kind == Opcodes.H_NEWINVOKESPECIAL) {
            mv.visitTypeInsn(Opcodes.NEW, site.implementation().getOwner());
            mv.visitInsn(Opcodes.DUP);
        }
        Type[] target = site.implementationParameters();
        Type[] captured = site.captured();
        int next = 0;
        for (int i = 0; i < captured.length; i++) {
            mv.visitVarInsn(Opcodes.ALOAD, 0);
            mv.visitFieldInsn(Opcodes.GETFIELD, site.className(), field(i), captured[i].getDescriptor());
            ValueConversions.convert(mv, captured[i], target[next++]);
        }
        Type[] erasedParams = erased.getArgumentTypes();
        Type[] instantiatedParams = site.instantiated().getArgumentTypes();
        int slot = 1;
        for (int i = 0; i < erasedParams.length; i++) {
            mv.visitVarInsn(erasedParams[i].getOpcode(Opcodes.ILOAD), slot);
            slot += erasedParams[i].getSize();
            ValueConversions.convert(mv, erasedParams[i], instantiatedParams[i]);
            ValueConversions.convert(mv, instantiatedParams[i], target[next++]);
        }
        invokeImplementation(mv, site);
        Type result = site.implementationResult();
        Type returned = erased.getReturnType();
        if (returned.getSort() == Type.VOID) {
            if (result.getSort() != Type.VOID) {
                mv.visitInsn(result.getSize() == 2 ? Opcodes.POP2 : Opcodes.POP);
            }
            mv.visitInsn(Opcodes.RETURN);
        } else {
            ValueConversions.convert(mv, result, returned);
            mv.visitInsn(returned.getOpcode(Opcodes.IRETURN));
        }
        mv.visitMaxs(0, 0);
        mv.visitEnd();
    }

    private static void invokeImplementation(MethodVisitor mv, LambdaSite site) {
        var h = site.implementation();
        switch (h.getTag()) {
            case Opcodes.H_INVOKESTATIC ->
                    mv.visitMethodInsn(Opcodes.INVOKESTATIC, h.getOwner(), h.getName(), h.getDesc(), h.isInterface());
            case Opcodes.H_NEWINVOKESPECIAL ->
                    mv.visitMethodInsn(Opcodes.INVOKESPECIAL, h.getOwner(), "<init>", h.getDesc(), false);
            // a private instance method of the host: a nestmate calls it by invokevirtual (JVMS 5.4.3.3)
            case Opcodes.H_INVOKEVIRTUAL, Opcodes.H_INVOKESPECIAL ->
                    mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, h.getOwner(), h.getName(), h.getDesc(), false);
            case Opcodes.H_INVOKEINTERFACE ->
                    mv.visitMethodInsn(Opcodes.INVOKEINTERFACE, h.getOwner(), h.getName(), h.getDesc(), true);
            default -> throw new IllegalStateException("no call for handle kind " + h.getTag());
        }
    }
}
