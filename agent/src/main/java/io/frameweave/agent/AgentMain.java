package io.frameweave.agent;

import io.frameweave.agent.options.AgentOptions;
import io.frameweave.agent.options.AgentOptionsException;
import io.frameweave.instrumentation.weave.MissingWeavePointException;
import io.frameweave.instrumentation.weave.Weaving;

import java.lang.instrument.Instrumentation;

/**
 * The agent's entry point, for {@code -javaagent} ({@link #premain}) and dynamic attach ({@link #agentmain}).
 * It parses the options, keeps the {@link Instrumentation} and installs the light start-up weaving
 * ({@link Weaving#install}; the execution probes come later, when monitoring switches on). It never throws into
 * the host: a wrong option or a missing weave point is reported in one line on stderr and the VM runs on
 * untouched.
 */
public final class AgentMain {
    private static volatile Instrumentation instrumentation;
    private static volatile AgentOptions options;

    private AgentMain() {}

    public static void premain(String args, Instrumentation inst) {
        start(args, inst);
    }

    public static void agentmain(String args, Instrumentation inst) {
        start(args, inst);
    }

    private static void start(String args, Instrumentation inst) {
        try {
            options = AgentOptions.parse(args);
            if (instrumentation == null) {
                instrumentation = inst;
            }
            Weaving.install(instrumentation);
            if (options.verbose()) {
                System.err.println("frameweave agent: started; sys.settrace, sys.setprofile, sys.monitoring, "
                        + "f_locals proxies and sys._current_frames are available; execution probes are woven "
                        + "when monitoring or tracing starts");
            }
        } catch (AgentOptionsException | MissingWeavePointException e) {
            System.err.println("frameweave agent: " + e.getMessage() + "; the program runs uninstrumented");
        } catch (RuntimeException | LinkageError e) {
            // e.g. a JVM that refuses retransformation: the host program must still start
            System.err.println("frameweave agent: could not start (" + e + "); the program runs uninstrumented");
        }
    }

    /** The first {@link Instrumentation} this agent was given, or null before it started. */
    public static Instrumentation instrumentation() {
        return instrumentation;
    }

    /** The options of the last successful start, or null. */
    public static AgentOptions options() {
        return options;
    }
}
