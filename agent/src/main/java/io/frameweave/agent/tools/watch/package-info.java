/**
 * The {@code watch} tool: a log of the de-optimization notifications the agent's watchers deliver (a watched
 * module's globals or the builtins changed, a class changed, a function's code or defaults replaced), each
 * with the key and the guest stack of the code that made the change.
 */
package io.frameweave.agent.tools.watch;
