package io.frameweave.buildtools;

import org.objectweb.asm.Handle;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * One {@code invokedynamic} call site of {@code LambdaMetafactory.metafactory}, as javac writes it for a lambda
 * or a method reference, and the plain class that replaces it.
 *
 * @param className     the internal name of the class made for it ({@code Host$$Fn$index}, Host the class whose
 *                      code holds the site)
 * @param interfaceName the functional interface's internal name (the call site's return type)
 * @param methodName    the interface method the class implements
 * @param captured      the values the site takes from the stack (the call site's parameters)
 * @param erased        the interface method's own descriptor (the metafactory's first argument)
 * @param implementation the method that does the work: a {@code lambda$} body or the referenced method
 * @param instantiated  the interface method as the site uses it, with its type arguments (third argument)
 */
record LambdaSite(String className, String interfaceName, String methodName, Type[] captured,
                  Type erased, Handle implementation, Type instantiated) {

    static final String METAFACTORY_OWNER = "java/lang/invoke/LambdaMetafactory";

    /** The descriptor of the static factory that stands where the call site was. */
    String factoryDescriptor() {
        return Type.getMethodDescriptor(Type.getObjectType(interfaceName), captured);
    }

    /**
     * The values the implementation takes, in order: a receiver first for an instance method (none for a
     * constructor, whose new object the class makes itself), then its parameters.
     */
    Type[] implementationParameters() {
        Type[] params = Type.getArgumentTypes(implementation.getDesc());
        if (!takesReceiver()) {
            return params;
        }
        Type[] withReceiver = new Type[params.length + 1];
        withReceiver[0] = Type.getObjectType(implementation.getOwner());
        System.arraycopy(params, 0, withReceiver, 1, params.length);
        return withReceiver;
    }

    boolean takesReceiver() {
        int kind = implementation.getTag();
        return kind == Opcodes.H_INVOKEVIRTUAL || kind == Opcodes.H_INVOKEINTERFACE || kind == Opcodes.H_INVOKESPECIAL;
    }

    /** What the implementation leaves on the stack: the new object for a constructor. */
    Type implementationResult() {
        if (implementation.getTag() == Opcodes.H_NEWINVOKESPECIAL) {
            return Type.getObjectType(implementation.getOwner());
        }
        return Type.getReturnType(implementation.getDesc());
    }
}
