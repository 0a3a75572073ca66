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
 * Classes woven once, at build time, for the interpreter the agent was built with: the start bindings and the
 * execution probes, each woven class kept in the agent's jar beside the exact class file it was woven from.
 * <ul>
 *   <li>At a JVM's start an agent whose interpreter has those very class files takes the start classes' woven
 *       bytes as they are and weaves nothing itself: no weaving library is loaded or run before the program
 *       starts, and the transformer that hands the bytes over lives only while premain loads the few classes
 *       concerned (while a transformer is added, every class the program loads from the JVM's start-up archive
 *       is read again from its jar for it). An interpreter whose class files differ in any byte gets the
 *       weaving done at start as before ({@link AsmWeaver#installForLoading}).</li>
 *   <li>When the execution probes are switched on before the dispatch loop's classes are loaded (a tool given
 *       at launch, a Java tool's premain), the weaver hands over their woven bytes as they load
 *       ({@link #wovenAtLoad}), which saves loading and running the weaving library (some 20 ms). A class
 *       already loaded is woven by the weaver.</li>
 * </ul>
 *
 * <p>{@link #write} writes the resources (this module's build runs it, see its pom); {@link #matching} and
 * {@link #wovenAtLoad} read them.
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
     * The woven bytes of class {@code internalName} for a weaver of {@code bindings}, when the agent carries them
     * and {@code classfile} is exactly the class file they were woven from; else null. For a class being
     * loaded, whose bytes are its class file's: a class already loaded is retransformed from bytes the JVM
     * reconstitutes, which do not match any file.
     */
    static byte[] wovenAtLoad(List<AdviceBinding> bindings, String internalName, byte[] classfile) {
        String name = internalName.replace('/', '.');
        List<AdviceBinding> mine = AsmWeaver.bindingsOf(bindings, internalName);
        if (mine.isEmpty() || !PHASES.contains(mine.get(0).phase())
                || !mine.equals(AsmWeaver.bindingsOf(Weaving.bindings(mine.get(0).phase()), internalName))) {
            return null; // not the bindings the build wove this class with
        }
        try {
            byte[] original = resource(name + ".original");
            return original != null && Arrays.equals(original, classfile) ? resource(name + ".woven") : null;
        } catch (IOException | RuntimeException e) {
            return null; // the weaver weaves it
        }
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
     * The phases woven at build time: the start bindings; the execution probes, which the first tool of a run
     * mostly switches on before the dispatch loop's classes are loaded (a tool given at launch, a Java tool's
     * premain), so that they are woven as they load; and the watcher probes and the optimizer's, which an
     * optimizer on from a JVM's start takes for good ({@link Weaving#weaveOptimizerProbesForGood}). Each class is
     * bound in one phase only (and in the watch phase, for one kind of watcher only), so its woven form is the one
     * of its phase's bindings.
     */
    static final List<AdviceBinding.Phase> PHASES = List.of(AdviceBinding.Phase.START, AdviceBinding.Phase.EXECUTION,
            AdviceBinding.Phase.WATCH, AdviceBinding.Phase.OPTIMIZE);

    /**
     * The build step: weaves the bindings of {@link #PHASES} in {@code plan} into the interpreter's class files
     * found on the class path and writes each class file and its woven form under {@code outputDir}, beside this
     * class's package.
     */
    public static void write(Path outputDir, Plan plan) throws IOException {
        Path dir = outputDir.resolve(PrewovenClasses.class.getPackageName().replace('.', '/'))
                .resolve(FOLDER);
        Files.createDirectories(dir);
        ClassLoader loader = PrewovenClasses.class.getClassLoader();
        List<String> written = new ArrayList<>();
        for (AdviceBinding.Phase phase : PHASES) {
            List<AdviceBinding> bindings = Weaving.bindings(plan, phase);
            for (String name : classesOf(bindings)) {
                if (written.contains(name)) {
                    throw new IllegalStateException(name + " is bound in more than one prewoven phase");
                }
                byte[] original = ClassFiles.read(name, WeavePoint.class, loader);
                if (original == null) {
                    throw new IllegalStateException("no class file for " + name);
                }
                byte[] wovenBytes = AsmWeaver.weave(bindings, name.replace('.', '/'), original);
                Files.write(dir.resolve(name + ".original"), original);
                Files.write(dir.resolve(name + ".woven"), wovenBytes);
                written.add(name);
            }
        }
        System.out.println("frameweave build: " + written.size() + " classes prewoven (" + PHASES + ")");
    }
}
