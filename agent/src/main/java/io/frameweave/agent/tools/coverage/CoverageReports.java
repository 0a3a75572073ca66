package io.frameweave.agent.tools.coverage;

import io.frameweave.agent.tools.OutputClaim;
import io.frameweave.agent.tools.ToolException;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.regex.Pattern;

/**
 * The reports asked for by a {@link CoverageOptions}, made the same way by the tool when it finishes and by the
 * {@code frameweave coverage} command from a data file: the files are chosen by include and omit, the report
 * files (json, lcov, xml) reserved beforehand ({@link #fileNames}), and {@code fail-under} judged after every
 * report is written.
 */
final class CoverageReports {
    private final CoverageOptions options;
    private final Path directory;
    /** The report files reserved, one per format of {@link #reservedFormats}, or null when none are. */
    private final OutputClaim claim;

    CoverageReports(CoverageOptions options, Path directory, OutputClaim claim) {
        this.options = options;
        this.directory = directory;
        this.claim = claim;
    }

    /** The formats written to files reserved beforehand: all but term and html (a directory of pages). */
    static List<CoverageFormat> reservedFormats(CoverageOptions options) {
        return options.formats().stream().filter(f -> f != CoverageFormat.TERM && f != CoverageFormat.HTML).toList();
    }

    /** The names to reserve, in the order of {@link #reservedFormats}. */
    static List<String> fileNames(CoverageOptions options) {
        return reservedFormats(options).stream().map(options::fileName).toList();
    }

    /** Whether the user chose any of those names (then a name another run holds is refused, not numbered). */
    static boolean namesChosen(CoverageOptions options) {
        return reservedFormats(options).stream().anyMatch(options::nameChosen);
    }

    /**
     * Writes every report of {@code analyzed}'s files that include and omit let through; {@code result} takes
     * the table, {@code progress} the names of the files written. Throws when a report could not be written
     * (after writing all it could); returns why the total fails {@code fail-under}, or null when it does not.
     */
    String write(List<FileCoverage> analyzed, boolean branch, Consumer<String> result, Consumer<String> progress)
            throws ToolException {
        List<ReportedFile> files = select(analyzed, options.include(), options.omit(), Path.of("").toAbsolutePath());
        if (files.isEmpty()) {
            if (claim != null) {
                claim.release();
            }
            progress.accept("no data to report");
            return options.failUnder() == null ? null : "no data to report, so fail-under="
                    + trim(options.failUnder()) + " fails";
        }
        CoverageNumbers total = CoverageNumbers.sum(files);
        List<String> failed = new ArrayList<>();
        for (CoverageFormat format : options.formats()) {
            try {
                write(format, files, total, branch, result, progress);
            } catch (IOException | RuntimeException e) {
                failed.add(format.optionName + " (" + e.getMessage() + ")");
            }
        }
        if (claim != null) {
            claim.release(); // written: the names are free for the next run at once
        }
        if (!failed.isEmpty()) {
            throw new ToolException("could not write " + String.join(", ", failed));
        }
        if (options.failUnder() != null
                && CoverageNumbers.failsUnder(total.percent(), options.failUnder(), options.precision())) {
            return "total of " + total.display(options.precision()) + "% is less than fail-under="
                    + trim(options.failUnder());
        }
        return null;
    }

    private void write(CoverageFormat format, List<ReportedFile> files, CoverageNumbers total, boolean branch,
                       Consumer<String> result, Consumer<String> progress) throws IOException {
        int precision = options.precision();
        int slot = reservedFormats(options).indexOf(format);
        Path target = switch (format) {
            case TERM -> {
                result.accept(String.join("\n", TextReport.lines(files, total, branch, precision)) + "\n");
                yield null;
            }
            case JSON -> claim.write(slot, JsonReport.render(files, total, branch, precision));
            case LCOV -> claim.write(slot, LcovReport.render(files));
            case XML -> claim.write(slot, CoberturaReport.render(files, total, branch));
            case HTML -> HtmlReport.write(directory.resolve(options.fileName(format)), files, total, branch, precision);
        };
        if (target != null) {
            progress.accept("wrote " + target);
        }
    }

    /**
     * The files to report, with the names they are shown by (relative to {@code cwd} when inside it), after
     * include and omit, in name order.
     */
    static List<ReportedFile> select(List<FileCoverage> analyzed, List<String> include, List<String> omit, Path cwd) {
        List<Pattern> in = include.stream().map(CoverageReports::fnmatch).toList();
        List<Pattern> out = omit.stream().map(CoverageReports::fnmatch).toList();
        List<ReportedFile> selected = new ArrayList<>();
        for (FileCoverage f : analyzed) {
            Path abs = Path.of(f.filename).toAbsolutePath().normalize();
            String name = abs.startsWith(cwd) ? cwd.relativize(abs).toString() : abs.toString();
            if (!in.isEmpty() && !anyMatches(in, name, abs.toString())) {
                continue;
            }
            if (anyMatches(out, name, abs.toString())) {
                continue;
            }
            selected.add(new ReportedFile(name, f, CoverageNumbers.of(f)));
        }
        selected.sort((a, b) -> a.name().compareTo(b.name()));
        return selected;
    }

    private static boolean anyMatches(List<Pattern> patterns, String name, String absolute) {
        for (Pattern p : patterns) {
            if (p.matcher(name).matches() || p.matcher(absolute).matches()) {
                return true;
            }
        }
        return false;
    }

    /**
     * A file pattern as coverage.py matches it ({@code fnmatch}): {@code *} any text, slashes included,
     * {@code ?} one character, {@code [...]} a character set.
     */
    static Pattern fnmatch(String glob) {
        return Pattern.compile(fnmatchRegex(glob, false), Pattern.DOTALL);
    }

    /** {@link #fnmatch}'s regular expression; with {@code eitherSlash}, a {@code /} matches {@code \\} too. */
    static String fnmatchRegex(String glob, boolean eitherSlash) {
        StringBuilder re = new StringBuilder();
        for (int i = 0; i < glob.length(); i++) {
            char c = glob.charAt(i);
            int close = c == '[' ? glob.indexOf(']', i + 2) : -1;
            if (c == '*') {
                re.append(".*");
            } else if (c == '?') {
                re.append('.');
            } else if (close > 0) {
                String set = glob.substring(i + 1, close).replace("\\", "\\\\");
                re.append('[').append(set.startsWith("!") ? "^" + set.substring(1) : set).append(']');
                i = close;
            } else if (c == '/' && eitherSlash) {
                re.append("[\\\\/]");
            } else {
                re.append(Pattern.quote(String.valueOf(c)));
            }
        }
        return re.toString();
    }

    static String trim(double v) {
        return v == Math.rint(v) ? Long.toString((long) v) : Double.toString(v);
    }
}
