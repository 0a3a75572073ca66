package io.frameweave.agent.tools.profile;

import io.frameweave.agent.tools.ToolException;
import io.frameweave.agent.tools.ToolOptions;
import io.frameweave.agent.tools.ToolSession;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The profile tool's options, checked: {@code rate} (samples per second, default 100), {@code duration}
 * (seconds; default: until the program ends or the tool is detached), {@code format} (one or more of
 * {@code svg}, {@code html}, {@code collapsed}, {@code speedscope}, {@code chrome}, joined by {@code +};
 * default {@code svg}), {@code output} (the file name, or the base name when several formats are asked for),
 * {@code idle} (include idle threads), {@code threads} (one root per thread in the flame graph and collapsed
 * stacks) and {@code top} (rows of the top-functions table, default 10; 0 for none).
 */
record ProfileOptions(int rate, double durationSeconds, List<ProfileFormat> formats, String output,
                      boolean idle, boolean threads, int top) {

    private static final Set<String> KEYS = Set.of("rate", "duration", "format", "output", "idle", "threads", "top");
    static final int MAX_RATE = 10_000;

    static ProfileOptions parse(ToolSession session) throws ToolException {
        ToolOptions o = ToolOptions.of(session, KEYS);
        List<ProfileFormat> formats = new ArrayList<>();
        for (String name : o.text("format", "svg").split("\\+")) {
            ProfileFormat f = ProfileFormat.named(name.trim());
            if (f == null) {
                throw new ToolException("option 'format' of tool 'profile' does not accept '" + name
                        + "' (expected one or more of " + ProfileFormat.names() + ", joined by +)");
            }
            if (!formats.contains(f)) {
                formats.add(f);
            }
        }
        String output = o.text("output", null);
        if (output != null && output.isBlank()) {
            throw new ToolException("option 'output' of tool 'profile' needs a file name");
        }
        return new ProfileOptions((int) o.number("rate", 100, 1, MAX_RATE), o.seconds("duration", 0),
                List.copyOf(formats), output, o.flag("idle"), o.flag("threads"), (int) o.number("top", 10, 0, 1000));
    }
}
