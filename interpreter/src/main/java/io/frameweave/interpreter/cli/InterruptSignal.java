package io.frameweave.interpreter.cli;

import io.frameweave.interpreter.vm.GIL;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Proxy;

/**
 * Turns Ctrl-C (SIGINT) into a KeyboardInterrupt in the main guest thread instead of killing the JVM. Uses
 * {@code sun.misc.Signal} reflectively; where it is unavailable the JVM's default handling stays.
 */
final class InterruptSignal {
    private InterruptSignal() {}

    static void install() {
        try {
            Class<?> signalClass = Class.forName("sun.misc.Signal");
            Class<?> handlerClass = Class.forName("sun.misc.SignalHandler");
            Object signal = signalClass.getConstructor(String.class).newInstance("INT");
            InvocationHandler ih = (proxy, method, args) -> {
                if (method.getName().equals("handle")) {
                    GIL.requestInterrupt();
                }
                return null;
            };
            Object handler = Proxy.newProxyInstance(handlerClass.getClassLoader(), new Class<?>[] {handlerClass}, ih);
            signalClass.getMethod("handle", signalClass, handlerClass).invoke(null, signal, handler);
        } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
            // no signal support: Ctrl-C ends the JVM as usual
        }
    }
}
