package io.frameweave.buildtools;

import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.FieldVisitor;
import org.objectweb.asm.Handle;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.RecordComponentVisitor;
import org.objectweb.asm.Type;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Turns the lambdas and method references of a directory of class files into plain classes, in place.
 *
 * <p>Why: each {@code invokedynamic} site of {@code LambdaMetafactory} is linked the first time it runs, and
 * the VM's start runs about six hundred of them (every builtin method of every builtin type is one). Linked
 * from the start-up archive a site still costs about 0.1 ms of bootstrap code, an archived plain class a
 * tenth of that: 400 sites took 40-49 ms against 6-7 ms for the same bodies as classes, on this project's
 * reference machine. So each site becomes a call of a static factory on a class written here
 * ({@link LambdaClass}) that does what the metafactory's class would. The JIT sees the same shape as
 * before: one small class per lambda, its body a direct call.
 *
 * <p>Sites that need more than {@code metafactory} (serializable lambdas, marker interfaces and bridges go
 * through {@code altMetafactory}) or that call a super method are left as they are. Running it again over its
 * own output changes nothing.
 */
public final class LambdaDesugarer {
    /** What a run did. */
    public record Result(int classesRewritten, int sites, int sitesLeft) {}

    private static final String SUFFIX = "$$Fn$";

    /** The class files by internal name, as they will be written. */
    private final Map<String, byte[]> output = new LinkedHashMap<>();
    /** The classes made, by the nest host they join. */
    private final Map<String, List<String>> newNestMembers = new LinkedHashMap<>();
    private int rewritten;
    private int sites;
    private int left;

    private LambdaDesugarer() {}

