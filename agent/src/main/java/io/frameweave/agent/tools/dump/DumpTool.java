package io.frameweave.agent.tools.dump;

import io.frameweave.agent.tools.ThisProcess;
import io.frameweave.agent.tools.OutputClaim;
import io.frameweave.agent.tools.Tool;
import io.frameweave.agent.tools.ToolException;
import io.frameweave.agent.tools.ToolOptions;
import io.frameweave.agent.tools.ToolSession;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * The {@code dump} tool: every guest thread's stack, innermost frame last, like {@code py-spy dump}. Options:
 * {@code locals} (each frame's locals, reprs cut at {@code maxlen} characters, default 100), {@code json},
 * {@code delay=SECONDS} (wait before dumping; default 0 after an attach, 1 at launch, where the program has
 * only just begun), {@code output=FILE} (write the dump there, in the output directory, instead of showing it).
 * It completes by itself once the dump is taken; finished earlier (the program ended first, or the client
 * detached) it dumps what is running then.
 */
public final class DumpTool implements Tool {
    private boolean withLocals;
    private boolean json;
    private double delaySeconds;
    private String file;
    /** The file named by {@code output}, reserved from the start; null when the dump is shown instead. */
    private OutputClaim output;
    private int reprLimit;
    private Thread timer;
    /** Set by whoever takes the dump: the timer after its delay, or finish() before that. */
    private final AtomicBoolean claimed = new AtomicBoolean();

    public DumpTool() {}

    @Override
    public void start(ToolSession session) throws ToolException {
        ToolOptions o = ToolOptions.of(session, DumpDescription.OF);
        withLocals = o.flag("locals");
        json = o.flag("json");
        delaySeconds = o.seconds("delay", session.dynamicallyAttached() ? 0 : 1);
        file = o.text("output");
        reprLimit = (int) o.number("maxlen");
        output = file == null ? null : session.claimOutputs(List.of(file), true);
        timer = new Thread(() -> {
            try {
                Thread.sleep((long) (delaySeconds * 1000));
            } catch (InterruptedException e) {
                return; // finished before the delay was over: finish() dumps
            }
            if (claimed.compareAndSet(false, true)) {
                dump(session);
                session.finished();
            }
        }, "frameweave-dump");
        timer.setDaemon(true);
        timer.start();
    }

    @Override
    public void finish(ToolSession session) throws ToolException {
        if (claimed.compareAndSet(false, true)) {
            timer.interrupt();
            dump(session);
        } else if (Thread.currentThread() != timer) {
            try {
                timer.join(30_000); // the dump being taken is handed over before the tool counts as finished
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /** Takes the dump and hands it over. */
    private void dump(ToolSession session) {
        List<ThreadStack> stacks;
        try {
            stacks = new StackReader(withLocals, reprLimit).readAll();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            session.report("interrupted before the stacks were read");
            return;
        }
        long pid = ThisProcess.pid();
        String text = json ? DumpFormat.json(pid, stacks, withLocals) : DumpFormat.text(pid, stacks, withLocals);
        if (file == null) {
            session.result(text);
            return;
        }
        try {
            session.report("wrote " + output.write(0, text));
        } catch (IOException e) {
            session.report("could not write " + output.path(0) + ": " + e.getMessage());
        }
    }
}
