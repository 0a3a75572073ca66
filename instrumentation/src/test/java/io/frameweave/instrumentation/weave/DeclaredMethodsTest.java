package io.frameweave.instrumentation.weave;

import io.frameweave.interpreter.WeavePoint;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class DeclaredMethodsTest {

    /** Classes whose constant pools hold every kind of entry: longs and doubles, method handles, dynamic calls. */
    private static final List<Class<?>> SUBJECTS = List.of(Math.class, String.class, WeavePoint.class,
            AsmWeaver.class, io.frameweave.interpreter.vm.PyFrame.class);

    @Test
    void agreesWithReflectionOnEveryMethod() throws IOException {
        for (Class<?> c : SUBJECTS) {
            DeclaredMethods read = DeclaredMethods.of(bytes(c));
            Set<String> statics = new HashSet<>();
            for (Method m : c.getDeclaredMethods()) {
                List<String> params = Arrays.stream(m.getParameterTypes()).map(Class::getName).toList();
                if (!m.isSynthetic()) {
                    assertTrue(read.declares(m.getName(), params), c.getName() + "." + m.getName() + params);
                }
                if (Modifier.isStatic(m.getModifiers())) {
                    statics.add(m.getName());
                }
            }
            Set<String> readStatics = new HashSet<>(read.staticMethodNames());
            readStatics.remove("<clinit>"); // reflection does not list the static initialiser
            assertEquals(statics, readStatics, c.getName());
        }
    }

    @Test
    void anAbsentMethodOrOtherParametersAreNotDeclared() throws IOException {
        DeclaredMethods math = DeclaredMethods.of(bytes(Math.class));
        assertTrue(math.declares("max", List.of("long", "long")));
        assertFalse(math.declares("max", List.of("long", "int")));
        assertFalse(math.declares("maximum", List.of("long", "long")));
        assertTrue(DeclaredMethods.of(bytes(String.class)).declares("join",
                List.of("java.lang.CharSequence", "[Ljava.lang.CharSequence;")));
    }

    @Test
    void aTruncatedOrForeignFileIsRefused() throws IOException {
        byte[] whole = bytes(Math.class);
        assertThrows(IllegalArgumentException.class, () -> DeclaredMethods.of(Arrays.copyOf(whole, whole.length / 2)));
        assertThrows(IllegalArgumentException.class, () -> DeclaredMethods.of("not a class".getBytes()));
    }

    private static byte[] bytes(Class<?> c) throws IOException {
        try (InputStream in = ClassLoader.getSystemResourceAsStream(c.getName().replace('.', '/') + ".class")) {
            return in.readAllBytes();
        }
    }
}
