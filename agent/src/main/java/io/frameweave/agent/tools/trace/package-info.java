/**
 * The {@code trace} tool: the guest's call, return (and optionally line, builtin-call and raise) events from
 * the monitoring API, filtered by file and function patterns, written as JSON Lines and as a Chrome Trace
 * Event file (calls as "B"/"E" duration slices) that Perfetto and chrome://tracing open.
 */
package io.frameweave.agent.tools.trace;
