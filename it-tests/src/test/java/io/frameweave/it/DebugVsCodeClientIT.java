package io.frameweave.it;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;

import static io.frameweave.it.DebuggedProgram.line;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The debug server driven by VS Code's own test client, {@code @vscode/debugadapter-testsupport} (npm), through
 * the script {@code resources/debug/vscode_client.js}. The client is installed with the machine's npm into
 * {@code target/vscode-client}; without node and npm, or when npm cannot fetch it, the test is skipped and says why.
 */
class DebugVsCodeClientIT {
    private static final String CLIENT_PACKAGE = "@vscode/debugadapter-testsupport@1.68.0";
    private static final String COMPUTE = "compute.py";

    @Test
    void vsCodesTestClientHitsABreakpointReadsAndWritesVariablesAndSeesTheEnd(@TempDir Path dir) throws Exception {
        Path npm = onPath("npm");
        Path node = onPath("node");
        assumeTrue(npm != null && node != null, "node and npm are not on this machine's PATH");
        Path modules = installClient(npm, dir);
        Path script = dir.resolve("vscode_client.js");
        Files.writeString(script, DebuggedProgram.source("vscode_client.js"));
        try (DebuggedProgram p = DebuggedProgram.start(dir, COMPUTE)) {
            ProcessBuilder pb = new ProcessBuilder(node.toString(), script.toString(), String.valueOf(p.port),
                    p.file.toAbsolutePath().toString(), String.valueOf(line(COMPUTE, "compute-total")))
                    .redirectOutput(dir.resolve("client.out").toFile())
                    .redirectError(dir.resolve("client.err").toFile());
            pb.environment().put("NODE_PATH", modules.toString());
            Process client = pb.start();
            ProgressWait.Child clientChild = new ProgressWait.Child("VS Code's test client", client,
                    dir.resolve("client.out"), dir.resolve("client.err"));
            ProgressWait.forThe("VS Code's test client to end", clientChild, p.child()).until(() -> !client.isAlive());
            assertEquals(0, client.exitValue(), Files.readString(dir.resolve("client.err")));
            assertEquals("vscode client: ok\n", Files.readString(dir.resolve("client.out")));
            assertEquals(0, p.awaitExit(), p.stderr());
            assertEquals("start\ntotal 18\ndone 1\n", p.stdout(), "the client's setVariable changed the result");
        }
    }

    /** Installs the client package (once per build) and returns its node_modules directory. */
    private static Path installClient(Path npm, Path dir) throws Exception {
        Path prefix = Path.of("target", "vscode-client").toAbsolutePath();
        Path modules = prefix.resolve("node_modules");
        if (Files.isDirectory(modules.resolve("@vscode/debugadapter-testsupport"))) {
            return modules;
        }
        Files.createDirectories(prefix);
        Process install = new ProcessBuilder(npm.toString(), "install", "--prefix", prefix.toString(), "--no-audit",
                "--no-fund", "--loglevel=error", CLIENT_PACKAGE)
                .redirectOutput(dir.resolve("npm.out").toFile())
                .redirectError(dir.resolve("npm.err").toFile())
                .start();
        int status = ProgressWait.exitOf(new ProgressWait.Child("npm install " + CLIENT_PACKAGE, install,
                dir.resolve("npm.out"), dir.resolve("npm.err")));
        assumeTrue(status == 0, "npm could not install " + CLIENT_PACKAGE + ": "
                + Files.readString(dir.resolve("npm.err")).strip());
        return modules;
    }

    private static Path onPath(String command) {
        for (String d : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            Path p = Path.of(d, command);
            if (Files.isExecutable(p)) {
                return p;
            }
        }
        return null;
    }
}
