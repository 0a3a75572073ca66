package io.frameweave.buildtools;

import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Handle;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Gives the records of a directory of class files plain {@code equals}, {@code hashCode} and {@code toString}
 * bodies, in place.
 *
 * <p>Why: javac makes each of the three an {@code invokedynamic} site of {@code ObjectMethods.bootstrap}, and
 * the first record compared or hashed in a JVM makes that bootstrap build its method-handle trees: about 20 ms
 * of spun classes on the main thread, paid by every guest program with a tuple constant (the compiler
 * deduplicates constants in a hash map) and by the profiler's first samples. Each site becomes a call of a
 * private static method written into the record, which computes exactly what the bootstrap's method handles
 * compute (JDK 17 to 25): the same hash ({@code 31 * h + hash(component)} from 0, component hashes as their
 * boxes', {@code Objects.hashCode} for references), the same equality (identity, then the class, then each
 * component from the last to the first: {@code ==} for integral types and booleans, {@code compare == 0} for
 * {@code float} and {@code double}, {@code Objects.equals} for references) and the same text
 * ({@code Name[a=1, b=x]}). Running it again over its own output changes nothing.
 */
final class RecordMethods {
    static final String BOOTSTRAP_OWNER = "java/lang/runtime/ObjectMethods";
    private static final String PREFIX = "record$";

    private RecordMethods() {}

    /** Rewrites every class file under {@code dir} that has such sites; returns how many sites were replaced. */
    static int run(Path dir) throws IOException {
        List<Path> files;
        try (Stream<Path> s = Files.walk(dir)) {
            files = s.filter(p -> p.toString().endsWith(".class")).sorted().toList();
        }
        int sites = 0;
        for (Path f : files) {
            byte[] bytes = Files.readAllBytes(f);
            ClassReader reader = new ClassReader(bytes);
            ClassWriter writer = new ClassWriter(reader, 0);
            Rewriter rewriter = new Rewriter(writer);
            reader.accept(rewriter, 0);
            if (rewriter.sites > 0) {
                Files.write(f, writer.toByteArray());
                sites += rewriter.sites;
            }
        }
        return sites;
    }

    /** One {@code ObjectMethods} site: which method, its descriptor, and the components as getter handles. */
    private record Site(String method, String descriptor, String[] names, Handle[] getters) {}

    private static final class Rewriter extends ClassVisitor {
        private String owner;
        /** The methods to write, by their name. */
        private final Map<String, Site> wanted = new LinkedHashMap<>();
        int sites;

        Rewriter(ClassVisitor next) {
            super(Opcodes.ASM9, next);
        }

        @Override
        public void visit(int version, int access, String name, String signature, String superName,
                          String[] interfaces) {
            owner = name;
            super.visit(version, access, name, signature, superName, interfaces);
        }

        @Override
        public MethodVisitor visitMethod(int access, String name, String descriptor, String signature,
                                         String[] exceptions) {
            MethodVisitor mv = super.visitMethod(access, name, descriptor, signature, exceptions);
            return new MethodVisitor(Opcodes.ASM9, mv) {
                @Override
                public void visitInvokeDynamicInsn(String n, String d, Handle bsm, Object... args) {
                    Site site = site(n, d, bsm, args);
                    if (site == null) {
                        super.visitInvokeDynamicInsn(n, d, bsm, args);
                        return;
                    }
                    wanted.putIfAbsent(PREFIX + n, site);
                    sites++;
                    super.visitMethodInsn(Opcodes.INVOKESTATIC, owner, PREFIX + n, d, false);
                }
            };
        }

