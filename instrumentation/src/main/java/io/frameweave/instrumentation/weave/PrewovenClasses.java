package io.frameweave.instrumentation.weave;

import io.frameweave.interpreter.WeavePoint;

import java.io.IOException;
import java.lang.instrument.ClassFileTransformer;
import java.lang.instrument.Instrumentation;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.ProtectionDomain;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The start bindings woven once, at build time, for the interpreter the agent was built with: each woven class
 * is kept in the agent's jar beside the exact class file it was woven from. At a JVM's start an agent whose
 * interpreter has those very class files takes the woven bytes as they are and weaves nothing itself: no
 * weaving library is loaded or run before the program starts, and the transformer that hands the bytes over
 * lives only while premain loads the few classes concerned (while a transformer is added, every class the
 * program loads from the JVM's start-up archive is read again from its jar for it). An interpreter whose class
 * files differ in any byte gets the weaving done at start as before ({@link AsmWeaver#installForLoading}).
 *
 * <p>{@link #main} writes the resources (this module's build runs it, see its pom); {@link #matching}
 * reads them.
 */
public final class PrewovenClasses implements ClassFileTransformer {
    /** Where the resources are, beside this class: {@code prewoven/NAME.original} and {@code NAME.woven}. */
    private static final String FOLDER = "prewoven/";

    /** Woven bytes by internal class name. */
    private final Map<String, byte[]> woven;

    private PrewovenClasses(Map<String, byte[]> woven) {
        this.woven = woven;
    }

    /** The classes {@code bindings} weave, by binary name, in binding order. */
    private static List<String> classesOf(List<AdviceBinding> bindings) {
        List<String> names = new ArrayList<>();
        for (AdviceBinding b : bindings) {
            String n = b.point().className;
            if (!names.contains(n)) {
                names.add(n);
            }
        }
        return names;
    }

    /**
     * The prewoven classes of {@code bindings} when the agent carries them and the class files that
     * {@code loader} sees are the ones they were woven from; else null.
     */
    static PrewovenClasses matching(List<AdviceBinding> bindings, ClassLoader loader) {
        Map<String, byte[]> woven = new LinkedHashMap<>();
        try {
            for (String name : classesOf(bindings)) {
                byte[] original = resource(name + ".original");
                byte[] wovenBytes = resource(name + ".woven");
                if (original == null || wovenBytes == null
                        || !Arrays.equals(original, ClassFiles.read(name, WeavePoint.class, loader))) {
                    return null;
                }
                woven.put(name.replace('.', '/'), wovenBytes);
            }
        } catch (IOException | RuntimeException e) {
            return null; // weaving at start is the way that always works
        }
        return new PrewovenClasses(woven);
    }

    private static byte[] resource(String name) throws IOException {
        String path = PrewovenClasses.class.getPackageName().replace('.', '/') + "/" + FOLDER + name;
        return ClassFiles.readResource(path, PrewovenClasses.class, PrewovenClasses.class.getClassLoader());
    }

    /**
     * Makes the prewoven classes the classes {@code loader} loads: a transformer that only hands over these
     * bytes is added, the classes are loaded (not initialised) and the transformer removed. Woven by a
     * transformer that cannot retransform, the bytes become the classes' own, so later retransformations keep
     * them, as with {@link AsmWeaver#installForLoading}.
     */
    void install(Instrumentation inst, ClassLoader loader) {
        inst.addTransformer(this, false);
        try {
            for (String name : woven.keySet()) {
                try {
                    Class.forName(name.replace('/', '.'), false, loader);
                } catch (ClassNotFoundException | LinkageError e) {
                    // the program's own first use reports it
                }
            }
        } finally {
            inst.removeTransformer(this);
        }
    }

    @Override
    public byte[] transform(Module module, ClassLoader loader, String className, Class<?> redefined,
                            ProtectionDomain domain, byte[] classfile) {
        return className == null || redefined != null ? null : woven.get(className);
    }

    /**
     * {@code PrewovenClasses DIR}: weaves the start bindings into the interpreter's class files found on the
     * class path and writes each class file and its woven form under DIR, beside this class's package.
     */
    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            throw new IllegalArgumentException("usage: PrewovenClasses OUTPUT_DIR");
        }
        List<AdviceBinding> start = Weaving.bindings(AdviceBinding.Phase.START);
        Path dir = Path.of(args[0]).resolve(PrewovenClasses.class.getPackageName().replace('.', '/'))
                .resolve(FOLDER);
        Files.createDirectories(dir);
        ClassLoader loader = PrewovenClasses.class.getClassLoader();
        for (String name : classesOf(start)) {
            byte[] original = ClassFiles.read(name, WeavePoint.class, loader);
            if (original == null) {
                throw new IllegalStateException("no class file for " + name);
            }
            byte[] wovenBytes = AsmWeaver.weave(start, name.replace('.', '/'), original);
            Files.write(dir.resolve(name + ".original"), original);
            Files.write(dir.resolve(name + ".woven"), wovenBytes);
        }
        System.out.println("frameweave build: the start weaving of " + classesOf(start) + " prewoven");
    }
}
