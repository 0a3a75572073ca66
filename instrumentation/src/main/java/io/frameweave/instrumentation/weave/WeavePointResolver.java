package io.frameweave.instrumentation.weave;

import io.frameweave.interpreter.WeavePoint;

import java.io.IOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

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
        checkAll(List.of(point));
    }

    /**
     * {@link #check} for each of {@code points}, reading each class file once; throws for the first point
     * (in the given order) that is absent.
     */
    public void checkAll(Collection<WeavePoint> points) throws MissingWeavePointException {
        Map<String, DeclaredMethods> byClass = new HashMap<>();
        for (WeavePoint point : points) {
            DeclaredMethods methods = byClass.get(point.className);
            if (methods == null) {
                methods = declaredMethods(point);
                byClass.put(point.className, methods);
            }
            if (!methods.declares(point.methodName, point.parameterTypes())) {
                throw new MissingWeavePointException(point, "no method " + point.className + "." + point.methodName
                        + "(" + String.join(", ", point.parameterTypes()) + ")");
            }
        }
    }

    private DeclaredMethods declaredMethods(WeavePoint point) throws MissingWeavePointException {
        try {
            byte[] bytes = ClassFiles.read(point.className, WeavePoint.class, loader);
            if (bytes == null) {
                throw new MissingWeavePointException(point, "class " + point.className + " not found");
            }
            return DeclaredMethods.of(bytes);
        } catch (IOException | IllegalArgumentException e) {
            throw new MissingWeavePointException(point, "class " + point.className + " unreadable: " + e.getMessage());
        }
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
