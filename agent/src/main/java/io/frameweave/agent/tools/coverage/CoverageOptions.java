package io.frameweave.agent.tools.coverage;

import io.frameweave.agent.tools.ToolException;
import io.frameweave.agent.tools.ToolOptions;
import io.frameweave.agent.tools.ToolSession;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The coverage tool's options, checked: {@code branch} (arc coverage too), {@code format} (one or more of
 * {@code term}, {@code json}, {@code lcov}, {@code xml}, {@code html}, joined by {@code +}; default
 * {@code term}), {@code output} (the file, or for html the directory, when one file format is asked for),
 * {@code fail-under} (a percentage: finishing below it is a failure), {@code precision} (decimals of the
 * percentages, default 0), {@code include} and {@code omit} (glob patterns of the files to report, matched
 * against the shown name and the full path) and {@code duration} (seconds to measure, for an attached run;
 * default: until the program ends or the tool is detached).
 */
record CoverageOptions(boolean branch, List<CoverageFormat> formats, String output, Double failUnder,
                       int precision, String include, String omit, double durationSeconds) {

    private static final Set<String> KEYS = Set.of("branch", "format", "output", "fail-under", "precision",
            "include", "omit", "duration");

    static CoverageOptions parse(ToolSession session) throws ToolException {
        ToolOptions o = ToolOptions.of(session, KEYS);
        boolean branch = o.flag("branch");
        List<CoverageFormat> formats = new ArrayList<>();
        for (String name : o.text("format", "term").split("\\+")) {
            CoverageFormat f = CoverageFormat.named(name.trim());
            if (f == null) {
                throw new ToolException("option 'format' of tool 'coverage' does not accept '" + name
                        + "' (expected one or more of " + CoverageFormat.names() + ", joined by +)");
            }
            if (!formats.contains(f)) {
                formats.add(f);
            }
        }
        String output = o.text("output", null);
        if (output != null && formats.stream().filter(f -> f != CoverageFormat.TERM).count() != 1) {
            throw new ToolException("option 'output' of tool 'coverage' names one report's file: give it with "
                    + "exactly one of json, lcov, xml or html");
        }
        Double failUnder = null;
        String fu = o.text("fail-under", null);
        if (fu != null) {
            try {
                failUnder = Double.parseDouble(fu);
            } catch (NumberFormatException e) {
                failUnder = Double.NaN;
            }
            if (!(failUnder >= 0 && failUnder <= 100)) {
                throw new ToolException("option 'fail-under' of tool 'coverage' does not accept '" + fu
                        + "' (expected a percentage from 0 to 100)");
            }
        }
        return new CoverageOptions(branch, List.copyOf(formats), output, failUnder,
                (int) o.number("precision", 0, 0, 6), o.text("include", null), o.text("omit", null),
                o.seconds("duration", 0));
    }
}
