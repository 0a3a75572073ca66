/**
 * The coverage tool: line (and optionally branch) coverage of guest code, measured through the monitoring
 * Java API under the COVERAGE tool id, with callbacks that return DISABLE so each location costs once. At the
 * end it writes a terminal table in coverage.py's shape and JSON, LCOV, Cobertura XML or HTML reports.
 *
 * <p>May touch: {@link io.frameweave.instrumentation.monitoring.Monitoring} (its own tool id only), code
 * objects and their line tables (reads only).
 */
package io.frameweave.agent.tools.coverage;
