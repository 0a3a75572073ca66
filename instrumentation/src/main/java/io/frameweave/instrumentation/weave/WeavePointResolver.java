package io.frameweave.instrumentation.weave;

import io.frameweave.interpreter.WeavePoint;

import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Resolves {@link WeavePoint}s to the methods of a loaded interpreter, so that weaving fails early, with one
 * clear line, when the interpreter it attaches to does not have a point it needs. {@link #check} does so from
 * the class files alone, loading no interpreter class (what an agent's premain must do); {@link #resolve}
 * returns the reflective method.
 */
public final class WeavePointResolver {
    private final ClassLoader loader;

    public WeavePointResolver(ClassLoader loader) {
        this.loader = loader;
    }

    /** The method or constructor a point names; throws {@link MissingWeavePointException} when it is absent. */
    public Executable resolve(WeavePoint point) throws MissingWeavePointException {
        Class<?> owner;
        try {
            owner = Class.forName(point.className, false, loader);
        } catch (ClassNotFoundException e) {
            throw new MissingWeavePointException(point, "class " + point.className + " not found");
        }
        if (point.methodName.equals("<init>")) {
            for (Constructor<?> k : owner.getDeclaredConstructors()) {
                if (parameterNames(k).equals(point.parameterTypes())) {
                    return k;
                }
            }
            throw new MissingWeavePointException(point, "no constructor " + point.className
                    + "(" + String.join(", ", point.parameterTypes()) + ")");
        }
        for (Class<?> c = owner; c != null; c = c.getSuperclass()) {
            for (Method m : c.getDeclaredMethods()) {
                if (m.getName().equals(point.methodName) && !m.isSynthetic() && !m.isBridge()
                        && parameterNames(m).equals(point.parameterTypes())) {
                    return m;
                }
            }
        }
        throw new MissingWeavePointException(point, "no method " + point.className + "." + point.methodName
                + "(" + String.join(", ", point.parameterTypes()) + ")");
    }

    /**
     * Throws {@link MissingWeavePointException} when the class file of {@code point}'s class (as the loader
     * finds it) declares no method of that name and those parameter types; loads no class.
     */
    public void check(WeavePoint point) throws MissingWeavePointException {
        String resource = point.className.replace('.', '/') + ".class";
        byte[] bytes;
        try (InputStream in = loader.getResourceAsStream(resource)) {
            if (in == null) {
                throw new MissingWeavePointException(point, "class " + point.className + " not found");
            }
            bytes = in.readAllBytes();
        } catch (IOException e) {
            throw new MissingWeavePointException(point, "class " + point.className + " unreadable: " + e.getMessage());
        }
        boolean[] found = {false};
        new ClassReader(bytes).accept(new ClassVisitor(Opcodes.ASM9) {
            @Override
            public MethodVisitor visitMethod(int access, String name, String desc, String signature, String[] ex) {
                if (name.equals(point.methodName) && (access & Opcodes.ACC_SYNTHETIC) == 0
                        && parameterNames(desc).equals(point.parameterTypes())) {
                    found[0] = true;
                }
                return null;
            }
        }, ClassReader.SKIP_CODE | ClassReader.SKIP_DEBUG | ClassReader.SKIP_FRAMES);
        if (!found[0]) {
            throw new MissingWeavePointException(point, "no method " + point.className + "." + point.methodName
                    + "(" + String.join(", ", point.parameterTypes()) + ")");
        }
    }

    private static List<String> parameterNames(String desc) {
        List<String> out = new ArrayList<>();
        for (Type t : Type.getArgumentTypes(desc)) {
            out.add(t.getSort() == Type.ARRAY ? t.getDescriptor().replace('/', '.') : t.getClassName());
        }
        return out;
    }

    /** Every point that does not resolve, with the reason; empty when the interpreter has them all. */
    public List<MissingWeavePointException> missing() {
        List<MissingWeavePointException> out = new ArrayList<>();
        for (WeavePoint p : WeavePoint.values()) {
            try {
                resolve(p);
            } catch (MissingWeavePointException e) {
                out.add(e);
            }
        }
        return out;
    }

    private static List<String> parameterNames(Executable m) {
        return Arrays.stream(m.getParameterTypes()).map(Class::getName).toList();
    }
}
