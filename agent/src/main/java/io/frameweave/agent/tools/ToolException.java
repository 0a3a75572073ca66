package io.frameweave.agent.tools;

/** A tool could not start or finish, for a reason the user can act on; the message is one line for them. */
public final class ToolException extends Exception {
    public ToolException(String message) {
        super(message);
    }

    public ToolException(String message, Throwable cause) {
        super(message, cause);
    }
}