        /** The site of an {@code ObjectMethods} call for this very class, or null for any other. */
        private Site site(String name, String descriptor, Handle bsm, Object[] args) {
            if (!bsm.getOwner().equals(BOOTSTRAP_OWNER) || !bsm.getName().equals("bootstrap") || args.length < 2
                    || !(args[0] instanceof Type t) || !t.getInternalName().equals(owner)
                    || !(args[1] instanceof String names)) {
                return null;
            }
            Handle[] getters = new Handle[args.length - 2];
            for (int i = 2; i < args.length; i++) {
                if (!(args[i] instanceof Handle h) || h.getTag() != Opcodes.H_GETFIELD || !h.getOwner().equals(owner)) {
                    return null;
                }
                getters[i - 2] = h;
            }
            String[] split = names.isEmpty() ? new String[0] : names.split(";", -1);
            if (split.length != getters.length) {
                return null;
            }
            String expected = switch (name) {
                case "equals" -> "(L" + owner + ";Ljava/lang/Object;)Z";
                case "hashCode" -> "(L" + owner + ";)I";
                case "toString" -> "(L" + owner + ";)Ljava/lang/String;";
                default -> null;
            };
            return descriptor.equals(expected) ? new Site(name, descriptor, split, getters) : null;
        }

        @Override
        public void visitEnd() {
            for (Map.Entry<String, Site> e : wanted.entrySet()) {
                Site s = e.getValue();
                MethodVisitor mv = super.visitMethod(Opcodes.ACC_PRIVATE | Opcodes.ACC_STATIC | Opcodes.ACC_SYNTHETIC,
                        e.getKey(), s.descriptor(), null, null);
                mv.visitCode();
                switch (s.method()) {
                    case "equals" -> writeEquals(mv, s);
                    case "hashCode" -> writeHashCode(mv, s);
                    default -> writeToString(mv, s);
                }
                mv.visitEnd();
            }
            super.visitEnd();
        }

        private void getField(MethodVisitor mv, Handle getter) {
            mv.visitFieldInsn(Opcodes.GETFIELD, owner, getter.getName(), getter.getDesc());
        }

        private void writeEquals(MethodVisitor mv, Site s) {
            Label notSame = new Label();
            Label sameClass = new Label();
            Label differ = new Label();
            mv.visitVarInsn(Opcodes.ALOAD, 0);
            mv.visitVarInsn(Opcodes.ALOAD, 1);
            mv.visitJumpInsn(Opcodes.IF_ACMPNE, notSame);
            mv.visitInsn(Opcodes.ICONST_1);
            mv.visitInsn(Opcodes.IRETURN);
            mv.visitLabel(notSame);
            mv.visitFrame(Opcodes.F_SAME, 0, null, 0, null);
            mv.visitVarInsn(Opcodes.ALOAD, 1);
            mv.visitTypeInsn(Opcodes.INSTANCEOF, owner);
            mv.visitJumpInsn(Opcodes.IFNE, sameClass);
            mv.visitInsn(Opcodes.ICONST_0);
            mv.visitInsn(Opcodes.IRETURN);
            mv.visitLabel(sameClass);
            mv.visitFrame(Opcodes.F_SAME, 0, null, 0, null);
            // the bootstrap nests its tests so that the last component is compared first
            for (int i = s.getters().length - 1; i >= 0; i--) {
                Handle g = s.getters()[i];
                mv.visitVarInsn(Opcodes.ALOAD, 0);
                getField(mv, g);
                mv.visitVarInsn(Opcodes.ALOAD, 1);
                mv.visitTypeInsn(Opcodes.CHECKCAST, owner);
                getField(mv, g);
                switch (Type.getType(g.getDesc()).getSort()) {
                    case Type.LONG -> {
                        mv.visitInsn(Opcodes.LCMP);
                        mv.visitJumpInsn(Opcodes.IFNE, differ);
                    }
                    case Type.FLOAT -> {
                        mv.visitMethodInsn(Opcodes.INVOKESTATIC, "java/lang/Float", "compare", "(FF)I", false);
                        mv.visitJumpInsn(Opcodes.IFNE, differ);
                    }
                    case Type.DOUBLE -> {
                        mv.visitMethodInsn(Opcodes.INVOKESTATIC, "java/lang/Double", "compare", "(DD)I", false);
                        mv.visitJumpInsn(Opcodes.IFNE, differ);
                    }
                    case Type.OBJECT, Type.ARRAY -> {
                        mv.visitMethodInsn(Opcodes.INVOKESTATIC, "java/util/Objects", "equals",
                                "(Ljava/lang/Object;Ljava/lang/Object;)Z", false);
                        mv.visitJumpInsn(Opcodes.IFEQ, differ);
                    }
                    default -> mv.visitJumpInsn(Opcodes.IF_ICMPNE, differ); // int, short, byte, char, boolean
                }
            }
            mv.visitInsn(Opcodes.ICONST_1);
            mv.visitInsn(Opcodes.IRETURN);
            mv.visitLabel(differ);
            mv.visitFrame(Opcodes.F_SAME, 0, null, 0, null);
            mv.visitInsn(Opcodes.ICONST_0);
            mv.visitInsn(Opcodes.IRETURN);
            mv.visitMaxs(4, 2);
        }

