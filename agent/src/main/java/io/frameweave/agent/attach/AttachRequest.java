package io.frameweave.agent.attach;

import java.io.IOException;
import java.io.Reader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;

/**
 * What the attach client asks the agent to run: the tool, its options, the output directory and the client's
 * pid (the agent finishes the tool if the client disappears). Kept as a properties file in the channel
 * directory, so that values may hold any character (paths with commas or colons), unlike the agent's
 * option string.
 */
record AttachRequest(String tool, Map<String, String> options, Path outputDirectory, long clientPid) {

    private static final String OPTION = "option.";

    void write(Path channel) throws IOException {
        Properties p = new Properties();
        p.setProperty("tool", tool);
        p.setProperty("out", outputDirectory.toString());
        p.setProperty("client", Long.toString(clientPid));
        options.forEach((k, v) -> p.setProperty(OPTION + k, v));
        StringWriter text = new StringWriter();
        p.store(text, "frameweave attach request");
        ChannelFiles.writeWhole(channel, ChannelFiles.REQUEST, text.toString());
    }

    static AttachRequest read(Path channel) throws IOException {
        Properties p = new Properties();
        try (Reader r = Files.newBufferedReader(channel.resolve(ChannelFiles.REQUEST), StandardCharsets.UTF_8)) {
            p.load(r);
        }
        Map<String, String> options = new LinkedHashMap<>();
        for (Map.Entry<String, String> e : new TreeMap<>(asStrings(p)).entrySet()) {
            if (e.getKey().startsWith(OPTION)) {
                options.put(e.getKey().substring(OPTION.length()), e.getValue());
            }
        }
        String tool = p.getProperty("tool");
        String out = p.getProperty("out");
        if (tool == null || out == null) {
            throw new IOException("incomplete attach request in " + channel);
        }
        return new AttachRequest(tool, options, Path.of(out), Long.parseLong(p.getProperty("client", "-1")));
    }

    private static Map<String, String> asStrings(Properties p) {
        Map<String, String> out = new LinkedHashMap<>();
        for (String k : p.stringPropertyNames()) {
            out.put(k, p.getProperty(k));
        }
        return out;
    }
}
