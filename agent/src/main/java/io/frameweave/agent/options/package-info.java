/** Parsing and validating the agent's {@code key=value} options; depends on nothing. */
package io.frameweave.agent.options;
