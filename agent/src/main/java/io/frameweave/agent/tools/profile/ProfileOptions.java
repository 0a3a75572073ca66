package io.frameweave.agent.tools.profile;

import io.frameweave.agent.tools.ToolException;
import io.frameweave.agent.tools.ToolOptions;
import io.frameweave.agent.tools.ToolSession;

import java.util.ArrayList;
import java.util.List;

/**
 * The profile tool's options as {@link ProfileDescription#OF} declares them, read. Without {@code format}, the
 * format is the one whose suffix {@code output} ends with ({@code -o out.html}), else the SVG flame graph.
 */
record ProfileOptions(int rate, double durationSeconds, List<ProfileFormat> formats, String output,
                      boolean idle, boolean threads, boolean nolineno, int top) {

    static ProfileOptions parse(ToolSession session) throws ToolException {
        ToolOptions o = ToolOptions.of(session, ProfileDescription.OF);
        String output = o.given("output") ? o.text("output") : null;
        List<ProfileFormat> formats = new ArrayList<>();
        if (o.given("format")) {
            for (String name : o.list("format")) {
                formats.add(ProfileFormat.named(name));
            }
        } else {
            formats.add(output != null ? ProfileFormat.bySuffix(output) : ProfileFormat.SVG);
        }
        return new ProfileOptions((int) o.number("rate"), o.seconds("duration"), List.copyOf(formats), output,
                o.flag("idle"), o.flag("threads"), o.flag("nolineno"), (int) o.number("top"));
    }
}
