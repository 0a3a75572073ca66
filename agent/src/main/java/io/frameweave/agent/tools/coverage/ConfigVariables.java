package io.frameweave.agent.tools.coverage;

import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Environment variables in coverage.py's configuration values, as coverage.py 6.5 substitutes them: {@code $VAR}
 * and {@code ${VAR}} (empty when undefined), {@code ${VAR-default}}, {@code ${VAR?}} (an error when undefined),
 * {@code $$} for a dollar sign. A dollar sign followed by anything else stays as it is.
 */
final class ConfigVariables {
    private static final Pattern DOLLAR = Pattern.compile(
            "\\$(?:(\\$)|(\\w+)|\\{(\\w+)(?:(\\?)|-([^}]*))?})", Pattern.UNICODE_CHARACTER_CLASS);

    private ConfigVariables() {}

    static String substitute(String text, Map<String, String> env) throws UndefinedException {
        if (text.indexOf('$') < 0) {
            return text;
        }
        Matcher m = DOLLAR.matcher(text);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String replacement;
            if (m.group(1) != null) {
                replacement = "$";
            } else {
                String word = m.group(2) != null ? m.group(2) : m.group(3);
                if (env.containsKey(word)) {
                    replacement = env.get(word);
                } else if (m.group(4) != null) {
                    throw new UndefinedException("variable " + word + " is undefined: " + text.strip());
                } else {
                    replacement = m.group(5) != null ? m.group(5) : "";
                }
            }
            m.appendReplacement(out, Matcher.quoteReplacement(replacement));
        }
        m.appendTail(out);
        return out.toString();
    }

    /** {@code ${VAR?}} of a variable that is not set. */
    static final class UndefinedException extends Exception {
        UndefinedException(String message) {
            super(message, null, false, false);
        }
    }
}
