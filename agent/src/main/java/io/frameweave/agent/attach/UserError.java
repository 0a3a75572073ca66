package io.frameweave.agent.attach;

/** A mistake or a refusal the command reports in one line, with the exit status to leave with. */
final class UserError extends Exception {
    final int status;

    UserError(String message, int status) {
        super(message, null, false, false);
        this.status = status;
    }
}
