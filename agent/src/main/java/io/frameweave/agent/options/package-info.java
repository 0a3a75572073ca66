/**
 * The agent's options and the one grammar of tools' options: the {@code -javaagent} string
 * ({@link io.frameweave.agent.options.AgentOptions}, {@link io.frameweave.agent.options.ToolSpec}), a tool's
 * declared options ({@link io.frameweave.agent.options.ToolDescription}, {@link io.frameweave.agent.options.OptionSpec}:
 * read by the checks and by {@code --help}) and their command-line form
 * ({@link io.frameweave.agent.options.ToolArguments}, GNU style, at launch and at attach alike). Depends on
 * nothing: the attach client's JVM, which has no interpreter, reads it too.
 */
package io.frameweave.agent.options;
