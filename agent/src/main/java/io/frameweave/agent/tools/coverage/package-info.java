/**
 * The coverage tool: line (and optionally branch) coverage of guest code, measured through the monitoring
 * Java API under the COVERAGE tool id (line coverage with callbacks that return DISABLE, so each location costs
 * once), and analyzed from the source as coverage.py 6.5 analyzes it. At the end it writes coverage.py's
 * terminal table and JSON, LCOV, Cobertura XML or HTML reports.
 *
 * <p>May touch: {@link io.frameweave.instrumentation.monitoring.Monitoring} (its own tool id only), code
 * objects and their line tables (reads only), the interpreter's lexer and parser (to read measured files'
 * sources), and the measured source files (reads only).
 */
package io.frameweave.agent.tools.coverage;
