package io.frameweave.instrumentation.weave;

import io.frameweave.interpreter.WeavePoint;

import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Resolves {@link WeavePoint}s to the methods of a loaded interpreter, so that weaving fails early, with one
 * clear line, when the interpreter it attaches to does not have a point it needs.
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
