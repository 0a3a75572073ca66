package io.frameweave.agent.options;

/** A malformed or unknown agent option; its message is one line meant for the user. */
public final class AgentOptionsException extends Exception {
    public AgentOptionsException(String message) {
        super(message, null, false, false);
    }
}
