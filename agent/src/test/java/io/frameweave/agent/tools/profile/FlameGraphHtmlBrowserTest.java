package io.frameweave.agent.tools.profile;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The interactive flame graph page opened in a real browser: headless Chromium (Debian's package
 * {@code chromium}) runs the page's script with the network off and prints the DOM it built. Skipped, saying
 * so, on a machine without Chromium ({@code apt-get install chromium}; FRAMEWEAVE_CHROMIUM names another
 * binary).
 */
class FlameGraphHtmlBrowserTest {

    private static FlameNode tree() {
        Map<List<String>, Integer> stacks = new LinkedHashMap<>();
        stacks.put(List.of("<module> (p.py:9)", "main (p.py:5)", "leaf (p.py:2)"), 6);
        stacks.put(List.of("<module> (p.py:9)", "main (p.py:6)", "other </script> (p.py:3)"), 2);
        stacks.put(List.of("<module> (p.py:9)"), 2);
        return FlameNode.of(stacks);
    }

    @Test
    void thePageDrawsEveryFrameAndSearchesAndZooms(@TempDir Path dir) throws Exception {
        String browser = chromium();
        Assumptions.assumeTrue(browser != null,
                "headless Chromium not found (install Debian's package chromium, or set FRAMEWEAVE_CHROMIUM)");
        Path page = dir.resolve("profile.html");
        Files.writeString(page, FlameGraphHtml.render(tree(), "frameweave profile", "10 samples",
                List.of("   %Own  %Total      Own    Total  Function (file:line)")), StandardCharsets.UTF_8);

        String plain = dom(browser, dir, page.toUri() + "");
        // all, <module>, main:5, main:6, leaf, other: six frames, none highlighted, no script error left them out
        assertEquals(6, count(plain, "class=\"frame\""), plain);
        assertTrue(plain.contains(">leaf (p.py:2)</div>"), plain);
        assertTrue(plain.contains(">other &lt;/script&gt; (p.py:3)</div>"), plain);
        assertTrue(plain.contains("id=\"search\""), plain);
        assertTrue(plain.contains("id=\"reset\""), plain);
        assertFalse(plain.contains("class=\"frame match\""), plain);

        String searched = dom(browser, dir, page.toUri() + "#search=leaf");
        assertEquals(1, count(searched, "class=\"frame match\""), searched);
        assertTrue(searched.contains("Matched: 60.0% of samples, 1 frames shown"), searched);

        String zoomed = dom(browser, dir, page.toUri() + "#zoom=" + "main%20(p.py%3A6)");
        // zoomed into main:6: it and its ancestors span the width, its sibling main:5 and leaf are not drawn
        assertTrue(zoomed.contains("left: 0%; width: 100%;") && zoomed.contains(">main (p.py:6)</div>"), zoomed);
        assertFalse(zoomed.contains(">leaf (p.py:2)</div>"), zoomed);
        assertEquals(2, count(zoomed, "class=\"frame faded\""), zoomed);
    }

    private static int count(String text, String what) {
        Matcher m = Pattern.compile(Pattern.quote(what)).matcher(text);
        int n = 0;
        while (m.find()) {
            n++;
        }
        return n;
    }

    private static String dom(String browser, Path dir, String url) throws IOException, InterruptedException {
        Path out = dir.resolve("dom.html");
        Process p = new ProcessBuilder(browser, "--headless", "--no-sandbox", "--disable-gpu",
                "--user-data-dir=" + dir.resolve("chromium-profile"), "--proxy-server=127.0.0.1:9",
                "--virtual-time-budget=2000", "--dump-dom", url)
                .redirectOutput(out.toFile()).redirectError(dir.resolve("chromium.log").toFile()).start();
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "chromium did not finish");
        assertEquals(0, p.exitValue(), () -> read(dir.resolve("chromium.log")));
        return read(out);
    }

    private static String read(Path p) {
        try {
            return Files.readString(p, StandardCharsets.UTF_8);
        } catch (IOException e) {
            return e.toString();
        }
    }

    private static String chromium() {
        String chosen = System.getenv("FRAMEWEAVE_CHROMIUM");
        if (chosen != null && !chosen.isBlank()) {
            return chosen;
        }
        for (String name : List.of("chromium", "chromium-browser", "google-chrome")) {
            for (String d : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
                if (Files.isExecutable(Path.of(d, name))) {
                    return Path.of(d, name).toString();
                }
            }
        }
        return null;
    }
}
