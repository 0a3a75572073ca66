# sys.executable runs a Python with CPython's command line: subprocess and test.support.script_helper
# golden: needs the standard library
import os
import subprocess
import sys

print(os.path.isabs(sys.executable), os.access(sys.executable, os.X_OK))
r = subprocess.run([sys.executable, "-c", "print(42)"], capture_output=True)
print(r.returncode, r.stdout, r.stderr)
r = subprocess.run([sys.executable, "-I", "-E", "-u", "-S", "-X", "utf8", "-W", "ignore", "-c",
                    "import sys; print(sys.argv, sys.flags.isolated, sys.flags.ignore_environment, sys.warnoptions)",
                    "a", "b"], capture_output=True, text=True)
print(r.returncode, r.stdout, repr(r.stderr))
r = subprocess.run([sys.executable, "-m", "json.tool"], input='{"b": 1, "a": [1, 2]}', capture_output=True,
                   text=True)
print(r.returncode, r.stdout)
r = subprocess.run([sys.executable, "-"], input="import sys; print(sys.argv); sys.exit(3)", capture_output=True,
                   text=True)
print(r.returncode, r.stdout)

from test.support.script_helper import assert_python_failure, assert_python_ok

rc, out, err = assert_python_ok("-c", "import sys; print('ok', sys.argv[1:])", "x")
print(rc, out, err)
rc, out, err = assert_python_failure("-c", "1/0")
print(rc, out, err.splitlines()[-1])
