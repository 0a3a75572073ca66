/**
 * The coverage tool: line (and optionally branch) coverage of guest code, measured through the monitoring
 * Java API under the COVERAGE tool id (line coverage with callbacks that return DISABLE, so each location costs
 * once), and analyzed from the source as coverage.py 6.5 analyzes it. At the end it writes a data file of the
 * raw facts ({@link io.frameweave.agent.tools.coverage.CoverageDataFile}) and coverage.py's terminal table and
 * JSON, LCOV, Cobertura XML or HTML reports; {@link io.frameweave.agent.tools.coverage.CoverageCommand} makes the
 * same reports later from data files, and combines them (through {@code [paths]},
 * {@link io.frameweave.agent.tools.coverage.PathAliases}) and erases them. The tool's and the commands' options are
 * declared in {@link io.frameweave.agent.tools.coverage.CoverageDescription} only and read, over the configuration
 * file's settings, by {@link io.frameweave.agent.tools.coverage.CoverageOptions}; the configuration is found and read
 * as coverage.py's ({@link io.frameweave.agent.tools.coverage.CoverageConfig}: INI files and {@code pyproject.toml},
 * the latter through the package's own strict TOML reader, {@link io.frameweave.agent.tools.coverage.Toml}).
 *
 * <p>May touch: {@link io.frameweave.instrumentation.monitoring.Monitoring} (its own tool id only), code
 * objects and their line tables (reads only), the interpreter's lexer and parser (to read measured files'
 * sources), the measured source files, the configuration files and the environment's variables (reads only),
 * and data files (written through the tools' output files; replaced or removed only when they start as a data
 * file does).
 */
package io.frameweave.agent.tools.coverage;
