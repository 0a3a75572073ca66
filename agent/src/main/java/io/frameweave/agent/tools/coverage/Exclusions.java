package io.frameweave.agent.tools.coverage;

import java.util.regex.Pattern;

/**
 * The line patterns of coverage.py's analysis: {@code exclude} marks lines left out of the statements (on a
 * clause's header line or a decorator, the whole clause or definition), {@code partial} lines whose missing
 * branches are not reported. Each is searched for in every source line, as Python's {@code re.search} does;
 * null matches nothing. Either replaces coverage.py's default (its {@code exclude_lines} and
 * {@code partial_branches} settings); {@code while True:}, {@code if 0:} and such never report missing branches
 * whatever the setting, as in coverage.py.
 */
record Exclusions(Pattern exclude, Pattern partial) {
    static final Pattern DEFAULT_EXCLUDE = Pattern.compile("#\\s*(pragma|PRAGMA)[:\\s]?\\s*(no|NO)\\s*(cover|COVER)");
    static final Pattern DEFAULT_PARTIAL = Pattern.compile("#\\s*(pragma|PRAGMA)[:\\s]?\\s*(no|NO)\\s*(branch|BRANCH)");
    static final Pattern ALWAYS_PARTIAL = Pattern.compile("while (True|1|False|0):|if (True|1|False|0):");
    static final Exclusions DEFAULT = new Exclusions(DEFAULT_EXCLUDE, DEFAULT_PARTIAL);
}
