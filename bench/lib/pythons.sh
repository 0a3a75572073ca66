# The Python implementations the benchmarks compare frameweave with (sourced).
#
# The default CPython is the distribution's /usr/bin/python3.11: a python3.11 found first on PATH is often a
# locally compiled one (a pyenv shim, say), built without profile-guided and link-time optimization and about
# a third slower, which would flatter frameweave.

# default_cpython: $PYTHON if set, else /usr/bin/python3.11 when it is there, else python3.11, else python3
default_cpython() {
  if [ -n "${PYTHON:-}" ]; then echo "$PYTHON"; return; fi
  local candidate
  for candidate in /usr/bin/python3.11 python3.11 python3; do
    if command -v "$candidate" >/dev/null 2>&1; then echo "$candidate"; return; fi
  done
  echo python3.11
}

# describe_python CMD: one line naming the implementation, its version and path, and for CPython whether
# configure was given --enable-optimizations (PGO) and --with-lto, as its CONFIG_ARGS record them
describe_python() {
  "$1" - <<'PY' 2>/dev/null || echo "$1 (could not ask it for its version)"
import platform, sys, sysconfig
name = platform.python_implementation()
line = "%s %s (%s)" % (name, platform.python_version(), sys.executable)
if name == "CPython":
    args = sysconfig.get_config_var("CONFIG_ARGS") or ""
    pgo = "yes" if "--enable-optimizations" in args else "no"
    lto = "yes" if "--with-lto" in args else "no"
    line += ", configure: --enable-optimizations %s, --with-lto %s" % (pgo, lto)
elif name == "PyPy":
    line += ", PyPy %d.%d.%d" % sys.pypy_version_info[:3]
print(line)
PY
}

# debian_build_note CMD: a line when CMD is a Debian package's CPython. Debian builds it with PGO and LTO
# through its own rules rather than configure's options, and keeps the LTO flags out of sysconfig, so
# CONFIG_ARGS shows neither (see /usr/share/doc/libpython3.11/changelog.Debian.gz: "Enable LTO/PGO builds").
debian_build_note() {
  local path
  path="$(command -v "$1" 2>/dev/null)" || return 0
  path="$(readlink -f "$path")"
  if command -v dpkg >/dev/null 2>&1 && dpkg -S "$path" >/dev/null 2>&1; then
    echo "  ($path is Debian's package $(dpkg -S "$path" 2>/dev/null | cut -d: -f1): built with PGO and LTO by Debian's rules, which CONFIG_ARGS does not show)"
  fi
}

# find_pypy: the PyPy 3 to compare with ($PYPY, else pypy3 on PATH), or nothing
find_pypy() {
  if [ -n "${PYPY:-}" ]; then command -v "$PYPY" 2>/dev/null; return 0; fi
  command -v pypy3 2>/dev/null || true
}