        private void writeHashCode(MethodVisitor mv, Site s) {
            mv.visitInsn(Opcodes.ICONST_0);
            for (Handle g : s.getters()) {
                mv.visitIntInsn(Opcodes.BIPUSH, 31);
                mv.visitInsn(Opcodes.IMUL);
                mv.visitVarInsn(Opcodes.ALOAD, 0);
                getField(mv, g);
                Type t = Type.getType(g.getDesc());
                String box = switch (t.getSort()) {
                    case Type.BOOLEAN -> "java/lang/Boolean";
                    case Type.CHAR -> "java/lang/Character";
                    case Type.BYTE -> "java/lang/Byte";
                    case Type.SHORT -> "java/lang/Short";
                    case Type.INT -> "java/lang/Integer";
                    case Type.LONG -> "java/lang/Long";
                    case Type.FLOAT -> "java/lang/Float";
                    case Type.DOUBLE -> "java/lang/Double";
                    default -> null;
                };
                if (box == null) {
                    mv.visitMethodInsn(Opcodes.INVOKESTATIC, "java/util/Objects", "hashCode", "(Ljava/lang/Object;)I",
                            false);
                } else {
                    mv.visitMethodInsn(Opcodes.INVOKESTATIC, box, "hashCode", "(" + t.getDescriptor() + ")I", false);
                }
                mv.visitInsn(Opcodes.IADD);
            }
            mv.visitInsn(Opcodes.IRETURN);
            mv.visitMaxs(4, 1);
        }

        private void writeToString(MethodVisitor mv, Site s) {
            String sb = "java/lang/StringBuilder";
            mv.visitTypeInsn(Opcodes.NEW, sb);
            mv.visitInsn(Opcodes.DUP);
            mv.visitLdcInsn(Type.getObjectType(owner));
            mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, "java/lang/Class", "getSimpleName", "()Ljava/lang/String;",
                    false);
            mv.visitMethodInsn(Opcodes.INVOKESPECIAL, sb, "<init>", "(Ljava/lang/String;)V", false);
            for (int i = 0; i < s.getters().length; i++) {
                append(mv, (i == 0 ? "[" : ", ") + s.names()[i] + "=");
                mv.visitVarInsn(Opcodes.ALOAD, 0);
                Handle g = s.getters()[i];
                getField(mv, g);
                String arg = switch (Type.getType(g.getDesc()).getSort()) {
                    case Type.BOOLEAN -> "Z";
                    case Type.CHAR -> "C";
                    case Type.BYTE, Type.SHORT, Type.INT -> "I";
                    case Type.LONG -> "J";
                    case Type.FLOAT -> "F";
                    case Type.DOUBLE -> "D";
                    default -> "Ljava/lang/Object;";
                };
                mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, sb, "append", "(" + arg + ")Ljava/lang/StringBuilder;",
                        false);
            }
            append(mv, s.getters().length == 0 ? "[]" : "]");
            mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, sb, "toString", "()Ljava/lang/String;", false);
            mv.visitInsn(Opcodes.ARETURN);
            mv.visitMaxs(4, 1);
        }

        private static void append(MethodVisitor mv, String text) {
            mv.visitLdcInsn(text);
            mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, "java/lang/StringBuilder", "append",
                    "(Ljava/lang/String;)Ljava/lang/StringBuilder;", false);
        }
    }
}
