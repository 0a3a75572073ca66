# -W options and PYTHONWARNINGS apply to the never-awaited warning of a program (run with sys.executable)
import os
import subprocess
import sys

PROGRAM = """
import gc
async def co():
    pass
c = co(); del c; gc.collect()
print("end")
kept = co()
"""

def run(*options, env=None):
    r = subprocess.run([sys.executable, *options, "-c", PROGRAM], capture_output=True, text=True, env=env)
    lines = [line for line in r.stderr.splitlines() if "0x" not in line]
    print(options, r.returncode, r.stdout.strip())
    for line in lines:
        print("   ", line)

run()
run("-W", "error")
run("-W", "ignore")
run("-W", "ignore::RuntimeWarning")
run("-W", "error::DeprecationWarning")
run("-W", "always")
run(env=dict(os.environ, PYTHONWARNINGS="ignore"))
run("-W", "error::RuntimeWarning:__main__")
