package io.frameweave.agent.tools.debug;

import io.frameweave.agent.tools.ToolException;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.UnknownHostException;

/**
 * Where the debug server listens: {@code HOST:PORT} ({@code [::1]:PORT} for an IPv6 address), port 0 for a free
 * one. The default is the loopback address, so that nothing but this machine can reach a server that runs
 * any code it is sent.
 */
record ListenAddress(String host, int port) {
    static final ListenAddress DEFAULT = new ListenAddress("127.0.0.1", 5678);

    /** Parses {@code HOST:PORT}; a one-line ToolException otherwise. */
    static ListenAddress parse(String text) throws ToolException {
        int colon = text.lastIndexOf(':');
        if (colon <= 0 || colon == text.length() - 1) {
            throw new ToolException("option 'listen' of tool 'debug' must be HOST:PORT, not '" + text + "'");
        }
        String host = text.substring(0, colon);
        if (host.startsWith("[") && host.endsWith("]")) {
            host = host.substring(1, host.length() - 1);
        }
        int port;
        try {
            port = Integer.parseInt(text.substring(colon + 1));
        } catch (NumberFormatException e) {
            port = -1;
        }
        if (port < 0 || port > 65535) {
            throw new ToolException("option 'listen' of tool 'debug': '" + text.substring(colon + 1)
                    + "' is not a port (0 to 65535)");
        }
        return new ListenAddress(host, port);
    }

    InetSocketAddress resolve() throws ToolException {
        try {
            return new InetSocketAddress(InetAddress.getByName(host), port);
        } catch (UnknownHostException e) {
            throw new ToolException("option 'listen' of tool 'debug': unknown host '" + host + "'");
        }
    }
}
