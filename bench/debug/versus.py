"""What breakpoints cost under frameweave's debugger and under debugpy on CPython 3.11, on one program
(bench/debug/hot_loop.py): each runtime without a debugger, with a breakpoint in code that never runs
("cold"), and with a conditional breakpoint whose condition is always false on the hot line ("hot"). Prints
the medians of wall and CPU time (user + system of the child and its children) and, for the hot case, the
cost of one evaluation of the condition: (hot - cold) / iterations.

    python3 bench/debug/versus.py [--runs N] [--n ITERATIONS] [--python /usr/bin/python3.11] [--only NAME]

debugpy comes from the python3-debugpy package (apt-get install python3-debugpy).
"""
import os
import socket
import statistics
import subprocess
import sys
import time

from cost import LAUNCHER, cpu, messages, send

HERE = os.path.dirname(os.path.abspath(__file__))
PROGRAM = os.path.join(HERE, "hot_loop.py")


def marker_line(name):
    for i, text in enumerate(open(PROGRAM).read().splitlines()):
        if text.endswith("# BP:" + name):
            return i + 1
    raise SystemExit("no marker " + name)


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def connect(port, p):
    while True:
        try:
            return socket.create_connection(("127.0.0.1", port))
        except OSError:
            if p.poll() is not None:
                raise SystemExit("the debugged program ended before its server listened")
            time.sleep(0.05)


def debugged(command, port, breakpoint):
    """One run under a DAP server with one breakpoint that never stops; (wall, cpu, stdout)."""
    start, cpu0 = time.perf_counter(), cpu()
    p = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    sock = connect(port, p)
    send(sock, 1, "initialize", {"adapterID": "bench", "linesStartAt1": True, "pathFormat": "path"})
    send(sock, 2, "attach", {"justMyCode": False})
    for m in messages(sock):
        if m.get("event") == "initialized":
            send(sock, 3, "setBreakpoints", {"source": {"path": PROGRAM}, "breakpoints": [breakpoint]})
            send(sock, 4, "configurationDone", {})
        if m.get("command") == "setBreakpoints" and not m["body"]["breakpoints"][0].get("verified"):
            raise SystemExit("breakpoint not verified: %s" % m)
        if m.get("event") == "stopped":
            raise SystemExit("a breakpoint that should not stop did")
        if m.get("event") in ("terminated", "exited"):
            break
    send(sock, 5, "disconnect", {})  # debugpy's process ends only once its client has gone
    sock.close()
    out = p.stdout.read()
    p.wait()
    return time.perf_counter() - start, cpu() - cpu0, out


def plain(command):
    start, cpu0 = time.perf_counter(), cpu()
    out = subprocess.run(command, stdout=subprocess.PIPE, check=True).stdout
    return time.perf_counter() - start, cpu() - cpu0, out


def main():
    args = sys.argv[1:]
    runs, n, python, only = 3, 1000000, "/usr/bin/python3.11", None
    while args:
        flag, value, args = args[0], args[1], args[2:]
        runs = int(value) if flag == "--runs" else runs
        n = int(value) if flag == "--n" else n
        python = value if flag == "--python" else python
        only = value if flag == "--only" else only
    cold = {"line": marker_line("cold")}
    hot = {"line": marker_line("hot"), "condition": "i < 0"}
    runtimes = {
        "frameweave": ([LAUNCHER, "run", PROGRAM, str(n)],
                       lambda port: [LAUNCHER, "debug", "--listen", "127.0.0.1:%d" % port, "--wait-for-client",
                                     PROGRAM, str(n)]),
        "cpython+debugpy": ([python, PROGRAM, str(n)],
                            lambda port: [python, "-m", "debugpy", "--listen", "127.0.0.1:%d" % port,
                                          "--wait-for-client", PROGRAM, str(n)]),
    }
    if only is None or only == "frameweave":
        subprocess.run([LAUNCHER, "prepare"], check=True)
    for name, (plain_command, debug_command) in runtimes.items():
        if only is not None and name != only:
            continue
        times = {"none": [], "cold": [], "hot": []}
        expected = None
        for _ in range(runs):
            wall, used, expected = plain(plain_command)
            times["none"].append((wall, used))
            for case, bp in (("cold", cold), ("hot", hot)):
                port = free_port()
                wall, used, out = debugged(debug_command(port), port, bp)
                if out != expected:
                    raise SystemExit("%s: the output under the debugger differs" % name)
                times[case].append((wall, used))
        med = {case: (statistics.median(w for w, _ in ts), statistics.median(c for _, c in ts))
               for case, ts in times.items()}
        base_wall, base_cpu = med["none"]
        for case in ("none", "cold", "hot"):
            wall, used = med[case]
            print("%-16s %-5s wall %7.3f s (%.2fx)  cpu %7.3f s (%.2fx)"
                  % (name, case, wall, wall / base_wall, used, used / base_cpu))
        per = (med["hot"][1] - med["cold"][1]) / n * 1e6
        print("%-16s one false condition on the hot line: %.2f us of cpu (%d iterations)" % (name, per, n))


if __name__ == "__main__":
    main()
