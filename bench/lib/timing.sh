# Timing helpers shared by the bench scripts (sourced; needs HERE, the bench directory). A command runs in
# RUN_DIR when that is set (a suite's own directory), else in HERE.

# Programs are measured as a user's machine runs them, reading the cache of compiled modules (CPython's `.pyc`
# files, frameweave's `__pycache__` files): with PYTHONDONTWRITEBYTECODE set frameweave would compile every module
# it imports on every run, and CPython only those it has no `.pyc` for. bench/imports sets it where it means to.
unset PYTHONDONTWRITEBYTECODE

now_ns() { date +%s%N; }

# time_once OUTFILE ERRFILE CMD... : runs CMD, prints its wall time in seconds, returns its status
time_once() {
  local out="$1" err="$2"; shift 2
  local start end status=0
  start=$(now_ns)
  (cd "${RUN_DIR:-$HERE}" && "$@") >"$out" 2>"$err" || status=$?
  end=$(now_ns)
  awk -v s="$start" -v e="$end" 'BEGIN { printf "%.3f\n", (e - s) / 1e9 }'
  return $status
}

# measure_once OUTFILE ERRFILE CMD... : runs CMD; prints its wall time and the CPU time (user + system) of its
# whole process tree, in seconds ("WALL CPU"); returns its status. The CPU time comes from the shell's `times`,
# which reports the children a subshell has waited for (getrusage(RUSAGE_CHILDREN)): a JVM's compiler and GC
# threads count, so does a launcher script and anything the program starts. On a machine busy with other
# work the CPU time is the steadier figure; the wall time is what a user waits.
measure_once() {
  local out="$1" err="$2"; shift 2
  local start end report
  start=$(now_ns)
  report=$( (cd "${RUN_DIR:-$HERE}" && "$@") >"$out" 2>"$err"; echo "$?"; times)
  end=$(now_ns)
  echo "$report" | awk -v s="$start" -v e="$end" '
    function secs(t,  m) { m = index(t, "m"); return substr(t, 1, m - 1) * 60 + substr(t, m + 1, length(t) - m - 1) }
    NR == 1 { status = $1 }
    NR == 3 { printf "%.3f %.3f\n", (e - s) / 1e9, secs($1) + secs($2) }
    END { exit status }'
}

median() { tr ' ' '\n' | grep -v '^$' | sort -g | awk '{ a[NR] = $1 } END { if (NR % 2) print a[(NR + 1) / 2]; else printf "%.3f\n", (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }

# the least of the numbers (a machine's slow spells only ever add time)
minimum() { tr ' ' '\n' | grep -v '^$' | sort -g | head -1; }

# ratio A B [DIGITS]: A / B with DIGITS decimals (default RATIO_DIGITS, else 2), or "-" when either is missing
# (FAILED, -) or B is 0
ratio() {
  awk -v a="$1" -v b="$2" -v d="${3:-${RATIO_DIGITS:-2}}" \
    'BEGIN { if (a == "FAILED" || b == "FAILED" || a == "-" || b == "-" || a == "" || b == "" || b == 0) print "-"; else printf "%.*f\n", d, a / b }'
}

# geomean [DIGITS]: the geometric mean of the numbers on stdin, one a line, skipping "-" and FAILED; "-" when none
geomean() { grep -v -e '^-$' -e '^$' -e '^FAILED$' | awk -v d="${1:-${RATIO_DIGITS:-2}}" '{ s += log($1); n++ } END { if (n) printf "%.*f\n", d, exp(s / n); else print "-" }'; }

# machine_load: the load averages over 1, 5 and 15 minutes (uptime's figures), for the record beside timings
machine_load() { awk '{ print $1, $2, $3 }' /proc/loadavg 2>/dev/null || uptime | sed 's/.*load average: //'; }
