package io.frameweave.agent.tools.debug;

import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.vm.TracebackPrinter;
import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseError;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseErrorCode;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;

/**
 * The error responses of the debug server: a request that cannot be done gets {@code success: false} and one
 * line saying why, never a dead VM or a silent drop.
 */
final class DapErrors {
    private DapErrors() {}

    static ResponseErrorException of(String message) {
        return new ResponseErrorException(new ResponseError(ResponseErrorCode.InvalidParams, message, null));
    }

    static <T> CompletableFuture<T> failed(String message) {
        return CompletableFuture.failedFuture(of(message));
    }

    /**
     * The error response for what a request's work threw: a guest exception as Python prints its last line
     * ({@code NameError: name 'x' is not defined}); anything else is a bug of the VM or the debugger, and says so.
     */
    static ResponseErrorException from(Throwable t) {
        Throwable e = t instanceof CompletionException && t.getCause() != null ? t.getCause() : t;
        if (e instanceof ResponseErrorException r) {
            return r;
        }
        if (e instanceof PyException p) {
            return of(TracebackPrinter.exceptionLine(p.value).strip());
        }
        return of("internal error of the debugger or the VM (" + e + ")");
    }
}
