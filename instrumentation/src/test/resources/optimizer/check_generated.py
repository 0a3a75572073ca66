"""Checks the optimizer torture generator against CPython: python3.11 must print what frameweave prints.

OptimizerTortureTest compares frameweave with itself (optimizer on and off); that only means something if the
generated programs are right Python whose output CPython agrees on. This script writes the programs of some
seeds with TortureProgram.main and runs each under python3.11 and under frameweave with the agent (which the
programs need for sys.settrace and write-through f_locals), comparing exit status, stdout and stderr. The tests
do not run it; run it by hand after changing the generator, from the repository root, once the test classes,
the interpreter jar and the agent jar are built (mvn -DskipTests package, then mvn -pl instrumentation
test-compile):

    python3.11 instrumentation/src/test/resources/optimizer/check_generated.py --seeds 0-29
"""
import argparse
import pathlib
import subprocess
import sys
import tempfile


def run(command, timeout):
    p = subprocess.run(command, capture_output=True, text=True, timeout=timeout)
    return p.returncode, p.stdout, p.stderr


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seeds", default="0-29", help="FROM-TO, both included (default 0-29)")
    ap.add_argument("--python", default="python3.11")
    ap.add_argument("--java", default="java")
    ap.add_argument("--classes", default="instrumentation/target/test-classes")
    ap.add_argument("--jar", default="interpreter/target/frameweave-interpreter.jar")
    ap.add_argument("--agent", default="agent/target/frameweave-agent.jar")
    ap.add_argument("--keep", help="write the programs here instead of a temporary directory")
    ap.add_argument("--timeout", type=float, default=120)
    args = ap.parse_args()
    first, _, last = args.seeds.partition("-")
    first, last = int(first), int(last or first)

    with tempfile.TemporaryDirectory() as tmp:
        out = pathlib.Path(args.keep or tmp)
        subprocess.run([args.java, "-cp", args.classes, "io.frameweave.instrumentation.optimizer.TortureProgram",
                        str(out), str(first), str(last + 1)], check=True)
        differ = []
        for seed in range(first, last + 1):
            program = str(out / f"torture_{seed}.py")
            cpython = run([args.python, program], args.timeout)
            frameweave = run([args.java, f"-javaagent:{args.agent}", "-jar", args.jar, program], args.timeout)
            lines = cpython[1].count("\n")
            if cpython != frameweave:
                differ.append(seed)
                print(f"seed {seed}: DIFFERENT (exit {cpython[0]} vs {frameweave[0]})")
                for name, (status, stdout, stderr) in (("python3.11", cpython), ("frameweave", frameweave)):
                    pathlib.Path(out / f"torture_{seed}.{name}.out").write_text(stdout)
                    if stderr:
                        print(f"  {name} stderr:\n{stderr[-2000:]}")
            elif cpython[0] != 0 or cpython[2]:
                differ.append(seed)
                print(f"seed {seed}: both failed alike (exit {cpython[0]}):\n{cpython[2][-2000:]}")
            else:
                print(f"seed {seed}: same ({lines} lines)")
        count = last - first + 1
        print(f"{count - len(differ)} of {count} programs print the same under python3.11 and frameweave")
        return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
