package io.frameweave.instrumentation.weave;

import io.frameweave.interpreter.WeavePoint;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The start weaving done at build time, and when an agent may use it. */
class PrewovenClassesTest {
    private static final List<AdviceBinding> START = Weaving.bindings(AdviceBinding.Phase.START);

    @Test
    void theBuildWroveTheStartBindingsForThisInterpreter() {
        assertNotNull(PrewovenClasses.matching(START, WeavePoint.class.getClassLoader()),
                "no prewoven classes for the interpreter on the class path: the build step did not run");
    }

    @Test
    void theShippedBytesAreWhatTheWeaverMakesNow() throws IOException {
        ClassLoader loader = WeavePoint.class.getClassLoader();
        for (AdviceBinding b : START) {
            String name = b.point().className;
            byte[] original = ClassFiles.read(name, WeavePoint.class, loader);
            byte[] shipped = ClassFiles.readResource("io/frameweave/instrumentation/weave/prewoven/" + name + ".woven",
                    PrewovenClasses.class, PrewovenClasses.class.getClassLoader());
            assertArrayEquals(AsmWeaver.weave(START, name.replace('.', '/'), original), shipped, name);
            assertTrue(shipped.length > original.length, name + " is woven");
        }
    }

    @Test
    void anInterpreterWhoseClassFilesDifferGetsNone() {
        String frame = WeavePoint.FRAME_LOCALS.className.replace('.', '/') + ".class";
        ClassLoader other = new ClassLoader(WeavePoint.class.getClassLoader()) {
            @Override
            public InputStream getResourceAsStream(String name) {
                InputStream in = super.getResourceAsStream(name);
                if (!name.equals(frame) || in == null) {
                    return in;
                }
                try (in) {
                    byte[] b = in.readAllBytes();
                    byte[] changed = Arrays.copyOf(b, b.length + 1); // one byte more than the build saw
                    return new ByteArrayInputStream(changed);
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            }
        };
        assertNull(PrewovenClasses.matching(START, other));
    }
}
