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
        for (AdviceBinding.Phase phase : PrewovenClasses.PHASES) {
            List<AdviceBinding> bindings = Weaving.bindings(phase);
            for (AdviceBinding b : bindings) {
                String name = b.point().className;
                byte[] original = ClassFiles.read(name, WeavePoint.class, loader);
                byte[] shipped = ClassFiles.readResource("io/frameweave/instrumentation/weave/prewoven/" + name
                        + ".woven", PrewovenClasses.class, PrewovenClasses.class.getClassLoader());
                byte[] now = AsmWeaver.weave(bindings, name.replace('.', '/'), original);
                assertArrayEquals(now, shipped, name);
                assertTrue(shipped.length > original.length, name + " is woven");
                assertArrayEquals(now, PrewovenClasses.wovenAtLoad(bindings, name.replace('.', '/'), original),
                        name + " is handed over at its loading");
            }
        }
    }

    @Test
    void atLoadOnlyTheExactClassFileWithItsPhasesBindingsGetsTheWovenBytes() throws IOException {
        List<AdviceBinding> execution = Weaving.bindings(AdviceBinding.Phase.EXECUTION);
        String name = WeavePoint.FRAME_EXECUTION.className;
        String internal = name.replace('.', '/');
        byte[] original = ClassFiles.read(name, WeavePoint.class, WeavePoint.class.getClassLoader());
        assertNotNull(PrewovenClasses.wovenAtLoad(execution, internal, original));
        assertNull(PrewovenClasses.wovenAtLoad(execution, internal, Arrays.copyOf(original, original.length + 1)),
                "another class file");
        // the unwinder has two weave points: a weaver of one of them must weave it itself
        String unwinder = WeavePoint.EXCEPTION_RAISED.className;
        byte[] unwinderFile = ClassFiles.read(unwinder, WeavePoint.class, WeavePoint.class.getClassLoader());
        List<AdviceBinding> some = execution.stream().filter(b -> b.point() != WeavePoint.EXCEPTION_HANDLER).toList();
        assertNotNull(PrewovenClasses.wovenAtLoad(execution, unwinder.replace('.', '/'), unwinderFile));
        assertNull(PrewovenClasses.wovenAtLoad(some, unwinder.replace('.', '/'), unwinderFile),
                "other bindings than the build's");
        assertNull(PrewovenClasses.wovenAtLoad(Weaving.bindings(AdviceBinding.Phase.WATCH), "java/lang/Object",
                new byte[0]), "a class no binding weaves");
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
