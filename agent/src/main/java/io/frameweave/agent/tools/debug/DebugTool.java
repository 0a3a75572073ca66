package io.frameweave.agent.tools.debug;

import io.frameweave.agent.tools.Tool;
import io.frameweave.agent.tools.ToolException;
import io.frameweave.agent.tools.ToolOptions;
import io.frameweave.agent.tools.ToolSession;


/**
 * The {@code debug} tool: a Debug Adapter Protocol server for editors' debuggers (VS Code's and others').
 * Options: {@code listen=HOST:PORT} (default 127.0.0.1:5678; port 0 picks a free one; an address that is not
 * a loopback one is warned about) and, at launch, {@code wait-for-client} (the program starts once a client
 * has sent its breakpoints). At launch the server stays up for one client after another until the program
 * ends; by attach, the tool finishes when its client goes, leaving nothing woven. Either way a connected client
 * gets the program's stdout and stderr and its exit status.
 */
public final class DebugTool implements Tool {
    /** The exit status of a program its client terminated: a shell's for SIGTERM. */
    private static final int TERMINATED_STATUS = 143;
    private Debugger debugger;
    private DebugServer server;

    @Override
    public void start(ToolSession session) throws ToolException {
        ToolOptions options = ToolOptions.of(session, DebugDescription.OF);
        String listen = options.given("listen") ? options.text("listen") : null;
        ListenAddress address = listen == null ? ListenAddress.DEFAULT : ListenAddress.parse(listen);
        boolean waitForClient = options.flag("wait-for-client");
        boolean attached = session.dynamicallyAttached();
        if (waitForClient && attached) {
            throw new ToolException("option 'wait-for-client' of tool 'debug' is for a launch; the program of an "
                    + "attach is running already");
        }
        boolean loopback = address.resolve().getAddress().isLoopbackAddress();
        try {
            debugger = Debugger.open();
        } catch (RuntimeException e) {
            throw new ToolException(DapErrors.from(e).getMessage());
        }
        Debugger d = debugger;
        Runnable terminate = attached ? null : () -> endProgram(d);
        Runnable clientGone = attached ? session::finished : () -> { };
        try {
            server = DebugServer.listen(address, debugger, terminate, clientGone);
        } catch (ToolException e) {
            debugger.close();
            throw e;
        }
        if (!loopback) {
            session.report("warning: " + address.host() + " is not a loopback address: whoever reaches port "
                    + server.port() + " can run any code in this program");
        }
        session.report("listening on " + hostText(address) + ":" + server.port());
        if (waitForClient) {
            session.report("waiting for a client to connect before the program starts");
            try {
                debugger.awaitConfiguration();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    private static String hostText(ListenAddress a) {
        return a.host().contains(":") ? "[" + a.host() + "]" : a.host();
    }

    /**
     * A client's terminate request of a program launched with the debugger: it ends as if sent SIGTERM, which the
     * client is told as the exit status.
     */
    private static void endProgram(Debugger debugger) {
        debugger.exited(TERMINATED_STATUS);
        Thread t = new Thread(() -> System.exit(TERMINATED_STATUS), "frameweave-debug-terminate");
        t.setDaemon(true);
        t.start();
    }

    @Override
    public void finish(ToolSession session) {
        if (server != null) {
            server.close();
        }
        if (debugger != null) {
            debugger.close();
        }
    }
}
