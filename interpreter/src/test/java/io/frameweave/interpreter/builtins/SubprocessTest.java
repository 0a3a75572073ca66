package io.frameweave.interpreter.builtins;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Starting programs: {@code os.pipe}, {@code _posixsubprocess.fork_exec} and {@code os.waitpid} on their own, and
 * CPython 3.11's {@code subprocess.py} over them (skipped where its Lib is absent).
 */
class SubprocessTest {
    private static final Path LIB = Path.of("/usr/lib/python3.11");

    /**
     * fork_exec as subprocess.py calls it: {@code stdout} (or -1) for the child's output, and an error pipe whose
     * report the program prints before it waits for the child.
     */
    private static String forkExec(String args, String executables, String cwd, String stdout, String extra) {
        return "import os, _posixsubprocess\n"
                + "er, ew = os.pipe()\n"
                + "pid = _posixsubprocess.fork_exec(" + args + ", " + executables + ", True, (ew,), " + cwd
                + ", None, -1, -1, -1, " + stdout + ", -1, -1, er, ew, True, False, -1, None, None, None, -1, "
                + extra + ", True)\n"
                + "os.close(ew)\n"
                + "print(os.read(er, 100))\n"
                + "os.close(er)\n";
    }

    @Test
    void aPipeCarriesBytesUntilItsWriterCloses() {
        GuestPrograms.Result r = GuestPrograms.run("import os\n"
                + "r, w = os.pipe()\n"
                + "print(r >= 3, w >= 3, os.write(w, b'abc'), os.read(r, 2), os.read(r, 10))\n"
                + "os.close(w)\n"
                + "print(os.read(r, 10))\n"
                + "r2, w2 = os.pipe()\n"
                + "os.close(r2)\n"
                + "try:\n"
                + "    os.write(w2, b'x')\n"
                + "except BrokenPipeError as e:\n"
                + "    print('broken', e.errno)\n", "");
        assertEquals("", r.err());
        assertEquals("True True 3 b'ab' b'c'\nb''\nbroken 32\n", r.out());
    }

    @Test
    void forkExecStartsTheProgramWithItsOutputOnAPipe() {
        GuestPrograms.Result r = GuestPrograms.run("import os\n"
                + "r, w = os.pipe()\n"
                + forkExec("['/bin/echo', 'hi', 'there']", "(b'/bin/echo',)", "None", "w", "None")
                + "os.close(w)\n"
                + "print(os.read(r, 100), os.read(r, 100))\n"
                + "got, status = os.waitpid(pid, 0)\n"
                + "print(got == pid, status, os.waitstatus_to_exitcode(status))\n"
                + "try:\n"
                + "    os.waitpid(pid, 0)\n"
                + "except ChildProcessError as e:\n"
                + "    print('waited for already', e.errno)\n", "");
        assertEquals("", r.err());
        assertEquals("b''\nb'hi there\\n' b''\nTrue 0 0\nwaited for already 10\n", r.out());
    }

    @Test
    void anExitCodeAndASignalBecomeWaitStatuses() {
        GuestPrograms.Result r = GuestPrograms.run(forkExec("['sh', '-c', 'exit 3']", "(b'/bin/sh',)", "None", "-1",
                "None")
                + "print(os.waitpid(pid, 0)[1])\n"
                + forkExec("['sleep', '30']", "(b'/no/sleep', b'/bin/sleep', b'/usr/bin/sleep')", "None", "-1", "None")
                + "print(os.waitpid(pid, os.WNOHANG))\n"
                + "os.kill(pid, 9)\n"
                + "print(os.waitpid(pid, 0)[1])\n", "");
        assertEquals("", r.err());
        assertEquals("b''\n768\nb''\n(0, 0)\n9\n", r.out());
    }

    @Test
    void aMissingProgramIsReportedThroughTheErrorPipeAsCPythonsChildReportsIt() {
        GuestPrograms.Result r = GuestPrograms.run(forkExec("['nope']", "(b'/no/such/nope', b'/also/not/nope')",
                "None", "-1", "None")
                + "print(os.waitpid(pid, 0)[1])\n"
                + forkExec("['echo']", "(b'/bin/echo',)", "'/no/such/dir'", "-1", "None")
                + forkExec("['x']", "(b'/etc/passwd',)", "None", "-1", "None"), "");
        assertEquals("", r.err());
        assertEquals("b'OSError:2:'\n65280\nb'OSError:2:noexec'\nb'OSError:d:'\n", r.out());
    }

