package io.frameweave.buildtools;

import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * The conversions {@code LambdaMetafactory} applies between a functional interface's types and its
 * implementation's (the rules of {@code LambdaMetafactory}'s documentation): reference casts, boxing, unboxing
 * (then widening) and primitive widening, emitted as bytecode for the value on top of the stack.
 */
final class ValueConversions {
    private ValueConversions() {}

    /** Converts the value of type {@code from} on top of the stack to {@code to}. */
    static void convert(MethodVisitor mv, Type from, Type to) {
        if (from.equals(to)) {
            return;
        }
        boolean fromPrimitive = isPrimitive(from);
        boolean toPrimitive = isPrimitive(to);
        if (!fromPrimitive && !toPrimitive) {
            if (!to.getInternalName().equals("java/lang/Object")) {
                mv.visitTypeInsn(Opcodes.CHECKCAST, to.getInternalName());
            }
        } else if (fromPrimitive && toPrimitive) {
            widen(mv, from, to);
        } else if (fromPrimitive) {
            box(mv, from);
            if (!to.getInternalName().equals(wrapper(from).getInternalName())
                    && !to.getInternalName().equals("java/lang/Object")) {
                mv.visitTypeInsn(Opcodes.CHECKCAST, to.getInternalName());
            }
        } else {
            // from a wrapper (or Object, Number...) to a primitive: unbox the wrapper it is, then widen
            Type primitive = primitiveOf(from);
            if (primitive == null) {
                primitive = to;
            }
            Type w = wrapper(primitive);
            if (!from.equals(w)) {
                mv.visitTypeInsn(Opcodes.CHECKCAST, w.getInternalName());
            }
            mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, w.getInternalName(), primitive.getClassName() + "Value",
                    "()" + primitive.getDescriptor(), false);
            widen(mv, primitive, to);
        }
    }

    private static boolean isPrimitive(Type t) {
        return t.getSort() != Type.OBJECT && t.getSort() != Type.ARRAY;
    }

    private static void box(MethodVisitor mv, Type primitive) {
        Type w = wrapper(primitive);
        mv.visitMethodInsn(Opcodes.INVOKESTATIC, w.getInternalName(), "valueOf",
                "(" + primitive.getDescriptor() + ")" + w.getDescriptor(), false);
    }

    /** Primitive widening (JLS 5.1.2); the types the metafactory accepts need no narrowing. */
    private static void widen(MethodVisitor mv, Type from, Type to) {
        if (from.equals(to)) {
            return;
        }
        int f = stackKind(from);
        int t = stackKind(to);
        if (f == t) {
            return; // byte, short, char to int: the same on the stack
        }
        int op = switch (f * 10 + t) {
            case 12 -> Opcodes.I2L;
            case 13 -> Opcodes.I2F;
            case 14 -> Opcodes.I2D;
            case 23 -> Opcodes.L2F;
            case 24 -> Opcodes.L2D;
            case 34 -> Opcodes.F2D;
            default -> throw new IllegalArgumentException("no widening from " + from + " to " + to);
        };
        mv.visitInsn(op);
    }

    /** 1 int-like, 2 long, 3 float, 4 double. */
    private static int stackKind(Type t) {
        return switch (t.getSort()) {
            case Type.LONG -> 2;
            case Type.FLOAT -> 3;
            case Type.DOUBLE -> 4;
            default -> 1;
        };
    }

    static Type wrapper(Type primitive) {
        return Type.getObjectType(switch (primitive.getSort()) {
            case Type.BOOLEAN -> "java/lang/Boolean";
            case Type.BYTE -> "java/lang/Byte";
            case Type.CHAR -> "java/lang/Character";
            case Type.SHORT -> "java/lang/Short";
            case Type.INT -> "java/lang/Integer";
            case Type.LONG -> "java/lang/Long";
            case Type.FLOAT -> "java/lang/Float";
            case Type.DOUBLE -> "java/lang/Double";
            default -> throw new IllegalArgumentException("not a primitive: " + primitive);
        });
    }

    /** The primitive whose wrapper {@code t} is, or null. */
    private static Type primitiveOf(Type t) {
        return switch (t.getInternalName()) {
            case "java/lang/Boolean" -> Type.BOOLEAN_TYPE;
            case "java/lang/Byte" -> Type.BYTE_TYPE;
            case "java/lang/Character" -> Type.CHAR_TYPE;
            case "java/lang/Short" -> Type.SHORT_TYPE;
            case "java/lang/Integer" -> Type.INT_TYPE;
            case "java/lang/Long" -> Type.LONG_TYPE;
            case "java/lang/Float" -> Type.FLOAT_TYPE;
            case "java/lang/Double" -> Type.DOUBLE_TYPE;
            default -> null;
        };
    }
}