    /**
     * {@code LambdaDesugarer DIR}: desugars the class files under DIR (a Maven output directory): their lambdas,
     * then their records' methods ({@link RecordMethods}).
     */
    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            throw new IllegalArgumentException("usage: LambdaDesugarer CLASSES_DIR");
        }
        Result r = run(Path.of(args[0]));
        System.out.println("frameweave build: " + r.sites() + " lambda sites of " + r.classesRewritten()
                + " classes made plain classes" + (r.sitesLeft() > 0 ? " (" + r.sitesLeft() + " left as they were)" : ""));
        int records = RecordMethods.run(Path.of(args[0]));
        System.out.println("frameweave build: " + records + " record method sites made plain methods");
    }

    /** Desugars every class file under {@code dir}, in place. */
    public static Result run(Path dir) throws IOException {
        LambdaDesugarer d = new LambdaDesugarer();
        List<Path> files;
        try (Stream<Path> s = Files.walk(dir)) {
            files = s.filter(p -> p.toString().endsWith(".class")).sorted().toList();
        }
        for (Path f : files) {
            String name = dir.relativize(f).toString().replace(f.getFileSystem().getSeparator(), "/");
            name = name.substring(0, name.length() - ".class".length());
            if (!name.contains(SUFFIX) && !name.endsWith("module-info")) {
                d.desugar(dir, name, Files.readAllBytes(f));
            }
        }
        d.addNestMembers(dir);
        for (Map.Entry<String, byte[]> e : d.output.entrySet()) {
            Path target = dir.resolve(e.getKey() + ".class");
            Files.createDirectories(target.getParent());
            Files.write(target, e.getValue());
        }
        return new Result(d.rewritten, d.sites, d.left);
    }

    private void desugar(Path dir, String name, byte[] bytes) throws IOException {
        ClassReader reader = new ClassReader(bytes);
        if (!hasMetafactorySite(reader)) {
            return;
        }
        ClassWriter writer = new ClassWriter(reader, 0);
        HostRewriter host = new HostRewriter(writer, name);
        reader.accept(host, 0);
        if (host.made.isEmpty()) {
            return;
        }
        output.put(name, writer.toByteArray());
        rewritten++;
        String nestHost = host.nestHost != null ? host.nestHost : name;
        for (LambdaSite site : host.made) {
            output.put(site.className(), LambdaClass.write(site, host.version, nestHost));
            newNestMembers.computeIfAbsent(nestHost, k -> new ArrayList<>()).add(site.className());
        }
        deleteStale(dir, name, host.made.size());
    }

    /** Removes classes an earlier build made for sites of {@code host} that it no longer has. */
    private static void deleteStale(Path dir, String host, int count) throws IOException {
        for (int i = count; ; i++) {
            if (!Files.deleteIfExists(dir.resolve(host + SUFFIX + i + ".class"))) {
                return;
            }
        }
    }

    private static boolean hasMetafactorySite(ClassReader reader) {
        boolean[] found = new boolean[1];
        reader.accept(new ClassVisitor(Opcodes.ASM9) {
            @Override
            public MethodVisitor visitMethod(int access, String n, String d, String sig, String[] ex) {
                return new MethodVisitor(Opcodes.ASM9) {
                    @Override
                    public void visitInvokeDynamicInsn(String n2, String d2, Handle bsm, Object... args) {
                        found[0] |= isMetafactory(bsm);
                    }
                };
            }
        }, ClassReader.SKIP_DEBUG | ClassReader.SKIP_FRAMES);
        return found[0];
    }

    private static boolean isMetafactory(Handle bsm) {
        return bsm.getOwner().equals(LambdaSite.METAFACTORY_OWNER) && bsm.getName().equals("metafactory");
    }

    /** Adds the classes made to the NestMembers of their nest hosts (written or read from {@code dir}). */
    private void addNestMembers(Path dir) throws IOException {
        for (Map.Entry<String, List<String>> e : newNestMembers.entrySet()) {
            String hostName = e.getKey();
            byte[] bytes = output.get(hostName);
            if (bytes == null) {
                bytes = Files.readAllBytes(dir.resolve(hostName + ".class"));
            }
            ClassReader reader = new ClassReader(bytes);
            ClassWriter writer = new ClassWriter(reader, 0);
            reader.accept(new NestMemberAdder(writer, e.getValue()), 0);
            output.put(hostName, writer.toByteArray());
        }
    }

    /** Replaces each metafactory site of one class by a call of its {@link LambdaClass}'s factory. */
    private final class HostRewriter extends ClassVisitor {
        private final String name;
        final List<LambdaSite> made = new ArrayList<>();
        String nestHost;
        int version;

        HostRewriter(ClassVisitor next, String name) {
            super(Opcodes.ASM9, next);
            this.name = name;
        }

        @Override
        public void visit(int v, int access, String n, String sig, String superName, String[] interfaces) {
            version = v;
            super.visit(v, access, n, sig, superName, interfaces);
        }

        @Override
        public void visitNestHost(String host) {
            nestHost = host;
            super.visitNestHost(host);
        }

        @Override
        public MethodVisitor visitMethod(int access, String n, String d, String sig, String[] ex) {
            return new MethodVisitor(Opcodes.ASM9, super.visitMethod(access, n, d, sig, ex)) {
                @Override
                public void visitInvokeDynamicInsn(String method, String desc, Handle bsm, Object... args) {
                    LambdaSite site = isMetafactory(bsm) ? site(method, desc, args) : null;
                    if (site == null) {
                        if (isMetafactory(bsm)) {
                            left++;
                        }
                        super.visitInvokeDynamicInsn(method, desc, bsm, args);
                        return;
                    }
                    made.add(site);
                    sites++;
                    super.visitMethodInsn(Opcodes.INVOKESTATIC, site.className(), "create", desc, false);
                }
            };
        }

        /** The site for these call-site operands, or null when it is one this class leaves alone. */
        private LambdaSite site(String method, String desc, Object[] args) {
            if (args.length != 3 || !(args[0] instanceof Type erased) || !(args[1] instanceof Handle impl)
                    || !(args[2] instanceof Type instantiated)) {
                return null;
            }
            if (impl.getTag() == Opcodes.H_INVOKESPECIAL && !impl.getOwner().equals(name)) {
                return null; // a super call: only the host itself may make it
            }
            Type siteType = Type.getMethodType(desc);
            return new LambdaSite(name + SUFFIX + made.size(), siteType.getReturnType().getInternalName(),
                    method, siteType.getArgumentTypes(), erased, impl, instantiated);
        }
    }

    /**
     * Copies a class, adding nest members before the first element that the class-file order puts after them.
     */
    private static final class NestMemberAdder extends ClassVisitor {
        private final List<String> members;
        /** The members the class lists already (a class made by an earlier build may be among them). */
        private final Set<String> present = new LinkedHashSet<>();
        private boolean added;

        NestMemberAdder(ClassVisitor next, List<String> members) {
            super(Opcodes.ASM9, next);
            this.members = members;
        }

        @Override
        public void visitNestMember(String member) {
            present.add(member);
            super.visitNestMember(member);
        }

        private void addOnce() {
            if (!added) {
                added = true;
                for (String m : members) {
                    if (present.add(m)) {
                        super.visitNestMember(m);
                    }
                }
            }
        }

        @Override
        public void visitPermittedSubclass(String c) {
            addOnce();
            super.visitPermittedSubclass(c);
        }

        @Override
        public void visitInnerClass(String n, String outer, String inner, int access) {
            addOnce();
            super.visitInnerClass(n, outer, inner, access);
        }

        @Override
        public RecordComponentVisitor visitRecordComponent(String n, String d, String sig) {
            addOnce();
            return super.visitRecordComponent(n, d, sig);
        }

        @Override
        public FieldVisitor visitField(int access, String n, String d, String sig, Object value) {
            addOnce();
            return super.visitField(access, n, d, sig, value);
        }

        @Override
        public MethodVisitor visitMethod(int access, String n, String d, String sig, String[] ex) {
            addOnce();
            return super.visitMethod(access, n, d, sig, ex);
        }

        @Override
        public void visitEnd() {
            addOnce();
            super.visitEnd();
        }
    }
}
