package io.frameweave.interpreter.classfile;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

/**
 * A class file under construction: a final class with a superclass, private static final fields (set by its
 * static initializer, so the JIT takes their values as constants), and methods whose bodies are
 * {@link MethodBody}s. Version 49, so the JVM infers the types of locals and stack itself.
 */
public final class ClassFileBuilder {
    public static final int ACC_PUBLIC = 0x0001;
    public static final int ACC_STATIC = 0x0008;
    public static final int ACC_FINAL = 0x0010;
    private static final int ACC_PRIVATE = 0x0002;
    private static final int ACC_SUPER = 0x0020;
    private static final int VERSION = 49;

    private final ConstantPool pool = new ConstantPool();
    private final String name;
    private final String superName;
    private final List<Method> methods = new ArrayList<>();
    private final List<String[]> staticFields = new ArrayList<>();

    private record Method(int access, String name, String descriptor, MethodBody body, int maxStack, int maxLocals) {}

    /** A class named {@code internalName} ({@code a/b/C}) extending {@code superName}. */
    public ClassFileBuilder(String internalName, String superName) {
        this.name = internalName;
        this.superName = superName;
    }

    /** A new, empty method body sharing this class's constant pool; add it with {@link #method}. */
    public MethodBody newBody() {
        return new MethodBody(pool);
    }

    public void method(int access, String methodName, String descriptor, MethodBody body, int maxStack, int maxLocals) {
        methods.add(new Method(access, methodName, descriptor, body, maxStack, maxLocals));
    }

    /** A private static final field; the class's {@code <clinit>} method must set it. */
    public void staticField(String fieldName, String descriptor) {
        staticFields.add(new String[] {fieldName, descriptor});
    }

    /** A constructor without parameters that calls the superclass's. */
    public void defaultConstructor() {
        MethodBody b = newBody();
        b.local(MethodBody.ALOAD, 0).invoke(MethodBody.INVOKESPECIAL, superName, "<init>", "()V").op(MethodBody.RETURN);
        method(0, "<init>", "()V", b, 1, 1);
    }

    public byte[] toBytes() {
        try {
            int thisClass = pool.classRef(name);
            int superClass = pool.classRef(superName);
            ByteArrayOutputStream body = new ByteArrayOutputStream();
            DataOutputStream out = new DataOutputStream(body);
            out.writeShort(ACC_PUBLIC | ACC_FINAL | ACC_SUPER);
            out.writeShort(thisClass);
            out.writeShort(superClass);
            out.writeShort(0); // interfaces
            out.writeShort(staticFields.size());
            for (String[] f : staticFields) {
                out.writeShort(ACC_PRIVATE | ACC_STATIC | ACC_FINAL);
                out.writeShort(pool.utf8(f[0]));
                out.writeShort(pool.utf8(f[1]));
                out.writeShort(0); // attributes
            }
            out.writeShort(methods.size());
            for (Method m : methods) {
                out.writeShort(m.access);
                out.writeShort(pool.utf8(m.name));
                out.writeShort(pool.utf8(m.descriptor));
                out.writeShort(1);
                m.body.writeCodeAttribute(out, m.maxStack, m.maxLocals);
            }
            out.writeShort(0); // class attributes
            ByteArrayOutputStream whole = new ByteArrayOutputStream();
            DataOutputStream head = new DataOutputStream(whole);
            head.writeInt(0xCAFEBABE);
            head.writeShort(0);
            head.writeShort(VERSION);
            pool.writeTo(head); // after the methods: they add the last constants
            body.writeTo(head);
            return whole.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
