package io.frameweave.agent;

import io.frameweave.agent.attach.AttachChannel;
import io.frameweave.agent.options.AgentOptions;
import io.frameweave.agent.options.AgentOptionsException;
import io.frameweave.agent.options.ToolSpec;
import io.frameweave.instrumentation.optimizer.Optimizer;
import io.frameweave.agent.tools.StderrConsole;
import io.frameweave.agent.tools.Tool;
import io.frameweave.agent.tools.ToolException;
import io.frameweave.agent.tools.ToolRegistry;
import io.frameweave.agent.tools.ToolRun;
import io.frameweave.instrumentation.weave.MissingWeavePointException;
import io.frameweave.instrumentation.WeavingPlan;
import io.frameweave.instrumentation.weave.Weaving;

import java.io.IOException;
import java.lang.instrument.Instrumentation;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The agent's entry point, for {@code -javaagent} ({@link #premain}) and dynamic attach ({@link #agentmain}).
 * It parses the options, keeps the first {@link Instrumentation} it is given, installs the weaving and starts
 * the tools asked for. At launch that is the light start-up weaving ({@link Weaving#install}: the guest gets
 * {@code sys.settrace} and friends); after a dynamic attach only what Java tools need
 * ({@link Weaving#installForTools}), so that once the attached tool finishes nothing of it is left woven. The
 * execution probes come later, when monitoring switches on. It never throws into the host: a wrong option or
 * a missing weave point is reported in one line (on stderr at launch, to the attach client after an attach)
 * and the VM runs on untouched; except at launch with {@code strict=true} (what the launcher passes), where a
 * wrong option or a tool that refuses to start ends the JVM with exit status 2 before the program runs.
 */
public final class AgentMain {
    private static volatile Instrumentation instrumentation;
    private static volatile AgentOptions options;

    private AgentMain() {}

    public static void premain(String args, Instrumentation inst) {
        boolean strict = args != null && (args.contains("strict=true") || args.contains("strict=on"));
        try {
            AgentOptions o = AgentOptions.parse(args);
            keep(inst);
            WeavingPlan.install(instrumentation);
            Weaving.startedWithTheJvm();
            options = o;
            if (o.verbose()) {
                System.err.println("frameweave agent: started; sys.settrace, sys.setprofile, sys.monitoring, "
                        + "f_locals proxies and sys._current_frames are available; execution probes are woven "
                        + "when monitoring or tracing starts");
            }
            startTools(o, strict);
            startOptimizer(o, true);
        } catch (AgentOptionsException | MissingWeavePointException | ToolException e) {
            if (strict) {
                System.err.println("frameweave: " + e.getMessage());
                System.exit(2);
            }
            System.err.println("frameweave agent: " + e.getMessage() + "; the program runs uninstrumented");
        } catch (RuntimeException | LinkageError e) {
            // e.g. a JVM that refuses retransformation: the host program must still start
            System.err.println("frameweave agent: could not start (" + e + "); the program runs uninstrumented");
        }
    }

    /**
     * A dynamic attach: with {@code attach=DIR} (the attach client) the tool of the client's request is
     * started and everything is said through the channel; otherwise as {@link #premain}, without the guest
     * additions. Called once per attach; every call after the first reuses the first Instrumentation.
     */
    public static void agentmain(String args, Instrumentation inst) {
        AgentOptions o;
        try {
            o = AgentOptions.parse(args);
        } catch (AgentOptionsException e) {
            System.err.println("frameweave agent: " + e.getMessage() + "; nothing was started");
            return;
        }
        if (o.attachChannel() == null) {
            try {
                keep(inst);
                WeavingPlan.installForTools(instrumentation);
                options = o;
                startTools(o, false);
                startOptimizer(o, false);
            } catch (MissingWeavePointException | ToolException e) {
                System.err.println("frameweave agent: " + e.getMessage() + "; nothing was started");
            } catch (RuntimeException | LinkageError e) {
                System.err.println("frameweave agent: could not start (" + e + "); nothing was started");
            }
            return;
        }
        AttachChannel channel;
        try {
            channel = AttachChannel.open(Path.of(o.attachChannel()));
        } catch (IOException | RuntimeException e) {
            System.err.println("frameweave agent: could not read the attach request (" + e + ")");
            return;
        }
        try {
            keep(inst);
            WeavingPlan.installForTools(instrumentation);
            ToolRun run = new ToolRun(channel.toolName(), ToolRegistry.create(channel.toolName()),
                    channel.toolOptions(), channel.outputDirectory(), channel, true);
            run.start();
            channel.started(run);
        } catch (MissingWeavePointException | ToolException e) {
            channel.failedToStart(e.getMessage());
        } catch (RuntimeException | LinkageError e) {
            channel.failedToStart("could not start (" + e + ")");
        }
    }

    private static synchronized void keep(Instrumentation inst) {
        if (instrumentation == null) {
            instrumentation = inst;
        }
    }

    /**
     * Starts the tools of {@code o}, reporting on stderr. Every name is checked before any tool starts; a tool
     * that refuses to start (a wrong option of its own) is reported in one line and the others run; with
     * {@code strict}, every tool's options are checked before any starts, and the first refusal is thrown.
     */
    private static void startTools(AgentOptions o, boolean strict) throws ToolException {
        List<Tool> tools = new ArrayList<>();
        for (ToolSpec spec : o.tools()) {
            tools.add(ToolRegistry.create(spec.name()));
            if (strict) {
                try {
                    ToolRegistry.describe(spec.name()).check(spec.options());
                } catch (AgentOptionsException e) {
                    throw new ToolException(e.getMessage());
                }
            }
        }
        StderrConsole console = new StderrConsole(System.err);
        Path out = Path.of(o.outputDirectory() != null ? o.outputDirectory() : "").toAbsolutePath();
        for (int i = 0; i < tools.size(); i++) {
            ToolSpec spec = o.tools().get(i);
            ToolRun run = new ToolRun(spec.name(), tools.get(i), spec.options(), out, console, false);
            try {
                run.start();
            } catch (ToolException e) {
                if (strict) {
                    throw e;
                }
                System.err.println("frameweave agent: " + e.getMessage() + "; tool '" + spec.name()
                        + "' does not run");
            }
        }
    }

    /**
     * Switches the speculating optimizer on when {@code optimize=on} was given: at a JVM's start, once the VM has
     * booted ({@link Optimizer#enableOnceBooted}); in a running JVM, now.
     */
    private static void startOptimizer(AgentOptions o, boolean atStart) {
        if (o.optimize()) {
            if (atStart) {
                Weaving.weaveOptimizerProbesForGood();
                Optimizer.enableOnceBooted();
            } else {
                Optimizer.enable();
            }
            if (o.verbose()) {
                System.err.println(atStart ? "frameweave agent: the optimizer switches on once the VM has booted"
                        : "frameweave agent: the optimizer is on");
                Runtime.getRuntime().addShutdownHook(new Thread(() -> {
                    Optimizer.Stats s = Optimizer.stats();
                    System.err.println("frameweave agent: the optimizer optimized " + s.optimized()
                            + " code objects (known calls of classes: " + s.classCalls() + ", of methods: "
                            + s.methodCalls() + ", of builtin methods: " + s.builtinMethodCalls()
                            + "; attribute accesses with a given layout: " + s.layouts() + ") and de-optimized "
                            + s.deoptimized());
                    String report = Optimizer.report();
                    if (!report.isEmpty()) {
                        System.err.print("frameweave agent: what optimized code runs as variants of its instructions:\n"
                                + report);
                    }
                }, "frameweave-optimizer-report"));
            }
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