    @Test
    void aTextFileFromOpenGivesAChildItsDescriptorAndGoesOnAfterTheChildsOutput(@TempDir Path dir) {
        String path = dir.resolve("log.txt").toString();
        GuestPrograms.Result r = GuestPrograms.run("f = open('" + path + "', 'w')\n"
                + "f.write('parent first\\n')\n"
                + "fd = f.fileno()\n"
                + forkExec("['/bin/echo', 'child second']", "(b'/bin/echo',)", "None", "fd", "None")
                + "os.waitpid(pid, 0)\n"
                + "f.write('parent third\\n')\n"
                + "f.close()\n"
                + "print(open('" + path + "').read(), end='')\n", "");
        assertEquals("", r.err());
        // as in CPython: the parent's first line waits in the wrapper (fileno() does not flush) and reaches the
        // file at close, after the child's, which moved the offset the two share
        assertEquals("b''\nchild second\nparent first\nparent third\n", r.out());
    }

    @Test
    void whatOnlyAForkedChildCouldDoIsRefusedClearly() {
        GuestPrograms.Result r = GuestPrograms.run("try:\n"
                + forkExec("['/bin/echo']", "(b'/bin/echo',)", "None", "-1", "print").indent(4)
                + "except NotImplementedError as e:\n"
                + "    print(e)\n", "");
        assertEquals("", r.err());
        assertEquals("preexec_fn unavailable on this platform: a JVM starts programs without forking\n", r.out());
    }

    @Test
    void waitStatusesFollowLinuxsEncoding() {
        assertEquals(0, ChildProcesses.waitStatus(0));
        assertEquals(3 << 8, ChildProcesses.waitStatus(3));
        assertEquals(9, ChildProcesses.waitStatus(128 + 9));
        assertEquals(15, ChildProcesses.waitStatus(128 + 15));
        assertEquals(255 << 8, ChildProcesses.waitStatus(255));
    }

    /** subprocess.py imports {@code signal}; while the VM has no {@code _signal}, this test gives it the numbers it uses. */
    private static final String SIGNAL_SCAFFOLD = "import sys, types\n"
            + "try:\n"
            + "    import signal\n"
            + "except ImportError:\n"
            + "    signal = types.ModuleType('signal')\n"
            + "    signal.SIGINT, signal.SIGKILL, signal.SIGTERM = 2, 9, 15\n"
            + "    sys.modules['signal'] = signal\n"
            + "import subprocess\n";

    @Test
    void cpythonsSubprocessRunsProgramsOverTheseModules() {
        assumeTrue(Files.isRegularFile(LIB.resolve("subprocess.py")), "CPython 3.11's Lib is not at " + LIB);
        GuestPrograms.Result r = GuestPrograms.run(SIGNAL_SCAFFOLD
                + "print(subprocess.run(['/bin/echo', 'hi'], capture_output=True))\n"
                + "r = subprocess.run(['tr', 'a-z', 'A-Z'], input='fed in\\n', capture_output=True, text=True)\n"
                + "print(repr(r.stdout), r.returncode)\n"
                + "r = subprocess.run('echo out; echo err >&2; exit 3', shell=True, stdout=subprocess.PIPE,\n"
                + "                   stderr=subprocess.STDOUT)\n"
                + "print(sorted(r.stdout.split()), r.returncode)\n"
                + "try:\n"
                + "    subprocess.run(['no-such-program-fw'])\n"
                + "except FileNotFoundError as e:\n"
                + "    print(e)\n"
                + "p = subprocess.Popen(['sleep', '30'])\n"
                + "p.terminate()\n"
                + "print(p.wait())\n"
                + "try:\n"
                + "    subprocess.run(['sleep', '30'], timeout=0.2)\n"
                + "except subprocess.TimeoutExpired as e:\n"
                + "    print('timed out', 0 < e.timeout <= 0.2)\n", "");
        String[] errLines = r.err().strip().split("\n");
        assumeTrue(r.exit() == 0 || !r.err().contains("ModuleNotFoundError"),
                "subprocess.py needs modules the VM cannot import yet: " + errLines[errLines.length - 1]);
        assertEquals("", r.err());
        assertEquals("CompletedProcess(args=['/bin/echo', 'hi'], returncode=0, stdout=b'hi\\n', stderr=b'')\n"
                + "'FED IN\\n' 0\n"
                + "[b'err', b'out'] 3\n"
                + "[Errno 2] No such file or directory: 'no-such-program-fw'\n"
                + "-15\n"
                + "timed out True\n", r.out());
        assertTrue(r.exit() == 0);
    }
}
