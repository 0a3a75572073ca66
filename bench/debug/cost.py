"""What a breakpoint in code that does not run hot costs: a bench program under `frameweave debug` with a
client that sets one breakpoint (on the program's last line, hit once) and continues, side by side with the
same program under `frameweave run`, alternating. Prints each run's wall and CPU time (user + system of the
JVM, the steadier figure on a busy machine) and the ratios of the medians.

    python3 bench/debug/cost.py [--runs N] PROGRAM.py [LINE]

LINE defaults to the program's last line with code. The client speaks the Debug Adapter Protocol itself
(JSON messages with a Content-Length header), so nothing but CPython is needed.
"""
import json
import os
import resource
import re
import socket
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
LAUNCHER = os.path.join(ROOT, "frameweave")


def send(sock, seq, command, arguments):
    body = json.dumps({"seq": seq, "type": "request", "command": command, "arguments": arguments}).encode()
    sock.sendall(b"Content-Length: %d\r\n\r\n" % len(body) + body)


def messages(sock):
    buf = b""
    while True:
        while b"\r\n\r\n" not in buf:
            chunk = sock.recv(65536)
            if not chunk:
                return
            buf += chunk
        header, buf = buf.split(b"\r\n\r\n", 1)
        length = int(re.search(rb"Content-Length: (\d+)", header).group(1))
        while len(buf) < length:
            chunk = sock.recv(65536)
            if not chunk:
                return
            buf += chunk
        yield json.loads(buf[:length])
        buf = buf[length:]


def last_code_line(path):
    lines = open(path).read().splitlines()
    for i in range(len(lines) - 1, -1, -1):
        text = lines[i].strip()
        if text and not text.startswith("#"):
            return i + 1
    raise SystemExit("no code in " + path)


def cpu():
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def debugged(program, line):
    """One run under the debugger with one breakpoint; (seconds, cpu seconds, stdout, stops)."""
    start, cpu0 = time.perf_counter(), cpu()
    p = subprocess.Popen([LAUNCHER, "debug", "--listen", "127.0.0.1:0", "--wait-for-client", program],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    port = None
    err = b""
    while port is None:
        got = p.stderr.readline()
        if not got:
            raise SystemExit("the debug server did not start: " + err.decode())
        err += got
        m = re.search(rb"listening on 127\.0\.0\.1:(\d+)", got)
        if m:
            port = int(m.group(1))
    sock = socket.create_connection(("127.0.0.1", port))
    send(sock, 1, "initialize", {"adapterID": "bench", "linesStartAt1": True})
    send(sock, 2, "launch", {})
    send(sock, 3, "setBreakpoints", {"source": {"path": os.path.abspath(program)}, "breakpoints": [{"line": line}]})
    send(sock, 4, "configurationDone", {})
    seq, stops, verified = 5, 0, None
    for m in messages(sock):
        if m.get("command") == "setBreakpoints":
            verified = m["body"]["breakpoints"][0]["verified"]
        if m.get("event") == "stopped":
            stops += 1
            send(sock, seq, "continue", {"threadId": m["body"]["threadId"]})
            seq += 1
    out = p.stdout.read()
    p.wait()
    elapsed = time.perf_counter() - start
    sock.close()
    if not verified:
        raise SystemExit("the breakpoint on line %d was not verified" % line)
    return elapsed, cpu() - cpu0, out, stops


def plain(program):
    start, cpu0 = time.perf_counter(), cpu()
    out = subprocess.run([LAUNCHER, "run", program], stdout=subprocess.PIPE, check=True).stdout
    return time.perf_counter() - start, cpu() - cpu0, out


def main():
    args = sys.argv[1:]
    runs = 3
    if args[:1] == ["--runs"]:
        runs = int(args[1])
        args = args[2:]
    program = args[0]
    line = int(args[1]) if len(args) > 1 else last_code_line(program)
    subprocess.run([LAUNCHER, "prepare"], check=True)
    plain_wall, plain_cpu, debug_wall, debug_cpu = [], [], [], []
    for _ in range(runs):
        t, c, expected = plain(program)
        plain_wall.append(t)
        plain_cpu.append(c)
        t, c, out, stops = debugged(program, line)
        debug_wall.append(t)
        debug_cpu.append(c)
        if out != expected:
            raise SystemExit("the output under the debugger differs")
        if stops != 1:
            raise SystemExit("expected one stop at line %d, got %d" % (line, stops))
        print("plain %.3f s (cpu %.3f)   debug, breakpoint on line %d hit once: %.3f s (cpu %.3f)"
              % (plain_wall[-1], plain_cpu[-1], line, t, c))
    med = statistics.median
    print("%s: medians plain %.3f s (cpu %.3f), debug %.3f s (cpu %.3f): ratio %.3f wall, %.3f cpu"
          % (os.path.basename(program), med(plain_wall), med(plain_cpu), med(debug_wall), med(debug_cpu),
             med(debug_wall) / med(plain_wall), med(debug_cpu) / med(plain_cpu)))


if __name__ == "__main__":
    main()
